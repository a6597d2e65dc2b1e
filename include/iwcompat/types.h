/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * types.h - what iwcompat knows about a wireless device, independent of
 * how it was learnt (nl80211, a fake backend in the tests, ...).
 *
 * These structs hold facts as the kernel reports them over nl80211
 * (MHz, mBm, units of 100 kb/s). Turning them into what the old
 * Wireless Extensions ioctls would have answered is wext_view.c's job.
 */
#ifndef IWCOMPAT_TYPES_H
#define IWCOMPAT_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define IWC_IFNAMSIZ 16
#define IWC_ETH_ALEN 6
#define IWC_SSID_MAX 32
#define IWC_MAX_CHANNELS 256
#define IWC_MAX_CIPHERS 32

/* Same numbering as enum nl80211_iftype. */
enum iwc_iftype {
	IWC_IFTYPE_UNSPECIFIED = 0,
	IWC_IFTYPE_ADHOC = 1,
	IWC_IFTYPE_STATION = 2,
	IWC_IFTYPE_AP = 3,
	IWC_IFTYPE_AP_VLAN = 4,
	IWC_IFTYPE_WDS = 5,
	IWC_IFTYPE_MONITOR = 6,
	IWC_IFTYPE_MESH_POINT = 7,
	IWC_IFTYPE_P2P_CLIENT = 8,
	IWC_IFTYPE_P2P_GO = 9,
	IWC_IFTYPE_P2P_DEVICE = 10,
	IWC_IFTYPE_OCB = 11,
	IWC_IFTYPE_NAN = 12,
};

/* Same numbering as enum nl80211_band. */
enum iwc_band {
	IWC_BAND_2GHZ = 0,
	IWC_BAND_5GHZ = 1,
	IWC_BAND_60GHZ = 2,
	IWC_BAND_6GHZ = 3,
	IWC_BAND_S1GHZ = 4,
	IWC_BAND_LC = 5,
};

/* How the wiphy reports signal strength (cfg80211 signal_type). */
enum iwc_signal_type {
	IWC_SIGNAL_MBM = 0,	/* dBm: every mac80211 driver with SIGNAL_DBM */
	IWC_SIGNAL_UNSPEC,	/* 0..100 */
	IWC_SIGNAL_NONE,
};

/* NL80211_TXQ_STATS_*, in iw's column order */
enum iwc_txq_stat {
	IWC_TXQ_BACKLOG_BYTES,
	IWC_TXQ_BACKLOG_PACKETS,
	IWC_TXQ_FLOWS,
	IWC_TXQ_DROPS,
	IWC_TXQ_ECN_MARKS,
	IWC_TXQ_OVERLIMIT,
	IWC_TXQ_COLLISIONS,
	IWC_TXQ_TX_BYTES,
	IWC_TXQ_TX_PACKETS,
	IWC_TXQ_N,
};

/* A network interface as GET_INTERFACE describes it. */
#define IWC_MAX_MLO_LINKS 15		/* IEEE80211_MLD_MAX_NUM_LINKS */

/* GET_INTERFACE has one decoder (iwc_nl_parse_iface) for every front-end:
 * the legacy tools need ifindex and type (the decoder says -EINVAL
 * without them), native mode prints what is present, hence the has_*
 * bits. up, ps and rfkill_blocked come from other requests. */
struct iwc_iface {
	bool has_name;			/* NL80211_ATTR_IFNAME, not empty */
	char name[IWC_IFNAMSIZ];
	bool has_ifindex;
	int ifindex;
	bool has_wiphy;
	uint32_t wiphy;
	bool has_wdev;
	uint64_t wdev;			/* NL80211_ATTR_WDEV: names this wdev */
	bool has_iftype;
	enum iwc_iftype iftype;
	bool has_mac;
	uint8_t mac[IWC_ETH_ALEN];
	bool up;			/* IFF_UP (from sysfs) */

	/* NL80211_ATTR_SSID: for a station, the SSID element of the BSS
	 * it is connected to; for ad-hoc the IBSS SSID; for AP its SSID. */
	bool has_ssid;
	uint8_t ssid_len;		/* as received, may exceed 32 */
	uint8_t ssid[255];

	bool has_freq;			/* NL80211_ATTR_WIPHY_FREQ */
	uint32_t freq_mhz;

	bool has_txpower;		/* NL80211_ATTR_WIPHY_TX_POWER_LEVEL */
	int32_t txpower_mbm;

	/* the channel's definition, as iw prints it */
	bool has_width;
	uint32_t width;			/* enum nl80211_chan_width */
	bool has_center1;
	uint32_t center1_mhz;
	bool has_center2;
	uint32_t center2_mhz;
	bool has_chantype;
	uint32_t chantype;		/* enum nl80211_channel_type */

	bool has_txq;			/* NL80211_ATTR_TXQ_STATS */
	uint32_t txq_present;		/* bit per enum iwc_txq_stat */
	uint32_t txq[IWC_TXQ_N];
	bool has_4addr;			/* NL80211_ATTR_4ADDR */
	bool use_4addr;

	/* NL80211_ATTR_MLO_LINKS: a multi-link (Wi-Fi 7) connection. Each
	 * link has its own channel and tx power; the legacy display shows
	 * the link the connection is reported on first (see iwc_link). */
	bool mlo;
	size_t n_links;
	struct iwc_mlo_link {
		uint8_t id;
		bool has_freq;
		uint32_t freq_mhz;
		bool has_txpower;
		int32_t txpower_mbm;
	} links[IWC_MAX_MLO_LINKS];

	int ps;				/* power save: 1 on, 0 off, -1 unknown */
	bool rfkill_blocked;		/* wiphy rfkill soft or hard blocked */
};

/* GET_INTERFACE's dump, in the kernel's order */
struct iwc_iface_list {
	size_t n;
	struct iwc_iface *v;		/* malloc'd */
};

static inline void iwc_iface_list_free(struct iwc_iface_list *l)
{
	free(l->v);
	l->v = NULL;
	l->n = 0;
}

/* The station entry of the AP (or IBSS peer) an interface talks to. */
struct iwc_station {
	uint8_t addr[IWC_ETH_ALEN];

	bool has_signal;
	int8_t signal_dbm;

	bool has_tx_bitrate;
	uint32_t tx_bitrate;		/* units of 100 kb/s */

	bool has_rx_drop_misc;
	uint64_t rx_drop_misc;

	bool has_tx_failed;
	uint32_t tx_failed;

	bool has_beacon_loss;
	uint32_t beacon_loss;
};

/* Who an interface is linked to: for a station the AP it is connected
 * to (with that station entry's statistics), for ad-hoc the IBSS. */
struct iwc_link {
	bool has_bssid;			/* the current BSS (cfg80211 current_bss) */
	uint8_t bssid[IWC_ETH_ALEN];
	uint32_t freq_mhz;		/* its channel */
	bool has_ssid;			/* its SSID element, if it has one */
	uint8_t ssid_len;		/* may exceed 32 (hostile beacon) */
	uint8_t ssid[255];
	bool has_station;		/* the station entry of the BSSID */
	struct iwc_station sta;
	/* multi-link connection: the link shown (the lowest link ID among
	 * the BSSes the scan dump marks associated) and the AP MLD's
	 * address, which names the station entry */
	int mlo_link_id;		/* -1: not multi-link */
	bool has_mld_addr;
	uint8_t mld_addr[IWC_ETH_ALEN];
};

#define IWC_MAX_BAND_RATES 32

struct iwc_channel {
	uint32_t freq_mhz;
	int chan;
	enum iwc_band band;
	bool disabled;
	bool no_ir;
};

/* A wiphy as GET_WIPHY describes it (only what the tools need). */
struct iwc_wiphy {
	uint32_t index;
	char name[32];

	bool has_retry;
	uint8_t retry_short;
	uint8_t retry_long;
	bool has_rts;
	uint32_t rts_threshold;		/* (u32)-1 means off */
	bool has_frag;
	uint32_t frag_threshold;

	enum iwc_signal_type signal_type;
	int max_scan_ssids;

	size_t n_channels;		/* in band order, driver order within */
	struct iwc_channel channels[IWC_MAX_CHANNELS];

	size_t n_ciphers;
	uint32_t ciphers[IWC_MAX_CIPHERS];

	/* legacy bit rates per band, units of 100 kb/s, driver order */
	uint8_t n_rates[6];
	uint16_t rates[6][IWC_MAX_BAND_RATES];
	bool has_band[6];
	bool band_vht[6];		/* NL80211_BAND_ATTR_VHT_CAPA */
};

/* What the driver can do, where cfg80211's WEXT handlers branch on the
 * driver's ops (rdev->ops) rather than on the state: iwc_backend's
 * drv_caps fills in the facts asked for (IWC_DRV_*), for settings only.
 * See docs/fullmac.md. */
enum {
	IWC_DRV_CMDS = 1 << 0,		/* sme, keys, bitrate_mask */
	IWC_DRV_TXPOWER = 1 << 1,	/* set_tx_power */
	IWC_DRV_PS = 1 << 2,		/* set_power_mgmt */
};

struct iwc_drv_caps {
	unsigned int known;		/* IWC_DRV_* filled in */
	/* AUTHENTICATE and ASSOCIATE among the supported commands (the
	 * auth/assoc ops, mac80211): cfg80211's SME makes the connections
	 * (wdev->conn); without them the driver connects (fullmac) */
	bool sme;
	bool keys;			/* NEW_KEY: add_key (+ del_key, set_default_key) */
	bool bitrate_mask;		/* SET_TX_BITRATE_MASK */
	bool set_tx_power;
	bool set_power_mgmt;
};

/* What NL80211_CMD_CONNECT / JOIN_IBSS get: the stored WEXT parameters. */
struct iwc_connect_params {
	uint8_t ssid_len;
	uint8_t ssid[IWC_SSID_MAX];
	bool has_bssid;
	uint8_t bssid[IWC_ETH_ALEN];
	uint32_t freq_mhz;		/* 0: any */
	bool privacy;
	int default_key;		/* -1: none */
	uint8_t key_len[4];
	uint8_t key[4][16];
	/* CONNECT only: the connection's BSSID, a reassociation
	 * (NL80211_ATTR_PREV_BSSID) */
	bool has_prev_bssid;
	uint8_t prev_bssid[IWC_ETH_ALEN];
};

/* SET_WIPHY thresholds; a negative field is left alone. */
struct iwc_wiphy_params {
	int retry_short;
	int retry_long;
	int64_t rts;			/* (u32)-1 = off */
	int64_t frag;
};

/* Legacy rates allowed per band, in units of 500 kb/s (as
 * NL80211_TXRATE_LEGACY takes them). */
struct iwc_rate_mask {
	bool has_band[6];
	bool vht[6];			/* the band has VHT rates to clear */
	uint8_t n_legacy[6];
	uint8_t legacy[6][IWC_MAX_BAND_RATES];
};

/* One BSS of a scan dump (NL80211_ATTR_BSS). */
struct iwc_bss {
	uint8_t bssid[IWC_ETH_ALEN];
	uint32_t freq_mhz;
	bool has_tsf;
	uint64_t tsf;			/* NL80211_BSS_TSF */
	uint16_t capability;
	bool has_signal_mbm;
	int32_t signal_mbm;
	bool has_signal_unspec;
	uint8_t signal_unspec;
	bool has_seen_ms_ago;
	uint32_t seen_ms_ago;
	int status;			/* NL80211_BSS_STATUS_*, -1 if none */
	int mlo_link_id;		/* NL80211_BSS_MLO_LINK_ID, -1 if none */
	bool has_mld_addr;		/* NL80211_BSS_MLD_ADDR */
	uint8_t mld_addr[IWC_ETH_ALEN];
	bool presp;			/* NL80211_BSS_PRESP_DATA */
	/* NL80211_BSS_INFORMATION_ELEMENTS: untrusted bytes from the air */
	size_t ies_len;
	uint8_t *ies;
	size_t beacon_ies_len;
	uint8_t *beacon_ies;
	/* what "iw scan dump" prints besides (native_scan.c) */
	bool has_freq;			/* NL80211_BSS_FREQUENCY present */
	bool has_freq_offset;		/* NL80211_BSS_FREQUENCY_OFFSET (kHz) */
	uint32_t freq_offset_khz;
	bool has_capability;
	bool has_beacon_interval;
	uint16_t beacon_interval;	/* TUs */
	bool has_boottime;
	uint64_t last_seen_boottime;	/* ns, NL80211_BSS_LAST_SEEN_BOOTTIME */
};

/* The BSS list of a wiphy, in the kernel's order (first seen first). */
struct iwc_scan_result {
	size_t n;
	size_t cap;
	struct iwc_bss *bss;		/* ies point into per-BSS allocations */
};

void iwc_scan_result_free(struct iwc_scan_result *res);

/* A list of interface names (e.g. /proc/net/dev order). */
struct iwc_name_list {
	size_t n;
	char (*names)[IWC_IFNAMSIZ];	/* malloc'd, free() it */
};

void iwc_name_list_free(struct iwc_name_list *list);

#endif
