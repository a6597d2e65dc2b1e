/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * bench_ioctl.c - what the library's ioctl() costs a program: N calls
 * of a non-WEXT request (SIOCGIFFLAGS on lo) and of a WEXT request on a
 * non-nl80211 interface (SIOCGIWNAME on lo), in ns per call. Run it
 * plain and with LD_PRELOAD=build/src/libiw/libiw.so.30 (docs/libiw.md).
 * Usage: bench_ioctl [N]
 */
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double run(int fd, unsigned long req, long n)
{
	struct ifreq ifr;
	double t0 = now();

	for (long i = 0; i < n; i++) {
		memset(&ifr, 0, sizeof(ifr));
		strcpy(ifr.ifr_name, "lo");
		ioctl(fd, req, &ifr);
	}
	return (now() - t0) / (double)n;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 200000;
	int fd = socket(AF_INET, SOCK_DGRAM, 0);

	if (fd < 0)
		return 1;
	run(fd, SIOCGIFFLAGS, n / 10 + 1);	/* warm up */
	printf("SIOCGIFFLAGS lo: %.0f ns/call\n", run(fd, SIOCGIFFLAGS, n));
	printf("SIOCGIWNAME lo:  %.0f ns/call\n", run(fd, 0x8B01, n / 100 + 1));
	close(fd);
	return 0;
}
