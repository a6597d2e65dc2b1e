/*
 * native_phy_json.c - "-j phy|list|phy PHY info": the facts of a
 * GET_WIPHY split dump merged per wiphy, as one JSON object each
 * (native_phy.c keeps the messages and prints the text).
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <linux/nl80211.h>

#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/native_nla.h"
#include "iwcompat/units.h"
#include "native_dialect.h"
#include "native_phy.h"

static const char *iftype(const struct iwc_nla *a, char *buf, size_t len)
{
	return iwc_iw_iftype_name((uint32_t)iwc_nla_type(a), buf, len);
}

/* ---- JSON: each wiphy's messages merged ---- */

static void json_iftypes(struct iwc_json *j, const char *key,
			 const struct iwc_nla *attr)
{
	const struct iwc_nla *a;
	char buf[32];
	size_t rem;

	iwc_json_arr_open(j, key);
	iwc_nla_for_each_nested(a, attr, rem)
		iwc_json_str(j, NULL, iftype(a, buf, sizeof(buf)));
	iwc_json_arr_close(j);
}

/* the last message of wiphy @w (from @from on) with top-level @type */
static const struct iwc_nla *find_attr(const struct phy_msgs *m, size_t from,
				       uint32_t w, int type)
{
	const struct iwc_nla *found = NULL;

	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *a;
		size_t rem;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem)
			if (iwc_nla_type(a) == type)
				found = a;
	}
	return found;
}

/* @fn for each part of band @band of wiphy @w (its attributes parsed),
 * in the order of the messages */
static void for_each_band_part(const struct phy_msgs *m, size_t from,
			       uint32_t w, int band,
			       void (*fn)(struct iwc_json *j,
					  const struct iwc_nla **tb),
			       struct iwc_json *j)
{
	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *a, *b;
		size_t rem, rem2;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem) {
			if (iwc_nla_type(a) != NL80211_ATTR_WIPHY_BANDS)
				continue;
			iwc_nla_for_each_nested(b, a, rem2) {
				const struct iwc_nla *tb[NL80211_BAND_ATTR_MAX + 1];

				if (iwc_nla_type(b) != band)
					continue;
				iwc_nla_parse_nested(tb, NL80211_BAND_ATTR_MAX, b);
				fn(j, tb);
			}
		}
	}
}

static void json_band_iftypes(struct iwc_json *j, const struct iwc_nla *attr)
{
	const struct iwc_nla *x;
	size_t rem;

	iwc_json_arr_open(j, "he_iftypes");
	iwc_nla_for_each_nested(x, attr, rem) {
		const struct iwc_nla *it[NL80211_BAND_IFTYPE_ATTR_MAX + 1];

		iwc_nla_parse_nested(it, NL80211_BAND_IFTYPE_ATTR_MAX, x);
		if (!it[NL80211_BAND_IFTYPE_ATTR_IFTYPES])
			continue;
		iwc_json_obj_open(j, NULL);
		json_iftypes(j, "iftypes", it[NL80211_BAND_IFTYPE_ATTR_IFTYPES]);
		iwc_json_bool(j, "he", it[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY] != NULL);
		iwc_json_bool(j, "eht", it[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY] != NULL);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

static void json_band_rates(struct iwc_json *j, const struct iwc_nla *attr)
{
	const struct iwc_nla *x;
	size_t rem;

	iwc_json_arr_open(j, "bitrates");
	iwc_nla_for_each_nested(x, attr, rem) {
		const struct iwc_nla *rt[NL80211_BITRATE_ATTR_MAX + 1];

		iwc_nla_parse_nested(rt, NL80211_BITRATE_ATTR_MAX, x);
		if (!rt[NL80211_BITRATE_ATTR_RATE])
			continue;
		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "bitrate_kbps",
			      (uint64_t)iwc_nla_u32(rt[NL80211_BITRATE_ATTR_RATE]) * 100);
		iwc_json_bool(j, "short_preamble",
			      rt[NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE] != NULL);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

/* the band's capabilities, from the part that has them */
static void json_band_caps(struct iwc_json *j, const struct iwc_nla **tb)
{
	if (tb[NL80211_BAND_ATTR_HT_CAPA])
		iwc_json_uint(j, "ht_capabilities",
			      iwc_nla_u16(tb[NL80211_BAND_ATTR_HT_CAPA]));
	if (tb[NL80211_BAND_ATTR_HT_MCS_SET] &&
	    iwc_nla_len(tb[NL80211_BAND_ATTR_HT_MCS_SET]) == 16) {
		const uint8_t *mcs = iwc_nla_data(tb[NL80211_BAND_ATTR_HT_MCS_SET]);

		iwc_json_arr_open(j, "ht_mcs");
		for (int k = 0; k <= 76; k++)
			if (mcs[k / 8] & (1u << (k % 8)))
				iwc_json_uint(j, NULL, (uint64_t)k);
		iwc_json_arr_close(j);
	}
	if (tb[NL80211_BAND_ATTR_VHT_CAPA])
		iwc_json_uint(j, "vht_capabilities",
			      iwc_nla_u32(tb[NL80211_BAND_ATTR_VHT_CAPA]));
	if (tb[NL80211_BAND_ATTR_IFTYPE_DATA])
		json_band_iftypes(j, tb[NL80211_BAND_ATTR_IFTYPE_DATA]);
	if (tb[NL80211_BAND_ATTR_RATES])
		json_band_rates(j, tb[NL80211_BAND_ATTR_RATES]);
}

/* the frequencies of every part, in order */
static void json_band_freqs(struct iwc_json *j, const struct iwc_nla **tb)
{
	const struct iwc_nla *x;
	size_t rem;

	if (!tb[NL80211_BAND_ATTR_FREQS])
		return;
	iwc_nla_for_each_nested(x, tb[NL80211_BAND_ATTR_FREQS], rem) {
		const struct iwc_nla *fq[NL80211_FREQUENCY_ATTR_MAX + 1];
		uint32_t freq;
		bool dis;

		iwc_nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, x);
		if (!fq[NL80211_FREQUENCY_ATTR_FREQ])
			continue;
		freq = iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
		dis = fq[NL80211_FREQUENCY_ATTR_DISABLED] != NULL;
		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "freq_mhz", freq);
		if (fq[NL80211_FREQUENCY_ATTR_OFFSET])
			iwc_json_uint(j, "freq_offset_khz",
				      iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_OFFSET]));
		iwc_json_int(j, "channel", iwc_iw_chan((int)freq));
		if (fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER] && !dis)
			iwc_json_fixed(j, "max_power_dbm",
				       iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER]), 2);
		iwc_json_bool(j, "disabled", dis);
		iwc_json_bool(j, "no_ir", fq[NL80211_FREQUENCY_ATTR_NO_IR] != NULL);
		iwc_json_bool(j, "radar", fq[NL80211_FREQUENCY_ATTR_RADAR] != NULL);
		iwc_json_obj_close(j);
	}
}

static void json_band(struct iwc_json *j, const struct phy_msgs *m, size_t from,
		      uint32_t w, int band)
{
	iwc_json_obj_open(j, NULL);
	iwc_json_uint(j, "band", (uint64_t)band + 1);
	iwc_json_uint(j, "nl80211_band", (uint64_t)band);
	for_each_band_part(m, from, w, band, json_band_caps, j);
	iwc_json_arr_open(j, "frequencies");
	for_each_band_part(m, from, w, band, json_band_freqs, j);
	iwc_json_arr_close(j);
	iwc_json_obj_close(j);
}

void iwc_nat_phy_json_wiphy(struct iwc_json *j, const struct phy_msgs *m,
			    size_t from)
{
	uint32_t w = m->v[from].wiphy;
	const struct iwc_nla *a;
	bool seen[64] = { false };
	char buf[64];
	size_t rem;

	iwc_json_obj_open(j, NULL);
	a = find_attr(m, from, w, NL80211_ATTR_WIPHY_NAME);
	if (a)	/* as far as the attribute goes (the kernel ends it with NUL) */
		iwc_json_bytes(j, "phy", iwc_nla_data(a),
			       strnlen(iwc_nla_data(a), iwc_nla_len(a)));
	iwc_json_uint(j, "wiphy_index", w);
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_NUM_SCAN_SSIDS)))
		iwc_json_uint(j, "max_scan_ssids", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_SCAN_IE_LEN)))
		iwc_json_uint(j, "max_scan_ie_len_bytes", iwc_nla_u16(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_FRAG_THRESHOLD))) {
		if (iwc_nla_u32(a) == (uint32_t)-1)
			iwc_json_null(j, "frag_threshold_bytes");
		else
			iwc_json_uint(j, "frag_threshold_bytes", iwc_nla_u32(a));
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RTS_THRESHOLD))) {
		if (iwc_nla_u32(a) == (uint32_t)-1)
			iwc_json_null(j, "rts_threshold_bytes");
		else
			iwc_json_uint(j, "rts_threshold_bytes", iwc_nla_u32(a));
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RETRY_SHORT)))
		iwc_json_uint(j, "retry_short", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RETRY_LONG)))
		iwc_json_uint(j, "retry_long", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_COVERAGE_CLASS)))
		iwc_json_uint(j, "coverage_class", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_CIPHER_SUITES))) {
		const uint8_t *p = iwc_nla_data(a);

		iwc_json_arr_open(j, "ciphers");
		for (size_t i = 0; i + 4 <= iwc_nla_len(a); i += 4) {
			uint32_t c;

			memcpy(&c, p + i, 4);
			iwc_json_obj_open(j, NULL);
			iwc_json_str(j, "name", iwc_iw_phy_cipher_name(c, buf, sizeof(buf)));
			iwc_json_uint(j, "suite", c);
			iwc_json_obj_close(j);
		}
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX)))
		iwc_json_uint(j, "antennas_available_tx", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX)))
		iwc_json_uint(j, "antennas_available_rx", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_SUPPORTED_IFTYPES)))
		json_iftypes(j, "supported_iftypes", a);
	if ((a = find_attr(m, from, w, NL80211_ATTR_SOFTWARE_IFTYPES)))
		json_iftypes(j, "software_iftypes", a);

	iwc_json_arr_open(j, "bands");
	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *b;
		size_t rem2;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem) {
			if (iwc_nla_type(a) != NL80211_ATTR_WIPHY_BANDS)
				continue;
			iwc_nla_for_each_nested(b, a, rem2) {
				int t = iwc_nla_type(b);

				if (t < 64 && !seen[t]) {
					seen[t] = true;
					json_band(j, m, from, w, t);
				}
			}
		}
	}
	iwc_json_arr_close(j);

	if ((a = find_attr(m, from, w, NL80211_ATTR_SUPPORTED_COMMANDS))) {
		const struct iwc_nla *c;
		size_t rem2;

		iwc_json_arr_open(j, "supported_commands");
		iwc_nla_for_each_nested(c, a, rem2)
			iwc_json_str(j, NULL, iwc_iw_command_name(iwc_nla_u32(c), buf, sizeof(buf)));
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_FEATURE_FLAGS)))
		iwc_json_uint(j, "feature_flags", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_EXT_FEATURES))) {
		const uint8_t *p = iwc_nla_data(a);
		const char *name, *desc, *fn, *fd;
		int fi;

		iwc_json_arr_open(j, "ext_features");
		for (size_t idx = 0; idx < iwc_nla_len(a) * 8; idx++) {
			if (!(p[idx / 8] & (1u << (idx % 8))))
				continue;
			for (size_t k = 0; iwc_iw_ext_feat_at(k, &fi, &fn, &fd); k++)
				if ((size_t)fi == idx)
					iwc_json_str(j, NULL, fn);
			if (iwc_iw_ext_feat_extra(idx, &name, &desc))
				iwc_json_str(j, NULL, name);
		}
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_AP_ASSOC_STA)))
		iwc_json_uint(j, "max_ap_assoc_stations", iwc_iw_max_ap_sta(a));
	iwc_json_obj_close(j);
}
