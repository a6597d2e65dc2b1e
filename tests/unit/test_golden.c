/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_golden.c - replays every tests/golden/TOOL/CASE directory: runs
 * the tool's main in-process against the fake backend of the case's
 * world and compares stdout, stderr and the exit status byte for byte.
 * TOOL is a legacy tool, "iw" (the native mode as iw) or "iwcompat"
 * (its -j forms); see tests/golden/README.
 *
 * The golden root comes from $IWC_GOLDEN_DIR or argv[1].
 */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "config.h"
#include "fake_backend.h"
#include "json_schema.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/tools.h"
#include "native_dialect.h"

struct golden_case {
	char name[256];		/* TOOL/CASE */
	char dir[4096];
	char tool[64];
};

static char *read_file(const char *dir, const char *file, size_t *ret_len,
		       bool optional)
{
	char path[4352];
	char *buf = NULL;
	size_t len = 0;
	FILE *f, *m;
	int c;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "rb");
	if (!f) {
		if (optional)
			return NULL;
		print_error("cannot open %s: %s\n", path, strerror(errno));
		fail();
	}
	m = open_memstream(&buf, &len);
	assert_non_null(m);
	while ((c = fgetc(f)) != EOF)
		fputc(c, m);
	fclose(f);
	fclose(m);
	if (ret_len)
		*ret_len = len;
	return buf;
}

/* Splits @text at newlines (the last newline ends the last line). */
static size_t split_lines(char *text, char **lines, size_t max)
{
	size_t n = 0;
	char *p = text;

	while (*p && n < max) {
		char *nl = strchr(p, '\n');

		lines[n++] = p;
		if (!nl)
			break;
		*nl = '\0';
		p = nl + 1;
	}
	return n;
}

/* cat -A like rendering of one buffer, for the failure report. */
static void show(const char *label, const char *s, size_t len)
{
	print_error("---- %s (%zu bytes, cat -A style):\n", label, len);
	print_error("    ");
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n')
			print_error("$\n    ");
		else if (c == '\t')
			print_error("^I");
		else if (c < 0x20 || c == 0x7f)
			print_error("^%c", c ^ 0x40);
		else if (c >= 0x80)
			print_error("M-%02X", c);
		else
			print_error("%c", c);
	}
	print_error("<EOF>\n");
}

/* Returns true when equal; otherwise prints where they part. */
static bool compare(const char *what, const char *exp, size_t exp_len,
		    const char *got, size_t got_len)
{
	size_t i, line = 1, col = 1;

	if (exp_len == got_len && memcmp(exp, got, exp_len) == 0)
		return true;
	for (i = 0; i < exp_len && i < got_len && exp[i] == got[i]; i++) {
		if (exp[i] == '\n') {
			line++;
			col = 1;
		} else {
			col++;
		}
	}
	print_error("%s differs at byte %zu (line %zu, column %zu)\n", what, i,
		    line, col);
	show("expected", exp, exp_len);
	show("actual", got, got_len);
	return false;
}

/* iwevent's clock in a case with a `clock` file: one "SECONDS.USEC"
 * a line, handed out in order (the last one again when they run out). */
static struct iwc_evtime golden_times[64];
static size_t golden_n_times, golden_next_time;

static void golden_now(void *arg, struct iwc_evtime *ret)
{
	(void)arg;
	assert_true(golden_n_times > 0);
	*ret = golden_times[golden_next_time];
	if (golden_next_time + 1 < golden_n_times)
		golden_next_time++;
}

static int golden_iwevent_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	static const struct iwc_clock clock = { .now = golden_now };

	return iwc_iwevent_run(ctx, argc, argv, &clock);
}

/* "iw ARGS" (iwcompat linked as iw): the native mode on the world's
 * native facts (fake_backend_ops' iw operations, fake_native.c). */
static int golden_iw_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	return iwc_native_main(ctx, argc, argv) & 0xff;
}

/* "iwcompat -j TOOL ..." and "iwcompat [-j] dev|phy|reg ...", as
 * src/main.c's run_native() dispatches them. */
static int golden_iwcompat_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	if (iwc_json_refused(ctx->err, argc, argv))
		return IWC_JSON_EXIT_USAGE;
	return iwc_native_or_json_main(ctx, argc, argv);
}

static void load_clock(char *text)
{
	char *lines[64];
	size_t n = split_lines(text, lines, 64);

	golden_n_times = golden_next_time = 0;
	for (size_t i = 0; i < n; i++) {
		long long sec;
		unsigned int usec;

		assert_int_equal(sscanf(lines[i], "%lld.%6u", &sec, &usec), 2);
		golden_times[golden_n_times++] =
			(struct iwc_evtime){ .sec = sec, .usec = usec };
	}
}

static void run_case(void **state)
{
	const struct golden_case *gc = *state;
	char *world_name, *args_text, *exp_out, *exp_err, *rc_text, *env_text;
	char *wt_text;
	char *iw_text;
	char *clock_text;
	int (*tool_main)(struct iwc_ctx *, int, char **);
	size_t exp_out_len, exp_err_len;
	char *argv[64];
	char *envs[16];
	size_t argc, n_env = 0;
	const struct iwc_tool *tool;
	struct fake_world *w;
	struct fake_run res;
	bool ok = true;
	int exp_rc;

	world_name = read_file(gc->dir, "world", NULL, false);
	args_text = read_file(gc->dir, "args", NULL, false);
	exp_out = read_file(gc->dir, "out", &exp_out_len, false);
	exp_err = read_file(gc->dir, "err", &exp_err_len, false);
	rc_text = read_file(gc->dir, "rc", NULL, false);
	env_text = read_file(gc->dir, "env", NULL, true);
	wt_text = read_file(gc->dir, "wireless-tools", NULL, true);
	iw_text = read_file(gc->dir, "iw", NULL, true);
	clock_text = read_file(gc->dir, "clock", NULL, true);

	world_name[strcspn(world_name, "\n")] = '\0';
	exp_rc = atoi(rc_text);
	argc = split_lines(args_text, argv, 63);
	argv[argc] = NULL;
	assert_true(argc >= 1);

	tool = iwc_tool_find(gc->tool);
	if (!strcmp(gc->tool, "iw")) {
		tool_main = golden_iw_main;
	} else if (!strcmp(gc->tool, "iwcompat")) {
		tool_main = golden_iwcompat_main;
	} else if (!tool) {
		print_error("%s: no tool named %s\n", gc->name, gc->tool);
		fail();
		return;
	} else {
		tool_main = tool->main;
	}
	if (clock_text) {
		assert_string_equal(gc->tool, "iwevent");
		load_clock(clock_text);
		tool_main = golden_iwevent_main;
	}
	w = world_new(world_name);
	if (!w) {
		print_error("%s: unknown world '%s'\n", gc->name, world_name);
		fail();
	}

	unsetenv("POSIXLY_CORRECT");
	if (env_text)
		n_env = split_lines(env_text, envs, 16);
	for (size_t i = 0; i < n_env; i++) {
		char *eq = strchr(envs[i], '=');

		assert_non_null(eq);
		*eq = '\0';
		setenv(envs[i], eq + 1, 1);
	}

	/* the build of wireless-tools the case was taken from: Debian 12's
	 * unless the case says otherwise, whatever this build matches */
	w->wt_debian = 12;
	if (wt_text) {
		wt_text[strcspn(wt_text, "\n")] = '\0';
		if (strcmp(wt_text, "debian13") == 0) {
			w->wt_debian = 13;
		} else if (strcmp(wt_text, "debian12") != 0) {
			print_error("%s: wireless-tools: '%s'?\n", gc->name,
				    wt_text);
			fail();
		}
	}
	/* the iw the case's text was taken from: 5.19 unless it says */
	w->iw_dialect = IWC_IW_5_19;
	if (iw_text) {
		iw_text[strcspn(iw_text, "\n")] = '\0';
		if (strcmp(iw_text, "6.9") == 0) {
			w->iw_dialect = IWC_IW_6_9;
		} else if (strcmp(iw_text, "5.19") != 0) {
			print_error("%s: iw: '%s'?\n", gc->name, iw_text);
			fail();
		}
	}
	fake_run_tool(w, tool_main, (int)argc, (const char *const *)argv,
		      &res);

	for (size_t i = 0; i < n_env; i++)
		unsetenv(envs[i]);

	/* every -j case: JSON v1 on stdout, or refused (json_schema.h) */
	if (!strcmp(gc->tool, "iwcompat") && argc > 1 &&
	    (!strcmp(argv[1], "-j") || !strcmp(argv[1], "--json")))
		js_check_run(gc->name, res.out, res.out_len, res.rc);
	if (!compare("stdout", exp_out, exp_out_len, res.out, res.out_len))
		ok = false;
	if (!compare("stderr", exp_err, exp_err_len, res.err, res.err_len))
		ok = false;
	if (res.rc != exp_rc) {
		print_error("exit status: expected %d, got %d\n", exp_rc, res.rc);
		ok = false;
	}
	if (!ok)
		print_error("case %s (world %s)\n", gc->name, world_name);

	fake_run_free(&res);
	world_free(w);
	free(world_name);
	free(args_text);
	free(exp_out);
	free(exp_err);
	free(rc_text);
	free(env_text);
	free(wt_text);
	free(iw_text);
	free(clock_text);
	if (!ok)
		fail();
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted names of the sub-directories of @dir. */
static size_t subdirs(const char *dir, char ***ret)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0;

	*ret = NULL;
	if (!d)
		return 0;
	while ((e = readdir(d))) {
		char path[4096];
		DIR *sub;

		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%.3500s/%.255s", dir, e->d_name);
		sub = opendir(path);
		if (!sub)
			continue;
		closedir(sub);
		names = realloc(names, (n + 1) * sizeof(*names));
		names[n++] = strdup(e->d_name);
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), by_name);
	*ret = names;
	return n;
}

/* Known worlds all build (and golden cases refer only to those). */
static void worlds_build(void **state)
{
	size_t n;
	const char *const *names = world_names(&n);

	(void)state;
	assert_true(n > 10);
	for (size_t i = 0; i < n; i++) {
		struct fake_world *w = world_new(names[i]);

		assert_non_null(w);
		assert_string_equal(w->name, names[i]);
		world_free(w);
	}
	assert_null(world_new("no-such-world"));
}

int main(int argc, char **argv)
{
	const char *root = getenv("IWC_GOLDEN_DIR");
	struct golden_case *cases = NULL;
	struct CMUnitTest *tests;
	char **tools;
	size_t n_tools, n = 0;
	int r;

	if (argc > 1)
		root = argv[1];
	if (!root) {
		fprintf(stderr, "set IWC_GOLDEN_DIR or pass the golden root\n");
		return 1;
	}

	n_tools = subdirs(root, &tools);
	for (size_t t = 0; t < n_tools; t++) {
		char tdir[4096];
		char **names;
		size_t k;

		snprintf(tdir, sizeof(tdir), "%.3000s/%.255s", root, tools[t]);
		k = subdirs(tdir, &names);
		cases = realloc(cases, (n + k) * sizeof(*cases));
		for (size_t i = 0; i < k; i++) {
			struct golden_case *gc = &cases[n++];

			snprintf(gc->name, sizeof(gc->name), "%.60s/%.190s", tools[t],
				 names[i]);
			snprintf(gc->dir, sizeof(gc->dir), "%.3000s/%.255s", tdir,
				 names[i]);
			snprintf(gc->tool, sizeof(gc->tool), "%s", tools[t]);
			free(names[i]);
		}
		free(names);
		free(tools[t]);
	}
	free(tools);

	if (n == 0) {
		fprintf(stderr, "no golden cases under %s\n", root);
		return 1;
	}

	tests = calloc(n + 1, sizeof(*tests));
	tests[0] = (struct CMUnitTest)cmocka_unit_test(worlds_build);
	for (size_t i = 0; i < n; i++) {
		tests[i + 1].name = cases[i].name;
		tests[i + 1].test_func = run_case;
		tests[i + 1].initial_state = &cases[i];
	}
	r = _cmocka_run_group_tests("golden", tests, n + 1, NULL, NULL);
	free(tests);
	free(cases);
	return r;
}
