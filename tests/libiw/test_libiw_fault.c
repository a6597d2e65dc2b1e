/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_fault.c - libiw.so.30's requests with memory the program
 * cannot read or write (issue 32, finding 2): the struct iwreq itself
 * and every iw_point buffer a request reads or writes (GIWESSID,
 * GIWENCODE, GIWRANGE, GIWSTATS, GIWSCAN; SIWESSID, SIWENCODE,
 * SIWSCAN). The kernel answers EFAULT, after its privilege check, for
 * the device named; the library must too, never fault itself. Each
 * case runs in a forked child: a crash is this test's failure, not the
 * suite's end. Both ways of copying are run: process_vm_readv/writev
 * and the pipe used where a seccomp filter refuses them.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_mem.h"
#include "libiw_model.h"
#include "fixture.h"

#define BAD ((void *)1)

/* What each case's buffer is. */
enum buf { B_BAD, B_RO, B_OK };

struct fcase {
	const char *world;
	bool privileged;
	const char *ifname;
	unsigned long cmd;
	enum buf buf;
	unsigned int len;
	unsigned int flags;
	int want;	/* -errno, 0, or KERNEL: the kernel's own answer */
};

/* in fcase.flags, above the iw_point's: a WEP key set first
 * (GIWENCODE has one to copy) */
#define KEY_FIRST 0x10000u

#define KERNEL 1000

/* A page the program may read but not write. */
static void *ro_page(void)
{
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	assert_true(p != MAP_FAILED);
	memset(p, 'r', 4096);
	assert_int_equal(mprotect(p, 4096, PROT_READ), 0);
	return p;
}

/* The case's result in a child: its exit status is 0 when the answer
 * is the one wanted and nothing was set where it should not be, else
 * 1; a crash is a signal. */
static int child(const struct fcase *c, bool fallback)
{
	struct fx *f = fx_use(c->world, c->privileged);
	struct iwreq w;
	static char ok[8192];
	int r, want = c->want;
	size_t base_log = 0;

	libiw_mem_force_fallback(fallback);
	if (c->flags & KEY_FIRST) {
		char key[] = "hello";

		memset(&w, 0, sizeof(w));
		memcpy(w.ifr_name, c->ifname, strlen(c->ifname) + 1);
		w.u.encoding.pointer = key;
		w.u.encoding.length = 5;
		w.u.encoding.flags = 1;
		if (ioctl(fx_sock(), SIOCSIWENCODE, &w) != 0)
			return 4;
		base_log = f->fb.log_len;
	}
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, c->ifname, strlen(c->ifname) + 1);
	w.u.data.pointer = c->buf == B_BAD ? BAD :
			   c->buf == B_RO ? ro_page() : ok;
	w.u.data.length = (__u16)c->len;
	w.u.data.flags = (__u16)c->flags;
	if (want == KERNEL)
		want = fx_kernel(fx_sock(), c->cmd, &w);
	errno = 0;
	r = ioctl(fx_sock(), c->cmd, &w);
	if (r != (want == 0 ? 0 : -1) || (want != 0 && -errno != want))
		return 1;
	/* a refused SET changes nothing */
	if (want != 0 && (f->fb.log_len != base_log ||
			  (!(c->flags & KEY_FIRST) && f->fb.state_stored)))
		return 2;
	return 0;
}

static void run(const struct fcase *c, size_t n)
{
	for (int fallback = 0; fallback < 2; fallback++) {
		for (size_t k = 0; k < n; k++) {
			int status;
			pid_t pid = fork();

			assert_true(pid >= 0);
			if (pid == 0) {
				alarm(20);
				_exit(child(&c[k], fallback));
			}
			assert_int_equal(waitpid(pid, &status, 0), pid);
			if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
				fail_msg("case %zu (cmd 0x%lx, %s, fallback %d): "
					 "%s %d", k, c[k].cmd, c[k].ifname,
					 fallback,
					 WIFEXITED(status) ? "exit" : "signal",
					 WIFEXITED(status) ? WEXITSTATUS(status) :
							     WTERMSIG(status));
		}
	}
}

static void test_get_buffers(void **state)
{
	static const struct fcase c[] = {
		{ "station", true, "wlan0", SIOCGIWESSID, B_BAD, 33, 0, -EFAULT },
		{ "station", true, "wlan0", SIOCGIWESSID, B_RO, 33, 0, -EFAULT },
		/* no key: nothing to copy, the kernel's success too */
		{ "station", true, "wlan0", SIOCGIWENCODE, B_BAD, 64, 0, 0 },
		/* a key to copy: where it cannot go, EFAULT */
		{ "station-idle", true, "wlan0", SIOCGIWENCODE, B_BAD, 64,
		  1 | KEY_FIRST, -EFAULT },
		{ "station-idle", true, "wlan0", SIOCGIWENCODE, B_RO, 64,
		  1 | KEY_FIRST, -EFAULT },
		{ "station-idle", true, "wlan0", SIOCGIWENCODE, B_OK, 64,
		  1 | KEY_FIRST, 0 },
		{ "station", true, "wlan0", SIOCGIWSTATS, B_RO,
		  sizeof(struct iw_statistics), 0, -EFAULT },
		/* GIWENCODE: EPERM before the buffer */
		{ "station", false, "wlan0", SIOCGIWENCODE, B_BAD, 64, 0, -EPERM },
		{ "station", true, "wlan0", SIOCGIWRANGE, B_BAD,
		  sizeof(struct iw_range), 0, -EFAULT },
		{ "station", true, "wlan0", SIOCGIWRANGE, B_RO,
		  sizeof(struct iw_range), 0, -EFAULT },
		{ "station", true, "wlan0", SIOCGIWSTATS, B_BAD,
		  sizeof(struct iw_statistics), 0, -EFAULT },
		{ "scan-four", true, "wlan0", SIOCGIWSCAN, B_BAD, 4096, 0,
		  -EFAULT },
		{ "scan-four", true, "wlan0", SIOCGIWSCAN, B_RO, 4096, 0,
		  -EFAULT },
		/* the same buffers, answered: the case is not vacuous */
		{ "station", true, "wlan0", SIOCGIWESSID, B_OK, 33, 0, 0 },
		{ "station", true, "wlan0", SIOCGIWRANGE, B_OK,
		  sizeof(struct iw_range), 0, 0 },
		/* not nl80211: the kernel's own answer */
		{ "station", true, "eth0", SIOCGIWESSID, B_BAD, 33, 0, KERNEL },
	};

	(void)state;
	run(c, sizeof(c) / sizeof(c[0]));
}

static void test_set_buffers(void **state)
{
	static const struct fcase c[] = {
		{ "station-idle", true, "wlan0", SIOCSIWESSID, B_BAD, 5, 1,
		  -EFAULT },
		{ "station-idle", true, "wlan0", SIOCSIWESSID, B_BAD, 33, 1,
		  -EFAULT },
		{ "station-idle", true, "wlan0", SIOCSIWENCODE, B_BAD, 5, 1,
		  -EFAULT },
		{ "station-idle", true, "wlan0", SIOCSIWENCODE, B_BAD, 13, 2,
		  -EFAULT },
		{ "scan-four", true, "wlan0", SIOCSIWSCAN, B_BAD,
		  sizeof(struct iw_scan_req), 0, -EFAULT },
		{ "scan-four", true, "wlan0", SIOCSIWSCAN, B_BAD, 4, 0,
		  -EFAULT },
		/* wext-core's order: the privilege before the buffer */
		{ "station-idle", false, "wlan0", SIOCSIWESSID, B_BAD, 5, 1,
		  -EPERM },
		{ "station-idle", false, "wlan0", SIOCSIWENCODE, B_BAD, 5, 1,
		  -EPERM },
		{ "scan-four", false, "wlan0", SIOCSIWSCAN, B_BAD,
		  sizeof(struct iw_scan_req), 0, -EPERM },
		/* a read-only buffer is readable: a SET takes it */
		{ "station-idle", true, "wlan0", SIOCSIWESSID, B_RO, 5, 1, 0 },
		{ "station-idle", true, "wlan0", SIOCSIWENCODE, B_RO, 5, 1, 0 },
		/* the device before the buffer: not nl80211, the kernel's */
		{ "station-idle", true, "eth0", SIOCSIWESSID, B_BAD, 5, 1,
		  KERNEL },
		{ "station-idle", true, "wlan9", SIOCSIWENCODE, B_BAD, 5, 1,
		  KERNEL },
	};

	(void)state;
	run(c, sizeof(c) / sizeof(c[0]));
}

/* The struct iwreq itself: not readable (EFAULT for every request,
 * GET or SET, as wext-core's first copy_from_user), readable but not
 * writable (a GET's answer cannot be copied back: EFAULT; a SET copies
 * nothing back). */
static int iwreq_child(unsigned long cmd, bool ro, bool fallback)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w, *arg;
	int r;

	libiw_mem_force_fallback(fallback);
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	w.u.rts.value = 500;
	w.u.rts.fixed = 1;
	if (ro) {
		arg = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (arg == MAP_FAILED)
			return 3;
		*arg = w;
		mprotect(arg, 4096, PROT_READ);
	} else {
		arg = BAD;
	}
	errno = 0;
	r = ioctl(fx_sock(), cmd, arg);
	if (!ro || (cmd & 1))
		return r == -1 && errno == EFAULT &&
		       (ro || f->fb.log_len == 0) ? 0 : 1;
	/* a read-only SET request: applied, as the kernel does */
	return r == 0 && f->fb.log_len > 0 ? 0 : 2;
}

static void test_iwreq(void **state)
{
	static const unsigned long cmds[] = {
		SIOCGIWNAME, SIOCGIWMODE, SIOCGIWESSID, SIOCGIWRTS,
		SIOCGIWSTATS, SIOCGIWNWID, SIOCSIWRTS, SIOCSIWESSID,
		SIOCSIWNWID,
	};

	(void)state;
	for (int fb = 0; fb < 2; fb++)
		for (int ro = 0; ro < 2; ro++)
			for (size_t k = 0; k < sizeof(cmds) / sizeof(cmds[0]);
			     k++) {
				int status;
				pid_t pid;

				/* read-only: NWID is the kernel's, ESSID and
				 * STATS are buffer cases (checked above) */
				if (ro && (cmds[k] == SIOCSIWNWID ||
					   cmds[k] == SIOCSIWESSID ||
					   cmds[k] == SIOCGIWNWID ||
					   cmds[k] == SIOCGIWSTATS))
					continue;
				pid = fork();
				assert_true(pid >= 0);
				if (pid == 0) {
					alarm(20);
					_exit(iwreq_child(cmds[k], ro, fb));
				}
				assert_int_equal(waitpid(pid, &status, 0), pid);
				if (!WIFEXITED(status) ||
				    WEXITSTATUS(status) != 0)
					fail_msg("cmd 0x%lx ro %d fallback %d: "
						 "%s %d", cmds[k], ro, fb,
						 WIFEXITED(status) ? "exit" :
								     "signal",
						 WIFEXITED(status) ?
							 WEXITSTATUS(status) :
							 WTERMSIG(status));
			}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_get_buffers),
		cmocka_unit_test(test_set_buffers),
		cmocka_unit_test(test_iwreq),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
