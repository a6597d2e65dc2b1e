/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native.c - "iwcompat dev ..." (native.c) and "iwcompat explain"
 * (explain.c) against a fake: the iw formats for facts the VM radios do
 * not produce (80 MHz widths, HT/VHT rates, 4addr, hostile SSIDs), the
 * command table's usage and error paths, and explain's scripts.
 *
 * The formats checked here are the ones the VM scenario "native" compares
 * byte for byte with iw 5.19 (tests/vm/cases/native*.cases); the values
 * that only appear here follow iw 5.19's source (interface.c, link.c,
 * station.c, util.c).
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
#include "iwcompat/tools.h"
#include "native_harness.h"

/* ---- the fake ---- */

struct fk {
	bool no_nl80211;
	uint32_t ifindex;		/* of "wlan0"; other names: ENODEV */
	int info_err;
	struct iwc_iface info;
	size_t n_list;
	struct iwc_iface list[4];
	struct iwc_nat_sta sta;
	int sta_err;
	int ps;
	size_t n_bss;
	struct iwc_bss bss[4];
	uint8_t ies[4][64];
	int set_err;
	int scan_err;
	char extack[64];
	/* what the settings asked for */
	int set_ps;
	int set_type;
	bool disconnected;
	bool connected;
	struct iwc_connect_params conn;
	int txp_setting;
	int32_t txp_mbm;
	uint32_t chan_freq;
	struct iwc_iface iface;		/* for explain: get_iface */
	bool has_iface;
	struct iwc_wiphy wiphy;
};

static int fk_open(void *be)
{
	return ((struct fk *)be)->no_nl80211 ? -ENOENT : 0;
}

static int fk_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	struct fk *k = be;

	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = k->ifindex;
	return 0;
}

static int fk_iface_get(void *be, const char *ifname, struct iwc_iface *ret)
{
	struct fk *k = be;

	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	if (k->info_err)
		return k->info_err;
	*ret = k->info;
	return 0;
}

static int fk_iface_dump(void *be, struct iwc_iface_list *ret)
{
	struct fk *k = be;

	ret->n = k->n_list;
	ret->v = calloc(k->n_list + 1, sizeof(*ret->v));
	if (!ret->v)
		return -ENOMEM;
	memcpy(ret->v, k->list, k->n_list * sizeof(*ret->v));
	return 0;
}

static int fk_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_sta *ret)
{
	struct fk *k = be;

	(void)ifindex;
	(void)mac;
	if (k->sta_err)
		return k->sta_err;
	*ret = k->sta;
	return 0;
}

static int fk_get_ps(void *be, uint32_t ifindex, int *ret)
{
	(void)ifindex;
	*ret = ((struct fk *)be)->ps;
	return 0;
}

static int fk_reg_dump(void *be, struct iwc_regdom_list *ret)
{
	struct iwc_regdom *d = calloc(2, sizeof(*d));

	(void)be;
	if (!d)
		return -ENOMEM;
	d[0].has_alpha2 = true;
	memcpy(d[0].alpha2, "US", 2);
	d[0].has_rules = true;
	d[0].has_dfs = true;
	d[0].dfs_region = 1;
	d[0].n_rules = 2;
	d[0].rules[0] = (struct iwc_reg_rule){ .start_khz = 2402000,
		.end_khz = 2472000, .max_bw_khz = 40000, .max_eirp_mbm = 3000 };
	d[0].rules[1] = (struct iwc_reg_rule){ .flags = (1u << 4) |
		(1u << 7) | (1u << 8) | (1u << 11), .start_khz = 5250000,
		.end_khz = 5330000, .max_bw_khz = 80000, .max_eirp_mbm = 2300,
		.max_ant_gain_mbi = 300, .has_cac = true, .cac_ms = 0 };
	d[1] = d[0];
	d[1].has_wiphy = true;
	d[1].wiphy = 2;
	d[1].self_managed = true;
	d[1].has_dfs = false;
	d[1].n_rules = 1;
	ret->n = 2;
	ret->v = d;
	return 0;
}

static int fk_stations(void *be, uint32_t ifindex, const uint8_t *mac,
		       struct iwc_nat_station_list *ret)
{
	struct iwc_nat_station *st = calloc(1, sizeof(*st));

	(void)be;
	(void)ifindex;
	if (!st)
		return -ENOMEM;
	if (mac && mac[5] == 0x99) {
		free(st);
		return -ENOENT;
	}
	st->mac[0] = 0x02;
	strcpy(st->ifname, "wlan0");
	st->present = (1ull << IWC_STA_INACTIVE_TIME) |
		      (1ull << IWC_STA_RX_BYTES) | (1ull << IWC_STA_RX_BYTES64) |
		      (1ull << IWC_STA_TX_BYTES) | (1ull << IWC_STA_SIGNAL) |
		      (1ull << IWC_STA_EXPECTED_THROUGHPUT) |
		      (1ull << IWC_STA_CONNECTED_TIME) |
		      (1ull << IWC_STA_ASSOC_AT_BOOTTIME);
	st->v[IWC_STA_INACTIVE_TIME] = 40;
	st->v[IWC_STA_RX_BYTES] = 1;
	st->v[IWC_STA_RX_BYTES64] = 5000000000ull;
	st->v[IWC_STA_TX_BYTES] = 77;
	st->v[IWC_STA_SIGNAL] = (uint64_t)(int64_t)-30;
	st->n_chain = 2;
	st->chain[0] = -30;
	st->chain[1] = -31;
	st->v[IWC_STA_EXPECTED_THROUGHPUT] = 1024 * 54;
	st->v[IWC_STA_CONNECTED_TIME] = 12;
	st->v[IWC_STA_ASSOC_AT_BOOTTIME] = 2500000000ull;
	st->has_tx_rate = true;
	st->tx_rate.bitrate = 55;
	st->has_flags = true;
	st->flags_mask = (1u << 1) | (1u << 2) | (1u << 4);
	st->flags_set = 1u << 1;
	st->has_bss_param = true;
	st->has_dtim = true;
	st->dtim_period = 2;
	st->has_beacon_int = true;
	st->beacon_int = 100;
	st->short_slot = true;
	st->now_ms = 1000000;
	st->boot_ns = 3000000000ull;
	ret->n = 1;
	ret->v = st;
	return 0;
}

static const char *fk_extack(void *be)
{
	return ((struct fk *)be)->extack;
}

/* the native CONNECT and SET_WIPHY, into the legacy fields */
static int fk_nat_connect(void *be, uint32_t ifindex,
			  const struct iwc_nat_connect *p,
			  struct iwc_nat_connect_event *ev)
{
	struct fk *k = be;

	(void)ifindex;
	(void)ev;
	k->connected = true;
	memset(&k->conn, 0, sizeof(k->conn));
	k->conn.ssid_len = (uint8_t)p->ssid_len;
	memcpy(k->conn.ssid, p->ssid, p->ssid_len < 32 ? p->ssid_len : 32);
	k->conn.freq_mhz = p->freq_mhz;
	k->conn.has_bssid = p->has_bssid;
	memcpy(k->conn.bssid, p->bssid, 6);
	k->conn.default_key = -1;
	return k->set_err;
}

static int fk_set_chandef(void *be, uint32_t ifindex,
			  const struct iwc_nat_chandef *c)
{
	struct fk *k = be;

	(void)ifindex;
	k->chan_freq = c->control_mhz;
	return k->set_err;
}

static int fk_scan_dump(void *be, const struct iwc_iface *iface,
			struct iwc_scan_result *ret)
{
	struct fk *k = be;

	(void)iface;
	if (k->scan_err)
		return k->scan_err;
	ret->n = ret->cap = k->n_bss;
	ret->bss = calloc(k->n_bss + 1, sizeof(*ret->bss));
	for (size_t i = 0; i < k->n_bss; i++) {
		ret->bss[i] = k->bss[i];
		ret->bss[i].ies = malloc(k->bss[i].ies_len + 1);
		memcpy(ret->bss[i].ies, k->ies[i], k->bss[i].ies_len);
		ret->bss[i].beacon_ies = NULL;
	}
	return 0;
}

static int fk_set_ps(void *be, const struct iwc_iface *iface, bool on)
{
	struct fk *k = be;

	assert_int_equal(iface->ifindex, (int)k->ifindex);
	k->set_ps = on;
	return k->set_err;
}

static int fk_set_iftype(void *be, const struct iwc_iface *iface,
			 enum iwc_iftype type)
{
	struct fk *k = be;

	(void)iface;
	k->set_type = (int)type;
	return k->set_err;
}

static int fk_disconnect(void *be, const struct iwc_iface *iface,
			 uint16_t reason)
{
	struct fk *k = be;

	(void)iface;
	assert_int_equal(reason, 3);
	k->disconnected = true;
	return k->set_err;
}

static int fk_connect(void *be, const struct iwc_iface *iface,
		      const struct iwc_connect_params *p)
{
	struct fk *k = be;

	(void)iface;
	k->connected = true;
	k->conn = *p;
	return k->set_err;
}

static int fk_set_txpower(void *be, const struct iwc_iface *iface,
			  int setting, int32_t mbm)
{
	struct fk *k = be;

	(void)iface;
	k->txp_setting = setting;
	k->txp_mbm = mbm;
	return k->set_err;
}

static int fk_set_channel(void *be, const struct iwc_iface *iface,
			  uint32_t freq)
{
	struct fk *k = be;

	(void)iface;
	k->chan_freq = freq;
	return k->set_err;
}

static int fk_get_iface(void *be, const char *ifname, struct iwc_iface *ret)
{
	struct fk *k = be;

	if (!k->has_iface || strcmp(ifname, k->iface.name))
		return -ENODEV;
	*ret = k->iface;
	return 0;
}

static int fk_get_wiphy(void *be, uint32_t wiphy, struct iwc_wiphy *ret)
{
	struct fk *k = be;

	(void)wiphy;
	*ret = k->wiphy;
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-native",
	.scan_dump = fk_scan_dump,
	.set_power_save = fk_set_ps,
	.set_iftype = fk_set_iftype,
	.disconnect = fk_disconnect,
	.connect = fk_connect,
	.set_txpower = fk_set_txpower,
	.set_channel = fk_set_channel,
	.get_iface = fk_get_iface,
	.get_wiphy = fk_get_wiphy,
	.set_chandef = fk_set_chandef,
	.connect_request = fk_nat_connect,
	.open = fk_open,
	.ifindex = fk_ifindex,
	.iface_get = fk_iface_get,
	.iface_dump = fk_iface_dump,
	.station_get = fk_station_get,
	.get_power_save = fk_get_ps,
	.reg_dump = fk_reg_dump,
	.stations = fk_stations,
	.extack = fk_extack,
};

#define RUN(k, o, ...) \
	nh_run(&fk_be, k, o, "iw", __VA_ARGS__, (char *)NULL)
#define EXPLAIN(k, o, ...) \
	nh_explain(&fk_be, k, o, "explain", __VA_ARGS__, (char *)NULL)

static void fk_init(struct fk *k)
{
	static const uint8_t mac[6] = { 0x02, 0x00, 0x00, 0x00, 0x08, 0x00 };

	memset(k, 0, sizeof(*k));
	k->ifindex = 11;
	k->ps = 1;
	k->info.has_name = true;
	strcpy(k->info.name, "wlan0");
	k->info.has_ifindex = true;
	k->info.ifindex = 11;
	k->info.has_wdev = true;
	k->info.wdev = 0x900000001ULL;
	k->info.has_mac = true;
	memcpy(k->info.mac, mac, 6);
	k->info.has_iftype = true;
	k->info.iftype = IWC_IFTYPE_STATION;
	k->info.has_wiphy = true;
	k->info.wiphy = 9;
	k->info.has_txpower = true;
	k->info.txpower_mbm = 2000;
	k->info.has_txq = true;
	k->info.txq_present = 0x1ff;
	k->info.has_4addr = true;
}

#define TXQ_HDR "\tmulticast TXQ:\n\t\tqsz-byt\tqsz-pkt\tflows\tdrops\tmarks" \
		"\toverlmt\thashcol\ttx-bytes\ttx-packets\n"

/* ---- info, dev ---- */

static void test_info_idle(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "info");
	expect(&o, 0, "Interface wlan0\n\tifindex 11\n\twdev 0x900000001\n"
	       "\taddr 02:00:00:00:08:00\n\ttype managed\n\twiphy 9\n"
	       "\ttxpower 20.00 dBm\n" TXQ_HDR
	       "\t\t0\t0\t0\t0\t0\t0\t0\t0\t\t0\n", "");
}

static void test_info_channel_ssid(void **s)
{
	static const uint8_t ssid[] = " a\\b\x01\xc3\xb1 ";
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	k.info.has_ssid = true;
	k.info.ssid_len = sizeof(ssid) - 1;
	memcpy(k.info.ssid, ssid, k.info.ssid_len);
	k.info.has_freq = true;
	k.info.freq_mhz = 5180;
	k.info.has_width = true;
	k.info.width = 3;		/* 80 MHz */
	k.info.has_center1 = true;
	k.info.center1_mhz = 5210;
	k.info.txpower_mbm = -150;	/* iw: "%d.%.2d" of /100, %100 */
	k.info.txq[7] = 1234;
	k.info.txq[8] = 5;
	k.info.txq_present = 0x1ff & ~(1u << 4);	/* no ECN marks */
	k.info.use_4addr = true;
	RUN(&k, &o, "dev", "wlan0", "info");
	expect(&o, 0, "Interface wlan0\n\tifindex 11\n\twdev 0x900000001\n"
	       "\taddr 02:00:00:00:08:00\n"
	       "\tssid \\x20a\\x5cb\\x01\\xc3\\xb1\\x20\n"
	       "\ttype managed\n\twiphy 9\n"
	       "\tchannel 36 (5180 MHz), width: 80 MHz, center1: 5210 MHz\n"
	       "\ttxpower -1.-50 dBm\n" TXQ_HDR
	       "\t\t0\t0\t0\t0\t\t0\t0\t1234\t\t5\n\t4addr: on\n", "");
}

static void test_info_chantype(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	k.info.has_txq = false;
	k.info.has_txpower = false;
	k.info.has_freq = true;
	k.info.freq_mhz = 2484;
	k.info.has_chantype = true;
	k.info.chantype = 3;
	k.info.iftype = 42;
	RUN(&k, &o, "wlan0", "info");
	expect(&o, 0, "Interface wlan0\n\tifindex 11\n\twdev 0x900000001\n"
	       "\taddr 02:00:00:00:08:00\n\ttype Unknown mode (42)\n"
	       "\twiphy 9\n\tchannel 14 (2484 MHz) HT40+\n", "");
}

static void test_dev_dump(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	k.info.has_txq = false;
	k.list[0] = k.info;
	k.list[1] = k.info;
	strcpy(k.list[1].name, "wlan1");
	k.list[1].iftype = IWC_IFTYPE_MONITOR;
	k.list[2] = k.info;
	strcpy(k.list[2].name, "wlan2");
	k.list[2].wiphy = 3;
	k.list[2].has_txq = true;
	k.list[2].txq_present = 0x1ff;
	k.n_list = 3;
	RUN(&k, &o, "dev");
	expect(&o, 0, "phy#9\n"
	       "\tInterface wlan0\n\t\tifindex 11\n\t\twdev 0x900000001\n"
	       "\t\taddr 02:00:00:00:08:00\n\t\ttype managed\n"
	       "\t\ttxpower 20.00 dBm\n"
	       "\tInterface wlan1\n\t\tifindex 11\n\t\twdev 0x900000001\n"
	       "\t\taddr 02:00:00:00:08:00\n\t\ttype monitor\n"
	       "\t\ttxpower 20.00 dBm\n"
	       "phy#3\n"
	       "\tInterface wlan2\n\t\tifindex 11\n\t\twdev 0x900000001\n"
	       "\t\taddr 02:00:00:00:08:00\n\t\ttype managed\n"
	       "\t\ttxpower 20.00 dBm\n"
	       "\t\tmulticast TXQ:\n\t\t\tqsz-byt\tqsz-pkt\tflows\tdrops"
	       "\tmarks\toverlmt\thashcol\ttx-bytes\ttx-packets\n"
	       "\t\t\t0\t0\t0\t0\t0\t0\t0\t0\t\t0\n", "");
}

static void test_json_info(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	k.info.has_txq = false;
	k.info.has_freq = true;
	k.info.freq_mhz = 2412;
	k.info.has_width = true;
	k.info.width = 0;
	k.info.has_center1 = true;
	k.info.center1_mhz = 2412;
	k.info.has_ssid = true;
	k.info.ssid_len = 3;
	memcpy(k.info.ssid, "n\"t", 3);
	RUN(&k, &o, "-j", "dev", "wlan0", "info");
	expect(&o, 0, "{\"version\":1,\"ifname\":\"wlan0\",\"ifindex\":11,"
	       "\"wdev\":38654705665,\"mac\":\"02:00:00:00:08:00\","
	       "\"ssid\":\"n\\\"t\",\"ssid_hex\":\"6e2274\","
	       "\"type\":\"managed\",\"iftype\":2,\"wiphy\":9,"
	       "\"freq_mhz\":2412,\"channel\":1,"
	       "\"channel_width\":\"20 MHz (no HT)\",\"center1_mhz\":2412,"
	       "\"txpower_dbm\":20.00,\"use_4addr\":false}\n", "");
}

/* ---- link ---- */

static void add_bss(struct fk *k, int status, const char *ssid, uint32_t freq)
{
	struct iwc_bss *b = &k->bss[k->n_bss];
	size_t len = strlen(ssid);

	memset(b, 0, sizeof(*b));
	b->bssid[0] = 0x02;
	b->bssid[5] = (uint8_t)(0x10 + k->n_bss);
	b->freq_mhz = freq;
	b->status = status;
	k->ies[k->n_bss][0] = 0;
	k->ies[k->n_bss][1] = (uint8_t)len;
	memcpy(k->ies[k->n_bss] + 2, ssid, len);
	b->ies_len = len + 2;
	k->n_bss++;
}

static void test_link_connected(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	add_bss(&k, -1, "other", 2437);
	add_bss(&k, 1, "iwcompat-open", 2412);
	k.sta.has_rx = true;
	k.sta.rx_bytes = 1000;
	k.sta.rx_packets = 10;
	k.sta.has_tx = true;
	k.sta.tx_bytes = 200;
	k.sta.tx_packets = 2;
	k.sta.has_signal = true;
	k.sta.signal_dbm = -30;
	k.sta.has_rx_rate = true;
	k.sta.rx_rate.bitrate = 10;
	k.sta.has_tx_rate = true;
	k.sta.tx_rate.bitrate = 1300;
	k.sta.tx_rate.u8_present = (1u << IWC_RATE_VHT_MCS) |
				   (1u << IWC_RATE_VHT_NSS);
	k.sta.tx_rate.u8[IWC_RATE_VHT_MCS] = 9;
	k.sta.tx_rate.u8[IWC_RATE_VHT_NSS] = 2;
	k.sta.tx_rate.w80 = true;
	k.sta.tx_rate.short_gi = true;
	k.sta.has_bss_param = true;
	k.sta.short_slot = true;
	k.sta.dtim_period = 2;
	k.sta.beacon_int = 100;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Connected to 02:00:00:00:00:11 (on wlan0)\n"
	       "\tSSID: iwcompat-open\n\tfreq: 2412\n"
	       "\tRX: 1000 bytes (10 packets)\n\tTX: 200 bytes (2 packets)\n"
	       "\tsignal: -30 dBm\n\trx bitrate: 1.0 MBit/s\n"
	       "\ttx bitrate: 130.0 MBit/s VHT-MCS 9 80MHz short GI VHT-NSS 2\n"
	       "\n\tbss flags:\tshort-slot-time\n\tdtim period:\t2\n"
	       "\tbeacon int:\t100\n", "");
}

static void test_link_states(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Not connected.\n", "");

	add_bss(&k, 0, "auth", 2412);
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Authenticated with 02:00:00:00:00:10 (on wlan0)\n"
	       "Not connected.\n", "");

	fk_init(&k);
	add_bss(&k, 2, "my ibss", 2462);
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Joined IBSS 02:00:00:00:00:10 (on wlan0)\n"
	       "\tSSID: my ibss\n\tfreq: 2462\n", "");

	/* the station entry is gone: iw's error */
	fk_init(&k);
	add_bss(&k, 1, "x", 2412);
	k.sta_err = -ENOENT;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 254, "Connected to 02:00:00:00:00:10 (on wlan0)\n"
	       "\tSSID: x\n\tfreq: 2412\n",
	       "command failed: No such file or directory (-2)\n");

	/* a refused dump (not a wireless interface) reads as an empty one,
	 * as iw ignores the error code at a dump's end */
	fk_init(&k);
	k.scan_err = -ENODEV;
	RUN(&k, &o, "dev", "wlan0", "link");
	expect(&o, 0, "Not connected.\n", "");

	fk_init(&k);
	add_bss(&k, 1, "x", 2412);
	RUN(&k, &o, "-j", "dev", "wlan0", "link");
	expect(&o, 0, "{\"version\":1,\"ifname\":\"wlan0\",\"connected\":true,"
	       "\"status\":\"associated\",\"bssid\":\"02:00:00:00:00:10\","
	       "\"ssid\":\"x\",\"ssid_hex\":\"78\",\"freq_mhz\":2412,"
	       "\"channel\":1}\n", "");
}

/* ---- power save, settings, errors ---- */

static void test_power_save(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "get", "power_save");
	expect(&o, 0, "Power save: on\n", "");
	k.ps = 0;
	RUN(&k, &o, "dev", "wlan0", "get", "power_save", "ignored");
	expect(&o, 0, "Power save: off\n", "");
	k.ps = -1;
	RUN(&k, &o, "dev", "wlan0", "get", "power_save");
	expect(&o, 0, "", "");
	k.ps = 1;
	RUN(&k, &o, "--json", "dev", "wlan0", "get", "power_save");
	expect(&o, 0, "{\"version\":1,\"ifname\":\"wlan0\",\"power_save\":true}\n", "");

	k.set_ps = -1;
	RUN(&k, &o, "dev", "wlan0", "set", "power_save", "off");
	expect(&o, 0, "", "");
	assert_int_equal(k.set_ps, 0);
	RUN(&k, &o, "dev", "wlan0", "set", "power_save", "maybe");
	expect(&o, 2, "Invalid parameter: maybe\n", "");
	RUN(&k, &o, "dev", "wlan0", "set", "power_save");
	expect(&o, 1, "Usage:\tiw [options] dev <devname> set power_save <on|off>\n"
	       "\nSet power save state to on or off.\n\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n", "");
}

static void test_set_type(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "set", "type", "ibss");
	expect(&o, 0, "", "");
	assert_int_equal(k.set_type, IWC_IFTYPE_ADHOC);
	RUN(&k, &o, "dev", "wlan0", "set", "type", "mgd");
	expect(&o, 0, "", "");
	assert_int_equal(k.set_type, IWC_IFTYPE_STATION);
	k.set_err = -EBUSY;
	RUN(&k, &o, "dev", "wlan0", "set", "type", "monitor");
	expect(&o, 240, "", "command failed: Device or resource busy (-16)\n");
	strcpy(k.extack, "not now");
	RUN(&k, &o, "dev", "wlan0", "set", "type", "monitor");
	expect(&o, 240, "", "kernel reports: not now\n"
	       "command failed: Device or resource busy (-16)\n");
	RUN(&k, &o, "dev", "wlan0", "set", "type", "bogus");
	expect(&o, 2, "", "invalid interface type bogus\n");
	RUN(&k, &o, "dev", "wlan0", "set", "type", "ap");
	expect(&o, 2, "", "You need to run a management daemon, e.g. hostapd,\n"
	       "see http://wireless.kernel.org/en/users/Documentation/hostapd\n"
	       "for more information on how to do that.\n");
	RUN(&k, &o, "dev", "wlan0", "set", "type");
	expect(&o, 1, "Usage:\tiw [options] dev <devname> set type <type>\n\n"
	       "Set interface type/mode.\n"
	       "Valid interface types are: managed, ibss, monitor, mesh, wds.\n\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n", "");
}

static void test_connect(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "connect", "net", "2437",
	    "02:aa:bb:cc:dd:ee");
	expect(&o, 0, "", "");
	assert_true(k.connected);
	assert_int_equal(k.conn.ssid_len, 3);
	assert_memory_equal(k.conn.ssid, "net", 3);
	assert_int_equal(k.conn.freq_mhz, 2437);
	assert_true(k.conn.has_bssid);
	assert_int_equal(k.conn.bssid[5], 0xee);
	assert_int_equal(k.conn.default_key, -1);

	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "connect", "02:aa:bb:cc:dd:ee");
	expect(&o, 0, "", "");
	assert_int_equal(k.conn.ssid_len, 17);	/* the SSID comes first */
	assert_false(k.conn.has_bssid);

	RUN(&k, &o, "dev", "wlan0", "connect", "net", "bogus");
	assert_int_equal(o.status, 1);
	assert_non_null(strstr(o.out, "dev <devname> connect [-w] <SSID>"));
	out_free(&o);

	k.set_err = -EALREADY;
	RUN(&k, &o, "dev", "wlan0", "connect", "net");
	expect(&o, 142, "", "command failed: Operation already in progress (-114)\n");

	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "disconnect");
	expect(&o, 0, "", "");
	assert_true(k.disconnected);
}

static void test_txpower_freq(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "limit", "-300");
	expect(&o, 0, "", "");
	assert_int_equal(k.txp_setting, 1);
	assert_int_equal(k.txp_mbm, -300);
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "auto");
	expect(&o, 0, "", "");
	assert_int_equal(k.txp_setting, 0);
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "fixed");
	expect(&o, 2, "Missing TX power level argument.\n", "");
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "fixed", "1x");
	expect(&o, 2, "", "");
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "auto", "1");
	assert_int_equal(o.status, 1);
	out_free(&o);
	RUN(&k, &o, "dev", "wlan0", "set", "txpower", "max");
	expect(&o, 2, "Invalid parameter: max\n", "");

	RUN(&k, &o, "dev", "wlan0", "set", "channel", "14");
	expect(&o, 0, "", "");
	assert_int_equal(k.chan_freq, 2484);
	RUN(&k, &o, "dev", "wlan0", "set", "channel", "36");
	expect(&o, 0, "", "");
	assert_int_equal(k.chan_freq, 5180);
	RUN(&k, &o, "dev", "wlan0", "set", "freq", "2437");
	expect(&o, 0, "", "");
	assert_int_equal(k.chan_freq, 2437);
	/* iw's usage of a command without help: every line of its args */
	RUN(&k, &o, "dev", "wlan0", "set", "freq");
	expect(&o, 1, "Usage:\tiw [options] dev <devname> set freq "
	       "<freq> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]\n"
	       "\tdev <devname> set freq <control freq> [5|10|20|40|80|80+80|160]"
	       " [<center1_freq> [<center2_freq>]]\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n", "");
}

static void test_reg(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "reg", "get");
	expect(&o, 0, "global\ncountry US: DFS-FCC\n"
	       "\t(2402 - 2472 @ 40), (N/A, 30), (N/A)\n"
	       "\t(5250 - 5330 @ 80), (3, 23), (0 ms), DFS, AUTO-BW, NO-IR\n"
	       "\n"
	       "phy#2 (self-managed)\ncountry US: DFS-UNSET\n"
	       "\t(2402 - 2472 @ 40), (N/A, 30), (N/A)\n\n", "");
	RUN(&k, &o, "reg", "set", "us");
	expect(&o, 2, "", "not a valid ISO/IEC 3166-1 alpha2\n"
	       "Special non-alpha2 usable entries:\n\t00\tWorld Regulatory domain\n");
	RUN(&k, &o, "reg", "set", "DE", "x");
	assert_int_equal(o.status, 1);
	assert_non_null(strstr(o.out, "reg set <ISO/IEC 3166-1 alpha2>\n"));
	out_free(&o);
}

static void test_station(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan0", "station", "dump");
	expect(&o, 0, "Station 02:00:00:00:00:00 (on wlan0)"
	       "\n\tinactive time:\t40 ms\n\trx bytes:\t5000000000"
	       "\n\ttx bytes:\t77\n\tsignal:  \t-30 [-30, -31] dBm"
	       "\n\ttx bitrate:\t5.5 MBit/s"
	       "\n\texpected throughput:\t54.0Mbps"
	       "\n\tauthorized:\tyes\n\tpreamble:\tlong\n\tMFP:\t\tno"
	       "\n\tDTIM period:\t2\n\tbeacon interval:100"
	       "\n\tshort slot time:yes\n\tconnected time:\t12 seconds"
	       "\n\tassociated at [boottime]:\t2.500s"
	       "\n\tassociated at:\t999500 ms\n\tcurrent time:\t1000000 ms\n",
	       "");
	RUN(&k, &o, "dev", "wlan0", "station", "get", "02:0:0:0:0:99");
	expect(&o, 254, "", "command failed: No such file or directory (-2)\n");
	RUN(&k, &o, "dev", "wlan0", "station", "get", "02:00:00:00");
	expect(&o, 2, "", "invalid mac address\n");
	/* iw's sscanf("%x"): trailing characters, extra parts ignored */
	RUN(&k, &o, "-j", "dev", "wlan0", "station", "get",
	    "2x:0:0:0:0:1:77");
	assert_int_equal(o.status, 0);
	assert_true(!strncmp(o.out, "{\"version\":1,\"stations\":[{\"mac\":\"02:00:00:00:00:00\","
			     "\"ifname\":\"wlan0\",\"rx_bytes\":5000000000,", 91));
	out_free(&o);
	RUN(&k, &o, "dev", "wlan0", "station", "get");
	assert_int_equal(o.status, 1);
	assert_non_null(strstr(o.out, "station get <MAC address>\n"));
	out_free(&o);
}

static void test_errors(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	fk_init(&k);
	RUN(&k, &o, "dev", "wlan9", "info");
	expect(&o, 237, "", "command failed: No such device (-19)\n");
	RUN(&k, &o, "dev", "wlan9", "bogus");
	expect(&o, 237, "", "command failed: No such device (-19)\n");
	k.info_err = -EOPNOTSUPP;
	RUN(&k, &o, "dev", "wlan0", "info");
	expect(&o, 161, "", "command failed: Operation not supported (-95)\n");

	/* no nl80211: before any command is looked at */
	k.no_nl80211 = true;
	RUN(&k, &o, "dev", "wlan0", "set", "type");
	expect(&o, 1, "", "nl80211 not found.\n");
	k.no_nl80211 = false;

	/* the whole usage (iw's lists all of iw's commands) */
	RUN(&k, &o, "dev", "wlan0");
	assert_int_equal(o.status, 1);
	assert_true(!strncmp(o.out, "Usage:\tiw [options] command\n", 28));
	out_free(&o);
	RUN(&k, &o, "dev", "wlan0", "info", "extra");
	assert_int_equal(o.status, 1);
	assert_true(!strncmp(o.out, "Usage:\tiw [options] command\n", 28));
	out_free(&o);
	RUN(&k, &o, "dev", "wlan0", "get");
	assert_int_equal(o.status, 1);
	out_free(&o);
	RUN(&k, &o, "--version");
	expect(&o, 0, "iw version 5.19\n", "");
}

/* ---- explain ---- */

static void explain_init(struct fk *k, enum iwc_iftype type)
{
	fk_init(k);
	k->has_iface = true;
	strcpy(k->iface.name, "wlan0");
	k->iface.ifindex = 11;
	k->iface.wiphy = 3;
	k->iface.iftype = type;
	k->iface.up = true;
	k->wiphy.n_channels = 2;
	k->wiphy.channels[0].freq_mhz = 2412;
	k->wiphy.channels[0].disabled = true;
	k->wiphy.channels[1].freq_mhz = 2417;
}

#define HDR(line) "#!/bin/sh\n# iwcompat explain: " line "\nset -e\n"

static void test_explain_managed(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "net", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 essid net channel 6")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect net 2437\n", "");
	/* freq in Hz, an AP, an SSID to quote; the connect comes last */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "ap", "02:11:22:33:44:55",
		"freq", "5.18G", "essid", "it's mine", "rts", "500");
	expect(&o, 0, HDR("iwconfig wlan0 ap 02:11:22:33:44:55 freq 5.18G essid 'it'\\''s mine' rts 500")
	       "iw phy#3 set rts 500\n"
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect 'it'\\''s mine' 5180 02:11:22:33:44:55\n",
	       "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "off");
	expect(&o, 0, HDR("iwconfig wlan0 essid off")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n", "");
	/* a down interface: cfg80211 connects at NETDEV_UP, iw cannot */
	k.iface.up = false;
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "net");
	expect(&o, 0, HDR("iwconfig wlan0 essid net")
	       "# wlan0 is down: cfg80211 would connect when it comes up; iw needs it up first:\n"
	       "# ip link set wlan0 up\n"
	       "# iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "# iw dev wlan0 connect net\n", "");
	k.iface.up = true;
	/* channel alone: kept for later by cfg80211, nothing iw can do */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "11");
	expect(&o, 0, HDR("iwconfig wlan0 channel 11")
	       "# no exact iw equivalent: the channel/AP is kept for the next connect: give it to \"iw dev IF connect SSID FREQ BSSID\"\n",
	       "");
	/* connected (through nl80211): cfg80211 disconnects */
	k.iface.has_ssid = true;
	k.iface.ssid_len = 3;
	memcpy(k.iface.ssid, "net", 3);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 channel 6")
	       "iw dev wlan0 disconnect\n"
	       "# no exact iw equivalent: cfg80211 does not reconnect (the disconnect forgets the SSID): \"iw dev IF connect SSID FREQ BSSID\"\n",
	       "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "ap", "any");
	assert_null(strstr(o.out, "iw dev wlan0 disconnect"));
	out_free(&o);
	k.iface.has_ssid = false;
	/* channel 14 and a 5 GHz channel number */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "a", "channel", "14");
	assert_non_null(strstr(o.out, "connect a 2484\n"));
	out_free(&o);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "149", "essid", "a");
	assert_non_null(strstr(o.out, "connect a 5745\n"));
	out_free(&o);
	/* a huge channel: the kernel's arithmetic (5000 + 5 * ch in int,
	 * then kHz in a u32 and back), which wraps, without signed
	 * overflow here (issue #17, finding 2) */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "a", "channel",
		"999999999");
	assert_non_null(strstr(o.out, "connect a 663062\n"));
	out_free(&o);
}

/* txpower's dBm (iwconfig's sscanf "%i" into an int, or mW through
 * ceil(10 * log10(mW))) to iw's mBm (an int): over the int's range.
 * cfg80211 refuses a negative fixed level (EINVAL) and takes a negative
 * one with "auto" as automatic; a level whose mBm does not fit an int
 * has no iw line (the kernel's DBM_TO_MBM() would wrap it): never a
 * wrapped number (issue #32, finding 12). */
static void test_explain_txpower_range(void **s)
{
#define NEG "# no exact iw equivalent: a negative fixed txpower (cfg80211 refuses it: Invalid argument)\n"
#define BIG(dbm, mbm) "# no exact iw equivalent: txpower " dbm " dBm is " mbm \
	" mBm, more than the kernel's int holds (cfg80211's dBm to mBm conversion overflows)\n"
	static const struct {
		const char *arg, *arg2, *script;
	} cases[] = {
		{ "-2147483648", NULL, NEG },
		{ "-21474837", NULL, NEG },
		{ "-1", NULL, NEG },
		{ "0", NULL, "iw dev wlan0 set txpower fixed 0\n" },
		{ "1", NULL, "iw dev wlan0 set txpower fixed 100\n" },
		{ "21474836", NULL, "iw dev wlan0 set txpower fixed 2147483600\n" },
		{ "21474837", NULL, BIG("21474837", "2147483700") },
		{ "33333333", NULL, BIG("33333333", "3333333300") },
		{ "1073741824", NULL, BIG("1073741824", "107374182400") },
		{ "2147483647", NULL, BIG("2147483647", "214748364700") },
		{ "0x7fffffff", NULL, BIG("2147483647", "214748364700") },
		{ "-2147483648", "auto", "iw dev wlan0 set txpower auto\n" },
		{ "-1", "auto", "iw dev wlan0 set txpower auto\n" },
		{ "0", "auto", "iw dev wlan0 set txpower limit 0\n" },
		{ "21474836", "auto", "iw dev wlan0 set txpower limit 2147483600\n" },
		{ "21474837", "auto", BIG("21474837", "2147483700") },
		{ "2147483647", "auto", BIG("2147483647", "214748364700") },
		/* milliwatts: 1 mW is 0 dBm, 100 mW 20 dBm, INT_MAX mW
		 * 94 dBm; 0 mW is log10(0) = -inf and -5 mW NaN, which
		 * the processor's conversion makes INT_MIN (x86; ARM:
		 * INT_MIN and 0, as the real iwconfig there): units.c */
		{ "1mW", NULL, "iw dev wlan0 set txpower fixed 0\n" },
		{ "100mW", NULL, "iw dev wlan0 set txpower fixed 2000\n" },
		{ "2147483647mW", NULL, "iw dev wlan0 set txpower fixed 9400\n" },
		{ "100m", "auto", "iw dev wlan0 set txpower limit 2000\n" },
		{ "0mW", NULL, NEG },
#if defined(__x86_64__) || defined(__i386__)
		{ "-5mW", NULL, NEG },
#else
		{ "-5mW", NULL, "iw dev wlan0 set txpower fixed 0\n" },
#endif
	};
	struct fk k;
	struct out o;
	char hdr[128], want[512];

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(hdr, sizeof(hdr), "iwconfig wlan0 txpower %s%s%s",
			 cases[i].arg, cases[i].arg2 ? " " : "",
			 cases[i].arg2 ? cases[i].arg2 : "");
		snprintf(want, sizeof(want), "#!/bin/sh\n# iwcompat explain: %s\nset -e\n%s",
			 hdr, cases[i].script);
		if (cases[i].arg2)
			EXPLAIN(&k, &o, "iwconfig", "wlan0", "txpower",
				cases[i].arg, cases[i].arg2);
		else
			EXPLAIN(&k, &o, "iwconfig", "wlan0", "txpower",
				cases[i].arg);
		expect(&o, 0, want, "");
	}
#undef NEG
#undef BIG
}

static void test_explain_phy_power(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "rts", "off", "frag", "1000",
		"retry", "5", "txpower", "15", "power", "on");
	expect(&o, 0, HDR("iwconfig wlan0 rts off frag 1000 retry 5 txpower 15 power on")
	       "iw phy#3 set rts off\n"
	       "iw phy#3 set frag 1000\n"
	       "iw phy#3 set retry short 5 long 5\n"
	       "iw dev wlan0 set txpower fixed 1500\n"
	       "iw dev wlan0 set power_save on\n", "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "txpower", "auto", "power",
		"off", "txpower", "10", "auto");
	expect(&o, 0, HDR("iwconfig wlan0 txpower auto power off txpower 10 auto")
	       "iw dev wlan0 set txpower auto\n"
	       "iw dev wlan0 set power_save off\n"
	       "iw dev wlan0 set txpower limit 1000\n", "");
	/* the interface is unknown: the phy from sysfs at run time */
	k.has_iface = false;
	EXPLAIN(&k, &o, "iwconfig", "wlan5", "frag", "off");
	expect(&o, 0, HDR("iwconfig wlan5 frag off")
	       "PHY=$(cat /sys/class/net/wlan5/phy80211/name)\n"
	       "iw phy \"$PHY\" set frag off\n", "");
}

static void test_explain_modes(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "mode", "ad-hoc", "essid",
		"cell", "channel", "1", "ap", "02:1b:55:ad:0c:01");
	expect(&o, 0, HDR("iwconfig wlan0 mode ad-hoc essid cell channel 1 ap 02:1b:55:ad:0c:01")
	       "iw dev wlan0 set type ibss\n"
	       "iw dev wlan0 ibss leave 2>/dev/null || true\n"
	       "iw dev wlan0 ibss join cell 2412 fixed-freq 02:1b:55:ad:0c:01\n",
	       "");
	/* no channel: the wiphy's first usable one */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "mode", "ad-hoc", "essid", "c");
	assert_non_null(strstr(o.out, "ibss join c 2417\n"));
	out_free(&o);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "mode", "monitor", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 mode monitor channel 6")
	       "iw dev wlan0 set type monitor\niw dev wlan0 set freq 2437\n",
	       "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "mode", "master");
	expect(&o, 0, HDR("iwconfig wlan0 mode master")
	       "# no exact iw equivalent: mode master: an access point needs hostapd\n",
	       "");
	/* the current mode decides: a monitor interface's channel */
	explain_init(&k, IWC_IFTYPE_MONITOR);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "1");
	expect(&o, 0, HDR("iwconfig wlan0 channel 1")
	       "iw dev wlan0 set freq 2412\n", "");
	/* a joined IBSS, another channel: cfg80211 leaves it */
	explain_init(&k, IWC_IFTYPE_ADHOC);
	k.iface.has_ssid = true;
	k.iface.ssid_len = 1;
	k.iface.ssid[0] = 'c';
	k.iface.has_freq = true;
	k.iface.freq_mhz = 2412;
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 channel 6")
	       "iw dev wlan0 ibss leave\n"
	       "# no exact iw equivalent: cfg80211 rejoins only an SSID given to iwconfig: \"iw dev IF ibss join SSID FREQ fixed-freq [BSSID]\"\n",
	       "");
	/* its own channel: nothing changes */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "channel", "1");
	assert_null(strstr(o.out, "leave"));
	out_free(&o);
	/* an IBSS: "essid on" rejoins the current SSID */
	explain_init(&k, IWC_IFTYPE_ADHOC);
	k.iface.has_ssid = true;
	k.iface.ssid_len = 4;
	memcpy(k.iface.ssid, "cur!", 4);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "on", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 essid on channel 6")
	       "iw dev wlan0 ibss leave 2>/dev/null || true\n"
	       "iw dev wlan0 ibss join 'cur!' 2437 fixed-freq\n", "");
}

/* WEP keys as iw's connect/ibss join take them: "[d:]N:KEY", KEY 5 or
 * 13 characters (s:) or 10 or 26 hex digits; N from "[N]" (N-1), else
 * the TX key, 0 when none; the first key stored is the TX key (d:) */
static void test_explain_keys(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid", "net", "key", "s:abcde");
	expect(&o, 0, HDR("iwconfig wlan0 essid net key s:abcde")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect net key d:0:abcde\n", "");
	/* hex without its dashes/colons, "[2]" is iw's 1 */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "key", "[2]", "0123-4567-89",
		"essid", "net", "channel", "6");
	expect(&o, 0, HDR("iwconfig wlan0 key '[2]' 0123-4567-89 essid net channel 6")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect net 2437 key d:1:0123456789\n", "");
	/* two keys, the TX key chosen by "key [2]"; a 13-character key
	 * quoted for the shell */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "key", "s:abcde", "key", "[2]",
		"s:a b;c'defghij", "key", "[2]", "essid", "n");
	expect(&o, 0, HDR("iwconfig wlan0 key s:abcde key '[2]' 's:a b;c'\\''defghij' key '[2]' essid n")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect n key 0:abcde 'd:1:a b;c'\\''defghij'\n",
	       "");
	/* a key iw cannot take, a removed one */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "key", "0102", "essid", "x");
	expect(&o, 0, HDR("iwconfig wlan0 key 0102 essid x")
	       "# no exact iw equivalent: a WEP key of 2 bytes (iw and cfg80211 take 5 or 13)\n"
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect x\n", "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "key", "[3]", "s:abcde", "key",
		"[3]", "off", "essid", "x");
	expect(&o, 0, HDR("iwconfig wlan0 key '[3]' s:abcde key '[3]' off essid x")
	       "iw dev wlan0 disconnect 2>/dev/null || true\n"
	       "iw dev wlan0 connect x\n", "");
	/* no connect: the words to give it */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "key", "s:abcde");
	expect(&o, 0, HDR("iwconfig wlan0 key s:abcde")
	       "# no exact iw equivalent: WEP keys outside a connect or ibss join; give them to it: key d:0:abcde\n",
	       "");
	/* ad-hoc: ibss join takes them too */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "mode", "ad-hoc", "essid", "c",
		"channel", "1", "key",
		"01:02:03:04:05:06:07:08:09:0a:0b:0c:0d");
	expect(&o, 0, HDR("iwconfig wlan0 mode ad-hoc essid c channel 1 key 01:02:03:04:05:06:07:08:09:0a:0b:0c:0d")
	       "iw dev wlan0 set type ibss\n"
	       "iw dev wlan0 ibss leave 2>/dev/null || true\n"
	       "iw dev wlan0 ibss join c 2412 fixed-freq key d:0:0102030405060708090a0b0c0d\n",
	       "");
}

static void test_explain_other(void **s)
{
	struct fk k;
	struct out o;

	(void)s;
	explain_init(&k, IWC_IFTYPE_STATION);
	/* the legacy parser's errors, with its statuses */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "bogus");
	expect(&o, 255, "", "iwconfig: unknown command \"bogus\"\n");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "essid");
	assert_int_equal(o.status, 254);
	out_free(&o);
	/* the settings before a bad word: the tool applies them */
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "rts", "500", "bogus");
	expect(&o, 255, HDR("iwconfig wlan0 rts 500 bogus")
	       "iw phy#3 set rts 500\n"
	       "# iwconfig then stops at a bad word: its error and exit status\n",
	       "iwconfig: unknown command \"bogus\"\n");
	EXPLAIN(&k, &o, "iwconfig", "wlan0", "nick", "x", "commit", "key",
		"s:abcde");
	expect(&o, 0, HDR("iwconfig wlan0 nick x commit key s:abcde")
	       "# no exact iw equivalent: nickname (cfg80211 does not keep one)\n"
	       "# commit: nothing to do (each setting applies at once)\n"
	       "# no exact iw equivalent: WEP keys outside a connect or ibss join; give them to it: key d:0:abcde\n",
	       "");
	EXPLAIN(&k, &o, "iwconfig", "wlan0");
	expect(&o, 0, HDR("iwconfig wlan0")
	       "iw dev wlan0 info\niw dev wlan0 link\n"
	       "iw dev wlan0 get power_save\n", "");
	EXPLAIN(&k, &o, "iwlist", "wlan0", "scan", "essid", "my net");
	expect(&o, 0, HDR("iwlist wlan0 scan essid 'my net'")
	       "iw dev wlan0 scan ssid 'my net'\n", "");
	/* iwlist's own reading of its command word: abbreviations,
	 * ambiguity, unknown words and argument counts, with its errors */
	EXPLAIN(&k, &o, "iwlist", "wlan0", "s");
	expect(&o, 0, HDR("iwlist wlan0 s") "iw dev wlan0 scan\n", "");
	EXPLAIN(&k, &o, "iwlist", "wlan0", "fr");
	expect(&o, 0, HDR("iwlist wlan0 fr")
	       "iw phy#3 channels\niw dev wlan0 info\n", "");
	EXPLAIN(&k, &o, "iwlist", "wlan0", "r");
	expect(&o, 1, "",
	       "iwlist: command `r' is ambiguous (check 'iwlist --help').\n");
	EXPLAIN(&k, &o, "iwlist", "wlan0", "bogus");
	expect(&o, 1, "",
	       "iwlist: unknown command `bogus' (check 'iwlist --help').\n");
	EXPLAIN(&k, &o, "iwlist", "wlan0", "freq", "x");
	expect(&o, 1, "",
	       "iwlist: command `frequency' needs fewer arguments (max 0)\n");
	EXPLAIN(&k, &o, "iwgetid", "wlan0", "-r");
	expect(&o, 0, HDR("iwgetid wlan0 -r") "iw dev wlan0 link\n", "");
	EXPLAIN(&k, &o, "ifconfig");
	expect(&o, 1, "", "iwcompat explain: unknown tool 'ifconfig'\n");
}

/*
 * The bash completion's -j lists (_iwcompat_json_cmds,
 * _iwcompat_json_dev_cmds) against what iwcompat -j accepts: a word is
 * offered after -j if and only if -j does not refuse it (for a dev
 * word: at least one of its commands runs under -j). The lists are
 * written by hand in the completion; this ties them to the code.
 */
#define WORDS_MAX 32

static int read_list(const char *text, const char *name, char words[][24])
{
	char key[64];
	const char *p, *end;
	int n = 0;

	snprintf(key, sizeof(key), "\n%s=(", name);
	p = strstr(text, key);
	assert_non_null(p);
	p += strlen(key);
	end = strchr(p, ')');
	assert_non_null(end);
	while (p < end && n < WORDS_MAX) {
		size_t len;

		p += strspn(p, " ");
		len = strcspn(p, " )");
		if (!len)
			break;
		assert_true(len < 24);
		memcpy(words[n], p, len);
		words[n++][len] = '\0';
		p += len;
	}
	return n;
}

static bool in_list(char words[][24], int n, const char *w)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(words[i], w))
			return true;
	return false;
}

/* -j ARGV... (after "iw"): refused as having no JSON form? */
static bool json_refused(char **argv)
{
	char *full[12] = { "iwcompat", "-j" };
	int argc = 2;
	struct fk k;
	struct out o;
	bool refused;
	FILE *err;
	char *txt = NULL;
	size_t len = 0;

	for (; *argv && argc < 11; argv++)
		full[argc++] = *argv;
	full[argc] = NULL;
	/* the executable's own check first (tools.c), as main() does */
	err = open_memstream(&txt, &len);
	assert_non_null(err);
	refused = iwc_json_refused(err, argc, full);
	fclose(err);
	free(txt);
	if (refused)
		return true;
	if (iwc_tool_find(full[2]))
		return false;	/* a legacy tool -j lets through */
	fk_init(&k);
	nh_runv(&fk_be, &k, &o, argc, full);
	refused = strstr(o.err, "has no JSON form") != NULL;
	out_free(&o);
	return refused;
}

static void test_json_completion_lists(void **s)
{
	/* every dev word the completion offers without -j, and commands
	 * of it (enough arguments for the command to be found) */
	static const char *const dev_cmds[][4] = {
		{ "info" }, { "link" }, { "disconnect" },
		{ "connect", "net" },
		{ "scan" }, { "scan", "dump" }, { "scan", "trigger" },
		{ "scan", "abort" },
		{ "station", "dump" }, { "station", "get", "02:00:00:00:00:01" },
		{ "get", "power_save" },
		{ "set", "power_save", "on" }, { "set", "txpower", "auto" },
		{ "set", "freq", "2412" }, { "set", "channel", "1" },
		{ "set", "type", "managed" },
	};
	static const char *const top[] = {
		"iwconfig", "iwlist", "iwgetid", "iwpriv", "iwspy", "iwevent",
		"link-up", "dev", "phy", "list", "event", "reg", "explain",
	};
	char cmds[WORDS_MAX][24], dev[WORDS_MAX][24];
	char *text = NULL;
	size_t size = 0;
	FILE *f = fopen(IWC_BASH_COMPLETION, "r");
	int ncmds, ndev;

	(void)s;
	assert_non_null(f);
	text = calloc(1, 1 << 16);
	assert_non_null(text);
	text[0] = '\n';
	size = fread(text + 1, 1, (1 << 16) - 2, f);
	fclose(f);
	assert_true(size > 0);
	ncmds = read_list(text, "_iwcompat_json_cmds", cmds);
	ndev = read_list(text, "_iwcompat_json_dev_cmds", dev);
	free(text);
	assert_true(ncmds > 0 && ndev > 0);

	for (size_t i = 0; i < sizeof(top) / sizeof(top[0]); i++) {
		char *argv[] = { (char *)top[i], NULL };

		if (json_refused(argv) == in_list(cmds, ncmds, top[i]))
			fail_msg("-j %s: %s, and the completion %s it",
				 top[i], in_list(cmds, ncmds, top[i]) ?
				 "refused" : "accepted",
				 in_list(cmds, ncmds, top[i]) ?
				 "offers" : "does not offer");
	}
	for (size_t i = 0; i < sizeof(dev_cmds) / sizeof(dev_cmds[0]);) {
		const char *word = dev_cmds[i][0];
		bool accepted = false;

		/* the word's commands, consecutive in the table */
		for (; i < sizeof(dev_cmds) / sizeof(dev_cmds[0]) &&
		       !strcmp(dev_cmds[i][0], word); i++) {
			char *argv[8] = { "dev", "wlan0" };
			int n = 2;

			for (int j = 0; j < 4 && dev_cmds[i][j]; j++)
				argv[n++] = (char *)dev_cmds[i][j];
			argv[n] = NULL;
			if (!json_refused(argv))
				accepted = true;
		}
		if (accepted != in_list(dev, ndev, word))
			fail_msg("-j dev wlan0 %s...: %s, and the completion "
				 "%s it", word,
				 accepted ? "accepted" : "refused",
				 accepted ? "does not offer" : "offers");
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_info_idle),
		cmocka_unit_test(test_info_channel_ssid),
		cmocka_unit_test(test_info_chantype),
		cmocka_unit_test(test_dev_dump),
		cmocka_unit_test(test_json_info),
		cmocka_unit_test(test_json_completion_lists),
		cmocka_unit_test(test_link_connected),
		cmocka_unit_test(test_link_states),
		cmocka_unit_test(test_power_save),
		cmocka_unit_test(test_set_type),
		cmocka_unit_test(test_connect),
		cmocka_unit_test(test_txpower_freq),
		cmocka_unit_test(test_reg),
		cmocka_unit_test(test_station),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_explain_managed),
		cmocka_unit_test(test_explain_txpower_range),
		cmocka_unit_test(test_explain_phy_power),
		cmocka_unit_test(test_explain_modes),
		cmocka_unit_test(test_explain_keys),
		cmocka_unit_test(test_explain_other),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
