/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_parse.c - nl80211 replies to iwcompat's structs. Pure: these never
 * send or print, and check every attribute's length (the kernel is
 * trusted, the scan data it relays is not).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/genetlink.h>
#include <linux/nl80211.h>
#include <netlink/attr.h>

#include "iwcompat/nl80211.h"
#include "iwcompat/units.h"
#include "nl_attr.h"

/* NL80211_ATTR_MLO_LINKS: one nest per link (LINK_ID, MAC, the link's
 * channel and tx power). Links past IWC_MAX_MLO_LINKS are ignored. */
static void parse_mlo_links(struct nlattr *links, struct iwc_iface *r)
{
	struct nlattr *link;
	int rem;

	r->mlo = true;
	r->n_links = 0;
	nla_for_each_nested(link, links, rem) {
		struct nlattr *lt[NL80211_ATTR_MAX + 1];
		struct iwc_mlo_link *l;

		if (r->n_links >= IWC_MAX_MLO_LINKS)
			break;
		if (nla_parse_nested(lt, NL80211_ATTR_MAX, link, NULL) < 0 ||
		    !iwc_nla_has(lt[NL80211_ATTR_MLO_LINK_ID], 1))
			continue;
		l = &r->links[r->n_links++];
		memset(l, 0, sizeof(*l));
		l->id = nla_get_u8(lt[NL80211_ATTR_MLO_LINK_ID]);
		if (iwc_nla_has(lt[NL80211_ATTR_WIPHY_FREQ], 4)) {
			l->has_freq = true;
			l->freq_mhz = nla_get_u32(lt[NL80211_ATTR_WIPHY_FREQ]);
		}
		if (iwc_nla_has(lt[NL80211_ATTR_WIPHY_TX_POWER_LEVEL], 4)) {
			l->has_txpower = true;
			l->txpower_mbm = (int32_t)nla_get_u32(
				lt[NL80211_ATTR_WIPHY_TX_POWER_LEVEL]);
		}
	}
}

/* NL80211_TXQ_STATS_*: the counters iw prints, a present bit each */
void iwc_nl_parse_txq(struct nlattr *attr, bool *has, uint32_t *present,
			uint32_t *txq)
{
	static const int ids[IWC_TXQ_N] = {
		NL80211_TXQ_STATS_BACKLOG_BYTES,
		NL80211_TXQ_STATS_BACKLOG_PACKETS,
		NL80211_TXQ_STATS_FLOWS,
		NL80211_TXQ_STATS_DROPS,
		NL80211_TXQ_STATS_ECN_MARKS,
		NL80211_TXQ_STATS_OVERLIMIT,
		NL80211_TXQ_STATS_COLLISIONS,
		NL80211_TXQ_STATS_TX_BYTES,
		NL80211_TXQ_STATS_TX_PACKETS,
	};
	struct nlattr *tb[NL80211_TXQ_STATS_MAX + 1];

	if (nla_parse_nested(tb, NL80211_TXQ_STATS_MAX, attr, NULL) < 0)
		return;
	*has = true;
	for (int i = 0; i < IWC_TXQ_N; i++)
		if (iwc_nla_u32(tb[ids[i]], &txq[i]))
			*present |= 1u << i;
}

/* Every attribute of one GET_INTERFACE reply or dump entry, each with its
 * presence (native mode prints what is present, as iw does). The legacy
 * tools cannot use an entry without ifindex and type (a wdev without a
 * netdev, such as P2P-device): -EINVAL then, the rest still decoded. */
int iwc_nl_parse_iface(struct nlattr **tb, struct iwc_iface *r)
{
	struct nlattr *a;
	uint32_t v;

	memset(r, 0, sizeof(*r));
	r->ps = -1;

	a = tb[NL80211_ATTR_IFNAME];
	if (a && nla_len(a) > 0) {
		size_t n = strnlen(nla_data(a), (size_t)nla_len(a));

		if (n >= sizeof(r->name))
			n = sizeof(r->name) - 1;
		memcpy(r->name, nla_data(a), n);
		r->has_name = true;
	}
	if (iwc_nla_u32(tb[NL80211_ATTR_IFINDEX], &v)) {
		r->has_ifindex = true;
		r->ifindex = (int)v;
	}
	if (iwc_nla_u32(tb[NL80211_ATTR_IFTYPE], &v)) {
		r->has_iftype = true;
		r->iftype = (enum iwc_iftype)v;
	}
	r->has_wiphy = iwc_nla_u32(tb[NL80211_ATTR_WIPHY], &r->wiphy);
	if (iwc_nla_has(tb[NL80211_ATTR_WDEV], 8)) {
		r->has_wdev = true;
		r->wdev = nla_get_u64(tb[NL80211_ATTR_WDEV]);
	}
	if (iwc_nla_has(tb[NL80211_ATTR_MAC], IWC_ETH_ALEN)) {
		r->has_mac = true;
		memcpy(r->mac, nla_data(tb[NL80211_ATTR_MAC]), IWC_ETH_ALEN);
	}
	if (tb[NL80211_ATTR_SSID]) {
		int n = nla_len(tb[NL80211_ATTR_SSID]);

		if (n > (int)sizeof(r->ssid))
			n = (int)sizeof(r->ssid);
		r->has_ssid = true;
		r->ssid_len = (uint8_t)n;
		memcpy(r->ssid, nla_data(tb[NL80211_ATTR_SSID]), (size_t)n);
	}
	r->has_freq = iwc_nla_u32(tb[NL80211_ATTR_WIPHY_FREQ], &r->freq_mhz);
	r->has_width = iwc_nla_u32(tb[NL80211_ATTR_CHANNEL_WIDTH], &r->width);
	r->has_center1 = iwc_nla_u32(tb[NL80211_ATTR_CENTER_FREQ1],
				 &r->center1_mhz);
	r->has_center2 = iwc_nla_u32(tb[NL80211_ATTR_CENTER_FREQ2],
				 &r->center2_mhz);
	r->has_chantype = iwc_nla_u32(tb[NL80211_ATTR_WIPHY_CHANNEL_TYPE],
				  &r->chantype);
	if (iwc_nla_u32(tb[NL80211_ATTR_WIPHY_TX_POWER_LEVEL], &v)) {
		r->has_txpower = true;
		r->txpower_mbm = (int32_t)v;
	}
	if (tb[NL80211_ATTR_TXQ_STATS])
		iwc_nl_parse_txq(tb[NL80211_ATTR_TXQ_STATS], &r->has_txq,
				 &r->txq_present, r->txq);
	if (iwc_nla_has(tb[NL80211_ATTR_4ADDR], 1)) {
		r->has_4addr = true;
		r->use_4addr = nla_get_u8(tb[NL80211_ATTR_4ADDR]) != 0;
	}
	if (tb[NL80211_ATTR_MLO_LINKS])
		parse_mlo_links(tb[NL80211_ATTR_MLO_LINKS], r);
	return r->has_ifindex && r->has_iftype ? 0 : -EINVAL;
}


static void parse_band(struct nlattr *band, struct iwc_wiphy *w)
{
	struct nlattr *tb_band[NL80211_BAND_ATTR_MAX + 1];
	struct nlattr *freq;
	int rem;

	if (nla_parse_nested(tb_band, NL80211_BAND_ATTR_MAX, band, NULL) < 0)
		return;
	if (nla_type(band) < 6) {
		int b = nla_type(band);
		struct nlattr *rate;

		w->has_band[b] = true;
		if (tb_band[NL80211_BAND_ATTR_VHT_CAPA])
			w->band_vht[b] = true;
		if (tb_band[NL80211_BAND_ATTR_RATES]) {
			nla_for_each_nested(rate, tb_band[NL80211_BAND_ATTR_RATES], rem) {
				struct nlattr *tr[NL80211_BITRATE_ATTR_MAX + 1];

				if (nla_parse_nested(tr, NL80211_BITRATE_ATTR_MAX,
						     rate, NULL) < 0 ||
				    !iwc_nla_has(tr[NL80211_BITRATE_ATTR_RATE], 4) ||
				    w->n_rates[b] >= IWC_MAX_BAND_RATES)
					continue;
				w->rates[b][w->n_rates[b]++] = (uint16_t)
					nla_get_u32(tr[NL80211_BITRATE_ATTR_RATE]);
			}
		}
	}
	if (!tb_band[NL80211_BAND_ATTR_FREQS])
		return;
	nla_for_each_nested(freq, tb_band[NL80211_BAND_ATTR_FREQS], rem) {
		struct nlattr *tf[NL80211_FREQUENCY_ATTR_MAX + 1];
		struct iwc_channel *c;

		if (nla_parse_nested(tf, NL80211_FREQUENCY_ATTR_MAX, freq,
				     NULL) < 0 ||
		    !iwc_nla_has(tf[NL80211_FREQUENCY_ATTR_FREQ], 4))
			continue;
		if (w->n_channels >= IWC_MAX_CHANNELS)
			return;
		c = &w->channels[w->n_channels++];
		c->freq_mhz = nla_get_u32(tf[NL80211_FREQUENCY_ATTR_FREQ]);
		c->chan = iwc_freq_to_chan(c->freq_mhz);
		c->band = (enum iwc_band)nla_type(band);
		c->disabled = tf[NL80211_FREQUENCY_ATTR_DISABLED] != NULL;
		c->no_ir = tf[NL80211_FREQUENCY_ATTR_NO_IR] != NULL;
	}
}

void iwc_nl_parse_wiphy(struct nlattr **tb, struct iwc_wiphy *w)
{
	if (iwc_nla_has(tb[NL80211_ATTR_WIPHY], 4))
		w->index = nla_get_u32(tb[NL80211_ATTR_WIPHY]);
	if (tb[NL80211_ATTR_WIPHY_NAME]) {
		size_t n = (size_t)nla_len(tb[NL80211_ATTR_WIPHY_NAME]);

		if (n >= sizeof(w->name))
			n = sizeof(w->name) - 1;
		memcpy(w->name, nla_data(tb[NL80211_ATTR_WIPHY_NAME]), n);
		w->name[n] = '\0';
	}
	if (iwc_nla_has(tb[NL80211_ATTR_WIPHY_RETRY_SHORT], 1) &&
	    iwc_nla_has(tb[NL80211_ATTR_WIPHY_RETRY_LONG], 1)) {
		w->has_retry = true;
		w->retry_short = nla_get_u8(tb[NL80211_ATTR_WIPHY_RETRY_SHORT]);
		w->retry_long = nla_get_u8(tb[NL80211_ATTR_WIPHY_RETRY_LONG]);
	}
	if (iwc_nla_has(tb[NL80211_ATTR_WIPHY_RTS_THRESHOLD], 4)) {
		w->has_rts = true;
		w->rts_threshold = nla_get_u32(tb[NL80211_ATTR_WIPHY_RTS_THRESHOLD]);
	}
	if (iwc_nla_has(tb[NL80211_ATTR_WIPHY_FRAG_THRESHOLD], 4)) {
		w->has_frag = true;
		w->frag_threshold =
			nla_get_u32(tb[NL80211_ATTR_WIPHY_FRAG_THRESHOLD]);
	}
	if (iwc_nla_has(tb[NL80211_ATTR_MAX_NUM_SCAN_SSIDS], 1))
		w->max_scan_ssids = nla_get_u8(tb[NL80211_ATTR_MAX_NUM_SCAN_SSIDS]);
	if (tb[NL80211_ATTR_CIPHER_SUITES]) {
		int n = nla_len(tb[NL80211_ATTR_CIPHER_SUITES]) / 4;
		const uint32_t *s = nla_data(tb[NL80211_ATTR_CIPHER_SUITES]);

		w->n_ciphers = 0;
		for (int i = 0; i < n && i < IWC_MAX_CIPHERS; i++)
			w->ciphers[w->n_ciphers++] = s[i];
	}
	if (tb[NL80211_ATTR_WIPHY_BANDS]) {
		struct nlattr *band;
		int rem;

		nla_for_each_nested(band, tb[NL80211_ATTR_WIPHY_BANDS], rem)
			parse_band(band, w);
	}
}

int iwc_nl_parse_family(struct nlattr **tb, struct iwc_nl_family *ret)
{
	struct nlattr *g;
	int rem;

	memset(ret, 0, sizeof(*ret));
	if (!iwc_nla_has(tb[CTRL_ATTR_FAMILY_ID], 2))
		return -EINVAL;
	ret->id = nla_get_u16(tb[CTRL_ATTR_FAMILY_ID]);
	if (!tb[CTRL_ATTR_MCAST_GROUPS])
		return 0;
	nla_for_each_nested(g, tb[CTRL_ATTR_MCAST_GROUPS], rem) {
		struct nlattr *gt[CTRL_ATTR_MCAST_GRP_MAX + 1];
		const struct nlattr *name;
		int len;

		if (ret->n_groups >= IWC_NL_MAX_GROUPS)
			break;
		if (nla_parse_nested(gt, CTRL_ATTR_MCAST_GRP_MAX, g, NULL) < 0 ||
		    !iwc_nla_has(gt[CTRL_ATTR_MCAST_GRP_ID], 4) ||
		    !gt[CTRL_ATTR_MCAST_GRP_NAME])
			continue;
		name = gt[CTRL_ATTR_MCAST_GRP_NAME];
		len = (int)strnlen(nla_data(name), (size_t)nla_len(name));
		if (len == 0 || len >= (int)sizeof(ret->groups[0].name))
			continue;
		memcpy(ret->groups[ret->n_groups].name, nla_data(name),
		       (size_t)len);
		ret->groups[ret->n_groups].name[len] = '\0';
		ret->groups[ret->n_groups].id =
			(int)nla_get_u32(gt[CTRL_ATTR_MCAST_GRP_ID]);
		ret->n_groups++;
	}
	return 0;
}

int iwc_nl_family_group(const struct iwc_nl_family *f, const char *name)
{
	for (unsigned int i = 0; i < f->n_groups; i++)
		if (!strcmp(f->groups[i].name, name))
			return f->groups[i].id;
	return -ENOENT;
}

int iwc_nl_parse_bss_status(struct nlattr **tb, uint8_t *ret_bssid,
			    int *ret_status)
{
	struct nlattr *bss[NL80211_BSS_MAX + 1];

	if (!tb[NL80211_ATTR_BSS] ||
	    nla_parse_nested(bss, NL80211_BSS_MAX, tb[NL80211_ATTR_BSS], NULL) < 0 ||
	    !iwc_nla_has(bss[NL80211_BSS_BSSID], IWC_ETH_ALEN))
		return -EINVAL;
	memcpy(ret_bssid, nla_data(bss[NL80211_BSS_BSSID]), IWC_ETH_ALEN);
	*ret_status = iwc_nla_has(bss[NL80211_BSS_STATUS], 4) ?
			      (int)nla_get_u32(bss[NL80211_BSS_STATUS]) : -1;
	return 0;
}

static uint8_t *dup_attr(const struct nlattr *a, size_t *ret_len)
{
	uint8_t *p;
	size_t n = (size_t)nla_len(a);

	*ret_len = 0;
	p = malloc(n ? n : 1);
	if (!p)
		return NULL;
	memcpy(p, nla_data(a), n);
	*ret_len = n;
	return p;
}

void iwc_bss_clear(struct iwc_bss *b)
{
	free(b->ies);
	free(b->beacon_ies);
	b->ies = b->beacon_ies = NULL;
	b->ies_len = b->beacon_ies_len = 0;
}

int iwc_nl_parse_bss(struct nlattr **tb, struct iwc_bss *r)
{
	struct nlattr *bss[NL80211_BSS_MAX + 1];

	memset(r, 0, sizeof(*r));
	r->status = -1;
	if (!tb[NL80211_ATTR_BSS] ||
	    nla_parse_nested(bss, NL80211_BSS_MAX, tb[NL80211_ATTR_BSS], NULL) < 0 ||
	    !iwc_nla_has(bss[NL80211_BSS_BSSID], IWC_ETH_ALEN))
		return -EINVAL;
	memcpy(r->bssid, nla_data(bss[NL80211_BSS_BSSID]), IWC_ETH_ALEN);
	if (iwc_nla_has(bss[NL80211_BSS_FREQUENCY], 4)) {
		r->has_freq = true;
		r->freq_mhz = nla_get_u32(bss[NL80211_BSS_FREQUENCY]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_FREQUENCY_OFFSET], 4)) {
		r->has_freq_offset = true;
		r->freq_offset_khz = nla_get_u32(bss[NL80211_BSS_FREQUENCY_OFFSET]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_BEACON_INTERVAL], 2)) {
		r->has_beacon_interval = true;
		r->beacon_interval = nla_get_u16(bss[NL80211_BSS_BEACON_INTERVAL]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_LAST_SEEN_BOOTTIME], 8)) {
		r->has_boottime = true;
		r->last_seen_boottime =
			nla_get_u64(bss[NL80211_BSS_LAST_SEEN_BOOTTIME]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_TSF], 8)) {
		r->has_tsf = true;
		r->tsf = nla_get_u64(bss[NL80211_BSS_TSF]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_CAPABILITY], 2)) {
		r->has_capability = true;
		r->capability = nla_get_u16(bss[NL80211_BSS_CAPABILITY]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_SIGNAL_MBM], 4)) {
		r->has_signal_mbm = true;
		r->signal_mbm = (int32_t)nla_get_u32(bss[NL80211_BSS_SIGNAL_MBM]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_SIGNAL_UNSPEC], 1)) {
		r->has_signal_unspec = true;
		r->signal_unspec = nla_get_u8(bss[NL80211_BSS_SIGNAL_UNSPEC]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_SEEN_MS_AGO], 4)) {
		r->has_seen_ms_ago = true;
		r->seen_ms_ago = nla_get_u32(bss[NL80211_BSS_SEEN_MS_AGO]);
	}
	if (iwc_nla_has(bss[NL80211_BSS_STATUS], 4))
		r->status = (int)nla_get_u32(bss[NL80211_BSS_STATUS]);
	r->mlo_link_id = -1;
	if (iwc_nla_has(bss[NL80211_BSS_MLO_LINK_ID], 1))
		r->mlo_link_id = nla_get_u8(bss[NL80211_BSS_MLO_LINK_ID]);
	if (iwc_nla_has(bss[NL80211_BSS_MLD_ADDR], IWC_ETH_ALEN)) {
		r->has_mld_addr = true;
		memcpy(r->mld_addr, nla_data(bss[NL80211_BSS_MLD_ADDR]),
		       IWC_ETH_ALEN);
	}
	r->presp = bss[NL80211_BSS_PRESP_DATA] != NULL;
	if (bss[NL80211_BSS_INFORMATION_ELEMENTS]) {
		r->ies = dup_attr(bss[NL80211_BSS_INFORMATION_ELEMENTS],
				  &r->ies_len);
		if (!r->ies)
			return -ENOMEM;
	}
	if (bss[NL80211_BSS_BEACON_IES]) {
		r->beacon_ies = dup_attr(bss[NL80211_BSS_BEACON_IES],
					 &r->beacon_ies_len);
		if (!r->beacon_ies) {
			iwc_bss_clear(r);
			return -ENOMEM;
		}
	}
	return 0;
}
