/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_units.c - the output primitives of
 * docs/reference/common.md#output-primitives (libiw's print helpers), one
 * test per primitive.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/units.h"
#include "iwcompat/wext.h"

static char buf[512];

/* ---- mode names ---- */

static void mode_names(void **state)
{
	static const char *const exp[] = { "Auto", "Ad-Hoc", "Managed",
					   "Master", "Repeater", "Secondary",
					   "Monitor" };

	(void)state;
	for (int m = 0; m < 7; m++)
		assert_string_equal(iwc_mode_name(m), exp[m]);
	/* >= 7 (IW_MODE_MESH included) prints Unknown/bug */
	assert_string_equal(iwc_mode_name(IWC_MODE_MESH), "Unknown/bug");
	assert_string_equal(iwc_mode_name(8), "Unknown/bug");
	assert_string_equal(iwc_mode_name(1000), "Unknown/bug");
	assert_string_equal(iwc_mode_name(-1), "Unknown/bug");
}

/* ---- frequencies ---- */

static void freq2float(void **state)
{
	struct iwc_freq f = { .m = 2412, .e = 6 };

	(void)state;
	assert_true(iwc_freq2float(&f) == 2.412e9);
	f = (struct iwc_freq){ .m = 241200000, .e = 1 };
	assert_true(iwc_freq2float(&f) == 2.412e9);
	f = (struct iwc_freq){ .m = 6, .e = 0 };
	assert_true(iwc_freq2float(&f) == 6.0);
	f = (struct iwc_freq){ .m = 5745, .e = 6 };
	assert_true(iwc_freq2float(&f) == 5.745e9);
}

/* ---- "%g" without glibc's __printf_fp ---- */

static int g_checked, g_fixed;

static void g_same(double v)
{
	char want[64], got[64], fixed[IWC_FMT_G_FIXED_MAX];
	int rw = snprintf(want, sizeof(want), "%g", v);
	int rg = iwc_fmt_g(got, sizeof(got), v);
	int rf = iwc_fmt_g_fixed(fixed, v);

	if (strcmp(want, got) != 0 || rw != rg)
		fail_msg("%%g of %.17g: snprintf \"%s\" (%d), iwc_fmt_g \"%s\" (%d)",
			 v, want, rw, got, rg);
	if (rf >= 0 && (strcmp(want, fixed) != 0 || rf != rw))
		fail_msg("%%g of %.17g: snprintf \"%s\", integers \"%s\"",
			 v, want, fixed);
	g_checked++;
	g_fixed += rf >= 0;
}

/* the integer path takes what the tools print (else nothing is saved) */
static void g_fixed_takes(double v, const char *want)
{
	char out[IWC_FMT_G_FIXED_MAX];

	assert_int_equal(iwc_fmt_g_fixed(out, v), (int)strlen(want));
	assert_string_equal(out, want);
}

static uint64_t g_rand_state = 0x9e3779b97f4a7c15ULL;

static uint64_t g_rand(void)
{
	/* xorshift64*: the same values in every run */
	g_rand_state ^= g_rand_state >> 12;
	g_rand_state ^= g_rand_state << 25;
	g_rand_state ^= g_rand_state >> 27;
	return g_rand_state * 2685821657736338717ULL;
}

static void fmt_g_as_printf(void **state)
{
	static const double edges[] = {
		0.0, -0.0, 1e-4, 0.0001, 0.00009999995, 0.000099999951,
		0.0000999999, 9.999995, 9.9999949999, 99999.95, 999999.4,
		999999.4999, 999999.5, 999999.5001, 1e6, 123456.5, 2.5, 0.5,
		0.0001234565, 1.0000005, 100000.0, 0.125, 5.5, 2.437, 5.745,
		0.0, 1e300, 1e-300, 4.9e-324,
	};
	char small[IWC_FMT_G_FIXED_MAX];

	(void)state;
	g_checked = g_fixed = 0;
	for (size_t i = 0; i < sizeof(edges) / sizeof(edges[0]); i++) {
		g_same(edges[i]);
		g_same(-edges[i]);
	}
	g_same(INFINITY);
	g_same(-INFINITY);
	g_same(NAN);
	/* what the tools print: bit rates (500 kb/s units, and any b/s in
	 * Mb/s and kb/s), frequencies of every MHz and of each 5 kHz of
	 * 2.4 GHz in GHz, MHz and kHz, RCPI levels, times in s and ms */
	for (int r = 0; r < 256; r++) {
		g_same(r * 500000 / 1e6);
		g_same(r * 500000 / 1e3);
		g_same(r / 2.0 - 110.0);
	}
	for (long long b = 1; b < 2000000000; b = b * 3 + 7) {
		g_same(b / 1e6);
		g_same(b / 1e3);
		g_same(b / 1e9);
	}
	for (int mhz = 0; mhz <= 72000; mhz++) {
		g_same(mhz * 1e6 / 1e9);
		g_same(mhz * 1e5 / 1e6);
	}
	for (int khz = 2400000; khz <= 2500000; khz += 5) {
		g_same(khz * 1e3 / 1e9);
		g_same(khz * 1e3 / 1e6);
	}
	for (int us = 0; us < 3000000; us += 997) {
		g_same(us / 1e6);
		g_same(us / 1e3);
	}
	/* and doubles of every magnitude around the fixed-point range */
	for (int i = 0; i < 100000; i++) {
		uint64_t x = g_rand();
		double m = (double)(x >> 11) / 9007199254740992.0; /* [0,1) */
		int e = (int)(g_rand() % 15) - 6;

		g_same((x & 1 ? -1 : 1) * m * pow(10, e));
		/* short decimals, the kind the kernel's units give */
		g_same((double)(x % 10000000) / pow(10, (int)(x >> 60) % 10));
	}
	assert_true(g_checked > 300000);
	/* most of them in integers (the rest: exponents, zeros, halves) */
	assert_true(g_fixed > g_checked * 8 / 10);
	g_fixed_takes(2.437, "2.437");
	g_fixed_takes(5.5, "5.5");
	g_fixed_takes(54.0, "54");
	g_fixed_takes(-55.5, "-55.5");
	g_fixed_takes(0.00012, "0.00012");
	g_fixed_takes(999999.4, "999999");
	g_fixed_takes(9.9999951, "10");
	g_fixed_takes(5.18, "5.18");
	assert_int_equal(iwc_fmt_g_fixed(small, 0.0), -1);
	assert_int_equal(iwc_fmt_g_fixed(small, 1e6), -1);
	assert_int_equal(iwc_fmt_g_fixed(small, 123456.5), -1);

	/* cut as snprintf cuts, the full length returned */
	assert_int_equal(iwc_fmt_g(small, 4, 2.437), 5);
	assert_string_equal(small, "2.4");
	assert_int_equal(iwc_fmt_g(small, 1, 2.437), 5);
	assert_string_equal(small, "");
	assert_int_equal(iwc_fmt_g(NULL, 0, 54.0), 2);
}

static void fv(double f, const char *exp)
{
	iwc_print_freq_value(buf, sizeof(buf), f);
	assert_string_equal(buf, exp);
}

static void freq_value(void **state)
{
	(void)state;
	fv(2.412e9, "2.412 GHz");
	fv(5.18e9, "5.18 GHz");
	fv(5.2e9, "5.2 GHz");
	fv(2.484e9, "2.484 GHz");
	fv(5.745e9, "5.745 GHz");
	fv(58.32e9, "58.32 GHz");
	fv(5.955e9, "5.955 GHz");
	fv(1e9, "1 GHz");
	/* %g keeps 6 significant digits */
	fv(2.4123456e9, "2.41235 GHz");
	fv(999.9e6, "999.9 MHz");
	fv(1e6, "1 MHz");
	fv(2.5e6, "2.5 MHz");
	/* lower-case k */
	fv(999999, "999.999 kHz");
	fv(1000, "1 kHz");
	/* below 1000: a bare channel number */
	fv(999, "999");
	fv(6, "6");
	fv(0, "0");
	fv(11.5, "11.5");
}

static void pf(double f, int ch, int flags, const char *exp)
{
	iwc_print_freq(buf, sizeof(buf), f, ch, flags);
	assert_string_equal(buf, exp);
}

static void freq_field(void **state)
{
	(void)state;
	pf(2.412e9, -1, 0, "Frequency:2.412 GHz");
	pf(2.412e9, -1, IWC_FREQ_FIXED, "Frequency=2.412 GHz");
	/* only bit 0 counts: iwconfig passes '2' (0x32), which prints ':' */
	pf(2.412e9, -1, '2', "Frequency:2.412 GHz");
	pf(2.412e9, 1, 0, "Frequency:2.412 GHz (Channel 1)");
	pf(5.18e9, 36, IWC_FREQ_FIXED, "Frequency=5.18 GHz (Channel 36)");
	pf(2.484e9, 0, 0, "Frequency:2.484 GHz (Channel 0)");
	pf(2.484e9, -2, 0, "Frequency:2.484 GHz");
	/* a channel number, never with "(Channel N)" */
	pf(6, 6, 0, "Channel:6");
	pf(11, -1, IWC_FREQ_FIXED, "Channel=11");
	/* the caller's buffer length is honoured */
	iwc_print_freq(buf, 10, 2.412e9, -1, 0);
	assert_string_equal(buf, "Frequency");
}

/* ---- bit rates ---- */

static void br(int rate, const char *exp)
{
	iwc_print_bitrate(buf, sizeof(buf), rate);
	assert_string_equal(buf, exp);
}

static void bitrate(void **state)
{
	(void)state;
	br(1000000, "1 Mb/s");
	br(5500000, "5.5 Mb/s");
	br(54000000, "54 Mb/s");
	br(144400000, "144.4 Mb/s");
	br(866700000, "866.7 Mb/s");
	br(1200900000, "1.2009 Gb/s");
	br(1000000000, "1 Gb/s");
	br(0, "0 kb/s");
	br(500, "0.5 kb/s");
	br(999999, "999.999 kb/s");
	br(2147483647, "2.14748 Gb/s");
}

/* ---- tx power ---- */

static void dbm_mwatt(void **state)
{
	(void)state;
	assert_int_equal(iwc_dbm2mwatt(20), 100);
	assert_int_equal(iwc_dbm2mwatt(0), 1);
	assert_int_equal(iwc_dbm2mwatt(15), 31);	/* floor(31.6) */
	assert_int_equal(iwc_dbm2mwatt(30), 1000);
	assert_int_equal(iwc_mwatt2dbm(100), 20);
	assert_int_equal(iwc_mwatt2dbm(1), 0);
	assert_int_equal(iwc_mwatt2dbm(31), 15);	/* ceil(14.91) */
	assert_int_equal(iwc_mwatt2dbm(50), 17);	/* ceil(16.99) */
	assert_int_equal(iwc_mwatt2dbm(1000), 30);
}

/* Out of int's range (a txpower of 94 dBm and more, 0 or negative mW):
 * what the processor's conversion gives, as the real libiw's cast got
 * (INT_MIN on x86; ARM saturates), and no undefined cast on the way:
 * the sanitizer build reports one ("float-cast-overflow"). */
static void dbm_mwatt_edges(void **state)
{
	(void)state;
#if defined(__x86_64__) || defined(__i386__)
	const int big = INT_MIN, nan_int = INT_MIN;
#else
	const int big = INT_MAX, nan_int = 0;
#endif
	assert_int_equal(iwc_dbm2mwatt(93), 1995262314);
	assert_int_equal(iwc_dbm2mwatt(94), big);
	assert_int_equal(iwc_dbm2mwatt(INT_MAX), big);
	assert_int_equal(iwc_dbm2mwatt(INT_MIN), 0);
	assert_int_equal(iwc_mwatt2dbm(INT_MAX), 94);
	assert_int_equal(iwc_mwatt2dbm(0), INT_MIN);
	assert_int_equal(iwc_mwatt2dbm(-1), nan_int);
	assert_int_equal(iwc_mwatt2dbm(INT_MIN), nan_int);
}

static void tp(int32_t value, bool disabled, uint16_t flags, const char *exp)
{
	struct iwc_param p = { .value = value, .disabled = disabled,
			       .flags = flags, .fixed = true };

	iwc_print_txpower(buf, sizeof(buf), &p);
	assert_string_equal(buf, exp);
}

static void txpower(void **state)
{
	(void)state;
	tp(20, false, IWC_TXPOW_DBM, "20 dBm");
	tp(0, false, IWC_TXPOW_DBM, "0 dBm");
	tp(-5, false, IWC_TXPOW_DBM, "-5 dBm");
	tp(20, true, IWC_TXPOW_DBM, "off");
	tp(100, false, IWC_TXPOW_MWATT, "20 dBm");
	tp(50, false, IWC_TXPOW_MWATT, "17 dBm");
	tp(7, false, IWC_TXPOW_RELATIVE, "7");
	/* relative wins over mW */
	tp(7, false, IWC_TXPOW_RELATIVE | IWC_TXPOW_MWATT, "7");
	/* disabled wins over everything */
	tp(7, true, IWC_TXPOW_RELATIVE, "off");
}

/* ---- link statistics ---- */

static struct iwc_wext_range mbm_range(void)
{
	struct iwc_wext_range r;

	memset(&r, 0, sizeof(r));
	r.max_qual.qual = 70;
	r.max_qual.level = (uint8_t)-110;
	r.max_qual.updated = 0x4B;
	return r;
}

static void st(uint8_t qual, uint8_t level, uint8_t noise, uint8_t updated,
	       const struct iwc_wext_range *r, bool has_range, const char *exp)
{
	struct iwc_qual q = { .qual = qual, .level = level, .noise = noise,
			      .updated = updated };

	iwc_print_stats(buf, sizeof(buf), &q, r, has_range);
	assert_string_equal(buf, exp);
}

static void stats_cfg80211_forms(void **state)
{
	struct iwc_wext_range r = mbm_range();
	struct iwc_wext_range u;

	(void)state;
	/* MBM: QUAL_UPDATED|LEVEL_UPDATED|DBM|NOISE_INVALID, two trailing
	 * spaces after the signal part */
	st(65, (uint8_t)-45, 0, 0x4B, &r, true,
	   "Quality=65/70  Signal level=-45 dBm  ");
	st(0, (uint8_t)-120, 0, 0x4B, &r, true,
	   "Quality=0/70  Signal level=-120 dBm  ");
	/* UNSPEC: no DBM bit, level <= max level: relative form */
	memset(&u, 0, sizeof(u));
	u.max_qual.qual = 100;
	u.max_qual.level = 100;
	st(55, 55, 0, 0x43, &u, true, "Quality=55/100  Signal level=55/100  ");
	/* NONE: QUAL/LEVEL/NOISE invalid and level 0: the raw form */
	memset(&u, 0, sizeof(u));
	st(0, 0, 0, 0x70, &u, true, "Quality:0  Signal level:0  Noise level:0");
}

static void stats_raw_form(void **state)
{
	struct iwc_wext_range r = mbm_range();

	(void)state;
	/* no range: raw unsigned bytes, no trailing space */
	st(65, (uint8_t)-45, 0, 0x4B, &r, false,
	   "Quality:65  Signal level:211  Noise level:0");
	/* level 0 without DBM/RCPI */
	st(12, 0, 3, 0x07, &r, true, "Quality:12  Signal level:0  Noise level:3");
	/* level 0 but the DBM flag: the dBm form */
	st(12, 0, 3, IWC_QUAL_DBM, &r, true,
	   "Quality:12/70  Signal level:0 dBm  Noise level:3 dBm");
	/* level 0 but RCPI */
	st(12, 0, 0, IWC_QUAL_RCPI, &r, true,
	   "Quality:12/70  Signal level:-110 dBm  Noise level:-110 dBm");
}

static void stats_rcpi(void **state)
{
	struct iwc_wext_range r = mbm_range();

	(void)state;
	/* level/2 - 110, printed with %g */
	st(10, 130, 50, IWC_QUAL_RCPI | IWC_QUAL_LEVEL_UPDATED, &r, true,
	   "Quality:10/70  Signal level=-45 dBm  Noise level:-85 dBm");
	st(10, 131, 51, IWC_QUAL_RCPI | IWC_QUAL_ALL_UPDATED, &r, true,
	   "Quality=10/70  Signal level=-44.5 dBm  Noise level=-84.5 dBm");
	st(10, 131, 51,
	   IWC_QUAL_RCPI | IWC_QUAL_QUAL_INVALID | IWC_QUAL_NOISE_INVALID, &r,
	   true, "Signal level:-44.5 dBm  ");
	/* RCPI wins over DBM */
	st(10, 220, 0, IWC_QUAL_RCPI | IWC_QUAL_DBM | IWC_QUAL_NOISE_INVALID,
	   &r, true, "Quality:10/70  Signal level:0 dBm  ");
}

/* Cut as snprintf cuts: each shorter buffer holds the longest prefix
 * that fits, NUL-terminated, and nothing is written past it. */
static void cut_as_snprintf(void **state)
{
	struct iwc_wext_range r = mbm_range();
	struct iwc_qual q = { .qual = 10, .level = 131, .noise = 51,
			      .updated = IWC_QUAL_RCPI | IWC_QUAL_ALL_UPDATED };
	struct iwc_qual d = { .qual = 70, .level = 226, .noise = 161,
			      .updated = IWC_QUAL_DBM | IWC_QUAL_ALL_UPDATED };
	char full[128], cut[128];

	(void)state;
	for (int which = 0; which < 4; which++) {
		size_t n;

		switch (which) {
		case 0:
			iwc_print_stats(full, sizeof(full), &q, &r, true);
			break;
		case 1:
			iwc_print_stats(full, sizeof(full), &d, &r, true);
			break;
		case 2:
			iwc_print_freq(full, sizeof(full), 5.18e9, 36, 0);
			break;
		default:
			iwc_print_bitrate(full, sizeof(full), 5500000);
			break;
		}
		n = strlen(full);
		assert_true(n > 6);
		for (size_t len = 0; len <= n + 1; len++) {
			memset(cut, 'x', sizeof(cut));
			switch (which) {
			case 0:
				iwc_print_stats(cut, len, &q, &r, true);
				break;
			case 1:
				iwc_print_stats(cut, len, &d, &r, true);
				break;
			case 2:
				iwc_print_freq(cut, len, 5.18e9, 36, 0);
				break;
			default:
				iwc_print_bitrate(cut, len, 5500000);
				break;
			}
			if (len == 0) {
				assert_int_equal(cut[0], 'x');
				continue;
			}
			assert_int_equal(strlen(cut), len - 1 < n ? len - 1 : n);
			assert_memory_equal(cut, full, strlen(cut));
			assert_int_equal(cut[len], 'x');
		}
	}
}

static void stats_dbm_byte(void **state)
{
	struct iwc_wext_range r = mbm_range();
	struct iwc_wext_range rel;

	(void)state;
	/* bytes >= 64 are negative (-192..63) */
	st(1, 63, 64, IWC_QUAL_DBM, &r, true,
	   "Quality:1/70  Signal level:63 dBm  Noise level:-192 dBm");
	st(1, 255, 161, IWC_QUAL_DBM | IWC_QUAL_ALL_UPDATED, &r, true,
	   "Quality=1/70  Signal level=-1 dBm  Noise level=-95 dBm");
	/* no DBM flag, but level > max_qual.level: still the dBm form */
	memset(&rel, 0, sizeof(rel));
	rel.max_qual.qual = 100;
	rel.max_qual.level = 100;
	st(40, 200, 161, 0, &rel, true,
	   "Quality:40/100  Signal level:-56 dBm  Noise level:-95 dBm");
	/* level == max: relative */
	st(40, 100, 7, 0, &rel, true,
	   "Quality:40/100  Signal level:100/100  Noise level:7/0");
}

static void stats_relative_and_invalid(void **state)
{
	struct iwc_wext_range rel;

	(void)state;
	memset(&rel, 0, sizeof(rel));
	rel.max_qual.qual = 100;
	rel.max_qual.level = 100;
	rel.max_qual.noise = 90;
	st(40, 50, 20, IWC_QUAL_ALL_UPDATED, &rel, true,
	   "Quality=40/100  Signal level=50/100  Noise level=20/90");
	st(40, 50, 20, IWC_QUAL_QUAL_UPDATED | IWC_QUAL_NOISE_UPDATED, &rel,
	   true, "Quality=40/100  Signal level:50/100  Noise level=20/90");
	st(40, 50, 20, IWC_QUAL_QUAL_INVALID, &rel, true,
	   "Signal level:50/100  Noise level:20/90");
	st(40, 50, 20, IWC_QUAL_LEVEL_INVALID, &rel, true,
	   "Quality:40/100  Noise level:20/90");
	st(40, 50, 20,
	   IWC_QUAL_QUAL_INVALID | IWC_QUAL_LEVEL_INVALID |
		   IWC_QUAL_NOISE_INVALID,
	   &rel, true, "");
}

/* ---- keys ---- */

static void pk(const uint8_t *key, int size, int flags, const char *exp)
{
	iwc_print_key(buf, sizeof(buf), key, size, flags);
	assert_string_equal(buf, exp);
}

static void keys(void **state)
{
	static const uint8_t k13[13] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
					 13 };
	static const uint8_t kab[3] = { 0xab, 0xcd, 0xef };
	uint8_t big[128];

	(void)state;
	pk(k13, 5, 0, "0102-0304-05");
	pk(k13, 13, 0, "0102-0304-0506-0708-090A-0B0C-0D");
	/* upper-case hex */
	pk(kab, 1, 0, "AB");
	pk(kab, 2, 0, "ABCD");
	pk(kab, 3, 0, "ABCD-EF");
	/* libiw always prints the first byte, even for a size of 0 */
	pk(kab, 0, 0, "AB");
	/* the index and mode bits do not change the key text */
	pk(k13, 5, 2 | IWC_ENCODE_RESTRICTED, "0102-0304-05");
	/* NOKEY: "on" for size <= 0, else ** per byte */
	pk(k13, 0, IWC_ENCODE_NOKEY, "on");
	pk(k13, 5, IWC_ENCODE_NOKEY, "****-****-**");
	pk(k13, 13, IWC_ENCODE_NOKEY, "****-****-****-****-****-****-**");
	pk(k13, 1, IWC_ENCODE_NOKEY, "**");

	/* size * 3 > buffer: <too big> */
	memset(big, 0x11, sizeof(big));
	iwc_print_key(buf, 30, big, 11, 0);
	assert_string_equal(buf, "<too big>");
	iwc_print_key(buf, 256, big, 64, 0);
	assert_int_equal(strlen(buf), 64 * 2 + 31);
	assert_memory_equal(buf, "1111-1111-", 10);
}

static void keys_negative_size(void **state)
{
	static const uint8_t k[1] = { 0 };

	(void)state;
	/* docs/reference/common.md#encryption-keys: with NOKEY, "on" when
	 * the size is <= 0 (libiw's key_size * 3 > buflen check is signed,
	 * so it does not fire) */
	pk(k, -1, IWC_ENCODE_NOKEY, "on");
}

/* ---- ESSID escaping ---- */

static void esc(const char *src, size_t len, const char *exp)
{
	char d[4 * 64 + 1];

	iwc_essid_escape(d, (const uint8_t *)src, len);
	assert_string_equal(d, exp);
}

static void essid_escape(void **state)
{
	(void)state;
	esc("TestNet", 7, "TestNet");
	esc("", 0, "");
	/* docs/reference/common.md#output-primitives [E] examples */
	esc("caf\xC3\xA9 \\x7", 9, "caf\\xC3\\xA9 \\x7");
	esc("\0\0\0\0", 4, "\\x00\\x00\\x00\\x00");
	/* control characters and DEL; space and ~ are printable */
	esc("a\tb\x7f", 4, "a\\x09b\\x7F");
	esc(" ~", 2, " ~");
	esc("\x1f\x80\xff", 3, "\\x1F\\x80\\xFF");
	/* quotes are not escaped */
	esc("\"q\"", 3, "\"q\"");
}

static void essid_escape_backslash(void **state)
{
	(void)state;
	/* escaped only when "\xHH" follows AND more than 4 bytes remain */
	esc("\\x41z", 5, "\\x5Cx41z");
	esc("\\x41", 4, "\\x41");	/* the off-by-one */
	esc("a\\x41", 5, "a\\x41");
	esc("\\x4g!", 5, "\\x4g!");	/* not two hex digits */
	esc("\\X41!", 5, "\\X41!");	/* upper-case X does not count */
	esc("\\xaF!", 5, "\\x5CxaF!");	/* any case of hex digit */
	esc("\\\\x41!", 6, "\\\\x5Cx41!");
	/* only the length counts, not a NUL inside */
	esc("\\x41\0", 5, "\\x5Cx41\\x00");
}

/* ---- MAC addresses ---- */

static void ether(void **state)
{
	static const uint8_t mac[6] = { 0x00, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e };

	(void)state;
	iwc_ether_ntop(mac, buf);
	assert_string_equal(buf, "00:1A:2B:3C:4D:5E");
}

static void sa(const uint8_t *mac, const char *exp)
{
	iwc_sawap_ntop(mac, buf);
	assert_string_equal(buf, exp);
}

static void sawap(void **state)
{
	static const uint8_t zero[6] = { 0 };
	static const uint8_t ff[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	static const uint8_t x44[6] = { 0x44, 0x44, 0x44, 0x44, 0x44, 0x44 };
	static const uint8_t x45[6] = { 0x44, 0x44, 0x44, 0x44, 0x44, 0x45 };
	static const uint8_t z1[6] = { 0, 0, 0, 0, 0, 1 };
	static const uint8_t bss[6] = { 0x02, 0, 0, 0, 0x01, 0 };

	(void)state;
	sa(zero, "Not-Associated");
	sa(ff, "Invalid");
	sa(x44, "None");
	sa(x45, "44:44:44:44:44:45");
	sa(z1, "00:00:00:00:00:01");
	sa(bss, "02:00:00:00:01:00");
}

/* ---- power management ---- */

static void pmv(int value, int flags, const char *exp)
{
	iwc_print_pm_value(buf, sizeof(buf), value, flags);
	assert_string_equal(buf, exp);
}

static void pm_value(void **state)
{
	(void)state;
	pmv(100, 0, " period:100us");
	pmv(999, IWC_POWER_PERIOD, " period:999us");
	pmv(1000, IWC_POWER_PERIOD, " period:1ms");
	pmv(1500, IWC_POWER_PERIOD, " period:1.5ms");
	pmv(1000000, IWC_POWER_PERIOD, " period:1s");
	pmv(2500000, IWC_POWER_PERIOD, " period:2.5s");
	pmv(500000, IWC_POWER_TIMEOUT, " timeout:500ms");
	pmv(300, IWC_POWER_SAVING, " saving:300us");
	/* TIMEOUT wins over SAVING */
	pmv(300, IWC_POWER_SAVING | IWC_POWER_TIMEOUT, " timeout:300us");
	pmv(5, IWC_POWER_RELATIVE | IWC_POWER_PERIOD, " period:5");
	pmv(5000000, IWC_POWER_RELATIVE | IWC_POWER_PERIOD, " period:5000000");
	pmv(100, IWC_POWER_MIN | IWC_POWER_PERIOD, " min period:100us");
	pmv(100, IWC_POWER_MAX | IWC_POWER_TIMEOUT, " max timeout:100us");
	pmv(100, IWC_POWER_MIN | IWC_POWER_MAX, " min max period:100us");
}

static void pmm(int flags, const char *exp)
{
	iwc_print_pm_mode(buf, sizeof(buf), flags);
	assert_string_equal(buf, exp);
}

static void pm_mode(void **state)
{
	(void)state;
	pmm(0, "");
	pmm(IWC_POWER_UNICAST_R, "mode:Unicast only received");
	pmm(IWC_POWER_MULTICAST_R, "mode:Multicast only received");
	pmm(IWC_POWER_ALL_R, "mode:All packets received");
	pmm(IWC_POWER_FORCE_S, "mode:Force sending");
	pmm(IWC_POWER_REPEATER, "mode:Repeat multicasts");
	pmm(0x0500, "");
	/* only bits 0x0F00 count */
	pmm(IWC_POWER_ALL_R | IWC_POWER_TIMEOUT | IWC_POWER_MIN,
	    "mode:All packets received");
}

/* ---- retry ---- */

static void rv(int value, int flags, const char *exp)
{
	iwc_print_retry_value(buf, sizeof(buf), value, flags);
	assert_string_equal(buf, exp);
}

static void retry_value(void **state)
{
	(void)state;
	rv(7, IWC_RETRY_LIMIT | IWC_RETRY_SHORT, " short limit:7");
	rv(4, IWC_RETRY_LIMIT | IWC_RETRY_SHORT | IWC_RETRY_LONG,
	   " short  long limit:4");
	rv(4, IWC_RETRY_LIMIT | IWC_RETRY_LONG, "  long limit:4");
	rv(4, IWC_RETRY_LIMIT, " limit:4");
	rv(4, IWC_RETRY_LIMIT | IWC_RETRY_MIN, " min limit:4");
	rv(4, IWC_RETRY_LIMIT | IWC_RETRY_MAX | IWC_RETRY_SHORT,
	   " max short limit:4");
	rv(500000, IWC_RETRY_LIFETIME, " lifetime:500ms");
	rv(2000000, IWC_RETRY_LIFETIME | IWC_RETRY_MAX, " max lifetime:2s");
	rv(12, IWC_RETRY_LIFETIME, " lifetime:12us");
	rv(12, IWC_RETRY_LIFETIME | IWC_RETRY_RELATIVE, " lifetime:12");
}

/* ---- ieee80211_frequency_to_channel ---- */

static void freq_to_chan(void **state)
{
	static const struct {
		uint32_t mhz;
		int chan;
	} t[] = {
		{ 2412, 1 },	{ 2437, 6 },	{ 2472, 13 },	{ 2484, 14 },
		{ 2407, 0 },	{ 4915, 183 },	{ 4920, 184 },	{ 4980, 196 },
		{ 5180, 36 },	{ 5320, 64 },	{ 5500, 100 },	{ 5745, 149 },
		{ 5825, 165 },	{ 5900, 180 },	{ 5935, 2 },	{ 5955, 1 },
		{ 6115, 33 },	{ 7115, 233 },	{ 58320, 1 },	{ 60480, 2 },
		{ 62640, 3 },	{ 69120, 6 },	{ 70200, 6 },	{ 50000, 0 },
		{ 70201, 0 },	{ 58319, 0 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		if (iwc_freq_to_chan(t[i].mhz) != t[i].chan)
			print_error("freq_to_chan(%u)\n", t[i].mhz);
		assert_int_equal(iwc_freq_to_chan(t[i].mhz), t[i].chan);
	}
}

/* iw's version (native mode): signed, and 6 GHz starts at 5950, so the
 * kernel's wrapped values come out as iw prints them */
static void iw_freq_to_chan(void **state)
{
	static const struct {
		int mhz;
		int chan;
	} t[] = {
		{ 2412, 1 },	{ 2484, 14 },	{ 2402, -1 },	{ 5180, 36 },
		{ 4920, 184 },	{ 5925, 185 },	{ 5935, 2 },	{ 5945, 189 },
		{ 5955, 1 },	{ 7115, 233 },	{ 60480, 2 },	{ 50000, 0 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		if (iwc_iw_freq_to_chan(t[i].mhz) != t[i].chan)
			print_error("iw_freq_to_chan(%d)\n", t[i].mhz);
		assert_int_equal(iwc_iw_freq_to_chan(t[i].mhz), t[i].chan);
	}
}

/* src/util/libm.c: the same doubles as libm's own functions (which the unit
 * tests link), whether taken from libm at run time or computed. */
static void libm_functions(void **state)
{
	static const double xs[] = {
		0.0, 0.49999999999999994, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5,
		2437.0, 2412000000.0 / 1e6, 5180.4999999, 1e15 + 0.5,
		-123456.5, 4503599627370495.5, 0.1, 3.0,
	};

	(void)state;
	for (int e = -40; e <= 40; e++)
		assert_true(iwc_pow10(e) == pow(10, e));
	for (int dbm = -128; dbm <= 127; dbm++) {
		assert_true(iwc_pow(10.0, dbm / 10.0) == pow(10.0, dbm / 10.0));
		double mw = floor(pow(10.0, dbm / 10.0));

		/* above 93 dBm: dbm_mwatt_edges (no undefined cast here) */
		if (mw < 2147483648.0)
			assert_int_equal(iwc_dbm2mwatt(dbm), (int)mw);
	}
	for (int mw = 1; mw <= 100000; mw += 7) {
		/* Both stored as doubles: i386 glibc's log10 returns the
		 * x87's 80-bit result in st(0) (C11 6.8.6.4 allows the excess
		 * precision), and the compiler, taking a returned double
		 * for rounded, compared one stored side with the other
		 * still in its register. */
		volatile double ours = iwc_log10(mw), libm = log10(mw);

		assert_true(ours == libm);
		assert_int_equal(iwc_mwatt2dbm(mw), (int)ceil(10.0 * log10(mw)));
	}
	for (size_t i = 0; i < sizeof(xs) / sizeof(xs[0]); i++)
		assert_true(iwc_llround(xs[i]) == llround(xs[i]));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(mode_names),
		cmocka_unit_test(freq2float),
		cmocka_unit_test(fmt_g_as_printf),
		cmocka_unit_test(freq_value),
		cmocka_unit_test(freq_field),
		cmocka_unit_test(bitrate),
		cmocka_unit_test(dbm_mwatt),
		cmocka_unit_test(dbm_mwatt_edges),
		cmocka_unit_test(txpower),
		cmocka_unit_test(stats_cfg80211_forms),
		cmocka_unit_test(stats_raw_form),
		cmocka_unit_test(stats_rcpi),
		cmocka_unit_test(stats_dbm_byte),
		cmocka_unit_test(cut_as_snprintf),
		cmocka_unit_test(stats_relative_and_invalid),
		cmocka_unit_test(keys),
		cmocka_unit_test(keys_negative_size),
		cmocka_unit_test(essid_escape),
		cmocka_unit_test(essid_escape_backslash),
		cmocka_unit_test(ether),
		cmocka_unit_test(sawap),
		cmocka_unit_test(pm_value),
		cmocka_unit_test(pm_mode),
		cmocka_unit_test(retry_value),
		cmocka_unit_test(freq_to_chan),
		cmocka_unit_test(iw_freq_to_chan),
		cmocka_unit_test(libm_functions),
	};

	return cmocka_run_group_tests_name("units", tests, NULL, NULL);
}
