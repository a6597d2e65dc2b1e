/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sysinfo.c - interface lists from /proc/net/dev and getifaddrs(),
 * rfkill from sysfs, CAP_NET_ADMIN from capget(). No WEXT ioctl.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>

#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include <linux/capability.h>

#include "sysinfo.h"

static int list_push(struct iwc_name_list *l, size_t *cap, const char *name,
		     size_t len)
{
	if (l->n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 16;
		char (*n)[IWC_IFNAMSIZ] = realloc(l->names, ncap * IWC_IFNAMSIZ);

		if (!n)
			return -ENOMEM;
		l->names = n;
		*cap = ncap;
	}
	if (len >= IWC_IFNAMSIZ)
		len = IWC_IFNAMSIZ - 1;
	memcpy(l->names[l->n], name, len);
	l->names[l->n][len] = '\0';
	l->n++;
	return 0;
}

int iwc_sys_list_ifaces(struct iwc_name_list *ret)
{
	struct iwc_name_list l = { 0 };
	size_t cap = 0;
	char line[1024];
	FILE *f = fopen("/proc/net/dev", "re");

	if (!f)
		return -errno;
	/* two header lines */
	if (!fgets(line, sizeof(line), f) || !fgets(line, sizeof(line), f)) {
		fclose(f);
		*ret = l;
		return 0;
	}
	while (fgets(line, sizeof(line), f)) {
		char *s = line, *end;

		if (line[0] == '\0' || line[1] == '\0')
			continue;
		while (isspace((unsigned char)*s))
			s++;
		end = strrchr(s, ':');
		if (!end || end - s + 1 > IWC_IFNAMSIZ + 1)
			continue;
		if (list_push(&l, &cap, s, (size_t)(end - s)) < 0) {
			fclose(f);
			free(l.names);
			return -ENOMEM;
		}
	}
	fclose(f);
	*ret = l;
	return 0;
}

static size_t base_len(const char *label)
{
	const char *colon = strchr(label, ':');

	return colon ? (size_t)(colon - label) : strlen(label);
}

int iwc_sys_list_ipv4_ifaces(struct iwc_name_list *ret)
{
	/* SIOCGIFCONF order: netdev order (as /proc/net/dev), then each
	 * address of the device, named by its label; 25 entries fit in
	 * iwgetid's 1024-byte buffer. */
	struct iwc_name_list all = { 0 }, l = { 0 };
	struct ifaddrs *ifa_list, *ifa;
	size_t cap = 0;
	int r;

	r = iwc_sys_list_ifaces(&all);
	if (r < 0)
		return r;
	if (getifaddrs(&ifa_list) < 0) {
		r = -errno;
		iwc_name_list_free(&all);
		return r;
	}
	for (size_t i = 0; i < all.n && l.n < 25; i++) {
		for (ifa = ifa_list; ifa && l.n < 25; ifa = ifa->ifa_next) {
			if (!ifa->ifa_addr || ifa->ifa_addr->sa_family != AF_INET)
				continue;
			if (base_len(ifa->ifa_name) != strlen(all.names[i]) ||
			    strncmp(ifa->ifa_name, all.names[i],
				    strlen(all.names[i])) != 0)
				continue;
			if (list_push(&l, &cap, ifa->ifa_name,
				      strlen(ifa->ifa_name)) < 0) {
				r = -ENOMEM;
				break;
			}
		}
	}
	freeifaddrs(ifa_list);
	iwc_name_list_free(&all);
	if (r < 0) {
		free(l.names);
		return r;
	}
	*ret = l;
	return 0;
}

/* A small sysfs file (a number and a newline): open, one read, close,
 * without stdio's buffer and fstat. */
static int read_small_file(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = read(fd, buf, len - 1);
	close(fd);
	if (n < 0)
		return -EIO;
	buf[n] = '\0';
	return 0;
}

static int read_int_file(const char *path)
{
	char buf[32], *end;
	long v;
	int r = read_small_file(path, buf, sizeof(buf));

	if (r < 0)
		return r;
	v = strtol(buf, &end, 10);
	if (end == buf || v < 0 || v > 0x7fffffff)
		return -EINVAL;
	return (int)v;
}

/* The kernel's dev_valid_name(): what a netdev can be called. Checked
 * before any path is built from a name (they come from argv). */
bool iwc_sys_ifname_valid(const char *ifname)
{
	size_t n = strnlen(ifname, IWC_IFNAMSIZ);

	if (n == 0 || n >= IWC_IFNAMSIZ || !strcmp(ifname, ".") ||
	    !strcmp(ifname, ".."))
		return false;
	for (size_t i = 0; i < n; i++)
		if (ifname[i] == '/' || ifname[i] == ':' ||
		    isspace((unsigned char)ifname[i]))
			return false;
	return true;
}

/* The wiphy's rfkill directory (/sys/class/net/IF/phy80211/rfkillN). */
static int rfkill_dir(const char *ifname, char *buf, size_t len)
{
	char path[256];
	struct dirent *de;
	DIR *d;
	int r = -ENOENT;

	if (!iwc_sys_ifname_valid(ifname))
		return -ENODEV;
	snprintf(path, sizeof(path), "/sys/class/net/%s/phy80211", ifname);
	d = opendir(path);
	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		if (strncmp(de->d_name, "rfkill", 6) != 0)
			continue;
		snprintf(buf, len, "%s/%s", path, de->d_name);
		r = 0;
		break;
	}
	closedir(d);
	return r;
}

int iwc_sys_rfkill_blocked(const char *ifname)
{
	char dir[512], p[600];
	int state, r;

	r = rfkill_dir(ifname, dir, sizeof(dir));
	if (r < 0)
		return r;
	/* "state" says both in one file: 0 soft blocked, 1 unblocked,
	 * 2 hard blocked (RFKILL_STATE_*) */
	snprintf(p, sizeof(p), "%s/state", dir);
	state = read_int_file(p);
	if (state < 0)
		return -ENOENT;
	return state != 1;
}

int iwc_sys_rfkill_index(const char *ifname)
{
	char dir[512], p[600];
	int r;

	r = rfkill_dir(ifname, dir, sizeof(dir));
	if (r < 0)
		return r;
	snprintf(p, sizeof(p), "%s/index", dir);
	return read_int_file(p);
}

bool iwc_sys_has_net_admin(void)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
		.pid = 0,
	};
	struct __user_cap_data_struct data[2];

	memset(data, 0, sizeof(data));
	if (syscall(SYS_capget, &hdr, data) < 0)
		return geteuid() == 0;
	return data[CAP_NET_ADMIN / 32].effective & (1u << (CAP_NET_ADMIN % 32));
}

int iwc_sys_iface_up(const char *ifname)
{
	char path[128], buf[32], *end;
	unsigned long flags;
	int r;

	if (!iwc_sys_ifname_valid(ifname))
		return -ENODEV;
	snprintf(path, sizeof(path), "/sys/class/net/%s/flags", ifname);
	r = read_small_file(path, buf, sizeof(buf));
	if (r < 0)
		return r;
	flags = strtoul(buf, &end, 16);
	if (end == buf)
		return -EINVAL;
	return (flags & 0x1) != 0;	/* IFF_UP */
}

int iwc_sys_iface_hwtype(const char *ifname)
{
	char path[128];

	if (!iwc_sys_ifname_valid(ifname))
		return -ENODEV;
	snprintf(path, sizeof(path), "/sys/class/net/%s/type", ifname);
	return read_int_file(path);
}

int iwc_sys_arp_lookup(const char *ifname, const char *arg, uint8_t *ret_mac)
{
	struct addrinfo hints = { .ai_family = AF_INET }, *ai = NULL;
	struct ifaddrs *ifa_list, *ifa;
	char ip[INET_ADDRSTRLEN], line[256];
	bool has_ipv4 = false;
	FILE *f;
	int found = -ENXIO;

	if (getifaddrs(&ifa_list) == 0) {
		for (ifa = ifa_list; ifa; ifa = ifa->ifa_next)
			if (ifa->ifa_addr && ifa->ifa_addr->sa_family == AF_INET &&
			    !strcmp(ifa->ifa_name, ifname))
				has_ipv4 = true;
		freeifaddrs(ifa_list);
	}
	if (!has_ipv4)
		return -EADDRNOTAVAIL;
	if (getaddrinfo(arg, NULL, &hints, &ai) != 0 || !ai)
		return -EINVAL;
	inet_ntop(AF_INET, &((struct sockaddr_in *)ai->ai_addr)->sin_addr, ip,
		  sizeof(ip));
	freeaddrinfo(ai);

	/* IP address HW type Flags HW address Mask Device */
	f = fopen("/proc/net/arp", "re");
	while (f && found < 0 && fgets(line, sizeof(line), f)) {
		char a_ip[64], a_hw[64], a_dev[64];
		unsigned int type, flags, m[6];

		if (sscanf(line, "%63s 0x%x 0x%x %63s %*s %63s", a_ip, &type,
			   &flags, a_hw, a_dev) != 5)
			continue;
		if (strcmp(a_ip, ip) || strcmp(a_dev, ifname) || !(flags & 0x2))
			continue;
		if (sscanf(a_hw, "%x:%x:%x:%x:%x:%x", &m[0], &m[1], &m[2],
			   &m[3], &m[4], &m[5]) != 6)
			continue;
		for (int i = 0; i < 6; i++)
			ret_mac[i] = (uint8_t)m[i];
		found = 0;
	}
	if (f)
		fclose(f);
	return found;
}

/* In the watcher, before its exec: every descriptor but 0-2 and @keep
 * closed (or close-on-exec), however high. */
static void close_fds_from_3(int keep)
{
	long max = sysconf(_SC_OPEN_MAX);
	DIR *d;
	struct dirent *e;

	/* close_range() needs Linux 5.9; /proc may be missing: the
	 * descriptors listed, then a sweep up to the limit */
	if (syscall(SYS_close_range, 3u, ~0u, 4u /* CLOEXEC */) == 0 &&
	    keep >= 0 && fcntl(keep, F_SETFD, FD_CLOEXEC) == 0)
		return;
	d = opendir("/proc/self/fd");
	if (d) {
		int dfd = dirfd(d);

		while ((e = readdir(d))) {
			int fd = atoi(e->d_name);

			if (fd > 2 && fd != keep && fd != dfd)
				close(fd);
		}
		closedir(d);
		return;
	}
	if (max < 0 || max > 1 << 20)
		max = 1 << 20;
	for (long fd = 3; fd < max; fd++)
		if (fd != keep)
			close((int)fd);
}

static void report(int fd, int err)
{
	(void)!write(fd, &err, sizeof(err));
}

int iwc_sys_spawn_detached(const char *path, char *const argv[])
{
	int pfd[2], err = 0, status;
	ssize_t n;
	pid_t pid;

	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -errno;
	pid = fork();
	if (pid < 0) {
		err = -errno;
		close(pfd[0]);
		close(pfd[1]);
		return err;
	}
	if (pid == 0) {
		/* detach: new session, second fork so nobody waits for us,
		 * no inherited directory, signal state, terminal or
		 * descriptors; a failure goes up the pipe as an errno */
		struct sigaction dfl = { .sa_handler = SIG_DFL };
		sigset_t none;
		pid_t pid2;
		int fd;

		close(pfd[0]);
		if (setsid() < 0) {
			report(pfd[1], errno);
			_exit(1);
		}
		pid2 = fork();
		if (pid2 < 0) {
			report(pfd[1], errno);
			_exit(1);
		}
		if (pid2 > 0)
			_exit(0);
		if (chdir("/") < 0) {
			report(pfd[1], errno);
			_exit(1);
		}
		for (int sig = 1; sig < NSIG; sig++)
			sigaction(sig, &dfl, NULL);
		sigemptyset(&none);
		sigprocmask(SIG_SETMASK, &none, NULL);
		fd = open("/dev/null", O_RDWR | O_CLOEXEC);
		if (fd < 0 || dup2(fd, 0) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0) {
			report(pfd[1], fd < 0 ? errno : EBADF);
			_exit(1);
		}
		close_fds_from_3(pfd[1]);
		execv(path, argv);
		report(pfd[1], errno);
		_exit(127);
	}
	close(pfd[1]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	/* the errno of a failure, or nothing (EOF) once the exec closed
	 * the pipe */
	do
		n = read(pfd[0], &err, sizeof(err));
	while (n < 0 && errno == EINTR);
	close(pfd[0]);
	if (n == (ssize_t)sizeof(err) && err > 0)
		return -err;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return -ECHILD;
	return 0;
}

int iwc_sys_spawn_link_watcher(const char *ifname, uint64_t token)
{
	char tok[32];
	char *const argv[] = { "iwcompat", "link-up", "--wait",
			       (char *)ifname, tok, NULL };

	snprintf(tok, sizeof(tok), "%" PRIu64, token);
	return iwc_sys_spawn_detached("/proc/self/exe", argv);
}

int iwc_sys_wait_link_up(const char *ifname, int timeout_ms)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK,
				  .nl_groups = RTMGRP_LINK };
	struct pollfd pfd;
	char buf[8192];
	int fd, r;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (fd < 0)
		return -errno;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		r = -errno;
		close(fd);
		return r;
	}
	/* subscribed first, then the current state: no change is missed */
	r = iwc_sys_iface_up(ifname);
	if (r != 0) {
		close(fd);
		return r > 0 ? 1 : -ENODEV;
	}
	pfd.fd = fd;
	pfd.events = POLLIN;
	r = poll(&pfd, 1, timeout_ms);
	if (r > 0)
		(void)!recv(fd, buf, sizeof(buf), MSG_DONTWAIT);
	close(fd);
	if (r < 0)
		return errno == EINTR ? 0 : -errno;
	/* any link event (or the timeout): look again */
	r = iwc_sys_iface_up(ifname);
	return r > 0 ? 1 : (r < 0 ? -ENODEV : 0);
}
