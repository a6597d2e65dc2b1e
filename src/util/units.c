/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * units.c - the number and text formats of wireless-tools (libiw),
 * re-expressed as pure functions writing into caller buffers.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/units.h"
#include "iwcompat/wext.h"

static const char *const mode_names[] = {
	"Auto", "Ad-Hoc", "Managed", "Master",
	"Repeater", "Secondary", "Monitor", "Unknown/bug",
};

const char *iwc_mode_name(int mode)
{
	if (mode < 0 || mode >= IWC_NUM_OPER_MODE)
		return mode_names[IWC_NUM_OPER_MODE];
	return mode_names[mode];
}

double iwc_freq2float(const struct iwc_freq *f)
{
	return (double)f->m * iwc_pow10(f->e);
}

/*
 * "%g", the way glibc prints it (six significant digits, the exponent X
 * of the rounded value deciding: fixed point for -4 <= X < 6, trailing
 * zeros dropped), computed in integers where the digits are certain.
 * glibc formats every double in multi-precision arithmetic: a thousand
 * or more instructions a number, and a scan cell prints ten of them
 * (its frequency, its channel, each bit rate). Here |v| * 10^(5 - X) is
 * one multiplication by an exact power of ten, so it is within 2^-33 of
 * the exact product (it is below 2^20); rounded to the nearest integer
 * it gives glibc's six digits unless the exact product lies within that
 * distance of a half, where glibc rounds the exact decimal value half
 * to even. Those values, and every value outside the fixed-point range
 * (zeros, exponents, infinities, NaNs), are declined (-1) and left to
 * snprintf itself by iwc_fmt_g. tests/unit/test_units.c compares the
 * two on a few hundred thousand values.
 */
int iwc_fmt_g_fixed(char out[IWC_FMT_G_FIXED_MAX], double v)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4,
				      1e5, 1e6, 1e7, 1e8, 1e9 };
	double a = v < 0 ? -v : v;
	char *p = out, dig[6];
	double r, f;
	long n;
	int x, d, last;

	/* below 1e-4 or from 999999.5 on: exponent notation (or a zero) */
	if (!(a >= 1e-4 && a < 999999.5))
		return -1;
	/* the exponent: 10^x <= a < 10^(x+1) */
	for (x = 5; x > -4 && a * p10[5 - x] < 100000.0; x--)
		;
	r = a * p10[5 - x];
	n = (long)r;
	f = r - (double)n;
	if (f > 0.5 - 1e-6 && f < 0.5 + 1e-6)
		return -1;	/* a half, or near: glibc's exact rounding */
	if (f > 0.5)
		n++;
	if (n == 1000000) {	/* 9.9999951 is 10.0000: X is one more */
		n = 100000;
		x++;
	}
	if (n < 100000 || n >= 1000000 || x > 5)
		return -1;

	for (d = 5; d >= 0; d--, n /= 10)
		dig[d] = (char)('0' + n % 10);
	for (last = 5; last > 0 && dig[last] == '0'; last--)
		;
	if (v < 0)
		*p++ = '-';
	if (x >= 0) {
		for (d = 0; d <= x; d++)
			*p++ = dig[d];
		if (last > x)
			*p++ = '.';
		for (; d <= last; d++)
			*p++ = dig[d];
	} else {
		*p++ = '0';
		*p++ = '.';
		for (d = -1; d > x; d--)
			*p++ = '0';
		for (d = 0; d <= last; d++)
			*p++ = dig[d];
	}
	*p = '\0';
	return (int)(p - out);
}

int iwc_fmt_g(char *buf, size_t len, double v)
{
	char tmp[IWC_FMT_G_FIXED_MAX];
	int n = iwc_fmt_g_fixed(tmp, v);

	if (n < 0)
		return snprintf(buf, len, "%g", v);
	if (len) {
		size_t k = (size_t)n < len - 1 ? (size_t)n : len - 1;

		memcpy(buf, tmp, k);
		buf[k] = '\0';
	}
	return n;
}

/*
 * A string built piece by piece, cut as snprintf cuts it (at most
 * len - 1 characters and the NUL), @n counting every character given:
 * for the lines every scan cell and iwconfig prints, which went through
 * vsnprintf's format interpreter a piece at a time.
 */
struct strb {
	char *buf;
	size_t len;
	size_t n;
};

static void sb_init(struct strb *s, char *buf, size_t len)
{
	s->buf = buf;
	s->len = len;
	s->n = 0;
	if (len)
		buf[0] = '\0';
}

/* one copy, not one per call site: this code runs once per process in
 * a status bar's poll, where each new block of code costs (TCG
 * translates it, hardware fetches it cold) far more than a call */
__attribute__((noinline))
static void sb_putn(struct strb *s, const char *p, size_t k)
{
	if (s->n < s->len) {
		size_t room = s->len - 1 - s->n;
		size_t c = k < room ? k : room;

		memcpy(s->buf + s->n, p, c);
		s->buf[s->n + c] = '\0';
	}
	s->n += k;
}

static void sb_puts(struct strb *s, const char *str)
{
	sb_putn(s, str, strlen(str));
}

static void sb_putc(struct strb *s, char c)
{
	sb_putn(s, &c, 1);
}

/* "%d" */
static void sb_int(struct strb *s, int v)
{
	char b[12];
	int i = (int)sizeof(b);
	unsigned int u = v < 0 ? 0u - (unsigned int)v : (unsigned int)v;

	do {
		b[--i] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		b[--i] = '-';
	sb_putn(s, b + i, sizeof(b) - (size_t)i);
}

static void scaled(char *buf, size_t len, double v, const char *unit)
{
	char scale, g[32];
	int divisor;
	struct strb s;

	if (v >= IWC_GIGA) {
		scale = 'G';
		divisor = (int)IWC_GIGA;
	} else if (v >= IWC_MEGA) {
		scale = 'M';
		divisor = (int)IWC_MEGA;
	} else {
		scale = 'k';
		divisor = (int)IWC_KILO;
	}
	iwc_fmt_g(g, sizeof(g), v / divisor);
	sb_init(&s, buf, len);	/* "%g %c%s" */
	sb_puts(&s, g);
	sb_putc(&s, ' ');
	sb_putc(&s, scale);
	sb_puts(&s, unit);
}

void iwc_print_freq_value(char *buf, size_t len, double freq)
{
	if (freq < IWC_KILO)
		iwc_fmt_g(buf, len, freq);
	else
		scaled(buf, len, freq, "Hz");
}

void iwc_print_freq(char *buf, size_t len, double freq, int channel,
		    int freq_flags)
{
	char sep = (freq_flags & IWC_FREQ_FIXED) ? '=' : ':';
	char vbuf[16];	/* libiw's size: longer values are cut */
	struct strb s;

	iwc_print_freq_value(vbuf, sizeof(vbuf), freq);
	/* "Channel%c%s", "Frequency%c%s (Channel %d)", "Frequency%c%s" */
	sb_init(&s, buf, len);
	sb_puts(&s, freq < IWC_KILO ? "Channel" : "Frequency");
	sb_putc(&s, sep);
	sb_puts(&s, vbuf);
	if (freq >= IWC_KILO && channel >= 0) {
		sb_puts(&s, " (Channel ");
		sb_int(&s, channel);
		sb_putc(&s, ')');
	}
}

void iwc_print_bitrate(char *buf, size_t len, int bitrate)
{
	scaled(buf, len, (double)bitrate, "b/s");
}

uint32_t iwc_chan_to_mhz(int32_t chan)
{
	uint32_t c = (uint32_t)chan;

	if (chan <= 0)
		return 0;
	if (chan <= 14)
		return chan == 14 ? 2484 : 2407 + 5 * c;
	if (chan >= 182 && chan <= 196)
		return 4000 + 5 * c;
	return 5000 + 5 * c;
}

int iwc_wext_freq_mhz(int32_t m, int16_t e)
{
	int div = 1000000;

	if (e == 0) {
		if (m < 0)
			return 0;
		/* MHZ_TO_KHZ() in int, returned as u32, KHZ_TO_MHZ() */
		return (int)(iwc_chan_to_mhz(m) * 1000u / 1000u);
	}
	for (int i = 0; i < e; i++)
		div /= 10;
	if (div <= 0)
		return -EINVAL;
	return m / div;
}

int32_t iwc_dbm_to_mbm(int32_t dbm)
{
	return (int32_t)((uint32_t)dbm * 100u);
}

int iwc_wext_chan_of(double freq)
{
	if (!(freq > -1.0) || freq >= (double)INT_MAX)
		return -1;
	return (int)freq;
}

/* (int)v where v may be out of int's range (dBm above 93: 10^9.4 mW;
 * 0 or negative mW: log10 gives -inf or NaN). C leaves that undefined;
 * wireless-tools' libiw casts anyway and gets what the processor's
 * conversion gives, which this returns without the undefined cast: x86's
 * cvttsd2si (and x87's fistp) give INT_MIN for anything out of range,
 * ARM's conversions saturate and give 0 for NaN. */
static int int_of(double v)
{
	if (v >= -2147483648.0 && v < 2147483648.0)
		return (int)v;
#if defined(__x86_64__) || defined(__i386__)
	return INT_MIN;
#else
	if (v != v)
		return 0;
	return v > 0 ? INT_MAX : INT_MIN;
#endif
}

int iwc_dbm2mwatt(int dbm)
{
	return int_of(floor(iwc_pow(10.0, (double)dbm / 10.0)));
}

int iwc_mwatt2dbm(int mw)
{
	return int_of(ceil(10.0 * iwc_log10((double)mw)));
}

void iwc_print_txpower(char *buf, size_t len, const struct iwc_param *txpower)
{
	if (txpower->disabled)
		snprintf(buf, len, "off");
	else if (txpower->flags & IWC_TXPOW_RELATIVE)
		snprintf(buf, len, "%d", txpower->value);
	else if (txpower->flags & IWC_TXPOW_MWATT)
		snprintf(buf, len, "%d dBm", iwc_mwatt2dbm(txpower->value));
	else
		snprintf(buf, len, "%d dBm", txpower->value);
}

/* Appends to buf at *off, never past len. */
static void append(char *buf, size_t len, size_t *off, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#include <stdarg.h>
static void append(char *buf, size_t len, size_t *off, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (*off >= len)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf + *off, len - *off, fmt, ap);
	va_end(ap);
	if (n > 0)
		*off += (size_t)n;
}

static int dbm_byte(uint8_t v)
{
	return v >= 64 ? (int)v - 0x100 : (int)v;
}

static char upd(const struct iwc_qual *q, uint8_t bit)
{
	return (q->updated & bit) ? '=' : ':';
}

/* "<label><= or :><value>", then "/<max>" when max >= 0, then @tail */
static void stat_part(struct strb *s, const char *label, char sep, int v,
		      int max, const char *tail)
{
	sb_puts(s, label);
	sb_putc(s, sep);
	sb_int(s, v);
	if (max >= 0) {
		sb_putc(s, '/');
		sb_int(s, max);
	}
	sb_puts(s, tail);
}

/* "<label><sep>%g dBm<tail>" of an RCPI byte: level / 2 - 110 dBm */
static void rcpi_part(struct strb *s, const char *label, char sep,
		      uint8_t rcpi, const char *tail)
{
	char g[32];

	iwc_fmt_g(g, sizeof(g), rcpi / 2.0 - 110.0);
	sb_puts(s, label);
	sb_putc(s, sep);
	sb_puts(s, g);
	sb_puts(s, " dBm");
	sb_puts(s, tail);
}

void iwc_print_stats(char *buf, size_t len, const struct iwc_qual *qual,
		     const struct iwc_wext_range *range, bool has_range)
{
	struct strb s;
	char ls = upd(qual, IWC_QUAL_LEVEL_UPDATED);
	char ns = upd(qual, IWC_QUAL_NOISE_UPDATED);
	bool level = !(qual->updated & IWC_QUAL_LEVEL_INVALID);
	bool noise = !(qual->updated & IWC_QUAL_NOISE_INVALID);

	sb_init(&s, buf, len);
	if (!has_range ||
	    (qual->level == 0 &&
	     !(qual->updated & (IWC_QUAL_DBM | IWC_QUAL_RCPI)))) {
		/* "Quality:%d  Signal level:%d  Noise level:%d" */
		stat_part(&s, "Quality", ':', qual->qual, -1, "  ");
		stat_part(&s, "Signal level", ':', qual->level, -1, "  ");
		stat_part(&s, "Noise level", ':', qual->noise, -1, "");
		return;
	}

	if (!(qual->updated & IWC_QUAL_QUAL_INVALID))	/* "Quality%c%d/%d  " */
		stat_part(&s, "Quality", upd(qual, IWC_QUAL_QUAL_UPDATED),
			  qual->qual, range->max_qual.qual, "  ");

	if (qual->updated & IWC_QUAL_RCPI) {
		/* "Signal level%c%g dBm  ", "Noise level%c%g dBm" */
		if (level)
			rcpi_part(&s, "Signal level", ls, qual->level, "  ");
		if (noise)
			rcpi_part(&s, "Noise level", ns, qual->noise, "");
	} else if ((qual->updated & IWC_QUAL_DBM) ||
		   qual->level > range->max_qual.level) {
		/* "Signal level%c%d dBm  ", "Noise level%c%d dBm" */
		if (level)
			stat_part(&s, "Signal level", ls, dbm_byte(qual->level),
				  -1, " dBm  ");
		if (noise)
			stat_part(&s, "Noise level", ns, dbm_byte(qual->noise),
				  -1, " dBm");
	} else {
		/* "Signal level%c%d/%d  ", "Noise level%c%d/%d" */
		if (level)
			stat_part(&s, "Signal level", ls, qual->level,
				  range->max_qual.level, "  ");
		if (noise)
			stat_part(&s, "Noise level", ns, qual->noise,
				  range->max_qual.noise, "");
	}
}

void iwc_print_key(char *buf, size_t len, const uint8_t *key, int key_size,
		   int key_flags)
{
	size_t off = 0;
	int i;

	if (len)
		buf[0] = '\0';
	if ((long)key_size * 3 > (long)len) {
		snprintf(buf, len, "<too big>");
		return;
	}
	if ((key_flags & IWC_ENCODE_NOKEY) && key_size <= 0) {
		snprintf(buf, len, "on");
		return;
	}
	for (i = 0; i < key_size || i == 0; i++) {
		if (i > 0 && (i & 1) == 0)
			append(buf, len, &off, "-");
		if (key_flags & IWC_ENCODE_NOKEY)
			append(buf, len, &off, "**");
		else
			append(buf, len, &off, "%.2X", key[i]);
	}
}

void iwc_fputs_key(FILE *f, const uint8_t *key, int key_size, int key_flags)
{
	char buf[256];

	iwc_print_key(buf, sizeof(buf), key, key_size, key_flags);
	fputs(buf, f);
	if ((key_flags & IWC_ENCODE_INDEX) > 1)
		fprintf(f, " [%d]", key_flags & IWC_ENCODE_INDEX);
	if (key_flags & IWC_ENCODE_RESTRICTED)
		fputs("   Security mode:restricted", f);
	if (key_flags & IWC_ENCODE_OPEN)
		fputs("   Security mode:open", f);
}

static void print_time_value(char *buf, size_t len, size_t *off, int value,
			     int flags, int relative_flag)
{
	char g[32];

	if (flags & relative_flag) {
		append(buf, len, off, "%d", value);
	} else if (value >= (int)IWC_MEGA) {
		iwc_fmt_g(g, sizeof(g), (double)value / IWC_MEGA);
		append(buf, len, off, "%ss", g);
	} else if (value >= (int)IWC_KILO) {
		iwc_fmt_g(g, sizeof(g), (double)value / IWC_KILO);
		append(buf, len, off, "%sms", g);
	} else {
		append(buf, len, off, "%dus", value);
	}
}

void iwc_print_pm_value(char *buf, size_t len, int value, int flags)
{
	size_t off = 0;

	if (len)
		buf[0] = '\0';
	if (flags & IWC_POWER_MIN)
		append(buf, len, &off, " min");
	if (flags & IWC_POWER_MAX)
		append(buf, len, &off, " max");
	if (flags & IWC_POWER_TIMEOUT)
		append(buf, len, &off, " timeout:");
	else if (flags & IWC_POWER_SAVING)
		append(buf, len, &off, " saving:");
	else
		append(buf, len, &off, " period:");
	print_time_value(buf, len, &off, value, flags, IWC_POWER_RELATIVE);
}

void iwc_print_pm_mode(char *buf, size_t len, int flags)
{
	const char *s;

	switch (flags & IWC_POWER_MODE) {
	case IWC_POWER_UNICAST_R:
		s = "mode:Unicast only received";
		break;
	case IWC_POWER_MULTICAST_R:
		s = "mode:Multicast only received";
		break;
	case IWC_POWER_ALL_R:
		s = "mode:All packets received";
		break;
	case IWC_POWER_FORCE_S:
		s = "mode:Force sending";
		break;
	case IWC_POWER_REPEATER:
		s = "mode:Repeat multicasts";
		break;
	default:
		s = "";
		break;
	}
	snprintf(buf, len, "%s", s);
}

void iwc_print_retry_value(char *buf, size_t len, int value, int flags)
{
	size_t off = 0;

	if (len)
		buf[0] = '\0';
	if (flags & IWC_RETRY_MIN)
		append(buf, len, &off, " min");
	if (flags & IWC_RETRY_MAX)
		append(buf, len, &off, " max");
	if (flags & IWC_RETRY_SHORT)
		append(buf, len, &off, " short");
	if (flags & IWC_RETRY_LONG)
		append(buf, len, &off, "  long");
	if (flags & IWC_RETRY_LIFETIME) {
		append(buf, len, &off, " lifetime:");
		print_time_value(buf, len, &off, value, flags,
				 IWC_RETRY_RELATIVE);
	} else {
		append(buf, len, &off, " limit:%d", value);
	}
}

void iwc_essid_escape(char *dest, const uint8_t *src, size_t slen)
{
	const uint8_t *s = src, *e = src + slen;
	char *d = dest;

	while (s < e) {
		/* A backslash that reads like an escape is escaped itself,
		 * but only with more than 4 bytes left (libiw's rule). */
		bool looks_escaped = *s == '\\' && (e - s) > 4 && s[1] == 'x' &&
				     isxdigit(s[2]) && isxdigit(s[3]);

		if (looks_escaped || *s >= 0x80 || iscntrl(*s)) {
			sprintf(d, "\\x%02X", *s);
			d += 4;
		} else {
			*d++ = (char)*s;
		}
		s++;
	}
	*d = '\0';
}

void iwc_ether_ntop(const uint8_t *mac, char *buf)
{
	/* "%02X:%02X:%02X:%02X:%02X:%02X", without vfprintf: every cell
	 * of a scan prints one */
	static const char hex[] = "0123456789ABCDEF";

	for (int i = 0; i < 6; i++) {
		*buf++ = hex[mac[i] >> 4];
		*buf++ = hex[mac[i] & 15];
		*buf++ = i < 5 ? ':' : '\0';
	}
}

static bool mac_all(const uint8_t *mac, uint8_t v)
{
	for (int i = 0; i < 6; i++)
		if (mac[i] != v)
			return false;
	return true;
}

void iwc_sawap_ntop(const uint8_t *mac, char *buf)
{
	if (mac_all(mac, 0x00))
		strcpy(buf, "Not-Associated");
	else if (mac_all(mac, 0xFF))
		strcpy(buf, "Invalid");
	else if (mac_all(mac, 0x44))
		strcpy(buf, "None");
	else
		iwc_ether_ntop(mac, buf);
}

int iwc_freq_to_chan(uint32_t mhz)
{
	/* the kernel's arithmetic is unsigned: below 2407 MHz (S1G) and in
	 * the gaps it wraps to large channel numbers, which WEXT passed on */
	if (mhz == 2484)
		return 14;
	if (mhz < 2484)
		return (int)((mhz - 2407u) / 5u);
	if (mhz >= 4910 && mhz <= 4980)
		return (int)((mhz - 4000u) / 5u);
	if (mhz < 5925)
		return (int)((mhz - 5000u) / 5u);
	if (mhz == 5935)
		return 2;
	if (mhz <= 45000)
		return (int)((mhz - 5950u) / 5u);
	if (mhz >= 58320 && mhz <= 70200)
		return (int)((mhz - 56160u) / 2160u);
	return 0;
}

int iwc_iw_freq_to_chan(int freq)
{
	/* iw's ieee80211_frequency_to_channel(): signed, 6 GHz from 5950 */
	if (freq == 2484)
		return 14;
	if (freq == 5935)
		return 2;
	/* int arithmetic as iw's, wrapping near INT_MIN without UB */
	if (freq < 2484)
		return (int)((uint32_t)freq - 2407u) / 5;
	if (freq >= 4910 && freq <= 4980)
		return (freq - 4000) / 5;
	if (freq < 5950)
		return (freq - 5000) / 5;
	if (freq <= 45000)
		return (freq - 5950) / 5;
	if (freq >= 58320 && freq <= 70200)
		return (freq - 56160) / 2160;
	return 0;
}
