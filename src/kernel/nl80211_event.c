/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl80211_event.c - one nl80211 multicast message to struct
 * iwc_nl80211_event (nl80211_event.h): the facts "iwcompat event"
 * prints, as iw 5.19's print_event() reads them.
 *
 * No policy: iw parses these messages with nla_parse(..., NULL) and
 * prints whatever is there, so a policy (which rejects a whole message
 * for one short attribute) would drop events iw prints. Values are read
 * as far as the attribute goes, zero-filled, as the native printers
 * always did (docs/reference/native.md, "event").
 */
#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>

#include "iwcompat/nl80211_event.h"
#include "nl_attr.h"

static struct iwc_nl80211_bytes bytes_of(const struct nlattr *a)
{
	struct iwc_nl80211_bytes b = { nla_data(a), (size_t)nla_len(a) };

	return b;
}

/* as iwc_nla_opt_z32 (nl_attr.h): a signed value, bytes */
static bool opt_s32(const struct nlattr *a, int32_t *v)
{
	if (a)
		*v = (int32_t)iwc_nla_z32(a);
	return a != NULL;
}

static bool opt_bytes(const struct nlattr *a, struct iwc_nl80211_bytes *v)
{
	if (a)
		*v = bytes_of(a);
	return a != NULL;
}

static void decode_prefix(struct nlattr **tb, struct iwc_nl80211_event *ev)
{
	struct iwc_nat_connect_event *c = &ev->conn;

	if (tb[NL80211_ATTR_IFINDEX]) {
		c->has_ifindex = true;
		c->ifindex = iwc_nla_z32(tb[NL80211_ATTR_IFINDEX]);
		if (!if_indextoname(c->ifindex, c->ifname))
			c->ifname[0] = '\0';
	}
	c->has_wiphy = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY], &c->wiphy);
	if (tb[NL80211_ATTR_WDEV]) {
		c->has_wdev = true;
		c->wdev = iwc_nla_z64(tb[NL80211_ATTR_WDEV]);
	}
	c->timed_out = tb[NL80211_ATTR_TIMED_OUT] != NULL;
	c->has_status = iwc_nla_opt_z16(tb[NL80211_ATTR_STATUS_CODE], &c->status);
	if (tb[NL80211_ATTR_MAC]) {
		size_t n = (size_t)nla_len(tb[NL80211_ATTR_MAC]);

		c->has_mac = true;
		ev->mac_full = n >= IWC_ETH_ALEN;
		memcpy(c->mac, nla_data(tb[NL80211_ATTR_MAC]),
		       n < IWC_ETH_ALEN ? n : IWC_ETH_ALEN);
	}
}

static int decode_scan(struct nlattr **tb, struct iwc_nl80211_event *ev)
{
	struct nlattr *a;
	size_t n;
	int rem;

	if (tb[NL80211_ATTR_SCAN_FREQUENCIES]) {
		ev->has_scan_freqs = true;
		n = 0;
		nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_FREQUENCIES], rem)
			n++;
		ev->scan_freqs = calloc(n ? n : 1, sizeof(*ev->scan_freqs));
		if (!ev->scan_freqs)
			return -ENOMEM;
		nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_FREQUENCIES], rem)
			ev->scan_freqs[ev->n_scan_freqs++] = iwc_nla_z32(a);
	}
	if (tb[NL80211_ATTR_SCAN_SSIDS]) {
		ev->has_scan_ssids = true;
		n = 0;
		nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_SSIDS], rem)
			n++;
		ev->scan_ssids = calloc(n ? n : 1, sizeof(*ev->scan_ssids));
		if (!ev->scan_ssids)
			return -ENOMEM;
		nla_for_each_nested(a, tb[NL80211_ATTR_SCAN_SSIDS], rem)
			ev->scan_ssids[ev->n_scan_ssids++] = bytes_of(a);
	}
	return 0;
}

/* a beacon hint's channel: frequency and the no-IR/no-IBSS flags */
static void decode_hint(struct nlattr *a, struct iwc_nl80211_hint_chan *h)
{
	struct nlattr *fq[NL80211_FREQUENCY_ATTR_MAX + 1];

	if (!a || nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, a, NULL) < 0 ||
	    !fq[NL80211_FREQUENCY_ATTR_FREQ])
		return;
	h->valid = true;
	h->freq = iwc_nla_z32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
	h->no_ir = fq[NL80211_FREQUENCY_ATTR_NO_IR] != NULL;
	h->no_ibss = fq[__NL80211_FREQUENCY_ATTR_NO_IBSS] != NULL;
}

static void decode_cqm(struct nlattr *a, struct iwc_nl80211_event *ev)
{
	struct nlattr *cqm[NL80211_ATTR_CQM_MAX + 1];

	if (!a)
		return;
	ev->has_cqm = true;
	if (nla_parse_nested(cqm, NL80211_ATTR_CQM_MAX, a, NULL) < 0)
		return;
	ev->has_cqm_rssi_event = iwc_nla_opt_z32(cqm[NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT],
				       &ev->cqm_rssi_event);
	ev->has_cqm_rssi_level = opt_s32(cqm[NL80211_ATTR_CQM_RSSI_LEVEL],
					  &ev->cqm_rssi_level);
	ev->has_cqm_pkt_loss = iwc_nla_opt_z32(cqm[NL80211_ATTR_CQM_PKT_LOSS_EVENT],
				     &ev->cqm_pkt_loss);
	ev->has_cqm_beacon_loss = cqm[NL80211_ATTR_CQM_BEACON_LOSS_EVENT] != NULL;
}

static void decode_rest(struct nlattr **tb, struct iwc_nl80211_event *ev)
{
	ev->has_wiphy_name = opt_bytes(tb[NL80211_ATTR_WIPHY_NAME],
				       &ev->wiphy_name);
	ev->has_reg_type = iwc_nla_opt_z8(tb[NL80211_ATTR_REG_TYPE], &ev->reg_type);
	ev->has_reg_initiator = iwc_nla_opt_z8(tb[NL80211_ATTR_REG_INITIATOR],
				     &ev->reg_initiator);
	ev->has_reg_alpha2 = opt_bytes(tb[NL80211_ATTR_REG_ALPHA2],
				       &ev->reg_alpha2);
	decode_hint(tb[NL80211_ATTR_FREQ_BEFORE], &ev->hint_before);
	decode_hint(tb[NL80211_ATTR_FREQ_AFTER], &ev->hint_after);
	ev->has_frame = opt_bytes(tb[NL80211_ATTR_FRAME], &ev->frame);
	ev->by_ap = tb[NL80211_ATTR_DISCONNECTED_BY_AP] != NULL;
	ev->has_reason = iwc_nla_opt_z16(tb[NL80211_ATTR_REASON_CODE], &ev->reason);
	ev->has_freq = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_FREQ], &ev->freq);
	ev->has_duration = iwc_nla_opt_z32(tb[NL80211_ATTR_DURATION], &ev->duration);
	if (tb[NL80211_ATTR_COOKIE]) {
		ev->has_cookie = true;
		ev->cookie = iwc_nla_z64(tb[NL80211_ATTR_COOKIE]);
	}
	ev->ack = tb[NL80211_ATTR_ACK] != NULL;
	ev->has_timeout = iwc_nla_opt_z32(tb[NL80211_ATTR_TIMEOUT], &ev->timeout);
	decode_cqm(tb[NL80211_ATTR_CQM], ev);
	ev->has_key_seq = opt_bytes(tb[NL80211_ATTR_KEY_SEQ], &ev->key_seq);
	ev->has_key_type = iwc_nla_opt_z32(tb[NL80211_ATTR_KEY_TYPE], &ev->key_type);
	ev->has_key_idx = iwc_nla_opt_z8(tb[NL80211_ATTR_KEY_IDX], &ev->key_idx);
	ev->has_vendor_id = iwc_nla_opt_z32(tb[NL80211_ATTR_VENDOR_ID], &ev->vendor_id);
	ev->has_vendor_subcmd = iwc_nla_opt_z32(tb[NL80211_ATTR_VENDOR_SUBCMD],
				      &ev->vendor_subcmd);
	ev->has_radar_event = iwc_nla_opt_z32(tb[NL80211_ATTR_RADAR_EVENT],
				    &ev->radar_event);
	ev->has_signal = opt_s32(tb[NL80211_ATTR_RX_SIGNAL_DBM],
				 &ev->signal_dbm);
	ev->has_iftype = iwc_nla_opt_z32(tb[NL80211_ATTR_IFTYPE], &ev->iftype);
	ev->has_mesh_id = opt_bytes(tb[NL80211_ATTR_MESH_ID], &ev->mesh_id);
	ev->has_4addr = iwc_nla_opt_z8(tb[NL80211_ATTR_4ADDR], &ev->use_4addr);
	ev->has_smps_mode = iwc_nla_opt_z8(tb[NL80211_ATTR_SMPS_MODE], &ev->smps_mode);
	ev->has_nss = iwc_nla_opt_z8(tb[NL80211_ATTR_NSS], &ev->nss);
	ev->has_chan_width = iwc_nla_opt_z32(tb[NL80211_ATTR_CHANNEL_WIDTH],
				   &ev->chan_width);
	ev->has_switch_count = iwc_nla_opt_z32(tb[NL80211_ATTR_CH_SWITCH_COUNT],
				     &ev->switch_count);
	ev->has_channel_type = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_CHANNEL_TYPE],
				     &ev->channel_type);
	ev->has_center1 = iwc_nla_opt_z32(tb[NL80211_ATTR_CENTER_FREQ1], &ev->center1);
	ev->has_center2 = iwc_nla_opt_z32(tb[NL80211_ATTR_CENTER_FREQ2], &ev->center2);
}

int iwc_nl80211_event_decode(uint8_t cmd, const void *attrs, size_t len,
			     struct iwc_nl80211_event *ev)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	memset(ev, 0, sizeof(*ev));
	ev->cmd = cmd;
	/* without a policy nla_parse() cannot fail; a message longer than
	 * an int could say is read as far as an int goes */
	nla_parse(tb, NL80211_ATTR_MAX, (struct nlattr *)(uintptr_t)attrs,
		  len > 0x7fffffff ? 0x7fffffff : (int)len, NULL);
	decode_prefix(tb, ev);
	decode_rest(tb, ev);
	return decode_scan(tb, ev);
}

void iwc_nl80211_event_free(struct iwc_nl80211_event *ev)
{
	free(ev->scan_freqs);
	free(ev->scan_ssids);
	ev->scan_freqs = NULL;
	ev->scan_ssids = NULL;
	ev->n_scan_freqs = ev->n_scan_ssids = 0;
}
