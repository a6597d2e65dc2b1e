/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_state.c - the WEXT-only state of the nl80211 backend
 * (what WEXT kept and nl80211 does not: essid, ap, channel, WEP keys of
 * a down interface): files under the state directory, written
 * atomically with an undo for a killed store, and the lock that
 * serialises concurrent iwconfig runs.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "iwcompat/state.h"
#include "iwcompat/env.h"
#include "backend_nl80211_int.h"

static const char *state_dir(void)
{
	const char *d = iwc_env("IWCOMPAT_STATEDIR");

	return d && *d ? d : IWCOMPAT_STATEDIR;
}

static void state_name(char *buf, size_t len, const struct iwc_iface *iface,
		       const char *suffix)
{
	snprintf(buf, len, "if%d%s", iface->ifindex, suffix);
}

/* Private to us: owned by the effective user (root in use), no access for
 * group or others, not a symlink. Anything else may have been planted or
 * read by someone else and is refused. */
static int check_private(const struct stat *st, mode_t type)
{
	if ((st->st_mode & S_IFMT) != type)
		return type == S_IFDIR ? -ENOTDIR : -EPERM;
	if (st->st_uid != geteuid() || (st->st_mode & 077))
		return -EPERM;
	return 0;
}

/*
 * Who may use the state directory (issue 32, finding 7; iwcompat(8),
 * STATE). The stored state is root's: a directory of root's, mode 0700,
 * files of root's, 0600. A caller that is not root (CAP_NET_ADMIN alone,
 * as the kernel's WEXT asked) is refused it even when it can get in
 * (CAP_DAC_OVERRIDE): what it wrote would be its own files, which root
 * refuses to trust, so every later root iwconfig would be refused too.
 * Such a caller sets what needs no stored state; the rest is refused
 * before anything changes. A directory of the caller's own (tests, an
 * IWCOMPAT_STATEDIR of its own) is its to use.
 *
 * iwc_nlbe_state_dir_verdict: 0 (use it), -ENOTDIR, -EPERM (not private:
 * refused to everyone), -EACCES (private, but root's and the caller is
 * not root: refused to this caller only).
 * iwc_nlbe_state_dir_may_create: whether a missing directory may be made
 * in a parent of @parent_uid: by root, or in a directory of the caller's
 * own (a non-root caller must not leave its own directory in root's /run,
 * which root would then refuse).
 */
int iwc_nlbe_state_dir_verdict(uid_t euid, uid_t owner, mode_t mode)
{
	if ((mode & S_IFMT) != S_IFDIR)
		return -ENOTDIR;
	if (mode & 077)
		return -EPERM;
	if (owner == euid)
		return 0;
	return owner == 0 ? -EACCES : -EPERM;
}

int iwc_nlbe_state_dir_may_create(uid_t euid, uid_t parent_uid)
{
	return euid == 0 || parent_uid == euid ? 0 : -EACCES;
}

/* Whether a missing state directory @d may be made by this caller */
static int may_create(const char *d)
{
	char parent[4096];
	struct stat st;
	char *slash;

	if (geteuid() == 0)
		return 0;
	snprintf(parent, sizeof(parent), "%s", d);
	slash = strrchr(parent, '/');
	if (!slash)
		snprintf(parent, sizeof(parent), ".");
	else if (slash == parent)
		parent[1] = '\0';
	else
		*slash = '\0';
	if (stat(parent, &st) < 0)
		return -errno;
	return iwc_nlbe_state_dir_may_create(geteuid(), st.st_uid);
}

/* Opens the state directory (created 0700 if @create), refused unless
 * private: -ELOOP for a symlink, -ENOTDIR, -EPERM for a wrong owner or
 * mode, -EACCES for root's directory and a caller that is not root
 * (iwc_nlbe_state_dir_verdict). Returns the directory's fd. */
static int state_dir_open(bool create)
{
	const char *d = state_dir();
	struct stat st;
	int fd, r;

	if (create && lstat(d, &st) < 0 && errno == ENOENT) {
		r = may_create(d);
		if (r < 0)
			return r;
		if (mkdir(d, 0700) < 0 && errno != EEXIST)
			return -errno;
	}
	fd = open(d, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOTDIR && lstat(d, &st) == 0 &&
		       S_ISLNK(st.st_mode) ? -ELOOP : -errno;
	r = fstat(fd, &st) < 0 ? -errno :
		iwc_nlbe_state_dir_verdict(geteuid(), st.st_uid, st.st_mode);
	if (r < 0) {
		close(fd);
		return r;
	}
	return fd;
}

/* Merges one state file into @st if it belongs to this very wdev (a
 * file of an earlier interface with the same index is ignored, and so
 * is a file that is not private: not ours to trust). */
static void load_part(int dfd, const char *name, const struct iwc_iface *iface,
		      struct iwc_wext_state *st)
{
	struct iwc_wext_state tmp = *st;
	struct stat sb;
	char buf[4096];
	uint64_t wdev;
	ssize_t n;
	int fd;

	/* O_NONBLOCK: a FIFO (or a device) planted under this name must not
	 * block the open or the read (issue 32, finding 4: every reader
	 * hung, and in libiw every fork behind it); only a regular file is
	 * read, where O_NONBLOCK changes nothing */
	fd = openat(dfd, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0)
		return;		/* none, or not ours to read (keys) */
	if (fstat(fd, &sb) < 0 || check_private(&sb, S_IFREG) < 0) {
		close(fd);
		return;
	}
	n = read(fd, buf, sizeof(buf));
	close(fd);
	if (n > 0 && iwc_state_parse(buf, (size_t)n, &tmp, &wdev) == 0 &&
	    wdev == iface->wdev)
		*st = tmp;
}

/*
 * One store writes "ifN.PID.tmp" (public) and "ifN.keys.PID.tmp", makes
 * "ifN.keys.PID.undo" (a hard link to the keys file before, or an empty
 * file if there was none), renames the keys file, then the public file
 * (the commit), and removes the undo file. An undo file whose public
 * temporary file still exists belongs to a store that did not commit:
 * the keys file before is the undo file's. (Issue #17: a store is all or
 * nothing, and what a killed writer left is cleaned up.)
 */

/* @d is "ifN" @mid PID @suffix: the PID, else 0 */
static long store_file_pid(const char *d, const struct iwc_iface *iface,
			   const char *mid, const char *suffix)
{
	char prefix[48];
	size_t pl, sl = strlen(suffix), dl = strlen(d);
	long pid = 0;

	snprintf(prefix, sizeof(prefix), "if%d%s.", iface->ifindex, mid);
	pl = strlen(prefix);
	if (dl <= pl + sl || strncmp(d, prefix, pl) ||
	    strcmp(d + dl - sl, suffix))
		return 0;
	for (size_t i = pl; i < dl - sl; i++) {
		if (d[i] < '0' || d[i] > '9' || pid > 99999999)
			return 0;
		pid = pid * 10 + (d[i] - '0');
	}
	return pid;
}

static bool exists_at(int dfd, const char *name)
{
	struct stat sb;

	return fstatat(dfd, name, &sb, AT_SYMLINK_NOFOLLOW) == 0;
}

/* The undo file of a store that has not committed, into @ret ("" if
 * none). Every load reads the directory twice (iwc_nlbe_state_load), so
 * it is read here with getdents64 on @dfd itself: one pass from the
 * start (@dfd is used with the *at() calls only, which ignore its
 * offset), without fdopendir's dup, fstat and fcntl calls. */
static void pending_undo(int dfd, const struct iwc_iface *iface, char *ret,
			 size_t len)
{
	char buf[4096] __attribute__((aligned(8)));
	ssize_t n;

	ret[0] = '\0';
	if (lseek(dfd, 0, SEEK_SET) < 0)
		return;
	while ((n = getdents64(dfd, buf, sizeof(buf))) > 0) {
		for (ssize_t off = 0; off < n;) {
			const struct dirent64 *e =
				(const struct dirent64 *)(buf + off);
			long pid;
			char tmp[64];

			if (e->d_reclen == 0)
				return;
			off += e->d_reclen;
			pid = store_file_pid(e->d_name, iface, ".keys",
					     ".undo");
			if (!pid)
				continue;
			snprintf(tmp, sizeof(tmp), "if%d.%ld.tmp",
				 iface->ifindex, pid);
			if (exists_at(dfd, tmp)) {
				snprintf(ret, len, "%s", e->d_name);
				return;
			}
		}
	}
}

/* The inode of the public file, 0 if none */
static ino_t pub_ino(int dfd, const char *name)
{
	struct stat sb;

	return fstatat(dfd, name, &sb, AT_SYMLINK_NOFOLLOW) == 0 ? sb.st_ino :
								   0;
}

int iwc_nlbe_state_load(void *data, const struct iwc_iface *iface,
			struct iwc_wext_state *ret)
{
	char name[64], keys[64], undo[256], again[256];
	int dfd, tries;

	(void)data;
	iwc_state_init(ret);
	dfd = state_dir_open(false);
	if (dfd < 0)
		return dfd == -ENOENT ? 0 : dfd;	/* nothing stored yet */
	state_name(name, sizeof(name), iface, "");
	state_name(keys, sizeof(keys), iface, ".keys");
	/* one store's two files, or another's: read again while a store
	 * commits under us (the public file replaced, or the undo file
	 * made or gone between the reads) */
	for (tries = 0; tries < 100; tries++) {
		ino_t ino = pub_ino(dfd, name);
		bool ok = true;

		iwc_state_init(ret);
		load_part(dfd, name, iface, ret);
		/* a store that did not commit: the keys from before it */
		pending_undo(dfd, iface, undo, sizeof(undo));
		if (undo[0])
			ok = exists_at(dfd, undo);
		load_part(dfd, undo[0] ? undo : keys, iface, ret);
		pending_undo(dfd, iface, again, sizeof(again));
		if (ok && !strcmp(undo, again) && pub_ino(dfd, name) == ino)
			break;
		usleep(1000);
	}
	close(dfd);
	return 0;
}

/* Puts the keys file of before a store back from @undo (an empty undo
 * file: there was none), and removes @undo. */
static void undo_keys(int dfd, const struct iwc_iface *iface,
		      const char *undo)
{
	char keys[64];
	struct stat sb;

	state_name(keys, sizeof(keys), iface, ".keys");
	if (fstatat(dfd, undo, &sb, AT_SYMLINK_NOFOLLOW) < 0)
		return;
	if (sb.st_size == 0)
		unlinkat(dfd, keys, 0);
	else
		renameat(dfd, undo, dfd, keys);
	unlinkat(dfd, undo, 0);	/* if the rename left it (same file) */
	fsync(dfd);
}

/* Under the lock, before a store: finishes what a killed store of this
 * interface left (rolls back one that did not commit, drops the undo
 * file of one that did), then removes its temporary files, which may
 * hold WEP keys. */
static void state_cleanup(int dfd, const struct iwc_iface *iface)
{
	char undo[256];
	int fd;
	DIR *d;
	struct dirent *e;

	for (int i = 0; i < 64; i++) {
		pending_undo(dfd, iface, undo, sizeof(undo));
		if (!undo[0])
			break;
		undo_keys(dfd, iface, undo);
	}
	/* close-on-exec from the start: libiw runs inside programs whose
	 * other threads may fork and exec at any moment (issue 32, 9) */
	fd = fcntl(dfd, F_DUPFD_CLOEXEC, 0);
	d = fd >= 0 ? fdopendir(fd) : NULL;
	if (!d) {
		if (fd >= 0)
			close(fd);
		return;
	}
	rewinddir(d);
	while ((e = readdir(d)))
		if (store_file_pid(e->d_name, iface, "", ".tmp") ||
		    store_file_pid(e->d_name, iface, ".keys", ".tmp") ||
		    store_file_pid(e->d_name, iface, ".keys", ".undo"))
			unlinkat(dfd, e->d_name, 0);
	closedir(d);
}

/* Writes one part to the temporary file @tmp, synced: renamed over the
 * old file later, so a reader sees the old file or the new one, never a
 * torn one, even if we are killed on the way. */
static int write_part(int dfd, const char *tmp,
		      const struct iwc_wext_state *st, uint64_t wdev,
		      unsigned int parts)
{
	char buf[4096];
	int n, fd;

	n = iwc_state_format(st, wdev, parts, buf, sizeof(buf));
	if (n < 0)
		return n;
	/* O_NONBLOCK: a FIFO here fails (ENXIO) instead of blocking */
	fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC |
			      O_NOFOLLOW | O_NONBLOCK, 0600);
	if (fd < 0)
		return -errno;
	if (fchmod(fd, 0600) < 0 || write(fd, buf, (size_t)n) != n ||
	    fsync(fd) < 0) {
		int e = errno ? -errno : -EIO;

		close(fd);
		unlinkat(dfd, tmp, 0);
		return e;
	}
	close(fd);
	return 0;
}

/* The undo file: a hard link to the keys file, or an empty file */
static int make_undo(int dfd, const char *keys, const char *undo)
{
	int fd;

	unlinkat(dfd, undo, 0);
	if (linkat(dfd, keys, dfd, undo, 0) == 0)
		return 0;
	if (errno != ENOENT)
		return -errno;
	fd = openat(dfd, undo, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC |
			       O_NOFOLLOW, 0600);
	if (fd < 0)
		return -errno;
	close(fd);
	return 0;
}

int iwc_nlbe_state_store(void *data, const struct iwc_iface *iface,
			 const struct iwc_wext_state *st)
{
	char keys[64], pub[64], keys_tmp[96], pub_tmp[96], undo[96];
	int dfd, r;

	(void)data;
	/* root only: the keys are secret (they go to a file of their own
	 * so that no other part of the state ever shares their fate) */
	dfd = state_dir_open(true);
	if (dfd < 0)
		return dfd;
	state_cleanup(dfd, iface);
	state_name(keys, sizeof(keys), iface, ".keys");
	state_name(pub, sizeof(pub), iface, "");
	snprintf(keys_tmp, sizeof(keys_tmp), "%s.%d.tmp", keys, (int)getpid());
	snprintf(pub_tmp, sizeof(pub_tmp), "%s.%d.tmp", pub, (int)getpid());
	snprintf(undo, sizeof(undo), "%s.%d.undo", keys, (int)getpid());
	r = write_part(dfd, keys_tmp, st, iface->wdev, IWC_STATE_KEYS);
	if (r == 0) {
		r = write_part(dfd, pub_tmp, st, iface->wdev,
			       IWC_STATE_PUBLIC);
		if (r < 0)
			unlinkat(dfd, keys_tmp, 0);
	}
	if (r == 0) {
		r = make_undo(dfd, keys, undo);
		if (r == 0)
			r = fsync(dfd) < 0 ? -errno : 0;
		if (r < 0) {
			unlinkat(dfd, keys_tmp, 0);
			unlinkat(dfd, pub_tmp, 0);
			unlinkat(dfd, undo, 0);
		}
	}
	if (r == 0 && renameat(dfd, keys_tmp, dfd, keys) < 0) {
		r = -errno;
		unlinkat(dfd, keys_tmp, 0);
		unlinkat(dfd, pub_tmp, 0);
		unlinkat(dfd, undo, 0);
	}
	if (r == 0 && renameat(dfd, pub_tmp, dfd, pub) < 0) {
		/* not committed: the keys file of before goes back */
		r = -errno;
		undo_keys(dfd, iface, undo);
		unlinkat(dfd, pub_tmp, 0);
	}
	if (r == 0) {
		fsync(dfd);
		unlinkat(dfd, undo, 0);
	}
	close(dfd);
	return r;
}

/* Taken before the state is read and held until it is written: two
 * iwconfig runs on one interface apply their settings one after the
 * other. Fails (and nothing may be applied) if the state directory or
 * the lock file is not private. */
int iwc_nlbe_state_lock(void *data, const struct iwc_iface *iface)
{
	struct nlbe *be = data;
	struct stat sb;
	char name[64];
	int dfd, r;

	if (be->lock_fd >= 0)
		return 0;
	dfd = state_dir_open(true);
	if (dfd < 0)
		return dfd;
	state_name(name, sizeof(name), iface, ".lock");
	/* O_NONBLOCK: a FIFO or device under the lock file's name is
	 * opened without waiting, then refused (not a regular file) */
	be->lock_fd = openat(dfd, name, O_RDWR | O_CREAT | O_CLOEXEC |
					O_NOFOLLOW | O_NONBLOCK, 0600);
	r = be->lock_fd < 0 ? -errno : 0;
	close(dfd);
	if (r == 0 && (fstat(be->lock_fd, &sb) < 0 ||
		       check_private(&sb, S_IFREG) < 0))
		r = -EPERM;
	/* waited for a bounded time (a stuck holder must not hang every
	 * iwconfig and watcher after it): -ETIMEDOUT */
	for (int waited = 0, step = 1; r == 0;) {
		int limit = be->lock_timeout_ms > 0 ? be->lock_timeout_ms :
						      30000;

		if (flock(be->lock_fd, LOCK_EX | LOCK_NB) == 0)
			break;
		if (errno != EWOULDBLOCK && errno != EINTR)
			r = -errno;
		else if (waited >= limit)
			r = -ETIMEDOUT;
		else {
			usleep((useconds_t)step * 1000);
			waited += step;
			step = step < 50 ? step * 2 : 50;
		}
	}
	if (r < 0 && be->lock_fd >= 0) {
		close(be->lock_fd);
		be->lock_fd = -1;
	}
	return r;
}

void iwc_nlbe_state_unlock(void *data)
{
	struct nlbe *be = data;

	if (be->lock_fd >= 0)
		close(be->lock_fd);
	be->lock_fd = -1;
}
