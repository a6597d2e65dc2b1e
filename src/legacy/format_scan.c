/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_scan.c - "iwlist IF scanning" cells. Each cell is what the
 * kernel's WEXT scan translation (net/wireless/scan.c, ieee80211_bss)
 * would emit for the BSS, as libiw prints those events, rebuilt from
 * the nl80211 scan dump.
 *
 * The IE bytes come from any transmitter in range: every read is
 * bounds-checked. Where wireless-tools would read past an element (a
 * length running past the buffer, a cipher or AKM list longer than its
 * element) iwcompat prints the element as "IE: Unknown: HEX" instead.
 */
#include <string.h>

#include "iwcompat/iwlist.h"
#include "iwcompat/units.h"
#include "iwcompat/wext.h"
#include "bytes.h"

#define IND "                    "	/* 20 spaces */
#define SUB "                        "	/* 24 spaces */

#define EID_SSID 0
#define EID_SUPP_RATES 1
#define EID_RSN 0x30
#define EID_EXT_SUPP_RATES 50
#define EID_MESH_CONFIG 113
#define EID_MESH_ID 114
#define EID_VENDOR 0xDD

#define CAP_ESS 0x0001
#define CAP_IBSS 0x0002
#define CAP_PRIVACY 0x0010

/* libiw discards an ESSID event payload of more than 33 bytes. */
#define ESSID_EVENT_MAX 33

/*
 * The lines of a cell are printed with fputs and these, not fprintf: a
 * dense scan prints thousands of cells, and each fprintf runs glibc's
 * format interpreter, about 700 instructions for one "%02X" of an
 * element's hex dump (docs/performance.md, "A cell without printf").
 */
static const char hex_upper[] = "0123456789ABCDEF";

/* "%0<width>u" */
static void put_uint(FILE *f, unsigned long long v, int width)
{
	char b[24];
	int i = (int)sizeof(b);

	do {
		b[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (i > (int)sizeof(b) - width)
		b[--i] = '0';
	fwrite(b + i, 1, sizeof(b) - (size_t)i, f);
}

/* IND, the text, a newline: fprintf(f, IND "%s\n", s) */
static void put_line(FILE *f, const char *s)
{
	fputs(IND, f);
	fputs(s, f);
	fputc('\n', f);
}

static void print_unknown(FILE *f, const uint8_t *ie, size_t avail)
{
	size_t len = (size_t)ie[1] + 2, n = 0;
	char b[128];

	if (len > avail)
		len = avail;
	fputs("Unknown: ", f);
	for (size_t i = 0; i < len; i++) {	/* "%02X" each */
		b[n++] = hex_upper[ie[i] >> 4];
		b[n++] = hex_upper[ie[i] & 15];
		if (n == sizeof(b)) {
			fwrite(b, 1, n, f);
			n = 0;
		}
	}
	b[n++] = '\n';
	fwrite(b, 1, n, f);
}

static const char *const cipher_names[] = {
	"none", "WEP-40", "TKIP", "WRAP", "CCMP", "WEP-104",
};
static const char *const akm_names[] = {
	"none", "802.1x", "PSK",
};

static void print_value_name(FILE *f, unsigned int v, const char *const *names,
			     unsigned int n)
{
	if (v >= n)
		fprintf(f, " unknown (%u)", v);
	else
		fprintf(f, " %s", names[v]);
}

/*
 * Whether libiw's WPA/RSN decoder stays inside the element: it stops
 * cleanly at every optional field, but prints a suite count and then
 * gives up (leaving the line unterminated) when the list is longer
 * than the element. iwcompat shows such an element as Unknown.
 */
static bool wpa_lists_fit(const uint8_t *ie, size_t ielen, size_t offset)
{
	size_t cnt;

	offset += 2;			/* version */
	if (ielen < offset + 4)
		return true;
	offset += 4;			/* group cipher */
	if (ielen < offset + 2)
		return true;
	cnt = le16(ie + offset);
	offset += 2;
	if (ielen < offset + 4 * cnt)
		return false;
	offset += 4 * cnt;
	if (ielen < offset + 2)
		return true;
	cnt = le16(ie + offset);
	offset += 2;
	return ielen >= offset + 4 * cnt;
}

static void print_suites(FILE *f, const uint8_t *p, size_t cnt,
			 const uint8_t *oui, const char *const *names,
			 unsigned int n_names)
{
	for (size_t i = 0; i < cnt; i++, p += 4) {
		if (memcmp(p, oui, 3) != 0)
			fputs(" Proprietary", f);
		else
			print_value_name(f, p[3], names, n_names);
	}
	fputc('\n', f);
}

/* "LABEL (N) : names" for the count and suites at @offset (which
 * wpa_lists_fit() has checked); returns the offset after the list. */
static size_t print_suite_list(FILE *f, const char *label, const uint8_t *ie,
			       size_t offset, const uint8_t *oui,
			       const char *const *names, unsigned int n_names)
{
	size_t cnt = le16(ie + offset);

	fprintf(f, SUB "%s (%zu) :", label, cnt);
	print_suites(f, ie + offset + 2, cnt, oui, names, n_names);
	return offset + 2 + 4 * cnt;
}

/* @ie holds a whole element (ie[1] + 2 bytes). */
static void print_wpa(FILE *f, const uint8_t *ie)
{
	static const uint8_t wpa1_oui[3] = { 0x00, 0x50, 0xf2 };
	static const uint8_t wpa2_oui[3] = { 0x00, 0x0f, 0xac };
	size_t ielen = (size_t)ie[1] + 2;
	const uint8_t *oui;
	size_t offset = 2;

	if (ie[0] == EID_RSN) {
		if (ielen < 4) {
			print_unknown(f, ie, ielen);
			return;
		}
		oui = wpa2_oui;
	} else {
		oui = wpa1_oui;
		if (ielen < 8 || memcmp(ie + 2, oui, 3) != 0 || ie[5] != 0x01) {
			print_unknown(f, ie, ielen);
			return;
		}
		offset += 4;
	}
	if (!wpa_lists_fit(ie, ielen, offset)) {
		print_unknown(f, ie, ielen);
		return;
	}

	if (ie[0] == EID_VENDOR)
		fprintf(f, "WPA Version %u\n",
			(unsigned int)le16(ie + offset));
	else
		fprintf(f, "IEEE 802.11i/WPA2 Version %u\n",
			(unsigned int)le16(ie + offset));
	offset += 2;

	if (ielen < offset + 4) {
		fputs(SUB "Group Cipher : TKIP\n", f);
		fputs(SUB "Pairwise Cipher : TKIP\n", f);
		return;
	}
	if (memcmp(ie + offset, oui, 3) != 0) {
		fputs(SUB "Group Cipher : Proprietary\n", f);
	} else {
		fputs(SUB "Group Cipher :", f);
		print_value_name(f, ie[offset + 3], cipher_names, 6);
		fputc('\n', f);
	}
	offset += 4;

	if (ielen < offset + 2) {
		fputs(SUB "Pairwise Ciphers : TKIP\n", f);
		return;
	}
	offset = print_suite_list(f, "Pairwise Ciphers", ie, offset, oui,
				  cipher_names, 6);
	if (ielen < offset + 2)
		return;
	offset = print_suite_list(f, "Authentication Suites", ie, offset, oui,
				  akm_names, 3);

	if (ielen < offset + 1)
		return;
	if (ie[offset] & 0x01)
		fputs("                       Preauthentication Supported\n", f);
}

void iwc_fmt_gen_ie(FILE *f, const uint8_t *buf, size_t len)
{
	size_t offset = 0;

	while (len >= 2 && offset <= len - 2) {
		const uint8_t *ie = buf + offset;
		size_t avail = len - offset;

		fputs(IND "IE: ", f);
		if ((size_t)ie[1] + 2 > avail)
			print_unknown(f, ie, avail);	/* runs past the end */
		else if (ie[0] == EID_VENDOR || ie[0] == EID_RSN)
			print_wpa(f, ie);
		else
			print_unknown(f, ie, avail);
		offset += (size_t)ie[1] + 2;
	}
}

static void print_essid(FILE *f, const uint8_t *data, size_t len)
{
	char buf[4 * 255 + 1];

	if (len > ESSID_EVENT_MAX)
		len = 0;	/* libiw drops the payload */
	iwc_essid_escape(buf, data, len);
	fputs(IND "ESSID:\"", f);
	fputs(buf, f);
	fputs("\"\n", f);
}

static void print_rates(FILE *f, const uint8_t *rates, size_t n)
{
	char buf[64];

	for (size_t i = 0; i < n; i++) {
		if (i == 0)
			fputs(IND "Bit Rates:", f);
		else if (i % 5 == 0)
			fputs("\n                              ", f);
		else
			fputs("; ", f);
		iwc_print_bitrate(buf, sizeof(buf), (rates[i] & 0x7f) * 500000);
		fputs(buf, f);
	}
	if (n)
		fputc('\n', f);
}

static void print_mesh_config(FILE *f, const uint8_t *c)
{
	fprintf(f, IND "Extra:Mesh Network Path Selection Protocol ID: 0x%02X\n", c[0]);
	fprintf(f, IND "Extra:Path Selection Metric ID: 0x%02X\n", c[1]);
	fprintf(f, IND "Extra:Congestion Control Mode ID: 0x%02X\n", c[2]);
	fprintf(f, IND "Extra:Synchronization ID: 0x%02X\n", c[3]);
	fprintf(f, IND "Extra:Authentication ID: 0x%02X\n", c[4]);
	fprintf(f, IND "Extra:Formation Info: 0x%02X\n", c[5]);
	fprintf(f, IND "Extra:Capabilities: 0x%02X\n", c[6]);
}

static void print_quality(FILE *f, const struct iwc_bss *bss,
			  const struct iwc_wext_range *range)
{
	struct iwc_qual q;
	char buf[128];

	if (!iwc_wext_bss_qual(bss, &q))
		return;		/* signal type NONE: no quality event */
	iwc_print_stats(buf, sizeof(buf), &q, range, true);
	put_line(f, buf);
}

void iwc_fmt_scan_cell(FILE *f, int cell, const struct iwc_bss *bss,
		       const struct iwc_wext_range *range)
{
	char buf[128], mac[32];
	const uint8_t *ie = bss->ies;
	size_t rem = bss->ies ? bss->ies_len : 0;
	bool ismesh = false;
	double freq;

	iwc_ether_ntop(bss->bssid, mac);
	/* "          Cell %02d - Address: %s\n" */
	fputs("          Cell ", f);
	if (cell < 0) {
		fputc('-', f);	/* not from iwlist: cells count from 1 */
		put_uint(f, -(unsigned long long)cell, 1);
	} else {
		put_uint(f, (unsigned long long)cell, 2);
	}
	fputs(" - Address: ", f);
	fputs(mac, f);
	fputc('\n', f);

	/* the channel number (a frequency event with e = 0: a "channel"
	 * of 1000 or more prints as a frequency), then the frequency */
	freq = iwc_freq_to_chan(bss->freq_mhz);
	iwc_print_freq(buf, sizeof(buf), freq,
		       iwc_wext_freq_to_channel(freq, range), 0);
	put_line(f, buf);
	freq = (double)bss->freq_mhz * 1e6;
	iwc_print_freq(buf, sizeof(buf), freq,
		       iwc_wext_freq_to_channel(freq, range), 0);
	put_line(f, buf);

	print_quality(f, bss, range);

	if (bss->capability & CAP_PRIVACY)
		fputs(IND "Encryption key:on\n", f);
	else
		fputs(IND "Encryption key:off\n", f);

	/* The kernel stops at the first element that runs past the end. */
	while (rem >= 2 && (size_t)ie[1] <= rem - 2) {
		switch (ie[0]) {
		case EID_SSID:
		case EID_MESH_ID:
			print_essid(f, ie + 2, ie[1]);
			break;
		case EID_MESH_CONFIG:
			ismesh = true;
			if (ie[1] == 7)
				print_mesh_config(f, ie + 2);
			break;
		case EID_SUPP_RATES:
		case EID_EXT_SUPP_RATES:
			/* An empty rates element stops wireless-tools'
			 * whole listing; iwcompat shows no rates line. */
			print_rates(f, ie + 2, ie[1]);
			break;
		default:
			break;
		}
		rem -= (size_t)ie[1] + 2;
		ie += (size_t)ie[1] + 2;
	}

	if (ismesh || bss->capability & (CAP_ESS | CAP_IBSS)) {
		fputs(IND "Mode:", f);
		fputs(iwc_mode_name(ismesh ? IWC_MODE_MESH :
				    bss->capability & CAP_ESS ? IWC_MODE_MASTER :
				    IWC_MODE_ADHOC), f);
		fputc('\n', f);
	}

	{
		/* "Extra:tsf=%016llx" */
		static const char hex_lower[] = "0123456789abcdef";
		char tsf[17];

		for (int i = 0; i < 16; i++)
			tsf[i] = hex_lower[(bss->tsf >> (60 - 4 * i)) & 15];
		tsf[16] = '\0';
		fputs(IND "Extra:tsf=", f);
		fputs(tsf, f);
		fputc('\n', f);
	}
	fputs(IND "Extra: Last beacon: ", f);
	put_uint(f, bss->seen_ms_ago, 1);
	fputs("ms ago\n", f);

	if (bss->ies && bss->ies_len)
		iwc_fmt_gen_ie(f, bss->ies, bss->ies_len);
}
