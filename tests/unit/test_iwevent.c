/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_iwevent.c - iwevent end to end without a kernel: nl80211 and
 * rtnetlink event messages built in memory with libnl, decoded
 * (nl_events.c), turned into cfg80211's WEXT events and printed
 * (format_iwevent.c) with a fixed clock; the tool itself (tool_iwevent.c)
 * on a scripted backend (name cache, diagnostics, exit statuses,
 * flushing); and the command line against glibc's getopt_long.
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

#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <linux/rtnetlink.h>
#include <linux/wireless.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include "fake_backend.h"
#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/nl80211.h"
#include "iwcompat/tools.h"
#include "iwcompat/wext.h"

#define FAMILY 0x1c

static const uint8_t BSSID[6] = { 0x00, 0x1A, 0x2B, 0x3C, 0x4D, 0x5E };

/* 1700000000 is 22:13:20 UTC */
#define T0 1700000000

/* ---- a clock that ticks 1 µs per reading ---- */

struct test_clock {
	int64_t sec;
	uint32_t usec;
};

static void test_now(void *arg, struct iwc_evtime *ret)
{
	struct test_clock *c = arg;

	ret->sec = c->sec;
	ret->usec = c->usec++;
}

/* ---- nl80211 messages ---- */

static struct nl_msg *new_msg(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc();

	assert_non_null(m);
	assert_non_null(genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, FAMILY, 0, 0,
				    cmd, 0));
	return m;
}

/* The message as a station's interface 3 ("wlan0") would get it. */
static struct nl_msg *iface_msg(uint8_t cmd)
{
	struct nl_msg *m = new_msg(cmd);

	assert_int_equal(nla_put_u32(m, NL80211_ATTR_WIPHY, 0), 0);
	assert_int_equal(nla_put_u32(m, NL80211_ATTR_IFINDEX, 3), 0);
	return m;
}

/* Decodes @m; returns iwc_nl_parse_event()'s result. */
static int decode(struct nl_msg *m, struct iwc_event *ev)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(m));

	assert_int_equal(genlmsg_parse(nlmsg_hdr(m), 0, tb, NL80211_ATTR_MAX,
				       NULL),
			 0);
	return iwc_nl_parse_event(gnlh->cmd, tb, ev);
}

/* What iwevent prints for @m on interface @ifname at T0 (µs 0, 1, ...);
 * "" when nothing. Frees @m. The result is malloc'd. */
static char *lines_for(struct nl_msg *m, const char *ifname)
{
	struct test_clock clk = { .sec = T0 };
	struct iwc_wext_event w[IWC_WEXT_EVENTS_MAX];
	struct iwc_event ev;
	char *buf = NULL;
	size_t len = 0, n;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	if (decode(m, &ev) == 0) {
		n = iwc_iwevent_wext(&ev, w);
		for (size_t i = 0; i < n; i++) {
			struct iwc_evtime t;

			test_now(&clk, &t);
			iwc_fmt_iwevent_line(f, &t, ifname, &w[i]);
		}
	}
	fclose(f);
	nlmsg_free(m);
	return buf;
}

static void assert_lines(struct nl_msg *m, const char *ifname,
			 const char *expected)
{
	char *got = lines_for(m, ifname);

	assert_string_equal(got, expected);
	free(got);
}

/* @n bytes 0, 1, 2, ... */
static uint8_t *counting(size_t n)
{
	uint8_t *b = malloc(n ? n : 1);

	assert_non_null(b);
	for (size_t i = 0; i < n; i++)
		b[i] = (uint8_t)i;
	return b;
}

/* "000102..." for the bytes 0..n-1, cut at 127 characters. */
static void counting_hex(char *buf, size_t n)
{
	size_t pos = 0;

	for (size_t i = 0; i < n; i++)
		pos += (size_t)sprintf(buf + pos, "%02X", (unsigned int)(i & 0xff));
	if (pos > 127)
		buf[127] = '\0';
}

/* ---- scan ---- */

static void scan_done(void **state)
{
	(void)state;
	assert_lines(iface_msg(NL80211_CMD_NEW_SCAN_RESULTS), "wlan0",
		     "22:13:20.000000   wlan0    Scan request completed\n");
}

static void scan_of_a_wdev_without_netdev(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_SCAN_RESULTS);

	(void)state;
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u64(m, NL80211_ATTR_WDEV, 0x100000002ULL);
	assert_lines(m, "wlan0", "");
}

static void scan_aborted_is_silent(void **state)
{
	struct iwc_event ev;
	struct nl_msg *m = iface_msg(NL80211_CMD_SCAN_ABORTED);

	(void)state;
	assert_int_equal(decode(m, &ev), -ENOENT);
	nlmsg_free(m);
	/* and so are events iwevent never showed */
	m = iface_msg(NL80211_CMD_NEW_STATION);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	assert_int_equal(decode(m, &ev), -ENOENT);
	nlmsg_free(m);
	m = iface_msg(NL80211_CMD_TRIGGER_SCAN);
	assert_int_equal(decode(m, &ev), -ENOENT);
	nlmsg_free(m);
}

/* ---- connect / roam / disconnect ---- */

static const uint8_t REQ_IE[] = {
	0x00, 0x09, 't', 'e', 's', 't', '-', 'o', 'p', 'e', 'n',
	0x01, 0x08, 0x82, 0x84, 0x8b, 0x96, 0x0c, 0x12, 0x18, 0x24,
};
static const uint8_t RESP_IE[] = { 0x01, 0x04, 0x82, 0x84, 0x8b, 0x96 };

static struct nl_msg *connect_msg(uint16_t status, bool ies)
{
	struct nl_msg *m = iface_msg(NL80211_CMD_CONNECT);

	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, status);
	if (ies) {
		nla_put(m, NL80211_ATTR_REQ_IE, sizeof(REQ_IE), REQ_IE);
		nla_put(m, NL80211_ATTR_RESP_IE, sizeof(RESP_IE), RESP_IE);
	}
	return m;
}

static void connect_success(void **state)
{
	(void)state;
	assert_lines(connect_msg(0, true), "wlan0",
		     "22:13:20.000000   wlan0    Association Request IEs:000974657374"
		     "2D6F70656E010882848B960C121824\n"
		     "22:13:20.000001   wlan0    Association Response IEs:010482848B96\n"
		     "22:13:20.000002   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n");
}

static void connect_success_without_ies(void **state)
{
	struct nl_msg *m;

	(void)state;
	assert_lines(connect_msg(0, false), "wlan0",
		     "22:13:20.000000   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n");

	/* only one of them */
	m = connect_msg(0, false);
	nla_put(m, NL80211_ATTR_RESP_IE, sizeof(RESP_IE), RESP_IE);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Association Response IEs:010482848B96\n"
		     "22:13:20.000001   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n");

	/* present but empty: an empty dump */
	m = connect_msg(0, false);
	nla_put(m, NL80211_ATTR_REQ_IE, 0, NULL);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Association Request IEs:\n"
		     "22:13:20.000001   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n");
}

static void connect_success_without_bssid(void **state)
{
	struct nl_msg *m = iface_msg(NL80211_CMD_CONNECT);

	(void)state;
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 0);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    New Access Point/Cell address:Not-Associated\n");
}

/* cfg80211 passes wextev = false for every failed connection */
static void connect_failure_is_silent(void **state)
{
	struct nl_msg *m;

	(void)state;
	assert_lines(connect_msg(1, true), "wlan0", "");
	assert_lines(connect_msg(17, false), "wlan0", "");
	/* no BSS found, timed out */
	m = iface_msg(NL80211_CMD_CONNECT);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 1);
	nla_put_flag(m, NL80211_ATTR_TIMED_OUT);
	nla_put_u32(m, NL80211_ATTR_TIMEOUT_REASON, 0);
	assert_lines(m, "wlan0", "");
}

/* NL80211_ATTR_MLO_LINKS with link 0 (libnl drops an empty nest) */
static void add_mlo_link(struct nl_msg *m)
{
	struct nlattr *links = nla_nest_start(m, NL80211_ATTR_MLO_LINKS);
	struct nlattr *link = nla_nest_start(m, 1);

	nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, 0);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_nest_end(m, link);
	nla_nest_end(m, links);
}

static void mlo_is_silent(void **state)
{
	struct nl_msg *m = connect_msg(0, true);

	(void)state;
	add_mlo_link(m);
	assert_lines(m, "wlan0", "");

	m = iface_msg(NL80211_CMD_ROAM);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	add_mlo_link(m);
	assert_lines(m, "wlan0", "");
}

/* iwevent's 128-byte buffer: 127 hex digits at most */
static void long_ies_are_cut(void **state)
{
	static const size_t sizes[] = { 62, 63, 64, 65, 200, 1024 };
	char hex[2 * 1024 + 1];
	char expected[4096];

	(void)state;
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		struct nl_msg *m = iface_msg(NL80211_CMD_CONNECT);
		uint8_t *ie = counting(sizes[i]);

		nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
		nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 0);
		nla_put(m, NL80211_ATTR_REQ_IE, (int)sizes[i], ie);
		counting_hex(hex, sizes[i]);
		assert_int_equal(strlen(hex), sizes[i] >= 64 ? 127 : 2 * sizes[i]);
		snprintf(expected, sizeof(expected),
			 "22:13:20.000000   wlan0    Association Request IEs:%s\n"
			 "22:13:20.000001   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n",
			 hex);
		assert_lines(m, "wlan0", expected);
		free(ie);
	}
}

/* wireless_send_event(): "too big" beyond IW_GENERIC_IE_MAX, not sent */
static void oversized_ies_are_dropped(void **state)
{
	struct nl_msg *m = iface_msg(NL80211_CMD_CONNECT);
	uint8_t *ie = counting(1025);

	(void)state;
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 0);
	nla_put(m, NL80211_ATTR_REQ_IE, 1025, ie);
	nla_put(m, NL80211_ATTR_RESP_IE, sizeof(RESP_IE), RESP_IE);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Association Response IEs:010482848B96\n"
		     "22:13:20.000001   wlan0    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n");
	free(ie);
}

static void roam(void **state)
{
	static const uint8_t other[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };
	struct nl_msg *m = iface_msg(NL80211_CMD_ROAM);

	(void)state;
	nla_put(m, NL80211_ATTR_MAC, 6, other);
	nla_put(m, NL80211_ATTR_REQ_IE, sizeof(REQ_IE), REQ_IE);
	nla_put(m, NL80211_ATTR_RESP_IE, sizeof(RESP_IE), RESP_IE);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Association Request IEs:000974657374"
		     "2D6F70656E010882848B960C121824\n"
		     "22:13:20.000001   wlan0    Association Response IEs:010482848B96\n"
		     "22:13:20.000002   wlan0    New Access Point/Cell address:02:00:00:00:01:00\n");

	m = iface_msg(NL80211_CMD_ROAM);
	nla_put(m, NL80211_ATTR_MAC, 6, other);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    New Access Point/Cell address:02:00:00:00:01:00\n");
}

static void disconnect(void **state)
{
	struct nl_msg *m = iface_msg(NL80211_CMD_DISCONNECT);

	(void)state;
	nla_put_u16(m, NL80211_ATTR_REASON_CODE, 3);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    New Access Point/Cell address:Not-Associated\n");

	m = iface_msg(NL80211_CMD_DISCONNECT);
	nla_put_flag(m, NL80211_ATTR_DISCONNECTED_BY_AP);
	nla_put_u16(m, NL80211_ATTR_REASON_CODE, 1);
	nla_put(m, NL80211_ATTR_IE, sizeof(RESP_IE), RESP_IE);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    New Access Point/Cell address:Not-Associated\n");
}

static void ibss_joined(void **state)
{
	static const uint8_t cell[6] = { 0x02, 0x1b, 0x55, 0xad, 0x0c, 0x01 };
	static const uint8_t bcast[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	static const uint8_t hack[6] = { 0x44, 0x44, 0x44, 0x44, 0x44, 0x44 };
	struct nl_msg *m = iface_msg(NL80211_CMD_JOIN_IBSS);

	(void)state;
	nla_put(m, NL80211_ATTR_MAC, 6, cell);
	assert_lines(m, "wlan8",
		     "22:13:20.000000   wlan8    New Access Point/Cell address:02:1B:55:AD:0C:01\n");
	/* iw_sawap_ntop's special addresses */
	m = iface_msg(NL80211_CMD_JOIN_IBSS);
	nla_put(m, NL80211_ATTR_MAC, 6, bcast);
	assert_lines(m, "wlan8",
		     "22:13:20.000000   wlan8    New Access Point/Cell address:Invalid\n");
	m = iface_msg(NL80211_CMD_JOIN_IBSS);
	nla_put(m, NL80211_ATTR_MAC, 6, hack);
	assert_lines(m, "wlan8",
		     "22:13:20.000000   wlan8    New Access Point/Cell address:None\n");
}

static void michael_mic_failure(void **state)
{
	static const uint8_t tsc[6] = { 1, 2, 3, 4, 5, 6 };
	struct nl_msg *m = iface_msg(NL80211_CMD_MICHAEL_MIC_FAILURE);

	(void)state;
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_KEY_TYPE, NL80211_KEYTYPE_GROUP);
	nla_put_u8(m, NL80211_ATTR_KEY_IDX, 1);
	nla_put(m, NL80211_ATTR_KEY_SEQ, 6, tsc);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Custom driver event:MLME-MICHAELMICFAILURE"
		     ".indication(keyid=1 broadcast addr=00:1a:2b:3c:4d:5e)\n");

	/* pairwise, no key index (-1 in the kernel) */
	m = iface_msg(NL80211_CMD_MICHAEL_MIC_FAILURE);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_KEY_TYPE, NL80211_KEYTYPE_PAIRWISE);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Custom driver event:MLME-MICHAELMICFAILURE"
		     ".indication(keyid=-1 unicast addr=00:1a:2b:3c:4d:5e)\n");

	/* no address: the kernel's %pM of NULL */
	m = iface_msg(NL80211_CMD_MICHAEL_MIC_FAILURE);
	nla_put_u32(m, NL80211_ATTR_KEY_TYPE, NL80211_KEYTYPE_PEERKEY);
	nla_put_u8(m, NL80211_ATTR_KEY_IDX, 0);
	assert_lines(m, "wlan0",
		     "22:13:20.000000   wlan0    Custom driver event:MLME-MICHAELMICFAILURE"
		     ".indication(keyid=0 unicast addr=(null))\n");
}

/* Short attributes are ignored, never read past. */
static void short_attributes(void **state)
{
	struct iwc_event ev;
	struct nl_msg *m = new_msg(NL80211_CMD_CONNECT);

	(void)state;
	nla_put_u16(m, NL80211_ATTR_IFINDEX, 3);
	nla_put(m, NL80211_ATTR_MAC, 4, BSSID);
	nla_put_u8(m, NL80211_ATTR_STATUS_CODE, 1);
	assert_int_equal(decode(m, &ev), 0);
	assert_int_equal(ev.type, IWC_EVENT_CONNECT);
	assert_int_equal(ev.ifindex, 0);
	assert_false(ev.has_addr);
	assert_int_equal(ev.status, 0);
	assert_int_equal(ev.key_idx, -1);
	nlmsg_free(m);

	/* no interface: nothing to print */
	m = new_msg(NL80211_CMD_DISCONNECT);
	nla_put_u16(m, NL80211_ATTR_REASON_CODE, 3);
	assert_lines(m, "wlan0", "");
}

/* ---- rtnetlink ---- */

static void rtnl_links(void **state)
{
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC, .ifi_index = 9 };
	struct iwc_event ev;
	struct nl_msg *m;

	(void)state;
	m = nlmsg_alloc_simple(RTM_DELLINK, 0);
	assert_int_equal(nlmsg_append(m, &ifi, sizeof(ifi), NLMSG_ALIGNTO), 0);
	nla_put_string(m, IFLA_IFNAME, "wlan3");
	assert_int_equal(iwc_rtnl_parse_link(nlmsg_hdr(m), &ev), 0);
	assert_int_equal(ev.type, IWC_EVENT_LINK_GONE);
	assert_int_equal(ev.ifindex, 9);
	nlmsg_free(m);

	/* new links and renames (and WEXT's own events) are not needed */
	m = nlmsg_alloc_simple(RTM_NEWLINK, 0);
	assert_int_equal(nlmsg_append(m, &ifi, sizeof(ifi), NLMSG_ALIGNTO), 0);
	assert_int_equal(iwc_rtnl_parse_link(nlmsg_hdr(m), &ev), -ENOENT);
	nlmsg_free(m);

	/* too short for its ifinfomsg */
	m = nlmsg_alloc_simple(RTM_DELLINK, 0);
	assert_int_equal(nlmsg_append(m, &ifi, 4, NLMSG_ALIGNTO), 0);
	assert_int_equal(iwc_rtnl_parse_link(nlmsg_hdr(m), &ev), -ENOENT);
	nlmsg_free(m);
}

static void rtnl_wext_streams(void **state)
{
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC, .ifi_index = 7 };
	static const uint8_t s1[] = { 8, 0, 0x19, 0x8B, 0, 0, 0, 0 };
	static const uint8_t s2[] = { 4, 0, 0x01, 0x8C };
	struct iwc_event ev;
	struct nl_msg *m;
	size_t pos = 0;

	(void)state;
	m = nlmsg_alloc_simple(RTM_NEWLINK, 0);
	assert_int_equal(nlmsg_append(m, &ifi, sizeof(ifi), NLMSG_ALIGNTO), 0);
	nla_put_string(m, IFLA_IFNAME, "wlan7");
	nla_put(m, IFLA_WIRELESS, sizeof(s1), s1);
	nla_put_u32(m, IFLA_MTU, 1500);
	nla_put(m, IFLA_WIRELESS, sizeof(s2), s2);
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), 0);
	assert_int_equal(ev.type, IWC_EVENT_WEXT_STREAM);
	assert_int_equal(ev.ifindex, 7);
	assert_int_equal(ev.wext_len, sizeof(s1));
	assert_memory_equal(ev.wext, s1, sizeof(s1));
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), 0);
	assert_int_equal(ev.wext_len, sizeof(s2));
	assert_memory_equal(ev.wext, s2, sizeof(s2));
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), -ENOENT);
	/* not a deletion */
	assert_int_equal(iwc_rtnl_parse_link(nlmsg_hdr(m), &ev), -ENOENT);

	/* an attribute longer than the message ends the walk */
	nlmsg_hdr(m)->nlmsg_len -= 4;
	pos = 0;
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), 0);
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), -ENOENT);
	nlmsg_free(m);

	/* a deletion carries no stream */
	m = nlmsg_alloc_simple(RTM_DELLINK, 0);
	assert_int_equal(nlmsg_append(m, &ifi, sizeof(ifi), NLMSG_ALIGNTO), 0);
	nla_put(m, IFLA_WIRELESS, sizeof(s1), s1);
	pos = 0;
	assert_int_equal(iwc_rtnl_parse_wext(nlmsg_hdr(m), &pos, &ev), -ENOENT);
	nlmsg_free(m);
}

/* ---- a WEXT driver's event stream ---- */

/* A stream as the kernel packs it (WE-22, 64-bit): one event. */
static size_t put_ev(uint8_t *buf, size_t off, uint16_t cmd, const void *u,
		     size_t ulen)
{
	uint16_t len = (uint16_t)(4 + ulen);

	memcpy(buf + off, &len, 2);
	memcpy(buf + off + 2, &cmd, 2);
	memcpy(buf + off + 4, u, ulen);
	return off + len;
}

/* an iw_point event: length, flags, then the payload */
static size_t put_point(uint8_t *buf, size_t off, uint16_t cmd,
			uint16_t flags, const void *data, uint16_t dlen)
{
	uint8_t u[8 + 256];

	assert_true(dlen <= 256);
	memcpy(u, &dlen, 2);
	memcpy(u + 2, &flags, 2);
	memcpy(u + 4, data, dlen);
	return put_ev(buf, off, cmd, u, 4 + (size_t)dlen);
}

static char *stream_text(const uint8_t *buf, size_t len,
			 const struct iwc_wext_range *range, bool has_range)
{
	struct iwc_evtime t = { .sec = T0, .usec = 5 };
	char *out = NULL;
	size_t olen = 0;
	FILE *f = open_memstream(&out, &olen);

	assert_non_null(f);
	iwc_fmt_iwevent_stream(f, &t, "wlan7", buf, len, range, has_range);
	fclose(f);
	return out;
}

static void wext_stream_tokens(void **state)
{
	struct iwc_wext_range range = { .we_version_compiled = 22,
					.num_frequency = 1 };
	uint8_t buf[1024], u[16];
	static const uint8_t key[5] = { 0x12, 0x34, 0x56, 0x78, 0x9a };
	uint8_t mic[28] = { 0 }, cand[24] = { 0 };
	uint32_t v;
	int32_t rate = 54000000;
	int16_t e;
	size_t n = 0;
	char *out;

	(void)state;
	range.freq[0].m = 2437;
	range.freq[0].e = 6;
	range.freq[0].i = 6;
	range.max_qual.qual = 70;
	range.max_qual.level = 0;

	memset(u, 0, sizeof(u));
	u[0] = 1;			/* sa_family ARPHRD_ETHER */
	memcpy(u + 2, BSSID, 6);
	n = put_ev(buf, n, SIOCGIWAP, u, 16);
	n = put_point(buf, n, SIOCSIWESSID, 1, "te\"st", 5);
	n = put_point(buf, n, SIOCSIWESSID, 0, "", 0);
	/* channel 6, as iwconfig sends it: libiw finds its frequency */
	memset(u, 0, sizeof(u));
	v = 6;
	memcpy(u, &v, 4);
	u[7] = IW_FREQ_FIXED;
	n = put_ev(buf, n, SIOCSIWFREQ, u, 8);
	/* 2.437 GHz: found in the range */
	memset(u, 0, sizeof(u));
	v = 2437;
	e = 6;
	memcpy(u, &v, 4);
	memcpy(u + 4, &e, 2);
	n = put_ev(buf, n, SIOCGIWFREQ, u, 8);
	memset(u, 0, sizeof(u));
	v = 2;				/* Managed */
	memcpy(u, &v, 4);
	n = put_ev(buf, n, SIOCSIWMODE, u, 4);
	n = put_point(buf, n, SIOCSIWENCODE, 2 | IW_ENCODE_RESTRICTED, key, 5);
	/* no key: libiw has no pointer, iwevent adds NOKEY */
	n = put_point(buf, n, SIOCSIWENCODE, 1 | IW_ENCODE_DISABLED, "", 0);
	n = put_point(buf, n, IWEVCUSTOM, 0, "hello", 5);
	memset(u, 0, sizeof(u));
	u[0] = 1;
	memcpy(u + 2, BSSID, 6);
	n = put_ev(buf, n, IWEVREGISTERED, u, 16);
	n = put_ev(buf, n, IWEVEXPIRED, u, 16);
	memset(u, 0, sizeof(u));
	memcpy(u, &rate, 4);
	n = put_ev(buf, n, SIOCGIWRATE, u, 8);
	memcpy(u, "IEEE 802.11bgn\0\0", 16);
	n = put_ev(buf, n, SIOCGIWNAME, u, 16);
	memset(u, 0, sizeof(u));
	u[0] = 35;
	u[1] = 0xd8;			/* -40 dBm */
	u[3] = 0x0f;
	n = put_ev(buf, n, IWEVQUAL, u, 4);
	v = 0x0;
	memcpy(mic, &v, 4);
	memcpy(mic + 4 + 2, BSSID, 6);
	mic[20] = 0xAB;
	n = put_point(buf, n, IWEVMICHAELMICFAILURE, 0, mic, sizeof(mic));
	v = 1;
	memcpy(cand, &v, 4);
	memcpy(cand + 8 + 2, BSSID, 6);
	n = put_point(buf, n, IWEVPMKIDCAND, 0, cand, sizeof(cand));
	n = put_point(buf, n, IWEVASSOCREQIE, 0, key, 5);
	n = put_ev(buf, n, SIOCGIWSCAN, "\0\0\0\0", 4);
	n = put_ev(buf, n, 0x8C0F, "\0\0\0\0", 4);
	n = put_ev(buf, n, IWEVTXDROP, u, 16);
	/* an event longer than what is left: the stream ends there */
	buf[n] = 40;
	buf[n + 1] = 0;
	buf[n + 2] = 0x15;
	buf[n + 3] = 0x8B;
	n += 8;

	out = stream_text(buf, n, &range, true);
	assert_string_equal(out,
		"22:13:20.000005   wlan7    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n"
		"                           Set ESSID:\"te\"st\"\n"
		"                           Set ESSID:off/any\n"
		"                           Set Frequency=2.437 GHz (Channel 6)\n"
		"                           New Frequency:2.437 GHz (Channel 6)\n"
		"                           Set Mode:Managed\n"
		"                           Set Encryption key:{4002}1234-5678-9A [2]   Security mode:restricted\n"
		"                           Set Encryption key:{8801}off\n"
		"                           Custom driver event:hello\n"
		"                           Registered node:00:1A:2B:3C:4D:5E\n"
		"                           Expired node:00:1A:2B:3C:4D:5E\n"
		"                           New Bit Rate:54 Mb/s\n"
		"                           Protocol:IEEE 802.11bgn\n"
		"                           Link Quality:35/70  Signal level:-40 dBm  Noise level:0 dBm\n"
		"                           Michael MIC failure flags:0x0 src_addr:00:1A:2B:3C:4D:5E tsc:AB00000000000000\n"
		"                           PMKID candidate flags:0x1 index:0 bssid:00:1A:2B:3C:4D:5E\n"
		"                           Association Request IEs:123456789A\n"
		"                           Scan request completed\n"
		"                           (Unknown Wireless event 0x8C0F)\n"
		"                           Tx packet dropped:00:0F:00:00:00:00\n"
		"                           (Invalid event)\n");
	free(out);

	/* nothing at all: nothing printed */
	out = stream_text(buf, 0, &range, true);
	assert_string_equal(out, "");
	free(out);
}

/* ---- the line itself ---- */

static void line_layout(void **state)
{
	struct iwc_wext_event w = { .cmd = IWC_WEV_SCAN };
	static const struct {
		int64_t sec;
		uint32_t usec;
		const char *ifname;
		const char *expected;
	} rows[] = {
		{ 0, 0, "wlan0", "00:00:00.000000   wlan0    Scan request completed\n" },
		{ 86399, 999999, "wlan0", "23:59:59.999999   wlan0    Scan request completed\n" },
		{ 86400 * 20000LL + 3723, 42, "w", "01:02:03.000042   w        Scan request completed\n" },
		{ T0, 7, "wlan_longname0", "22:13:20.000007   wlan_longname0 Scan request completed\n" },
		{ T0, 7, "12345678", "22:13:20.000007   12345678 Scan request completed\n" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct iwc_evtime t = { .sec = rows[i].sec, .usec = rows[i].usec };
		char *buf = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&buf, &len);

		iwc_fmt_iwevent_line(f, &t, rows[i].ifname, &w);
		fclose(f);
		assert_string_equal(buf, rows[i].expected);
		free(buf);
	}
}

/* ---- the tool on a scripted backend ---- */

struct script {
	const struct iwc_event *events;
	size_t n;
	int open_err;		/* returned before LISTENING */
	int end;		/* returned after the last event */
	size_t *out_len;
	size_t flushed[32];	/* stdout's length after each event */
	bool wext_forced;	/* IWCOMPAT_BACKEND=wext */
};

static int script_listen(void *be, iwc_event_cb cb, void *arg)
{
	struct script *s = be;
	struct iwc_event ready = { .type = IWC_EVENT_LISTENING };
	int r;

	if (s->open_err)
		return s->open_err;
	r = cb(&ready, arg);
	for (size_t i = 0; r == 0 && i < s->n; i++) {
		r = cb(&s->events[i], arg);
		/* open_memstream updates the length only on fflush */
		s->flushed[i] = *s->out_len;
	}
	return r ? r : s->end;
}

/* nl80211 knows wlan1 only */
static int script_get_iface(void *be, const char *ifname, struct iwc_iface *ret)
{
	(void)be;
	memset(ret, 0, sizeof(*ret));
	return strcmp(ifname, "wlan1") ? -ENODEV : 0;
}

static const struct iwc_backend script_backend = {
	.name = "script",
	.listen_events = script_listen,
	.get_iface = script_get_iface,
};

struct tool_run {
	char *out, *err;
	size_t out_len, err_len;
	int rc;
};

static void run_script(struct script *s, int argc, const char *const *argv,
		       struct tool_run *res)
{
	struct test_clock clk = { .sec = T0 };
	struct iwc_clock clock = { .now = test_now, .arg = &clk };
	struct iwc_ctx ctx = { .be = &script_backend, .be_data = s };
	char *args[8];

	memset(res, 0, sizeof(*res));
	assert_true(argc < 8);
	for (int i = 0; i < argc; i++)
		args[i] = (char *)argv[i];
	args[argc] = NULL;
	ctx.argv0 = args[0];
	ctx.wext_forced = s->wext_forced;
	ctx.out = open_memstream(&res->out, &res->out_len);
	ctx.err = open_memstream(&res->err, &res->err_len);
	assert_non_null(ctx.out);
	assert_non_null(ctx.err);
	s->out_len = &res->out_len;
	res->rc = iwc_iwevent_run(&ctx, argc, args, &clock);
	fclose(ctx.out);
	fclose(ctx.err);
}

static void tool_run_free(struct tool_run *res)
{
	free(res->out);
	free(res->err);
}

static struct iwc_event ev_of(enum iwc_event_type type, int ifindex,
			      const char *ifname)
{
	struct iwc_event ev = { .type = type, .ifindex = ifindex, .key_idx = -1 };

	if (ifname)
		snprintf(ev.ifname, sizeof(ev.ifname), "%s", ifname);
	else
		ev.ifname_err = ENODEV;
	return ev;
}

static void tool_events(void **state)
{
	struct iwc_event evs[12];
	struct script s = { .events = evs, .end = -EBADF };
	const char *argv[] = { "iwevent" };
	struct tool_run res;
	size_t n = 0;

	(void)state;
	evs[n++] = ev_of(IWC_EVENT_SCAN_DONE, 3, "wlan0");
	evs[n] = ev_of(IWC_EVENT_CONNECT, 4, "wlan1");
	evs[n].has_addr = true;
	memcpy(evs[n].addr, BSSID, 6);
	evs[n].has_req_ie = true;
	evs[n].req_ie = REQ_IE;
	evs[n++].req_ie_len = 2;
	/* renamed: the name of its first event stays */
	evs[n++] = ev_of(IWC_EVENT_DISCONNECT, 4, "renamed");
	evs[n++] = ev_of(IWC_EVENT_LOST, 0, "");
	/* deleted: forgotten; a later event (same ifindex) looks again */
	evs[n++] = ev_of(IWC_EVENT_LINK_GONE, 4, "");
	evs[n++] = ev_of(IWC_EVENT_SCAN_DONE, 4, "renamed");
	/* gone before its first event was read: one message per WEXT event */
	evs[n] = ev_of(IWC_EVENT_CONNECT, 5, NULL);
	evs[n].has_resp_ie = true;
	evs[n].resp_ie = RESP_IE;
	evs[n++].resp_ie_len = 1;
	/* a failed connection prints nothing, looks nothing up */
	evs[n] = ev_of(IWC_EVENT_CONNECT, 6, NULL);
	evs[n++].status = 1;
	evs[n] = ev_of(IWC_EVENT_READ_ERROR, 0, "");
	evs[n++].err = EIO;
	s.n = n;

	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out,
			    "22:13:20.000000   wlan0    Scan request completed\n"
			    "22:13:20.000001   wlan1    Association Request IEs:0009\n"
			    "22:13:20.000002   wlan1    New Access Point/Cell address:00:1A:2B:3C:4D:5E\n"
			    "22:13:20.000003   wlan1    New Access Point/Cell address:Not-Associated\n"
			    "22:13:20.000004   renamed  Scan request completed\n");
	assert_string_equal(res.err,
			    "Waiting for Wireless Events from interfaces...\n"
			    "iwevent: events lost (netlink buffer overrun)\n"
			    "index2name: No such device\n"
			    "index2name: No such device\n"
			    "void handle_netlink_events(struct rtnl_handle *): error reading netlink: Input/output error.\n"
			    "Unhandled signal - exiting...\n");
	assert_int_equal(res.rc, 0);
	/* every line reached stdout right after its event */
	assert_int_equal(s.flushed[0], strlen("22:13:20.000000   wlan0    Scan request completed\n"));
	assert_true(s.flushed[1] > s.flushed[0]);
	assert_true(s.flushed[2] > s.flushed[1]);
	assert_int_equal(s.flushed[5], res.out_len);
	tool_run_free(&res);
}

/* WEXT streams: a driver without nl80211 speaks through them; an
 * interface nl80211 knows through nl80211 (unless IWCOMPAT_BACKEND=wext) */
static void tool_wext_streams(void **state)
{
	static const uint8_t ap[20] = { 20, 0, 0x15, 0x8B, 1, 0,
					0x00, 0x1A, 0x2B, 0x3C, 0x4D, 0x5E };
	static const uint8_t scan[8] = { 8, 0, 0x19, 0x8B };
	struct iwc_event evs[6];
	struct script s = { .events = evs, .end = -EBADF };
	const char *argv[] = { "iwevent" };
	struct tool_run res;
	size_t n = 0;

	(void)state;
	/* cfg80211's own WEXT copy of a scan completion: dropped */
	evs[n] = ev_of(IWC_EVENT_WEXT_STREAM, 4, "wlan1");
	evs[n].wext = scan;
	evs[n++].wext_len = sizeof(scan);
	evs[n++] = ev_of(IWC_EVENT_SCAN_DONE, 4, "wlan1");
	/* a WEXT driver's interface */
	evs[n] = ev_of(IWC_EVENT_WEXT_STREAM, 8, "eth9");
	evs[n].wext = ap;
	evs[n++].wext_len = sizeof(ap);
	evs[n] = ev_of(IWC_EVENT_WEXT_STREAM, 8, "renamed");
	evs[n].wext = scan;
	evs[n++].wext_len = sizeof(scan);
	s.n = n;
	/* no WEXT here (ctx.wext NULL): no range, so libiw's WE version 0,
	 * whose iw_point events are longer than the kernel's packed ones:
	 * iwevent saw "(Invalid event)" for them (a driver without a range) */
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out,
			    "22:13:20.000000   wlan1    Scan request completed\n"
			    "22:13:20.000001   eth9     New Access Point/Cell address:00:1A:2B:3C:4D:5E\n"
			    "22:13:20.000002   eth9     (Invalid event)\n");
	assert_int_equal(res.rc, 0);
	tool_run_free(&res);

	/* IWCOMPAT_BACKEND=wext: every interface through its stream only */
	s.wext_forced = true;
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out,
			    "22:13:20.000000   wlan1    (Invalid event)\n"
			    "22:13:20.000001   eth9     New Access Point/Cell address:00:1A:2B:3C:4D:5E\n"
			    "22:13:20.000002   eth9     (Invalid event)\n");
	tool_run_free(&res);

	/* gone before its first event: whose it was cannot be told (nl80211
	 * reports cfg80211's), so nothing; forced: iwevent's message */
	n = 0;
	evs[n] = ev_of(IWC_EVENT_WEXT_STREAM, 9, NULL);
	evs[n].wext = scan;
	evs[n++].wext_len = sizeof(scan);
	s.n = n;
	s.wext_forced = false;
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out, "");
	assert_string_equal(res.err,
			    "Waiting for Wireless Events from interfaces...\n"
			    "Unhandled signal - exiting...\n");
	tool_run_free(&res);
	s.wext_forced = true;
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out, "");
	assert_string_equal(res.err,
			    "Waiting for Wireless Events from interfaces...\n"
			    "index2name: No such device\n"
			    "Unhandled signal - exiting...\n");
	tool_run_free(&res);

	/* heard through its stream: its nl80211 events (were there any)
	 * would say the same again, so they are not printed */
	n = 0;
	evs[n] = ev_of(IWC_EVENT_WEXT_STREAM, 8, "eth9");
	evs[n].wext = ap;
	evs[n++].wext_len = sizeof(ap);
	evs[n++] = ev_of(IWC_EVENT_DISCONNECT, 8, "eth9");
	evs[n++] = ev_of(IWC_EVENT_SCAN_DONE, 4, "wlan1");
	s.n = n;
	s.wext_forced = false;
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out,
			    "22:13:20.000000   eth9     New Access Point/Cell address:00:1A:2B:3C:4D:5E\n"
			    "22:13:20.000001   wlan1    Scan request completed\n");
	tool_run_free(&res);
}

static void tool_cannot_listen(void **state)
{
	struct script s = { .open_err = -EMFILE };
	const char *argv[] = { "iwevent" };
	struct fake_world *w = world_new("station");
	struct tool_run res;
	struct fake_run fr;

	(void)state;
	run_script(&s, 1, argv, &res);
	assert_string_equal(res.out, "");
	assert_string_equal(res.err,
			    "Cannot open netlink socket: Too many open files\n"
			    "Can't initialize rtnetlink socket: Too many open files\n");
	assert_int_equal(res.rc, 1);
	tool_run_free(&res);

	/* a backend without events at all */
	assert_non_null(w);
	fake_run_tool(w, iwc_iwevent_main, 1, argv, &fr);
	assert_int_equal(fr.rc, 1);
	assert_string_equal(fr.err,
			    "Cannot open netlink socket: Operation not supported\n"
			    "Can't initialize rtnetlink socket: Operation not supported\n");
	fake_run_free(&fr);
	world_free(w);
}

static void tool_usage_and_version(void **state)
{
	static const char usage[] =
		"Usage: iwevent [OPTIONS]\n"
		"   Monitors and displays Wireless Events.\n"
		"   Options are:\n"
		"     -h,--help     Print this message.\n"
		"     -v,--version  Show version of this program.\n";
	struct script s = { .open_err = -EPERM };
	struct tool_run res;
	char expected[1024];
	const char *help[] = { "iwevent", "--help" };
	const char *bad[] = { "./iwevent", "-x" };
	const char *extra[] = { "iwevent", "wlan0" };
	const char *version[] = { "iwevent", "-v" };
	struct fake_world *w = world_new("station");
	struct fake_run fr;

	(void)state;
	run_script(&s, 2, help, &res);
	assert_string_equal(res.out, usage);
	assert_string_equal(res.err, "");
	assert_int_equal(res.rc, 0);
	tool_run_free(&res);

	run_script(&s, 2, bad, &res);
	assert_string_equal(res.out, "");
	snprintf(expected, sizeof(expected), "./iwevent: invalid option -- 'x'\n%s",
		 usage);
	assert_string_equal(res.err, expected);
	assert_int_equal(res.rc, 1);
	tool_run_free(&res);

	run_script(&s, 2, extra, &res);
	snprintf(expected, sizeof(expected), "Too many arguments.\n%s", usage);
	assert_string_equal(res.err, expected);
	assert_int_equal(res.rc, 1);
	tool_run_free(&res);

	/* -v: libiw's version block, every cfg80211 interface */
	assert_non_null(w);
	fake_run_tool(w, iwc_iwevent_main, 2, version, &fr);
	assert_int_equal(fr.rc, 0);
	assert_string_equal(fr.err, "");
	assert_non_null(strstr(fr.out, "iwevent   Wireless-Tools version 30\n"
				       "          Compatible with Wireless Extension v11 to v22.\n\n"
				       "Kernel    Currently compiled with Wireless Extension v22.\n\n"));
	assert_non_null(strstr(fr.out, "wlan0     Recommend Wireless Extension v"));
	fake_run_free(&fr);
	world_free(w);
}

/* ---- the command line ---- */

struct parse_row {
	const char *args[5];	/* after argv[0] */
	bool posix;
	enum iwc_iwevent_action action;
	const char *message;
};

static const struct parse_row parse_rows[] = {
	{ { NULL }, false, IWC_IWEVENT_RUN, "" },
	{ { "-h" }, false, IWC_IWEVENT_HELP, "" },
	{ { "--help" }, false, IWC_IWEVENT_HELP, "" },
	{ { "--h" }, false, IWC_IWEVENT_HELP, "" },
	{ { "--hel" }, false, IWC_IWEVENT_HELP, "" },
	{ { "-v" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "--version" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "--v" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "-vh" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "-hv" }, false, IWC_IWEVENT_HELP, "" },
	{ { "-vx" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "-xv" }, false, IWC_IWEVENT_ERROR, "iwevent: invalid option -- 'x'\n" },
	{ { "-v", "-x" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "-x", "-h" }, false, IWC_IWEVENT_ERROR, "iwevent: invalid option -- 'x'\n" },
	{ { "-:" }, false, IWC_IWEVENT_ERROR, "iwevent: invalid option -- ':'\n" },
	{ { "--helpx" }, false, IWC_IWEVENT_ERROR, "iwevent: unrecognized option '--helpx'\n" },
	{ { "--x=1" }, false, IWC_IWEVENT_ERROR, "iwevent: unrecognized option '--x=1'\n" },
	{ { "--help=1" }, false, IWC_IWEVENT_ERROR,
	  "iwevent: option '--help' doesn't allow an argument\n" },
	{ { "--ver=" }, false, IWC_IWEVENT_ERROR,
	  "iwevent: option '--version' doesn't allow an argument\n" },
	{ { "--=1" }, false, IWC_IWEVENT_ERROR,
	  "iwevent: option '--=1' is ambiguous; possibilities: '--help' '--version'\n" },
	{ { "wlan0" }, false, IWC_IWEVENT_ERROR, "Too many arguments.\n" },
	{ { "-" }, false, IWC_IWEVENT_ERROR, "Too many arguments.\n" },
	{ { "--" }, false, IWC_IWEVENT_RUN, "" },
	{ { "--", "-h" }, false, IWC_IWEVENT_ERROR, "Too many arguments.\n" },
	/* GNU permutation: options after operands still count */
	{ { "wlan0", "-h" }, false, IWC_IWEVENT_HELP, "" },
	{ { "wlan0", "-v" }, false, IWC_IWEVENT_VERSION, "" },
	{ { "wlan0", "-x" }, false, IWC_IWEVENT_ERROR, "iwevent: invalid option -- 'x'\n" },
	{ { "wlan0", "-h" }, true, IWC_IWEVENT_ERROR, "Too many arguments.\n" },
	{ { "-v", "wlan0" }, true, IWC_IWEVENT_VERSION, "" },
};

static void parse_table(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(parse_rows) / sizeof(parse_rows[0]); i++) {
		const struct parse_row *row = &parse_rows[i];
		char *argv[6] = { "iwevent" };
		struct iwc_iwevent_req req;
		int argc = 1;

		while (argc < 6 && row->args[argc - 1]) {
			argv[argc] = (char *)row->args[argc - 1];
			argc++;
		}
		iwc_parse_iwevent(argc, argv, row->posix, &req);
		if (req.action != row->action ||
		    strcmp(req.action == IWC_IWEVENT_ERROR ? req.message : "",
			   row->message) != 0)
			fail_msg("row %zu (%s ...): action %d message \"%s\"", i,
				 row->args[0] ? row->args[0] : "", req.action,
				 req.message);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(scan_done),
		cmocka_unit_test(scan_of_a_wdev_without_netdev),
		cmocka_unit_test(scan_aborted_is_silent),
		cmocka_unit_test(connect_success),
		cmocka_unit_test(connect_success_without_ies),
		cmocka_unit_test(connect_success_without_bssid),
		cmocka_unit_test(connect_failure_is_silent),
		cmocka_unit_test(mlo_is_silent),
		cmocka_unit_test(long_ies_are_cut),
		cmocka_unit_test(oversized_ies_are_dropped),
		cmocka_unit_test(roam),
		cmocka_unit_test(disconnect),
		cmocka_unit_test(ibss_joined),
		cmocka_unit_test(michael_mic_failure),
		cmocka_unit_test(short_attributes),
		cmocka_unit_test(rtnl_links),
		cmocka_unit_test(line_layout),
		cmocka_unit_test(rtnl_wext_streams),
		cmocka_unit_test(wext_stream_tokens),
		cmocka_unit_test(tool_events),
		cmocka_unit_test(tool_wext_streams),
		cmocka_unit_test(tool_cannot_listen),
		cmocka_unit_test(tool_usage_and_version),
		cmocka_unit_test(parse_table),
	};

	return cmocka_run_group_tests_name("iwevent", tests, NULL, NULL);
}
