/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * make_seeds.c - writes the seed corpora of the nl80211, IE, state and
 * argv targets (fuzz/corpus/<target>/<name>): real-looking inputs, built
 * with libnl the way the kernel lays its replies out. Run from the
 * source root: build-fuzz/fuzz/make-seeds fuzz/corpus
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <linux/rtnetlink.h>
#include <linux/wireless.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include "fuzz_nl_sock.h"
#include "iwcompat/state.h"
#include "backend_nl80211_int.h"

static const char *root;

static int put_file(const char *target, const char *name, const void *p,
		    size_t n)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", root, target);
	if (mkdir(path, 0755) < 0 && errno != EEXIST)
		return -errno;
	snprintf(path, sizeof(path), "%s/%s/%s", root, target, name);
	f = fopen(path, "wb");
	if (!f)
		return -errno;
	if (n && fwrite(p, 1, n, f) != n) {
		fclose(f);
		return -EIO;
	}
	return fclose(f) ? -errno : 0;
}

/* The attributes of @m (what follows the genl header). */
static int put_attrs(const char *target, const char *name, struct nl_msg *m)
{
	struct nlmsghdr *h = nlmsg_hdr(m);
	int r = put_file(target, name, genlmsg_attrdata(nlmsg_data(h), 0),
			 (size_t)genlmsg_attrlen(nlmsg_data(h), 0));

	nlmsg_free(m);
	return r;
}

static struct nl_msg *msg(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc();

	if (!m || !genlmsg_put(m, 0, 0, 0x1c, 0, 0, cmd, 0))
		abort();
	return m;
}

static const uint8_t MAC[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };
static const uint8_t BSSID[6] = { 0x00, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e };

static const char *const IES[][2] = {
	{ "open", "0007546573744E6574010882848B960C121824030106" },
	{ "wpa2", "0007546573744E6574010882848B960C121824030106"
		  "30140100000FAC040100000FAC040100000FAC020C00" },
	{ "wpa1", "0004776F726B0104828B9616"
		  "DD160050F20101000050F20201000050F20201000050F202" },
	{ "wmm", "00026869DD070050F202000100" },
	{ "mesh", "72076D6573686E6574010882848B960C121824710701010001000209" },
	{ "rsn-overrun", "00017830180100000FAC040500000FAC04" },
	{ "ssid-escape", "0009636166C3A9205C7837" },
	{ "empty-ssid", "0000010482848B96" },
	{ "past-end", "00207878" },
	{ "ht-vht", "0003616263" "2D1A6E1117FF00000000000000000000000000000000000000000000"
		    "3D16240500000000000000000000000000000000000000" },
};

static int hex(const char *s, uint8_t *out, size_t max)
{
	size_t n = 0;

	for (; s[0] && s[1] && n < max; s += 2) {
		unsigned int v;

		if (sscanf(s, "%2x", &v) != 1)
			return -1;
		out[n++] = (uint8_t)v;
	}
	return (int)n;
}

static void seeds_ie(void)
{
	uint8_t buf[512];

	for (size_t i = 0; i < sizeof(IES) / sizeof(IES[0]); i++) {
		int n;

		/* ESS + privacy, mBm signal -50 dBm */
		buf[0] = 0x01 | 0x02 | (1 << 3);
		buf[1] = 0x78;
		buf[2] = 0xec;
		buf[3] = 0xff;
		buf[4] = 0xff;
		n = hex(IES[i][1], buf + 5, sizeof(buf) - 5);
		if (n < 0 || put_file("ie", IES[i][0], buf, (size_t)n + 5))
			abort();
	}
}

static void seeds_scan(void)
{
	for (size_t i = 0; i < sizeof(IES) / sizeof(IES[0]); i++) {
		struct nl_msg *m = msg(NL80211_CMD_NEW_SCAN_RESULTS);
		struct nlattr *bss;
		uint8_t ie[512];
		int n = hex(IES[i][1], ie, sizeof(ie));

		nla_put_u32(m, NL80211_ATTR_GENERATION, 7);
		nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
		nla_put_u64(m, NL80211_ATTR_WDEV, 1);
		bss = nla_nest_start(m, NL80211_ATTR_BSS);
		nla_put(m, NL80211_BSS_BSSID, 6, BSSID);
		nla_put_u32(m, NL80211_BSS_FREQUENCY, 2437);
		nla_put_u64(m, NL80211_BSS_TSF, 0x1234567ULL);
		nla_put_u16(m, NL80211_BSS_BEACON_INTERVAL, 100);
		nla_put_u16(m, NL80211_BSS_CAPABILITY, 0x0411);
		nla_put(m, NL80211_BSS_INFORMATION_ELEMENTS, n, ie);
		if (i % 2)
			nla_put(m, NL80211_BSS_BEACON_IES, n, ie);
		else
			nla_put_flag(m, NL80211_BSS_PRESP_DATA);
		if (i % 3)
			nla_put_u32(m, NL80211_BSS_SIGNAL_MBM, (uint32_t)-4500);
		else
			nla_put_u8(m, NL80211_BSS_SIGNAL_UNSPEC, 60);
		nla_put_u32(m, NL80211_BSS_SEEN_MS_AGO, 120);
		if (i == 1)
			nla_put_u32(m, NL80211_BSS_STATUS,
				    NL80211_BSS_STATUS_ASSOCIATED);
		nla_nest_end(m, bss);
		if (put_attrs("nl-scan", IES[i][0], m))
			abort();
	}
}

static void seeds_station(void)
{
	struct nl_msg *m = msg(NL80211_CMD_NEW_STATION);
	struct nlattr *si, *ri;

	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_GENERATION, 9);
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	nla_put_u32(m, NL80211_STA_INFO_INACTIVE_TIME, 40);
	nla_put_u32(m, NL80211_STA_INFO_RX_BYTES, 12345);
	nla_put_u8(m, NL80211_STA_INFO_SIGNAL, (uint8_t)-45);
	nla_put_u8(m, NL80211_STA_INFO_SIGNAL_AVG, (uint8_t)-46);
	ri = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE, 540);
	nla_put_u32(m, NL80211_RATE_INFO_BITRATE32, 540);
	nla_nest_end(m, ri);
	ri = nla_nest_start(m, NL80211_STA_INFO_RX_BITRATE);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE, 10);
	nla_put_u8(m, NL80211_RATE_INFO_MCS, 7);
	nla_nest_end(m, ri);
	nla_put_u64(m, NL80211_STA_INFO_RX_DROP_MISC, 63);
	nla_put_u32(m, NL80211_STA_INFO_TX_FAILED, 2);
	nla_put_u32(m, NL80211_STA_INFO_BEACON_LOSS, 0);
	nla_nest_end(m, si);
	if (put_attrs("nl-station", "associated", m))
		abort();

	m = msg(NL80211_CMD_NEW_STATION);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	nla_put_u32(m, NL80211_STA_INFO_INACTIVE_TIME, 40);
	nla_nest_end(m, si);
	if (put_attrs("nl-station", "minimal", m))
		abort();
}

static void iface(const char *name, const char *ifname, uint32_t type,
		  const char *ssid, uint32_t freq, int mlo)
{
	struct nl_msg *m = msg(NL80211_CMD_NEW_INTERFACE);

	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_string(m, NL80211_ATTR_IFNAME, ifname);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, type);
	nla_put_u64(m, NL80211_ATTR_WDEV, 1);
	nla_put(m, NL80211_ATTR_MAC, 6, MAC);
	nla_put_u32(m, NL80211_ATTR_GENERATION, 5);
	nla_put_u8(m, NL80211_ATTR_4ADDR, 0);
	if (ssid)
		nla_put(m, NL80211_ATTR_SSID, (int)strlen(ssid), ssid);
	if (freq) {
		nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, freq);
		nla_put_u32(m, NL80211_ATTR_WIPHY_CHANNEL_TYPE, 1);
		nla_put_u32(m, NL80211_ATTR_CHANNEL_WIDTH, 1);
		nla_put_u32(m, NL80211_ATTR_CENTER_FREQ1, freq);
	}
	nla_put_u32(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, 2000);
	if (mlo) {
		struct nlattr *links = nla_nest_start(m, NL80211_ATTR_MLO_LINKS);
		struct nlattr *l = nla_nest_start(m, 1);

		nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, 0);
		nla_put(m, NL80211_ATTR_MAC, 6, MAC);
		nla_nest_end(m, l);
		nla_nest_end(m, links);
	}
	if (put_attrs("nl-iface", name, m))
		abort();
}

static void band(struct nl_msg *m, int b, const uint32_t *freqs, size_t nf,
		 const uint16_t *rates, size_t nr, int vht)
{
	struct nlattr *nb = nla_nest_start(m, b);
	struct nlattr *list, *e;

	list = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
	for (size_t i = 0; i < nf; i++) {
		e = nla_nest_start(m, (int)i);
		nla_put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, freqs[i]);
		nla_put_u32(m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2000);
		if (i == nf - 1)
			nla_put_flag(m, NL80211_FREQUENCY_ATTR_DISABLED);
		if (i == 1)
			nla_put_flag(m, NL80211_FREQUENCY_ATTR_NO_IR);
		nla_nest_end(m, e);
	}
	nla_nest_end(m, list);
	list = nla_nest_start(m, NL80211_BAND_ATTR_RATES);
	for (size_t i = 0; i < nr; i++) {
		e = nla_nest_start(m, (int)i);
		nla_put_u32(m, NL80211_BITRATE_ATTR_RATE, rates[i]);
		nla_nest_end(m, e);
	}
	nla_nest_end(m, list);
	nla_put_u16(m, NL80211_BAND_ATTR_HT_CAPA, 0x116e);
	if (vht)
		nla_put_u32(m, NL80211_BAND_ATTR_VHT_CAPA, 0x03807120);
	nla_nest_end(m, nb);
}

static void seeds_wiphy(void)
{
	static const uint32_t f2[] = { 2412, 2417, 2437, 2462, 2472, 2484 };
	static const uint32_t f5[] = { 5180, 5200, 5500, 5745, 5825 };
	static const uint16_t r2[] = { 10, 20, 55, 110, 60, 90, 120, 180,
				       240, 360, 480, 540 };
	static const uint16_t r5[] = { 60, 90, 120, 180, 240, 360, 480, 540 };
	static const uint32_t ciphers[] = { 0x000fac01, 0x000fac05,
					    0x000fac02, 0x000fac04 };
	static const uint8_t SEP[4] = { 0xff, 0xfe, 0xfd, 0xfc };
	uint8_t all[8192];
	size_t len = 0;
	struct nl_msg *m[3];

	m[0] = msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m[0], NL80211_ATTR_WIPHY, 0);
	nla_put_string(m[0], NL80211_ATTR_WIPHY_NAME, "phy0");
	nla_put_u8(m[0], NL80211_ATTR_WIPHY_RETRY_SHORT, 7);
	nla_put_u8(m[0], NL80211_ATTR_WIPHY_RETRY_LONG, 4);
	nla_put_u32(m[0], NL80211_ATTR_WIPHY_FRAG_THRESHOLD, (uint32_t)-1);
	nla_put_u32(m[0], NL80211_ATTR_WIPHY_RTS_THRESHOLD, (uint32_t)-1);
	nla_put_u8(m[0], NL80211_ATTR_MAX_NUM_SCAN_SSIDS, 4);
	nla_put(m[0], NL80211_ATTR_CIPHER_SUITES, sizeof(ciphers), ciphers);

	m[1] = msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m[1], NL80211_ATTR_WIPHY, 0);
	{
		struct nlattr *bands = nla_nest_start(m[1],
						      NL80211_ATTR_WIPHY_BANDS);

		band(m[1], NL80211_BAND_2GHZ, f2, 6, r2, 12, 0);
		nla_nest_end(m[1], bands);
	}
	m[2] = msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m[2], NL80211_ATTR_WIPHY, 0);
	{
		struct nlattr *bands = nla_nest_start(m[2],
						      NL80211_ATTR_WIPHY_BANDS);

		band(m[2], NL80211_BAND_5GHZ, f5, 5, r5, 8, 1);
		nla_nest_end(m[2], bands);
	}
	for (int i = 0; i < 3; i++) {
		struct genlmsghdr *g = nlmsg_data(nlmsg_hdr(m[i]));
		size_t n = (size_t)genlmsg_attrlen(g, 0);

		if (i) {
			memcpy(all + len, SEP, sizeof(SEP));
			len += sizeof(SEP);
		}
		memcpy(all + len, genlmsg_attrdata(g, 0), n);
		len += n;
	}
	if (put_file("nl-wiphy", "split-dump", all, len))
		abort();
	for (int i = 0; i < 3; i++) {
		char name[16];

		snprintf(name, sizeof(name), "part%d", i);
		if (put_attrs("nl-wiphy", name, m[i]))
			abort();
	}
}

static void seeds_state(void)
{
	static const char *const S[][2] = {
		{ "public", "iwcompat-state 1\nwdev 1\nssid 546573744e6574\n"
			    "bssid 001a2b3c4d5e\nfreq 2437\nsme 1\n" },
		{ "keys", "iwcompat-state 1\nwdev 4294967297\n"
			  "key1 0102030405\nkey3 0102030405060708090a0b0c0d\n"
			  "defkey 3\n" },
		{ "watch", "iwcompat-state 1\nwdev 2\nssid \nwatch 12345678\n" },
		{ "bad-magic", "iwcompat-state 2\nwdev 1\n" },
	};

	for (size_t i = 0; i < sizeof(S) / sizeof(S[0]); i++)
		if (put_file("state", S[i][0], S[i][1], strlen(S[i][1])))
			abort();
}

/*
 * state-dir (fuzz_state_dir.c): state directories as the real store
 * leaves them (iwc_nlbe_state_store into a directory of our own), read
 * back file by file into the target's records: a store's three files;
 * the same with a store after the load; a store killed between its
 * renames (the new keys in place, the old ones as the undo file, the
 * new public file still a temporary one); a killed writer's temporary
 * file; a FIFO as the keys file.
 */
struct sd_buf {
	uint8_t b[4096];
	size_t n;
};

static void sd_add(struct sd_buf *o, unsigned int kind, const char *path)
{
	uint8_t tmp[256];
	FILE *f = fopen(path, "rbe");
	size_t n = 0;

	if (f) {
		n = fread(tmp, 1, sizeof(tmp), f);
		fclose(f);
	}
	if (n > 255 || o->n + 2 + n > sizeof(o->b))
		abort();
	o->b[o->n++] = (uint8_t)kind;
	o->b[o->n++] = (uint8_t)n;
	memcpy(o->b + o->n, tmp, n);
	o->n += n;
}

static struct iwc_wext_state sd_sample(uint8_t tag)
{
	struct iwc_wext_state st;

	iwc_state_init(&st);
	st.has_ssid = true;
	st.ssid_len = 8;
	memset(st.ssid, 'A' + tag, 8);
	st.has_freq = true;
	st.freq_mhz = 2412 + 5 * tag;
	st.key_len[0] = 13;
	memset(st.key[0], tag, 13);
	st.key_len[2] = 5;
	memset(st.key[2], 0x40 + tag, 5);
	st.default_key = 0;
	st.sme = tag & 1;
	st.watch = 1000 + tag;
	return st;
}

static void seeds_state_dir(void)
{
	struct iwc_iface iface = { .ifindex = 7, .wdev = 0x100000001ULL };
	char base[] = "/tmp/iwc-seeds-XXXXXX", d1[64], d2[64], p[128];
	struct nlbe be = { .lock_fd = -1 };
	struct iwc_wext_state a = sd_sample(1), b = sd_sample(2);
	struct sd_buf o;

	if (!mkdtemp(base))
		abort();
	snprintf(d1, sizeof(d1), "%s/a", base);
	snprintf(d2, sizeof(d2), "%s/b", base);
	setenv("IWCOMPAT_STATEDIR", d1, 1);
	if (iwc_nlbe_state_lock(&be, &iface) ||
	    iwc_nlbe_state_store(&be, &iface, &a))
		abort();
	iwc_nlbe_state_unlock(&be);
	setenv("IWCOMPAT_STATEDIR", d2, 1);
	if (iwc_nlbe_state_store(&be, &iface, &b))
		abort();
	unsetenv("IWCOMPAT_STATEDIR");

#define SD(dir, name) (snprintf(p, sizeof(p), "%s/%s", dir, name), p)
	for (int store = 0; store <= 1; store++) {
		o.n = 0;
		o.b[o.n++] = (uint8_t)store;
		sd_add(&o, 0, SD(d1, "if7"));
		sd_add(&o, 1, SD(d1, "if7.keys"));
		sd_add(&o, 5, SD(d1, "if7.lock"));
		if (put_file("state-dir", store ? "stored-store" : "stored",
			     o.b, o.n))
			abort();
	}
	/* killed between the renames of store b (PID 103) */
	o.n = 0;
	o.b[o.n++] = 0;
	sd_add(&o, 0, SD(d1, "if7"));
	sd_add(&o, 1, SD(d2, "if7.keys"));
	sd_add(&o, 3 | 3 << 5, SD(d1, "if7.keys"));
	sd_add(&o, 2 | 3 << 5, SD(d2, "if7"));
	if (put_file("state-dir", "pending-undo", o.b, o.n))
		abort();
	o.b[0] = 1;
	if (put_file("state-dir", "pending-undo-store", o.b, o.n))
		abort();
	/* a killed writer's temporary keys, and another interface's undo */
	o.n = 0;
	o.b[o.n++] = 1;
	sd_add(&o, 0, SD(d1, "if7"));
	sd_add(&o, 1, SD(d1, "if7.keys"));
	sd_add(&o, 4 | 5 << 5, SD(d2, "if7.keys"));
	sd_add(&o, 6 | 1 << 5, SD(d2, "if7.keys"));
	if (put_file("state-dir", "stale-tmp", o.b, o.n))
		abort();
	/* a FIFO as the keys file (issue 32, finding 4) */
	o.n = 0;
	o.b[o.n++] = 1;
	sd_add(&o, 0, SD(d1, "if7"));
	o.b[o.n++] = 1 | 2 << 3;
	o.b[o.n++] = 0;
	if (put_file("state-dir", "fifo-keys", o.b, o.n))
		abort();
#undef SD
	snprintf(p, sizeof(p), "rm -rf -- '%s'", base);
	if (system(p) != 0)
		abort();
}

/* argv: tool byte, world byte, NUL-separated arguments. */
static void seeds_argv(void)
{
	static const struct {
		const char *name;
		uint8_t tool, world;
		const char *args;	/* '|' separates */
	} A[] = {
		{ "iwconfig-all", 0, 0, "" },
		{ "iwconfig-wlan0", 0, 0, "wlan0" },
		{ "iwconfig-essid", 0, 0, "wlan0|essid|TestNet|ap|00:1a:2b:3c:4d:5e" },
		{ "iwconfig-key", 0, 0, "wlan0|key|s:hello|[2]|key|restricted|on" },
		{ "iwconfig-freq", 0, 0, "wlan0|freq|2.412G|channel|6|mode|ad-hoc" },
		{ "iwconfig-misc", 0, 0, "wlan0|rate|54M|auto|txpower|15dBm|retry|7|rts|250|frag|off|power|period|2|commit" },
		{ "iwconfig-help", 0, 0, "--help" },
		{ "iwconfig-version", 0, 0, "-v" },
		{ "iwlist-scan", 1, 30, "wlan0|scanning" },
		{ "iwlist-scan-essid", 1, 31, "wlan0|scan|essid|TestNet|last" },
		{ "iwlist-freq", 1, 0, "wlan0|freq" },
		{ "iwlist-all", 1, 0, "rate" },
		{ "iwlist-keys", 1, 0, "wlan0|encryption" },
		{ "iwlist-power", 1, 0, "wlan0|power" },
		{ "iwlist-txpower", 1, 0, "wlan0|txpower|retry|ap|event|auth|wpakeys|genie|modulation" },
		{ "iwpriv", 2, 0, "wlan0" },
		{ "iwgetid", 3, 0, "" },
		{ "iwgetid-opts", 3, 0, "wlan0|-r|-a|-f|-c|-m|-p|-s" },
		{ "iwgetid-long", 3, 0, "--raw|--scheme|--protocol|wlan0" },
		{ "iwspy", 4, 0, "wlan0|+|00:11:22:33:44:55|192.168.1.1|setthr|-80|-60" },
		{ "iwspy-get", 4, 0, "wlan0|getthr" },
		{ "iwevent", 5, 0, "-h" },
		{ "iwevent-v", 5, 0, "--version" },
	};

	for (size_t i = 0; i < sizeof(A) / sizeof(A[0]); i++) {
		uint8_t buf[512];
		size_t n = strlen(A[i].args);

		buf[0] = A[i].tool;
		buf[1] = A[i].world;
		memcpy(buf + 2, A[i].args, n);
		for (size_t k = 0; k < n; k++)
			if (buf[2 + k] == '|')
				buf[2 + k] = '\0';
		if (put_file("argv", A[i].name, buf, n + 2))
			abort();
	}
}

/* ---- WEXT event streams (the kernel's packed layout: u16 len, u16
 * cmd, then the payload; an iw_point as u16 length, u16 flags, data) */

struct sb {
	uint8_t b[2048];
	size_t n;
};

static void ev(struct sb *s, uint16_t cmd, const void *p, size_t n)
{
	uint16_t len = (uint16_t)(4 + n);

	if (s->n + 4 + n > sizeof(s->b))
		abort();
	memcpy(s->b + s->n, &len, 2);
	memcpy(s->b + s->n + 2, &cmd, 2);
	memcpy(s->b + s->n + 4, p, n);
	s->n += 4 + n;
}

static void ev_point(struct sb *s, uint16_t cmd, uint16_t flags,
		     const void *p, size_t n)
{
	uint8_t buf[600];
	uint16_t len = (uint16_t)n;

	memcpy(buf, &len, 2);
	memcpy(buf + 2, &flags, 2);
	if (n)
		memcpy(buf + 4, p, n);
	ev(s, cmd, buf, 4 + n);
}

static void ev_freq(struct sb *s, uint16_t cmd, int32_t m, int16_t e)
{
	uint8_t buf[8] = { 0 };

	memcpy(buf, &m, 4);
	memcpy(buf + 4, &e, 2);
	ev(s, cmd, buf, 8);
}

static void ev_ap(struct sb *s, uint16_t cmd)
{
	uint8_t sa[16] = { 1, 0 };	/* ARPHRD_ETHER, then the address */

	memcpy(sa + 2, BSSID, 6);
	ev(s, cmd, sa, 16);
}

static void cell(struct sb *s, const char *ssid, int32_t m, int16_t e)
{
	uint32_t mode = 2;
	uint8_t qual[4] = { 60, 0xc0, 0xa0, 0x0f };
	int32_t rate[2] = { 54000000, 0 };
	static const uint8_t rsn[] = { 0x30, 0x14, 1, 0, 0, 0x0f, 0xac, 4, 1,
		0, 0, 0x0f, 0xac, 4, 1, 0, 0, 0x0f, 0xac, 2, 0x0c, 0 };

	ev_ap(s, SIOCGIWAP);
	ev_point(s, SIOCGIWESSID, 1, ssid, strlen(ssid));
	ev(s, SIOCGIWMODE, &mode, 4);
	ev_freq(s, SIOCGIWFREQ, m, e);
	ev(s, IWEVQUAL, qual, 4);
	ev_point(s, SIOCGIWENCODE, IW_ENCODE_ENABLED | IW_ENCODE_NOKEY,
		 NULL, 0);
	ev(s, SIOCGIWRATE, rate, 8);
	ev_point(s, IWEVGENIE, 0, rsn, sizeof(rsn));
	ev_point(s, IWEVCUSTOM, 0, "tsf=0000000000001234", 20);
}

static void put_stream(const char *target, const char *name, uint8_t lead,
		       const struct sb *s)
{
	uint8_t buf[sizeof(s->b) + 1];

	buf[0] = lead;
	memcpy(buf + 1, s->b, s->n);
	if (put_file(target, name, buf, s->n + 1))
		abort();
}

static void seeds_wext_stream(void)
{
	struct sb s;
	uint8_t key[5] = { 1, 2, 3, 4, 5 };
	int32_t u32 = 2;

	memset(&s, 0, sizeof(s));
	cell(&s, "TestNet", 2437, 6);
	cell(&s, "caf\xc3\xa9\n", 6, 0);	/* a channel number */
	put_stream("wext-stream", "scan-two-cells", 1, &s);
	put_stream("wext-stream", "scan-no-range", 0, &s);
	put_stream("wext-stream", "scan-channel-range", 3, &s);

	memset(&s, 0, sizeof(s));
	ev_freq(&s, SIOCSIWFREQ, 6, 0);
	ev_point(&s, SIOCSIWESSID, 1, "net", 3);
	ev(&s, SIOCSIWMODE, &u32, 4);
	ev_point(&s, SIOCSIWENCODE, 1, key, 5);
	ev_ap(&s, SIOCGIWAP);
	ev_point(&s, IWEVCUSTOM, 0, "MLME-MICHAELMICFAILURE.indication", 33);
	ev_point(&s, IWEVASSOCREQIE, 0, "\x00\x03net", 5);
	ev_point(&s, SIOCGIWSCAN, 0, NULL, 0);
	put_stream("wext-stream", "iwevent-sets", 1, &s);

	/* iw_freq values with no int behind them (issue #17, finding 4):
	 * -1e12 and 1e300 */
	memset(&s, 0, sizeof(s));
	ev_freq(&s, SIOCSIWFREQ, -1, 12);
	ev_freq(&s, SIOCGIWFREQ, -1, 12);
	ev_freq(&s, SIOCSIWFREQ, 1, 300);
	cell(&s, "x", -1, 12);
	put_stream("wext-stream", "crash-freq-negative", 1, &s);
	put_stream("wext-stream", "crash-freq-negative-chanrange", 3, &s);
}

/* ---- iwevent's nl80211 and rtnetlink messages ---- */

static void put_genl(const char *target, const char *name, uint8_t b0,
		     uint8_t b1, struct nl_msg *m)
{
	struct nlmsghdr *h = nlmsg_hdr(m);
	size_t n = (size_t)genlmsg_attrlen(nlmsg_data(h), 0);
	uint8_t *buf = malloc(n + 2);

	if (!buf)
		abort();
	buf[0] = b0;
	buf[1] = b1;
	memcpy(buf + 2, genlmsg_attrdata(nlmsg_data(h), 0), n);
	if (put_file(target, name, buf, n + 2))
		abort();
	free(buf);
	nlmsg_free(m);
}

static struct nl_msg *ev_msg(uint8_t cmd)
{
	struct nl_msg *m = msg(cmd);

	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	return m;
}

static void seeds_nl_events(void)
{
	static const uint8_t ies[] = { 0, 7, 'T', 'e', 's', 't', 'N', 'e',
				       't', 1, 2, 0x82, 0x84 };
	struct nl_msg *m;
	struct sb s;
	uint8_t buf[1024] = { 0 };
	struct ifinfomsg ifi = { .ifi_family = 0, .ifi_index = 3 };
	struct rtattr ra;
	size_t n;

	m = ev_msg(NL80211_CMD_CONNECT);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 0);
	nla_put(m, NL80211_ATTR_REQ_IE, sizeof(ies), ies);
	nla_put(m, NL80211_ATTR_RESP_IE, 4, "\x01\x02\x82\x84");
	put_genl("nl-events", "connect", 0, NL80211_CMD_CONNECT, m);
	m = ev_msg(NL80211_CMD_CONNECT);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 17);
	put_genl("nl-events", "connect-failed", 0, NL80211_CMD_CONNECT, m);
	m = ev_msg(NL80211_CMD_ROAM);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put(m, NL80211_ATTR_REQ_IE, sizeof(ies), ies);
	put_genl("nl-events", "roam", 0, NL80211_CMD_ROAM, m);
	m = ev_msg(NL80211_CMD_DISCONNECT);
	nla_put_u16(m, NL80211_ATTR_REASON_CODE, 3);
	put_genl("nl-events", "disconnect", 0, NL80211_CMD_DISCONNECT, m);
	m = ev_msg(NL80211_CMD_NEW_SCAN_RESULTS);
	put_genl("nl-events", "scan-done", 0, NL80211_CMD_NEW_SCAN_RESULTS, m);
	m = ev_msg(NL80211_CMD_JOIN_IBSS);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	put_genl("nl-events", "ibss", 0, NL80211_CMD_JOIN_IBSS, m);
	m = ev_msg(NL80211_CMD_MICHAEL_MIC_FAILURE);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_KEY_TYPE, NL80211_KEYTYPE_GROUP);
	nla_put_u8(m, NL80211_ATTR_KEY_IDX, 1);
	put_genl("nl-events", "mic-failure", 0,
		 NL80211_CMD_MICHAEL_MIC_FAILURE, m);

	/* rtnetlink: an RTM_NEWLINK with a WEXT stream, an RTM_DELLINK */
	memset(&s, 0, sizeof(s));
	ev_freq(&s, SIOCSIWFREQ, 2412, 6);
	ev_point(&s, SIOCSIWESSID, 1, "net", 3);
	ev_ap(&s, SIOCGIWAP);
	n = 0;
	buf[n++] = 1;
	buf[n++] = 0;
	memcpy(buf + n, &ifi, sizeof(ifi));
	n += NLMSG_ALIGN(sizeof(ifi));
	ra.rta_type = IFLA_IFNAME;
	ra.rta_len = RTA_LENGTH(6);
	memcpy(buf + n, &ra, sizeof(ra));
	memcpy(buf + n + sizeof(ra), "eth1\0\0\0", 8);
	n += RTA_ALIGN(ra.rta_len);
	ra.rta_type = IFLA_WIRELESS;
	ra.rta_len = (unsigned short)RTA_LENGTH(s.n);
	memcpy(buf + n, &ra, sizeof(ra));
	memcpy(buf + n + sizeof(ra), s.b, s.n);
	n += RTA_ALIGN(ra.rta_len);
	if (put_file("nl-events", "rtnl-newlink-wext", buf, n))
		abort();
	buf[0] = 3;
	if (put_file("nl-events", "rtnl-dellink", buf,
		     2 + NLMSG_ALIGN(sizeof(ifi))))
		abort();
}

/* ---- "iwcompat event": command byte, options byte, attributes ---- */

static void seeds_native_event(void)
{
	uint8_t frame[30] = { 0xb0, 0, 0, 0, 2, 0, 0, 0, 8, 0, 2, 0, 0, 0,
			      0, 0 };
	struct nl_msg *m, *n;
	struct nlattr *nest;

	m = ev_msg(NL80211_CMD_TRIGGER_SCAN);
	put_genl("native-event", "scan-start", NL80211_CMD_TRIGGER_SCAN, 4, m);
	m = ev_msg(NL80211_CMD_NEW_SCAN_RESULTS);
	nest = nla_nest_start(m, NL80211_ATTR_SCAN_FREQUENCIES);
	nla_put_u32(m, 0, 2412);
	nla_put_u32(m, 1, 2437);
	nla_nest_end(m, nest);
	nest = nla_nest_start(m, NL80211_ATTR_SCAN_SSIDS);
	nla_put(m, 0, 3, "a b");
	nla_nest_end(m, nest);
	put_genl("native-event", "scan-done", NL80211_CMD_NEW_SCAN_RESULTS, 1,
		 m);
	m = ev_msg(NL80211_CMD_CONNECT);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u16(m, NL80211_ATTR_STATUS_CODE, 0);
	put_genl("native-event", "connect", NL80211_CMD_CONNECT, 8, m);
	m = ev_msg(NL80211_CMD_DISCONNECT);
	nla_put_u16(m, NL80211_ATTR_REASON_CODE, 3);
	nla_put_flag(m, NL80211_ATTR_DISCONNECTED_BY_AP);
	put_genl("native-event", "disconnect", NL80211_CMD_DISCONNECT, 16, m);
	m = ev_msg(NL80211_CMD_AUTHENTICATE);
	nla_put(m, NL80211_ATTR_FRAME, sizeof(frame), frame);
	put_genl("native-event", "auth-frame", NL80211_CMD_AUTHENTICATE, 2, m);
	/* a 26-byte association response, the message ending with it
	 * (issue #17, finding 3: its status was read past the end) */
	frame[0] = 0x10;
	m = ev_msg(NL80211_CMD_ASSOCIATE);
	nla_put(m, NL80211_ATTR_FRAME, 26, frame);
	n = m;
	{
		struct nlmsghdr *h = nlmsg_hdr(n);
		size_t len = (size_t)genlmsg_attrlen(nlmsg_data(h), 0) - 2;
		uint8_t buf[128];

		buf[0] = NL80211_CMD_ASSOCIATE;
		buf[1] = 0;
		memcpy(buf + 2, genlmsg_attrdata(nlmsg_data(h), 0), len);
		if (put_file("native-event", "crash-assoc-resp-26", buf,
			     len + 2))
			abort();
		nlmsg_free(n);
	}
	m = ev_msg(NL80211_CMD_CH_SWITCH_NOTIFY);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 2437);
	nla_put_u32(m, NL80211_ATTR_CHANNEL_WIDTH, NL80211_CHAN_WIDTH_40);
	nla_put_u32(m, NL80211_ATTR_CENTER_FREQ1, 2447);
	put_genl("native-event", "ch-switch", NL80211_CMD_CH_SWITCH_NOTIFY, 1,
		 m);
	m = ev_msg(NL80211_CMD_REG_CHANGE);
	nla_put_u8(m, NL80211_ATTR_REG_INITIATOR, 1);
	nla_put_u8(m, NL80211_ATTR_REG_TYPE, 0);
	nla_put_string(m, NL80211_ATTR_REG_ALPHA2, "DE");
	put_genl("native-event", "reg-change", NL80211_CMD_REG_CHANGE, 0, m);
	m = ev_msg(NL80211_CMD_NEW_STATION);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	put_genl("native-event", "new-station", NL80211_CMD_NEW_STATION, 1, m);
	m = ev_msg(NL80211_CMD_NOTIFY_CQM);
	nest = nla_nest_start(m, NL80211_ATTR_CQM);
	nla_put_u32(m, NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT, 1);
	nla_nest_end(m, nest);
	put_genl("native-event", "cqm", NL80211_CMD_NOTIFY_CQM, 0, m);
	m = ev_msg(NL80211_CMD_MICHAEL_MIC_FAILURE);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_KEY_TYPE, 1);
	nla_put_u8(m, NL80211_ATTR_KEY_IDX, 2);
	put_genl("native-event", "mic-failure",
		 NL80211_CMD_MICHAEL_MIC_FAILURE, 1, m);
}

/* cmdline: mode byte (0 native, 1 native -j, 2 -j TOOL, 3 explain),
 * world byte, NUL-separated arguments */
static void seeds_cmdline(void)
{
	static const struct {
		const char *name;
		uint8_t mode, world;
		const char *args;	/* '|' separates */
	} A[] = {
		{ "dev", 0, 0, "dev" },
		{ "dev-info", 1, 0, "dev|wlan0|info" },
		{ "dev-link", 0, 0, "dev|wlan0|link" },
		{ "station-dump", 0, 0, "dev|wlan0|station|dump|-v" },
		{ "station-get", 1, 0, "dev|wlan0|station|get|02:00:00:00:00:00" },
		{ "power-save", 0, 0, "dev|wlan0|get|power_save" },
		{ "set-ps", 0, 0, "dev|wlan0|set|power_save|on" },
		{ "set-type", 0, 0, "dev|wlan0|set|type|ibss" },
		{ "set-txpower", 0, 0, "dev|wlan0|set|txpower|fixed|2000" },
		{ "set-freq", 0, 0, "dev|wlan0|set|freq|5180|80|5210" },
		{ "set-freq-huge", 0, 0, "dev|wlan0|set|freq|2147483647|HT40+" },
		{ "set-channel", 0, 0, "dev|wlan0|set|channel|2147483647" },
		{ "scan", 0, 0, "dev|wlan0|scan|freq|2412|2437|ssid|a|b|-u" },
		{ "scan-trigger", 0, 0, "dev|wlan0|scan|trigger|passive" },
		{ "connect", 0, 0, "dev|wlan0|connect|-w|net|2412|02:00:00:00:00:00|auth|open|key|0:abcde" },
		{ "disconnect", 0, 0, "dev|wlan0|disconnect" },
		{ "phy", 1, 0, "phy" },
		{ "phy-info", 0, 0, "phy|phy0|info" },
		{ "list", 0, 0, "list" },
		{ "reg", 1, 0, "reg|get" },
		{ "reg-set", 0, 0, "reg|set|DE" },
		{ "event", 0, 0, "event|-t|-f" },
		{ "help", 0, 0, "help" },
		{ "json-iwconfig", 2, 0, "iwconfig|wlan0" },
		{ "json-iwgetid", 2, 0, "iwgetid|wlan0|-c" },
		{ "json-iwlist-scan", 2, 30, "iwlist|wlan0|scan" },
		{ "json-iwlist-freq", 2, 0, "iwlist|wlan0|freq" },
		{ "json-iwlist-power", 2, 0, "iwlist|wlan0|power" },
		{ "explain-essid", 3, 0, "iwconfig|wlan0|essid|x\ntouch P #|channel|6" },
		{ "explain-txpower", 3, 0, "iwconfig|lo|txpower|33333333" },
		{ "explain-channel", 3, 0, "iwconfig|wlan0|essid|a|channel|999999999" },
		{ "explain-mode", 3, 0, "iwconfig|wlan0|mode|ad-hoc|essid|on|key|s:abcde|rts|500|frag|off|retry|7|power|on|rate|54M" },
		{ "explain-iwlist", 3, 0, "iwlist|wlan0|scan|essid|net" },
		{ "explain-iwgetid", 3, 0, "iwgetid|wlan0|-r|-c" },
	};

	for (size_t i = 0; i < sizeof(A) / sizeof(A[0]); i++) {
		uint8_t buf[512];
		size_t n = strlen(A[i].args);

		buf[0] = A[i].mode;
		buf[1] = A[i].world;
		memcpy(buf + 2, A[i].args, n);
		for (size_t k = 0; k < n; k++)
			if (buf[2 + k] == '|')
				buf[2 + k] = '\0';
		if (put_file("cmdline", A[i].name, buf, n + 2))
			abort();
	}
}

/* ---- fuzz-nl-sock: datagrams as the kernel queues them (fuzz_nl_sock.h) */

struct dg {
	uint8_t b[16384];
	size_t n;
};

static void dg_start(struct dg *d, uint8_t flags)
{
	d->n = 0;
	d->b[d->n++] = flags;
}

/* One datagram of the messages @m[0..n-1] (freed), from @src. */
static void dg_put(struct dg *d, uint8_t src, struct nl_msg **m, int n)
{
	size_t len = 0, at = d->n + 3;

	for (int i = 0; i < n; i++) {
		struct nlmsghdr *h = nlmsg_hdr(m[i]);
		size_t l = NLMSG_ALIGN(h->nlmsg_len);

		if (at + len + l > sizeof(d->b))
			abort();
		memcpy(d->b + at + len, h, h->nlmsg_len);
		memset(d->b + at + len + h->nlmsg_len, 0, l - h->nlmsg_len);
		len += i == n - 1 ? h->nlmsg_len : l;
		nlmsg_free(m[i]);
	}
	d->b[d->n] = (uint8_t)len;
	d->b[d->n + 1] = (uint8_t)(len >> 8);
	d->b[d->n + 2] = src;
	d->n = at + len;
}

static void dg_one(struct dg *d, uint8_t src, struct nl_msg *m)
{
	dg_put(d, src, &m, 1);
}

static void dg_file(const char *name, const struct dg *d)
{
	if (put_file("nl-sock", name, d->b, d->n))
		abort();
}

/* A reply of nl80211 (FNS_FAMILY) to our port. */
static struct nl_msg *reply(uint8_t cmd, uint32_t seq, int flags)
{
	struct nl_msg *m = nlmsg_alloc();

	if (!m || !genlmsg_put(m, FNS_PORT, seq, FNS_FAMILY, 0, flags, cmd, 1))
		abort();
	return m;
}

static struct nl_msg *iface_reply(uint32_t seq)
{
	struct nl_msg *m = reply(NL80211_CMD_NEW_INTERFACE, seq, 0);

	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_string(m, NL80211_ATTR_IFNAME, "wlan0");
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put_u64(m, NL80211_ATTR_WDEV, 1);
	nla_put(m, NL80211_ATTR_MAC, 6, MAC);
	nla_put_u32(m, NL80211_ATTR_GENERATION, 5);
	nla_put_u8(m, NL80211_ATTR_4ADDR, 0);
	nla_put(m, NL80211_ATTR_SSID, 7, "TestNet");
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 2437);
	nla_put_u32(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, 2000);
	return m;
}

static struct nl_msg *bss_reply(uint32_t seq, int flags, int i)
{
	struct nl_msg *m = reply(NL80211_CMD_NEW_SCAN_RESULTS, seq, flags);
	struct nlattr *bss;
	uint8_t ie[512], bssid[6];
	int n = hex(IES[i][1], ie, sizeof(ie));

	memcpy(bssid, BSSID, 6);
	bssid[5] = (uint8_t)(bssid[5] + i);
	nla_put_u32(m, NL80211_ATTR_GENERATION, 7);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u64(m, NL80211_ATTR_WDEV, 1);
	bss = nla_nest_start(m, NL80211_ATTR_BSS);
	nla_put(m, NL80211_BSS_BSSID, 6, bssid);
	nla_put_u32(m, NL80211_BSS_FREQUENCY, 2437);
	nla_put_u64(m, NL80211_BSS_TSF, 0x1234567ULL);
	nla_put_u16(m, NL80211_BSS_BEACON_INTERVAL, 100);
	nla_put_u16(m, NL80211_BSS_CAPABILITY, 0x0411);
	nla_put(m, NL80211_BSS_INFORMATION_ELEMENTS, n, ie);
	nla_put_u32(m, NL80211_BSS_SIGNAL_MBM, (uint32_t)-4500);
	nla_put_u32(m, NL80211_BSS_SEEN_MS_AGO, 120);
	nla_nest_end(m, bss);
	return m;
}

/* NLMSG_DONE with the dump's result (an int, as netlink_dump_done). */
static struct nl_msg *done(uint32_t seq, int flags, int err)
{
	struct nl_msg *m = nlmsg_alloc();

	if (!m || !nlmsg_put(m, FNS_PORT, seq, NLMSG_DONE, 0,
			     NLM_F_MULTI | flags) ||
	    nlmsg_append(m, &err, sizeof(err), NLMSG_ALIGNTO) < 0)
		abort();
	return m;
}

#ifndef NLMSGERR_ATTR_MISS_TYPE
#define NLMSGERR_ATTR_MISS_TYPE 5
#endif

/* NLMSG_ERROR as netlink_ack lays it out: the request's header (the
 * whole request unless capped: NETLINK_CAP_ACK), then, with
 * NLM_F_ACK_TLVS, the extended ACK's attributes. */
static struct nl_msg *ack(uint32_t seq, int err, bool capped,
			  const char *text)
{
	struct nl_msg *req = reply(NL80211_CMD_SET_INTERFACE, seq,
				   NLM_F_REQUEST | NLM_F_ACK);
	struct nl_msg *m = nlmsg_alloc();
	struct nlmsghdr *rh, *h;
	struct nlmsgerr *e;
	size_t inner;
	int flags = 0;

	nla_put_u32(req, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(req, NL80211_ATTR_IFTYPE, 99);
	rh = nlmsg_hdr(req);
	inner = capped ? sizeof(*rh) : rh->nlmsg_len;
	if (capped)
		flags |= NLM_F_CAPPED;
	if (text)
		flags |= NLM_F_ACK_TLVS;
	h = m ? nlmsg_put(m, FNS_PORT, seq, NLMSG_ERROR,
			  (int)(sizeof(*e) - sizeof(*rh) + inner), flags) :
		NULL;
	if (!h)
		abort();
	e = nlmsg_data(h);
	e->error = err;
	memcpy(&e->msg, rh, inner);
	if (text) {
		nla_put_string(m, NLMSGERR_ATTR_MSG, text);
		/* the offending attribute: IFTYPE, after the genl header
		 * and IFINDEX */
		nla_put_u32(m, NLMSGERR_ATTR_OFFS,
			    NLMSG_HDRLEN + GENL_HDRLEN + 8);
		nla_put_u32(m, NLMSGERR_ATTR_MISS_TYPE, NL80211_ATTR_IFTYPE);
	}
	nlmsg_free(req);
	return m;
}

/* The controller's answer to "nl80211" (CTRL_CMD_NEWFAMILY). */
static struct nl_msg *family_reply(uint32_t seq)
{
	static const char *const G[] = { "config", "scan", "regulatory",
					 "mlme", "vendor", "nan", "testmode" };
	struct nl_msg *m = nlmsg_alloc();
	struct nlattr *groups, *g;

	if (!m || !genlmsg_put(m, FNS_PORT, seq, GENL_ID_CTRL, 0, 0,
			       CTRL_CMD_NEWFAMILY, 2))
		abort();
	nla_put_string(m, CTRL_ATTR_FAMILY_NAME, "nl80211");
	nla_put_u16(m, CTRL_ATTR_FAMILY_ID, FNS_FAMILY);
	nla_put_u32(m, CTRL_ATTR_VERSION, 1);
	nla_put_u32(m, CTRL_ATTR_HDRSIZE, 0);
	nla_put_u32(m, CTRL_ATTR_MAXATTR, NL80211_ATTR_MAX);
	groups = nla_nest_start(m, CTRL_ATTR_MCAST_GROUPS);
	for (int i = 0; i < 7; i++) {
		g = nla_nest_start(m, i + 1);
		nla_put_u32(m, CTRL_ATTR_MCAST_GRP_ID, (uint32_t)(5 + i));
		nla_put_string(m, CTRL_ATTR_MCAST_GRP_NAME, G[i]);
		nla_nest_end(m, g);
	}
	nla_nest_end(m, groups);
	return m;
}

/* A scan group event (sequence number 0, port 0). */
static struct nl_msg *scan_event(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc();

	if (!m || !genlmsg_put(m, 0, 0, FNS_FAMILY, 0, 0, cmd, 1))
		abort();
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	return m;
}

static void seeds_nl_sock(void)
{
	struct nl_msg *m[3];
	struct dg d;
	int intr = NLM_F_DUMP_INTR;

	dg_start(&d, FNS_ONE_REPLY);
	dg_one(&d, 0, iface_reply(FNS_SEQ));
	dg_file("get-interface", &d);

	dg_start(&d, FNS_ONE_REPLY);
	dg_one(&d, 0, family_reply(FNS_SEQ));
	dg_file("get-family", &d);

	for (int k = 0; k < 2; k++) {
		int f = NLM_F_MULTI | (k ? intr : 0);

		dg_start(&d, FNS_NEXT | FNS_NEXT_ONE);
		m[0] = bss_reply(FNS_SEQ, f, 0);
		m[1] = bss_reply(FNS_SEQ, f, 1);
		dg_put(&d, 0, m, 2);
		m[0] = bss_reply(FNS_SEQ, f, 2);
		m[1] = done(FNS_SEQ, k ? intr : 0, 0);
		dg_put(&d, 0, m, 2);
		dg_one(&d, 0, iface_reply(FNS_SEQ + 1));
		dg_file(k ? "get-scan-intr" : "get-scan", &d);
	}

	dg_start(&d, 0);
	dg_one(&d, 0, bss_reply(FNS_SEQ, NLM_F_MULTI, 3));
	dg_one(&d, 0, done(FNS_SEQ, 0, -EBUSY));
	dg_file("get-scan-done-error", &d);

	dg_start(&d, 0);
	dg_one(&d, 0, ack(FNS_SEQ, -EINVAL, true,
			  "Attribute failed policy validation"));
	dg_file("error-extack-capped", &d);

	dg_start(&d, FNS_NEXT);
	dg_one(&d, 0, ack(FNS_SEQ, -EINVAL, false, "invalid interface type"));
	dg_one(&d, 0, ack(FNS_SEQ + 1, 0, true, NULL));
	dg_file("error-extack-full", &d);

	dg_start(&d, 0);
	dg_one(&d, 0, ack(FNS_SEQ, 0, true, NULL));
	dg_file("ack", &d);

	dg_start(&d, FNS_ONE_REPLY);
	dg_one(&d, 0, ack(FNS_SEQ, -ENODEV, true, NULL));
	dg_file("one-reply-error", &d);

	dg_start(&d, FNS_ONE_REPLY | FNS_NEXT);
	m[0] = bss_reply(FNS_SEQ - 1, NLM_F_MULTI | intr, 0);
	m[1] = done(FNS_SEQ - 1, intr, 0);
	dg_put(&d, 0, m, 2);
	dg_one(&d, 0, iface_reply(FNS_SEQ));
	dg_one(&d, 0, ack(FNS_SEQ - 1, -ENOENT, true, NULL));
	dg_one(&d, 0, ack(FNS_SEQ + 1, 0, true, NULL));
	dg_file("stale-then-reply", &d);

	dg_start(&d, FNS_ONE_REPLY);
	dg_one(&d, FNS_SRC_FOREIGN, ack(FNS_SEQ, -EPERM, true, "forged"));
	dg_one(&d, 0, iface_reply(FNS_SEQ));
	dg_file("foreign-port", &d);

	dg_start(&d, FNS_JOINED | FNS_NEXT);
	dg_one(&d, 0, bss_reply(FNS_SEQ, NLM_F_MULTI, 0));
	dg_one(&d, 0, scan_event(NL80211_CMD_NEW_SCAN_RESULTS));
	m[0] = bss_reply(FNS_SEQ, NLM_F_MULTI, 1);
	m[1] = done(FNS_SEQ, 0, 0);
	dg_put(&d, 0, m, 2);
	dg_file("joined-event-in-dump", &d);

	dg_start(&d, FNS_JOINED | FNS_EV_DONE);
	dg_one(&d, 0, bss_reply(FNS_SEQ, NLM_F_MULTI, 0));
	dg_one(&d, 0, scan_event(NL80211_CMD_TRIGGER_SCAN));
	dg_file("joined-timeout", &d);

	dg_start(&d, FNS_JOINED);
	dg_one(&d, 0, ack(FNS_SEQ + 2, 0, true, NULL));
	dg_one(&d, 0, scan_event(NL80211_CMD_SCAN_ABORTED));
	dg_file("joined-future-seq", &d);

	dg_start(&d, FNS_STOP);
	m[0] = bss_reply(FNS_SEQ, NLM_F_MULTI, 0);
	m[1] = bss_reply(FNS_SEQ, NLM_F_MULTI, 1);
	dg_put(&d, 0, m, 2);
	dg_one(&d, 0, done(FNS_SEQ, 0, 0));
	dg_file("stop-dump", &d);

	dg_start(&d, FNS_FAIL);
	m[0] = bss_reply(FNS_SEQ, NLM_F_MULTI, 0);
	m[1] = bss_reply(FNS_SEQ, NLM_F_MULTI, 1);
	m[2] = done(FNS_SEQ, 0, 0);
	dg_put(&d, 0, m, 3);
	dg_file("handler-error", &d);

	/* a datagram cut short in its second message */
	dg_start(&d, 0);
	m[0] = bss_reply(FNS_SEQ, NLM_F_MULTI, 0);
	m[1] = bss_reply(FNS_SEQ, NLM_F_MULTI, 1);
	dg_put(&d, 0, m, 2);
	{
		size_t len = ((size_t)d.b[1] | (size_t)d.b[2] << 8) - 40;

		d.n -= 40;
		d.b[1] = (uint8_t)len;
		d.b[2] = (uint8_t)(len >> 8);
	}
	dg_file("truncated", &d);

	dg_start(&d, 0);
	dg_one(&d, FNS_SRC_HUGE, bss_reply(FNS_SEQ, NLM_F_MULTI, 4));
	dg_one(&d, 0, done(FNS_SEQ, 0, 0));
	dg_file("huge", &d);

	dg_start(&d, 0);
	m[0] = nlmsg_alloc();
	if (!m[0] || !nlmsg_put(m[0], FNS_PORT, FNS_SEQ, NLMSG_OVERRUN, 0, 0))
		abort();
	dg_one(&d, 0, m[0]);
	dg_file("overrun", &d);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "Usage: make-seeds CORPUS_DIR\n");
		return 1;
	}
	root = argv[1];
	if (mkdir(root, 0755) < 0 && errno != EEXIST)
		return 1;
	seeds_ie();
	seeds_scan();
	seeds_station();
	iface("station", "wlan0", NL80211_IFTYPE_STATION, "TestNet", 2437, 0);
	iface("idle", "wlan0", NL80211_IFTYPE_STATION, NULL, 0, 0);
	iface("ap-mlo", "wlan1", NL80211_IFTYPE_AP, "MyAP", 5180, 1);
	iface("monitor", "mon0", NL80211_IFTYPE_MONITOR, NULL, 2412, 0);
	seeds_wiphy();
	seeds_state();
	seeds_state_dir();
	seeds_argv();
	seeds_wext_stream();
	seeds_nl_events();
	seeds_native_event();
	seeds_cmdline();
	seeds_nl_sock();
	return 0;
}
