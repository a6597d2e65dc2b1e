/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_open.c - /proc/net/wireless for programs that read it
 * themselves (wmwave) and for libiw's own readers (docs/libiw.md,
 * "/proc/net/wireless"). Like ioctl() (libiw_ioctl.c), open(),
 * openat(), fopen() and their 64-bit and _FORTIFY_SOURCE forms are
 * defined here: libiw.so.30 comes before libc in the lookup scope of a
 * program linked with it (or under LD_PRELOAD), so these serve it.
 * A read-only open of exactly /proc/net/wireless (or /proc/self/net/,
 * /proc/thread-self/net/wireless) gets the kernel's text with the rows
 * cfg80211 would have written for the nl80211 interfaces it does not
 * list (libiw_proc.c), in a sealed memory file opened read-only;
 * every other open, and this one when nothing is to be added or
 * anything fails, is libc's own.
 */
/* our own definitions of open and open64, not fortify's inline
 * wrappers nor the 64-bit redirections (nor 64-bit time, which glibc
 * allows only with them; nothing here passes a time) */
#undef _FORTIFY_SOURCE
#undef _TIME_BITS
#undef _FILE_OFFSET_BITS

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "iwcompat/backend.h"
#include "libiw_model.h"
#include "libiw_proc.h"

#ifndef MFD_CLOEXEC
#define MFD_CLOEXEC 0x0001U
#endif
#ifndef MFD_ALLOW_SEALING
#define MFD_ALLOW_SEALING 0x0002U
#endif
#ifndef F_ADD_SEALS
#define F_ADD_SEALS 1033
#define F_SEAL_SEAL 0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#define F_SEAL_WRITE 0x0008
#endif
#ifndef O_TMPFILE
#define O_TMPFILE (020000000 | O_DIRECTORY)
#endif

/* the exported definitions (libiw.map) */
int open(const char *path, int flags, ...);
int open64(const char *path, int flags, ...);
int openat(int dirfd, const char *path, int flags, ...);
int openat64(int dirfd, const char *path, int flags, ...);
int __open_2(const char *path, int flags);
int __open64_2(const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags);
int __openat64_2(int dirfd, const char *path, int flags);
FILE *fopen(const char *path, const char *mode);
FILE *fopen64(const char *path, const char *mode);

static const char *kernel_path;

void libiw_proc_kernel_path(const char *path)
{
	kernel_path = path;
}

static bool wireless_path(const char *path);

/* The name libc opens when the file is not served: the caller's, or
 * the unit tests' kernel file in place of /proc/net/wireless. */
static const char *kernel_name(const char *path)
{
	return kernel_path && wireless_path(path) ? kernel_path : path;
}

/* libc's definition of @name, the next in the lookup order after this
 * object: looked up once (an aligned pointer: a race looks it up
 * twice, with the same answer). */
static void *next(void **slot, const char *name)
{
	void *p = __atomic_load_n(slot, __ATOMIC_RELAXED);

	if (p == NULL) {
		p = dlsym(RTLD_NEXT, name);
		__atomic_store_n(slot, p, __ATOMIC_RELAXED);
	}
	return p;
}

static void *real_open, *real_open64, *real_openat, *real_openat64;
static void *real_open_2, *real_open64_2, *real_openat_2, *real_openat64_2;
static void *real_fopen, *real_fopen64;

/* Looked up before main(): an open from a signal handler then makes
 * no dlsym() call. */
__attribute__((constructor)) static void libiw_open_init(void)
{
	next(&real_open, "open");
	next(&real_open64, "open64");
	next(&real_openat, "openat");
	next(&real_openat64, "openat64");
	next(&real_open_2, "__open_2");
	next(&real_open64_2, "__open64_2");
	next(&real_openat_2, "__openat_2");
	next(&real_openat64_2, "__openat64_2");
	next(&real_fopen, "fopen");
	next(&real_fopen64, "fopen64");
}

/* The kernel's file under each name a program may give it: /proc/net
 * is a link to self/net; another process's /proc/PID/net is its
 * namespace's, left to the kernel, as relative names are. The pointer
 * is hidden from the compiler: libc declares the path non-null, and a
 * NULL one (EFAULT from the kernel) must not crash here. */
static bool wireless_path(const char *path)
{
	__asm__("" : "+r"(path));
	if (path == NULL || strncmp(path, "/proc/", 6) != 0)
		return false;
	path += 6;
	if (strncmp(path, "self/", 5) == 0)
		path += 5;
	else if (strncmp(path, "thread-self/", 12) == 0)
		path += 12;
	return strcmp(path, "net/wireless") == 0;
}

/* The flags of a plain read: anything else (a write, O_PATH, a
 * directory, O_CREAT...) is the kernel's to answer. */
#define SERVED_FLAGS (O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW | \
		      O_LARGEFILE | O_NOATIME)

static int sys_openat(int dirfd, const char *path, int flags, int mode)
{
	return (int)syscall(SYS_openat, dirfd, path, flags, mode);
}

/* The kernel's text: 1 with *@ret (malloc'd) and *@ret_len, 0 when the
 * kernel has no such file (ENOENT), -1 when it cannot be read here
 * (then the program's open is the kernel's). */
static int read_kernel(const char *path, char **ret, size_t *ret_len)
{
	size_t len = 0, cap = 4096;
	char *buf;
	int fd = sys_openat(AT_FDCWD, kernel_name(path), O_RDONLY | O_CLOEXEC,
			    0);

	if (fd < 0)
		return errno == ENOENT ? 0 : -1;
	buf = malloc(cap);
	while (buf != NULL) {
		ssize_t n;

		if (len == cap) {
			char *grown = cap <= LIBIW_PROC_MAX ?
					      realloc(buf, cap * 2) : NULL;
			if (grown == NULL) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = grown;
			cap *= 2;
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			free(buf);
			buf = NULL;
		} else if (n == 0) {
			break;
		}
		len += (size_t)(n > 0 ? n : 0);
		if (len > LIBIW_PROC_MAX) {
			free(buf);
			buf = NULL;
		}
	}
	close(fd);
	if (buf == NULL)
		return -1;
	*ret = buf;
	*ret_len = len;
	return 1;
}

struct build {
	const char *kernel;
	size_t klen;
	char *text;
	size_t len;
};

static int model_row(void *arg, const char *name, char *buf, size_t cap)
{
	struct iwc_wext_info st;
	int r = libiw_model_stats(arg, name, &st), n;

	if (r == -ENODEV)
		return -1;
	if (r < 0)
		return 0;
	n = libiw_proc_row(buf, cap, name, &st);
	return n > 0 ? n : 0;
}

/* Under the library's lock (libiw_model_run): the interfaces in
 * netdev order, then the merged text. */
static int build(const struct iwc_ctx *ctx, void *arg)
{
	struct build *b = arg;
	struct iwc_name_list names = { 0 };
	int r;

	if (ctx->be->list_ifaces == NULL ||
	    ctx->be->list_ifaces(ctx->be_data, &names) < 0)
		return -1;
	r = libiw_proc_merge(b->kernel, b->klen, &names, model_row,
			     (void *)ctx, &b->text, &b->len);
	free(names.names);
	return r;
}

/* @text in a sealed memory file, opened read-only with the caller's
 * flags; -1 on any failure (nothing left open). */
static int memory_file(const char *text, size_t len, int flags)
{
	int keep = flags & (O_CLOEXEC | O_NONBLOCK | O_LARGEFILE | O_NOATIME);
	int mfd = (int)syscall(SYS_memfd_create, "wireless",
			       MFD_CLOEXEC | MFD_ALLOW_SEALING);
	char self[40];
	size_t done = 0;
	int fd;

	if (mfd < 0)
		return -1;
	while (done < len) {
		ssize_t n = write(mfd, text + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			close(mfd);
			return -1;
		}
		done += (size_t)n;
	}
	fcntl(mfd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE |
				       F_SEAL_SEAL);
	/* a description of its own, read-only as the kernel's file is
	 * (write: EBADF), at offset 0 */
	snprintf(self, sizeof(self), "/proc/self/fd/%d", mfd);
	fd = sys_openat(AT_FDCWD, self, O_RDONLY | keep, 0);
	if (fd >= 0) {
		close(mfd);
		return fd;
	}
	/* no /proc/self: the memory file itself, sealed (write: EPERM) */
	if (lseek(mfd, 0, SEEK_SET) != 0 ||
	    (!(flags & O_CLOEXEC) && fcntl(mfd, F_SETFD, 0) < 0) ||
	    ((flags & O_NONBLOCK) &&
	     fcntl(mfd, F_SETFL, O_NONBLOCK) < 0)) {
		close(mfd);
		return -1;
	}
	return mfd;
}

/* The descriptor of the served file, or -1: the open is the kernel's
 * (errno as the caller left it). */
static int serve(const char *path, int flags)
{
	struct build b = { 0 };
	char *kernel = NULL;
	int saved = errno, fd = -1, r;

	if (!wireless_path(path) || (flags & O_ACCMODE) != O_RDONLY ||
	    (flags & ~(O_ACCMODE | SERVED_FLAGS)) != 0)
		return -1;
	r = read_kernel(path, &kernel, &b.klen);
	if (r < 0)
		goto out;
	b.kernel = r > 0 ? kernel : NULL;
	if (libiw_model_run(build, &b) > 0)
		fd = memory_file(b.text, b.len, flags);
	free(b.text);
out:
	free(kernel);
	errno = saved;
	return fd;
}

static int open_mode(int flags, va_list ap)
{
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ?
		       va_arg(ap, int) : 0;
}

typedef int open_fn(const char *, int, ...);
typedef int openat_fn(int, const char *, int, ...);
typedef int open2_fn(const char *, int);
typedef int openat2_fn(int, const char *, int);
typedef FILE *fopen_fn(const char *, const char *);

static int do_open(void **slot, const char *name, const char *path,
		   int flags, int mode)
{
	int fd = serve(path, flags);
	open_fn *real;

	if (fd >= 0)
		return fd;
	path = kernel_name(path);
	real = (open_fn *)next(slot, name);
	return real ? real(path, flags, mode) :
		      sys_openat(AT_FDCWD, path, flags, mode);
}

static int do_openat(void **slot, const char *name, int dirfd,
		     const char *path, int flags, int mode)
{
	int fd = serve(path, flags);
	openat_fn *real;

	if (fd >= 0)
		return fd;
	path = kernel_name(path);
	real = (openat_fn *)next(slot, name);
	return real ? real(dirfd, path, flags, mode) :
		      sys_openat(dirfd, path, flags, mode);
}

int open(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return do_open(&real_open, "open", path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return do_open(&real_open64, "open64", path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return do_openat(&real_openat, "openat", dirfd, path, flags, mode);
}

int openat64(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	va_start(ap, flags);
	mode = open_mode(flags, ap);
	va_end(ap);
	return do_openat(&real_openat64, "openat64", dirfd, path, flags,
			 mode);
}

/* _FORTIFY_SOURCE's: libc's own checks (O_CREAT without a mode aborts)
 * stay libc's */
static int do_open2(void **slot, const char *name, const char *path,
		    int flags)
{
	int fd = serve(path, flags);
	open2_fn *real;

	if (fd >= 0)
		return fd;
	path = kernel_name(path);
	real = (open2_fn *)next(slot, name);
	return real ? real(path, flags) : sys_openat(AT_FDCWD, path, flags, 0);
}

static int do_openat2(void **slot, const char *name, int dirfd,
		      const char *path, int flags)
{
	int fd = serve(path, flags);
	openat2_fn *real;

	if (fd >= 0)
		return fd;
	path = kernel_name(path);
	real = (openat2_fn *)next(slot, name);
	return real ? real(dirfd, path, flags) :
		      sys_openat(dirfd, path, flags, 0);
}

int __open_2(const char *path, int flags)
{
	return do_open2(&real_open_2, "__open_2", path, flags);
}

int __open64_2(const char *path, int flags)
{
	return do_open2(&real_open64_2, "__open64_2", path, flags);
}

int __openat_2(int dirfd, const char *path, int flags)
{
	return do_openat2(&real_openat_2, "__openat_2", dirfd, path, flags);
}

int __openat64_2(int dirfd, const char *path, int flags)
{
	return do_openat2(&real_openat64_2, "__openat64_2", dirfd, path,
			  flags);
}

/* fopen's read-only modes: "r" and its flags up to a ",ccs=", without
 * '+'; 'e' is O_CLOEXEC. */
static int fopen_flags(const char *mode)
{
	int flags = O_RDONLY;

	__asm__("" : "+r"(mode));
	if (mode == NULL || mode[0] != 'r')
		return -1;
	for (const char *p = mode + 1; *p && *p != ','; p++) {
		if (*p == '+')
			return -1;
		if (*p == 'e')
			flags |= O_CLOEXEC;
	}
	return flags;
}

static FILE *do_fopen(void **slot, const char *name, const char *path,
		      const char *mode)
{
	int flags = fopen_flags(mode);
	int fd = flags < 0 ? -1 : serve(path, flags);
	fopen_fn *real;

	if (fd >= 0) {
		FILE *f = fdopen(fd, mode);

		if (f != NULL)
			return f;
		int e = errno;
		close(fd);
		errno = e;
		return NULL;
	}
	path = kernel_name(path);
	real = (fopen_fn *)next(slot, name);
	if (real == NULL) {
		errno = ENOSYS;
		return NULL;
	}
	return real(path, mode);
}

FILE *fopen(const char *path, const char *mode)
{
	return do_fopen(&real_fopen, "fopen", path, mode);
}

FILE *fopen64(const char *path, const char *mode)
{
	return do_fopen(&real_fopen64, "fopen64", path, mode);
}

FILE *libiw_proc_fopen(void)
{
	return do_fopen(&real_fopen, "fopen", "/proc/net/wireless", "re");
}
