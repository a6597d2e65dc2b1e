/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_format.c - the formatters on their own: iwconfig's display_info
 * layout (docs/reference/iwconfig.md#layout) for inputs the fake backend
 * cannot produce (WEXT state such as WEP keys, power-management values,
 * old WE versions), the per-interface error lines, -v, and iwgetid's
 * three forms (docs/reference/iwgetid.md#behaviour).
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

#include "iwcompat/format_wext.h"

#include "fake_backend.h"
#include "iwcompat/format.h"
#include "iwcompat/wext.h"

/* A memstream the tests print into. */
struct sink {
	FILE *f;
	char *buf;
	size_t len;
};

static void sink_open(struct sink *s)
{
	s->buf = NULL;
	s->len = 0;
	s->f = open_memstream(&s->buf, &s->len);
	assert_non_null(s->f);
}

/* Closes the stream and compares; frees the text. */
static void sink_check(struct sink *s, const char *exp)
{
	fclose(s->f);
	assert_string_equal(s->buf, exp);
	assert_int_equal(s->len, strlen(exp));
	free(s->buf);
}

/* The iwc_wext_src of the "station" world's wlan0 plus a WEXT state. */
struct src_fx {
	struct iwc_iface iface;
	struct iwc_link link;
	struct iwc_wiphy wiphy;
	struct iwc_wext_state state;
	struct iwc_wext_src src;
};

static struct src_fx *src_fx(const char *world)
{
	struct fake_world *w = world_new(world);
	struct src_fx *f = calloc(1, sizeof(*f));
	struct fake_netdev *d;

	assert_non_null(w);
	assert_non_null(f);
	d = fake_world_find(w, "wlan0");
	f->iface = d->iface;
	f->link = d->link;
	f->wiphy = w->wiphys[0];
	f->state.default_key = -1;
	f->src.iface = &f->iface;
	f->src.link = d->has_link ? &f->link : NULL;
	f->src.wiphy = &f->wiphy;
	f->src.state = &f->state;
	f->src.privileged = w->privileged;
	world_free(w);
	return f;
}

static void show_station(struct src_fx *f, const char *exp)
{
	struct iwc_wext_info info;
	struct sink s;

	iwc_wext_collect(&f->src, &info);
	sink_open(&s);
	iwc_fmt_iwconfig_info(s.f, "wlan0", &info);
	sink_check(&s, exp);
}

#define L1 "wlan0     IEEE 802.11  ESSID:\"TestNet\"  \n"
#define L2 "          Mode:Managed  Frequency:2.412 GHz  Access Point: 00:1A:2B:3C:4D:5E   \n"
#define L3 "          Bit Rate=54 Mb/s   Tx-Power=20 dBm   \n"
#define L4 "          Retry short limit:7   RTS thr:off   Fragment thr:off\n"
#define PM "          Power Management:on\n"
#define STATS                                                        \
	"          Link Quality=65/70  Signal level=-45 dBm  \n"       \
	"          Rx invalid nwid:0  Rx invalid crypt:0  Rx invalid frag:0\n" \
	"          Tx excessive retries:2  Invalid misc:63   Missed beacon:0\n" \
	"\n"

/* docs/reference/iwconfig.md#display-examples [E]: WEP key stored at
 * index 2 */
static void wep_key_index_2(void **state)
{
	struct src_fx *f = src_fx("station");

	(void)state;
	f->state.default_key = 1;
	f->state.key_len[1] = 5;
	memcpy(f->state.key[1], "\x01\x02\x03\x04\x05", 5);
	show_station(f, L1 L2 L3 L4
		     "          Encryption key:0102-0304-05 [2]\n" PM STATS);
	free(f);
}

/* docs/reference/iwconfig.md#display-examples: a 13-byte key, with " [N]"
 * only when the index is > 1 */
static void wep_key_13_bytes(void **state)
{
	struct src_fx *f = src_fx("station");

	(void)state;
	f->state.default_key = 0;
	f->state.key_len[0] = 13;
	for (int i = 0; i < 13; i++)
		f->state.key[0][i] = (uint8_t)(i + 1);
	show_station(f, L1 L2 L3 L4
		     "          Encryption key:0102-0304-0506-0708-090A-0B0C-0D\n" PM
			     STATS);
	f->state.default_key = 3;
	f->state.key_len[3] = 13;
	memcpy(f->state.key[3], f->state.key[0], 13);
	show_station(f, L1 L2 L3 L4
		     "          Encryption key:0102-0304-0506-0708-090A-0B0C-0D [4]\n" PM
			     STATS);
	free(f);
}

/* non-root: no GIWENCODE, no Encryption key line, even with a key */
static void wep_key_nonroot(void **state)
{
	struct src_fx *f = src_fx("station");

	(void)state;
	f->state.default_key = 1;
	f->state.key_len[1] = 5;
	f->src.privileged = false;
	show_station(f, L1 L2 L3 L4 PM STATS);
	free(f);
}

/* A WEXT-stored SSID/channel on a station that is not connected. */
static void stored_essid_and_channel(void **state)
{
	struct src_fx *f = src_fx("station-idle");

	(void)state;
	f->state.has_ssid = true;
	f->state.ssid_len = 3;
	memcpy(f->state.ssid, "foo", 3);
	f->state.has_freq = true;
	f->state.freq_mhz = 2437;
	show_station(f, "wlan0     IEEE 802.11  ESSID:\"foo\"  \n"
			"          Mode:Managed  Frequency:2.437 GHz  Access Point: Not-Associated   \n"
			"          Tx-Power=20 dBm   \n" L4
			"          Encryption key:off\n" PM "          \n");
	free(f);
}

static struct iwc_wext_info base_info(void)
{
	struct iwc_wext_info i;

	memset(&i, 0, sizeof(i));
	strcpy(i.name, "IEEE 802.11");
	return i;
}

static void fmt(const char *ifname, const struct iwc_wext_info *info,
		const char *exp)
{
	struct sink s;

	sink_open(&s);
	iwc_fmt_iwconfig_info(s.f, ifname, info);
	sink_check(&s, exp);
}

static void layout_minimal(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	/* nothing at all: name, the forced continuation line, the end */
	fmt("wlan0", &i, "wlan0     IEEE 802.11  \n          \n");
	i.has_mode = true;
	i.mode = IWC_MODE_INFRA;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  Mode:Managed  \n          \n");
}

static void layout_essid_forms(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_essid = true;
	i.essid_on = 0;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  ESSID:off/any  \n          \n          \n");
	i.essid_on = 1;
	memcpy(i.essid, "a\"b", 3);
	i.essid_len = 3;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  ESSID:\"a\"b\"  \n          \n          \n");
	/* an ESSID index > 1 is shown */
	i.essid_on = 3;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  ESSID:\"a\"b\" [3]  \n          \n          \n");
	/* empty, on */
	i.essid_on = 1;
	i.essid_len = 0;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  ESSID:\"\"  \n          \n          \n");
}

static void layout_ap_wraps_without_essid(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	/* tokens 3 + Mode 3 + Frequency 4 = 10 > 8: the AP moves down */
	i.has_mode = true;
	i.mode = IWC_MODE_INFRA;
	i.has_freq = true;
	i.freq = 2.412e9;
	i.has_ap_addr = true;
	i.has_bitrate = true;
	i.bitrate.value = 54000000;
	i.bitrate.fixed = true;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  Mode:Managed  Frequency:2.412 GHz  \n"
	    "          Access Point: Not-Associated   Bit Rate=54 Mb/s   \n"
	    "          \n");
	/* without the frequency: 6 <= 8, same line; then 12 > 11 moves
	 * the bit rate down */
	i.has_freq = false;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  Mode:Managed  Access Point: Not-Associated   \n"
	    "          Bit Rate=54 Mb/s   \n"
	    "          \n");
}

static void layout_cell_and_channel(void **state)
{
	struct iwc_wext_info i = base_info();
	static const uint8_t cell[6] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };

	(void)state;
	i.has_essid = true;
	i.essid_on = 1;
	memcpy(i.essid, "x", 1);
	i.essid_len = 1;
	i.has_mode = true;
	i.mode = IWC_MODE_ADHOC;
	/* a bare channel number (a WEXT driver's): the range gives its
	 * frequency (libiw's iw_channel_to_freq); without one: Channel */
	i.has_freq = true;
	i.freq = 6;
	i.freq_flags = '2';
	i.has_range = true;
	i.range.num_frequency = 1;
	i.range.freq[0] = (struct iwc_freq){ .m = 2437, .e = 6, .i = 6 };
	i.has_ap_addr = true;
	memcpy(i.ap_addr, cell, 6);
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  ESSID:\"x\"  \n"
	    "          Mode:Ad-Hoc  Frequency:2.437 GHz  Cell: 02:11:22:33:44:55   \n"
	    "          \n");
	/* Cell only with a mode of Ad-Hoc */
	i.has_mode = false;
	i.has_range = false;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  ESSID:\"x\"  \n"
	    "          Channel:6  Access Point: 02:11:22:33:44:55   \n"
	    "          \n");
}

static void layout_thresholds(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_retry = true;
	i.retry.flags = 0;
	i.has_rts = true;
	i.rts.value = 2347;
	i.has_frag = true;
	i.frag.value = 2346;
	/* not fixed: ':'; flags 0: ":on" */
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Retry:on   RTS thr:2347 B   Fragment thr:2346 B   \n"
	    "          \n");
	i.retry.disabled = true;
	i.rts.fixed = true;
	i.frag.fixed = true;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Retry:off   RTS thr=2347 B   Fragment thr=2346 B   \n"
	    "          \n");
	/* lifetime */
	i.retry.disabled = false;
	i.retry.flags = IWC_RETRY_LIFETIME | IWC_RETRY_MAX;
	i.retry.value = 500000;
	i.has_rts = false;
	i.has_frag = false;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Retry max lifetime:500ms   \n"
	    "          \n");
	/* modifiers without a type: neither value nor ":on" */
	i.retry.flags = IWC_RETRY_MIN;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Retry   \n"
	    "          \n");
}

static void layout_txpower_forms(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_txpower = true;
	i.txpower.value = 100;
	i.txpower.flags = IWC_TXPOW_MWATT;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  Tx-Power:20 dBm   \n          \n");
	i.txpower.fixed = true;
	i.txpower.disabled = true;
	fmt("wlan0", &i, "wlan0     IEEE 802.11  Tx-Power=off   \n          \n");
}

static void layout_key_modes(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_key = true;
	i.key_size = 5;
	memcpy(i.key, "\xde\xad\xbe\xef\x01", 5);
	i.key_flags = 1 | IWC_ENCODE_RESTRICTED;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Encryption key:DEAD-BEEF-01   Security mode:restricted\n"
	    "          \n");
	i.key_flags = 2 | IWC_ENCODE_OPEN;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Encryption key:DEAD-BEEF-01 [2]   Security mode:open\n"
	    "          \n");
	i.key_flags = 1 | IWC_ENCODE_NOKEY;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Encryption key:****-****-**\n"
	    "          \n");
	/* disabled or empty: off */
	i.key_flags = 1 | IWC_ENCODE_DISABLED;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Encryption key:off\n"
	    "          \n");
	i.key_flags = 1;
	i.key_size = 0;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Encryption key:off\n"
	    "          \n");
}

static void layout_power_forms(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_power = true;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n          Power Management:on\n          \n");
	i.power.disabled = true;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n          Power Management:off\n          \n");
	i.power.disabled = false;
	i.power.flags = IWC_POWER_PERIOD | IWC_POWER_ALL_R;
	i.power.value = 1000;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Power Management period:1ms  mode:All packets received\n"
	    "          \n");
	i.power.flags = IWC_POWER_UNICAST_R;
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Power Managementmode:Unicast only received\n"
	    "          \n");
}

static void layout_stats_forms(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	i.has_stats = true;
	i.qual = (struct iwc_qual){ .qual = 65, .level = (uint8_t)-45,
				    .updated = 0x4B };
	i.discard_misc = 0x80000000u;
	i.discard_retries = 7;
	i.miss_beacon = 1;
	/* no range: raw numbers and the pre-WE-12 counter line */
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Link Quality:65  Signal level:211  Noise level:0\n"
	    "          Rx invalid nwid:0  invalid crypt:0  invalid misc:-2147483648\n"
	    "\n");
	i.has_range = true;
	i.range.we_version_compiled = 22;
	i.range.max_qual = (struct iwc_qual){ .qual = 70, .level = 146 };
	fmt("wlan0", &i,
	    "wlan0     IEEE 802.11  \n"
	    "          Link Quality=65/70  Signal level=-45 dBm  \n"
	    "          Rx invalid nwid:0  Rx invalid crypt:0  Rx invalid frag:0\n"
	    "          Tx excessive retries:7  Invalid misc:-2147483648   Missed beacon:1\n"
	    "\n");
}

/* iwconfig with no wiphy (so no GIWRANGE, and no retry/RTS/frag data):
 * like the real iwconfig, whose range stays zeroed when GIWRANGE fails
 * (iw_get_range_info copies nothing then), the stats use the raw form
 * and the pre-WE-12 counter line (range.we_version_compiled == 0). */
static void no_range_station(void **state)
{
	struct src_fx *f = src_fx("station");

	(void)state;
	f->src.wiphy = NULL;
	show_station(f, L1 L2
		     "          Bit Rate=54 Mb/s   \n"
		     "          Encryption key:off\n" PM
		     "          Link Quality:65  Signal level:211  Noise level:0\n"
		     "          Rx invalid nwid:0  invalid crypt:0  invalid misc:63\n"
		     "\n");
	free(f);
}

static void long_ifnames(void **state)
{
	struct iwc_wext_info i = base_info();

	(void)state;
	fmt("wlp0s20f3", &i, "wlp0s20f3  IEEE 802.11  \n          \n");
	fmt("abcdefghijklmnopqrst", &i,
	    "abcdefghijklmnop  IEEE 802.11  \n          \n");
	fmt("", &i, "          IEEE 802.11  \n          \n");
}

static void iface_errors(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	iwc_fmt_iface_error(s.f, "lo", -EOPNOTSUPP);
	iwc_fmt_iface_error(s.f, "nosuchdev", -ENODEV);
	iwc_fmt_iface_error(s.f, "wlan0", -ENETDOWN);
	iwc_fmt_iface_error(s.f, "abcdefghijklmnopqrst", -EOPNOTSUPP);
	sink_check(&s, "lo        no wireless extensions.\n\n"
		       "nosuchdev  No such device\n\n"
		       "wlan0     Network is down\n\n"
		       "abcdefghijklmnop  no wireless extensions.\n\n");
}

static void version_lines(void **state)
{
	struct iwc_wext_range r;
	struct sink s;

	(void)state;
	memset(&r, 0, sizeof(r));
	r.we_version_compiled = 22;
	r.we_version_source = 21;
	sink_open(&s);
	iwc_fmt_version_header(s.f, "iwspy");
	iwc_fmt_version_iface(s.f, "wlan0", &r);
	sink_check(&s, "iwspy     Wireless-Tools version 30\n"
		       "          Compatible with Wireless Extension v11 to v22.\n\n"
		       "Kernel    Currently compiled with Wireless Extension v22.\n\n"
		       "wlan0     Recommend Wireless Extension v21 or later,\n"
		       "          Currently compiled with Wireless Extension v22.\n\n");
}

/* ---- iwgetid ---- */

static void getid_essid(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_DEFAULT, "wlan0",
					     (const uint8_t *)"caf\xC3\xA9 \\x7",
					     9),
			 0);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_DEFAULT, "wlan0",
					     (const uint8_t *)"\0\0\0\0", 4),
			 0);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_DEFAULT, "wlan0",
					     (const uint8_t *)"", 0),
			 0);
	sink_check(&s, "wlan0     ESSID:\"caf\\xC3\\xA9 \\x7\"\n"
		       "wlan0     ESSID:\"\\x00\\x00\\x00\\x00\"\n"
		       "wlan0     ESSID:\"\"\n");
}

static void getid_essid_raw(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	/* the raw bytes, as a C string: up to the first NUL */
	iwc_fmt_getid_essid(s.f, IWC_GETID_RAW, "wlan0",
			    (const uint8_t *)"caf\xC3\xA9", 5);
	iwc_fmt_getid_essid(s.f, IWC_GETID_RAW, "wlan0",
			    (const uint8_t *)"ab\0cd", 5);
	iwc_fmt_getid_essid(s.f, IWC_GETID_RAW, "wlan0",
			    (const uint8_t *)"\0\0\0\0", 4);
	iwc_fmt_getid_essid(s.f, IWC_GETID_RAW, "wlan0",
			    (const uint8_t *)"a\tb", 3);
	sink_check(&s, "caf\xC3\xA9\nab\n\na\tb\n");
}

static void getid_essid_scheme(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"Test Net-5_G!", 13),
			 0);
	/* bytes >= 0x80 are never alphanumeric */
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"caf\xC3\xA9", 5),
			 0);
	/* nothing left: -2, nothing printed */
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"", 0),
			 -2);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"- _\xE9", 4),
			 -2);
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"\0\0\0\0", 4),
			 -2);
	/* a NUL does not stop the scan */
	assert_int_equal(iwc_fmt_getid_essid(s.f, IWC_GETID_SCHEME, "wlan0",
					     (const uint8_t *)"ab\0cd", 5),
			 0);
	sink_check(&s, "TestNet5G\ncaf\nabcd\n");
}

static void getid_others(void **state)
{
	static const uint8_t zero[6] = { 0 };
	static const uint8_t mac[6] = { 0x00, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e };
	struct sink s;

	(void)state;
	sink_open(&s);
	iwc_fmt_getid_ap(s.f, IWC_GETID_DEFAULT, "wlan0", zero);
	iwc_fmt_getid_ap(s.f, IWC_GETID_RAW, "wlan0", mac);
	iwc_fmt_getid_ap(s.f, IWC_GETID_SCHEME, "wlan0", mac);
	iwc_fmt_getid_freq(s.f, IWC_GETID_DEFAULT, "wlan0", 5.745e9, 0);
	iwc_fmt_getid_freq(s.f, IWC_GETID_DEFAULT, "wlan0", 5.745e9,
			   IWC_FREQ_FIXED);
	iwc_fmt_getid_freq(s.f, IWC_GETID_RAW, "wlan0", 5.745e9, 0);
	iwc_fmt_getid_freq(s.f, IWC_GETID_SCHEME, "wlan0", 2.484e9, 0);
	iwc_fmt_getid_freq(s.f, IWC_GETID_DEFAULT, "wlan0", 11, 0);
	iwc_fmt_getid_channel(s.f, IWC_GETID_DEFAULT, "wlp0s20f3", 149);
	iwc_fmt_getid_channel(s.f, IWC_GETID_RAW, "wlan0", 149);
	iwc_fmt_getid_channel(s.f, IWC_GETID_SCHEME, "wlan0", 149);
	iwc_fmt_getid_mode(s.f, IWC_GETID_DEFAULT, "wlan0", IWC_MODE_ADHOC);
	iwc_fmt_getid_mode(s.f, IWC_GETID_RAW, "wlan0", IWC_MODE_ADHOC);
	iwc_fmt_getid_mode(s.f, IWC_GETID_SCHEME, "wlan0", IWC_MODE_ADHOC);
	iwc_fmt_getid_mode(s.f, IWC_GETID_SCHEME, "wlan0", IWC_MODE_MASTER);
	iwc_fmt_getid_mode(s.f, IWC_GETID_RAW, "wlan0", IWC_MODE_MONITOR);
	sink_check(&s, "wlan0     Access Point/Cell: 00:00:00:00:00:00\n"
		       "00:1A:2B:3C:4D:5E\n"
		       "00:1A:2B:3C:4D:5E\n"
		       "wlan0     Frequency:5.745 GHz\n"
		       "wlan0     Frequency=5.745 GHz\n"
		       "5.745e+09\n"
		       "freq2.484e+09\n"
		       "wlan0     Channel:11\n"
		       "wlp0s20f3  Channel:149\n"
		       "149\n"
		       "channel149\n"
		       "wlan0     Mode:Ad-Hoc\n"
		       "1\n"
		       "AdHoc\n"
		       "Master\n"
		       "6\n");
}

static void getid_protocol(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	assert_int_equal(iwc_fmt_getid_protocol(s.f, IWC_GETID_DEFAULT, "wlan0",
						"IEEE 802.11"),
			 0);
	assert_int_equal(iwc_fmt_getid_protocol(s.f, IWC_GETID_RAW, "wlan0",
						"IEEE 802.11"),
			 0);
	assert_int_equal(iwc_fmt_getid_protocol(s.f, IWC_GETID_SCHEME, "wlan0",
						"IEEE 802.11"),
			 0);
	assert_int_equal(iwc_fmt_getid_protocol(s.f, IWC_GETID_SCHEME, "wlan0",
						" .-"),
			 -2);
	sink_check(&s, "wlan0     Protocol Name:\"IEEE 802.11\"\n"
		       "IEEE 802.11\n"
		       "IEEE80211\n");
}

static void usages(void **state)
{
	struct sink s;

	(void)state;
	sink_open(&s);
	iwc_fmt_iwgetid_usage(s.f);
	fclose(s.f);
	assert_non_null(strstr(s.buf, "Usage iwgetid [OPTIONS] [ifname]\n"));
	assert_non_null(strstr(s.buf, "    -h,--help     Print this message\n"));
	free(s.buf);

	sink_open(&s);
	iwc_fmt_iwconfig_usage(s.f);
	fclose(s.f);
	/* "commit" has an empty hint, hence a trailing space */
	assert_non_null(strstr(s.buf, "                interface commit \n"));
	free(s.buf);
}

/* iwlist auth on a driver with no enc_capa (cfg80211 on virt_wifi):
 * print_auth_info's "unknown" line, then its closing blank lines. */
static void auth_unknown(void **state)
{
	struct iwc_wext_range range;
	struct iwc_auth_values v;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	(void)state;
	assert_non_null(f);
	memset(&range, 0, sizeof(range));
	memset(&v, 0, sizeof(v));
	iwc_fmt_auth_values(f, "vw1", &range, &v);
	fclose(f);
	assert_string_equal(buf, "vw1       unknown authentication "
				 "information.\n\n\n\n");
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(auth_unknown),
		cmocka_unit_test(wep_key_index_2),
		cmocka_unit_test(wep_key_13_bytes),
		cmocka_unit_test(wep_key_nonroot),
		cmocka_unit_test(stored_essid_and_channel),
		cmocka_unit_test(layout_minimal),
		cmocka_unit_test(layout_essid_forms),
		cmocka_unit_test(layout_ap_wraps_without_essid),
		cmocka_unit_test(layout_cell_and_channel),
		cmocka_unit_test(layout_thresholds),
		cmocka_unit_test(layout_txpower_forms),
		cmocka_unit_test(layout_key_modes),
		cmocka_unit_test(layout_power_forms),
		cmocka_unit_test(layout_stats_forms),
		cmocka_unit_test(no_range_station),
		cmocka_unit_test(long_ifnames),
		cmocka_unit_test(iface_errors),
		cmocka_unit_test(version_lines),
		cmocka_unit_test(getid_essid),
		cmocka_unit_test(getid_essid_raw),
		cmocka_unit_test(getid_essid_scheme),
		cmocka_unit_test(getid_others),
		cmocka_unit_test(getid_protocol),
		cmocka_unit_test(usages),
	};

	return cmocka_run_group_tests_name("format", tests, NULL, NULL);
}
