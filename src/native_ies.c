/*
 * native_ies.c - information elements of a BSS as "iw dev IF scan dump"
 * (iw 5.19's print_ies(..., PRINT_SCAN)) prints them, byte for byte,
 * including its complaints about malformed elements. Every printer reads
 * only the element it is given; an element running past the buffer ends
 * the walk, as in iw.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/native.h"
#include "native_scan.h"

static const uint8_t ms_oui[3] = { 0x00, 0x50, 0xf2 };
static const uint8_t ieee_oui[3] = { 0x00, 0x0f, 0xac };
static const uint8_t wfa_oui[3] = { 0x50, 0x6f, 0x9a };

struct ie_ctx {
	FILE *f;
	const uint8_t *all;		/* every element of the frame */
	int all_len;
};

struct ie_print {
	const char *name;
	void (*print)(const struct ie_ctx *c, uint8_t len, const uint8_t *d);
	uint8_t minlen, maxlen;
};

static void tab_on_first(FILE *f, bool *first)
{
	if (!*first)
		fputc('\t', f);
	else
		*first = false;
}

static void hex_bytes(FILE *f, const uint8_t *d, int n)
{
	for (int i = 0; i < n; i++)
		fprintf(f, " %.02x", d[i]);
}

static void p_ssid(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputc(' ', c->f);
	iwc_iw_print_ssid(c->f, d, len);
	fputc('\n', c->f);
}

static void p_rates(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputc(' ', c->f);
	for (int i = 0; i < len; i++) {
		int r = d[i] & 0x7f;

		if (r == 126 && (d[i] & 0x80))
			fputs("VHT", c->f);
		else if (r == 127 && (d[i] & 0x80))
			fputs("HT", c->f);
		else
			fprintf(c->f, "%d.%d", r / 2, 5 * (r & 1));
		fprintf(c->f, "%s ", (d[i] & 0x80) ? "*" : "");
	}
	fputc('\n', c->f);
}

static void p_rm_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const names[36] = {
		[0] = "Link Measurement",
		[1] = "Neighbor Report",
		[2] = "Parallel Measurements",
		[3] = "Repeated Measurements",
		[4] = "Beacon Passive Measurement",
		[5] = "Beacon Active Measurement",
		[6] = "Beacon Table Measurement",
		[7] = "Beacon Measurement Reporting Conditions",
		[8] = "Frame Measurement",
		[9] = "Channel Load",
		[10] = "Noise Histogram Measurement",
		[11] = "Statistics Measurement",
		[12] = "LCI Measurement",
		[13] = "LCI Azimuth",
		[14] = "Transmit Stream/Category Measurement",
		[15] = "Triggered Transmit Stream/Category",
		[16] = "AP Channel Report",
		[17] = "RM MIB Capability",
		[27] = "Measurement Pilot Transmission Information",
		[28] = "Neighbor Report TSF Offset",
		[29] = "RCPI Measurement",
		[30] = "RSNI Measurement",
		[31] = "BSS Average Access Delay",
		[32] = "BSS Available Admission",
		[33] = "Antenna",
		[34] = "FTM Range Report",
		[35] = "Civic Location Measurement",
	};
	uint64_t capa = 0;

	(void)len;
	for (int i = 0; i < 5; i++)
		capa |= (uint64_t)d[i] << (8 * i);
	fprintf(c->f, "\n\t\tCapabilities: 0x%02x 0x%02x 0x%02x 0x%02x 0x%02x\n",
		d[0], d[1], d[2], d[3], d[4]);
	for (int b = 0; b < 36; b++)
		if (names[b] && (capa & (1ull << b)))
			fprintf(c->f, "\t\t\t%s\n", names[b]);
	fprintf(c->f, "\t\tNonoperating Channel Max Measurement Duration: %i\n",
		d[3] >> 5);
	fprintf(c->f, "\t\tMeasurement Pilot Capability: %i\n", d[4] & 7);
}

static void p_ds(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " channel %d\n", d[0]);
}

static void p_country(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	const char *env;

	switch (d[2]) {
	case 'I':
		env = "Indoor only";
		break;
	case 'O':
		env = "Outdoor only";
		break;
	case ' ':
		env = "Indoor/Outdoor";
		break;
	default:
		env = "bogus";
		break;
	}
	fprintf(c->f, " %.*s", 2, (const char *)d);
	fprintf(c->f, "\tEnvironment: %s\n", env);
	d += 3;
	len -= 3;
	if (len < 3) {
		fputs("\t\tNo country IE triplets present\n", c->f);
		return;
	}
	for (; len >= 3; d += 3, len -= 3) {
		int end;

		if (d[0] >= 201) {
			fprintf(c->f, "\t\tExtension ID: %d Regulatory Class: %d Coverage class: %d (up to %dm)\n",
				d[0], d[1], d[2], d[2] * 450);
			continue;
		}
		if (d[0] <= 14)
			end = d[0] + (d[1] - 1);
		else
			end = d[0] + 4 * (d[1] - 1);
		fprintf(c->f, "\t\tChannels [%d - %d] @ %d dBm\n", d[0], end,
			(int8_t)d[2]);
	}
}

static void p_powerconstraint(const struct ie_ctx *c, uint8_t len,
			      const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " %d dB\n", d[0]);
}

static void p_tpcreport(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " TX power: %d dBm\n", d[0]);
}

static void p_erp(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	if (d[0] == 0)
		fputs(" <no flags>", c->f);
	if (d[0] & 0x01)
		fputs(" NonERP_Present", c->f);
	if (d[0] & 0x02)
		fputs(" Use_Protection", c->f);
	if (d[0] & 0x04)
		fputs(" Barker_Preamble_Mode", c->f);
	fputc('\n', c->f);
}

static void p_ap_chan_report(const struct ie_ctx *c, uint8_t len,
			     const uint8_t *d)
{
	fprintf(c->f, "\n\t\t * operating class: %d\n", d[0]);
	fputs("\t\t * channel(s):", c->f);
	for (int i = 1; i < len; i++)
		fprintf(c->f, " %d", d[i]);
	fputc('\n', c->f);
}

/* ---- RSN, WPA ---- */

const char *iwc_iw_cipher_name(const uint8_t *s, char *buf, size_t n)
{
	static const char *const ieee[] = {
		"Use group cipher suite", "WEP-40", "TKIP", NULL, "CCMP",
		"WEP-104", "AES-128-CMAC", "NO-GROUP", "GCMP",
	};
	bool ms = !memcmp(s, ms_oui, 3);

	if ((ms && s[3] <= 5) || (!memcmp(s, ieee_oui, 3) && s[3] <= 8)) {
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

	if (!memcmp(s, ms_oui, 3) && (s[3] == 1 || s[3] == 2))
		name = ieee[s[3]];
	else if (!memcmp(s, ieee_oui, 3) && s[3] <= 18)
		name = ieee[s[3]];
	else if (!memcmp(s, wfa_oui, 3) && s[3] == 1)
		name = "OSEN";
	else if (!memcmp(s, wfa_oui, 3) && s[3] == 2)
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
static void rsn_body(FILE *f, const char *defcipher, const char *defauth,
		     uint8_t len, const uint8_t *d, bool osen)
{
	bool first = true;
	char buf[32];
	int count;

	if (!osen) {
		tab_on_first(f, &first);
		fprintf(f, "\t * Version: %d\n", d[0] + (d[1] << 8));
		d += 2;
		len -= 2;
	}
	if (len < 4) {
		tab_on_first(f, &first);
		fprintf(f, "\t * Group cipher: %s\n", defcipher);
		fprintf(f, "\t * Pairwise ciphers: %s\n", defcipher);
		return;
	}
	tab_on_first(f, &first);
	fprintf(f, "\t * Group cipher: %s\n",
		iwc_iw_cipher_name(d, buf, sizeof(buf)));
	d += 4;
	len -= 4;
	if (len < 2) {
		tab_on_first(f, &first);
		fprintf(f, "\t * Pairwise ciphers: %s\n", defcipher);
		return;
	}
	count = d[0] | (d[1] << 8);
	if (2 + count * 4 > len)
		goto invalid;
	tab_on_first(f, &first);
	fputs("\t * Pairwise ciphers:", f);
	for (int i = 0; i < count; i++)
		fprintf(f, " %s", iwc_iw_cipher_name(d + 2 + i * 4, buf,
						      sizeof(buf)));
	fputc('\n', f);
	d += 2 + count * 4;
	len -= 2 + count * 4;
	if (len < 2) {
		tab_on_first(f, &first);
		fprintf(f, "\t * Authentication suites: %s\n", defauth);
		return;
	}
	count = d[0] | (d[1] << 8);
	if (2 + count * 4 > len)
		goto invalid;
	tab_on_first(f, &first);
	fputs("\t * Authentication suites:", f);
	for (int i = 0; i < count; i++)
		fprintf(f, " %s", iwc_iw_akm_name(d + 2 + i * 4, buf,
						   sizeof(buf)));
	fputc('\n', f);
	d += 2 + count * 4;
	len -= 2 + count * 4;
	if (len >= 2) {
		tab_on_first(f, &first);
		rsn_capa(f, (uint16_t)(d[0] | (d[1] << 8)));
		d += 2;
		len -= 2;
	}
	if (len >= 2) {
		int pmkids = d[0] | (d[1] << 8);

		if (len < 2 + 16 * pmkids)
			goto invalid;
		tab_on_first(f, &first);
		fprintf(f, "\t * %d PMKIDs\n", pmkids);
		d += 2 + 16 * pmkids;
		len -= 2 + 16 * pmkids;
	}
	if (len >= 4) {
		tab_on_first(f, &first);
		fprintf(f, "\t * Group mgmt cipher suite: %s\n",
			iwc_iw_cipher_name(d, buf, sizeof(buf)));
		d += 4;
		len -= 4;
	}
invalid:
	if (len != 0) {
		fprintf(f, "\t\t * bogus tail data (%d):", len);
		hex_bytes(f, d, len);
		fputc('\n', f);
	}
}

static void p_rsn(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	rsn_body(c->f, "CCMP", "IEEE 802.1X", len, d, false);
}

/* ---- HT, VHT, HE ---- */

static void mcs_index(FILE *f, const uint8_t *mcs)
{
	int prev = -2;
	bool cont = false;

	for (int b = 0; b <= 76; b++) {
		if (!(mcs[b / 8] & (1 << (b % 8))))
			continue;
		if (prev != b - 1) {
			if (prev != -2)
				fprintf(f, "%d, ", prev);
			else
				fputc(' ', f);
			fprintf(f, "%d", b);
			cont = false;
		} else if (!cont) {
			fputc('-', f);
			cont = true;
		}
		prev = b;
	}
	if (cont)
		fprintf(f, "%d", prev);
	fputc('\n', f);
}

static void ht_capability(FILE *f, uint16_t cap)
{
	static const char *const smps[] = {
		"Static SM Power Save", "Dynamic SM Power Save", NULL,
		"SM Power Save disabled",
	};
	static const char *const rxstbc[] = {
		"No RX STBC", "RX STBC 1-stream", "RX STBC 2-streams",
		"RX STBC 3-streams",
	};

	fprintf(f, "\t\tCapabilities: 0x%02x\n", cap);
	if (cap & 1)
		fputs("\t\t\tRX LDPC\n", f);
	fputs(cap & 2 ? "\t\t\tHT20/HT40\n" : "\t\t\tHT20\n", f);
	if (smps[(cap >> 2) & 3])
		fprintf(f, "\t\t\t%s\n", smps[(cap >> 2) & 3]);
	if (cap & (1 << 4))
		fputs("\t\t\tRX Greenfield\n", f);
	if (cap & (1 << 5))
		fputs("\t\t\tRX HT20 SGI\n", f);
	if (cap & (1 << 6))
		fputs("\t\t\tRX HT40 SGI\n", f);
	if (cap & (1 << 7))
		fputs("\t\t\tTX STBC\n", f);
	fprintf(f, "\t\t\t%s\n", rxstbc[(cap >> 8) & 3]);
	if (cap & (1 << 10))
		fputs("\t\t\tHT Delayed Block Ack\n", f);
	fprintf(f, "\t\t\tMax AMSDU length: %s bytes\n",
		cap & (1 << 11) ? "7935" : "3839");
	fputs(cap & (1 << 12) ? "\t\t\tDSSS/CCK HT40\n" :
	      "\t\t\tNo DSSS/CCK HT40\n", f);
	if (cap & (1 << 14))
		fputs("\t\t\t40 MHz Intolerant\n", f);
	if (cap & (1 << 15))
		fputs("\t\t\tL-SIG TXOP protection\n", f);
}

static void ht_mcs(FILE *f, const uint8_t *mcs)
{
	unsigned int max_rx = mcs[10] | ((mcs[11] & 3) << 8);
	bool defined = mcs[12] & 1, equal = !(mcs[12] & 2);

	if (max_rx)
		fprintf(f, "\t\tHT Max RX data rate: %d Mbps\n", max_rx);
	if (defined && equal) {
		fputs("\t\tHT TX/RX MCS rate indexes supported:", f);
		mcs_index(f, mcs);
	} else if (defined) {
		fputs("\t\tHT RX MCS rate indexes supported:", f);
		mcs_index(f, mcs);
		fprintf(f, "\t\tTX unequal modulation %ssupported\n",
			mcs[12] & (1 << 4) ? "" : "not ");
		fprintf(f, "\t\tHT TX Max spatial streams: %d\n",
			((mcs[12] >> 2) & 3) + 1);
		fputs("\t\tHT TX MCS rate indexes supported may differ\n", f);
	} else {
		fputs("\t\tHT RX MCS rate indexes supported:", f);
		mcs_index(f, mcs);
		fputs("\t\tHT TX MCS rate indexes are undefined\n", f);
	}
}

static void p_ht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const space[] = {
		"No restriction", "1/4 usec", "1/2 usec", "1 usec", "2 usec",
		"4 usec", "8 usec", "16 usec",
	};
	static const unsigned int ampdu[] = { 8191, 16383, 32767, 65535 };
	int exp = d[2] & 3, sp = (d[2] >> 2) & 7;

	(void)len;
	fputc('\n', c->f);
	ht_capability(c->f, (uint16_t)(d[0] | (d[1] << 8)));
	fprintf(c->f, "\t\tMaximum RX AMPDU length %d bytes (exponent: 0x0%02x)\n",
		ampdu[exp], exp);
	fprintf(c->f, "\t\tMinimum RX AMPDU time spacing: %s (0x%02x)\n",
		space[sp], sp);
	ht_mcs(c->f, d + 3);
}

static const char *const ht_secondary[4] = {
	"no secondary", "above", "[reserved!]", "below",
};

static void p_ht_op(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const prot[4] = {
		"no", "nonmember", "20 MHz", "non-HT mixed",
	};
	FILE *f = c->f;

	(void)len;
	fprintf(f, "\n\t\t * primary channel: %d\n", d[0]);
	fprintf(f, "\t\t * secondary channel offset: %s\n",
		ht_secondary[d[1] & 3]);
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

/* VHT supported channel width x extended NSS BW: the NSS ratio (in
 * quarters) at 20, 40, 80, 160, 80+80 MHz; {0} reserved */
static const int8_t nss_ratio[3][4][6] = {
	{ { 1, 4, 4, 4, 0, 0 }, { 1, 4, 4, 4, 2, 0 },
	  { 1, 4, 4, 4, 2, 2 }, { 1, 4, 4, 4, 3, 3 } },
	{ { 1, 4, 4, 4, 4, 0 }, { 1, 4, 4, 4, 4, 2 },
	  { 1, 4, 4, 4, 4, 3 }, { 1, 8, 8, 8, 8, 1 } },
	{ { 1, 4, 4, 4, 4, 4 }, { 0 }, { 0 }, { 1, 8, 8, 8, 4, 4 } },
};

static void nss_ratio_print(FILE *f, const char *s, int ratio)
{
	const char *r;

	if (!ratio || ratio == 4)
		return;
	fprintf(f, "%s ", s);
	switch (ratio) {
	case 3:
		r = "3/4";
		break;
	case 2:
		r = "1/2";
		break;
	case 8:
		r = "x2";
		break;
	default:
		r = "undef";
		break;
	}
	fprintf(f, "(%s NSS) ", r);
}

static void vht_mcs_set(FILE *f, const char *what, uint16_t map)
{
	static const char *const v[] = {
		"MCS 0-7", "MCS 0-8", "MCS 0-9", "not supported",
	};

	fprintf(f, "\t\tVHT %s MCS set:\n", what);
	for (int i = 1; i <= 8; i++)
		fprintf(f, "\t\t\t%d streams: %s\n", i,
			v[(map >> ((i - 1) * 2)) & 3]);
}

static void vht_info(FILE *f, uint32_t capa, const uint8_t *mcs)
{
	static const char *const mpdu[] = {
		"3895", "7991", "11454", "(reserved)",
	};
	static const struct {
		int bit;
		const char *s;
	} flags[] = {
		{ 4, "RX LDPC" }, { 5, "short GI (80 MHz)" },
		{ 6, "short GI (160/80+80 MHz)" }, { 7, "TX STBC" },
		{ 11, "SU Beamformer" }, { 12, "SU Beamformee" },
		{ 19, "MU Beamformer" }, { 20, "MU Beamformee" },
		{ 21, "VHT TXOP PS" }, { 22, "+HTC-VHT" },
		{ 28, "RX antenna pattern consistency" },
		{ 29, "TX antenna pattern consistency" },
	};
	uint32_t w = (capa >> 2) & 3, ext = (capa >> 30) & 3;
	uint16_t tmp;

	fprintf(f, "\t\tVHT Capabilities (0x%.8x):\n", capa);
	fprintf(f, "\t\t\tMax MPDU length: %s\n", mpdu[capa & 3]);
	fputs("\t\t\tSupported Channel Width: ", f);
	if (w == 3 || !nss_ratio[w][ext][0]) {
		fputs("(reserved)\n", f);
	} else {
		const int8_t *t = nss_ratio[w][ext];

		if (t[1] == 4 && t[2] == 4 && t[3] == 4 &&
		    (!t[4] || t[4] == 4) && (!t[5] || t[5] == 4)) {
			static const char *const old[] = {
				"neither 160 nor 80+80", "160 MHz",
				"160 MHz, 80+80 MHz",
			};

			fprintf(f, "%s\n", old[w]);
		} else {
			nss_ratio_print(f, "20Mhz", t[1]);
			nss_ratio_print(f, "40Mhz", t[2]);
			nss_ratio_print(f, "80Mhz", t[3]);
			nss_ratio_print(f, "160Mhz", t[4]);
			nss_ratio_print(f, "80+80Mhz", t[5]);
			fputc('\n', f);
		}
	}
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (capa & (1u << flags[i].bit))
			fprintf(f, "\t\t\t%s\n", flags[i].s);
	vht_mcs_set(f, "RX", (uint16_t)(mcs[0] | (mcs[1] << 8)));
	tmp = (uint16_t)(mcs[2] | (mcs[3] << 8));
	fprintf(f, "\t\tVHT RX highest supported: %d Mbps\n", tmp & 0x1fff);
	vht_mcs_set(f, "TX", (uint16_t)(mcs[4] | (mcs[5] << 8)));
	tmp = (uint16_t)(mcs[6] | (mcs[7] << 8));
	fprintf(f, "\t\tVHT TX highest supported: %d Mbps\n", tmp & 0x1fff);
	fprintf(f, "\t\tVHT extended NSS: %ssupported\n",
		(tmp & (1 << 13)) ? "" : "not ");
}

static void p_vht_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fputc('\n', c->f);
	vht_info(c->f, (uint32_t)d[0] | ((uint32_t)d[1] << 8) |
		 ((uint32_t)d[2] << 16) | ((uint32_t)d[3] << 24), d + 4);
}

static void p_vht_oper(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
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

static void p_supp_op_classes(const struct ie_ctx *c, uint8_t len,
			      const uint8_t *d)
{
	const uint8_t *p = d, *end = d + len;

	fprintf(c->f, "\n\t\t * current operating class: %d\n", *p);
	while (++p < end) {
		if (*p == 130) {
			/* the current operating class extension */
			while (++p < end)
				fprintf(c->f, "\t\t * current operating class extension: %d\n",
					*p);
			return;
		}
		if (*p == 0)
			return;
		fprintf(c->f, "\t\t * operating class: %d\n", *p);
	}
}

static void p_meas_pilot(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d)
{
	const uint8_t *p;
	uint8_t left;

	fprintf(c->f, "\n\t\t * interval: %d TUs\n", d[0]);
	if (len <= 1)
		return;
	p = d + 1;
	left = (uint8_t)(len - 1);
	while (left >= 5) {
		uint8_t id = p[0], sl = p[1];

		p += 2;
		left -= 2;
		if (id != 221) {
			fprintf(c->f, "\t\t * <Invalid subelement ID %d>\n", id);
			return;
		}
		if (sl < 3 || sl > left) {
			fputs(" <Parse error, element too short>\n", c->f);
			return;
		}
		fprintf(c->f, "\t\t * vendor specific: OUI %.2x:%.2x:%.2x, data:",
			p[0], p[1], p[2]);
		for (int i = 3; i < sl; i++)
			fprintf(c->f, " %.2x", p[i]);
		fputc('\n', c->f);
		p += sl;
		left -= sl;
	}
}

static void p_obss_scan(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	FILE *f = c->f;
	int thr = (d[13] << 8) | d[12];

	(void)len;
	fprintf(f, "\n\t\t * passive dwell: %d TUs\n", (d[1] << 8) | d[0]);
	fprintf(f, "\t\t * active dwell: %d TUs\n", (d[3] << 8) | d[2]);
	fprintf(f, "\t\t * channel width trigger scan interval: %d s\n",
		(d[5] << 8) | d[4]);
	fprintf(f, "\t\t * scan passive total per channel: %d TUs\n",
		(d[7] << 8) | d[6]);
	fprintf(f, "\t\t * scan active total per channel: %d TUs\n",
		(d[9] << 8) | d[8]);
	fprintf(f, "\t\t * BSS width channel transition delay factor: %d\n",
		(d[11] << 8) | d[10]);
	fprintf(f, "\t\t * OBSS Scan Activity Threshold: %d.%02d %%\n",
		thr / 100, thr % 100);
}

static void p_secchan(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	if (d[0] < 4)
		fprintf(c->f, " %s (%d)\n", ht_secondary[d[0]], d[0]);
	else
		fprintf(c->f, " %d\n", d[0]);
}

static void p_bss_load(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, "\n\t\t * station count: %d\n", (d[1] << 8) | d[0]);
	fprintf(c->f, "\t\t * channel utilisation: %d/255\n", d[2]);
	fprintf(c->f, "\t\t * available admission capacity: %d [*32us]\n",
		(d[4] << 8) | d[3]);
}

static void p_mesh_conf(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const capa[] = {
		"Accepting Additional Mesh Peerings", "MCCA Supported",
		"MCCA Enabled", "Forwarding", "MBCA Supported",
		"TBTT Adjusting", "Mesh Power Save Level",
	};
	FILE *f = c->f;

	(void)len;
	fprintf(f, "\n\t\t * Active Path Selection Protocol ID: %d\n", d[0]);
	fprintf(f, "\t\t * Active Path Selection Metric ID: %d\n", d[1]);
	fprintf(f, "\t\t * Congestion Control Mode ID: %d\n", d[2]);
	fprintf(f, "\t\t * Synchronization Method ID: %d\n", d[3]);
	fprintf(f, "\t\t * Authentication Protocol ID: %d\n", d[4]);
	fputs("\t\t * Mesh Formation Info:\n", f);
	fprintf(f, "\t\t\t Number of Peerings: %d\n", (d[5] & 0x7e) >> 1);
	if (d[5] & 0x01)
		fputs("\t\t\t Connected to Mesh Gate\n", f);
	if (d[5] & 0x80)
		fputs("\t\t\t Connected to AS\n", f);
	fputs("\t\t * Mesh Capability\n", f);
	for (int i = 0; i < 7; i++)
		if (d[6] & (1 << i))
			fprintf(f, "\t\t\t %s\n", capa[i]);
}

static void p_ext_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const names[75] = {
		"HT Information Exchange Supported",
		"reserved (On-demand Beacon)", "Extended Channel Switching",
		"reserved (Wave Indication)", "PSMP Capability",
		"reserved (Service Interval Granularity)", "S-PSMP Capability",
		"Event", "Diagnostics", "Multicast Diagnostics",
		"Location Tracking", "FMS", "Proxy ARP Service",
		"Collocated Interference Reporting", "Civic Location",
		"Geospatial Location", "TFS", "WNM-Sleep Mode",
		"TIM Broadcast", "BSS Transition", "QoS Traffic Capability",
		"AC Station Count", "Multiple BSSID", "Timing Measurement",
		"Channel Usage", "SSID List", "DMS", "UTC TSF Offset",
		"TDLS Peer U-APSD Buffer STA Support", "TDLS Peer PSM Support",
		"TDLS channel switching", "Interworking", "QoS Map", "EBR",
		"SSPN Interface", "Reserved", "MSGCF Capability",
		"TDLS Support", "TDLS Prohibited",
		"TDLS Channel Switching Prohibited",
		"Reject Unadmitted Frame", NULL, NULL, NULL,
		"Identifier Location", "U-APSD Coexistence",
		"WNM-Notification", "Reserved", "UTF-8 SSID", "QMFActivated",
		"QMFReconfigurationActivated", "Robust AV Streaming",
		"Advanced GCR", "Mesh GCR", "SCS", "QLoad Report",
		"Alternate EDCA", "Unprotected TXOP Negotiation",
		"Protected TXOP egotiation", "Reserved",
		"Protected QLoad Report", "TDLS Wider Bandwidth",
		"Operating Mode Notification", NULL, NULL,
		"Channel Schedule Management",
		"Geodatabase Inband Enabling Signal",
		"Network Channel Control", "White Space Map",
		"Channel Availability Query", "FTM Responder",
		"FTM Initiator", "Reserved",
		"Extended Spectrum Management Capable", "Reserved",
	};
	const uint8_t *ie = c->all;
	int ielen = c->all_len, si = 0, amsdu = 0;
	bool spsmp = false, vht = false;
	FILE *f = c->f;

	/* iw's own walk (its bound differs from print_ies') */
	while (ie && ielen >= 2 && ielen >= ie[1]) {
		if (ie[0] == 191) {
			vht = true;
			break;
		}
		ielen -= ie[1] + 2;
		ie += ie[1] + 2;
	}
	for (int i = 0; i < len; i++) {
		for (int bit = 0; bit < 8; bit++) {
			int n = i * 8 + bit;

			if (!(d[i] & (1 << bit)))
				continue;
			fputs("\n\t\t *", f);
			if (n == 6)
				spsmp = true;
			if (n >= 41 && n <= 43) {
				if (!spsmp)
					fputs(" Reserved", f);
				else
					si += 1 << (n - 41);
			} else if (n == 63 || n == 64) {
				if (!vht)
					fputs(" Reserved", f);
				else
					amsdu += 1 << (n - 63);
			} else if (n < 75) {
				fprintf(f, " %s", names[n]);
			} else {
				fprintf(f, " %d", bit);
			}
		}
	}
	if (spsmp)
		fprintf(f, "\n\t\t * Service Interval Granularity is %d ms",
			(si + 1) * 5);
	if (vht) {
		static const char *const m[] = { "unlimited", "32", "16", "8" };

		fprintf(f, "\n\t\t * Max Number Of MSDUs In A-MSDU is %s",
			m[amsdu & 3]);
	}
	fputc('\n', f);
}

static void p_tim(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fprintf(c->f, " DTIM Count %u DTIM Period %u Bitmap Control 0x%x Bitmap[0] 0x%x",
		d[0], d[1], d[2], d[3]);
	if (len - 4)
		fprintf(c->f, " (+ %u octet%s)", len - 4,
			len - 4 == 1 ? "" : "s");
	fputc('\n', c->f);
}

static void p_ibssatim(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " %d TUs\n", (d[1] << 8) + d[0]);
}

static const char *ntype_11u(uint8_t t)
{
	static const char *const n[] = {
		"Private", "Private with Guest", "Chargeable Public",
		"Free Public", "Personal Device", "Emergency Services Only",
	};

	if (t < 6)
		return n[t];
	return t == 14 ? "Test or Experimental" : t == 15 ? "Wildcard" :
	       "Reserved";
}

static const char *vgroup_11u(uint8_t t)
{
	static const char *const n[] = {
		"Unspecified", "Assembly", "Business", "Educational",
		"Factory and Industrial", "Institutional", "Mercantile",
		"Residential", "Storage", "Utility and Miscellaneous",
		"Vehicular", "Outdoor",
	};

	return t < 12 ? n[t] : "Reserved";
}

static void p_interworking(const struct ie_ctx *c, uint8_t len,
			   const uint8_t *d)
{
	static const char *const bits[] = { "Internet", "ASRA", "ESR", "UESA" };
	FILE *f = c->f;

	fputc('\n', f);
	if (len >= 1) {
		fprintf(f, "\t\tNetwork Options: 0x%hx\n", (unsigned short)d[0]);
		fprintf(f, "\t\t\tNetwork Type: %i (%s)\n", d[0] & 0xf,
			ntype_11u(d[0] & 0xf));
		for (int i = 0; i < 4; i++)
			if (d[0] & (1 << (4 + i)))
				fprintf(f, "\t\t\t%s\n", bits[i]);
	}
	if (len == 3 || len == 9) {
		fprintf(f, "\t\tVenue Group: %i (%s)\n", d[1], vgroup_11u(d[1]));
		fprintf(f, "\t\tVenue Type: %i\n", d[2]);
	}
	if (len == 9 || len == 7) {
		const uint8_t *h = d + (len == 9 ? 3 : 1);

		fprintf(f, "\t\tHESSID: %02x:%02x:%02x:%02x:%02x:%02x\n",
			h[0], h[1], h[2], h[3], h[4], h[5]);
	}
}

static void p_11u_advert(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d)
{
	FILE *f = c->f;

	fputc('\n', f);
	for (int i = 0; i < len - 1; i += 2) {
		uint8_t qri = d[i], proto = d[i + 1];

		fprintf(f, "\t\tQuery Response Info: 0x%hx\n",
			(unsigned short)qri);
		fprintf(f, "\t\t\tQuery Response Length Limit: %i\n",
			qri & 0x7f);
		if (qri & 0x80)
			fputs("\t\t\tPAME-BI\n", f);
		switch (proto) {
		case 0:
			fputs("\t\t\tANQP\n", f);
			break;
		case 1:
			fputs("\t\t\tMIH Information Service\n", f);
			break;
		case 2:
			fputs("\t\t\tMIH Command and Event Services Capability Discovery\n",
			      f);
			break;
		case 3:
			fputs("\t\t\tEmergency Alert System (EAS)\n", f);
			break;
		case 221:
			fputs("\t\t\tVendor Specific\n", f);
			break;
		default:
			fprintf(f, "\t\t\tReserved: %i\n", proto);
			break;
		}
	}
}

static void rcon_oi(FILE *f, int n, const uint8_t *d, int off, int oilen,
		    int len)
{
	if (oilen <= 0)
		return;
	fprintf(f, "\t\tOI %d: ", n);
	if (2 + off + oilen > len) {
		fputs("Invalid IE length.\n", f);
		return;
	}
	for (int i = 0; i < oilen; i++)
		fprintf(f, "%02x", d[2 + off + i]);
	fputc('\n', f);
}

static void p_11u_rcon(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	int ln0 = d[1] & 0xf, ln1 = (d[1] & 0xf0) >> 4, ln2 = 0;

	fputc('\n', c->f);
	if (ln1)
		ln2 = len - 2 - ln0 - ln1;
	fprintf(c->f, "\t\tANQP OIs: %i\n", d[0]);
	rcon_oi(c->f, 1, d, 0, ln0, len);
	rcon_oi(c->f, 2, d, ln0, ln1, len);
	rcon_oi(c->f, 3, d, ln0 + ln1, ln2, len);
}

static void p_tx_power_env(const struct ie_ctx *c, uint8_t len,
			   const uint8_t *d)
{
	static const char *const names[] = {
		"Local Maximum Transmit Power For 20 MHz",
		"Local Maximum Transmit Power For 40 MHz",
		"Local Maximum Transmit Power For 80 MHz",
		"Local Maximum Transmit Power For 160/80+80 MHz",
	};
	int count = d[0] & 7;

	fputc('\n', c->f);
	if (count + 2 != len || ((d[0] >> 3) & 7) != 0)
		return;
	for (int i = 0; i < count + 1 && i < 4; i++) {
		int8_t v = (int8_t)((int8_t)d[1 + i] >> 1);

		fprintf(c->f, "\t\t * %s: %i%s dBm\n", names[i], v,
			d[1 + i] & 1 ? ".5" : "");
	}
}

static const struct ie_print ieprinters[256] = {
	[0] = { "SSID", p_ssid, 0, 32 },
	[1] = { "Supported rates", p_rates, 0, 255 },
	[3] = { "DS Parameter set", p_ds, 1, 1 },
	[5] = { "TIM", p_tim, 4, 255 },
	[6] = { "IBSS ATIM window", p_ibssatim, 2, 2 },
	[7] = { "Country", p_country, 3, 255 },
	[11] = { "BSS Load", p_bss_load, 5, 5 },
	[32] = { "Power constraint", p_powerconstraint, 1, 1 },
	[35] = { "TPC report", p_tpcreport, 2, 2 },
	[42] = { "ERP", p_erp, 1, 255 },
	[45] = { "HT capabilities", p_ht_capa, 26, 26 },
	[47] = { "ERP D4.0", p_erp, 1, 255 },
	[48] = { "RSN", p_rsn, 2, 255 },
	[50] = { "Extended supported rates", p_rates, 0, 255 },
	[51] = { "AP Channel Report", p_ap_chan_report, 1, 255 },
	[59] = { "Supported operating classes", p_supp_op_classes, 1, 255 },
	[61] = { "HT operation", p_ht_op, 22, 22 },
	[62] = { "Secondary Channel Offset", p_secchan, 1, 1 },
	[66] = { "Measurement Pilot Transmission", p_meas_pilot, 1, 255 },
	[70] = { "RM enabled capabilities", p_rm_capa, 5, 5 },
	[74] = { "Overlapping BSS scan params", p_obss_scan, 14, 255 },
	[107] = { "802.11u Interworking", p_interworking, 0, 255 },
	[108] = { "802.11u Advertisement", p_11u_advert, 0, 255 },
	[111] = { "802.11u Roaming Consortium", p_11u_rcon, 2, 255 },
	[113] = { "MESH Configuration", p_mesh_conf, 7, 7 },
	[114] = { "MESH ID", p_ssid, 0, 32 },
	[127] = { "Extended capabilities", p_ext_capa, 0, 255 },
	[191] = { "VHT capabilities", p_vht_capa, 12, 255 },
	[192] = { "VHT operation", p_vht_oper, 5, 255 },
	[195] = { "Transmit Power Envelope", p_tx_power_env, 2, 5 },
};

/* iw's print_ie(): the name, then the element or why it is invalid */
static void print_ie(const struct ie_ctx *c, const struct ie_print *p,
		     uint8_t len, const uint8_t *d)
{
	fprintf(c->f, "\t%s:", p->name);
	if (len < p->minlen || len > p->maxlen) {
		if (len > 1) {
			fprintf(c->f, " <invalid: %d bytes:", len);
			hex_bytes(c->f, d, len);
			fputs(">\n", c->f);
		} else if (len) {
			fprintf(c->f, " <invalid: 1 byte: %.02x>\n", d[0]);
		} else {
			fputs(" <invalid: no data>\n", c->f);
		}
		return;
	}
	p->print(c, len, d);
}

/* ---- vendor elements ---- */

static void p_wpa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	rsn_body(c->f, "TKIP", "IEEE 802.1X", len, d, false);
}

static void p_osen(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputs("\n\t", c->f);
	rsn_body(c->f, "OSEN", "OSEN", len, d, true);
}

static bool wmm_param(FILE *f, const uint8_t *d, uint8_t len)
{
	static const char *const aci[] = { "BE", "BK", "VI", "VO" };

	if (len < 19) {
		fputs("invalid: ", f);
		return false;
	}
	if (d[0] != 1) {
		fputs("Parameter: not version 1: ", f);
		return false;
	}
	fputs("\t * Parameter version 1", f);
	d++;
	if (d[0] & 0x80)
		fputs("\n\t\t * u-APSD", f);
	d += 2;
	for (int i = 0; i < 4; i++, d += 4) {
		fprintf(f, "\n\t\t * %s:", aci[(d[0] >> 5) & 3]);
		if (d[0] & 0x10)
			fputs(" acm", f);
		fprintf(f, " CW %d-%d", (1 << (d[1] & 0xf)) - 1,
			(1 << (d[1] >> 4)) - 1);
		fprintf(f, ", AIFSN %d", d[0] & 0xf);
		if (d[2] | d[3])
			fprintf(f, ", TXOP %d usec", (d[2] + (d[3] << 8)) * 32);
	}
	fputc('\n', f);
	return true;
}

static void p_wmm(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	switch (d[0]) {
	case 0:
		fputs(" information:", c->f);
		break;
	case 1:
		if (wmm_param(c->f, d + 1, (uint8_t)(len - 1)))
			return;
		break;
	default:
		fprintf(c->f, " type %d:", d[0]);
		break;
	}
	for (int i = 1; i < len; i++)
		fprintf(c->f, " %.02x", d[i]);
	fputc('\n', c->f);
}

static const char *wps_pw_id(unsigned int id)
{
	static const char *const n[] = {
		"Default (PIN)", "User-specified", "Machine-specified",
		"Rekey", "PushButton", "Registrar-specified",
	};

	return id < 6 ? n[id] : "??";
}

static void wps_config_methods(FILE *f, bool *first, uint16_t sub,
			       const uint8_t *v, unsigned int sl)
{
	static const char *const m[] = {
		"USB", "Ethernet", "Label", "Display", "Ext. NFC",
		"Int. NFC", "NFC Intf.", "PBC", "Keypad",
	};
	unsigned int meth;
	bool comma = false;

	if (sl < 2) {
		fprintf(f, "\t * Config methods: (invalid length %d)\n", sl);
		return;
	}
	meth = (v[0] << 8) + v[1];
	tab_on_first(f, first);
	fprintf(f, "\t * %sConfig methods:",
		sub == 0x1053 ? "Selected Registrar " : "");
	for (int b = 0; b < 9; b++) {
		if (!(meth & (1u << b)))
			continue;
		if (comma)
			fputc(',', f);
		comma = true;
		fprintf(f, " %s", m[b]);
	}
	fputc('\n', f);
}

/* one WPS attribute: @v its @sl bytes of value */
static void wps_attr(FILE *f, bool *first, uint16_t sub, const uint8_t *v,
		     unsigned int sl)
{
	switch (sub) {
	case 0x104a:
		tab_on_first(f, first);
		if (sl < 1)
			fprintf(f, "\t * Version: (invalid length %d)\n", sl);
		else
			fprintf(f, "\t * Version: %d.%d\n", v[0] >> 4, v[0] & 0xf);
		break;
	case 0x1011:
		tab_on_first(f, first);
		fprintf(f, "\t * Device name: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1012:
		tab_on_first(f, first);
		if (sl != 2) {
			fprintf(f, "\t * Device Password ID: (invalid length %d)\n",
				sl);
			break;
		}
		fprintf(f, "\t * Device Password ID: %u (%s)\n",
			(unsigned int)(v[0] << 8 | v[1]),
			wps_pw_id((unsigned int)(v[0] << 8 | v[1])));
		break;
	case 0x1021:
		tab_on_first(f, first);
		fprintf(f, "\t * Manufacturer: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1023:
		tab_on_first(f, first);
		fprintf(f, "\t * Model: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1024:
		tab_on_first(f, first);
		fprintf(f, "\t * Model Number: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x103b:
		if (sl < 1) {
			fprintf(f, "\t * Response Type: (invalid length %d)\n", sl);
			break;
		}
		tab_on_first(f, first);
		fprintf(f, "\t * Response Type: %d%s\n", v[0],
			v[0] == 3 ? " (AP)" : "");
		break;
	case 0x103c:
		if (sl < 1) {
			fprintf(f, "\t * RF Bands: (invalid length %d)\n", sl);
			break;
		}
		tab_on_first(f, first);
		fprintf(f, "\t * RF Bands: 0x%x\n", v[0]);
		break;
	case 0x1041:
		if (sl < 1) {
			fprintf(f, "\t * Selected Registrar: (invalid length %d)\n",
				sl);
			break;
		}
		tab_on_first(f, first);
		fprintf(f, "\t * Selected Registrar: 0x%x\n", v[0]);
		break;
	case 0x1042:
		tab_on_first(f, first);
		fprintf(f, "\t * Serial Number: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1044:
		if (sl < 1) {
			fprintf(f, "\t * Wi-Fi Protected Setup State: (invalid length %d)\n",
				sl);
			break;
		}
		tab_on_first(f, first);
		fprintf(f, "\t * Wi-Fi Protected Setup State: %d%s%s\n", v[0],
			v[0] == 1 ? " (Unconfigured)" : "",
			v[0] == 2 ? " (Configured)" : "");
		break;
	case 0x1047:
		tab_on_first(f, first);
		fputs("\t * UUID: ", f);
		if (sl != 16) {
			fprintf(f, "(invalid, length=%d)\n", sl);
			break;
		}
		for (int i = 0; i < 16; i++)
			fprintf(f, "%s%02x", i == 4 || i == 6 || i == 8 ||
				i == 10 ? "-" : "", v[i]);
		fputc('\n', f);
		break;
	case 0x1049:
		tab_on_first(f, first);
		if (sl == 6 && v[0] == 0x00 && v[1] == 0x37 && v[2] == 0x2a &&
		    v[3] == 0x00 && v[4] == 0x01)
			fprintf(f, "\t * Version2: %d.%d\n", v[5] >> 4, v[5] & 0xf);
		else
			fprintf(f, "\t * Unknown vendor extension. len=%u\n", sl);
		break;
	case 0x1054:
		tab_on_first(f, first);
		if (sl != 8) {
			fprintf(f, "\t * Primary Device Type: (invalid length %d)\n",
				sl);
			break;
		}
		fprintf(f, "\t * Primary Device Type: %u-%02x%02x%02x%02x-%u\n",
			(unsigned int)(v[0] << 8 | v[1]), v[2], v[3], v[4], v[5],
			(unsigned int)(v[6] << 8 | v[7]));
		break;
	case 0x1057:
		tab_on_first(f, first);
		if (sl < 1) {
			fprintf(f, "\t * AP setup locked: (invalid length %d)\n",
				sl);
			break;
		}
		fprintf(f, "\t * AP setup locked: 0x%.2x\n", v[0]);
		break;
	case 0x1008:
	case 0x1053:
		wps_config_methods(f, first, sub, v, sl);
		break;
	default:
		tab_on_first(f, first);
		fprintf(f, "\t * Unknown TLV (%#.4x, %d bytes):", sub, sl);
		for (unsigned int i = 0; i < sl; i++)
			fprintf(f, " %.2x", v[i]);
		fputc('\n', f);
		break;
	}
}

static void p_wps(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	bool first = true;

	while (len >= 4) {
		uint16_t sub = (uint16_t)((d[0] << 8) + d[1]);
		unsigned int sl = (unsigned int)((d[2] << 8) + d[3]);

		if (sl > (unsigned int)len - 4)
			break;
		wps_attr(c->f, &first, sub, d + 4, sl);
		d += sl + 4;
		len -= sl + 4;
	}
	if (len != 0) {
		fprintf(c->f, "\t\t * bogus tail data (%d):", len);
		for (int i = 0; i < len; i++)
			fprintf(c->f, " %.2x", d[i]);
		fputc('\n', c->f);
	}
}

static void p_p2p(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	bool first = true;
	FILE *f = c->f;

	while (len >= 3) {
		uint8_t sub = d[0];
		unsigned int sl = (unsigned int)((d[2] << 8) + d[1]);

		if (sl > (unsigned int)len - 3)
			break;
		if (sub == 0x02) {
			tab_on_first(f, &first);
			if (sl < 2)
				fputs("\t * malformed capability\n", f);
			else
				fprintf(f, "\t * Group capa: 0x%.2x, Device capa: 0x%.2x\n",
					d[3], d[4]);
		} else if (sub == 0x0d && sl < 6 + 2 + 8 + 1) {
			fputs("\t * malformed device info\n", f);
		} else {
			tab_on_first(f, &first);
			fprintf(f, "\t * Unknown TLV (%#.2x, %d bytes):", sub, sl);
			for (unsigned int i = 0; i < sl; i++)
				fprintf(f, " %.2x", d[3 + i]);
			fputc('\n', f);
		}
		d += sl + 3;
		len -= sl + 3;
	}
	if (len != 0) {
		tab_on_first(f, &first);
		fprintf(f, "\t * bogus tail data (%d):", len);
		for (int i = 0; i < len; i++)
			fprintf(f, " %.2x", d[i]);
		fputc('\n', f);
	}
}

static void p_hs20(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputc('\n', c->f);
	if (len > 0)
		fprintf(c->f, "\t\tDGAF: %i\n", d[0] & 1);
	else
		fprintf(c->f, "\t\tUnexpected length: %i\n", len);
}

static void p_owe_trans(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	int slen;

	fputc('\n', c->f);
	if (len < 7)
		return;
	fprintf(c->f, "\t\tBSSID: %02x:%02x:%02x:%02x:%02x:%02x\n",
		d[0], d[1], d[2], d[3], d[4], d[5]);
	slen = d[6];
	if (slen > len - 7)
		return;
	fputs("\t\tSSID: ", c->f);
	iwc_iw_print_ssid(c->f, d + 7, (size_t)slen);
	fputc('\n', c->f);
	if (len >= slen + 9) {
		fprintf(c->f, "\t\tBand Info: %u\n", d[slen + 7]);
		fprintf(c->f, "\t\tChannel Info: %u\n", d[slen + 8]);
	}
}

static const struct ie_print wifiprinters[5] = {
	[1] = { "WPA", p_wpa, 2, 255 },
	[2] = { "WMM", p_wmm, 1, 255 },
	[4] = { "WPS", p_wps, 0, 255 },
};

static const struct ie_print wfa_printers[29] = {
	[9] = { "P2P", p_p2p, 2, 255 },
	[16] = { "HotSpot 2.0 Indication", p_hs20, 1, 255 },
	[18] = { "HotSpot 2.0 OSEN", p_osen, 1, 255 },
	[28] = { "OWE Transition Mode", p_owe_trans, 7, 255 },
};

static void print_vendor(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d, bool unknown)
{
	const struct ie_print *tbl = NULL;
	const char *label = NULL;
	size_t n = 0;

	if (len < 3) {
		fputs("\tVendor specific: <too short> data:", c->f);
		hex_bytes(c->f, d, len);
		fputc('\n', c->f);
		return;
	}
	if (len >= 4 && !memcmp(d, ms_oui, 3)) {
		tbl = wifiprinters;
		n = 5;
		label = "MS/WiFi";
	} else if (len >= 4 && !memcmp(d, wfa_oui, 3)) {
		tbl = wfa_printers;
		n = 29;
		label = "WFA";
	}
	if (tbl) {
		if (d[3] < n && tbl[d[3]].name) {
			print_ie(c, &tbl[d[3]], (uint8_t)(len - 4), d + 4);
			return;
		}
		if (!unknown)
			return;
		fprintf(c->f, "\t%s %#.2x, data:", label, d[3]);
		hex_bytes(c->f, d + 4, len - 4);
		fputc('\n', c->f);
		return;
	}
	if (!unknown)
		return;
	fprintf(c->f, "\tVendor specific: OUI %.2x:%.2x:%.2x, data:",
		d[0], d[1], d[2]);
	for (int i = 3; i < len; i++)
		fprintf(c->f, " %.2x", d[i]);
	fputc('\n', c->f);
}

/* ---- extension elements: HE capabilities ---- */

static uint16_t le16(const uint8_t *p)
{
	return (uint16_t)(p[0] | (p[1] << 8));
}

struct he_bit {
	uint8_t idx, shift, mask;	/* mask 0: a flag */
	const char *s;
};

static void he_bits(FILE *f, const uint8_t *base, const struct he_bit *t,
		    size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned int v = le16(base + 2 * t[i].idx) >> t[i].shift;

		if (!t[i].mask && (v & 1))
			fprintf(f, "\t\t\t%s\n", t[i].s);
		else if (t[i].mask && (v & t[i].mask))
			fprintf(f, "\t\t\t%s: %d\n", t[i].s, v & t[i].mask);
	}
}

static const struct he_bit he_mac[] = {
	{ 0, 0, 0, "+HTC HE Supported" }, { 0, 1, 0, "TWT Requester" },
	{ 0, 2, 0, "TWT Responder" },
	{ 0, 3, 3, "Dynamic BA Fragementation Level" },
	{ 0, 5, 7, "Maximum number of MSDUS Fragments" },
	{ 0, 8, 3, "Minimum Payload size of 128 bytes" },
	{ 0, 10, 3, "Trigger Frame MAC Padding Duration" },
	{ 0, 12, 7, "Multi-TID Aggregation Support" },
	{ 1, 1, 0, "All Ack" }, { 1, 2, 0, "TRS" }, { 1, 3, 0, "BSR" },
	{ 1, 4, 0, "Broadcast TWT" }, { 1, 5, 0, "32-bit BA Bitmap" },
	{ 1, 6, 0, "MU Cascading" }, { 1, 7, 0, "Ack-Enabled Aggregation" },
	{ 1, 9, 0, "OM Control" }, { 1, 10, 0, "OFDMA RA" },
	{ 1, 11, 3, "Maximum A-MPDU Length Exponent" },
	{ 1, 13, 0, "A-MSDU Fragmentation" },
	{ 1, 14, 0, "Flexible TWT Scheduling" },
	{ 1, 15, 0, "RX Control Frame to MultiBSS" },
	{ 2, 0, 0, "BSRP BQRP A-MPDU Aggregation" }, { 2, 1, 0, "QTP" },
	{ 2, 2, 0, "BQR" }, { 2, 3, 0, "SRP Responder Role" },
	{ 2, 4, 0, "NDP Feedback Report" }, { 2, 5, 0, "OPS" },
	{ 2, 6, 0, "A-MSDU in A-MPDU" },
	{ 2, 7, 7, "Multi-TID Aggregation TX" },
	{ 2, 10, 0, "HE Subchannel Selective Transmission" },
	{ 2, 11, 0, "UL 2x996-Tone RU" },
	{ 2, 12, 0, "OM Control UL MU Data Disable RX" },
};

/* indexes into iw's phy_cap array of u16, which starts one byte before
 * the PHY capabilities */
static const struct he_bit he_phy[] = {
	{ 0, 9, 0, "HE40/2.4GHz" }, { 0, 10, 0, "HE40/HE80/5GHz" },
	{ 0, 11, 0, "HE160/5GHz" }, { 0, 12, 0, "HE160/HE80+80/5GHz" },
	{ 0, 13, 0, "242 tone RUs/2.4GHz" },
	{ 0, 14, 0, "242 tone RUs/5GHz" },
	{ 1, 0, 0xf, "Punctured Preamble RX" },
	{ 1, 4, 1, "Device Class" }, { 1, 5, 0, "LDPC Coding in Payload" },
	{ 1, 6, 0, "HE SU PPDU with 1x HE-LTF and 0.8us GI" },
	{ 1, 7, 3, "Midamble Rx Max NSTS" },
	{ 1, 9, 0, "NDP with 4x HE-LTF and 3.2us GI" },
	{ 1, 10, 0, "STBC Tx <= 80MHz" }, { 1, 11, 0, "STBC Rx <= 80MHz" },
	{ 1, 12, 0, "Doppler Tx" }, { 1, 13, 0, "Doppler Rx" },
	{ 1, 14, 0, "Full Bandwidth UL MU-MIMO" },
	{ 1, 15, 0, "Partial Bandwidth UL MU-MIMO" },
	{ 2, 0, 3, "DCM Max Constellation" }, { 2, 2, 1, "DCM Max NSS Tx" },
	{ 2, 3, 3, "DCM Max Constellation Rx" },
	{ 2, 5, 1, "DCM Max NSS Rx" },
	{ 2, 6, 0, "Rx HE MU PPDU from Non-AP STA" },
	{ 2, 7, 0, "SU Beamformer" }, { 2, 8, 0, "SU Beamformee" },
	{ 2, 9, 0, "MU Beamformer" },
	{ 2, 10, 7, "Beamformee STS <= 80Mhz" },
	{ 2, 13, 7, "Beamformee STS > 80Mhz" },
	{ 3, 0, 7, "Sounding Dimensions <= 80Mhz" },
	{ 3, 3, 7, "Sounding Dimensions > 80Mhz" },
	{ 3, 6, 0, "Ng = 16 SU Feedback" }, { 3, 7, 0, "Ng = 16 MU Feedback" },
	{ 3, 8, 0, "Codebook Size SU Feedback" },
	{ 3, 9, 0, "Codebook Size MU Feedback" },
	{ 3, 10, 0, "Triggered SU Beamforming Feedback" },
	{ 3, 11, 0, "Triggered MU Beamforming Feedback" },
	{ 3, 12, 0, "Triggered CQI Feedback" },
	{ 3, 13, 0, "Partial Bandwidth Extended Range" },
	{ 3, 14, 0, "Partial Bandwidth DL MU-MIMO" },
	{ 3, 15, 0, "PPE Threshold Present" },
	{ 4, 0, 0, "SRP-based SR" }, { 4, 1, 0, "Power Boost Factor ar" },
	{ 4, 2, 0, "HE SU PPDU & HE PPDU 4x HE-LTF 0.8us GI" },
	{ 4, 3, 7, "Max NC" }, { 4, 6, 0, "STBC Tx > 80MHz" },
	{ 4, 7, 0, "STBC Rx > 80MHz" },
	{ 4, 8, 0, "HE ER SU PPDU 4x HE-LTF 0.8us GI" },
	{ 4, 9, 0, "20MHz in 40MHz HE PPDU 2.4GHz" },
	{ 4, 10, 0, "20MHz in 160/80+80MHz HE PPDU" },
	{ 4, 11, 0, "80MHz in 160/80+80MHz HE PPDU" },
	{ 4, 12, 0, "HE ER SU PPDU 1x HE-LTF 0.8us GI" },
	{ 4, 13, 0, "Midamble Rx 2x & 1x HE-LTF" },
	{ 4, 14, 3, "DCM Max BW" },
	{ 5, 0, 0, "Longer Than 16HE SIG-B OFDM Symbols" },
	{ 5, 1, 0, "Non-Triggered CQI Feedback" },
	{ 5, 2, 0, "TX 1024-QAM" }, { 5, 3, 0, "RX 1024-QAM" },
	{ 5, 4, 0, "RX Full BW SU Using HE MU PPDU with Compression SIGB" },
	{ 5, 5, 0, "RX Full BW SU Using HE MU PPDU with Non-Compression SIGB" },
};

/* @ie: the element after its extension ID, @len bytes (21..54) */
static void p_he_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *ie)
{
	static const char *const bw[] = { "<= 80", "160", "80+80" };
	static const uint8_t support[] = { 0x06, 0x08, 0x10 };
	const uint8_t *phy = ie + 5;	/* iw's u16 phy_cap[] */
	const uint8_t *mcs = ie + 17;
	int mcs_len = len - 17;
	size_t used = 0;
	FILE *f = c->f;

	fputc('\n', f);
	fputs("\t\tHE MAC Capabilities (0x", f);
	for (int i = 0; i < 3; i++)
		fprintf(f, "%04x", le16(ie + 2 * i));
	fputs("):\n", f);
	he_bits(f, ie, he_mac, sizeof(he_mac) / sizeof(he_mac[0]));
	fputs("\t\tHE PHY Capabilities: (0x", f);
	for (int i = 0; i < 11; i++)
		fprintf(f, "%02x", ie[6 + i]);
	fputs("):\n", f);
	he_bits(f, phy, he_phy, sizeof(he_phy) / sizeof(he_phy[0]));
	for (int i = 0; i < 3; i++) {
		if (!(phy[1] & support[i]))
			continue;
		if ((size_t)(i * 2 + 2) * 2 >= (size_t)mcs_len)
			return;
		for (int j = 0; j < 2; j++) {
			uint16_t m = le16(mcs + 2 * (i * 2 + j));

			fprintf(f, "\t\tHE %s MCS and NSS set %s MHz\n",
				j ? "TX" : "RX", bw[i]);
			for (int k = 0; k < 8; k++) {
				int v = (m >> (k * 2)) & 3;

				fprintf(f, "\t\t\t%d streams: ", k + 1);
				if (v == 3)
					fputs("not supported\n", f);
				else
					fprintf(f, "MCS 0-%d\n", 7 + v * 2);
			}
		}
		used += 4;
	}
	if ((size_t)mcs_len > used && (le16(phy + 6) & 0x8000)) {
		fputs("\t\tPPE Threshold ", f);
		for (size_t i = used; i < (size_t)mcs_len; i++)
			if (mcs[i])
				fprintf(f, "0x%02x ", mcs[i]);
		fputc('\n', f);
	}
}

static const struct ie_print ext_printers[36] = {
	[35] = { "HE capabilities", p_he_capa, 21, 54 },
};

static void print_extension(const struct ie_ctx *c, uint8_t len,
			    const uint8_t *d, bool unknown)
{
	if (len < 1) {
		fputs("\tExtension IE: <empty>\n", c->f);
		return;
	}
	if (d[0] < 36 && ext_printers[d[0]].name) {
		print_ie(c, &ext_printers[d[0]], (uint8_t)(len - 1), d + 1);
		return;
	}
	if (unknown) {
		fprintf(c->f, "\tUnknown Extension ID (%d):", d[0]);
		for (int i = 1; i < len; i++)
			fprintf(c->f, " %.2x", d[i]);
		fputc('\n', c->f);
	}
}

void iwc_iw_print_ies(FILE *f, const uint8_t *ie, size_t ielen, bool unknown)
{
	struct ie_ctx c = { .f = f, .all = ie, .all_len = (int)ielen };

	if (!ie)
		return;
	while (ielen >= 2 && ielen - 2 >= ie[1]) {
		uint8_t id = ie[0], len = ie[1];
		const uint8_t *d = ie + 2;

		if (ieprinters[id].name)
			print_ie(&c, &ieprinters[id], len, d);
		else if (id == 221)
			print_vendor(&c, len, d, unknown);
		else if (id == 255)
			print_extension(&c, len, d, unknown);
		else if (unknown) {
			fprintf(f, "\tUnknown IE (%d):", id);
			for (int i = 0; i < len; i++)
				fprintf(f, " %.2x", d[i]);
			fputc('\n', f);
		}
		ielen -= (size_t)len + 2;
		ie += (size_t)len + 2;
	}
}
