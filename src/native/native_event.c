/*
 * native_event.c - "event [-t|-T|-r] [-f]": iw 5.19's print_event()
 * for every message of nl80211's config, scan, regulatory, mlme, vendor
 * and nan multicast groups, until a signal ends the process (as iw, no
 * handler: SIGINT/SIGTERM kill it, each event is flushed as printed).
 * With -j each event is one line of JSON (JSON Lines): the facts as
 * keys, iw's text of the event as "message".
 */
#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include <linux/nl80211.h>

#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/native_nla.h"
#include "iwcompat/units.h"
#include "bytes.h"

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

/* iw 5.19's reason.c and status.c */
static const char *const reason_text[] = {
	[1] = "Unspecified",
	[2] = "Previous authentication no longer valid",
	[3] = "Deauthenticated because sending station is leaving (or has left) the IBSS or ESS",
	[4] = "Disassociated due to inactivity",
	[5] = "Disassociated because AP is unable to handle all currently associated STA",
	[6] = "Class 2 frame received from non-authenticated station",
	[7] = "Class 3 frame received from non-authenticated station",
	[8] = "Disassociated because sending station is leaving (or has left) the BSS",
	[9] = "Station requesting (re)association is not authenticated with responding station",
	[10] = "Disassociated because the information in the Power Capability element is unacceptable",
	[11] = "Disassociated because the information in the Supported Channels element is unacceptable",
	[13] = "Invalid information element",
	[14] = "MIC failure",
	[15] = "4-way handshake timeout",
	[16] = "Group key update timeout",
	[17] = "Information element in 4-way handshake different from (Re-)associate request/Probe response/Beacon",
	[18] = "Multicast cipher is not valid",
	[19] = "Unicast cipher is not valid",
	[20] = "AKMP is not valid",
	[21] = "Unsupported RSNE version",
	[22] = "Invalid RSNE capabilities",
	[23] = "IEEE 802.1X authentication failed",
	[24] = "Cipher Suite rejected per security policy",
	[31] = "TS deleted because QoS AP lacks sufficient bandwidth for this QoS STA due to a change in BSS service characteristics or operational mode",
	[32] = "Disassociated for unspecified QoS-related reason",
	[33] = "Disassociated because QAP lacks sufficient bandwidth for this STA",
	[34] = "Disassociated because of excessive frame losses and/or poor channel conditions",
	[35] = "Disassociated because QSTA is transmitting outside the limits of its polled TXOPs",
	[36] = "Requested from peer QSTA as the QSTA is leaving the QBSS (or resetting)",
	[37] = "Requested from peer QSTA as it does not want to use Traffic Stream",
	[38] = "Requested from peer QSTA as the QSTA received frames indicated Traffic Stream for which it has not set up",
	[39] = "Requested from peer QSTA due to time out",
	[40] = "Requested from peer QSTA as the QSTA is leaving the QBSS (or resetting)",
	[41] = "Requested from peer QSTA as it does not want to receive frames directly from the QSTA",
	[42] = "Requested from peer QSTA as the QSTA received DLP frames for which it has not set up",
	[43] = "Requested from peer QSTA as it does not want to use Block Ack",
	[44] = "Requested from peer QSTA as the QSTA received frames indicated Block Acknowledgement policy for which it has not set up",
	[45] = "Peer QSTA does not support the requested cipher suite",
};

static const char *const status_text[] = {
	[0] = "Successful",
	[1] = "Unspecified failure",
	[10] = "Cannot support all requested capabilities in the capability information field",
	[11] = "Reassociation denied due to inability to confirm that association exists",
	[12] = "Association denied due to reason outside the scope of this standard",
	[13] = "Responding station does not support the specified authentication algorithm",
	[14] = "Received an authentication frame with authentication transaction sequence number out of expected sequence",
	[15] = "Authentication rejected because of challenge failure",
	[16] = "Authentication rejected due to timeout waiting for next frame in sequence",
	[17] = "Association denied because AP is unable to handle additional associated STA",
	[18] = "Association denied due to requesting station not supporting all of the data rates in the BSSBasicRateSet parameter",
	[19] = "Association denied due to requesting station not supporting the short preamble option",
	[20] = "Association denied due to requesting station not supporting the PBCC modulation option",
	[21] = "Association denied due to requesting station not supporting the channel agility option",
	[22] = "Association request rejected because Spectrum Management capability is required",
	[23] = "Association request rejected because the information in the Power Capability element is unacceptable",
	[24] = "Association request rejected because the information in the Supported Channels element is unacceptable",
	[25] = "Association request rejected due to requesting station not supporting the short slot time option",
	[26] = "Association request rejected due to requesting station not supporting the ER-PBCC modulation option",
	[27] = "Association denied due to requesting STA not supporting HT features",
	[28] = "R0KH Unreachable",
	[29] = "Association denied because the requesting STA does not support the PCO transition required by the AP",
	[30] = "Association request rejected temporarily; try again later",
	[31] = "Robust Management frame policy violation",
	[32] = "Unspecified, QoS related failure",
	[33] = "Association denied due to QAP having insufficient bandwidth to handle another QSTA",
	[34] = "Association denied due to poor channel conditions",
	[35] = "Association (with QBSS) denied due to requesting station not supporting the QoS facility",
	[37] = "The request has been declined",
	[38] = "The request has not been successful as one or more parameters have invalid values",
	[39] = "The TS has not been created because the request cannot be honored. However, a suggested Tspec is provided so that the initiating QSTA may attempt to send another TS with the suggested changes to the TSpec",
	[40] = "Invalid Information Element",
	[41] = "Group Cipher is not valid",
	[42] = "Pairwise Cipher is not valid",
	[43] = "AKMP is not valid",
	[44] = "Unsupported RSN IE version",
	[45] = "Invalid RSN IE Capabilities",
	[46] = "Cipher suite is rejected per security policy",
	[47] = "The TS has not been created. However, the HC may be capable of creating a TS, in response to a request, after the time indicated in the TS Delay element",
	[48] = "Direct link is not allowed in the BSS by policy",
	[49] = "Destination STA is not present within this QBSS",
	[50] = "The destination STA is not a QSTA",
	[51] = "Association denied because Listen Interval is too large",
	[52] = "Invalid Fast BSS Transition Action Frame Count",
	[53] = "Invalid PMKID",
	[54] = "Invalid MDIE",
	[55] = "Invalid FTIE",
};
/* iw reads these attributes without looking: 0 when absent */
static uint32_t u32_of(const struct iwc_nla *a)
{
	return a ? iwc_nla_u32(a) : 0;
}

static uint64_t u64_of(const struct iwc_nla *a)
{
	return a ? iwc_nla_u64(a) : 0;
}

static const char *reason_str(uint16_t r)
{
	return r < N_ELEM(reason_text) && reason_text[r] ? reason_text[r] :
	       "<unknown>";
}

const char *iwc_iw_status_str(uint16_t s)
{
	return s < N_ELEM(status_text) && status_text[s] ? status_text[s] :
	       "<unknown>";
}

struct ev_args {
	FILE *out;
	bool json, frame, time, ctime, reltime, have_ts;
	struct timeval ts;
	/* for iwc_native_event_print() callers that want a fixed clock */
	const struct timeval *now;
};

static void mac_str(char *buf, const struct iwc_nla *a)
{
	uint8_t m[6] = { 0 };

	memcpy(m, iwc_nla_data(a), iwc_nla_len(a) < 6 ? iwc_nla_len(a) : 6);
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

static void print_nla_string(FILE *f, const struct iwc_nla *a)
{
	if (a)
		fprintf(f, "%.*s", (int)strnlen(iwc_nla_data(a), iwc_nla_len(a)),
			(const char *)iwc_nla_data(a));
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
			const struct iwc_nla *attr)
{
	const uint8_t *fr;
	size_t len;
	char mac[18];
	uint16_t v;

	if (!attr) {
		fputs(" [no frame]", f);
		return;
	}
	fr = iwc_nla_data(attr);
	len = iwc_nla_len(attr);
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
			fprintf(f, " reason %d: %s", v, reason_str(v));
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

static void print_cqm(FILE *f, const struct iwc_nla **tb)
{
	const struct iwc_nla *cqm[NL80211_ATTR_CQM_MAX + 1];

	fputs("CQM event: ", f);
	if (!tb[NL80211_ATTR_CQM]) {
		fputs("missing data!\n", f);
		return;
	}
	iwc_nla_parse_nested(cqm, NL80211_ATTR_CQM_MAX, tb[NL80211_ATTR_CQM]);
	if (cqm[NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT]) {
		uint32_t ev = iwc_nla_u32(cqm[NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT]);
		int32_t level = cqm[NL80211_ATTR_CQM_RSSI_LEVEL] ?
				(int32_t)iwc_nla_u32(cqm[NL80211_ATTR_CQM_RSSI_LEVEL]) : -1;

		if (ev == NL80211_CQM_RSSI_THRESHOLD_EVENT_HIGH)
			fprintf(f, "RSSI (%i dBm) went above threshold\n", level);
		else if (ev == NL80211_CQM_RSSI_THRESHOLD_EVENT_LOW)
			fprintf(f, "RSSI (%i dBm) went below threshold\n", level);
		else if (ev == NL80211_CQM_RSSI_BEACON_LOSS_EVENT)
			fputs("Beacon loss detected\n", f);
		else
			fprintf(f, "Unknown event type: %i\n", (int)ev);
	} else if (cqm[NL80211_ATTR_CQM_PKT_LOSS_EVENT]) {
		if (tb[NL80211_ATTR_MAC]) {
			char mac[18];

			mac_str(mac, tb[NL80211_ATTR_MAC]);
			fprintf(f, "peer %s didn't ACK %d packets\n", mac,
				(int)iwc_nla_u32(cqm[NL80211_ATTR_CQM_PKT_LOSS_EVENT]));
		} else {
			fputs("PKT-LOSS-EVENT did not have MAC attribute!\n", f);
		}
	} else if (cqm[NL80211_ATTR_CQM_BEACON_LOSS_EVENT]) {
		fputs("beacon loss\n", f);
	} else {
		fputs("unknown event\n", f);
	}
}

static void print_mic_failure(FILE *f, const struct iwc_nla **tb)
{
	fputs("Michael MIC failure event:", f);
	if (tb[NL80211_ATTR_MAC]) {
		char mac[18];

		mac_str(mac, tb[NL80211_ATTR_MAC]);
		fprintf(f, " source MAC address %s", mac);
	}
	if (tb[NL80211_ATTR_KEY_SEQ] && iwc_nla_len(tb[NL80211_ATTR_KEY_SEQ]) == 6) {
		const uint8_t *s = iwc_nla_data(tb[NL80211_ATTR_KEY_SEQ]);

		fprintf(f, " seq=%02x%02x%02x%02x%02x%02x", s[0], s[1], s[2],
			s[3], s[4], s[5]);
	}
	if (tb[NL80211_ATTR_KEY_TYPE]) {
		uint32_t t = iwc_nla_u32(tb[NL80211_ATTR_KEY_TYPE]);

		if (t == NL80211_KEYTYPE_GROUP)
			fputs(" Key Type Group", f);
		else if (t == NL80211_KEYTYPE_PAIRWISE)
			fputs(" Key Type Pairwise", f);
		else if (t == NL80211_KEYTYPE_PEERKEY)
			fputs(" Key Type PeerKey", f);
		else
			fprintf(f, " Key Type unknown(%d)", (int)t);
	}
	if (tb[NL80211_ATTR_KEY_IDX])
		fprintf(f, " Key Id %d", iwc_nla_u8(tb[NL80211_ATTR_KEY_IDX]));
	fputc('\n', f);
}

static void print_iface_event(FILE *f, const struct iwc_nla **tb, int cmd)
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
	if (tb[NL80211_ATTR_IFTYPE]) {
		uint32_t t = iwc_nla_u32(tb[NL80211_ATTR_IFTYPE]);

		if (t < N_ELEM(types) && types[t])
			fprintf(f, " type %s", types[t]);
		else
			fprintf(f, " type unknown (%d)", (int)t);
	}
	if (tb[NL80211_ATTR_MESH_ID]) {
		fputs(" meshid ", f);
		iwc_iw_print_ssid(f, iwc_nla_data(tb[NL80211_ATTR_MESH_ID]),
				  iwc_nla_len(tb[NL80211_ATTR_MESH_ID]));
	}
	if (tb[NL80211_ATTR_4ADDR])
		fprintf(f, " use 4addr %d", iwc_nla_u8(tb[NL80211_ATTR_4ADDR]));
	fputc('\n', f);
}

static void print_ch_switch(FILE *f, const struct iwc_nla **tb, int cmd)
{
	fputs(cmd == NL80211_CMD_CH_SWITCH_STARTED_NOTIFY ?
	      "channel switch started" : "channel switch", f);
	if (tb[NL80211_ATTR_CH_SWITCH_COUNT])
		fprintf(f, " (count=%d)", (int)iwc_nla_u32(tb[NL80211_ATTR_CH_SWITCH_COUNT]));
	if (tb[NL80211_ATTR_WIPHY_FREQ])
		fprintf(f, " freq=%d", (int)iwc_nla_u32(tb[NL80211_ATTR_WIPHY_FREQ]));
	if (tb[NL80211_ATTR_CHANNEL_WIDTH]) {
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
		uint32_t v = iwc_nla_u32(tb[NL80211_ATTR_CHANNEL_WIDTH]);

		fprintf(f, " width=\"%s\"", v < N_ELEM(w) && w[v] ? w[v] : "unknown");
	}
	if (tb[NL80211_ATTR_WIPHY_CHANNEL_TYPE]) {
		static const char *const t[] = {
			"\"No HT\"", "\"HT20\"", "\"HT40-\"", "\"HT40+\"",
		};
		uint32_t v = iwc_nla_u32(tb[NL80211_ATTR_WIPHY_CHANNEL_TYPE]);

		fprintf(f, " type=%s", v < 4 ? t[v] : "");
	}
	if (tb[NL80211_ATTR_CENTER_FREQ1])
		fprintf(f, " freq1=%d", (int)iwc_nla_u32(tb[NL80211_ATTR_CENTER_FREQ1]));
	if (tb[NL80211_ATTR_CENTER_FREQ2])
		fprintf(f, " freq2=%d", (int)iwc_nla_u32(tb[NL80211_ATTR_CENTER_FREQ2]));
	fputc('\n', f);
}

/* a beacon hint's channel: frequency and the no-IR/no-IBSS flags */
static bool hint_chan(const struct iwc_nla *a, uint32_t *freq, bool *no_ir,
		      bool *no_ibss)
{
	const struct iwc_nla *fq[NL80211_FREQUENCY_ATTR_MAX + 1];

	if (!a)
		return false;
	iwc_nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, a);
	if (!fq[NL80211_FREQUENCY_ATTR_FREQ])
		return false;
	*freq = iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
	*no_ir = fq[NL80211_FREQUENCY_ATTR_NO_IR] != NULL;
	*no_ibss = fq[__NL80211_FREQUENCY_ATTR_NO_IBSS] != NULL;
	return true;
}

/* the prefix's facts of a message (iw names the ifindex when it prints) */
static void prefix_facts(const struct iwc_nla **tb,
			 struct iwc_nat_connect_event *ev)
{
	memset(ev, 0, sizeof(*ev));
	if (tb[NL80211_ATTR_IFINDEX]) {
		ev->has_ifindex = true;
		ev->ifindex = iwc_nla_u32(tb[NL80211_ATTR_IFINDEX]);
		if (!if_indextoname(ev->ifindex, ev->ifname))
			ev->ifname[0] = '\0';
	}
	if (tb[NL80211_ATTR_WIPHY]) {
		ev->has_wiphy = true;
		ev->wiphy = iwc_nla_u32(tb[NL80211_ATTR_WIPHY]);
	}
	if (tb[NL80211_ATTR_WDEV]) {
		ev->has_wdev = true;
		ev->wdev = iwc_nla_u64(tb[NL80211_ATTR_WDEV]);
	}
}

/* NL80211_CMD_CONNECT's facts (iw reads a short MAC as far as it goes) */
static void connect_facts(const struct iwc_nla **tb,
			  struct iwc_nat_connect_event *ev)
{
	prefix_facts(tb, ev);
	ev->timed_out = tb[NL80211_ATTR_TIMED_OUT] != NULL;
	if (tb[NL80211_ATTR_STATUS_CODE]) {
		ev->has_status = true;
		ev->status = iwc_nla_u16(tb[NL80211_ATTR_STATUS_CODE]);
	}
	if (tb[NL80211_ATTR_MAC]) {
		size_t n = iwc_nla_len(tb[NL80211_ATTR_MAC]);

		ev->has_mac = true;
		memcpy(ev->mac, iwc_nla_data(tb[NL80211_ATTR_MAC]),
		       n < IWC_ETH_ALEN ? n : IWC_ETH_ALEN);
	}
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
static void print_body(FILE *f, const struct ev_args *args, int cmd,
		       const struct iwc_nla **tb)
{
	const struct iwc_nla *a;
	char mac[18], buf[64];
	size_t rem;

	switch (cmd) {
	case NL80211_CMD_NEW_WIPHY:
		fputs("renamed to ", f);
		print_nla_string(f, tb[NL80211_ATTR_WIPHY_NAME]);
		fputc('\n', f);
		break;
	case NL80211_CMD_TRIGGER_SCAN:
		fputs("scan started\n", f);
		break;
	case NL80211_CMD_NEW_SCAN_RESULTS:
	case NL80211_CMD_SCAN_ABORTED:
		fputs(cmd == NL80211_CMD_SCAN_ABORTED ? "scan aborted:" :
		      "scan finished:", f);
		if (tb[NL80211_ATTR_SCAN_FREQUENCIES]) {
			iwc_nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_FREQUENCIES], rem)
				fprintf(f, " %d", (int)iwc_nla_u32(a));
			fputc(',', f);
		}
		if (tb[NL80211_ATTR_SCAN_SSIDS]) {
			iwc_nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_SSIDS], rem) {
				fputs(" \"", f);
				iwc_iw_print_ssid(f, iwc_nla_data(a), iwc_nla_len(a));
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
		uint8_t type = tb[NL80211_ATTR_REG_TYPE] ?
			       iwc_nla_u8(tb[NL80211_ATTR_REG_TYPE]) : 0;
		uint32_t init = tb[NL80211_ATTR_REG_INITIATOR] ?
				iwc_nla_u8(tb[NL80211_ATTR_REG_INITIATOR]) : 0;
		int wiphy = tb[NL80211_ATTR_WIPHY] ?
			    (int)iwc_nla_u32(tb[NL80211_ATTR_WIPHY]) : 0;

		fputs(cmd == NL80211_CMD_WIPHY_REG_CHANGE ?
		      "regulatory domain change (phy): " :
		      "regulatory domain change: ", f);
		switch (type) {
		case NL80211_REGDOM_TYPE_COUNTRY:
			fputs("set to ", f);
			print_nla_string(f, tb[NL80211_ATTR_REG_ALPHA2]);
			fprintf(f, " by %s request", initiator_str(init));
			if (tb[NL80211_ATTR_WIPHY])
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
			if (tb[NL80211_ATTR_WIPHY])
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
		uint32_t f1, f2;
		bool ir1, ir2, ibss1, ibss2;

		if (!hint_chan(tb[NL80211_ATTR_FREQ_BEFORE], &f1, &ir1, &ibss1) ||
		    !hint_chan(tb[NL80211_ATTR_FREQ_AFTER], &f2, &ir2, &ibss2) ||
		    f1 != f2)
			break;
		fputs("beacon hint:\n", f);
		fprintf(f, "phy%d %d MHz [%d]:\n", tb[NL80211_ATTR_WIPHY] ?
			(int)iwc_nla_u32(tb[NL80211_ATTR_WIPHY]) : 0, (int)f1,
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
		if (tb[NL80211_ATTR_MAC])
			mac_str(mac, tb[NL80211_ATTR_MAC]);
		if (cmd == NL80211_CMD_JOIN_IBSS)
			fprintf(f, "IBSS %s joined\n", mac);
		else
			fprintf(f, "%s station %s\n",
				cmd == NL80211_CMD_NEW_STATION ? "new" : "del", mac);
		break;
	case NL80211_CMD_AUTHENTICATE:
	case NL80211_CMD_ASSOCIATE:
		fputs(cmd == NL80211_CMD_ASSOCIATE ? "assoc" : "auth", f);
		if (tb[NL80211_ATTR_FRAME])
			print_frame(f, args, tb[NL80211_ATTR_FRAME]);
		else if (tb[NL80211_ATTR_TIMED_OUT])
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
		print_frame(f, args, tb[NL80211_ATTR_FRAME]);
		fputc('\n', f);
		break;
	case NL80211_CMD_CONNECT: {
		struct iwc_nat_connect_event ev;

		connect_facts(tb, &ev);
		print_connect_body(f, &ev);
		break;
	}
	case NL80211_CMD_ROAM:
		fputs("roamed", f);
		if (tb[NL80211_ATTR_MAC]) {
			mac_str(mac, tb[NL80211_ATTR_MAC]);
			fprintf(f, " to %s", mac);
		}
		fputc('\n', f);
		break;
	case NL80211_CMD_DISCONNECT:
		fputs("disconnected", f);
		fputs(tb[NL80211_ATTR_DISCONNECTED_BY_AP] ? " (by AP)" :
		      " (local request)", f);
		if (tb[NL80211_ATTR_REASON_CODE]) {
			uint16_t r = iwc_nla_u16(tb[NL80211_ATTR_REASON_CODE]);

			fprintf(f, " reason: %d: %s", r, reason_str(r));
		}
		fputc('\n', f);
		break;
	case NL80211_CMD_REMAIN_ON_CHANNEL:
		fprintf(f, "remain on freq %d (%dms, cookie %llx)\n",
			(int)u32_of(tb[NL80211_ATTR_WIPHY_FREQ]),
			(int)u32_of(tb[NL80211_ATTR_DURATION]),
			(unsigned long long)u64_of(tb[NL80211_ATTR_COOKIE]));
		break;
	case NL80211_CMD_CANCEL_REMAIN_ON_CHANNEL:
	case NL80211_CMD_FRAME_WAIT_CANCEL:
		fprintf(f, "%s %d (cookie %llx)\n",
			cmd == NL80211_CMD_FRAME_WAIT_CANCEL ?
			"frame wait cancel on freq" : "done with remain on freq",
			(int)u32_of(tb[NL80211_ATTR_WIPHY_FREQ]),
			(unsigned long long)u64_of(tb[NL80211_ATTR_COOKIE]));
		break;
	case NL80211_CMD_NOTIFY_CQM:
		print_cqm(f, tb);
		break;
	case NL80211_CMD_MICHAEL_MIC_FAILURE:
		print_mic_failure(f, tb);
		break;
	case NL80211_CMD_FRAME_TX_STATUS:
	case NL80211_CMD_CONTROL_PORT_FRAME_TX_STATUS:
		fprintf(f, "%s TX status (cookie %llx): %s\n",
			cmd == NL80211_CMD_FRAME_TX_STATUS ? "mgmt" : "ctrl. port",
			(unsigned long long)u64_of(tb[NL80211_ATTR_COOKIE]),
			tb[NL80211_ATTR_ACK] ? "acked" : "no ack");
		break;
	case NL80211_CMD_PMKSA_CANDIDATE:
		fputs("PMKSA candidate found\n", f);
		break;
	case NL80211_CMD_PROBE_CLIENT:
		strcpy(mac, "??");
		if (tb[NL80211_ATTR_MAC])
			mac_str(mac, tb[NL80211_ATTR_MAC]);
		fprintf(f, "probe client %s (cookie %llx): %s\n", mac,
			(unsigned long long)u64_of(tb[NL80211_ATTR_COOKIE]),
			tb[NL80211_ATTR_ACK] ? "acked" : "no ack");
		break;
	case NL80211_CMD_VENDOR:
		/* iw 5.19 has no vendor decoders of its own; its -f hex dump
		 * of the vendor data is not implemented */
		if (!tb[NL80211_ATTR_VENDOR_ID] || !tb[NL80211_ATTR_VENDOR_SUBCMD])
			break;
		fprintf(f, "vendor event %.6x:%d\n",
			iwc_nla_u32(tb[NL80211_ATTR_VENDOR_ID]),
			(int)iwc_nla_u32(tb[NL80211_ATTR_VENDOR_SUBCMD]));
		break;
	case NL80211_CMD_RADAR_DETECT: {
		static const char *const ev[] = {
			[NL80211_RADAR_DETECTED] = "radar detected",
			[NL80211_RADAR_CAC_FINISHED] = "CAC finished",
			[NL80211_RADAR_CAC_ABORTED] = "CAC was aborted",
			[NL80211_RADAR_NOP_FINISHED] = "NOP finished",
			[NL80211_RADAR_PRE_CAC_EXPIRED] = "PRE-CAC expired",
			[NL80211_RADAR_CAC_STARTED] = "CAC started",
		};
		uint32_t t;

		if (!tb[NL80211_ATTR_RADAR_EVENT] || !tb[NL80211_ATTR_WIPHY_FREQ]) {
			fputs("BAD radar event\n", f);
			break;
		}
		t = iwc_nla_u32(tb[NL80211_ATTR_RADAR_EVENT]);
		fprintf(f, "%d MHz: %s\n", (int)iwc_nla_u32(tb[NL80211_ATTR_WIPHY_FREQ]),
			t < N_ELEM(ev) && ev[t] ? ev[t] : "unknown radar event");
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
		if (tb[NL80211_ATTR_MAC]) {
			mac_str(mac, tb[NL80211_ATTR_MAC]);
			fprintf(f, " %s", mac);
		}
		if (tb[NL80211_ATTR_RX_SIGNAL_DBM])
			fprintf(f, " %d dBm", (int)(int32_t)iwc_nla_u32(tb[NL80211_ATTR_RX_SIGNAL_DBM]));
		fputc('\n', f);
		break;
	case NL80211_CMD_NEW_INTERFACE:
	case NL80211_CMD_SET_INTERFACE:
	case NL80211_CMD_DEL_INTERFACE:
		print_iface_event(f, tb, cmd);
		break;
	case NL80211_CMD_STA_OPMODE_CHANGED:
		fputs("sta opmode changed", f);
		if (tb[NL80211_ATTR_MAC]) {
			mac_str(mac, tb[NL80211_ATTR_MAC]);
			fprintf(f, " %s", mac);
		}
		if (tb[NL80211_ATTR_SMPS_MODE])
			fprintf(f, " smps mode %d", iwc_nla_u8(tb[NL80211_ATTR_SMPS_MODE]));
		if (tb[NL80211_ATTR_CHANNEL_WIDTH])
			fprintf(f, " chan width %d", iwc_nla_u8(tb[NL80211_ATTR_CHANNEL_WIDTH]));
		if (tb[NL80211_ATTR_NSS])
			fprintf(f, " nss %d", iwc_nla_u8(tb[NL80211_ATTR_NSS]));
		fputc('\n', f);
		break;
	case NL80211_CMD_STOP_AP:
		fputs("stop ap\n", f);
		break;
	case NL80211_CMD_CH_SWITCH_STARTED_NOTIFY:
	case NL80211_CMD_CH_SWITCH_NOTIFY:
		print_ch_switch(f, tb, cmd);
		break;
	case NL80211_CMD_ASSOC_COMEBACK:
		strcpy(mac, "<unset>");
		if (tb[NL80211_ATTR_MAC])
			mac_str(mac, tb[NL80211_ATTR_MAC]);
		fprintf(f, "assoc comeback bssid %s timeout %d\n", mac,
			(int)u32_of(tb[NL80211_ATTR_TIMEOUT]));
		break;
	case NL80211_CMD_SET_WOWLAN:
	case NL80211_CMD_PEER_MEASUREMENT_RESULT:
	case NL80211_CMD_DEL_NAN_FUNCTION:
	case NL80211_CMD_NAN_MATCH:
		/* not decoded (iwcompat(8)): said so, not iw's text */
		fprintf(f, "%s event (not decoded by iwcompat)\n",
			iwc_iw_command_name((uint32_t)cmd, buf, sizeof(buf)));
		break;
	default:
		fprintf(f, "unknown event %d (%s)\n", cmd,
			iwc_iw_command_name((uint32_t)cmd, buf, sizeof(buf)));
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

static void print_prefix(FILE *f, const struct iwc_nla **tb, char *ifname)
{
	struct iwc_nat_connect_event ev;

	prefix_facts(tb, &ev);
	strcpy(ifname, ev.ifname);
	print_ev_prefix(f, &ev);
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

static void json_event(struct ev_args *args, int cmd, const struct iwc_nla **tb,
		       const char *ifname, bool timed, unsigned long long us,
		       const char *msg, size_t msg_len)
{
	struct iwc_json j;
	const struct iwc_nla *a;
	char buf[64];
	size_t rem;
	bool bssid = cmd == NL80211_CMD_CONNECT || cmd == NL80211_CMD_ROAM ||
		     cmd == NL80211_CMD_JOIN_IBSS;

	iwc_json_init(&j, args->out);
	iwc_json_obj_open(&j, NULL);
	if (timed && args->ctime)
		iwc_json_fixed(&j, "timestamp_s", (int64_t)us, 6);
	else if (timed)
		iwc_json_fixed(&j, args->reltime ? "delta_s" : "timestamp_s",
			       (int64_t)us, 6);
	iwc_json_str(&j, "event", iwc_iw_command_name((uint32_t)cmd, buf, sizeof(buf)));
	iwc_json_uint(&j, "cmd", (uint64_t)cmd);
	if (tb[NL80211_ATTR_IFINDEX]) {
		if (ifname[0])
			iwc_json_str(&j, "ifname", ifname);
		iwc_json_uint(&j, "ifindex", iwc_nla_u32(tb[NL80211_ATTR_IFINDEX]));
	}
	if (tb[NL80211_ATTR_WIPHY])
		iwc_json_uint(&j, "phy_index", iwc_nla_u32(tb[NL80211_ATTR_WIPHY]));
	if (tb[NL80211_ATTR_WDEV])
		iwc_json_uint(&j, "wdev", iwc_nla_u64(tb[NL80211_ATTR_WDEV]));
	if (tb[NL80211_ATTR_MAC] && iwc_nla_len(tb[NL80211_ATTR_MAC]) >= 6)
		iwc_json_mac(&j, bssid ? "bssid" : "mac",
			     iwc_nla_data(tb[NL80211_ATTR_MAC]));
	if (cmd == NL80211_CMD_CONNECT && tb[NL80211_ATTR_STATUS_CODE])
		iwc_json_uint(&j, "status_code", iwc_nla_u16(tb[NL80211_ATTR_STATUS_CODE]));
	if (tb[NL80211_ATTR_TIMED_OUT])
		iwc_json_bool(&j, "timed_out", true);
	if (cmd == NL80211_CMD_DISCONNECT) {
		iwc_json_bool(&j, "by_ap", tb[NL80211_ATTR_DISCONNECTED_BY_AP] != NULL);
		if (tb[NL80211_ATTR_REASON_CODE])
			iwc_json_uint(&j, "reason_code",
				      iwc_nla_u16(tb[NL80211_ATTR_REASON_CODE]));
	}
	if ((cmd == NL80211_CMD_NEW_SCAN_RESULTS || cmd == NL80211_CMD_SCAN_ABORTED) &&
	    tb[NL80211_ATTR_SCAN_FREQUENCIES]) {
		iwc_json_arr_open(&j, "freqs_mhz");
		iwc_nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_FREQUENCIES], rem)
			iwc_json_uint(&j, NULL, iwc_nla_u32(a));
		iwc_json_arr_close(&j);
	}
	if (tb[NL80211_ATTR_REG_ALPHA2] &&
	    (cmd == NL80211_CMD_REG_CHANGE || cmd == NL80211_CMD_WIPHY_REG_CHANGE))
		iwc_json_bytes(&j, "country", iwc_nla_data(tb[NL80211_ATTR_REG_ALPHA2]),
			       strnlen(iwc_nla_data(tb[NL80211_ATTR_REG_ALPHA2]),
				       iwc_nla_len(tb[NL80211_ATTR_REG_ALPHA2])));
	if (tb[NL80211_ATTR_WIPHY_FREQ])
		iwc_json_uint(&j, "freq_mhz", iwc_nla_u32(tb[NL80211_ATTR_WIPHY_FREQ]));
	while (msg_len && msg[msg_len - 1] == '\n')
		msg_len--;
	iwc_json_bytes(&j, "message", (const uint8_t *)msg, msg_len);
	iwc_json_obj_close(&j);
	iwc_json_end(&j);
}

static int on_event(uint8_t cmd, const void *attrs, size_t len, void *arg)
{
	struct ev_args *args = arg;
	const struct iwc_nla *tb[NL80211_ATTR_MAX + 1];
	bool timed = args->time || args->reltime || args->ctime;
	unsigned long long us = 0;
	char ifname[IF_NAMESIZE + 1];
	char *body = NULL;
	size_t body_len = 0;
	FILE *f = args->out;

	if (timed)
		us = stamp(args);
	iwc_nla_parse(tb, NL80211_ATTR_MAX, attrs, len);
	if (args->json) {
		FILE *m = open_memstream(&body, &body_len);

		if (!m)
			return -ENOMEM;
		print_prefix(m, tb, ifname);
		print_body(m, args, cmd, tb);
		fclose(m);
		json_event(args, cmd, tb, ifname, timed, us, body, body_len);
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
		print_prefix(f, tb, ifname);
		print_body(f, args, cmd, tb);
	}
	fflush(f);
	return 0;
}

/* one event as "event" prints it (for the unit tests: @now fixes the
 * clock) */
int iwc_native_event_print(FILE *f, bool json, const char *opts,
			   const struct timeval *now, uint8_t cmd,
			   const void *attrs, size_t len)
{
	struct ev_args args = { .out = f, .json = json, .now = now };

	args.time = strchr(opts, 't') != NULL;
	args.reltime = strchr(opts, 'r') != NULL;
	args.ctime = strchr(opts, 'T') != NULL;
	args.frame = strchr(opts, 'f') != NULL;
	return on_event(cmd, attrs, len, &args);
}

int iwc_native_event(const struct iwc_ctx *ctx,
		     const struct iwc_backend *nat, bool json, int argc,
		     char **argv)
{
	struct ev_args args = { .out = ctx->out, .json = json };
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
