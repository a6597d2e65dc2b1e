/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse.h - legacy command lines to plain request structs. No I/O, no
 * libnl: errors come back as text the tool prints.
 */
#ifndef IWCOMPAT_PARSE_H
#define IWCOMPAT_PARSE_H

#include <stdbool.h>
#include <stdint.h>

#include "iwcompat/format.h"
#include "iwcompat/types.h"

enum iwc_getid_what {
	IWC_GETID_ESSID,
	IWC_GETID_AP,
	IWC_GETID_CHANNEL,
	IWC_GETID_FREQ,
	IWC_GETID_MODE,
	IWC_GETID_PROTO,
};

enum iwc_parse_action {
	IWC_PARSE_RUN,
	IWC_PARSE_HELP,		/* usage on stdout, exit 0 */
	IWC_PARSE_ERROR,	/* message, then usage on stderr, exit 1 */
};

struct iwc_getid_req {
	enum iwc_parse_action action;
	enum iwc_getid_format format;
	enum iwc_getid_what what;
	const char *ifname;	/* NULL: first interface with IPv4 */
	char message[256];	/* for IWC_PARSE_ERROR, with its newline */
};

/**
 * iwc_parse_iwgetid - iwgetid's options, the way glibc's getopt_long
 * handles "acfhmprs" and the long names: argument permutation (unless
 * @posixly_correct), unique prefixes of long options, and glibc's
 * error messages prefixed with argv[0].
 */
void iwc_parse_iwgetid(int argc, char **argv, bool posixly_correct,
		       struct iwc_getid_req *ret);

/**
 * iwc_find_command - wireless-tools' find_command(): the entry of @n
 * that @word abbreviates, case-insensitively. An exact match wins; a
 * prefix of several entries is ambiguous unless @same says they all do
 * the same thing. Returns the index, -1 (unknown) or -2 (ambiguous).
 */
int iwc_find_command(const char *word, int n, const char *(*name)(int i),
		     bool (*same)(int a, int b));

/**
 * iwc_ether_aton - libiw's iw_ether_aton(): @s must be exactly six pairs
 * of hex digits joined by ':' (docs/reference/common.md#mac-address-input).
 * Fills @mac (IWC_ETH_ALEN bytes) and returns true; false for anything
 * else (1:2:3:4:5:6, '-' separators, five pairs, a trailing character).
 * The one reader of a legacy MAC argument: iwconfig ap, iwspy, iwpriv.
 */
bool iwc_ether_aton(const char *s, uint8_t *mac);

/**
 * iwc_in_addr_error - libiw's iw_in_addr() messages for an IP address or
 * host name @arg the backend's arp_lookup refused with @err on @ifname
 * (-EADDRNOTAVAIL: no IPv4 address on it, -EINVAL: @arg does not
 * resolve, else: no ARP entry), written into @buf (size @len).
 */
void iwc_in_addr_error(char *buf, size_t len, const char *ifname,
		       const char *arg, int err);

/* libiw's numbers (docs/reference/common.md#numbers), as the real
 * binary of the architecture converts them: a double to long/int (NaN
 * and out-of-range values: the smallest integer on x86, saturated and
 * NaN 0 on ARM), a long to a __s32 field (two's complement). */
long iwc_d2long(double d);
int iwc_d2int(double d);
int32_t iwc_to_s32(long v);
/* iw_float2freq() (libm flavour): the mantissa and exponent sent for a
 * frequency (docs/reference/common.md#frequencies-sent) */
void iwc_float2freq(double in, int32_t *ret_m, int16_t *ret_e);
/* seconds with a u/m unit letter, in microseconds (power, retry
 * lifetime) */
double iwc_time_value(double value, const char *unit);
/* a G/M/k multiplier, case-sensitive (freq, rate) */
double iwc_si_value(double value, const char *unit);
/* iw_essid_unescape(): \xHH sequences become bytes; @dest holds at
 * least strlen(@src) bytes; returns the length */
size_t iwc_essid_unescape(uint8_t *dest, const char *src);

/* sscanf(arg, "[%i]") with 0 < N < 255: the "[N]" index of iwconfig's
 * essid and key */
bool iwc_scan_index(const char *arg, int *ret);
/* iwconfig's optional trailing "auto" then "fixed" words (freq, rate,
 * txpower, modulation) from @i on; sets @fixed, returns the next index */
int iwc_auto_fixed(char **args, int count, int i, bool *fixed);

#define IWC_KEY_MAX 64		/* IW_ENCODING_TOKEN_MAX */
/* iw_in_key(), hexadecimal case: groups separated by any of -:;., read a
 * nibble at a time; at most IWC_KEY_MAX bytes into @key; the length, or
 * -1 for a character that is not hex (docs/reference/common.md#keys) */
int iwc_hex_key(const char *p, uint8_t *key);

#endif
