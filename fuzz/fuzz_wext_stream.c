/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_wext_stream.c - a WEXT event stream (what a WEXT driver returns
 * to SIOCGIWSCAN, or sends in an IFLA_WIRELESS attribute) through the
 * decoder of wext_stream.c and both printers: iwlist's WEXT scan
 * (iwc_fmt_wext_scan) and iwevent's stream (iwc_fmt_iwevent_stream).
 *
 * Input: byte 0: bit 0 with the range of the default test wiphy (else
 * none), bit 1 a range of channel numbers only (a driver that reports
 * channels, no frequencies); the rest is the stream, in a buffer of its
 * own size (ASan sees any read past it).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/wext_stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	struct iwc_evtime t = { 1700000000, 123456 };
	struct iwc_wext_range *range;
	bool has_range;
	uint8_t *buf;

	if (size < 1 || size > 256 * 1024)
		return 0;
	has_range = data[0] & 1;
	range = malloc(sizeof(*range));
	buf = malloc(size - 1 ? size - 1 : 1);
	if (!range || !buf)
		abort();
	*range = env->range;
	if (data[0] & 2) {
		for (int k = 0; k < range->num_frequency; k++) {
			range->freq[k].m = range->freq[k].i;
			range->freq[k].e = 0;
		}
	}
	memcpy(buf, data + 1, size - 1);
	iwc_fmt_wext_scan(env->null, "wlan0", buf, size - 1, range, has_range);
	iwc_fmt_iwevent_stream(env->null, &t, "wlan0", buf, size - 1, range,
			       has_range);
	free(buf);
	free(range);
	return 0;
}
