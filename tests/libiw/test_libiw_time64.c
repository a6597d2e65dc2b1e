/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_time64.c - a program built for a 64-bit time_t
 * (-D_TIME_BITS=64 -D_FILE_OFFSET_BITS=64, tests/libiw/meson.build): on
 * a 32-bit glibc ABI (armhf, i386; Debian 13's armhf by default) its
 * ioctl() is glibc's __ioctl_time64, which libiw must answer as it
 * answers ioctl (docs/libiw.md, "Binary interface"). The library's
 * objects are linked in with the fake world (fixture.h): a WEXT request
 * answered by the model, the rest handed on. On a 64-bit ABI the flags
 * change nothing and the same requests reach ioctl.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_cache.h"
#include "libiw_model.h"
#include "fixture.h"

/* the model's answers: only the fake world knows wlan0 and its mode
 * (the kernel has no such interface: ENODEV, or qemu-user's ENOSYS) */
static void test_model_answers(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;

	(void)state;
	memset(&w, 0, sizeof(w));
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWNAME, &w), 0);
	assert_string_equal(w.u.name, "IEEE 802.11");
	memset(&w, 0, sizeof(w));
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_INFRA);
	/* a request cfg80211 has no handler for: the model's EOPNOTSUPP */
	memset(&w, 0, sizeof(w));
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWNWID, &w), -EOPNOTSUPP);
	fx_free(f);
}

/* what the model does not answer goes to the C library: a request
 * that is not WEXT, on a socket and on a pipe */
static void test_handed_on(void **state)
{
	int sv[2], p[2], n = -1;

	(void)state;
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	assert_int_equal(write(sv[0], "abc", 3), 3);
	assert_int_equal(ioctl(sv[1], FIONREAD, &n), 0);
	assert_int_equal(n, 3);
	assert_int_equal(pipe(p), 0);
	assert_int_equal(write(p[1], "abcde", 5), 5);
	assert_int_equal(ioctl(p[0], FIONREAD, &n), 0);
	assert_int_equal(n, 5);
	close(sv[0]);
	close(sv[1]);
	close(p[0]);
	close(p[1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_model_answers),
		cmocka_unit_test(test_handed_on),
	};

#if defined(__USE_TIME_BITS64) && __TIMESIZE == 32
	printf("# ioctl is __ioctl_time64 here (32-bit ABI, _TIME_BITS=64)\n");
#else
	printf("# ioctl is ioctl here (time_t is 64-bit anyway)\n");
#endif
	return cmocka_run_group_tests(tests, NULL, NULL);
}
