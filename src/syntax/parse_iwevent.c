/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse_iwevent.c - iwevent's command line, as glibc's getopt_long
 * parsed "hv" with --help and --version for wireless-tools: options are
 * scanned left to right, the first -h, -v or bad option ends the scan
 * (the real tool acts on it right there), operands may come anywhere
 * (GNU permutation) but any operand at all is "Too many arguments.".
 */
#include <stdio.h>
#include <string.h>

#include "iwcompat/iwevent.h"

static const struct {
	const char *name;
	enum iwc_iwevent_action action;
} long_opts[] = {
	{ "help", IWC_IWEVENT_HELP },
	{ "version", IWC_IWEVENT_VERSION },
};

#define N_LONG (sizeof(long_opts) / sizeof(long_opts[0]))

static void fail(struct iwc_iwevent_req *r)
{
	r->action = IWC_IWEVENT_ERROR;
}

/* "--name[=value]": an exact name, else a unique prefix. */
static void long_option(struct iwc_iwevent_req *r, const char *argv0,
			const char *arg)
{
	const char *body = arg + 2;
	const char *eq = strchr(body, '=');
	size_t len = eq ? (size_t)(eq - body) : strlen(body);
	size_t found = N_LONG, n_found = 0;

	for (size_t i = 0; i < N_LONG; i++) {
		if (strncmp(long_opts[i].name, body, len) == 0 &&
		    strlen(long_opts[i].name) == len) {
			found = i;
			n_found = 1;
			break;
		}
	}
	if (n_found == 0) {
		for (size_t i = 0; i < N_LONG; i++) {
			if (strncmp(long_opts[i].name, body, len) != 0)
				continue;
			if (n_found++ == 0)
				found = i;
		}
	}

	if (n_found == 0) {
		snprintf(r->message, sizeof(r->message),
			 "%s: unrecognized option '%s'\n", argv0, arg);
		fail(r);
	} else if (n_found > 1) {
		/* only "--" + "=..." matches both */
		snprintf(r->message, sizeof(r->message),
			 "%s: option '%s' is ambiguous; possibilities: '--%s' '--%s'\n",
			 argv0, arg, long_opts[0].name, long_opts[1].name);
		fail(r);
	} else if (eq) {
		snprintf(r->message, sizeof(r->message),
			 "%s: option '--%s' doesn't allow an argument\n", argv0,
			 long_opts[found].name);
		fail(r);
	} else {
		r->action = long_opts[found].action;
	}
}

/* "-xyz": the first letter that decides anything ends the scan. */
static void short_options(struct iwc_iwevent_req *r, const char *argv0,
			  const char *arg)
{
	for (const char *p = arg + 1; *p && r->action == IWC_IWEVENT_RUN; p++) {
		if (*p == 'h') {
			r->action = IWC_IWEVENT_HELP;
		} else if (*p == 'v') {
			r->action = IWC_IWEVENT_VERSION;
		} else {
			snprintf(r->message, sizeof(r->message),
				 "%s: invalid option -- '%c'\n", argv0, *p);
			fail(r);
		}
	}
}

void iwc_parse_iwevent(int argc, char **argv, bool posixly_correct,
		       struct iwc_iwevent_req *r)
{
	const char *argv0 = argc > 0 ? argv[0] : "iwevent";
	bool options_done = false;
	int n_operands = 0;

	memset(r, 0, sizeof(*r));
	r->action = IWC_IWEVENT_RUN;

	for (int i = 1; i < argc && r->action == IWC_IWEVENT_RUN; i++) {
		const char *arg = argv[i];

		if (options_done || arg[0] != '-' || arg[1] == '\0') {
			n_operands++;
			if (posixly_correct)
				options_done = true;
		} else if (strcmp(arg, "--") == 0) {
			options_done = true;
		} else if (arg[1] == '-') {
			long_option(r, argv0, arg);
		} else {
			short_options(r, argv0, arg);
		}
	}

	if (r->action == IWC_IWEVENT_RUN && n_operands > 0) {
		snprintf(r->message, sizeof(r->message), "Too many arguments.\n");
		fail(r);
	}
}
