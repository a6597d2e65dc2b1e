/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_scanreq.h - SIOCSIWSCAN and SIOCGIWSCAN of an nl80211 interface
 * (libiw_scanreq.c, docs/libiw.md): the scan triggered over nl80211 and
 * its BSS list encoded as cfg80211's WEXT scan results.
 */
#ifndef IWCOMPAT_LIBIW_SCANREQ_H
#define IWCOMPAT_LIBIW_SCANREQ_H

#include <stddef.h>
#include <stdint.h>

#include "iwcompat/ctx.h"
#include "iwcompat/types.h"

struct iwreq;

/**
 * libiw_scan_encode - the event stream cfg80211's
 * ieee80211_scan_results() builds for @n BSSes in a @len-byte buffer
 * (64-bit layout): @buf (@len bytes, zeroed here first) gets the
 * stream, *ret_len its length. Returns 0, or -E2BIG when the stream
 * does not fit (the kernel's own test: an event must end before the
 * buffer's end).
 */
int libiw_scan_encode(const struct iwc_bss *bss, size_t n, uint8_t *buf,
		      size_t len, size_t *ret_len);

/**
 * libiw_scanreq_ioctl - SIOCSIWSCAN or SIOCGIWSCAN on the interface
 * named in @wrq, as wext-core and cfg80211's handlers answer them.
 * Returns 1 when answered (*ret_err: 0 or a positive errno), 0 when the
 * interface is not an nl80211 one (the kernel's request).
 */
int libiw_scanreq_ioctl(const struct iwc_ctx *ctx, unsigned int request,
			struct iwreq *wrq, int *ret_err);

#endif
