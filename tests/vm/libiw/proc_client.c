/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * proc_client.c - /proc/net/wireless as programs linked with libiw read
 * it (docs/libiw.md, "/proc/net/wireless"), built against Debian's
 * libiw-dev and run with either library (tests/vm/libiw/guest.sh):
 * libiw's version probe; xmobar's call, iw_get_stats with has_range
 * set before the range is filled (libiw's /proc path); the file read
 * with fopen() and open() as wmwave does, every line printed.
 * Usage: proc_client IFNAME
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <iwlib.h>

int main(int argc, char **argv)
{
	const char *ifname = argc > 1 ? argv[1] : "wlan1";
	struct iw_statistics st;
	struct iw_range range;
	char line[512];
	FILE *f;
	int skfd = iw_sockets_open(), r, fd;
	ssize_t n;

	printf("we_version %d\n", iw_get_kernel_we_version());
	memset(&st, 0, sizeof(st));
	memset(&range, 0, sizeof(range));
	r = iw_get_stats(skfd, ifname, &st, &range, 1);
	printf("iw_get_stats %s: ret %d status %u qual %u level %u noise %u "
	       "updated 0x%x nwid %u code %u misc %u\n", ifname, r, st.status,
	       st.qual.qual, st.qual.level, st.qual.noise, st.qual.updated,
	       st.discard.nwid, st.discard.code, st.discard.misc);
	f = fopen("/proc/net/wireless", "r");
	if (f == NULL) {
		perror("fopen /proc/net/wireless");
	} else {
		while (fgets(line, sizeof(line), f) != NULL)
			printf("fopen: %s", line);
		fclose(f);
	}
	fd = open("/proc/net/wireless", O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		perror("open /proc/net/wireless");
	} else {
		while ((n = read(fd, line, sizeof(line) - 1)) > 0) {
			line[n] = '\0';
			printf("%s", line);
		}
		close(fd);
	}
	close(skfd);
	return 0;
}
