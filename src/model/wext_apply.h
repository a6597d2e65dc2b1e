/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_apply.h - what the two halves of the model's SET side share
 * (src/model only): the apply session (wext_set.c), the connection
 * steps cfg80211's WEXT handlers took (wext_set.c) that the per-keyword
 * SET handlers (wext_handlers.c) call.
 */
#ifndef IWCOMPAT_MODEL_WEXT_APPLY_H
#define IWCOMPAT_MODEL_WEXT_APPLY_H

#include <stdbool.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"

struct iwc_apply {
	const struct iwc_ctx *ctx;
	const char *ifname;
	int dev_err;			/* 0, -ENODEV or -EOPNOTSUPP */
	bool privileged;
	struct iwc_dev *dev;
	struct iwc_wext_state st;
	bool st_dirty;
	bool locked;			/* iwc_apply_lock() took the state lock */
	struct iwc_drv_caps drv;	/* what the driver can do: iwc_apply_drv_can() */
	bool reassoc;			/* iwc_apply_connect: see set_ap() */
	bool connected;			/* iwc_apply_connect() sent a CONNECT */
};

static inline const struct iwc_backend *be(const struct iwc_apply *a)
{
	return a->ctx->be;
}

static inline void *bd(const struct iwc_apply *a)
{
	return a->ctx->be_data;
}

static inline enum iwc_iftype iftype(const struct iwc_apply *a)
{
	return a->dev->iface.iftype;
}

/* wdev->connected / an IBSS current_bss */
static inline bool linked(const struct iwc_apply *a)
{
	return a->dev->has_link && a->dev->link.has_bssid;
}

/* wext_set.c: the session (begin, lock, end; see there) */
int iwc_apply_begin(struct iwc_apply *a, const struct iwc_ctx *ctx,
		    const char *ifname);
int iwc_apply_lock(struct iwc_apply *a, bool adopt);
int iwc_apply_end(struct iwc_apply *a, bool watch);

/* wext_set.c: the driver's capabilities (IWC_DRV_*), asked once */
bool iwc_apply_drv_can(struct iwc_apply *a, unsigned int what);
bool iwc_apply_drv_sme(struct iwc_apply *a);
bool iwc_apply_drv_keys(struct iwc_apply *a);
bool iwc_apply_drv_bitrate_mask(struct iwc_apply *a);
/* whether cfg80211's own SME holds the connection (wdev->conn) */
bool iwc_apply_sme_active(struct iwc_apply *a);
/* cfg80211_mgd_wext_connect(), cfg80211_disconnect(),
 * cfg80211_ibss_wext_join(), and leaving a joined IBSS */
int iwc_apply_connect(struct iwc_apply *a);
int iwc_apply_disconnect(struct iwc_apply *a);
int iwc_apply_ibss_join(struct iwc_apply *a);
int iwc_apply_ibss_leave(struct iwc_apply *a);

/* wext_handlers.c: one setting's SET handler, and the GET an
 * "on"/"fixed" form does first (0 or a negative errno) */
int iwc_apply_one(struct iwc_apply *a, const struct iwc_setting *s);
int iwc_apply_current(struct iwc_apply *a, struct iwc_setting *s);
/* whether cfg80211 has a SET handler for the request (its apply column) */
bool iwc_apply_has_handler(enum iwc_req req);
/* whether the request's handler needs the stored state (and its lock) */
bool iwc_apply_needs_state(enum iwc_req req);

#endif
