/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * beacon-inject.c - test tool for tests/vm: transmit 802.11 beacons for many
 * made-up BSSes through a monitor interface (mac80211_hwsim delivers frames
 * injected on one radio to every other radio on the same channel, so a
 * scanning station there records one BSS per BSSID).
 *
 *   cc -O2 -Wall -o beacon-inject beacon-inject.c
 *   beacon-inject [options] MONITOR_IFACE
 *   beacon-inject -D [options]          (print the frames as hex, send nothing)
 *
 * Every frame is built once, before the first round, from (seed, index)
 * only: the same options always give the same bytes, whatever the round
 * (only the sequence number changes; hwsim rewrites the timestamp). A
 * round sends one beacon per BSS, in index order.
 *
 * BSS number I (FIRST <= I < FIRST+COUNT) has the BSSID
 * 02:be:GG:HH:MM:LL (GG = -g group, HHMMLL = I, 24 bits) and, by default,
 * the SSID of the -s pattern with each run of '#' replaced by I in decimal,
 * zero-padded to the length of the run ("dense-####" -> "dense-0042").
 *
 * Options (defaults in brackets):
 *   -n COUNT    number of BSSes [16]            -f FIRST   first index [0]
 *   -g GROUP    BSSID byte 3, 0..255 [0]
 *   -s PATTERN  SSID pattern [bi-####]
 *   -S MODE     SSID kind: text (the pattern), bytes (32 bytes, a window of
 *               all 256 byte values, moving with the index), random (0..32
 *               random bytes), hidden (empty), zeros (same length as the
 *               pattern, all 0) [text]
 *   -c CHAN     channel in the DS Parameter Set element; 0: no DS element [1]
 *   -p MODE     privacy bit: off, on, alt (odd indexes on) [off]; set anyway
 *               when the BSS has an RSN/WPA element
 *   -r MODE     rates: b (1 2 5.5 11), g (6..54), bg (4+4, then 4 extended),
 *               none [bg]
 *   -e MODE     security elements: none, rsn, wpa, both, mix (index % 4:
 *               none, rsn, wpa, both) [none]
 *   -x PCT      share of BSSes that get hostile elements, 0..100 [0]
 *   -k KINDS    hostile kinds, comma-separated (see -h), or all [all but
 *               empty-rates, which stops the real iwlist's whole listing]
 *   -z SEED     seed [1]
 *   -t SECONDS  stop after this long; 0: no limit [0]
 *   -R ROUNDS   stop after this many rounds; 0: no limit [0]
 *   -i USEC     pause after each round [0]
 *   -u USEC     pause after each frame [0]
 *   -M BYTES    max frame length, radiotap header included [2300]; the
 *               monitor interface's MTU must allow it (ip link set mtu 2304)
 *   -T TU       beacon interval field [100]
 *   -P MODE     frames: beacon, presp (probe responses), alt (odd indexes
 *               probe responses) [beacon]. mac80211 keeps a probe
 *               response only while scanning and only if it is addressed
 *               to the scanner: give its MAC with -a
 *   -a MAC      destination of probe responses [ff:ff:ff:ff:ff:ff]
 *   -L FILE     write a manifest (one line per BSS: index, BSSID, frame
 *               length, privacy, hostile kinds ["(cut)": some element
 *               did not fit in -M bytes and was left out], SSID as hex)
 *   -D          dump mode: print "INDEX BSSID HEX" per frame, send nothing
 *   -q          no statistics on stderr at the end
 * SIGTERM/SIGINT end the current round early and print the statistics.
 * Exit: 0; 1 bad usage; 2 socket/interface error.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <linux/if_ether.h>
#include <linux/if_packet.h>
#include <net/if.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define RADIOTAP_LEN 8
#define HDR_LEN 24		/* 802.11 management header */
#define FIXED_LEN 12		/* timestamp, beacon interval, capability */
#define MAX_FRAME 2400

/* ------------------------------------------------------------------ PRNG */

/* splitmix64: small, good enough, and the same on every machine. */
struct rng {
	uint64_t s;
};

static uint64_t rng_next(struct rng *r)
{
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* uniform-ish in [0, n) (n > 0) */
static unsigned int rng_below(struct rng *r, unsigned int n)
{
	return (unsigned int)(rng_next(r) % n);
}

static void rng_seed(struct rng *r, uint64_t seed, uint64_t index, uint64_t stream)
{
	r->s = seed * 0x2545f4914f6cdd1dULL ^ (index + 1) * 0x9e3779b97f4a7c15ULL ^
	       (stream << 56);
	(void)rng_next(r);
}

/* -------------------------------------------------------- element buffer */

struct ies {
	uint8_t *buf;		/* start of the elements */
	size_t len;
	size_t cap;
	int full;		/* an element did not fit (and was left out) */
};

/* Append a whole element; left out (and ->full set) if it does not fit. */
static int ie_add(struct ies *e, unsigned int id, const uint8_t *body, size_t blen)
{
	if (blen > 255 || e->len + 2 + blen > e->cap) {
		e->full = 1;
		return -1;
	}
	e->buf[e->len++] = (uint8_t)id;
	e->buf[e->len++] = (uint8_t)blen;
	if (blen)
		memcpy(e->buf + e->len, body, blen);
	e->len += blen;
	return 0;
}

/* Append raw bytes (for deliberately broken element headers). */
static int ie_raw(struct ies *e, const uint8_t *p, size_t n)
{
	if (e->len + n > e->cap) {
		e->full = 1;
		return -1;
	}
	memcpy(e->buf + e->len, p, n);
	e->len += n;
	return 0;
}

static void rand_bytes(struct rng *r, uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)rng_next(r);
}

/* ------------------------------------------------------------ options */

enum ssid_mode { SSID_TEXT, SSID_BYTES, SSID_RANDOM, SSID_HIDDEN, SSID_ZEROS };
enum priv_mode { PRIV_OFF, PRIV_ON, PRIV_ALT };
enum rates_mode { RATES_B, RATES_G, RATES_BG, RATES_NONE };
enum sec_mode { SEC_NONE, SEC_RSN, SEC_WPA, SEC_BOTH, SEC_MIX };

/* Hostile element kinds. */
enum {
	K_OVERRUN,	/* last element's length runs past the end of the frame */
	K_TRUNC_HDR,	/* one lone byte (an element id without length) at the end */
	K_ZERO_LEN,	/* zero-length SSID/RSN/vendor/mesh/DS/TIM/unknown (not
			 * rates: that is empty-rates) */
	K_HUGE_VENDOR,	/* several 255-byte vendor elements (> 1024 bytes of IEs) */
	K_BAD_RSN,	/* RSN bodies short, truncated lists, odd counts/suites */
	K_BAD_WPA,	/* WPA (00:50:f2:01) bodies, same */
	K_SSID_BYTES,	/* SSID of 32 bytes, a window of all 256 byte values */
	K_SSID_LONG,	/* SSID element of 33..255 bytes */
	K_SSID_DUP,	/* a second SSID element further down */
	K_MESH,		/* mesh ID + mesh configuration (good or bad length) */
	K_RATES_ODD,	/* long rate lists, odd values (0, 0x80, 0xff...) */
	K_RANDOM,	/* random well-formed elements, any id */
	K_DS_ODD,	/* DS element of the wrong length, or twice */
	K_EXT,		/* element id 255 (extension) with random ext ids */
	K_MBSSID,	/* Multiple BSSID element with a nontransmitted profile */
	K_EMPTY_RATES,	/* zero-length (extended) supported rates element: the
			 * kernel's WEXT events get a hole, the real iwlist
			 * stops its whole listing there */
	K_COUNT
};

static const char *const kind_names[K_COUNT] = {
	"overrun", "trunc-hdr", "zero-len", "huge-vendor", "bad-rsn", "bad-wpa",
	"ssid-bytes", "ssid-long", "ssid-dup", "mesh", "rates-odd", "random",
	"ds-odd", "ext", "mbssid", "empty-rates",
};

struct opts {
	unsigned int count, first, group;
	const char *pattern;
	enum ssid_mode ssid;
	unsigned int chan;
	enum priv_mode priv;
	enum rates_mode rates;
	enum sec_mode sec;
	unsigned int hostile_pct;
	uint32_t kinds;		/* bit per K_* */
	uint64_t seed;
	double seconds;
	unsigned long rounds;
	unsigned long round_pause_us, frame_pause_us;
	size_t max_frame;
	unsigned int beacon_int;
	int presp;		/* 0 beacons, 1 probe responses, 2 alternate */
	uint8_t presp_da[6];
	const char *manifest;
	int dump, quiet;
	const char *ifname;
};

static void usage(FILE *f)
{
	fputs("usage: beacon-inject [-n COUNT] [-f FIRST] [-g GROUP] [-s PATTERN]\n"
	      "         [-S text|bytes|random|hidden|zeros] [-c CHAN] [-p off|on|alt]\n"
	      "         [-r b|g|bg|none] [-e none|rsn|wpa|both|mix] [-x PCT] [-k KINDS]\n"
	      "         [-z SEED] [-t SECONDS] [-R ROUNDS] [-i USEC] [-u USEC] [-M BYTES]\n"
	      "         [-T TU] [-P beacon|presp|alt] [-a MAC] [-L MANIFEST] [-q]\n"
	      "         (MONITOR_IFACE | -D)\n"
	      "hostile kinds (-k, comma-separated, or all):", f);
	for (int k = 0; k < K_COUNT; k++)
		fprintf(f, " %s", kind_names[k]);
	fputs("\nsee the comment at the top of beacon-inject.c\n", f);
}

static void die_usage(const char *fmt, ...)
{
	va_list ap;

	fputs("beacon-inject: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	usage(stderr);
	exit(1);
}

static unsigned long parse_ul(const char *s, unsigned long max, char opt)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(s, &end, 0);
	if (errno || end == s || *end || v > max || s[0] == '-')
		die_usage("bad value for -%c: %s", opt, s);
	return v;
}

static int pick(const char *s, const char *const *names, int n, char opt)
{
	for (int i = 0; i < n; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	die_usage("bad value for -%c: %s", opt, s);
	return -1;
}

static uint32_t parse_kinds(const char *s)
{
	uint32_t m = 0;
	char *copy = strdup(s), *save = NULL, *tok;

	if (!copy)
		exit(2);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (strcmp(tok, "all") == 0) {
			m |= (1u << K_COUNT) - 1;
			continue;
		}
		m |= 1u << pick(tok, kind_names, K_COUNT, 'k');
	}
	free(copy);
	if (!m)
		die_usage("-k: no kind");
	return m;
}

/* --------------------------------------------------------- frame builder */

struct bss {
	uint8_t frame[MAX_FRAME];
	size_t len;
	uint8_t bssid[6];
	int privacy;
	uint32_t kinds;		/* hostile kinds used */
	int full;		/* some element did not fit in -M bytes */
	uint8_t ssid[255];
	size_t ssid_len;
};

/* The SSID from the pattern: '#' runs become the index, zero-padded. */
static size_t ssid_from_pattern(const char *pat, unsigned int idx, uint8_t *out)
{
	size_t n = 0;

	for (const char *p = pat; *p && n < 32;) {
		if (*p == '#') {
			int w = 0;
			char num[32];

			while (p[w] == '#')
				w++;
			snprintf(num, sizeof(num), "%0*u", w > 10 ? 10 : w, idx);
			for (size_t i = 0; num[i] && n < 32; i++)
				out[n++] = (uint8_t)num[i];
			p += w;
		} else {
			out[n++] = (uint8_t)*p++;
		}
	}
	return n;
}

static const uint8_t rsn_oui[3] = { 0x00, 0x0f, 0xac };
static const uint8_t wpa_oui[3] = { 0x00, 0x50, 0xf2 };

/* A well-formed RSN body (CCMP, PSK) or WPA body (TKIP, PSK). */
static size_t good_rsn(uint8_t *b, int wpa)
{
	const uint8_t *oui = wpa ? wpa_oui : rsn_oui;
	uint8_t cipher = wpa ? 2 : 4;
	size_t n = 0;

	if (wpa) {
		memcpy(b, wpa_oui, 3);
		b[3] = 0x01;
		n = 4;
	}
	b[n++] = 1; b[n++] = 0;			/* version 1 */
	memcpy(b + n, oui, 3); b[n + 3] = cipher; n += 4;	/* group */
	b[n++] = 1; b[n++] = 0;			/* 1 pairwise */
	memcpy(b + n, oui, 3); b[n + 3] = cipher; n += 4;
	b[n++] = 1; b[n++] = 0;			/* 1 AKM */
	memcpy(b + n, oui, 3); b[n + 3] = 2; n += 4;	/* PSK */
	if (!wpa) {
		b[n++] = 0; b[n++] = 0;		/* RSN capabilities */
	}
	return n;
}

/*
 * A broken or odd RSN/WPA body: one of several shapes. @wpa: with the
 * 00:50:f2:01 prefix. Returns the body length (<= 255).
 */
static size_t bad_rsn(struct rng *r, uint8_t *b, int wpa)
{
	const uint8_t *oui = wpa ? wpa_oui : rsn_oui;
	size_t n = 0, pre = 0, m;
	unsigned int shape = rng_below(r, 12);

	if (wpa) {
		memcpy(b, wpa_oui, 3);
		/* mostly type 1 (WPA); sometimes WMM (2) or odd */
		b[3] = rng_below(r, 4) ? 0x01 : (uint8_t)rng_below(r, 8);
		pre = n = 4;
		if (rng_below(r, 6) == 0)
			return rng_below(r, 4);		/* OUI cut short */
	}
	switch (shape) {
	case 0:			/* version only, or less */
		n += rng_below(r, 3);
		for (size_t i = pre; i < n; i++)
			b[i] = (uint8_t)rng_below(r, 3);
		return n;
	case 1:			/* version + part of the group cipher */
		b[n++] = 1; b[n++] = 0;
		memcpy(b + n, oui, 3);
		b[n + 3] = 4;
		n += 1 + rng_below(r, 3);	/* 1..3 of its 4 bytes */
		return n;
	case 2:			/* group cipher, then a lone count byte */
		b[n++] = 1; b[n++] = 0;
		memcpy(b + n, oui, 3); b[n + 3] = 4; n += 4;
		b[n++] = (uint8_t)(1 + rng_below(r, 5));
		return n;
	case 3:			/* pairwise count larger than the list */
	case 4:			/* AKM count larger than the list */
	case 5: {		/* counts of 0 or huge, suites of every type */
		unsigned int pc = 1 + rng_below(r, 4), ac = 1 + rng_below(r, 3);
		unsigned int pc_claim = pc, ac_claim = ac;

		if (shape == 3)
			pc_claim = pc + 1 + rng_below(r, 300);
		if (shape == 4)
			ac_claim = ac + 1 + rng_below(r, 3);
		if (shape == 5) {
			pc_claim = rng_below(r, 2) ? 0 : 0xffff;
			pc = 0;
		}
		b[n++] = 1; b[n++] = 0;
		memcpy(b + n, oui, 3); b[n + 3] = (uint8_t)rng_below(r, 256); n += 4;
		b[n++] = (uint8_t)pc_claim; b[n++] = (uint8_t)(pc_claim >> 8);
		for (unsigned int i = 0; i < pc; i++, n += 4) {
			memcpy(b + n, oui, 3);
			b[n + 3] = (uint8_t)rng_below(r, 16);
		}
		b[n++] = (uint8_t)ac_claim; b[n++] = (uint8_t)(ac_claim >> 8);
		for (unsigned int i = 0; i < ac; i++, n += 4) {
			memcpy(b + n, oui, 3);
			b[n + 3] = (uint8_t)rng_below(r, 16);
		}
		return n;
	}
	case 6: {		/* proprietary OUIs everywhere, preauth bit */
		b[n++] = 1; b[n++] = 0;
		rand_bytes(r, b + n, 4); n += 4;
		b[n++] = 2; b[n++] = 0;
		rand_bytes(r, b + n, 8); n += 8;
		b[n++] = 1; b[n++] = 0;
		rand_bytes(r, b + n, 4); n += 4;
		b[n++] = 0x01; b[n++] = 0x00;	/* preauth */
		return n;
	}
	case 7:			/* a good body cut at a random point */
		n = good_rsn(b, wpa);
		return pre + rng_below(r, (unsigned int)(n - pre) + 1) ;
	case 8:			/* a good body with trailing garbage (PMKIDs...) */
		n = good_rsn(b, wpa);
		b[n++] = (uint8_t)rng_below(r, 4); b[n++] = 0;	/* PMKID count */
		m = 16 + rng_below(r, 40);
		rand_bytes(r, b + n, m);
		return n + m;
	case 9:			/* version 0 / 0xffff, otherwise good */
		n = good_rsn(b, wpa);
		b[pre] = rng_below(r, 2) ? 0xff : 0x00;
		b[pre + 1] = b[pre];
		return n;
	case 10: {		/* the longest list that fits in 255 bytes */
		unsigned int pc = 60;

		b[n++] = 1; b[n++] = 0;
		memcpy(b + n, oui, 3); b[n + 3] = 2; n += 4;
		if (wpa)
			pc = 59;
		b[n++] = (uint8_t)pc; b[n++] = 0;
		for (unsigned int i = 0; i < pc; i++, n += 4) {
			memcpy(b + n, oui, 3);
			b[n + 3] = (uint8_t)i;
		}
		return n;	/* no AKM count: the list ends at the element end */
	}
	default:		/* random bytes after the prefix */
		n += rng_below(r, (unsigned int)(255 - n) + 1);
		rand_bytes(r, b + pre, n - pre);
		return n;
	}
}

static void add_rates(struct ies *e, enum rates_mode m)
{
	static const uint8_t b_rates[] = { 0x82, 0x84, 0x8b, 0x96 };
	static const uint8_t g_rates[] = { 0x0c, 0x12, 0x18, 0x24, 0x30, 0x48, 0x60, 0x6c };
	static const uint8_t bg_rates[] = { 0x82, 0x84, 0x8b, 0x96, 0x0c, 0x12, 0x18, 0x24 };

	switch (m) {
	case RATES_B:
		ie_add(e, 1, b_rates, sizeof(b_rates));
		break;
	case RATES_G:
		ie_add(e, 1, g_rates, sizeof(g_rates));
		break;
	case RATES_BG:
		ie_add(e, 1, bg_rates, sizeof(bg_rates));
		break;
	case RATES_NONE:
		break;
	}
}

/* Pick the hostile kinds of the h-th hostile BSS: kind (h mod #enabled)
 * always (so every enabled kind shows up), plus up to two random others. */
static uint32_t choose_kinds(struct rng *r, uint32_t enabled, unsigned int h)
{
	int list[K_COUNT], n = 0;
	uint32_t m;

	for (int k = 0; k < K_COUNT; k++)
		if (enabled & (1u << k))
			list[n++] = k;
	m = 1u << list[h % (unsigned int)n];
	for (unsigned int extra = rng_below(r, 3); extra; extra--)
		m |= 1u << list[rng_below(r, (unsigned int)n)];
	return m;
}

static void build_bss(const struct opts *o, unsigned int idx, unsigned int hostile_no,
		      int hostile, struct bss *bs)
{
	struct rng r;
	struct ies e;
	uint8_t *f = bs->frame, body[256];
	unsigned int cap = 0x0001 | 0x0400;	/* ESS, short slot time */
	enum sec_mode sec = o->sec;
	uint32_t k = 0;
	size_t n;

	memset(bs, 0, sizeof(*bs));
	memset(body, 0, sizeof(body));
	rng_seed(&r, o->seed, idx, 0);

	/* radiotap: version 0, length 8, no fields */
	f[0] = 0; f[1] = 0; f[2] = RADIOTAP_LEN; f[3] = 0;
	f[4] = f[5] = f[6] = f[7] = 0;
	/* 802.11 beacon header */
	uint8_t *h = f + RADIOTAP_LEN;
	if (o->presp == 1 || (o->presp == 2 && idx % 2)) {
		h[0] = 0x50;			/* frame control: probe response */
		memcpy(h + 4, o->presp_da, 6);	/* DA: the scanner */
	} else {
		h[0] = 0x80;			/* frame control: beacon */
		memset(h + 4, 0xff, 6);		/* DA: broadcast */
	}
	h[1] = 0x00;
	h[2] = h[3] = 0;			/* duration */
	bs->bssid[0] = 0x02; bs->bssid[1] = 0xbe; bs->bssid[2] = (uint8_t)o->group;
	bs->bssid[3] = (uint8_t)(idx >> 16); bs->bssid[4] = (uint8_t)(idx >> 8);
	bs->bssid[5] = (uint8_t)idx;
	memcpy(h + 10, bs->bssid, 6);		/* SA */
	memcpy(h + 16, bs->bssid, 6);		/* BSSID */
	h[22] = h[23] = 0;			/* sequence control, set per round */
	/* fixed fields: timestamp (hwsim fills it in), interval, capability */
	uint8_t *fx = h + HDR_LEN;
	memset(fx, 0, 8);
	fx[8] = (uint8_t)o->beacon_int; fx[9] = (uint8_t)(o->beacon_int >> 8);

	e.buf = fx + FIXED_LEN;
	e.len = 0;
	e.cap = o->max_frame - RADIOTAP_LEN - HDR_LEN - FIXED_LEN;
	e.full = 0;

	if (sec == SEC_MIX)
		sec = (enum sec_mode)(idx % 4);
	if (hostile)
		k = choose_kinds(&r, o->kinds, hostile_no);
	bs->kinds = k;

	/* SSID */
	switch (o->ssid) {
	case SSID_TEXT:
		bs->ssid_len = ssid_from_pattern(o->pattern, idx, bs->ssid);
		break;
	case SSID_BYTES:
		bs->ssid_len = 32;
		for (unsigned int i = 0; i < 32; i++)
			bs->ssid[i] = (uint8_t)(idx * 32 + i);
		break;
	case SSID_RANDOM:
		bs->ssid_len = rng_below(&r, 33);
		rand_bytes(&r, bs->ssid, bs->ssid_len);
		break;
	case SSID_HIDDEN:
		bs->ssid_len = 0;
		break;
	case SSID_ZEROS:
		bs->ssid_len = ssid_from_pattern(o->pattern, idx, bs->ssid);
		memset(bs->ssid, 0, bs->ssid_len);
		break;
	}
	if (k & (1u << K_SSID_BYTES)) {
		bs->ssid_len = 32;
		for (unsigned int i = 0; i < 32; i++)
			bs->ssid[i] = (uint8_t)(hostile_no * 32 + i);
	}
	if (k & (1u << K_SSID_LONG)) {
		bs->ssid_len = 33 + rng_below(&r, 223);
		/* keep it readable-ish: the index, then random bytes */
		n = ssid_from_pattern(o->pattern, idx, bs->ssid);
		rand_bytes(&r, bs->ssid + n, bs->ssid_len - n);
	}
	if ((k & (1u << K_ZERO_LEN)) && rng_below(&r, 2))
		bs->ssid_len = 0;
	ie_add(&e, 0, bs->ssid, bs->ssid_len);

	/* rates */
	int empty_ext = 0;

	if (k & (1u << K_EMPTY_RATES)) {
		empty_ext = (int)rng_below(&r, 2);
		if (empty_ext)
			add_rates(&e, RATES_B);
		else
			ie_add(&e, 1, NULL, 0);
	} else if (k & (1u << K_RATES_ODD)) {
		n = 1 + rng_below(&r, 255);
		rand_bytes(&r, body, n);
		if (n > 2) {
			body[0] = 0x00;		/* rate 0 */
			body[1] = 0xff;		/* basic 63.5 */
			body[2] = 0x80;		/* basic 0 */
		}
		ie_add(&e, 1, body, n);
	} else {
		add_rates(&e, o->rates);
	}

	/* DS parameter set */
	if (o->chan) {
		uint8_t ch = (uint8_t)o->chan;

		if (k & (1u << K_DS_ODD)) {
			switch (rng_below(&r, 3)) {
			case 0:		/* two bytes: ignored by cfg80211 */
				body[0] = ch; body[1] = ch;
				ie_add(&e, 3, body, 2);
				break;
			case 1:		/* empty */
				ie_add(&e, 3, NULL, 0);
				break;
			default:	/* twice (the first one counts) */
				ie_add(&e, 3, &ch, 1);
				body[0] = 11;
				ie_add(&e, 3, body, 1);
				break;
			}
		} else {
			ie_add(&e, 3, &ch, 1);
		}
	}

	/* TIM: DTIM count 0, period 1, no traffic */
	body[0] = 0; body[1] = 1; body[2] = 0; body[3] = 0;
	ie_add(&e, 5, body, 4);

	if (empty_ext)
		ie_add(&e, 50, NULL, 0);
	else if (o->rates == RATES_BG && !(k & ((1u << K_EMPTY_RATES) | (1u << K_RATES_ODD)))) {
		body[0] = 0;		/* ERP: no protection */
		ie_add(&e, 42, body, 1);
		static const uint8_t ext[] = { 0x30, 0x48, 0x60, 0x6c };
		ie_add(&e, 50, ext, sizeof(ext));
	}
	if (k & (1u << K_RATES_ODD)) {
		n = 1 + rng_below(&r, 255);	/* empty is empty-rates' job */
		rand_bytes(&r, body, n);
		ie_add(&e, 50, body, n);
	}

	/* security */
	if (sec == SEC_RSN || sec == SEC_BOTH) {
		n = good_rsn(body, 0);
		ie_add(&e, 0x30, body, n);
	}
	if (k & (1u << K_BAD_RSN)) {
		for (unsigned int i = 1 + rng_below(&r, 2); i; i--) {
			n = bad_rsn(&r, body, 0);
			ie_add(&e, 0x30, body, n);
		}
	}
	if (sec == SEC_WPA || sec == SEC_BOTH) {
		n = good_rsn(body, 1);
		ie_add(&e, 0xdd, body, n);
	}
	if (k & (1u << K_BAD_WPA)) {
		for (unsigned int i = 1 + rng_below(&r, 2); i; i--) {
			n = bad_rsn(&r, body, 1);
			ie_add(&e, 0xdd, body, n);
		}
	}

	if (k & (1u << K_ZERO_LEN)) {
		static const uint8_t ids[] = { 0x30, 0xdd, 113, 114, 3, 5, 7, 45, 61, 127, 200 };

		for (unsigned int i = 2 + rng_below(&r, 5); i; i--)
			ie_add(&e, ids[rng_below(&r, sizeof(ids))], NULL, 0);
	}
	if (k & (1u << K_SSID_DUP)) {
		n = rng_below(&r, 33);
		rand_bytes(&r, body, n);
		ie_add(&e, 0, body, n);
	}
	if (k & (1u << K_MESH)) {
		n = ssid_from_pattern("mesh-####", idx, body);
		ie_add(&e, 114, body, rng_below(&r, 4) ? n : 0);
		n = rng_below(&r, 3) ? 7 : rng_below(&r, 12);
		rand_bytes(&r, body, n);
		ie_add(&e, 113, body, n);
	}
	if (k & (1u << K_EXT)) {
		for (unsigned int i = 1 + rng_below(&r, 3); i; i--) {
			n = 1 + rng_below(&r, 60);
			rand_bytes(&r, body, n);
			body[0] = (uint8_t)(rng_below(&r, 2) ? 35 + rng_below(&r, 2) : rng_below(&r, 256));
			ie_add(&e, 255, body, n);
		}
	}
	if (k & (1u << K_MBSSID)) {
		/* max BSSID indicator 2..4; one nontransmitted profile with
		 * capability (83), SSID and multiple-BSSID index (85); now and
		 * then a subelement whose length is off */
		size_t p = 0, s;

		body[p++] = (uint8_t)(2 + rng_below(&r, 3));
		body[p++] = 0;		/* subelement: nontransmitted profile */
		s = p++;
		body[p++] = 83; body[p++] = 2; body[p++] = 0x01; body[p++] = 0x04;
		n = ssid_from_pattern("nontx-####", idx, body + p + 2);
		body[p++] = 0; body[p++] = (uint8_t)n; p += n;
		body[p++] = 85; body[p++] = 1; body[p++] = (uint8_t)(1 + rng_below(&r, 3));
		body[s] = (uint8_t)(p - s - 1);
		if (rng_below(&r, 4) == 0)
			body[s] = (uint8_t)(body[s] + 1 + rng_below(&r, 40));	/* overlong */
		ie_add(&e, 71, body, p);
	}
	if (k & (1u << K_RANDOM)) {
		for (unsigned int i = 1 + rng_below(&r, 8); i; i--) {
			unsigned int id = rng_below(&r, 256);

			n = rng_below(&r, 256);
			if (n == 0 && (id == 1 || id == 50))
				n = 1;		/* empty rates: see empty-rates */
			rand_bytes(&r, body, n);
			ie_add(&e, id, body, n);
		}
	}
	if (k & (1u << K_HUGE_VENDOR)) {
		for (unsigned int i = 3 + rng_below(&r, 4); i; i--) {
			rand_bytes(&r, body, 255);
			switch (rng_below(&r, 3)) {
			case 0:			/* WPA OUI, type 1, junk */
				memcpy(body, wpa_oui, 3);
				body[3] = 1;
				break;
			case 1:			/* WMM-ish */
				memcpy(body, wpa_oui, 3);
				body[3] = 2;
				break;
			default:
				break;
			}
			ie_add(&e, 0xdd, body, 255);
		}
	}
	/* the tail: both kinds leave an element that cannot be complete */
	if (k & (1u << K_TRUNC_HDR)) {
		body[0] = (uint8_t)(rng_below(&r, 2) ? 0xdd : rng_below(&r, 256));
		ie_raw(&e, body, 1);
	} else if (k & (1u << K_OVERRUN)) {
		static const uint8_t ids[] = { 0xdd, 0x30, 0x00, 0x01, 50, 113 };
		unsigned int have = rng_below(&r, 8);

		body[0] = ids[rng_below(&r, sizeof(ids))];
		body[1] = (uint8_t)(have + 1 + rng_below(&r, 255 - have));
		rand_bytes(&r, body + 2, have);
		if (body[0] == 0xdd && have >= 4) {
			memcpy(body + 2, wpa_oui, 3);
			body[5] = 1;
		}
		ie_raw(&e, body, 2 + have);
	}

	/* privacy */
	bs->privacy = o->priv == PRIV_ON || (o->priv == PRIV_ALT && (idx & 1)) ||
		      sec != SEC_NONE;
	if (bs->privacy)
		cap |= 0x0010;
	fx[10] = (uint8_t)cap; fx[11] = (uint8_t)(cap >> 8);

	bs->full = e.full;
	bs->len = RADIOTAP_LEN + HDR_LEN + FIXED_LEN + e.len;
}

/* ------------------------------------------------------------------ main */

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void write_manifest(const struct opts *o, const struct bss *all)
{
	FILE *f = fopen(o->manifest, "w");

	if (!f) {
		perror(o->manifest);
		exit(2);
	}
	fprintf(f, "# index bssid frame_len privacy kinds ssid_hex\n");
	for (unsigned int i = 0; i < o->count; i++) {
		const struct bss *b = &all[i];
		int first = 1;

		fprintf(f, "%u %02x:%02x:%02x:%02x:%02x:%02x %zu %d ", o->first + i,
			b->bssid[0], b->bssid[1], b->bssid[2], b->bssid[3],
			b->bssid[4], b->bssid[5], b->len, b->privacy);
		for (int k = 0; k < K_COUNT; k++)
			if (b->kinds & (1u << k)) {
				fprintf(f, "%s%s", first ? "" : ",", kind_names[k]);
				first = 0;
			}
		if (first)
			fputc('-', f);
		if (b->full)
			fputs("(cut)", f);
		fputc(' ', f);
		for (size_t j = 0; j < b->ssid_len; j++)
			fprintf(f, "%02x", b->ssid[j]);
		if (!b->ssid_len)
			fputc('-', f);
		fputc('\n', f);
	}
	fclose(f);
}

int main(int argc, char **argv)
{
	static const char *const ssid_names[] = { "text", "bytes", "random", "hidden", "zeros" };
	static const char *const priv_names[] = { "off", "on", "alt" };
	static const char *const rates_names[] = { "b", "g", "bg", "none" };
	static const char *const sec_names[] = { "none", "rsn", "wpa", "both", "mix" };
	struct opts o = {
		.count = 16, .pattern = "bi-####", .ssid = SSID_TEXT, .chan = 1,
		.priv = PRIV_OFF, .rates = RATES_BG, .sec = SEC_NONE,
		.kinds = ((1u << K_COUNT) - 1) & ~(1u << K_EMPTY_RATES),
		.seed = 1, .max_frame = 2300, .beacon_int = 100,
		.presp_da = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff },
	};
	struct bss *all;
	int c, fd = -1;

	while ((c = getopt(argc, argv, "n:f:g:s:S:c:p:r:e:x:k:z:t:R:i:u:M:T:P:a:L:Dqh")) != -1) {
		switch (c) {
		case 'n': o.count = (unsigned int)parse_ul(optarg, 1u << 20, 'n'); break;
		case 'f': o.first = (unsigned int)parse_ul(optarg, (1u << 24) - 1, 'f'); break;
		case 'g': o.group = (unsigned int)parse_ul(optarg, 255, 'g'); break;
		case 's': o.pattern = optarg; break;
		case 'S': o.ssid = (enum ssid_mode)pick(optarg, ssid_names, 5, 'S'); break;
		case 'c': o.chan = (unsigned int)parse_ul(optarg, 255, 'c'); break;
		case 'p': o.priv = (enum priv_mode)pick(optarg, priv_names, 3, 'p'); break;
		case 'r': o.rates = (enum rates_mode)pick(optarg, rates_names, 4, 'r'); break;
		case 'e': o.sec = (enum sec_mode)pick(optarg, sec_names, 5, 'e'); break;
		case 'x': o.hostile_pct = (unsigned int)parse_ul(optarg, 100, 'x'); break;
		case 'k': o.kinds = parse_kinds(optarg); break;
		case 'z': o.seed = parse_ul(optarg, ~0UL, 'z'); break;
		case 't': {
			char *end;

			o.seconds = strtod(optarg, &end);
			if (end == optarg || *end || o.seconds < 0)
				die_usage("bad value for -t: %s", optarg);
			break;
		}
		case 'R': o.rounds = parse_ul(optarg, ~0UL, 'R'); break;
		case 'i': o.round_pause_us = parse_ul(optarg, 60000000, 'i'); break;
		case 'u': o.frame_pause_us = parse_ul(optarg, 60000000, 'u'); break;
		case 'M':
			o.max_frame = parse_ul(optarg, MAX_FRAME, 'M');
			if (o.max_frame < RADIOTAP_LEN + HDR_LEN + FIXED_LEN)
				die_usage("-M: at least %d", RADIOTAP_LEN + HDR_LEN + FIXED_LEN);
			break;
		case 'T': o.beacon_int = (unsigned int)parse_ul(optarg, 65535, 'T'); break;
		case 'L': o.manifest = optarg; break;
		case 'P':
			if (!strcmp(optarg, "beacon"))
				o.presp = 0;
			else if (!strcmp(optarg, "presp"))
				o.presp = 1;
			else if (!strcmp(optarg, "alt"))
				o.presp = 2;
			else {
				fprintf(stderr, "beacon-inject: -P beacon|presp|alt\n");
				return 1;
			}
			break;
		case 'a': {
			unsigned int m[6];
			char end;

			if (sscanf(optarg, "%x:%x:%x:%x:%x:%x%c", &m[0], &m[1], &m[2],
				   &m[3], &m[4], &m[5], &end) != 6) {
				fprintf(stderr, "beacon-inject: -a MAC\n");
				return 1;
			}
			for (int i = 0; i < 6; i++)
				o.presp_da[i] = (uint8_t)m[i];
			break;
		}
		case 'D': o.dump = 1; break;
		case 'q': o.quiet = 1; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 1;
		}
	}
	if (o.dump) {
		if (optind != argc)
			die_usage("-D takes no interface");
	} else {
		if (optind + 1 != argc)
			die_usage("one monitor interface expected");
		o.ifname = argv[optind];
	}
	if (o.count == 0)
		die_usage("-n: at least 1");
	if (o.first + (unsigned long)o.count > (1ul << 24))
		die_usage("-f/-n: indexes past 2^24");

	/* Build every frame once. Whether a BSS is hostile depends only on
	 * (seed, index); its kinds also on how many hostile BSSes precede it
	 * in the -f/-n window. */
	all = calloc(o.count, sizeof(*all));
	if (!all) {
		perror("calloc");
		return 2;
	}
	unsigned int hostile_no = 0;
	for (unsigned int i = 0; i < o.count; i++) {
		unsigned int idx = o.first + i;
		struct rng r;
		int hostile;

		rng_seed(&r, o.seed, idx, 1);
		hostile = o.hostile_pct && rng_below(&r, 100) < o.hostile_pct;
		build_bss(&o, idx, hostile ? hostile_no : 0, hostile, &all[i]);
		if (hostile)
			hostile_no++;
	}
	if (o.manifest)
		write_manifest(&o, all);

	if (o.dump) {
		for (unsigned int i = 0; i < o.count; i++) {
			printf("%u %02x:%02x:%02x:%02x:%02x:%02x ", o.first + i,
			       all[i].bssid[0], all[i].bssid[1], all[i].bssid[2],
			       all[i].bssid[3], all[i].bssid[4], all[i].bssid[5]);
			for (size_t j = 0; j < all[i].len; j++)
				printf("%02x", all[i].frame[j]);
			putchar('\n');
		}
		free(all);
		return 0;
	}

	/* AF_PACKET raw socket bound to the monitor interface: what we send
	 * is radiotap + 802.11 frame, handed to mac80211 as injected. */
	struct sockaddr_ll sll;
	unsigned int ifindex = if_nametoindex(o.ifname);

	if (!ifindex) {
		fprintf(stderr, "beacon-inject: %s: %s\n", o.ifname, strerror(errno));
		return 2;
	}
	fd = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
	if (fd < 0) {
		perror("beacon-inject: socket(AF_PACKET)");
		return 2;
	}
	memset(&sll, 0, sizeof(sll));
	sll.sll_family = AF_PACKET;
	sll.sll_ifindex = (int)ifindex;
	sll.sll_protocol = htons(ETH_P_ALL);
	if (bind(fd, (struct sockaddr *)&sll, sizeof(sll)) < 0) {
		perror("beacon-inject: bind");
		return 2;
	}

	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);

	double t0 = now_s();
	unsigned long rounds = 0, sent = 0, errors = 0, emsgsize = 0, enobufs = 0;
	unsigned int seq = 0;
	int last_errno = 0;

	while (!stop) {
		for (unsigned int i = 0; i < o.count && !stop; i++) {
			uint8_t *h = all[i].frame + RADIOTAP_LEN;

			h[22] = (uint8_t)(seq << 4);
			h[23] = (uint8_t)(seq >> 4);
			seq = (seq + 1) & 0xfff;
			if (send(fd, all[i].frame, all[i].len, 0) < 0) {
				errors++;
				last_errno = errno;
				if (errno == EMSGSIZE)
					emsgsize++;
				else if (errno == ENOBUFS || errno == EAGAIN)
					enobufs++;
				else if (errno == ENETDOWN || errno == ENXIO || errno == ENODEV) {
					fprintf(stderr, "beacon-inject: %s: %s\n", o.ifname,
						strerror(errno));
					stop = 1;
				}
			} else {
				sent++;
			}
			if (o.frame_pause_us)
				usleep((useconds_t)o.frame_pause_us);
		}
		rounds++;
		if (o.rounds && rounds >= o.rounds)
			break;
		if (o.seconds > 0 && now_s() - t0 >= o.seconds)
			break;
		if (o.round_pause_us && !stop)
			usleep((useconds_t)o.round_pause_us);
	}
	double dt = now_s() - t0;

	if (!o.quiet) {
		fprintf(stderr, "beacon-inject: %s: %u BSSes, %lu rounds, %lu frames sent, "
			"%lu errors (%lu EMSGSIZE, %lu ENOBUFS/EAGAIN%s%s) in %.2fs, %.0f frames/s\n",
			o.ifname, o.count, rounds, sent, errors, emsgsize, enobufs,
			last_errno ? ", last: " : "", last_errno ? strerror(last_errno) : "",
			dt, dt > 0 ? sent / dt : 0.0);
	}
	close(fd);
	free(all);
	return 0;
}
