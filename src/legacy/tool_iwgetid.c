/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwgetid.c - iwgetid: one value of one interface, for scripts.
 * Errors print nothing; the exit status says what failed
 * (255 request failed, 254 empty scheme / bad mode, 253 frequency not
 * in the channel table).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/format.h"
#include "iwcompat/parse.h"
#include "iwcompat/tools.h"
#include "iwcompat/ifc.h"

static unsigned int needs(enum iwc_getid_what what)
{
	/* the current BSS gives the ESSID, the AP and the channel */
	switch (what) {
	case IWC_GETID_CHANNEL:
		return IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_STATE;
	case IWC_GETID_MODE:
	case IWC_GETID_PROTO:
		return 0;
	default:
		return IWC_NEED_LINK | IWC_NEED_STATE;
	}
}

static int print_essid(const struct iwc_ctx *ctx,
		       const struct iwc_getid_req *req, const char *ifname,
		       const struct iwc_ifc *ifc)
{
	uint8_t essid[IWC_SSID_MAX + 2] = { 0 };
	int len, flags;

	/* (the NWID fallback fails on cfg80211; a WEXT driver answering
	 * SIOCGIWNWID but not SIOCGIWESSID is not handled) */
	if (ifc->ops->giwessid(ifc->h, essid, &len, &flags) < 0)
		return -1;
	return iwc_fmt_getid_essid(ctx->out, req->format, ifname, essid, len);
}

static int print_channel(const struct iwc_ctx *ctx,
			 const struct iwc_getid_req *req, const char *ifname,
			 const struct iwc_ifc *ifc)
{
	struct iwc_wext_range range;
	struct iwc_freq f;
	int channel;

	if (ifc->ops->giwfreq(ifc->h, &f) < 0)
		return -1;
	if (ifc->ops->giwrange(ifc->h, &range) < 0)
		return -2;
	channel = iwc_wext_freq_channel(&f, &range);
	if (channel < 0)
		return -3;
	iwc_fmt_getid_channel(ctx->out, req->format, ifname, channel);
	return 0;
}

/* Returns 0 when printed, or wireless-tools' negative code. */
static int print_one(const struct iwc_ctx *ctx, const struct iwc_getid_req *req,
		     const char *ifname)
{
	struct iwc_ifc ifc;
	struct iwc_freq f;
	uint8_t mac[IWC_ETH_ALEN];
	char name[IWC_IFNAMSIZ + 1];
	int mode, r;

	if (iwc_ifc_open(ctx, ifname, needs(req->what), &ifc) < 0) {
		iwc_ifc_close(&ifc);
		return -1;	/* every WEXT request would have failed */
	}
	switch (req->what) {
	case IWC_GETID_AP:
		r = ifc.ops->giwap(ifc.h, mac) < 0 ? -1 : 0;
		if (r == 0)
			iwc_fmt_getid_ap(ctx->out, req->format, ifname, mac);
		break;
	case IWC_GETID_CHANNEL:
		r = print_channel(ctx, req, ifname, &ifc);
		break;
	case IWC_GETID_FREQ:
		r = ifc.ops->giwfreq(ifc.h, &f) < 0 ? -1 : 0;
		/* the flags byte is uninitialised stack in iwgetid: ':' is
		 * what the Debian binary prints */
		if (r == 0)
			iwc_fmt_getid_freq(ctx->out, req->format, ifname,
					   iwc_freq2float(&f), 0);
		break;
	case IWC_GETID_MODE:
		r = ifc.ops->giwmode(ifc.h, &mode) < 0 ? -1 : 0;
		if (r == 0 && mode >= IWC_NUM_OPER_MODE)
			r = -2;
		if (r == 0)
			iwc_fmt_getid_mode(ctx->out, req->format, ifname, mode);
		break;
	case IWC_GETID_PROTO:
		r = ifc.ops->giwname(ifc.h, name, sizeof(name)) < 0 ? -1 :
			iwc_fmt_getid_protocol(ctx->out, req->format, ifname,
					       name);
		break;
	default:
		r = print_essid(ctx, req, ifname, &ifc);
		if (r < 0)
			r = -1;
		break;
	}
	iwc_ifc_close(&ifc);
	return r;
}

int iwc_iwgetid_run(const struct iwc_ctx *ctx, int argc, char **argv,
		    iwc_getid_one_fn one)
{
	struct iwc_getid_req req;
	int ret = -1;

	iwc_parse_iwgetid(argc, argv, getenv("POSIXLY_CORRECT") != NULL, &req);
	if (req.action == IWC_PARSE_HELP) {
		iwc_fmt_iwgetid_usage(ctx->out);
		return 0;
	}
	if (req.action == IWC_PARSE_ERROR) {
		fputs(req.message, ctx->err);
		iwc_fmt_iwgetid_usage(ctx->err);
		return 1;
	}

	if (req.ifname) {
		ret = one(ctx, &req, req.ifname);
	} else {
		struct iwc_name_list list = { 0 };

		/* the first interface with an IPv4 address that answers */
		if (ctx->be->list_ipv4_ifaces(ctx->be_data, &list) == 0) {
			for (size_t i = 0; i < list.n && ret < 0; i++)
				if (one(ctx, &req, list.names[i]) >= 0)
					ret = 0;
			iwc_name_list_free(&list);
		}
	}
	fflush(ctx->out);
	return ret & 0xff;
}

int iwc_iwgetid_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	return iwc_iwgetid_run(ctx, argc, argv, print_one);
}
