/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ifc.c - opening an interface for a legacy tool: the one place that
 * chooses its backend (ifc.h). nl80211 is asked first, unless
 * IWCOMPAT_BACKEND=wext forces the WEXT fallback; an interface nl80211
 * does not serve goes to the fallback if it takes it
 * (iwc_wext_decide()). Whichever answers, the tools then ask through
 * the same contract.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/ifc.h"

/* The WEXT fallback's answer for @ifname (@nl_ret: nl80211's). */
static bool wext_open(const struct iwc_ctx *ctx, const char *ifname,
		      int nl_ret, struct iwc_ifc *ifc)
{
	const struct iwc_wext_backend *be = ctx->wext_be;

	if (!be || !be->open(ctx, ifname, nl_ret, &ifc->live))
		return false;
	ifc->wext = be;
	ifc->ops = be->ops;
	ifc->h = &ifc->live;
	return true;
}

int iwc_ifc_adopt(const struct iwc_ctx *ctx, const char *ifname, int nl_ret,
		  struct iwc_dev *dev, struct iwc_ifc *ifc)
{
	memset(ifc, 0, sizeof(*ifc));
	ifc->ifname = ifname;
	if (nl_ret == 0 && dev) {
		ifc->dev = dev;
		ifc->ops = &iwc_wext_view_ops;
		ifc->h = &dev->src;
		return 0;
	}
	free(dev);
	return wext_open(ctx, ifname, nl_ret, ifc) ? 0 : nl_ret;
}

int iwc_ifc_open_with(const struct iwc_ctx *ctx, const char *ifname,
		      iwc_ifc_load_fn load, void *arg, struct iwc_ifc *ifc)
{
	struct iwc_dev *dev;

	memset(ifc, 0, sizeof(*ifc));
	ifc->ifname = ifname;
	/* IWCOMPAT_BACKEND=wext: nl80211 is not asked at all */
	if (ctx->wext_forced && wext_open(ctx, ifname, 0, ifc))
		return 0;
	dev = malloc(sizeof(*dev));
	if (!dev)
		return -ENOMEM;
	return iwc_ifc_adopt(ctx, ifname, load(ctx, ifname, dev, arg), dev,
			     ifc);
}

static int load_need(const struct iwc_ctx *ctx, const char *ifname,
		     struct iwc_dev *dev, void *arg)
{
	return iwc_dev_load(ctx, ifname, *(const unsigned int *)arg, dev);
}

int iwc_ifc_open(const struct iwc_ctx *ctx, const char *ifname,
		 unsigned int need, struct iwc_ifc *ifc)
{
	return iwc_ifc_open_with(ctx, ifname, load_need, &need, ifc);
}

void iwc_ifc_close(struct iwc_ifc *ifc)
{
	free(ifc->dev);
	ifc->dev = NULL;
}
