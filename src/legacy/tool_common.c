/*
 * tool_common.c - pieces more than one legacy tool shares.
 */
#include <stdlib.h>

#include "config.h"
#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/format.h"
#include "iwcompat/tools.h"
#include "iwcompat/wext_tools.h"

int iwc_wt_debian = IWCOMPAT_WT_DEBIAN;

/* iwlist IF rate reads "fixed" from an iwreq on its stack that nothing
 * sets (cfg80211 leaves the field): Debian 12's binary has a non-zero
 * byte there for one interface and zero when listing them all, Debian
 * 13's zero in both (the tests/vm iwlist scenario on each release). */
bool iwc_wt_rate_fixed(bool one_iface)
{
	return iwc_wt_debian < 13 && one_iface;
}

void iwc_name_list_free(struct iwc_name_list *list)
{
	free(list->names);
	list->names = NULL;
	list->n = 0;
}

/* Shared by every tool's -v: the cfg80211 interfaces get a line each. */
const char *iwc_env(const char *name)
{
	return secure_getenv(name);
}

int iwc_print_version(const struct iwc_ctx *ctx, const char *toolname)
{
	struct iwc_name_list list = { 0 };

	iwc_fmt_version_header(ctx->out, toolname);
	if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
		return 0;
	for (size_t i = 0; i < list.n; i++) {
		struct iwc_iface iface;
		struct iwc_wext_src src = { .iface = &iface };
		struct iwc_wext_range range;
		struct iwc_wext_live live;
		int r = 0;

		/* a WEXT driver (or IWCOMPAT_BACKEND=wext): its own range */
		if (!ctx->wext_forced)
			r = ctx->be->get_iface(ctx->be_data, list.names[i],
					       &iface);
		if (iwc_wext_fallback(ctx, list.names[i], r, &live)) {
			if (iwc_wext_live_giwrange(&live, &range) == 0)
				iwc_fmt_version_iface(ctx->out, list.names[i],
						      &range);
			continue;
		}
		if (r < 0)
			continue;
		iwc_wext_giwrange(&src, &range);
		iwc_fmt_version_iface(ctx->out, list.names[i], &range);
	}
	iwc_name_list_free(&list);
	return 0;
}


void iwc_scan_result_free(struct iwc_scan_result *res)
{
	for (size_t i = 0; i < res->n; i++) {
		free(res->bss[i].ies);
		free(res->bss[i].beacon_ies);
	}
	free(res->bss);
	res->bss = NULL;
	res->n = res->cap = 0;
}
