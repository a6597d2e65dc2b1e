/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * dialect.h - which build of wireless-tools the output follows where
 * its builds print differently (src/util/dialect.c): the context's
 * wt_debian (iwcompat/ctx.h), 0 for this build's (meson option
 * wireless_tools, config.h IWCOMPAT_WT_DEBIAN).
 */
#ifndef IWCOMPAT_DIALECT_H
#define IWCOMPAT_DIALECT_H

#include <stdbool.h>

struct iwc_ctx;

/* 12 or 13: the Debian build of wireless-tools @ctx's output matches
 * where that output is uninitialised stack and so differs between the
 * builds: iwlist's "Current Bit Rate" (iwcompat(8), DIFFERENCES) */
int iwc_wt_debian(const struct iwc_ctx *ctx);
/* The ':' or '=' of iwlist's "Current Bit Rate" as that build prints it
 * (true: '='), for one interface or when listing every interface. */
bool iwc_wt_rate_fixed(const struct iwc_ctx *ctx, bool one_iface);

#endif
