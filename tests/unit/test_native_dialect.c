/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_dialect.c - the native mode's two iw dialects
 * (native_dialect.c, docs/reference/native.md "Which iw"): the same
 * facts printed as iw 5.19 and as iw 6.9 print them, whichever this
 * build follows (the harness's nh_iw_dialect, the runs' context's
 * iw_dialect, is set per test and restored).
 *
 * Where the text comes from: the link, scan and phy frequency lines and
 * the EHT rows are the ones the real iw 6.9 printed on Debian 13's
 * hwsim radios (tests/vm native@trixie, kernel 6.12: cases "iw dev IF
 * link", "iw dev IF scan dump", "iw phy phyN info") and iw 5.19 on
 * Debian 12's; the S1G band's lines are hwsim's there too. The PMSR
 * section, commands 148..155, extended features 61..68, empty elements,
 * capability bits 77..79 and the chandef parsing follow iw 6.9's
 * source (info.c, scan.c, util.c, nl80211.h), hwsim showing none of
 * them.
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
#include <linux/nl80211.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211_wiphy.h"
#include "native_dialect.h"
#include "native_harness.h"
#include "native_ies.h"
#include "native_scan.h"

/* each test body sets its dialect; the harness's is restored after */
static int saved_dialect;

static int setup(void **s)
{
	(void)s;
	saved_dialect = nh_iw_dialect;
	return 0;
}

static int teardown(void **s)
{
	(void)s;
	nh_iw_dialect = saved_dialect;
	return 0;
}

/* ---- phy info: one message of a split dump ---- */

struct fk {
	struct mb msg;
	/* link */
	struct iwc_bss bss;
	uint8_t ies[16];
	struct iwc_nat_sta sta;
};

static int fk_phy_index(void *be, const char *name, uint32_t *ret)
{
	(void)be;
	if (strcmp(name, "phy0"))
		return -ENOENT;
	*ret = 0;
	return 0;
}

/* the message as the nl80211 backend hands it on: decoded */
static int fk_wiphy_dump(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb, void *arg)
{
	struct fk *k = be;
	struct iwc_nl80211_wiphy w;
	int r;

	(void)wiphy;
	r = iwc_nl80211_wiphy_decode(k->msg.b, k->msg.len, &w);
	if (!r)
		r = cb(&w, arg);
	iwc_nl80211_wiphy_free(&w);
	return r;
}

static int fk_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	(void)be;
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = 5;
	return 0;
}

static int fk_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_sta *ret)
{
	(void)ifindex;
	(void)mac;
	*ret = ((struct fk *)be)->sta;
	return 0;
}

static int fk_scan_dump(void *be, const struct iwc_iface *iface,
			struct iwc_scan_result *ret)
{
	struct fk *k = be;

	(void)iface;
	ret->n = ret->cap = 1;
	ret->bss = calloc(1, sizeof(*ret->bss));
	assert_non_null(ret->bss);
	ret->bss[0] = k->bss;
	ret->bss[0].ies = malloc(k->bss.ies_len);
	assert_non_null(ret->bss[0].ies);
	memcpy(ret->bss[0].ies, k->ies, k->bss.ies_len);
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-native-dialect",
	.open = nh_open_ok,
	.ifindex = fk_ifindex,
	.phy_index = fk_phy_index,
	.wiphy_dump = fk_wiphy_dump,
	.station_get = fk_station_get,
	.scan_dump = fk_scan_dump,
};

#define RUN(k, o, ...) \
	nh_run(&fk_be, k, o, "iw", __VA_ARGS__, (char *)NULL)

static void freq(struct mb *m, int idx, uint32_t mhz, uint32_t offset,
		 bool disabled)
{
	nest(m, (uint16_t)idx);
	put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, mhz);
	put_u32(m, NL80211_FREQUENCY_ATTR_OFFSET, offset);
	put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 3000);
	if (disabled)
		put(m, NL80211_FREQUENCY_ATTR_DISABLED, NULL, 0);
	end(m);
}

/* hwsim's 2.4 GHz and S1G bands as Debian 13's kernel sends them: every
 * frequency with its kHz offset */
static void bands(struct fk *k)
{
	struct mb *m = &k->msg;

	memset(k, 0, sizeof(*k));
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy0");
	nest(m, NL80211_ATTR_WIPHY_BANDS);
	nest(m, NL80211_BAND_2GHZ);
	nest(m, NL80211_BAND_ATTR_FREQS);
	freq(m, 0, 2412, 0, false);
	freq(m, 1, 2484, 0, true);
	end(m);
	end(m);
	nest(m, NL80211_BAND_S1GHZ);
	nest(m, NL80211_BAND_ATTR_FREQS);
	freq(m, 0, 902, 500, false);
	freq(m, 1, 904, 0, true);
	end(m);
	end(m);
	end(m);
}

static void test_phy_freqs(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	bands(&k);
	nh_iw_dialect = IWC_IW_6_9;
	RUN(&k, &o, "phy", "phy0", "info");
	expect(&o, 0, "Wiphy phy0\n\twiphy index: 0\n"
	       "\tBand 1:\n\t\tFrequencies:\n"
	       "\t\t\t* 2412.0 MHz [1] (30.0 dBm)\n"
	       "\t\t\t* 2484.0 MHz [14] (disabled)\n"
	       "\tBand 5:\n\t\tFrequencies:\n"
	       "\t\t\t* 902.500 MHz (30.0 dBm)\n"
	       "\t\t\t* 904.0 MHz (disabled)\n", "");

	nh_iw_dialect = IWC_IW_5_19;
	RUN(&k, &o, "phy", "phy0", "info");
	expect(&o, 0, "Wiphy phy0\n\twiphy index: 0\n"
	       "\tBand 1:\n\t\tFrequencies:\n"
	       "\t\t\t* 2412 MHz [1] (30.0 dBm)\n"
	       "\t\t\t* 2484 MHz [14] (disabled)\n"
	       "\tBand 5:\n\t\tFrequencies:\n"
	       "\t\t\t* 902 MHz [-301] (30.0 dBm)\n"
	       "\t\t\t* 904 MHz [-300] (disabled)\n", "");
}

/* what only 6.9 names: commands 148..155, extended features 61..68, the
 * PMSR capabilities, an AP station limit beyond 16 bits */
static void newer(struct fk *k)
{
	/* bits 0 (VHT_IBSS), 61 (POWERED_ADDR_CHANGE), 68 (SPP_AMSDU) */
	static const uint8_t ext[9] = { 0x01, 0, 0, 0, 0, 0, 0, 0x20, 0x10 };
	struct mb *m = &k->msg;

	memset(k, 0, sizeof(*k));
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy0");
	nest(m, NL80211_ATTR_SUPPORTED_COMMANDS);
	put_u32(m, 1, NL80211_CMD_CONNECT);
	put_u32(m, 2, 148);
	put_u32(m, 3, 155);
	put_u32(m, 4, 156);
	end(m);
	put(m, NL80211_ATTR_EXT_FEATURES, ext, sizeof(ext));
	nest(m, NL80211_ATTR_PEER_MEASUREMENTS);
	put_u32(m, NL80211_PMSR_ATTR_MAX_PEERS, 4);
	put(m, NL80211_PMSR_ATTR_RANDOMIZE_MAC_ADDR, NULL, 0);
	nest(m, NL80211_PMSR_ATTR_TYPE_CAPA);
	nest(m, NL80211_PMSR_TYPE_FTM);
	put(m, NL80211_PMSR_FTM_CAPA_ATTR_ASAP, NULL, 0);
	put(m, NL80211_PMSR_FTM_CAPA_ATTR_REQ_LCI, NULL, 0);
	put_u32(m, NL80211_PMSR_FTM_CAPA_ATTR_PREAMBLES,
		(1u << NL80211_PREAMBLE_LEGACY) | (1u << NL80211_PREAMBLE_VHT));
	put_u32(m, NL80211_PMSR_FTM_CAPA_ATTR_BANDWIDTHS,
		(1u << NL80211_CHAN_WIDTH_20_NOHT) |
		(1u << NL80211_CHAN_WIDTH_80) | (1u << NL80211_CHAN_WIDTH_320));
	put_u8(m, NL80211_PMSR_FTM_CAPA_ATTR_MAX_BURSTS_EXPONENT, 15);
	put_u8(m, NL80211_PMSR_FTM_CAPA_ATTR_MAX_FTMS_PER_BURST, 31);
	put(m, NL80211_PMSR_FTM_CAPA_ATTR_TRIGGER_BASED, NULL, 0);
	end(m);
	end(m);
	end(m);
	put_u32(m, NL80211_ATTR_MAX_AP_ASSOC_STA, 65537);
}

static void test_phy_newer(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	newer(&k);
	nh_iw_dialect = IWC_IW_6_9;
	RUN(&k, &o, "phy", "phy0", "info");
	expect(&o, 0, "Wiphy phy0\n\twiphy index: 0\n"
	       "\tSupported commands:\n"
	       "\t\t * connect\n\t\t * add_link\n"
	       "\t\t * set_tid_to_link_mapping\n"
	       "\t\t * Unknown command (156)\n"
	       "\tSupported extended features:\n"
	       "\t\t* [ VHT_IBSS ]: VHT-IBSS\n"
	       "\t\t* [ POWERED_ADDR_CHANGE ]: can change MAC address while up\n"
	       "\t\t* [ SPP_AMSDU_SUPPORT ]: SPP A-MSDU support\n"
	       "\tPeer measurement (PMSR)\n"
	       "\t\tMax peers: 4\n"
	       "\t\tRANDOMIZE_MAC_ADDR\n"
	       "\t\tFTM (Fine time measurement or Flight time measurement)\n"
	       "\t\t\tPreambles: LEGACY VHT\n"
	       "\t\t\tBandwidth: 20_NOHT 80 320\n"
	       "\t\t\tMAX_BURSTS_EXPONENT: 15\n"
	       "\t\t\tMAX_FTMS_PER_BURST: 31\n"
	       "\t\t\tASAP\n\t\t\tREQ_LCI\n\t\t\tTRIGGER_BASED\n"
	       "\tMaximum associated stations in AP mode: 65537\n", "");
	/* the JSON names what the text names */
	RUN(&k, &o, "-j", "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_non_null(strstr(o.out, "\"add_link\""));
	assert_non_null(strstr(o.out, "\"SPP_AMSDU_SUPPORT\""));
	assert_non_null(strstr(o.out, "\"max_ap_assoc_stations\":65537"));
	out_free(&o);

	nh_iw_dialect = IWC_IW_5_19;
	RUN(&k, &o, "phy", "phy0", "info");
	expect(&o, 0, "Wiphy phy0\n\twiphy index: 0\n"
	       "\tSupported commands:\n"
	       "\t\t * connect\n\t\t * Unknown command (148)\n"
	       "\t\t * Unknown command (155)\n"
	       "\t\t * Unknown command (156)\n"
	       "\tSupported extended features:\n"
	       "\t\t* [ VHT_IBSS ]: VHT-IBSS\n"
	       "\tMaximum associated stations in AP mode: 1\n", "");
	RUN(&k, &o, "-j", "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_null(strstr(o.out, "\"SPP_AMSDU_SUPPORT\""));
	assert_non_null(strstr(o.out, "\"Unknown command (148)\""));
	assert_non_null(strstr(o.out, "\"max_ap_assoc_stations\":1"));
	out_free(&o);
}

/* hwsim's 5 GHz EHT station entry (40/80 and 160 MHz HE, the MCS set
 * 88 88 88 88 88 88 00...) and its mesh entry, HE without EHT */
static void eht(struct fk *k)
{
	static const uint8_t mcs[13] = { 0x88, 0x88, 0x88, 0x88, 0x88, 0x88 };
	static const uint8_t hephy[11] = { 0x0c };
	static const uint8_t zero[8] = { 0 };
	struct mb *m = &k->msg;

	memset(k, 0, sizeof(*k));
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy0");
	nest(m, NL80211_ATTR_WIPHY_BANDS);
	nest(m, NL80211_BAND_5GHZ);
	nest(m, NL80211_BAND_ATTR_IFTYPE_DATA);
	nest(m, 1);
	nest(m, NL80211_BAND_IFTYPE_ATTR_IFTYPES);
	put(m, NL80211_IFTYPE_STATION, NULL, 0);
	end(m);
	put(m, NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY, hephy, sizeof(hephy));
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC, zero, 2);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY, zero, 8);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET, mcs, sizeof(mcs));
	end(m);
	nest(m, 2);
	nest(m, NL80211_BAND_IFTYPE_ATTR_IFTYPES);
	put(m, NL80211_IFTYPE_MESH_POINT, NULL, 0);
	end(m);
	put(m, NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY, hephy, sizeof(hephy));
	end(m);
	end(m);
	end(m);
	end(m);
}

#define EHT_HEAD(types) \
	"\t\tEHT Iftypes: " types "\n" \
	"\t\t\tEHT MAC Capabilities (0x0000):\n" \
	"\t\t\tEHT PHY Capabilities: (0x0000000000000000):\n"

static void test_phy_eht(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	eht(&k);
	nh_iw_dialect = IWC_IW_6_9;
	RUN(&k, &o, "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_non_null(strstr(o.out, EHT_HEAD("managed")
		"\t\t\tEHT MCS/NSS: (0x88888888888800000000000000):\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 8-9: Rx=8, Tx=8\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 10-11: Rx=8, Tx=8\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 12-13: Rx=8, Tx=8\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 8-9: Rx=8, Tx=8\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 10-11: Rx=8, Tx=8\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 12-13: Rx=8, Tx=8\n"));
	assert_null(strstr(o.out, "EHT Iftypes: mesh point"));
	out_free(&o);

	nh_iw_dialect = IWC_IW_5_19;
	RUN(&k, &o, "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_non_null(strstr(o.out, EHT_HEAD("managed")
		"\t\t\tEHT MCS/NSS: (0x88888888888800000000000000):\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 8-9: Rx=8, Tx=8\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 10-11: Rx=8, Tx=8\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 12-13: Rx=0, Tx=0\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 8-9: Rx=0, Tx=0\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 10-11: Rx=0, Tx=0\n"
		"\t\t\tEHT bw=160 MHz, max NSS for MCS 12-13: Rx=0, Tx=0\n"));
	assert_non_null(strstr(o.out, EHT_HEAD("mesh point")
		"\t\t\tEHT MCS/NSS: (0x):\n"
		"\t\t\tEHT bw <= 80 MHz, max NSS for MCS 8-9: Rx=0, Tx=0\n"));
	out_free(&o);
}

/* ---- link ---- */

static void linked(struct fk *k)
{
	memset(k, 0, sizeof(*k));
	k->bss.bssid[0] = 0x02;
	k->bss.bssid[4] = 0x01;
	k->bss.freq_mhz = 2412;
	k->bss.has_freq = true;
	k->bss.has_freq_offset = true;
	k->bss.status = NL80211_BSS_STATUS_ASSOCIATED;
	memcpy(k->ies, "\x00\x04open", 6);
	k->bss.ies_len = 6;
	k->sta.has_signal = true;
	k->sta.signal_dbm = -30;
	k->sta.has_bss_param = true;
	k->sta.short_slot = true;
	k->sta.dtim_period = 2;
	k->sta.beacon_int = 100;
}

static void test_link(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	linked(&k);
	nh_iw_dialect = IWC_IW_6_9;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Connected to 02:00:00:00:01:00 (on wlan0)\n"
	       "\tSSID: open\n\tfreq: 2412.0\n\tsignal: -30 dBm\n"
	       "\tbss flags: short-slot-time\n\tdtim period: 2\n"
	       "\tbeacon int: 100\n", "");
	/* link prints the offset as 0 when the kernel sends none */
	k.bss.has_freq_offset = false;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Connected to 02:00:00:00:01:00 (on wlan0)\n"
	       "\tSSID: open\n\tfreq: 2412.0\n\tsignal: -30 dBm\n"
	       "\tbss flags: short-slot-time\n\tdtim period: 2\n"
	       "\tbeacon int: 100\n", "");
	/* an empty SSID element: 6.9 does not print it */
	k.ies[1] = 0;
	k.bss.ies_len = 2;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Connected to 02:00:00:00:01:00 (on wlan0)\n"
	       "\tfreq: 2412.0\n\tsignal: -30 dBm\n"
	       "\tbss flags: short-slot-time\n\tdtim period: 2\n"
	       "\tbeacon int: 100\n", "");

	nh_iw_dialect = IWC_IW_5_19;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Connected to 02:00:00:00:01:00 (on wlan0)\n"
	       "\tSSID: \n\tfreq: 2412\n\tsignal: -30 dBm\n"
	       "\n\tbss flags:\tshort-slot-time\n\tdtim period:\t2\n"
	       "\tbeacon int:\t100\n", "");
}

/* ---- scan: one BSS, and elements ---- */

static char *print_bss(const struct iwc_bss *b)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	iwc_iw_print_bss(nh_iw_dialect, f, b, "wlan0", false, false);
	fclose(f);
	return buf;
}

static char *print_ies(const uint8_t *ie, size_t n, bool unknown)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	iwc_iw_print_ies(nh_iw_dialect, f, ie, n, unknown);
	fclose(f);
	return buf;
}

static void test_scan(void **s)
{
	struct iwc_bss b;
	char *t;
	/* an empty SSID, Extended capabilities with bits 2, 77 and 79 */
	static const uint8_t ies[] = {
		0, 0,
		127, 10, 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0xa0,
	};

	(void)s;
	memset(&b, 0, sizeof(b));
	b.bssid[0] = 0x02;
	b.freq_mhz = 2412;
	b.has_freq = true;
	b.status = -1;

	nh_iw_dialect = IWC_IW_6_9;
	t = print_bss(&b);
	assert_non_null(strstr(t, "\tfreq: 2412\n"));
	free(t);
	b.has_freq_offset = true;
	t = print_bss(&b);
	assert_non_null(strstr(t, "\tfreq: 2412.0\n"));
	free(t);
	t = print_ies(ies, sizeof(ies), true);
	assert_string_equal(t, "\tUnknown IE (0):\n"
		"\tExtended capabilities:\n"
		"\t\t * Extended Channel Switching\n"
		"\t\t * TWT Requester Support\n"
		"\t\t * OBSS Narrow Bandwith RU in UL OFDMA Tolerance Support\n");
	free(t);
	t = print_ies(ies, sizeof(ies), false);
	assert_string_equal(t, "\tExtended capabilities:\n"
		"\t\t * Extended Channel Switching\n"
		"\t\t * TWT Requester Support\n"
		"\t\t * OBSS Narrow Bandwith RU in UL OFDMA Tolerance Support\n");
	free(t);

	nh_iw_dialect = IWC_IW_5_19;
	t = print_bss(&b);
	assert_non_null(strstr(t, "\tfreq: 2412\n"));
	free(t);
	t = print_ies(ies, sizeof(ies), true);
	assert_string_equal(t, "\tSSID: \n"
		"\tExtended capabilities:\n"
		"\t\t * Extended Channel Switching\n"
		"\t\t * 5\n"
		"\t\t * 7\n");
	free(t);
}

/* ---- the version, usage texts, chandef parsing ---- */

static void test_version_usage(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	memset(&k, 0, sizeof(k));
	nh_iw_dialect = IWC_IW_6_9;
	RUN(&k, &o, "--version");
	expect(&o, 0, "iw version 6.9\n", "");
	RUN(&k, &o, "dev", "wlan0", "set", "freq");
	expect(&o, 1, "Usage:\tiw [options] dev <devname> set freq <freq> "
	       "[NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz|320MHz]\n"
	       "\tdev <devname> set freq <control freq> [5|10|20|40|80|80+80|160] "
	       "[<center1_freq> [<center2_freq>]]\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n", "");
	assert_string_equal(iwc_iw_cmd_text(nh_iw_dialect, "Print information about the current link, if any."),
			    "Print information about the current connection, if any.");

	nh_iw_dialect = IWC_IW_5_19;
	RUN(&k, &o, "--version");
	expect(&o, 0, "iw version 5.19\n", "");
	RUN(&k, &o, "dev", "wlan0", "set", "freq");
	expect(&o, 1, "Usage:\tiw [options] dev <devname> set freq <freq> "
	       "[NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]\n"
	       "\tdev <devname> set freq <control freq> [5|10|20|40|80|80+80|160] "
	       "[<center1_freq> [<center2_freq>]]\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n", "");
	assert_string_equal(iwc_iw_cmd_text(nh_iw_dialect, "Print information about the current link, if any."),
			    "Print information about the current link, if any.");
}

static void test_chandef(void **s)
{
	struct iwc_nat_chandef c;
	char *f320[] = { "6195", "320MHz" };
	char *w320[] = { "6195", "320", "6105" };
	char *s1g[] = { "2412", "1MHz" };
	char *low[] = { "902" };

	(void)s;
	nh_iw_dialect = IWC_IW_6_9;
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 2, f320), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_320);
	assert_int_equal(c.center1_mhz, 6265);	/* the 6115 block + 150 */
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 3, w320), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_320);
	assert_int_equal(c.center1_mhz, 6105);
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 2, s1g), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_1);
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 1, low), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_16);

	nh_iw_dialect = IWC_IW_5_19;
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 2, f320), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_320);
	assert_int_equal(c.center1_mhz, 6195);
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 3, w320), 1);
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 2, s1g), 1);
	assert_int_equal(iwc_nat_parse_freqchan(nh_iw_dialect, &c, false, 1, low), 0);
	assert_int_equal(c.width, NL80211_CHAN_WIDTH_20_NOHT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_phy_freqs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_phy_newer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_phy_eht, setup, teardown),
		cmocka_unit_test_setup_teardown(test_link, setup, teardown),
		cmocka_unit_test_setup_teardown(test_scan, setup, teardown),
		cmocka_unit_test_setup_teardown(test_version_usage, setup, teardown),
		cmocka_unit_test_setup_teardown(test_chandef, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
