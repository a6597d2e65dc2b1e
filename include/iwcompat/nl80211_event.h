/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl80211_event.h - one nl80211 multicast message as "iwcompat event"
 * prints it: the facts iw 5.19's print_event() reads, each with its
 * presence, decoded in the kernel layer (src/kernel/nl80211_event.c,
 * libnl's nla_parse) and formatted by src/native/native_event.c.
 *
 * iw parses the message without a policy and reads a value whatever the
 * attribute's length; so does the decoder: a value shorter than its type
 * is read as far as it goes, zero-filled (docs/reference/native.md).
 * Byte strings point into the message: valid while the listener's
 * callback runs.
 */
#ifndef IWCOMPAT_NL80211_EVENT_H
#define IWCOMPAT_NL80211_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "iwcompat/native.h"

/* an attribute's payload as the kernel sent it */
struct iwc_nl80211_bytes {
	const uint8_t *p;
	size_t len;
};

/* a beacon hint's channel (NL80211_ATTR_FREQ_BEFORE/AFTER) */
struct iwc_nl80211_hint_chan {
	bool valid;			/* nested, with a FREQUENCY_ATTR_FREQ */
	uint32_t freq;
	bool no_ir, no_ibss;
};

struct iwc_nl80211_event {
	uint8_t cmd;
	/* the prefix's facts (ifindex named when it has a name), and
	 * NL80211_CMD_CONNECT's: iwc_nat_print_connect_event()'s input;
	 * conn.mac is ATTR_MAC read as far as it goes */
	struct iwc_nat_connect_event conn;
	bool mac_full;			/* ATTR_MAC has 6 bytes or more */
	bool has_wiphy_name;
	struct iwc_nl80211_bytes wiphy_name;
	/* SCAN_FREQUENCIES and SCAN_SSIDS, in the message's order */
	bool has_scan_freqs, has_scan_ssids;
	size_t n_scan_freqs, n_scan_ssids;
	uint32_t *scan_freqs;		/* malloc'd */
	struct iwc_nl80211_bytes *scan_ssids;	/* malloc'd */
	/* regulatory */
	bool has_reg_type, has_reg_initiator, has_reg_alpha2;
	uint8_t reg_type, reg_initiator;
	struct iwc_nl80211_bytes reg_alpha2;
	struct iwc_nl80211_hint_chan hint_before, hint_after;
	/* mlme */
	bool has_frame;
	struct iwc_nl80211_bytes frame;
	bool by_ap;			/* DISCONNECTED_BY_AP */
	bool has_reason;
	uint16_t reason;
	bool has_freq, has_duration, has_cookie, ack;
	uint32_t freq, duration;
	uint64_t cookie;
	bool has_timeout;
	uint32_t timeout;
	/* NL80211_ATTR_CQM and what it nests */
	bool has_cqm, has_cqm_rssi_event, has_cqm_rssi_level;
	bool has_cqm_pkt_loss, has_cqm_beacon_loss;
	uint32_t cqm_rssi_event, cqm_pkt_loss;
	int32_t cqm_rssi_level;
	/* Michael MIC failure */
	bool has_key_seq, has_key_type, has_key_idx;
	struct iwc_nl80211_bytes key_seq;
	uint32_t key_type;
	uint8_t key_idx;
	/* vendor, radar, peer candidate */
	bool has_vendor_id, has_vendor_subcmd, has_radar_event, has_signal;
	uint32_t vendor_id, vendor_subcmd, radar_event;
	int32_t signal_dbm;
	/* interfaces, opmode changes, channel switches */
	bool has_iftype, has_mesh_id, has_4addr;
	uint32_t iftype;
	struct iwc_nl80211_bytes mesh_id;
	uint8_t use_4addr;
	bool has_smps_mode, has_nss, has_chan_width;
	uint8_t smps_mode, nss;
	uint32_t chan_width;		/* u32 for a switch, its u8 for opmode */
	bool has_switch_count, has_channel_type, has_center1, has_center2;
	uint32_t switch_count, channel_type, center1, center2;
};

/**
 * iwc_nl80211_event_decode - the facts of one nl80211 message (@attrs,
 * @len: its attributes, struct nlattr layout) of command @cmd. Returns
 * 0 or -ENOMEM; iwc_nl80211_event_free() after either.
 */
int iwc_nl80211_event_decode(uint8_t cmd, const void *attrs, size_t len,
			     struct iwc_nl80211_event *ev);
void iwc_nl80211_event_free(struct iwc_nl80211_event *ev);

struct timeval;
/* one event as "event" prints it: @opts the letters of its options
 * ("t", "r", "T", "f"), @now the clock (NULL: gettimeofday) */
int iwc_native_event_print(FILE *f, bool json, const char *opts,
			   const struct timeval *now,
			   const struct iwc_nl80211_event *ev);

#endif
