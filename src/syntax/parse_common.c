/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse_common.c - what the legacy command lines share: libiw's
 * readers of keywords, MAC addresses, numbers with units, frequencies,
 * ESSID escapes and hexadecimal keys
 * (docs/reference/common.md#input-parsing).
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "iwcompat/parse.h"
#include "iwcompat/units.h"

int iwc_find_command(const char *word, int n, const char *(*name)(int i),
		     bool (*same)(int a, int b))
{
	size_t len = strlen(word);
	int found = -1;
	bool ambiguous = false;

	for (int i = 0; i < n; i++) {
		if (strncasecmp(name(i), word, len) != 0)
			continue;
		if (len == strlen(name(i)))
			return i;	/* an exact match wins at once */
		if (found < 0)
			found = i;
		else if (!same(i, found))
			ambiguous = true;
	}
	if (found < 0)
		return -1;
	return ambiguous ? -2 : found;
}

/* iw_mac_aton() + iw_ether_aton(): each byte read by sscanf("%1X%1X")
 * (two hex digits, a blank before either skipped as glibc does), the
 * pointer moved by two characters, then ':' or the end. */
bool iwc_ether_aton(const char *p, uint8_t *mac)
{
	int n = 0;

	while (*p != '\0') {
		unsigned int hi, lo;

		if (sscanf(p, "%1X%1X", &hi, &lo) != 2)
			return false;
		mac[n++] = (uint8_t)(hi << 4 | lo);
		p += 2;
		if (*p == '\0')
			return n == IWC_ETH_ALEN;
		if (n >= IWC_ETH_ALEN || *p != ':')
			return false;
		p++;
	}
	return false;
}

/* libiw's iw_in_addr() failing on an IP address or host name: what it
 * printed for each of the backend's arp_lookup errors */
void iwc_in_addr_error(char *buf, size_t len, const char *ifname,
		       const char *arg, int err)
{
	if (err == -EADDRNOTAVAIL)
		snprintf(buf, len,
			 "Interface %s doesn't support IP addresses\n"
			 "%-8.16s  Interface doesn't support IP addresses\n",
			 ifname, ifname);
	else if (err == -EINVAL)
		snprintf(buf, len, "Invalid interface address %s\n", arg);
	else
		snprintf(buf, len,
			 "Arp failed for %s on %s... (%d)\n"
			 "Try to ping the address before setting it.\n",
			 arg, ifname, ENXIO);
}

/* (long)d and (int)d as the real tools' plain casts compute them on the
 * processor they run on, where C leaves a value out of range (or NaN)
 * undefined and the hardware does not: x86's cvttsd2si gives the
 * "integer indefinite", the smallest integer, for all of them; ARM's
 * conversions saturate, NaN to 0. In range is in range of the type
 * itself: a 32-bit long (armhf, i386) holds less than amd64's. Seen with
 * Debian's wireless-tools under tests/wext-shim: "iwconfig lo freq inf"
 * sets m 0 on amd64 and i386, -1 on arm64, 2147483647 on armhf. */
static long out_of_range(double d, long min, long max)
{
#if defined(__arm__) || defined(__aarch64__)
	if (d != d)
		return 0;
	return d > 0 ? max : min;
#else
	(void)d;
	(void)max;
	return min;
#endif
}

long iwc_d2long(double d)
{
	if (!(d >= (double)LONG_MIN && d < -(double)LONG_MIN))
		return out_of_range(d, LONG_MIN, LONG_MAX);
	return (long)d;
}

int iwc_d2int(double d)
{
	if (!(d > -2147483649.0 && d < 2147483648.0))
		return (int)out_of_range(d, INT_MIN, INT_MAX);
	return (int)d;
}

/* Stores a long in a __s32 field (two's complement truncation). */
int32_t iwc_to_s32(long v)
{
	return (int32_t)(uint32_t)(unsigned long)v;
}

/* iw_float2freq (libm flavour, as in the Debian package). */
void iwc_float2freq(double in, int32_t *ret_m, int16_t *ret_e)
{
	int16_t e = (int16_t)iwc_d2int(floor(iwc_log10(in)));

	if (e > 8) {
		*ret_m = iwc_to_s32(iwc_d2long(floor(in / iwc_pow(10, e - 6))) * 100);
		*ret_e = (int16_t)(e - 8);
	} else {
		*ret_m = iwc_to_s32(iwc_d2long(in));
		*ret_e = 0;
	}
}

/* Seconds with a u/m unit letter, in microseconds (power, retry
 * lifetime). cfg80211's range never says "relative". */
double iwc_time_value(double value, const char *unit)
{
	value *= IWC_MEGA;
	if (unit[0] == 'u')
		value /= IWC_MEGA;
	if (unit[0] == 'm')
		value /= IWC_KILO;
	return value;
}

/* G/M/k multiplier, case-sensitive (freq, rate). */
double iwc_si_value(double value, const char *unit)
{
	if (unit[0] == 'G')
		value *= IWC_GIGA;
	if (unit[0] == 'M')
		value *= IWC_MEGA;
	if (unit[0] == 'k')
		value *= IWC_KILO;
	return value;
}

/* iw_essid_unescape: \xHH sequences become bytes; returns the length. */
size_t iwc_essid_unescape(uint8_t *dest, const char *src)
{
	size_t n = 0;

	while (*src) {
		if (src[0] == '\\' && src[1] == 'x' && isxdigit((unsigned char)src[2]) &&
		    isxdigit((unsigned char)src[3])) {
			unsigned int v;

			sscanf(src + 2, "%2X", &v);
			dest[n++] = (uint8_t)v;
			src += 4;
		} else {
			dest[n++] = (uint8_t)*src++;
		}
	}
	return n;
}

/* iw_in_key, hexadecimal case: groups separated by -:;., read one
 * nibble at a time (an odd group starts with a lone nibble). */
int iwc_hex_key(const char *p, uint8_t *key)
{
	uint8_t out[IWC_KEY_MAX];
	int keylen = 0;
	int dlen = -1;

	while (*p != '\0') {
		unsigned int hi, lo;
		int n;

		if (dlen <= 0) {
			if (dlen == 0)
				p++;
			dlen = (int)strcspn(p, "-:;.,");
		}
		n = sscanf(p, "%1X%1X", &hi, &lo);
		if (n < 1)
			return -1;
		if (dlen % 2)
			n = 1;
		out[keylen++] = (uint8_t)(n == 2 ? (hi << 4 | lo) : hi);
		if (keylen >= IWC_KEY_MAX)
			break;
		p += n;
		dlen -= n;
	}
	memcpy(key, out, keylen);
	return keylen;
}

/* sscanf(arg, "[%i]") with 0 < N < 255, the "[N]" index of essid/key. */
bool iwc_scan_index(const char *arg, int *ret)
{
	int v;

	/* below IW_ENCODE_INDEX (0xFF) */
	if (sscanf(arg, "[%i]", &v) != 1 || v <= 0 || v >= 0xFF)
		return false;
	*ret = v;
	return true;
}

/* Optional trailing "auto" then "fixed" (freq, rate, txpower,
 * modulation); returns the new word index. */
int iwc_auto_fixed(char **args, int count, int i, bool *fixed)
{
	if (i < count && !strcasecmp(args[i], "auto")) {
		*fixed = false;
		i++;
	}
	if (i < count && !strcasecmp(args[i], "fixed")) {
		*fixed = true;
		i++;
	}
	return i;
}
