/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * state.h - the WEXT-only state the kernel kept per interface and
 * nl80211 does not (SSID, BSSID and channel set with iwconfig, the WEP
 * keys and their default index): iwcompat keeps it in a small file per
 * interface under the state directory (default /run/iwcompat),
 * readable by root only, replaced atomically, updated under a lock.
 */
#ifndef IWCOMPAT_STATE_H
#define IWCOMPAT_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "iwcompat/wext.h"

/* The public part (SSID, BSSID, channel: what GET requests showed to
 * anyone) and the secret part (WEP keys, root only) go to two files. */
enum iwc_state_part {
	IWC_STATE_PUBLIC = 1 << 0,
	IWC_STATE_KEYS = 1 << 1,
};

/* Text form (one "key value" per line), for the files and the tests. */
int iwc_state_format(const struct iwc_wext_state *st, uint64_t wdev,
		     unsigned int parts, char *buf, size_t len);
/* Parses @buf into @ret (fields absent from @buf are left alone); a
 * malformed file reads as "nothing stored" (-EINVAL, @ret untouched).
 * Returns 0 with @ret_wdev. */
int iwc_state_parse(const char *buf, size_t len, struct iwc_wext_state *ret,
		    uint64_t *ret_wdev);
void iwc_state_init(struct iwc_wext_state *st);

#endif
