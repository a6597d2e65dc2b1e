/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format.h - result structs to the exact legacy text, on a FILE * the
 * caller gives. The only code (with diag text) that prints.
 */
#ifndef IWCOMPAT_FORMAT_H
#define IWCOMPAT_FORMAT_H

#include <stdio.h>

#include "iwcompat/wext.h"

/* iwconfig */
void iwc_fmt_iwconfig_usage(FILE *f);
void iwc_fmt_iwconfig_info(FILE *f, const char *ifname,
			   const struct iwc_wext_info *info);
/* "IFNAME  no wireless extensions." / "IFNAME  <strerror>" + empty line */
void iwc_fmt_iface_error(FILE *f, const char *ifname, int err);

/* -v / --version of every tool but iwgetid */
void iwc_fmt_version_header(FILE *f, const char *toolname);
void iwc_fmt_version_iface(FILE *f, const char *ifname,
			   const struct iwc_wext_range *range);

/* iwgetid */
enum iwc_getid_format {
	IWC_GETID_DEFAULT,
	IWC_GETID_RAW,
	IWC_GETID_SCHEME,
};

void iwc_fmt_iwgetid_usage(FILE *f);
/* Each returns 0 when printed, -2 when the scheme form is empty. */
int iwc_fmt_getid_essid(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			const uint8_t *essid, int len);
void iwc_fmt_getid_ap(FILE *f, enum iwc_getid_format fmt, const char *ifname,
		      const uint8_t *mac);
void iwc_fmt_getid_freq(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			double freq, int flags);
void iwc_fmt_getid_channel(FILE *f, enum iwc_getid_format fmt,
			   const char *ifname, int channel);
void iwc_fmt_getid_mode(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			int mode);
int iwc_fmt_getid_protocol(FILE *f, enum iwc_getid_format fmt,
			   const char *ifname, const char *proto);
/* what iwc_getid_result_read() found (result.h), by the printers above:
 * 0, or iwgetid's negative code (no scheme form) */
struct iwc_getid_result;
int iwc_fmt_getid_result(FILE *f, enum iwc_getid_format fmt,
			 const char *ifname,
			 const struct iwc_getid_result *res);
/* the same as JSON members (json_iwlist.c) */
struct iwc_json;
void iwc_json_getid_result(struct iwc_json *j,
			   const struct iwc_getid_result *res);

#endif
