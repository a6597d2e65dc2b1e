/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tools.h - the legacy tools iwcompat answers to.
 */
#ifndef IWCOMPAT_TOOLS_H
#define IWCOMPAT_TOOLS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct iwc_ctx;

struct iwc_tool {
	const char *name;
	/* Returns the process exit status (0..255). */
	int (*main)(struct iwc_ctx *ctx, int argc, char **argv);
	const char *summary;
};

const struct iwc_tool *iwc_tool_find(const char *name);
const struct iwc_tool *iwc_tools(unsigned int *ret_n);
/*
 * "iwcompat ARGS" once the backend is open (argv[0] the program; tools.c): "-j
 * iwconfig|iwgetid|iwlist ..." to iwc_json_legacy_main, "iw ARGS" and
 * the rest to iwc_native_main (the former as iw ARGS, named iw). iwc_json_refused() comes first, before anything is
 * opened: true when ARGS are "-j" before nothing or before a command
 * without a JSON form (its message printed on @err; exit with
 * IWC_JSON_EXIT_USAGE). iwc_json_refuse() prints that message.
 */
int iwc_native_or_json_main(const struct iwc_ctx *ctx, int argc, char **argv);
bool iwc_json_refused(FILE *err, int argc, char **argv);

int iwc_iwconfig_main(struct iwc_ctx *ctx, int argc, char **argv);
/* iwconfig IF's result (the contract's get_info, struct iwc_wext_info),
 * asked through the backend iwc_ifc_open() chooses, nl80211 loading
 * @need (enum iwc_dev_need): 0 with *@ret malloc'ed (the caller frees
 * it), or the errno iwconfig reports. For iwconfig's text and its
 * JSON. */
struct iwc_wext_info;
int iwc_iwconfig_read(const struct iwc_ctx *ctx, const char *ifname,
		      unsigned int need, struct iwc_wext_info **ret);
int iwc_iwgetid_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwlist_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwpriv_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwspy_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwevent_main(struct iwc_ctx *ctx, int argc, char **argv);

/* iwgetid's command line, help and errors, and its choice of interface
 * (IF, else the first interface with an IPv4 address that answers):
 * @one prints one interface's answer (< 0: none; @arg passed on); the
 * exit status. Shared by iwgetid and "iwcompat -j iwgetid". */
struct iwc_getid_req;
typedef int (*iwc_getid_one_fn)(const struct iwc_ctx *ctx,
				const struct iwc_getid_req *req,
				const char *ifname, void *arg);
int iwc_iwgetid_run(const struct iwc_ctx *ctx, int argc, char **argv,
		    iwc_getid_one_fn one, void *arg);
/* One interface's answer, asked through the backend iwc_ifc_open()
 * chose (iwc_getid_result_read(), result.h): 0 with @res filled, or
 * iwgetid's negative code; *@load_err the errno when the interface could
 * not be opened, else 0. For iwgetid's text and its JSON. */
struct iwc_getid_result;
int iwc_iwgetid_read(const struct iwc_ctx *ctx,
		     const struct iwc_getid_req *req, const char *ifname,
		     struct iwc_getid_result *res, int *load_err);

/* -v/--version of every tool but iwgetid (libiw's iw_print_version_info). */
int iwc_print_version(const struct iwc_ctx *ctx, const char *toolname);

/*
 * iwc_tool_in_addr - libiw's iw_in_addr() for iwspy and iwpriv: @arg a
 * MAC address (with a ':'), else an IPv4 address or host name looked up
 * in @ifname's ARP table. Errors are printed as libiw prints them
 * (docs/reference/common.md, input parsing). True with @mac set.
 */
bool iwc_tool_in_addr(const struct iwc_ctx *ctx, const char *ifname,
		      const char *arg, uint8_t mac[6]);

#endif
