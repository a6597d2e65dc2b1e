/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_parse_iwgetid.c - iwgetid's command line
 * (docs/reference/iwgetid.md#grammar): glibc getopt_long's permutation,
 * abbreviations and messages.
 *
 * Besides fixed expectations, every vector of `vectors` is also run
 * through the real glibc getopt_long with iwgetid's option table (the
 * loop of iwgetid.c's main), and the parse must agree with it: action,
 * message text, value and format options, and the interface.
 */
#include <getopt.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "iwcompat/parse.h"

#define MAX_ARGS 16

static void parse(struct iwc_getid_req *r, bool posix, int n, ...)
{
	const char *argv[MAX_ARGS + 2] = { "iwgetid" };
	va_list ap;

	va_start(ap, n);
	for (int i = 0; i < n; i++)
		argv[i + 1] = va_arg(ap, const char *);
	va_end(ap);
	iwc_parse_iwgetid(n + 1, (char **)argv, posix, r);
}

#define P(r, ...) parse(r, false, (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), __VA_ARGS__)
#define PP(r, ...) parse(r, true, (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), __VA_ARGS__)

static void defaults(void **state)
{
	struct iwc_getid_req r;
	const char *argv[] = { "iwgetid", NULL };

	(void)state;
	iwc_parse_iwgetid(1, (char **)argv, false, &r);
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.what, IWC_GETID_ESSID);
	assert_int_equal(r.format, IWC_GETID_DEFAULT);
	assert_null(r.ifname);
}

static void value_and_format_options(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	P(&r, "-a", "wlan0");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.what, IWC_GETID_AP);
	assert_string_equal(r.ifname, "wlan0");
	P(&r, "-c");
	assert_int_equal(r.what, IWC_GETID_CHANNEL);
	assert_null(r.ifname);
	P(&r, "-f");
	assert_int_equal(r.what, IWC_GETID_FREQ);
	P(&r, "-m");
	assert_int_equal(r.what, IWC_GETID_MODE);
	P(&r, "-p");
	assert_int_equal(r.what, IWC_GETID_PROTO);
	P(&r, "-r");
	assert_int_equal(r.format, IWC_GETID_RAW);
	assert_int_equal(r.what, IWC_GETID_ESSID);
	P(&r, "-s");
	assert_int_equal(r.format, IWC_GETID_SCHEME);
	P(&r, "--ap", "--raw");
	assert_int_equal(r.what, IWC_GETID_AP);
	assert_int_equal(r.format, IWC_GETID_RAW);
	P(&r, "--channel", "--scheme");
	assert_int_equal(r.what, IWC_GETID_CHANNEL);
	assert_int_equal(r.format, IWC_GETID_SCHEME);
	P(&r, "--freq");
	assert_int_equal(r.what, IWC_GETID_FREQ);
	P(&r, "--mode");
	assert_int_equal(r.what, IWC_GETID_MODE);
	P(&r, "--protocol");
	assert_int_equal(r.what, IWC_GETID_PROTO);
}

static void last_option_wins(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	P(&r, "-a", "-c", "-f", "-m", "wlan0", "-p");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.what, IWC_GETID_PROTO);
	P(&r, "-amc");
	assert_int_equal(r.what, IWC_GETID_CHANNEL);
	P(&r, "-r", "-s", "-r");
	assert_int_equal(r.format, IWC_GETID_RAW);
	P(&r, "--raw", "-s");
	assert_int_equal(r.format, IWC_GETID_SCHEME);
}

static void help(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	P(&r, "-h");
	assert_int_equal(r.action, IWC_PARSE_HELP);
	P(&r, "--help");
	assert_int_equal(r.action, IWC_PARSE_HELP);
	P(&r, "--he");
	assert_int_equal(r.action, IWC_PARSE_HELP);
	/* -h ends the scan: what follows is not looked at */
	P(&r, "-h", "-x", "a", "b");
	assert_int_equal(r.action, IWC_PARSE_HELP);
	P(&r, "-rhx");
	assert_int_equal(r.action, IWC_PARSE_HELP);
	/* ... and neither are extra operands before it */
	P(&r, "a", "b", "-h");
	assert_int_equal(r.action, IWC_PARSE_HELP);
}

static void errors(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	P(&r, "-v");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "iwgetid: invalid option -- 'v'\n");
	P(&r, "-rv");
	assert_string_equal(r.message, "iwgetid: invalid option -- 'v'\n");
	P(&r, "--version");
	assert_string_equal(r.message,
			    "iwgetid: unrecognized option '--version'\n");
	P(&r, "--foo=bar");
	assert_string_equal(r.message,
			    "iwgetid: unrecognized option '--foo=bar'\n");
	P(&r, "--ap=x");
	assert_string_equal(r.message,
			    "iwgetid: option '--ap' doesn't allow an argument\n");
	/* the full name, even when abbreviated */
	P(&r, "--sch=1");
	assert_string_equal(
		r.message,
		"iwgetid: option '--scheme' doesn't allow an argument\n");
	P(&r, "--raw=");
	assert_string_equal(r.message,
			    "iwgetid: option '--raw' doesn't allow an argument\n");
	/* the first error ends the scan */
	P(&r, "-x", "-h");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "iwgetid: invalid option -- 'x'\n");
	P(&r, "-:");
	assert_string_equal(r.message, "iwgetid: invalid option -- ':'\n");
}

static void argv0_as_invoked(void **state)
{
	struct iwc_getid_req r;
	const char *argv[] = { "/sbin/iwgetid", "-v", NULL };

	(void)state;
	iwc_parse_iwgetid(2, (char **)argv, false, &r);
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "/sbin/iwgetid: invalid option -- 'v'\n");
}

static void operands(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	/* permutation: the interface anywhere */
	P(&r, "wlan0", "-r");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.format, IWC_GETID_RAW);
	assert_string_equal(r.ifname, "wlan0");
	P(&r, "-a", "wlan0", "-r");
	assert_int_equal(r.what, IWC_GETID_AP);
	assert_string_equal(r.ifname, "wlan0");
	/* too many */
	P(&r, "wlan0", "eth0");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
	P(&r, "wlan0", "-r", "eth0");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
	/* a bad option is reported before the operand count */
	P(&r, "wlan0", "eth0", "-v");
	assert_string_equal(r.message, "iwgetid: invalid option -- 'v'\n");
	/* "-" and "" are operands */
	P(&r, "-");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_string_equal(r.ifname, "-");
	P(&r, "");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_string_equal(r.ifname, "");
}

static void double_dash(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	P(&r, "--", "-r");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.format, IWC_GETID_DEFAULT);
	assert_string_equal(r.ifname, "-r");
	P(&r, "-r", "--", "wlan0");
	assert_int_equal(r.format, IWC_GETID_RAW);
	assert_string_equal(r.ifname, "wlan0");
	P(&r, "wlan0", "--", "-a");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
	P(&r, "--", "--");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_string_equal(r.ifname, "--");
}

static void posixly_correct(void **state)
{
	struct iwc_getid_req r;

	(void)state;
	/* options end at the first operand */
	PP(&r, "wlan0", "-r");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
	PP(&r, "-r", "wlan0");
	assert_int_equal(r.action, IWC_PARSE_RUN);
	assert_int_equal(r.format, IWC_GETID_RAW);
	assert_string_equal(r.ifname, "wlan0");
	/* so a later -h or bad option is just an operand */
	PP(&r, "wlan0", "-v");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
	PP(&r, "wlan0", "-h");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message, "Too many arguments.\n");
}

/* ---- glibc oracle ---- */

static const struct option long_opts[] = {
	{ "ap", no_argument, NULL, 'a' },
	{ "channel", no_argument, NULL, 'c' },
	{ "freq", no_argument, NULL, 'f' },
	{ "mode", no_argument, NULL, 'm' },
	{ "protocol", no_argument, NULL, 'p' },
	{ "help", no_argument, NULL, 'h' },
	{ "raw", no_argument, NULL, 'r' },
	{ "scheme", no_argument, NULL, 's' },
	{ NULL, 0, NULL, 0 },
};

struct oracle {
	enum iwc_parse_action action;
	enum iwc_getid_what what;
	enum iwc_getid_format format;
	char ifname[64];
	bool has_ifname;
	char message[512];
};

/* iwgetid.c's option loop on glibc's getopt_long, stderr captured. */
static void run_oracle(int argc, const char *const *argv, bool posix,
		       struct oracle *o)
{
	char *args[MAX_ARGS + 2];
	FILE *tmp = tmpfile();
	int saved, opt;
	size_t n;

	assert_non_null(tmp);
	memset(o, 0, sizeof(*o));
	o->action = IWC_PARSE_RUN;
	o->what = IWC_GETID_ESSID;
	o->format = IWC_GETID_DEFAULT;
	for (int i = 0; i < argc; i++)
		args[i] = strdup(argv[i]);
	args[argc] = NULL;

	if (posix)
		setenv("POSIXLY_CORRECT", "1", 1);
	else
		unsetenv("POSIXLY_CORRECT");
	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);

	optind = 0;	/* glibc: full re-initialisation */
	opterr = 1;
	while ((opt = getopt_long(argc, args, "acfhmprs", long_opts, NULL)) >
	       0) {
		switch (opt) {
		case 'a': o->what = IWC_GETID_AP; continue;
		case 'c': o->what = IWC_GETID_CHANNEL; continue;
		case 'f': o->what = IWC_GETID_FREQ; continue;
		case 'm': o->what = IWC_GETID_MODE; continue;
		case 'p': o->what = IWC_GETID_PROTO; continue;
		case 'r': o->format = IWC_GETID_RAW; continue;
		case 's': o->format = IWC_GETID_SCHEME; continue;
		case 'h': o->action = IWC_PARSE_HELP; break;
		default: o->action = IWC_PARSE_ERROR; break;
		}
		break;
	}
	if (o->action == IWC_PARSE_RUN) {
		if (optind + 1 < argc) {
			o->action = IWC_PARSE_ERROR;
			fputs("Too many arguments.\n", stderr);
		} else if (optind < argc) {
			o->has_ifname = true;
			snprintf(o->ifname, sizeof(o->ifname), "%s",
				 args[optind]);
		}
	}

	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	unsetenv("POSIXLY_CORRECT");
	rewind(tmp);
	n = fread(o->message, 1, sizeof(o->message) - 1, tmp);
	o->message[n] = '\0';
	fclose(tmp);
	for (int i = 0; i < argc; i++)
		free(args[i]);
}

static const char *const vectors[][MAX_ARGS] = {
	{ NULL },
	{ "wlan0" },
	{ "-a", "wlan0" },
	{ "wlan0", "-a" },
	{ "-r", "-a", "wlan0" },
	{ "-ra" },
	{ "-rz" },
	{ "-v" },
	{ "-x", "-h" },
	{ "-h", "-x" },
	{ "--help" },
	{ "--he" },
	{ "--h" },
	{ "--sch", "wlan0" },
	{ "--s" },
	{ "--scheme=1" },
	{ "--sch=" },
	{ "--foo" },
	{ "--foo=bar" },
	{ "---" },
	{ "--", "-r" },
	{ "-r", "--", "wlan0" },
	{ "wlan0", "--", "-a" },
	{ "--", "--" },
	{ "wlan0", "eth0" },
	{ "wlan0", "eth0", "-h" },
	{ "wlan0", "eth0", "-v" },
	{ "-" },
	{ "-", "wlan0" },
	{ "" },
	{ "-:" },
	{ "-;" },
	{ "-W", "foo" },
	{ "--ap", "--channel", "--freq", "--mode", "--protocol" },
	{ "-acfmp" },
	{ "-p", "-s" },
	{ "--raw", "--scheme", "--raw" },
	{ "-h", "wlan0", "eth0" },
	{ "--mo", "wlan0" },
	{ "--chan", "wlan0" },
	{ "--ap=", "wlan0" },
	{ "--aps" },
	{ "--APS" },
	{ "--Ap" },
	{ "-r=", "wlan0" },
	{ "wlan0", "-" },
	{ "wlan0", "-r", "-s", "-m" },
	{ "a", "b", "c" },
	{ "-rs", "--", "-" },
};

/* Parses @vec (argv without argv[0]) with both; prints any difference. */
static bool same_as_glibc(const char *const *vec, bool posix)
{
	const char *argv[MAX_ARGS + 2] = { "iwgetid" };
	struct iwc_getid_req r;
	struct oracle o;
	int argc = 1;
	char desc[512] = "iwgetid";
	bool ok;

	for (int i = 0; i < MAX_ARGS && vec[i]; i++) {
		argv[argc++] = vec[i];
		strncat(desc, " ", sizeof(desc) - strlen(desc) - 1);
		strncat(desc, vec[i][0] ? vec[i] : "''",
			sizeof(desc) - strlen(desc) - 1);
	}
	run_oracle(argc, argv, posix, &o);
	iwc_parse_iwgetid(argc, (char **)argv, posix, &r);

	ok = r.action == o.action;
	if (ok && r.action == IWC_PARSE_ERROR)
		ok = !strcmp(r.message, o.message);
	if (ok && r.action == IWC_PARSE_RUN)
		ok = r.what == o.what && r.format == o.format &&
		     (r.ifname != NULL) == o.has_ifname &&
		     (!r.ifname || !strcmp(r.ifname, o.ifname));
	if (!ok)
		print_error("%s%s\n"
			    "  glibc: action %d what %d format %d ifname %s message \"%s\"\n"
			    "  ours:  action %d what %d format %d ifname %s message \"%s\"\n",
			    posix ? "POSIXLY_CORRECT=1 " : "", desc, o.action,
			    o.what, o.format, o.has_ifname ? o.ifname : "(none)",
			    o.message, r.action, r.what, r.format,
			    r.ifname ? r.ifname : "(none)",
			    r.action == IWC_PARSE_ERROR ? r.message : "");
	return ok;
}

static void agrees_with_glibc(void **state)
{
	size_t n = sizeof(vectors) / sizeof(vectors[0]);
	int failures = 0;

	(void)state;
	/* all vectors, with and without POSIXLY_CORRECT; every
	 * disagreement is printed, the test fails at the end */
	for (size_t i = 0; i < n; i++)
		for (int posix = 0; posix <= 1; posix++)
			if (!same_as_glibc(vectors[i], posix))
				failures++;
	assert_int_equal(failures, 0);
}

/* "--=x": an empty long name is a prefix of every option, so glibc
 * reports it as ambiguous, quoting the whole argument. */
static void ambiguous_empty_long_option(void **state)
{
	static const char *const v1[] = { "--=x", NULL };
	static const char *const v2[] = { "--=", NULL };
	struct iwc_getid_req r;

	(void)state;
	P(&r, "--=x");
	assert_int_equal(r.action, IWC_PARSE_ERROR);
	assert_string_equal(r.message,
			    "iwgetid: option '--=x' is ambiguous; possibilities:"
			    " '--ap' '--channel' '--freq' '--mode' '--protocol'"
			    " '--help' '--raw' '--scheme'\n");
	assert_true(same_as_glibc(v1, false));
	assert_true(same_as_glibc(v2, false));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(defaults),
		cmocka_unit_test(value_and_format_options),
		cmocka_unit_test(last_option_wins),
		cmocka_unit_test(help),
		cmocka_unit_test(errors),
		cmocka_unit_test(argv0_as_invoked),
		cmocka_unit_test(operands),
		cmocka_unit_test(double_dash),
		cmocka_unit_test(posixly_correct),
		cmocka_unit_test(agrees_with_glibc),
		cmocka_unit_test(ambiguous_empty_long_option),
	};

	return cmocka_run_group_tests_name("parse_iwgetid", tests, NULL, NULL);
}
