/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_common.h - what every formatter target needs once per process:
 * a sink for the output (/dev/null: only crashes and sanitizer reports
 * matter here) and the WEXT range of the default test wiphy, built the
 * way "iwlist IF scanning" builds it.
 *
 * libFuzzer calls the target with no context argument, so this one
 * environment is kept in a function-local static, built on first use
 * and never changed afterwards.
 */
#ifndef IWC_FUZZ_COMMON_H
#define IWC_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/wext.h"
#include "fake_backend.h"

struct fuzz_env {
	FILE *null;
	struct iwc_wext_range range;
};

static inline const struct fuzz_env *fuzz_env_get(void)
{
	static struct fuzz_env env;
	static int ready;

	if (!ready) {
		struct iwc_wiphy *w = calloc(1, sizeof(*w));
		struct iwc_iface iface;
		struct iwc_wext_src src;

		env.null = fopen("/dev/null", "w");
		if (!env.null || !w)
			abort();
		world_default_wiphy(w, 0);
		memset(&iface, 0, sizeof(iface));
		iface.iftype = IWC_IFTYPE_STATION;
		memset(&src, 0, sizeof(src));
		src.iface = &iface;
		src.wiphy = w;
		src.privileged = true;
		if (iwc_wext_giwrange(&src, &env.range) < 0)
			abort();
		free(w);
		ready = 1;
	}
	return &env;
}

#endif
