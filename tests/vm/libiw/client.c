/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * client.c - a program built against Debian's libiw-dev (iwlib.h) that
 * calls libiw's kernel-facing functions and issues the WEXT GET
 * requests itself through iwlib.h's inline iw_get_ext(), the way conky
 * and the other libiw users do, and prints every answer byte for byte
 * (pointers masked). tests/vm/libiw/run runs it with wireless-tools'
 * libiw.so.30 and with iwcompat's (LD_LIBRARY_PATH) and compares.
 * Usage: libiw-client [IFNAME...]  (default: every interface)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <iwlib.h>

static void hex(const char *label, const void *p, size_t n)
{
	const unsigned char *b = p;

	printf("  %s:", label);
	for (size_t k = 0; k < n; k++)
		printf("%s%02x", k % 32 ? " " : "\n    ", b[k]);
	printf("\n");
}

/* the iwreq after a request, its pointer (an address) masked */
static void show_req(const char *name, int r, int err, struct iwreq *w,
		     int is_point)
{
	printf(" %s: ret %d errno %d\n", name, r, r < 0 ? err : 0);
	if (r < 0)
		return;
	if (is_point)
		memset(&w->u.data.pointer, 0, sizeof(w->u.data.pointer));
	hex("iwreq", w, sizeof(*w));
}

static const struct {
	int cmd;
	const char *name;
	int point;	/* length of the buffer, 0: not an iw_point */
} reqs[] = {
	{ SIOCGIWNAME, "SIOCGIWNAME", 0 },
	{ SIOCGIWNWID, "SIOCGIWNWID", 0 },
	{ SIOCGIWFREQ, "SIOCGIWFREQ", 0 },
	{ SIOCGIWMODE, "SIOCGIWMODE", 0 },
	{ SIOCGIWSENS, "SIOCGIWSENS", 0 },
	{ SIOCGIWRANGE, "SIOCGIWRANGE", 2 * sizeof(struct iw_range) },
	{ SIOCGIWRANGE, "SIOCGIWRANGE(small)", 100 },
	{ SIOCGIWPRIV, "SIOCGIWPRIV", 64 },
	{ SIOCGIWSTATS, "SIOCGIWSTATS", sizeof(struct iw_statistics) },
	{ SIOCGIWSPY, "SIOCGIWSPY", 256 },
	{ SIOCGIWAP, "SIOCGIWAP", 0 },
	{ SIOCGIWAPLIST, "SIOCGIWAPLIST", 1024 },
	{ SIOCGIWESSID, "SIOCGIWESSID", IW_ESSID_MAX_SIZE + 2 },
	{ SIOCGIWESSID, "SIOCGIWESSID(33)", IW_ESSID_MAX_SIZE + 1 },
	{ SIOCGIWESSID, "SIOCGIWESSID(small)", 2 },
	{ SIOCGIWNICKN, "SIOCGIWNICKN", IW_ESSID_MAX_SIZE + 2 },
	{ SIOCGIWRATE, "SIOCGIWRATE", 0 },
	{ SIOCGIWRTS, "SIOCGIWRTS", 0 },
	{ SIOCGIWFRAG, "SIOCGIWFRAG", 0 },
	{ SIOCGIWTXPOW, "SIOCGIWTXPOW", 0 },
	{ SIOCGIWRETRY, "SIOCGIWRETRY", 0 },
	{ SIOCGIWENCODE, "SIOCGIWENCODE", IW_ENCODING_TOKEN_MAX },
	{ SIOCGIWPOWER, "SIOCGIWPOWER", 0 },
	{ SIOCGIWMODUL, "SIOCGIWMODUL", 0 },
	{ SIOCGIWGENIE, "SIOCGIWGENIE", 256 },
	{ SIOCGIWAUTH, "SIOCGIWAUTH", 0 },
	{ SIOCGIWENCODEEXT, "SIOCGIWENCODEEXT", 128 },
};

static void inline_requests(int skfd, const char *ifname)
{
	unsigned char buf[2 * sizeof(struct iw_range)];

	for (size_t k = 0; k < sizeof(reqs) / sizeof(reqs[0]); k++) {
		struct iwreq w;
		int r, err;

		/* a program's stack: a sentinel, the bytes the kernel does
		 * not write keep it */
		memset(&w, 0xA5, sizeof(w));
		memset(buf, 0x5A, sizeof(buf));
		if (reqs[k].point) {
			w.u.data.pointer = buf;
			w.u.data.length = (__u16)reqs[k].point;
			w.u.data.flags = 0;
		} else if (reqs[k].cmd == SIOCGIWTXPOW ||
			   reqs[k].cmd == SIOCGIWRETRY) {
			w.u.param.flags = 0;
		}
		errno = 0;
		r = iw_get_ext(skfd, ifname, reqs[k].cmd, &w);
		err = errno;
		show_req(reqs[k].name, r, err, &w, reqs[k].point != 0);
		if (r >= 0 && reqs[k].point)
			hex("data", buf, w.u.data.length <= sizeof(buf) ?
			    w.u.data.length : sizeof(buf));
	}
}

static int one(int skfd, char *ifname, char *args[], int count)
{
	wireless_config c;
	struct iw_range range;
	iwstats stats;
	char s[512];
	int r, has_range;

	(void)args;
	(void)count;
	printf("== %s\n", ifname);

	memset(&c, 0x5A, sizeof(c));
	r = iw_get_basic_config(skfd, ifname, &c);
	printf(" iw_get_basic_config: %d\n", r);
	if (r >= 0) {
		printf("  name \"%s\" nwid %d freq %d %.17g flags %d key %d "
		       "size %d flags 0x%x essid %d on %d len %d \"%.*s\" "
		       "mode %d %d (%s)\n", c.name, c.has_nwid, c.has_freq,
		       c.freq, c.freq_flags, c.has_key, c.key_size, c.key_flags,
		       c.has_essid, c.essid_on, c.essid_len, c.essid_len,
		       c.essid, c.has_mode, c.mode,
		       c.has_mode ? iw_operation_mode[c.mode] : "-");
		if (c.has_freq) {
			iw_print_freq(s, sizeof(s), c.freq, -1, c.freq_flags);
			printf("  %s\n", s);
		}
		if (c.has_key) {
			iw_print_key(s, sizeof(s), c.key, c.key_size,
				     c.key_flags);
			printf("  key %s\n", s);
		}
		hex("wireless_config", &c, sizeof(c));
	}

	memset(&range, 0x5A, sizeof(range));
	has_range = iw_get_range_info(skfd, ifname, &range) >= 0;
	printf(" iw_get_range_info: %d\n", has_range);
	if (has_range) {
		hex("iw_range", &range, sizeof(range));
		if (c.has_freq)
			printf("  channel %d\n",
			       iw_freq_to_channel(c.freq, &range));
	}

	memset(&stats, 0x5A, sizeof(stats));
	errno = 0;
	r = iw_get_stats(skfd, ifname, &stats, &range, has_range);
	printf(" iw_get_stats: %d errno %d\n", r, r < 0 ? errno : 0);
	if (r >= 0) {
		hex("iwstats", &stats, sizeof(stats));
		iw_print_stats(s, sizeof(s), &stats.qual, &range, has_range);
		printf("  %s\n", s);
	}

	iwprivargs *priv = NULL;
	errno = 0;
	r = iw_get_priv_info(skfd, ifname, &priv);
	printf(" iw_get_priv_info: %d errno %d\n", r, r < 0 ? errno : 0);
	free(priv);

	printf(" iw_check_mac_addr_type: %d\n",
	       iw_check_mac_addr_type(skfd, ifname));
	fflush(stdout);
	inline_requests(skfd, ifname);
	return 0;
}

int main(int argc, char **argv)
{
	int skfd = iw_sockets_open();

	if (skfd < 0) {
		perror("socket");
		return 1;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("iw_get_kernel_we_version: %d\n", iw_get_kernel_we_version());
	printf("iw_print_version_info: %d\n",
	       iw_print_version_info("libiw-client"));
	if (argc > 1) {
		for (int i = 1; i < argc; i++)
			one(skfd, argv[i], NULL, 0);
	} else {
		iw_enum_devices(skfd, one, NULL, 0);
	}
	iw_sockets_close(skfd);
	return 0;
}
