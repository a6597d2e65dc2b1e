/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_event.c - "event [-t|-T|-r] [-f]" (native_event.c): iw
 * 5.19's print_event() text for messages built here, the timestamps
 * with a fixed clock, the JSON Lines, the option errors and the
 * listener's result through a fake.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include <cmocka.h>
#include <linux/nl80211.h>

#include "iwcompat/ctx.h"
#include "iwcompat/nl80211_event.h"
#include "iwcompat/native.h"
#include "native_harness.h"
#include "json_schema.h"

static const uint8_t bssid[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x00 };

/* an interface that does not exist (if_indextoname fails): iw's "phy #N" */
#define NO_IFINDEX 0x7ffffff0u

static void dev(struct mb *m, uint32_t wiphy)
{
	memset(m, 0, sizeof(*m));
	put_u32(m, NL80211_ATTR_WIPHY, wiphy);
	put_u32(m, NL80211_ATTR_IFINDEX, NO_IFINDEX);
}

static char *print(bool json, const char *opts, const struct timeval *now,
		   uint8_t cmd, const struct mb *m)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);
	struct iwc_nl80211_event ev;

	/* decoded as the kernel layer's listener decodes it */
	assert_int_equal(iwc_nl80211_event_decode(cmd, m->b, m->len, &ev), 0);
	assert_int_equal(iwc_native_event_print(f, json, opts, now, &ev), 0);
	iwc_nl80211_event_free(&ev);
	fclose(f);
	if (json)	/* a line, a JSON v1 document (json_schema.h) */
		js_check_run("event", s, n, 0);
	return s;
}

static void expect_text(const char *opts, uint8_t cmd, const struct mb *m,
			const char *want)
{
	char *s = print(false, opts, NULL, cmd, m);

	assert_string_equal(s, want);
	free(s);
}

static void test_scan_connect(void **state)
{
	struct mb m;
	uint8_t ssid[3] = { 'a', ' ', 'b' };

	(void)state;
	dev(&m, 3);
	expect_text("", NL80211_CMD_TRIGGER_SCAN, &m, "phy #3: scan started\n");
	nest(&m, NL80211_ATTR_SCAN_FREQUENCIES);
	put_u32(&m, 0, 2412);
	put_u32(&m, 1, 2437);
	end(&m);
	nest(&m, NL80211_ATTR_SCAN_SSIDS);
	put(&m, 0, ssid, 3);
	put(&m, 1, NULL, 0);
	end(&m);
	expect_text("", NL80211_CMD_NEW_SCAN_RESULTS, &m,
		    "phy #3: scan finished: 2412 2437, \"a b\" \"\"\n");
	expect_text("", NL80211_CMD_SCAN_ABORTED, &m,
		    "phy #3: scan aborted: 2412 2437, \"a b\" \"\"\n");

	dev(&m, 3);
	put(&m, NL80211_ATTR_MAC, bssid, 6);
	put_u16(&m, NL80211_ATTR_STATUS_CODE, 0);
	expect_text("", NL80211_CMD_CONNECT, &m,
		    "phy #3: connected to 02:00:00:00:00:00\n");
	dev(&m, 3);
	put(&m, NL80211_ATTR_MAC, bssid, 6);
	put_u16(&m, NL80211_ATTR_STATUS_CODE, 17);
	expect_text("", NL80211_CMD_CONNECT, &m,
		    "phy #3: failed to connect to 02:00:00:00:00:00, status: 17: Association denied because AP is unable to handle additional associated STA\n");
	dev(&m, 3);
	put(&m, NL80211_ATTR_MAC, bssid, 6);
	put_u16(&m, NL80211_ATTR_STATUS_CODE, 200);
	expect_text("", NL80211_CMD_CONNECT, &m,
		    "phy #3: failed to connect to 02:00:00:00:00:00, status: 200: <unknown>\n");
	dev(&m, 3);
	put_u16(&m, NL80211_ATTR_REASON_CODE, 3);
	expect_text("", NL80211_CMD_DISCONNECT, &m,
		    "phy #3: disconnected (local request) reason: 3: Deauthenticated because sending station is leaving (or has left) the IBSS or ESS\n");
	put(&m, NL80211_ATTR_DISCONNECTED_BY_AP, NULL, 0);
	expect_text("", NL80211_CMD_DISCONNECT, &m,
		    "phy #3: disconnected (by AP) reason: 3: Deauthenticated because sending station is leaving (or has left) the IBSS or ESS\n");
	dev(&m, 0);
	put(&m, NL80211_ATTR_MAC, bssid, 6);
	expect_text("", NL80211_CMD_NEW_STATION, &m,
		    "phy #0: new station 02:00:00:00:00:00\n");
	expect_text("", NL80211_CMD_DEL_STATION, &m,
		    "phy #0: del station 02:00:00:00:00:00\n");
	/* an unknown command: iw's name for it, or its number */
	expect_text("", NL80211_CMD_GET_WIPHY, &m,
		    "phy #0: unknown event 1 (get_wiphy)\n");
	expect_text("", 250, &m,
		    "phy #0: unknown event 250 (Unknown command (250))\n");
}

static void test_frames(void **state)
{
	/* an authentication frame from the AP: status 0 */
	uint8_t auth[30] = { 0xb0, 0, 0, 0, 2, 0, 0, 0, 8, 0, 2, 0, 0, 0, 0,
			     0 };
	uint8_t deauth[26] = { 0xc0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0,
			       8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0 };
	struct mb m;

	(void)state;
	dev(&m, 8);
	put(&m, NL80211_ATTR_FRAME, auth, sizeof(auth));
	expect_text("", NL80211_CMD_AUTHENTICATE, &m,
		    "phy #8: auth 02:00:00:00:00:00 -> 02:00:00:00:08:00 status: 0: Successful\n");
	expect_text("f", NL80211_CMD_AUTHENTICATE, &m,
		    "phy #8: auth 02:00:00:00:00:00 -> 02:00:00:00:08:00 status: 0: Successful"
		    " [frame: b0 00 00 00 02 00 00 00 08 00 02 00 00 00 00 00 00 00 00 00"
		    " 00 00 00 00 00 00 00 00 00 00]\n");
	dev(&m, 8);
	put(&m, NL80211_ATTR_TIMED_OUT, NULL, 0);
	expect_text("", NL80211_CMD_ASSOCIATE, &m, "phy #8: assoc: timed out\n");
	dev(&m, 8);
	put(&m, NL80211_ATTR_FRAME, deauth, sizeof(deauth));
	expect_text("", NL80211_CMD_DEAUTHENTICATE, &m,
		    "phy #8: deauth 02:00:00:00:08:00 -> 02:00:00:00:00:00 reason 3: Deauthenticated because sending station is leaving (or has left) the IBSS or ESS\n");
	dev(&m, 8);
	put(&m, NL80211_ATTR_FRAME, deauth, 4);
	expect_text("", NL80211_CMD_DISASSOCIATE, &m,
		    "phy #8: disassoc [invalid frame:  c0 00 00 00]\n");
}

/* A (re)association response of 26 or 27 bytes: iw reads its status at
 * bytes 26-27, past the attribute, where the kernel's netlink padding
 * (zeros) is. The printer reads only the frame: bytes past it count as
 * those zeros, never as what follows in the message (here 0xff bytes in
 * the padding, which a read past the frame would print as 65535). */
static void test_assoc_resp_short(void **state)
{
	uint8_t resp[27] = { 0x10, 0, 0, 0, 2, 0, 0, 0, 8, 0, 2, 0, 0, 0,
			     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x11, 0, 0x01 };
	struct mb m;

	(void)state;
	dev(&m, 8);
	put(&m, NL80211_ATTR_FRAME, resp, 26);
	m.b[m.len - 2] = 0xff;	/* the padding after the 26 bytes */
	m.b[m.len - 1] = 0xff;
	expect_text("", NL80211_CMD_ASSOCIATE, &m,
		    "phy #8: assoc 02:00:00:00:00:00 -> 02:00:00:00:08:00 status: 0: Successful\n");
	dev(&m, 8);
	put(&m, NL80211_ATTR_FRAME, resp, 27);
	m.b[m.len - 1] = 0xff;
	expect_text("", NL80211_CMD_ASSOCIATE, &m,
		    "phy #8: assoc 02:00:00:00:00:00 -> 02:00:00:00:08:00 status: 1: Unspecified failure\n");
}

static void test_prefix_reg(void **state)
{
	struct mb m;
	uint64_t wdev = 0x100000002ULL;

	(void)state;
	memset(&m, 0, sizeof(m));
	put_u8(&m, NL80211_ATTR_REG_INITIATOR, NL80211_REGDOM_SET_BY_USER);
	put_u8(&m, NL80211_ATTR_REG_TYPE, NL80211_REGDOM_TYPE_COUNTRY);
	put(&m, NL80211_ATTR_REG_ALPHA2, "US", 3);
	expect_text("", NL80211_CMD_REG_CHANGE, &m,
		    "regulatory domain change: set to US by a user request\n");
	put_u32(&m, NL80211_ATTR_WIPHY, 2);
	expect_text("", NL80211_CMD_WIPHY_REG_CHANGE, &m,
		    "phy #2: regulatory domain change (phy): set to US by a user request on phy2\n");
	memset(&m, 0, sizeof(m));
	put_u8(&m, NL80211_ATTR_REG_INITIATOR, NL80211_REGDOM_SET_BY_CORE);
	put_u8(&m, NL80211_ATTR_REG_TYPE, NL80211_REGDOM_TYPE_WORLD);
	expect_text("", NL80211_CMD_REG_CHANGE, &m,
		    "regulatory domain change: set to world roaming by the wireless core upon initialization request\n");

	memset(&m, 0, sizeof(m));
	put_u32(&m, NL80211_ATTR_WIPHY, 1);
	put(&m, NL80211_ATTR_WDEV, &wdev, 8);
	put_u32(&m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_P2P_DEVICE);
	expect_text("", NL80211_CMD_NEW_INTERFACE, &m,
		    "wdev 0x100000002 (phy #1): new interface type P2P-Device\n");
	/* lo exists everywhere: "IF (phy #N): " */
	memset(&m, 0, sizeof(m));
	put_u32(&m, NL80211_ATTR_WIPHY, 1);
	put_u32(&m, NL80211_ATTR_IFINDEX, 1);
	put_u32(&m, NL80211_ATTR_WIPHY_FREQ, 5180);
	put_u32(&m, NL80211_ATTR_CHANNEL_WIDTH, NL80211_CHAN_WIDTH_80);
	put_u32(&m, NL80211_ATTR_CENTER_FREQ1, 5210);
	expect_text("", NL80211_CMD_CH_SWITCH_NOTIFY, &m,
		    "lo (phy #1): channel switch freq=5180 width=\"80 MHz\" freq1=5210\n");
}

static void test_time_json(void **state)
{
	struct timeval t1 = { .tv_sec = 1700000000, .tv_usec = 42 };
	struct mb m;
	char *s;

	(void)state;
	dev(&m, 3);
	s = print(false, "t", &t1, NL80211_CMD_TRIGGER_SCAN, &m);
	assert_string_equal(s, "1700000000.000042: phy #3: scan started\n");
	free(s);
	s = print(false, "r", &t1, NL80211_CMD_TRIGGER_SCAN, &m);
	assert_string_equal(s, "0.000000: phy #3: scan started\n");
	free(s);

	put(&m, NL80211_ATTR_MAC, bssid, 6);
	put_u16(&m, NL80211_ATTR_STATUS_CODE, 0);
	s = print(true, "t", &t1, NL80211_CMD_CONNECT, &m);
	assert_string_equal(s, "{\"version\":1,\"timestamp_s\":1700000000.000042,"
			    "\"event\":\"connect\",\"cmd\":46,\"ifindex\":2147483632,"
			    "\"wiphy\":3,\"bssid\":\"02:00:00:00:00:00\","
			    "\"status_code\":0,"
			    "\"message\":\"phy #3: connected to 02:00:00:00:00:00\"}\n");
	free(s);
	s = print(true, "", NULL, NL80211_CMD_NEW_STATION, &m);
	assert_string_equal(s, "{\"version\":1,\"event\":\"new_station\",\"cmd\":19,"
			    "\"ifindex\":2147483632,\"wiphy\":3,"
			    "\"mac\":\"02:00:00:00:00:00\","
			    "\"message\":\"phy #3: new station 02:00:00:00:00:00\"}\n");
	free(s);
}

/* iw parses without a policy and reads a value whatever its length:
 * a short attribute is read as far as it goes, then its zero padding
 * (docs/reference/native.md, "event"); the message is still printed */
static void test_short_values(void **state)
{
	static const uint8_t mac3[3] = { 0x02, 0x11, 0x22 };
	uint32_t cookie = 0x1234;
	struct mb m;
	char *s;

	(void)state;
	memset(&m, 0, sizeof(m));
	put_u16(&m, NL80211_ATTR_WIPHY_FREQ, 2412);
	put_u32(&m, NL80211_ATTR_DURATION, 100);
	put(&m, NL80211_ATTR_COOKIE, &cookie, 4);
	expect_text("", NL80211_CMD_REMAIN_ON_CHANNEL, &m,
		    "remain on freq 2412 (100ms, cookie 1234)\n");
	memset(&m, 0, sizeof(m));
	put(&m, NL80211_ATTR_MAC, mac3, 3);
	expect_text("", NL80211_CMD_NEW_STATION, &m,
		    "new station 02:11:22:00:00:00\n");
	/* JSON names a MAC address only when it has six bytes */
	s = print(true, "", NULL, NL80211_CMD_NEW_STATION, &m);
	assert_string_equal(s, "{\"version\":1,\"event\":\"new_station\",\"cmd\":19,"
			    "\"message\":\"new station 02:11:22:00:00:00\"}\n");
	free(s);
}

/* ---- through iwc_native_main with a fake listener ---- */

static int fk_one(uint8_t cmd, const struct mb *m, iwc_nat_event_cb cb,
		  void *arg)
{
	struct iwc_nl80211_event ev;
	int r = iwc_nl80211_event_decode(cmd, m->b, m->len, &ev);

	if (r == 0)
		r = cb(&ev, arg);
	iwc_nl80211_event_free(&ev);
	return r;
}

static int fk_listen(void *be, iwc_nat_event_cb cb, void *arg)
{
	struct mb m;
	int r;

	(void)be;
	dev(&m, 4);
	r = fk_one(NL80211_CMD_TRIGGER_SCAN, &m, cb, arg);
	if (r == 0)
		r = fk_one(NL80211_CMD_SCHED_SCAN_STOPPED, &m, cb, arg);
	return r ? r : -ENOBUFS;	/* as a failed read ends it */
}

static const struct iwc_backend fk_be = {
	.name = "fake-native-event",
	.open = nh_open_ok,
	.ifindex = nh_ifindex_none,
	.listen = fk_listen,
};

static void test_main(void **state)
{
	char *a0[] = { "iw", "event", "-f", NULL };
	char *a1[] = { "iw", "event", "-t", "-r", NULL };
	char *a2[] = { "iw", "event", "-x", NULL };
	struct out o;

	(void)state;
	nh_runv(&fk_be, NULL, &o, 3, a0);
	expect(&o, (-ENOBUFS) & 0xff,
	       "phy #4: scan started\nphy #4: sched scan stopped\n",
	       "command failed: No buffer space available (-105)\n");
	nh_runv(&fk_be, NULL, &o, 4, a1);
	expect(&o, 1,
	       "Usage:\tiw [options] event [-t|-T|-r] [-f]\n\n"
	       "Monitor events from the kernel.\n"
	       "-t - print timestamp\n"
	       "-T - print absolute, human-readable timestamp\n"
	       "-r - print relative timestamp\n"
	       "-f - print full frame for auth/assoc etc.\n\n"
	       "Options:\n\t--debug\t\tenable netlink debugging\n",
	       "");
	nh_runv(&fk_be, NULL, &o, 3, a2);
	assert_int_equal(o.status, 1);
	out_free(&o);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scan_connect),
		cmocka_unit_test(test_frames),
		cmocka_unit_test(test_assoc_resp_short),
		cmocka_unit_test(test_prefix_reg),
		cmocka_unit_test(test_time_json),
		cmocka_unit_test(test_short_values),
		cmocka_unit_test(test_main),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
