/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_phy_json.c - "-j phy|list|phy PHY info": the facts of a
 * GET_WIPHY split dump merged per wiphy, as one JSON object each
 * (native_phy.c keeps the messages and prints the text).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211_wiphy.h"
#include "iwcompat/units.h"
#include "native_dialect.h"
#include "native_phy.h"

/* ---- JSON: each wiphy's messages merged ---- */

static void json_iftypes(struct iwc_json *j, const char *key,
			 const struct iwc_nl80211_u32s *types)
{
	char buf[32];

	iwc_json_arr_open(j, key);
	for (size_t i = 0; i < types->n; i++)
		iwc_json_str(j, NULL, iwc_iw_iftype_name(types->v[i], buf, sizeof(buf)));
	iwc_json_arr_close(j);
}

/* the last message of wiphy @w (from @from on) that has the fact @has
 * (an offset of a bool in struct iwc_nl80211_wiphy), NULL if none */
static const struct iwc_nl80211_wiphy *find(const struct phy_msgs *m,
					    size_t from, uint32_t w, size_t has)
{
	const struct iwc_nl80211_wiphy *found = NULL;

	for (size_t i = from; i < m->n; i++)
		if (m->v[i].wiphy == w &&
		    *(const bool *)((const char *)&m->v[i] + has))
			found = &m->v[i];
	return found;
}

#define FIND(field) find(m, from, w, offsetof(struct iwc_nl80211_wiphy, field))

/* @fn for each part of band @band of wiphy @w, in the order of the
 * messages (@iw: the iw followed, native_dialect.h) */
static void for_each_band_part(const struct phy_msgs *m, size_t from,
			       uint32_t w, int band,
			       void (*fn)(struct iwc_json *j, int iw,
					  const struct iwc_nl80211_band *b),
			       struct iwc_json *j, int iw)
{
	for (size_t i = from; i < m->n; i++) {
		if (m->v[i].wiphy != w)
			continue;
		for (size_t k = 0; k < m->v[i].n_bands; k++)
			if (m->v[i].bands[k].band == band)
				fn(j, iw, &m->v[i].bands[k]);
	}
}

static void json_band_iftypes(struct iwc_json *j, const struct iwc_nl80211_band *b)
{
	iwc_json_arr_open(j, "he_iftypes");
	for (size_t i = 0; i < b->n_iftype_data; i++) {
		const struct iwc_nl80211_iftype_data *it = &b->iftype_data[i];

		if (!it->has_iftypes)
			continue;
		iwc_json_obj_open(j, NULL);
		json_iftypes(j, "iftypes", &it->iftypes);
		iwc_json_bool(j, "he", it->has_he_phy);
		iwc_json_bool(j, "eht", it->has_eht_phy);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

static void json_band_rates(struct iwc_json *j, const struct iwc_nl80211_band *b)
{
	iwc_json_arr_open(j, "bitrates");
	for (size_t i = 0; i < b->n_rates; i++) {
		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "bitrate_kbps", (uint64_t)b->rates[i].rate * 100);
		iwc_json_bool(j, "short_preamble", b->rates[i].short_preamble);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

/* the band's capabilities, from the part that has them */
static void json_band_caps(struct iwc_json *j, int iw,
			   const struct iwc_nl80211_band *b)
{
	(void)iw;
	if (b->has_ht_capa)
		iwc_json_uint(j, "ht_capabilities", b->ht_capa);
	if (b->has_ht_mcs) {
		iwc_json_arr_open(j, "ht_mcs");
		for (int k = 0; k <= 76; k++)
			if (b->ht_mcs[k / 8] & (1u << (k % 8)))
				iwc_json_uint(j, NULL, (uint64_t)k);
		iwc_json_arr_close(j);
	}
	if (b->has_vht_capa)
		iwc_json_uint(j, "vht_capabilities", b->vht_capa);
	if (b->has_iftype_data)
		json_band_iftypes(j, b);
	if (b->has_rates)
		json_band_rates(j, b);
}

/* the frequencies of every part, in order */
static void json_band_freqs(struct iwc_json *j, int iw,
			    const struct iwc_nl80211_band *b)
{
	for (size_t i = 0; i < b->n_freqs; i++) {
		const struct iwc_nl80211_freq *q = &b->freqs[i];

		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "freq_mhz", q->mhz);
		if (q->has_offset)
			iwc_json_uint(j, "freq_offset_khz", q->offset_khz);
		iwc_json_int(j, "channel", iwc_iw_chan(iw, (int)q->mhz));
		if (q->has_max_power && !q->disabled)
			iwc_json_fixed(j, "max_power_dbm", q->max_power_mbm, 2);
		iwc_json_bool(j, "disabled", q->disabled);
		iwc_json_bool(j, "no_ir", q->no_ir);
		iwc_json_bool(j, "radar", q->radar);
		iwc_json_obj_close(j);
	}
}

static void json_band(struct iwc_json *j, int iw, const struct phy_msgs *m,
		      size_t from, uint32_t w, int band)
{
	iwc_json_obj_open(j, NULL);
	iwc_json_uint(j, "band", (uint64_t)band + 1);
	iwc_json_uint(j, "nl80211_band", (uint64_t)band);
	for_each_band_part(m, from, w, band, json_band_caps, j, iw);
	iwc_json_arr_open(j, "frequencies");
	for_each_band_part(m, from, w, band, json_band_freqs, j, iw);
	iwc_json_arr_close(j);
	iwc_json_obj_close(j);
}

/* frag/RTS threshold: null when off */
static void json_threshold(struct iwc_json *j, const char *key, uint32_t v)
{
	if (v == (uint32_t)-1)
		iwc_json_null(j, key);
	else
		iwc_json_uint(j, key, v);
}

static void json_ciphers(struct iwc_json *j, const struct iwc_nl80211_u32s *c)
{
	char buf[64];

	iwc_json_arr_open(j, "ciphers");
	for (size_t i = 0; i < c->n; i++) {
		iwc_json_obj_open(j, NULL);
		iwc_json_str(j, "name", iwc_iw_phy_cipher_name(c->v[i], buf, sizeof(buf)));
		iwc_json_uint(j, "suite", c->v[i]);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

static void json_ext_features(struct iwc_json *j, int iw,
			      const struct iwc_nl80211_wiphy *x)
{
	const char *name, *desc, *fn, *fd;
	int fi;

	iwc_json_arr_open(j, "ext_features");
	for (size_t idx = 0; idx < x->ext_features_len * 8; idx++) {
		if (!(x->ext_features[idx / 8] & (1u << (idx % 8))))
			continue;
		for (size_t k = 0; iwc_iw_ext_feat_at(k, &fi, &fn, &fd); k++)
			if ((size_t)fi == idx)
				iwc_json_str(j, NULL, fn);
		if (iwc_iw_ext_feat_extra(iw, idx, &name, &desc))
			iwc_json_str(j, NULL, name);
	}
	iwc_json_arr_close(j);
}

static void json_bands(struct iwc_json *j, int iw, const struct phy_msgs *m,
		       size_t from, uint32_t w)
{
	bool seen[64] = { false };

	iwc_json_arr_open(j, "bands");
	for (size_t i = from; i < m->n; i++) {
		if (m->v[i].wiphy != w)
			continue;
		for (size_t k = 0; k < m->v[i].n_bands; k++) {
			int t = m->v[i].bands[k].band;

			if (t < 64 && !seen[t]) {
				seen[t] = true;
				json_band(j, iw, m, from, w, t);
			}
		}
	}
	iwc_json_arr_close(j);
}

void iwc_nat_phy_json_wiphy(struct iwc_json *j, int iw,
			    const struct phy_msgs *m, size_t from)
{
	uint32_t w = m->v[from].wiphy;
	const struct iwc_nl80211_wiphy *x;
	char buf[64];

	iwc_json_obj_open(j, NULL);
	if ((x = FIND(has_name)))	/* up to its NUL, as the kernel ends it */
		iwc_json_bytes(j, "phy", (const uint8_t *)x->name, x->name_len);
	iwc_json_uint(j, "wiphy", w);
	if ((x = FIND(has_max_scan_ssids)))
		iwc_json_uint(j, "max_scan_ssids", x->max_scan_ssids);
	if ((x = FIND(has_max_scan_ie_len)))
		iwc_json_uint(j, "max_scan_ie_len_bytes", x->max_scan_ie_len);
	if ((x = FIND(has_frag)))
		json_threshold(j, "frag_threshold_bytes", x->frag);
	if ((x = FIND(has_rts)))
		json_threshold(j, "rts_threshold_bytes", x->rts);
	if ((x = FIND(has_retry_short)))
		iwc_json_uint(j, "retry_short_limit", x->retry_short);
	if ((x = FIND(has_retry_long)))
		iwc_json_uint(j, "retry_long_limit", x->retry_long);
	if ((x = FIND(has_coverage)))
		iwc_json_uint(j, "coverage_class", x->coverage);
	if ((x = FIND(has_ciphers)))
		json_ciphers(j, &x->ciphers);
	if ((x = FIND(has_avail_tx)))
		iwc_json_uint(j, "antennas_available_tx", x->avail_tx);
	if ((x = FIND(has_avail_rx)))
		iwc_json_uint(j, "antennas_available_rx", x->avail_rx);
	if ((x = FIND(has_iftypes)))
		json_iftypes(j, "supported_iftypes", &x->iftypes);
	if ((x = FIND(has_sw_iftypes)))
		json_iftypes(j, "software_iftypes", &x->sw_iftypes);
	json_bands(j, iw, m, from, w);
	if ((x = FIND(has_commands))) {
		iwc_json_arr_open(j, "supported_commands");
		for (size_t i = 0; i < x->commands.n; i++)
			iwc_json_str(j, NULL,
				     iwc_iw_command_name(iw, x->commands.v[i],
							 buf, sizeof(buf)));
		iwc_json_arr_close(j);
	}
	if ((x = FIND(has_features)))
		iwc_json_uint(j, "feature_flags", x->features);
	if ((x = FIND(has_ext_features)))
		json_ext_features(j, iw, x);
	if ((x = FIND(has_max_ap_sta)))
		iwc_json_uint(j, "max_ap_assoc_stations",
			      iwc_iw_max_ap_sta(iw, x->max_ap_sta16,
						x->max_ap_sta32));
	iwc_json_obj_close(j);
}
