/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_ie.c - the IE decoder and the iwlist cell formatter on bytes from
 * the air. Input: one flags byte (bit 0 privacy, bit 1 ESS, bit 2 IBSS,
 * bits 3-4 the signal kind: none, mBm, unspecified), four bytes of
 * signal, then the IEs exactly as NL80211_BSS_INFORMATION_ELEMENTS
 * carries them (in a buffer of their own size, so ASan catches any read
 * past the end).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "iwcompat/iwlist.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	struct iwc_bss bss;
	uint32_t sig;

	if (size < 5)
		return 0;
	memset(&bss, 0, sizeof(bss));
	bss.status = -1;
	bss.freq_mhz = 2412;
	bss.capability = (uint16_t)((data[0] & 1 ? 0x10 : 0) |
				    (data[0] & 2 ? 0x01 : 0) |
				    (data[0] & 4 ? 0x02 : 0));
	memcpy(&sig, data + 1, 4);
	switch ((data[0] >> 3) & 3) {
	case 1:
		bss.has_signal_mbm = true;
		bss.signal_mbm = (int32_t)sig;
		break;
	case 2:
		bss.has_signal_unspec = true;
		bss.signal_unspec = (uint8_t)sig;
		break;
	default:
		break;
	}
	bss.ies_len = size - 5;
	bss.ies = malloc(bss.ies_len ? bss.ies_len : 1);
	if (!bss.ies)
		return 0;
	memcpy(bss.ies, data + 5, bss.ies_len);
	iwc_fmt_scan_cell(env->null, (int)(sig & 0xff), &bss, &env->range);
	free(bss.ies);
	return 0;
}
