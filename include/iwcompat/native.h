/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native.h - "iwcompat dev|phy|reg ...": an iw-compatible subset with
 * iw 5.19's syntax and output, "-j" JSON output, and "iwcompat explain"
 * (legacy command lines to iw command lines).
 *
 * The facts the native commands print come from the ctx's backend
 * (backend.h: its iw operations, with backend_iw.h's types, and its
 * settings), over nl80211 in src/kernel/, by fakes in the unit tests.
 */
#ifndef IWCOMPAT_NATIVE_H
#define IWCOMPAT_NATIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/backend.h"
#include "iwcompat/types.h"

struct iwc_ctx;

/* iw's spelling of a channel width, an interface type */
const char *iwc_iw_width_name(uint32_t width);
const char *iwc_iw_iftype_name(uint32_t iftype, char *buf, size_t len);
/* iw's print_ssid_escaped() */
void iwc_iw_print_ssid(FILE *f, const uint8_t *ssid, size_t len);

/**
 * iwc_native_main - "iwcompat [-j|--json] dev|phy|reg ..." (argv[0] is
 * the program name, as iw's). Returns the exit status (iw's: 0, 1 for
 * usage, 2 for a message of its own, a negative errno's low byte).
 */
int iwc_native_main(const struct iwc_ctx *ctx, int argc, char **argv);
/* iwc_json_refused() (tools.h) prints with this: "-j" refused. */
void iwc_json_refuse(FILE *err, const char *what);

/* iw's command_name(): the names iw @iw knows (src/native/native_dialect.h),
 * else "Unknown command (N)" in @buf */
const char *iwc_iw_command_name(int iw, uint32_t cmd, char *buf, size_t len);
/* "phy", "list" (@wiphy -1) and "phy PHY info" (native_phy.c) */
int iwc_native_phy(const struct iwc_ctx *ctx, const struct iwc_backend *nat,
		   bool json, int64_t wiphy);
/* iw's get_status_str(): an 802.11 status code's text, "<unknown>" if
 * iw has none (native_event_codes.c; "event", also connect -w) */
const char *iwc_iw_status_str(uint16_t status);
/* iw's get_reason_str() (native_event_codes.c, as the above) */
const char *iwc_iw_reason_str(uint16_t reason);
/* "event [-t|-r|-f]" (native_event.c): runs until a signal ends it */
int iwc_native_event(const struct iwc_ctx *ctx,
		     const struct iwc_backend *nat, bool json, int argc,
		     char **argv);
/* native_misc.c: iw's parse_freqchan() (0, or 1 for usage), its
 * connect arguments (0, 1 usage, 2 message printed, or a negative
 * errno), the line "connect -w" prints, "station dump -v"'s TID table;
 * @iw: the iw followed (src/native/native_dialect.h) */
int iwc_nat_parse_mac(uint8_t *mac, const char *arg);	/* native.c */
int iwc_nat_parse_freqchan(int iw, struct iwc_nat_chandef *c, bool chan,
			   int argc, char **argv);
int iwc_nat_parse_connect(FILE *out, FILE *err, int argc, char **argv,
			  struct iwc_nat_connect *p);
void iwc_nat_print_connect_event(FILE *f,
				 const struct iwc_nat_connect_event *ev);
void iwc_nat_print_tid_stats(FILE *f, const struct iwc_nat_station *st);
struct iwc_json;
void iwc_nat_json_tid_stats(struct iwc_json *j,
			    const struct iwc_nat_station *st);

/*
 * "iwcompat -j iwconfig|iwgetid|iwlist ...": the legacy read as a JSON
 * document on stdout; an error as a JSON error there and a non-zero
 * status; a command line it refuses with text on stderr and
 * IWC_JSON_EXIT_USAGE (json.h).
 */
int iwc_json_legacy_main(const struct iwc_ctx *ctx, int argc, char **argv);
/* json_iwlist.c: "iwgetid|iwlist ..." (argv[0] the tool) for the above:
 * the tool's status, or IWC_JSON_REFUSED (its text on @ctx's err);
 * *@eno a negative errno when one is known */
#define IWC_JSON_REFUSED 0x100
int iwc_json_iwlist_main(const struct iwc_ctx *ctx, int argc, char **argv,
			 int *eno);
/* json_legacy.c, for the legacy reads' JSON printers: a WEXT mode's
 * JSON word ("managed", ...; "unknown" out of range); a WEXT frequency
 * (Hz, or a channel number below 1000) as @fkey (MHz) and @ckey (its
 * channel, by @range when given) */
const char *iwc_json_mode_key(int mode);
struct iwc_wext_range;
void iwc_json_wext_freq(struct iwc_json *j, const char *fkey,
			const char *ckey, double freq,
			const struct iwc_wext_range *range);

/**
 * iwc_explain_main - "iwcompat explain TOOL ARGS...": print a shell
 * script of iw command lines doing what the legacy command would do.
 * @ctx's backend may be used to look up the interface's wiphy (its phy
 * name); without it "phy#N" lookups are printed as a shell expression.
 */
int iwc_explain_main(const struct iwc_ctx *ctx, int argc, char **argv);

#endif
