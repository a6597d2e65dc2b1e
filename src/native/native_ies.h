/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_ies.h - the information element printers of "iw scan dump"
 * (native_ies.c: the walk and the plain elements; native_ies_ht.c: RSN,
 * HT, VHT; native_ies_vendor.c: vendor and extension elements): what
 * native_scan.c calls, then what the three files share.
 */
#ifndef IWCOMPAT_NATIVE_IES_H
#define IWCOMPAT_NATIVE_IES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* print_ies(..., PRINT_SCAN): the elements of one frame, as iw @iw
 * prints them (native_dialect.h) */
void iwc_iw_print_ies(int iw, FILE *f, const uint8_t *ie, size_t len,
		      bool unknown);

/* iw's names of a cipher suite, an AKM suite (4 bytes: OUI, type);
 * unknown ones are written into @buf as "00-0f-ac:99" */
const char *iwc_iw_cipher_name(const uint8_t *s, char *buf, size_t n);
const char *iwc_iw_akm_name(const uint8_t *s, char *buf, size_t n);

/* ---- shared by the element printers' files ---- */

extern const uint8_t iwc_ie_ms_oui[3], iwc_ie_ieee_oui[3], iwc_ie_wfa_oui[3];
extern const char *const iwc_ie_ht_secondary[4];

struct ie_ctx {
	FILE *f;
	const uint8_t *all;		/* every element of the frame */
	int all_len;
	int iw;				/* the iw followed (native_dialect.h) */
};

/* iw's struct ie_print: a printer and the lengths it accepts */
struct ie_print {
	const char *name;
	void (*print)(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
	uint8_t minlen, maxlen;
};

/* iw's tab_on_first(): a tab before every line but the first */
void iwc_ie_tab_on_first(FILE *f, bool *first);
/* " %.02x" for each of @n bytes */
void iwc_ie_hex(FILE *f, const uint8_t *d, int n);
/* iw's print_ie(): the name, then the element or "<invalid: ...>" */
void iwc_ie_print(const struct ie_ctx *c, const struct ie_print *p,
		  uint8_t len, const uint8_t *d);

/* native_ies_ht.c */
void iwc_ie_rsn_body(FILE *f, const char *defcipher, const char *defauth,
		     uint8_t len, const uint8_t *d, bool osen);
void iwc_ie_rsn(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
void iwc_ie_ht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
void iwc_ie_ht_op(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
void iwc_ie_vht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
void iwc_ie_vht_oper(const struct ie_ctx *c, uint8_t len, const uint8_t *d);

/* native_ies_vendor.c: element 221 and element 255 */
void iwc_ie_vendor(const struct ie_ctx *c, uint8_t len, const uint8_t *d,
		   bool unknown);
void iwc_ie_extension(const struct ie_ctx *c, uint8_t len, const uint8_t *d,
		      bool unknown);

#endif
