/*
 * parse_common.c - what the legacy command lines share.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "iwcompat/parse.h"

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
