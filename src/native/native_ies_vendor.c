/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_ies_vendor.c - vendor elements (WPA, WMM, WPS, P2P, HotSpot 2.0,
 * OWE transition; others with -u) and extension elements (HE
 * capabilities) as iw 5.19's scan.c and util.c print them.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/native.h"
#include "bytes.h"
#include "native_ies.h"
#include "native_caps.h"

/* ---- vendor elements ---- */

static void p_wpa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	iwc_ie_rsn_body(c->f, "TKIP", "IEEE 802.1X", len, d, false);
}

static void p_osen(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputs("\n\t", c->f);
	iwc_ie_rsn_body(c->f, "OSEN", "OSEN", len, d, true);
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
			fprintf(f, ", TXOP %d usec", le16(d + 2) * 32);
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
	iwc_ie_tab_on_first(f, first);
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
		iwc_ie_tab_on_first(f, first);
		if (sl < 1)
			fprintf(f, "\t * Version: (invalid length %d)\n", sl);
		else
			fprintf(f, "\t * Version: %d.%d\n", v[0] >> 4, v[0] & 0xf);
		break;
	case 0x1011:
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Device name: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1012:
		iwc_ie_tab_on_first(f, first);
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
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Manufacturer: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1023:
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Model: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1024:
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Model Number: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x103b:
		if (sl < 1) {
			fprintf(f, "\t * Response Type: (invalid length %d)\n", sl);
			break;
		}
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Response Type: %d%s\n", v[0],
			v[0] == 3 ? " (AP)" : "");
		break;
	case 0x103c:
		if (sl < 1) {
			fprintf(f, "\t * RF Bands: (invalid length %d)\n", sl);
			break;
		}
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * RF Bands: 0x%x\n", v[0]);
		break;
	case 0x1041:
		if (sl < 1) {
			fprintf(f, "\t * Selected Registrar: (invalid length %d)\n",
				sl);
			break;
		}
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Selected Registrar: 0x%x\n", v[0]);
		break;
	case 0x1042:
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Serial Number: %.*s\n", (int)sl, (const char *)v);
		break;
	case 0x1044:
		if (sl < 1) {
			fprintf(f, "\t * Wi-Fi Protected Setup State: (invalid length %d)\n",
				sl);
			break;
		}
		iwc_ie_tab_on_first(f, first);
		fprintf(f, "\t * Wi-Fi Protected Setup State: %d%s%s\n", v[0],
			v[0] == 1 ? " (Unconfigured)" : "",
			v[0] == 2 ? " (Configured)" : "");
		break;
	case 0x1047:
		iwc_ie_tab_on_first(f, first);
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
		iwc_ie_tab_on_first(f, first);
		if (sl == 6 && v[0] == 0x00 && v[1] == 0x37 && v[2] == 0x2a &&
		    v[3] == 0x00 && v[4] == 0x01)
			fprintf(f, "\t * Version2: %d.%d\n", v[5] >> 4, v[5] & 0xf);
		else
			fprintf(f, "\t * Unknown vendor extension. len=%u\n", sl);
		break;
	case 0x1054:
		iwc_ie_tab_on_first(f, first);
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
		iwc_ie_tab_on_first(f, first);
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
		iwc_ie_tab_on_first(f, first);
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
		unsigned int sl = le16(d + 1);

		if (sl > (unsigned int)len - 3)
			break;
		if (sub == 0x02) {
			iwc_ie_tab_on_first(f, &first);
			if (sl < 2)
				fputs("\t * malformed capability\n", f);
			else
				fprintf(f, "\t * Group capa: 0x%.2x, Device capa: 0x%.2x\n",
					d[3], d[4]);
		} else if (sub == 0x0d && sl < 6 + 2 + 8 + 1) {
			fputs("\t * malformed device info\n", f);
		} else {
			iwc_ie_tab_on_first(f, &first);
			fprintf(f, "\t * Unknown TLV (%#.2x, %d bytes):", sub, sl);
			for (unsigned int i = 0; i < sl; i++)
				fprintf(f, " %.2x", d[3 + i]);
			fputc('\n', f);
		}
		d += sl + 3;
		len -= sl + 3;
	}
	if (len != 0) {
		iwc_ie_tab_on_first(f, &first);
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

void iwc_ie_vendor(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d, bool unknown)
{
	const struct ie_print *tbl = NULL;
	const char *label = NULL;
	size_t n = 0;

	if (len < 3) {
		fputs("\tVendor specific: <too short> data:", c->f);
		iwc_ie_hex(c->f, d, len);
		fputc('\n', c->f);
		return;
	}
	if (len >= 4 && !memcmp(d, iwc_ie_ms_oui, 3)) {
		tbl = wifiprinters;
		n = 5;
		label = "MS/WiFi";
	} else if (len >= 4 && !memcmp(d, iwc_ie_wfa_oui, 3)) {
		tbl = wfa_printers;
		n = 29;
		label = "WFA";
	}
	if (tbl) {
		if (d[3] < n && tbl[d[3]].name) {
			iwc_ie_print(c, &tbl[d[3]], (uint8_t)(len - 4), d + 4);
			return;
		}
		if (!unknown)
			return;
		fprintf(c->f, "\t%s %#.2x, data:", label, d[3]);
		iwc_ie_hex(c->f, d + 4, len - 4);
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

/* @ie: the element after its extension ID, @len bytes (21..54) */
static void p_he_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *ie)
{
	/* iw's print_he_capability(): the PHY capabilities as its u16
	 * array from the byte before them */
	fputc('\n', c->f);
	iwc_iw_print_he_capa(c->f, "", ie, ie + 5, ie + 17, (size_t)len - 17,
			     NULL, 0);
}

static const struct ie_print ext_printers[36] = {
	[35] = { "HE capabilities", p_he_capa, 21, 54 },
};

void iwc_ie_extension(const struct ie_ctx *c, uint8_t len,
			    const uint8_t *d, bool unknown)
{
	if (len < 1) {
		fputs("\tExtension IE: <empty>\n", c->f);
		return;
	}
	if (d[0] < 36 && ext_printers[d[0]].name) {
		iwc_ie_print(c, &ext_printers[d[0]], (uint8_t)(len - 1), d + 1);
		return;
	}
	if (unknown) {
		fprintf(c->f, "\tUnknown Extension ID (%d):", d[0]);
		for (int i = 1; i < len; i++)
			fprintf(c->f, " %.2x", d[i]);
		fputc('\n', c->f);
	}
}

