/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_harness.h - what the native-mode unit tests share: a native
 * command line run in-process against a test's fake iwc_backend, its
 * stdout/stderr captured; the common trivial fake ops; and a builder
 * of nl80211 attribute messages (the netlink TLV layout) for the fakes
 * that hand out raw attributes. The fake data itself stays in each test
 * file.
 */
#ifndef IWC_TEST_NATIVE_HARNESS_H
#define IWC_TEST_NATIVE_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <cmocka.h>

#include "iwcompat/backend.h"
#include "iwcompat/native.h"

/*
 * The names are the ones the native tests used before they shared this
 * file (struct out, expect, struct mb, put, nest, end, ...), so that a
 * test written against the old per-file copies still compiles.
 */

/* The result of one run: stdout and stderr (NUL-terminated, malloc'd)
 * and the exit status. */
struct out {
	char *out, *err;
	size_t out_len, err_len;
	int status;
};

void out_free(struct out *o);

/* Asserts @o's stdout, stderr and status, then frees it. */
void expect(struct out *o, int status, const char *out,
	    const char *err);

/* The iw the runs' context follows (ctx.iw_dialect: IWC_IW_5_19 unless
 * a test sets it). */
extern int nh_iw_dialect;

/* Runs iwc_native_main with @argc/@argv (argv[0] first) and a ctx
 * whose backend is @be (its iw operations and settings) with @be_data;
 * fills @o. */
void nh_runv(const struct iwc_backend *be, void *be_data, struct out *o,
	     int argc, char **argv);

/* The same with argv as a NULL-terminated list of arguments (argv[0]
 * included, at most 31). */
void nh_run(const struct iwc_backend *be, void *be_data, struct out *o, ...);

/* The same through iwc_explain_main. */
void nh_explain(const struct iwc_backend *be, void *be_data,
		struct out *o, ...);

/* Trivial native ops: an open that succeeds, an ifindex that knows no
 * interface (-ENODEV). */
int nh_open_ok(void *be);
int nh_ifindex_none(void *be, const char *ifname, uint32_t *ret);

/* ---- building attribute messages ---- */

/* static inline: short names like end() must not become global symbols
 * of the test library (the linker has its own "end"). */
struct mb {
	uint8_t b[4096];
	size_t len;
	size_t stack[8];	/* open nests */
	int depth;
};

static inline void put(struct mb *m, uint16_t type, const void *d, size_t n)
{
	uint16_t l = (uint16_t)(4 + n);
	size_t pad = ((n + 3) & ~(size_t)3) - n;

	assert_true(m->len + 4 + n + pad <= sizeof(m->b));
	memcpy(m->b + m->len, &l, 2);
	memcpy(m->b + m->len + 2, &type, 2);
	if (n)
		memcpy(m->b + m->len + 4, d, n);
	memset(m->b + m->len + 4 + n, 0, pad);
	m->len += 4 + n + pad;
}

static inline void put_u32(struct mb *m, uint16_t type, uint32_t v)
{
	put(m, type, &v, 4);
}

static inline void put_u16(struct mb *m, uint16_t type, uint16_t v)
{
	put(m, type, &v, 2);
}

static inline void put_u8(struct mb *m, uint16_t type, uint8_t v)
{
	put(m, type, &v, 1);
}

static inline void put_str(struct mb *m, uint16_t type, const char *s)
{
	put(m, type, s, strlen(s) + 1);
}

/* Opens a nested attribute of @type; end() closes the innermost one. */
static inline void nest(struct mb *m, uint16_t type)
{
	assert_true(m->depth < (int)(sizeof(m->stack) / sizeof(m->stack[0])));
	m->stack[m->depth++] = m->len;
	put(m, type, NULL, 0);
}

static inline void end(struct mb *m)
{
	size_t at;
	uint16_t l;

	assert_true(m->depth > 0);
	at = m->stack[--m->depth];
	l = (uint16_t)(m->len - at);
	memcpy(m->b + at, &l, 2);
}

#endif
