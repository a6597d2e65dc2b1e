/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl80211_wiphy.c - one message of a GET_WIPHY split dump to struct
 * iwc_nl80211_wiphy (nl80211_wiphy.h): the facts "phy", "list" and
 * "phy PHY info" print, as iw's print_phy_handler() reads them.
 *
 * libnl's nla_parse()/nla_parse_nested() and nla_for_each_nested(),
 * without a policy: iw prints whatever a message has, and a policy
 * rejects a whole table for one short attribute, where the native mode
 * reads a value as far as it goes, zero-filled (docs/reference/native.md,
 * "phy"); the lengths iw checks (HT MCS set, WoWLAN pattern support,
 * HT capability mask) stay facts for the printers to judge. Lists keep
 * the kernel's order: a band's parts per message, frequencies, rates,
 * interface types, combinations, commands.
 */
#include <errno.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>

#include "iwcompat/nl80211_wiphy.h"
#include "backend_nl80211_int.h"
#include "nl_attr.h"

/* ---- the message's arena: blocks chained through their first word ---- */

struct arena_blk {
	void *next;
	size_t used, cap;
	alignas(max_align_t) unsigned char data[];
};

struct dec {
	struct iwc_nl80211_wiphy *w;
	int err;
};

static void *arena_alloc(struct dec *d, size_t n)
{
	struct arena_blk *b = d->w->arena;
	size_t a = alignof(max_align_t);

	n = (n + a - 1) / a * a;
	if (!n)
		n = a;
	if (!b || b->cap - b->used < n) {
		size_t cap = n > 4096 ? n : 4096;

		b = malloc(sizeof(*b) + cap);
		if (!b) {
			d->err = -ENOMEM;
			return NULL;
		}
		b->next = d->w->arena;
		b->used = 0;
		b->cap = cap;
		d->w->arena = b;
	}
	b->used += n;
	return memset(b->data + b->used - n, 0, n);
}

/* ---- values, read as far as the attribute goes ---- */

/* the bytes of @a, at most @max, into @dst (zeroed by the caller) */
static size_t copy_attr(void *dst, size_t max, const struct nlattr *a)
{
	size_t n = a ? (size_t)nla_len(a) : 0;

	if (n > max)
		n = max;
	if (n)
		memcpy(dst, nla_data(a), n);
	return n;
}

static size_t count_nested(struct nlattr *a)
{
	struct nlattr *x;
	size_t n = 0;
	int rem;

	nla_for_each_nested(x, a, rem)
		n++;
	return n;
}

/* @a's nested attributes as a list of u32: their types (@types: interface
 * types) or their values read as u32 (supported commands) */
static bool nested_list(struct dec *d, struct nlattr *a, bool types,
			struct iwc_nl80211_u32s *ret)
{
	struct nlattr *x;
	uint32_t *v;
	int rem;

	if (!a)
		return false;
	ret->n = 0;
	ret->v = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return true;
	nla_for_each_nested(x, a, rem)
		v[ret->n++] = types ? (uint32_t)nla_type(x) : iwc_nla_z32(x);
	return true;
}

static bool nested_types(struct dec *d, struct nlattr *a,
			 struct iwc_nl80211_u32s *ret)
{
	return nested_list(d, a, true, ret);
}

static bool nested_u32s(struct dec *d, struct nlattr *a,
			struct iwc_nl80211_u32s *ret)
{
	return nested_list(d, a, false, ret);
}

/* ---- a band ---- */

static void decode_iftype_data(struct dec *d, struct nlattr *a,
			       struct iwc_nl80211_iftype_data *it)
{
	struct nlattr *tb[NL80211_BAND_IFTYPE_ATTR_MAX + 1];

	nla_parse_nested(tb, NL80211_BAND_IFTYPE_ATTR_MAX, a, NULL);
	it->has_iftypes = nested_types(d, tb[NL80211_BAND_IFTYPE_ATTR_IFTYPES],
				       &it->iftypes);
	copy_attr(it->he_mac, sizeof(it->he_mac),
		  tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_MAC]);
	it->has_he_phy = tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY] != NULL;
	copy_attr(it->he_phy, sizeof(it->he_phy),
		  tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY]);
	it->he_mcs_len = copy_attr(it->he_mcs, sizeof(it->he_mcs),
				   tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_MCS_SET]);
	it->he_ppe_len = copy_attr(it->he_ppe, sizeof(it->he_ppe),
				   tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PPE]);
	it->has_eht_mac = tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC] != NULL;
	copy_attr(it->eht_mac, sizeof(it->eht_mac),
		  tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC]);
	it->has_eht_phy = tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY] != NULL;
	copy_attr(it->eht_phy, sizeof(it->eht_phy),
		  tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY]);
	it->has_eht_mcs = tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET] != NULL;
	copy_attr(it->eht_mcs, sizeof(it->eht_mcs),
		  tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET]);
	it->eht_ppe_len = copy_attr(it->eht_ppe, sizeof(it->eht_ppe),
				    tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PPE]);
}

static void decode_freqs(struct dec *d, struct nlattr *a,
			 struct iwc_nl80211_band *b)
{
	struct iwc_nl80211_freq *v;
	struct nlattr *x;
	int rem;

	b->freqs = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(x, a, rem) {
		struct nlattr *fq[NL80211_FREQUENCY_ATTR_MAX + 1];
		struct iwc_nl80211_freq *q = &v[b->n_freqs];

		nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, x, NULL);
		if (!fq[NL80211_FREQUENCY_ATTR_FREQ])
			continue;
		q->mhz = iwc_nla_z32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
		q->has_offset = iwc_nla_opt_z32(fq[NL80211_FREQUENCY_ATTR_OFFSET],
					&q->offset_khz);
		q->has_max_power = iwc_nla_opt_z32(fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER],
					   &q->max_power_mbm);
		q->disabled = fq[NL80211_FREQUENCY_ATTR_DISABLED] != NULL;
		q->no_ir = fq[NL80211_FREQUENCY_ATTR_NO_IR] != NULL;
		q->no_ibss = fq[__NL80211_FREQUENCY_ATTR_NO_IBSS] != NULL;
		q->radar = fq[NL80211_FREQUENCY_ATTR_RADAR] != NULL;
		b->n_freqs++;
	}
}

static void decode_rates(struct dec *d, struct nlattr *a,
			 struct iwc_nl80211_band *b)
{
	struct iwc_nl80211_rate *v;
	struct nlattr *x;
	int rem;

	b->rates = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(x, a, rem) {
		struct nlattr *rt[NL80211_BITRATE_ATTR_MAX + 1];

		nla_parse_nested(rt, NL80211_BITRATE_ATTR_MAX, x, NULL);
		if (!rt[NL80211_BITRATE_ATTR_RATE])
			continue;
		v[b->n_rates].rate = iwc_nla_z32(rt[NL80211_BITRATE_ATTR_RATE]);
		v[b->n_rates].short_preamble =
			rt[NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE] != NULL;
		b->n_rates++;
	}
}

static void decode_band(struct dec *d, struct nlattr *a,
			struct iwc_nl80211_band *b)
{
	struct nlattr *tb[NL80211_BAND_ATTR_MAX + 1];
	struct nlattr *x;
	int rem;

	b->band = nla_type(a);
	nla_parse_nested(tb, NL80211_BAND_ATTR_MAX, a, NULL);
	b->has_ht_capa = iwc_nla_opt_z16(tb[NL80211_BAND_ATTR_HT_CAPA], &b->ht_capa);
	b->has_ampdu_factor = iwc_nla_opt_z8(tb[NL80211_BAND_ATTR_HT_AMPDU_FACTOR],
				     &b->ampdu_factor);
	b->has_ampdu_density = iwc_nla_opt_z8(tb[NL80211_BAND_ATTR_HT_AMPDU_DENSITY],
				      &b->ampdu_density);
	/* iw prints the set only when it is all there */
	if (tb[NL80211_BAND_ATTR_HT_MCS_SET] &&
	    nla_len(tb[NL80211_BAND_ATTR_HT_MCS_SET]) == 16) {
		b->has_ht_mcs = true;
		copy_attr(b->ht_mcs, 16, tb[NL80211_BAND_ATTR_HT_MCS_SET]);
	}
	b->has_vht_capa = iwc_nla_opt_z32(tb[NL80211_BAND_ATTR_VHT_CAPA], &b->vht_capa);
	b->has_vht_mcs = tb[NL80211_BAND_ATTR_VHT_MCS_SET] != NULL;
	copy_attr(b->vht_mcs, sizeof(b->vht_mcs),
		  tb[NL80211_BAND_ATTR_VHT_MCS_SET]);
	if (tb[NL80211_BAND_ATTR_IFTYPE_DATA]) {
		struct iwc_nl80211_iftype_data *v;

		b->has_iftype_data = true;
		v = arena_alloc(d, count_nested(tb[NL80211_BAND_ATTR_IFTYPE_DATA]) *
				sizeof(*v));
		b->iftype_data = v;
		if (v)
			nla_for_each_nested(x, tb[NL80211_BAND_ATTR_IFTYPE_DATA], rem)
				decode_iftype_data(d, x, &v[b->n_iftype_data++]);
	}
	if (tb[NL80211_BAND_ATTR_FREQS]) {
		b->has_freqs = true;
		decode_freqs(d, tb[NL80211_BAND_ATTR_FREQS], b);
	}
	if (tb[NL80211_BAND_ATTR_RATES]) {
		b->has_rates = true;
		decode_rates(d, tb[NL80211_BAND_ATTR_RATES], b);
	}
}

/* ---- the wiphy's other nested facts ---- */

static void decode_combs(struct dec *d, struct nlattr *a,
			 struct iwc_nl80211_wiphy *w)
{
	struct iwc_nl80211_comb *v;
	struct nlattr *c;
	int rem;

	w->combs = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(c, a, rem) {
		struct nlattr *tb[MAX_NL80211_IFACE_COMB + 1];
		struct iwc_nl80211_comb *cb = &v[w->n_combs++];
		struct iwc_nl80211_comb_limit *lv;
		struct nlattr *l;
		int rem2;

		nla_parse_nested(tb, MAX_NL80211_IFACE_COMB, c, NULL);
		cb->complete = tb[NL80211_IFACE_COMB_LIMITS] &&
			       tb[NL80211_IFACE_COMB_MAXNUM] &&
			       tb[NL80211_IFACE_COMB_NUM_CHANNELS];
		if (!cb->complete)
			continue;
		cb->maxnum = iwc_nla_z32(tb[NL80211_IFACE_COMB_MAXNUM]);
		cb->num_channels = iwc_nla_z32(tb[NL80211_IFACE_COMB_NUM_CHANNELS]);
		cb->sta_ap_bi_match = tb[NL80211_IFACE_COMB_STA_AP_BI_MATCH] != NULL;
		iwc_nla_opt_z32(tb[NL80211_IFACE_COMB_RADAR_DETECT_WIDTHS],
			&cb->radar_widths);
		cb->limits = lv = arena_alloc(d, count_nested(tb[NL80211_IFACE_COMB_LIMITS]) *
					      sizeof(*lv));
		if (!lv)
			return;
		nla_for_each_nested(l, tb[NL80211_IFACE_COMB_LIMITS], rem2) {
			struct nlattr *lt[MAX_NL80211_IFACE_LIMIT + 1];
			struct iwc_nl80211_comb_limit *li = &lv[cb->n_limits++];

			nla_parse_nested(lt, MAX_NL80211_IFACE_LIMIT, l, NULL);
			li->has_types = nested_types(d, lt[NL80211_IFACE_LIMIT_TYPES],
						     &li->types);
			if (!li->has_types)
				break;	/* where iw stops */
			iwc_nla_opt_z32(lt[NL80211_IFACE_LIMIT_MAX], &li->max);
		}
	}
}

static void decode_frame_types(struct dec *d, struct nlattr *a, size_t *n,
			       const struct iwc_nl80211_frame_types **ret)
{
	struct iwc_nl80211_frame_types *v;
	struct nlattr *i, *t;
	int rem, rem2;

	*ret = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(i, a, rem) {
		struct iwc_nl80211_frame_types *ft = &v[(*n)++];
		uint16_t *s;

		ft->iftype = (uint32_t)nla_type(i);
		ft->stypes = s = arena_alloc(d, count_nested(i) * sizeof(*s));
		if (!s)
			return;
		nla_for_each_nested(t, i, rem2)
			s[ft->n++] = iwc_nla_z16(t);
	}
}

static void decode_wowlan(struct nlattr *a, struct iwc_nl80211_wowlan *wo)
{
	struct nlattr *tb[MAX_NL80211_WOWLAN_TRIG + 1];

	nla_parse_nested(tb, MAX_NL80211_WOWLAN_TRIG, a, NULL);
	for (int t = 0; t <= MAX_NL80211_WOWLAN_TRIG && t < 32; t++)
		if (tb[t])
			wo->present |= 1u << t;
	wo->pattern_len = copy_attr(wo->pattern, sizeof(wo->pattern),
				    tb[NL80211_WOWLAN_TRIG_PKT_PATTERN]);
	if (tb[NL80211_WOWLAN_TRIG_PKT_PATTERN])
		wo->pattern_len = (size_t)nla_len(tb[NL80211_WOWLAN_TRIG_PKT_PATTERN]);
	iwc_nla_opt_z32(tb[NL80211_WOWLAN_TRIG_NET_DETECT], &wo->net_detect);
}

static void decode_pmsr(struct dec *d, struct nlattr *a,
			struct iwc_nl80211_pmsr *p)
{
	struct nlattr *tb[NL80211_PMSR_ATTR_MAX + 1];
	struct iwc_nl80211_ftm *v;
	struct nlattr *x;
	int rem;

	nla_parse_nested(tb, NL80211_PMSR_ATTR_MAX, a, NULL);
	p->has_max_peers = iwc_nla_opt_z32(tb[NL80211_PMSR_ATTR_MAX_PEERS], &p->max_peers);
	p->report_ap_tsf = tb[NL80211_PMSR_ATTR_REPORT_AP_TSF] != NULL;
	p->randomize_mac_addr = tb[NL80211_PMSR_ATTR_RANDOMIZE_MAC_ADDR] != NULL;
	if (!tb[NL80211_PMSR_ATTR_TYPE_CAPA])
		return;
	p->has_type_capa = true;
	p->ftm = v = arena_alloc(d, count_nested(tb[NL80211_PMSR_ATTR_TYPE_CAPA]) *
				 sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(x, tb[NL80211_PMSR_ATTR_TYPE_CAPA], rem) {
		struct nlattr *ft[NL80211_PMSR_FTM_CAPA_ATTR_MAX + 1];
		struct iwc_nl80211_ftm *f;

		if (nla_type(x) != NL80211_PMSR_TYPE_FTM)
			continue;
		f = &v[p->n_ftm++];
		nla_parse_nested(ft, NL80211_PMSR_FTM_CAPA_ATTR_MAX, x, NULL);
		for (int t = 0; t <= NL80211_PMSR_FTM_CAPA_ATTR_MAX && t < 32; t++)
			if (ft[t])
				f->present |= 1u << t;
		iwc_nla_opt_z32(ft[NL80211_PMSR_FTM_CAPA_ATTR_PREAMBLES], &f->preambles);
		iwc_nla_opt_z32(ft[NL80211_PMSR_FTM_CAPA_ATTR_BANDWIDTHS], &f->bandwidths);
		iwc_nla_opt_z8(ft[NL80211_PMSR_FTM_CAPA_ATTR_MAX_BURSTS_EXPONENT],
		       &f->max_bursts_exponent);
		iwc_nla_opt_z8(ft[NL80211_PMSR_FTM_CAPA_ATTR_MAX_FTMS_PER_BURST],
		       &f->max_ftms_per_burst);
	}
}

/* ---- the message ---- */

static void decode_bands(struct dec *d, struct nlattr *a,
			 struct iwc_nl80211_wiphy *w)
{
	struct iwc_nl80211_band *v;
	struct nlattr *x;
	int rem;

	w->bands = v = arena_alloc(d, count_nested(a) * sizeof(*v));
	if (!v)
		return;
	nla_for_each_nested(x, a, rem)
		decode_band(d, x, &v[w->n_bands++]);
}

static void decode_scalars(struct nlattr **tb, struct iwc_nl80211_wiphy *w)
{
	w->has_wiphy = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY], &w->wiphy);
	w->has_max_scan_ssids = iwc_nla_opt_z8(tb[NL80211_ATTR_MAX_NUM_SCAN_SSIDS],
				       &w->max_scan_ssids);
	w->has_max_scan_ie_len = iwc_nla_opt_z16(tb[NL80211_ATTR_MAX_SCAN_IE_LEN],
					 &w->max_scan_ie_len);
	w->has_max_sched_scan_ssids =
		iwc_nla_opt_z8(tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_SSIDS],
		       &w->max_sched_scan_ssids);
	w->has_max_match_sets = iwc_nla_opt_z8(tb[NL80211_ATTR_MAX_MATCH_SETS],
				       &w->max_match_sets);
	w->has_max_sched_scan_plans =
		iwc_nla_opt_z32(tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_PLANS],
			&w->max_sched_scan_plans);
	w->has_max_scan_plan_interval =
		iwc_nla_opt_z32(tb[NL80211_ATTR_MAX_SCAN_PLAN_INTERVAL],
			&w->max_scan_plan_interval);
	w->has_max_scan_plan_iterations =
		iwc_nla_opt_z32(tb[NL80211_ATTR_MAX_SCAN_PLAN_ITERATIONS],
			&w->max_scan_plan_iterations);
	w->has_frag = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_FRAG_THRESHOLD], &w->frag);
	w->has_rts = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_RTS_THRESHOLD], &w->rts);
	w->has_retry_short = iwc_nla_opt_z8(tb[NL80211_ATTR_WIPHY_RETRY_SHORT],
				    &w->retry_short);
	w->has_retry_long = iwc_nla_opt_z8(tb[NL80211_ATTR_WIPHY_RETRY_LONG],
				   &w->retry_long);
	w->has_coverage = iwc_nla_opt_z8(tb[NL80211_ATTR_WIPHY_COVERAGE_CLASS],
				 &w->coverage);
	w->has_avail_tx = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX],
				  &w->avail_tx);
	w->has_avail_rx = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX],
				  &w->avail_rx);
	w->has_ant_tx = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_ANTENNA_TX], &w->ant_tx);
	w->has_ant_rx = iwc_nla_opt_z32(tb[NL80211_ATTR_WIPHY_ANTENNA_RX], &w->ant_rx);
	w->ibss_rsn = tb[NL80211_ATTR_SUPPORT_IBSS_RSN] != NULL;
	w->roam = tb[NL80211_ATTR_ROAM_SUPPORT] != NULL;
	w->ap_uapsd = tb[NL80211_ATTR_SUPPORT_AP_UAPSD] != NULL;
	w->tdls = tb[NL80211_ATTR_TDLS_SUPPORT] != NULL;
	w->has_features = iwc_nla_opt_z32(tb[NL80211_ATTR_FEATURE_FLAGS], &w->features);
	if (tb[NL80211_ATTR_HT_CAPABILITY_MASK]) {
		w->has_ht_capa_mask = true;
		w->ht_capa_mask_len = (size_t)nla_len(tb[NL80211_ATTR_HT_CAPABILITY_MASK]);
		copy_attr(w->ht_capa_mask, sizeof(w->ht_capa_mask),
			  tb[NL80211_ATTR_HT_CAPABILITY_MASK]);
	}
	w->has_coalesce = tb[NL80211_ATTR_COALESCE_RULE] != NULL;
	copy_attr(w->coalesce, sizeof(w->coalesce), tb[NL80211_ATTR_COALESCE_RULE]);
	w->has_max_ap_sta = iwc_nla_opt_z16(tb[NL80211_ATTR_MAX_AP_ASSOC_STA],
				    &w->max_ap_sta16);
	iwc_nla_opt_z32(tb[NL80211_ATTR_MAX_AP_ASSOC_STA], &w->max_ap_sta32);
}

/* a copy of @a's bytes in the arena */
static const void *dup_attr(struct dec *d, const struct nlattr *a, size_t n)
{
	void *p = arena_alloc(d, n);

	if (p && n)
		memcpy(p, nla_data(a), n);
	return p;
}

static void decode_lists(struct dec *d, struct nlattr **tb,
			 struct iwc_nl80211_wiphy *w)
{
	struct nlattr *a;

	if ((a = tb[NL80211_ATTR_WIPHY_NAME])) {
		w->has_name = true;
		w->name_len = strnlen(nla_data(a), (size_t)nla_len(a));
		w->name = dup_attr(d, a, w->name_len);
	}
	if ((a = tb[NL80211_ATTR_WIPHY_BANDS])) {
		w->has_bands = true;
		decode_bands(d, a, w);
	}
	if ((a = tb[NL80211_ATTR_CIPHER_SUITES])) {
		uint32_t *v;

		w->has_ciphers = true;
		w->ciphers.v = v = arena_alloc(d, (size_t)nla_len(a) / 4 * 4);
		if (v) {
			w->ciphers.n = (size_t)nla_len(a) / 4;
			memcpy(v, nla_data(a), w->ciphers.n * 4);
		}
	}
	w->has_iftypes = nested_types(d, tb[NL80211_ATTR_SUPPORTED_IFTYPES],
				      &w->iftypes);
	w->has_sw_iftypes = nested_types(d, tb[NL80211_ATTR_SOFTWARE_IFTYPES],
					 &w->sw_iftypes);
	if ((a = tb[NL80211_ATTR_INTERFACE_COMBINATIONS])) {
		w->has_combs = true;
		decode_combs(d, a, w);
	}
	w->has_commands = nested_u32s(d, tb[NL80211_ATTR_SUPPORTED_COMMANDS],
				      &w->commands);
	if ((a = tb[NL80211_ATTR_TX_FRAME_TYPES])) {
		w->has_tx_frames = true;
		decode_frame_types(d, a, &w->n_tx_frames, &w->tx_frames);
	}
	if ((a = tb[NL80211_ATTR_RX_FRAME_TYPES])) {
		w->has_rx_frames = true;
		decode_frame_types(d, a, &w->n_rx_frames, &w->rx_frames);
	}
	if ((a = tb[NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED])) {
		w->has_wowlan = true;
		decode_wowlan(a, &w->wowlan);
	}
	if ((a = tb[NL80211_ATTR_EXT_FEATURES])) {
		w->has_ext_features = true;
		w->ext_features_len = (size_t)nla_len(a);
		w->ext_features = dup_attr(d, a, w->ext_features_len);
	}
	if ((a = tb[NL80211_ATTR_PEER_MEASUREMENTS])) {
		w->has_pmsr = true;
		decode_pmsr(d, a, &w->pmsr);
	}
}

int iwc_nl80211_wiphy_decode_tb(struct nlattr **tb, struct iwc_nl80211_wiphy *w)
{
	struct dec d = { .w = w };

	memset(w, 0, sizeof(*w));
	decode_scalars(tb, w);
	decode_lists(&d, tb, w);
	return d.err;
}

int iwc_nl80211_wiphy_decode(const void *attrs, size_t len,
			     struct iwc_nl80211_wiphy *w)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	/* without a policy nla_parse() cannot fail; a message longer than
	 * an int could say is read as far as an int goes */
	nla_parse(tb, NL80211_ATTR_MAX, (struct nlattr *)(uintptr_t)attrs,
		  len > 0x7fffffff ? 0x7fffffff : (int)len, NULL);
	return iwc_nl80211_wiphy_decode_tb(tb, w);
}
