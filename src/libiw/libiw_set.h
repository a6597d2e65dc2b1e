/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_set.h - WEXT SET requests of an nl80211 interface applied
 * through iwconfig's settings path (libiw_set.c, docs/libiw.md).
 */
#ifndef IWCOMPAT_LIBIW_SET_H
#define IWCOMPAT_LIBIW_SET_H

#include <stdbool.h>

#include "iwcompat/ctx.h"

struct iwreq;

/**
 * libiw_set_ioctl - apply the SET @request (one iwc_wext_req_applied()
 * knows) on the interface named in
 * @wrq as wext-core and cfg80211's handler would, with iwconfig's stored
 * state. Returns 1 when answered (*ret_err: 0 or a positive errno), 0
 * when the interface is not an nl80211 one (the kernel's request).
 */
int libiw_set_ioctl(const struct iwc_ctx *ctx, unsigned int request,
		    struct iwreq *wrq, int *ret_err);

#endif
