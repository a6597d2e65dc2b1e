/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_dialect.h - which iw the native mode's text follows where iw
 * 5.19 (Debian 12) and iw 6.9 (Debian 13) print differently: the
 * printers call these at the places that differ (native_dialect.c,
 * docs/reference/native.md "Which iw").
 */
#ifndef IWCOMPAT_NATIVE_DIALECT_H
#define IWCOMPAT_NATIVE_DIALECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct iwc_nl80211_pmsr;
struct iwc_bss;

#define IWC_IW_5_19 519
#define IWC_IW_6_9 609

/* the iw followed, the @iw every function below takes: @ctx's
 * iw_dialect, else the build's (meson option iw, config.h
 * IWCOMPAT_IW_DIALECT); the golden runner sets it per case */
struct iwc_ctx;
int iwc_iw_dialect(const struct iwc_ctx *ctx);

/* "5.19" or "6.9": what "--version" says */
const char *iwc_iw_version(int iw);

/* ieee80211_frequency_to_channel(): 6.9's is 0 below 1000 MHz */
int iwc_iw_chan(int iw, int freq);

/* link and scan: "\tfreq: ..." with its kHz offset where 6.9 has one
 * (link: always, scan: when the kernel sent NL80211_BSS_FREQUENCY_OFFSET) */
void iwc_iw_bss_freq(int iw, FILE *f, const struct iwc_bss *b, bool link);

/* link's bss parameters: what comes before the flags, and the DTIM
 * period and beacon interval lines after them (a tab or a space after
 * each label) */
const char *iwc_iw_bss_flags_head(int iw);
void iwc_iw_bss_params(int iw, FILE *f, int dtim_period, int beacon_int);

/* a command's usage or help text as this iw has it (phy.c: "set freq"
 * takes 320MHz in 6.9; link.c: link's help says "connection") */
const char *iwc_iw_cmd_text(int iw, const char *text);

/* scan: whether a known element of @len bytes gets its printer (6.9:
 * not when empty, which then counts as unknown) */
bool iwc_iw_ie_printed(int iw, uint8_t len);

/* scan, Extended capabilities: capability bit @n beyond the names both
 * know (5.19 printed the bit's number within its byte, 6.9 the whole
 * number, and names 77..79) */
void iwc_iw_ext_capa_other(int iw, FILE *f, int n);

/* set freq|channel, util.c parse_freqchan(): 6.9 takes the S1G widths
 * "1MHz".."16MHz" as modes (@width: enum nl80211_chan_width), "320" as
 * a width with a center frequency, defaults to 16 MHz below 1000 MHz
 * and centres 320 MHz channels on 6 GHz blocks (5.19: on the control
 * frequency) */
bool iwc_iw_mode_extra(int iw, const char *name, uint32_t *width);
bool iwc_iw_width_extra(int iw, const char *name, uint32_t *width);
uint32_t iwc_iw_default_width(int iw, uint32_t freq);
uint32_t iwc_iw_center1_320(int iw, uint32_t freq);

/* phy info: an extended feature's name and text, or a command's name,
 * that only 6.9 knows (NULL otherwise) */
bool iwc_iw_ext_feat_extra(int iw, size_t idx, const char **name,
			   const char **desc);
const char *iwc_iw_command_extra(int iw, uint32_t cmd);

/* phy info: one frequency's "\t\t\t* 2412 MHz [1]" (6.9: "2412.0 MHz"
 * when the kernel sent NL80211_FREQUENCY_ATTR_OFFSET, no "[0]") */
void iwc_iw_phy_freq(int iw, FILE *f, uint32_t freq, bool has_offset,
		     uint32_t offset_khz);

/* phy info: 6.9's "Peer measurement (PMSR)" section (5.19: nothing) */
void iwc_iw_phy_pmsr(int iw, FILE *f, const struct iwc_nl80211_pmsr *pmsr);

/* phy info: "Maximum associated stations in AP mode" (5.19 reads u16):
 * the attribute read both ways */
uint32_t iwc_iw_max_ap_sta(int iw, uint16_t as_u16, uint32_t as_u32);

/* phy info, EHT: whether an iftype-data entry gets an EHT block at all
 * (6.9: only with EHT MAC capabilities), and its MCS/NSS rows (@he0:
 * HE PHY capabilities' first u16, @phy0: EHT PHY's first u32) */
bool iwc_iw_eht_shown(int iw, bool has_eht_mac);
void iwc_iw_eht_rows(int iw, FILE *f, const uint8_t mcs[13], uint32_t he0,
		     int band, uint32_t phy0);

#endif
