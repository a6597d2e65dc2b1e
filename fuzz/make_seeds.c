/*
 * make_seeds.c - writes the seed corpora of the nl80211, IE, state and
 * argv targets (fuzz/corpus/<target>/<name>): real-looking inputs, built
 * with libnl the way the kernel lays its replies out. Run from the
 * source root: build-fuzz/fuzz/make-seeds fuzz/corpus
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

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
	seeds_argv();
	return 0;
}
