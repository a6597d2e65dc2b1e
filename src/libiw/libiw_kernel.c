/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_kernel.c - libiw's functions that ask the kernel: sockets, the
 * interface list, the basic configuration, statistics, range, private
 * requests, address checks. Like wireless-tools' own, every request is
 * an ioctl() on the caller's socket; here it goes to libiw_ioctl()
 * (libiw_ioctl.c), which answers WEXT requests on nl80211 interfaces
 * from iwcompat's model and passes everything else to the kernel
 * (docs/libiw.md).
 */
#include <ctype.h>
#include <errno.h>
#include <net/if_arp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "libiw_abi.h"
#include "libiw_proc.h"

#define WT_VERSION 30
#define WE_MAX_VERSION 22

/* iw_get_ext() of iwlib.h, with the library's own ioctl */
static int get_ext(int skfd, const char *ifname, unsigned long request,
		   struct iwreq *wrq)
{
	strncpy(wrq->ifr_name, ifname, IFNAMSIZ);
	return libiw_ioctl(skfd, request, wrq);
}

int iw_sockets_open(void)
{
	static const int families[] = {
		AF_INET, AF_IPX, AF_AX25, AF_APPLETALK,
	};

	for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++) {
		int s = socket(families[i], SOCK_DGRAM, 0);
		if (s >= 0)
			return s;
	}
	return -1;
}

/* Without /proc/net/dev: the interfaces SIOCGIFCONF lists (those with
 * an IPv4 address). */
static void enum_ifconf(int skfd, iw_enum_handler fn, char *args[], int count)
{
	char buf[1024];
	struct ifconf ifc = { .ifc_len = sizeof(buf), .ifc_buf = buf };

	if (libiw_ioctl(skfd, SIOCGIFCONF, &ifc) < 0) {
		fprintf(stderr, "SIOCGIFCONF: %s\n", strerror(errno));
		return;
	}
	struct ifreq *ifr = ifc.ifc_req;
	for (int i = ifc.ifc_len / (int)sizeof(struct ifreq); --i >= 0; ifr++)
		(*fn)(skfd, ifr->ifr_name, args, count);
}

void iw_enum_devices(int skfd, iw_enum_handler fn, char *args[], int count)
{
	FILE *fh = fopen("/proc/net/dev", "re");
	char line[1024];

	if (fh == NULL) {
		enum_ifconf(skfd, fn, args, count);
		return;
	}
	/* two header lines */
	if (fgets(line, sizeof(line), fh) == NULL ||
	    fgets(line, sizeof(line), fh) == NULL) {
		fclose(fh);
		return;
	}
	while (fgets(line, sizeof(line), fh) != NULL) {
		char name[IFNAMSIZ + 1];
		char *p = line, *colon;

		if (line[0] == '\0' || line[1] == '\0')
			continue;
		while (isspace((unsigned char)*p))
			p++;
		colon = strrchr(p, ':');
		if (colon == NULL || colon - p > IFNAMSIZ) {
			fprintf(stderr, "Cannot parse /proc/net/dev\n");
			continue;
		}
		memcpy(name, p, (size_t)(colon - p));
		name[colon - p] = '\0';
		(*fn)(skfd, name, args, count);
	}
	fclose(fh);
}

int iw_get_kernel_we_version(void)
{
	char line[1024];
	FILE *fh = libiw_proc_fopen();
	int v = -1;

	if (fh == NULL) {
		fprintf(stderr, "Cannot read /proc/net/wireless\n");
		return -1;
	}
	if (fgets(line, sizeof(line), fh) == NULL) {
		fclose(fh);
		return -1;
	}
	if (strstr(line, "| WE") == NULL) {
		/* before WE-16 the header had no version column */
		v = strstr(line, "| Missed") ? 15 : 11;
		fclose(fh);
		return v;
	}
	if (fgets(line, sizeof(line), fh) != NULL) {
		char *bar = strrchr(line, '|');
		if (bar == NULL || sscanf(bar + 1, "%d", &v) != 1) {
			fprintf(stderr, "Cannot parse /proc/net/wireless\n");
			v = -1;
		}
	}
	fclose(fh);
	return v;
}

static int print_iface_version(int skfd, char *ifname, char *args[], int count)
{
	struct iwreq wrq;
	char buffer[sizeof(struct iw_range) * 2];
	struct iw_range *range = (struct iw_range *)buffer;

	(void)args;
	(void)count;
	if (get_ext(skfd, ifname, SIOCGIWNAME, &wrq) < 0)
		return -1;
	memset(buffer, 0, sizeof(buffer));
	wrq.u.data.pointer = buffer;
	wrq.u.data.length = sizeof(buffer);
	wrq.u.data.flags = 0;
	if (get_ext(skfd, ifname, SIOCGIWRANGE, &wrq) < 0) {
		fprintf(stderr, "%-8.16s  Driver has no Wireless Extension "
			"version information.\n\n", ifname);
		return 0;
	}
	if (wrq.u.data.length >= 300) {
		printf("%-8.16s  Recommend Wireless Extension v%d or later,\n",
		       ifname, range->we_version_source);
		printf("          Currently compiled with Wireless Extension "
		       "v%d.\n\n", range->we_version_compiled);
	} else {
		fprintf(stderr, "%-8.16s  Wireless Extension version too "
			"old.\n\n", ifname);
	}
	return 0;
}

int iw_print_version_info(const char *toolname)
{
	int skfd = iw_sockets_open();
	int we;

	if (skfd < 0) {
		perror("socket");
		return -1;
	}
	if (toolname != NULL)
		printf("%-8.16s  Wireless-Tools version %d\n", toolname,
		       WT_VERSION);
	printf("          Compatible with Wireless Extension v11 to v%d.\n\n",
	       WE_MAX_VERSION);
	we = iw_get_kernel_we_version();
	if (we > 15)
		printf("Kernel    Currently compiled with Wireless Extension "
		       "v%d.\n\n", we);
	iw_enum_devices(skfd, print_iface_version, NULL, 0);
	close(skfd);
	return 0;
}

int iw_get_range_info(int skfd, const char *ifname, struct iw_range *range)
{
	struct iwreq wrq;
	char buffer[sizeof(struct iw_range) * 2];

	memset(buffer, 0, sizeof(buffer));
	wrq.u.data.pointer = buffer;
	wrq.u.data.length = sizeof(buffer);
	wrq.u.data.flags = 0;
	if (get_ext(skfd, ifname, SIOCGIWRANGE, &wrq) < 0)
		return -1;
	memcpy(range, buffer, sizeof(*range));
	/* a driver that answers fewer than 300 bytes predates WE-11 */
	if (wrq.u.data.length < 300)
		range->we_version_compiled = 9;
	/* wireless-tools' flag, set by every call: from threads at once
	 * too (relaxed atomics: a race-free write of the same value) */
	if (__atomic_load_n(&iw_ignore_version, __ATOMIC_RELAXED) != 1)
		__atomic_store_n(&iw_ignore_version, 1, __ATOMIC_RELAXED);
	return 0;
}

int iw_get_priv_info(int skfd, const char *ifname, struct iw_priv_args **ppriv)
{
	struct iwreq wrq;
	struct iw_priv_args *priv = NULL;
	int max = 16;

	do {
		struct iw_priv_args *grown =
			realloc(priv, (size_t)max * sizeof(*priv));
		if (grown == NULL) {
			fprintf(stderr, "%s: Allocation failed\n",
				"iw_get_priv_info");
			break;
		}
		priv = grown;
		wrq.u.data.pointer = priv;
		wrq.u.data.length = (__u16)max;
		wrq.u.data.flags = 0;
		if (get_ext(skfd, ifname, SIOCGIWPRIV, &wrq) >= 0) {
			*ppriv = priv;
			return wrq.u.data.length;
		}
		if (errno != E2BIG)
			break;
		if (wrq.u.data.length > max)
			max = wrq.u.data.length;
		else
			max *= 2;
	} while (max < 1000);
	free(priv);
	*ppriv = NULL;
	return -1;
}

int iw_get_basic_config(int skfd, const char *ifname,
			struct wireless_config *info)
{
	struct iwreq wrq;

	memset(info, 0, sizeof(*info));
	if (get_ext(skfd, ifname, SIOCGIWNAME, &wrq) < 0)
		return -1;
	strncpy(info->name, wrq.u.name, IFNAMSIZ);
	info->name[IFNAMSIZ] = '\0';

	if (get_ext(skfd, ifname, SIOCGIWNWID, &wrq) >= 0) {
		info->has_nwid = 1;
		info->nwid = wrq.u.nwid;
	}
	if (get_ext(skfd, ifname, SIOCGIWFREQ, &wrq) >= 0) {
		info->has_freq = 1;
		info->freq = iw_freq2float(&wrq.u.freq);
		info->freq_flags = wrq.u.freq.flags;
	}
	wrq.u.data.pointer = info->key;
	wrq.u.data.length = IW_ENCODING_TOKEN_MAX;
	wrq.u.data.flags = 0;
	if (get_ext(skfd, ifname, SIOCGIWENCODE, &wrq) >= 0) {
		info->has_key = 1;
		info->key_size = wrq.u.data.length;
		info->key_flags = wrq.u.data.flags;
	}
	wrq.u.essid.pointer = info->essid;
	wrq.u.essid.length = IW_ESSID_MAX_SIZE + 2;
	wrq.u.essid.flags = 0;
	if (get_ext(skfd, ifname, SIOCGIWESSID, &wrq) >= 0) {
		info->has_essid = 1;
		info->essid_on = wrq.u.data.flags;
		info->essid_len = wrq.u.essid.length;
	}
	if (get_ext(skfd, ifname, SIOCGIWMODE, &wrq) >= 0) {
		info->has_mode = 1;
		if (wrq.u.mode < 7)
			info->mode = (int)wrq.u.mode;
	}
	return 0;
}

int iw_set_basic_config(int skfd, const char *ifname,
			struct wireless_config *info)
{
	struct iwreq wrq;
	int ret = 0;

	if (get_ext(skfd, ifname, SIOCGIWNAME, &wrq) < 0)
		return -2;
	if (info->has_mode) {
		wrq.u.mode = (__u32)info->mode;
		if (get_ext(skfd, ifname, SIOCSIWMODE, &wrq) < 0) {
			fprintf(stderr, "SIOCSIWMODE: %s\n", strerror(errno));
			ret = -1;
		}
	}
	if (info->has_freq) {
		iw_float2freq(info->freq, &wrq.u.freq);
		if (get_ext(skfd, ifname, SIOCSIWFREQ, &wrq) < 0) {
			fprintf(stderr, "SIOCSIWFREQ: %s\n", strerror(errno));
			ret = -1;
		}
	}
	if (info->has_key) {
		int flags = info->key_flags;

		/* select the key index first, then set the key itself */
		if (flags & IW_ENCODE_INDEX) {
			wrq.u.data.pointer = NULL;
			wrq.u.data.flags = (__u16)((flags & IW_ENCODE_INDEX) |
						   IW_ENCODE_NOKEY);
			wrq.u.data.length = 0;
			if (get_ext(skfd, ifname, SIOCSIWENCODE, &wrq) < 0) {
				fprintf(stderr, "SIOCSIWENCODE(%d): %s\n",
					errno, strerror(errno));
				ret = -1;
			}
		}
		flags &= ~IW_ENCODE_INDEX;
		wrq.u.data.pointer = info->key;
		wrq.u.data.length = (__u16)info->key_size;
		wrq.u.data.flags = (__u16)flags;
		if (flags & IW_ENCODE_NOKEY)
			wrq.u.data.pointer = NULL;
		if (get_ext(skfd, ifname, SIOCSIWENCODE, &wrq) < 0) {
			fprintf(stderr, "SIOCSIWENCODE(%d): %s\n", errno,
				strerror(errno));
			ret = -1;
		}
	}
	if (info->has_nwid) {
		wrq.u.nwid = info->nwid;
		wrq.u.nwid.fixed = 1;
		if (get_ext(skfd, ifname, SIOCSIWNWID, &wrq) < 0) {
			fprintf(stderr, "SIOCSIWNWID: %s\n", strerror(errno));
			ret = -1;
		}
	}
	if (info->has_essid) {
		int we = iw_get_kernel_we_version();

		wrq.u.essid.pointer = info->essid;
		wrq.u.essid.length = (__u16)strlen(info->essid);
		wrq.u.data.flags = (__u16)info->essid_on;
		if (we < 21)
			wrq.u.essid.length++;
		if (get_ext(skfd, ifname, SIOCSIWESSID, &wrq) < 0) {
			fprintf(stderr, "SIOCSIWESSID: %s\n", strerror(errno));
			ret = -1;
		}
	}
	return ret;
}

/* /proc/net/wireless, for ranges of WE-11 and before: the interface's
 * line, the "updated" bits from the dots (added to what the caller's
 * structure held, as libiw did). The file is the one programs read
 * with this library loaded: with the rows of the nl80211 interfaces
 * the kernel does not list (libiw_open.c). */
static int stats_from_proc(const char *ifname, struct iw_statistics *stats)
{
	FILE *fh = libiw_proc_fopen();
	char line[256];
	size_t n = strlen(ifname);

	if (fh == NULL)
		return -1;
	while (fgets(line, sizeof(line) - 1, fh) != NULL) {
		char *p = line, *save = NULL, *tok;
		unsigned int st;
		int v;

		while (*p && isspace((unsigned char)*p))
			p++;
		if (strncmp(p, ifname, n) != 0 || p[n] != ':')
			continue;
		p = strchr(p, ':') + 1;
#define NEXT() (tok = strtok_r(p, " ", &save), p = NULL, tok ? tok : "")
		sscanf(NEXT(), "%X", &st);
		stats->status = (__u16)st;
		tok = NEXT();
		if (strchr(tok, '.'))
			stats->qual.updated |= 1;
		sscanf(tok, "%d", &v);
		stats->qual.qual = (__u8)v;
		tok = NEXT();
		if (strchr(tok, '.'))
			stats->qual.updated |= 2;
		sscanf(tok, "%d", &v);
		stats->qual.level = (__u8)v;
		tok = NEXT();
		if (strchr(tok, '.'))
			stats->qual.updated += 4;
		sscanf(tok, "%d", &v);
		stats->qual.noise = (__u8)v;
		sscanf(NEXT(), "%u", &stats->discard.nwid);
		sscanf(NEXT(), "%u", &stats->discard.code);
		sscanf(NEXT(), "%u", &stats->discard.misc);
#undef NEXT
		fclose(fh);
		return 0;
	}
	fclose(fh);
	return -1;
}

int iw_get_stats(int skfd, const char *ifname, struct iw_statistics *stats,
		 const struct iw_range *range, int has_range)
{
	if (has_range && range->we_version_compiled > 11) {
		struct iwreq wrq;

		wrq.u.data.pointer = stats;
		wrq.u.data.length = sizeof(*stats);
		wrq.u.data.flags = 1;	/* clear the "updated" bits */
		return get_ext(skfd, ifname, SIOCGIWSTATS, &wrq) < 0 ? -1 : 0;
	}
	return stats_from_proc(ifname, stats);
}

int iw_in_key_full(int skfd, const char *ifname, const char *input,
		   unsigned char *key, __u16 *flags)
{
	if (strncmp(input, "l:", 2) != 0)
		return iw_in_key(input, key);

	/* a LEAP login "user:password": both strings with their NULs */
	struct iw_range range;
	int keylen = (int)strlen(input + 2) + 1;
	char *colon;

	if (keylen > IW_ENCODING_TOKEN_MAX)
		keylen = IW_ENCODING_TOKEN_MAX;
	memcpy(key, input + 2, (size_t)keylen);
	colon = memchr(key, ':', (size_t)keylen);
	if (colon == NULL) {
		fprintf(stderr, "Error: Invalid login format\n");
		return -1;
	}
	*colon = '\0';
	if (iw_get_range_info(skfd, ifname, &range) < 0)
		memset(&range, 0, sizeof(range));
	if (range.we_version_compiled > 15) {
		printf("flags = %X, index = %X\n", *flags,
		       range.encoding_login_index);
		if ((*flags & IW_ENCODE_INDEX) == 0) {
			if (range.encoding_login_index <= 0) {
				fprintf(stderr, "Login index not set by the "
					"driver\n");
				return -1;
			}
			*flags |= range.encoding_login_index & IW_ENCODE_INDEX;
		}
		printf("flags = %X, index = %X\n", *flags,
		       range.encoding_login_index);
	}
	return keylen;
}

int iw_check_mac_addr_type(int skfd, const char *ifname)
{
	struct ifreq ifr;

	memset(&ifr, 0, sizeof(ifr));
	strncpy(ifr.ifr_name, ifname, IFNAMSIZ);
	if (libiw_ioctl(skfd, SIOCGIFHWADDR, &ifr) < 0 ||
	    (ifr.ifr_hwaddr.sa_family != ARPHRD_ETHER &&
	     ifr.ifr_hwaddr.sa_family != ARPHRD_IEEE80211)) {
		fprintf(stderr, "Interface %s doesn't support MAC addresses\n",
			ifname);
		return -1;
	}
	return 0;
}

int iw_check_if_addr_type(int skfd, const char *ifname)
{
	struct ifreq ifr;

	memset(&ifr, 0, sizeof(ifr));
	strncpy(ifr.ifr_name, ifname, IFNAMSIZ);
	if (libiw_ioctl(skfd, SIOCGIFADDR, &ifr) < 0 ||
	    ifr.ifr_addr.sa_family != AF_INET) {
		fprintf(stderr, "Interface %s doesn't support IP addresses\n",
			ifname);
		return -1;
	}
	return 0;
}

int iw_in_addr(int skfd, const char *ifname, char *bufp, struct sockaddr *sap)
{
	if (strchr(bufp, ':') != NULL) {
		if (iw_check_mac_addr_type(skfd, ifname) < 0) {
			fprintf(stderr, "%-8.16s  Interface doesn't support "
				"MAC addresses\n", ifname);
			return -1;
		}
		sap->sa_family = ARPHRD_ETHER;
		if (!iw_ether_aton(bufp, (struct ether_addr *)sap->sa_data)) {
			fprintf(stderr, "Invalid hardware address %s\n", bufp);
			return -1;
		}
		return 0;
	}

	struct sockaddr ip;
	struct arpreq arp;

	if (iw_check_if_addr_type(skfd, ifname) < 0) {
		fprintf(stderr, "%-8.16s  Interface doesn't support IP "
			"addresses\n", ifname);
		return -1;
	}
	if (iw_in_inet(bufp, &ip) < 0) {
		fprintf(stderr, "Invalid interface address %s\n", bufp);
		return -1;
	}
	memset(&arp, 0, sizeof(arp));
	memcpy(&arp.arp_pa, &ip, sizeof(ip));
	strncpy(arp.arp_dev, ifname, sizeof(arp.arp_dev) - 1);
	if (libiw_ioctl(skfd, SIOCGARP, &arp) < 0 ||
	    !(arp.arp_flags & ATF_COM)) {
		fprintf(stderr, "Arp failed for %s on %s... (%d)\nTry to ping "
			"the address before setting it.\n", bufp, ifname,
			errno);
		return -1;
	}
	memcpy(sap, &arp.arp_ha, sizeof(*sap));
	return 0;
}
