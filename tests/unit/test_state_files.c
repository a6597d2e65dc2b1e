/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_state_files.c - the state files of the nl80211 backend on a real
 * file system (IWCOMPAT_STATEDIR pointing to a temporary directory):
 * private directory and files (0700/0600, ours, no symlinks) or refused;
 * writes that are atomic even when the writer is killed half way; two
 * writers on one interface serialised by the lock, no update lost; the
 * interface names allowed into sysfs paths.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <ifaddrs.h>
#include <sys/socket.h>
#include <linux/capability.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "iwcompat/apply.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"
#include "iwcompat/tools.h"
#include "backend_nl80211_int.h"
#include "sysinfo.h"

struct fixture {
	char base[64];		/* mkdtemp */
	char dir[128];		/* base/state: IWCOMPAT_STATEDIR */
	struct nlbe be;
	struct iwc_iface iface;
};

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));

	if (!f)
		return -1;
	snprintf(f->base, sizeof(f->base), "/tmp/iwc-state-XXXXXX");
	if (!mkdtemp(f->base))
		return -1;
	snprintf(f->dir, sizeof(f->dir), "%s/state", f->base);
	setenv("IWCOMPAT_STATEDIR", f->dir, 1);
	f->be.lock_fd = -1;
	f->iface.ifindex = 7;
	f->iface.wdev = 0x100000001ULL;
	snprintf(f->iface.name, sizeof(f->iface.name), "wlan0");
	*state = f;
	return 0;
}

static void rm_rf(const char *path)
{
	char cmd[256];
	pid_t pid;

	/* no shell: rm as a child process */
	snprintf(cmd, sizeof(cmd), "%s", path);
	pid = fork();
	if (pid == 0) {
		execlp("rm", "rm", "-rf", "--", cmd, (char *)NULL);
		_exit(127);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
}

static int teardown(void **state)
{
	struct fixture *f = *state;

	iwc_nlbe_state_unlock(&f->be);
	rm_rf(f->base);
	unsetenv("IWCOMPAT_STATEDIR");
	free(f);
	return 0;
}

/* renameat() of this test binary in place of libc's (the backend's calls
 * reach it): the @fail_rename-th call from now fails with @fail_errno,
 * or, with @die_rename, the process exits there (a writer killed between
 * its two renames). */
static int rename_calls, fail_rename, die_rename, fail_errno;

int renameat(int olddirfd, const char *oldpath, int newdirfd,
	     const char *newpath)
{
	rename_calls++;
	if (fail_rename && rename_calls == fail_rename) {
		errno = fail_errno;
		return -1;
	}
	if (die_rename && rename_calls == die_rename)
		_exit(9);
	return (int)syscall(SYS_renameat, olddirfd, oldpath, newdirfd,
			    newpath);
}

/* The descriptors open now (above 2) that lack close-on-exec and were
 * not in @before (a bitmap of fds < 1024): each is one a concurrent
 * fork and exec would leak into the child (issue 32, finding 9). */
static int leaky_fds(const unsigned char *before)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		int fd = atoi(e->d_name), fl;

		if (e->d_name[0] == '.' || fd <= 2 || fd == dirfd(d))
			continue;
		fl = fcntl(fd, F_GETFD);
		if (fl >= 0 && !(fl & FD_CLOEXEC) &&
		    !(fd < 1024 && before[fd / 8] & (1u << (fd % 8)))) {
			fprintf(stderr, "fd %d lacks FD_CLOEXEC\n", fd);
			n++;
		}
	}
	closedir(d);
	return n;
}

static void fd_snapshot(unsigned char *before)
{
	memset(before, 0, 128);
	for (int fd = 3; fd < 1024; fd++) {
		int fl = fcntl(fd, F_GETFD);

		if (fl >= 0 && !(fl & FD_CLOEXEC))
			before[fd / 8] |= (unsigned char)(1u << (fd % 8));
	}
}

/* unlinkat() of this test binary in place of libc's: while
 * @audit_unlink is set, every call (the store's cleanup calls it while
 * it reads the state directory) counts the descriptors that would leak
 * into an exec'd child at that moment. */
static bool audit_unlink;
static unsigned char audit_before[128];
static int audit_calls, audit_leaks;

/* fdopendir() of this test binary in place of libc's (which makes the
 * descriptor close-on-exec itself, too late for a fork in another
 * thread between the dup and this call): the descriptor as it came,
 * audited, then the directory opened again by its /proc name. */
DIR *fdopendir(int fd)
{
	char path[64];
	DIR *d;

	if (audit_unlink) {
		audit_calls++;
		audit_leaks += leaky_fds(audit_before);
	}
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	d = opendir(path);
	if (d)
		close(fd);
	return d;
}

int unlinkat(int dirfd, const char *path, int flags)
{
	if (audit_unlink) {
		audit_calls++;
		audit_leaks += leaky_fds(audit_before);
	}
	return (int)syscall(SYS_unlinkat, dirfd, path, flags);
}

/* usleep() of this test binary in place of libc's: while @count_sleep
 * is set, what the lock's wait asks for is added up. */
static bool count_sleep;
static unsigned long long slept_us;
static unsigned int sleeps;

int usleep(useconds_t us)
{
	struct timespec ts = { us / 1000000, (long)(us % 1000000) * 1000 };

	if (count_sleep) {
		slept_us += us;
		sleeps++;
	}
	return nanosleep(&ts, NULL);
}

/* fork() of this test binary in place of libc's: the @fail_fork-th
 * call from now fails with EAGAIN (a child counts on from its parent's
 * count: 2 is the watcher's second fork) */
static int fork_calls, fail_fork;

pid_t fork(void)
{
	if (fail_fork && ++fork_calls == fail_fork) {
		errno = EAGAIN;
		return -1;
	}
	return (pid_t)syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
}

static void arm_rename(int fail_nth, int die_nth, int err)
{
	rename_calls = 0;
	fail_rename = fail_nth;
	die_rename = die_nth;
	fail_errno = err;
}

/* the names in the state directory ending in @suffix */
static int count_suffix(const struct fixture *f, const char *suffix)
{
	DIR *d = opendir(f->dir);
	struct dirent *e;
	size_t sl = strlen(suffix);
	int n = 0;

	assert_non_null(d);
	while ((e = readdir(d))) {
		size_t l = strlen(e->d_name);

		if (l >= sl && !strcmp(e->d_name + l - sl, suffix))
			n++;
	}
	closedir(d);
	return n;
}

static struct iwc_wext_state sample(uint8_t tag)
{
	struct iwc_wext_state st;

	iwc_state_init(&st);
	st.has_ssid = true;
	st.ssid_len = 32;
	memset(st.ssid, tag, 32);
	st.has_freq = true;
	st.freq_mhz = 2400u + tag;
	st.key_len[0] = 13;
	memset(st.key[0], tag, 13);
	st.default_key = 0;
	return st;
}

static void path_of(const struct fixture *f, const char *suffix, char *buf,
		    size_t len)
{
	snprintf(buf, len, "%s/if%d%s", f->dir, f->iface.ifindex, suffix);
}

static mode_t mode_of(const char *path)
{
	struct stat st;

	assert_int_equal(lstat(path, &st), 0);
	return st.st_mode & 07777;
}

/* Stored: directory 0700, both files 0600, even with umask 0. */
static void store_private(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x41), out;
	mode_t old = umask(0);
	char p[256];

	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	iwc_nlbe_state_unlock(&f->be);
	umask(old);
	assert_int_equal(mode_of(f->dir), 0700);
	path_of(f, "", p, sizeof(p));
	assert_int_equal(mode_of(p), 0600);
	path_of(f, ".keys", p, sizeof(p));
	assert_int_equal(mode_of(p), 0600);
	path_of(f, ".lock", p, sizeof(p));
	assert_int_equal(mode_of(p), 0600);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.ssid_len, 32);
	assert_memory_equal(out.ssid, in.ssid, 32);
	assert_int_equal(out.key_len[0], 13);
	assert_memory_equal(out.key[0], in.key[0], 13);
	assert_int_equal(out.freq_mhz, in.freq_mhz);
}

/* A state directory others can enter is refused by every operation;
 * nothing stored in it is believed. */
static void dir_mode_refused(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x42), out;

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	assert_int_equal(chmod(f->dir, 0755), 0);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -EPERM);
	assert_int_equal(f->be.lock_fd, -1);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), -EPERM);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), -EPERM);
	assert_false(out.has_ssid);
	assert_int_equal(out.key_len[0], 0);
	assert_int_equal(chmod(f->dir, 0701), 0);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -EPERM);
	assert_int_equal(chmod(f->dir, 0700), 0);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
}

/* The state directory as a symlink (even to a private directory). */
static void dir_symlink_refused(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x43), out;
	char real[160];

	snprintf(real, sizeof(real), "%s/real", f->base);
	assert_int_equal(mkdir(real, 0700), 0);
	assert_int_equal(symlink(real, f->dir), 0);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -ELOOP);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), -ELOOP);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), -ELOOP);
	assert_false(out.has_ssid);
}

/* A regular file where the directory should be. */
static void dir_not_dir_refused(void **state)
{
	struct fixture *f = *state;
	int fd = open(f->dir, O_WRONLY | O_CREAT | O_EXCL, 0600);

	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -ENOTDIR);
}

/* Owned by someone else (root only: chown). */
static void dir_owner_refused(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state out;

	if (geteuid() != 0)
		skip();
	assert_int_equal(mkdir(f->dir, 0700), 0);
	assert_int_equal(chown(f->dir, 65534, 65534), 0);
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -EPERM);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), -EPERM);
}

/* Issue 32, finding 7: who may use the state directory, as a decision
 * of the caller's effective uid and the directory's owner and mode. */
static void dir_policy(void **state)
{
	(void)state;
	/* root, its own private directory */
	assert_int_equal(iwc_nlbe_state_dir_verdict(0, 0, S_IFDIR | 0700), 0);
	/* not private, or not a directory: refused to everyone */
	assert_int_equal(iwc_nlbe_state_dir_verdict(0, 0, S_IFDIR | 0750),
			 -EPERM);
	assert_int_equal(iwc_nlbe_state_dir_verdict(1000, 1000,
						    S_IFDIR | 0701), -EPERM);
	assert_int_equal(iwc_nlbe_state_dir_verdict(0, 0, S_IFREG | 0700),
			 -ENOTDIR);
	/* root never trusts another user's directory */
	assert_int_equal(iwc_nlbe_state_dir_verdict(0, 1000, S_IFDIR | 0700),
			 -EPERM);
	/* a caller that is not root (CAP_NET_ADMIN, even with
	 * CAP_DAC_OVERRIDE to get in): root's directory is refused to it,
	 * as EACCES (iwconfig says the settings need root) */
	assert_int_equal(iwc_nlbe_state_dir_verdict(1000, 0, S_IFDIR | 0700),
			 -EACCES);
	assert_int_equal(iwc_nlbe_state_dir_verdict(1000, 2000,
						    S_IFDIR | 0700), -EPERM);
	/* its own directory (tests, an IWCOMPAT_STATEDIR of its own) */
	assert_int_equal(iwc_nlbe_state_dir_verdict(1000, 1000,
						    S_IFDIR | 0700), 0);
	/* making a missing one: root anywhere, another caller only in a
	 * directory of its own (never its own directory in root's /run) */
	assert_int_equal(iwc_nlbe_state_dir_may_create(0, 0), 0);
	assert_int_equal(iwc_nlbe_state_dir_may_create(0, 1000), 0);
	assert_int_equal(iwc_nlbe_state_dir_may_create(1000, 1000), 0);
	assert_int_equal(iwc_nlbe_state_dir_may_create(1000, 0), -EACCES);
}

/* The same with a real caller that is not root, with CAP_NET_ADMIN and
 * CAP_DAC_OVERRIDE (root only: a child sets its effective uid to nobody
 * and raises the two capabilities from its permitted set): root's
 * directory is refused (EACCES) before anything is stored, and a missing
 * one is not made in root's parent directory. */
static void nonroot_caller_refused(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x48);
	pid_t pid;
	int ws;

	if (geteuid() != 0)
		skip();
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct __user_cap_header_struct hdr = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct data[2] = { { 0 } };
		struct nlbe be = { .lock_fd = -1 };
		struct stat sb;

		if (seteuid(65534) < 0)
			_exit(10);
		data[0].permitted = data[0].effective =
			(1u << CAP_NET_ADMIN) | (1u << CAP_DAC_OVERRIDE);
		if (syscall(SYS_capset, &hdr, data) < 0)
			_exit(11);
		/* missing, in root's parent: not made */
		if (iwc_nlbe_state_lock(&be, &f->iface) != -EACCES ||
		    stat(f->dir, &sb) == 0)
			_exit(1);
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	assert_true(WIFEXITED(ws));
	if (WEXITSTATUS(ws) >= 10)
		skip();		/* no capabilities to drop to here */
	assert_int_equal(WEXITSTATUS(ws), 0);

	/* root's directory, root's files */
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct __user_cap_header_struct hdr = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct data[2] = { { 0 } };
		struct nlbe be = { .lock_fd = -1 };
		struct iwc_wext_state s2 = sample(0x49);

		if (seteuid(65534) < 0)
			_exit(10);
		data[0].permitted = data[0].effective =
			(1u << CAP_NET_ADMIN) | (1u << CAP_DAC_OVERRIDE);
		if (syscall(SYS_capset, &hdr, data) < 0)
			_exit(11);
		if (iwc_nlbe_state_lock(&be, &f->iface) != -EACCES)
			_exit(2);
		if (iwc_nlbe_state_store(&be, &f->iface, &s2) != -EACCES)
			_exit(3);
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	assert_true(WIFEXITED(ws));
	assert_int_equal(WEXITSTATUS(ws), 0);
	/* root's state is untouched, and root still trusts its directory */
	{
		struct iwc_wext_state out;

		assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
		assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out),
				 0);
		assert_int_equal(out.ssid[0], 0x48);
		iwc_nlbe_state_unlock(&f->be);
	}
}

/* Files in a good directory but not private, or symlinks: ignored on
 * load (as if nothing were stored); a lock file that is not ours makes
 * the lock fail. */
static void files_not_private_ignored(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x44), out;
	char p[256], other[256];

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	path_of(f, "", p, sizeof(p));
	assert_int_equal(chmod(p, 0644), 0);
	path_of(f, ".keys", p, sizeof(p));
	assert_int_equal(chmod(p, 0640), 0);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_false(out.has_ssid);
	assert_int_equal(out.key_len[0], 0);

	/* keys file replaced by a symlink to a (private) copy */
	snprintf(other, sizeof(other), "%s/planted", f->base);
	assert_int_equal(rename(p, other), 0);
	assert_int_equal(chmod(other, 0600), 0);
	assert_int_equal(symlink(other, p), 0);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.key_len[0], 0);

	path_of(f, ".lock", p, sizeof(p));
	{
		int fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0644);

		assert_true(fd >= 0);
		assert_int_equal(fchmod(fd, 0644), 0);
		close(fd);
	}
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), -EPERM);
	assert_int_equal(f->be.lock_fd, -1);
}

/* The files of an earlier interface with the same index (another wdev)
 * are not this interface's. */
static void other_wdev_ignored(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x45), out;

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	f->iface.wdev++;
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_false(out.has_ssid);
}

/* Each file is one whole version: the public one (SSID and channel of
 * one sample) and the keys one (a key of one sample). The two files are
 * replaced one after the other, so an unlocked reader may see the keys
 * of a newer version than the SSID. */
static bool is_whole(const struct iwc_wext_state *st)
{
	uint8_t t = st->ssid[0], k = st->key[0][0];

	if (!st->has_ssid || st->ssid_len != 32 || t < 1 || t > 200 ||
	    st->freq_mhz != 2400u + t || st->key_len[0] != 13 || k < 1 ||
	    k > 200)
		return false;
	for (int i = 0; i < 32; i++)
		if (st->ssid[i] != t)
			return false;
	for (int i = 0; i < 13; i++)
		if (st->key[0][i] != k)
			return false;
	return true;
}

/* A writer killed at random points (SIGKILL: no cleanup) while it keeps
 * replacing the state: every read, during and after, gives one whole
 * version (never a torn or empty file). */
static void kill_while_saving(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state st = sample(1);
	unsigned int reads = 0;

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &st), 0);
	for (int round = 0; round < 20; round++) {
		struct timespec ts = { 0, 1000000L * (1 + round % 7) };
		pid_t pid = fork();

		assert_true(pid >= 0);
		if (pid == 0) {
			struct nlbe be = { .lock_fd = -1 };

			for (uint8_t t = 1;; t = (uint8_t)(t % 200 + 1)) {
				struct iwc_wext_state s = sample(t);

				iwc_nlbe_state_store(&be, &f->iface, &s);
			}
		}
		for (int i = 0; i < 50; i++) {
			struct iwc_wext_state out;

			assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface,
							      &out), 0);
			assert_true(is_whole(&out));
			reads++;
		}
		nanosleep(&ts, NULL);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		{
			struct iwc_wext_state out;

			assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface,
							      &out), 0);
			assert_true(is_whole(&out));
		}
	}
	assert_true(reads >= 1000);
}

#define CYCLES 100

/* Two processes update one interface's state at once, each its own
 * field, each read-modify-write under the lock (as iwconfig does):
 * every update of both survives. */
static void two_writers_nothing_lost(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state st, out;
	pid_t pid[2];

	iwc_state_init(&st);
	st.has_freq = true;
	st.freq_mhz = 1000;
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &st), 0);
	for (int w = 0; w < 2; w++) {
		pid[w] = fork();
		assert_true(pid[w] >= 0);
		if (pid[w] == 0) {
			for (int i = 0; i < CYCLES; i++) {
				struct nlbe be = { .lock_fd = -1 };
				struct iwc_wext_state s;

				if (iwc_nlbe_state_lock(&be, &f->iface) < 0 ||
				    iwc_nlbe_state_load(&be, &f->iface, &s) < 0)
					_exit(1);
				if (w == 0)
					s.freq_mhz++;
				else
					s.watch++;
				if (iwc_nlbe_state_store(&be, &f->iface, &s) < 0)
					_exit(2);
				iwc_nlbe_state_unlock(&be);
			}
			_exit(0);
		}
	}
	for (int w = 0; w < 2; w++) {
		int status;

		assert_int_equal(waitpid(pid[w], &status, 0), pid[w]);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.freq_mhz, 1000 + CYCLES);
	assert_int_equal(out.watch, CYCLES);
}

/* Names from argv reach sysfs paths only if the kernel could have
 * given a netdev that name. */
static void ifname_validation(void **state)
{
	static const char *const bad[] = {
		"", ".", "..", "a/b", "../../etc", "wlan0:1", "wlan 0",
		"wlan0\n", "wlan\t0", "0123456789abcdef",
	};
	static const char *const good[] = {
		"wlan0", "0123456789abcde", "...", ".a", "wlp0s20f3", "w-l_a.n",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (iwc_sys_ifname_valid(bad[i]))
			fail_msg("accepted \"%s\"", bad[i]);
		assert_int_equal(iwc_sys_iface_hwtype(bad[i]), -ENODEV);
		assert_int_equal(iwc_sys_iface_up(bad[i]), -ENODEV);
		assert_int_equal(iwc_sys_rfkill_blocked(bad[i]), -ENODEV);
		assert_int_equal(iwc_sys_rfkill_index(bad[i]), -ENODEV);
	}
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		if (!iwc_sys_ifname_valid(good[i]))
			fail_msg("refused \"%s\"", good[i]);
}

/* The kernel layer's ARP lookup says why it failed as an errno and
 * leaves the wording to the front-ends (no message text, no buffer):
 * an interface without an IPv4 address, and the loopback's address,
 * which no ARP table entry holds (loopback is NOARP). */
static void arp_lookup_errno(void **state)
{
	uint8_t mac[6] = { 1, 2, 3, 4, 5, 6 }, keep[6];
	struct ifaddrs *ifa_list, *ifa;
	bool lo_ipv4 = false;

	(void)state;
	memcpy(keep, mac, sizeof(mac));
	assert_int_equal(iwc_sys_arp_lookup("iwcnosuch0", "127.0.0.1", mac),
			 -EADDRNOTAVAIL);
	assert_memory_equal(mac, keep, sizeof(mac));
	assert_int_equal(getifaddrs(&ifa_list), 0);
	for (ifa = ifa_list; ifa; ifa = ifa->ifa_next)
		if (ifa->ifa_addr && ifa->ifa_addr->sa_family == AF_INET &&
		    !strcmp(ifa->ifa_name, "lo"))
			lo_ipv4 = true;
	freeifaddrs(ifa_list);
	if (!lo_ipv4)
		return;	/* a namespace without 127.0.0.1 on lo */
	assert_int_equal(iwc_sys_arp_lookup("lo", "127.0.0.1", mac), -ENXIO);
	assert_memory_equal(mac, keep, sizeof(mac));
}

/* iwconfig against the fake backend with its state operations replaced:
 * @lock_err from state_lock, @store_err from state_store. */
struct set_run {
	struct fake_backend fb;	/* first: the fake's ops see only this */
	int lock_err;
	int store_err;
	char *out, *err;
	size_t out_len, err_len;
	int rc;
};

static int failing_lock(void *be, const struct iwc_iface *iface)
{
	(void)iface;
	return ((struct set_run *)be)->lock_err;
}

static int failing_store(void *be, const struct iwc_iface *iface,
			 const struct iwc_wext_state *st)
{
	(void)iface;
	(void)st;
	return ((struct set_run *)be)->store_err;
}

static void run_iwconfig(int lock_err, int store_err, struct set_run *r,
			 int argc, char **argv)
{
	struct fake_world *w = world_new("station");
	struct iwc_backend ops = fake_backend_ops;
	struct iwc_ctx ctx;
	FILE *out, *err;

	assert_non_null(w);
	ops.state_lock = failing_lock;
	if (store_err)
		ops.state_store = failing_store;
	out = open_memstream(&r->out, &r->out_len);
	err = open_memstream(&r->err, &r->err_len);
	assert_non_null(out);
	assert_non_null(err);
	fake_backend_init(&r->fb, w);
	r->lock_err = lock_err;
	r->store_err = store_err;
	fake_ctx_init(&ctx, &r->fb, out, err, argv[0]);
	ctx.be = &ops;
	r->rc = iwc_iwconfig_main(&ctx, argc, argv);
	fclose(out);
	fclose(err);
	world_free(w);
}

/* A refused state directory: one line, exit 255, no setting made. */
static void iwconfig_refused_state(void **state)
{
	char *argv[] = { "iwconfig", "wlan0", "essid", "Other", "key",
			 "s:hello", NULL };
	struct set_run r;

	(void)state;
	run_iwconfig(-EPERM, 0, &r, 6, argv);
	assert_string_equal(r.err,
		"iwconfig: wlan0: state directory refused (Operation not permitted): it must be root's own directory, mode 0700; nothing set\n");
	assert_string_equal(r.out, "");
	assert_int_equal(r.rc, 255);
	assert_int_equal(r.fb.log_len, 0);
	assert_false(r.fb.state_stored);
	free(r.out);
	free(r.err);

	run_iwconfig(-ELOOP, 0, &r, 4, argv);
	assert_string_equal(r.err,
		"iwconfig: wlan0: state directory refused (Too many levels of symbolic links): it must be root's own directory, mode 0700; nothing set\n");
	assert_int_equal(r.rc, 255);
	assert_int_equal(r.fb.log_len, 0);
	free(r.out);
	free(r.err);
}

/* Settings that need no stored state are made with CAP_NET_ADMIN alone,
 * as with WEXT, whatever becomes of the lock: the lock is not even
 * asked for, nothing is loaded or stored (so nothing stored can be
 * torn). Any setting that needs the state on the line: nothing set. */
static void stateless_without_lock(void **state)
{
	char *argv[] = { "iwconfig", "wlan0", "txpower", "10", "rts", "500",
			 "frag", "1000", "power", "off", "mode", "ad-hoc",
			 NULL };
	char *mixed[] = { "iwconfig", "wlan0", "txpower", "10", "channel",
			  "6", NULL };
	struct set_run r;

	(void)state;
	run_iwconfig(-ETIMEDOUT, 0, &r, 12, argv);
	assert_string_equal(r.err, "");
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.fb.log, "txpower"));
	assert_non_null(strstr(r.fb.log, "set_iftype"));
	assert_int_equal(r.fb.calls.state_load, 0);
	assert_false(r.fb.state_stored);
	free(r.out);
	free(r.err);

	/* a caller that is not root, root's directory (finding 7): said
	 * before anything changes */
	run_iwconfig(-EACCES, 0, &r, 6, mixed);
	assert_string_equal(r.err,
		"Error for wireless request \"Set Tx Power\" (8B26) :\n"
		"    SET failed on device wlan0 ; Permission denied.\n"
		"iwconfig: wlan0: the state directory is root's: ESSID, AP, channel and keys need root: nothing set\n");
	assert_int_equal(r.rc, 250);
	assert_int_equal(r.fb.log_len, 0);
	free(r.out);
	free(r.err);

	run_iwconfig(-EROFS, 0, &r, 6, mixed);
	assert_string_equal(r.err,
		"Error for wireless request \"Set Tx Power\" (8B26) :\n"
		"    SET failed on device wlan0 ; Read-only file system.\n"
		"iwconfig: wlan0: cannot take the state lock: nothing set\n");
	assert_int_equal(r.rc, 250);
	assert_int_equal(r.fb.log_len, 0);
	assert_int_equal(r.fb.calls.state_load, 0);
	assert_false(r.fb.state_stored);
	free(r.out);
	free(r.err);
}

/* The settings could not be saved: said, and a non-zero exit. */
static void iwconfig_store_fails(void **state)
{
	char *argv[] = { "iwconfig", "wlan0", "key", "s:hello", NULL };
	struct set_run r;

	(void)state;
	run_iwconfig(0, -ENOSPC, &r, 4, argv);
	assert_string_equal(r.err,
		"iwconfig: wlan0: cannot save the settings (No space left on device)\n");
	assert_int_equal(r.rc, 255);
	free(r.out);
	free(r.err);
}

/* iwconfig and libiw's SETs against the fake radio with the real state
 * files (the fixture's directory) and a short lock wait. */
struct real_run {
	struct fake_backend fb;	/* first: the fake's ops see only this */
	struct nlbe nl;
};

static int real_lock(void *be, const struct iwc_iface *iface)
{
	return iwc_nlbe_state_lock(&((struct real_run *)be)->nl, iface);
}

static void real_unlock(void *be)
{
	iwc_nlbe_state_unlock(&((struct real_run *)be)->nl);
}

static int real_load(void *be, const struct iwc_iface *iface,
		     struct iwc_wext_state *st)
{
	((struct real_run *)be)->fb.calls.state_load++;
	return iwc_nlbe_state_load(&((struct real_run *)be)->nl, iface, st);
}

static int real_store(void *be, const struct iwc_iface *iface,
		      const struct iwc_wext_state *st)
{
	struct real_run *r = be;

	r->fb.state_stored = true;
	return iwc_nlbe_state_store(&r->nl, iface, st);
}

static void real_ctx(struct real_run *r, struct iwc_backend *ops,
		     struct fake_world *w, struct iwc_ctx *ctx, FILE *out,
		     FILE *err)
{
	*ops = fake_backend_ops;
	ops->state_lock = real_lock;
	ops->state_unlock = real_unlock;
	ops->state_load = real_load;
	ops->state_store = real_store;
	fake_backend_init(&r->fb, w);
	r->nl.lock_fd = -1;
	r->nl.lock_timeout_ms = 50;
	fake_ctx_init(ctx, &r->fb, out, err, "iwconfig");
	ctx->be = ops;
}

/* The wlan0 of the "station" world as the state code sees it. */
static void world_iface(const struct fake_world *w, struct iwc_iface *iface)
{
	for (size_t i = 0; i < w->n_netdevs; i++)
		if (!strcmp(w->netdevs[i].name, "wlan0"))
			*iface = w->netdevs[i].iface;
}

/* Issue 32, finding 1 (a lost update): process A holds the state lock
 * past iwconfig's wait. iwconfig must change nothing that needs the
 * stored state, say so in the legacy error format, exit non-zero; A's
 * settings, stored after, are all there is (nothing of iwconfig's was
 * stored in between, so nothing of A's is lost). */
static void lock_held_nothing_set(void **state)
{
	struct fake_world *w = world_new("station");
	char *argv[] = { "iwconfig", "wlan0", "essid", "MyNet", "key",
			 "s:hello", NULL };
	struct real_run r;
	struct iwc_backend ops;
	struct iwc_ctx ctx;
	struct nlbe a = { .lock_fd = -1 };
	struct iwc_wext_state st, out;
	struct iwc_iface iface;
	char *o = NULL, *e = NULL;
	size_t ol, el;
	FILE *fo, *fe;
	int rc;

	(void)state;
	assert_non_null(w);
	world_iface(w, &iface);
	/* A: takes the lock, reads, changes its copy */
	assert_int_equal(iwc_nlbe_state_lock(&a, &iface), 0);
	assert_int_equal(iwc_nlbe_state_load(&a, &iface, &st), 0);
	st.has_freq = true;
	st.freq_mhz = 2437;
	st.has_ssid = true;
	st.ssid_len = 5;
	memcpy(st.ssid, "A-net", 5);

	fo = open_memstream(&o, &ol);
	fe = open_memstream(&e, &el);
	assert_non_null(fo);
	assert_non_null(fe);
	real_ctx(&r, &ops, w, &ctx, fo, fe);
	rc = iwc_iwconfig_main(&ctx, 6, argv);
	fclose(fo);
	fclose(fe);
	/* refused, said in the legacy form (the first setting, the lock's
	 * errno), then why; nothing reached the radio or the files */
	assert_int_equal(rc, 250);
	assert_string_equal(e,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan0 ; Connection timed out.\n"
		"iwconfig: wlan0: the state lock is held by another process: nothing set\n");
	assert_string_equal(o, "");
	assert_int_equal(r.fb.log_len, 0);
	assert_false(r.fb.state_stored);
	assert_int_equal(r.nl.lock_fd, -1);
	free(o);
	free(e);

	/* libiw's SET: the lock's errno, nothing applied or stored */
	{
		struct iwc_setting s = { .kw = IWC_KW_ESSID,
					 .req = IWC_REQ_ESSID };
		struct iwc_apply_diag diag;

		s.u.essid.on = true;
		s.u.essid.len = 5;
		memcpy(s.u.essid.ssid, "MyNet", 5);
		real_ctx(&r, &ops, w, &ctx, stdout, stderr);
		assert_int_equal(iwc_wext_set_request(&ctx, "wlan0", &s, 0,
						      &diag), 0);
		assert_int_equal(diag.fail, IWC_APPLY_LOCK_FAILED);
		assert_int_equal(iwc_apply_diag_errno(&diag), ETIMEDOUT);
		assert_int_equal(r.fb.log_len, 0);
		assert_false(r.fb.state_stored);
		assert_int_equal(r.fb.calls.state_load, 0);
	}

	/* A stores and lets go: its settings, whole */
	assert_int_equal(iwc_nlbe_state_store(&a, &iface, &st), 0);
	iwc_nlbe_state_unlock(&a);
	assert_int_equal(iwc_nlbe_state_load(&a, &iface, &out), 0);
	assert_int_equal(out.ssid_len, 5);
	assert_memory_equal(out.ssid, "A-net", 5);
	assert_int_equal(out.freq_mhz, 2437);
	assert_int_equal(out.key_len[0], 0);

	/* with the lock free, the same command line is applied and stored */
	fo = open_memstream(&o, &ol);
	fe = open_memstream(&e, &el);
	real_ctx(&r, &ops, w, &ctx, fo, fe);
	rc = iwc_iwconfig_main(&ctx, 6, argv);
	fclose(fo);
	fclose(fe);
	assert_int_equal(rc, 0);
	assert_string_equal(e, "");
	assert_true(r.fb.log_len > 0);
	assert_int_equal(iwc_nlbe_state_load(&a, &iface, &out), 0);
	assert_int_equal(out.ssid_len, 5);
	assert_memory_equal(out.ssid, "MyNet", 5);
	assert_int_equal(out.key_len[0], 5);
	free(o);
	free(e);
	world_free(w);
}

/* Stored WEP keys never reach a user without CAP_NET_ADMIN: not in
 * iwconfig's display, not in "iwlist keys", on stdout or stderr; root
 * sees them (the same world otherwise). */
static void keys_hidden_from_nonroot(void **state)
{
	static const char *const tools[][3] = {
		{ "iwconfig", "wlan0", NULL },
		{ "iwlist", "wlan0", "keys" },
	};
	static const char *const secret[] = { "0102-0304-05", "0102030405",
					      "0A0B-0C0D-0E", "0a0b0c0d0e" };

	(void)state;
	for (int root = 0; root <= 1; root++) {
		for (size_t t = 0; t < 2; t++) {
			struct fake_world *w = world_new("station-nonroot");
			struct fake_run res;
			int argc = tools[t][2] ? 3 : 2;
			bool shown = false;

			assert_non_null(w);
			w->privileged = root;
			w->has_state = true;
			iwc_state_init(&w->state);
			w->state.key_len[0] = 5;
			memcpy(w->state.key[0], "\x01\x02\x03\x04\x05", 5);
			w->state.key_len[1] = 5;
			memcpy(w->state.key[1], "\x0a\x0b\x0c\x0d\x0e", 5);
			w->state.default_key = 0;
			fake_run_tool(w, t ? iwc_iwlist_main : iwc_iwconfig_main,
				      argc, tools[t], &res);
			for (size_t k = 0; k < 4; k++) {
				bool in = strstr(res.out, secret[k]) ||
					  strstr(res.err, secret[k]);

				if (!root && in)
					fail_msg("%s showed a key to non-root:\n%s",
						 tools[t][0], res.out);
				shown = shown || in;
			}
			/* the test can fail: root does see the key */
			if (root && !shown)
				fail_msg("%s did not show the key to root:\n%s",
					 tools[t][0], res.out);
			fake_run_free(&res);
			world_free(w);
		}
	}
}

/* A writer killed between creating its temporary files and renaming
 * them leaves them behind, keys included (issue #17, finding 5): the
 * next store under the lock removes every temporary file of the
 * interface. */
static void stale_tmp_removed(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x41);
	char p[256];
	int fd;

	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	/* what a killed writer (pid 99999) left, and another interface's */
	path_of(f, ".keys.99999.tmp", p, sizeof(p));
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "iwcompat-state 1\nkey1 4141414141\n", 33),
			 33);
	close(fd);
	path_of(f, ".99999.tmp", p, sizeof(p));
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	close(fd);
	snprintf(p, sizeof(p), "%s/if8.keys.99999.tmp", f->dir);
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(count_suffix(f, ".tmp"), 3);
	in.key_len[0] = 0;	/* "key off" */
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	iwc_nlbe_state_unlock(&f->be);
	/* ours are gone; if8's is not ours to remove under if7's lock */
	assert_int_equal(count_suffix(f, ".tmp"), 1);
	assert_int_equal(access(p, F_OK), 0);
}

/* One store is all or nothing (issue #17, finding 6): the keys file is
 * renamed first; when the public file's rename then fails (ENOSPC
 * injected), the keys file is put back, and the store fails. */
static void save_all_or_nothing(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state a = sample(0x41), b = sample(0x42), out;

	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &a), 0);
	arm_rename(2, 0, ENOSPC);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &b),
			 -ENOSPC);
	arm_rename(0, 0, 0);
	iwc_nlbe_state_unlock(&f->be);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.ssid[0], 0x41);
	assert_int_equal(out.key_len[0], 13);
	assert_int_equal(out.key[0][0], 0x41);	/* not the new key */
	assert_int_equal(count_suffix(f, ".tmp"), 0);

	/* the first store of an interface: nothing before, nothing after */
	f->iface.ifindex = 9;
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	arm_rename(2, 0, ENOSPC);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &b),
			 -ENOSPC);
	arm_rename(0, 0, 0);
	iwc_nlbe_state_unlock(&f->be);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_false(out.has_ssid);
	assert_int_equal(out.key_len[0], 0);
	f->iface.ifindex = 7;
}

/* A writer killed between its two renames: readers see the old state
 * whole, and the next store under the lock finishes the rollback. */
static void killed_between_renames(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state a = sample(0x41), b = sample(0x42), c, out;
	pid_t pid;
	int ws;

	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &a), 0);
	iwc_nlbe_state_unlock(&f->be);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct nlbe be = { .lock_fd = -1 };

		if (iwc_nlbe_state_lock(&be, &f->iface) < 0)
			_exit(1);
		arm_rename(0, 2, 0);
		iwc_nlbe_state_store(&be, &f->iface, &b);
		_exit(2);
	}
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	assert_true(WIFEXITED(ws) && WEXITSTATUS(ws) == 9);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.ssid[0], 0x41);
	assert_int_equal(out.key[0][0], 0x41);
	/* the next store: the new state whole, nothing left over */
	c = sample(0x43);
	c.key_len[0] = 0;
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.key[0][0], 0x41);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &c), 0);
	iwc_nlbe_state_unlock(&f->be);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(out.ssid[0], 0x43);
	assert_int_equal(out.key_len[0], 0);
	assert_int_equal(count_suffix(f, ".tmp"), 0);
	assert_int_equal(count_suffix(f, ".undo"), 0);
}

/* A FIFO (or any file that is not regular) in the state directory, in
 * place of the public file, the keys file or the lock file: read and
 * refused without blocking (issue 32, finding 4: the open waited for a
 * writer for ever). The reads run in a child whose alarm only turns a
 * hang into a failure (the work is a few system calls; no time is
 * measured). */
static void fifo_not_read(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x46);
	char p[256];
	pid_t pid;
	int ws;

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	path_of(f, "", p, sizeof(p));
	assert_int_equal(unlink(p), 0);
	assert_int_equal(mkfifo(p, 0600), 0);
	path_of(f, ".keys", p, sizeof(p));
	assert_int_equal(unlink(p), 0);
	assert_int_equal(mkfifo(p, 0600), 0);
	path_of(f, ".lock", p, sizeof(p));
	assert_int_equal(mkfifo(p, 0600), 0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct nlbe be = { .lock_fd = -1 };
		struct iwc_wext_state out;

		alarm(60);
		if (iwc_nlbe_state_load(&be, &f->iface, &out) != 0 ||
		    out.has_ssid || out.key_len[0])
			_exit(1);
		if (iwc_nlbe_state_lock(&be, &f->iface) != -EPERM)
			_exit(2);
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	if (!WIFEXITED(ws) || WEXITSTATUS(ws) != 0)
		fail_msg("reader: %s %d", WIFSIGNALED(ws) ? "signal" : "exit",
			 WIFSIGNALED(ws) ? WTERMSIG(ws) : WEXITSTATUS(ws));
}

/* No descriptor of the state code reaches an exec'd child: every one it
 * holds is close-on-exec at every moment, the directory read by the
 * store's cleanup included (issue 32, finding 9: dup() without it). */
static void fds_close_on_exec(void **state)
{
	struct fixture *f = *state;
	struct iwc_wext_state in = sample(0x47), out;
	char p[256];
	int fd;

	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	/* a killed writer's file: the cleanup removes it while it reads */
	path_of(f, ".99999.tmp", p, sizeof(p));
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	assert_true(fd >= 0);
	close(fd);
	fd_snapshot(audit_before);
	audit_calls = audit_leaks = 0;
	audit_unlink = true;
	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	assert_int_equal(iwc_nlbe_state_load(&f->be, &f->iface, &out), 0);
	assert_int_equal(iwc_nlbe_state_store(&f->be, &f->iface, &in), 0);
	audit_leaks += leaky_fds(audit_before);	/* the lock held */
	iwc_nlbe_state_unlock(&f->be);
	audit_unlink = false;
	assert_true(audit_calls >= 3);
	assert_int_equal(audit_leaks, 0);
}

/* The link-up watcher's start (issue #17, finding 7): a failed fork or
 * exec is reported, not taken as a start. */
static void spawn_failures(void **state)
{
	char *const argv[] = { "x", NULL };

	(void)state;
	fork_calls = 0;
	fail_fork = 1;
	assert_int_equal(iwc_sys_spawn_detached("/bin/true", argv), -EAGAIN);
	fork_calls = 0;
	fail_fork = 2;		/* the second fork, in the child */
	assert_int_equal(iwc_sys_spawn_detached("/bin/true", argv), -EAGAIN);
	fail_fork = 0;
	assert_int_equal(iwc_sys_spawn_detached("/nonexistent/iwcompat", argv),
			 -ENOENT);
	assert_int_equal(iwc_sys_spawn_detached("/bin/true", argv), 0);
}

/* The watcher starts in /, with no signal blocked or ignored and no
 * descriptor of its parent's but 0, 1 and 2 (/dev/null), even one
 * above 1024. */
static void spawn_clean(void **state)
{
	struct fixture *f = *state;
	struct rlimit rl;
	sigset_t set, old;
	char out[256], script[2048], buf[2048];
	char *argv[] = { "sh", "-c", script, NULL };
	struct sigaction ign = { .sa_handler = SIG_IGN }, old_term;
	int fd, high = 1500, n;
	FILE *in;

	/* what the watcher sees is read in its /proc/self: a build chroot
	 * without /proc (debootstrap's, before dpkg-buildpackage) cannot
	 * tell, so the test is skipped there, not passed */
	if (access("/proc/self/status", R_OK) < 0) {
		skip();
		return;
	}
	snprintf(out, sizeof(out), "%s/watcher-env", f->base);
	/* a FIFO: the read below waits for the watcher's report itself,
	 * however long a loaded machine takes (no time limit) */
	assert_int_equal(mkfifo(out, 0600), 0);
	/* external commands only: no descriptor the shell saves aside */
	snprintf(script, sizeof(script),
		 "/bin/pwd >>'%s.part'; grep -E '^Sig(Blk|Ign)' "
		 "/proc/self/status >>'%s.part'; ls /proc/self/fd >>'%s.part';"
		 " /bin/cat '%s.part' >'%s'", out, out, out, out, out);
	assert_int_equal(getrlimit(RLIMIT_NOFILE, &rl), 0);
	if (rl.rlim_cur <= (rlim_t)high) {
		rl.rlim_cur = rl.rlim_max > 4096 ? 4096 : rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	fd = open("/dev/null", O_RDONLY);
	assert_true(fd >= 0);
	if (dup2(fd, high) < 0)
		high = -1;	/* no room above 1024 here: 3.. still checked */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, &old);
	sigaction(SIGTERM, &ign, &old_term);
	assert_int_equal(chdir(f->base), 0);
	assert_int_equal(iwc_sys_spawn_detached("/bin/sh", argv), 0);
	sigprocmask(SIG_SETMASK, &old, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	assert_int_equal(chdir("/"), 0);
	close(fd);
	if (high >= 0)
		close(high);
	in = fopen(out, "re");
	assert_non_null(in);
	n = (int)fread(buf, 1, sizeof(buf) - 1, in);
	fclose(in);
	buf[n > 0 ? n : 0] = '\0';
	/* "/", no signal blocked or ignored, fds 0 1 2 and ls's own 3.
	 * Signals 32 and 33 are glibc's own (its threads' cancellation and
	 * setxid): sigaction() refuses them, so what the parent inherited
	 * there (dpkg-buildpackage's perl on Debian 12 ignores 32) cannot
	 * be undone by any glibc program and is not checked. */
	{
		char dir[64], fds[64];
		unsigned long long sigblk, sigign;
		const unsigned long long glibc_own = 3ULL << 31;

		if (sscanf(buf, "%63s SigBlk: %llx SigIgn: %llx %63[0-9\n]",
			   dir, &sigblk, &sigign, fds) != 4 ||
		    strcmp(dir, "/") || (sigblk & ~glibc_own) ||
		    (sigign & ~glibc_own) || strcmp(fds, "0\n1\n2\n3\n")) {
			fprintf(stderr, "watcher saw:\n%s", buf);
			fail();
		}
	}
}

/* The state lock is waited for a bounded time: -ETIMEDOUT, not for
 * ever (the watcher takes it too). */
static void lock_timeout(void **state)
{
	struct fixture *f = *state;
	struct nlbe be = { .lock_fd = -1, .lock_timeout_ms = 300 };
	char p[256];
	int fd;

	assert_int_equal(iwc_nlbe_state_lock(&f->be, &f->iface), 0);
	iwc_nlbe_state_unlock(&f->be);
	path_of(f, ".lock", p, sizeof(p));
	fd = open(p, O_RDWR);
	assert_true(fd >= 0);
	assert_int_equal(flock(fd, LOCK_EX), 0);
	/* the wait is bounded in work, not in time: the sleeps it asks for
	 * add up to the limit (and at most one step of 50 ms more), in a
	 * bounded number of tries */
	slept_us = 0;
	sleeps = 0;
	count_sleep = true;
	assert_int_equal(iwc_nlbe_state_lock(&be, &f->iface), -ETIMEDOUT);
	count_sleep = false;
	assert_true(slept_us >= 300000);
	assert_true(slept_us < 350000);
	assert_true(sleeps <= 20);
	assert_int_equal(be.lock_fd, -1);
	close(fd);
	assert_int_equal(iwc_nlbe_state_lock(&be, &f->iface), 0);
	iwc_nlbe_state_unlock(&be);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(store_private, setup, teardown),
		cmocka_unit_test_setup_teardown(dir_mode_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(dir_symlink_refused, setup,
						teardown),
		cmocka_unit_test_setup_teardown(dir_not_dir_refused, setup,
						teardown),
		cmocka_unit_test_setup_teardown(dir_owner_refused, setup,
						teardown),
		cmocka_unit_test(dir_policy),
		cmocka_unit_test_setup_teardown(nonroot_caller_refused, setup,
						teardown),
		cmocka_unit_test_setup_teardown(files_not_private_ignored, setup,
						teardown),
		cmocka_unit_test_setup_teardown(other_wdev_ignored, setup,
						teardown),
		cmocka_unit_test_setup_teardown(kill_while_saving, setup,
						teardown),
		cmocka_unit_test_setup_teardown(two_writers_nothing_lost, setup,
						teardown),
		cmocka_unit_test_setup_teardown(stale_tmp_removed, setup,
						teardown),
		cmocka_unit_test_setup_teardown(save_all_or_nothing, setup,
						teardown),
		cmocka_unit_test_setup_teardown(killed_between_renames, setup,
						teardown),
		cmocka_unit_test_setup_teardown(fifo_not_read, setup, teardown),
		cmocka_unit_test_setup_teardown(fds_close_on_exec, setup,
						teardown),
		cmocka_unit_test(spawn_failures),
		cmocka_unit_test_setup_teardown(spawn_clean, setup, teardown),
		cmocka_unit_test_setup_teardown(lock_timeout, setup, teardown),
		cmocka_unit_test(ifname_validation),
		cmocka_unit_test(arp_lookup_errno),
		cmocka_unit_test(iwconfig_refused_state),
		cmocka_unit_test(iwconfig_store_fails),
		cmocka_unit_test(stateless_without_lock),
		cmocka_unit_test_setup_teardown(lock_held_nothing_set, setup,
						teardown),
		cmocka_unit_test(keys_hidden_from_nonroot),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
