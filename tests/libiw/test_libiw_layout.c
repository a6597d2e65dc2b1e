/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_layout.c - every structure of libiw.so.30's binary
 * interface, size, alignment and each field's offset and size, as
 * iwcompat's library declares it (libiw_abi.h) and as wireless-tools'
 * iwlib.h lays it out, on the architecture built for (a cross build:
 * the target's layout, run under qemu-user). Built where iwlib.h is
 * (libiw-dev: a header that is the same on every architecture).
 */
#include <stddef.h>
#include <stdio.h>

#include "layout_fields.h"

extern const size_t layout_real[];
extern const size_t layout_ours[];

#define S(t) "sizeof " #t, "alignof " #t,
#define F(t, f) "offsetof " #t "." #f, "sizeof " #t "." #f,
static const char *const names[] = { LAYOUT };

int main(void)
{
	size_t n = sizeof(names) / sizeof(names[0]);
	int bad = 0;

	for (size_t i = 0; i < n; i++) {
		if (layout_real[i] == layout_ours[i])
			continue;
		printf("%s: iwlib.h %zu, ours %zu\n", names[i],
		       layout_real[i], layout_ours[i]);
		bad++;
	}
	printf("%zu values of %zu-bit libiw.so.30's layout: %d differ\n",
	       n, sizeof(void *) * 8, bad);
	return bad ? 1 : 0;
}
