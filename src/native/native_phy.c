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
#include "iwcompat/native_nla.h"
#include "iwcompat/units.h"
#include "bytes.h"
#include "native_caps.h"
#include "native_dialect.h"
#include "native_phy.h"

#define BIT(n) (1u << (n))
#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))


static const char *iftype(const struct iwc_nla *a, char *buf, size_t len)
{
	return iwc_iw_iftype_name((uint32_t)iwc_nla_type(a), buf, len);
}

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

static void print_iftype_line(FILE *f, const struct iwc_nla *attr)
{
	const struct iwc_nla *a;
	bool first = true;
	char buf[32];
	size_t rem;

	iwc_nla_for_each_nested(a, attr, rem) {
		if (!first)
			fputs(", ", f);
		first = false;
		fputs(iftype(a, buf, sizeof(buf)), f);
	}
}

/* the bytes of @a, at most @max, into @dst (zeroed first) at @off */
static size_t copy_attr(uint8_t *dst, size_t max, size_t off,
			const struct iwc_nla *a)
{
	size_t n = a ? iwc_nla_len(a) : 0;

	if (n > max - off)
		n = max - off;
	if (n)
		memcpy(dst + off, iwc_nla_data(a), n);
	return n;
}

static void print_he_info(FILE *f, const struct iwc_nla *nl_iftype)
{
	const struct iwc_nla *tb[NL80211_BAND_IFTYPE_ATTR_MAX + 1];
	uint8_t mac[6] = { 0 }, phy[12] = { 0 }, mcs[12] = { 0 }, ppet[25] = { 0 };
	size_t mcs_len, ppet_len;
	const char *pre = "\t";

	iwc_nla_parse_nested(tb, NL80211_BAND_IFTYPE_ATTR_MAX, nl_iftype);
	if (!tb[NL80211_BAND_IFTYPE_ATTR_IFTYPES])
		return;
	fputs("\t\tHE Iftypes: ", f);
	print_iftype_line(f, tb[NL80211_BAND_IFTYPE_ATTR_IFTYPES]);
	fputc('\n', f);
	copy_attr(mac, sizeof(mac), 0, tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_MAC]);
	/* iw puts the PHY capabilities one byte into its u16 array */
	copy_attr(phy, sizeof(phy), 1, tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY]);
	mcs_len = copy_attr(mcs, sizeof(mcs), 0,
			    tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_MCS_SET]);
	ppet_len = copy_attr(ppet, sizeof(ppet), 0,
			     tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PPE]);
	iwc_iw_print_he_capa(f, pre, mac, phy, mcs, mcs_len, ppet, ppet_len);
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

static void print_eht_info(FILE *f, const struct iwc_nla *nl_iftype, int band)
{
	const struct iwc_nla *tb[NL80211_BAND_IFTYPE_ATTR_MAX + 1];
	uint8_t mac[2] = { 0 }, phy[8] = { 0 }, mcs[13] = { 0 }, ppet[31] = { 0 };
	uint8_t hephy[12] = { 0 };
	uint32_t macw[1], phyw[2], he0;
	size_t mcs_len = 0, ppet_len;
	const char *pre = "\t";

	iwc_nla_parse_nested(tb, NL80211_BAND_IFTYPE_ATTR_MAX, nl_iftype);
	if (!tb[NL80211_BAND_IFTYPE_ATTR_IFTYPES] ||
	    !iwc_iw_eht_shown(tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC] != NULL))
		return;
	fputs("\t\tEHT Iftypes: ", f);
	print_iftype_line(f, tb[NL80211_BAND_IFTYPE_ATTR_IFTYPES]);
	fputc('\n', f);
	copy_attr(mac, sizeof(mac), 0, tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC]);
	copy_attr(phy, sizeof(phy), 0, tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY]);
	if (tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET]) {
		copy_attr(mcs, sizeof(mcs), 0,
			  tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET]);
		mcs_len = sizeof(mcs);	/* iw assumes all of it is there */
	}
	ppet_len = copy_attr(ppet, sizeof(ppet), 0,
			     tb[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PPE]);
	copy_attr(hephy, sizeof(hephy), 1, tb[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY]);
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
	iwc_iw_eht_rows(f, mcs, he0, band, phyw[0]);
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
	int64_t phy_id;
	int last_band;
	bool band_had_freq;
};

static void print_band(FILE *f, struct phy_state *st, const struct iwc_nla *nl_band)
{
	const struct iwc_nla *tb[NL80211_BAND_ATTR_MAX + 1];
	const struct iwc_nla *a;
	size_t rem;

	if (st->last_band != iwc_nla_type(nl_band)) {
		fprintf(f, "\tBand %d:\n", iwc_nla_type(nl_band) + 1);
		st->band_had_freq = false;
	}
	st->last_band = iwc_nla_type(nl_band);
	iwc_nla_parse_nested(tb, NL80211_BAND_ATTR_MAX, nl_band);

	if (tb[NL80211_BAND_ATTR_HT_CAPA])
		iwc_iw_print_ht_capability(f, iwc_nla_u16(tb[NL80211_BAND_ATTR_HT_CAPA]));
	if (tb[NL80211_BAND_ATTR_HT_AMPDU_FACTOR])
		print_ampdu_length(f, iwc_nla_u8(tb[NL80211_BAND_ATTR_HT_AMPDU_FACTOR]));
	if (tb[NL80211_BAND_ATTR_HT_AMPDU_DENSITY])
		print_ampdu_spacing(f, iwc_nla_u8(tb[NL80211_BAND_ATTR_HT_AMPDU_DENSITY]));
	if (tb[NL80211_BAND_ATTR_HT_MCS_SET] &&
	    iwc_nla_len(tb[NL80211_BAND_ATTR_HT_MCS_SET]) == 16)
		iwc_iw_print_ht_mcs(f, iwc_nla_data(tb[NL80211_BAND_ATTR_HT_MCS_SET]));
	if (tb[NL80211_BAND_ATTR_VHT_CAPA] && tb[NL80211_BAND_ATTR_VHT_MCS_SET]) {
		uint8_t mcs[8] = { 0 };

		copy_attr(mcs, sizeof(mcs), 0, tb[NL80211_BAND_ATTR_VHT_MCS_SET]);
		iwc_iw_print_vht_info(f, iwc_nla_u32(tb[NL80211_BAND_ATTR_VHT_CAPA]), mcs);
	}
	if (tb[NL80211_BAND_ATTR_IFTYPE_DATA]) {
		iwc_nla_for_each_nested(a, tb[NL80211_BAND_ATTR_IFTYPE_DATA], rem) {
			print_he_info(f, a);
			print_eht_info(f, a, st->last_band);
		}
	}
	if (tb[NL80211_BAND_ATTR_FREQS]) {
		if (!st->band_had_freq) {
			fputs("\t\tFrequencies:\n", f);
			st->band_had_freq = true;
		}
		iwc_nla_for_each_nested(a, tb[NL80211_BAND_ATTR_FREQS], rem) {
			const struct iwc_nla *fq[NL80211_FREQUENCY_ATTR_MAX + 1];
			uint32_t freq;
			bool open = false;

			iwc_nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, a);
			if (!fq[NL80211_FREQUENCY_ATTR_FREQ])
				continue;
			freq = iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
			iwc_iw_phy_freq(f, freq, fq[NL80211_FREQUENCY_ATTR_OFFSET]);
			if (fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER] &&
			    !fq[NL80211_FREQUENCY_ATTR_DISABLED])
				fprintf(f, " (%.1f dBm)", 0.01 *
					iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER]));
			if (fq[NL80211_FREQUENCY_ATTR_DISABLED]) {
				print_flag(f, "disabled", &open);
			} else {
				/* both: a new kernel */
				if (fq[NL80211_FREQUENCY_ATTR_NO_IR] &&
				    fq[__NL80211_FREQUENCY_ATTR_NO_IBSS])
					print_flag(f, "no IR", &open);
				else if (fq[NL80211_FREQUENCY_ATTR_PASSIVE_SCAN])
					print_flag(f, "passive scan", &open);
				else if (fq[__NL80211_FREQUENCY_ATTR_NO_IBSS])
					print_flag(f, "no ibss", &open);
				if (fq[NL80211_FREQUENCY_ATTR_RADAR])
					print_flag(f, "radar detection", &open);
			}
			if (open)
				fputc(')', f);
			fputc('\n', f);
		}
	}
	if (tb[NL80211_BAND_ATTR_RATES]) {
		fputs("\t\tBitrates (non-HT):\n", f);
		iwc_nla_for_each_nested(a, tb[NL80211_BAND_ATTR_RATES], rem) {
			const struct iwc_nla *rt[NL80211_BITRATE_ATTR_MAX + 1];
			bool open = false;

			iwc_nla_parse_nested(rt, NL80211_BITRATE_ATTR_MAX, a);
			if (!rt[NL80211_BITRATE_ATTR_RATE])
				continue;
			fprintf(f, "\t\t\t* %2.1f Mbps", 0.1 *
				iwc_nla_u32(rt[NL80211_BITRATE_ATTR_RATE]));
			if (rt[NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE])
				print_flag(f, "short preamble supported", &open);
			if (open)
				fputc(')', f);
			fputc('\n', f);
		}
	}
}

static void print_iftype_list(FILE *f, const char *name, const struct iwc_nla *attr)
{
	const struct iwc_nla *a;
	char buf[32];
	size_t rem;

	fprintf(f, "%s:\n", name);
	iwc_nla_for_each_nested(a, attr, rem)
		fprintf(f, "\t\t * %s\n", iftype(a, buf, sizeof(buf)));
}

static void print_combinations(FILE *f, const struct iwc_nla *attr)
{
	const struct iwc_nla *c;
	bool have = false;
	size_t rem;

	iwc_nla_for_each_nested(c, attr, rem) {
		const struct iwc_nla *tb[MAX_NL80211_IFACE_COMB + 1];
		const struct iwc_nla *l;
		bool comma = false, broken = false;
		uint32_t widths;
		size_t rem2;

		if (!have)
			fputs("\tvalid interface combinations:\n", f);
		have = true;
		fputs("\t\t * ", f);
		iwc_nla_parse_nested(tb, MAX_NL80211_IFACE_COMB, c);
		if (!tb[NL80211_IFACE_COMB_LIMITS] || !tb[NL80211_IFACE_COMB_MAXNUM] ||
		    !tb[NL80211_IFACE_COMB_NUM_CHANNELS]) {
			fputs(" <failed to parse>\n", f);
			continue;
		}
		iwc_nla_for_each_nested(l, tb[NL80211_IFACE_COMB_LIMITS], rem2) {
			const struct iwc_nla *lt[MAX_NL80211_IFACE_LIMIT + 1];

			iwc_nla_parse_nested(lt, MAX_NL80211_IFACE_LIMIT, l);
			if (!lt[NL80211_IFACE_LIMIT_TYPES]) {
				fputs("<failed to parse>\n", f);
				broken = true;
				break;
			}
			if (comma)
				fputs(", ", f);
			comma = true;
			fputs("#{ ", f);
			print_iftype_line(f, lt[NL80211_IFACE_LIMIT_TYPES]);
			fprintf(f, " } <= %u", lt[NL80211_IFACE_LIMIT_MAX] ?
				iwc_nla_u32(lt[NL80211_IFACE_LIMIT_MAX]) : 0);
		}
		if (broken)
			continue;
		fputs(",\n\t\t   ", f);
		fprintf(f, "total <= %d, #channels <= %d%s",
			(int)iwc_nla_u32(tb[NL80211_IFACE_COMB_MAXNUM]),
			(int)iwc_nla_u32(tb[NL80211_IFACE_COMB_NUM_CHANNELS]),
			tb[NL80211_IFACE_COMB_STA_AP_BI_MATCH] ?
			", STA/AP BI must match" : "");
		widths = tb[NL80211_IFACE_COMB_RADAR_DETECT_WIDTHS] ?
			 iwc_nla_u32(tb[NL80211_IFACE_COMB_RADAR_DETECT_WIDTHS]) : 0;
		if (widths) {
			bool first = true;

			fputs(", radar detect widths: {", f);
			for (uint32_t w = 0; w < 32; w++)
				if (widths & (1u << w)) {
					fprintf(f, "%s %s", first ? "" : ",",
						iwc_iw_width_name(w));
					first = false;
				}
			fputs(" }\n", f);
		}
		fputc('\n', f);
	}
	if (!have)
		fputs("\tinterface combinations are not supported\n", f);
}

static void print_frame_types(FILE *f, const char *title, const struct iwc_nla *attr)
{
	const struct iwc_nla *i, *t;
	char buf[32];
	size_t rem, rem2;

	fprintf(f, "\t%s:\n", title);
	iwc_nla_for_each_nested(i, attr, rem) {
		bool printed = false;

		iwc_nla_for_each_nested(t, i, rem2) {
			if (!printed)
				fprintf(f, "\t\t * %s:", iftype(i, buf, sizeof(buf)));
			printed = true;
			fprintf(f, " 0x%.2x", iwc_nla_u16(t));
		}
		if (printed)
			fputc('\n', f);
	}
}

static void print_wowlan(FILE *f, const struct iwc_nla *attr)
{
	const struct iwc_nla *tb[MAX_NL80211_WOWLAN_TRIG + 1];
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
	const struct iwc_nla *pat;

	iwc_nla_parse_nested(tb, MAX_NL80211_WOWLAN_TRIG, attr);
	fputs("\tWoWLAN support:", f);
	pat = tb[NL80211_WOWLAN_TRIG_PKT_PATTERN];
	if (pat && iwc_nla_len(pat) < 12) {
		fputs(" <failed to parse>\n", f);	/* iw's policy: minlen 12 */
		return;
	}
	fputc('\n', f);
	for (size_t i = 0; i < N_ELEM(flags1); i++)
		if (tb[flags1[i].trig])
			fprintf(f, "\t\t * %s\n", flags1[i].s);
	if (pat) {
		uint32_t p[4] = { 0 };

		memcpy(p, iwc_nla_data(pat), iwc_nla_len(pat) < 16 ?
		       iwc_nla_len(pat) : 16);
		fprintf(f, "\t\t * wake up on pattern match, up to %u patterns of %u-%u bytes,\n"
			"\t\t   maximum packet offset %u bytes\n",
			p[0], p[1], p[2], iwc_nla_len(pat) < 16 ? 0 : p[3]);
	}
	for (size_t i = 0; i < N_ELEM(flags2); i++)
		if (tb[flags2[i].trig])
			fprintf(f, "\t\t * %s\n", flags2[i].s);
	if (tb[NL80211_WOWLAN_TRIG_NET_DETECT])
		fprintf(f, "\t\t * wake up on network detection, up to %d match sets\n",
			(int)iwc_nla_u32(tb[NL80211_WOWLAN_TRIG_NET_DETECT]));
	if (tb[NL80211_WOWLAN_TRIG_TCP_CONNECTION])
		fputs("\t\t * wake up on TCP connection\n", f);
}

static void print_ht_overrides(FILE *f, const struct iwc_nla *attr)
{
	const uint8_t *cm = iwc_nla_data(attr);
	uint16_t cap;

	fputs("\tHT Capability overrides:\n", f);
	/* struct ieee80211_ht_cap: cap_info, ampdu_params, mcs (16), ... 26 */
	if (iwc_nla_len(attr) < 26) {
		fprintf(f, "\tERROR: capabilities mask is too short, expected: %d, received: %d\n",
			26, (int)iwc_nla_len(attr));
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


static void print_ext_features(FILE *f, const struct iwc_nla *attr)
{
	const uint8_t *b = iwc_nla_data(attr);
	size_t len = iwc_nla_len(attr);
	const char *name, *desc, *fn, *fd;
	int fi;

	fputs("\tSupported extended features:\n", f);
	for (size_t idx = 0; idx < len * 8; idx++) {
		if (!(b[idx / 8] & (1u << (idx % 8))))
			continue;
		for (size_t i = 0; iwc_iw_ext_feat_at(i, &fi, &fn, &fd); i++)
			if ((size_t)fi == idx)
				fprintf(f, "\t\t* [ %s ]: %s\n", fn, fd);
		if (iwc_iw_ext_feat_extra(idx, &name, &desc))
			fprintf(f, "\t\t* [ %s ]: %s\n", name, desc);
	}
}

/* print_phy_handler() for one message's attributes */
static void print_phy_msg(FILE *f, struct phy_state *st, const void *attrs,
			  size_t len)
{
	const struct iwc_nla *tb[NL80211_ATTR_MAX + 1];
	const struct iwc_nla *a;
	bool print_name = true;
	char buf[64];
	size_t rem;

	iwc_nla_parse(tb, NL80211_ATTR_MAX, attrs, len);
	if (tb[NL80211_ATTR_WIPHY]) {
		if (iwc_nla_u32(tb[NL80211_ATTR_WIPHY]) == st->phy_id)
			print_name = false;
		else
			st->last_band = -1;
		st->phy_id = iwc_nla_u32(tb[NL80211_ATTR_WIPHY]);
	}
	if (print_name && tb[NL80211_ATTR_WIPHY_NAME])
		fprintf(f, "Wiphy %.*s\n",
			(int)strnlen(iwc_nla_data(tb[NL80211_ATTR_WIPHY_NAME]),
				     iwc_nla_len(tb[NL80211_ATTR_WIPHY_NAME])),
			(const char *)iwc_nla_data(tb[NL80211_ATTR_WIPHY_NAME]));
	if (print_name && tb[NL80211_ATTR_WIPHY])
		fprintf(f, "\twiphy index: %u\n", iwc_nla_u32(tb[NL80211_ATTR_WIPHY]));

	if (tb[NL80211_ATTR_WIPHY_BANDS])
		iwc_nla_for_each_nested(a, tb[NL80211_ATTR_WIPHY_BANDS], rem)
			print_band(f, st, a);

	if (tb[NL80211_ATTR_MAX_NUM_SCAN_SSIDS])
		fprintf(f, "\tmax # scan SSIDs: %d\n",
			iwc_nla_u8(tb[NL80211_ATTR_MAX_NUM_SCAN_SSIDS]));
	if (tb[NL80211_ATTR_MAX_SCAN_IE_LEN])
		fprintf(f, "\tmax scan IEs length: %d bytes\n",
			iwc_nla_u16(tb[NL80211_ATTR_MAX_SCAN_IE_LEN]));
	if (tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_SSIDS])
		fprintf(f, "\tmax # sched scan SSIDs: %d\n",
			iwc_nla_u8(tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_SSIDS]));
	if (tb[NL80211_ATTR_MAX_MATCH_SETS])
		fprintf(f, "\tmax # match sets: %d\n",
			iwc_nla_u8(tb[NL80211_ATTR_MAX_MATCH_SETS]));
	if (tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_PLANS])
		fprintf(f, "\tmax # scan plans: %d\n",
			(int)iwc_nla_u32(tb[NL80211_ATTR_MAX_NUM_SCHED_SCAN_PLANS]));
	if (tb[NL80211_ATTR_MAX_SCAN_PLAN_INTERVAL])
		fprintf(f, "\tmax scan plan interval: %d\n",
			(int)iwc_nla_u32(tb[NL80211_ATTR_MAX_SCAN_PLAN_INTERVAL]));
	if (tb[NL80211_ATTR_MAX_SCAN_PLAN_ITERATIONS])
		fprintf(f, "\tmax scan plan iterations: %d\n",
			(int)iwc_nla_u32(tb[NL80211_ATTR_MAX_SCAN_PLAN_ITERATIONS]));
	if (tb[NL80211_ATTR_WIPHY_FRAG_THRESHOLD]) {
		uint32_t v = iwc_nla_u32(tb[NL80211_ATTR_WIPHY_FRAG_THRESHOLD]);

		if (v != (uint32_t)-1)
			fprintf(f, "\tFragmentation threshold: %d\n", (int)v);
	}
	if (tb[NL80211_ATTR_WIPHY_RTS_THRESHOLD]) {
		uint32_t v = iwc_nla_u32(tb[NL80211_ATTR_WIPHY_RTS_THRESHOLD]);

		if (v != (uint32_t)-1)
			fprintf(f, "\tRTS threshold: %d\n", (int)v);
	}
	if (tb[NL80211_ATTR_WIPHY_RETRY_SHORT] || tb[NL80211_ATTR_WIPHY_RETRY_LONG]) {
		int s = tb[NL80211_ATTR_WIPHY_RETRY_SHORT] ?
			iwc_nla_u8(tb[NL80211_ATTR_WIPHY_RETRY_SHORT]) : 0;
		int l = tb[NL80211_ATTR_WIPHY_RETRY_LONG] ?
			iwc_nla_u8(tb[NL80211_ATTR_WIPHY_RETRY_LONG]) : 0;

		if (s == l) {
			fprintf(f, "\tRetry short long limit: %d\n", s);
		} else {
			fprintf(f, "\tRetry short limit: %d\n", s);
			fprintf(f, "\tRetry long limit: %d\n", l);
		}
	}
	if (tb[NL80211_ATTR_WIPHY_COVERAGE_CLASS]) {
		int c = iwc_nla_u8(tb[NL80211_ATTR_WIPHY_COVERAGE_CLASS]);

		fprintf(f, "\tCoverage class: %d (up to %dm)\n", c, 450 * c);
	}
	if (tb[NL80211_ATTR_CIPHER_SUITES]) {
		size_t n = iwc_nla_len(tb[NL80211_ATTR_CIPHER_SUITES]) / 4;
		const uint8_t *p = iwc_nla_data(tb[NL80211_ATTR_CIPHER_SUITES]);

		if (n > 0)
			fputs("\tSupported Ciphers:\n", f);
		for (size_t i = 0; i < n; i++) {
			uint32_t c;

			memcpy(&c, p + 4 * i, 4);
			fprintf(f, "\t\t* %s\n", iwc_iw_phy_cipher_name(c, buf, sizeof(buf)));
		}
	}
	if (tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX] &&
	    tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX])
		fprintf(f, "\tAvailable Antennas: TX %#x RX %#x\n",
			iwc_nla_u32(tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX]),
			iwc_nla_u32(tb[NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX]));
	if (tb[NL80211_ATTR_WIPHY_ANTENNA_TX] && tb[NL80211_ATTR_WIPHY_ANTENNA_RX])
		fprintf(f, "\tConfigured Antennas: TX %#x RX %#x\n",
			iwc_nla_u32(tb[NL80211_ATTR_WIPHY_ANTENNA_TX]),
			iwc_nla_u32(tb[NL80211_ATTR_WIPHY_ANTENNA_RX]));
	if (tb[NL80211_ATTR_SUPPORTED_IFTYPES])
		print_iftype_list(f, "\tSupported interface modes",
				  tb[NL80211_ATTR_SUPPORTED_IFTYPES]);
	if (tb[NL80211_ATTR_SOFTWARE_IFTYPES])
		print_iftype_list(f, "\tsoftware interface modes (can always be added)",
				  tb[NL80211_ATTR_SOFTWARE_IFTYPES]);
	if (tb[NL80211_ATTR_INTERFACE_COMBINATIONS])
		print_combinations(f, tb[NL80211_ATTR_INTERFACE_COMBINATIONS]);
	if (tb[NL80211_ATTR_SUPPORTED_COMMANDS]) {
		fputs("\tSupported commands:\n", f);
		iwc_nla_for_each_nested(a, tb[NL80211_ATTR_SUPPORTED_COMMANDS], rem)
			fprintf(f, "\t\t * %s\n",
				iwc_iw_command_name(iwc_nla_u32(a), buf, sizeof(buf)));
	}
	if (tb[NL80211_ATTR_TX_FRAME_TYPES])
		print_frame_types(f, "Supported TX frame types",
				  tb[NL80211_ATTR_TX_FRAME_TYPES]);
	if (tb[NL80211_ATTR_RX_FRAME_TYPES])
		print_frame_types(f, "Supported RX frame types",
				  tb[NL80211_ATTR_RX_FRAME_TYPES]);
	if (tb[NL80211_ATTR_SUPPORT_IBSS_RSN])
		fputs("\tDevice supports RSN-IBSS.\n", f);
	if (tb[NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED])
		print_wowlan(f, tb[NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED]);
	if (tb[NL80211_ATTR_ROAM_SUPPORT])
		fputs("\tDevice supports roaming.\n", f);
	if (tb[NL80211_ATTR_SUPPORT_AP_UAPSD])
		fputs("\tDevice supports AP-side u-APSD.\n", f);
	if (tb[NL80211_ATTR_HT_CAPABILITY_MASK])
		print_ht_overrides(f, tb[NL80211_ATTR_HT_CAPABILITY_MASK]);
	if (tb[NL80211_ATTR_FEATURE_FLAGS]) {
		uint32_t feat = iwc_nla_u32(tb[NL80211_ATTR_FEATURE_FLAGS]);

		for (int i = 0; i < 32; i++)
			if ((feat & (1u << i)) && iwc_iw_feature_text((unsigned int)i))
				fprintf(f, "\t%s\n", iwc_iw_feature_text((unsigned int)i));
	}
	if (tb[NL80211_ATTR_TDLS_SUPPORT])
		fputs("\tDevice supports T-DLS.\n", f);
	if (tb[NL80211_ATTR_EXT_FEATURES])
		print_ext_features(f, tb[NL80211_ATTR_EXT_FEATURES]);
	if (tb[NL80211_ATTR_COALESCE_RULE]) {
		uint32_t r[6] = { 0 };	/* max_rules, pattern support (4), max_delay */
		size_t n = iwc_nla_len(tb[NL80211_ATTR_COALESCE_RULE]);

		memcpy(r, iwc_nla_data(tb[NL80211_ATTR_COALESCE_RULE]),
		       n < sizeof(r) ? n : sizeof(r));
		fprintf(f, "\tCoalesce support:\n"
			"\t\t * Maximum %u coalesce rules supported\n"
			"\t\t * Each rule contains up to %u patterns of %u-%u bytes,\n"
			"\t\t   maximum packet offset %u bytes\n"
			"\t\t * Maximum supported coalescing delay %u msecs\n",
			r[0], r[1], r[2], r[3], r[4], r[5]);
	}
	iwc_iw_phy_pmsr(f, tb[NL80211_ATTR_PEER_MEASUREMENTS]);
	if (tb[NL80211_ATTR_MAX_AP_ASSOC_STA])
		fprintf(f, "\tMaximum associated stations in AP mode: %u\n",
			iwc_iw_max_ap_sta(tb[NL80211_ATTR_MAX_AP_ASSOC_STA]));
}

/* ---- the dump: every message kept, then printed ---- */

static int keep_msg(const void *attrs, size_t len, void *arg)
{
	struct phy_msgs *m = arg;
	const struct iwc_nla *tb[NL80211_ATTR_WIPHY + 1];
	struct phy_msg *v;

	v = realloc(m->v, (m->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	m->v = v;
	v = &m->v[m->n];
	v->attrs = malloc(len ? len : 1);
	if (!v->attrs)
		return -ENOMEM;
	memcpy(v->attrs, attrs, len);
	v->len = len;
	iwc_nla_parse(tb, NL80211_ATTR_WIPHY, attrs, len);
	v->has_wiphy = tb[NL80211_ATTR_WIPHY] != NULL;
	v->wiphy = v->has_wiphy ? iwc_nla_u32(tb[NL80211_ATTR_WIPHY]) : 0;
	m->n++;
	return 0;
}

static void msgs_free(struct phy_msgs *m)
{
	for (size_t i = 0; i < m->n; i++)
		free(m->v[i].attrs);
	free(m->v);
	m->v = NULL;
	m->n = 0;
}

/* "phy", "list" (@wiphy -1) and "phy PHY info"; @one: an object, else an array */
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

		iwc_json_init(&j, f);
		if (wiphy < 0)
			iwc_json_arr_open(&j, NULL);
		for (size_t i = 0; i < m.n; i++) {
			bool first = m.v[i].has_wiphy;

			for (size_t k = 0; k < i && first; k++)
				if (m.v[k].wiphy == m.v[i].wiphy)
					first = false;
			if (!first || (wiphy >= 0 && seen_any))
				continue;
			seen_any = true;
			iwc_nat_phy_json_wiphy(&j, &m, i);
		}
		if (wiphy < 0)
			iwc_json_arr_close(&j);
		else if (!seen_any)
			iwc_json_null(&j, NULL);
		iwc_json_end(&j);
	} else {
		struct phy_state st = { .phy_id = -1, .last_band = -1 };

		for (size_t i = 0; i < m.n; i++)
			print_phy_msg(f, &st, m.v[i].attrs, m.v[i].len);
	}
	msgs_free(&m);
	return 0;
}
