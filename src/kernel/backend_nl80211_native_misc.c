/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_native_misc.c - the nl80211 side of native mode's
 * "set freq|channel" with widths (SET_WIPHY with iw's chandef
 * attributes), "connect [-w]" with auth and keys (CONNECT, then the
 * "mlme" group's CONNECT event).
 */
#include <errno.h>
#include <net/if.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "iwcompat/backend_iw.h"
#include "backend_nl80211_int.h"

/* put_chandef() */
static int put_chandef(struct nl_msg *msg, const struct iwc_nat_chandef *c)
{
	int chantype = -1;

	if (nla_put_u32(msg, NL80211_ATTR_WIPHY_FREQ, c->control_mhz) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CHANNEL_WIDTH, c->width) < 0)
		return -ENOBUFS;
	if (c->width == NL80211_CHAN_WIDTH_20_NOHT)
		chantype = NL80211_CHAN_NO_HT;
	else if (c->width == NL80211_CHAN_WIDTH_20)
		chantype = NL80211_CHAN_HT20;
	else if (c->width == NL80211_CHAN_WIDTH_40)
		chantype = c->control_mhz > c->center1_mhz ?
			   NL80211_CHAN_HT40MINUS : NL80211_CHAN_HT40PLUS;
	if ((chantype >= 0 &&
	     nla_put_u32(msg, NL80211_ATTR_WIPHY_CHANNEL_TYPE,
			 (uint32_t)chantype) < 0) ||
	    (c->center1_mhz &&
	     nla_put_u32(msg, NL80211_ATTR_CENTER_FREQ1, c->center1_mhz) < 0) ||
	    (c->center2_mhz &&
	     nla_put_u32(msg, NL80211_ATTR_CENTER_FREQ2, c->center2_mhz) < 0))
		return -ENOBUFS;
	return 0;
}

int iwc_nlbe_nat_set_chandef(void *data, uint32_t ifindex,
			     const struct iwc_nat_chandef *c)
{
	struct nlbe *be = data;
	struct nl_msg *msg =
		iwc_nlbe_if_msg(be, NL80211_CMD_SET_WIPHY, ifindex);

	if (!msg || put_chandef(msg, c) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
}

/* NL80211_ATTR_KEYS: the connection's WEP keys */
static int put_keys(struct nl_msg *msg, const struct iwc_nat_connect *p)
{
	struct nlattr *keys;

	keys = nla_nest_start(msg, NL80211_ATTR_KEYS);
	if (!keys)
		return -ENOBUFS;
	for (size_t i = 0; i < p->n_keys; i++) {
		struct nlattr *key = nla_nest_start(msg, (int)i + 1);

		if (!key ||
		    (p->keys[i].def &&
		     nla_put_flag(msg, NL80211_KEY_DEFAULT) < 0) ||
		    nla_put_u8(msg, NL80211_KEY_IDX, p->keys[i].idx) < 0 ||
		    nla_put_u32(msg, NL80211_KEY_CIPHER, p->keys[i].cipher) < 0 ||
		    nla_put(msg, NL80211_KEY_DATA, p->keys[i].len,
			    p->keys[i].data) < 0)
			return -ENOBUFS;
		nla_nest_end(msg, key);
	}
	nla_nest_end(msg, keys);
	return 0;
}

/* The attributes of CONNECT (iw_conn()'s) and of JOIN_IBSS, for every
 * caller (backend_nl80211_int.h) */
int iwc_nlbe_put_connect(struct nl_msg *msg, const struct iwc_nat_connect *p)
{
	if (nla_put(msg, NL80211_ATTR_SSID, (int)p->ssid_len, p->ssid) < 0 ||
	    (p->has_freq &&
	     nla_put_u32(msg, NL80211_ATTR_WIPHY_FREQ, p->freq_mhz) < 0) ||
	    (p->has_bssid &&
	     nla_put(msg, NL80211_ATTR_MAC, IWC_ETH_ALEN, p->bssid) < 0) ||
	    (p->has_auth &&
	     nla_put_u32(msg, NL80211_ATTR_AUTH_TYPE, p->auth_type) < 0))
		return -ENOBUFS;
	if (p->has_psk) {
		if (nla_put_u32(msg, NL80211_ATTR_WPA_VERSIONS,
				NL80211_WPA_VERSION_2) < 0 ||
		    nla_put(msg, NL80211_ATTR_PMK, 32, p->pmk) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_AKM_SUITES, p->akm) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_CIPHER_SUITES_PAIRWISE,
				p->pairwise) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_CIPHER_SUITE_GROUP,
				p->group) < 0)
			return -ENOBUFS;
	} else if ((p->privacy &&
		    nla_put_flag(msg, NL80211_ATTR_PRIVACY) < 0) ||
		   (p->n_keys && put_keys(msg, p) < 0)) {
		return -ENOBUFS;
	}
	if ((p->has_mfp &&
	     nla_put_u32(msg, NL80211_ATTR_USE_MFP, p->mfp) < 0) ||
	    (p->has_prev_bssid &&
	     nla_put(msg, NL80211_ATTR_PREV_BSSID, IWC_ETH_ALEN,
		     p->prev_bssid) < 0))
		return -ENOBUFS;
	return 0;
}

static int on_connect_event(uint8_t cmd, struct nlattr **tb, void *arg)
{
	struct iwc_nat_connect_event *ev = arg;

	if (cmd != NL80211_CMD_CONNECT)
		return 0;
	memset(ev, 0, sizeof(*ev));
	if (tb[NL80211_ATTR_IFINDEX]) {
		ev->has_ifindex = true;
		ev->ifindex = nla_get_u32(tb[NL80211_ATTR_IFINDEX]);
		if (!if_indextoname(ev->ifindex, ev->ifname))
			ev->ifname[0] = '\0';
	}
	if (tb[NL80211_ATTR_WIPHY]) {
		ev->has_wiphy = true;
		ev->wiphy = nla_get_u32(tb[NL80211_ATTR_WIPHY]);
	}
	if (tb[NL80211_ATTR_WDEV]) {
		ev->has_wdev = true;
		ev->wdev = nla_get_u64(tb[NL80211_ATTR_WDEV]);
	}
	ev->timed_out = tb[NL80211_ATTR_TIMED_OUT] != NULL;
	if (tb[NL80211_ATTR_STATUS_CODE]) {
		ev->has_status = true;
		ev->status = nla_get_u16(tb[NL80211_ATTR_STATUS_CODE]);
	}
	if (tb[NL80211_ATTR_MAC] && nla_len(tb[NL80211_ATTR_MAC]) >= 6) {
		ev->has_mac = true;
		memcpy(ev->mac, nla_data(tb[NL80211_ATTR_MAC]), IWC_ETH_ALEN);
	}
	return 1;
}

int iwc_nlbe_nat_connect(void *data, uint32_t ifindex,
			 const struct iwc_nat_connect *p,
			 struct iwc_nat_connect_event *ev)
{
	struct nlbe *be = data;
	struct iwc_nl events = { 0 };
	struct nl_msg *msg;
	int r;

	/* listen first, as iw does (a result of an earlier attempt that
	 * arrives first is taken: iw's documented race) */
	if (ev) {
		r = iwc_nl_events_open(&events, "mlme");
		if (r < 0)
			return r;
	}
	msg = iwc_nlbe_if_msg(be, NL80211_CMD_CONNECT, ifindex);
	if (!msg || iwc_nlbe_put_connect(msg, p) < 0) {
		nlmsg_free(msg);
		r = -ENOBUFS;
	} else {
		r = iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
	}
	/* iw waits without end */
	while (r == 0 && ev) {
		r = iwc_nl_events_wait(&events, on_connect_event, ev,
				       3600 * 1000);
		if (r == -ETIMEDOUT)
			r = 0;
		else
			break;
	}
	if (ev)
		iwc_nl_close(&events);
	return r;
}
