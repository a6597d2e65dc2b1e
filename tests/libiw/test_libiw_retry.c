/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_retry.c - a failed nl80211 open is tried again (issue 32,
 * finding 5): iwc_nl_open (src/kernel/nl_sock.c), which libiw's backend
 * opens through at its first request, kept its first error for the
 * life of the process (a status bar started before cfg80211 was
 * loaded, or that hit EMFILE once, stayed blind). The open is made to
 * fail with EMFILE (RLIMIT_NOFILE lowered, in a child), then the limit
 * is restored: after the back-off the open is tried again (it ends in 0
 * with cfg80211, -ENOENT without it: either way not the first error);
 * within the back-off it is not, and the back-off doubles.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include <linux/netlink.h>

#include "nl_sock.h"

static uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* RLIMIT_NOFILE down to the lowest free descriptor (no new one can be
 * made), or back; returns the old limit. */
static struct rlimit no_more_fds(void)
{
	struct rlimit old, rl;
	int lowest = dup(0);

	assert_true(lowest >= 0);
	close(lowest);
	assert_int_equal(getrlimit(RLIMIT_NOFILE, &old), 0);
	rl = old;
	rl.rlim_cur = (rlim_t)lowest;
	assert_int_equal(setrlimit(RLIMIT_NOFILE, &rl), 0);
	return old;
}

static bool have_genetlink(void)
{
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);

	if (fd < 0)
		return false;
	close(fd);
	return true;
}

/* EMFILE once, then descriptors again: the open is tried again once a
 * second has passed (waited for on CLOCK_MONOTONIC: a lower bound on
 * the wait, no upper one). */
static void test_retry_after_emfile(void **state)
{
	struct iwc_nl nl;
	struct rlimit old;
	uint64_t t;
	int r1, r2;

	(void)state;
	if (!have_genetlink())
		skip();
	memset(&nl, 0, sizeof(nl));
	old = no_more_fds();
	r1 = iwc_nl_open(&nl);
	t = mono_ns();
	assert_int_equal(setrlimit(RLIMIT_NOFILE, &old), 0);
	assert_true(r1 < 0);
	while (mono_ns() < t + 1100000000ull)
		usleep(50000);
	r2 = iwc_nl_open(&nl);
	/* 0 where cfg80211 is, -ENOENT where it is not: not EMFILE's */
	assert_int_not_equal(r2, r1);
	assert_true(r2 == 0 || r2 == -ENOENT);
	iwc_nl_close(&nl);
}

/* Within the back-off the error is given without a try; each failure
 * doubles the back-off, up to 64 s; a success forgets it. */
static void test_backoff(void **state)
{
	struct iwc_nl nl;
	struct rlimit old;
	int r1, r2;

	(void)state;
	if (!have_genetlink())
		skip();
	memset(&nl, 0, sizeof(nl));
	old = no_more_fds();
	r1 = iwc_nl_open(&nl);
	assert_true(r1 < 0);
	assert_int_equal(nl.open_delay_ns, 1000000000ull);
	assert_true(nl.open_retry_ns > mono_ns());
	/* a second failure, once its time came: 2 s */
	nl.open_retry_ns = 0;
	assert_int_equal(iwc_nl_open(&nl), r1);
	assert_int_equal(nl.open_delay_ns, 2000000000ull);
	for (int k = 0; k < 10; k++) {
		nl.open_retry_ns = 0;
		assert_int_equal(iwc_nl_open(&nl), r1);
	}
	assert_int_equal(nl.open_delay_ns, 64000000000ull);
	assert_int_equal(setrlimit(RLIMIT_NOFILE, &old), 0);
	/* descriptors again, but within the back-off: not tried */
	nl.open_retry_ns = mono_ns() + 3600000000000ull;
	assert_int_equal(iwc_nl_open(&nl), r1);
	assert_false(nl.open);
	/* its time came: tried */
	nl.open_retry_ns = 0;
	r2 = iwc_nl_open(&nl);
	assert_true(r2 == 0 || r2 == -ENOENT);
	if (r2 == 0) {
		assert_int_equal(nl.open_err, 0);
		assert_int_equal(nl.open_delay_ns, 0);
	} else {
		/* no cfg80211: the back-off goes on from where it was */
		assert_int_equal(nl.open_err, -ENOENT);
	}
	iwc_nl_close(&nl);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_retry_after_emfile),
		cmocka_unit_test(test_backoff),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
