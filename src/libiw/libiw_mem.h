/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_mem.h - the caller's memory, read and written as the kernel's
 * copy_from_user/copy_to_user do (docs/libiw.md "The kernel boundary"):
 * an address the program cannot read or write is EFAULT, never a
 * SIGSEGV inside the library.
 */
#ifndef IWCOMPAT_LIBIW_MEM_H
#define IWCOMPAT_LIBIW_MEM_H

#include <stddef.h>

/* @n bytes of the caller's @user into @dst: 0, or EFAULT. */
int libiw_copy_in(void *dst, const void *user, size_t n);

/* @n bytes of @src to the caller's @user: 0, or EFAULT (part of it may
 * have been written, as with the kernel's copy_to_user). */
int libiw_copy_out(void *user, const void *src, size_t n);

/* The unit tests: force the fallback used where process_vm_readv and
 * process_vm_writev are refused (a seccomp filter, ENOSYS). */
void libiw_mem_force_fallback(int on);

#endif
