/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext.h - what the kernel's cfg80211 Wireless Extensions compatibility
 * layer (net/wireless/wext-compat.c) would have answered, rebuilt from
 * nl80211 facts. One function per WEXT GET request; each returns 0 or
 * the negative errno the ioctl would have failed with, so the tools can
 * keep wireless-tools' "show the field only if the request worked"
 * logic unchanged.
 */
#ifndef IWCOMPAT_WEXT_H
#define IWCOMPAT_WEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "iwcompat/types.h"
#include "iwcompat/units.h"

#define IWC_MAX_FREQUENCIES 32
#define IWC_MAX_ENCODING_SIZES 8
#define IWC_WEXT_KEY_MAX 64

/* The subset of struct iw_range that cfg80211 fills in. */
struct iwc_wext_range {
	int we_version_compiled;	/* 22 */
	int we_version_source;		/* 21 */
	struct iwc_qual max_qual;
	struct iwc_qual avg_qual;
	int num_channels;
	int num_frequency;
	struct iwc_freq freq[IWC_MAX_FREQUENCIES];
	int num_encoding_sizes;
	uint16_t encoding_size[IWC_MAX_ENCODING_SIZES];
	int max_encoding_tokens;
	uint32_t enc_capa;
	int min_rts, max_rts;
	int min_frag, max_frag;
	int min_retry, max_retry;
	uint16_t retry_capa, retry_flags;
	uint8_t scan_capa;
	int num_event_cmds;
	uint16_t event_cmds[8];		/* WEXT events the driver sends */
	int sensitivity;		/* WEXT drivers only (cfg80211: 0) */
};

/* WEXT-only state that nl80211 does not keep (kept by iwcompat itself,
 * see the settings code). All-zero means "nothing stored". */
struct iwc_wext_state {
	bool has_ssid;
	uint8_t ssid_len;
	uint8_t ssid[IWC_SSID_MAX];
	bool has_bssid;
	uint8_t bssid[IWC_ETH_ALEN];
	bool has_freq;
	uint32_t freq_mhz;
	int default_key;		/* -1: none */
	uint8_t key_len[4];
	uint8_t key[4][16];
	/* cfg80211's own SME was asked to connect with these (wdev->conn) */
	bool sme;
	/* names the link-up watcher in charge of these settings (0: none) */
	uint64_t watch;
};

/* The answers of all the GET requests iwconfig issues. */
struct iwc_wext_info {
	char name[16];			/* SIOCGIWNAME */

	bool has_freq;
	double freq;
	int freq_flags;

	bool has_key;
	uint8_t key[IWC_WEXT_KEY_MAX];
	int key_size;
	int key_flags;

	bool has_essid;
	int essid_on;
	uint8_t essid[IWC_SSID_MAX + 2];
	int essid_len;

	bool has_mode;
	int mode;

	/* what only WEXT drivers answer (the fallback; never cfg80211) */
	bool has_nwid;
	struct iwc_param nwid;
	bool has_nickname;
	char nickname[IWC_SSID_MAX + 2];
	bool has_sens;
	struct iwc_param sens;

	bool has_range;
	struct iwc_wext_range range;

	bool has_ap_addr;
	uint8_t ap_addr[IWC_ETH_ALEN];

	bool has_bitrate;
	struct iwc_param bitrate;

	bool has_power;
	struct iwc_param power;

	bool has_stats;
	struct iwc_qual qual;
	uint32_t discard_nwid, discard_code, discard_fragment;
	uint32_t discard_retries, discard_misc, miss_beacon;

	bool has_txpower;
	struct iwc_param txpower;

	bool has_retry;
	struct iwc_param retry;

	bool has_rts;
	struct iwc_param rts;

	bool has_frag;
	struct iwc_param frag;
};

/* Everything known about one interface, as collected by a tool. */
struct iwc_wext_src {
	const struct iwc_iface *iface;
	const struct iwc_link *link;		/* NULL: not linked */
	const struct iwc_wiphy *wiphy;		/* NULL: unknown */
	const struct iwc_wext_state *state;	/* NULL: nothing stored */
	bool privileged;
};

int iwc_wext_giwmode(const struct iwc_wext_src *s, int *ret_mode);
int iwc_wext_giwfreq(const struct iwc_wext_src *s, struct iwc_freq *ret);
int iwc_wext_giwessid(const struct iwc_wext_src *s, uint8_t *ret_essid,
		      int *ret_len, int *ret_flags);
int iwc_wext_giwap(const struct iwc_wext_src *s, uint8_t *ret_addr);
int iwc_wext_giwrate(const struct iwc_wext_src *s, struct iwc_param *ret);
int iwc_wext_giwtxpow(const struct iwc_wext_src *s, uint16_t in_flags,
		      struct iwc_param *ret);
int iwc_wext_giwretry(const struct iwc_wext_src *s, uint16_t in_flags,
		      struct iwc_param *ret);
int iwc_wext_giwrts(const struct iwc_wext_src *s, struct iwc_param *ret);
int iwc_wext_giwfrag(const struct iwc_wext_src *s, struct iwc_param *ret);
int iwc_wext_giwencode(const struct iwc_wext_src *s, int in_index,
		       uint8_t *ret_key, int *ret_len, int *ret_flags);
int iwc_wext_giwpower(const struct iwc_wext_src *s, struct iwc_param *ret);
int iwc_wext_giwstats(const struct iwc_wext_src *s, struct iwc_wext_info *ret);
int iwc_wext_giwrange(const struct iwc_wext_src *s,
		      struct iwc_wext_range *ret);

/* iwconfig's get_info(): every request in wireless-tools' order. */
void iwc_wext_collect(const struct iwc_wext_src *s, struct iwc_wext_info *ret);

/* iw_freq_to_channel(): -1 below 1000, -2 if not in the range. */
/* A scanned BSS's quality as cfg80211's ieee80211_bss() reports it
 * (IWEVQUAL: dBm clamped to -110..-40 for the quality, or the unspecified
 * signal as both); false for a wiphy of signal type none (no event). */
bool iwc_wext_bss_qual(const struct iwc_bss *bss, struct iwc_qual *ret);
int iwc_wext_freq_to_channel(double freq, const struct iwc_wext_range *range);
/* iwgetid -c: the channel of a GIWFREQ answer (a value below 1000 is
 * already a channel), or -1 if the range does not know the frequency. */
int iwc_wext_freq_channel(const struct iwc_freq *f,
			  const struct iwc_wext_range *range);
/* iw_channel_to_freq(): the channel, with its frequency in *ret_freq, or
 * -1/-2 (*ret_freq untouched). (Checked against the real iwevent in the
 * VM: "Set Frequency=2.437 GHz (Channel 6)" for a channel-6 event.) */
int iwc_wext_channel_to_freq(int channel, double *ret_freq,
			     const struct iwc_wext_range *range);

#endif
