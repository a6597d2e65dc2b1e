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
#include "fuzz_state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
		    wdev2 != wdev || !fuzz_state_same(&st, &again))
			abort();
	}
	free(copy);
	return 0;
}
