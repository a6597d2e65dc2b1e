/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse_iwlist.c - iwlist's command line: "iwlist CMD" for every
 * interface, or "iwlist IFACE CMD [ARGS]". Commands match by
 * case-insensitive prefix; a prefix is ambiguous only when it matches
 * commands that do different things (so "ac" is "accesspoints").
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "iwcompat/iwlist.h"

struct cmd_row {
	const char *name;
	enum iwc_iwlist_op op;
};

struct op_row {
	int max_args;		/* -1: any */
	const char *hint;
};

/* the parser's columns of iwlist_commands.def: per command, and per
 * op (what its aliases share) */
static const struct cmd_row rows[_IWC_IWLIST_CMD_MAX] = {
#define IWC_IWLIST(ID, OP, name, ...)					\
	[IWC_IWLIST_##ID] = { name, IWC_OP_##OP },
#define IWC_IWLIST_ALIAS(ID, name, OP)					\
	[IWC_IWLIST_##ID] = { name, IWC_OP_##OP },
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
};

static const struct op_row ops[_IWC_OP_MAX] = {
#define IWC_IWLIST(ID, OP, name, max_args, hint, ...)			\
	[IWC_OP_##OP] = { max_args, hint },
#define IWC_IWLIST_ALIAS(...)
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
};

void iwc_fmt_iwlist_usage(FILE *f)
{
	for (int i = 0; i < _IWC_IWLIST_CMD_MAX; i++)
		fprintf(f, "%s [interface] %s %s\n",
			i ? "             " : "Usage: iwlist", rows[i].name,
			ops[rows[i].op].hint ? ops[rows[i].op].hint : "");
}

static const char *cmd_name(int i)
{
	return rows[i].name;
}

static bool cmd_same(int a, int b)
{
	return rows[a].op == rows[b].op;
}

/* -1 unknown, -2 ambiguous, else the command */
static int find_command(const char *cmd)
{
	return iwc_find_command(cmd, _IWC_IWLIST_CMD_MAX, cmd_name, cmd_same);
}

void iwc_parse_iwlist(int argc, char **argv, struct iwc_iwlist_req *r)
{
	const char *cmd;
	int c;

	memset(r, 0, sizeof(*r));
	if (argc < 2) {
		r->action = IWC_IWLIST_USAGE;
		return;
	}
	if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		r->action = IWC_IWLIST_HELP;
		return;
	}
	if (argc == 2 &&
	    (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--version"))) {
		r->action = IWC_IWLIST_VERSION;
		return;
	}
	if (argc == 2) {
		cmd = argv[1];
	} else {
		cmd = argv[2];
		r->ifname = argv[1];
		r->args = argv + 3;
		r->nargs = argc - 3;
	}

	c = find_command(cmd);
	if (c < 0) {
		r->err = c == -1 ? IWC_IWLIST_ERR_UNKNOWN :
				   IWC_IWLIST_ERR_AMBIGUOUS;
		r->err_arg = cmd;
		r->action = IWC_IWLIST_ERROR;
		return;
	}
	if (ops[rows[c].op].max_args >= 0 &&
	    r->nargs > ops[rows[c].op].max_args) {
		r->err = IWC_IWLIST_ERR_TOO_MANY;
		r->err_arg = rows[c].name;
		r->cmd = (enum iwc_iwlist_cmd)c;
		r->action = IWC_IWLIST_ERROR;
		return;
	}
	r->cmd = (enum iwc_iwlist_cmd)c;
	r->op = rows[c].op;
	r->action = IWC_IWLIST_RUN;
}

int iwc_parse_scan_opts(int nargs, char **args, struct iwc_scan_opts *r)
{
	memset(r, 0, sizeof(*r));
	for (int i = 0; i < nargs; i++) {
		if (!strncmp(args[i], "essid", 5)) {
			if (i + 1 >= nargs) {
				r->err_too_few = true;
				r->err_arg = args[i];
				return -1;
			}
			r->has_essid = true;
			r->essid = args[++i];
			r->any_option = true;
		} else if (!strncmp(args[i], "last", 4)) {
			r->last = true;
			r->any_option = true;
		} else {
			r->err_arg = args[i];
			return -1;
		}
	}
	return 0;
}

void iwc_fmt_iwlist_error(FILE *f, const struct iwc_iwlist_req *r)
{
	switch (r->err) {
	case IWC_IWLIST_ERR_UNKNOWN:
		fprintf(f, "iwlist: unknown command `%s' (check 'iwlist --help').\n",
			r->err_arg);
		break;
	case IWC_IWLIST_ERR_AMBIGUOUS:
		fprintf(f, "iwlist: command `%s' is ambiguous (check 'iwlist --help').\n",
			r->err_arg);
		break;
	case IWC_IWLIST_ERR_TOO_MANY:
		fprintf(f, "iwlist: command `%s' needs fewer arguments (max %d)\n",
			r->err_arg, ops[rows[r->cmd].op].max_args);
		break;
	}
}

void iwc_fmt_scan_opts_error(FILE *f, const struct iwc_scan_opts *o)
{
	if (o->err_too_few)
		fprintf(f, "Too few arguments for scanning option [%s]\n",
			o->err_arg);
	else
		fprintf(f, "Invalid scanning option [%s]\n", o->err_arg);
}
