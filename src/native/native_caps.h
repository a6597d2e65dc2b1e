/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_caps.h - capability printers native mode shares between
 * "phy PHY info" (native_phy.c) and scan results (native_ies_vendor.c),
 * as iw 5.19 shares them (util.c).
 */
#ifndef IWCOMPAT_NATIVE_CAPS_H
#define IWCOMPAT_NATIVE_CAPS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* a capability bit (mask 0) or field (shift, mask) of a little-endian
 * array of 16- or 32-bit words, iw's PRINT_HE_CAP/PRINT_EHT_CAP */
struct iwc_capbit {
	uint8_t idx, shift;
	uint8_t mask;		/* 0: a flag */
	const char *s;
};

/* one line per set bit or non-zero field of @w, after @pre and 3 tabs */
void iwc_print_capbits(FILE *f, const char *pre, const uint32_t *w,
		       const struct iwc_capbit *b, size_t n);

/* iw's print_ht_capability(): the HT capability bits' lines */
void iwc_iw_print_ht_capability(FILE *f, uint16_t cap);
/* iw's print_ht_mcs(): the 16-byte Supported MCS Set */
void iwc_iw_print_ht_mcs(FILE *f, const uint8_t *mcs);
/* iw's print_vht_info(): VHT capabilities and the 8-byte MCS/NSS set */
void iwc_iw_print_vht_info(FILE *f, uint32_t capa, const uint8_t *mcs);

/*
 * iw's __print_he_capa(): @mac the 6 bytes of HE MAC capabilities; @phy
 * iw's u16 phy_cap[6] as 12 bytes, the 11 bytes of HE PHY capabilities
 * from @phy + 1 (byte 0: whatever precedes them, as in iw); @mcs the
 * MCS/NSS sets (@mcs_len bytes); @ppet the PPE thresholds, or NULL to
 * take them from the bytes after the MCS sets in use (an element).
 */
void iwc_iw_print_he_capa(FILE *f, const char *pre, const uint8_t *mac,
			  const uint8_t *phy, const uint8_t *mcs,
			  size_t mcs_len, const uint8_t *ppet,
			  size_t ppet_len);

#endif
