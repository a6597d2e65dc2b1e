/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * scan_client.c - a program built against Debian's libiw-dev (iwlib.h)
 * that scans the way libiw's users do: iw_scan() (SIOCSIWSCAN, then
 * SIOCGIWSCAN until the results are there, the buffer grown on E2BIG,
 * iw_process_scan), then its own requests through iwlib.h's inline
 * iw_set_ext()/iw_get_ext(): the raw event stream (each event's bytes
 * after its header, the BSSes sorted by address; "tsf=" and " Last
 * beacon:" printed as text for tests/vm/libiw/run to mask), a buffer
 * too small (E2BIG), a missing buffer (EFAULT), a scan for one SSID
 * (IW_SCAN_THIS_ESSID) and the refused requests (a request longer than
 * struct iw_scan_req, too many channels, a missing interface).
 * tests/vm/libiw/guest.sh runs it on the idle station wlan2 next to
 * the access point on wlan0 with wireless-tools' libiw.so.30 and with
 * iwcompat's (LD_LIBRARY_PATH); tests/vm/libiw/run compares.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <iwlib.h>

#define IFNAME "wlan2"
#define BUFLEN 65535

static int skfd;

static void show(const char *label, int r, int err)
{
	printf("%s: ret %d errno %d (%s)\n", label, r, r < 0 ? err : 0,
	       r < 0 ? strerror(err) : "-");
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the events of @len bytes, one line each, cut into BSSes at each
 * SIOCGIWAP and printed sorted */
static void print_stream(const unsigned char *buf, size_t len)
{
	char *bss[256];
	size_t n = 0, pos = 0;
	FILE *f = NULL;
	size_t sz = 0;
	char *cur = NULL;

	while (pos + 4 <= len) {
		unsigned short elen, cmd;

		memcpy(&elen, buf + pos, 2);
		memcpy(&cmd, buf + pos + 2, 2);
		if (cmd == SIOCGIWAP && f != NULL) {
			fclose(f);
			if (n < 256)
				bss[n++] = cur;
			f = NULL;
		}
		if (f == NULL)
			f = open_memstream(&cur, &sz);
		fprintf(f, "  ev %04x len %u:", cmd, elen);
		if (elen < 4 || pos + elen > len) {
			fprintf(f, " (bad length, %zu left)\n", len - pos);
			break;
		}
		if (cmd == IWEVCUSTOM && elen >= 16)
			fprintf(f, " \"%.*s\"", (int)(elen - 16), buf + pos + 16);
		else
			for (size_t i = 4; i < elen; i++)
				fprintf(f, " %02x", buf[pos + i]);
		fputc('\n', f);
		pos += elen;
	}
	if (f != NULL) {
		fclose(f);
		if (n < 256)
			bss[n++] = cur;
	}
	qsort(bss, n, sizeof(bss[0]), cmp_str);
	for (size_t i = 0; i < n; i++) {
		printf(" bss %zu\n%s", i, bss[i]);
		free(bss[i]);
	}
	printf(" %zu bytes, %zu left over\n", len, len - pos);
}

/* SIOCGIWSCAN with a @len-byte buffer, until not EAGAIN (at most 15 s) */
static int get_scan(unsigned char *buf, size_t len, struct iwreq *w)
{
	for (int i = 0; i < 150; i++) {
		memset(w, 0, sizeof(*w));
		w->u.data.pointer = buf;
		w->u.data.length = (unsigned short)len;
		errno = 0;
		if (iw_get_ext(skfd, IFNAME, SIOCGIWSCAN, w) == 0)
			return 0;
		if (errno != EAGAIN)
			return -errno;
		usleep(100000);
	}
	return -EAGAIN;
}

static int cmp_cell(const void *a, const void *b)
{
	const wireless_scan *x = *(wireless_scan *const *)a;
	const wireless_scan *y = *(wireless_scan *const *)b;

	return memcmp(x->ap_addr.sa_data, y->ap_addr.sa_data, 6);
}

static void do_iw_scan(void)
{
	wireless_scan_head head;
	wireless_scan *cells[256], *c;
	struct iw_range range;
	size_t n = 0;
	char mac[32];
	int r;

	if (iw_get_range_info(skfd, IFNAME, &range) < 0)
		memset(&range, 0, sizeof(range));
	errno = 0;
	r = iw_scan(skfd, IFNAME, range.we_version_compiled, &head);
	show("iw_scan " IFNAME, r, errno);
	if (r < 0)
		return;
	for (c = head.result; c != NULL && n < 256; c = c->next)
		cells[n++] = c;
	qsort(cells, n, sizeof(cells[0]), cmp_cell);
	for (size_t i = 0; i < n; i++) {
		c = cells[i];
		iw_ether_ntop((const struct ether_addr *)c->ap_addr.sa_data,
			      mac);
		printf(" cell %s has_ap_addr %d name \"%s\"\n", mac,
		       c->has_ap_addr, c->b.name);
		printf("  essid %d/%d \"%s\" freq %d/%g/%d mode %d/%d key %d/%d/%04x\n",
		       c->b.has_essid, c->b.essid_on, c->b.essid,
		       c->b.has_freq, c->b.freq, c->b.freq_flags,
		       c->b.has_mode, c->b.mode, c->b.has_key,
		       c->b.key_size, c->b.key_flags);
		printf("  stats %d qual %u level %u noise %u updated %02x maxbitrate %d/%d\n",
		       c->has_stats, c->stats.qual.qual, c->stats.qual.level,
		       c->stats.qual.noise, c->stats.qual.updated,
		       c->has_maxbitrate, c->maxbitrate.value);
	}
	while (head.result != NULL) {
		c = head.result->next;
		free(head.result);
		head.result = c;
	}
}

static void do_raw(void)
{
	static unsigned char buf[BUFLEN];
	struct iwreq w;
	int r;

	memset(buf, 0xa5, sizeof(buf));
	r = get_scan(buf, sizeof(buf), &w);
	show("SIOCGIWSCAN " IFNAME " 65535", r < 0 ? -1 : 0, -r);
	if (r == 0)
		print_stream(buf, w.u.data.length);
	/* too small: E2BIG, the request not copied back */
	r = get_scan(buf, 30, &w);
	show("SIOCGIWSCAN " IFNAME " 30", r < 0 ? -1 : 0, -r);
	printf(" length %u\n", w.u.data.length);
	memset(&w, 0, sizeof(w));
	w.u.data.length = 100;
	errno = 0;
	r = iw_get_ext(skfd, IFNAME, SIOCGIWSCAN, &w);
	show("SIOCGIWSCAN " IFNAME " NULL", r, errno);
}

static void do_requests(void)
{
	static unsigned char buf[BUFLEN];
	struct iw_scan_req req;
	struct iwreq w;
	int r;

	/* one SSID (IW_SCAN_THIS_ESSID), then the list */
	memset(&req, 0, sizeof(req));
	req.essid_len = strlen("iwcompat-open");
	memcpy(req.essid, "iwcompat-open", req.essid_len);
	memset(&w, 0, sizeof(w));
	w.u.data.pointer = (caddr_t)&req;
	w.u.data.length = sizeof(req);
	w.u.data.flags = IW_SCAN_THIS_ESSID;
	errno = 0;
	r = iw_set_ext(skfd, IFNAME, SIOCSIWSCAN, &w);
	show("SIOCSIWSCAN " IFNAME " essid", r, errno);
	r = get_scan(buf, sizeof(buf), &w);
	show(" then SIOCGIWSCAN", r < 0 ? -1 : 0, -r);
	printf(" the access point listed: %s\n",
	       r == 0 && memmem(buf, w.u.data.length, "iwcompat-open", 13) ?
	       "yes" : "no");

	/* longer than struct iw_scan_req: wext-core's E2BIG */
	memset(&w, 0, sizeof(w));
	w.u.data.pointer = (caddr_t)buf;
	w.u.data.length = sizeof(req) + 1;
	errno = 0;
	r = iw_set_ext(skfd, IFNAME, SIOCSIWSCAN, &w);
	show("SIOCSIWSCAN " IFNAME " long", r, errno);
	/* a length but no buffer: EFAULT */
	memset(&w, 0, sizeof(w));
	w.u.data.length = 4;
	errno = 0;
	r = iw_set_ext(skfd, IFNAME, SIOCSIWSCAN, &w);
	show("SIOCSIWSCAN " IFNAME " NULL", r, errno);
	/* too many channels: the handler's EINVAL */
	memset(&req, 0, sizeof(req));
	req.num_channels = IW_MAX_FREQUENCIES + 1;
	memset(&w, 0, sizeof(w));
	w.u.data.pointer = (caddr_t)&req;
	w.u.data.length = sizeof(req);
	errno = 0;
	r = iw_set_ext(skfd, IFNAME, SIOCSIWSCAN, &w);
	show("SIOCSIWSCAN " IFNAME " channels", r, errno);
	/* no such interface */
	memset(&w, 0, sizeof(w));
	errno = 0;
	r = iw_set_ext(skfd, "wlan9", SIOCSIWSCAN, &w);
	show("SIOCSIWSCAN wlan9", r, errno);
	w.u.data.pointer = (caddr_t)buf;
	w.u.data.length = 4096;
	errno = 0;
	r = iw_get_ext(skfd, "wlan9", SIOCGIWSCAN, &w);
	show("SIOCGIWSCAN wlan9", r, errno);
}

int main(void)
{
	skfd = iw_sockets_open();
	if (skfd < 0) {
		perror("socket");
		return 1;
	}
	do_iw_scan();
	do_raw();
	do_requests();
	iw_sockets_close(skfd);
	return 0;
}
