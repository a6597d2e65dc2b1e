/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * dev.h - gathering what the backend knows about one interface into a
 * WEXT source (wext.h), fetching only what a tool needs.
 */
#ifndef IWCOMPAT_DEV_H
#define IWCOMPAT_DEV_H

#include "iwcompat/ctx.h"
#include "iwcompat/wext.h"

enum iwc_dev_need {
	IWC_NEED_LINK = 1 << 0,
	IWC_NEED_WIPHY = 1 << 1,
	IWC_NEED_PRIV = 1 << 2,
	IWC_NEED_STATE = 1 << 3,
	IWC_NEED_POWER = 1 << 4,	/* power save and rfkill state */
	/* the wiphy's thresholds and ciphers, no bands (get_wiphy_params) */
	IWC_NEED_WIPHY_PARAMS = 1 << 5,
};

struct iwc_dev {
	struct iwc_iface iface;
	bool has_link;
	struct iwc_link link;
	bool has_wiphy;
	struct iwc_wiphy wiphy;
	struct iwc_wext_state state;	/* stored WEXT state, for the view */
	struct iwc_wext_src src;
};

/**
 * iwc_dev_load - fill @dev for @ifname.
 * Returns 0, -ENODEV (no such interface) or -EOPNOTSUPP (not a
 * wireless interface), or another negative errno from the backend.
 */
int iwc_dev_load(const struct iwc_ctx *ctx, const char *ifname,
		 unsigned int need, struct iwc_dev *dev);

/**
 * iwc_dev_load_wiphy - fetch the wiphy of @dev's interface (loaded by
 * iwc_dev_load) and point the view at it, or at nothing if the backend
 * has none. Returns dev->has_wiphy.
 */
bool iwc_dev_load_wiphy(const struct iwc_ctx *ctx, struct iwc_dev *dev);

#endif
