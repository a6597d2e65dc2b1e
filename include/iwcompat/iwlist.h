/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iwlist.h - iwlist's commands: parsing, and the formatters of the
 * scan cells and the information listings.
 */
#ifndef IWCOMPAT_IWLIST_H
#define IWCOMPAT_IWLIST_H

#include <stdbool.h>
#include <stdio.h>

#include "iwcompat/parse.h"
#include "iwcompat/types.h"
#include "iwcompat/wext.h"

/* In wireless-tools' table order (the usage lists them so):
 * iwlist_commands.def has a row for each. */
enum iwc_iwlist_cmd {
#define IWC_IWLIST(ID, ...) IWC_IWLIST_##ID,
#define IWC_IWLIST_ALIAS(ID, ...) IWC_IWLIST_##ID,
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
	_IWC_IWLIST_CMD_MAX,
};

/* What a command does; aliases share it (the rows of
 * iwlist_commands.def that are not aliases). */
enum iwc_iwlist_op {
#define IWC_IWLIST(ID, OP, ...) IWC_OP_##OP,
#define IWC_IWLIST_ALIAS(...)
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
	_IWC_OP_MAX,
};

enum iwc_iwlist_action {
	IWC_IWLIST_RUN,
	IWC_IWLIST_HELP,	/* usage on stdout, exit 0 */
	IWC_IWLIST_USAGE,	/* usage on stderr, exit 1 */
	IWC_IWLIST_VERSION,
	IWC_IWLIST_ERROR,	/* message on stderr, exit 1 */
};

struct iwc_iwlist_req {
	enum iwc_iwlist_action action;
	enum iwc_iwlist_cmd cmd;
	enum iwc_iwlist_op op;
	const char *ifname;	/* NULL: every interface */
	int nargs;
	char **args;
	enum iwc_iwlist_err {
		IWC_IWLIST_ERR_UNKNOWN,
		IWC_IWLIST_ERR_AMBIGUOUS,
		IWC_IWLIST_ERR_TOO_MANY,
	} err;
	const char *err_arg;	/* the command as typed, or its full name */
};

/* The parse error of @req, as wireless-tools words it. */
void iwc_fmt_iwlist_error(FILE *f, const struct iwc_iwlist_req *req);

void iwc_parse_iwlist(int argc, char **argv, struct iwc_iwlist_req *ret);

/* Scan options, parsed per interface as the real tool does. */
struct iwc_scan_opts {
	bool has_essid;
	const char *essid;
	bool last;
	bool any_option;
	bool err_too_few;	/* else: invalid option */
	const char *err_arg;
};

void iwc_fmt_scan_opts_error(FILE *f, const struct iwc_scan_opts *opts);

/* 0, or -1 with @ret->err_* set. */
int iwc_parse_scan_opts(int nargs, char **args, struct iwc_scan_opts *ret);

/* Formatters */
void iwc_fmt_iwlist_usage(FILE *f);

/**
 * iwc_fmt_scan_cell - one cell of "iwlist IF scanning", as the kernel's
 * WEXT scan translation and libiw's event printer render it.
 * @range: the interface's range (for "(Channel N)" and the quality
 * maximum). Malformed IEs print as "IE: Unknown:".
 */
void iwc_fmt_scan_cell(FILE *f, int cell, const struct iwc_bss *bss,
		       const struct iwc_wext_range *range);

/* The IE decoder of "IE: ..." lines, for a buffer of elements. */
void iwc_fmt_gen_ie(FILE *f, const uint8_t *buf, size_t len);

/* The information listings; @ifname is printed "%-8.16s". Results
 * that the kernel refused are passed as a negative errno. */
void iwc_fmt_no_range(FILE *err, enum iwc_iwlist_op op, const char *ifname,
		      int errnum);
void iwc_fmt_freq_info(FILE *f, const char *ifname,
		       const struct iwc_wext_range *range, int freq_err,
		       const struct iwc_freq *cur);
void iwc_fmt_rate_info(FILE *f, const char *ifname, int rate_err,
		       const struct iwc_param *cur);

struct iwc_key_slot {
	int err;
	uint8_t key[IWC_WEXT_KEY_MAX];
	int len;
	int flags;
};
/* at most this many keys are listed (iw_range's max_encoding_tokens is a
 * byte) */
#define IWC_MAX_KEY_TOKENS 255

/* @slots: max_encoding_tokens entries (at most IWC_MAX_KEY_TOKENS); the first error ends the list.
 * @current: index 0 (current key) result. */
void iwc_fmt_keys_info(FILE *out, FILE *err, const char *ifname,
		       const struct iwc_wext_range *range,
		       const struct iwc_key_slot *slots,
		       const struct iwc_key_slot *current);
/* Asks @get for keys 1..max_encoding_tokens (until the first error) and
 * the current key (index 0), then prints them with iwc_fmt_keys_info():
 * one loop for the nl80211 path and the WEXT fallback. */
typedef int (*iwc_key_get_fn)(const void *arg, int index, uint8_t *key,
			      int *len, int *flags);
void iwc_print_keys(FILE *out, FILE *err, const char *ifname,
		    const struct iwc_wext_range *range, iwc_key_get_fn get,
		    const void *arg);
void iwc_fmt_wpakeys_info(FILE *out, FILE *err, const char *ifname,
			  const struct iwc_wext_range *range, int errnum);
void iwc_fmt_power_info(FILE *f, const char *ifname, int power_err,
			const struct iwc_param *power);
void iwc_fmt_txpower_info(FILE *f, const char *ifname, int txpower_err,
			  const struct iwc_param *txpower);
/* its "Current Tx-Power" lines (nothing when @txpower_err), after the
 * header or a WEXT driver's list of powers (format_wext.c) */
void iwc_fmt_txpower_current(FILE *f, int txpower_err,
			     const struct iwc_param *txpower);
/* what iwc_retry_result_fill() read (result.h): the text, and the same
 * as JSON members (json_iwlist.c) */
struct iwc_retry_result;
struct iwc_json;
void iwc_fmt_retry_info(FILE *f, const char *ifname,
			const struct iwc_retry_result *res);
void iwc_json_retry_info(struct iwc_json *j,
			 const struct iwc_retry_result *res);
/* iwlist IF freq|rate|power|txpower|retry (iwc_iwlist_result_read(),
 * result.h): its text by the printers above (a WEXT driver's rate and
 * power lists by format_wext.h's), and its JSON members (json_iwlist.c) */
struct iwc_iwlist_result;
void iwc_fmt_iwlist_result(FILE *f, const char *ifname,
			   const struct iwc_iwlist_result *res);
void iwc_json_iwlist_result(struct iwc_json *j,
			    const struct iwc_iwlist_result *res);
void iwc_fmt_event_info(FILE *f, const char *ifname,
			const struct iwc_wext_range *range);
void iwc_fmt_modulation_info(FILE *f, const char *ifname);
void iwc_fmt_ap_unsupported(FILE *err, const char *ifname);
void iwc_fmt_genie_error(FILE *err, const char *ifname, int errnum);

/* scan */
void iwc_fmt_scan_error(FILE *err, const char *ifname, int errnum,
			bool reading);
void iwc_fmt_scan_unsupported(FILE *err, const char *ifname);
void iwc_fmt_scan_header(FILE *f, const char *ifname, size_t n_cells);

/* A trigger iwlist sent before it loaded the interface (tool_iwlist.c,
 * "The trigger first"): its result, and the range if it was made while
 * the kernel scanned. */
struct iwc_iwlist_early {
	int r;			/* scan_trigger_name's */
	bool has_range;
	int range_r;		/* iwc_wext_giwrange's, with has_range */
};

/*
 * iwlist IF scanning [essid NAME] [last]: the options, the scan (unless
 * "last"; or @early's, NULL if none), then the kernel's list in @res
 * (free with iwc_scan_result_free) with the signal type it implies, and
 * the range in @range. 0, or -1/-2 (iwlist's statuses) with the message
 * printed. Shared by iwlist and "iwcompat -j iwlist".
 */
struct iwc_ctx;
struct iwc_dev;
struct iwc_scan_result;
int iwc_iwlist_scan(const struct iwc_ctx *ctx, const char *ifname,
		    struct iwc_dev *dev, int nargs, char **args,
		    const struct iwc_iwlist_early *early,
		    struct iwc_scan_result *res, struct iwc_wext_range *range);

/* iwlist IF CMD without a range (SIOCGIWRANGE failed with @r):
 * wireless-tools' message on ctx->err; -1 where the tool then fails
 * (scan, ap), else 0 (tool_iwlist.c; also -j iwlist). */
int iwc_iwlist_no_range(const struct iwc_ctx *ctx, enum iwc_iwlist_op op,
			const char *ifname, int r);

#endif
