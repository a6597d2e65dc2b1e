/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_wext.c - the WEXT fallback: the event-stream parser and printer
 * fed crafted streams (the padded layout of a 64-bit kernel and the
 * packed one, truncated and hostile ones: nothing may be read outside
 * the buffer, which ASan checks in scripts/test), the decision "nl80211
 * knows it -> never WEXT", and the tools against a fake WEXT driver.
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

#include <linux/wireless.h>

#include "fake_backend.h"
#include "iwcompat/tools.h"
#include "iwcompat/wext_live.h"
#include "iwcompat/wext_stream.h"

/* ---- building streams ---- */

struct sbuf {
	uint8_t b[8192];
	size_t n;
	bool packed;		/* 32-bit layout: no padding */
	size_t ends[32];	/* where each event built by ev_*() ends */
	int n_ev;
};

static void ev_end(struct sbuf *s)
{
	assert_true(s->n_ev < 32);
	s->ends[s->n_ev++] = s->n;
}

static void put(struct sbuf *s, const void *p, size_t n)
{
	assert_true(s->n + n <= sizeof(s->b));
	memcpy(s->b + s->n, p, n);
	s->n += n;
}

static void put16(struct sbuf *s, uint16_t v)
{
	put(s, &v, 2);
}

static void pad(struct sbuf *s, size_t n)
{
	static const uint8_t z[8];

	put(s, z, n);
}

/* header + value of a fixed-size event (the kernel's
 * iwe_stream_add_event: the value after lcp_len bytes) */
static void ev_fixed(struct sbuf *s, uint16_t cmd, const void *v, size_t n)
{
	size_t lcp = s->packed ? 4 : 8;

	put16(s, (uint16_t)(lcp + n));
	put16(s, cmd);
	pad(s, lcp - 4);
	put(s, v, n);
	ev_end(s);
}

static void ev_point(struct sbuf *s, uint16_t cmd, const void *data,
		     uint16_t len, uint16_t flags)
{
	size_t lcp = s->packed ? 4 : 8, point = s->packed ? 8 : 16;

	put16(s, (uint16_t)(point + len));
	put16(s, cmd);
	pad(s, lcp - 4);
	put16(s, len);
	put16(s, flags);
	pad(s, point - lcp - 4);
	if (len)
		put(s, data, len);
	ev_end(s);
}

static void ev_addr(struct sbuf *s, const uint8_t *mac)
{
	uint8_t sa[16] = { 1, 0 };

	memcpy(sa + 2, mac, 6);
	ev_fixed(s, SIOCGIWAP, sa, sizeof(sa));
}

static void ev_freq(struct sbuf *s, int32_t m, int16_t e)
{
	uint8_t v[8] = { 0 };

	memcpy(v, &m, 4);
	memcpy(v + 4, &e, 2);
	ev_fixed(s, SIOCGIWFREQ, v, sizeof(v));
}

static void ev_qual(struct sbuf *s, uint8_t q, uint8_t l, uint8_t upd)
{
	uint8_t v[4] = { q, l, 0, upd };

	ev_fixed(s, IWEVQUAL, v, sizeof(v));
}

static void ev_u32(struct sbuf *s, uint16_t cmd, uint32_t v)
{
	ev_fixed(s, cmd, &v, sizeof(v));
}

/* one SIOCGIWRATE event with several values (iwe_stream_add_value) */
static void ev_rates(struct sbuf *s, const int32_t *rates, size_t n)
{
	size_t lcp = s->packed ? 4 : 8;

	put16(s, (uint16_t)(lcp + 8 * n));
	put16(s, SIOCGIWRATE);
	pad(s, lcp - 4);
	for (size_t i = 0; i < n; i++) {
		uint8_t v[8] = { 0 };

		memcpy(v, &rates[i], 4);
		put(s, v, 8);
	}
	ev_end(s);
}

static const uint8_t mac1[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x00 };
static const uint8_t mac2[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };

/* Two cells as cfg80211 writes them. */
static void build_two_cells(struct sbuf *s)
{
	static const int32_t rates[] = {
		1000000, 2000000, 5500000, 11000000, 6000000, 9000000,
		12000000, 18000000,
	};
	static const uint8_t rsn[] = {
		0x30, 0x14, 0x01, 0x00, 0x00, 0x0f, 0xac, 0x04, 0x01, 0x00,
		0x00, 0x0f, 0xac, 0x04, 0x01, 0x00, 0x00, 0x0f, 0xac, 0x02,
		0x00, 0x00,
	};
	static const char custom[] = "tsf=0000000000001234";

	ev_addr(s, mac1);
	ev_freq(s, 1, 0);
	ev_freq(s, 2412, 6);
	ev_qual(s, 40, (uint8_t)-70, 0x0b | 0x40);
	ev_point(s, SIOCGIWENCODE, NULL, 0, IW_ENCODE_DISABLED);
	ev_point(s, SIOCGIWESSID, "open", 4, 1);
	ev_rates(s, rates, 8);
	ev_u32(s, SIOCGIWMODE, IW_MODE_MASTER);
	ev_point(s, IWEVCUSTOM, custom, sizeof(custom) - 1, 0);

	ev_addr(s, mac2);
	ev_freq(s, 2437, 6);
	ev_point(s, SIOCGIWENCODE, NULL, 0, IW_ENCODE_ENABLED | IW_ENCODE_NOKEY);
	ev_point(s, SIOCGIWESSID, "wpa\n2", 5, 1);
	ev_point(s, IWEVGENIE, rsn, sizeof(rsn), 0);
}

static char *print_stream(const uint8_t *buf, size_t len, bool has_range)
{
	struct iwc_wext_range range;
	char *out = NULL;
	size_t out_len = 0;
	FILE *f = open_memstream(&out, &out_len);

	assert_non_null(f);
	memset(&range, 0, sizeof(range));
	range.we_version_compiled = 22;
	range.num_frequency = 2;
	range.freq[0] = (struct iwc_freq){ .m = 2412, .e = 6, .i = 1 };
	range.freq[1] = (struct iwc_freq){ .m = 2437, .e = 6, .i = 6 };
	range.max_qual = (struct iwc_qual){ .qual = 70, .level = (uint8_t)-110,
					    .updated = 0x4b };
	iwc_fmt_wext_scan(f, "wlan0", buf, len, &range, has_range);
	fclose(f);
	return out;
}

static void test_stream_events(void **state)
{
	struct sbuf s = { .n = 0 };
	struct iwc_wext_stream st;
	struct iwc_wstream_event ev;
	uint16_t cmds[32];
	int n = 0, rates = 0, r;

	(void)state;
	build_two_cells(&s);
	memset(&ev, 0, sizeof(ev));
	iwc_wext_stream_init(&st, s.b, s.n);
	while ((r = iwc_wext_stream_next(&st, &ev, 22)) > 0) {
		assert_int_equal(r, 1);
		if (ev.cmd == SIOCGIWRATE) {
			rates++;
			if (rates > 1)
				continue;
		}
		assert_true(n < 32);
		cmds[n++] = ev.cmd;
		if (ev.cmd == SIOCGIWESSID && n == 6) {
			assert_int_equal(iwc_wext_event_point_length(&ev), 4);
			assert_non_null(ev.payload);
			assert_memory_equal(ev.payload, "open", 4);
		}
		if (ev.cmd == SIOCGIWENCODE)
			assert_null(ev.payload);
	}
	assert_int_equal(r, 0);
	assert_int_equal(rates, 8);
	assert_int_equal(n, 14);
	assert_int_equal(cmds[0], SIOCGIWAP);
	assert_int_equal(cmds[9], SIOCGIWAP);
	assert_int_equal(cmds[13], IWEVGENIE);
}

static void test_stream_print(void **state)
{
	struct sbuf pad64 = { .n = 0 }, packed = { .n = 0, .packed = true };
	char *a, *b;

	(void)state;
	build_two_cells(&pad64);
	build_two_cells(&packed);
	a = print_stream(pad64.b, pad64.n, true);
	b = print_stream(packed.b, packed.n, true);
	/* both layouts read the same */
	assert_string_equal(a, b);
	assert_non_null(strstr(a, "wlan0     Scan completed :\n"
				  "          Cell 01 - Address: 02:00:00:00:00:00\n"
				  "                    Channel:1\n"
				  "                    Frequency:2.412 GHz (Channel 1)\n"));
	assert_non_null(strstr(a, "                    Encryption key:off\n"
				  "                    ESSID:\"open\"\n"
				  "                    Bit Rates:1 Mb/s; 2 Mb/s; 5.5 Mb/s; 11 Mb/s; 6 Mb/s\n"
				  "                              9 Mb/s; 12 Mb/s; 18 Mb/s\n"
				  "                    Mode:Master\n"
				  "                    Extra:tsf=0000000000001234\n"
				  "          Cell 02 - Address: 02:00:00:00:01:00\n"
				  "                    Frequency:2.437 GHz (Channel 6)\n"
				  "                    Encryption key:on\n"
				  "                    ESSID:\"wpa\\x0A2\"\n"
				  "                    IE: IEEE 802.11i/WPA2 Version 1\n"));
	assert_true(strlen(a) > 2 && !strcmp(a + strlen(a) - 2, "\n\n"));
	free(a);
	free(b);

	a = print_stream(NULL, 0, true);
	assert_string_equal(a, "wlan0     No scan results\n\n");
	free(a);
}

/*
 * Hostile streams. What the printer must show follows from the stream
 * format, not from what it printed once: a stream is a sequence of
 * events, each framed by the 16-bit length in its header (the one
 * thing that says where the next event starts) and read in order. So:
 *
 * - a whole event prints the same whatever follows it, and nothing that
 *   follows changes what came before (no look-ahead, no reordering);
 * - an event the buffer cuts prints nothing of what it does not hold:
 *   a fixed-size value (address, frequency, quality, mode) cut is not
 *   printed at all and ends the stream; of a rate event, the rates it
 *   holds whole; an iw_point event (ESSID, key, custom, IE) cut shows
 *   at most its label, never its payload (the payload is not all there);
 * - a byte changed inside an event, header excepted, changes that event
 *   only: the length still frames it, so every other event prints as it
 *   did; a fixed-size event stays one line with its label;
 * - whatever the bytes, every payload the decoder hands out lies inside
 *   its event and inside the buffer, each call moves on, and the text is
 *   framed by iwlist's first and last lines.
 */

#define IND "                    "

enum ev_kind { EK_FIXED, EK_RATES, EK_POINT };

/* build_two_cells() event by event, as iwlist prints it with the range
 * of print_stream() */
static const struct {
	enum ev_kind kind;
	const char *text;
	const char *label;	/* what any value of the event starts with */
	const char *payload;	/* text only a whole payload can show */
} two_cells[] = {
	{ EK_FIXED, "          Cell 01 - Address: 02:00:00:00:00:00\n",
	  "          Cell 01 - Address: ", NULL },
	{ EK_FIXED, IND "Channel:1\n", IND, NULL },
	{ EK_FIXED, IND "Frequency:2.412 GHz (Channel 1)\n", IND, NULL },
	{ EK_FIXED, IND "Quality=40/70  Signal level=-70 dBm  \n", IND, NULL },
	{ EK_POINT, IND "Encryption key:off\n", IND "Encryption key:", NULL },
	{ EK_POINT, IND "ESSID:\"open\"\n", IND "ESSID:", "open" },
	{ EK_RATES, IND "Bit Rates:1 Mb/s; 2 Mb/s; 5.5 Mb/s; 11 Mb/s; 6 Mb/s\n"
		    "                              9 Mb/s; 12 Mb/s; 18 Mb/s\n",
	  IND "Bit Rates:", NULL },
	{ EK_FIXED, IND "Mode:Master\n", IND "Mode:", NULL },
	{ EK_POINT, IND "Extra:tsf=0000000000001234\n", IND "Extra:", "tsf=" },
	{ EK_FIXED, "          Cell 02 - Address: 02:00:00:00:01:00\n",
	  "          Cell 02 - Address: ", NULL },
	{ EK_FIXED, IND "Frequency:2.437 GHz (Channel 6)\n", IND, NULL },
	{ EK_POINT, IND "Encryption key:on\n", IND "Encryption key:", NULL },
	{ EK_POINT, IND "ESSID:\"wpa\\x0A2\"\n", IND "ESSID:", "wpa" },
	{ EK_POINT, IND "IE: IEEE 802.11i/WPA2 Version 1\n"
		    "                        Group Cipher : CCMP\n"
		    "                        Pairwise Ciphers (1) : CCMP\n"
		    "                        Authentication Suites (1) : PSK\n",
	  "", "IE:" },
};
#define N_TWO_CELLS (sizeof(two_cells) / sizeof(two_cells[0]))

static const char *const rate_text[] = {
	"1 Mb/s", "2 Mb/s", "5.5 Mb/s", "11 Mb/s", "6 Mb/s", "9 Mb/s",
	"12 Mb/s", "18 Mb/s",
};

#define SCAN_HDR "wlan0     Scan completed :\n"

/* The text of events [0, k), after the first line. */
static void events_text(char *dst, size_t cap, size_t k)
{
	dst[0] = '\0';
	for (size_t i = 0; i < k; i++) {
		assert_true(strlen(dst) + strlen(two_cells[i].text) < cap);
		strcat(dst, two_cells[i].text);
	}
}

static bool starts(const char *s, const char *p)
{
	return !strncmp(s, p, strlen(p));
}

static size_t count_nl(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += s[i] == '\n';
	return c;
}

/* The decoder over @len bytes, copied to a buffer of exactly that size
 * (ASan: no read outside it): each call returns a known code and moves
 * on; a payload lies in its event and in the buffer. */
static void check_decode(const uint8_t *src, size_t len)
{
	uint8_t *b = malloc(len ? len : 1);
	struct iwc_wext_stream st;
	struct iwc_wstream_event ev;
	size_t calls = 0;
	int r;

	assert_non_null(b);
	memcpy(b, src, len);
	memset(&ev, 0, sizeof(ev));
	iwc_wext_stream_init(&st, b, len);
	do {
		size_t start = st.cur;
		size_t before = st.has_value ? st.value : st.cur;

		r = iwc_wext_stream_next(&st, &ev, 22);
		assert_true(r >= -2 && r <= 2);
		/* each event moves on by >= 5 bytes, each value by >= 1 */
		assert_true(++calls <= len + 1);
		if (r > 0)
			assert_true(st.cur > start ||
				    (st.has_value && st.value > before));
		if (r == 1 && ev.payload) {
			size_t ev_end = start + ev.len < len ? start + ev.len : len;

			assert_true(ev.payload >= b + start + 4);
			assert_true(ev.payload + ev.payload_avail <= b + ev_end);
		}
	} while (r > 0);
	free(b);
}

/* print_stream() over exactly @len bytes of @src. */
static char *print_exact(const uint8_t *src, size_t len, bool has_range)
{
	uint8_t *b = malloc(len ? len : 1);
	char *out;

	assert_non_null(b);
	memcpy(b, src, len);
	out = print_stream(b, len, has_range);
	free(b);
	/* iwlist's frame, whatever the bytes */
	if (!len) {
		assert_string_equal(out, "wlan0     No scan results\n\n");
	} else {
		assert_true(starts(out, SCAN_HDR));
		assert_int_equal(out[strlen(out) - 1], '\n');
	}
	if (!has_range)
		return out;
	free(out);
	return print_stream(src, len, true);
}

/* Every prefix of @s (two_cells, either layout). */
static void check_prefixes(const struct sbuf *s)
{
	char head[2048], want[2200];

	assert_int_equal(s->n_ev, (int)N_TWO_CELLS);
	for (size_t n = 0; n <= s->n; n++) {
		size_t k = 0, start, hl;
		char *out;

		check_decode(s->b, n);
		free(print_exact(s->b, n, false));
		out = print_exact(s->b, n, true);
		if (!n) {
			free(out);
			continue;
		}
		while (k < N_TWO_CELLS && s->ends[k] <= n)
			k++;
		start = k ? s->ends[k - 1] : 0;
		strcpy(head, SCAN_HDR);
		events_text(head + strlen(head), sizeof(head) - strlen(head), k);
		hl = strlen(head);
		/* the whole events, exactly, and nothing changed before */
		strcpy(want, head);
		if (k == N_TWO_CELLS || n == start ||
		    two_cells[k].kind == EK_FIXED) {
			strcat(want, "\n");
			assert_string_equal(out, want);
		} else if (two_cells[k].kind == EK_RATES) {
			size_t lcp = s->packed ? 4 : 8;
			size_t j = n >= start + lcp ? (n - start - lcp) / 8 : 0;

			if (j) {
				strcat(want, IND "Bit Rates:");
				for (size_t i = 0; i < j; i++) {
					if (i && i % 5 == 0)
						strcat(want, "\n                              ");
					else if (i)
						strcat(want, "; ");
					strcat(want, rate_text[i]);
				}
			}
			strcat(want, "\n");
			assert_string_equal(out, want);
		} else {
			/* a cut iw_point event: at most its label's line */
			const char *x = out + hl;
			size_t xl;

			assert_memory_equal(out, head, hl);
			xl = strlen(x) - 1;	/* the final newline */
			if (xl) {
				assert_true(*two_cells[k].label);
				assert_true(starts(x, two_cells[k].label));
				assert_int_equal(count_nl(x, xl), 1);
				assert_int_equal(x[xl - 1], '\n');
			}
			if (two_cells[k].payload)
				assert_null(strstr(x, two_cells[k].payload));
		}
		free(out);
	}
}

/* Every byte of @s set to each of @vals, one at a time. */
static void check_corruptions(struct sbuf *s)
{
	static const uint8_t vals[] = { 0x00, 0x01, 0x04, 0x05, 0x08, 0x0c,
					0x7f, 0x8b, 0x8c, 0xff };
	char head[2048], tail[2048];
	size_t k = 0;

	for (size_t i = 0; i < s->n; i++) {
		size_t start;

		while (s->ends[k] <= i)
			k++;
		start = k ? s->ends[k - 1] : 0;
		strcpy(head, SCAN_HDR);
		events_text(head + strlen(head), sizeof(head) - strlen(head), k);
		tail[0] = '\0';
		for (size_t e = k + 1; e < N_TWO_CELLS; e++)
			strcat(tail, two_cells[e].text);
		strcat(tail, "\n");
		for (size_t v = 0; v < sizeof(vals); v++) {
			uint8_t keep = s->b[i];
			size_t hl = strlen(head), tl = strlen(tail), ol;
			char *out;

			if (vals[v] == keep)
				continue;
			s->b[i] = vals[v];
			check_decode(s->b, s->n);
			free(print_exact(s->b, s->n, false));
			out = print_exact(s->b, s->n, true);
			s->b[i] = keep;
			ol = strlen(out);
			/* what came before is untouched */
			assert_true(ol >= hl);
			assert_memory_equal(out, head, hl);
			if (i < start + 4) {
				free(out);	/* the header: framing changes */
				continue;
			}
			/* inside the event: the rest prints as it did */
			assert_true(ol >= hl + tl);
			assert_string_equal(out + ol - tl, tail);
			out[ol - tl] = '\0';
			assert_true(starts(out + hl, two_cells[k].label));
			if (two_cells[k].kind == EK_FIXED) {
				assert_int_equal(count_nl(out + hl, ol - tl - hl), 1);
				assert_int_equal(out[ol - tl - 1], '\n');
			}
			free(out);
		}
	}
}

static void test_stream_hostile(void **state)
{
	struct sbuf pad64 = { .n = 0 }, packed = { .n = 0, .packed = true };
	char *out, want[2048];
	uint32_t seed = 12345;

	(void)state;
	build_two_cells(&pad64);
	build_two_cells(&packed);
	/* the whole stream: every event, in order */
	strcpy(want, SCAN_HDR);
	events_text(want + strlen(want), sizeof(want) - strlen(want),
		    N_TWO_CELLS);
	strcat(want, "\n");
	out = print_stream(pad64.b, pad64.n, true);
	assert_string_equal(out, want);
	free(out);

	check_prefixes(&pad64);
	check_prefixes(&packed);
	check_corruptions(&pad64);
	check_corruptions(&packed);

	/* random bytes, plausible headers now and then: the frame and the
	 * decoder's bounds */
	for (int k = 0; k < 2000; k++) {
		uint8_t buf[256];
		size_t len;

		for (size_t i = 0; i < sizeof(buf); i++) {
			seed = seed * 1103515245u + 12345u;
			buf[i] = (uint8_t)(seed >> 16);
		}
		if (k % 2) {
			buf[0] = (uint8_t)(8 + k % 64);
			buf[1] = 0;
			buf[2] = (uint8_t)(k % 0x37);
			buf[3] = k % 3 ? 0x8b : 0x8c;
		}
		len = (size_t)(seed >> 8) % sizeof(buf);
		check_decode(buf, len);
		free(print_exact(buf, len, false));
		free(print_exact(buf, len, true));
	}
}

static void test_stream_lengths(void **state)
{
	struct sbuf s = { .n = 0 };
	struct iwc_wext_stream st;
	struct iwc_wstream_event ev;
	char *out;

	(void)state;
	memset(&ev, 0, sizeof(ev));
	/* an event no longer than its header ends the stream */
	put16(&s, 4);
	put16(&s, SIOCGIWAP);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 22), -1);

	/* a length past the end: the fixed part is cut, -2 */
	s.n = 0;
	put16(&s, 0xffff);
	put16(&s, SIOCGIWFREQ);
	pad(&s, 4);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 22), -2);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 22), 0);

	/* an ESSID whose length claims more than the event and buffer
	 * hold (packed layout): payload dropped, nothing read past it */
	s.n = 0;
	put16(&s, 8 + 3);
	put16(&s, SIOCGIWESSID);
	put16(&s, 32);
	put16(&s, 1);
	put(&s, "abc", 3);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 22), 1);
	assert_null(ev.payload);
	out = print_stream(s.b, s.n, true);
	assert_string_equal(out, "wlan0     Scan completed :\n"
				 "                    ESSID:\"\"\n\n");
	free(out);

	/* a generic IE event whose length runs past the end of the buffer */
	s.n = 0;
	put16(&s, 16 + 200);
	put16(&s, IWEVGENIE);
	pad(&s, 4);
	put16(&s, 200);
	put16(&s, 0);
	pad(&s, 4);
	put(&s, "\xdd\x05\x00\x50\xf2\x01\x01", 7);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 22), 1);
	assert_null(ev.payload);

	/* unknown commands are skipped (2) and shown as unknown tokens */
	s.n = 0;
	put16(&s, 8);
	put16(&s, 0x8B00);
	pad(&s, 4);
	out = print_stream(s.b, s.n, true);
	assert_string_equal(out, "wlan0     Scan completed :\n"
				 "                    (Unknown Wireless Token 0x8B00)\n\n");
	free(out);
}

/* A we_version <= 18 SIOCGIWENCODE event (its iw_point with the
 * pointer in the stream) 15 bytes before the end of a 48-byte stream,
 * 20 bytes long. On a 32-bit ABI (IW_EV_POINT_OFF 4) its fixed part
 * fits and its 8 extra bytes look like the padded layout of a 64-bit
 * kernel, whose length and flags libiw then reads past the end: it
 * hands out no payload. Ours handed out the 3 bytes left with a length
 * of 12 (a 9-byte over-read by its caller). On a 64-bit ABI the fixed
 * part runs past the end: a cut event. */
static void test_stream_old_point_at_end(void **state)
{
	struct sbuf s = { .n = 0 };
	struct iwc_wext_stream st;
	struct iwc_wstream_event ev;

	(void)state;
	memset(&ev, 0, sizeof(ev));
	put16(&s, 33);		/* a skipped event up to offset 33 */
	put16(&s, 0x8B00);
	for (int i = 0; i < 29; i++)
		pad(&s, 1);
	put16(&s, 20);
	put16(&s, SIOCGIWENCODE);
	pad(&s, 4);		/* the iw_point's pointer (we_version 8) */
	put16(&s, 12);		/* length */
	put16(&s, 0x0001);	/* flags: key index 1 */
	put(&s, "\x00\x00\x00", 3);
	assert_int_equal(s.n, 48);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), 2);
	assert_int_equal(st.cur, 33);
	if (IW_EV_POINT_OFF == 4) {
		assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), 1);
		assert_int_equal(ev.cmd, SIOCGIWENCODE);
		assert_int_equal(iwc_wext_event_point_length(&ev), 12);
		assert_int_equal(iwc_wext_event_point_flags(&ev), 1);
		assert_null(ev.payload);
		assert_int_equal(ev.payload_avail, 0);
	} else {
		assert_int_equal(IW_EV_POINT_OFF, 8);
		assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), -2);
	}
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), 0);
}

/* A we_version <= 18 iw_point event in the padded layout of a 64-bit
 * kernel, on a 64-bit ABI: the fixed part re-read 4 bytes further is
 * 12 bytes, of which the event's u[] holds 8 past IW_EV_POINT_OFF. The
 * decoder copied all 12: 4 bytes past the member (into the padding
 * before @payload where the struct has one, into @payload where not). */
static void test_stream_old_point_padded(void **state)
{
	struct sbuf s = { .n = 0 };
	struct iwc_wext_stream st;
	struct iwc_wstream_event ev;

	(void)state;
	if (IW_EV_POINT_OFF != 8)
		skip();		/* the 32-bit layout has no such room */
	memset(&ev, 0, sizeof(ev));
	put16(&s, 24);
	put16(&s, SIOCGIWENCODE);
	pad(&s, 4);		/* where a 64-bit kernel pads */
	put16(&s, 0);		/* padded reading: length 0 */
	put16(&s, 0x0001);	/* padded reading: flags */
	put16(&s, 5);		/* packed reading: length 5 ... */
	put16(&s, 0);
	put16(&s, 0);		/* ... then 8 bytes: padded, no data */
	put(&s, "\xaa\xbb", 2);	/* what landed on @payload */
	pad(&s, 4);
	assert_int_equal(s.n, 24);
	iwc_wext_stream_init(&st, s.b, s.n);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), 1);
	assert_int_equal(ev.cmd, SIOCGIWENCODE);
	assert_int_equal(iwc_wext_event_point_length(&ev), 0);
	assert_null(ev.payload);
	assert_int_equal(ev.payload_avail, 0);
	/* nothing written past u[] (on x86-64 the 4 bytes would land in
	 * the padding before @payload) */
	for (size_t i = offsetof(struct iwc_wstream_event, u) + sizeof(ev.u);
	     i < offsetof(struct iwc_wstream_event, payload); i++)
		assert_int_equal(((const uint8_t *)&ev)[i], 0);
	assert_int_equal(iwc_wext_stream_next(&st, &ev, 8), 0);
}

/* ---- the decision ---- */

static void test_decide(void **state)
{
	(void)state;
	/* nl80211 knows it: never, even with WEXT handlers */
	assert_false(iwc_wext_decide(false, 0, true));
	/* no such interface */
	assert_false(iwc_wext_decide(false, -ENODEV, true));
	/* not nl80211, no WEXT handlers (lo, eth0) */
	assert_false(iwc_wext_decide(false, -EOPNOTSUPP, false));
	/* other nl80211 errors are not "not an nl80211 device" */
	assert_false(iwc_wext_decide(false, -ENOBUFS, true));
	/* a WEXT-only driver */
	assert_true(iwc_wext_decide(false, -EOPNOTSUPP, true));
	/* forced: every interface */
	assert_true(iwc_wext_decide(true, 0, false));
	assert_true(iwc_wext_decide(true, -ENODEV, false));
}

/* ---- the tools against a fake WEXT driver ---- */

struct fake_wext {
	const char *driver;	/* the interface with WEXT handlers */
	unsigned int ioctls;	/* every request */
	unsigned int present;
	unsigned int scan_get;
	uint16_t last_cmd;
	bool privs;		/* has private ioctls */
	int32_t priv_mode;	/* what set_mode set */
	uint8_t spy[8][6];	/* the spy list (SIOCSIWSPY) */
	int n_spy;
	char set_essid[40];	/* what SIOCSIWESSID got */
	uint16_t set_essid_flags;
	unsigned int sets;
	int max_tokens;		/* the range's max_encoding_tokens */
	int encode_gets;	/* SIOCGIWENCODE requests */
};

static bool fw_present(void *data, const char *ifname)
{
	struct fake_wext *fw = data;

	fw->present++;
	return fw->driver && !strcmp(ifname, fw->driver);
}

static int fw_ioctl(void *data, const char *ifname, unsigned int cmd,
		    union iwreq_data *req)
{
	struct fake_wext *fw = data;
	struct sbuf s = { .n = 0 };

	fw->ioctls++;
	fw->last_cmd = (uint16_t)cmd;
	if (!fw->driver || strcmp(ifname, fw->driver))
		return -EOPNOTSUPP;
	switch (cmd) {
	case SIOCGIWNAME:
		strcpy(req->name, "IEEE 802.11b");
		return 0;
	case SIOCGIWFREQ:
		req->freq.m = 2437;
		req->freq.e = 6;
		return 0;
	case SIOCGIWESSID:
		if (req->essid.length < 6)
			return -E2BIG;
		memcpy(req->essid.pointer, "vendor", 6);
		req->essid.length = 6;
		req->essid.flags = 1;
		return 0;
	case SIOCGIWMODE:
		req->mode = IW_MODE_INFRA;
		return 0;
	case SIOCGIWAP:
		req->ap_addr.sa_family = 1;
		memcpy(req->ap_addr.sa_data, mac2, 6);
		return 0;
	case SIOCGIWRANGE: {
		struct iw_range *r = req->data.pointer;

		assert_true(req->data.length >= sizeof(*r));
		memset(r, 0, sizeof(*r));
		r->we_version_compiled = 22;
		r->we_version_source = 21;
		r->num_channels = 2;
		r->num_frequency = 2;
		r->freq[0].i = 1;
		r->freq[0].m = 2412;
		r->freq[0].e = 6;
		r->freq[1].i = 6;
		r->freq[1].m = 2437;
		r->freq[1].e = 6;
		/* what cfg80211 announces: kernel-generated events,
		 * SIOCGIWAP, SIOCGIWSCAN */
		r->event_capa[0] = IW_EVENT_CAPA_K_0 |
				   IW_EVENT_CAPA_MASK(SIOCGIWAP) |
				   IW_EVENT_CAPA_MASK(SIOCGIWSCAN);
		r->event_capa[1] = IW_EVENT_CAPA_K_1;
		r->max_encoding_tokens = (uint8_t)fw->max_tokens;
		req->data.length = sizeof(*r);
		return 0;
	}
	case SIOCSIWSCAN:
		return 0;
	case SIOCGIWENCODE: {
		/* key N (flags' index) is N bytes of N; index 0: the current
		 * key, which is the last one */
		int k = req->encoding.flags & IW_ENCODE_INDEX;

		fw->encode_gets++;
		if (k == 0)
			k = fw->max_tokens;
		if (k > fw->max_tokens || k > 32)
			return -EINVAL;
		memset(req->encoding.pointer, k, (size_t)k);
		req->encoding.length = (uint16_t)k;
		req->encoding.flags = (uint16_t)(k | IW_ENCODE_RESTRICTED);
		return 0;
	}
	case SIOCSIWESSID:
		assert_true(req->essid.length <= 32);
		memcpy(fw->set_essid, req->essid.pointer, req->essid.length);
		fw->set_essid[req->essid.length] = '\0';
		fw->set_essid_flags = req->essid.flags;
		fw->sets++;
		return 0;
	case SIOCGIWPRIV: {
		static const struct iw_priv_args tab[] = {
			{ 0x8BE0, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1, 0,
			  "set_mode" },
			{ 0x8BE1, 0, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1,
			  "get_mode" },
			{ 0x8BE3, 0, IW_PRIV_TYPE_CHAR | 32, "get_name" },
		};

		if (!fw->privs)
			return -EOPNOTSUPP;
		if (req->data.length < 3) {
			req->data.length = 3;
			return -E2BIG;
		}
		memcpy(req->data.pointer, tab, sizeof(tab));
		req->data.length = 3;
		return 0;
	}
	case 0x8BE0:
		memcpy(&fw->priv_mode, req->name, 4);
		return 0;
	case 0x8BE1:
		memcpy(req->name, &fw->priv_mode, 4);
		return 0;
	case 0x8BE3:
		assert_true(req->data.length == 0);
		memcpy(req->data.pointer, "vendor-fw 1.2", 13);
		req->data.length = 13;
		return 0;
	case SIOCGIWSPY: {
		uint8_t *p = req->data.pointer;

		assert_true(req->data.length >= 8);
		for (int i = 0; i < fw->n_spy; i++) {
			struct sockaddr sa = { .sa_family = 1 };
			struct iw_quality q = { 30, (uint8_t)-60, 0, 0x0b };

			memcpy(sa.sa_data, fw->spy[i], 6);
			memcpy(p + i * sizeof(sa), &sa, sizeof(sa));
			memcpy(p + fw->n_spy * sizeof(sa) + i * sizeof(q), &q,
			       sizeof(q));
		}
		req->data.length = (uint16_t)fw->n_spy;
		return 0;
	}
	case SIOCSIWSPY: {
		const struct sockaddr *sa = req->data.pointer;

		assert_true(req->data.length <= 8);
		fw->n_spy = req->data.length;
		for (int i = 0; i < fw->n_spy; i++)
			memcpy(fw->spy[i], sa[i].sa_data, 6);
		return 0;
	}
	case SIOCSIWMODE:
		fw->sets++;
		return req->mode == IW_MODE_MONITOR ? -EINVAL : 0;
	case SIOCGIWSCAN:
		fw->scan_get++;
		if (fw->scan_get == 1)
			return -EAGAIN;		/* not yet */
		build_two_cells(&s);
		if (req->data.length < s.n) {
			req->data.length = (uint16_t)s.n;
			return -E2BIG;
		}
		memcpy(req->data.pointer, s.b, s.n);
		req->data.length = (uint16_t)s.n;
		return 0;
	default:
		return -EOPNOTSUPP;
	}
}

static const struct iwc_wext_ops fw_ops = {
	.present = fw_present,
	.ioctl = fw_ioctl,
	.sleep = NULL,
};

struct run {
	char *out, *err;
	size_t out_len, err_len;
	int rc;
};

static void run_tool(struct fake_world *w, struct fake_wext *fw, bool forced,
		     int (*fn)(struct iwc_ctx *, int, char **), int argc,
		     const char *const *argv, struct run *res)
{
	struct fake_backend fb;
	struct iwc_ctx ctx;
	char *args[16];
	FILE *out, *err;

	assert_true(argc < 16);
	for (int i = 0; i < argc; i++)
		args[i] = strdup(argv[i]);
	args[argc] = NULL;
	out = open_memstream(&res->out, &res->out_len);
	err = open_memstream(&res->err, &res->err_len);
	fake_backend_init(&fb, w);
	fake_ctx_init(&ctx, &fb, out, err, args[0]);
	ctx.wext = &fw_ops;
	ctx.wext_data = fw;
	ctx.wext_forced = forced;
	res->rc = fn(&ctx, argc, args);
	fclose(out);
	fclose(err);
	for (int i = 0; i < argc; i++)
		free(args[i]);
}

#define RUN(w, fw, forced, res, fn, ...)                                     \
	do {                                                                 \
		const char *const argv_[] = { __VA_ARGS__ };                 \
		run_tool(w, fw, forced, fn, (int)(sizeof(argv_) /            \
						  sizeof(argv_[0])),         \
			 argv_, res);                                        \
	} while (0)

static void run_free(struct run *r)
{
	free(r->out);
	free(r->err);
}

static struct fake_world *world_with_vendor(void)
{
	struct fake_world *w = world_empty("wext");

	fake_world_add_netdev(w, "lo");
	world_add_station(w, "wlan0");
	fake_world_add_netdev(w, "eth1");	/* the WEXT-only driver */
	fake_world_add_ipv4(w, "eth1");
	return w;
}

/* nl80211 interfaces and interfaces without WEXT handlers: not one
 * WEXT request, whatever the tool. */
static void test_no_wext_for_nl80211(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = NULL };
	struct run r;

	(void)state;
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "wlan0");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "lo");
	assert_string_equal(r.err, "lo        no wireless extensions.\n\n");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwlist_main, "iwlist", "scan");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwlist_main, "iwlist", "freq");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv");
	run_free(&r);
	assert_int_equal(fw.ioctls, 0);
	/* only non-nl80211 interfaces were looked up in sysfs */
	assert_true(fw.present > 0);

	/* with eth1 a WEXT driver: requests only for eth1 */
	fw.driver = "eth1";
	fw.present = 0;
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "wlan0");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "lo");
	run_free(&r);
	assert_int_equal(fw.ioctls, 0);
	assert_int_equal(fw.present, 1);	/* lo only */
	world_free(w);
}

static void test_vendor_driver(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "eth1" };
	struct run r;

	(void)state;
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid", "-r", "eth1");
	assert_string_equal(r.out, "vendor\n");
	assert_int_equal(r.rc, 0);
	run_free(&r);
	/* without an interface: the first with IPv4 that answers */
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid", "-r");
	assert_string_equal(r.out, "vendor\n");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid", "-c", "-r", "eth1");
	assert_string_equal(r.out, "6\n");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid", "-p", "-r", "eth1");
	assert_string_equal(r.out, "IEEE 802.11b\n");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwgetid_main, "iwgetid", "-a", "-r", "eth1");
	assert_string_equal(r.out, "02:00:00:00:01:00\n");
	run_free(&r);

	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1");
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.out, "eth1      IEEE 802.11b  ESSID:\"vendor\""));
	assert_non_null(strstr(r.out, "Access Point: 02:00:00:00:01:00"));
	assert_string_equal(r.err, "");
	run_free(&r);

	/* scanning: EAGAIN once, E2BIG never (the stream fits), then the
	 * cells; the scan polled the driver again */
	fw.scan_get = 0;
	RUN(w, &fw, false, &r, iwc_iwlist_main, "iwlist", "eth1", "scan");
	assert_int_equal(r.rc, 0);
	assert_int_equal(fw.scan_get, 2);
	assert_non_null(strstr(r.out, "eth1      Scan completed :\n"
				      "          Cell 01 - Address: 02:00:00:00:00:00\n"));
	assert_non_null(strstr(r.out, "Frequency:2.437 GHz (Channel 6)"));
	run_free(&r);

	/* the range's event capabilities: the same list cfg80211 gives
	 * through the nl80211 path (checked against the real tool) */
	RUN(w, &fw, false, &r, iwc_iwlist_main, "iwlist", "eth1", "event");
	assert_string_equal(r.out,
		"eth1      Wireless Events supported :\n"
		"          0x8B04 : Set Frequency/Channel (kernel generated)\n"
		"          0x8B06 : Set Mode (kernel generated)\n"
		"          0x8B15 : New Access Point/Cell address - roaming\n"
		"          0x8B19 : Scan request completed\n"
		"          0x8B1A : Set ESSID (kernel generated)\n"
		"          0x8B2A : Set Encoding (kernel generated)\n"
		"\n");
	run_free(&r);

	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1");
	assert_string_equal(r.err, "eth1      no private ioctls.\n\n");
	assert_int_equal(fw.last_cmd, SIOCGIWPRIV);
	run_free(&r);
	world_free(w);
}

/* iwlist keys on a driver with more key slots than iwcompat used to keep
 * (8): every slot is asked for and listed, as wireless-tools does (the
 * list was read past its array before) */
static void test_vendor_many_keys(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "eth1", .max_tokens = 12 };
	struct run r;

	(void)state;
	RUN(w, &fw, false, &r, iwc_iwlist_main, "iwlist", "eth1", "keys");
	assert_int_equal(r.rc, 0);
	assert_int_equal(fw.encode_gets, 13);
	assert_non_null(strstr(r.out, "12 keys available :\n"
				      "\t\t[1]: 01 (8 bits)\n"
				      "\t\t[2]: 0202 (16 bits)\n"));
	assert_non_null(strstr(r.out,
		"\t\t[12]: 0C0C-0C0C-0C0C-0C0C-0C0C-0C0C (96 bits)\n"
		"          Current Transmit Key: [12]\n"
		"          Security mode:restricted\n\n\n"));
	assert_null(strstr(r.out, "[13]"));
	run_free(&r);
	world_free(w);
}

/* iwconfig IF keyword ...: the SET requests, in order, with
 * wireless-tools' reports */
static void test_vendor_settings(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "eth1" };
	struct run r;

	(void)state;
	w->privileged = true;
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1", "essid",
	    "vendor-net", "[2]");
	assert_int_equal(r.rc, 0);
	assert_string_equal(r.err, "");
	assert_string_equal(fw.set_essid, "vendor-net");
	assert_int_equal(fw.set_essid_flags, 2);
	run_free(&r);

	/* "essid on": the current ESSID read back and sent again */
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1", "essid",
	    "on");
	assert_int_equal(r.rc, 0);
	assert_string_equal(fw.set_essid, "vendor");
	assert_int_equal(fw.set_essid_flags, 1);
	run_free(&r);

	/* the driver refuses: SET failed, and nothing after it is sent */
	fw.sets = 0;
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1", "mode",
	    "monitor", "essid", "x");
	assert_int_equal(r.rc, 250);
	assert_string_equal(r.err, "Error for wireless request \"Set Mode\" (8B06) :\n"
				   "    SET failed on device eth1 ; Invalid argument.\n");
	assert_int_equal(fw.sets, 1);
	run_free(&r);

	/* a GET the driver does not have */
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1", "rate",
	    "fixed");
	assert_int_equal(r.rc, 249);
	assert_string_equal(r.err, "Error for wireless request \"Set Bit Rate\" (8B21) :\n"
				   "    GET failed on device eth1 ; Operation not supported.\n");
	run_free(&r);

	/* a bad word after a good setting: the setting is sent first */
	fw.sets = 0;
	RUN(w, &fw, false, &r, iwc_iwconfig_main, "iwconfig", "eth1", "essid",
	    "abc", "bogus");
	assert_int_equal(fw.sets, 1);
	assert_string_equal(fw.set_essid, "abc");
	assert_int_equal(r.rc, 255);
	assert_string_equal(r.err, "iwconfig: unknown command \"bogus\"\n");
	run_free(&r);
	world_free(w);
}

/* iwspy on a driver with spy support */
static void test_vendor_spy(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "eth1" };
	struct fake_netdev *d = fake_world_find(w, "eth1");
	struct run r;

	(void)state;
	w->privileged = true;
	d->iface.mac[0] = 2;
	RUN(w, &fw, false, &r, iwc_iwspy_main, "iwspy", "eth1",
	    "02:00:00:00:00:01", "02:00:00:00:00:02");
	assert_string_equal(r.err, "");
	assert_int_equal(r.rc, 0);
	assert_int_equal(fw.n_spy, 2);
	assert_memory_equal(fw.spy[1], "\x02\x00\x00\x00\x00\x02", 6);
	run_free(&r);
	/* "+": the driver's list first */
	RUN(w, &fw, false, &r, iwc_iwspy_main, "iwspy", "eth1", "+",
	    "02:00:00:00:00:03");
	assert_int_equal(r.rc, 0);
	assert_int_equal(fw.n_spy, 3);
	assert_memory_equal(fw.spy[2], "\x02\x00\x00\x00\x00\x03", 6);
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwspy_main, "iwspy", "eth1");
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.out, "eth1      Statistics collected:\n"
				      "    02:00:00:00:00:01 : "));
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwspy_main, "iwspy", "eth1", "getthr");
	assert_string_equal(r.err, "Interface doesn't support thresholds...\n"
				   "SIOCGIWTHRSPY: Operation not supported\n");
	run_free(&r);
	world_free(w);
}

/* iwpriv on a driver with private ioctls */
static void test_vendor_priv(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "eth1", .privs = true };
	struct run r;

	(void)state;
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1");
	assert_string_equal(r.out,
		"eth1      Available private ioctls :\n"
		"          set_mode         (8BE0) : set   1 int   & get   0      \n"
		"          get_mode         (8BE1) : set   0       & get   1 int  \n"
		"          get_name         (8BE3) : set   0       & get  32 char \n"
		"\n");
	assert_int_equal(r.rc, 0);
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1", "set_mode",
	    "7");
	assert_int_equal(r.rc, 0);
	assert_string_equal(r.out, "");
	assert_int_equal(fw.priv_mode, 7);
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1", "-a");
	assert_string_equal(r.out,
		"eth1      Available read-only private ioctl :\n"
		"eth1      get_mode:7  \n"
		"eth1      get_name:vendor-fw 1.2\n"
		"\n");
	run_free(&r);
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1", "bogus");
	assert_string_equal(r.err, "Invalid command : bogus\n");
	assert_int_equal(r.rc, 255);
	run_free(&r);
	/* a fixed-size argument list of the wrong length */
	RUN(w, &fw, false, &r, iwc_iwpriv_main, "iwpriv", "eth1", "set_mode");
	assert_string_equal(r.out, "The command set_mode needs exactly 1 argument(s)...\n");
	assert_int_equal(r.rc, 255);
	run_free(&r);
	world_free(w);
}

/* IWCOMPAT_BACKEND=wext: every interface through WEXT, even nl80211's. */
static void test_forced(void **state)
{
	struct fake_world *w = world_with_vendor();
	struct fake_wext fw = { .driver = "wlan0" };
	struct run r;

	(void)state;
	RUN(w, &fw, true, &r, iwc_iwgetid_main, "iwgetid", "-r", "wlan0");
	assert_string_equal(r.out, "vendor\n");
	run_free(&r);
	assert_true(fw.ioctls > 0);
	assert_int_equal(fw.present, 0);
	RUN(w, &fw, true, &r, iwc_iwconfig_main, "iwconfig", "lo");
	assert_string_equal(r.err, "lo        no wireless extensions.\n\n");
	assert_int_equal(fw.last_cmd, SIOCGIWNAME);
	run_free(&r);
	world_free(w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stream_events),
		cmocka_unit_test(test_stream_print),
		cmocka_unit_test(test_stream_hostile),
		cmocka_unit_test(test_stream_lengths),
		cmocka_unit_test(test_stream_old_point_at_end),
		cmocka_unit_test(test_stream_old_point_padded),
		cmocka_unit_test(test_decide),
		cmocka_unit_test(test_no_wext_for_nl80211),
		cmocka_unit_test(test_vendor_driver),
		cmocka_unit_test(test_vendor_many_keys),
		cmocka_unit_test(test_vendor_settings),
		cmocka_unit_test(test_vendor_spy),
		cmocka_unit_test(test_vendor_priv),
		cmocka_unit_test(test_forced),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
