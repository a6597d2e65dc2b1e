/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_event.c - "event [-t|-T|-r] [-f]": iw 5.19's print_event()
 * for every message of nl80211's config, scan, regulatory, mlme, vendor
 * and nan multicast groups, until a signal ends the process (as iw, no
 * handler: SIGINT/SIGTERM kill it, each event is flushed as printed).
 * With -j each event is one line of JSON (JSON Lines): the facts as
 * keys, iw's text of the event as "message". The facts come decoded
 * (struct iwc_nl80211_event, nl80211_event.h): this file only formats them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include <linux/nl80211.h>

#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/nl80211_event.h"
#include "iwcompat/native.h"
#include "iwcompat/units.h"
#include "bytes.h"
#include "native_dialect.h"

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

struct ev_args {
	FILE *out;
	bool json, frame, time, ctime, reltime, have_ts;
	struct timeval ts;
	/* for iwc_native_event_print() callers that want a fixed clock */
	const struct timeval *now;
	int iw;			/* the iw followed (native_dialect.h) */
};

/* iw's mac_addr_n2a() of ATTR_MAC, read as far as it goes */
static void mac_str(char *buf, const uint8_t *m)
{
	snprintf(buf, 18, "%02x:%02x:%02x:%02x:%02x:%02x", m[0], m[1], m[2],
		 m[3], m[4], m[5]);
}


static const char *initiator_str(uint32_t i)
{
	switch (i) {
	case NL80211_REGDOM_SET_BY_CORE:
		return "the wireless core upon initialization";
	case NL80211_REGDOM_SET_BY_USER:
		return "a user";
	case NL80211_REGDOM_SET_BY_DRIVER:
		return "a driver";
	case NL80211_REGDOM_SET_BY_COUNTRY_IE:
		return "a country IE";
	default:
		return "BUG";
	}
}

static void print_nla_string(FILE *f, bool has, struct iwc_nl80211_bytes b)
{
	if (has)
		fprintf(f, "%.*s", (int)strnlen((const char *)b.p, b.len),
			(const char *)b.p);
	else
		fputs("(null)", f);
}

/* The little-endian u16 at @off of a frame of @len bytes, as iw reads it
 * whatever the length: a byte past the frame is the netlink padding the
 * kernel wrote after it (zeros) or lies beyond, and counts as 0. */
static uint16_t frame_le16(const uint8_t *fr, size_t len, size_t off)
{
	uint16_t lo = off < len ? fr[off] : 0;
	uint16_t hi = off + 1 < len ? fr[off + 1] : 0;

	return (uint16_t)(lo | hi << 8);
}

static void print_frame(FILE *f, const struct ev_args *args,
			const struct iwc_nl80211_event *ev)
{
	const uint8_t *fr;
	size_t len;
	char mac[18];
	uint16_t v;

	if (!ev->has_frame) {
		fputs(" [no frame]", f);
		return;
	}
	fr = ev->frame.p;
	len = ev->frame.len;
	if (len < 26) {
		fputs(" [invalid frame: ", f);
	} else {
		snprintf(mac, sizeof(mac), "%02x:%02x:%02x:%02x:%02x:%02x",
			 fr[10], fr[11], fr[12], fr[13], fr[14], fr[15]);
		fprintf(f, " %s -> ", mac);
		snprintf(mac, sizeof(mac), "%02x:%02x:%02x:%02x:%02x:%02x",
			 fr[4], fr[5], fr[6], fr[7], fr[8], fr[9]);
		fputs(mac, f);
		switch (fr[0] & 0xfc) {
		case 0x10:	/* (re)assoc response: status */
		case 0x30:
			/* iw reads bytes 26-27 even of a 26-byte frame */
			v = frame_le16(fr, len, 26);
			fprintf(f, " status: %d: %s", v, iwc_iw_status_str(v));
			break;
		case 0xb0:	/* auth: status */
			/* iw reads bytes 28-29 even of a 26-27 byte frame */
			v = frame_le16(fr, len, 28);
			fprintf(f, " status: %d: %s", v, iwc_iw_status_str(v));
			break;
		case 0xa0:	/* disassoc, deauth: reason */
		case 0xc0:
			v = le16(fr + 24);
			fprintf(f, " reason %d: %s", v, iwc_iw_reason_str(v));
			break;
		}
		if (!args->frame)
			return;
		fputs(" [frame:", f);
	}
	for (size_t i = 0; i < len; i++)
		fprintf(f, " %.02x", fr[i]);
	fputc(']', f);
}

static void print_cqm(FILE *f, const struct iwc_nl80211_event *ev)
{
	fputs("CQM event: ", f);
	if (!ev->has_cqm) {
		fputs("missing data!\n", f);
		return;
	}
	if (ev->has_cqm_rssi_event) {
		uint32_t e = ev->cqm_rssi_event;
		int32_t level = ev->has_cqm_rssi_level ? ev->cqm_rssi_level : -1;

		if (e == NL80211_CQM_RSSI_THRESHOLD_EVENT_HIGH)
			fprintf(f, "RSSI (%i dBm) went above threshold\n", level);
		else if (e == NL80211_CQM_RSSI_THRESHOLD_EVENT_LOW)
			fprintf(f, "RSSI (%i dBm) went below threshold\n", level);
		else if (e == NL80211_CQM_RSSI_BEACON_LOSS_EVENT)
			fputs("Beacon loss detected\n", f);
		else
			fprintf(f, "Unknown event type: %i\n", (int)e);
	} else if (ev->has_cqm_pkt_loss) {
		if (ev->conn.has_mac) {
			char mac[18];

			mac_str(mac, ev->conn.mac);
			fprintf(f, "peer %s didn't ACK %d packets\n", mac,
				(int)ev->cqm_pkt_loss);
		} else {
			fputs("PKT-LOSS-EVENT did not have MAC attribute!\n", f);
		}
	} else if (ev->has_cqm_beacon_loss) {
		fputs("beacon loss\n", f);
	} else {
		fputs("unknown event\n", f);
	}
}

static void print_mic_failure(FILE *f, const struct iwc_nl80211_event *ev)
{
	fputs("Michael MIC failure event:", f);
	if (ev->conn.has_mac) {
		char mac[18];

		mac_str(mac, ev->conn.mac);
		fprintf(f, " source MAC address %s", mac);
	}
	if (ev->has_key_seq && ev->key_seq.len == 6) {
		const uint8_t *s = ev->key_seq.p;

		fprintf(f, " seq=%02x%02x%02x%02x%02x%02x", s[0], s[1], s[2],
			s[3], s[4], s[5]);
	}
	if (ev->has_key_type) {
		uint32_t t = ev->key_type;

		if (t == NL80211_KEYTYPE_GROUP)
			fputs(" Key Type Group", f);
		else if (t == NL80211_KEYTYPE_PAIRWISE)
			fputs(" Key Type Pairwise", f);
		else if (t == NL80211_KEYTYPE_PEERKEY)
			fputs(" Key Type PeerKey", f);
		else
			fprintf(f, " Key Type unknown(%d)", (int)t);
	}
	if (ev->has_key_idx)
		fprintf(f, " Key Id %d", ev->key_idx);
	fputc('\n', f);
}

static void print_iface_event(FILE *f, const struct iwc_nl80211_event *ev,
			      int cmd)
{
	static const char *const types[] = {
		[NL80211_IFTYPE_STATION] = "station",
		[NL80211_IFTYPE_AP] = "access point",
		[NL80211_IFTYPE_MESH_POINT] = "mesh point",
		[NL80211_IFTYPE_ADHOC] = "IBSS",
		[NL80211_IFTYPE_MONITOR] = "monitor",
		[NL80211_IFTYPE_AP_VLAN] = "AP-VLAN",
		[NL80211_IFTYPE_WDS] = "WDS",
		[NL80211_IFTYPE_P2P_CLIENT] = "P2P-client",
		[NL80211_IFTYPE_P2P_GO] = "P2P-GO",
		[NL80211_IFTYPE_P2P_DEVICE] = "P2P-Device",
		[NL80211_IFTYPE_OCB] = "OCB",
		[NL80211_IFTYPE_NAN] = "NAN",
	};

	fputs(cmd == NL80211_CMD_NEW_INTERFACE ? "new interface" :
	      cmd == NL80211_CMD_DEL_INTERFACE ? "del interface" :
	      "set interface", f);
	if (ev->has_iftype) {
		uint32_t t = ev->iftype;

		if (t < N_ELEM(types) && types[t])
			fprintf(f, " type %s", types[t]);
		else
			fprintf(f, " type unknown (%d)", (int)t);
	}
	if (ev->has_mesh_id) {
		fputs(" meshid ", f);
		iwc_iw_print_ssid(f, ev->mesh_id.p, ev->mesh_id.len);
	}
	if (ev->has_4addr)
		fprintf(f, " use 4addr %d", ev->use_4addr);
	fputc('\n', f);
}

static void print_ch_switch(FILE *f, const struct iwc_nl80211_event *ev,
			    int cmd)
{
	fputs(cmd == NL80211_CMD_CH_SWITCH_STARTED_NOTIFY ?
	      "channel switch started" : "channel switch", f);
	if (ev->has_switch_count)
		fprintf(f, " (count=%d)", (int)ev->switch_count);
	if (ev->has_freq)
		fprintf(f, " freq=%d", (int)ev->freq);
	if (ev->has_chan_width) {
		static const char *const w[] = {
			[NL80211_CHAN_WIDTH_20_NOHT] = "20 MHz",
			[NL80211_CHAN_WIDTH_20] = "20 MHz",
			[NL80211_CHAN_WIDTH_40] = "40 MHz",
			[NL80211_CHAN_WIDTH_80] = "80 MHz",
			[NL80211_CHAN_WIDTH_80P80] = "80+80 MHz",
			[NL80211_CHAN_WIDTH_160] = "160 MHz",
			[NL80211_CHAN_WIDTH_5] = "5 MHz",
			[NL80211_CHAN_WIDTH_10] = "10 MHz",
		};
		uint32_t v = ev->chan_width;

		fprintf(f, " width=\"%s\"", v < N_ELEM(w) && w[v] ? w[v] : "unknown");
	}
	if (ev->has_channel_type) {
		static const char *const t[] = {
			"\"No HT\"", "\"HT20\"", "\"HT40-\"", "\"HT40+\"",
		};
		uint32_t v = ev->channel_type;

		fprintf(f, " type=%s", v < 4 ? t[v] : "");
	}
	if (ev->has_center1)
		fprintf(f, " freq1=%d", (int)ev->center1);
	if (ev->has_center2)
		fprintf(f, " freq2=%d", (int)ev->center2);
	fputc('\n', f);
}

/* "connected to MAC", "failed to connect ..., status: N: text", ... */
static void print_connect_body(FILE *f, const struct iwc_nat_connect_event *ev)
{
	uint16_t status = 0;

	if (ev->timed_out) {
		fputs("timed out", f);
	} else if (!ev->has_status) {
		fputs("unknown connect status", f);
	} else if (ev->status == 0) {
		fputs("connected", f);
	} else {
		status = ev->status;
		fputs("failed to connect", f);
	}
	if (ev->has_mac) {
		const uint8_t *m = ev->mac;

		fprintf(f, " to %02x:%02x:%02x:%02x:%02x:%02x",
			m[0], m[1], m[2], m[3], m[4], m[5]);
	}
	if (status)
		fprintf(f, ", status: %d: %s", status,
			iwc_iw_status_str(status));
	fputc('\n', f);
}

/* print_event() after the timestamp and the device prefix */
static void print_body(FILE *f, const struct ev_args *args,
		       const struct iwc_nl80211_event *ev)
{
	int cmd = ev->cmd;
	char mac[18], buf[64];

	switch (cmd) {
	case NL80211_CMD_NEW_WIPHY:
		fputs("renamed to ", f);
		print_nla_string(f, ev->has_wiphy_name, ev->wiphy_name);
		fputc('\n', f);
		break;
	case NL80211_CMD_TRIGGER_SCAN:
		fputs("scan started\n", f);
		break;
	case NL80211_CMD_NEW_SCAN_RESULTS:
	case NL80211_CMD_SCAN_ABORTED:
		fputs(cmd == NL80211_CMD_SCAN_ABORTED ? "scan aborted:" :
		      "scan finished:", f);
		if (ev->has_scan_freqs) {
			for (size_t i = 0; i < ev->n_scan_freqs; i++)
				fprintf(f, " %d", (int)ev->scan_freqs[i]);
			fputc(',', f);
		}
		if (ev->has_scan_ssids) {
			for (size_t i = 0; i < ev->n_scan_ssids; i++) {
				fputs(" \"", f);
				iwc_iw_print_ssid(f, ev->scan_ssids[i].p,
						  ev->scan_ssids[i].len);
				fputc('"', f);
			}
		}
		fputc('\n', f);
		break;
	case NL80211_CMD_START_SCHED_SCAN:
		fputs("scheduled scan started\n", f);
		break;
	case NL80211_CMD_SCHED_SCAN_STOPPED:
		fputs("sched scan stopped\n", f);
		break;
	case NL80211_CMD_SCHED_SCAN_RESULTS:
		fputs("got scheduled scan results\n", f);
		break;
	case NL80211_CMD_WIPHY_REG_CHANGE:
	case NL80211_CMD_REG_CHANGE: {
		uint8_t type = ev->reg_type;
		uint32_t init = ev->reg_initiator;
		int wiphy = (int)ev->conn.wiphy;

		fputs(cmd == NL80211_CMD_WIPHY_REG_CHANGE ?
		      "regulatory domain change (phy): " :
		      "regulatory domain change: ", f);
		switch (type) {
		case NL80211_REGDOM_TYPE_COUNTRY:
			fputs("set to ", f);
			print_nla_string(f, ev->has_reg_alpha2, ev->reg_alpha2);
			fprintf(f, " by %s request", initiator_str(init));
			if (ev->conn.has_wiphy)
				fprintf(f, " on phy%d", wiphy);
			break;
		case NL80211_REGDOM_TYPE_WORLD:
			fprintf(f, "set to world roaming by %s request",
				initiator_str(init));
			break;
		case NL80211_REGDOM_TYPE_CUSTOM_WORLD:
			fprintf(f, "custom world roaming rules in place on phy%d by %s request",
				wiphy, initiator_str(init));
			break;
		case NL80211_REGDOM_TYPE_INTERSECTION:
			fprintf(f, "intersection used due to a request made by %s",
				initiator_str(init));
			if (ev->conn.has_wiphy)
				fprintf(f, " on phy%d", wiphy);
			break;
		default:
			fputs("unknown source (upgrade this utility)", f);
			break;
		}
		fputc('\n', f);
		break;
	}
	case NL80211_CMD_REG_BEACON_HINT: {
		const struct iwc_nl80211_hint_chan *b = &ev->hint_before;
		const struct iwc_nl80211_hint_chan *a = &ev->hint_after;
		uint32_t f1 = b->freq;
		bool ir1 = b->no_ir, ir2 = a->no_ir;
		bool ibss1 = b->no_ibss, ibss2 = a->no_ibss;

		if (!b->valid || !a->valid || b->freq != a->freq)
			break;
		fputs("beacon hint:\n", f);
		fprintf(f, "phy%d %d MHz [%d]:\n", (int)ev->conn.wiphy, (int)f1,
			iwc_iw_freq_to_chan((int)f1));
		if (ir1 && !ir2)
			fputs(ibss1 && !ibss2 ? "\to Initiating radiation enabled\n" :
			      "\to active scan enabled\n", f);
		else if (ibss1 && !ibss2)
			fputs("\to ibss enabled\n", f);
		break;
	}
	case NL80211_CMD_NEW_STATION:
	case NL80211_CMD_DEL_STATION:
	case NL80211_CMD_JOIN_IBSS:
		strcpy(mac, "00:00:00:00:00:00");
		if (ev->conn.has_mac)
			mac_str(mac, ev->conn.mac);
		if (cmd == NL80211_CMD_JOIN_IBSS)
			fprintf(f, "IBSS %s joined\n", mac);
		else
			fprintf(f, "%s station %s\n",
				cmd == NL80211_CMD_NEW_STATION ? "new" : "del", mac);
		break;
	case NL80211_CMD_AUTHENTICATE:
	case NL80211_CMD_ASSOCIATE:
		fputs(cmd == NL80211_CMD_ASSOCIATE ? "assoc" : "auth", f);
		if (ev->has_frame)
			print_frame(f, args, ev);
		else if (ev->conn.timed_out)
			fputs(": timed out", f);
		else
			fputs(": unknown event", f);
		fputc('\n', f);
		break;
	case NL80211_CMD_DEAUTHENTICATE:
	case NL80211_CMD_DISASSOCIATE:
	case NL80211_CMD_UNPROT_DEAUTHENTICATE:
	case NL80211_CMD_UNPROT_DISASSOCIATE:
		fputs(cmd == NL80211_CMD_DEAUTHENTICATE ? "deauth" :
		      cmd == NL80211_CMD_DISASSOCIATE ? "disassoc" :
		      cmd == NL80211_CMD_UNPROT_DEAUTHENTICATE ?
		      "unprotected deauth" : "unprotected disassoc", f);
		print_frame(f, args, ev);
		fputc('\n', f);
		break;
	case NL80211_CMD_CONNECT:
		print_connect_body(f, &ev->conn);
		break;
	case NL80211_CMD_ROAM:
		fputs("roamed", f);
		if (ev->conn.has_mac) {
			mac_str(mac, ev->conn.mac);
			fprintf(f, " to %s", mac);
		}
		fputc('\n', f);
		break;
	case NL80211_CMD_DISCONNECT:
		fputs("disconnected", f);
		fputs(ev->by_ap ? " (by AP)" :
		      " (local request)", f);
		if (ev->has_reason) {
			uint16_t r = ev->reason;

			fprintf(f, " reason: %d: %s", r, iwc_iw_reason_str(r));
		}
		fputc('\n', f);
		break;
	case NL80211_CMD_REMAIN_ON_CHANNEL:
		fprintf(f, "remain on freq %d (%dms, cookie %llx)\n",
			(int)ev->freq,
			(int)ev->duration,
			(unsigned long long)ev->cookie);
		break;
	case NL80211_CMD_CANCEL_REMAIN_ON_CHANNEL:
	case NL80211_CMD_FRAME_WAIT_CANCEL:
		fprintf(f, "%s %d (cookie %llx)\n",
			cmd == NL80211_CMD_FRAME_WAIT_CANCEL ?
			"frame wait cancel on freq" : "done with remain on freq",
			(int)ev->freq,
			(unsigned long long)ev->cookie);
		break;
	case NL80211_CMD_NOTIFY_CQM:
		print_cqm(f, ev);
		break;
	case NL80211_CMD_MICHAEL_MIC_FAILURE:
		print_mic_failure(f, ev);
		break;
	case NL80211_CMD_FRAME_TX_STATUS:
	case NL80211_CMD_CONTROL_PORT_FRAME_TX_STATUS:
		fprintf(f, "%s TX status (cookie %llx): %s\n",
			cmd == NL80211_CMD_FRAME_TX_STATUS ? "mgmt" : "ctrl. port",
			(unsigned long long)ev->cookie,
			ev->ack ? "acked" : "no ack");
		break;
	case NL80211_CMD_PMKSA_CANDIDATE:
		fputs("PMKSA candidate found\n", f);
		break;
	case NL80211_CMD_PROBE_CLIENT:
		strcpy(mac, "??");
		if (ev->conn.has_mac)
			mac_str(mac, ev->conn.mac);
		fprintf(f, "probe client %s (cookie %llx): %s\n", mac,
			(unsigned long long)ev->cookie,
			ev->ack ? "acked" : "no ack");
		break;
	case NL80211_CMD_VENDOR:
		/* iw 5.19 has no vendor decoders of its own; its -f hex dump
		 * of the vendor data is not implemented */
		if (!ev->has_vendor_id || !ev->has_vendor_subcmd)
			break;
		fprintf(f, "vendor event %.6x:%d\n", ev->vendor_id,
			(int)ev->vendor_subcmd);
		break;
	case NL80211_CMD_RADAR_DETECT: {
		static const char *const what[] = {
			[NL80211_RADAR_DETECTED] = "radar detected",
			[NL80211_RADAR_CAC_FINISHED] = "CAC finished",
			[NL80211_RADAR_CAC_ABORTED] = "CAC was aborted",
			[NL80211_RADAR_NOP_FINISHED] = "NOP finished",
			[NL80211_RADAR_PRE_CAC_EXPIRED] = "PRE-CAC expired",
			[NL80211_RADAR_CAC_STARTED] = "CAC started",
		};
		uint32_t t;

		if (!ev->has_radar_event || !ev->has_freq) {
			fputs("BAD radar event\n", f);
			break;
		}
		t = ev->radar_event;
		fprintf(f, "%d MHz: %s\n", (int)ev->freq,
			t < N_ELEM(what) && what[t] ? what[t] :
			"unknown radar event");
		break;
	}
	case NL80211_CMD_DEL_WIPHY:
		fputs("delete wiphy\n", f);
		break;
	case NL80211_CMD_PEER_MEASUREMENT_COMPLETE:
		fputs("peer measurement complete\n", f);
		break;
	case NL80211_CMD_NEW_PEER_CANDIDATE:
		fputs("new peer candidate", f);
		if (ev->conn.has_mac) {
			mac_str(mac, ev->conn.mac);
			fprintf(f, " %s", mac);
		}
		if (ev->has_signal)
			fprintf(f, " %d dBm", (int)ev->signal_dbm);
		fputc('\n', f);
		break;
	case NL80211_CMD_NEW_INTERFACE:
	case NL80211_CMD_SET_INTERFACE:
	case NL80211_CMD_DEL_INTERFACE:
		print_iface_event(f, ev, cmd);
		break;
	case NL80211_CMD_STA_OPMODE_CHANGED:
		fputs("sta opmode changed", f);
		if (ev->conn.has_mac) {
			mac_str(mac, ev->conn.mac);
			fprintf(f, " %s", mac);
		}
		if (ev->has_smps_mode)
			fprintf(f, " smps mode %d", ev->smps_mode);
		if (ev->has_chan_width)
			fprintf(f, " chan width %d", (uint8_t)ev->chan_width);
		if (ev->has_nss)
			fprintf(f, " nss %d", ev->nss);
		fputc('\n', f);
		break;
	case NL80211_CMD_STOP_AP:
		fputs("stop ap\n", f);
		break;
	case NL80211_CMD_CH_SWITCH_STARTED_NOTIFY:
	case NL80211_CMD_CH_SWITCH_NOTIFY:
		print_ch_switch(f, ev, cmd);
		break;
	case NL80211_CMD_ASSOC_COMEBACK:
		strcpy(mac, "<unset>");
		if (ev->conn.has_mac)
			mac_str(mac, ev->conn.mac);
		fprintf(f, "assoc comeback bssid %s timeout %d\n", mac,
			(int)ev->timeout);
		break;
	case NL80211_CMD_SET_WOWLAN:
	case NL80211_CMD_PEER_MEASUREMENT_RESULT:
	case NL80211_CMD_DEL_NAN_FUNCTION:
	case NL80211_CMD_NAN_MATCH:
		/* not decoded (iwcompat(8)): said so, not iw's text */
		fprintf(f, "%s event (not decoded by iwcompat)\n",
			iwc_iw_command_name(args->iw, (uint32_t)cmd, buf,
					    sizeof(buf)));
		break;
	default:
		fprintf(f, "unknown event %d (%s)\n", cmd,
			iwc_iw_command_name(args->iw, (uint32_t)cmd, buf,
					    sizeof(buf)));
		break;
	}
}

/* iw's prefix: "IF (phy #N): ", "wdev 0x.. (phy #N): ", ... from the
 * message's facts, @ev->ifname "" when the ifindex has no name */
static void print_ev_prefix(FILE *f, const struct iwc_nat_connect_event *ev)
{
	if (ev->has_ifindex && ev->has_wiphy) {
		if (ev->ifname[0])
			fprintf(f, "%s (phy #%d): ", ev->ifname, (int)ev->wiphy);
		else
			fprintf(f, "phy #%d: ", (int)ev->wiphy);
	} else if (ev->has_wdev && ev->has_wiphy) {
		fprintf(f, "wdev 0x%llx (phy #%d): ",
			(unsigned long long)ev->wdev, (int)ev->wiphy);
	} else if (ev->has_ifindex) {
		fprintf(f, "%s: ", ev->ifname);
	} else if (ev->has_wdev) {
		fprintf(f, "wdev 0x%llx: ", (unsigned long long)ev->wdev);
	} else if (ev->has_wiphy) {
		fprintf(f, "phy #%d: ", (int)ev->wiphy);
	}
}

/* print_event()'s line for NL80211_CMD_CONNECT, prefix included: the
 * one printer of both "event" and "connect -w" (iw's connect -w prints
 * the event it waited for with print_event() too) */
void iwc_nat_print_connect_event(FILE *f, const struct iwc_nat_connect_event *ev)
{
	print_ev_prefix(f, ev);
	print_connect_body(f, ev);
}

/* the clock of this event: microseconds to print (absolute, or since
 * the previous event with -r) */
static unsigned long long stamp(struct ev_args *args)
{
	unsigned long long prev = 1000000ULL * (unsigned long long)args->ts.tv_sec +
				  (unsigned long long)args->ts.tv_usec;
	unsigned long long us;

	if (args->now)
		args->ts = *args->now;
	else
		gettimeofday(&args->ts, NULL);
	us = 1000000ULL * (unsigned long long)args->ts.tv_sec +
	     (unsigned long long)args->ts.tv_usec;
	if (args->reltime) {
		if (!args->have_ts) {
			us = 0;
			args->have_ts = true;
		} else {
			us -= prev;
		}
	}
	return us;
}

static void json_event(struct ev_args *args, const struct iwc_nl80211_event *ev,
		       bool timed, unsigned long long us, const char *msg,
		       size_t msg_len)
{
	const struct iwc_nat_connect_event *c = &ev->conn;
	int cmd = ev->cmd;
	struct iwc_json j;
	char buf[64];
	bool bssid = cmd == NL80211_CMD_CONNECT || cmd == NL80211_CMD_ROAM ||
		     cmd == NL80211_CMD_JOIN_IBSS;

	iwc_json_doc_open(&j, args->out);	/* each line a document */
	if (timed && args->ctime)
		iwc_json_fixed(&j, "timestamp_s", (int64_t)us, 6);
	else if (timed)
		iwc_json_fixed(&j, args->reltime ? "delta_s" : "timestamp_s",
			       (int64_t)us, 6);
	iwc_json_str(&j, "event", iwc_iw_command_name(args->iw, (uint32_t)cmd,
						       buf, sizeof(buf)));
	iwc_json_uint(&j, "cmd", (uint64_t)cmd);
	if (c->has_ifindex) {
		if (c->ifname[0])
			iwc_json_str(&j, "ifname", c->ifname);
		iwc_json_uint(&j, "ifindex", c->ifindex);
	}
	if (c->has_wiphy)
		iwc_json_uint(&j, "wiphy", c->wiphy);
	if (c->has_wdev)
		iwc_json_uint(&j, "wdev", c->wdev);
	if (c->has_mac && ev->mac_full)
		iwc_json_mac(&j, bssid ? "bssid" : "mac", c->mac);
	if (cmd == NL80211_CMD_CONNECT && c->has_status)
		iwc_json_uint(&j, "status_code", c->status);
	if (c->timed_out)
		iwc_json_bool(&j, "timed_out", true);
	if (cmd == NL80211_CMD_DISCONNECT) {
		iwc_json_bool(&j, "by_ap", ev->by_ap);
		if (ev->has_reason)
			iwc_json_uint(&j, "reason_code", ev->reason);
	}
	if ((cmd == NL80211_CMD_NEW_SCAN_RESULTS || cmd == NL80211_CMD_SCAN_ABORTED) &&
	    ev->has_scan_freqs) {
		iwc_json_arr_open(&j, "freqs_mhz");
		for (size_t i = 0; i < ev->n_scan_freqs; i++)
			iwc_json_uint(&j, NULL, ev->scan_freqs[i]);
		iwc_json_arr_close(&j);
	}
	if (ev->has_reg_alpha2 &&
	    (cmd == NL80211_CMD_REG_CHANGE || cmd == NL80211_CMD_WIPHY_REG_CHANGE))
		iwc_json_bytes(&j, "country", ev->reg_alpha2.p,
			       strnlen((const char *)ev->reg_alpha2.p,
				       ev->reg_alpha2.len));
	if (ev->has_freq)
		iwc_json_uint(&j, "freq_mhz", ev->freq);
	while (msg_len && msg[msg_len - 1] == '\n')
		msg_len--;
	iwc_json_bytes(&j, "message", (const uint8_t *)msg, msg_len);
	iwc_json_doc_close(&j);
}

static int on_event(const struct iwc_nl80211_event *ev, void *arg)
{
	struct ev_args *args = arg;
	bool timed = args->time || args->reltime || args->ctime;
	unsigned long long us = 0;
	char *body = NULL;
	size_t body_len = 0;
	FILE *f = args->out;

	if (timed)
		us = stamp(args);
	if (args->json) {
		FILE *m = open_memstream(&body, &body_len);

		if (!m)
			return -ENOMEM;
		print_ev_prefix(m, &ev->conn);
		print_body(m, args, ev);
		fclose(m);
		json_event(args, ev, timed, us, body, body_len);
		free(body);
	} else {
		if (timed && args->ctime) {
			time_t sec = args->ts.tv_sec;
			struct tm tm;
			char buf[64] = "";

			localtime_r(&sec, &tm);
			strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", &tm);
			fprintf(f, "[%s.%06lu]: ", buf, (unsigned long)args->ts.tv_usec);
		} else if (timed) {
			fprintf(f, "%llu.%06llu: ", us / 1000000, us % 1000000);
		}
		print_ev_prefix(f, &ev->conn);
		print_body(f, args, ev);
	}
	fflush(f);
	return 0;
}

/* one event as "event" prints it (for the unit tests: @now fixes the
 * clock) */
int iwc_native_event_print(FILE *f, bool json, const char *opts,
			   const struct timeval *now,
			   const struct iwc_nl80211_event *ev)
{
	struct ev_args args = { .out = f, .json = json, .now = now,
				.iw = iwc_iw_dialect(NULL) };

	args.time = strchr(opts, 't') != NULL;
	args.reltime = strchr(opts, 'r') != NULL;
	args.ctime = strchr(opts, 'T') != NULL;
	args.frame = strchr(opts, 'f') != NULL;
	return on_event(ev, &args);
}

int iwc_native_event(const struct iwc_ctx *ctx,
		     const struct iwc_backend *nat, bool json, int argc,
		     char **argv)
{
	struct ev_args args = { .out = ctx->out, .json = json,
				.iw = iwc_iw_dialect(ctx) };
	int n_time = 0;

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "-f")) {
			args.frame = true;
		} else if (!strcmp(argv[i], "-t")) {
			n_time++;
			args.time = true;
		} else if (!strcmp(argv[i], "-T")) {
			n_time++;
			args.ctime = true;
		} else if (!strcmp(argv[i], "-r")) {
			n_time++;
			args.reltime = true;
		} else {
			return 1;	/* usage */
		}
	}
	if (n_time > 1)
		return 1;
	if (!nat->listen)
		return -EOPNOTSUPP;
	return nat->listen(ctx->be_data, on_event, &args);
}
