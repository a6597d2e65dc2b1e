/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_libiw_scan.c - libiw.so.30's SIOCGIWSCAN encoder
 * (libiw_scan_encode, src/libiw/libiw_scanreq.c) on bytes from the air,
 * then its stream through iwlist's WEXT scan printer. Input: one flags
 * byte (bit 0 privacy, bit 1 ESS, bit 2 IBSS, bits 3-4 the signal kind:
 * none, mBm, unspecified), four bytes of signal, two bytes of the
 * caller's buffer size (little-endian), then the IEs in a buffer of
 * their own size. The buffer has exactly the caller's size, so ASan
 * catches a write past it; a stream that fits it must be the prefix
 * the largest buffer gets (else abort()).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "iwcompat/wext_stream.h"
#include "../src/libiw/libiw_scanreq.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	static uint8_t big[65535];
	struct iwc_bss bss[2];
	size_t len, big_len = 0, out = 0;
	uint8_t *buf;
	uint32_t sig;
	int r, rbig;

	if (size < 7)
		return 0;
	memset(bss, 0, sizeof(bss));
	bss[0].status = -1;
	bss[0].freq_mhz = 2412 + data[1] % 64 * 5;
	bss[0].capability = (uint16_t)((data[0] & 1 ? 0x10 : 0) |
				       (data[0] & 2 ? 0x01 : 0) |
				       (data[0] & 4 ? 0x02 : 0));
	memcpy(&sig, data + 1, 4);
	switch ((data[0] >> 3) & 3) {
	case 1:
		bss[0].has_signal_mbm = true;
		bss[0].signal_mbm = (int32_t)sig;
		break;
	case 2:
		bss[0].has_signal_unspec = true;
		bss[0].signal_unspec = (uint8_t)sig;
		break;
	default:
		break;
	}
	bss[0].tsf = sig;
	bss[0].seen_ms_ago = sig;
	len = (size_t)data[5] | (size_t)data[6] << 8;
	bss[0].ies_len = size - 7;
	bss[0].ies = malloc(bss[0].ies_len ? bss[0].ies_len : 1);
	buf = malloc(len ? len : 1);
	if (!bss[0].ies || !buf)
		abort();
	memcpy(bss[0].ies, data + 7, bss[0].ies_len);
	/* bit 5: the BSS twice */
	bss[1] = bss[0];
	rbig = libiw_scan_encode(bss, data[0] & 32 ? 2 : 1, big, sizeof(big),
				 &big_len);
	r = libiw_scan_encode(bss, data[0] & 32 ? 2 : 1, buf, len, &out);
	if (r == 0) {
		if (rbig != 0 || out != big_len || out >= len + (len == 0) ||
		    memcmp(buf, big, out) != 0)
			abort();
		iwc_fmt_wext_scan(env->null, "wlan0", buf, out, &env->range,
				  true);
	} else if (r != -E2BIG) {
		abort();
	}
	free(buf);
	free(bss[0].ies);
	return 0;
}
