/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_json_iwlist.c - "iwcompat -j iwgetid ..." and "iwcompat -j iwlist
 * ..." (json_iwlist.c) in the fake backend's worlds: the schema of
 * man/iwcompat.8 (keys, numbers with units in their names), and the
 * legacy tools' errors and statuses where a read fails.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "json_schema.h"
#include "iwcompat/native.h"
#include "iwcompat/tools.h"

static int json_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	return iwc_json_legacy_main(ctx, argc, argv);
}

static void run_v(const char *world, struct fake_run *res, int n,
		  const char *const *argv)
{
	struct fake_world *w = world_new(world);

	if (!w) {
		print_error("unknown world %s\n", world);
		fail();
	}
	unsetenv("POSIXLY_CORRECT");
	fake_run_tool(w, json_main, n, argv, res);
	world_free(w);
	js_check_run(argv[0], res->out, res->out_len, res->rc);
}

#define RUN(res, world, ...)                                                 \
	do {                                                                 \
		const char *const argv_[] = { __VA_ARGS__ };                 \
		run_v(world, res, (int)(sizeof(argv_) / sizeof(argv_[0])),  \
		      argv_);                                                \
	} while (0)

static void expect(struct fake_run *r, const char *out, const char *err,
		   int rc)
{
	if (getenv("SHOW")) {
		fprintf(stderr, "OUT[%s] ERR[%s] RC %d\n", r->out, r->err,
			r->rc);
		fake_run_free(r);
		return;
	}
	assert_string_equal(r->out, out);
	assert_string_equal(r->err, err);
	assert_int_equal(r->rc, rc);
	fake_run_free(r);
}

static void test_iwgetid(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwgetid", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"TestNet\","
	       "\"ssid_hex\":\"546573744e6574\"}\n", "", 0);
	/* the first interface with IPv4 that answers (lo does not) */
	RUN(&r, "station", "iwgetid", "-r");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"TestNet\","
	       "\"ssid_hex\":\"546573744e6574\"}\n", "", 0);
	RUN(&r, "station", "iwgetid", "wlan0", "-a");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\","
	       "\"bssid\":\"00:1a:2b:3c:4d:5e\"}\n", "", 0);
	RUN(&r, "station", "iwgetid", "wlan0", "--channel");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"channel\":1}\n", "", 0);
	RUN(&r, "station", "iwgetid", "-f", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"freq_mhz\":2412}\n", "",
	       0);
	RUN(&r, "station", "iwgetid", "-m", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"mode\":\"managed\"}\n",
	       "", 0);
	RUN(&r, "station", "iwgetid", "-p", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\","
	       "\"protocol\":\"IEEE 802.11\"}\n", "", 0);
	RUN(&r, "station-idle", "iwgetid", "-a", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bssid\":null}\n", "",
	       0);
	RUN(&r, "station-idle", "iwgetid", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"\","
	       "\"ssid_hex\":\"\"}\n", "", 0);
	RUN(&r, "monitor", "iwgetid", "-m", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"mode\":\"monitor\"}\n",
	       "", 0);
	/* errors: a JSON error, iwgetid's status (it prints nothing),
	 * the named interface's errno */
	RUN(&r, "station", "iwgetid", "eth0");
	expect(&r, "{\"version\":1,\"error\":{\"message\":"
	       "\"iwgetid: Operation not supported\",\"errno\":95}}\n", "",
	       255);
	RUN(&r, "station", "iwgetid", "nosuch0", "-c");
	expect(&r, "{\"version\":1,\"error\":{\"message\":"
	       "\"iwgetid: No such device\",\"errno\":19}}\n", "", 255);
	/* a bad option, --help: refused before running, status 2 */
	RUN(&r, "station", "iwgetid", "-x");
	assert_non_null(strstr(r.err, "iwgetid: invalid option -- 'x'\n"
			       "Usage iwgetid [OPTIONS] [ifname]\n"));
	expect(&r, "", r.err, 2);
	RUN(&r, "station", "iwgetid", "--help");
	assert_non_null(strstr(r.err, "Usage iwgetid [OPTIONS] [ifname]\n"));
	expect(&r, "", r.err, 2);
}

static void test_iwlist(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwlist", "wlan0", "freq");
	assert_true(!strncmp(r.out, "{\"version\":1,\"ifname\":\"wlan0\","
			     "\"channels_total\":32,"
			     "\"frequencies\":[{\"channel\":1,\"freq_mhz\":2412},"
			     "{\"channel\":2,\"freq_mhz\":2417},", 125));
	assert_non_null(strstr(r.out, ",{\"channel\":140,\"freq_mhz\":5700}],"
			       "\"current_freq_mhz\":2412,\"current_channel\":1}\n"));
	expect(&r, r.out, "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "rate");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bitrate_kbps\":54000}\n",
	       "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "txpower");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"txpower_dbm\":20.00,"
	       "\"txpower_mw\":100}\n", "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "power");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"power_save\":true}\n",
	       "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "retry");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"retry_short_limit\":7,"
	       "\"retry_long_limit\":4}\n", "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "peers");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: wlan0 "
	       "Interface doesn't have a list of Peers/Access-Points\","
	       "\"errno\":95}}\n", "", 255);
	/* iwlist's status 0 of "no ... information": an error, status 1 */
	RUN(&r, "station", "iwlist", "eth0", "rate");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: eth0 no "
	       "bit-rate information.\",\"errno\":95}}\n", "", 1);
	/* every interface: an array of the wireless ones, errors quiet */
	RUN(&r, "station", "iwlist", "txpower");
	expect(&r, "{\"version\":1,\"interfaces\":[{\"ifname\":\"wlan0\","
	       "\"txpower_dbm\":20.00,\"txpower_mw\":100}]}\n", "", 0);
	/* no JSON form, a bad command: refused before running */
	RUN(&r, "station", "iwlist", "wlan0", "keys");
	expect(&r, "", "iwcompat: -j iwlist supports scanning, frequency/channel, "
	       "rate/bitrate, power, txpower, retry and ap/accesspoints/peers\n",
	       2);
	RUN(&r, "station", "iwlist", "wlan0", "bogus");
	expect(&r, "", "iwlist: unknown command `bogus' (check 'iwlist --help')."
	       "\n", 2);
	RUN(&r, "station", "iwpriv", "wlan0");
	expect(&r, "", "iwcompat: -j supports \"iwconfig [IFACE]\", "
	       "\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
	       "(and the native reads, see iwcompat(8), JSON)\n", 2);
}

static void test_iwconfig(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwconfig", "wlan0");
	assert_non_null(strstr(r.out, "\"ssid\":\"TestNet\","));
	assert_non_null(strstr(r.out, "\"bssid\":\"00:1a:2b:3c:4d:5e\","));
	assert_non_null(strstr(r.out, "\"txpower_dbm\":20.00,"));
	assert_non_null(strstr(r.out, "\"quality\":65,\"quality_max\":70,"));
	assert_non_null(strstr(r.out, "\"power_save\":true,"));
	expect(&r, r.out, "", 0);
	RUN(&r, "station", "iwconfig");
	assert_true(!strncmp(r.out, "{\"version\":1,\"interfaces\":[{"
			     "\"ifname\":\"wlan0\",", 45));
	expect(&r, r.out, "", 0);
	/* iwconfig's error text and status, as a JSON error */
	RUN(&r, "station", "iwconfig", "nosuch0");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwconfig: nosuch0 "
	       "No such device\",\"errno\":19}}\n", "", 237);
	RUN(&r, "station", "iwconfig", "wlan0", "essid", "x");
	expect(&r, "", "iwcompat: -j supports \"iwconfig [IFACE]\", "
	       "\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
	       "(and the native reads, see iwcompat(8), JSON)\n", 2);
}

static void test_iwlist_scan(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "scanfmt-open", "iwlist", "wlan0", "scan");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bss\":[{\"bssid\":"
	       "\"00:11:22:33:44:55\",\"freq_mhz\":2437,\"channel\":6,"
	       "\"signal_dbm\":-50,\"quality\":60,\"quality_max\":70,"
	       "\"privacy\":false,\"ssid\":\"open\",\"ssid_hex\":\"6f70656e\","
	       "\"bitrates_kbps\":[1000,2000,5500,11000,6000,9000,12000,18000],"
	       "\"mode\":\"master\",\"tsf_us\":11259375,\"last_seen_ms\":100}]}\n",
	       "", 0);
	RUN(&r, "scanfmt-mesh", "iwlist", "wlan0", "scanning", "last");
	assert_non_null(strstr(r.out, "\"ssid\":\"\",\"ssid_hex\":\"\","));
	assert_non_null(strstr(r.out, "\"mode\":\"mesh\","));
	expect(&r, r.out, "", 0);
	/* no signal: no signal or quality keys; no rates: an empty list */
	RUN(&r, "scanfmt-sig-none", "iwlist", "wlan0", "scan");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bss\":[{\"bssid\":"
	       "\"00:11:22:33:44:55\",\"freq_mhz\":2437,\"channel\":6,"
	       "\"privacy\":false,\"ssid\":\"q\",\"ssid_hex\":\"71\","
	       "\"bitrates_kbps\":[],\"mode\":\"master\",\"tsf_us\":11259375,"
	       "\"last_seen_ms\":100}]}\n", "", 0);
	RUN(&r, "scanfmt-open", "iwlist", "wlan0", "scan", "bogus");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: Invalid "
	       "scanning option [bogus]\"}}\n", "", 255);
}

/* A frequency no int holds: wext_view's m = (int32_t)0x80000000 MHz,
 * e = 6 is -2.1e15 Hz, below 1000 and so taken as a channel number,
 * which (int) cannot convert (undefined behaviour, issue #17, finding
 * 4; clang's UBSan reported it). wireless-tools would print it as
 * "Channel:-2.14748e+15"; JSON has no number for it: neither freq_mhz
 * nor channel. */
static void test_freq_not_an_int(void **s)
{
	const char *const a1[] = { "iwconfig", "wlan0" };
	const char *const a2[] = { "iwlist", "wlan0", "freq" };
	struct fake_world *w = world_new("station");
	struct fake_netdev *d;
	struct fake_run r;

	(void)s;
	assert_non_null(w);
	d = fake_world_find(w, "wlan0");
	assert_non_null(d);
	d->iface.has_freq = true;
	d->iface.freq_mhz = 0x80000000u;
	d->link.freq_mhz = 0x80000000u;
	fake_run_tool(w, json_main, 2, a1, &r);
	js_check_run("iwconfig", r.out, r.out_len, r.rc);
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.out, "\"freq_fixed\":"));
	assert_null(strstr(r.out, "\"freq_mhz\":"));
	assert_null(strstr(r.out, "\"channel\":"));
	fake_run_free(&r);
	fake_run_tool(w, json_main, 3, a2, &r);
	js_check_run("iwlist", r.out, r.out_len, r.rc);
	assert_int_equal(r.rc, 0);
	assert_null(strstr(r.out, "\"current_freq_mhz\":"));
	assert_null(strstr(r.out, "\"current_channel\":"));
	fake_run_free(&r);
	/* and the text: wireless-tools' %g of the value */
	fake_run_tool(w, iwc_iwconfig_main, 2, a1, &r);
	assert_non_null(strstr(r.out, "Channel:-2.14748e+15  "));
	fake_run_free(&r);
	world_free(w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_iwgetid),
		cmocka_unit_test(test_iwlist),
		cmocka_unit_test(test_iwconfig),
		cmocka_unit_test(test_iwlist_scan),
		cmocka_unit_test(test_freq_not_an_int),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
