/*
 * backend_nl80211_native.c - the nl80211 requests of the native (iw-like)
 * commands: interfaces and stations with every attribute iw prints, and
 * the plain SET requests iw sends. Shares the backend's socket (struct
 * nlbe is the ctx's be_data).
 */
#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "iwcompat/backend_iw.h"
#include "backend_nl80211_int.h"

static bool get_u32(const struct nlattr *a, uint32_t *v)
{
	if (!a || nla_len(a) < 4)
		return false;
	*v = nla_get_u32((struct nlattr *)a);
	return true;
}

static bool get_u8(const struct nlattr *a, uint8_t *v)
{
	if (!a || nla_len(a) < 1)
		return false;
	*v = nla_get_u8((struct nlattr *)a);
	return true;
}

static bool get_u16(const struct nlattr *a, uint16_t *v)
{
	if (!a || nla_len(a) < 2)
		return false;
	*v = nla_get_u16((struct nlattr *)a);
	return true;
}

static int on_one_iface_any(struct nlattr **tb, void *arg)
{
	iwc_nl_parse_iface(tb, arg);	/* native mode prints what is there */
	return 0;
}

int iwc_nlbe_nat_iface_get(void *data, const char *ifname,
			   struct iwc_iface *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	char name[IWC_IFNAMSIZ];
	unsigned int ifindex;
	int r;

	snprintf(name, sizeof(name), "%s", ifname);
	ifindex = if_nametoindex(name);
	if (!ifindex)
		return -ENODEV;
	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nlbe_if_msg(be, NL80211_CMD_GET_INTERFACE, ifindex);
	if (!msg)
		return -ENOBUFS;
	memset(ret, 0, sizeof(*ret));
	return iwc_nl_transact(&be->nl, msg, on_one_iface_any, ret, NL_TIMEOUT_MS);
}

static int on_dump_iface(struct nlattr **tb, void *arg)
{
	struct iwc_iface_list *l = arg;
	struct iwc_iface *v;

	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	iwc_nl_parse_iface(tb, &l->v[l->n]);
	l->n++;
	return 0;
}

int iwc_nlbe_nat_iface_dump(void *data, struct iwc_iface_list *ret)
{
	struct nlbe *be = data;
	struct iwc_iface_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_INTERFACE, NLM_F_DUMP);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_dump_iface, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		iwc_iface_list_free(&l);
		return r;
	}
	*ret = l;
	return 0;
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
	if (!get_u32(tb[NL80211_RATE_INFO_BITRATE32], &rt->bitrate) &&
	    get_u16(tb[NL80211_RATE_INFO_BITRATE], &r16))
		rt->bitrate = r16;
	for (int i = 0; i < IWC_RATE_U8_N; i++)
		if (get_u8(tb[ids[i]], &rt->u8[i]))
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

/* One GET_STATION reply's STA_INFO, every field iw prints, into @st:
 * false (@st untouched) when it has no STA_INFO or no MAC. The one
 * decoder of STA_INFO for native mode: a dump, one station, the link. */
bool iwc_nlbe_decode_station(struct nlattr **tb, struct iwc_nat_station *st)
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
	struct timeval tv;
	struct timespec ts;
	uint32_t ifindex;

	if (!tb[NL80211_ATTR_STA_INFO] ||
	    nla_parse_nested(si, NL80211_STA_INFO_MAX,
			     tb[NL80211_ATTR_STA_INFO], NULL) < 0)
		return false;
	if (!tb[NL80211_ATTR_MAC] || nla_len(tb[NL80211_ATTR_MAC]) < IWC_ETH_ALEN)
		return false;
	memset(st, 0, sizeof(*st));
	memcpy(st->mac, nla_data(tb[NL80211_ATTR_MAC]), IWC_ETH_ALEN);
	if (get_u32(tb[NL80211_ATTR_IFINDEX], &ifindex))
		if_indextoname(ifindex, st->ifname);
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
			st->has_dtim = get_u8(bp[NL80211_STA_BSS_PARAM_DTIM_PERIOD],
					      &st->dtim_period);
			st->has_beacon_int =
				get_u16(bp[NL80211_STA_BSS_PARAM_BEACON_INTERVAL],
					&st->beacon_int);
			st->cts_prot = bp[NL80211_STA_BSS_PARAM_CTS_PROT] != NULL;
			st->short_preamble =
				bp[NL80211_STA_BSS_PARAM_SHORT_PREAMBLE] != NULL;
			st->short_slot =
				bp[NL80211_STA_BSS_PARAM_SHORT_SLOT_TIME] != NULL;
		}
	}
	if (si[NL80211_STA_INFO_TID_STATS])
		iwc_nlbe_parse_tid_stats(si[NL80211_STA_INFO_TID_STATS], st);
	gettimeofday(&tv, NULL);
	st->now_ms = (uint64_t)tv.tv_sec * 1000 + (uint64_t)tv.tv_usec / 1000;
	clock_gettime(CLOCK_BOOTTIME, &ts);
	st->boot_ns = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
	return true;
}

static int on_sta_entry(struct nlattr **tb, void *arg)
{
	struct iwc_nat_station_list *l = arg;
	struct iwc_nat_station st, *v;

	if (!iwc_nlbe_decode_station(tb, &st))
		return 0;
	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	l->v[l->n++] = st;
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

static int on_link_station(struct nlattr **tb, void *arg)
{
	struct iwc_nat_station st;

	if (iwc_nlbe_decode_station(tb, &st))
		iwc_nlbe_link_view(&st, arg);
	return 0;
}

int iwc_nlbe_nat_stations(void *data, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_station_list *ret)
{
	struct nlbe *be = data;
	struct iwc_nat_station_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nlbe_station_msg(be, ifindex, mac);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_sta_entry, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		free(l.v);
		return r;
	}
	*ret = l;
	return 0;
}

int iwc_nlbe_nat_station_get(void *data, uint32_t ifindex, const uint8_t *mac,
			     struct iwc_nat_sta *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg = iwc_nl_open(&be->nl) < 0 ? NULL :
			     iwc_nlbe_station_msg(be, ifindex, mac);

	if (!msg)
		return -ENOBUFS;
	memset(ret, 0, sizeof(*ret));
	return iwc_nl_transact(&be->nl, msg, on_link_station, ret,
			       NL_TIMEOUT_MS);
}

static int on_ps(struct nlattr **tb, void *arg)
{
	int *ps = arg;
	uint32_t v;

	if (get_u32(tb[NL80211_ATTR_PS_STATE], &v))
		*ps = v == NL80211_PS_ENABLED;
	return 0;
}

int iwc_nlbe_nat_get_power_save(void *data, uint32_t ifindex, int *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg =
		iwc_nlbe_if_msg(be, NL80211_CMD_GET_POWER_SAVE, ifindex);

	if (!msg)
		return -ENOBUFS;
	*ret = -1;
	return iwc_nl_transact(&be->nl, msg, on_ps, ret, NL_TIMEOUT_MS);
}

const char *iwc_nlbe_nat_extack(void *data)
{
	struct nlbe *be = data;

	return be->nl.extack;
}

int iwc_nlbe_nat_ifindex(void *data, const char *ifname, uint32_t *ret)
{
	char name[IWC_IFNAMSIZ];
	unsigned int idx;

	(void)data;
	snprintf(name, sizeof(name), "%s", ifname);
	idx = if_nametoindex(name);
	if (!idx)
		return -ENODEV;
	*ret = idx;
	return 0;
}

static int on_regdom(struct nlattr **tb, void *arg)
{
	struct iwc_regdom_list *l = arg;
	struct iwc_regdom *v, *d;
	struct nlattr *rule;
	int rem;

	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	d = &l->v[l->n++];
	memset(d, 0, sizeof(*d));
	if (tb[NL80211_ATTR_REG_ALPHA2] &&
	    nla_len(tb[NL80211_ATTR_REG_ALPHA2]) >= 2) {
		d->has_alpha2 = true;
		memcpy(d->alpha2, nla_data(tb[NL80211_ATTR_REG_ALPHA2]), 2);
	}
	d->has_wiphy = get_u32(tb[NL80211_ATTR_WIPHY], &d->wiphy);
	d->self_managed = tb[NL80211_ATTR_WIPHY_SELF_MANAGED_REG] != NULL;
	d->has_dfs = get_u8(tb[NL80211_ATTR_DFS_REGION], &d->dfs_region);
	if (!tb[NL80211_ATTR_REG_RULES])
		return 0;
	d->has_rules = true;
	nla_for_each_nested(rule, tb[NL80211_ATTR_REG_RULES], rem) {
		struct nlattr *r[NL80211_REG_RULE_ATTR_MAX + 1];
		struct iwc_reg_rule *rr;

		if (d->n_rules >= IWC_MAX_REG_RULES)
			break;
		if (nla_parse_nested(r, NL80211_REG_RULE_ATTR_MAX, rule,
				     NULL) < 0)
			continue;
		rr = &d->rules[d->n_rules++];
		get_u32(r[NL80211_ATTR_REG_RULE_FLAGS], &rr->flags);
		get_u32(r[NL80211_ATTR_FREQ_RANGE_START], &rr->start_khz);
		get_u32(r[NL80211_ATTR_FREQ_RANGE_END], &rr->end_khz);
		get_u32(r[NL80211_ATTR_FREQ_RANGE_MAX_BW], &rr->max_bw_khz);
		get_u32(r[NL80211_ATTR_POWER_RULE_MAX_ANT_GAIN],
			&rr->max_ant_gain_mbi);
		get_u32(r[NL80211_ATTR_POWER_RULE_MAX_EIRP], &rr->max_eirp_mbm);
		rr->has_cac = get_u32(r[NL80211_ATTR_DFS_CAC_TIME],
				      &rr->cac_ms);
	}
	return 0;
}

int iwc_nlbe_nat_reg_dump(void *data, struct iwc_regdom_list *ret)
{
	struct nlbe *be = data;
	struct iwc_regdom_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_REG, NLM_F_DUMP);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_regdom, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		free(l.v);
		return r;
	}
	*ret = l;
	return 0;
}

static int on_nothing(struct nlattr **tb, void *arg)
{
	(void)tb;
	(void)arg;
	return 0;
}

int iwc_nlbe_nat_reg_set(void *data, const char *alpha2)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_REQ_SET_REG, 0);
	if (!msg || nla_put_string(msg, NL80211_ATTR_REG_ALPHA2, alpha2) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nl_transact(&be->nl, msg, on_nothing, NULL, NL_TIMEOUT_MS);
}

int iwc_nlbe_nat_open(void *data)
{
	struct nlbe *be = data;

	return iwc_nl_open(&be->nl);
}
