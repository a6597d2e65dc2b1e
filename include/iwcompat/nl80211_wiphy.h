/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl80211_wiphy.h - one message of a GET_WIPHY (split) dump as "phy",
 * "list" and "phy PHY info" print it: the facts iw's print_phy_handler()
 * reads, each with its presence, decoded in the kernel layer
 * (src/kernel/nl80211_wiphy.c, libnl's nla_parse) and formatted by
 * src/native/native_phy.c (text) and native_phy_json.c (JSON).
 *
 * One struct per message, not per wiphy: iw prints each message of the
 * split dump as it comes, so the printers need the messages in the
 * kernel's order, and in each the bands (and the parts of a band) in the
 * order of their attributes. Values are read as far as the attribute
 * goes, zero-filled (docs/reference/native.md, "phy"). Everything a
 * message points to lives in its arena: iwc_nl80211_wiphy_free().
 */
#ifndef IWCOMPAT_NL80211_WIPHY_H
#define IWCOMPAT_NL80211_WIPHY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* a list of nested attributes' types (iftypes) or u32 values */
struct iwc_nl80211_u32s {
	size_t n;
	const uint32_t *v;
};

/* NL80211_BAND_ATTR_IFTYPE_DATA: one entry (HE and EHT) */
struct iwc_nl80211_iftype_data {
	bool has_iftypes;
	struct iwc_nl80211_u32s iftypes;	/* the nested types */
	bool has_he_phy, has_eht_mac, has_eht_phy, has_eht_mcs;
	uint8_t he_mac[6];
	uint8_t he_phy[11];
	uint8_t he_mcs[12];
	size_t he_mcs_len;		/* as far as it went, at most 12 */
	uint8_t he_ppe[25];
	size_t he_ppe_len;
	uint8_t eht_mac[2], eht_phy[8], eht_mcs[13];
	uint8_t eht_ppe[31];
	size_t eht_ppe_len;
};

/* NL80211_BAND_ATTR_FREQS: one frequency (entries without
 * FREQUENCY_ATTR_FREQ are left out: nobody prints them) */
struct iwc_nl80211_freq {
	uint32_t mhz;
	bool has_offset, has_max_power;
	uint32_t offset_khz;
	uint32_t max_power_mbm;		/* mBm */
	bool disabled, no_ir, no_ibss, radar;
};

/* NL80211_BAND_ATTR_RATES: one bitrate (with BITRATE_ATTR_RATE) */
struct iwc_nl80211_rate {
	uint32_t rate;			/* 100 kbit/s */
	bool short_preamble;
};

/* one band attribute of a message's NL80211_ATTR_WIPHY_BANDS: a split
 * dump sends a band in parts, each part what this message has of it */
struct iwc_nl80211_band {
	int band;			/* the attribute's type: enum nl80211_band */
	bool has_ht_capa, has_ampdu_factor, has_ampdu_density;
	uint16_t ht_capa;
	uint8_t ampdu_factor, ampdu_density;
	bool has_ht_mcs;		/* exactly 16 bytes */
	uint8_t ht_mcs[16];
	bool has_vht_capa, has_vht_mcs;
	uint32_t vht_capa;
	uint8_t vht_mcs[8];
	bool has_iftype_data;
	size_t n_iftype_data;
	const struct iwc_nl80211_iftype_data *iftype_data;
	bool has_freqs;
	size_t n_freqs;
	const struct iwc_nl80211_freq *freqs;
	bool has_rates;
	size_t n_rates;
	const struct iwc_nl80211_rate *rates;
};

/* NL80211_ATTR_INTERFACE_COMBINATIONS: one combination */
struct iwc_nl80211_comb_limit {
	bool has_types;			/* else iw's "<failed to parse>" */
	struct iwc_nl80211_u32s types;
	uint32_t max;
};

struct iwc_nl80211_comb {
	bool complete;			/* LIMITS, MAXNUM and NUM_CHANNELS */
	size_t n_limits;		/* up to the first without types */
	const struct iwc_nl80211_comb_limit *limits;
	uint32_t maxnum, num_channels, radar_widths;
	bool sta_ap_bi_match;
};

/* NL80211_ATTR_TX_FRAME_TYPES / RX_FRAME_TYPES: one interface type */
struct iwc_nl80211_frame_types {
	uint32_t iftype;
	size_t n;
	const uint16_t *stypes;
};

/* NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED */
struct iwc_nl80211_wowlan {
	uint32_t present;		/* bit t: trigger attribute t is there */
	size_t pattern_len;		/* PKT_PATTERN's length, if present */
	uint32_t pattern[4];		/* struct nl80211_pattern_support */
	uint32_t net_detect;
};

/* NL80211_PMSR_TYPE_FTM's capabilities */
struct iwc_nl80211_ftm {
	uint32_t present;		/* bit a: NL80211_PMSR_FTM_CAPA_ATTR_a */
	uint32_t preambles, bandwidths;
	uint8_t max_bursts_exponent, max_ftms_per_burst;
};

/* NL80211_ATTR_PEER_MEASUREMENTS */
struct iwc_nl80211_pmsr {
	bool has_max_peers, report_ap_tsf, randomize_mac_addr, has_type_capa;
	uint32_t max_peers;
	size_t n_ftm;
	const struct iwc_nl80211_ftm *ftm;
};

struct iwc_nl80211_wiphy {
	bool has_wiphy;
	uint32_t wiphy;
	bool has_name;
	size_t name_len;		/* up to the first NUL */
	const char *name;
	bool has_bands;
	size_t n_bands;
	const struct iwc_nl80211_band *bands;	/* in the message's order */
	bool has_max_scan_ssids, has_max_scan_ie_len, has_max_sched_scan_ssids;
	bool has_max_match_sets, has_max_sched_scan_plans;
	bool has_max_scan_plan_interval, has_max_scan_plan_iterations;
	uint8_t max_scan_ssids, max_sched_scan_ssids, max_match_sets;
	uint16_t max_scan_ie_len;
	uint32_t max_sched_scan_plans, max_scan_plan_interval;
	uint32_t max_scan_plan_iterations;
	bool has_frag, has_rts, has_retry_short, has_retry_long, has_coverage;
	uint32_t frag, rts;
	uint8_t retry_short, retry_long, coverage;
	bool has_ciphers;
	struct iwc_nl80211_u32s ciphers;	/* length / 4 suites */
	bool has_avail_tx, has_avail_rx, has_ant_tx, has_ant_rx;
	uint32_t avail_tx, avail_rx, ant_tx, ant_rx;
	bool has_iftypes, has_sw_iftypes;
	struct iwc_nl80211_u32s iftypes, sw_iftypes;
	bool has_combs;
	size_t n_combs;
	const struct iwc_nl80211_comb *combs;
	bool has_commands;
	struct iwc_nl80211_u32s commands;
	bool has_tx_frames, has_rx_frames;
	size_t n_tx_frames, n_rx_frames;
	const struct iwc_nl80211_frame_types *tx_frames, *rx_frames;
	bool ibss_rsn, roam, ap_uapsd, tdls;
	bool has_wowlan;
	struct iwc_nl80211_wowlan wowlan;
	bool has_ht_capa_mask;
	size_t ht_capa_mask_len;
	uint8_t ht_capa_mask[26];	/* struct ieee80211_ht_cap */
	bool has_features;
	uint32_t features;
	bool has_ext_features;
	size_t ext_features_len;
	const uint8_t *ext_features;
	bool has_coalesce;
	uint32_t coalesce[6];		/* struct nl80211_coalesce_rule_support */
	bool has_pmsr;
	struct iwc_nl80211_pmsr pmsr;
	bool has_max_ap_sta;
	uint16_t max_ap_sta16;		/* the same bytes read as u16 */
	uint32_t max_ap_sta32;		/* and as u32 */
	void *arena;			/* what the pointers above point into */
};

/**
 * iwc_nl80211_wiphy_decode - the facts of one GET_WIPHY message (@attrs,
 * @len: its attributes, struct nlattr layout). Returns 0 or -ENOMEM;
 * iwc_nl80211_wiphy_free() after either.
 */
int iwc_nl80211_wiphy_decode(const void *attrs, size_t len,
			     struct iwc_nl80211_wiphy *w);

/* the arena's blocks, each starting with the pointer to the next */
static inline void iwc_nl80211_wiphy_free(struct iwc_nl80211_wiphy *w)
{
	void *b = w->arena;

	while (b) {
		void *next = *(void **)b;

		free(b);
		b = next;
	}
	w->arena = NULL;
}

#endif
