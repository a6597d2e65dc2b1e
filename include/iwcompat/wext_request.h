/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_request.h - one conversion between an iwconfig setting (struct
 * iwc_setting) and its WEXT request (the kernel's union iwreq_data),
 * both ways, driven by the wext_form and wext_on columns of
 * iwconfig_keywords.def (src/model/wext_request.c): the WEXT fallback
 * sends what a setting builds, libiw.so.30 reads a program's SET into a
 * setting for the model's handlers (docs/keywords.md).
 */
#ifndef IWCOMPAT_WEXT_REQUEST_H
#define IWCOMPAT_WEXT_REQUEST_H

#include <stdbool.h>
#include <stddef.h>

#include <linux/wireless.h>

#include "iwcompat/settings.h"

/* The SET ioctl of @req's request (past the table: SIOCSIWCOMMIT, an
 * empty request), and the GET an "on"/"fixed" form sends first (0:
 * none, the form fails). */
unsigned int iwc_wext_req_set_ioctl(enum iwc_req req);
unsigned int iwc_wext_req_get_ioctl(enum iwc_req req);

/* The SET request of the parsed setting @s, as wireless-tools' iwconfig
 * filled it (an iw_point points into @s). */
void iwc_wext_req_build(const struct iwc_setting *s, union iwreq_data *wrq);

/* What an "on"/"fixed" form changes in @wrq, the request its GET read,
 * before the SET sends it back. */
void iwc_wext_req_on(enum iwc_req req, union iwreq_data *wrq);

/* Whether the SET @ioctl is a keyword's request that cfg80211 has a
 * handler for, and so the model applies (iwc_wext_set_request()). */
bool iwc_wext_req_applied(unsigned int ioctl);

/**
 * iwc_wext_req_setting - the SET request @wrq of @ioctl as a setting,
 * read as wext-core reads it: an iw_point's data through @copy_in (0 or
 * nonzero for a fault: EFAULT), E2BIG past its limit, an ESSID's WE < 21
 * trailing NUL; SIOCSIWAP's address family, which the setting cannot
 * carry. Returns 0 or the refusal (a positive errno), with @s's request
 * set either way; EOPNOTSUPP for a request iwc_wext_req_applied() does
 * not know.
 */
int iwc_wext_req_setting(unsigned int ioctl, const union iwreq_data *wrq,
			 int (*copy_in)(void *dst, const void *src, size_t n),
			 struct iwc_setting *s);

#endif
