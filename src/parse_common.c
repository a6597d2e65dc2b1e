/*
 * parse_common.c - what the legacy command lines share.
 */
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
