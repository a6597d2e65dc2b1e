/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwpriv.c - iwpriv. Private ioctls belong to old WEXT drivers
 * (dev->wireless_handlers); cfg80211 devices have none, and the kernel
 * answers every listing with EOPNOTSUPP. So for every interface
 * iwcompat can see, every form reports "no private ioctls.".
 *
 *   iwpriv                     every interface, exit 0
 *   iwpriv -a... | --all       every interface, exit 0
 *   iwpriv -h... | --help      usage on stderr, exit 0
 *   iwpriv -v | --version      versions
 *   iwpriv IF [-a... | --all]  exit 0
 *   iwpriv IF CMD [ARGS]       exit 255
 */
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/format.h"
#include "iwcompat/tools.h"
#include "iwcompat/ifc.h"

static void no_private(const struct iwc_ctx *ctx, const char *ifname)
{
	fprintf(ctx->err, "%-8.16s  no private ioctls.\n\n", ifname);
}

/* The interface's private ioctls, listed or called; returns the exit
 * status, or -1 if it has none (cfg80211 has none: only a WEXT driver
 * has). */
static int wext_priv(const struct iwc_ctx *ctx, const char *ifname,
		     enum iwc_priv_mode mode, int nargs, char **args)
{
	struct iwc_ifc ifc;
	int r = iwc_ifc_open(ctx, ifname, 0, &ifc);

	if (r == 0)
		r = ifc.ops->iwpriv(ctx, ifc.h, mode, nargs, args,
				    iwc_tool_in_addr);
	iwc_ifc_close(&ifc);
	return r < -1 ? -1 : r & 0xff;
}

static void each_iface(const struct iwc_ctx *ctx, enum iwc_priv_mode mode)
{
	struct iwc_name_list list = { 0 };

	if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
		return;
	for (size_t i = 0; i < list.n; i++)
		if (wext_priv(ctx, list.names[i], mode, 0, NULL) < 0)
			no_private(ctx, list.names[i]);
	iwc_name_list_free(&list);
}

static bool is_all(const char *arg)
{
	return !strncmp(arg, "-a", 2) || !strcmp(arg, "--all");
}

int iwc_iwpriv_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	if (argc == 1 || is_all(argv[1])) {
		each_iface(ctx, argc == 1 ? IWC_PRIV_LIST : IWC_PRIV_ALL);
		return 0;
	}
	if (!strncmp(argv[1], "-h", 2) || !strcmp(argv[1], "--help")) {
		fputs("Usage: iwpriv interface [private-command [private-arguments]]\n",
		      ctx->err);
		return 0;
	}
	if (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--version"))
		return iwc_print_version(ctx, "iwpriv");
	if (argc == 2 || is_all(argv[2])) {
		if (wext_priv(ctx, argv[1],
			      argc == 2 ? IWC_PRIV_LIST : IWC_PRIV_ALL, 0,
			      NULL) < 0)
			no_private(ctx, argv[1]);
		return 0;
	}
	{
		int r = wext_priv(ctx, argv[1], IWC_PRIV_CALL, argc - 2,
				  argv + 2);

		if (r >= 0)
			return r;
	}
	no_private(ctx, argv[1]);
	return 255;	/* running a private command failed */
}
