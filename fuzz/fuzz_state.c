/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_state.c - the state file reader (iwc_state_parse) on a damaged or
 * hostile file. Whatever it accepts must survive a round trip: formatted
 * again (both parts) and re-read, it gives the same state and wdev.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int same(const struct iwc_wext_state *a, const struct iwc_wext_state *b)
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct iwc_wext_state st, again;
	uint64_t wdev, wdev2;
	char *copy, out[4096];
	int n;

	/* a buffer of exactly the file's size (the reader gets no NUL) */
	copy = malloc(size ? size : 1);
	if (!copy)
		return 0;
	if (size)
		memcpy(copy, data, size);
	iwc_state_init(&st);
	if (iwc_state_parse(copy, size, &st, &wdev) == 0) {
		n = iwc_state_format(&st, wdev,
				     IWC_STATE_PUBLIC | IWC_STATE_KEYS, out,
				     sizeof(out));
		if (n < 0)
			abort();
		iwc_state_init(&again);
		if (iwc_state_parse(out, (size_t)n, &again, &wdev2) != 0 ||
		    wdev2 != wdev || !same(&st, &again))
			abort();
	}
	free(copy);
	return 0;
}
