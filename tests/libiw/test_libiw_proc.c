/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_proc.c - /proc/net/wireless with libiw.so.30 loaded
 * (docs/libiw.md, "/proc/net/wireless"), on the fake backend: the rows
 * cfg80211's wext-proc would have written for the nl80211 interfaces
 * the kernel does not list, in its format; the kernel's rows and every
 * other open left alone; the caller's flags (O_CLOEXEC, O_NONBLOCK,
 * read-only) on the descriptor, nothing else left open; libiw's own
 * readers (iw_get_stats without a range, iw_get_kernel_we_version).
 * The kernel's file is a file of the test's (libiw_proc_kernel_path).
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_cache.h"
#include "libiw_model.h"
#include "libiw_proc.h"
#include "fixture.h"

/* glibc's _FORTIFY_SOURCE entry points, which the library defines too */
int __open_2(const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags);

#define HEADER \
	"Inter-| sta-|   Quality        |   Discarded packets               | Missed | WE\n" \
	" face | tus | link level noise |  nwid  crypt   frag  retry   misc | beacon | 22\n"
/* the station of the worlds (signal -45 dBm, 2 tx failures, 63 rx
 * drops) as cfg80211_wireless_stats and wext-proc give it */
#define WLAN0 " wlan0: 0000   65.  -45.  -256        0      0      0      2     63        0\n"
#define WLAN1 " wlan1: 0000   65.  -45.  -256        0      0      0      2     63        0\n"
/* the row of a device without statistics */
#define EMPTY0 " wlan0: 0000    0     0     0        0      0      0      0      0        0\n"

static char kpath[64];

/* The kernel's file with @text (NULL: no file). */
static void kernel_file(const char *text)
{
	int fd;

	if (kpath[0] == '\0') {
		strcpy(kpath, "/tmp/iwc-proc-XXXXXX");
		fd = mkstemp(kpath);
		assert_true(fd >= 0);
		close(fd);
	}
	unlink(kpath);
	if (text != NULL) {
		FILE *f = fopen(kpath, "w");

		assert_non_null(f);
		assert_int_equal(fputs(text, f) >= 0, 1);
		assert_int_equal(fclose(f), 0);
	}
	libiw_proc_kernel_path(kpath);
}

static char *read_all(int fd)
{
	static char buf[8192];
	size_t len = 0;
	ssize_t n;

	while ((n = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += (size_t)n;
	assert_true(n == 0);
	buf[len] = '\0';
	return buf;
}

/* What a program reads, open() to close(). */
static char *read_proc(const char *path, int flags)
{
	int fd = open(path, flags);
	char *s;

	assert_true(fd >= 0);
	s = read_all(fd);
	assert_int_equal(close(fd), 0);
	return s;
}

static int count_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	assert_non_null(d);
	while ((e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	closedir(d);
	return n - 1;	/* the directory's own */
}

static void test_row_format(void **state)
{
	struct iwc_wext_info st;
	char row[128];

	(void)state;
	memset(&st, 0, sizeof(st));
	st.qual.qual = 65;
	st.qual.level = (uint8_t)-45;
	st.qual.updated = IWC_QUAL_QUAL_UPDATED | IWC_QUAL_LEVEL_UPDATED |
			  IWC_QUAL_DBM | IWC_QUAL_NOISE_INVALID;
	st.discard_retries = 2;
	st.discard_misc = 63;
	assert_int_equal(libiw_proc_row(row, sizeof(row), "wlan0", &st),
			 strlen(WLAN0));
	assert_string_equal(row, WLAN0);
	assert_int_equal(libiw_proc_row(row, sizeof(row), "wlan0", NULL),
			 strlen(EMPTY0));
	assert_string_equal(row, EMPTY0);
	/* not dBm: level and noise as they are; every '.'; a name longer
	 * than six; u32 counters printed with %d, as the kernel does */
	st.qual.qual = 55;
	st.qual.level = 55;
	st.qual.noise = 200;
	st.qual.updated = IWC_QUAL_ALL_UPDATED;
	st.discard_nwid = 1;
	st.discard_code = 2;
	st.discard_fragment = 3;
	st.discard_retries = 4;
	st.discard_misc = 0x80000000u;
	st.miss_beacon = 123456;
	libiw_proc_row(row, sizeof(row), "wlp0s20f3", &st);
	assert_string_equal(row, "wlp0s20f3: 0000   55.   55.  200.       1"
			    "      2      3      4 -2147483648   123456\n");
	/* too small a buffer */
	assert_int_equal(libiw_proc_row(row, 20, "wlan0", &st), -1);
}

/* The no-WEXT kernel's file (a header, no row) and an MLO station:
 * cfg80211's row added. */
static void test_adds_row(void **state)
{
	struct fx *f = fx_use("station-mlo", true);

	(void)state;
	kernel_file(HEADER);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER WLAN0);
	assert_string_equal(read_proc("/proc/self/net/wireless", O_RDONLY),
			    HEADER WLAN0);
	assert_string_equal(read_proc("/proc/thread-self/net/wireless",
				      O_RDONLY | O_CLOEXEC), HEADER WLAN0);
	fx_free(f);
}

/* Rows the kernel has stay its own (WEXT answers there), in their
 * place; an added row takes its netdev place (lo, eth0, wlan0,
 * wlan1). */
static void test_kernel_rows_kept(void **state)
{
	struct fx *f = fx_use("monitor-and-station", true);
	static const char other[] =
		" wlan1: 0000   70.  -30.  -256        0      0      0      9      9        0\n";

	(void)state;
	/* the kernel lists wlan1 (another reading of its statistics):
	 * nothing is added (wlan0, a monitor, has none) and the open is
	 * the kernel's own file */
	char text[512];
	snprintf(text, sizeof(text), "%s%s", HEADER, other);
	kernel_file(text);
	int fd = open("/proc/net/wireless", O_RDONLY);
	struct stat a, b;
	assert_true(fd >= 0);
	assert_int_equal(fstat(fd, &a), 0);
	assert_int_equal(stat(kpath, &b), 0);
	assert_true(a.st_ino == b.st_ino && a.st_dev == b.st_dev);
	assert_string_equal(read_all(fd), text);
	close(fd);

	/* the kernel does not list it: cfg80211's row, after the rows of
	 * devices before it; a row of a device the list does not have
	 * (a WEXT driver's, say) kept where the kernel put it */
	snprintf(text, sizeof(text), "%s%s", HEADER,
		 "  eth0: 0000    1     2     3        4      5      6      7      8        9\n");
	kernel_file(text);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER "  eth0: 0000    1     2     3        4      5      6      7      8        9\n" WLAN1);
	kernel_file(HEADER "  wext9: 0000    1     2     3        4      5      6      7      8        9\n");
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER WLAN1 "  wext9: 0000    1     2     3        4      5      6      7      8        9\n");
	fx_free(f);
}

/* A kernel with cfg80211 built in lists an MLO station with the empty
 * row (no statistics: WEXT refused): the model's row replaces it. An
 * empty row of a device without statistics stays. */
static void test_empty_row(void **state)
{
	struct fx *f = fx_use("station-mlo", true);

	(void)state;
	kernel_file(HEADER EMPTY0);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER WLAN0);
	fx_free(f);
	f = fx_use("station-idle", true);
	kernel_file(HEADER EMPTY0);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER EMPTY0);
	fx_free(f);
}

/* No file at all (a kernel without WEXT's /proc part): cfg80211's
 * header and rows when an nl80211 interface is there; the kernel's
 * ENOENT when none is. */
static void test_no_kernel_file(void **state)
{
	struct fx *f = fx_use("station-signal-unspec", true);
	int fd;

	(void)state;
	kernel_file(NULL);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER " wlan0: 0000   55.   55.    0        0      0      0      2     63        0\n");
	fx_free(f);
	/* an idle station: the header alone */
	f = fx_use("station-idle", true);
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY), HEADER);
	fx_free(f);
	/* no nl80211 interface: the kernel's answer */
	f = fx_use("host", true);
	errno = 0;
	fd = open("/proc/net/wireless", O_RDONLY);
	assert_int_equal(fd, -1);
	assert_int_equal(errno, ENOENT);
	fx_free(f);
}

static void assert_cloexec(int fd, bool want)
{
	int fl = fcntl(fd, F_GETFD);

	assert_true(fl >= 0);
	assert_int_equal(!!(fl & FD_CLOEXEC), want);
}

/* The caller's flags on the served descriptor, read-only as the
 * kernel's; every form of open; the writes and other opens are the
 * kernel's; no descriptor left behind. */
static void test_flags(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	int before, fd;
	char c = 'x';
	FILE *fp;
	char line[256];

	(void)state;
	kernel_file(HEADER);
	before = count_fds();

	fd = open("/proc/net/wireless", O_RDONLY);
	assert_true(fd >= 0);
	assert_cloexec(fd, false);
	assert_int_equal(fcntl(fd, F_GETFL) & (O_ACCMODE | O_NONBLOCK),
			 O_RDONLY);
	errno = 0;
	assert_int_equal(write(fd, &c, 1), -1);
	assert_int_equal(errno, EBADF);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	/* read again from the start, as from the kernel's file */
	assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	close(fd);

	fd = open("/proc/net/wireless", O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	assert_true(fd >= 0);
	assert_cloexec(fd, true);
	assert_int_equal(fcntl(fd, F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	close(fd);

	fd = openat(AT_FDCWD, "/proc/net/wireless", O_RDONLY | O_CLOEXEC);
	assert_cloexec(fd, true);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	close(fd);
	/* an absolute name: the directory does not matter */
	fd = openat(12345, "/proc/net/wireless", O_RDONLY);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	close(fd);
	fd = __open_2("/proc/net/wireless", O_RDONLY);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	close(fd);
	fd = __openat_2(AT_FDCWD, "/proc/net/wireless", O_RDONLY);
	assert_string_equal(read_all(fd), HEADER WLAN0);
	close(fd);

	fp = fopen("/proc/net/wireless", "re");
	assert_non_null(fp);
	assert_cloexec(fileno(fp), true);
	assert_non_null(fgets(line, sizeof(line), fp));
	assert_non_null(fgets(line, sizeof(line), fp));
	assert_non_null(fgets(line, sizeof(line), fp));
	assert_string_equal(line, WLAN0);
	assert_null(fgets(line, sizeof(line), fp));
	fclose(fp);
	fp = fopen("/proc/net/wireless", "r");
	assert_non_null(fp);
	assert_cloexec(fileno(fp), false);
	fclose(fp);

	/* not a plain read: the kernel's (here the test's file itself) */
	struct stat a, b;
	assert_int_equal(stat(kpath, &b), 0);
	fd = open("/proc/net/wireless", O_RDWR);
	assert_true(fd >= 0);
	assert_int_equal(fstat(fd, &a), 0);
	assert_true(a.st_ino == b.st_ino);
	close(fd);
	fp = fopen("/proc/net/wireless", "r+");
	assert_non_null(fp);
	assert_int_equal(fstat(fileno(fp), &a), 0);
	assert_true(a.st_ino == b.st_ino);
	fclose(fp);
	/* a relative name, another process's namespace: the kernel's */
	fd = open("/proc/1/net/wireless", O_RDONLY);
	if (fd >= 0) {
		assert_int_equal(fstat(fd, &a), 0);
		assert_true(a.st_ino != b.st_ino);
		close(fd);
	}
	assert_int_equal(count_fds(), before);
	fx_free(f);
}

/* Every other file is libc's open, untouched: contents, flags, errors,
 * a NULL name's EFAULT. */
static void test_other_files(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	char *volatile nul = NULL;
	char path[] = "/tmp/iwc-proc-other-XXXXXX";
	int fd = mkstemp(path);
	FILE *fp;

	(void)state;
	kernel_file(HEADER);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "abc", 3), 3);
	close(fd);
	fd = open(path, O_RDWR | O_APPEND | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_cloexec(fd, true);
	assert_int_equal(fcntl(fd, F_GETFL) & (O_ACCMODE | O_APPEND),
			 O_RDWR | O_APPEND);
	assert_string_equal(read_all(fd), "abc");
	close(fd);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	assert_true(fd >= 0);
	close(fd);
	fp = fopen(path, "r");
	assert_non_null(fp);
	assert_int_equal(fgetc(fp), EOF);
	fclose(fp);
	unlink(path);
	errno = 0;
	assert_int_equal(open(path, O_RDONLY), -1);
	assert_int_equal(errno, ENOENT);
	errno = 0;
	assert_null(fopen(path, "r"));
	assert_int_equal(errno, ENOENT);
	/* through a pointer: libc declares the name non-null (a direct
	 * call is undefined to the compiler and UBSan), a program's
	 * mistake gets the kernel's EFAULT */
	int (*volatile open_fn)(const char *, int, ...) = open;
	errno = 0;
	assert_int_equal(open_fn(nul, O_RDONLY), -1);
	assert_int_equal(errno, EFAULT);
	fx_free(f);
}

/* Closed on exec with O_CLOEXEC ("re"), kept without, as the kernel's
 * descriptor would be. */
static int open_in_exec(int fd)
{
	char cmd[64];
	pid_t pid;
	int st;

	snprintf(cmd, sizeof(cmd), "test -e /proc/$$/fd/%d", fd);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_true(WIFEXITED(st) && WEXITSTATUS(st) != 127);
	return WEXITSTATUS(st) == 0;
}

static void test_exec(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	int fd;

	(void)state;
	kernel_file(HEADER);
	fd = open("/proc/net/wireless", O_RDONLY | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_false(open_in_exec(fd));
	close(fd);
	fd = open("/proc/net/wireless", O_RDONLY);
	assert_true(fd >= 0);
	assert_true(open_in_exec(fd));
	close(fd);
	fx_free(f);
}

/* libiw's own readers: iw_get_stats without a range reads the file as
 * libiw did (the dots as the updated bits, the dBm flag lost), on an
 * MLO station too; iw_get_kernel_we_version reads its header. */
static void test_libiw_readers(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	struct iw_statistics st;
	struct iw_range r;

	(void)state;
	kernel_file(HEADER);
	memset(&st, 0, sizeof(st));
	memset(&r, 0, sizeof(r));
	/* xmobar's call: has_range with a range not filled yet */
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, &r, 1), 0);
	assert_int_equal(st.qual.qual, 65);
	assert_int_equal(st.qual.level, (uint8_t)-45);
	assert_int_equal(st.qual.noise, 0);
	assert_int_equal(st.qual.updated, 3);
	/* libiw reads nwid, crypt, then the frag column into misc */
	assert_int_equal(st.discard.nwid, 0);
	assert_int_equal(st.discard.misc, 0);
	assert_int_equal(st.status, 0);
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, NULL, 0), 0);
	assert_int_equal(iw_get_stats(fx_sock(), "wlan9", &st, NULL, 0), -1);
	kernel_file(NULL);
	assert_int_equal(iw_get_kernel_we_version(), 22);
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, NULL, 0), 0);
	assert_int_equal(st.qual.qual, 65);
	fx_free(f);
	/* no nl80211 interface, no kernel file: libiw's message */
	f = fx_use("host", true);
	assert_int_equal(iw_get_kernel_we_version(), -1);
	fx_free(f);
}

/* An open made while this thread answers a request (a signal handler's
 * on the thread inside the library) is the kernel's, without waiting
 * for the lock it holds. Nothing asserted inside: a failure there
 * would leave the lock held. */
static char inside_text[512];

static void open_inside(void)
{
	int fd = open("/proc/net/wireless", O_RDONLY);
	ssize_t n = fd >= 0 ? read(fd, inside_text, sizeof(inside_text) - 1) : -1;

	inside_text[n > 0 ? n : 0] = '\0';
	if (fd >= 0)
		close(fd);
}

static void test_inside_model(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	struct iwreq w;

	(void)state;
	kernel_file(HEADER);
	fx_hook(f, open_inside);
	memset(&w, 0, sizeof(w));
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWMODE, &w), 0);
	fx_hook(f, NULL);
	assert_string_equal(inside_text, HEADER);
	fx_free(f);
}

/* A kernel text that is not the kernel's layout: its lines as they
 * are; nothing read past it. */
static void test_odd_kernel_text(void **state)
{
	struct fx *f = fx_use("station-mlo", true);

	(void)state;
	kernel_file("garbage without a newline");
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    "garbage without a newline\n" WLAN0);
	kernel_file(HEADER "wlan0 no colon\n:\n  wlan0");
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER WLAN0 "wlan0 no colon\n:\n  wlan0");
	/* a line without its newline before an added row gets one */
	kernel_file(HEADER "  eth0: x");
	assert_string_equal(read_proc("/proc/net/wireless", O_RDONLY),
			    HEADER "  eth0: x\n" WLAN0);
	fx_free(f);
}

static int teardown(void **state)
{
	(void)state;
	libiw_proc_kernel_path(NULL);
	if (kpath[0])
		unlink(kpath);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_row_format),
		cmocka_unit_test(test_adds_row),
		cmocka_unit_test(test_kernel_rows_kept),
		cmocka_unit_test(test_empty_row),
		cmocka_unit_test(test_no_kernel_file),
		cmocka_unit_test(test_flags),
		cmocka_unit_test(test_other_files),
		cmocka_unit_test(test_exec),
		cmocka_unit_test(test_libiw_readers),
		cmocka_unit_test(test_inside_model),
		cmocka_unit_test(test_odd_kernel_text),
	};

	return cmocka_run_group_tests(tests, NULL, teardown);
}
