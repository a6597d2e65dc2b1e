/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * dialect.c - which build of wireless-tools the output follows
 * (iwcompat/dialect.h).
 */
#include "config.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dialect.h"

int iwc_wt_debian(const struct iwc_ctx *ctx)
{
	return ctx->wt_debian ? ctx->wt_debian : IWCOMPAT_WT_DEBIAN;
}

/* iwlist IF rate reads "fixed" from an iwreq on its stack that nothing
 * sets (cfg80211 leaves the field): Debian 12's binary has a non-zero
 * byte there for one interface and zero when listing them all, Debian
 * 13's zero in both (the tests/vm iwlist scenario on each release). */
bool iwc_wt_rate_fixed(const struct iwc_ctx *ctx, bool one_iface)
{
	return iwc_wt_debian(ctx) < 13 && one_iface;
}
