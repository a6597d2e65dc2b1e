/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_common.c - pieces more than one legacy tool shares.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/format.h"
#include "iwcompat/hwtype.h"
#include "iwcompat/parse.h"
#include "iwcompat/tools.h"
#include "iwcompat/ifc.h"

/* Shared by every tool's -v: the cfg80211 interfaces get a line each. */
int iwc_print_version(const struct iwc_ctx *ctx, const char *toolname)
{
	struct iwc_name_list list = { 0 };

	iwc_fmt_version_header(ctx->out, toolname);
	if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
		return 0;
	for (size_t i = 0; i < list.n; i++) {
		struct iwc_wext_range range;
		struct iwc_ifc ifc;

		/* a WEXT driver (or IWCOMPAT_BACKEND=wext): its own range */
		if (iwc_ifc_open(ctx, list.names[i], 0, &ifc) == 0 &&
		    ifc.ops->we_version(ifc.h, &range) == 0)
			iwc_fmt_version_iface(ctx->out, list.names[i], &range);
		iwc_ifc_close(&ifc);
	}
	iwc_name_list_free(&list);
	return 0;
}

bool iwc_tool_in_addr(const struct iwc_ctx *ctx, const char *ifname,
		      const char *arg, uint8_t mac[6])
{
	char pre[512] = "";
	int hw, r;

	if (!strchr(arg, ':')) {
		if (!ctx->be || !ctx->be->arp_lookup)
			return false;
		r = ctx->be->arp_lookup(ctx->be_data, ifname, arg, mac);
		if (r < 0) {
			iwc_in_addr_error(pre, sizeof(pre), ifname, arg, r);
			fputs(pre, ctx->err);
			return false;
		}
		return true;
	}
	/* iw_check_mac_addr_type(): Ethernet or 802.11 */
	hw = ctx->be && ctx->be->iface_hwtype ?
		     ctx->be->iface_hwtype(ctx->be_data, ifname) : -1;
	if (!iwc_hwtype_takes_mac(hw)) {
		fprintf(ctx->err, "Interface %s doesn't support MAC addresses\n",
			ifname);
		fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n",
			ifname);
		return false;
	}
	if (!iwc_ether_aton(arg, mac)) {
		fprintf(ctx->err, "Invalid hardware address %s\n", arg);
		return false;
	}
	return true;
}
