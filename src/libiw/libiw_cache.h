/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_cache.h - one load per poll (docs/libiw.md "Per-poll cost"):
 * the interface, link, wiphy and stored state of one interface, loaded
 * once for the union of what a status bar's poll asks and reused by the
 * requests that follow on the same interface name within a short
 * window; the wiphy longer, until the backend reports a regulatory or
 * wiphy change (docs/libiw.md). Callers hold libiw_ioctl.c's lock.
 */
#ifndef IWCOMPAT_LIBIW_CACHE_H
#define IWCOMPAT_LIBIW_CACHE_H

#include <stdint.h>

#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"

/* How long a load answers the requests after it, counted from the end
 * of the load (docs/libiw.md, man/iwcompat.8 DIFFERENCES). */
#define LIBIW_CACHE_WINDOW_NS (100u * 1000u * 1000u)

/* With the iwc_dev_need bits: the request shows the wiphy's thresholds
 * (RTS, fragmentation, retry), which change without an event, so the
 * wiphy kept across windows does not answer it. */
#define LIBIW_NEED_THRESHOLDS (1u << 15)

/**
 * libiw_cache_dev - the loaded device for @ifname (at most IFNAMSIZ-1
 * characters, as the kernel sees it) holding at least @need, from the
 * window's load or a new one. Returns 0 with *ret set, or the negative
 * errno of iwc_dev_load (remembered for the window as well).
 */
int libiw_cache_dev(const struct iwc_ctx *ctx, const char *ifname,
		    unsigned int need, const struct iwc_dev **ret);

/* Forget the load and the kept wiphy: a SET request, a fork, another
 * backend. */
void libiw_cache_drop(void);

/* The unit tests' clock in place of CLOCK_MONOTONIC (NULL: the real
 * one); nanoseconds. */
void libiw_cache_clock(uint64_t (*now_ns)(void));

#endif
