/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_ies_ht.c - the RSN (and WPA) body, HT and VHT elements as iw
 * 5.19's scan.c and util.c print them.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/native.h"
#include "bytes.h"
#include "native_ies.h"
#include "native_caps.h"

/* ---- RSN, WPA ---- */

const char *iwc_iw_cipher_name(const uint8_t *s, char *buf, size_t n)
{
	static const char *const ieee[] = {
		"Use group cipher suite", "WEP-40", "TKIP", NULL, "CCMP",
		"WEP-104", "AES-128-CMAC", "NO-GROUP", "GCMP",
	};
	bool ms = !memcmp(s, iwc_ie_ms_oui, 3);

	if ((ms && s[3] <= 5) || (!memcmp(s, iwc_ie_ieee_oui, 3) && s[3] <= 8)) {
		if (ieee[s[3]])
			return ieee[s[3]];
	}
	snprintf(buf, n, "%.02x-%.02x-%.02x:%d", s[0], s[1], s[2], s[3]);
	return buf;
}

const char *iwc_iw_akm_name(const uint8_t *s, char *buf, size_t n)
{
	static const char *const ieee[] = {
		NULL, "IEEE 802.1X", "PSK", "FT/IEEE 802.1X", "FT/PSK",
		"IEEE 802.1X/SHA-256", "PSK/SHA-256", "TDLS/TPK", "SAE",
		"FT/SAE", NULL, "IEEE 802.1X/SUITE-B",
		"IEEE 802.1X/SUITE-B-192", "FT/IEEE 802.1X/SHA-384",
		"FILS/SHA-256", "FILS/SHA-384", "FT/FILS/SHA-256",
		"FT/FILS/SHA-384", "OWE",
	};
	const char *name = NULL;

	if (!memcmp(s, iwc_ie_ms_oui, 3) && (s[3] == 1 || s[3] == 2))
		name = ieee[s[3]];
	else if (!memcmp(s, iwc_ie_ieee_oui, 3) && s[3] <= 18)
		name = ieee[s[3]];
	else if (!memcmp(s, iwc_ie_wfa_oui, 3) && s[3] == 1)
		name = "OSEN";
	else if (!memcmp(s, iwc_ie_wfa_oui, 3) && s[3] == 2)
		name = "DPP";
	if (name)
		return name;
	snprintf(buf, n, "%.02x-%.02x-%.02x:%d", s[0], s[1], s[2], s[3]);
	return buf;
}

static void rsn_capa(FILE *f, uint16_t capa)
{
	static const char *const rc[] = { "1", "2", "4", "16" };

	fputs("\t * Capabilities:", f);
	if (capa & 0x0001)
		fputs(" PreAuth", f);
	if (capa & 0x0002)
		fputs(" NoPairwise", f);
	fprintf(f, " %s-PTKSA-RC", rc[(capa & 0x000c) >> 2]);
	fprintf(f, " %s-GTKSA-RC", rc[(capa & 0x0030) >> 4]);
	if (capa & 0x0040)
		fputs(" MFP-required", f);
	if (capa & 0x0080)
		fputs(" MFP-capable", f);
	if (capa & 0x0200)
		fputs(" Peerkey-enabled", f);
	if (capa & 0x0400)
		fputs(" SPP-AMSDU-capable", f);
	if (capa & 0x0800)
		fputs(" SPP-AMSDU-required", f);
	if (capa & 0x2000)
		fputs(" Extended-Key-ID", f);
	fprintf(f, " (0x%.4x)\n", capa);
}

/* iw's _print_rsn_ie(); @len counts down in 8 bits as there */
void iwc_ie_rsn_body(FILE *f, const char *defcipher, const char *defauth,
		     uint8_t len, const uint8_t *d, bool osen)
{
	bool first = true;
	char buf[32];
	int count;

	if (!osen) {
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * Version: %d\n", le16(d));
		d += 2;
		len -= 2;
	}
	if (len < 4) {
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * Group cipher: %s\n", defcipher);
		fprintf(f, "\t * Pairwise ciphers: %s\n", defcipher);
		return;
	}
	iwc_ie_tab_on_first(f, &first);
	fprintf(f, "\t * Group cipher: %s\n",
		iwc_iw_cipher_name(d, buf, sizeof(buf)));
	d += 4;
	len -= 4;
	if (len < 2) {
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * Pairwise ciphers: %s\n", defcipher);
		return;
	}
	count = le16(d);
	if (2 + count * 4 > len)
		goto invalid;
	iwc_ie_tab_on_first(f, &first);
	fputs("\t * Pairwise ciphers:", f);
	for (int i = 0; i < count; i++)
		fprintf(f, " %s", iwc_iw_cipher_name(d + 2 + i * 4, buf,
						      sizeof(buf)));
	fputc('\n', f);
	d += 2 + count * 4;
	len -= 2 + count * 4;
	if (len < 2) {
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * Authentication suites: %s\n", defauth);
		return;
	}
	count = le16(d);
	if (2 + count * 4 > len)
		goto invalid;
	iwc_ie_tab_on_first(f, &first);
	fputs("\t * Authentication suites:", f);
	for (int i = 0; i < count; i++)
		fprintf(f, " %s", iwc_iw_akm_name(d + 2 + i * 4, buf,
						   sizeof(buf)));
	fputc('\n', f);
	d += 2 + count * 4;
	len -= 2 + count * 4;
	if (len >= 2) {
		iwc_ie_tab_on_first(f, &first);
		rsn_capa(f, le16(d));
		d += 2;
		len -= 2;
	}
	if (len >= 2) {
		int pmkids = le16(d);

		if (len < 2 + 16 * pmkids)
			goto invalid;
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * %d PMKIDs\n", pmkids);
		d += 2 + 16 * pmkids;
		len -= 2 + 16 * pmkids;
	}
	if (len >= 4) {
		iwc_ie_tab_on_first(f, &first);
		fprintf(f, "\t * Group mgmt cipher suite: %s\n",
			iwc_iw_cipher_name(d, buf, sizeof(buf)));
		d += 4;
		len -= 4;
	}
invalid:
	if (len != 0) {
		fprintf(f, "\t\t * bogus tail data (%d):", len);
		iwc_ie_hex(f, d, len);
		fputc('\n', f);
	}
}

void iwc_ie_rsn(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	iwc_ie_rsn_body(c->f, "CCMP", "IEEE 802.1X", len, d, false);
}

/* ---- HT, VHT, HE ---- */

void iwc_ie_ht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const space[] = {
		"No restriction", "1/4 usec", "1/2 usec", "1 usec", "2 usec",
		"4 usec", "8 usec", "16 usec",
	};
	static const unsigned int ampdu[] = { 8191, 16383, 32767, 65535 };
	int exp = d[2] & 3, sp = (d[2] >> 2) & 7;

	(void)len;
	fputc('\n', c->f);
	iwc_iw_print_ht_capability(c->f, le16(d));
	fprintf(c->f, "\t\tMaximum RX AMPDU length %d bytes (exponent: 0x0%02x)\n",
		ampdu[exp], exp);
	fprintf(c->f, "\t\tMinimum RX AMPDU time spacing: %s (0x%02x)\n",
		space[sp], sp);
	iwc_iw_print_ht_mcs(c->f, d + 3);
}

const char *const iwc_ie_ht_secondary[4] = {
	"no secondary", "above", "[reserved!]", "below",
};

void iwc_ie_ht_op(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const prot[4] = {
		"no", "nonmember", "20 MHz", "non-HT mixed",
	};
	FILE *f = c->f;

	(void)len;
	fprintf(f, "\n\t\t * primary channel: %d\n", d[0]);
	fprintf(f, "\t\t * secondary channel offset: %s\n",
		iwc_ie_ht_secondary[d[1] & 3]);
	fprintf(f, "\t\t * STA channel width: %s\n",
		d[1] & 4 ? "any" : "20 MHz");
	fprintf(f, "\t\t * RIFS: %d\n", (d[1] & 8) >> 3);
	fprintf(f, "\t\t * HT protection: %s\n", prot[d[2] & 3]);
	fprintf(f, "\t\t * non-GF present: %d\n", (d[2] & 4) >> 2);
	fprintf(f, "\t\t * OBSS non-GF present: %d\n", (d[2] & 0x10) >> 4);
	fprintf(f, "\t\t * dual beacon: %d\n", (d[4] & 0x40) >> 6);
	fprintf(f, "\t\t * dual CTS protection: %d\n", (d[4] & 0x80) >> 7);
	fprintf(f, "\t\t * STBC beacon: %d\n", d[5] & 1);
	fprintf(f, "\t\t * L-SIG TXOP Prot: %d\n", (d[5] & 2) >> 1);
	fprintf(f, "\t\t * PCO active: %d\n", (d[5] & 4) >> 2);
	fprintf(f, "\t\t * PCO phase: %d\n", (d[5] & 8) >> 3);
}

void iwc_ie_vht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fputc('\n', c->f);
	iwc_iw_print_vht_info(c->f, le32(d), d + 4);
}

void iwc_ie_vht_oper(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const cw[] = {
		"20 or 40 MHz", "80 MHz", "160 MHz", "80+80 MHz",
	};

	(void)len;
	fprintf(c->f, "\n\t\t * channel width: %d (%s)\n", d[0],
		d[0] < 4 ? cw[d[0]] : "unknown");
	fprintf(c->f, "\t\t * center freq segment 1: %d\n", d[1]);
	fprintf(c->f, "\t\t * center freq segment 2: %d\n", d[2]);
	fprintf(c->f, "\t\t * VHT basic MCS set: 0x%.2x%.2x\n", d[4], d[3]);
}

