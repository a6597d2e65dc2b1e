/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_mem.c - the caller's buffers without faulting (libiw_mem.h).
 * process_vm_readv/process_vm_writev on the calling process itself:
 * one system call that copies and answers EFAULT for an address that is
 * not mapped, or not readable (writable) for the program. Allowed for
 * the process's own memory whatever ptrace's rules (the same thread
 * group), but a seccomp filter (a container's default profile without
 * CAP_SYS_PTRACE) refuses them and old kernels lack them: then the
 * bytes go through a pipe of our own, whose write() and read() fault
 * the same way. Async-signal-safe (system calls only).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <sys/uio.h>
#include <unistd.h>

#include "libiw_mem.h"

/* 0 untried or works, -1 refused: the fallback from then on (relaxed
 * atomics: threads that race make one more try). */
static int vm_ok;
static int force_fallback;

void libiw_mem_force_fallback(int on)
{
	__atomic_store_n(&force_fallback, on, __ATOMIC_RELAXED);
}

/* Through a pipe: at most a pipe's capacity at a time (64 KiB by
 * default; a chunk of 4 KiB always fits, the pipe being empty). */
static int pipe_copy(void *dst, const void *src, size_t n)
{
	int p[2], err = 0;

	if (pipe2(p, O_CLOEXEC | O_NONBLOCK) < 0)
		return EFAULT;	/* no descriptor: as refused */
	for (size_t off = 0; off < n && !err;) {
		size_t chunk = n - off < 4096 ? n - off : 4096;
		ssize_t w = write(p[1], (const char *)src + off, chunk);

		if (w <= 0) {
			err = EFAULT;
			break;
		}
		ssize_t r = read(p[0], (char *)dst + off, (size_t)w);

		if (r != w)
			err = EFAULT;
		off += (size_t)w;
	}
	close(p[0]);
	close(p[1]);
	return err;
}

static int vm_copy(void *dst, const void *src, size_t n, bool out)
{
	struct iovec local, remote;
	ssize_t r;
	int saved = errno, err = 0;

	if (n == 0)
		return 0;
	if (__atomic_load_n(&force_fallback, __ATOMIC_RELAXED) ||
	    __atomic_load_n(&vm_ok, __ATOMIC_RELAXED) < 0) {
		err = pipe_copy(dst, src, n);
		errno = saved;
		return err;
	}
	if (out) {
		local.iov_base = (void *)src;
		remote.iov_base = dst;
	} else {
		local.iov_base = dst;
		remote.iov_base = (void *)src;
	}
	local.iov_len = remote.iov_len = n;
	r = out ? process_vm_writev(getpid(), &local, 1, &remote, 1, 0) :
		  process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
	if (r < 0 && (errno == ENOSYS || errno == EPERM)) {
		__atomic_store_n(&vm_ok, -1, __ATOMIC_RELAXED);
		err = pipe_copy(dst, src, n);
	} else if (r != (ssize_t)n) {
		err = EFAULT;
	}
	errno = saved;
	return err;
}

int libiw_copy_in(void *dst, const void *user, size_t n)
{
	return vm_copy(dst, user, n, false);
}

int libiw_copy_out(void *user, const void *src, size_t n)
{
	return vm_copy(user, src, n, true);
}
