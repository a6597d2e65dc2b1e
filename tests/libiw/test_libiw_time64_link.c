/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_time64_link.c - a program linked with libiw.so.30 and built
 * for a 64-bit time_t (-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64): the
 * ioctl() it calls (glibc's __ioctl_time64 on a 32-bit ABI, ioctl on a
 * 64-bit one) is bound to libiw.so.30's, not libc's, so that its WEXT
 * requests reach the library's model (docs/libiw.md, "Binary
 * interface"); a request the library does not answer still gets the C
 * library's answer.
 */
#include <dlfcn.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cmocka.h>

typedef int (*ioctl_fn)(int fd, unsigned long request, ...);

/* The object the program's ioctl is bound to: the address of the
 * function as the program calls it (a PIE loads it from its GOT, where
 * the dynamic loader put the binding) */
static void test_bound_to_libiw(void **state)
{
	ioctl_fn volatile f = ioctl;
	const char *base;
	Dl_info info;

	(void)state;
#ifdef IWC_SANITIZER_INTERCEPTS
	skip();
#endif
	memset(&info, 0, sizeof(info));
	assert_int_not_equal(dladdr((void *)f, &info), 0);
	assert_non_null(info.dli_fname);
	base = strrchr(info.dli_fname, '/');
	base = base ? base + 1 : info.dli_fname;
	printf("# ioctl bound to %s (%s)\n", info.dli_fname,
	       info.dli_sname ? info.dli_sname : "?");
	assert_string_equal(base, "libiw.so.30");
}

/* not WEXT: the C library's answer, through libiw's */
static void test_handed_on(void **state)
{
	int p[2], n = -1;

	(void)state;
	assert_int_equal(pipe(p), 0);
	assert_int_equal(write(p[1], "abcd", 4), 4);
	assert_int_equal(ioctl(p[0], FIONREAD, &n), 0);
	assert_int_equal(n, 4);
	errno = 0;
	assert_int_equal(ioctl(-1, FIONREAD, &n), -1);
	assert_int_equal(errno, EBADF);
	close(p[0]);
	close(p[1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bound_to_libiw),
		cmocka_unit_test(test_handed_on),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
