/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_stream.h - the Wireless Extensions event stream of SIOCGIWSCAN
 * (WEXT fallback): cutting it into events as libiw's
 * iw_extract_event_stream() does, and printing them as iwlist does.
 *
 * The stream comes from a driver and, through it, from the air: every
 * read stays inside the buffer and inside its event. Where libiw would
 * have read past either, the payload is dropped (or the event ends the
 * stream as a truncated one).
 */
#ifndef IWCOMPAT_WEXT_STREAM_H
#define IWCOMPAT_WEXT_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/wext.h"

struct iwc_wext_stream {
	const uint8_t *buf;
	size_t len;
	size_t cur;		/* offset of the current event */
	size_t value;		/* next value of a multi-value event */
	bool has_value;
};

/* One event, as libiw's struct iw_event holds it. The caller keeps it
 * across calls: like libiw's, the bytes an event does not carry keep
 * what the previous one left. */
struct iwc_wstream_event {
	uint16_t len;
	uint16_t cmd;
	uint8_t u[16];		/* union iwreq_data, native layout */
	const uint8_t *payload;	/* iw_point payload, NULL: none/dropped */
	size_t payload_avail;	/* bytes readable at @payload */
};

void iwc_wext_stream_init(struct iwc_wext_stream *s, const uint8_t *buf,
			  size_t len);

/**
 * iwc_wext_stream_next - the next event.
 * Returns 1 (an event), 2 (an event of unknown layout, skipped: only
 * len and cmd are set), 0 at the end, -1 for an event shorter than its
 * header, -2 for an event cut by the end of the buffer.
 */
int iwc_wext_stream_next(struct iwc_wext_stream *s, struct iwc_wstream_event *ev,
			 int we_version);

/* iw_point fields of an event (length, flags). */
uint16_t iwc_wext_event_point_length(const struct iwc_wstream_event *ev);
uint16_t iwc_wext_event_point_flags(const struct iwc_wstream_event *ev);

/* Fields of an event's union iwreq_data: a 32-bit value at @off, the
 * iw_freq; and an iw_quality (4 bytes) at @p, in the union or a payload. */
int32_t iwc_wext_event_s32(const struct iwc_wstream_event *ev, size_t off);
struct iwc_freq iwc_wext_event_freq(const struct iwc_wstream_event *ev);
struct iwc_qual iwc_wext_qual_at(const uint8_t *p);

/* The iw_point payload into @dst (zero-filled first): at most @max bytes,
 * and no more than the stream holds. Returns the iw_point length. */
size_t iwc_wext_event_copy(const struct iwc_wstream_event *ev, void *dst,
			   size_t max);

/* An encoding event as iwlist and iwevent printed it: @label (iwevent:
 * then "{FLAGS}", NOKEY added without a payload), then "off" or the key
 * with its index and security modes, and a newline. */
void iwc_wext_fputs_encode(FILE *f, const struct iwc_wstream_event *ev,
			   const char *label, bool with_flags);

/**
 * iwc_fmt_wext_scan - "iwlist IF scanning" for a SIOCGIWSCAN result:
 * "Scan completed :" and every event as iwlist prints it, or "No scan
 * results" for an empty one.
 */
void iwc_fmt_wext_scan(FILE *f, const char *ifname, const uint8_t *buf,
		       size_t len, const struct iwc_wext_range *range,
		       bool has_range);

#endif
