/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_ioctl.c - the WEXT fallback's door to the kernel: the only code
 * in iwcompat that issues Wireless Extensions ioctls (0x8B00-0x8BFF).
 * It is reached only through the backend's wext_* ops, which the core
 * calls only for an interface nl80211 does not know and that has a
 * WEXT driver (or when IWCOMPAT_BACKEND=wext forces it, for tests).
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <linux/wireless.h>

#include "iwcompat/sys_ioctl.h"
#include "iwcompat/wext_live.h"
#include "wext_ioctl.h"

/* /sys/class/net/IF/wireless: net-sysfs makes it for a netdev with
 * wireless handlers (or a cfg80211 one, which nl80211 knows). */
bool iwc_wext_ioctl_present(void *be, const char *ifname)
{
	char path[96];
	struct stat st;

	(void)be;
	if (!ifname[0] || strchr(ifname, '/') || !strcmp(ifname, ".") ||
	    !strcmp(ifname, ".."))
		return false;
	snprintf(path, sizeof(path), "/sys/class/net/%s/wireless", ifname);
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int iwc_wext_ioctl(void *be, const char *ifname, unsigned int cmd,
		   union iwreq_data *data)
{
	struct iwreq wrq;
	int fd, r = 0;

	(void)be;
	/* WEXT requests, and the driver-private ones iwpriv may call
	 * (SIOCDEVPRIVATE..+15, for drivers older than WE-13) */
	if ((cmd < SIOCIWFIRST || cmd > SIOCIWLAST) &&
	    (cmd < 0x89F0 || cmd > 0x89FF))
		return -EINVAL;
	/* wireless-tools' iw_sockets_open(): AF_INET in practice */
	fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	memset(&wrq, 0, sizeof(wrq));
	strncpy(wrq.ifr_name, ifname, IFNAMSIZ);
	wrq.u = *data;
	/* the system call itself (iwcompat/sys_ioctl.h): inside libiw.so
	 * the symbol ioctl() is libiw's own interposer (libiw_ioctl.c),
	 * which answers WEXT requests over nl80211 */
	if (iwc_sys_ioctl(fd, cmd, &wrq) < 0)
		r = -errno;
	/* what the kernel left there, as the caller's own iwreq would
	 * hold it (wireless-tools reuses one across requests) */
	*data = wrq.u;
	close(fd);
	return r;
}

void iwc_wext_ioctl_sleep(void *be, int ms)
{
	struct timespec ts = {
		.tv_sec = ms / 1000,
		.tv_nsec = (long)(ms % 1000) * 1000000L,
	};

	(void)be;
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

const struct iwc_wext_ops iwc_wext_ioctl_ops = {
	.present = iwc_wext_ioctl_present,
	.ioctl = iwc_wext_ioctl,
	.sleep = iwc_wext_ioctl_sleep,
};
