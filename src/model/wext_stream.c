/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_stream.c - the WEXT event stream of SIOCGIWSCAN, cut as libiw's
 * iw_extract_event_stream() cuts it (both the packed layout and the
 * padded one of a 64-bit kernel, which libiw recognises by its
 * lengths). Pure: bytes in, events out; legacy/format_wext_scan.c
 * prints them as iwlist does.
 */
#include <stddef.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/iwlist.h"
#include "iwcompat/units.h"
#include "iwcompat/wext_stream.h"

enum hdr_type {
	HT_NULL = 0,
	HT_CHAR = 2,
	HT_UINT = 4,
	HT_FREQ = 5,
	HT_ADDR = 6,
	HT_POINT = 8,
	HT_PARAM = 9,
	HT_QUAL = 10,
};

struct descr {
	uint8_t type;
	uint16_t token_size;
	uint16_t min_tokens;
	uint16_t max_tokens;
	bool nomax;
};

#define P(ts, mn, mx) { HT_POINT, (ts), (mn), (mx), false }

/* What libiw knows of each standard request (index: cmd - 0x8B00). */
static const struct descr ioctl_descr[] = {
	[0x00] = { HT_NULL, 0, 0, 0, false },
	[0x01] = { HT_CHAR, 0, 0, 0, false },
	[0x02] = { HT_PARAM, 0, 0, 0, false },
	[0x03] = { HT_PARAM, 0, 0, 0, false },
	[0x04] = { HT_FREQ, 0, 0, 0, false },
	[0x05] = { HT_FREQ, 0, 0, 0, false },
	[0x06] = { HT_UINT, 0, 0, 0, false },
	[0x07] = { HT_UINT, 0, 0, 0, false },
	[0x08] = { HT_PARAM, 0, 0, 0, false },
	[0x09] = { HT_PARAM, 0, 0, 0, false },
	[0x0B] = P(1, 0, sizeof(struct iw_range)),
	[0x10] = P(sizeof(struct sockaddr), 0, IW_MAX_SPY),
	[0x11] = P(sizeof(struct sockaddr) + sizeof(struct iw_quality), 0,
		   IW_MAX_SPY),
	[0x12] = P(sizeof(struct iw_thrspy), 1, 1),
	[0x13] = P(sizeof(struct iw_thrspy), 1, 1),
	[0x14] = { HT_ADDR, 0, 0, 0, false },
	[0x15] = { HT_ADDR, 0, 0, 0, false },
	[0x16] = P(1, sizeof(struct iw_mlme), sizeof(struct iw_mlme)),
	[0x17] = { HT_POINT, sizeof(struct sockaddr) +
		   sizeof(struct iw_quality), 0, IW_MAX_AP, true },
	[0x18] = P(1, 0, sizeof(struct iw_scan_req)),
	[0x19] = { HT_POINT, 1, 0, IW_SCAN_MAX_DATA, true },
	[0x1A] = P(1, 0, IW_ESSID_MAX_SIZE + 1),
	[0x1B] = P(1, 0, IW_ESSID_MAX_SIZE + 1),
	[0x1C] = P(1, 0, IW_ESSID_MAX_SIZE + 1),
	[0x1D] = P(1, 0, IW_ESSID_MAX_SIZE + 1),
	[0x20] = { HT_PARAM, 0, 0, 0, false },
	[0x21] = { HT_PARAM, 0, 0, 0, false },
	[0x22] = { HT_PARAM, 0, 0, 0, false },
	[0x23] = { HT_PARAM, 0, 0, 0, false },
	[0x24] = { HT_PARAM, 0, 0, 0, false },
	[0x25] = { HT_PARAM, 0, 0, 0, false },
	[0x26] = { HT_PARAM, 0, 0, 0, false },
	[0x27] = { HT_PARAM, 0, 0, 0, false },
	[0x28] = { HT_PARAM, 0, 0, 0, false },
	[0x29] = { HT_PARAM, 0, 0, 0, false },
	/* libiw: encoding events carry no payload it would check */
	[0x2A] = P(0, 0, IW_ENCODING_TOKEN_MAX),
	[0x2B] = P(0, 0, IW_ENCODING_TOKEN_MAX),
	[0x2C] = { HT_PARAM, 0, 0, 0, false },
	[0x2D] = { HT_PARAM, 0, 0, 0, false },
	[0x2E] = { HT_PARAM, 0, 0, 0, false },
	[0x2F] = { HT_PARAM, 0, 0, 0, false },
	[0x30] = P(1, 0, IW_GENERIC_IE_MAX),
	[0x31] = P(1, 0, IW_GENERIC_IE_MAX),
	[0x32] = { HT_PARAM, 0, 0, 0, false },
	[0x33] = { HT_PARAM, 0, 0, 0, false },
	[0x34] = P(1, sizeof(struct iw_encode_ext),
		   sizeof(struct iw_encode_ext) + IW_ENCODING_TOKEN_MAX),
	[0x35] = P(1, sizeof(struct iw_encode_ext),
		   sizeof(struct iw_encode_ext) + IW_ENCODING_TOKEN_MAX),
	[0x36] = P(1, sizeof(struct iw_pmksa), sizeof(struct iw_pmksa)),
};

/* Index: cmd - 0x8C00. */
static const struct descr event_descr[] = {
	[0x0] = { HT_ADDR, 0, 0, 0, false },
	[0x1] = { HT_QUAL, 0, 0, 0, false },
	[0x2] = P(1, 0, IW_CUSTOM_MAX),
	[0x3] = { HT_ADDR, 0, 0, 0, false },
	[0x4] = { HT_ADDR, 0, 0, 0, false },
	[0x5] = P(1, 0, IW_GENERIC_IE_MAX),
	[0x6] = P(1, 0, sizeof(struct iw_michaelmicfailure)),
	[0x7] = P(1, 0, IW_GENERIC_IE_MAX),
	[0x8] = P(1, 0, IW_GENERIC_IE_MAX),
	[0x9] = P(1, 0, sizeof(struct iw_pmkid_cand)),
};

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

/* The event's size in the packed stream, by header type. */
static size_t type_size(unsigned int type)
{
	switch (type) {
	case HT_NULL:
		return IW_EV_LCP_PK_LEN;
	case HT_CHAR:
		return IW_EV_CHAR_PK_LEN;
	case HT_UINT:
		return IW_EV_UINT_PK_LEN;
	case HT_FREQ:
		return IW_EV_FREQ_PK_LEN;
	case HT_ADDR:
		return IW_EV_ADDR_PK_LEN;
	case HT_POINT:
		return IW_EV_POINT_PK_LEN;
	case HT_PARAM:
		return IW_EV_PARAM_PK_LEN;
	case HT_QUAL:
		return IW_EV_QUAL_PK_LEN;
	default:
		return 0;
	}
}

static const struct descr *find_descr(uint16_t cmd)
{
	if (cmd <= SIOCIWLAST) {
		if (cmd >= SIOCIWFIRST &&
		    (size_t)(cmd - SIOCIWFIRST) < N_ELEM(ioctl_descr))
			return &ioctl_descr[cmd - SIOCIWFIRST];
		return NULL;
	}
	if (cmd >= IWEVFIRST && (size_t)(cmd - IWEVFIRST) < N_ELEM(event_descr))
		return &event_descr[cmd - IWEVFIRST];
	return NULL;
}

void iwc_wext_stream_init(struct iwc_wext_stream *s, const uint8_t *buf,
			  size_t len)
{
	memset(s, 0, sizeof(*s));
	s->buf = buf;
	s->len = buf ? len : 0;
}

uint16_t iwc_wext_event_point_length(const struct iwc_wstream_event *ev)
{
	uint16_t v;

	memcpy(&v, ev->u + IW_EV_POINT_OFF, sizeof(v));
	return v;
}

uint16_t iwc_wext_event_point_flags(const struct iwc_wstream_event *ev)
{
	uint16_t v;

	memcpy(&v, ev->u + IW_EV_POINT_OFF + 2, sizeof(v));
	return v;
}

int32_t iwc_wext_event_s32(const struct iwc_wstream_event *ev, size_t off)
{
	int32_t v;

	memcpy(&v, ev->u + off, sizeof(v));
	return v;
}

struct iwc_freq iwc_wext_event_freq(const struct iwc_wstream_event *ev)
{
	struct iwc_freq fr;

	memcpy(&fr.m, ev->u, 4);
	memcpy(&fr.e, ev->u + 4, 2);
	fr.i = ev->u[6];
	fr.flags = ev->u[7];
	return fr;
}

struct iwc_qual iwc_wext_qual_at(const uint8_t *p)
{
	struct iwc_qual q = { .qual = p[0], .level = p[1], .noise = p[2],
			      .updated = p[3] };

	return q;
}

size_t iwc_wext_event_copy(const struct iwc_wstream_event *ev, void *dst,
			   size_t max)
{
	size_t len = iwc_wext_event_point_length(ev);
	size_t n = len;

	memset(dst, 0, max);
	if (!ev->payload)
		return len;
	if (n > ev->payload_avail)
		n = ev->payload_avail;
	if (n > max)
		n = max;
	memcpy(dst, ev->payload, n);
	return len;
}

/* Whether [off, off + n) lies in the buffer. */
static bool in_buf(const struct iwc_wext_stream *s, size_t off, size_t n)
{
	return off <= s->len && n <= s->len - off;
}

/* The payload of an iw_point event at @off, checked as libiw checks it,
 * and kept only where it lies inside both the event and the buffer. */
static void point_payload(const struct iwc_wext_stream *s,
			  struct iwc_wstream_event *ev, const struct descr *d,
			  size_t off, size_t event_len)
{
	size_t ev_end = s->cur + ev->len;
	long extra_len = (long)ev->len - (long)(event_len + IW_EV_LCP_PK_LEN);
	size_t token_len;
	size_t end;

	ev->payload = NULL;
	ev->payload_avail = 0;
	if (extra_len <= 0)
		return;			/* no data */
	if (!d)
		return;			/* cannot check it: discarded */

	token_len = (size_t)iwc_wext_event_point_length(ev) * d->token_size;
	/* the padded layout of a 64-bit kernel: length and flags 4 bytes
	 * further, the payload 8 bytes further */
	if (token_len != (size_t)extra_len && extra_len >= 4 &&
	    in_buf(s, off, 2)) {
		uint16_t alt;
		size_t alt_token_len;

		memcpy(&alt, s->buf + off, sizeof(alt));
		alt_token_len = (size_t)alt * d->token_size;
		if (alt_token_len + 8 == (size_t)extra_len &&
		    !in_buf(s, off - event_len + 4, event_len)) {
			/* libiw takes it for the padded layout and reads
			 * its length and flags past the end of the buffer
			 * (the event 4 bytes from it, a fixed part that
			 * fits: an old we_version on a 32-bit ABI): what
			 * the buffer holds of them, and no payload */
			size_t n = s->len - (off - event_len + 4);

			if (n > sizeof(ev->u) - IW_EV_POINT_OFF)
				n = sizeof(ev->u) - IW_EV_POINT_OFF;
			memcpy(ev->u + IW_EV_POINT_OFF,
			       s->buf + off - event_len + 4, n);
			return;
		}
		if (alt_token_len + 8 == (size_t)extra_len) {
			/* libiw copies the whole fixed part there, past its
			 * union for an old we_version (12 bytes where 8 are
			 * left); only length and flags are read from it */
			size_t n = event_len;

			if (n > sizeof(ev->u) - IW_EV_POINT_OFF)
				n = sizeof(ev->u) - IW_EV_POINT_OFF;
			off = off - event_len + 4;
			memcpy(ev->u + IW_EV_POINT_OFF, s->buf + off, n);
			off += event_len + 4;
			token_len = alt_token_len;
			if (!alt_token_len)
				return;
		}
	}
	if (token_len > (size_t)extra_len)
		return;
	if (iwc_wext_event_point_length(ev) > d->max_tokens && !d->nomax)
		return;
	if (iwc_wext_event_point_length(ev) < d->min_tokens)
		return;
	/* readable: up to the end of the event and of the buffer */
	end = ev_end < s->len ? ev_end : s->len;
	if (off >= end)
		return;
	ev->payload = s->buf + off;
	ev->payload_avail = end - off;
	if (token_len > ev->payload_avail) {
		ev->payload = NULL;	/* would run past the buffer */
		ev->payload_avail = 0;
	}
}

int iwc_wext_stream_next(struct iwc_wext_stream *s, struct iwc_wstream_event *ev,
			 int we_version)
{
	const struct descr *d;
	unsigned int type = HT_NULL;
	size_t event_len, off;
	uint16_t hdr[2];

	if (!in_buf(s, s->cur, IW_EV_LCP_PK_LEN))
		return 0;
	memcpy(hdr, s->buf + s->cur, sizeof(hdr));
	ev->len = hdr[0];
	ev->cmd = hdr[1];
	ev->payload = NULL;
	ev->payload_avail = 0;
	if (ev->len <= IW_EV_LCP_PK_LEN)
		return -1;

	d = find_descr(ev->cmd);
	if (d)
		type = d->type;
	event_len = type_size(type);
	if (we_version <= 18 && type == HT_POINT)
		event_len += IW_EV_POINT_OFF;
	if (event_len <= IW_EV_LCP_PK_LEN) {
		s->cur += ev->len;
		s->has_value = false;
		return 2;
	}
	event_len -= IW_EV_LCP_PK_LEN;

	off = s->has_value ? s->value : s->cur + IW_EV_LCP_PK_LEN;
	if (!in_buf(s, off, event_len)) {
		s->cur += ev->len;
		s->has_value = false;
		return -2;
	}
	if (we_version > 18 && type == HT_POINT)
		memcpy(ev->u + IW_EV_POINT_OFF, s->buf + off, event_len);
	else
		memcpy(ev->u, s->buf + off, event_len);
	off += event_len;

	if (type == HT_POINT) {
		point_payload(s, ev, d, off, event_len);
		s->cur += ev->len;
		s->has_value = false;
		return 1;
	}

	/* the padded layout: the value 4 bytes further */
	if (!s->has_value &&
	    ((ev->len - IW_EV_LCP_PK_LEN) % event_len == 4 ||
	     (ev->len == 12 && (type == HT_UINT || type == HT_QUAL)))) {
		off = off - event_len + 4;
		if (!in_buf(s, off, event_len)) {
			s->cur += ev->len;
			return -2;
		}
		memcpy(ev->u, s->buf + off, event_len);
		off += event_len;
	}
	if (off + event_len <= s->cur + ev->len) {
		s->value = off;
		s->has_value = true;
	} else {
		s->has_value = false;
		s->cur += ev->len;
	}
	return 1;
}
