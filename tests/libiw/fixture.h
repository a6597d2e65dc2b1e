/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fixture.h - the libiw unit tests' fake world: a world of the unit
 * tests (tests/unit/worlds.c) behind the fake backend, handed to the
 * library with libiw_model_use() in place of the kernel's nl80211.
 * Include after cmocka.h, fake_backend.h, libiw_abi.h (struct iwreq) and
 * libiw_model.h.
 */
#ifndef IWCOMPAT_TEST_LIBIW_FIXTURE_H
#define IWCOMPAT_TEST_LIBIW_FIXTURE_H

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

struct fx {
	struct fake_world *w;
	struct fake_backend fb;
	struct iwc_ctx ctx;
	struct iwc_backend hooked;	/* fx_hook's copy of the ops */
};

/* A function run inside the library's lock, at the fake backend's
 * get_iface (every request's interface lookup): a test pauses there or
 * raises a signal (fx_hook). */
static void (*fx_inside)(void);
static const struct iwc_backend *fx_orig;

static inline int fx_get_iface_hooked(void *be, const char *ifname,
				      struct iwc_iface *ret)
{
	if (fx_inside)
		fx_inside();
	return fx_orig->get_iface(be, ifname, ret);
}

static inline struct fx *fx_use(const char *world, bool privileged)
{
	struct fx *f = calloc(1, sizeof(*f));

	assert_non_null(f);
	f->w = world_new(world);
	assert_non_null(f->w);
	f->w->privileged = privileged;
	fake_backend_init(&f->fb, f->w);
	fake_ctx_init(&f->ctx, &f->fb, stdout, stderr, "test");
	libiw_model_use(&f->ctx);
	return f;
}

/* The socket the requests go on, as a program's (wireless-tools'
 * iw_sockets_open: an AF_INET datagram socket): WEXT requests are a
 * socket's, the kernel answers them on nothing else. */
static int fx_fd = -1;

static inline int fx_sock(void)
{
	if (fx_fd < 0)
		fx_fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fx_fd < 0)
		fx_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	assert_true(fx_fd >= 0);
	return fx_fd;
}

/* The kernel's own answer to @cmd on @w (a copy) on @fd, past the
 * library: 0, or -errno. What a request the library leaves to the
 * kernel must give, whatever this machine's kernel has. */
static inline int fx_kernel(int fd, unsigned long cmd, const struct iwreq *w)
{
	struct iwreq c = *w;

	errno = 0;
	return syscall(SYS_ioctl, fd, cmd, &c) == 0 ? 0 : -errno;
}

/* @fn runs inside the library's lock on every interface lookup of @f's
 * world (NULL: none). */
static inline void fx_hook(struct fx *f, void (*fn)(void))
{
	if (f->ctx.be != &f->hooked) {
		fx_orig = f->ctx.be;
		f->hooked = *f->ctx.be;
		f->hooked.get_iface = fx_get_iface_hooked;
		f->ctx.be = &f->hooked;
		libiw_model_use(&f->ctx);
	}
	fx_inside = fn;
}

static inline void fx_free(struct fx *f)
{
	world_free(f->w);
	free(f);
}

/* @cmd on @ifname through the library's ioctl() on the fixture's
 * socket (the fake world answers): 0, or -errno */
static inline int fx_ioctl(const char *ifname, unsigned long cmd,
			   struct iwreq *w)
{
	int r;

	memcpy(w->ifr_name, ifname, strlen(ifname) + 1);
	errno = 0;
	r = ioctl(fx_sock(), cmd, w);
	if (r == 0)
		return 0;
	assert_int_equal(r, -1);
	return -errno;
}

/* What the kernel itself answers @cmd on the descriptor -1, where the
 * library hands on what it does not answer: EBADF. Under qemu-user (the
 * cross builds' tests, scripts/cross-test) it is ENOSYS: qemu refuses the
 * WEXT requests it has no translation for before it looks at the
 * descriptor. That is qemu's answer, not the library's, which passes on
 * whichever it gets. */
static inline int fx_kernel_errno(unsigned long cmd)
{
	struct iwreq w;

	memset(&w, 0, sizeof(w));
	errno = 0;
	assert_int_equal(syscall(SYS_ioctl, -1, cmd, &w), -1);
	assert_true(errno == EBADF || errno == ENOSYS);
	return -errno;
}

#endif
