/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_state.h - what the two state-file targets (fuzz_state.c,
 * fuzz_state_dir.c) compare after a round trip: every field a state file
 * carries, and nothing the file does not (padding, bytes past a length).
 */
#ifndef IWC_FUZZ_STATE_H
#define IWC_FUZZ_STATE_H

#include <string.h>

#include "iwcompat/state.h"

static inline int fuzz_state_same(const struct iwc_wext_state *a,
				  const struct iwc_wext_state *b)
{
	if (a->has_ssid != b->has_ssid || a->has_bssid != b->has_bssid ||
	    a->has_freq != b->has_freq || a->default_key != b->default_key ||
	    a->sme != b->sme || a->watch != b->watch)
		return 0;
	if (a->has_ssid && (a->ssid_len != b->ssid_len ||
			    memcmp(a->ssid, b->ssid, a->ssid_len)))
		return 0;
	if (a->has_bssid && memcmp(a->bssid, b->bssid, sizeof(a->bssid)))
		return 0;
	if (a->has_freq && a->freq_mhz != b->freq_mhz)
		return 0;
	for (int k = 0; k < 4; k++)
		if (a->key_len[k] != b->key_len[k] ||
		    memcmp(a->key[k], b->key[k], a->key_len[k]))
			return 0;
	return 1;
}

#endif
