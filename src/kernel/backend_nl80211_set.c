/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_set.c - the settings side of the nl80211 backend:
 * one nl80211 command per operation, the kernel's errno reported as is,
 * rfkill through /dev/rfkill, and what the driver can do. The WEXT-only
 * state is backend_nl80211_state.c's.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <linux/nl80211.h>
#include <linux/rfkill.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "backend_nl80211_int.h"
#include "sysinfo.h"

#define WLAN_CIPHER_SUITE_WEP40 0x000FAC01
#define WLAN_CIPHER_SUITE_WEP104 0x000FAC05

static struct nl_msg *if_msg(struct nlbe *be, uint8_t cmd,
			     const struct iwc_iface *iface)
{
	return iwc_nlbe_if_msg(be, cmd, (uint32_t)iface->ifindex);
}

static int send_simple(struct nlbe *be, struct nl_msg *msg)
{
	if (!msg)
		return iwc_nl_open(&be->nl) < 0 ? -EOPNOTSUPP : -ENOMEM;
	return iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
}

int iwc_nlbe_set_iftype(void *data, const struct iwc_iface *iface,
			enum iwc_iftype type)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_INTERFACE, iface);

	if (msg && nla_put_u32(msg, NL80211_ATTR_IFTYPE, (uint32_t)type) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

/* The stored WEXT parameters as CONNECT's and JOIN_IBSS's request
 * (iwc_nlbe_put_connect builds both, for iwconfig and native mode):
 * each stored WEP key with its index, the default one flagged. */
static void connect_req(const struct iwc_connect_params *p,
			struct iwc_nat_connect *c)
{
	memset(c, 0, sizeof(*c));
	c->ssid_len = p->ssid_len;
	memcpy(c->ssid, p->ssid, p->ssid_len);
	c->has_freq = p->freq_mhz != 0;
	c->freq_mhz = p->freq_mhz;
	c->has_bssid = p->has_bssid;
	memcpy(c->bssid, p->bssid, IWC_ETH_ALEN);
	c->privacy = p->privacy;
	for (int k = 0; k < 4; k++) {
		if (!p->key_len[k])
			continue;
		c->keys[c->n_keys].def = k == p->default_key;
		c->keys[c->n_keys].idx = (uint8_t)k;
		c->keys[c->n_keys].cipher = p->key_len[k] == 5 ?
			WLAN_CIPHER_SUITE_WEP40 : WLAN_CIPHER_SUITE_WEP104;
		c->keys[c->n_keys].len = p->key_len[k];
		memcpy(c->keys[c->n_keys].data, p->key[k], p->key_len[k]);
		c->n_keys++;
	}
	c->has_prev_bssid = p->has_prev_bssid;
	memcpy(c->prev_bssid, p->prev_bssid, IWC_ETH_ALEN);
}

int iwc_nlbe_connect(void *data, const struct iwc_iface *iface,
		     const struct iwc_connect_params *p)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_CONNECT, iface);
	struct iwc_nat_connect c;

	connect_req(p, &c);
	if (msg && iwc_nlbe_put_connect(msg, &c) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_disconnect(void *data, const struct iwc_iface *iface,
			uint16_t reason)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_DISCONNECT, iface);

	if (msg && nla_put_u16(msg, NL80211_ATTR_REASON_CODE, reason) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_ibss_join(void *data, const struct iwc_iface *iface,
		       const struct iwc_connect_params *p)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_JOIN_IBSS, iface);
	struct iwc_nat_connect c;

	connect_req(p, &c);
	c.has_prev_bssid = false;	/* CONNECT only */
	if (msg && (iwc_nlbe_put_connect(msg, &c) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_WIPHY_CHANNEL_TYPE,
				NL80211_CHAN_NO_HT) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_BEACON_INTERVAL, 100) < 0)) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_ibss_leave(void *data, const struct iwc_iface *iface)
{
	struct nlbe *be = data;

	return send_simple(be, if_msg(be, NL80211_CMD_LEAVE_IBSS, iface));
}

int iwc_nlbe_set_channel(void *data, const struct iwc_iface *iface,
			 uint32_t freq_mhz)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_WIPHY, iface);

	if (msg && (nla_put_u32(msg, NL80211_ATTR_WIPHY_FREQ, freq_mhz) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_WIPHY_CHANNEL_TYPE,
				NL80211_CHAN_NO_HT) < 0)) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_set_wiphy_params(void *data, const struct iwc_iface *iface,
			      const struct iwc_wiphy_params *p)
{
	struct nlbe *be = data;
	struct nl_msg *msg;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_SET_WIPHY, 0);
	if (!msg ||
	    nla_put_u32(msg, NL80211_ATTR_WIPHY, iface->wiphy) < 0 ||
	    (p->retry_short >= 0 &&
	     nla_put_u8(msg, NL80211_ATTR_WIPHY_RETRY_SHORT,
			(uint8_t)p->retry_short) < 0) ||
	    (p->retry_long >= 0 &&
	     nla_put_u8(msg, NL80211_ATTR_WIPHY_RETRY_LONG,
			(uint8_t)p->retry_long) < 0) ||
	    (p->rts >= 0 &&
	     nla_put_u32(msg, NL80211_ATTR_WIPHY_RTS_THRESHOLD,
			 (uint32_t)p->rts) < 0) ||
	    (p->frag >= 0 &&
	     nla_put_u32(msg, NL80211_ATTR_WIPHY_FRAG_THRESHOLD,
			 (uint32_t)p->frag) < 0)) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_set_txpower(void *data, const struct iwc_iface *iface, int setting,
			 int32_t mbm)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_WIPHY, iface);

	if (msg && (nla_put_u32(msg, NL80211_ATTR_WIPHY_TX_POWER_SETTING,
				(uint32_t)setting) < 0 ||
		    (setting != NL80211_TX_POWER_AUTOMATIC &&
		     nla_put_u32(msg, NL80211_ATTR_WIPHY_TX_POWER_LEVEL,
				 (uint32_t)mbm) < 0))) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_set_rfkill(void *data, const struct iwc_iface *iface, bool blocked)
{
	struct rfkill_event ev;
	int fd, idx = iwc_sys_rfkill_index(iface->name);
	ssize_t n;

	(void)data;
	if (idx < 0)
		return -EOPNOTSUPP;
	fd = open("/dev/rfkill", O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	memset(&ev, 0, sizeof(ev));
	ev.idx = (uint32_t)idx;
	ev.op = RFKILL_OP_CHANGE;
	ev.soft = blocked;
	n = write(fd, &ev, sizeof(ev));
	close(fd);
	return n == (ssize_t)sizeof(ev) ? 0 : -EIO;
}

int iwc_nlbe_set_power_save(void *data, const struct iwc_iface *iface, bool on)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_POWER_SAVE, iface);

	if (msg && nla_put_u32(msg, NL80211_ATTR_PS_STATE,
			       on ? NL80211_PS_ENABLED : NL80211_PS_DISABLED) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_set_rates(void *data, const struct iwc_iface *iface,
		       const struct iwc_rate_mask *mask)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_TX_BITRATE_MASK, iface);
	struct nlattr *rates;

	if (!msg)
		return send_simple(be, msg);
	rates = nla_nest_start(msg, NL80211_ATTR_TX_RATES);
	if (!rates)
		goto nomem;
	for (int b = 0; b < 6; b++) {
		struct nlattr *band;
		uint8_t ht[10] = { 0 };
		uint16_t vht[8] = { 0 };

		if (!mask->has_band[b])
			continue;
		/* WEXT's mask has no HT/VHT rates: legacy only */
		band = nla_nest_start(msg, b);
		/* nl80211 refuses VHT rates for a band without VHT */
		if (!band ||
		    nla_put(msg, NL80211_TXRATE_LEGACY, mask->n_legacy[b],
			    mask->legacy[b]) < 0 ||
		    nla_put(msg, NL80211_TXRATE_HT, 0, ht) < 0 ||
		    (mask->vht[b] &&
		     nla_put(msg, NL80211_TXRATE_VHT, sizeof(vht), vht) < 0))
			goto nomem;
		nla_nest_end(msg, band);
	}
	nla_nest_end(msg, rates);
	return send_simple(be, msg);
nomem:
	nlmsg_free(msg);
	return -ENOMEM;
}

int iwc_nlbe_new_key(void *data, const struct iwc_iface *iface, int idx,
		     const uint8_t *key, size_t len)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_NEW_KEY, iface);

	if (msg && (nla_put(msg, NL80211_ATTR_KEY_DATA, (int)len, key) < 0 ||
		    nla_put_u8(msg, NL80211_ATTR_KEY_IDX, (uint8_t)idx) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_KEY_CIPHER,
				len == 5 ? WLAN_CIPHER_SUITE_WEP40 :
					   WLAN_CIPHER_SUITE_WEP104) < 0)) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_del_key(void *data, const struct iwc_iface *iface, int idx)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_DEL_KEY, iface);

	if (msg && nla_put_u8(msg, NL80211_ATTR_KEY_IDX, (uint8_t)idx) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

int iwc_nlbe_set_default_key(void *data, const struct iwc_iface *iface, int idx)
{
	struct nlbe *be = data;
	struct nl_msg *msg = if_msg(be, NL80211_CMD_SET_KEY, iface);

	if (msg && (nla_put_u8(msg, NL80211_ATTR_KEY_IDX, (uint8_t)idx) < 0 ||
		    nla_put_flag(msg, NL80211_ATTR_KEY_DEFAULT) < 0)) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return send_simple(be, msg);
}

/* ---- what the driver can do (struct iwc_drv_caps) ---- */

static int on_wiphy_cmds(struct nlattr **tb, void *arg)
{
	struct iwc_drv_caps *c = arg;
	struct nlattr *a;
	bool auth = false, assoc = false;
	int rem;

	if (!tb[NL80211_ATTR_SUPPORTED_COMMANDS])
		return 0;
	nla_for_each_nested(a, tb[NL80211_ATTR_SUPPORTED_COMMANDS], rem) {
		if (nla_len(a) < 4)
			continue;
		switch (nla_get_u32(a)) {
		case NL80211_CMD_AUTHENTICATE:
			auth = true;
			break;
		case NL80211_CMD_ASSOCIATE:
			assoc = true;
			break;
		case NL80211_CMD_NEW_KEY:
			c->keys = true;
			break;
		case NL80211_CMD_SET_TX_BITRATE_MASK:
			c->bitrate_mask = true;
			break;
		}
	}
	c->sme = auth && assoc;
	return 0;
}

/*
 * nl80211 lists a command among the wiphy's supported ones when the
 * driver has its op (nl80211_add_commands_unsplit: NEW_KEY for add_key,
 * which cfg80211 only accepts with del_key and set_default_key;
 * AUTHENTICATE/ASSOCIATE for auth/assoc, which cfg80211's SME uses).
 * set_tx_power: SET_WIPHY with TX_POWER_SETTING "limited" and no level is
 * refused with EOPNOTSUPP without the op and EINVAL with it, before
 * anything changes. set_power_mgmt: GET_POWER_SAVE is EOPNOTSUPP
 * without it.
 */
int iwc_nlbe_drv_caps(void *data, const struct iwc_iface *iface,
		      unsigned int what, struct iwc_drv_caps *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	int r;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	if (what & IWC_DRV_CMDS) {
		struct iwc_drv_caps c = *ret;

		c.sme = c.keys = c.bitrate_mask = false;
		msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_WIPHY, NLM_F_DUMP);
		if (!msg || nla_put_u32(msg, NL80211_ATTR_WIPHY, iface->wiphy) < 0 ||
		    nla_put_flag(msg, NL80211_ATTR_SPLIT_WIPHY_DUMP) < 0) {
			nlmsg_free(msg);
			return -ENOMEM;
		}
		r = iwc_nl_transact(&be->nl, msg, on_wiphy_cmds, &c, NL_TIMEOUT_MS);
		if (r < 0)
			return r;
		*ret = c;
		ret->known |= IWC_DRV_CMDS;
	}
	if (what & IWC_DRV_TXPOWER) {
		msg = iwc_nl_msg(&be->nl, NL80211_CMD_SET_WIPHY, 0);
		if (!msg || nla_put_u32(msg, NL80211_ATTR_WIPHY, iface->wiphy) < 0 ||
		    nla_put_u32(msg, NL80211_ATTR_WIPHY_TX_POWER_SETTING,
				NL80211_TX_POWER_LIMITED) < 0) {
			nlmsg_free(msg);
			return -ENOMEM;
		}
		r = iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
		ret->set_tx_power = r != -EOPNOTSUPP;
		ret->known |= IWC_DRV_TXPOWER;
	}
	if (what & IWC_DRV_PS) {
		msg = if_msg(be, NL80211_CMD_GET_POWER_SAVE, iface);
		if (!msg)
			return -ENOMEM;
		r = iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
		ret->set_power_mgmt = r != -EOPNOTSUPP;
		ret->known |= IWC_DRV_PS;
	}
	return 0;
}
