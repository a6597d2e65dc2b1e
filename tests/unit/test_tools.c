/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_tools.c - the tools' mains and iwc_dev_load against the fake
 * backend: what each run fetches, and outputs derived from the
 * reference's rules for worlds the [E] captures did not cover
 * (UTF-8/control/NUL SSIDs, 33-byte SSIDs, MLO, mesh, several
 * interfaces, ...).
 *
 * The golden cases (test_golden.c) hold observed outputs; the
 * expectations here are built from the rules docs/reference states:
 * docs/reference/common.md#output-primitives (escaping),
 * docs/reference/iwconfig.md#layout, docs/reference/iwconfig.md#visibility
 * and docs/reference/iwgetid.md#behaviour.
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

#include "fake_backend.h"
#include "iwcompat/dev.h"
#include "iwcompat/tools.h"

typedef int (*tool_fn)(struct iwc_ctx *, int, char **);

/* Runs TOOL with the given argv (argv[0] included) in world W. */
static void run_v(const char *world, tool_fn fn, struct fake_run *res, int n,
		  const char *const *argv)
{
	struct fake_world *w = world_new(world);

	if (!w) {
		print_error("unknown world %s\n", world);
		fail();
	}
	unsetenv("POSIXLY_CORRECT");
	fake_run_tool(w, fn, n, argv, res);
	world_free(w);
}

/* libiw's iw_in_addr() on an IP address the backend's arp_lookup
 * refuses: the backend says why (an errno), the front-ends word it, in
 * iwspy's and iwconfig's ap alike */
static void in_addr_errors(void **state)
{
	static const struct {
		int err;
		const char *text;
	} cases[] = {
		{ -EADDRNOTAVAIL, "Interface wlan0 doesn't support IP addresses\n"
				  "wlan0     Interface doesn't support IP addresses\n" },
		{ -EINVAL, "Invalid interface address 10.0.0.9\n" },
		{ -ENXIO, "Arp failed for 10.0.0.9 on wlan0... (6)\n"
			  "Try to ping the address before setting it.\n" },
	};
	const char *const spy[] = { "iwspy", "wlan0", "10.0.0.9" };
	const char *const ap[] = { "iwconfig", "wlan0", "ap", "10.0.0.9" };

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct fake_world *w = world_new("station");
		struct fake_run r;
		char *want;

		assert_non_null(w);
		w->arp_lookup_err = cases[i].err;
		fake_run_tool(w, iwc_iwspy_main, 3, spy, &r);
		assert_true(asprintf(&want, "%sNo valid addresses found : "
				     "exiting...\n", cases[i].text) > 0);
		assert_string_equal(r.err, want);
		assert_string_equal(r.out, "");
		free(want);
		fake_run_free(&r);
		fake_run_tool(w, iwc_iwconfig_main, 4, ap, &r);
		assert_true(strncmp(r.err, cases[i].text,
				    strlen(cases[i].text)) == 0);
		fake_run_free(&r);
		world_free(w);
	}
}

#define RUN(res, world, fn, ...)                                             \
	do {                                                                 \
		const char *const argv_[] = { __VA_ARGS__ };                 \
		run_v(world, fn, res, (int)(sizeof(argv_) / sizeof(argv_[0])), \
		      argv_);                                                \
	} while (0)

/* Asserts the whole result, then frees it. */
static void expect(struct fake_run *r, const char *out, const char *err,
		   int rc)
{
	assert_string_equal(r->out, out);
	assert_int_equal(r->out_len, strlen(out));
	assert_string_equal(r->err, err);
	assert_int_equal(r->rc, rc);
	fake_run_free(r);
}

#define IWCONFIG iwc_iwconfig_main
#define IWGETID iwc_iwgetid_main

#define TAIL_NO_STATS                                                   \
	"          Retry short limit:7   RTS thr:off   Fragment thr:off\n" \
	"          Encryption key:off\n"                                  \
	"          Power Management:on\n"                                 \
	"          \n"
#define STATS                                                        \
	"          Link Quality=65/70  Signal level=-45 dBm  \n"       \
	"          Rx invalid nwid:0  Rx invalid crypt:0  Rx invalid frag:0\n" \
	"          Tx excessive retries:2  Invalid misc:63   Missed beacon:0\n" \
	"\n"
#define STATION_BODY                                                              \
	"          Mode:Managed  Frequency:2.412 GHz  Access Point: 00:1A:2B:3C:4D:5E   \n" \
	"          Bit Rate=54 Mb/s   Tx-Power=20 dBm   \n"                             \
	"          Retry short limit:7   RTS thr:off   Fragment thr:off\n"              \
	"          Encryption key:off\n"                                               \
	"          Power Management:on\n" STATS

/* ---- what each run fetches ---- */

static void iwgetid_fetches_only_what_it_needs(void **state)
{
	/* the current BSS (get_link) gives ESSID, AP and frequency; only
	 * -c needs the wiphy (the range table) */
	static const struct {
		const char *opt;
		unsigned int link, wiphy;
		const char *out;
	} t[] = {
		{ "-r", 1, 0, "TestNet\n" },
		{ "-s", 1, 0, "TestNet\n" },
		{ "-f", 1, 0, "wlan0     Frequency:2.412 GHz\n" },
		{ "-a", 1, 0, "wlan0     Access Point/Cell: 00:1A:2B:3C:4D:5E\n" },
		{ "-c", 1, 1, "wlan0     Channel:1\n" },
		{ "-m", 0, 0, "wlan0     Mode:Managed\n" },
		{ "-p", 0, 0, "wlan0     Protocol Name:\"IEEE 802.11\"\n" },
	};
	struct fake_run r;

	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		RUN(&r, "station", IWGETID, "iwgetid", t[i].opt, "wlan0");
		if (r.calls.get_link != t[i].link ||
		    r.calls.get_wiphy != t[i].wiphy)
			print_error("iwgetid %s wlan0: get_link %u get_wiphy %u\n",
				    t[i].opt, r.calls.get_link,
				    r.calls.get_wiphy);
		assert_int_equal(r.calls.get_iface, 1);
		assert_int_equal(r.calls.get_link, t[i].link);
		assert_int_equal(r.calls.get_wiphy, t[i].wiphy);
		assert_int_equal(r.calls.list_ifaces, 0);
		assert_int_equal(r.calls.list_ipv4_ifaces, 0);
		assert_int_equal(r.calls.scan_trigger, 0);
		expect(&r, t[i].out, "", 0);
	}
}

static void iwgetid_parse_errors_touch_nothing(void **state)
{
	struct fake_run r;
	struct fake_calls zero = { 0 };

	(void)state;
	RUN(&r, "station", IWGETID, "iwgetid", "--help");
	assert_memory_equal(&r.calls, &zero, sizeof(zero));
	fake_run_free(&r);
	RUN(&r, "station", IWGETID, "iwgetid", "-v", "wlan0");
	assert_memory_equal(&r.calls, &zero, sizeof(zero));
	fake_run_free(&r);
	RUN(&r, "station", IWGETID, "iwgetid", "wlan0", "eth0");
	assert_memory_equal(&r.calls, &zero, sizeof(zero));
	fake_run_free(&r);
}

static void iwgetid_scans_ipv4_interfaces(void **state)
{
	struct fake_run r;

	(void)state;
	/* SIOCGIFCONF order lo, wlan0: lo fails, wlan0 prints */
	RUN(&r, "station", IWGETID, "iwgetid");
	assert_int_equal(r.calls.list_ipv4_ifaces, 1);
	assert_int_equal(r.calls.list_ifaces, 0);
	assert_int_equal(r.calls.get_iface, 2);
	expect(&r, "wlan0     ESSID:\"TestNet\"\n", "", 0);

	/* a wireless interface without IPv4 is never found */
	RUN(&r, "station-no-ipv4", IWGETID, "iwgetid");
	expect(&r, "", "", 255);
	RUN(&r, "station-no-ipv4", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"TestNet\"\n", "", 0);

	/* the first interface that answers: lo, wlan0 (monitor), wlan1 */
	RUN(&r, "monitor-and-station", IWGETID, "iwgetid");
	expect(&r, "wlan1     ESSID:\"TestNet\"\n", "", 0);
	RUN(&r, "monitor-and-station", IWGETID, "iwgetid", "-f");
	expect(&r, "wlan0     Frequency:5.745 GHz\n", "", 0);
	RUN(&r, "monitor-and-station", IWGETID, "iwgetid", "-a", "-r");
	expect(&r, "00:1A:2B:3C:4D:5E\n", "", 0);
	RUN(&r, "monitor-and-station", IWGETID, "iwgetid", "-s", "-m");
	expect(&r, "Monitor\n", "", 0);
	/* the monitor's channel is not in the table (253), the station's
	 * is: scanning goes on after any failure */
	RUN(&r, "monitor-and-station", IWGETID, "iwgetid", "-c");
	expect(&r, "wlan1     Channel:1\n", "", 0);
}

static void iwconfig_fetches(void **state)
{
	struct fake_run r;
	struct fake_calls zero = { 0 };

	(void)state;
	RUN(&r, "station", IWCONFIG, "iwconfig", "wlan0");
	assert_int_equal(r.calls.get_iface, 1);
	assert_int_equal(r.calls.get_link, 1);
	assert_int_equal(r.calls.get_wiphy, 1);
	assert_int_equal(r.calls.list_ifaces, 0);
	fake_run_free(&r);

	RUN(&r, "station", IWCONFIG, "iwconfig");
	assert_int_equal(r.calls.list_ifaces, 1);
	assert_int_equal(r.calls.get_iface, 3);
	assert_int_equal(r.calls.get_wiphy, 1);
	fake_run_free(&r);

	RUN(&r, "station", IWCONFIG, "iwconfig", "lo");
	assert_int_equal(r.calls.get_iface, 1);
	assert_int_equal(r.calls.get_wiphy, 0);
	assert_int_equal(r.calls.get_link, 0);
	fake_run_free(&r);

	RUN(&r, "station", IWCONFIG, "iwconfig", "--help");
	assert_memory_equal(&r.calls, &zero, sizeof(zero));
	fake_run_free(&r);
}

static void iwlist_scan_fetches(void **state)
{
	struct fake_run r, last;

	(void)state;
	/* triggered: the interface, the trigger, the wiphy (the range)
	 * while the kernel scans, the dump; not the link (an idle
	 * station's is a scan dump of its own), nor the stored settings */
	RUN(&r, "scan-one", iwc_iwlist_main, "iwlist", "wlan0", "scan");
	assert_int_equal(r.calls.get_iface, 1);
	assert_int_equal(r.calls.scan_trigger, 1);
	/* the trigger by name first, the interface while it scans; the
	 * right to scan asked once */
	assert_int_equal(r.calls.scan_trigger_name, 1);
	assert_int_equal(r.calls.get_iface_scanning, 1);
	assert_int_equal(r.calls.is_privileged, 1);
	assert_int_equal(r.calls.get_wiphy, 1);
	assert_int_equal(r.calls.get_wiphy_scanning, 1);
	assert_int_equal(r.calls.get_link, 0);
	assert_int_equal(r.calls.state_load, 0);
	assert_int_equal(r.calls.scan_dump, 1);
	/* the same cells as without a trigger ("last": the wiphy first) */
	RUN(&last, "scan-one", iwc_iwlist_main, "iwlist", "wlan0", "scan",
	    "last");
	assert_int_equal(last.calls.scan_trigger, 0);
	assert_int_equal(last.calls.get_wiphy, 1);
	assert_int_equal(last.calls.get_wiphy_scanning, 0);
	assert_non_null(strstr(r.out, "Channel:1\n"));
	assert_string_equal(r.out, last.out);
	assert_string_equal(r.err, last.err);
	assert_int_equal(r.rc, last.rc);
	fake_run_free(&last);
	fake_run_free(&r);

	/* no wiphy (no range): as without a trigger, whatever the scan */
	RUN(&r, "station-no-wiphy", iwc_iwlist_main, "iwlist", "wlan0",
	    "scan");
	assert_int_equal(r.calls.scan_trigger, 1);
	RUN(&last, "station-no-wiphy", iwc_iwlist_main, "iwlist", "wlan0",
	    "scan", "last");
	assert_int_equal(last.calls.scan_trigger, 0);
	assert_non_null(strstr(r.err, "doesn't support scanning"));
	assert_string_equal(r.out, last.out);
	assert_string_equal(r.err, last.err);
	assert_int_equal(r.rc, last.rc);
	fake_run_free(&last);
	fake_run_free(&r);
}

/* Runs iwlist ARGS in world W with its trigger refused with @err. */
static void run_refused(const char *world, int err, struct fake_run *r,
			int n, const char *const *argv)
{
	struct fake_world *w = world_new(world);

	assert_non_null(w);
	w->scan_trigger_err = err;
	unsetenv("POSIXLY_CORRECT");
	fake_run_tool(w, iwc_iwlist_main, n, argv, r);
	world_free(w);
}

/* The trigger goes out before the interface is loaded (on its name:
 * iwlist would send it whatever GET_INTERFACE says); what is said when
 * the kernel refuses it, or when none is sent, is what was said when
 * the interface came first (docs/performance.md, "The trigger
 * first"). */
static void iwlist_scan_trigger_first(void **state)
{
	static const char *const scan[] = { "iwlist", "wlan0", "scan" };
	static const char *const essid[] = { "iwlist", "wlan0", "scan",
					     "essid", "TestNet" };
	struct fake_run r;

	(void)state;
	/* refused: the interface loaded after it, the kernel's error */
	run_refused("scan-one", -EBUSY, &r, 3, scan);
	assert_int_equal(r.calls.scan_trigger_name, 1);
	assert_int_equal(r.calls.scan_trigger, 1);
	assert_int_equal(r.calls.get_iface, 1);
	assert_int_equal(r.calls.get_iface_scanning, 0);
	assert_int_equal(r.calls.scan_dump, 0);
	expect(&r, "", "wlan0     Interface doesn't support scanning : "
		       "Device or resource busy\n\n", 255);
	/* with an SSID: the same request as before */
	RUN(&r, "scan-one", iwc_iwlist_main, "iwlist", "wlan0", "scan",
	    "essid", "TestNet");
	assert_int_equal(r.calls.scan_trigger_name, 1);
	assert_int_equal(r.calls.get_iface_scanning, 1);
	fake_run_free(&r);
	run_refused("scan-one", -EINVAL, &r, 5, essid);
	expect(&r, "", "wlan0     Interface doesn't support scanning : "
		       "Invalid argument\n\n", 255);

	/* down: nothing is sent, the usual message */
	RUN(&r, "station-down", iwc_iwlist_main, "iwlist", "wlan0", "scan");
	assert_int_equal(r.calls.scan_trigger_name, 0);
	assert_int_equal(r.calls.scan_trigger, 0);
	expect(&r, "", "wlan0     Interface doesn't support scanning : "
		       "Network is down\n\n", 255);
	/* not wireless: "doesn't support scanning", whatever was sent */
	RUN(&r, "station", iwc_iwlist_main, "iwlist", "lo", "scan");
	assert_int_equal(r.calls.get_iface_scanning, 0);
	assert_int_equal(r.calls.scan_dump, 0);
	expect(&r, "", "lo        Interface doesn't support scanning.\n\n",
	       255);
	/* "last": no trigger at all */
	RUN(&r, "scan-one", iwc_iwlist_main, "iwlist", "wlan0", "scan",
	    "last");
	assert_int_equal(r.calls.scan_trigger_name, 0);
	assert_int_equal(r.calls.scan_trigger, 0);
	fake_run_free(&r);
}

/* ---- iwc_dev_load ---- */

static int load(const char *world, const char *ifname, unsigned int need,
		struct iwc_dev *dev, struct fake_calls *calls)
{
	struct fake_world *w = world_new(world);
	struct fake_backend fb;
	struct iwc_ctx ctx;
	int r;

	assert_non_null(w);
	fake_backend_init(&fb, w);
	fake_ctx_init(&ctx, &fb, stdout, stderr, "test");
	r = iwc_dev_load(&ctx, ifname, need, dev);
	*calls = fb.calls;
	world_free(w);
	return r;
}

static void dev_load(void **state)
{
	struct iwc_dev *d = malloc(sizeof(*d));
	struct fake_calls c;

	(void)state;
	assert_int_equal(load("station", "nosuch", 0, d, &c), -ENODEV);
	assert_int_equal(load("station", "eth0", IWC_NEED_WIPHY, d, &c),
			 -EOPNOTSUPP);
	assert_int_equal(c.get_wiphy, 0);

	assert_int_equal(load("station", "wlan0", 0, d, &c), 0);
	assert_int_equal(c.get_link + c.get_wiphy + c.is_privileged, 0);
	assert_ptr_equal(d->src.iface, &d->iface);
	assert_null(d->src.link);
	assert_null(d->src.wiphy);
	assert_null(d->src.state);
	assert_false(d->src.privileged);
	assert_string_equal(d->iface.name, "wlan0");

	assert_int_equal(load("station", "wlan0",
			      IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV, d,
			      &c),
			 0);
	assert_ptr_equal(d->src.link, &d->link);
	assert_ptr_equal(d->src.wiphy, &d->wiphy);
	assert_true(d->src.privileged);
	assert_true(d->link.has_station);
	assert_int_equal(d->wiphy.n_channels, 14 + 8 + 11 + 5);

	assert_int_equal(load("station-nonroot", "wlan0", IWC_NEED_PRIV, d, &c),
			 0);
	assert_false(d->src.privileged);

	/* a failing get_wiphy leaves it out, the load still works */
	assert_int_equal(load("station-no-wiphy", "wlan0", IWC_NEED_WIPHY, d,
			      &c),
			 0);
	assert_int_equal(c.get_wiphy, 1);
	assert_false(d->has_wiphy);
	assert_null(d->src.wiphy);

	/* not connected: get_link says -ENOLINK */
	assert_int_equal(load("station-idle", "wlan0", IWC_NEED_LINK, d, &c),
			 0);
	assert_null(d->src.link);
	assert_false(d->has_link);
	/* no link for other types */
	assert_int_equal(load("monitor", "wlan0", IWC_NEED_LINK, d, &c), 0);
	assert_int_equal(c.get_link, 0);
	assert_null(d->src.link);
	assert_int_equal(load("ap", "wlan0", IWC_NEED_LINK, d, &c), 0);
	assert_int_equal(c.get_link, 0);
	/* the IBSS of an ad-hoc interface */
	assert_int_equal(load("adhoc", "wlan0", IWC_NEED_LINK, d, &c), 0);
	assert_non_null(d->src.link);
	assert_true(d->link.has_bssid);
	free(d);
}

/* ---- iwconfig, derived outputs ---- */

static void iwconfig_escaped_essids(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "station-utf8", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  ESSID:\"caf\\xC3\\xA9 \\x7\"  \n" STATION_BODY,
	       "", 0);
	RUN(&r, "station-ctrl", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  ESSID:\"a\\x09b\\x7F\\x5Cx41z\\x41\"  \n" STATION_BODY,
	       "", 0);
	RUN(&r, "station-nul4", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  ESSID:\"\\x00\\x00\\x00\\x00\"  \n" STATION_BODY,
	       "", 0);
	RUN(&r, "station-ssid32", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  ESSID:\"ABCDEFGHIJKLMNOPQRSTUVWXYZ012345\"  \n" STATION_BODY,
	       "", 0);
}

/* An SSID element over 32 bytes: GIWESSID fails (EINVAL), so there is
 * no ESSID and the Access Point no longer fits on line 1
 * (docs/reference/iwconfig.md#layout). */
static void iwconfig_ssid33(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "station-ssid33", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  Mode:Managed  Frequency:2.412 GHz  \n"
	       "          Access Point: 00:1A:2B:3C:4D:5E   Bit Rate=54 Mb/s   Tx-Power=20 dBm   \n"
	       "          Retry short limit:7   RTS thr:off   Fragment thr:off\n"
	       "          Encryption key:off\n"
	       "          Power Management:on\n" STATS,
	       "", 0);
}

/* A multi-link connection, which the kernel's WEXT code refuses to
 * describe, looks like the single-link connection of its lowest link:
 * that link's channel, BSSID and tx power (not link 1's 5 GHz, 17 dBm). */
static void iwconfig_mlo(void **state)
{
	struct fake_run r;
	struct fake_run plain;

	(void)state;
	RUN(&r, "station-mlo", IWCONFIG, "iwconfig", "wlan0");
	RUN(&plain, "station", IWCONFIG, "iwconfig", "wlan0");
	assert_string_equal(r.out, plain.out);
	assert_string_equal(r.err, "");
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.out, "Frequency:2.412 GHz"));
	assert_non_null(strstr(r.out, "Tx-Power=20 dBm"));
	fake_run_free(&plain);
	fake_run_free(&r);
}

/* Mesh and P2P GO: Mode Auto, no frequency/ESSID/AP/key
 * (docs/reference/iwconfig.md#visibility). */
static void iwconfig_auto_modes(void **state)
{
	struct fake_run r;
	const char *exp =
		"wlan0     IEEE 802.11  Mode:Auto  Tx-Power=20 dBm   \n"
		"          Retry short limit:7   RTS thr:off   Fragment thr:off\n"
		"          Power Management:on\n"
		"          \n";

	(void)state;
	RUN(&r, "mesh", IWCONFIG, "iwconfig", "wlan0");
	expect(&r, exp, "", 0);
	RUN(&r, "p2p-go", IWCONFIG, "iwconfig", "wlan0");
	expect(&r, exp, "", 0);
}

/* Associated, but GET_STATION fails: no Bit Rate, no Link lines; the
 * Tx-Power moves down (13 tokens > 11). */
static void iwconfig_no_station(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "station-no-station", IWCONFIG, "iwconfig", "wlan0");
	expect(&r,
	       "wlan0     IEEE 802.11  ESSID:\"TestNet\"  \n"
	       "          Mode:Managed  Frequency:2.412 GHz  Access Point: 00:1A:2B:3C:4D:5E   \n"
	       "          Tx-Power=20 dBm   \n" TAIL_NO_STATS,
	       "", 0);
}

/* The current BSS has no SSID element: GIWESSID answers flags 0,
 * length 0 (docs/reference/kernel.md#get-handlers), shown as off/any
 * although associated. */
static void no_ssid_element(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "station-no-ssid-element", IWCONFIG, "iwconfig", "wlan0");
	expect(&r, "wlan0     IEEE 802.11  ESSID:off/any  \n" STATION_BODY, "",
	       0);
	RUN(&r, "station-no-ssid-element", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"\"\n", "", 0);
	RUN(&r, "station-no-ssid-element", IWGETID, "iwgetid", "-r", "wlan0");
	expect(&r, "\n", "", 0);
	RUN(&r, "station-no-ssid-element", IWGETID, "iwgetid", "-s", "wlan0");
	expect(&r, "", "", 255);
}

static void iwconfig_enumerates_every_netdev(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "monitor-and-station", IWCONFIG, "iwconfig");
	expect(&r,
	       "wlan0     IEEE 802.11  Mode:Monitor  Frequency:5.745 GHz  Tx-Power=20 dBm   \n"
	       "          Retry short limit:7   RTS thr:off   Fragment thr:off\n"
	       "          Power Management:on\n"
	       "          \n"
	       "wlan1     IEEE 802.11  ESSID:\"TestNet\"  \n" STATION_BODY,
	       "lo        no wireless extensions.\n\n"
	       "eth0      no wireless extensions.\n\n",
	       0);
	RUN(&r, "lo-eth0", IWCONFIG, "iwconfig");
	expect(&r, "",
	       "lo        no wireless extensions.\n\n"
	       "eth0      no wireless extensions.\n\n",
	       0);
}

static void iwconfig_odd_names(void **state)
{
	struct fake_run r;

	(void)state;
	/* "--" alone is an interface name */
	RUN(&r, "station", IWCONFIG, "iwconfig", "--");
	expect(&r, "", "--        No such device\n\n", 237);
	/* reached through "--" */
	RUN(&r, "station", IWCONFIG, "iwconfig", "--", "-v");
	expect(&r, "", "-v        No such device\n\n", 237);
	/* names are cut at 16 characters */
	RUN(&r, "station", IWCONFIG, "iwconfig", "abcdefghijklmnopq");
	expect(&r, "", "abcdefghijklmnop  No such device\n\n", 237);
	RUN(&r, "station", IWCONFIG, "iwconfig", "eth0");
	expect(&r, "", "eth0      no wireless extensions.\n\n", 161);
}

static void iwconfig_version_lists_wireless_only(void **state)
{
	struct fake_run r;
	const char *head =
		"iwconfig  Wireless-Tools version 30\n"
		"          Compatible with Wireless Extension v11 to v22.\n"
		"\n"
		"Kernel    Currently compiled with Wireless Extension v22.\n"
		"\n";
	char exp[1024];

	(void)state;
	RUN(&r, "host", IWCONFIG, "iwconfig", "-v");
	expect(&r, head, "", 0);
	snprintf(exp, sizeof(exp),
		 "%swlan0     Recommend Wireless Extension v21 or later,\n"
		 "          Currently compiled with Wireless Extension v22.\n\n"
		 "wlan1     Recommend Wireless Extension v21 or later,\n"
		 "          Currently compiled with Wireless Extension v22.\n\n",
		 head);
	RUN(&r, "monitor-and-station", IWCONFIG, "iwconfig", "--version",
	    "ignored");
	expect(&r, exp, "", 0);
}

/* ---- iwgetid, derived outputs ---- */

static void iwgetid_escaped_essids(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "station-utf8", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"caf\\xC3\\xA9 \\x7\"\n", "", 0);
	RUN(&r, "station-utf8", IWGETID, "iwgetid", "-r", "wlan0");
	expect(&r, "caf\xC3\xA9 \\x7\n", "", 0);
	RUN(&r, "station-utf8", IWGETID, "iwgetid", "-s", "wlan0");
	expect(&r, "cafx7\n", "", 0);

	RUN(&r, "station-nul4", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"\\x00\\x00\\x00\\x00\"\n", "", 0);
	RUN(&r, "station-nul4", IWGETID, "iwgetid", "-r", "wlan0");
	expect(&r, "\n", "", 0);
	/* scheme: nothing alphanumeric (-2), then the NWID fails: 255 */
	RUN(&r, "station-nul4", IWGETID, "iwgetid", "-s", "wlan0");
	expect(&r, "", "", 255);

	RUN(&r, "station-ctrl", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"a\\x09b\\x7F\\x5Cx41z\\x41\"\n", "", 0);
}

static void iwgetid_failures(void **state)
{
	struct fake_run r;

	(void)state;
	/* ESSID over 32 bytes: EINVAL, NWID fails too */
	RUN(&r, "station-ssid33", IWGETID, "iwgetid", "wlan0");
	expect(&r, "", "", 255);
	RUN(&r, "station-mlo", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"TestNet\"\n", "", 0);
	RUN(&r, "station-mlo", IWGETID, "iwgetid", "-a", "-r", "wlan0");
	expect(&r, "00:1A:2B:3C:4D:5E\n", "", 0);
	RUN(&r, "station-mlo", IWGETID, "iwgetid", "-f", "-r", "wlan0");
	expect(&r, "2.412e+09\n", "", 0);
	RUN(&r, "station", IWGETID, "iwgetid", "nosuch");
	expect(&r, "", "", 255);
	RUN(&r, "station", IWGETID, "iwgetid", "-p", "lo");
	expect(&r, "", "", 255);
	RUN(&r, "station", IWGETID, "iwgetid", "-s", "-p", "eth0");
	expect(&r, "", "", 255);
	/* AP: no frequency, no AP address, no ESSID */
	RUN(&r, "ap", IWGETID, "iwgetid", "-f", "wlan0");
	expect(&r, "", "", 255);
	RUN(&r, "ap", IWGETID, "iwgetid", "-a", "wlan0");
	expect(&r, "", "", 255);
	RUN(&r, "ap", IWGETID, "iwgetid", "wlan0");
	expect(&r, "", "", 255);
	RUN(&r, "ap", IWGETID, "iwgetid", "-c", "wlan0");
	expect(&r, "", "", 255);
	/* not in the 32-entry table, whatever the format */
	RUN(&r, "monitor", IWGETID, "iwgetid", "-r", "-c", "wlan0");
	expect(&r, "", "", 253);
	RUN(&r, "monitor", IWGETID, "iwgetid", "-s", "-c", "wlan0");
	expect(&r, "", "", 253);
	/* channel query with no range: -2 */
	RUN(&r, "station-no-wiphy", IWGETID, "iwgetid", "-c", "wlan0");
	expect(&r, "", "", 254);
	/* idle: no frequency */
	RUN(&r, "station-idle", IWGETID, "iwgetid", "-f", "wlan0");
	expect(&r, "", "", 255);
}

static void iwgetid_other_types(void **state)
{
	struct fake_run r;

	(void)state;
	RUN(&r, "ap", IWGETID, "iwgetid", "-m", "wlan0");
	expect(&r, "wlan0     Mode:Master\n", "", 0);
	RUN(&r, "ap", IWGETID, "iwgetid", "-p", "wlan0");
	expect(&r, "wlan0     Protocol Name:\"IEEE 802.11\"\n", "", 0);
	RUN(&r, "mesh", IWGETID, "iwgetid", "-m", "wlan0");
	expect(&r, "wlan0     Mode:Auto\n", "", 0);
	RUN(&r, "mesh", IWGETID, "iwgetid", "-r", "-m", "wlan0");
	expect(&r, "0\n", "", 0);
	RUN(&r, "adhoc", IWGETID, "iwgetid", "wlan0");
	expect(&r, "wlan0     ESSID:\"TestNet\"\n", "", 0);
	RUN(&r, "adhoc", IWGETID, "iwgetid", "-c", "wlan0");
	expect(&r, "wlan0     Channel:6\n", "", 0);
	RUN(&r, "adhoc", IWGETID, "iwgetid", "-a", "wlan0");
	expect(&r, "wlan0     Access Point/Cell: 00:1A:2B:3C:4D:5E\n", "", 0);
	RUN(&r, "adhoc", IWGETID, "iwgetid", "-m", "-r", "wlan0");
	expect(&r, "1\n", "", 0);
	RUN(&r, "monitor", IWGETID, "iwgetid", "-f", "wlan0");
	expect(&r, "wlan0     Frequency:5.745 GHz\n", "", 0);
	RUN(&r, "monitor", IWGETID, "iwgetid", "-s", "-m", "wlan0");
	expect(&r, "Monitor\n", "", 0);
	RUN(&r, "station-longname", IWGETID, "iwgetid", "wlp0s20f3");
	expect(&r, "wlp0s20f3  ESSID:\"TestNet\"\n", "", 0);
	/* the bit-rate-less BSSID changes nothing here */
	RUN(&r, "station-bssid-00", IWGETID, "iwgetid", "-a", "wlan0");
	expect(&r, "wlan0     Access Point/Cell: 02:00:00:00:01:00\n", "", 0);
}

/* ---- the tool table ---- */

static void tool_table(void **state)
{
	static const char *const names[] = { "iwconfig", "iwevent", "iwgetid",
					     "iwlist",	 "iwpriv",  "iwspy" };
	const struct iwc_tool *t;
	unsigned int n;

	(void)state;
	t = iwc_tools(&n);
	assert_int_equal(n, 6);
	for (unsigned int i = 0; i < n; i++) {
		assert_string_equal(t[i].name, names[i]);
		assert_ptr_equal(iwc_tool_find(names[i]), &t[i]);
		assert_non_null(t[i].main);
	}
	assert_ptr_equal(iwc_tool_find("iwconfig")->main, iwc_iwconfig_main);
	assert_ptr_equal(iwc_tool_find("iwgetid")->main, iwc_iwgetid_main);
	assert_null(iwc_tool_find("iw"));
	assert_null(iwc_tool_find("iwconfig2"));
	assert_null(iwc_tool_find(""));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(iwgetid_fetches_only_what_it_needs),
		cmocka_unit_test(iwgetid_parse_errors_touch_nothing),
		cmocka_unit_test(iwgetid_scans_ipv4_interfaces),
		cmocka_unit_test(iwconfig_fetches),
		cmocka_unit_test(iwlist_scan_fetches),
		cmocka_unit_test(iwlist_scan_trigger_first),
		cmocka_unit_test(dev_load),
		cmocka_unit_test(iwconfig_escaped_essids),
		cmocka_unit_test(iwconfig_ssid33),
		cmocka_unit_test(iwconfig_mlo),
		cmocka_unit_test(iwconfig_auto_modes),
		cmocka_unit_test(iwconfig_no_station),
		cmocka_unit_test(no_ssid_element),
		cmocka_unit_test(iwconfig_enumerates_every_netdev),
		cmocka_unit_test(iwconfig_odd_names),
		cmocka_unit_test(iwconfig_version_lists_wireless_only),
		cmocka_unit_test(iwgetid_escaped_essids),
		cmocka_unit_test(iwgetid_failures),
		cmocka_unit_test(iwgetid_other_types),
		cmocka_unit_test(tool_table),
		cmocka_unit_test(in_addr_errors),
	};

	return cmocka_run_group_tests_name("tools", tests, NULL, NULL);
}
