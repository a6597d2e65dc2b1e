/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * headers_layout.h - the layout of libiw's interface, as a table: the
 * size of every type and the offset of every field a program compiled
 * against iwlib.h uses, and the value of every constant of iwlib.h and
 * wireless.h. Included by headers_public.c (include/libiw/, the
 * installed headers, which the library is built against too) and
 * headers_system.c (wireless-tools' own iwlib.h where libiw-dev is
 * installed), each under its own table name (HEADERS_TABLE);
 * test_headers.c compares the tables.
 */
#include <stddef.h>

struct headers_entry {
	const char *what;
	unsigned long value;
};

/* the table: each entry named, for test_headers.c's messages */
#define HS(t) { "sizeof(" #t ")", sizeof(t) },
#define HO(t, f) { "offsetof(" #t ", " #f ")", offsetof(t, f) },
#define HA(t, f) { "sizeof(((" #t " *)0)->" #f ")", sizeof(((t *)0)->f) },
#define HM(m) { #m, (unsigned long)(m) },
const struct headers_entry HEADERS_TABLE[] = {
#include "headers_list.h"
};
#define HEADERS_LEN_(t) t##_len
#define HEADERS_LEN(t) HEADERS_LEN_(t)
const size_t HEADERS_LEN(HEADERS_TABLE) = sizeof(HEADERS_TABLE) / sizeof(HEADERS_TABLE[0]);
#undef HS
#undef HO
#undef HA
#undef HM

/* the values alone in a section of their own, which
 * test-headers-cross.sh copies out of objects compiled for other
 * architectures (objcopy) and compares byte for byte */
#define HS(t) sizeof(t),
#define HO(t, f) offsetof(t, f),
#define HA(t, f) sizeof(((t *)0)->f),
#define HM(m) (unsigned long)(m),
#define HEADERS_VALUES_(t) t##_values
#define HEADERS_VALUES(t) HEADERS_VALUES_(t)
__attribute__((section("iwcompat_layout"), used))
const unsigned long HEADERS_VALUES(HEADERS_TABLE)[] = {
#include "headers_list.h"
};
