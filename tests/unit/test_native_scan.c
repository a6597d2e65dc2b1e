/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_scan.c - "iwcompat dev IF scan ..." (native_scan.c,
 * native_ies.c) against a fake: crafted BSS entries with each kind of
 * element the VM's hostapd and mac80211_hwsim send (and some they do
 * not), malformed elements, the trigger's argument parsing, its errors,
 * and the JSON dump. The expected text follows iw 5.19's scan.c and
 * util.c formats; the VM scenario "native" compares the real thing.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"
#include "native_harness.h"

/* ---- the fake ---- */

#define MAX_BSS 4

struct fk {
	uint32_t ifindex;		/* of "wlan0" */
	size_t n_bss;
	struct iwc_bss bss[MAX_BSS];
	uint8_t ies[MAX_BSS][512];
	uint8_t bies[MAX_BSS][512];
	int dump_err;
	int trigger_ret;		/* what scan_trigger returns */
	int triggers, aborts, dumps;
	bool waited;
	/* the last request, copied */
	struct iwc_nat_scan_req req;
	uint32_t freqs[16];
	char ssids[8][40];
	uint8_t req_ies[64];
};

static int fk_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = ((struct fk *)be)->ifindex;
	return 0;
}

static int fk_trigger(void *be, uint32_t ifindex,
		      const struct iwc_nat_scan_req *r, bool wait)
{
	struct fk *k = be;

	assert_int_equal(ifindex, k->ifindex);
	k->triggers++;
	k->waited = wait;
	k->req = *r;
	assert_true(r->n_freqs <= 16 && r->n_ssids <= 8 && r->ies_len <= 64);
	memcpy(k->freqs, r->freqs, r->n_freqs * sizeof(uint32_t));
	for (size_t i = 0; i < r->n_ssids; i++)
		snprintf(k->ssids[i], sizeof(k->ssids[i]), "%s", r->ssids[i]);
	if (r->ies)
		memcpy(k->req_ies, r->ies, r->ies_len);
	return k->trigger_ret;
}

static int fk_abort(void *be, uint32_t ifindex)
{
	struct fk *k = be;

	(void)ifindex;
	k->aborts++;
	return k->trigger_ret;
}

static const char *fk_extack(void *be)
{
	(void)be;
	return "";
}

static uint8_t *dup_bytes(const uint8_t *p, size_t n)
{
	uint8_t *d = malloc(n + 1);

	memcpy(d, p, n);
	return d;
}

static int fk_scan_dump(void *be, const struct iwc_iface *iface,
			struct iwc_scan_result *ret)
{
	struct fk *k = be;

	assert_string_equal(iface->name, "wlan0");
	assert_int_equal(iface->ifindex, (int)k->ifindex);
	k->dumps++;
	if (k->dump_err)
		return k->dump_err;
	ret->n = ret->cap = k->n_bss;
	ret->bss = calloc(k->n_bss + 1, sizeof(*ret->bss));
	for (size_t i = 0; i < k->n_bss; i++) {
		ret->bss[i] = k->bss[i];
		if (k->bss[i].ies)
			ret->bss[i].ies = dup_bytes(k->ies[i], k->bss[i].ies_len);
		if (k->bss[i].beacon_ies)
			ret->bss[i].beacon_ies = dup_bytes(k->bies[i],
						k->bss[i].beacon_ies_len);
	}
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-scan",
	.scan_dump = fk_scan_dump,
	.open = nh_open_ok,
	.ifindex = fk_ifindex,
	.scan_request = fk_trigger,
	.scan_abort = fk_abort,
	.extack = fk_extack,
};


#define RUN(k, o, ...) \
	nh_run(&fk_be, k, o, "iw", __VA_ARGS__, (char *)NULL)

static void fk_init(struct fk *k)
{
	memset(k, 0, sizeof(*k));
	k->ifindex = 7;
}

/* a BSS with every header field; @ies/@len its elements */
static struct iwc_bss *add_bss(struct fk *k, const uint8_t *ies, size_t len)
{
	static const uint8_t mac[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x00 };
	struct iwc_bss *b = &k->bss[k->n_bss];

	memset(b, 0, sizeof(*b));
	memcpy(b->bssid, mac, 6);
	b->bssid[5] = (uint8_t)k->n_bss;
	b->status = -1;
	b->mlo_link_id = -1;
	b->has_freq = true;
	b->freq_mhz = 2412;
	b->has_beacon_interval = true;
	b->beacon_interval = 100;
	b->has_capability = true;
	b->capability = 0x0411;
	b->has_signal_mbm = true;
	b->signal_mbm = -3000;
	b->has_seen_ms_ago = true;
	b->seen_ms_ago = 120;
	memcpy(k->ies[k->n_bss], ies, len);
	b->ies = k->ies[k->n_bss];	/* marks presence; copied by the fake */
	b->ies_len = len;
	k->n_bss++;
	return b;
}

#define HDR(n) "BSS 02:00:00:00:00:0" #n "(on wlan0)\n"
#define BODY \
	"\tfreq: 2412\n" \
	"\tbeacon interval: 100 TUs\n" \
	"\tcapability: ESS Privacy ShortSlotTime (0x0411)\n" \
	"\tsignal: -30.00 dBm\n" \
	"\tlast seen: 120 ms ago\n"

/* ---- what hostapd 2.10 sends on a 2.4 GHz open AP ---- */

static const uint8_t hostapd_g[] = {
	0, 13, 'i', 'w', 'c', 'o', 'm', 'p', 'a', 't', '-', 'o', 'p', 'e', 'n',
	1, 8, 0x82, 0x84, 0x8b, 0x96, 0x0c, 0x12, 0x18, 0x24,
	3, 1, 1,
	5, 4, 0, 2, 0, 0,
	42, 1, 0,
	50, 4, 0x30, 0x48, 0x60, 0x6c,
	127, 8, 0x04, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x40,
	221, 24, 0x00, 0x50, 0xf2, 0x02, 0x01, 0x01, 0x80, 0x00,
	0x03, 0xa4, 0x00, 0x00, 0x27, 0xa4, 0x00, 0x00,
	0x42, 0x43, 0x5e, 0x00, 0x62, 0x32, 0x2f, 0x00,
};

static const char hostapd_g_text[] =
	"\tSSID: iwcompat-open\n"
	"\tSupported rates: 1.0* 2.0* 5.5* 11.0* 6.0 9.0 12.0 18.0 \n"
	"\tDS Parameter set: channel 1\n"
	"\tTIM: DTIM Count 0 DTIM Period 2 Bitmap Control 0x0 Bitmap[0] 0x0\n"
	"\tERP: <no flags>\n"
	"\tExtended supported rates: 24.0 36.0 48.0 54.0 \n"
	"\tExtended capabilities:\n"
	"\t\t * Extended Channel Switching\n"
	"\t\t * SSID List\n"
	"\t\t * Operating Mode Notification\n"
	"\tWMM:\t * Parameter version 1\n"
	"\t\t * u-APSD\n"
	"\t\t * BE: CW 15-1023, AIFSN 3\n"
	"\t\t * BK: CW 15-1023, AIFSN 7\n"
	"\t\t * VI: CW 7-15, AIFSN 2, TXOP 3008 usec\n"
	"\t\t * VO: CW 3-7, AIFSN 2, TXOP 1504 usec\n";

static void test_dump_hostapd(void **state)
{
	char want[2048];
	struct fk k;
	struct out o;
	struct iwc_bss *b;

	(void)state;
	fk_init(&k);
	b = add_bss(&k, hostapd_g, sizeof(hostapd_g));
	b->status = 1;
	b->has_tsf = true;
	b->tsf = 90061000000ULL;
	b->has_boottime = true;
	b->last_seen_boottime = 12345678901ULL;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	snprintf(want, sizeof(want), "%s%s",
		 "BSS 02:00:00:00:00:00(on wlan0) -- associated\n"
		 "\tlast seen: 12.345s [boottime]\n"
		 "\tTSF: 90061000000 usec (1d, 01:01:01)\n"
		 BODY, hostapd_g_text);
	expect(&o, 0, want, "");
	/* the same elements, as PRESP_DATA says: from a probe response */
	k.bss[0].presp = true;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	assert_non_null(strstr(o.out, "\tlast seen: 120 ms ago\n"
			       "\tInformation elements from Probe Response frame:\n"
			       "\tSSID: iwcompat-open\n"));
	assert_string_equal(strstr(o.out, "\tSSID: "), hostapd_g_text);
	free(o.out);
	free(o.err);
	k.bss[0].presp = false;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	assert_string_equal(strstr(o.out, "\tSSID: "), hostapd_g_text);
	free(o.out);
	free(o.err);
	assert_int_equal(k.dumps, 3);
}

static void test_dump_header_variants(void **state)
{
	static const uint8_t ssid[] = { 0, 3, 'a', ' ', 'b' };
	static const uint8_t ssid2[] = { 0, 3, ' ', 'a', ' ' };
	struct fk k;
	struct out o;
	struct iwc_bss *b;

	(void)state;
	fk_init(&k);
	b = add_bss(&k, ssid, sizeof(ssid));
	b->status = 2;
	b->presp = true;
	b = add_bss(&k, ssid2, sizeof(ssid2));
	b->status = 7;
	b->has_signal_mbm = false;
	b->has_signal_unspec = true;
	b->signal_unspec = 60;
	/* identical beacon elements: no header */
	b->beacon_ies = k.bies[1];
	b->beacon_ies_len = sizeof(ssid2);
	memcpy(k.bies[1], ssid2, sizeof(ssid2));
	b = add_bss(&k, ssid, sizeof(ssid));
	b->signal_mbm = -4550;
	b->freq_mhz = 60480;
	b->capability = 0x1133;
	b->beacon_ies = k.bies[2];
	b->beacon_ies_len = 2;
	memcpy(k.bies[2], "\x00\x00", 2);
	RUN(&k, &o, "dev", "wlan0", "scan", "dump", "-b");
	expect(&o, 0,
	       "BSS 02:00:00:00:00:00(on wlan0) -- joined\n"
	       BODY
	       "\tInformation elements from Probe Response frame:\n"
	       "\tSSID: a b\n"
	       "BSS 02:00:00:00:00:01(on wlan0) -- unknown status: 7\n"
	       "\tfreq: 2412\n"
	       "\tbeacon interval: 100 TUs\n"
	       "\tcapability: ESS Privacy ShortSlotTime (0x0411)\n"
	       "\tsignal: 60/100\n"
	       "\tlast seen: 120 ms ago\n"
	       "\tSSID: \\x20a\\x20\n"
	       "\tInformation elements from Beacon frame:\n"
	       "\tSSID: \\x20a\\x20\n"
	       HDR(2)
	       "\tfreq: 60480\n"
	       "\tbeacon interval: 100 TUs\n"
	       "\tcapability: DMG_ESS Privacy ECPAC SpectrumMgmt RadioMeasure (0x1133)\n"
	       "\tsignal: -45.-50 dBm\n"
	       "\tlast seen: 120 ms ago\n"
	       "\tInformation elements from Probe Response frame:\n"
	       "\tSSID: a b\n"
	       "\tInformation elements from Beacon frame:\n"
	       "\tSSID: \n",
	       "");
}

/* ---- the elements of a 5 GHz, WPA2, HT/VHT AP ---- */

static const uint8_t secure_ies[] = {
	7, 6, 'U', 'S', ' ', 36, 4, 23,
	32, 1, 3,
	11, 5, 0x02, 0x00, 0x10, 0x00, 0x00,
	48, 20, 0x01, 0x00, 0x00, 0x0f, 0xac, 0x04, 0x01, 0x00,
	0x00, 0x0f, 0xac, 0x04, 0x01, 0x00, 0x00, 0x0f, 0xac, 0x02,
	0x0c, 0x00,
	45, 26, 0x2c, 0x01, 0x03, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	61, 22, 36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0,
	127, 8, 0, 0, 0, 0, 0, 0, 0, 0x40,
	191, 12, 0x32, 0x00, 0x80, 0x03, 0xfa, 0xff, 0, 0, 0xfa, 0xff, 0, 0,
	192, 5, 0x01, 0x42, 0x00, 0xfc, 0xff,
	70, 5, 0x73, 0, 0, 0, 0,
	59, 4, 115, 116, 130, 5,
	221, 22, 0x00, 0x50, 0xf2, 0x01, 0x01, 0x00, 0x00, 0x50, 0xf2, 0x02,
	0x01, 0x00, 0x00, 0x50, 0xf2, 0x02, 0x01, 0x00, 0x00, 0x50, 0xf2, 0x02,
	221, 52, 0x00, 0x50, 0xf2, 0x04,
	0x10, 0x4a, 0x00, 0x01, 0x10,
	0x10, 0x44, 0x00, 0x01, 0x02,
	0x10, 0x47, 0x00, 0x10, 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
	0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
	0x10, 0x54, 0x00, 0x08, 0x00, 0x06, 0x00, 0x50, 0xf2, 0x04, 0x00, 0x01,
	0x10, 0x08, 0x00, 0x02, 0x00, 0x88,
};

#define VHT_MCS(dir) \
	"\t\tVHT " dir " MCS set:\n" \
	"\t\t\t1 streams: MCS 0-9\n" \
	"\t\t\t2 streams: MCS 0-9\n" \
	"\t\t\t3 streams: not supported\n" \
	"\t\t\t4 streams: not supported\n" \
	"\t\t\t5 streams: not supported\n" \
	"\t\t\t6 streams: not supported\n" \
	"\t\t\t7 streams: not supported\n" \
	"\t\t\t8 streams: not supported\n" \
	"\t\tVHT " dir " highest supported: 0 Mbps\n"

static void test_dump_secure_ht_vht(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	add_bss(&k, secure_ies, sizeof(secure_ies));
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	expect(&o, 0,
	       HDR(0) BODY
	       "\tCountry: US\tEnvironment: Indoor/Outdoor\n"
	       "\t\tChannels [36 - 48] @ 23 dBm\n"
	       "\tPower constraint: 3 dB\n"
	       "\tBSS Load:\n"
	       "\t\t * station count: 2\n"
	       "\t\t * channel utilisation: 16/255\n"
	       "\t\t * available admission capacity: 0 [*32us]\n"
	       "\tRSN:\t * Version: 1\n"
	       "\t\t * Group cipher: CCMP\n"
	       "\t\t * Pairwise ciphers: CCMP\n"
	       "\t\t * Authentication suites: PSK\n"
	       "\t\t * Capabilities: 16-PTKSA-RC 1-GTKSA-RC (0x000c)\n"
	       "\tHT capabilities:\n"
	       "\t\tCapabilities: 0x12c\n"
	       "\t\t\tHT20\n"
	       "\t\t\tSM Power Save disabled\n"
	       "\t\t\tRX HT20 SGI\n"
	       "\t\t\tRX STBC 1-stream\n"
	       "\t\t\tMax AMSDU length: 3839 bytes\n"
	       "\t\t\tNo DSSS/CCK HT40\n"
	       "\t\tMaximum RX AMPDU length 65535 bytes (exponent: 0x003)\n"
	       "\t\tMinimum RX AMPDU time spacing: No restriction (0x00)\n"
	       "\t\tHT TX/RX MCS rate indexes supported: 0-15\n"
	       "\tHT operation:\n"
	       "\t\t * primary channel: 36\n"
	       "\t\t * secondary channel offset: no secondary\n"
	       "\t\t * STA channel width: 20 MHz\n"
	       "\t\t * RIFS: 0\n"
	       "\t\t * HT protection: no\n"
	       "\t\t * non-GF present: 0\n"
	       "\t\t * OBSS non-GF present: 0\n"
	       "\t\t * dual beacon: 0\n"
	       "\t\t * dual CTS protection: 0\n"
	       "\t\t * STBC beacon: 0\n"
	       "\t\t * L-SIG TXOP Prot: 0\n"
	       "\t\t * PCO active: 0\n"
	       "\t\t * PCO phase: 0\n"
	       "\tExtended capabilities:\n"
	       "\t\t * Operating Mode Notification\n"
	       "\t\t * Max Number Of MSDUs In A-MSDU is unlimited\n"
	       "\tVHT capabilities:\n"
	       "\t\tVHT Capabilities (0x03800032):\n"
	       "\t\t\tMax MPDU length: 11454\n"
	       "\t\t\tSupported Channel Width: neither 160 nor 80+80\n"
	       "\t\t\tRX LDPC\n"
	       "\t\t\tshort GI (80 MHz)\n"
	       VHT_MCS("RX") VHT_MCS("TX")
	       "\t\tVHT extended NSS: not supported\n"
	       "\tVHT operation:\n"
	       "\t\t * channel width: 1 (80 MHz)\n"
	       "\t\t * center freq segment 1: 66\n"
	       "\t\t * center freq segment 2: 0\n"
	       "\t\t * VHT basic MCS set: 0xfffc\n"
	       "\tRM enabled capabilities:\n"
	       "\t\tCapabilities: 0x73 0x00 0x00 0x00 0x00\n"
	       "\t\t\tLink Measurement\n"
	       "\t\t\tNeighbor Report\n"
	       "\t\t\tBeacon Passive Measurement\n"
	       "\t\t\tBeacon Active Measurement\n"
	       "\t\t\tBeacon Table Measurement\n"
	       "\t\tNonoperating Channel Max Measurement Duration: 0\n"
	       "\t\tMeasurement Pilot Capability: 0\n"
	       "\tSupported operating classes:\n"
	       "\t\t * current operating class: 115\n"
	       "\t\t * operating class: 116\n"
	       "\t\t * current operating class extension: 5\n"
	       "\tWPA:\t * Version: 1\n"
	       "\t\t * Group cipher: TKIP\n"
	       "\t\t * Pairwise ciphers: TKIP\n"
	       "\t\t * Authentication suites: PSK\n"
	       "\tWPS:\t * Version: 1.0\n"
	       "\t\t * Wi-Fi Protected Setup State: 2 (Configured)\n"
	       "\t\t * UUID: 00112233-4455-6677-8899-aabbccddeeff\n"
	       "\t\t * Primary Device Type: 6-0050f204-1\n"
	       "\t\t * Config methods: Display, PBC\n",
	       "");
}

/* ---- malformed elements: iw's complaints, no reads past the end ---- */

static const uint8_t bad_ies[] = {
	3, 2, 0x01, 0x02,
	5, 1, 0x00,
	61, 0,
	114, 0,
	48, 8, 0x01, 0x00, 0x00, 0x0f, 0xac, 0x04, 0x05, 0x00,
	48, 2, 0x01, 0x00,
	221, 2, 0x00, 0x50,
	255, 0,
	221, 8, 0x00, 0x50, 0xf2, 0x02, 0x01, 0x02, 0x00, 0x00,
	7, 3, 'D', 'E', 'I',
	1, 10, 0x82,		/* runs past the end: the walk stops */
};

static void test_dump_malformed(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	add_bss(&k, bad_ies, sizeof(bad_ies));
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	expect(&o, 0,
	       HDR(0) BODY
	       "\tDS Parameter set: <invalid: 2 bytes: 01 02>\n"
	       "\tTIM: <invalid: 1 byte: 00>\n"
	       "\tHT operation: <invalid: no data>\n"
	       "\tMESH ID: \n"
	       "\tRSN:\t * Version: 1\n"
	       "\t\t * Group cipher: CCMP\n"
	       "\t\t * bogus tail data (2): 05 00\n"
	       "\tRSN:\t * Version: 1\n"
	       "\t\t * Group cipher: CCMP\n"
	       "\t * Pairwise ciphers: CCMP\n"
	       "\tVendor specific: <too short> data: 00 50\n"
	       "\tExtension IE: <empty>\n"
	       "\tWMM:invalid:  02 00 00\n"
	       "\tCountry: DE\tEnvironment: Indoor only\n"
	       "\t\tNo country IE triplets present\n",
	       "");
}

/* ---- text from the air: the AP's bytes, as iw prints them ----
 *
 * iw 5.19 prints the WPS device name, manufacturer, model, model number
 * and serial number, and the country code, with printf's "%.*s": the
 * bytes as the AP sent them, control characters and bytes that are not
 * UTF-8 included, up to a NUL. iwcompat keeps those bytes on purpose
 * (iwcompat(8), NATIVE MODE: scripts compare them with iw's); -j
 * escapes the country. (issue #32, finding 10) */
static const uint8_t hostile_text_ies[] = {
	7, 3, 0x1b, 0x07, 'I',			/* ESC BEL: no triplets */
	7, 3, 0x00, 'U', ' ',			/* a NUL: nothing after it */
	221, 69, 0x00, 0x50, 0xf2, 0x04,
	0x10, 0x11, 0x00, 0x09,			/* device name */
	0x1b, '[', '2', 'J', '\r', 'X', 0xff, 0xc3, 0xa9,
	0x10, 0x21, 0x00, 0x05, 'A', 'B', 0x00, 'C', 'D', /* manufacturer */
	0x10, 0x23, 0x00, 0x03, '\n', '\t', 0x07,	/* model */
	0x10, 0x24, 0x00, 0x04, 0x7f, 0x9b, '1', 'm', /* model number */
	0x10, 0x42, 0x00, 0x08,			/* serial number */
	0x1b, ']', '0', ';', 'p', 'w', 'n', 0x07,
	0x10, 0x4a, 0x00, 0x01, 0x10,		/* version 1.0 */
	0x10, 0x11, 0x00, 0x00,			/* an empty name */
	0x10, 0x21, 0x00, 0x03, 0xed, 0xa0, 0x80, /* a surrogate's bytes */
};

static void test_dump_raw_text(void **state)
{
	static const char want[] =
		HDR(0) BODY
		"\tCountry: \x1b\x07\tEnvironment: Indoor only\n"
		"\t\tNo country IE triplets present\n"
		"\tCountry: \tEnvironment: Indoor/Outdoor\n"
		"\t\tNo country IE triplets present\n"
		"\tWPS:\t * Device name: \x1b[2J\rX\xff\xc3\xa9\n"
		"\t\t * Manufacturer: AB\n"
		"\t\t * Model: \n\t\x07\n"
		"\t\t * Model Number: \x7f\x9b" "1m\n"
		"\t\t * Serial Number: \x1b]0;pwn\x07\n"
		"\t\t * Version: 1.0\n"
		"\t\t * Device name: \n"
		"\t\t * Manufacturer: \xed\xa0\x80\n";
	struct fk k;
	struct out o;

	(void)state;
	assert_int_equal(sizeof(hostile_text_ies), 2 * 5 + 2 + 69);
	fk_init(&k);
	add_bss(&k, hostile_text_ies, sizeof(hostile_text_ies));
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	/* byte for byte, the length too: nothing escaped, nothing added */
	assert_int_equal(o.out_len, sizeof(want) - 1);
	assert_memory_equal(o.out, want, sizeof(want) - 1);
	expect(&o, 0, want, "");
	/* JSON escapes what it shows of them: the first country */
	RUN(&k, &o, "-j", "dev", "wlan0", "scan", "dump");
	assert_int_equal(o.status, 0);
	assert_non_null(strstr(o.out, "\"country\":\"\\u001b\\u0007\""));
	for (size_t i = 0; i < o.out_len; i++)
		assert_true((uint8_t)o.out[i] >= 0x20 || o.out[i] == '\n');
	out_free(&o);
}

/* every prefix of every element list: no crash, no read past the end
 * (the fake copies exactly @len bytes: ASan/valgrind would see it) */
static void test_dump_truncated(void **state)
{
	const uint8_t *lists[] = { hostapd_g, secure_ies, bad_ies };
	const size_t lens[] = { sizeof(hostapd_g), sizeof(secure_ies),
				sizeof(bad_ies) };

	(void)state;
	for (size_t l = 0; l < 3; l++) {
		for (size_t n = 0; n <= lens[l]; n++) {
			struct fk k;
			struct out o;

			fk_init(&k);
			add_bss(&k, lists[l], n);
			RUN(&k, &o, "dev", "wlan0", "scan", "dump", "-u");
			assert_int_equal(o.status, 0);
			free(o.out);
			free(o.err);
			RUN(&k, &o, "-j", "dev", "wlan0", "scan", "dump");
			assert_int_equal(o.status, 0);
			free(o.out);
			free(o.err);
		}
	}
}

static const uint8_t unknown_ies[] = {
	200, 2, 0xaa, 0xbb,
	221, 5, 0x00, 0x11, 0x22, 0x33, 0x44,
	221, 5, 0x00, 0x50, 0xf2, 0x09, 0xaa,
	221, 5, 0x50, 0x6f, 0x9a, 0x05, 0xbb,
	255, 3, 0x6c, 0x01, 0x02,
	221, 5, 0x50, 0x6f, 0x9a, 0x10, 0x01,
};

static void test_dump_unknown(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	add_bss(&k, unknown_ies, sizeof(unknown_ies));
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	expect(&o, 0,
	       HDR(0) BODY
	       "\tHotSpot 2.0 Indication:\n"
	       "\t\tDGAF: 1\n",
	       "");
	RUN(&k, &o, "dev", "wlan0", "scan", "dump", "-u");
	expect(&o, 0,
	       HDR(0) BODY
	       "\tUnknown IE (200): aa bb\n"
	       "\tVendor specific: OUI 00:11:22, data: 33 44\n"
	       "\tMS/WiFi 0x09, data: aa\n"
	       "\tWFA 0x05, data: bb\n"
	       "\tUnknown Extension ID (108): 01 02\n"
	       "\tHotSpot 2.0 Indication:\n"
	       "\t\tDGAF: 1\n",
	       "");
}

/* HE Capabilities (extension 35): iw's print_he_capability(), the
 * printer "phy PHY info" uses too, with the PHY capabilities read as
 * iw's u16 array from the byte before them */
static const uint8_t he_ies[] = {
	255, 27, 35,
	0x01, 0, 0, 0, 0, 0,				/* MAC: +HTC */
	0x02, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0,		/* HE40/2.4, PPE */
	0xfa, 0xff, 0xfa, 0xff,				/* <= 80 MHz sets */
	0x01, 0x00, 0x1c, 0x00, 0x00,			/* PPE thresholds */
};

static void test_dump_he(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	add_bss(&k, he_ies, sizeof(he_ies));
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	expect(&o, 0,
	       HDR(0) BODY
	       "\tHE capabilities:\n"
	       "\t\tHE MAC Capabilities (0x000100000000):\n"
	       "\t\t\t+HTC HE Supported\n"
	       "\t\tHE PHY Capabilities: (0x0200000000008000000000):\n"
	       "\t\t\tHE40/2.4GHz\n"
	       "\t\t\tPPE Threshold Present\n"
	       "\t\tHE RX MCS and NSS set <= 80 MHz\n"
	       "			1 streams: MCS 0-11\n"
	       "			2 streams: MCS 0-11\n"
	       "			3 streams: not supported\n"
	       "			4 streams: not supported\n"
	       "			5 streams: not supported\n"
	       "			6 streams: not supported\n"
	       "			7 streams: not supported\n"
	       "			8 streams: not supported\n"
	       "\t\tHE TX MCS and NSS set <= 80 MHz\n"
	       "			1 streams: MCS 0-11\n"
	       "			2 streams: MCS 0-11\n"
	       "			3 streams: not supported\n"
	       "			4 streams: not supported\n"
	       "			5 streams: not supported\n"
	       "			6 streams: not supported\n"
	       "			7 streams: not supported\n"
	       "			8 streams: not supported\n"
	       "\t\tPPE Threshold 0x01 0x1c \n",
	       "");
}

/* ---- the trigger's arguments ---- */

#define TRIGGER_USAGE \
	"Usage:\tiw [options] dev <devname> scan trigger [freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory,coloc] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]\n" \
	"\n" \
	"Trigger a scan on the given frequencies with probing for the given\n" \
	"SSIDs (or wildcard if not given) unless passive scanning is requested.\n" \
	"Duration(in TUs), if specified, will be used to set dwell times.\n" \
	"\n" \
	"\n" \
	"Options:\n" \
	"\t--debug\t\tenable netlink debugging\n"

#define SCAN_USAGE \
	"Usage:\tiw [options] dev <devname> scan [-u] [freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]\n" \
	"\n" \
	"Scan on the given frequencies and probe for the given SSIDs\n" \
	"(or wildcard if not given) unless passive scanning is requested.\n" \
	"If -u is specified print unknown data in the scan results.\n" \
	"Specified (vendor) IEs must be well-formed.\n" \
	"\n" \
	"Options:\n" \
	"\t--debug\t\tenable netlink debugging\n"

static void test_trigger_args(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "freq", "2412", "2437",
	    "ssid", "a", "passive");
	expect(&o, 0, "", "");
	assert_int_equal(k.triggers, 1);
	assert_false(k.waited);
	assert_true(k.req.have_freqs);
	assert_int_equal(k.req.n_freqs, 2);
	assert_int_equal(k.freqs[0], 2412);
	assert_int_equal(k.freqs[1], 2437);
	assert_true(k.req.have_ssids);
	assert_int_equal(k.req.n_ssids, 2);	/* "passive" is an SSID here */
	assert_string_equal(k.ssids[0], "a");
	assert_string_equal(k.ssids[1], "passive");
	assert_false(k.req.passive);
	assert_int_equal(k.req.flags, 0);

	RUN(&k, &o, "dev", "wlan0", "scan", "trigger");
	expect(&o, 0, "", "");
	assert_false(k.req.have_freqs);
	assert_false(k.req.have_ssids);
	assert_int_equal(k.req.flags, 1u << 14);	/* COLOCATED_6GHZ */

	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "flush", "lowpri",
	    "ap-force", "duration", "30", "duration-mandatory", "ies",
	    "dd:03:00:11:2", "meshid", "m", "randomise=02:00:00:00:00:00/03:00:00:00:00:00",
	    "passive");
	expect(&o, 0, "", "");
	assert_true(k.req.passive);
	assert_int_equal(k.req.flags, 1 | 2 | 4 | 8 | (1u << 14));
	assert_int_equal(k.req.duration, 30);
	assert_true(k.req.duration_mandatory);
	assert_int_equal(k.req.ies_len, 8);
	assert_memory_equal(k.req_ies, "\xdd\x03\x00\x11\x02\x72\x01m", 8);
	assert_true(k.req.has_rand);
	assert_int_equal(k.req.rand_addr[0], 2);
	assert_int_equal(k.req.rand_mask[0], 3);

	/* a number where a keyword could be: parsed again as a keyword */
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "freq", "2412", "flush");
	expect(&o, 0, "", "");
	assert_int_equal(k.req.n_freqs, 1);
	assert_int_equal(k.req.flags, 2);
	/* "freq" alone: an empty list, the kernel's to refuse */
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "freq");
	expect(&o, 0, "", "");
	assert_true(k.req.have_freqs);
	assert_int_equal(k.req.n_freqs, 0);
	assert_int_equal(k.triggers, 5);

	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "freq", "abc");
	expect(&o, 1, TRIGGER_USAGE, "");
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "passive", "flush");
	expect(&o, 1, TRIGGER_USAGE, "");
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "randomise=02:00");
	expect(&o, 1, TRIGGER_USAGE, "");
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "randomisex");
	expect(&o, 1, TRIGGER_USAGE, "");
	RUN(&k, &o, "dev", "wlan0", "scan", "freq", "2412", "-u");
	expect(&o, 1, SCAN_USAGE, "");
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "duration-mandatory");
	expect(&o, 234, "", "command failed: Invalid argument (-22)\n");
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger", "ies", "zz");
	expect(&o, 151, "", "command failed: No buffer space available (-105)\n");
	assert_int_equal(k.triggers, 5);
	assert_int_equal(k.dumps, 0);
}

static void test_scan_combined(void **state)
{
	static const uint8_t ssid[] = { 0, 1, 'x' };
	struct fk k;
	struct out o;

	(void)state;
	fk_init(&k);
	add_bss(&k, ssid, sizeof(ssid));
	RUN(&k, &o, "dev", "wlan0", "scan", "-u", "freq", "2412");
	expect(&o, 0, HDR(0) BODY "\tSSID: x\n", "");
	assert_true(k.waited);
	assert_int_equal(k.req.n_freqs, 1);
	assert_int_equal(k.dumps, 1);

	k.trigger_ret = 1;		/* SCAN_ABORTED */
	RUN(&k, &o, "dev", "wlan0", "scan");
	expect(&o, 0, "scan aborted!\n", "");
	assert_int_equal(k.dumps, 1);

	k.trigger_ret = -ENETDOWN;
	RUN(&k, &o, "dev", "wlan0", "scan");
	expect(&o, 156, "", "command failed: Network is down (-100)\n");
	k.trigger_ret = -EBUSY;
	RUN(&k, &o, "dev", "wlan0", "scan", "trigger");
	expect(&o, 240, "", "command failed: Device or resource busy (-16)\n");
	k.trigger_ret = -ENOENT;
	RUN(&k, &o, "dev", "wlan0", "scan", "abort");
	expect(&o, 254, "", "command failed: No such file or directory (-2)\n");
	assert_int_equal(k.aborts, 1);
	assert_int_equal(k.dumps, 1);

	RUN(&k, &o, "dev", "wlan0", "scan", "dump", "-u", "-u");
	expect(&o, 1,
	       "Usage:\tiw [options] dev <devname> scan dump [-u]\n"
	       "\n"
	       "Dump the current scan results. If -u is specified, print unknown\n"
	       "data in scan results.\n"
	       "\n"
	       "Options:\n"
	       "\t--debug\t\tenable netlink debugging\n", "");
	/* one other word is ignored, as by iw */
	RUN(&k, &o, "dev", "wlan0", "scan", "dump", "bogus");
	expect(&o, 0, HDR(0) BODY "\tSSID: x\n", "");
	/* a refused dump: empty, as iw reads it; JSON says why */
	k.dump_err = -EOPNOTSUPP;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	expect(&o, 0, "", "");
	RUN(&k, &o, "-j", "dev", "wlan0", "scan", "dump");
	expect(&o, 161, "{\"version\":1,\"error\":{\"message\":"
	       "\"Operation not supported\",\"errno\":95}}\n", "");
	RUN(&k, &o, "dev", "wlan9", "scan");
	expect(&o, 237, "", "command failed: No such device (-19)\n");
}

static void test_dump_json(void **state)
{
	struct fk k;
	struct out o;
	struct iwc_bss *b;

	(void)state;
	fk_init(&k);
	b = add_bss(&k, secure_ies, sizeof(secure_ies));
	b->status = 1;
	b->freq_mhz = 5180;
	b = add_bss(&k, hostapd_g, sizeof(hostapd_g));
	b->has_tsf = true;
	b->tsf = 5;
	b->capability = 0x0401;
	b->presp = true;
	RUN(&k, &o, "-j", "dev", "wlan0", "scan", "dump");
	assert_int_equal(o.status, 0);
	assert_string_equal(o.err, "");
	/* the first BSS: associated, WPA2 and WPA, HT, VHT */
	assert_non_null(strstr(o.out, "\"bssid\":\"02:00:00:00:00:00\""));
	assert_non_null(strstr(o.out, "\"status\":\"associated\""));
	assert_non_null(strstr(o.out, "\"freq_mhz\":5180,\"channel\":36"));
	assert_non_null(strstr(o.out, "\"signal_dbm\":-30,"));
	assert_non_null(strstr(o.out, "\"beacon_interval_tu\":100"));
	assert_non_null(strstr(o.out, "\"capability\":[\"ESS\",\"Privacy\",\"ShortSlotTime\"]"));
	assert_non_null(strstr(o.out, "\"last_seen_ms\":120"));
	assert_non_null(strstr(o.out, "\"rsn\":{\"protocol_version\":1,\"group_cipher\":\"CCMP\",\"pairwise_ciphers\":[\"CCMP\"],\"akm_suites\":[\"PSK\"],\"capabilities\":12,"));
	assert_non_null(strstr(o.out, "\"wpa\":{\"protocol_version\":1,\"group_cipher\":\"TKIP\",\"pairwise_ciphers\":[\"TKIP\"],\"akm_suites\":[\"PSK\"]}"));
	assert_non_null(strstr(o.out, "\"country\":\"US\",\"ht\":true,\"vht\":true,\"he\":false,\"wmm\":false,\"wps\":true"));
	/* the second: open, from a probe response */
	assert_non_null(strstr(o.out, "\"status\":null"));
	assert_non_null(strstr(o.out, "\"ssid\":\"iwcompat-open\""));
	assert_non_null(strstr(o.out, "\"tsf_us\":5"));
	assert_non_null(strstr(o.out, "\"probe_response\":true"));
	assert_non_null(strstr(o.out, "\"security\":{\"privacy\":false}"));
	assert_non_null(strstr(o.out, "\"wmm\":true"));
	assert_true(!strncmp(o.out, "{\"version\":1,\"bss\":[{", 21));
	free(o.out);
	free(o.err);
	/* an empty list */
	k.n_bss = 0;
	RUN(&k, &o, "--json", "dev", "wlan0", "scan", "dump");
	expect(&o, 0, "{\"version\":1,\"bss\":[]}\n", "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dump_hostapd),
		cmocka_unit_test(test_dump_header_variants),
		cmocka_unit_test(test_dump_secure_ht_vht),
		cmocka_unit_test(test_dump_malformed),
		cmocka_unit_test(test_dump_raw_text),
		cmocka_unit_test(test_dump_truncated),
		cmocka_unit_test(test_dump_unknown),
		cmocka_unit_test(test_dump_he),
		cmocka_unit_test(test_trigger_args),
		cmocka_unit_test(test_scan_combined),
		cmocka_unit_test(test_dump_json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
