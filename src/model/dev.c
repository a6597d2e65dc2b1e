/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * dev.c - fetch the facts about one interface that a tool needs.
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/dev.h"

bool iwc_dev_load_wiphy(const struct iwc_ctx *ctx, struct iwc_dev *dev)
{
	dev->has_wiphy = ctx->be->get_wiphy(ctx->be_data, dev->iface.wiphy,
					    &dev->wiphy) == 0;
	dev->src.wiphy = dev->has_wiphy ? &dev->wiphy : NULL;
	return dev->has_wiphy;
}

int iwc_dev_load(const struct iwc_ctx *ctx, const char *ifname,
		 unsigned int need, struct iwc_dev *dev)
{
	const struct iwc_backend *be = ctx->be;
	int r;

	memset(&dev->src, 0, sizeof(dev->src));
	dev->has_link = false;
	dev->has_wiphy = false;

	r = be->get_iface(ctx->be_data, ifname, &dev->iface);
	if (r < 0)
		return r;
	if ((need & IWC_NEED_POWER) && be->get_power)
		be->get_power(ctx->be_data, &dev->iface);

	if ((need & IWC_NEED_LINK) &&
	    (dev->iface.iftype == IWC_IFTYPE_STATION ||
	     dev->iface.iftype == IWC_IFTYPE_ADHOC))
		dev->has_link = be->get_link(ctx->be_data, &dev->iface,
					     &dev->link) == 0;

	if (need & IWC_NEED_WIPHY)
		iwc_dev_load_wiphy(ctx, dev);
	else if (need & IWC_NEED_WIPHY_PARAMS)
		dev->has_wiphy = (be->get_wiphy_params ?
				  be->get_wiphy_params : be->get_wiphy)(
					ctx->be_data, dev->iface.wiphy,
					&dev->wiphy) == 0;

	dev->src.iface = &dev->iface;
	dev->src.link = dev->has_link ? &dev->link : NULL;
	dev->src.wiphy = dev->has_wiphy ? &dev->wiphy : NULL;
	dev->src.state = NULL;
	if ((need & IWC_NEED_STATE) && be->state_load &&
	    be->state_load(ctx->be_data, &dev->iface, &dev->state) == 0)
		dev->src.state = &dev->state;
	dev->src.privileged = (need & IWC_NEED_PRIV) &&
			      be->is_privileged(ctx->be_data);
	return 0;
}
