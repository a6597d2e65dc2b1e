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
#include "iwcompat/result.h"
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

int iwc_iwgetid_read(const struct iwc_ctx *ctx,
		     const struct iwc_getid_req *req, const char *ifname,
		     struct iwc_getid_result *res, int *load_err)
{
	struct iwc_ifc ifc;
	int r;

	/* nl80211 or the WEXT fallback, chosen once (ifc.c) */
	r = iwc_ifc_open(ctx, ifname, needs(req->what), &ifc);
	*load_err = r < 0 ? r : 0;
	if (r < 0)
		r = -1;	/* every WEXT request would have failed */
	else
		r = iwc_getid_result_read(req->what, &ifc, res);
	iwc_ifc_close(&ifc);
	return r;
}

/* Returns 0 when printed, or wireless-tools' negative code. */
static int print_one(const struct iwc_ctx *ctx, const struct iwc_getid_req *req,
		     const char *ifname, void *arg)
{
	struct iwc_getid_result res;
	int r, load_err;

	(void)arg;
	r = iwc_iwgetid_read(ctx, req, ifname, &res, &load_err);
	if (r < 0)
		return r;
	return iwc_fmt_getid_result(ctx->out, req->format, ifname, &res);
}

int iwc_iwgetid_run(const struct iwc_ctx *ctx, int argc, char **argv,
		    iwc_getid_one_fn one, void *arg)
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
		ret = one(ctx, &req, req.ifname, arg);
	} else {
		struct iwc_name_list list = { 0 };

		/* the first interface with an IPv4 address that answers */
		if (ctx->be->list_ipv4_ifaces(ctx->be_data, &list) == 0) {
			for (size_t i = 0; i < list.n && ret < 0; i++)
				if (one(ctx, &req, list.names[i], arg) >= 0)
					ret = 0;
			iwc_name_list_free(&list);
		}
	}
	fflush(ctx->out);
	return ret & 0xff;
}

int iwc_iwgetid_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	return iwc_iwgetid_run(ctx, argc, argv, print_one, NULL);
}
