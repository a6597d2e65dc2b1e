/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_station.c - the one STA_INFO decoder (a GET_STATION reply or dump
 * entry) and the views made from it: every field iw prints, with its
 * presence (native mode's station dump/get), "iw link"'s subset, and the
 * legacy tools' struct iwc_station (iwconfig's bit rate, signal and
 * statistics). Pure: no socket, no system call.
 */
#include <errno.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>

#include "iwcompat/backend_iw.h"
#include "iwcompat/nl80211.h"
#include "backend_nl80211_int.h"
#include "nl_attr.h"

static void parse_tid_stats(struct nlattr *attr, struct iwc_nat_station *st)
{
	static const int ids[IWC_TID_N] = {
		NL80211_TID_STATS_RX_MSDU,
		NL80211_TID_STATS_TX_MSDU,
		NL80211_TID_STATS_TX_MSDU_RETRIES,
		NL80211_TID_STATS_TX_MSDU_FAILED,
	};
	struct nlattr *a;
	int rem;

	st->has_tid_stats = true;
	nla_for_each_nested(a, attr, rem) {
		struct nlattr *tb[NL80211_TID_STATS_MAX + 1];
		struct iwc_nat_tid *t;

		if (st->n_tid >= IWC_MAX_TIDS)
			break;
		if (nla_parse_nested(tb, NL80211_TID_STATS_MAX, a, NULL) < 0)
			break;
		t = &st->tid[st->n_tid++];
		memset(t, 0, sizeof(*t));
		t->tid = (uint8_t)(nla_type(a) - 1);
		for (int i = 0; i < IWC_TID_N; i++) {
			if (tb[ids[i]] && nla_len(tb[ids[i]]) >= 8) {
				t->v[i] = nla_get_u64(tb[ids[i]]);
				t->present |= 1u << i;
			}
		}
		if (tb[NL80211_TID_STATS_TXQ_STATS])
			iwc_nl_parse_txq(tb[NL80211_TID_STATS_TXQ_STATS],
					   &t->has_txq, &t->txq_present,
					   t->txq);
	}
}

static void parse_rate(struct nlattr *attr, struct iwc_nat_rate *rt)
{
	static const int ids[IWC_RATE_U8_N] = {
		NL80211_RATE_INFO_MCS,
		NL80211_RATE_INFO_VHT_MCS,
		NL80211_RATE_INFO_VHT_NSS,
		NL80211_RATE_INFO_HE_MCS,
		NL80211_RATE_INFO_HE_NSS,
		NL80211_RATE_INFO_HE_GI,
		NL80211_RATE_INFO_HE_DCM,
		NL80211_RATE_INFO_HE_RU_ALLOC,
		NL80211_RATE_INFO_EHT_MCS,
		NL80211_RATE_INFO_EHT_NSS,
		NL80211_RATE_INFO_EHT_GI,
		NL80211_RATE_INFO_EHT_RU_ALLOC,
	};
	struct nlattr *tb[NL80211_RATE_INFO_MAX + 1];
	uint16_t r16;

	memset(rt, 0, sizeof(*rt));
	if (nla_parse_nested(tb, NL80211_RATE_INFO_MAX, attr, NULL) < 0)
		return;
	rt->parsed = true;
	if (!iwc_nla_u32(tb[NL80211_RATE_INFO_BITRATE32], &rt->bitrate) &&
	    iwc_nla_u16(tb[NL80211_RATE_INFO_BITRATE], &r16))
		rt->bitrate = r16;
	for (int i = 0; i < IWC_RATE_U8_N; i++)
		if (iwc_nla_u8(tb[ids[i]], &rt->u8[i]))
			rt->u8_present |= 1u << i;
	rt->w40 = tb[NL80211_RATE_INFO_40_MHZ_WIDTH] != NULL;
	rt->w80 = tb[NL80211_RATE_INFO_80_MHZ_WIDTH] != NULL;
	rt->w80p80 = tb[NL80211_RATE_INFO_80P80_MHZ_WIDTH] != NULL;
	rt->w160 = tb[NL80211_RATE_INFO_160_MHZ_WIDTH] != NULL;
	rt->w320 = tb[NL80211_RATE_INFO_320_MHZ_WIDTH] != NULL;
	rt->short_gi = tb[NL80211_RATE_INFO_SHORT_GI] != NULL;
}

static void parse_chains(struct nlattr *attr, int8_t *v, uint8_t *n)
{
	struct nlattr *a;
	int rem;

	*n = 0;
	nla_for_each_nested(a, attr, rem) {
		if (*n >= IWC_MAX_CHAINS || nla_len(a) < 1)
			break;
		v[(*n)++] = (int8_t)nla_get_u8(a);
	}
}

int iwc_nl_decode_sta_info(struct nlattr **tb, struct iwc_nat_station *st)
{
	static const struct {
		int attr;
		int size;			/* 1, 2, 4, 8 bytes */
		bool is_signed;
	} f[IWC_STA_N] = {
		[IWC_STA_INACTIVE_TIME] = { NL80211_STA_INFO_INACTIVE_TIME, 4, false },
		[IWC_STA_RX_BYTES] = { NL80211_STA_INFO_RX_BYTES, 4, false },
		[IWC_STA_RX_BYTES64] = { NL80211_STA_INFO_RX_BYTES64, 8, false },
		[IWC_STA_RX_PACKETS] = { NL80211_STA_INFO_RX_PACKETS, 4, false },
		[IWC_STA_TX_BYTES] = { NL80211_STA_INFO_TX_BYTES, 4, false },
		[IWC_STA_TX_BYTES64] = { NL80211_STA_INFO_TX_BYTES64, 8, false },
		[IWC_STA_TX_PACKETS] = { NL80211_STA_INFO_TX_PACKETS, 4, false },
		[IWC_STA_TX_RETRIES] = { NL80211_STA_INFO_TX_RETRIES, 4, false },
		[IWC_STA_TX_FAILED] = { NL80211_STA_INFO_TX_FAILED, 4, false },
		[IWC_STA_BEACON_LOSS] = { NL80211_STA_INFO_BEACON_LOSS, 4, false },
		[IWC_STA_BEACON_RX] = { NL80211_STA_INFO_BEACON_RX, 8, false },
		[IWC_STA_RX_DROP_MISC] = { NL80211_STA_INFO_RX_DROP_MISC, 8, false },
		[IWC_STA_SIGNAL] = { NL80211_STA_INFO_SIGNAL, 1, true },
		[IWC_STA_SIGNAL_AVG] = { NL80211_STA_INFO_SIGNAL_AVG, 1, true },
		[IWC_STA_BEACON_SIGNAL_AVG] = { NL80211_STA_INFO_BEACON_SIGNAL_AVG, 1, true },
		[IWC_STA_T_OFFSET] = { NL80211_STA_INFO_T_OFFSET, 8, false },
		[IWC_STA_TX_DURATION] = { NL80211_STA_INFO_TX_DURATION, 8, false },
		[IWC_STA_RX_DURATION] = { NL80211_STA_INFO_RX_DURATION, 8, false },
		[IWC_STA_ACK_SIGNAL] = { NL80211_STA_INFO_ACK_SIGNAL, 1, true },
		[IWC_STA_ACK_SIGNAL_AVG] = { NL80211_STA_INFO_ACK_SIGNAL_AVG, 1, true },
		[IWC_STA_AIRTIME_WEIGHT] = { NL80211_STA_INFO_AIRTIME_WEIGHT, 2, false },
		[IWC_STA_EXPECTED_THROUGHPUT] = { NL80211_STA_INFO_EXPECTED_THROUGHPUT, 4, false },
		[IWC_STA_LLID] = { NL80211_STA_INFO_LLID, 2, false },
		[IWC_STA_PLID] = { NL80211_STA_INFO_PLID, 2, false },
		[IWC_STA_PLINK_STATE] = { NL80211_STA_INFO_PLINK_STATE, 1, false },
		[IWC_STA_AIRTIME_LINK_METRIC] = { NL80211_STA_INFO_AIRTIME_LINK_METRIC, 4, false },
		[IWC_STA_CONNECTED_TO_GATE] = { NL80211_STA_INFO_CONNECTED_TO_GATE, 1, false },
		[IWC_STA_CONNECTED_TO_AS] = { NL80211_STA_INFO_CONNECTED_TO_AS, 1, false },
		[IWC_STA_LOCAL_PM] = { NL80211_STA_INFO_LOCAL_PM, 4, false },
		[IWC_STA_PEER_PM] = { NL80211_STA_INFO_PEER_PM, 4, false },
		[IWC_STA_NONPEER_PM] = { NL80211_STA_INFO_NONPEER_PM, 4, false },
		[IWC_STA_CONNECTED_TIME] = { NL80211_STA_INFO_CONNECTED_TIME, 4, false },
		[IWC_STA_ASSOC_AT_BOOTTIME] = { NL80211_STA_INFO_ASSOC_AT_BOOTTIME, 8, false },
	};
	struct nlattr *si[NL80211_STA_INFO_MAX + 1];

	memset(st, 0, sizeof(*st));
	if (tb[NL80211_ATTR_MAC] && nla_len(tb[NL80211_ATTR_MAC]) >= IWC_ETH_ALEN) {
		st->has_mac = true;
		memcpy(st->mac, nla_data(tb[NL80211_ATTR_MAC]), IWC_ETH_ALEN);
	}
	st->has_ifindex = iwc_nla_u32(tb[NL80211_ATTR_IFINDEX], &st->ifindex);
	if (!tb[NL80211_ATTR_STA_INFO] ||
	    nla_parse_nested(si, NL80211_STA_INFO_MAX,
			     tb[NL80211_ATTR_STA_INFO], NULL) < 0)
		return -EINVAL;
	for (int i = 0; i < IWC_STA_N; i++) {
		const struct nlattr *a = si[f[i].attr];

		if (!a || nla_len(a) < f[i].size)
			continue;
		st->present |= 1ull << i;
		switch (f[i].size) {
		case 1:
			st->v[i] = f[i].is_signed ?
				   (uint64_t)(int64_t)(int8_t)nla_get_u8((struct nlattr *)a) :
				   nla_get_u8((struct nlattr *)a);
			break;
		case 2:
			st->v[i] = nla_get_u16((struct nlattr *)a);
			break;
		case 4:
			st->v[i] = nla_get_u32((struct nlattr *)a);
			break;
		default:
			st->v[i] = nla_get_u64((struct nlattr *)a);
			break;
		}
	}
	if (si[NL80211_STA_INFO_CHAIN_SIGNAL])
		parse_chains(si[NL80211_STA_INFO_CHAIN_SIGNAL], st->chain,
			     &st->n_chain);
	if (si[NL80211_STA_INFO_CHAIN_SIGNAL_AVG])
		parse_chains(si[NL80211_STA_INFO_CHAIN_SIGNAL_AVG],
			     st->chain_avg, &st->n_chain_avg);
	if (si[NL80211_STA_INFO_TX_BITRATE]) {
		st->has_tx_rate = true;
		parse_rate(si[NL80211_STA_INFO_TX_BITRATE], &st->tx_rate);
	}
	if (si[NL80211_STA_INFO_RX_BITRATE]) {
		st->has_rx_rate = true;
		parse_rate(si[NL80211_STA_INFO_RX_BITRATE], &st->rx_rate);
	}
	if (si[NL80211_STA_INFO_STA_FLAGS] &&
	    nla_len(si[NL80211_STA_INFO_STA_FLAGS]) >= 8) {
		const uint32_t *fl = nla_data(si[NL80211_STA_INFO_STA_FLAGS]);

		st->has_flags = true;
		st->flags_mask = fl[0];
		st->flags_set = fl[1];
	}
	if (si[NL80211_STA_INFO_BSS_PARAM]) {
		struct nlattr *bp[NL80211_STA_BSS_PARAM_MAX + 1];

		if (nla_parse_nested(bp, NL80211_STA_BSS_PARAM_MAX,
				     si[NL80211_STA_INFO_BSS_PARAM], NULL) == 0) {
			st->has_bss_param = true;
			st->has_dtim = iwc_nla_u8(bp[NL80211_STA_BSS_PARAM_DTIM_PERIOD],
					      &st->dtim_period);
			st->has_beacon_int =
				iwc_nla_u16(bp[NL80211_STA_BSS_PARAM_BEACON_INTERVAL],
					&st->beacon_int);
			st->cts_prot = bp[NL80211_STA_BSS_PARAM_CTS_PROT] != NULL;
			st->short_preamble =
				bp[NL80211_STA_BSS_PARAM_SHORT_PREAMBLE] != NULL;
			st->short_slot =
				bp[NL80211_STA_BSS_PARAM_SHORT_SLOT_TIME] != NULL;
		}
	}
	if (si[NL80211_STA_INFO_TID_STATS])
		parse_tid_stats(si[NL80211_STA_INFO_TID_STATS], st);
	return 0;
}

/* "link"'s view of a station: the STA_INFO fields iw's link prints */
void iwc_nlbe_link_view(const struct iwc_nat_station *st,
			struct iwc_nat_sta *s)
{
	const uint32_t rx = (1u << IWC_STA_RX_BYTES) | (1u << IWC_STA_RX_PACKETS);
	const uint32_t tx = (1u << IWC_STA_TX_BYTES) | (1u << IWC_STA_TX_PACKETS);

	memset(s, 0, sizeof(*s));
	if ((st->present & rx) == rx) {
		s->has_rx = true;
		s->rx_bytes = (uint32_t)st->v[IWC_STA_RX_BYTES];
		s->rx_packets = (uint32_t)st->v[IWC_STA_RX_PACKETS];
	}
	if ((st->present & tx) == tx) {
		s->has_tx = true;
		s->tx_bytes = (uint32_t)st->v[IWC_STA_TX_BYTES];
		s->tx_packets = (uint32_t)st->v[IWC_STA_TX_PACKETS];
	}
	if (st->present & (1ull << IWC_STA_SIGNAL)) {
		s->has_signal = true;
		s->signal_dbm = (int8_t)st->v[IWC_STA_SIGNAL];
	}
	s->has_rx_rate = st->has_rx_rate;
	s->rx_rate = st->rx_rate;
	s->has_tx_rate = st->has_tx_rate;
	s->tx_rate = st->tx_rate;
	s->has_bss_param = st->has_bss_param;
	s->cts_prot = st->cts_prot;
	s->short_preamble = st->short_preamble;
	s->short_slot = st->short_slot;
	s->dtim_period = st->dtim_period;
	s->beacon_int = st->beacon_int;
}

/* The legacy tools' view (struct iwc_station) of a decoded STA_INFO:
 * -EINVAL without STA_INFO, the MAC copied all the same. The kernel
 * leaves both rate attributes out of the nest when the rate works out to
 * 0: the nest alone still means "TX rate known", rate 0. */
int iwc_nl_parse_station(struct nlattr **tb, struct iwc_station *r)
{
	struct iwc_nat_station st;
	int e = iwc_nl_decode_sta_info(tb, &st);

	memset(r, 0, sizeof(*r));
	if (st.has_mac)
		memcpy(r->addr, st.mac, IWC_ETH_ALEN);
	if (e < 0)
		return e;
	if (st.present & (1ull << IWC_STA_SIGNAL)) {
		r->has_signal = true;
		r->signal_dbm = (int8_t)st.v[IWC_STA_SIGNAL];
	}
	if (st.has_tx_rate && st.tx_rate.parsed) {
		r->has_tx_bitrate = true;
		r->tx_bitrate = st.tx_rate.bitrate;
	}
	if (st.present & (1ull << IWC_STA_RX_DROP_MISC)) {
		r->has_rx_drop_misc = true;
		r->rx_drop_misc = st.v[IWC_STA_RX_DROP_MISC];
	}
	if (st.present & (1ull << IWC_STA_TX_FAILED)) {
		r->has_tx_failed = true;
		r->tx_failed = (uint32_t)st.v[IWC_STA_TX_FAILED];
	}
	if (st.present & (1ull << IWC_STA_BEACON_LOSS)) {
		r->has_beacon_loss = true;
		r->beacon_loss = (uint32_t)st.v[IWC_STA_BEACON_LOSS];
	}
	return 0;
}
