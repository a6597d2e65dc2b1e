/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_scan.h - "iwcompat dev IF scan ...": iw 5.19's scan commands
 * and its BSS printer (native_scan.c); the information element printers
 * they use are native_ies.h's.
 */
#ifndef IWCOMPAT_NATIVE_SCAN_H
#define IWCOMPAT_NATIVE_SCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct iwc_ctx;
struct iwc_backend;
struct iwc_bss;

/* iw's handler result "print the command's usage" */
#define IWC_SCAN_RET_USAGE 1

enum iwc_scan_cmd {
	IWC_SCAN_COMBINED,		/* dev IF scan [-u] [trigger args] */
	IWC_SCAN_DUMP,			/* dev IF scan dump [-u|-b] */
	IWC_SCAN_TRIGGER,		/* dev IF scan trigger [args] */
	IWC_SCAN_ABORT,			/* dev IF scan abort */
};

/**
 * iwc_native_scan - run one scan command on @ifname (@ifindex); @argv
 * holds the arguments after the command's name. Returns 0,
 * IWC_SCAN_RET_USAGE, or a negative errno (for "command failed: ...").
 */
int iwc_native_scan(const struct iwc_ctx *ctx, const struct iwc_backend *nat,
		    enum iwc_scan_cmd cmd, const char *ifname, uint32_t ifindex,
		    bool json, int argc, char **argv);

/* print_bss_handler(): one BSS as iw @iw prints it (native_dialect.h);
 * @show_both: -b (both IE sets) */
void iwc_iw_print_bss(int iw, FILE *f, const struct iwc_bss *b,
		      const char *ifname, bool unknown, bool show_both);

#endif
