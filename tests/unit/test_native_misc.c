/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_misc.c - native mode's "set freq|channel" with widths,
 * "connect [-w]" with auth and keys, and "station dump -v" (native_misc.c
 * through native.c's dispatcher) against a fake of the native ops: what
 * would be sent to the kernel, and iw 5.19's texts and exit statuses
 * (util.c parse_freqchan()/get_cf1()/parse_keys(), connect.c, event.c,
 * station.c parse_tid_stats()).
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

struct fk {
	int err;
	int n_chandef;
	struct iwc_nat_chandef chandef;
	int n_connect;
	struct iwc_nat_connect conn;
	bool waited;
	struct iwc_nat_connect_event ev;
	struct iwc_nat_station st;
};

static int fk_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	(void)be;
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = 7;
	return 0;
}

static int fk_set_chandef(void *be, uint32_t ifindex,
			  const struct iwc_nat_chandef *c)
{
	struct fk *k = be;

	assert_int_equal(ifindex, 7);
	k->n_chandef++;
	k->chandef = *c;
	return k->err;
}

static int fk_connect(void *be, uint32_t ifindex,
		      const struct iwc_nat_connect *p,
		      struct iwc_nat_connect_event *ev)
{
	struct fk *k = be;

	assert_int_equal(ifindex, 7);
	k->n_connect++;
	k->conn = *p;
	k->waited = ev != NULL;
	if (ev && !k->err)
		*ev = k->ev;
	return k->err;
}

static int fk_stations(void *be, uint32_t ifindex, const uint8_t *mac,
		       struct iwc_nat_station_list *ret)
{
	struct fk *k = be;

	(void)ifindex;
	(void)mac;
	ret->v = malloc(sizeof(*ret->v));
	if (!ret->v)
		return -ENOMEM;
	ret->v[0] = k->st;
	ret->n = 1;
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-native-misc",
	.ifindex = fk_ifindex,
	.set_chandef = fk_set_chandef,
	.connect_request = fk_connect,
	.stations = fk_stations,
};

#define RUN(k, o, ...) nh_run(&fk_be, k, o, "iw", "dev", "wlan0", \
			      __VA_ARGS__, (char *)NULL)

/* a usage answer: status 1, the command's usage on stdout */
static void expect_usage(struct out *o, const char *cmd)
{
	assert_int_equal(o->status, 1);
	assert_non_null(strstr(o->out, cmd));
	assert_string_equal(o->err, "");
	free(o->out);
	free(o->err);
}

static void chandef_is(const struct fk *k, uint32_t ctl, uint32_t width,
		       uint32_t cf1, uint32_t cf2)
{
	assert_int_equal(k->chandef.control_mhz, ctl);
	assert_int_equal(k->chandef.width, width);
	assert_int_equal(k->chandef.center1_mhz, cf1);
	assert_int_equal(k->chandef.center2_mhz, cf2);
}

/* enum nl80211_chan_width */
enum { NOHT, W20, W40, W80, W80P80, W160, W5, W10 };

static void test_set_freq_modes(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "set", "freq", "2437");
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, NOHT, 2437, 0);
	RUN(&k, &o, "set", "freq", "2437", "HT40+");
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, W40, 2447, 0);
	RUN(&k, &o, "set", "freq", "2437", "ht40-");	/* strcasecmp */
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, W40, 2427, 0);
	RUN(&k, &o, "set", "freq", "2412", "HT20");
	expect(&o, 0, "", "");
	chandef_is(&k, 2412, W20, 2412, 0);
	RUN(&k, &o, "set", "freq", "2412", "5MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 2412, W5, 2412, 0);
	RUN(&k, &o, "set", "freq", "2412", "10MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 2412, W10, 2412, 0);
	/* get_cf1(): the 80 and 160 MHz blocks */
	RUN(&k, &o, "set", "freq", "5200", "80MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 5200, W80, 5210, 0);
	RUN(&k, &o, "set", "freq", "5745", "80MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 5745, W80, 5775, 0);
	RUN(&k, &o, "set", "freq", "5300", "160MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 5300, W160, 5250, 0);
	/* outside every block: the control frequency */
	RUN(&k, &o, "set", "freq", "2437", "80MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, W80, 2437, 0);
	RUN(&k, &o, "set", "freq", "2437", "NOHT");
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, NOHT, 2437, 0);
	/* a mode ends the definition */
	k.n_chandef = 0;
	RUN(&k, &o, "set", "freq", "2437", "HT40+", "2447");
	expect_usage(&o, "dev <devname> set freq <freq> [NOHT|");
	assert_int_equal(k.n_chandef, 0);
}

static void test_set_freq_widths(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "set", "freq", "5180", "80", "5210");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W80, 5210, 0);
	RUN(&k, &o, "set", "freq", "2412", "40", "2422");
	expect(&o, 0, "", "");
	chandef_is(&k, 2412, W40, 2422, 0);
	RUN(&k, &o, "set", "freq", "5180", "80+80", "5210", "5530");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W80P80, 5210, 5530);
	RUN(&k, &o, "set", "freq", "5180", "160", "5250");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W160, 5250, 0);
	/* 20, 5, 10: no center frequency, the control one stays */
	RUN(&k, &o, "set", "freq", "5180", "20");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W20, 5180, 0);
	RUN(&k, &o, "set", "freq", "5180", "10");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W10, 5180, 0);

	k.n_chandef = 0;
	/* a width that needs a center frequency, without one */
	RUN(&k, &o, "set", "freq", "5180", "80");
	expect_usage(&o, "set freq <control freq> [5|10|20|40|80|80+80|160]");
	RUN(&k, &o, "set", "freq", "5180", "80+80", "5210");
	expect_usage(&o, "set freq <control freq>");
	RUN(&k, &o, "set", "freq", "5180", "80", "52x0");
	expect_usage(&o, "set freq <control freq>");
	RUN(&k, &o, "set", "freq", "5180", "80", "");
	expect_usage(&o, "set freq <control freq>");
	/* not a width, not a mode; extra arguments */
	RUN(&k, &o, "set", "freq", "5180", "HT80");
	expect_usage(&o, "set freq <control freq>");
	RUN(&k, &o, "set", "freq", "5180", "20", "5180");
	expect_usage(&o, "set freq <control freq>");
	RUN(&k, &o, "set", "freq", "5180", "80", "5210", "5530");
	expect_usage(&o, "set freq <control freq>");
	RUN(&k, &o, "set", "freq", "518O");
	expect_usage(&o, "set freq <control freq>");
	assert_int_equal(k.n_chandef, 0);

	/* the kernel's answer, as for every command */
	k.err = -EINVAL;
	RUN(&k, &o, "set", "freq", "2484", "HT40+");
	expect(&o, 234, "", "command failed: Invalid argument (-22)\n");
}

static void test_set_channel(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "set", "channel", "6", "HT40+");
	expect(&o, 0, "", "");
	chandef_is(&k, 2437, W40, 2447, 0);
	RUN(&k, &o, "set", "channel", "36", "80MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 5180, W80, 5210, 0);
	RUN(&k, &o, "set", "channel", "100", "160MHz");
	expect(&o, 0, "", "");
	chandef_is(&k, 5500, W160, 5570, 0);
	RUN(&k, &o, "set", "channel", "14");
	expect(&o, 0, "", "");
	chandef_is(&k, 2484, NOHT, 2484, 0);
	RUN(&k, &o, "set", "channel", "184");
	expect(&o, 0, "", "");
	chandef_is(&k, 4920, NOHT, 4920, 0);
	/* channel 0: frequency 0, which the kernel refuses */
	RUN(&k, &o, "set", "channel", "0");
	expect(&o, 0, "", "");
	chandef_is(&k, 0, NOHT, 0, 0);
	/* huge numbers: iw's int arithmetic wraps (2^32 + 2147488643 for
	 * 5000 + 5 * 2147483647; 2147483647 + 10 for HT40+); ours wraps
	 * in unsigned arithmetic, without undefined behaviour (issue #17,
	 * finding 2: the UBSan build reported signed overflow here) */
	RUN(&k, &o, "set", "channel", "2147483647");
	expect(&o, 0, "", "");
	chandef_is(&k, 2147488643u, NOHT, 2147488643u, 0);
	RUN(&k, &o, "set", "freq", "2147483647", "HT40+");
	expect(&o, 0, "", "");
	chandef_is(&k, 2147483647u, W40, 2147483657u, 0);
	/* only the modes: no numeric widths after a channel */
	k.n_chandef = 0;
	RUN(&k, &o, "set", "channel", "36", "80", "5210");
	expect_usage(&o, "dev <devname> set channel <channel> [NOHT|HT20|");
	RUN(&k, &o, "set", "channel", "6", "HT40+", "x");
	expect_usage(&o, "set channel <channel>");
	RUN(&k, &o, "set", "channel");
	expect_usage(&o, "set channel <channel>");
	assert_int_equal(k.n_chandef, 0);
}

#define KEY_HELP "key must be [d:]index:data where\n" \
	"  'd:'     means default (transmit) key\n" \
	"  'index:' is a single digit (0-3)\n" \
	"  'data'   must be 5 or 13 ascii chars\n" \
	"           or 10 or 26 hex digits\n" \
	"for example: d:2:6162636465 is the same as d:2:abcde\n" \
	"or psk:data <AKM Suite> <pairwise CIPHER> <groupwise CIPHER> where\n" \
	"  'data' is the PSK (output of wpa_passphrase and the CIPHER can be CCMP or GCMP\n" \
	"for example: psk:0123456789abcdef PSK CCMP CCMP\n" \
	"The allowed AKM suites are PSK, FT/PSK, PSK/SHA-256\n" \
	"The allowed Cipher suites are TKIP, CCMP, GCMP, GCMP-256, CCMP-256\n"

static void test_connect_keys(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "connect", "net", "key", "0:abcde");
	expect(&o, 0, "", "");
	assert_true(k.conn.privacy);
	assert_false(k.conn.has_auth);
	assert_int_equal(k.conn.n_keys, 1);
	assert_int_equal(k.conn.keys[0].idx, 0);
	assert_int_equal(k.conn.keys[0].len, 5);
	assert_int_equal(k.conn.keys[0].cipher, 0x000FAC01);
	assert_memory_equal(k.conn.keys[0].data, "abcde", 5);
	assert_true(k.conn.keys[0].def);	/* the last, none given */
	assert_false(k.waited);

	/* hex, WEP104, an explicit default that is not the last */
	RUN(&k, &o, "connect", "net", "2412", "02:00:00:00:01:00", "auth",
	    "shared", "keys", "d:1:6162636465", "2:0102030405060708090a0b0c0d",
	    "3:abcdefghijklm");
	expect(&o, 0, "", "");
	assert_true(k.conn.has_freq);
	assert_int_equal(k.conn.freq_mhz, 2412);
	assert_true(k.conn.has_bssid);
	assert_int_equal(k.conn.auth_type, 1);
	assert_int_equal(k.conn.n_keys, 3);
	assert_true(k.conn.keys[0].def);
	assert_int_equal(k.conn.keys[0].idx, 1);
	assert_memory_equal(k.conn.keys[0].data, "abcde", 5);
	assert_false(k.conn.keys[1].def);
	assert_int_equal(k.conn.keys[1].cipher, 0x000FAC05);
	assert_int_equal(k.conn.keys[1].len, 13);
	assert_int_equal(k.conn.keys[1].data[12], 0x0d);
	assert_false(k.conn.keys[2].def);	/* "d" seen already */
	assert_int_equal(k.conn.keys[2].idx, 3);
	assert_memory_equal(k.conn.keys[2].data, "abcdefghijklm", 13);
	/* "d" without its colon */
	RUN(&k, &o, "connect", "net", "key", "d2:abcde");
	expect(&o, 0, "", "");
	assert_int_equal(k.conn.keys[0].idx, 2);
	assert_true(k.conn.keys[0].def);

	/* bad keys: the explanation on stderr, status 2, nothing sent */
	k.n_connect = 0;
	RUN(&k, &o, "connect", "net", "key", "0:abcd");
	expect(&o, 2, "", KEY_HELP);
	RUN(&k, &o, "connect", "net", "key", "0:abcdefghij");	/* not hex */
	expect(&o, 2, "", KEY_HELP);
	RUN(&k, &o, "connect", "net", "key", "x:abcde");
	expect(&o, 2, "", KEY_HELP);
	RUN(&k, &o, "connect", "net", "key", "00abcde");
	expect(&o, 2, "", KEY_HELP);
	/* every argument after "key" is a key: mfp too */
	RUN(&k, &o, "connect", "net", "key", "0:abcde", "mfp:req");
	expect(&o, 2, "", KEY_HELP);
	assert_int_equal(k.n_connect, 0);
}

static void test_connect_usage(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "connect", "net", "key");
	expect_usage(&o, "dev <devname> connect [-w] <SSID> [<freq in MHz>]");
	RUN(&k, &o, "connect", "net", "auth");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect", "net", "auth", "wpa");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect", "net", "auth", "shared");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect", "net", "auth", "open", "0:abcde");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect", "net", "mfp:req");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect", "-w");
	expect_usage(&o, "connect [-w] <SSID>");
	RUN(&k, &o, "connect");
	expect_usage(&o, "connect [-w] <SSID>");
	assert_int_equal(k.n_connect, 0);

	/* "auth open" alone: iw reads past its arguments; iwcompat sends */
	RUN(&k, &o, "connect", "net", "auth", "open");
	expect(&o, 0, "", "");
	assert_true(k.conn.has_auth);
	assert_int_equal(k.conn.auth_type, 0);
	assert_false(k.conn.privacy);
	/* an empty frequency is 0 MHz, as strtoul reads it */
	RUN(&k, &o, "connect", "net", "");
	expect(&o, 0, "", "");
	assert_true(k.conn.has_freq);
	assert_int_equal(k.conn.freq_mhz, 0);
}

static void test_connect_psk(void **s)
{
	static const char psk[] = "psk:000102030405060708090a0b0c0d0e0f"
				  "101112131415161718191a1b1c1d1e1f";
	struct fk k = { 0 };
	struct out o;

	(void)s;
	RUN(&k, &o, "connect", "net", "auth", "shared", "key", psk,
	    "FT/PSK", "CCMP", "TKIP", "mfp:opt");
	expect(&o, 0, "", "");
	assert_true(k.conn.has_psk);
	assert_false(k.conn.privacy);
	assert_int_equal(k.conn.auth_type, 0);	/* the PSK's open system */
	assert_int_equal(k.conn.pmk[31], 0x1f);
	assert_int_equal(k.conn.akm, 0x000FAC03);
	assert_int_equal(k.conn.pairwise, 0x000FAC04);
	assert_int_equal(k.conn.group, 0x000FAC02);
	assert_true(k.conn.has_mfp);
	assert_int_equal(k.conn.mfp, 2);

	k.n_connect = 0;
	RUN(&k, &o, "connect", "net", "key", "psk:0011", "PSK", "CCMP", "CCMP");
	expect(&o, 234, "Bad PSK\n", "command failed: Invalid argument (-22)\n");
	RUN(&k, &o, "connect", "net", "key", psk, "SAE", "CCMP", "CCMP");
	expect(&o, 2, "", KEY_HELP);
	RUN(&k, &o, "connect", "net", "key", psk, "PSK", "CCMP");
	expect(&o, 2, "", KEY_HELP);
	RUN(&k, &o, "connect", "net", "key", psk, "PSK", "CCMP", "CCMP",
	    "mfp:maybe");
	expect(&o, 234, "", "command failed: Invalid argument (-22)\n");
	assert_int_equal(k.n_connect, 0);
}

static void test_connect_wait(void **s)
{
	struct fk k = { 0 };
	struct out o;

	(void)s;
	k.ev.has_ifindex = k.ev.has_wiphy = true;
	strcpy(k.ev.ifname, "wlan0");
	k.ev.wiphy = 3;
	k.ev.has_status = true;
	k.ev.has_mac = true;
	k.ev.mac[0] = 0x02;
	k.ev.mac[4] = 0x01;
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 0, "wlan0 (phy #3): connected to 02:00:00:00:01:00\n", "");
	assert_true(k.waited);

	k.ev.status = 1;
	k.ev.has_mac = false;
	RUN(&k, &o, "connect", "-w", "nosuchnet");
	expect(&o, 0, "wlan0 (phy #3): failed to connect, status: 1: "
	       "Unspecified failure\n", "");
	k.ev.status = 200;
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 0, "wlan0 (phy #3): failed to connect, status: 200: "
	       "<unknown>\n", "");
	k.ev.status = 36;		/* a hole in iw's table */
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 0, "wlan0 (phy #3): failed to connect, status: 36: "
	       "<unknown>\n", "");
	k.ev.timed_out = true;
	k.ev.ifname[0] = '\0';		/* the interface has gone */
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 0, "phy #3: timed out\n", "");
	k.ev.timed_out = false;
	k.ev.has_status = false;
	k.ev.has_wiphy = false;
	strcpy(k.ev.ifname, "wlan0");
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 0, "wlan0: unknown connect status\n", "");

	/* the request refused: no waiting, iw's error line */
	k.err = -EALREADY;
	RUN(&k, &o, "connect", "-w", "net");
	expect(&o, 142, "", "command failed: Operation already in progress (-114)\n");
}

static void fill_station(struct iwc_nat_station *st)
{
	memset(st, 0, sizeof(*st));
	st->mac[0] = 0x02;
	strcpy(st->ifname, "wlan0");
	st->present = 1ull << IWC_STA_INACTIVE_TIME;
	st->v[IWC_STA_INACTIVE_TIME] = 8;
	st->has_flags = true;
	st->flags_mask = 1u << 1;
	st->flags_set = 1u << 1;
	st->has_bss_param = true;
	st->has_dtim = true;
	st->dtim_period = 2;
	st->has_tid_stats = true;
	st->n_tid = 2;
	st->tid[0].tid = 0;
	st->tid[0].present = 0xf;
	st->tid[0].v[IWC_TID_RX_MSDU] = 5;
	st->tid[0].v[IWC_TID_TX_MSDU] = 6;
	st->tid[0].v[IWC_TID_TX_MSDU_RETRIES] = 7;
	st->tid[0].v[IWC_TID_TX_MSDU_FAILED] = 8;
	st->tid[0].has_txq = true;
	st->tid[0].txq_present = 0x1ff;
	st->tid[0].txq[IWC_TXQ_TX_PACKETS] = 6;
	/* TID 16 (non-QoS): the second row, numbered 1 by iw */
	st->tid[1].tid = 16;
	st->tid[1].present = (1u << IWC_TID_RX_MSDU) |
			     (1u << IWC_TID_TX_MSDU_FAILED);
	st->tid[1].v[IWC_TID_RX_MSDU] = 40;
	st->now_ms = 1000;
}

static void test_station_verbose(void **s)
{
	struct fk k = { 0 };
	struct out o;
	static const char head[] = "Station 02:00:00:00:00:00 (on wlan0)"
				   "\n\tinactive time:\t8 ms"
				   "\n\tauthorized:\tyes";
	static const char tail[] = "\n\tDTIM period:\t2"
				   "\n\tcurrent time:\t1000 ms\n";
	char want[1024];

	(void)s;
	fill_station(&k.st);
	snprintf(want, sizeof(want), "%s%s", head, tail);
	RUN(&k, &o, "station", "dump");
	expect(&o, 0, want, "");
	/* iw looks at the first argument only */
	RUN(&k, &o, "station", "dump", "x", "-v");
	expect(&o, 0, want, "");
	snprintf(want, sizeof(want), "%s%s%s", head,
		 "\n\tMSDU:\n\t\tTID\trx\ttx\ttx retries\ttx failed"
		 "\n\t\t0\t5\t6\t7\t\t8"
		 "\n\t\t1\t40\t\t0"
		 "\n\tTXQs:"
		 "\n\t\tTID\tqsz-byt\tqsz-pkt\tflows\tdrops\tmarks\toverlmt"
		 "\thashcol\ttx-bytes\ttx-packets"
		 "\n\t\t0\t0\t0\t0\t0\t0\t0\t0\t0\t\t6", tail);
	RUN(&k, &o, "station", "dump", "-v");
	expect(&o, 0, want, "");
	/* "station get" never prints them (iw registers no argument) */
	RUN(&k, &o, "station", "get", "02:00:00:00:00:00");
	snprintf(want, sizeof(want), "%s%s", head, tail);
	expect(&o, 0, want, "");

	/* without TXQs: no TXQ table */
	k.st.tid[0].has_txq = false;
	RUN(&k, &o, "station", "dump", "-v");
	snprintf(want, sizeof(want), "%s%s%s", head,
		 "\n\tMSDU:\n\t\tTID\trx\ttx\ttx retries\ttx failed"
		 "\n\t\t0\t5\t6\t7\t\t8"
		 "\n\t\t1\t40\t\t0", tail);
	expect(&o, 0, want, "");

	/* JSON: the real TID numbers */
	k.st.tid[0].has_txq = true;
	k.st.tid[0].txq_present = 1u << IWC_TXQ_TX_PACKETS;
	nh_run(&fk_be, &k, &o, "iw", "-j", "dev", "wlan0", "station",
	       "dump", "-v", (char *)NULL);
	expect(&o, 0, "{\"version\":1,\"stations\":[{\"mac\":\"02:00:00:00:00:00\",\"ifname\":\"wlan0\","
	       "\"inactive_time_ms\":8,\"sta_flags\":{\"authorized\":true},"
	       "\"dtim_period\":2,\"tid_stats\":["
	       "{\"tid\":0,\"rx_msdu\":5,\"tx_msdu\":6,\"tx_msdu_retries\":7,"
	       "\"tx_msdu_failed\":8,\"txq\":{\"tx_packets\":6}},"
	       "{\"tid\":16,\"rx_msdu\":40,\"tx_msdu_failed\":0}]}]}\n", "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set_freq_modes),
		cmocka_unit_test(test_set_freq_widths),
		cmocka_unit_test(test_set_channel),
		cmocka_unit_test(test_connect_keys),
		cmocka_unit_test(test_connect_usage),
		cmocka_unit_test(test_connect_psk),
		cmocka_unit_test(test_connect_wait),
		cmocka_unit_test(test_station_verbose),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
