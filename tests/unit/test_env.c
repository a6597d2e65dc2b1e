/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_env.c - IWCOMPAT_STATEDIR and IWCOMPAT_BACKEND are not taken
 * from the environment of a set-user-ID process (issue #17, finding 8):
 * env_helper (IWC_ENV_HELPER), copied to a temporary directory as a
 * set-user-ID root program, is run by user nobody with both variables
 * set; without the set-user-ID bit it sees them. Needs root (skipped,
 * 77, without).
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

static char dir[64], prog[128];

/* runs prog as @uid with the two variables set; its stdout into @out */
static void run_as(uid_t uid, char *out, size_t len)
{
	int p[2], ws;
	ssize_t n;
	size_t got = 0;
	pid_t pid;

	assert_int_equal(pipe(p), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		char *const argv[] = { prog, "IWCOMPAT_STATEDIR",
				       "IWCOMPAT_BACKEND", NULL };
		char *const envp[] = { "IWCOMPAT_STATEDIR=/tmp/evil",
				       "IWCOMPAT_BACKEND=wext", NULL };

		dup2(p[1], 1);
		close(p[0]);
		if (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
		    setresuid(uid, uid, uid) < 0)
			_exit(126);
		execve(prog, argv, envp);
		_exit(127);
	}
	close(p[1]);
	while (got + 1 < len && (n = read(p[0], out + got, len - 1 - got)) > 0)
		got += (size_t)n;
	out[got] = '\0';
	close(p[0]);
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	assert_true(WIFEXITED(ws) && WEXITSTATUS(ws) == 0);
}

static void copy(const char *from, const char *to)
{
	char buf[65536];
	int in = open(from, O_RDONLY), o;
	ssize_t n;

	assert_true(in >= 0);
	o = open(to, O_WRONLY | O_CREAT | O_EXCL, 0755);
	assert_true(o >= 0);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		assert_int_equal(write(o, buf, (size_t)n), n);
	close(in);
	assert_int_equal(close(o), 0);
}

static void test_setuid_ignores_env(void **state)
{
	char out[256];

	(void)state;
	/* an ordinary program run by nobody: the variables count */
	assert_int_equal(chmod(prog, 0755), 0);
	run_as(65534, out, sizeof(out));
	assert_string_equal(out, "/tmp/evil\nwext\n");
	/* set-user-ID root, run by nobody: they do not */
	assert_int_equal(chmod(prog, 04755), 0);
	run_as(65534, out, sizeof(out));
	assert_string_equal(out, "-\n-\n");
}

/* Whether the kernel itself executes @path. A cross build's tests run
 * under qemu-user, and without qemu registered in binfmt_misc the kernel
 * refuses a program of another architecture (ENOEXEC); nor would it run
 * one set-user-ID through qemu. That is qemu's limit, not iwcompat's. */
static bool kernel_executes(const char *path)
{
	pid_t pid = fork();
	int ws;

	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		if (null >= 0)
			dup2(null, 1);
		execl(path, path, (char *)NULL);
		_exit(errno == ENOEXEC ? 125 : 127);
	}
	if (pid < 0 || waitpid(pid, &ws, 0) != pid)
		return false;
	return !(WIFEXITED(ws) && WEXITSTATUS(ws) == 125);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setuid_ignores_env),
	};
	const char *helper = getenv("IWC_ENV_HELPER");
	int r;

	if (geteuid() != 0 || !helper) {
		fprintf(stderr, "test_env: needs root and IWC_ENV_HELPER\n");
		return 77;
	}
	if (!kernel_executes(helper)) {
		fprintf(stderr, "test_env: the kernel cannot execute %s "
			"(ENOEXEC: another architecture's program, under "
			"qemu-user without binfmt_misc)\n", helper);
		return 77;
	}
	snprintf(dir, sizeof(dir), "/tmp/iwc-env-XXXXXX");
	if (!mkdtemp(dir) || chmod(dir, 0755) < 0)
		return 1;
	snprintf(prog, sizeof(prog), "%s/env-helper", dir);
	copy(helper, prog);
	r = cmocka_run_group_tests(tests, NULL, NULL);
	unlink(prog);
	rmdir(dir);
	return r;
}
