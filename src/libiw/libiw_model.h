/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_model.h - WEXT requests answered from iwcompat's nl80211 model
 * (docs/libiw.md): what cfg80211's WEXT handlers would have answered,
 * through the same emulation iwconfig uses (src/model/wext_view.c).
 */
#ifndef IWCOMPAT_LIBIW_MODEL_H
#define IWCOMPAT_LIBIW_MODEL_H

#include "iwcompat/ctx.h"

struct iwreq;

/**
 * libiw_model_ioctl - answer one WEXT request (0x8B00-0x8BFF) on the
 * interface named in @wrq from @ctx's backend, as the kernel would:
 * GET answers write only the fields cfg80211's handler writes, pointer
 * requests copy their data to the caller's buffer.
 * Returns 1 when answered (*ret_err: 0 or a positive errno), 0 when the
 * interface is not an nl80211 one or the request is left to the kernel
 * (the SETs libiw_set.c does not answer, scans); the SETs it answers
 * go there (libiw_set.h).
 */
int libiw_model_ioctl(const struct iwc_ctx *ctx, unsigned long request,
		      struct iwreq *wrq, int *ret_err);

struct iwc_wext_info;

/**
 * libiw_model_stats - the SIOCGIWSTATS answer for @ifname (the
 * statistics cfg80211_wireless_stats() computes: qual and the discard
 * and miss counters of @ret), through the window's load as the request
 * gets it. Returns 0, -EOPNOTSUPP when the nl80211 interface has no
 * statistics (not a connected station), -ENODEV when @ifname is not an
 * nl80211 interface (or its load failed).
 * Under the library's lock (libiw_model_run).
 */
int libiw_model_stats(const struct iwc_ctx *ctx, const char *ifname,
		      struct iwc_wext_info *ret);

/**
 * libiw_model_run - call @fn with the process's backend under the
 * library's lock, as a WEXT request is answered (libiw_ioctl.c): the
 * same backend, fork and signal rules. Returns what @fn returns, or -1
 * without calling it when no backend opens or this thread is already
 * answering a request (a signal handler's call: it never waits for a
 * lock its own thread holds).
 */
int libiw_model_run(int (*fn)(const struct iwc_ctx *ctx, void *arg),
		    void *arg);

/* The unit tests' backend in place of nl80211 (libiw_ioctl.c). */
void libiw_model_use(const struct iwc_ctx *ctx);

/* The unit tests' opener in place of iwc_nl80211_backend_open (NULL:
 * that one): what a forked child, or a process whose open failed,
 * opens. */
void libiw_model_opener(int (*open)(const struct iwc_backend **ret_be,
				    void **ret_data));

#endif
