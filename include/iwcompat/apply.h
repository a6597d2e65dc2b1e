/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * apply.h - the model's SET side: what cfg80211's WEXT SET handlers did
 * with a setting (src/model/wext_set.c, wext_handlers.c), over nl80211
 * and the stored WEXT state. Nothing here prints: each entry returns a
 * diagnostic, which iwconfig prints (iwc_fmt_apply_diag(),
 * iwconfig_report.c) and libiw.so.30 turns into an errno.
 */
#ifndef IWCOMPAT_APPLY_H
#define IWCOMPAT_APPLY_H

#include <stdint.h>

#include "iwcompat/settings.h"

struct iwc_ctx;

/* What went wrong in an apply, the first failure only. */
enum iwc_apply_fail {
	IWC_APPLY_OK = 0,
	/* the read of an "on"/"fixed" form failed (req, err) */
	IWC_APPLY_GET_FAILED,
	/* a SET handler refused (req, err) */
	IWC_APPLY_SET_FAILED,
	/* the state lock could not be had: nothing set (req: the first
	 * setting; err: the lock's errno; EPERM, ELOOP, ENOTDIR: the state
	 * directory is not private) */
	IWC_APPLY_LOCK_FAILED,
	/* no memory for the interface's facts: nothing done */
	IWC_APPLY_NO_MEMORY,
};

struct iwc_apply_diag {
	enum iwc_apply_fail fail;
	enum iwc_req req;		/* the setting it belongs to */
	int err;			/* positive errno */
	/* the settings made could not be stored (positive errno; ENOLCK:
	 * a handler changed the stored state without the lock), 0 */
	int save_err;
};

/**
 * iwc_wext_apply - apply @req's settings in order, the way cfg80211's
 * WEXT handlers did, stopping at the first failure (@diag). Settings
 * kept for a down interface start the link-up watcher.
 */
void iwc_wext_apply(const struct iwc_ctx *ctx, const struct iwc_set_req *req,
		    struct iwc_apply_diag *diag);

/**
 * iwc_wext_set_request - one WEXT SET request @s on @ifname, as wext-core
 * and cfg80211's handler answered it (libiw.so.30's SIOCSIW*), with the
 * handlers and stored state of iwc_wext_apply(); no watcher is started.
 * @refusal: 0, or the positive errno that wext-core's iw_point checks or
 * the handler's first check gave (what struct iwc_setting cannot carry),
 * answered after the device and permission checks.
 * Returns 0 with @diag filled, or -ENODEV when @ifname is not an
 * nl80211 interface (the caller leaves the request to the kernel).
 */
int iwc_wext_set_request(const struct iwc_ctx *ctx, const char *ifname,
			 const struct iwc_setting *s, int refusal,
			 struct iwc_apply_diag *diag);

/* The errno a WEXT SET request returns for @diag (0: done). */
int iwc_apply_diag_errno(const struct iwc_apply_diag *diag);

/**
 * iwc_link_up - what the kernel did at NETDEV_UP for WEXT settings:
 * connect (station) or join (ad-hoc) with the stored parameters. Run
 * after an interface comes up ("iwcompat link-up IFACE", from the
 * ifupdown hook or a udev rule). 0 or a negative errno.
 */
int iwc_link_up(const struct iwc_ctx *ctx, const char *ifname);

/**
 * iwc_link_up_wait - the watcher iwconfig starts when it stores settings
 * for a down interface: waits for the link to come up, then does
 * iwc_link_up(). Returns early when the interface disappears or newer
 * settings (another @token) take over.
 */
int iwc_link_up_wait(const struct iwc_ctx *ctx, const char *ifname,
		     uint64_t token);

#endif
