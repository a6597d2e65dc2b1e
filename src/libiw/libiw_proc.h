/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_proc.h - /proc/net/wireless as cfg80211's WEXT would have
 * written it, for the interfaces the kernel no longer lists there
 * (docs/libiw.md, "/proc/net/wireless"): the text (libiw_proc.c) and
 * the opens that serve it (libiw_open.c).
 */
#ifndef IWCOMPAT_LIBIW_PROC_H
#define IWCOMPAT_LIBIW_PROC_H

#include <stddef.h>
#include <stdio.h>

#include "iwcompat/types.h"
#include "iwcompat/wext.h"

/* The version wext-proc.c prints in its header (WIRELESS_EXT). */
#define LIBIW_PROC_WE 22

/* The kernel's file is read up to this size; a larger one is left to
 * the kernel (served as it is). */
#define LIBIW_PROC_MAX (1u << 20)

/**
 * libiw_proc_row - @name's line as wext-proc.c's
 * wireless_seq_printf_stats() prints it, from the statistics
 * cfg80211_wireless_stats() computes (@st: the model's SIOCGIWSTATS
 * answer; NULL: the empty row of a device without statistics). Returns
 * the length written to @buf (NUL-terminated), or -1 if @cap is too
 * small.
 */
int libiw_proc_row(char *buf, size_t cap, const char *name,
		   const struct iwc_wext_info *st);

/**
 * libiw_proc_row_fn - the row of @name when the model has statistics
 * for it: its length (written to @buf, at most @cap - 1 bytes); 0 when
 * it has none (an nl80211 interface, not a connected station); -1 when
 * @name is not an nl80211 interface.
 */
typedef int (*libiw_proc_row_fn)(void *arg, const char *name, char *buf,
				 size_t cap);

/**
 * libiw_proc_merge - the file from the kernel's text (@kernel, @klen;
 * NULL: the kernel has no file; when an nl80211 interface is there,
 * the file is wext-proc's header for WE 22 and the rows)
 * and @names, the interfaces in netdev order: every line of the
 * kernel's as it is, except that a row the kernel printed empty (no
 * statistics: cfg80211 refuses WEXT on the wiphy) takes the model's
 * row when @fn has one, and each interface the kernel does not list
 * gets @fn's row, if any, in its netdev place. Returns 1 with
 * *@ret (malloc'd, NUL-terminated) and *@ret_len when the text differs
 * from the kernel's, 0 when it is the kernel's own (nothing added), -1
 * when out of memory.
 */
int libiw_proc_merge(const char *kernel, size_t klen,
		     const struct iwc_name_list *names, libiw_proc_row_fn fn,
		     void *arg, char **ret, size_t *ret_len);

/**
 * libiw_proc_fopen - the file for libiw's own readers (iw_get_stats
 * without a range, iw_get_kernel_we_version): what a program opening
 * /proc/net/wireless with this library loaded reads; NULL with errno
 * as fopen() gives it.
 */
FILE *libiw_proc_fopen(void);

/* The unit tests' kernel file in place of /proc/net/wireless (NULL:
 * the real one); a path that does not exist is a kernel without it. */
void libiw_proc_kernel_path(const char *path);

#endif
