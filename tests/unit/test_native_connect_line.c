/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_native_connect_line.c - "connect -w" and "event" print the
 * NL80211_CMD_CONNECT line with one printer (as iw 5.19, whose connect
 * -w hands the event it waited for to print_event()): for each message
 * built here, the event printer's text and connect -w's printer of the
 * same facts (what the backend reads from that message) are the same
 * bytes, and they are the line iw prints.
 */
#include <net/if.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <linux/nl80211.h>

#include "iwcompat/nl80211_event.h"
#include "iwcompat/native.h"

struct msg {
	uint8_t b[256];
	size_t len;
	struct iwc_nat_connect_event ev;	/* the same facts */
};

static void put(struct msg *m, uint16_t type, const void *d, size_t n)
{
	uint16_t l = (uint16_t)(4 + n);

	memcpy(m->b + m->len, &l, 2);
	memcpy(m->b + m->len + 2, &type, 2);
	if (n)
		memcpy(m->b + m->len + 4, d, n);
	memset(m->b + m->len + 4 + n, 0, ((n + 3) & ~3u) - n);
	m->len += 4 + ((n + 3) & ~3u);
}

static void ifindex(struct msg *m, uint32_t i)
{
	put(m, NL80211_ATTR_IFINDEX, &i, 4);
	m->ev.has_ifindex = true;
	m->ev.ifindex = i;
	if (!if_indextoname(i, m->ev.ifname))
		m->ev.ifname[0] = '\0';
}

static void wiphy(struct msg *m, uint32_t w)
{
	put(m, NL80211_ATTR_WIPHY, &w, 4);
	m->ev.has_wiphy = true;
	m->ev.wiphy = w;
}

static void wdev(struct msg *m, uint64_t w)
{
	put(m, NL80211_ATTR_WDEV, &w, 8);
	m->ev.has_wdev = true;
	m->ev.wdev = w;
}

static void status(struct msg *m, uint16_t s)
{
	put(m, NL80211_ATTR_STATUS_CODE, &s, 2);
	m->ev.has_status = true;
	m->ev.status = s;
}

static void mac(struct msg *m)
{
	static const uint8_t a[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };

	put(m, NL80211_ATTR_MAC, a, 6);
	m->ev.has_mac = true;
	memcpy(m->ev.mac, a, 6);
}

static void timed_out(struct msg *m)
{
	put(m, NL80211_ATTR_TIMED_OUT, NULL, 0);
	m->ev.timed_out = true;
}

/* both printers' text of @m, checked equal, and equal to @want */
static void same(const struct msg *m, const char *want)
{
	char *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	struct iwc_nl80211_event ev;
	FILE *f;

	f = open_memstream(&a, &na);
	assert_non_null(f);
	assert_int_equal(iwc_nl80211_event_decode(NL80211_CMD_CONNECT, m->b,
						  m->len, &ev), 0);
	assert_int_equal(iwc_native_event_print(f, false, "", NULL, &ev), 0);
	iwc_nl80211_event_free(&ev);
	fclose(f);
	f = open_memstream(&b, &nb);
	assert_non_null(f);
	iwc_nat_print_connect_event(f, &m->ev);
	fclose(f);
	assert_string_equal(a, b);
	assert_int_equal(na, nb);
	assert_string_equal(a, want);
	free(a);
	free(b);
}

static void test_same_line(void **s)
{
	unsigned lo = if_nametoindex("lo");
	char want[128];
	struct msg m;

	(void)s;
	memset(&m, 0, sizeof(m));
	ifindex(&m, 0x7ffffff0);	/* no such interface: unnamed */
	wiphy(&m, 3);
	status(&m, 0);
	mac(&m);
	same(&m, "phy #3: connected to 02:00:00:00:01:00\n");

	memset(&m, 0, sizeof(m));
	ifindex(&m, 0x7ffffff0);
	wiphy(&m, 3);
	status(&m, 17);
	mac(&m);
	same(&m, "phy #3: failed to connect to 02:00:00:00:01:00, status: 17: "
	     "Association denied because AP is unable to handle additional "
	     "associated STA\n");

	memset(&m, 0, sizeof(m));
	ifindex(&m, 0x7ffffff0);
	wiphy(&m, 1);
	status(&m, 36);			/* a hole in iw's table */
	same(&m, "phy #1: failed to connect, status: 36: <unknown>\n");

	memset(&m, 0, sizeof(m));
	wdev(&m, 0x100000002ull);
	wiphy(&m, 0);
	timed_out(&m);
	mac(&m);
	same(&m, "wdev 0x100000002 (phy #0): timed out to 02:00:00:00:01:00\n");

	memset(&m, 0, sizeof(m));
	wdev(&m, 0x5);
	same(&m, "wdev 0x5: unknown connect status\n");

	memset(&m, 0, sizeof(m));
	wiphy(&m, 7);
	status(&m, 200);
	same(&m, "phy #7: failed to connect, status: 200: <unknown>\n");

	/* a named interface (the loopback, present where the tests run) */
	if (lo) {
		memset(&m, 0, sizeof(m));
		ifindex(&m, lo);
		wiphy(&m, 2);
		status(&m, 0);
		mac(&m);
		snprintf(want, sizeof(want),
			 "lo (phy #2): connected to 02:00:00:00:01:00\n");
		same(&m, want);

		memset(&m, 0, sizeof(m));
		ifindex(&m, lo);
		status(&m, 1);
		same(&m, "lo: failed to connect, status: 1: Unspecified failure\n");
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
