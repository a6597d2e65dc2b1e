/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse_iwgetid.c - iwgetid's command line, as glibc's getopt_long
 * parses it for wireless-tools: options are scanned left to right, and
 * the first -h or the first bad option ends the scan (the real tool
 * exits right there). Non-options may come anywhere (GNU permutation).
 */
#include <stdio.h>
#include <string.h>

#include "iwcompat/parse.h"

struct long_opt {
	const char *name;
	char val;
};

static const struct long_opt long_opts[] = {
	{ "ap", 'a' },
	{ "channel", 'c' },
	{ "freq", 'f' },
	{ "mode", 'm' },
	{ "protocol", 'p' },
	{ "help", 'h' },
	{ "raw", 'r' },
	{ "scheme", 's' },
};

#define N_LONG (sizeof(long_opts) / sizeof(long_opts[0]))

/* Applies one option letter; false when the scan must stop. */
static bool apply(struct iwc_getid_req *r, char c)
{
	switch (c) {
	case 'a':
		r->what = IWC_GETID_AP;
		return true;
	case 'c':
		r->what = IWC_GETID_CHANNEL;
		return true;
	case 'f':
		r->what = IWC_GETID_FREQ;
		return true;
	case 'm':
		r->what = IWC_GETID_MODE;
		return true;
	case 'p':
		r->what = IWC_GETID_PROTO;
		return true;
	case 'r':
		r->format = IWC_GETID_RAW;
		return true;
	case 's':
		r->format = IWC_GETID_SCHEME;
		return true;
	case 'h':
		r->action = IWC_PARSE_HELP;
		return false;
	default:
		return false;
	}
}

/* "--name[=value]": false when the scan must stop. */
static bool long_option(struct iwc_getid_req *r, const char *argv0,
			const char *arg)
{
	const char *body = arg + 2;
	const char *eq = strchr(body, '=');
	size_t len = eq ? (size_t)(eq - body) : strlen(body);
	const struct long_opt *found = NULL;
	size_t n_found = 0;
	char ambiguous[256] = "";

	for (size_t i = 0; i < N_LONG; i++) {
		if (strncmp(long_opts[i].name, body, len) != 0)
			continue;
		if (strlen(long_opts[i].name) == len) {
			found = &long_opts[i];
			n_found = 1;
			break;
		}
		if (n_found == 0)
			found = &long_opts[i];
		n_found++;
		size_t used = strlen(ambiguous);
		snprintf(ambiguous + used, sizeof(ambiguous) - used, " '--%s'",
			 long_opts[i].name);
	}

	if (n_found == 0) {
		snprintf(r->message, sizeof(r->message),
			 "%s: unrecognized option '%s'\n", argv0, arg);
		r->action = IWC_PARSE_ERROR;
		return false;
	}
	if (n_found > 1) {
		snprintf(r->message, sizeof(r->message),
			 "%s: option '%s' is ambiguous; possibilities:%s\n",
			 argv0, arg, ambiguous);
		r->action = IWC_PARSE_ERROR;
		return false;
	}
	if (eq) {
		snprintf(r->message, sizeof(r->message),
			 "%s: option '--%s' doesn't allow an argument\n", argv0,
			 found->name);
		r->action = IWC_PARSE_ERROR;
		return false;
	}
	return apply(r, found->val);
}

/* "-xyz": false when the scan must stop. */
static bool short_options(struct iwc_getid_req *r, const char *argv0,
			  const char *arg)
{
	for (const char *p = arg + 1; *p; p++) {
		if (!strchr("acfhmprs", *p) || *p == ':') {
			snprintf(r->message, sizeof(r->message),
				 "%s: invalid option -- '%c'\n", argv0, *p);
			r->action = IWC_PARSE_ERROR;
			return false;
		}
		if (!apply(r, *p))
			return false;
	}
	return true;
}

void iwc_parse_iwgetid(int argc, char **argv, bool posixly_correct,
		       struct iwc_getid_req *r)
{
	const char *argv0 = argc > 0 ? argv[0] : "iwgetid";
	int n_operands = 0;
	bool options_done = false;

	memset(r, 0, sizeof(*r));
	r->action = IWC_PARSE_RUN;
	r->format = IWC_GETID_DEFAULT;
	r->what = IWC_GETID_ESSID;

	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		bool is_option = !options_done && arg[0] == '-' && arg[1];

		if (is_option && strcmp(arg, "--") == 0) {
			options_done = true;
			continue;
		}
		if (!is_option) {
			if (n_operands++ == 0)
				r->ifname = arg;
			if (posixly_correct)
				options_done = true;
			continue;
		}
		if (arg[1] == '-' ? !long_option(r, argv0, arg) :
				    !short_options(r, argv0, arg))
			return;
	}

	if (n_operands > 1) {
		snprintf(r->message, sizeof(r->message),
			 "Too many arguments.\n");
		r->action = IWC_PARSE_ERROR;
	}
}
