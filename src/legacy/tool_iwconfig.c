/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwconfig.c - iwconfig: show interfaces (settings: see the
 * settings issue; refused loudly until then).
 *
 *   iwconfig                  every interface in /proc/net/dev order
 *   iwconfig -h|--help        usage on stderr, exit 0
 *   iwconfig -v|--version     versions
 *   iwconfig [--] IFACE       one interface
 *   iwconfig IFACE KEY ARG... settings
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/format.h"
#include "iwcompat/hwtype.h"
#include "iwcompat/parse.h"
#include "iwcompat/settings.h"
#include "iwcompat/tools.h"
#include "iwcompat/wext_tools.h"

/* Shows one interface; returns what wireless-tools' print_info does. */
static int show_one(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_info info;
	struct iwc_wext_live live;
	struct iwc_dev *dev;
	int r;

	if (ctx->wext_forced && iwc_wext_fallback(ctx, ifname, 0, &live))
		return iwc_wext_iwconfig_show(ctx, &live);
	dev = malloc(sizeof(*dev));
	if (!dev) {
		iwc_fmt_iface_error(ctx->err, ifname, -ENOMEM);
		return -ENOMEM;
	}
	r = iwc_dev_load(ctx, ifname,
			 IWC_NEED_LINK | IWC_NEED_WIPHY_PARAMS | IWC_NEED_PRIV |
			 IWC_NEED_STATE | IWC_NEED_POWER, dev);
	if (r < 0) {
		free(dev);
		if (iwc_wext_fallback(ctx, ifname, r, &live))
			return iwc_wext_iwconfig_show(ctx, &live);
		iwc_fmt_iface_error(ctx->err, ifname, r);
		return r;
	}
	iwc_wext_collect(&dev->src, &info);
	iwc_fmt_iwconfig_info(ctx->out, ifname, &info);
	free(dev);
	return 0;
}

static int show_all(const struct iwc_ctx *ctx)
{
	struct iwc_name_list list = { 0 };

	if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
		return 0;
	for (size_t i = 0; i < list.n; i++)
		show_one(ctx, list.names[i]);
	iwc_name_list_free(&list);
	return 0;
}

static int env_arp_lookup(void *data, const char *ifname, const char *arg,
			  uint8_t *ret_mac, char *pre, size_t pre_len)
{
	const struct iwc_ctx *ctx = data;
	int r = ctx->be->arp_lookup(ctx->be_data, ifname, arg, ret_mac);

	if (r < 0) {
		iwc_in_addr_error(pre, pre_len, ifname, arg, r);
		return -1;
	}
	return 0;
}

/* iwconfig IFACE keyword args...: apply in order, up to a bad word. */
static int set_settings(const struct iwc_ctx *ctx, const char *ifname,
			int nargs, char **args)
{
	struct iwc_set_req *req = malloc(sizeof(*req));
	struct iwc_set_diag diag;
	struct iwc_set_env env = {
		.arp_lookup = env_arp_lookup,
		.arp_data = (void *)ctx,
	};
	struct iwc_wext_live live;
	bool wext;
	int hw, status, pr;

	if (!req)
		return 255;
	hw = ctx->be->iface_hwtype(ctx->be_data, ifname);
	env.mac_ok = iwc_hwtype_takes_mac(hw);
	/* SIOCGIWRANGE works on every cfg80211 interface */
	{
		struct iwc_iface iface;
		int nl = ctx->wext_forced ? 0 :
			 ctx->be->get_iface(ctx->be_data, ifname, &iface);

		env.has_range = nl == 0;
		wext = iwc_wext_fallback(ctx, ifname, nl, &live);
	}
	if (wext) {
		/* a WEXT driver: its own SET requests, in order */
		struct iwc_wext_range range;

		env.has_range = iwc_wext_live_giwrange(&live, &range) == 0;
		pr = iwc_parse_iwconfig_set(ifname, nargs, args, &env, req,
					    &diag);
		if (diag.out)
			fputs(diag.out, ctx->out);
		status = iwc_wext_iwconfig_apply(ctx, &live, req,
						 pr == 0 ? NULL : &diag);
		iwc_set_diag_free(&diag);
		free(req);
		return status;
	}
	pr = iwc_parse_iwconfig_set(ifname, nargs, args, &env, req, &diag);
	if (diag.out)
		fputs(diag.out, ctx->out);	/* libiw's debug lines */
	if (pr == 0) {
		status = iwc_iwconfig_apply(ctx, req);
	} else if (diag.err == IWC_SET_ERR_TOO_MANY) {
		/* iwcompat's own limit: nothing is applied */
		status = iwc_fmt_set_diag(ctx->err, &diag);
	} else {
		/* wireless-tools sent each setting as it parsed it: the
		 * settings before the bad word apply (the first refused
		 * one stops there, before the bad word is reached), then
		 * the bad word is reported */
		status = req->n > 0 ? iwc_iwconfig_apply(ctx, req) : 0;
		if (status == 0)
			status = iwc_fmt_set_diag(ctx->err, &diag);
	}
	iwc_set_diag_free(&diag);
	free(req);
	return status;
}

int iwc_iwconfig_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	if (argc == 1)
		return show_all(ctx);
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		iwc_fmt_iwconfig_usage(ctx->err);
		return 0;
	}
	if (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--version"))
		return iwc_print_version(ctx, "iwconfig");

	if (argc > 2 && !strcmp(argv[1], "--")) {
		argv++;
		argc--;
	}
	if (argc == 2)
		return show_one(ctx, argv[1]) & 0xff;

	return set_settings(ctx, argv[1], argc - 2, argv + 2);
}
