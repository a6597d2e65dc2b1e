/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * units.h - value <-> text helpers with the exact wireless-tools
 * formats. Pure functions writing into caller buffers.
 */
#ifndef IWCOMPAT_UNITS_H
#define IWCOMPAT_UNITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define IWC_KILO 1e3
#define IWC_MEGA 1e6
#define IWC_GIGA 1e9

/* iw_freq: value = m * 10^e (e == 0 and small m: a channel number). */
struct iwc_freq {
	int32_t m;
	int16_t e;
	uint8_t i;
	uint8_t flags;
};

/* iw_param */
struct iwc_param {
	int32_t value;
	bool fixed;
	bool disabled;
	uint16_t flags;
};

/* Flags, with the wireless.h values the tools test. */
#define IWC_FREQ_FIXED		0x01

#define IWC_TXPOW_DBM		0x0000
#define IWC_TXPOW_MWATT		0x0001
#define IWC_TXPOW_RELATIVE	0x0002
#define IWC_TXPOW_TYPE		0x00FF
#define IWC_TXPOW_RANGE		0x1000

#define IWC_RETRY_ON		0x0000
#define IWC_RETRY_TYPE		0xF000
#define IWC_RETRY_LIMIT		0x1000
#define IWC_RETRY_LIFETIME	0x2000
#define IWC_RETRY_MODIFIER	0x00FF
#define IWC_RETRY_MIN		0x0001
#define IWC_RETRY_MAX		0x0002
#define IWC_RETRY_RELATIVE	0x0004
#define IWC_RETRY_SHORT		0x0010
#define IWC_RETRY_LONG		0x0020

#define IWC_POWER_ON		0x0000
#define IWC_POWER_TYPE		0xF000
#define IWC_POWER_PERIOD	0x1000
#define IWC_POWER_TIMEOUT	0x2000
#define IWC_POWER_SAVING	0x4000
#define IWC_POWER_MODE		0x0F00
#define IWC_POWER_UNICAST_R	0x0100
#define IWC_POWER_MULTICAST_R	0x0200
#define IWC_POWER_ALL_R		0x0300
#define IWC_POWER_FORCE_S	0x0400
#define IWC_POWER_REPEATER	0x0800
#define IWC_POWER_MODIFIER	0x000F
#define IWC_POWER_MIN		0x0001
#define IWC_POWER_MAX		0x0002
#define IWC_POWER_RELATIVE	0x0004

#define IWC_ENCODE_INDEX	0x00FF
#define IWC_ENCODE_FLAGS	0xFF00
#define IWC_ENCODE_MODE		0xF000
#define IWC_ENCODE_DISABLED	0x8000
#define IWC_ENCODE_ENABLED	0x0000
#define IWC_ENCODE_RESTRICTED	0x4000
#define IWC_ENCODE_OPEN		0x2000
#define IWC_ENCODE_NOKEY	0x0800
#define IWC_ENCODE_TEMP		0x0400

#define IWC_QUAL_QUAL_UPDATED	0x01
#define IWC_QUAL_LEVEL_UPDATED	0x02
#define IWC_QUAL_NOISE_UPDATED	0x04
#define IWC_QUAL_ALL_UPDATED	0x07
#define IWC_QUAL_DBM		0x08
#define IWC_QUAL_QUAL_INVALID	0x10
#define IWC_QUAL_LEVEL_INVALID	0x20
#define IWC_QUAL_NOISE_INVALID	0x40
#define IWC_QUAL_RCPI		0x80

/* WEXT operation modes (IW_MODE_*). */
enum iwc_wext_mode {
	IWC_MODE_AUTO = 0,
	IWC_MODE_ADHOC = 1,
	IWC_MODE_INFRA = 2,
	IWC_MODE_MASTER = 3,
	IWC_MODE_REPEAT = 4,
	IWC_MODE_SECOND = 5,
	IWC_MODE_MONITOR = 6,
	IWC_MODE_MESH = 7,
	IWC_NUM_OPER_MODE = 7,
};

/* iw_quality */
struct iwc_qual {
	uint8_t qual;
	uint8_t level;
	uint8_t noise;
	uint8_t updated;
};

struct iwc_wext_range;

/* Name of a WEXT mode; "Unknown/bug" for anything >= 7. */
const char *iwc_mode_name(int mode);

double iwc_freq2float(const struct iwc_freq *f);

/* What snprintf(buf, len, "%g", v) writes, and its return value. */
int iwc_fmt_g(char *buf, size_t len, double v);
/* The same into @out, in integers, for the values whose digits that
 * can settle (the fixed-point ones, not within 1e-6 of a rounding
 * half): the length, or -1 for a value left to snprintf. */
#define IWC_FMT_G_FIXED_MAX 16
int iwc_fmt_g_fixed(char out[IWC_FMT_G_FIXED_MAX], double v);
/* "%g GHz" and friends; below 1000 a bare channel number. */
void iwc_print_freq_value(char *buf, size_t len, double freq);
/* Frequency:X / Channel:X, with "(Channel N)" when channel >= 0. */
void iwc_print_freq(char *buf, size_t len, double freq, int channel,
		    int freq_flags);
void iwc_print_bitrate(char *buf, size_t len, int bitrate);
void iwc_print_txpower(char *buf, size_t len, const struct iwc_param *txpower);
void iwc_print_stats(char *buf, size_t len, const struct iwc_qual *qual,
		     const struct iwc_wext_range *range, bool has_range);
void iwc_print_key(char *buf, size_t len, const uint8_t *key, int key_size,
		   int key_flags);
/* A key as every wireless-tools program printed one after its label:
 * iw_print_key(), then " [index]" (above 1) and the security modes. */
void iwc_fputs_key(FILE *f, const uint8_t *key, int key_size, int key_flags);
void iwc_print_pm_value(char *buf, size_t len, int value, int flags);
void iwc_print_pm_mode(char *buf, size_t len, int flags);
void iwc_print_retry_value(char *buf, size_t len, int value, int flags);

/* dest must hold 4 * slen + 1 bytes. */
void iwc_essid_escape(char *dest, const uint8_t *src, size_t slen);

/* %02X:... ; buf >= 18 bytes. */
void iwc_ether_ntop(const uint8_t *mac, char *buf);
/* Same, with Not-Associated / Invalid / None for the special values. */
void iwc_sawap_ntop(const uint8_t *mac, char *buf);

/* ieee80211_frequency_to_channel(); 0 if unknown. */
int iwc_freq_to_chan(uint32_t mhz);
/* iw's ieee80211_frequency_to_channel() (native mode prints iw's
 * numbers): signed arithmetic, 6 GHz from 5950 MHz; 0 if unknown. */
int iwc_iw_freq_to_chan(int freq);

/*
 * The conversions of a setting, one for every caller (iwconfig's
 * settings, explain, native "set freq|channel|txpower"):
 *
 * iwc_chan_to_mhz(): iw's and the kernel's ieee80211_channel_to_frequency()
 * with their band choice (channels up to 14 in 2.4 GHz, the others in
 * 5 GHz): MHz, 0 for a channel <= 0. Their int arithmetic wraps for a
 * huge channel (the kernel builds with -fno-strict-overflow, iw's
 * compiler does the same in practice); here it wraps in unsigned
 * arithmetic, so the same bits without undefined behaviour.
 *
 * iwc_wext_freq_mhz(): cfg80211_wext_freq() on an iw_freq: a channel
 * (e == 0) through ieee80211_channel_to_frequency() and its kHz round
 * trip (u32), or m * 10^e Hz in MHz; 0 for "auto" (a negative channel,
 * or one the kernel's arithmetic leaves below 1 MHz), -EINVAL for an
 * exponent above 6. A frequency no wiphy has is refused by its caller.
 *
 * iwc_dbm_to_mbm(): the kernel's DBM_TO_MBM() on an int, wrapping.
 */
uint32_t iwc_chan_to_mhz(int32_t chan);
int iwc_wext_freq_mhz(int32_t m, int16_t e);
int32_t iwc_dbm_to_mbm(int32_t dbm);

/* The channel number a WEXT frequency below 1000 stands for, as
 * wireless-tools' (int) cast truncates it; -1 (no channel) where that
 * cast is undefined or negative: NaN, -1 or below, INT_MAX or above. */
int iwc_wext_chan_of(double freq);
/* The largest frequency in MHz a JSON writer shows (an int64 after
 * rounding); a WEXT driver's m * 10^e beyond it has no freq_mhz key. */
#define IWC_JSON_MHZ_MAX 9.2e18

int iwc_dbm2mwatt(int dbm);
int iwc_mwatt2dbm(int mw);

/*
 * libm's pow and log10, as wireless-tools computes with them (src/util/libm.c):
 * the very functions of glibc's libm, loaded on first use in a dynamic
 * build, so that commands which never need them (iwconfig IF, iwgetid)
 * do not map libm at start (docs/performance.md).
 */
double iwc_pow(double x, double y);
double iwc_log10(double x);
/* pow(10, e), exact without libm for 0 <= e <= 22 (10^e is a double). */
double iwc_pow10(int e);
/* llround(x) for |x| < 2^62: halfway cases away from zero. */
long long iwc_llround(double x);

#endif
