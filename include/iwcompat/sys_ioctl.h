/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sys_ioctl.h - the raw ioctl system call, for the code that talks to
 * the kernel (src/kernel/, src/wext/wext_ioctl.c, libiw's interposer).
 * Not libc's ioctl(): inside libiw.so that name is bound to libiw's
 * exported interposer (src/libiw/libiw_ioctl.c), which the library's
 * own requests must never enter (docs/libiw.md). Returns what the
 * system call does: -1 with errno on failure.
 */
#ifndef IWCOMPAT_SYS_IOCTL_H
#define IWCOMPAT_SYS_IOCTL_H

#include <sys/syscall.h>
#include <unistd.h>

static inline int iwc_sys_ioctl(int fd, unsigned long request, void *arg)
{
	return (int)syscall(SYS_ioctl, fd, request, arg);
}

#endif
