/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_ioctl.h - the backend's WEXT ops (wext_ioctl.c).
 */
#ifndef IWCOMPAT_SRC_WEXT_IOCTL_H
#define IWCOMPAT_SRC_WEXT_IOCTL_H

#include <stdbool.h>

union iwreq_data;

bool iwc_wext_ioctl_present(void *be, const char *ifname);
int iwc_wext_ioctl(void *be, const char *ifname, unsigned int cmd,
		   union iwreq_data *data);
void iwc_wext_ioctl_sleep(void *be, int ms);

#endif
