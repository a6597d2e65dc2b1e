/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_scan.c - libiw's event streams and scan results: cutting a
 * WEXT event stream into struct iw_event (iwcompat's bounds-checked
 * cutter, src/model/wext_stream.c, which follows libiw's rules) and turning
 * a SIOCGIWSCAN answer into the wireless_scan list (docs/libiw.md).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "iwcompat/wext_stream.h"
#include "libiw_abi.h"

/* Whether libiw reads a request or event as an iw_point. */
static bool is_point(unsigned int cmd)
{
	switch (cmd) {
	case SIOCGIWRANGE: case SIOCSIWSPY: case SIOCGIWSPY:
	case SIOCSIWTHRSPY: case SIOCGIWTHRSPY: case SIOCSIWMLME:
	case SIOCGIWAPLIST: case SIOCSIWSCAN: case SIOCGIWSCAN:
	case SIOCSIWESSID: case SIOCGIWESSID: case SIOCSIWNICKN:
	case SIOCGIWNICKN: case SIOCSIWENCODE: case SIOCGIWENCODE:
	case SIOCSIWGENIE: case SIOCGIWGENIE: case SIOCSIWENCODEEXT:
	case SIOCGIWENCODEEXT: case SIOCSIWPMKSA: case IWEVCUSTOM:
	case IWEVGENIE: case IWEVMICHAELMICFAILURE: case IWEVASSOCREQIE:
	case IWEVASSOCRESPIE: case IWEVPMKIDCAND:
		return true;
	default:
		return false;
	}
}

void iw_init_event_stream(struct stream_descr *stream, char *data, int len)
{
	memset(stream, 0, sizeof(*stream));
	stream->current = data;
	stream->end = data + len;
}

int iw_extract_event_stream(struct stream_descr *stream, struct iw_event *iwe,
			    int we_version)
{
	struct iwc_wext_stream s;
	struct iwc_wstream_event ev;
	/* the cutter works on offsets from the lowest pointer in use */
	const char *low = stream->value != NULL &&
			  stream->value < stream->current ? stream->value :
							    stream->current;
	const uint8_t *base = (const uint8_t *)low;
	int r;

	if (stream->current >= stream->end)
		return 0;
	iwc_wext_stream_init(&s, base, (size_t)(stream->end - low));
	s.cur = (size_t)(stream->current - low);
	if (stream->value != NULL) {
		s.value = (size_t)(stream->value - low);
		s.has_value = true;
	}
	/* the bytes an event does not carry keep the caller's */
	memset(&ev, 0, sizeof(ev));
	memcpy(ev.u, &iwe->u, sizeof(ev.u));
	r = iwc_wext_stream_next(&s, &ev, we_version);
	if (r == 0)
		return 0;
	iwe->len = ev.len;
	iwe->cmd = ev.cmd;
	if (r == -1)
		return -1;
	stream->current = (char *)base + s.cur;
	/* an event skipped (2) or cut (-2) leaves the value pointer */
	if (r == 1)
		stream->value = s.has_value ? (char *)base + s.value : NULL;
	if (r != 1)
		return r;
	memcpy(&iwe->u, ev.u, sizeof(ev.u));
	if (is_point(ev.cmd))
		iwe->u.data.pointer = (void *)ev.payload;
	return 1;
}

/* One scan event into the list (@cur: its last cell, NULL before the
 * first). Everything before the first cell's address is ignored. */
static struct wireless_scan *scan_token(const struct iw_event *ev,
					struct wireless_scan *cur)
{
	if (ev->cmd == SIOCGIWAP) {
		struct wireless_scan *cell = calloc(1, sizeof(*cell));
		if (cell == NULL)
			return NULL;
		if (cur != NULL)
			cur->next = cell;
		cell->has_ap_addr = 1;
		cell->ap_addr = ev->u.ap_addr;
		return cell;
	}
	if (cur == NULL)
		return NULL;
	switch (ev->cmd) {
	case SIOCGIWNWID:
		cur->b.has_nwid = 1;
		cur->b.nwid = ev->u.nwid;
		break;
	case SIOCGIWFREQ:
		cur->b.has_freq = 1;
		cur->b.freq = iw_freq2float(&ev->u.freq);
		cur->b.freq_flags = ev->u.freq.flags;
		break;
	case SIOCGIWMODE:
		cur->b.mode = (int)ev->u.mode;
		if (ev->u.mode < 7)
			cur->b.has_mode = 1;
		break;
	case SIOCGIWESSID:
		cur->b.has_essid = 1;
		cur->b.essid_on = ev->u.data.flags;
		memset(cur->b.essid, 0, IW_ESSID_MAX_SIZE + 1);
		if (ev->u.essid.pointer && ev->u.essid.length)
			memcpy(cur->b.essid, ev->u.essid.pointer,
			       ev->u.essid.length <= IW_ESSID_MAX_SIZE + 1 ?
			       ev->u.essid.length : IW_ESSID_MAX_SIZE + 1);
		break;
	case SIOCGIWENCODE:
		cur->b.has_key = 1;
		cur->b.key_size = ev->u.data.length;
		cur->b.key_flags = ev->u.data.flags;
		if (ev->u.data.pointer)
			memcpy(cur->b.key, ev->u.data.pointer,
			       ev->u.data.length <= IW_ENCODING_TOKEN_MAX ?
			       ev->u.data.length : IW_ENCODING_TOKEN_MAX);
		else
			cur->b.key_flags |= IW_ENCODE_NOKEY;
		break;
	case IWEVQUAL:
		cur->has_stats = 1;
		cur->stats.qual = ev->u.qual;
		break;
	case SIOCGIWRATE:
		/* room for one rate: the largest */
		if (!cur->has_maxbitrate ||
		    ev->u.bitrate.value > cur->maxbitrate.value) {
			cur->has_maxbitrate = 1;
			cur->maxbitrate = ev->u.bitrate;
		}
		break;
	default:
		break;
	}
	return cur;
}

static void free_cells(struct wireless_scan *w)
{
	while (w != NULL) {
		struct wireless_scan *next = w->next;
		free(w);
		w = next;
	}
}

int iw_process_scan(int skfd, char *ifname, int we_version,
		    struct wireless_scan_head *context)
{
	struct iwreq wrq;
	unsigned char *buf = NULL;
	int buflen = IW_SCAN_MAX_DATA;

	/* 150 rounds of 100 ms at most */
	if (++context->retry > 150) {
		errno = ETIME;
		return -1;
	}
	if (context->retry == 1) {
		wrq.u.data.pointer = NULL;
		wrq.u.data.flags = 0;
		wrq.u.data.length = 0;
		strncpy(wrq.ifr_name, ifname, IFNAMSIZ);
		/* a user gets EPERM, and may still read the results */
		if (libiw_ioctl(skfd, SIOCSIWSCAN, &wrq) < 0 && errno != EPERM)
			return -1;
		return 250;
	}
	for (;;) {
		unsigned char *grown = realloc(buf, (size_t)buflen);
		if (grown == NULL) {
			free(buf);
			errno = ENOMEM;
			return -1;
		}
		buf = grown;
		wrq.u.data.pointer = buf;
		wrq.u.data.flags = 0;
		wrq.u.data.length = (__u16)buflen;
		strncpy(wrq.ifr_name, ifname, IFNAMSIZ);
		if (libiw_ioctl(skfd, SIOCGIWSCAN, &wrq) >= 0)
			break;
		if (errno == E2BIG && we_version > 16 && buflen < 0xFFFF) {
			/* the driver's hint, else twice as much */
			if (wrq.u.data.length > buflen)
				buflen = wrq.u.data.length;
			else
				buflen *= 2;
			if (buflen > 0xFFFF)
				buflen = 0xFFFF;
			continue;
		}
		free(buf);
		return errno == EAGAIN ? 100 : -1;
	}
	if (wrq.u.data.length) {
		struct stream_descr stream;
		struct iw_event iwe;
		struct wireless_scan *cur = NULL;
		int r;

		iw_init_event_stream(&stream, (char *)buf, wrq.u.data.length);
		context->result = NULL;
		memset(&iwe, 0, sizeof(iwe));
		while ((r = iw_extract_event_stream(&stream, &iwe,
						    we_version)) > 0) {
			if (cur == NULL && iwe.cmd != SIOCGIWAP)
				continue;
			cur = scan_token(&iwe, cur);
			if (cur == NULL) {
				free_cells(context->result);
				context->result = NULL;
				free(buf);
				errno = ENOMEM;
				return -1;
			}
			if (context->result == NULL)
				context->result = cur;
		}
	}
	free(buf);
	return 0;
}

int iw_scan(int skfd, char *ifname, int we_version,
	    struct wireless_scan_head *context)
{
	int delay;

	context->result = NULL;
	context->retry = 0;
	while ((delay = iw_process_scan(skfd, ifname, we_version,
					context)) > 0)
		usleep((useconds_t)delay * 1000);
	return delay;
}
