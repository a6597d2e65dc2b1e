/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_ioctl.c - the library's ioctl(). Programs linked with libiw
 * compile iwlib.h's inline iw_get_ext()/iw_set_ext() into themselves,
 * so their WEXT requests call ioctl() directly; libiw.so.30 comes
 * before libc in their lookup scope, so this definition serves them
 * (and, under LD_PRELOAD, any program). Requests 0x8B00-0x8BFF on an
 * nl80211 interface are answered from the model (libiw_model.c);
 * everything else is the raw system call, with the kernel's return
 * value and errno (docs/libiw.md). Where the C library has the 64-bit
 * time_t entry (__ioctl_time64: glibc on a 32-bit ABI, which a program
 * built with _TIME_BITS=64 calls in place of ioctl), that one is
 * exported too, answered the same way, the rest passed to glibc's.
 */
/* ioctl here is the plain name whatever the build's flags: under
 * _TIME_BITS=64 (Debian 13's armhf) <sys/ioctl.h>, which iwlib.h brings
 * in, would rename it __ioctl_time64, defined below under its own name
 * (glibc allows _TIME_BITS only with _FILE_OFFSET_BITS; nothing here
 * passes a time or an offset) */
#undef _TIME_BITS
#undef _FILE_OFFSET_BITS
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "config.h"
#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/nl80211.h"
#include "iwcompat/sys_ioctl.h"
#include "libiw_abi.h"
#include "libiw_cache.h"
#include "libiw_mem.h"
#include "libiw_model.h"

static pthread_mutex_t model_lock = PTHREAD_MUTEX_INITIALIZER;
static struct iwc_ctx model_ctx;
/* set in a forked child (pthread_atfork): the backend is the parent's.
 * Not getpid() per request: a system call on every WEXT request. */
static bool model_forked;
/* the backend was handed in (libiw_model_use: the unit tests' fake
 * world), not the kernel's: nothing to ask the kernel first */
static bool model_given;
/* the unit tests' opener (libiw_model_opener) */
static int (*model_open)(const struct iwc_backend **, void **) =
	iwc_nl80211_backend_open;
/* Non-zero while this thread holds the lock or is about to: from just
 * before taking it to just after releasing it, and across fork()'s
 * handlers. A request made meanwhile on this thread (a signal
 * handler's that interrupted the answer or the fork) goes to the
 * kernel: waiting for the lock would wait for itself. The backend's
 * own requests never come here: they are the raw system call
 * (iwcompat/sys_ioctl.h), not this library's ioctl. */
static __thread volatile sig_atomic_t in_model;
/* fork()'s prepare handler took the lock (this thread's fork) */
static __thread bool fork_locked;

/* wext-core answers on a socket only (sock_ioctl): on a descriptor
 * that is not open (EBADF) or not a socket (a pipe, /dev/null, a file:
 * ENOTTY, or a device's own answer) the request is the kernel's. One
 * system call, not kept: the number may be closed and reused at any
 * time. */
static bool is_socket(int fd)
{
	int type, saved = errno;
	socklen_t len = sizeof(type);
	bool r = getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) == 0;

	errno = saved;
	return r;
}

/* The backend, opened once per process (again in a forked child: the
 * netlink socket must not be shared with the parent). Under the lock. */
static const struct iwc_ctx *model(void)
{
	if (model_forked) {
		/* the parent's: forget it without closing its socket */
		model_ctx.be = NULL;
		model_ctx.be_data = NULL;
		model_forked = false;
		libiw_cache_drop();
	}
	/* a failed open (only an allocation: the socket is opened, and
	 * tried again after a failure, by nl_sock.c's iwc_nl_open) is
	 * tried again at the next request */
	if (model_ctx.be == NULL &&
	    model_open(&model_ctx.be, &model_ctx.be_data) < 0)
		model_ctx.be = NULL;
	return model_ctx.be ? &model_ctx : NULL;
}

/* fork() never waits for the lock: the thread holding it may be
 * blocked (a slow reader) or be this one (fork from a signal handler
 * that interrupted a request). When it is free it is held across the
 * fork, so the child's copy of the model is whole; when it is not, the
 * child takes a fresh lock and forgets what it inherited without using
 * or freeing it (model_forked; libiw_cache_drop only clears flags). */
static void before_fork(void)
{
	in_model++;
	atomic_signal_fence(memory_order_seq_cst);
	fork_locked = pthread_mutex_trylock(&model_lock) == 0;
}

static void after_fork(void)
{
	if (fork_locked)
		pthread_mutex_unlock(&model_lock);
	atomic_signal_fence(memory_order_seq_cst);
	in_model--;
}

static void after_fork_child(void)
{
	static const pthread_mutex_t fresh = PTHREAD_MUTEX_INITIALIZER;

	model_forked = true;
	if (fork_locked)
		pthread_mutex_unlock(&model_lock);
	else
		memcpy(&model_lock, &fresh, sizeof(fresh));
	atomic_signal_fence(memory_order_seq_cst);
	in_model--;
}

__attribute__((constructor)) static void libiw_init(void)
{
	pthread_atfork(before_fork, after_fork, after_fork_child);
}

void libiw_model_use(const struct iwc_ctx *ctx)
{
	pthread_mutex_lock(&model_lock);
	model_ctx = *ctx;
	model_given = true;
	model_forked = false;
	libiw_cache_drop();
	pthread_mutex_unlock(&model_lock);
}

void libiw_model_opener(int (*open)(const struct iwc_backend **, void **))
{
	pthread_mutex_lock(&model_lock);
	model_open = open ? open : iwc_nl80211_backend_open;
	pthread_mutex_unlock(&model_lock);
}

/* The scan, where cfg80211's WEXT still answers it, is the kernel's own:
 * SIOCSIWSCAN returns once the scan has started and SIOCGIWSCAN says
 * EAGAIN until it ends, which the model (it waits for the scan's end)
 * does not do. Only where the kernel cannot answer for this name (an MLO
 * radio's EOPNOTSUPP, a kernel without WEXT, a name it does not know)
 * does the model answer over nl80211 (libiw_scanreq.c). */
static bool kernel_scan(int fd, unsigned int cmd, void *arg, int *ret)
{
	int saved = errno;

	if ((cmd != SIOCSIWSCAN && cmd != SIOCGIWSCAN) || model_given)
		return false;
	*ret = iwc_sys_ioctl(fd, cmd, arg);
	if (*ret >= 0 || (errno != EOPNOTSUPP && errno != ENOTTY &&
			  errno != ENODEV))
		return true;
	errno = saved;
	return false;
}

int libiw_model_run(int (*fn)(const struct iwc_ctx *ctx, void *arg),
		    void *arg)
{
	const struct iwc_ctx *ctx;
	int r = -1;

	/* a request of this thread's own (a signal handler's that
	 * interrupted an answer): never wait for the lock it holds */
	if (in_model)
		return -1;
	in_model++;
	atomic_signal_fence(memory_order_seq_cst);
	pthread_mutex_lock(&model_lock);
	ctx = model();
	if (ctx != NULL)
		r = fn(ctx, arg);
	pthread_mutex_unlock(&model_lock);
	atomic_signal_fence(memory_order_seq_cst);
	in_model--;
	return r;
}

typedef long (*pass_fn)(int fd, unsigned long request, void *arg);

/* the raw system call, as a pass_fn */
static long sys_ioctl(int fd, unsigned long request, void *arg)
{
	return iwc_sys_ioctl(fd, request, arg);
}

/* A request the model does not answer goes to @pass: the raw system
 * call for ioctl(), glibc's own for __ioctl_time64. */
static int answer(int fd, unsigned long request, void *arg, pass_fn pass)
{
	/* the request as the kernel sees it: an unsigned int */
	unsigned int cmd = (unsigned int)request;
	const struct iwc_ctx *ctx;
	struct iwreq w;
	int saved = errno, err = 0, done = 0, kr;

	if (cmd < SIOCIWFIRST || cmd > 0x8BFF || arg == NULL || in_model ||
	    !is_socket(fd))
		return (int)pass(fd, request, arg);
	if (kernel_scan(fd, cmd, arg, &kr))
		return kr;
	/* wext-core's first step: the request copied from the caller's
	 * memory (EFAULT), answered on the copy, copied back for a GET
	 * that succeeded */
	if (libiw_copy_in(&w, arg, sizeof(w)) != 0) {
		errno = EFAULT;
		return -1;
	}
	/* the flag before the lock, the lock released before the flag: a
	 * signal handler's request on this thread never waits for it */
	in_model++;
	atomic_signal_fence(memory_order_seq_cst);
	pthread_mutex_lock(&model_lock);
	/* a SET (even number) may change what the window's load holds:
	 * the next GET loads again (libiw_cache.c) */
	if (!(cmd & 1))
		libiw_cache_drop();
	ctx = model();
	if (ctx != NULL)
		done = libiw_model_ioctl(ctx, cmd, &w, &err);
	pthread_mutex_unlock(&model_lock);
	atomic_signal_fence(memory_order_seq_cst);
	in_model--;
	if (done) {
		if (err == 0 && (cmd & 1) && libiw_copy_out(arg, &w, sizeof(w)))
			err = EFAULT;
		if (err) {
			errno = err;
			return -1;
		}
		errno = saved;
		return 0;
	}
	errno = saved;
	return (int)pass(fd, request, arg);
}

int libiw_ioctl(int fd, unsigned long request, void *arg)
{
	return answer(fd, request, arg, sys_ioctl);
}

int ioctl(int fd, unsigned long request, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, request);
	arg = va_arg(ap, void *);
	va_end(ap);
	return libiw_ioctl(fd, request, arg);
}

#if IWCOMPAT_HAVE_IOCTL_TIME64
/* glibc's __ioctl_time64 (the next definition after this library's:
 * libc's), looked up in the constructor, or at the first request made
 * before it ran (another library's constructor). It converts the
 * requests whose argument holds a time (SIOCGSTAMP) for the 64-bit
 * time_t caller; the WEXT requests it passes to the kernel as they
 * are. A direct, versioned reference would bind to this library's own
 * definition (the unversioned one comes first in the lookup scope). */
typedef int (*time64_fn)(int fd, unsigned long request, ...);
static _Atomic(time64_fn) real_time64;

static time64_fn find_time64(void)
{
	time64_fn f = atomic_load_explicit(&real_time64, memory_order_acquire);
	void *sym;

	if (f != NULL)
		return f;
	sym = dlsym(RTLD_NEXT, "__ioctl_time64");
	memcpy(&f, &sym, sizeof(f));
	if (f != NULL)
		atomic_store_explicit(&real_time64, f, memory_order_release);
	return f;
}

__attribute__((constructor)) static void libiw_init_time64(void)
{
	find_time64();
}

static long pass_time64(int fd, unsigned long request, void *arg)
{
	time64_fn f = find_time64();

	return f != NULL ? f(fd, request, arg) : sys_ioctl(fd, request, arg);
}

/* the name glibc's <sys/ioctl.h> gives ioctl under _TIME_BITS=64 */
LIBIW_EXPORT int libiw_ioctl_time64(int fd, unsigned long request, ...)
	__asm__("__ioctl_time64");

int libiw_ioctl_time64(int fd, unsigned long request, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, request);
	arg = va_arg(ap, void *);
	va_end(ap);
	return answer(fd, request, arg, pass_time64);
}
#endif
