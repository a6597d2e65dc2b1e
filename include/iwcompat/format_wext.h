/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_wext.h - the legacy printers of what only a WEXT driver fills
 * in (the range's lists, SIOCGIWAUTH, the peer and spy lists, generic
 * IEs, spy thresholds), from the model structs of ifc.h; with
 * cfg80211's answers (empty lists, failed requests) each prints what
 * wireless-tools printed on cfg80211 (format_wext.c).
 */
#ifndef IWCOMPAT_FORMAT_WEXT_H
#define IWCOMPAT_FORMAT_WEXT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/ifc.h"

/* iwlist IF rate: the driver's bit-rates (or "unknown bit-rate
 * information."), then the current rate if @rate_err is 0. */
void iwc_fmt_rate_lists(FILE *f, const char *ifname,
			const struct iwc_wext_range_lists *l, int rate_err,
			const struct iwc_param *cur);

/* iwlist IF txpower: the driver's powers, then the current one. */
void iwc_fmt_txpower_lists(FILE *f, const char *ifname,
			   const struct iwc_wext_range_lists *l,
			   int txpower_err, const struct iwc_param *cur);

/* iwlist IF auth: the SIOCGIWAUTH parameters iwlist asks, in order */
#define IWC_AUTH_PARAMS 10
uint16_t iwc_auth_param(int k);

struct iwc_auth_values {
	bool has[IWC_AUTH_PARAMS];
	int32_t value[IWC_AUTH_PARAMS];
};

/* the capabilities of @range, then each parameter the driver answered */
void iwc_fmt_auth_values(FILE *f, const char *ifname,
			 const struct iwc_wext_range *range,
			 const struct iwc_auth_values *v);

/* iwlist IF ap */
void iwc_fmt_ap_no_mac(FILE *err, const char *ifname);
void iwc_fmt_ap_list(FILE *f, const char *ifname,
		     const struct iwc_wext_peers *peers,
		     const struct iwc_wext_range *range, bool has_range);

/* iwlist IF genie: @len bytes of generic IEs */
#define IWC_GENIE_MAX 1024	/* IW_GENERIC_IE_MAX */
void iwc_fmt_genie(FILE *out, FILE *err, const char *ifname,
		   const uint8_t *buf, size_t len);

#endif
