/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_state_dir.c - the state directory reader of the nl80211 backend
 * (backend_nl80211_state.c: iwc_nlbe_state_load, and the store's
 * cleanup of what killed writers left: pending undo files, temporary
 * parts, their PID names) on a directory laid out from the input, on a
 * real file system. Whatever is there, a load succeeds without blocking
 * (FIFOs included), and a store that succeeds is what the next load
 * gives, exactly.
 *
 * Input: byte 0: bit 0 store after the load (under the lock); then
 * records: kind (1 byte), length (1 byte), content. Kind bits 0-2: the
 * name (0 if7, 1 if7.keys, 2 if7.PID.tmp, 3 if7.keys.PID.undo,
 * 4 if7.keys.PID.tmp, 5 if7.lock, 6 if8.keys.PID.undo, 7 the content is
 * the name, of an empty file); bits 3-4: what it is (0 a file 0600, 1 a
 * file 0644, 2 a FIFO, 3 a symlink to if7.keys); bits 5-7: PID 100 + N.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "iwcompat/state.h"
#include "fuzz_state.h"
#include "backend_nl80211_int.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[128];
static char base[64] = "/dev/shm/iwc-fuzz-state-XXXXXX";

static void clear_dir(void);

static void remove_dirs(void)
{
	clear_dir();
	rmdir(dir);
	rmdir(base);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* tmpfs: the store fsyncs, which a disk makes slow */
	if (access("/dev/shm", W_OK) < 0)
		snprintf(base, sizeof(base), "/tmp/iwc-fuzz-state-XXXXXX");

	(void)argc;
	(void)argv;
	if (!mkdtemp(base))
		abort();
	snprintf(dir, sizeof(dir), "%s/state", base);
	if (mkdir(dir, 0700) < 0)
		abort();
	setenv("IWCOMPAT_STATEDIR", dir, 1);
	atexit(remove_dirs);
	return 0;
}

static void clear_dir(void)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			unlinkat(dirfd(d), e->d_name, 0);
	closedir(d);
}

static void plant(int dfd, unsigned int kind, const uint8_t *p, size_t n)
{
	static const char *const fmt[] = {
		"if7", "if7.keys", "if7.%u.tmp", "if7.keys.%u.undo",
		"if7.keys.%u.tmp", "if7.lock", "if8.keys.%u.undo",
	};
	unsigned int pid = 100 + (kind >> 5);
	char name[300];
	int fd;

	if ((kind & 7) == 7) {
		/* a name of the input's (no '/', no NUL), an empty file */
		if (!n || n > 255 || memchr(p, '/', n) || memchr(p, 0, n))
			return;
		memcpy(name, p, n);
		name[n] = '\0';
		if (!strcmp(name, ".") || !strcmp(name, ".."))
			return;
		n = 0;
	} else {
		snprintf(name, sizeof(name), fmt[kind & 7], pid);
	}
	unlinkat(dfd, name, 0);
	switch ((kind >> 3) & 3) {
	case 2:
		mkfifoat(dfd, name, 0600);
		return;
	case 3:
		symlinkat("if7.keys", dfd, name);
		return;
	default:
		break;
	}
	fd = openat(dfd, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		return;
	if (n && write(fd, p, n) != (ssize_t)n)
		abort();
	fchmod(fd, (kind >> 3) & 1 ? 0644 : 0600);
	close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct iwc_iface iface = { .ifindex = 7, .wdev = 0x100000001ULL };
	struct nlbe be = { .lock_fd = -1, .lock_timeout_ms = 1 };
	struct iwc_wext_state st, again;
	size_t off = 1;
	int dfd;

	if (!size)
		return 0;
	clear_dir();
	/* no chdir: libFuzzer writes its corpus relative to the cwd */
	dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0)
		abort();
	while (off + 2 <= size) {
		unsigned int kind = data[off];
		size_t n = data[off + 1];

		off += 2;
		if (n > size - off)
			n = size - off;
		plant(dfd, kind, data + off, n);
		off += n;
	}
	close(dfd);
	/* never blocks, never fails on what is in a private directory */
	if (iwc_nlbe_state_load(&be, &iface, &st) != 0)
		abort();
	if ((data[0] & 1) && iwc_nlbe_state_lock(&be, &iface) == 0) {
		/* a change of every part, stored whole or not at all */
		st.watch++;
		st.has_freq = true;
		st.freq_mhz = 2412;
		st.key_len[3] = 5;
		memcpy(st.key[3], "fuzz!", 5);
		if (iwc_nlbe_state_store(&be, &iface, &st) == 0 &&
		    (iwc_nlbe_state_load(&be, &iface, &again) != 0 ||
		     !fuzz_state_same(&st, &again)))
			abort();
		iwc_nlbe_state_unlock(&be);
	}
	return 0;
}
