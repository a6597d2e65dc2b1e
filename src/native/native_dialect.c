/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_dialect.c - the places where iw 6.9 (Debian 13) prints what
 * the native mode shows differently from iw 5.19 (Debian 12), and which
 * of the two this build follows: meson option iw (auto: the Debian
 * release built on), docs/reference/native.md "Which iw", iwcompat(8).
 * Everything else the two print alike; the printers call in here at the
 * places that differ, each with its iw 6.9 source file named.
 */
#include <string.h>
#include <strings.h>

#include <linux/nl80211.h>

#include "config.h"
#include "iwcompat/ctx.h"
#include "iwcompat/nl80211_wiphy.h"
#include "iwcompat/types.h"
#include "iwcompat/units.h"
#include "native_dialect.h"

int iwc_iw_dialect(const struct iwc_ctx *ctx)
{
	return ctx && ctx->iw_dialect ? ctx->iw_dialect : IWCOMPAT_IW_DIALECT;
}

static bool iw69(int iw)
{
	return iw >= IWC_IW_6_9;
}

const char *iwc_iw_version(int iw)
{
	return iw69(iw) ? "6.9" : "5.19";
}

/* util.c: ieee80211_frequency_to_channel() */
int iwc_iw_chan(int iw, int freq)
{
	if (iw69(iw) && freq < 1000)
		return 0;
	return iwc_iw_freq_to_chan(freq);
}

/* link.c: "%sfreq: %d.%d" with the offset or 0; scan.c: "%d.%d" only
 * when the BSS has an offset attribute */
void iwc_iw_bss_freq(int iw, FILE *f, const struct iwc_bss *b, bool link)
{
	if (iw69(iw) && (link || b->has_freq_offset))
		fprintf(f, "\tfreq: %d.%d\n", (int)b->freq_mhz,
			b->has_freq_offset ? (int)b->freq_offset_khz : 0);
	else
		fprintf(f, "\tfreq: %d\n", (int)b->freq_mhz);
}

/* link.c print_link_sta(): 5.19 put an empty line before the bss
 * parameters and a tab after each label, 6.9 a space */
const char *iwc_iw_bss_flags_head(int iw)
{
	return iw69(iw) ? "\tbss flags: " : "\n\tbss flags:\t";
}

void iwc_iw_bss_params(int iw, FILE *f, int dtim_period, int beacon_int)
{
	const char *sep = iw69(iw) ? " " : "\t";

	fprintf(f, "\n\tdtim period:%s%d\n\tbeacon int:%s%d", sep, dtim_period,
		sep, beacon_int);
}

const char *iwc_iw_cmd_text(int iw, const char *text)
{
	static const struct { const char *t519, *t69; } texts[] = {
		{ "<freq> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]\n"
		  "<control freq> [5|10|20|40|80|80+80|160] [<center1_freq> [<center2_freq>]]",
		  "<freq> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz|320MHz]\n"
		  "<control freq> [5|10|20|40|80|80+80|160] [<center1_freq> [<center2_freq>]]" },
		{ "Print information about the current link, if any.",
		  "Print information about the current connection, if any." },
	};

	if (!iw69(iw) || !text)
		return text;
	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		if (!strcmp(text, texts[i].t519))
			return texts[i].t69;
	return text;
}

/* scan.c print_ies() */
bool iwc_iw_ie_printed(int iw, uint8_t len)
{
	return len > 0 || !iw69(iw);
}

/* scan.c print_capabilities() */
void iwc_iw_ext_capa_other(int iw, FILE *f, int n)
{
	static const char *const names[] = {
		"TWT Requester Support", "TWT Responder Support",
		"OBSS Narrow Bandwith RU in UL OFDMA Tolerance Support",
	};

	if (!iw69(iw))
		fprintf(f, " %d", n % 8);
	else if (n >= 77 && n <= 79)
		fprintf(f, " %s", names[n - 77]);
	else
		fprintf(f, " %d", n);
}

/* util.c parse_freqchan(), parse_freqs(), get_cf1() */
bool iwc_iw_mode_extra(int iw, const char *name, uint32_t *width)
{
	static const struct { const char *name; uint32_t width; } modes[] = {
		{ "1MHz", NL80211_CHAN_WIDTH_1 }, { "2MHz", NL80211_CHAN_WIDTH_2 },
		{ "4MHz", NL80211_CHAN_WIDTH_4 }, { "8MHz", NL80211_CHAN_WIDTH_8 },
		{ "16MHz", NL80211_CHAN_WIDTH_16 },
	};

	if (!iw69(iw))
		return false;
	for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		if (!strcasecmp(modes[i].name, name)) {
			*width = modes[i].width;
			return true;
		}
	return false;
}

bool iwc_iw_width_extra(int iw, const char *name, uint32_t *width)
{
	if (!iw69(iw) || strcasecmp(name, "320"))
		return false;
	*width = NL80211_CHAN_WIDTH_320;
	return true;
}

uint32_t iwc_iw_default_width(int iw, uint32_t freq)
{
	return iw69(iw) && freq < 1000 ? NL80211_CHAN_WIDTH_16 :
	       NL80211_CHAN_WIDTH_20_NOHT;
}

uint32_t iwc_iw_center1_320(int iw, uint32_t freq)
{
	static const uint32_t bw320[] = { 5955, 6115, 6275, 6435, 6595, 6755 };

	if (!iw69(iw))
		return freq;
	for (size_t i = 0; i < sizeof(bw320) / sizeof(bw320[0]); i++)
		if (freq >= bw320[i] && freq < bw320[i] + 160)
			return bw320[i] + 150;
	return freq;
}

/* info.c ext_feat_print(): the cases 6.9 added after RADAR_BACKGROUND
 * (the uapi's indices, which older headers lack) */
static const struct { size_t idx; const char *name, *desc; } ext_feats_69[] = {
	{ 61, "POWERED_ADDR_CHANGE", "can change MAC address while up" },
	{ 62, "PUNCT", "preamble puncturing in AP mode" },
	{ 63, "SECURE_NAN", "secure NAN support" },
	{ 64, "AUTH_AND_DEAUTH_RANDOM_TA", "random auth/deauth transmitter address" },
	{ 65, "OWE_OFFLOAD", "OWE DH element handling offload (client)" },
	{ 66, "OWE_OFFLOAD_AP", "OWE DH element handling offload (AP)" },
	{ 67, "DFS_CONCURRENT", "DFS channel use under concurrent DFS master" },
	{ 68, "SPP_AMSDU_SUPPORT", "SPP A-MSDU support" },
};

bool iwc_iw_ext_feat_extra(int iw, size_t idx, const char **name,
			   const char **desc)
{
	if (!iw69(iw))
		return false;
	for (size_t i = 0; i < sizeof(ext_feats_69) / sizeof(ext_feats_69[0]); i++)
		if (ext_feats_69[i].idx == idx) {
			*name = ext_feats_69[i].name;
			*desc = ext_feats_69[i].desc;
			return true;
		}
	return false;
}

/* nl80211-commands.inc of 6.9's nl80211.h: commands 148..155 */
const char *iwc_iw_command_extra(int iw, uint32_t cmd)
{
	static const char *const names[] = {
		"add_link", "remove_link", "add_link_sta", "modify_link_sta",
		"remove_link_sta", "set_hw_timestamp", "links_removed",
		"set_tid_to_link_mapping",
	};

	if (!iw69(iw) || cmd < 148 ||
	    cmd - 148 >= sizeof(names) / sizeof(names[0]))
		return NULL;
	return names[cmd - 148];
}

/* info.c print_phy_handler(), a band's frequency */
void iwc_iw_phy_freq(int iw, FILE *f, uint32_t freq, bool has_offset,
		     uint32_t offset_khz)
{
	int chan = iwc_iw_chan(iw, (int)freq);

	if (!iw69(iw)) {
		fprintf(f, "\t\t\t* %d MHz [%d]", (int)freq, chan);
		return;
	}
	if (has_offset)
		fprintf(f, "\t\t\t* %d.%d MHz", (int)freq, (int)offset_khz);
	else
		fprintf(f, "\t\t\t* %d MHz", (int)freq);
	if (chan)
		fprintf(f, " [%d]", chan);
}

/* info.c __print_ftm_capability(): one FTM capability set */
static void print_ftm(FILE *f, const struct iwc_nl80211_ftm *ftm)
{
	/* the names iw prints, at their enum's bit (NL80211_PREAMBLE_*,
	 * NL80211_CHAN_WIDTH_*), in that order */
	static const char *const preambles[] = { "LEGACY", "HT", "VHT", "DMG" };
	static const char *const widths[] = {
		"20_NOHT", "20", "40", "80", "80P80", "160", "5", "10",
		"1", "2", "4", "8", "16", "320",
	};
	static const struct { int attr; const char *name; } flags[] = {
		{ NL80211_PMSR_FTM_CAPA_ATTR_ASAP, "ASAP" },
		{ NL80211_PMSR_FTM_CAPA_ATTR_NON_ASAP, "NON_ASAP" },
		{ NL80211_PMSR_FTM_CAPA_ATTR_REQ_LCI, "REQ_LCI" },
		{ NL80211_PMSR_FTM_CAPA_ATTR_REQ_CIVICLOC, "REQ_CIVICLOC" },
		{ NL80211_PMSR_FTM_CAPA_ATTR_TRIGGER_BASED, "TRIGGER_BASED" },
		{ NL80211_PMSR_FTM_CAPA_ATTR_NON_TRIGGER_BASED, "NON_TRIGGER_BASED" },
	};
#define HAS(a) ((ftm->present >> (a)) & 1u)
	uint32_t v;

	fputs("\t\tFTM (Fine time measurement or Flight time measurement)\n", f);
	if (HAS(NL80211_PMSR_FTM_CAPA_ATTR_PREAMBLES)) {
		v = ftm->preambles;
		fputs("\t\t\tPreambles:", f);
		for (size_t i = 0; i < sizeof(preambles) / sizeof(preambles[0]); i++)
			if (v & (1u << i))
				fprintf(f, " %s", preambles[i]);
		fputc('\n', f);
	}
	if (HAS(NL80211_PMSR_FTM_CAPA_ATTR_BANDWIDTHS)) {
		v = ftm->bandwidths;
		fputs("\t\t\tBandwidth:", f);
		for (size_t i = 0; i < sizeof(widths) / sizeof(widths[0]); i++)
			if (v & (1u << i))
				fprintf(f, " %s", widths[i]);
		fputc('\n', f);
	}
	if (HAS(NL80211_PMSR_FTM_CAPA_ATTR_MAX_BURSTS_EXPONENT))
		fprintf(f, "\t\t\tMAX_BURSTS_EXPONENT: %d\n",
			ftm->max_bursts_exponent);
	if (HAS(NL80211_PMSR_FTM_CAPA_ATTR_MAX_FTMS_PER_BURST))
		fprintf(f, "\t\t\tMAX_FTMS_PER_BURST: %d\n",
			ftm->max_ftms_per_burst);
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (HAS(flags[i].attr))
			fprintf(f, "\t\t\t%s\n", flags[i].name);
#undef HAS
}

/* info.c print_pmsr_capabilities() (its "Malformed PMSR" needs a parse
 * error, which libnl's policy-less nla_parse() does not give) */
void iwc_iw_phy_pmsr(int iw, FILE *f, const struct iwc_nl80211_pmsr *pmsr)
{
	if (!iw69(iw) || !pmsr)
		return;
	fputs("\tPeer measurement (PMSR)\n", f);
	if (pmsr->has_max_peers)
		fprintf(f, "\t\tMax peers: %d\n", (int)pmsr->max_peers);
	if (pmsr->report_ap_tsf)
		fputs("\t\tREPORT_AP_TSF\n", f);
	if (pmsr->randomize_mac_addr)
		fputs("\t\tRANDOMIZE_MAC_ADDR\n", f);
	if (!pmsr->has_type_capa) {
		fputs("\t\tPMSR type is missing\n", f);
		return;
	}
	for (size_t i = 0; i < pmsr->n_ftm; i++)
		print_ftm(f, &pmsr->ftm[i]);
}

uint32_t iwc_iw_max_ap_sta(int iw, uint16_t as_u16, uint32_t as_u32)
{
	return iw69(iw) ? as_u32 : as_u16;
}

/* util.c print_eht_info() returns early without EHT MAC capabilities
 * in 6.9; 5.19 printed the block for every iftype-data entry */
bool iwc_iw_eht_shown(int iw, bool has_eht_mac)
{
	return has_eht_mac || !iw69(iw);
}

static void eht_rows(FILE *f, const char *what, const uint8_t *m, int first,
		     int n)
{
	static const char *const mcs[4] = { "0-7", "8-9", "10-11", "12-13" };

	for (int i = 0; i < n; i++)
		fprintf(f, "\t\t\tEHT %s, max NSS for MCS %s: Rx=%u, Tx=%u\n",
			what, mcs[first + i], m[i] & 0xfu, (unsigned int)m[i] >> 4);
}

/* util.c __print_eht_capa(): 5.19 reads the rows of the wider channels
 * after the 20 MHz-only block whether or not it was there; 6.9 reads
 * either that block or the others, from the start of the set */
void iwc_iw_eht_rows(int iw, FILE *f, const uint8_t mcs[13], uint32_t he0,
		     int band, uint32_t phy0)
{
	bool only20 = !(he0 & (0x1cu << 8));
	size_t at = 0;

	if (only20)
		eht_rows(f, "bw=20 MHz", mcs, 0, 4);
	if (!iw69(iw) || only20)
		at = 4;
	if (iw69(iw) && only20)
		return;
	if (he0 & (0x4u << 8))
		eht_rows(f, "bw <= 80 MHz", mcs + at, 1, 3);
	at += 3;
	if (he0 & (0x8u << 8))
		eht_rows(f, "bw=160 MHz", mcs + at, 1, 3);
	at += 3;
	if (band == NL80211_BAND_6GHZ && (phy0 & 0x2u))
		eht_rows(f, "bw=320 MHz", mcs + at, 1, 3);
}
