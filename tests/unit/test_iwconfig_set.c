/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_iwconfig_set.c - "iwconfig IFACE keyword ..." end to end on the
 * fake backend: which nl80211 operations the WEXT emulation performs,
 * what it stores, and the legacy reports of kernel refusals.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "iwcompat/apply.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"
#include "iwcompat/tools.h"

static void add_rates(struct iwc_wiphy *w)
{
	static const uint16_t g[] = { 10, 20, 55, 110, 60, 90, 120, 180,
				      240, 360, 480, 540 };
	static const uint16_t a[] = { 60, 90, 120, 180, 240, 360, 480, 540 };

	w->has_band[0] = w->has_band[1] = true;
	w->n_rates[0] = 12;
	memcpy(w->rates[0], g, sizeof(g));
	w->n_rates[1] = 8;
	memcpy(w->rates[1], a, sizeof(a));
}

/* wlan0 (type @type, up) on phy0, plus lo */
static struct fake_world *world(enum iwc_iftype type)
{
	struct fake_world *w = world_empty("set");

	fake_world_add_netdev(w, "lo");
	fake_world_add_wireless(w, "wlan0", type, 0);
	w->n_wiphys = 1;
	world_default_wiphy(&w->wiphys[0], 0);
	add_rates(&w->wiphys[0]);
	return w;
}

struct run {
	struct fake_run r;
};

static void run(struct fake_world *w, const char *const *argv, struct run *out)
{
	int argc = 0;

	while (argv[argc])
		argc++;
	fake_run_tool(w, iwc_iwconfig_main, argc, argv, &out->r);
}

#define RUN(w, res, ...)                                                     \
	do {                                                                 \
		const char *const argv_[] = { "iwconfig", __VA_ARGS__, NULL }; \
		run((w), argv_, (res));                                      \
	} while (0)

static void essid_connects_when_up(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "essid", "TestNet");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.err, "");
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=TestNet freq=0 bssid=0 privacy=0 defkey=-1\n");
	assert_true(res.r.state_stored);
	assert_true(res.r.state.has_ssid);
	assert_memory_equal(res.r.state.ssid, "TestNet", 7);
	assert_true(res.r.state.sme);
	/* a watcher follows the connection (new settings, new token) */
	assert_int_equal(res.r.state.watch, 1);
	fake_run_free(&res.r);
	world_free(w);
}

static void essid_only_stored_when_down(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	fake_world_find(w, "wlan0")->iface.up = false;
	RUN(w, &res, "wlan0", "essid", "TestNet", "channel", "6");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	assert_true(res.r.state.has_ssid);
	assert_true(res.r.state.has_freq);
	assert_int_equal(res.r.state.freq_mhz, 2437);
	fake_run_free(&res.r);
	world_free(w);
}

static void essid_off_forgets(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "essid", "off");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");	/* nothing to connect to */
	assert_true(res.r.state.has_ssid);
	assert_int_equal(res.r.state.ssid_len, 0);
	fake_run_free(&res.r);
	world_free(w);
}

static void sme_same_ssid_is_noop_other_reconnects(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct fake_netdev *d = fake_world_find(w, "wlan0");
	struct run res;

	(void)state;
	d->iface.has_ssid = true;	/* cfg80211's SME holds the link */
	w->has_state = true;
	iwc_state_init(&w->state);
	w->state.has_ssid = true;
	w->state.ssid_len = 7;
	memcpy(w->state.ssid, "TestNet", 7);
	w->state.sme = true;
	RUN(w, &res, "wlan0", "essid", "TestNet");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "essid", "Other");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"disconnect wlan0 3\n"
		"connect wlan0 ssid=Other freq=0 bssid=0 privacy=0 defkey=-1\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void keys_stored_and_used(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	fake_world_find(w, "wlan0")->iface.up = false;
	RUN(w, &res, "wlan0", "key", "s:abcde", "key", "[2]", "0102030405060708090a0b0c0d");
	assert_int_equal(res.r.rc, 0);
	assert_int_equal(res.r.state.key_len[0], 5);
	assert_memory_equal(res.r.state.key[0], "abcde", 5);
	assert_int_equal(res.r.state.key_len[1], 13);
	assert_int_equal(res.r.state.default_key, 0);	/* the first key set */
	fake_run_free(&res.r);
	world_free(w);
}

static void key_of_wrong_length_refused(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "key", "s:abc");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Encode\" (8B2A) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void mode_mapping(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "mode", "monitor");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "set_iftype wlan0 6\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "mode", "managed");	/* same type: no-op */
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "mode", "master");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Mode\" (8B06) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	world_free(w);
}

static void thresholds_and_retry(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "rts", "300", "frag", "513", "retry", "5");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=300 frag=-1\n"
		"wiphy_params wlan0 short=-1 long=-1 rts=-1 frag=512\n"
		"wiphy_params wlan0 short=5 long=5 rts=-1 frag=-1\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "retry", "long", "10", "rts", "off");
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=10 rts=-1 frag=-1\n"
		"wiphy_params wlan0 short=-1 long=-1 rts=4294967295 frag=-1\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "frag", "100");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "retry", "0");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Retry Limit\" (8B28) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void txpower_forms(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "txpower", "15");
	assert_string_equal(res.r.log, "txpower wlan0 2 1500\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "txpower", "10", "auto");
	assert_string_equal(res.r.log, "txpower wlan0 1 1000\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "txpower", "auto");
	assert_string_equal(res.r.log, "txpower wlan0 0 0\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "txpower", "off");
	assert_string_equal(res.r.log, "rfkill wlan0 1\n");
	assert_int_equal(res.r.rc, 0);
	fake_run_free(&res.r);
	world_free(w);
}

static void rate_masks(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "rate", "54M");
	assert_string_equal(res.r.log, "rates wlan0 band0:108 band1:108\n");
	fake_run_free(&res.r);
	/* a fixed rate a band lacks gives that band every rate */
	RUN(w, &res, "wlan0", "rate", "11M");
	assert_string_equal(res.r.log,
		"rates wlan0 band0:22 band1:12,18,24,36,48,72,96,108\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "rate", "11M", "auto");
	assert_string_equal(res.r.log,
		"rates wlan0 band0:2,4,11,22,12,18 band1:12,18\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void power_only_for_stations(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "power", "off");
	assert_string_equal(res.r.log, "power_save wlan0 0\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "power", "period", "2");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	fake_world_find(w, "wlan0")->iface.iftype = IWC_IFTYPE_MONITOR;
	RUN(w, &res, "wlan0", "power", "off");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Power Management\" (8B2C) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void monitor_channel(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_MONITOR);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "channel", "11");
	assert_string_equal(res.r.log, "set_channel wlan0 2462\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "channel", "auto");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "essid", "foo");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan0 ; Operation not supported.\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void privileges_and_devices(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	w->privileged = false;
	RUN(w, &res, "wlan0", "essid", "foo");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan0 ; Operation not permitted.\n");
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	/* EPERM comes before the device lookup */
	RUN(w, &res, "wlan9", "rts", "300");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set RTS Threshold\" (8B22) :\n"
		"    SET failed on device wlan9 ; Operation not permitted.\n");
	fake_run_free(&res.r);
	/* GIWENCODE needs the privilege too: a GET failure */
	RUN(w, &res, "wlan0", "key", "on");
	assert_int_equal(res.r.rc, 249);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Encode\" (8B2B) :\n"
		"    GET failed on device wlan0 ; Operation not permitted.\n");
	fake_run_free(&res.r);

	w->privileged = true;
	RUN(w, &res, "wlan9", "essid", "foo");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan9 ; No such device.\n");
	fake_run_free(&res.r);
	RUN(w, &res, "lo", "txpower", "10", "dBm");
	/* every SET fails on lo: the first one's failure is reported
	 * before the bad word, as wireless-tools did */
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Tx Power\" (8B26) :\n"
		"    SET failed on device lo ; Operation not supported.\n");
	fake_run_free(&res.r);
	world_free(w);
}

/* wireless-tools sent each setting as it parsed it: the settings before
 * a bad word are applied, then the bad word is reported */
static void bad_word_after_settings(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	/* npm iwlist's unquoted "essid Oracle Home" */
	RUN(w, &res, "wlan0", "essid", "Oracle", "Home");
	assert_int_equal(res.r.rc, 255);
	assert_string_equal(res.r.err, "iwconfig: unknown command \"Home\"\n");
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=Oracle freq=0 bssid=0 privacy=0 defkey=-1\n");
	assert_true(res.r.state_stored);
	assert_int_equal(res.r.state.ssid_len, 6);
	assert_memory_equal(res.r.state.ssid, "Oracle", 6);
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "rts", "500", "bogus");
	assert_int_equal(res.r.rc, 255);
	assert_string_equal(res.r.err, "iwconfig: unknown command \"bogus\"\n");
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=500 frag=-1\n");
	fake_run_free(&res.r);

	/* two settings, then an argument error of a third keyword */
	RUN(w, &res, "wlan0", "rts", "300", "retry", "5", "frag");
	assert_int_equal(res.r.rc, 254);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Fragmentation Threshold\" (8B24) :\n"
		"    too few arguments.\n");
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=300 frag=-1\n"
		"wiphy_params wlan0 short=5 long=5 rts=-1 frag=-1\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "frag", "512", "channel", "abc");
	assert_int_equal(res.r.rc, 253);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Frequency\" (8B04) :\n"
		"    invalid argument \"abc\".\n");
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=-1 frag=512\n");
	fake_run_free(&res.r);

	/* a bad first word: nothing before it */
	RUN(w, &res, "wlan0", "bogus", "rts", "300");
	assert_int_equal(res.r.rc, 255);
	assert_string_equal(res.r.err, "iwconfig: unknown command \"bogus\"\n");
	assert_string_equal(res.r.log, "");
	assert_false(res.r.state_stored);
	fake_run_free(&res.r);
	world_free(w);
}

/* a refused setting before the bad word stops there: the bad word is
 * never reached, so never reported */
static void refusal_before_bad_word(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "rts", "300", "mode", "master", "bogus");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Mode\" (8B06) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=300 frag=-1\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan9", "rts", "300", "bogus");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set RTS Threshold\" (8B22) :\n"
		"    SET failed on device wlan9 ; No such device.\n");
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	world_free(w);
}

/* wlan0 connected to 02:00:00:00:00:00 on 2412 MHz, "TestNet" */
static struct fake_netdev *connected(struct fake_world *w, bool ssid_reported,
				     bool other_owner)
{
	struct fake_netdev *d = fake_world_find(w, "wlan0");
	static const uint8_t ap[6] = { 2, 0, 0, 0, 0, 0 };

	d->has_link = true;
	d->link.has_bssid = true;
	memcpy(d->link.bssid, ap, 6);
	d->link.freq_mhz = 2412;
	d->iface.has_ssid = ssid_reported;
	if (ssid_reported) {
		d->iface.ssid_len = 7;
		memcpy(d->iface.ssid, "TestNet", 7);
	}
	d->conn_other_owner = other_owner;
	return d;
}

/* wpa_supplicant's connection (AUTHENTICATE/ASSOCIATE, socket owner), to
 * an AP with a Country element (6.1 reports the SSID) or without: no
 * wdev->conn, so the WEXT handlers only store and try a connect */
static void supplicant_connection_is_not_cfg80211s(void **state)
{
	for (int cc = 0; cc < 2; cc++) {
		struct fake_world *w = world(IWC_IFTYPE_STATION);
		struct run res;

		(void)state;
		connected(w, cc == 1, true);
		RUN(w, &res, "wlan0", "essid", "Other");
		assert_int_equal(res.r.rc, 250);
		assert_string_equal(res.r.err,
			"Error for wireless request \"Set ESSID\" (8B1A) :\n"
			"    SET failed on device wlan0 ; Operation already in progress.\n");
		assert_string_equal(res.r.log,
			"connect wlan0 ssid=Other freq=0 bssid=0 privacy=0 defkey=-1\n");
		/* the kernel kept the SSID it was given */
		assert_int_equal(res.r.state.ssid_len, 5);
		fake_run_free(&res.r);

		RUN(w, &res, "wlan0", "essid", "TestNet");
		assert_int_equal(res.r.rc, 250);
		fake_run_free(&res.r);

		RUN(w, &res, "wlan0", "essid", "off");
		assert_int_equal(res.r.rc, 0);
		assert_string_equal(res.r.log, "");
		fake_run_free(&res.r);

		RUN(w, &res, "wlan0", "ap", "02:00:00:00:00:00");
		assert_int_equal(res.r.rc, 0);
		assert_string_equal(res.r.log, "");
		fake_run_free(&res.r);

		RUN(w, &res, "wlan0", "channel", "6");
		assert_int_equal(res.r.rc, 0);
		assert_string_equal(res.r.err, "");
		assert_string_equal(res.r.log, "");
		fake_run_free(&res.r);
		world_free(w);
	}
}

/* iw connect's connection (cfg80211's SME, no WEXT SSID): ap and
 * channel disconnect, and nothing connects again */
static void iw_connection_ap_channel_disconnect(void **state)
{
	static const char *const cmds[][2] = {
		{ "ap", "02:00:00:00:00:00" },	/* the current BSSID */
		{ "ap", "02:00:00:00:01:00" },
		{ "channel", "1" },		/* the current channel */
		{ "channel", "6" },
	};

	(void)state;
	for (size_t i = 0; i < 4; i++) {
		struct fake_world *w = world(IWC_IFTYPE_STATION);
		struct run res;

		connected(w, true, false);
		RUN(w, &res, "wlan0", cmds[i][0], cmds[i][1]);
		assert_int_equal(res.r.rc, 0);
		assert_string_equal(res.r.log, "disconnect wlan0 3\n");
		fake_run_free(&res.r);
		world_free(w);
	}
}

/* iwconfig's own connection: the disconnect forgets the WEXT SSID
 * (__cfg80211_disconnected), so "ap"/"channel" leave it down, while a
 * new SSID connects to that */
static void wext_connection_forgets_ssid_on_disconnect(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	connected(w, true, false);
	w->has_state = true;
	iwc_state_init(&w->state);
	w->state.has_ssid = true;
	w->state.ssid_len = 7;
	memcpy(w->state.ssid, "TestNet", 7);
	w->state.sme = true;

	RUN(w, &res, "wlan0", "ap", "02:00:00:00:00:00");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "disconnect wlan0 3\n");
	assert_true(res.r.state.has_bssid);
	assert_int_equal(res.r.state.ssid_len, 0);
	assert_false(res.r.state.sme);
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "channel", "6");
	assert_string_equal(res.r.log, "disconnect wlan0 3\n");
	assert_int_equal(res.r.state.ssid_len, 0);
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "essid", "Other");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"disconnect wlan0 3\n"
		"connect wlan0 ssid=Other freq=0 bssid=0 privacy=0 defkey=-1\n");
	assert_int_equal(res.r.state.ssid_len, 5);
	fake_run_free(&res.r);

	/* the same SSID while connected: nothing to do */
	RUN(w, &res, "wlan0", "essid", "TestNet");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	fake_run_free(&res.r);
	world_free(w);
}

/* @ssid stored for a down interface, with the watcher's token 7 */
static void stored_for_watcher(struct fake_world *w, const char *ssid)
{
	w->has_state = true;
	iwc_state_init(&w->state);
	w->state.has_ssid = true;
	w->state.ssid_len = (uint8_t)strlen(ssid);
	memcpy(w->state.ssid, ssid, strlen(ssid));
	w->state.watch = 7;
}

/* after the watcher: the stored SSID (of @len) forgotten, with the
 * connection's flag, or kept */
static void assert_ssid_forgotten(const struct fake_run *res, bool forgotten,
				  uint8_t len)
{
	assert_true(res->state_stored);
	assert_true(res->state.has_ssid);
	assert_int_equal(res->state.ssid_len, forgotten ? 0 : len);
	assert_true(res->state.sme == !forgotten);
}

static int link_up_wait_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	(void)argc;
	return iwc_link_up_wait(ctx, argv[1], 7);
}

/* down, essid X, up (the watcher connects): when that connection ends,
 * the kernel forgot the WEXT SSID (__cfg80211_disconnected); a failed
 * attempt left it */
static void link_up_connection_end_forgets_ssid(void **state)
{
	for (int k = 0; k < 5; k++) {
		struct fake_world *w = world(IWC_IFTYPE_STATION);
		struct fake_netdev *d = fake_world_find(w, "wlan0");
		struct iwc_event ev[2];
		const char *const argv[] = { "link-up", "wlan0", NULL };
		struct fake_run res;

		(void)state;
		memset(ev, 0, sizeof(ev));
		ev[0].type = IWC_EVENT_CONNECT;
		ev[0].ifindex = d->iface.ifindex;
		ev[0].status = k == 1 ? 1 : 0;	/* 1: the attempt failed */
		ev[1].type = IWC_EVENT_DISCONNECT;
		ev[1].ifindex = d->iface.ifindex + (k == 2);	/* another one */
		if (k == 3)
			ev[1].type = IWC_EVENT_LINK_GONE;
		w->events = ev;
		w->n_events = 2;
		stored_for_watcher(w, "TestNet");
		if (k == 4) {
			/* iwconfig connected it while it was up: the
			 * watcher only follows that connection */
			w->state.sme = true;
			d->iface.has_ssid = true;
		}
		fake_run_tool(w, link_up_wait_main, 2, argv, &res);
		assert_int_equal(res.rc, 0);
		assert_string_equal(res.log, k == 4 ? "" :
			"connect wlan0 ssid=TestNet freq=0 bssid=0 privacy=0 defkey=-1\n");
		assert_ssid_forgotten(&res, k == 0 || k == 4, 7);
		fake_run_free(&res);
		world_free(w);
	}
}

static void first_failure_stops(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "rts", "300", "mode", "master", "frag", "512");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=300 frag=-1\n");
	fake_run_free(&res.r);
	world_free(w);
}

static void ibss_picks_and_keeps_a_channel(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_ADHOC);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "essid", "cell");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "ibss_join wlan0 ssid=cell freq=2412\n");
	assert_true(res.r.state.has_freq);
	assert_int_equal(res.r.state.freq_mhz, 2412);
	fake_run_free(&res.r);
	world_free(w);
}

/* ---- a fullmac driver (virt_wifi's ops: connect, no SME of cfg80211's,
 * no key, tx-power, power-management or bitrate-mask ops) ---- */

static struct fake_world *fullmac_world(void)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);

	w->drv_limited = true;		/* w->drv: no op at all */
	return w;
}

/* connected by the driver (iw connect, or WEXT with @ssid stored) */
static void fullmac_connected(struct fake_world *w, const char *ssid)
{
	struct fake_netdev *d = fake_world_find(w, "wlan0");

	d->iface.has_ssid = true;
	d->iface.ssid_len = 8;
	memcpy(d->iface.ssid, "VirtWifi", 8);
	d->has_link = true;
	d->link.has_bssid = true;
	memcpy(d->link.bssid, "\x02\x11\x22\x33\x44\x55", 6);
	w->has_state = true;
	iwc_state_init(&w->state);
	if (ssid) {
		w->state.has_ssid = true;
		w->state.ssid_len = (uint8_t)strlen(ssid);
		memcpy(w->state.ssid, ssid, strlen(ssid));
	}
}

/* cfg80211_mgd_wext_siwessid/siwap/siwfreq without wdev->conn: no
 * disconnect; the driver's connect refuses while connected (EALREADY,
 * cfg80211_connect), a stored empty SSID connects nothing. */
static void fullmac_connected_station_keeps_its_link(void **state)
{
	struct fake_world *w = fullmac_world();
	struct run res;

	(void)state;
	fullmac_connected(w, "VirtWifi");
	w->set_err = -EALREADY;
	RUN(w, &res, "wlan0", "essid", "VirtWifi");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=VirtWifi freq=0 bssid=0 privacy=0 defkey=-1\n");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan0 ; Operation already in progress.\n");
	assert_true(res.r.calls.drv_caps > 0);
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "essid", "other");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=other freq=0 bssid=0 privacy=0 defkey=-1\n");
	fake_run_free(&res.r);

	/* ap and channel reassociate (PREV_BSSID), which cfg80211_connect
	 * lets through to the driver */
	w->set_err = 0;
	RUN(w, &res, "wlan0", "ap", "02:00:00:00:00:07");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=VirtWifi freq=0 bssid=1 privacy=0 defkey=-1"
		" prev=02:11:22:33:44:55\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "channel", "1");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=VirtWifi freq=2412 bssid=0 privacy=0 defkey=-1"
		" prev=02:11:22:33:44:55\n");
	fake_run_free(&res.r);

	RUN(w, &res, "wlan0", "essid", "off");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");	/* stays connected */
	assert_int_equal(res.r.state.ssid_len, 0);
	fake_run_free(&res.r);

	/* connected by iw: no WEXT SSID, so nothing to connect to */
	fullmac_connected(w, NULL);
	RUN(w, &res, "wlan0", "ap", "02:00:00:00:00:07");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	assert_true(res.r.state.has_bssid);
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "channel", "11");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "");
	assert_int_equal(res.r.state.freq_mhz, 2462);
	fake_run_free(&res.r);
	world_free(w);
}

/* the same on mac80211 (auth/assoc ops): cfg80211's SME reconnects */
static void mac80211_connected_station_reconnects(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	fullmac_connected(w, "VirtWifi");
	RUN(w, &res, "wlan0", "essid", "other");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log,
		"disconnect wlan0 3\n"
		"connect wlan0 ssid=other freq=0 bssid=0 privacy=0 defkey=-1\n");
	fake_run_free(&res.r);
	world_free(w);
}

/* cfg80211_wext_siwencode: no key ops, EOPNOTSUPP, nothing stored */
static void fullmac_keys_refused(void **state)
{
	static const char *const forms[][3] = {
		{ "key", "s:abcde", NULL }, { "key", "[2]", NULL },
		{ "key", "off", NULL }, { "key", "restricted", NULL },
		{ "enc", "off", NULL }, { "key", "[5]", "s:abcde" },
	};
	struct fake_world *w = fullmac_world();
	struct run res;

	(void)state;
	for (size_t k = 0; k < sizeof(forms) / sizeof(forms[0]); k++) {
		const char *argv[] = { "iwconfig", "wlan0", forms[k][0],
				       forms[k][1], forms[k][2], NULL };

		run(w, argv, &res);
		assert_int_equal(res.r.rc, 250);
		assert_string_equal(res.r.out, "");
		assert_string_equal(res.r.err,
			"Error for wireless request \"Set Encode\" (8B2A) :\n"
			"    SET failed on device wlan0 ; Operation not supported.\n");
		assert_string_equal(res.r.log, "");
		if (res.r.state_stored) {
			assert_int_equal(res.r.state.key_len[0], 0);
			assert_int_equal(res.r.state.default_key, -1);
		}
		fake_run_free(&res.r);
	}
	/* essid applies first, then the key fails */
	RUN(w, &res, "wlan0", "essid", "VirtWifi", "key", "s:abcde");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log,
		"connect wlan0 ssid=VirtWifi freq=0 bssid=0 privacy=0 defkey=-1\n");
	fake_run_free(&res.r);
	world_free(w);
}

/* cfg80211_wext_siwtxpower: no set_tx_power is EOPNOTSUPP before "off"
 * blocks the radio (no rfkill change), and giwtxpower's EOPNOTSUPP for
 * the GET of "txpower on" */
static void fullmac_txpower_refused_radio_kept(void **state)
{
	struct fake_world *w = fullmac_world();
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "txpower", "off");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log, "");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Tx Power\" (8B26) :\n"
		"    SET failed on device wlan0 ; Operation not supported.\n");
	fake_run_free(&res.r);

	fake_world_find(w, "wlan0")->iface.rfkill_blocked = true;
	RUN(w, &res, "wlan0", "txpower", "10");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.log, "");	/* not unblocked either */
	fake_run_free(&res.r);
	fake_world_find(w, "wlan0")->iface.rfkill_blocked = false;

	RUN(w, &res, "wlan0", "txpower", "on");
	assert_int_equal(res.r.rc, 249);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Tx Power\" (8B27) :\n"
		"    GET failed on device wlan0 ; Operation not supported.\n");
	fake_run_free(&res.r);

	/* with the op (mac80211), off blocks the radio */
	w->drv.set_tx_power = true;
	RUN(w, &res, "wlan0", "txpower", "off");
	assert_int_equal(res.r.rc, 0);
	assert_string_equal(res.r.log, "rfkill wlan0 1\n");
	fake_run_free(&res.r);
	world_free(w);
}

/* cfg80211_wext_siwpower: no set_power_mgmt is EOPNOTSUPP before a bad
 * mode's EINVAL; siwrate: no set_bitrate_mask before the EINVAL of a
 * maximum below every rate */
/* down, essid X, up (the watcher connects), down before the driver
 * connected, up: cfg80211_leave's disconnect reaches a fullmac driver
 * while its connect is pending (the SSID is set), and the driver
 * reports a failed connect and then the disconnect (virt_wifi_disconnect,
 * brcmf_cfg80211_disconnect); __cfg80211_disconnected forgets the WEXT
 * SSID, so the next up connects no more and iwconfig shows
 * ESSID:off/any (fullmac.sh's last sequence). A failed attempt not
 * followed by a disconnect keeps it, as on mac80211. */
static void fullmac_failed_connect_then_disconnect_forgets_ssid(void **state)
{
	for (int k = 0; k < 3; k++) {
		struct fake_world *w = fullmac_world();
		struct fake_netdev *d = fake_world_find(w, "wlan0");
		struct iwc_event ev[2];
		const char *const argv[] = { "link-up", "wlan0", NULL };
		struct fake_run res;

		(void)state;
		memset(ev, 0, sizeof(ev));
		ev[0].type = IWC_EVENT_CONNECT;
		ev[0].ifindex = d->iface.ifindex;
		ev[0].status = 1;		/* the attempt failed */
		ev[1].type = k == 2 ? IWC_EVENT_LINK_GONE : IWC_EVENT_DISCONNECT;
		ev[1].ifindex = d->iface.ifindex + (k == 1);	/* 1: another */
		w->events = ev;
		w->n_events = 2;
		stored_for_watcher(w, "VirtWifi");
		fake_run_tool(w, link_up_wait_main, 2, argv, &res);
		assert_int_equal(res.rc, 0);
		assert_string_equal(res.log,
			"connect wlan0 ssid=VirtWifi freq=0 bssid=0 privacy=0 defkey=-1\n");
		assert_ssid_forgotten(&res, k == 0, 8);
		fake_run_free(&res);
		world_free(w);
	}
}

/* down, essid X, up, down before the link-up's watcher connected: the
 * kernel connected at that up (NETDEV_UP) and the down disconnected. A
 * fullmac driver reports that disconnect, which forgets the WEXT SSID
 * (the next up connects no more, iwconfig shows ESSID:off/any); with
 * cfg80211's SME (mac80211) the SSID stays and the next up connects,
 * so the watcher waits for it. */
static void link_up_missed_down_again(void **state)
{
	for (int k = 0; k < 2; k++) {
		struct fake_world *w = k == 0 ? fullmac_world() :
						world(IWC_IFTYPE_STATION);
		struct fake_netdev *d = fake_world_find(w, "wlan0");
		/* seen up, then gone: the watcher's link-up finds it down */
		static const int seen[] = { 1, -ENODEV };
		const char *const argv[] = { "link-up", "wlan0", NULL };
		struct fake_run res;

		(void)state;
		d->iface.up = false;
		w->wait_up = seen;
		w->n_wait_up = 2;
		stored_for_watcher(w, "VirtWifi");
		fake_run_tool(w, link_up_wait_main, 2, argv, &res);
		assert_int_equal(res.rc, 0);
		assert_string_equal(res.log, "");
		if (k == 0) {
			assert_true(res.state_stored);
			assert_true(res.state.has_ssid);
			assert_int_equal(res.state.ssid_len, 0);
			assert_false(res.state.sme);
		} else {
			assert_false(res.state_stored);
		}
		fake_run_free(&res);
		world_free(w);
	}
}

/* down, essid X, up (the watcher connects), down before the watcher
 * listens for the connection's events: the kernel's down disconnected
 * the attempt, which a fullmac driver reports (the SSID forgotten); on
 * mac80211 the attempt just ends and the SSID stays. */
static void down_before_watcher_listens(void **state)
{
	for (int k = 0; k < 2; k++) {
		struct fake_world *w = k == 0 ? fullmac_world() :
						world(IWC_IFTYPE_STATION);
		static const struct iwc_event none[1];
		const char *const argv[] = { "link-up", "wlan0", NULL };
		struct fake_run res;

		(void)state;
		w->events = none;
		w->n_events = 0;
		w->down_when_listening = true;
		stored_for_watcher(w, "VirtWifi");
		fake_run_tool(w, link_up_wait_main, 2, argv, &res);
		assert_int_equal(res.rc, 0);
		assert_string_equal(res.log,
			"connect wlan0 ssid=VirtWifi freq=0 bssid=0 privacy=0 defkey=-1\n");
		assert_ssid_forgotten(&res, k == 0, 8);
		fake_run_free(&res);
		world_free(w);
	}
}

static void fullmac_power_and_rate_errors(void **state)
{
	struct fake_world *w = fullmac_world();
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0", "power", "period", "2");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Power Management\" (8B2C) :\n"
		"    SET failed on device wlan0 ; Operation not supported.\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "rate", "500k", "auto");
	assert_int_equal(res.r.rc, 250);
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Bit Rate\" (8B20) :\n"
		"    SET failed on device wlan0 ; Operation not supported.\n");
	fake_run_free(&res.r);

	w->drv.set_power_mgmt = w->drv.bitrate_mask = true;
	RUN(w, &res, "wlan0", "power", "period", "2");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Power Management\" (8B2C) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "rate", "500k", "auto");
	assert_string_equal(res.r.err,
		"Error for wireless request \"Set Bit Rate\" (8B20) :\n"
		"    SET failed on device wlan0 ; Invalid argument.\n");
	fake_run_free(&res.r);
	world_free(w);
}

/* the driver is asked only when a handler's branch needs it */
static void driver_asked_only_when_needed(void **state)
{
	struct fake_world *w = world(IWC_IFTYPE_STATION);
	struct run res;

	(void)state;
	RUN(w, &res, "wlan0");
	assert_int_equal(res.r.calls.drv_caps, 0);
	fake_run_free(&res.r);
	/* (channel before essid: once essid has started a connection, a
	 * channel set after it asks, as the kernel's handler branches on
	 * wdev->conn there) */
	RUN(w, &res, "wlan0", "channel", "6", "essid", "TestNet", "rts", "500");
	assert_int_equal(res.r.rc, 0);
	assert_int_equal(res.r.calls.drv_caps, 0);	/* not connected */
	fake_run_free(&res.r);
	RUN(w, &res, "wlan0", "key", "s:abcde", "key", "[2]", "s:fghij");
	assert_int_equal(res.r.calls.drv_caps, 1);	/* once per command */
	fake_run_free(&res.r);
	world_free(w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(essid_connects_when_up),
		cmocka_unit_test(essid_only_stored_when_down),
		cmocka_unit_test(essid_off_forgets),
		cmocka_unit_test(sme_same_ssid_is_noop_other_reconnects),
		cmocka_unit_test(keys_stored_and_used),
		cmocka_unit_test(key_of_wrong_length_refused),
		cmocka_unit_test(mode_mapping),
		cmocka_unit_test(thresholds_and_retry),
		cmocka_unit_test(txpower_forms),
		cmocka_unit_test(rate_masks),
		cmocka_unit_test(power_only_for_stations),
		cmocka_unit_test(monitor_channel),
		cmocka_unit_test(privileges_and_devices),
		cmocka_unit_test(bad_word_after_settings),
		cmocka_unit_test(refusal_before_bad_word),
		cmocka_unit_test(supplicant_connection_is_not_cfg80211s),
		cmocka_unit_test(iw_connection_ap_channel_disconnect),
		cmocka_unit_test(wext_connection_forgets_ssid_on_disconnect),
		cmocka_unit_test(link_up_connection_end_forgets_ssid),
		cmocka_unit_test(first_failure_stops),
		cmocka_unit_test(ibss_picks_and_keeps_a_channel),
		cmocka_unit_test(fullmac_connected_station_keeps_its_link),
		cmocka_unit_test(mac80211_connected_station_reconnects),
		cmocka_unit_test(fullmac_keys_refused),
		cmocka_unit_test(fullmac_txpower_refused_radio_kept),
		cmocka_unit_test(fullmac_power_and_rate_errors),
		cmocka_unit_test(fullmac_failed_connect_then_disconnect_forgets_ssid),
		cmocka_unit_test(link_up_missed_down_again),
		cmocka_unit_test(down_before_watcher_listens),
		cmocka_unit_test(driver_asked_only_when_needed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
