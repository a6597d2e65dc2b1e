/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_headers.c - the installed iwlib.h and wireless.h
 * (include/libiw/, the -dev packages, which libiw.so.30 itself is built
 * against) have, where wireless-tools' libiw-dev is installed
 * (HAVE_SYSTEM_IWLIB), the layout of its headers: every size, offset
 * and constant in headers_layout.h, compared entry by entry.
 */
#include <stdio.h>
#include <string.h>

struct headers_entry {
	const char *what;
	unsigned long value;
};

extern const struct headers_entry headers_public[];
extern const size_t headers_public_len;
#if HAVE_SYSTEM_IWLIB
extern const struct headers_entry headers_system[];
extern const size_t headers_system_len;
#endif

/* every entry of REF present in GOT with the same value */
static int compare(const char *name, const struct headers_entry *ref,
		   size_t nref, const struct headers_entry *got, size_t ngot)
{
	int bad = 0;
	size_t same = 0;

	for (size_t i = 0; i < nref; i++) {
		size_t j = 0;

		while (j < ngot && strcmp(ref[i].what, got[j].what) != 0)
			j++;
		if (j == ngot) {
			printf("FAIL %s: %s missing\n", name, ref[i].what);
			bad++;
		} else if (ref[i].value != got[j].value) {
			printf("FAIL %s: %s = %lu, installed header: %lu\n", name,
			       ref[i].what, ref[i].value, got[j].value);
			bad++;
		} else {
			same++;
		}
	}
	printf("%s: %zu of %zu entries equal\n", name, same, nref);
	return bad;
}

int main(void)
{
#if HAVE_SYSTEM_IWLIB
	return compare("wireless-tools' iwlib.h", headers_system,
		       headers_system_len, headers_public,
		       headers_public_len) ? 1 : 0;
#else
	/* the library is built against the installed headers themselves
	 * (src/libiw/libiw_abi.h includes them): nothing else to compare */
	printf("wireless-tools' iwlib.h is not installed: not compared\n");
	return 77;
#endif
}
