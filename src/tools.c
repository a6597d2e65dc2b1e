/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tools.c - the table of legacy tools, sorted by name.
 */
#include <stdio.h>
#include <string.h>

#include "iwcompat/native.h"
#include "iwcompat/tools.h"

static const struct iwc_tool tools[] = {
	{ "iwconfig", iwc_iwconfig_main, "configure a wireless interface" },
	{ "iwevent", iwc_iwevent_main, "display wireless events" },
	{ "iwgetid", iwc_iwgetid_main, "report ESSID, NWID or AP/Cell address" },
	{ "iwlist", iwc_iwlist_main, "get detailed wireless information (scan)" },
	{ "iwpriv", iwc_iwpriv_main, "configure optional (private) parameters" },
	{ "iwspy", iwc_iwspy_main, "get wireless statistics from specific nodes" },
};

const struct iwc_tool *iwc_tools(unsigned int *ret_n)
{
	*ret_n = sizeof(tools) / sizeof(tools[0]);
	return tools;
}

const struct iwc_tool *iwc_tool_find(const char *name)
{
	for (size_t i = 0; i < sizeof(tools) / sizeof(tools[0]); i++)
		if (!strcmp(tools[i].name, name))
			return &tools[i];
	return NULL;
}

/* "iwcompat -j TOOL ..." is the legacy tools' JSON, the rest of "-j" and
 * native mode are native.c's: the choice is made here, beside the table
 * of tools, so that native/ does not depend on legacy/ (tests/layers). */
static bool is_json_flag(const char *arg)
{
	return !strcmp(arg, "-j") || !strcmp(arg, "--json");
}

bool iwc_json_refused(FILE *err, int argc, char **argv)
{
	static const char *const no_json[] = {
		"link-up", "explain", "iw", "help", "-h", "--help",
		"--version", "-V",
	};
	const char *w;

	if (argc > 1 && !strcmp(argv[1], "iw")) {
		/* "iwcompat iw ARGS": as iw ARGS */
		argc--;
		argv++;
	}
	if (argc < 2 || !is_json_flag(argv[1]))
		return false;
	w = argc > 2 ? argv[2] : NULL;
	if (w && iwc_tool_find(w) && strcmp(w, "iwconfig") &&
	    strcmp(w, "iwgetid") && strcmp(w, "iwlist")) {
		iwc_json_refuse(err, w);
		return true;
	}
	for (size_t i = 0; w && i < sizeof(no_json) / sizeof(no_json[0]); i++)
		if (!strcmp(w, no_json[i]))
			w = NULL;
	if (!w)
		iwc_json_refuse(err, argc > 2 ? argv[2] : NULL);
	return !w;
}

int iwc_native_or_json_main(const struct iwc_ctx *ctx, int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "iw")) {
		/* "iwcompat iw ARGS": iw ARGS, named iw in its usage */
		argc--;
		argv++;
		return iwc_native_main(ctx, argc, argv) & 0xff;
	}
	if (argc > 2 && is_json_flag(argv[1]) && iwc_tool_find(argv[2]))
		return iwc_json_legacy_main(ctx, argc - 2, argv + 2) & 0xff;
	return iwc_native_main(ctx, argc, argv) & 0xff;
}
