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
#include "iwcompat/ifc.h"

int iwc_iwconfig_read(const struct iwc_ctx *ctx, const char *ifname,
		      unsigned int need, struct iwc_wext_info **ret)
{
	struct iwc_wext_info *info;
	struct iwc_ifc ifc;
	int r;

	r = iwc_ifc_open(ctx, ifname, need, &ifc);
	info = r == 0 ? malloc(sizeof(*info)) : NULL;
	if (r == 0 && !info)
		r = -ENOMEM;
	if (r == 0)
		r = ifc.ops->get_info(ifc.h, info);
	iwc_ifc_close(&ifc);
	if (r < 0) {
		free(info);
		info = NULL;
	}
	*ret = info;
	return r;
}

/* Shows one interface; returns what wireless-tools' print_info does. */
static int show_one(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_info *info;
	int r;

	r = iwc_iwconfig_read(ctx, ifname,
			      IWC_NEED_LINK | IWC_NEED_WIPHY_PARAMS |
			      IWC_NEED_PRIV | IWC_NEED_STATE | IWC_NEED_POWER,
			      &info);
	if (r < 0)
		iwc_fmt_iface_error(ctx->err, ifname, r);
	else
		iwc_fmt_iwconfig_info(ctx->out, ifname, info);
	free(info);
	return r;
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

/* A WEXT driver: its own SET requests, in order, then the bad word's
 * report. */
static int wext_apply(const struct iwc_ctx *ctx, const struct iwc_ifc *ifc,
		      const struct iwc_set_req *req,
		      const struct iwc_set_diag *diag)
{
	struct iwc_wext_set_failure failed;
	int r = ifc->wext->apply(&ifc->live, req, &failed);

	if (r < 0) {
		if (failed.get) {
			iwc_fmt_get_failed(ctx->err, failed.req, ifc->ifname,
					   -r);
			return 249;
		}
		iwc_fmt_set_failed(ctx->err, failed.req, ifc->ifname, -r);
		return 250;
	}
	/* the real tool stopped at the bad word after sending the
	 * settings before it */
	return diag ? iwc_fmt_set_diag(ctx->err, diag) : 0;
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
	struct iwc_ifc ifc;
	int hw, status, pr, r;

	if (!req)
		return 255;
	hw = ctx->be->iface_hwtype(ctx->be_data, ifname);
	env.mac_ok = iwc_hwtype_takes_mac(hw);
	r = iwc_ifc_open(ctx, ifname, 0, &ifc);
	/* SIOCGIWRANGE works on every cfg80211 interface; a WEXT driver
	 * is asked */
	env.has_range = r == 0;
	if (r == 0 && ifc.wext) {
		struct iwc_wext_range range;

		env.has_range = ifc.ops->giwrange(ifc.h, &range) == 0;
	}
	pr = iwc_parse_iwconfig_set(ifname, nargs, args, &env, req, &diag);
	if (diag.out)
		fputs(diag.out, ctx->out);	/* libiw's debug lines */
	if (r == 0 && ifc.wext) {
		status = wext_apply(ctx, &ifc, req, pr == 0 ? NULL : &diag);
	} else if (pr == 0) {
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
	iwc_ifc_close(&ifc);
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
