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
#include <sys/syscall.h>
#include <unistd.h>

struct fx {
	struct fake_world *w;
	struct fake_backend fb;
	struct iwc_ctx ctx;
};

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

static inline void fx_free(struct fx *f)
{
	world_free(f->w);
	free(f);
}

/* @cmd on @ifname through the library's ioctl() (no socket: the fake
 * world answers): 0, or -errno */
static inline int fx_ioctl(const char *ifname, unsigned long cmd,
			   struct iwreq *w)
{
	int r;

	memcpy(w->ifr_name, ifname, strlen(ifname) + 1);
	errno = 0;
	r = ioctl(-1, cmd, w);
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
