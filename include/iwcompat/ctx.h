/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ctx.h - everything a tool run needs, passed explicitly: no globals.
 */
#ifndef IWCOMPAT_CTX_H
#define IWCOMPAT_CTX_H

#include <stdbool.h>
#include <stdio.h>

struct iwc_backend;
struct iwc_wext_backend;
struct iwc_wext_ops;

struct iwc_ctx {
	const struct iwc_backend *be;
	void *be_data;
	FILE *out;		/* the tool's stdout */
	FILE *err;		/* the tool's stderr */
	const char *argv0;	/* argv[0] as invoked (getopt messages) */
	/* the WEXT fallback (ifc.h): its backend and the ioctls it sends
	 * (wext_live.h); either NULL disables it */
	const struct iwc_wext_backend *wext_be;
	const struct iwc_wext_ops *wext;
	void *wext_data;
	bool wext_forced;	/* IWCOMPAT_BACKEND=wext: every interface */
	/* which builds of the real tools the output follows where their
	 * builds print differently; 0: this build's (meson options
	 * wireless_tools and iw, config.h). The golden runner sets them
	 * per case. wt_debian: Debian's wireless-tools 12 or 13
	 * (iwcompat/dialect.h); iw_dialect: IWC_IW_5_19 or IWC_IW_6_9
	 * (src/native/native_dialect.h) */
	int wt_debian;
	int iw_dialect;
};

#endif
