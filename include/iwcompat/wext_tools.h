/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_tools.h - the tools' flows for an interface in the WEXT fallback
 * (see wext_live.h for when that is).
 */
#ifndef IWCOMPAT_WEXT_TOOLS_H
#define IWCOMPAT_WEXT_TOOLS_H

#include "iwcompat/ctx.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/parse.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext_live.h"

/* Whether @ifname goes to the fallback (@nl_ret: what nl80211 said of
 * it); fills @live if so. */
bool iwc_wext_fallback(const struct iwc_ctx *ctx, const char *ifname,
		       int nl_ret, struct iwc_wext_live *live);

/* iwconfig IF: 0, or the error already printed (as show_one). */
int iwc_wext_iwconfig_show(const struct iwc_ctx *ctx,
			   const struct iwc_wext_live *live);
/* iwgetid: 0 printed, or iwgetid's negative code. */
int iwc_wext_iwgetid(const struct iwc_ctx *ctx,
		     const struct iwc_getid_req *req,
		     const struct iwc_wext_live *live);
/* iwlist IF CMD: what wireless-tools' handler returns. */
int iwc_wext_iwlist(const struct iwc_ctx *ctx,
		    const struct iwc_iwlist_req *req,
		    const struct iwc_wext_live *live, int nargs, char **args);

/**
 * iwc_wext_iwconfig_apply - "iwconfig IF keyword ...": each parsed
 * setting as the SIOCSIW* request wireless-tools sent (after the GET of
 * the "on"/"fixed" forms), in order, stopping at the first failure with
 * its report. @diag: the parse error after the settings of @req (NULL:
 * none), reported once they are applied. Returns the exit status.
 */
int iwc_wext_iwconfig_apply(const struct iwc_ctx *ctx,
			    const struct iwc_wext_live *live,
			    const struct iwc_set_req *req,
			    const struct iwc_set_diag *diag);

#endif
