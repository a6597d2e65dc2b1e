/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_phy.c - "phy", "list" and "phy PHY info": iw 5.19's
 * print_phy_handler() over the messages of a GET_WIPHY split dump, in
 * the order the kernel sent them (a wiphy's facts are spread over many
 * messages; iw prints each message's part as it comes, remembering
 * only the wiphy, the band and whether the band's "Frequencies:" header
 * was printed: so does this); the same facts merged per wiphy as JSON
 * are native_phy_json.c's, iw's names native_phy_names.c's.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/nl80211.h>

#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211_wiphy.h"
#include "iwcompat/units.h"
#include "bytes.h"
#include "native_caps.h"
#include "native_dialect.h"
#include "native_phy.h"

#define BIT(n) (1u << (n))
#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))


static void print_flag(FILE *f, const char *name, bool *open)
{
	fputs(*open ? ", " : " (", f);
	fputs(name, f);
	*open = true;
}

/* ---- HT, VHT, HE, EHT (iw's util.c) ---- */

static void print_ampdu_length(FILE *f, uint8_t exp)
{
	if (exp <= 3)
		fprintf(f, "\t\tMaximum RX AMPDU length %d bytes (exponent: 0x0%02x)\n",
			(1 << (13 + exp)) - 1, exp);
	else
		fprintf(f, "\t\tMaximum RX AMPDU length: unrecognized bytes (exponent: %d)\n",
			exp);
}

static void print_ampdu_spacing(FILE *f, uint8_t sp)
{
	static const char *const names[8] = {
		"No restriction", "1/4 usec", "1/2 usec", "1 usec", "2 usec",
		"4 usec", "8 usec", "16 usec",
	};

	fprintf(f, "\t\tMinimum RX AMPDU time spacing: %s (0x%02x)\n",
		sp < 8 ? names[sp] : "BUG (spacing more than 3 bits!)", sp);
}

static void print_iftype_line(FILE *f, const struct iwc_nl80211_u32s *types)
{
	char buf[32];

	for (size_t i = 0; i < types->n; i++) {
		if (i)
			fputs(", ", f);
		fputs(iwc_iw_iftype_name(types->v[i], buf, sizeof(buf)), f);
	}
}

static void print_he_info(FILE *f, const struct iwc_nl80211_iftype_data *it)
{
	uint8_t phy[12] = { 0 }, mcs[12], ppet[25];
	const char *pre = "\t";

	if (!it->has_iftypes)
		return;
	fputs("\t\tHE Iftypes: ", f);
	print_iftype_line(f, &it->iftypes);
	fputc('\n', f);
	/* iw puts the PHY capabilities one byte into its u16 array */
	memcpy(phy + 1, it->he_phy, sizeof(it->he_phy));
	memcpy(mcs, it->he_mcs, sizeof(mcs));
	memcpy(ppet, it->he_ppe, sizeof(ppet));
	iwc_iw_print_he_capa(f, pre, it->he_mac, phy, mcs, it->he_mcs_len,
			     ppet, it->he_ppe_len);
}

static const struct iwc_capbit eht_mac_bits[] = {
	{ 0, 0, 0, "NSEP priority access Supported" },
	{ 0, 1, 0, "EHT OM Control Supported" },
	{ 0, 2, 0, "Triggered TXOP Sharing Supported" },
	{ 0, 3, 0, "ARR Supported" },
};

static const struct iwc_capbit eht_phy_bits[] = {
	{ 0, 1, 0, "320MHz in 6GHz Supported" },
	{ 0, 2, 0, "242-tone RU in BW wider than 20MHz Supported" },
	{ 0, 3, 0, "NDP With  EHT-LTF And 3.2 \xc2\xb5s GI" },
	{ 0, 4, 0, "Partial Bandwidth UL MU-MIMO" },
	{ 0, 5, 0, "SU Beamformer" }, { 0, 6, 0, "SU Beamformee" },
	{ 0, 7, 0x7, "Beamformee SS (80MHz)" },
	{ 0, 10, 0x7, "Beamformee SS (160MHz)" },
	{ 0, 13, 0x7, "Beamformee SS (320MHz)" },
	{ 0, 16, 0x7, "Number Of Sounding Dimensions (80MHz)" },
	{ 0, 19, 0x7, "Number Of Sounding Dimensions (160MHz)" },
	{ 0, 22, 0x7, "Number Of Sounding Dimensions (320MHz)" },
	{ 0, 25, 0, "Ng = 16 SU Feedback" }, { 0, 26, 0, "Ng = 16 MU Feedback" },
	{ 0, 27, 0, "Codebook size (4, 2) SU Feedback" },
	{ 0, 28, 0, "Codebook size (7, 5) MU Feedback" },
	{ 0, 29, 0, "Triggered SU Beamforming Feedback" },
	{ 0, 30, 0, "Triggered MU Beamforming Partial BW Feedback" },
	{ 0, 31, 0, "Triggered CQI Feedback" },
	{ 1, 0, 0, "Partial Bandwidth DL MU-MIMO" },
	{ 1, 1, 0, "PSR-Based SR Support" },
	{ 1, 2, 0, "Power Boost Factor Support" },
	{ 1, 3, 0, "EHT MU PPDU With 4 EHT-LTF And 0.8 \xc2\xb5s GI" },
	{ 1, 4, 0xf, "Max Nc" },
	{ 1, 8, 0, "Non-Triggered CQI Feedback" },
	{ 1, 9, 0, "Tx 1024-QAM And 4096-QAM < 242-tone RU" },
	{ 1, 10, 0, "Rx 1024-QAM And 4096-QAM < 242-tone RU" },
	{ 1, 11, 0, "PPE Thresholds Present" },
	{ 1, 12, 0x3, "Common Nominal Packet Padding" },
	{ 1, 14, 0x1f, "Maximum Number Of Supported EHT-LTFs" },
	{ 1, 19, 0xf, "Support of MCS 15" },
	{ 1, 23, 0, "Support Of EHT DUP In 6 GHz" },
	{ 1, 24, 0, "Support For 20MHz Rx NDP With Wider Bandwidth" },
	{ 1, 25, 0, "Non-OFDMA UL MU-MIMO (80MHz)" },
	{ 1, 26, 0, "Non-OFDMA UL MU-MIMO (160MHz)" },
	{ 1, 27, 0, "Non-OFDMA UL MU-MIMO (320MHz)" },
	{ 1, 28, 0, "MU Beamformer (80MHz)" },
	{ 1, 29, 0, "MU Beamformer (160MHz)" },
	{ 1, 30, 0, "MU Beamformer (320MHz)" },
};

static void print_eht_info(int iw, FILE *f,
			   const struct iwc_nl80211_iftype_data *it, int band)
{
	const uint8_t *mac = it->eht_mac, *phy = it->eht_phy, *mcs = it->eht_mcs;
	const uint8_t *ppet = it->eht_ppe;
	uint8_t hephy[12] = { 0 };
	uint32_t macw[1], phyw[2], he0;
	/* iw assumes all of the MCS set is there */
	size_t mcs_len = it->has_eht_mcs ? sizeof(it->eht_mcs) : 0;
	size_t ppet_len = it->eht_ppe_len;
	const char *pre = "\t";

	if (!it->has_iftypes || !iwc_iw_eht_shown(iw, it->has_eht_mac))
		return;
	fputs("\t\tEHT Iftypes: ", f);
	print_iftype_line(f, &it->iftypes);
	fputc('\n', f);
	memcpy(hephy + 1, it->he_phy, sizeof(it->he_phy));
	macw[0] = mac[0];
	phyw[0] = le32(phy);
	phyw[1] = le32(phy + 4);
	he0 = le16(hephy);

	fprintf(f, "%s\t\tEHT MAC Capabilities (0x%02x%02x):\n", pre, mac[0],
		mac[1]);
	iwc_print_capbits(f, pre, macw, eht_mac_bits, N_ELEM(eht_mac_bits));
	fprintf(f, "%s\t\tEHT PHY Capabilities: (0x", pre);
	for (int i = 0; i < 8; i++)
		fprintf(f, "%02x", phy[i]);
	fputs("):\n", f);
	iwc_print_capbits(f, pre, phyw, eht_phy_bits, N_ELEM(eht_phy_bits));
	fprintf(f, "%s\t\tEHT MCS/NSS: (0x", pre);
	for (size_t i = 0; i < mcs_len; i++)
		fprintf(f, "%02x", mcs[i]);
	fputs("):\n", f);
	iwc_iw_eht_rows(iw, f, mcs, he0, band, phyw[0]);
	if (ppet_len && (phyw[1] & BIT(11))) {
		fprintf(f, "%s\t\tEHT PPE Thresholds ", pre);
		for (size_t i = 0; i < ppet_len; i++)
			if (ppet[i])
				fprintf(f, "0x%02x ", ppet[i]);
		fputc('\n', f);
	}
}

/* ---- one message of the dump ---- */

struct phy_state {
	int iw;			/* the iw followed (native_dialect.h) */
	int64_t phy_id;
	int last_band;
	bool band_had_freq;
};

static void print_freq(int iw, FILE *f, const struct iwc_nl80211_freq *q)
{
	bool open = false;

	iwc_iw_phy_freq(iw, f, q->mhz, q->has_offset, q->offset_khz);
	if (q->has_max_power && !q->disabled)
		fprintf(f, " (%.1f dBm)", 0.01 * q->max_power_mbm);
	if (q->disabled) {
		print_flag(f, "disabled", &open);
	} else {
		/* both: a new kernel (PASSIVE_SCAN is NO_IR's old name) */
		if (q->no_ir && q->no_ibss)
			print_flag(f, "no IR", &open);
		else if (q->no_ir)
			print_flag(f, "passive scan", &open);
		else if (q->no_ibss)
			print_flag(f, "no ibss", &open);
		if (q->radar)
			print_flag(f, "radar detection", &open);
	}
	if (open)
		fputc(')', f);
	fputc('\n', f);
}

static void print_band(FILE *f, struct phy_state *st,
		       const struct iwc_nl80211_band *b)
{
	if (st->last_band != b->band) {
		fprintf(f, "\tBand %d:\n", b->band + 1);
		st->band_had_freq = false;
	}
	st->last_band = b->band;

	if (b->has_ht_capa)
		iwc_iw_print_ht_capability(f, b->ht_capa);
	if (b->has_ampdu_factor)
		print_ampdu_length(f, b->ampdu_factor);
	if (b->has_ampdu_density)
		print_ampdu_spacing(f, b->ampdu_density);
	if (b->has_ht_mcs)
		iwc_iw_print_ht_mcs(f, b->ht_mcs);
	if (b->has_vht_capa && b->has_vht_mcs)
		iwc_iw_print_vht_info(f, b->vht_capa, b->vht_mcs);
	for (size_t i = 0; i < b->n_iftype_data; i++) {
		print_he_info(f, &b->iftype_data[i]);
		print_eht_info(st->iw, f, &b->iftype_data[i], st->last_band);
	}
	if (b->has_freqs) {
		if (!st->band_had_freq) {
			fputs("\t\tFrequencies:\n", f);
			st->band_had_freq = true;
		}
		for (size_t i = 0; i < b->n_freqs; i++)
			print_freq(st->iw, f, &b->freqs[i]);
	}
	if (b->has_rates) {
		fputs("\t\tBitrates (non-HT):\n", f);
		for (size_t i = 0; i < b->n_rates; i++) {
			bool open = false;

			fprintf(f, "\t\t\t* %2.1f Mbps", 0.1 * b->rates[i].rate);
			if (b->rates[i].short_preamble)
				print_flag(f, "short preamble supported", &open);
			if (open)
				fputc(')', f);
			fputc('\n', f);
		}
	}
}

static void print_iftype_list(FILE *f, const char *name,
			      const struct iwc_nl80211_u32s *types)
{
	char buf[32];

	fprintf(f, "%s:\n", name);
	for (size_t i = 0; i < types->n; i++)
		fprintf(f, "\t\t * %s\n",
			iwc_iw_iftype_name(types->v[i], buf, sizeof(buf)));
}

/* one combination's limits: false where iw gave up on one */
static bool print_limits(FILE *f, const struct iwc_nl80211_comb *c)
{
	for (size_t i = 0; i < c->n_limits; i++) {
		const struct iwc_nl80211_comb_limit *l = &c->limits[i];

		if (!l->has_types) {
			fputs("<failed to parse>\n", f);
			return false;
		}
		if (i)
			fputs(", ", f);
		fputs("#{ ", f);
		print_iftype_line(f, &l->types);
		fprintf(f, " } <= %u", l->max);
	}
	return true;
}

static void print_combinations(FILE *f, const struct iwc_nl80211_wiphy *w)
{
	for (size_t i = 0; i < w->n_combs; i++) {
		const struct iwc_nl80211_comb *c = &w->combs[i];

		if (!i)
			fputs("\tvalid interface combinations:\n", f);
		fputs("\t\t * ", f);
		if (!c->complete) {
			fputs(" <failed to parse>\n", f);
			continue;
		}
		if (!print_limits(f, c))
			continue;
		fputs(",\n\t\t   ", f);
		fprintf(f, "total <= %d, #channels <= %d%s", (int)c->maxnum,
			(int)c->num_channels,
			c->sta_ap_bi_match ? ", STA/AP BI must match" : "");
		if (c->radar_widths) {
			bool first = true;

			fputs(", radar detect widths: {", f);
			for (uint32_t b = 0; b < 32; b++)
				if (c->radar_widths & (1u << b)) {
					fprintf(f, "%s %s", first ? "" : ",",
						iwc_iw_width_name(b));
					first = false;
				}
			fputs(" }\n", f);
		}
		fputc('\n', f);
	}
	if (!w->n_combs)
		fputs("\tinterface combinations are not supported\n", f);
}

static void print_frame_types(FILE *f, const char *title, size_t n,
			      const struct iwc_nl80211_frame_types *ft)
{
	char buf[32];

	fprintf(f, "\t%s:\n", title);
	for (size_t i = 0; i < n; i++) {
		if (!ft[i].n)
			continue;
		fprintf(f, "\t\t * %s:",
			iwc_iw_iftype_name(ft[i].iftype, buf, sizeof(buf)));
		for (size_t k = 0; k < ft[i].n; k++)
			fprintf(f, " 0x%.2x", ft[i].stypes[k]);
		fputc('\n', f);
	}
}

static void print_wowlan(FILE *f, const struct iwc_nl80211_wowlan *wo)
{
	static const struct { int trig; const char *s; } flags1[] = {
		{ NL80211_WOWLAN_TRIG_ANY,
		  "wake up on anything (device continues operating normally)" },
		{ NL80211_WOWLAN_TRIG_DISCONNECT, "wake up on disconnect" },
		{ NL80211_WOWLAN_TRIG_MAGIC_PKT, "wake up on magic packet" },
	}, flags2[] = {
		{ NL80211_WOWLAN_TRIG_GTK_REKEY_SUPPORTED, "can do GTK rekeying" },
		{ NL80211_WOWLAN_TRIG_GTK_REKEY_FAILURE,
		  "wake up on GTK rekey failure" },
		{ NL80211_WOWLAN_TRIG_EAP_IDENT_REQUEST,
		  "wake up on EAP identity request" },
		{ NL80211_WOWLAN_TRIG_4WAY_HANDSHAKE,
		  "wake up on 4-way handshake" },
		{ NL80211_WOWLAN_TRIG_RFKILL_RELEASE,
		  "wake up on rfkill release" },
	};
#define HAS(t) ((wo->present >> (t)) & 1u)
	bool pat = HAS(NL80211_WOWLAN_TRIG_PKT_PATTERN);

	fputs("\tWoWLAN support:", f);
	if (pat && wo->pattern_len < 12) {
		fputs(" <failed to parse>\n", f);	/* iw's policy: minlen 12 */
		return;
	}
	fputc('\n', f);
	for (size_t i = 0; i < N_ELEM(flags1); i++)
		if (HAS(flags1[i].trig))
			fprintf(f, "\t\t * %s\n", flags1[i].s);
	if (pat)
		fprintf(f, "\t\t * wake up on pattern match, up to %u patterns of %u-%u bytes,\n"
			"\t\t   maximum packet offset %u bytes\n",
			wo->pattern[0], wo->pattern[1], wo->pattern[2],
			wo->pattern_len < 16 ? 0 : wo->pattern[3]);
	for (size_t i = 0; i < N_ELEM(flags2); i++)
		if (HAS(flags2[i].trig))
			fprintf(f, "\t\t * %s\n", flags2[i].s);
	if (HAS(NL80211_WOWLAN_TRIG_NET_DETECT))
		fprintf(f, "\t\t * wake up on network detection, up to %d match sets\n",
			(int)wo->net_detect);
	if (HAS(NL80211_WOWLAN_TRIG_TCP_CONNECTION))
		fputs("\t\t * wake up on TCP connection\n", f);
#undef HAS
}

static void print_ht_overrides(FILE *f, const struct iwc_nl80211_wiphy *w)
{
	const uint8_t *cm = w->ht_capa_mask;
	uint16_t cap;

	fputs("\tHT Capability overrides:\n", f);
	/* struct ieee80211_ht_cap: cap_info, ampdu_params, mcs (16), ... 26 */
	if (w->ht_capa_mask_len < 26) {
		fprintf(f, "\tERROR: capabilities mask is too short, expected: %d, received: %d\n",
			26, (int)w->ht_capa_mask_len);
		return;
	}
	fputs("\t\t * MCS:", f);
	for (int i = 0; i < 10; i++)
		fprintf(f, " %02x", cm[3 + i]);
	fputc('\n', f);
	cap = le16(cm);
	if (cap & BIT(11))
		fputs("\t\t * maximum A-MSDU length\n", f);
	if (cap & BIT(1))
		fputs("\t\t * supported channel width\n", f);
	if (cap & BIT(6))
		fputs("\t\t * short GI for 40 MHz\n", f);
	if (cm[2] & 0x03)
		fputs("\t\t * max A-MPDU length exponent\n", f);
	if (cm[2] & 0x1c)
		fputs("\t\t * min MPDU start spacing\n", f);
}


static void print_ext_features(int iw, FILE *f,
			       const struct iwc_nl80211_wiphy *w)
{
	const uint8_t *b = w->ext_features;
	const char *name, *desc, *fn, *fd;
	int fi;

	fputs("\tSupported extended features:\n", f);
	for (size_t idx = 0; idx < w->ext_features_len * 8; idx++) {
		if (!(b[idx / 8] & (1u << (idx % 8))))
			continue;
		for (size_t i = 0; iwc_iw_ext_feat_at(i, &fi, &fn, &fd); i++)
			if ((size_t)fi == idx)
				fprintf(f, "\t\t* [ %s ]: %s\n", fn, fd);
		if (iwc_iw_ext_feat_extra(iw, idx, &name, &desc))
			fprintf(f, "\t\t* [ %s ]: %s\n", name, desc);
	}
}

/* the limits and thresholds of print_phy_handler(), in its order */
static void print_limits_msg(FILE *f, const struct iwc_nl80211_wiphy *w)
{
	if (w->has_max_scan_ssids)
		fprintf(f, "\tmax # scan SSIDs: %d\n", w->max_scan_ssids);
	if (w->has_max_scan_ie_len)
		fprintf(f, "\tmax scan IEs length: %d bytes\n", w->max_scan_ie_len);
	if (w->has_max_sched_scan_ssids)
		fprintf(f, "\tmax # sched scan SSIDs: %d\n",
			w->max_sched_scan_ssids);
	if (w->has_max_match_sets)
		fprintf(f, "\tmax # match sets: %d\n", w->max_match_sets);
	if (w->has_max_sched_scan_plans)
		fprintf(f, "\tmax # scan plans: %d\n",
			(int)w->max_sched_scan_plans);
	if (w->has_max_scan_plan_interval)
		fprintf(f, "\tmax scan plan interval: %d\n",
			(int)w->max_scan_plan_interval);
	if (w->has_max_scan_plan_iterations)
		fprintf(f, "\tmax scan plan iterations: %d\n",
			(int)w->max_scan_plan_iterations);
	if (w->has_frag && w->frag != (uint32_t)-1)
		fprintf(f, "\tFragmentation threshold: %d\n", (int)w->frag);
	if (w->has_rts && w->rts != (uint32_t)-1)
		fprintf(f, "\tRTS threshold: %d\n", (int)w->rts);
	if (w->has_retry_short || w->has_retry_long) {
		int s = w->has_retry_short ? w->retry_short : 0;
		int l = w->has_retry_long ? w->retry_long : 0;

		if (s == l) {
			fprintf(f, "\tRetry short long limit: %d\n", s);
		} else {
			fprintf(f, "\tRetry short limit: %d\n", s);
			fprintf(f, "\tRetry long limit: %d\n", l);
		}
	}
	if (w->has_coverage)
		fprintf(f, "\tCoverage class: %d (up to %dm)\n", w->coverage,
			450 * w->coverage);
}

/* print_phy_handler() for one message */
static void print_phy_msg(FILE *f, struct phy_state *st,
			  const struct iwc_nl80211_wiphy *w)
{
	bool print_name = true;
	char buf[64];

	if (w->has_wiphy) {
		if (w->wiphy == st->phy_id)
			print_name = false;
		else
			st->last_band = -1;
		st->phy_id = w->wiphy;
	}
	if (print_name && w->has_name)
		fprintf(f, "Wiphy %.*s\n", (int)w->name_len, w->name);
	if (print_name && w->has_wiphy)
		fprintf(f, "\twiphy index: %u\n", w->wiphy);

	for (size_t i = 0; i < w->n_bands; i++)
		print_band(f, st, &w->bands[i]);
	print_limits_msg(f, w);
	if (w->has_ciphers && w->ciphers.n > 0)
		fputs("\tSupported Ciphers:\n", f);
	for (size_t i = 0; w->has_ciphers && i < w->ciphers.n; i++)
		fprintf(f, "\t\t* %s\n",
			iwc_iw_phy_cipher_name(w->ciphers.v[i], buf, sizeof(buf)));
	if (w->has_avail_tx && w->has_avail_rx)
		fprintf(f, "\tAvailable Antennas: TX %#x RX %#x\n",
			w->avail_tx, w->avail_rx);
	if (w->has_ant_tx && w->has_ant_rx)
		fprintf(f, "\tConfigured Antennas: TX %#x RX %#x\n",
			w->ant_tx, w->ant_rx);
	if (w->has_iftypes)
		print_iftype_list(f, "\tSupported interface modes", &w->iftypes);
	if (w->has_sw_iftypes)
		print_iftype_list(f, "\tsoftware interface modes (can always be added)",
				  &w->sw_iftypes);
	if (w->has_combs)
		print_combinations(f, w);
	if (w->has_commands) {
		fputs("\tSupported commands:\n", f);
		for (size_t i = 0; i < w->commands.n; i++)
			fprintf(f, "\t\t * %s\n",
				iwc_iw_command_name(st->iw, w->commands.v[i],
						    buf, sizeof(buf)));
	}
	if (w->has_tx_frames)
		print_frame_types(f, "Supported TX frame types", w->n_tx_frames,
				  w->tx_frames);
	if (w->has_rx_frames)
		print_frame_types(f, "Supported RX frame types", w->n_rx_frames,
				  w->rx_frames);
	if (w->ibss_rsn)
		fputs("\tDevice supports RSN-IBSS.\n", f);
	if (w->has_wowlan)
		print_wowlan(f, &w->wowlan);
	if (w->roam)
		fputs("\tDevice supports roaming.\n", f);
	if (w->ap_uapsd)
		fputs("\tDevice supports AP-side u-APSD.\n", f);
	if (w->has_ht_capa_mask)
		print_ht_overrides(f, w);
	for (int i = 0; w->has_features && i < 32; i++)
		if ((w->features & (1u << i)) && iwc_iw_feature_text((unsigned int)i))
			fprintf(f, "\t%s\n", iwc_iw_feature_text((unsigned int)i));
	if (w->tdls)
		fputs("\tDevice supports T-DLS.\n", f);
	if (w->has_ext_features)
		print_ext_features(st->iw, f, w);
	if (w->has_coalesce)
		fprintf(f, "\tCoalesce support:\n"
			"\t\t * Maximum %u coalesce rules supported\n"
			"\t\t * Each rule contains up to %u patterns of %u-%u bytes,\n"
			"\t\t   maximum packet offset %u bytes\n"
			"\t\t * Maximum supported coalescing delay %u msecs\n",
			w->coalesce[0], w->coalesce[1], w->coalesce[2],
			w->coalesce[3], w->coalesce[4], w->coalesce[5]);
	iwc_iw_phy_pmsr(st->iw, f, w->has_pmsr ? &w->pmsr : NULL);
	if (w->has_max_ap_sta)
		fprintf(f, "\tMaximum associated stations in AP mode: %u\n",
			iwc_iw_max_ap_sta(st->iw, w->max_ap_sta16,
					  w->max_ap_sta32));
}

/* ---- the dump: every message kept, then printed ---- */

static int keep_msg(struct iwc_nl80211_wiphy *msg, void *arg)
{
	struct phy_msgs *m = arg;
	struct iwc_nl80211_wiphy *v;

	v = realloc(m->v, (m->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	m->v = v;
	m->v[m->n++] = *msg;	/* moved: its arena is ours now */
	memset(msg, 0, sizeof(*msg));
	return 0;
}

static void msgs_free(struct phy_msgs *m)
{
	for (size_t i = 0; i < m->n; i++)
		iwc_nl80211_wiphy_free(&m->v[i]);
	free(m->v);
	m->v = NULL;
	m->n = 0;
}
/* "phy", "list" (@wiphy -1) and "phy PHY info"; in JSON an array
 * of wiphys for each (one document type) */
int iwc_native_phy(const struct iwc_ctx *ctx, const struct iwc_backend *nat,
		   bool json, int64_t wiphy)
{
	struct phy_msgs m = { 0 };
	FILE *f = ctx->out;
	int e;

	if (!nat->wiphy_dump)
		return -EOPNOTSUPP;
	e = nat->wiphy_dump(ctx->be_data, wiphy, keep_msg, &m);
	if (e < 0) {
		msgs_free(&m);
		return e;
	}
	if (json) {
		struct iwc_json j;
		bool seen_any = false;

		iwc_json_doc_open(&j, f);
		iwc_json_arr_open(&j, "wiphys");
		for (size_t i = 0; i < m.n; i++) {
			bool first = m.v[i].has_wiphy;

			for (size_t k = 0; k < i && first; k++)
				if (m.v[k].wiphy == m.v[i].wiphy)
					first = false;
			if (!first || (wiphy >= 0 && seen_any))
				continue;
			seen_any = true;
			iwc_nat_phy_json_wiphy(&j, iwc_iw_dialect(ctx), &m, i);
		}
		iwc_json_arr_close(&j);
		iwc_json_doc_close(&j);
	} else {
		struct phy_state st = { .iw = iwc_iw_dialect(ctx),
					.phy_id = -1, .last_band = -1 };

		for (size_t i = 0; i < m.n; i++)
			print_phy_msg(f, &st, &m.v[i]);
	}
	msgs_free(&m);
	return 0;
}
