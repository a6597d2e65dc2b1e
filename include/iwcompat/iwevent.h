/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iwevent.h - iwevent: the wireless events the kernel reports over
 * nl80211 (and rtnetlink, for interfaces going away), the Wireless
 * Extensions events cfg80211 emitted for the same occasions, and
 * iwevent's lines for those.
 *
 * The pipeline: the backend decodes each kernel message into a struct
 * iwc_event; iwc_iwevent_wext() says which WEXT events cfg80211 sent
 * alongside it (0 to 3); iwc_fmt_iwevent_line() prints one line each.
 */
#ifndef IWCOMPAT_IWEVENT_H
#define IWCOMPAT_IWEVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/types.h"

struct iwc_ctx;

enum iwc_event_type {
	IWC_EVENT_LISTENING,	/* every source is open: nothing is missed
				 * from here on */
	IWC_EVENT_LOST,		/* the kernel dropped events for us (the
				 * socket's receive buffer overran) */
	IWC_EVENT_READ_ERROR,	/* reading failed with @err; listening goes on */
	IWC_EVENT_LINK_GONE,	/* RTM_DELLINK of @ifindex */
	IWC_EVENT_SCAN_DONE,	/* NL80211_CMD_NEW_SCAN_RESULTS */
	IWC_EVENT_CONNECT,	/* NL80211_CMD_CONNECT (any status) */
	IWC_EVENT_ROAM,		/* NL80211_CMD_ROAM */
	IWC_EVENT_DISCONNECT,	/* NL80211_CMD_DISCONNECT */
	IWC_EVENT_IBSS_JOINED,	/* NL80211_CMD_JOIN_IBSS */
	IWC_EVENT_MIC_FAILURE,	/* NL80211_CMD_MICHAEL_MIC_FAILURE */
	IWC_EVENT_WEXT_STREAM,	/* RTM_NEWLINK's IFLA_WIRELESS: a stream of
				 * WEXT events (@wext, @wext_len), what a
				 * driver without nl80211 (or cfg80211's WEXT
				 * layer) sent; read for WEXT drivers only */
};

/* enum nl80211_key_type's group value */
#define IWC_KEYTYPE_GROUP 0

/**
 * struct iwc_event - one kernel event, as nl80211/rtnetlink said it.
 * The IE pointers point into the kernel's message: valid only during
 * the callback.
 */
struct iwc_event {
	enum iwc_event_type type;
	int ifindex;			/* 0: none (e.g. a wdev-only scan) */
	/* the interface's name when the event was read; "" when the
	 * lookup failed with @ifname_err (a positive errno) */
	char ifname[IWC_IFNAMSIZ];
	int ifname_err;
	int err;			/* IWC_EVENT_READ_ERROR: positive errno */
	bool mlo;			/* CONNECT/ROAM of a multi-link connection */
	bool has_addr;			/* ATTR_MAC: the BSSID, or the MIC
					 * failure's transmitter */
	uint8_t addr[IWC_ETH_ALEN];
	uint16_t status;		/* CONNECT: IEEE 802.11 status code */
	bool has_req_ie, has_resp_ie;
	const uint8_t *req_ie, *resp_ie;
	size_t req_ie_len, resp_ie_len;
	uint32_t key_type;		/* MIC failure: enum nl80211_key_type */
	int key_idx;			/* MIC failure: -1 when not given */
	const uint8_t *wext;		/* WEXT_STREAM: the attribute's payload */
	size_t wext_len;
};

/* Returns 0 to go on listening, anything else to stop (passed back). */
typedef int (*iwc_event_cb)(const struct iwc_event *ev, void *arg);

/* ---- what cfg80211 sent as Wireless Extensions events ---- */

enum iwc_wext_event_cmd {
	IWC_WEV_AP,		/* SIOCGIWAP */
	IWC_WEV_SCAN,		/* SIOCGIWSCAN */
	IWC_WEV_CUSTOM,		/* IWEVCUSTOM */
	IWC_WEV_ASSOC_REQ_IE,	/* IWEVASSOCREQIE */
	IWC_WEV_ASSOC_RESP_IE,	/* IWEVASSOCRESPIE */
};

/* wireless.h: IW_CUSTOM_MAX, IW_GENERIC_IE_MAX */
#define IWC_WEXT_CUSTOM_MAX 256
#define IWC_WEXT_GENERIC_IE_MAX 1024
#define IWC_WEXT_EVENTS_MAX 3

struct iwc_wext_event {
	enum iwc_wext_event_cmd cmd;
	uint8_t addr[IWC_ETH_ALEN];		/* AP */
	const uint8_t *data;			/* the IEs (into the iwc_event) */
	size_t len;
	char custom[IWC_WEXT_CUSTOM_MAX + 1];	/* CUSTOM */
};

/**
 * iwc_iwevent_wext - the WEXT events cfg80211 (Linux 6.1,
 * CONFIG_CFG80211_WEXT) sent on the same occasion as @ev, in its
 * order, into @ret. Returns how many (0 for events it had none for).
 */
size_t iwc_iwevent_wext(const struct iwc_event *ev,
			struct iwc_wext_event ret[IWC_WEXT_EVENTS_MAX]);

/* ---- iwevent's output ---- */

/* A wall-clock time (gettimeofday()). */
struct iwc_evtime {
	int64_t sec;
	uint32_t usec;
};

/* Where iwevent takes the time of each event from. */
struct iwc_clock {
	void (*now)(void *arg, struct iwc_evtime *ret);
	void *arg;
};

void iwc_fmt_iwevent_usage(FILE *f);
/**
 * iwc_fmt_iwevent_line - "HH:MM:SS.uuuuuu   IFNAME   TEXT" for one WEXT
 * event (time of day in UTC, as wireless-tools printed it).
 */
void iwc_fmt_iwevent_line(FILE *f, const struct iwc_evtime *t,
			  const char *ifname, const struct iwc_wext_event *w);

struct iwc_wext_range;

/**
 * iwc_fmt_iwevent_stream - iwevent's print_event_stream() for the WEXT
 * event stream of one IFLA_WIRELESS attribute (a WEXT driver's events,
 * decoded as libiw does with the interface's range): the time and the
 * name before the first event, 27 spaces before each further one,
 * "(Invalid event)" for a malformed one, which ends the stream.
 */
void iwc_fmt_iwevent_stream(FILE *f, const struct iwc_evtime *t,
			    const char *ifname, const uint8_t *buf, size_t len,
			    const struct iwc_wext_range *range, bool has_range);

/* ---- the command line ---- */

enum iwc_iwevent_action {
	IWC_IWEVENT_RUN,
	IWC_IWEVENT_HELP,	/* usage on stdout, exit 0 */
	IWC_IWEVENT_VERSION,	/* -v: versions, exit 0 */
	IWC_IWEVENT_ERROR,	/* message, then usage on stderr, exit 1 */
};

struct iwc_iwevent_req {
	enum iwc_iwevent_action action;
	char message[1024];	/* for IWC_IWEVENT_ERROR, with its newline */
};

/**
 * iwc_parse_iwevent - getopt_long(argc, argv, "hv", {help, version})
 * as wireless-tools' iwevent ran it: options left to right (permuted
 * past operands unless @posixly_correct), the first -h, -v or bad
 * option decides, and any operand is "Too many arguments.".
 */
void iwc_parse_iwevent(int argc, char **argv, bool posixly_correct,
		       struct iwc_iwevent_req *ret);

/**
 * iwc_iwevent_run - iwevent with the time of each event taken from
 * @clock. Returns the exit status; a normal run listens until killed.
 */
int iwc_iwevent_run(struct iwc_ctx *ctx, int argc, char **argv,
		    const struct iwc_clock *clock);

#endif
