/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_libiw_ioctl.c - libiw.so.30's decoding of a program's struct
 * iwreq (src/libiw/libiw_ioctl.c, libiw_model.c, libiw_set.c,
 * libiw_scanreq.c, libiw_mem.c) for every request 0x8B00-0x8BFF, on a
 * socket, against the unit tests' fake backend in one of several
 * worlds. An iw_point request's buffer is a heap block exactly as long
 * as the request claims (iw_point.length), so ASan catches a read or
 * write past it; or a pointer into the never-mapped first page (the
 * library must answer EFAULT, not fault). A GET that succeeds must not
 * claim more than the buffer held (else abort()).
 *
 * Input: byte 0: the request's low byte (0x8B00 | byte); byte 1: the
 * world; byte 2: bit 0 privileged, bits 1-2 the interface name (wlan0,
 * eth0, wlan1, mon0), bit 3 an iw_point's buffer (else a pointer below
 * 4096), bit 4 a NULL pointer; bytes 3-18: the request's 16-byte union
 * (iwreq_data, x86_64); the rest: the buffer's bytes (zero-padded to
 * the claimed length). Requests the model leaves to the kernel go to
 * it on an AF_UNIX socket, in a network namespace of our own where one
 * can be made (else unprivileged: the kernel refuses a SET).
 * Seeds (fuzz/corpus/libiw-ioctl): what wireless-tools' iwconfig,
 * iwlist and iwspy and libiw's functions issue.
 */
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "../src/libiw/libiw_abi.h"
#include "../src/libiw/libiw_cache.h"
#include "../src/libiw/libiw_model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int libiw_ioctl(int fd, unsigned long request, void *arg);

static const char *const worlds[] = {
	"station", "station-idle", "station-mlo", "monitor", "ap", "adhoc",
	"scan-four", "station-down", "scanfmt-cells-12", "station-ssid32",
	"mesh", "station-no-wiphy",
};
static const char *const names[] = { "wlan0", "eth0", "wlan1", "mon0" };

/* The iw_point requests (wext-core's IW_HEADER_TYPE_POINT). */
static int is_point(unsigned int cmd)
{
	switch (cmd) {
	case SIOCGIWRANGE: case SIOCSIWPRIV: case SIOCGIWPRIV:
	case SIOCGIWSTATS: case SIOCSIWSPY: case SIOCGIWSPY:
	case SIOCSIWTHRSPY: case SIOCGIWTHRSPY: case SIOCSIWMLME:
	case SIOCGIWAPLIST: case SIOCSIWSCAN: case SIOCGIWSCAN:
	case SIOCSIWESSID: case SIOCGIWESSID: case SIOCSIWNICKN:
	case SIOCGIWNICKN: case SIOCSIWENCODE: case SIOCGIWENCODE:
	case SIOCSIWGENIE: case SIOCGIWGENIE: case SIOCSIWENCODEEXT:
	case SIOCGIWENCODEEXT: case SIOCSIWPMKSA:
		return 1;
	default:
		return cmd >= SIOCIWFIRSTPRIV;
	}
}

static uint64_t fixed_clock(void)
{
	return 1000;
}

static int sock(void)
{
	static int fd = -1;

	if (fd < 0) {
		/* no real interface to ask (where allowed) */
		(void)unshare(CLONE_NEWNET);
		fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
		if (fd < 0)
			abort();
		libiw_cache_clock(fixed_clock);
	}
	return fd;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	struct fake_world *w;
	struct fake_backend fb;
	struct iwc_ctx ctx;
	struct iwreq req;
	unsigned int cmd, len = 0;
	uint8_t *buf = NULL;
	int fd = sock();

	if (size < 19)
		return 0;
	cmd = 0x8B00u | data[0];
	w = world_new(worlds[data[1] % (sizeof(worlds) / sizeof(worlds[0]))]);
	if (!w)
		abort();
	w->privileged = data[2] & 1;
	fake_backend_init(&fb, w);
	fake_ctx_init(&ctx, &fb, env->null, env->null, "fuzz");
	libiw_model_use(&ctx);

	memset(&req, 0, sizeof(req));
	strcpy(req.ifr_name, names[(data[2] >> 1) & 3]);
	memcpy(&req.u, data + 3, 16);
	if (is_point(cmd)) {
		len = req.u.data.length;
		if (data[2] & 0x10) {
			req.u.data.pointer = NULL;
		} else if (data[2] & 8) {
			size_t have = size - 19;

			buf = malloc(len);
			if (len && !buf)
				abort();
			if (len) {
				memset(buf, 0, len);
				memcpy(buf, data + 19, have < len ? have : len);
			}
			req.u.data.pointer = buf;
		} else {
			req.u.data.pointer =
				(void *)((uintptr_t)req.u.data.pointer & 0xfff);
		}
	}
	if (libiw_ioctl(fd, cmd, &req) == 0 && is_point(cmd) && (cmd & 1) &&
	    req.u.data.pointer == buf && buf != NULL &&
	    req.u.data.length > len)
		abort();
	free(buf);
	world_free(w);
	return 0;
}
