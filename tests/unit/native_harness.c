/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_harness.c - see native_harness.h.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/ctx.h"
#include "native_dialect.h"
#include "native_harness.h"
#include "json_schema.h"

/* The native tests' expected texts are iw 5.19's, whichever iw this
 * build follows (meson option iw); test_native_dialect sets 6.9 where
 * it checks 6.9's. The runs' context carries it. */
int nh_iw_dialect = IWC_IW_5_19;

void out_free(struct out *o)
{
	free(o->out);
	free(o->err);
}

void expect(struct out *o, int status, const char *out, const char *err)
{
	assert_string_equal(o->out, out);
	assert_string_equal(o->err, err);
	assert_int_equal(o->status, status);
	out_free(o);
}

/* @native false: iwc_explain_main */
static void run_argv(bool native, const struct iwc_backend *be,
		     void *be_data, struct out *o, int argc, char **argv)
{
	struct iwc_ctx ctx = { .be = be, .be_data = be_data };
	FILE *fo = open_memstream(&o->out, &o->out_len);
	FILE *fe = open_memstream(&o->err, &o->err_len);

	assert_non_null(fo);
	assert_non_null(fe);
	ctx.out = fo;
	ctx.err = fe;
	ctx.argv0 = argv[0];
	ctx.iw_dialect = nh_iw_dialect;
	if (native)
		o->status = iwc_native_main(&ctx, argc, argv);
	else
		o->status = iwc_explain_main(&ctx, argc, argv);
	fclose(fo);
	fclose(fe);
	/* every -j run: JSON v1 on stdout, or refused (json_schema.h) */
	if (native && argc > 1 && (!strcmp(argv[1], "-j") ||
				   !strcmp(argv[1], "--json")))
		js_check_run(argv[argc - 1], o->out, o->out_len,
			     o->status & 0xff);
}

void nh_runv(const struct iwc_backend *be, void *be_data, struct out *o,
	     int argc, char **argv)
{
	assert_non_null(be);
	run_argv(true, be, be_data, o, argc, argv);
}

static void run_list(bool native, const struct iwc_backend *be,
		     void *be_data, struct out *o, va_list ap)
{
	char *argv[32];
	int argc = 0;

	for (char *a; (a = va_arg(ap, char *)) && argc < 31;)
		argv[argc++] = a;
	argv[argc] = NULL;
	run_argv(native, be, be_data, o, argc, argv);
}

void nh_run(const struct iwc_backend *be, void *be_data, struct out *o, ...)
{
	va_list ap;

	va_start(ap, o);
	run_list(true, be, be_data, o, ap);
	va_end(ap);
}

void nh_explain(const struct iwc_backend *be, void *be_data,
		struct out *o, ...)
{
	va_list ap;

	va_start(ap, o);
	run_list(false, be, be_data, o, ap);
	va_end(ap);
}

int nh_open_ok(void *be)
{
	(void)be;
	return 0;
}

int nh_ifindex_none(void *be, const char *ifname, uint32_t *ret)
{
	(void)be;
	(void)ifname;
	(void)ret;
	return -ENODEV;
}
