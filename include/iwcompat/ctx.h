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
};

#endif
