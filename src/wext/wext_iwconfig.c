/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_iwconfig.c - "iwconfig IF keyword ..." in the WEXT fallback: the
 * SIOCSIW* request of each parsed setting, as wireless-tools' set_*_info
 * handlers fill it, and for the "on"/"fixed" forms the SIOCGIW* they
 * read first. The requests and their ioctls are the model's one
 * conversion (wext_request.h, the wext_* columns of
 * iwconfig_keywords.def; docs/keywords.md), which libiw.so.30 reads the
 * other way. A failure comes back as the request that failed, which the
 * front-end words (iwconfig_report.c).
 */
#include <errno.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/ifc.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext_live.h"
#include "iwcompat/wext_request.h"

/* The GET of an "on"/"fixed" form into @wrq, then the keyword's change.
 * ESSID and ENCODE read into @buf, which the SET sends back. */
static int read_current(const struct iwc_wext_live *live,
			const struct iwc_setting *s, union iwreq_data *wrq,
			uint8_t *buf, size_t buf_len)
{
	unsigned int get = iwc_wext_req_get_ioctl(s->req);
	int r;

	if (!get)
		return -EOPNOTSUPP;
	memset(wrq, 0, sizeof(*wrq));
	if (s->req == IWC_REQ_ESSID || s->req == IWC_REQ_ENCODE) {
		memset(buf, 0, buf_len);
		wrq->data.pointer = buf;
		wrq->data.length = s->req == IWC_REQ_ESSID ?
					   IW_ESSID_MAX_SIZE + 2 :
					   IW_ENCODING_TOKEN_MAX;
		wrq->data.flags = 0;
	}
	r = iwc_wext_live_req(live, get, wrq);
	if (r < 0)
		return r;
	iwc_wext_req_on(s->req, wrq);
	return 0;
}

int iwc_wext_iwconfig_apply(const struct iwc_wext_live *live,
			    const struct iwc_set_req *req,
			    struct iwc_wext_set_failure *ret_failed)
{
	/* a buffer for the GET of "essid on" / "key on", which the SET
	 * then sends back */
	uint8_t buf[IW_ENCODING_TOKEN_MAX + 2];

	for (int i = 0; i < req->n; i++) {
		const struct iwc_setting *s = &req->set[i];
		union iwreq_data wrq;
		int r;

		ret_failed->req = s->req;
		if (s->use_current) {
			r = read_current(live, s, &wrq, buf, sizeof(buf));
			if (r < 0) {
				ret_failed->get = true;
				return r;
			}
		} else {
			/* a request past the table: an empty SIOCSIWCOMMIT */
			memset(&wrq, 0, sizeof(wrq));
			iwc_wext_req_build(s, &wrq);
		}
		r = iwc_wext_live_req(live, iwc_wext_req_set_ioctl(s->req),
				      &wrq);
		if (r < 0) {
			ret_failed->get = false;
			return r;
		}
	}
	return 0;
}
