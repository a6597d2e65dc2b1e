/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * main.c - iwcompat's entry point: one binary answering to the names
 * of wireless-tools. basename(argv[0]) picks the tool; run as
 * "iwcompat TOOL ARGS..." it does the same as TOOL ARGS....
 * Only main decides the exit status.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "iwcompat/apply.h"
#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/env.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211.h"
#include "iwcompat/settings.h"
#include "iwcompat/tools.h"
#include "iwcompat/wext_live.h"

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static void usage(FILE *f)
{
	unsigned int n;
	const struct iwc_tool *t = iwc_tools(&n);

	fprintf(f, "Usage: iwcompat TOOL [ARGS...]\n"
		   "       TOOL [ARGS...]   (iwcompat installed under a tool's name)\n"
		   "\n"
		   "wireless-tools' commands over nl80211. Tools:\n");
	for (unsigned int i = 0; i < n; i++)
		fprintf(f, "  %-9s %s\n", t[i].name, t[i].summary);
	fprintf(f, "\nOptions:\n"
		   "  -h, --help     show this help\n"
		   "  --version      show iwcompat's version\n"
		   "\nCommands:\n"
		   "  link-up IFACE  connect or join with the settings stored by\n"
		   "                 iwconfig while IFACE was down (run when it comes up)\n"
		   "  dev ...        iw's commands (a subset of iw " IWCOMPAT_IW_VERSION ", see iwcompat(8))\n"
		   "  iw ARGS...     the same, as iw ARGS (dev, phy, list, reg, event)\n"
		   "  -j, --json COMMAND...\n"
		   "                 a native read, or iwconfig/iwgetid/iwlist, as JSON\n"
		   "  explain TOOL ARGS...\n"
		   "                 the iw command lines doing what TOOL ARGS would do\n");
}

/* The WEXT fallback, and IWCOMPAT_BACKEND=wext forcing it (tests). */
static void wext_setup(struct iwc_ctx *ctx)
{
	const char *b = iwc_env("IWCOMPAT_BACKEND");

	ctx->wext_be = &iwc_wext_backend;
	ctx->wext = &iwc_wext_ioctl_ops;
	ctx->wext_data = NULL;
	ctx->wext_forced = b && !strcmp(b, "wext");
}

/* A sanitized build keeps exit(): LeakSanitizer checks there. */
#if defined(__SANITIZE_ADDRESS__)
#define IWC_EXIT_WHOLE 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define IWC_EXIT_WHOLE 1
#endif
#endif

/*
 * The end of a command: its output flushed, then _exit. exit() would
 * go on with the atexit handlers, stdio's walk of every stream and the
 * libraries' destructors, and the command would free what it holds:
 * code each process runs once, after the last line is out, for nothing
 * the kernel does not do at exit (the socket closed leaves its groups;
 * a lock goes with its descriptor). The exit status and what reached
 * stdout are the same: exit() did not report a failed flush either
 * (docs/performance.md, "The end of a command").
 */
static int end_command(void (*cleanup)(void *), void *data, int status)
{
	fflush(stdout);
	fflush(stderr);
#ifndef IWC_EXIT_WHOLE
	_exit(status);
#endif
	cleanup(data);
	return status;
}

static int run_tool(const struct iwc_tool *tool, int argc, char **argv)
{
	struct iwc_ctx ctx = {
		.out = stdout,
		.err = stderr,
		.argv0 = argv[0],
	};
	int status;

	wext_setup(&ctx);

	if (iwc_nl80211_backend_open(&ctx.be, &ctx.be_data) < 0) {
		fprintf(stderr, "%s: cannot open a netlink socket\n", tool->name);
		return 255;
	}
	iwc_nl80211_backend_one_shot(ctx.be_data);
	status = tool->main(&ctx, argc, argv);
	return end_command(iwc_nl80211_backend_close, ctx.be_data,
			   status & 0xff);
}

/* iwcompat link-up IFACE: apply stored WEXT settings once IFACE is up. */
static int link_up(int argc, char **argv)
{
	struct iwc_ctx ctx = { .out = stdout, .err = stderr, .argv0 = argv[0] };
	int r;

	bool wait = argc == 4 && !strcmp(argv[1], "--wait");
	const char *ifname = wait ? argv[2] : argv[1];

	if (argc != 2 && !wait) {
		fprintf(stderr, "Usage: iwcompat link-up IFACE\n");
		return 1;
	}
	if (iwc_nl80211_backend_open(&ctx.be, &ctx.be_data) < 0)
		return 255;
	r = wait ? iwc_link_up_wait(&ctx, ifname,
				    strtoull(argv[3], NULL, 10)) :
		   iwc_link_up(&ctx, ifname);
	iwc_nl80211_backend_close(ctx.be_data);
	if (r < 0) {
		fprintf(stderr, "iwcompat: link-up %s: %s\n", ifname, strerror(-r));
		return 1;
	}
	return 0;
}

/* iw-like native mode, "-j TOOL ...", "explain ..." (native.h) */
static int run_native(int argc, char **argv, bool explain)
{
	struct iwc_ctx ctx = { .out = stdout, .err = stderr, .argv0 = argv[0] };
	int status;

	if (!explain && iwc_json_refused(stderr, argc, argv))
		return IWC_JSON_EXIT_USAGE;
	if (iwc_nl80211_backend_open(&ctx.be, &ctx.be_data) < 0) {
		if (!explain && argc > 1 && (!strcmp(argv[1], "-j") ||
					     !strcmp(argv[1], "--json"))) {
			iwc_json_error(stdout, "Failed to connect to generic netlink.",
				       0);
			return 1;
		}
		fprintf(stderr, "Failed to connect to generic netlink.\n");
		return 1;
	}
	if (explain)
		status = iwc_explain_main(&ctx, argc, argv);
	else
		status = iwc_native_or_json_main(&ctx, argc, argv);
	iwc_nl80211_backend_close(ctx.be_data);
	return status & 0xff;
}

static bool is_native(const char *arg)
{
	static const char *const words[] = {
		"dev", "phy", "reg", "event", "-j", "--json", "list",
		"iw",	/* "iwcompat iw ARGS": as iw ARGS */
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (!strcmp(arg, words[i]))
			return true;
	return false;
}

int main(int argc, char **argv)
{
	const char *name = argc > 0 ? base_name(argv[0]) : "iwcompat";
	const struct iwc_tool *tool = iwc_tool_find(name);

	if (tool)
		return run_tool(tool, argc, argv);
	/* installed (or linked) as "iw": the native subset */
	if (!strcmp(name, "iw"))
		return run_native(argc, argv, false);

	if (strcmp(name, "iwcompat") != 0) {
		fprintf(stderr, "iwcompat: unknown tool name '%s' (known: iwconfig iwlist iwpriv iwgetid iwspy iwevent)\n",
			name);
		return 127;
	}
	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("iwcompat %s\n", IWCOMPAT_VERSION);
		return 0;
	}
	if (!strcmp(argv[1], "link-up"))
		return link_up(argc - 1, argv + 1);
	if (!strcmp(argv[1], "explain"))
		return run_native(argc - 1, argv + 1, true);
	if (is_native(argv[1]))
		return run_native(argc, argv, false);
	tool = iwc_tool_find(argv[1]);
	if (!tool) {
		fprintf(stderr, "iwcompat: unknown tool '%s'\n", argv[1]);
		usage(stderr);
		return 127;
	}
	return run_tool(tool, argc - 1, argv + 1);
}
