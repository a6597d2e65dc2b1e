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

#endif
