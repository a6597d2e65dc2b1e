/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_set.c - the WEXT SET requests of an nl80211 interface that
 * cfg80211 has a handler for (the keywords' requests with an apply
 * column in iwconfig_keywords.def: SIOCSIWFREQ, MODE, AP, ESSID, RATE,
 * RTS, FRAG, TXPOW, RETRY, ENCODE, POWER), applied through iwconfig's
 * settings path (iwc_wext_set_request: cfg80211's handlers over nl80211
 * and the stored WEXT state), so they work on MLO radios too, where
 * cfg80211 refuses WEXT. The request is read into a setting by the
 * model's one conversion (wext_request.h), as wext-core reads it: the
 * iw_point rules of a SET (EFAULT through libiw_copy_in, E2BIG, the
 * ESSID's WE < 21 trailing NUL) and SIOCSIWAP's address family.
 * docs/libiw.md.
 */
#include <errno.h>
#include <net/if.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/apply.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext_request.h"
#include "libiw_mem.h"
#include "libiw_set.h"

int libiw_set_ioctl(const struct iwc_ctx *ctx, unsigned int request,
		    struct iwreq *wrq, int *ret_err)
{
	char name[IFNAMSIZ];
	struct iwc_apply_diag diag;
	struct iwc_setting s;
	int refusal;

	/* wext-core: the name cut to 15 characters */
	memcpy(name, wrq->ifr_name, IFNAMSIZ);
	name[IFNAMSIZ - 1] = '\0';
	refusal = iwc_wext_req_setting(request, &wrq->u, libiw_copy_in, &s);
	if (iwc_wext_set_request(ctx, name, &s, refusal, &diag) == -ENODEV)
		return 0;		/* not nl80211: the kernel's */
	/* a SET copies nothing back but the iwreq as it came (wext-core
	 * copies the request back only for a GET or an iw_point GET) */
	*ret_err = iwc_apply_diag_errno(&diag);
	return 1;
}
