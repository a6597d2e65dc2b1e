/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_phy.c - "phy", "list", "phy PHY info" (native_phy.c)
 * against a fake split dump: messages built here attribute by
 * attribute, printed as iw 5.19's print_phy_handler prints them (the
 * expected lines of the HT/VHT/HE/EHT parts are the ones iw printed for
 * mac80211_hwsim on the VM's 6.1 kernel), the phy lookup and its
 * errors, and the JSON.
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

#include "iwcompat/ctx.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211_wiphy.h"
#include "native_harness.h"

/* ---- the fake ---- */

struct fk {
	size_t n;
	struct mb msg[8];
	int64_t asked;		/* the wiphy the dump was asked for */
	int dump_err;
};

static int fk_phy_index(void *be, const char *name, uint32_t *ret)
{
	(void)be;
	if (strncmp(name, "phy", 3) || !name[3] || strspn(name + 3, "0123456789") != strlen(name + 3))
		return -ENOENT;
	*ret = (uint32_t)atoi(name + 3);
	return 0;
}

/* each message as the nl80211 backend hands it on: decoded */
static int fk_wiphy_dump(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb, void *arg)
{
	struct fk *k = be;

	k->asked = wiphy;
	if (k->dump_err)
		return k->dump_err;
	for (size_t i = 0; i < k->n; i++) {
		struct iwc_nl80211_wiphy w;
		int r = iwc_nl80211_wiphy_decode(k->msg[i].b, k->msg[i].len, &w);

		if (!r)
			r = cb(&w, arg);
		iwc_nl80211_wiphy_free(&w);
		if (r)
			return r;
	}
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-native-phy",
	.open = nh_open_ok,
	.ifindex = nh_ifindex_none,
	.phy_index = fk_phy_index,
	.wiphy_dump = fk_wiphy_dump,
};

/* native phy commands use only the iw operations */
#define RUN(k, o, ...) \
	nh_run(&fk_be, k, o, "iw", __VA_ARGS__, (char *)NULL)

/* A split dump of two wiphys: phy0 in four messages (its band 1 over
 * two of them), phy1 in one. */
static void two_phys(struct fk *k)
{
	static const uint32_t ciphers[] = { 0x000fac01, 0x000fac04, 0x00ac0f07 };
	static const uint8_t mcs[16] = { 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0,
					 0, 0, 0x01 };
	static const uint8_t ext[3] = { 0x03, 0x02, 0x00 };
	struct mb *m;

	memset(k, 0, sizeof(*k));
	m = &k->msg[k->n++];
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy0");
	put_u8(m, NL80211_ATTR_MAX_NUM_SCAN_SSIDS, 4);
	put_u16(m, NL80211_ATTR_MAX_SCAN_IE_LEN, 2109);
	put_u32(m, NL80211_ATTR_WIPHY_FRAG_THRESHOLD, 0xffffffff);
	put_u32(m, NL80211_ATTR_WIPHY_RTS_THRESHOLD, 2347);
	put_u8(m, NL80211_ATTR_WIPHY_RETRY_SHORT, 7);
	put_u8(m, NL80211_ATTR_WIPHY_RETRY_LONG, 4);
	put_u8(m, NL80211_ATTR_WIPHY_COVERAGE_CLASS, 1);
	put(m, NL80211_ATTR_CIPHER_SUITES, ciphers, sizeof(ciphers));
	put_u32(m, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX, 0);
	put_u32(m, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX, 3);
	nest(m, NL80211_ATTR_SUPPORTED_IFTYPES);
	put(m, NL80211_IFTYPE_STATION, NULL, 0);
	put(m, NL80211_IFTYPE_AP, NULL, 0);
	put(m, 15, NULL, 0);
	end(m);

	m = &k->msg[k->n++];
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy0");
	nest(m, NL80211_ATTR_WIPHY_BANDS);
	nest(m, NL80211_BAND_2GHZ);
	put_u16(m, NL80211_BAND_ATTR_HT_CAPA, 0x107e);
	put_u8(m, NL80211_BAND_ATTR_HT_AMPDU_FACTOR, 3);
	put_u8(m, NL80211_BAND_ATTR_HT_AMPDU_DENSITY, 6);
	put(m, NL80211_BAND_ATTR_HT_MCS_SET, mcs, 16);
	nest(m, NL80211_BAND_ATTR_RATES);
	nest(m, 0);
	put_u32(m, NL80211_BITRATE_ATTR_RATE, 10);
	end(m);
	nest(m, 1);
	put_u32(m, NL80211_BITRATE_ATTR_RATE, 55);
	put(m, NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE, NULL, 0);
	end(m);
	end(m);
	nest(m, NL80211_BAND_ATTR_FREQS);
	nest(m, 0);
	put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 2412);
	put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2000);
	end(m);
	end(m);
	end(m);
	end(m);

	m = &k->msg[k->n++];
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	nest(m, NL80211_ATTR_WIPHY_BANDS);
	nest(m, NL80211_BAND_2GHZ);
	nest(m, NL80211_BAND_ATTR_FREQS);
	nest(m, 1);
	put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 2467);
	put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2000);
	put(m, NL80211_FREQUENCY_ATTR_NO_IR, NULL, 0);
	put(m, __NL80211_FREQUENCY_ATTR_NO_IBSS, NULL, 0);
	end(m);
	nest(m, 2);
	put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 2484);
	put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2000);
	put(m, NL80211_FREQUENCY_ATTR_DISABLED, NULL, 0);
	end(m);
	end(m);
	end(m);
	nest(m, NL80211_BAND_5GHZ);
	nest(m, NL80211_BAND_ATTR_FREQS);
	nest(m, 0);
	put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 5260);
	put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2300);
	put(m, NL80211_FREQUENCY_ATTR_NO_IR, NULL, 0);
	put(m, __NL80211_FREQUENCY_ATTR_NO_IBSS, NULL, 0);
	put(m, NL80211_FREQUENCY_ATTR_RADAR, NULL, 0);
	end(m);
	end(m);
	end(m);
	end(m);

	m = &k->msg[k->n++];
	put_u32(m, NL80211_ATTR_WIPHY, 0);
	nest(m, NL80211_ATTR_SUPPORTED_COMMANDS);
	put_u32(m, 1, NL80211_CMD_NEW_INTERFACE);
	put_u32(m, 2, NL80211_CMD_CONNECT);
	put_u32(m, 3, 200);
	end(m);
	nest(m, NL80211_ATTR_SOFTWARE_IFTYPES);
	put(m, NL80211_IFTYPE_MONITOR, NULL, 0);
	end(m);
	nest(m, NL80211_ATTR_INTERFACE_COMBINATIONS);
	nest(m, 1);
	nest(m, NL80211_IFACE_COMB_LIMITS);
	nest(m, 1);
	put_u32(m, NL80211_IFACE_LIMIT_MAX, 1);
	nest(m, NL80211_IFACE_LIMIT_TYPES);
	put(m, NL80211_IFTYPE_ADHOC, NULL, 0);
	end(m);
	end(m);
	nest(m, 2);
	put_u32(m, NL80211_IFACE_LIMIT_MAX, 2048);
	nest(m, NL80211_IFACE_LIMIT_TYPES);
	put(m, NL80211_IFTYPE_STATION, NULL, 0);
	put(m, NL80211_IFTYPE_AP, NULL, 0);
	end(m);
	end(m);
	end(m);
	put_u32(m, NL80211_IFACE_COMB_MAXNUM, 2049);
	put_u32(m, NL80211_IFACE_COMB_NUM_CHANNELS, 1);
	put_u32(m, NL80211_IFACE_COMB_RADAR_DETECT_WIDTHS, 0x7);
	end(m);
	end(m);
	put_u32(m, NL80211_ATTR_FEATURE_FLAGS,
		NL80211_FEATURE_SK_TX_STATUS | NL80211_FEATURE_ADVERTISE_CHAN_LIMITS |
		NL80211_FEATURE_FULL_AP_CLIENT_STATE |
		NL80211_FEATURE_ND_RANDOM_MAC_ADDR);
	put(m, NL80211_ATTR_SUPPORT_IBSS_RSN, NULL, 0);
	put(m, NL80211_ATTR_EXT_FEATURES, ext, sizeof(ext));
	put_u16(m, NL80211_ATTR_MAX_AP_ASSOC_STA, 128);

	m = &k->msg[k->n++];
	put_u32(m, NL80211_ATTR_WIPHY, 1);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy1");
	put_u8(m, NL80211_ATTR_MAX_NUM_SCAN_SSIDS, 1);
}

static const char phy0_text[] =
	"Wiphy phy0\n"
	"\twiphy index: 0\n"
	"\tmax # scan SSIDs: 4\n"
	"\tmax scan IEs length: 2109 bytes\n"
	"\tRTS threshold: 2347\n"
	"\tRetry short limit: 7\n"
	"\tRetry long limit: 4\n"
	"\tCoverage class: 1 (up to 450m)\n"
	"\tSupported Ciphers:\n"
	"\t\t* WEP40 (00-0f-ac:1)\n"
	"\t\t* CCMP-128 (00-0f-ac:4)\n"
	"\t\t* 00-ac-0f:7\n"
	"\tAvailable Antennas: TX 0 RX 0x3\n"
	"\tSupported interface modes:\n"
	"\t\t * managed\n"
	"\t\t * AP\n"
	"\t\t * Unknown mode (15)\n"
	"\tBand 1:\n"
	"\t\tCapabilities: 0x107e\n"
	"\t\t\tHT20/HT40\n"
	"\t\t\tSM Power Save disabled\n"
	"\t\t\tRX Greenfield\n"
	"\t\t\tRX HT20 SGI\n"
	"\t\t\tRX HT40 SGI\n"
	"\t\t\tNo RX STBC\n"
	"\t\t\tMax AMSDU length: 3839 bytes\n"
	"\t\t\tDSSS/CCK HT40\n"
	"\t\tMaximum RX AMPDU length 65535 bytes (exponent: 0x003)\n"
	"\t\tMinimum RX AMPDU time spacing: 8 usec (0x06)\n"
	"\t\tHT TX/RX MCS rate indexes supported: 0-15\n"
	"\t\tFrequencies:\n"
	"\t\t\t* 2412 MHz [1] (20.0 dBm)\n"
	"\t\tBitrates (non-HT):\n"
	"\t\t\t* 1.0 Mbps\n"
	"\t\t\t* 5.5 Mbps (short preamble supported)\n"
	"\t\t\t* 2467 MHz [12] (20.0 dBm) (no IR)\n"
	"\t\t\t* 2484 MHz [14] (disabled)\n"
	"\tBand 2:\n"
	"\t\tFrequencies:\n"
	"\t\t\t* 5260 MHz [52] (23.0 dBm) (no IR, radar detection)\n"
	"\tsoftware interface modes (can always be added):\n"
	"\t\t * monitor\n"
	"\tvalid interface combinations:\n"
	"\t\t * #{ IBSS } <= 1, #{ managed, AP } <= 2048,\n"
	"\t\t   total <= 2049, #channels <= 1, radar detect widths: { 20 MHz (no HT), 20 MHz, 40 MHz }\n"
	"\n"
	"\tSupported commands:\n"
	"\t\t * new_interface\n"
	"\t\t * connect\n"
	"\t\t * Unknown command (200)\n"
	"\tDevice supports RSN-IBSS.\n"
	"\tDevice supports TX status socket option.\n"
	"\tDriver supports full state transitions for AP/GO clients\n"
	"\tDevice supports randomizing MAC-addr in net-detect scans.\n"
	"\tSupported extended features:\n"
	"\t\t* [ VHT_IBSS ]: VHT-IBSS\n"
	"\t\t* [ RRM ]: RRM\n"
	"\t\t* [ FILS_STA ]: STA FILS (Fast Initial Link Setup)\n"
	"\tMaximum associated stations in AP mode: 128\n";

/* messages printed as they come: the band's header once, its
 * "Frequencies:" once over two messages, the wiphy's name once */
static void test_list(void **state)
{
	char want[sizeof(phy0_text) + 128];
	struct fk k;
	struct out o;

	(void)state;
	two_phys(&k);
	RUN(&k, &o, "list");
	assert_int_equal(k.asked, -1);
	snprintf(want, sizeof(want), "%sWiphy phy1\n\twiphy index: 1\n"
		 "\tmax # scan SSIDs: 1\n", phy0_text);
	expect(&o, 0, want, "");
	RUN(&k, &o, "phy");
	expect(&o, 0, want, "");
}

static void test_info_lookup(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	two_phys(&k);
	k.n = 4;
	RUN(&k, &o, "phy", "phy0", "info");
	assert_int_equal(k.asked, 0);
	expect(&o, 0, phy0_text, "");
	RUN(&k, &o, "phy#7", "info");
	assert_int_equal(k.asked, 7);
	expect(&o, 0, phy0_text, "");
	RUN(&k, &o, "phy#0x10", "info");
	assert_int_equal(k.asked, 16);
	expect(&o, 0, phy0_text, "");
	k.asked = -5;
	RUN(&k, &o, "phy3", "info");	/* iw's detection: a phy name */
	assert_int_equal(k.asked, 3);
	expect(&o, 0, phy0_text, "");
}

static void test_errors(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	two_phys(&k);
	RUN(&k, &o, "phy", "nosuchphy", "info");
	expect(&o, 254, "", "command failed: No such file or directory (-2)\n");
	RUN(&k, &o, "phy", "5", "info");
	expect(&o, 254, "", "command failed: No such file or directory (-2)\n");
	k.dump_err = -ENODEV;
	RUN(&k, &o, "phy#99", "info");
	expect(&o, 237, "", "command failed: No such device (-19)\n");
	k.dump_err = 0;
	/* the full usage (iwcompat's subset), exit 1 */
	RUN(&k, &o, "phy#x", "info");
	assert_int_equal(o.status, 1);
	assert_non_null(strstr(o.out, "Usage:\tiw [options] command\n"));
	expect(&o, 1, o.out, "");
	RUN(&k, &o, "phy", "phy0");
	assert_non_null(strstr(o.out, "\tphy <phyname> info\n"));
	expect(&o, 1, o.out, "");
	RUN(&k, &o, "list", "extra");
	expect(&o, 1, o.out, "");
	RUN(&k, &o, "phy", "phy0", "info", "extra");
	expect(&o, 1, o.out, "");
}

/* a name without its NUL, last in the message so that no padding ends
 * it (fuzz-native-phy's finding): both outputs stop where the attribute
 * ends, none reads past the message (ASan sees it in the asan build) */
static void test_name_unterminated(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	memset(&k, 0, sizeof(k));
	k.n = 1;
	put_u32(&k.msg[0], NL80211_ATTR_WIPHY, 0);
	put(&k.msg[0], NL80211_ATTR_WIPHY_NAME, "phy0wxyz", 8);
	RUN(&k, &o, "-j", "phy", "phy0", "info");
	expect(&o, 0, "{\"version\":1,\"wiphys\":[{\"phy\":\"phy0wxyz\",\"wiphy\":0,\"bands\":[]}]}\n",
	       "");
	RUN(&k, &o, "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_non_null(strstr(o.out, "Wiphy phy0wxyz\n"));
	out_free(&o);
}

static void test_json(void **state)
{
	struct fk k;
	struct out o;

	(void)state;
	two_phys(&k);
	k.n = 4;
	RUN(&k, &o, "-j", "phy", "phy0", "info");
	assert_int_equal(o.status, 0);
	assert_string_equal(o.err, "");
	assert_non_null(strstr(o.out, "{\"version\":1,\"wiphys\":[{\"phy\":\"phy0\",\"wiphy\":0,"
			       "\"max_scan_ssids\":4,\"max_scan_ie_len_bytes\":2109,"
			       "\"frag_threshold_bytes\":null,\"rts_threshold_bytes\":2347,"));
	assert_non_null(strstr(o.out, "{\"name\":\"CCMP-128 (00-0f-ac:4)\",\"suite\":1027076}"));
	assert_non_null(strstr(o.out, "\"supported_iftypes\":[\"managed\",\"AP\",\"Unknown mode (15)\"]"));
	assert_non_null(strstr(o.out, "\"bitrates\":[{\"bitrate_kbps\":1000,\"short_preamble\":false},"
			       "{\"bitrate_kbps\":5500,\"short_preamble\":true}]"));
	assert_non_null(strstr(o.out, "\"frequencies\":[{\"freq_mhz\":2412,\"channel\":1,"
			       "\"max_power_dbm\":20.00,\"disabled\":false,\"no_ir\":false,\"radar\":false},"
			       "{\"freq_mhz\":2467,\"channel\":12,\"max_power_dbm\":20.00,"
			       "\"disabled\":false,\"no_ir\":true,\"radar\":false},"
			       "{\"freq_mhz\":2484,\"channel\":14,\"disabled\":true,"
			       "\"no_ir\":false,\"radar\":false}]"));
	assert_non_null(strstr(o.out, "{\"band\":2,\"nl80211_band\":1,\"frequencies\":[{\"freq_mhz\":5260,"));
	assert_non_null(strstr(o.out, "\"ext_features\":[\"VHT_IBSS\",\"RRM\",\"FILS_STA\"]"));
	assert_non_null(strstr(o.out, "\"supported_commands\":[\"new_interface\",\"connect\",\"Unknown command (200)\"]"));
	assert_int_equal(o.out[o.out_len - 1], '\n');
	expect(&o, 0, o.out, "");
	two_phys(&k);
	RUN(&k, &o, "--json", "list");
	assert_true(!strncmp(o.out, "{\"version\":1,\"wiphys\":[{", 24));
	assert_non_null(strstr(o.out, "},{\"phy\":\"phy1\",\"wiphy\":1,\"max_scan_ssids\":1,\"bands\":[]}]}\n"));
	expect(&o, 0, o.out, "");
}

/* VHT and HE/EHT of hwsim's 5 GHz band, as iw 5.19 printed them on the
 * VM (6.1 kernel) */
static void test_vht_he_eht(void **state)
{
	static const uint8_t vht_mcs[8] = { 0xaa, 0xaa, 0, 0, 0xaa, 0xaa, 0, 0 };
	static const uint8_t he_mac[6] = { 0x01, 0x78, 0xc8, 0x1a, 0x40, 0x00 };
	static const uint8_t he_phy[11] = { 0x1c, 0xbf, 0xce };
	static const uint8_t he_mcs[12] = { 0xfa, 0xff, 0xfa, 0xff, 0xfa, 0xff,
					    0xfa, 0xff, 0xfa, 0xff, 0xfa, 0xff };
	static const uint8_t eht_mac[2] = { 0x07, 0x00 };
	static const uint8_t eht_phy[8] = { 0xfc, 0x1f, 0x3f, 0xfe, 0xff, 0xff,
					    0x7f, 0x37 };
	static const uint8_t eht_mcs[6] = { 0x88, 0x88, 0x88, 0x88, 0x88, 0x88 };
	static const uint8_t eht_ppe[1] = { 0 };
	struct fk k;
	struct out o;
	struct mb *m;

	(void)state;
	memset(&k, 0, sizeof(k));
	m = &k.msg[k.n++];
	put_u32(m, NL80211_ATTR_WIPHY, 2);
	put_str(m, NL80211_ATTR_WIPHY_NAME, "phy2");
	nest(m, NL80211_ATTR_WIPHY_BANDS);
	nest(m, NL80211_BAND_5GHZ);
	put_u32(m, NL80211_BAND_ATTR_VHT_CAPA, 0x038004fa);
	put(m, NL80211_BAND_ATTR_VHT_MCS_SET, vht_mcs, 8);
	nest(m, NL80211_BAND_ATTR_IFTYPE_DATA);
	nest(m, 1);
	nest(m, NL80211_BAND_IFTYPE_ATTR_IFTYPES);
	put(m, NL80211_IFTYPE_STATION, NULL, 0);
	end(m);
	put(m, NL80211_BAND_IFTYPE_ATTR_HE_CAP_MAC, he_mac, 6);
	put(m, NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY, he_phy, 11);
	put(m, NL80211_BAND_IFTYPE_ATTR_HE_CAP_MCS_SET, he_mcs, 12);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC, eht_mac, 2);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY, eht_phy, 8);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET, eht_mcs, 6);
	put(m, NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PPE, eht_ppe, 1);
	end(m);
	end(m);
	end(m);
	end(m);
	RUN(&k, &o, "phy", "phy2", "info");
	expect(&o, 0,
	       "Wiphy phy2\n"
	       "\twiphy index: 2\n"
	       "\tBand 2:\n"
	       "\t\tVHT Capabilities (0x038004fa):\n"
	       "\t\t\tMax MPDU length: 11454\n"
	       "\t\t\tSupported Channel Width: 160 MHz, 80+80 MHz\n"
	       "\t\t\tRX LDPC\n"
	       "\t\t\tshort GI (80 MHz)\n"
	       "\t\t\tshort GI (160/80+80 MHz)\n"
	       "\t\t\tTX STBC\n"
	       "\t\tVHT RX MCS set:\n"
	       "\t\t\t1 streams: MCS 0-9\n" "\t\t\t2 streams: MCS 0-9\n"
	       "\t\t\t3 streams: MCS 0-9\n" "\t\t\t4 streams: MCS 0-9\n"
	       "\t\t\t5 streams: MCS 0-9\n" "\t\t\t6 streams: MCS 0-9\n"
	       "\t\t\t7 streams: MCS 0-9\n" "\t\t\t8 streams: MCS 0-9\n"
	       "\t\tVHT RX highest supported: 0 Mbps\n"
	       "\t\tVHT TX MCS set:\n"
	       "\t\t\t1 streams: MCS 0-9\n" "\t\t\t2 streams: MCS 0-9\n"
	       "\t\t\t3 streams: MCS 0-9\n" "\t\t\t4 streams: MCS 0-9\n"
	       "\t\t\t5 streams: MCS 0-9\n" "\t\t\t6 streams: MCS 0-9\n"
	       "\t\t\t7 streams: MCS 0-9\n" "\t\t\t8 streams: MCS 0-9\n"
	       "\t\tVHT TX highest supported: 0 Mbps\n"
	       "\t\tVHT extended NSS: not supported\n"
	       "\t\tHE Iftypes: managed\n"
	       "\t\t\tHE MAC Capabilities (0x78011ac80040):\n"
	       "\t\t\t\t+HTC HE Supported\n"
	       "\t\t\t\tTrigger Frame MAC Padding Duration: 2\n"
	       "\t\t\t\tMulti-TID Aggregation Support: 7\n"
	       "\t\t\t\tBSR\n"
	       "\t\t\t\tMU Cascading\n"
	       "\t\t\t\tAck-Enabled Aggregation\n"
	       "\t\t\t\tOM Control\n"
	       "\t\t\t\tMaximum A-MPDU Length Exponent: 3\n"
	       "\t\t\t\tA-MSDU in A-MPDU\n"
	       "\t\t\tHE PHY Capabilities: (0x1cbfce0000000000000000):\n"
	       "\t\t\t\tHE40/HE80/5GHz\n"
	       "\t\t\t\tHE160/5GHz\n"
	       "\t\t\t\tHE160/HE80+80/5GHz\n"
	       "\t\t\t\tPunctured Preamble RX: 15\n"
	       "\t\t\t\tDevice Class: 1\n"
	       "\t\t\t\tLDPC Coding in Payload\n"
	       "\t\t\t\tMidamble Rx Max NSTS: 1\n"
	       "\t\t\t\tNDP with 4x HE-LTF and 3.2us GI\n"
	       "\t\t\t\tSTBC Tx <= 80MHz\n"
	       "\t\t\t\tSTBC Rx <= 80MHz\n"
	       "\t\t\t\tFull Bandwidth UL MU-MIMO\n"
	       "\t\t\t\tPartial Bandwidth UL MU-MIMO\n"
	       "\t\t\tHE RX MCS and NSS set <= 80 MHz\n"
	       "\t\t\t\t1 streams: MCS 0-11\n" "\t\t\t\t2 streams: MCS 0-11\n"
	       "\t\t\t\t3 streams: not supported\n" "\t\t\t\t4 streams: not supported\n"
	       "\t\t\t\t5 streams: not supported\n" "\t\t\t\t6 streams: not supported\n"
	       "\t\t\t\t7 streams: not supported\n" "\t\t\t\t8 streams: not supported\n"
	       "\t\t\tHE TX MCS and NSS set <= 80 MHz\n"
	       "\t\t\t\t1 streams: MCS 0-11\n" "\t\t\t\t2 streams: MCS 0-11\n"
	       "\t\t\t\t3 streams: not supported\n" "\t\t\t\t4 streams: not supported\n"
	       "\t\t\t\t5 streams: not supported\n" "\t\t\t\t6 streams: not supported\n"
	       "\t\t\t\t7 streams: not supported\n" "\t\t\t\t8 streams: not supported\n"
	       "\t\t\tHE RX MCS and NSS set 160 MHz\n"
	       "\t\t\t\t1 streams: MCS 0-11\n" "\t\t\t\t2 streams: MCS 0-11\n"
	       "\t\t\t\t3 streams: not supported\n" "\t\t\t\t4 streams: not supported\n"
	       "\t\t\t\t5 streams: not supported\n" "\t\t\t\t6 streams: not supported\n"
	       "\t\t\t\t7 streams: not supported\n" "\t\t\t\t8 streams: not supported\n"
	       "\t\t\tHE TX MCS and NSS set 160 MHz\n"
	       "\t\t\t\t1 streams: MCS 0-11\n" "\t\t\t\t2 streams: MCS 0-11\n"
	       "\t\t\t\t3 streams: not supported\n" "\t\t\t\t4 streams: not supported\n"
	       "\t\t\t\t5 streams: not supported\n" "\t\t\t\t6 streams: not supported\n"
	       "\t\t\t\t7 streams: not supported\n" "\t\t\t\t8 streams: not supported\n"
	       "\t\tEHT Iftypes: managed\n"
	       "\t\t\tEHT MAC Capabilities (0x0700):\n"
	       "\t\t\t\tNSEP priority access Supported\n"
	       "\t\t\t\tEHT OM Control Supported\n"
	       "\t\t\t\tTriggered TXOP Sharing Supported\n"
	       "\t\t\tEHT PHY Capabilities: (0xfc1f3ffeffff7f37):\n"
	       "\t\t\t\t242-tone RU in BW wider than 20MHz Supported\n"
	       "\t\t\t\tNDP With  EHT-LTF And 3.2 \xc2\xb5s GI\n"
	       "\t\t\t\tPartial Bandwidth UL MU-MIMO\n"
	       "\t\t\t\tSU Beamformer\n"
	       "\t\t\t\tSU Beamformee\n"
	       "\t\t\t\tBeamformee SS (80MHz): 7\n"
	       "\t\t\t\tBeamformee SS (160MHz): 7\n"
	       "\t\t\t\tNumber Of Sounding Dimensions (80MHz): 7\n"
	       "\t\t\t\tNumber Of Sounding Dimensions (160MHz): 7\n"
	       "\t\t\t\tNg = 16 SU Feedback\n"
	       "\t\t\t\tNg = 16 MU Feedback\n"
	       "\t\t\t\tCodebook size (4, 2) SU Feedback\n"
	       "\t\t\t\tCodebook size (7, 5) MU Feedback\n"
	       "\t\t\t\tTriggered SU Beamforming Feedback\n"
	       "\t\t\t\tTriggered MU Beamforming Partial BW Feedback\n"
	       "\t\t\t\tTriggered CQI Feedback\n"
	       "\t\t\t\tPartial Bandwidth DL MU-MIMO\n"
	       "\t\t\t\tPSR-Based SR Support\n"
	       "\t\t\t\tPower Boost Factor Support\n"
	       "\t\t\t\tEHT MU PPDU With 4 EHT-LTF And 0.8 \xc2\xb5s GI\n"
	       "\t\t\t\tMax Nc: 15\n"
	       "\t\t\t\tNon-Triggered CQI Feedback\n"
	       "\t\t\t\tTx 1024-QAM And 4096-QAM < 242-tone RU\n"
	       "\t\t\t\tRx 1024-QAM And 4096-QAM < 242-tone RU\n"
	       "\t\t\t\tPPE Thresholds Present\n"
	       "\t\t\t\tCommon Nominal Packet Padding: 3\n"
	       "\t\t\t\tMaximum Number Of Supported EHT-LTFs: 31\n"
	       "\t\t\t\tSupport of MCS 15: 15\n"
	       "\t\t\t\tSupport For 20MHz Rx NDP With Wider Bandwidth\n"
	       "\t\t\t\tNon-OFDMA UL MU-MIMO (80MHz)\n"
	       "\t\t\t\tNon-OFDMA UL MU-MIMO (160MHz)\n"
	       "\t\t\t\tMU Beamformer (80MHz)\n"
	       "\t\t\t\tMU Beamformer (160MHz)\n"
	       "\t\t\tEHT MCS/NSS: (0x88888888888800000000000000):\n"
	       "\t\t\tEHT bw <= 80 MHz, max NSS for MCS 8-9: Rx=8, Tx=8\n"
	       "\t\t\tEHT bw <= 80 MHz, max NSS for MCS 10-11: Rx=8, Tx=8\n"
	       "\t\t\tEHT bw <= 80 MHz, max NSS for MCS 12-13: Rx=0, Tx=0\n"
	       "\t\t\tEHT bw=160 MHz, max NSS for MCS 8-9: Rx=0, Tx=0\n"
	       "\t\t\tEHT bw=160 MHz, max NSS for MCS 10-11: Rx=0, Tx=0\n"
	       "\t\t\tEHT bw=160 MHz, max NSS for MCS 12-13: Rx=0, Tx=0\n"
	       "\t\t\tEHT PPE Thresholds \n",
	       "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_info_lookup),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_name_unterminated),
		cmocka_unit_test(test_vht_he_eht),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
