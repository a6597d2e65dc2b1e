/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_native_event.c - "iwcompat event": one nl80211 event decoded
 * (nl80211_event.c) and printed (native_event.c) as iw's print_event()
 * shows it, in text and in JSON Lines.
 *
 * Input: byte 0: the nl80211 command; byte 1: bit 0 JSON, bit 1 "-f"
 * (whole frames), bit 2 "-t", bit 3 "-r", bit 4 "-T"; the rest the
 * attributes, in a buffer of exactly their size.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "fuzz_common.h"
#include "iwcompat/nl80211_event.h"
#include "iwcompat/native.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	struct timeval now = { 1700000000, 654321 };
	struct iwc_nl80211_event ev;
	char opts[8];
	size_t n = 0;
	uint8_t *buf;

	if (size < 2 || size > 64 * 1024)
		return 0;
	if (data[1] & 2)
		opts[n++] = 'f';
	if (data[1] & 4)
		opts[n++] = 't';
	if (data[1] & 8)
		opts[n++] = 'r';
	if (data[1] & 16)
		opts[n++] = 'T';
	opts[n] = '\0';
	buf = malloc(size - 2 ? size - 2 : 1);
	if (!buf)
		abort();
	memcpy(buf, data + 2, size - 2);
	/* the kernel layer's decoder, then the printer, as the listener */
	if (iwc_nl80211_event_decode(data[0], buf, size - 2, &ev) == 0)
		iwc_native_event_print(env->null, data[1] & 1, opts, &now, &ev);
	iwc_nl80211_event_free(&ev);
	free(buf);
	return 0;
}
