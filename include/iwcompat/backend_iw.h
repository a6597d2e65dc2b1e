/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_iw.h - the facts and requests of iw's commands (native mode,
 * "iwcompat dev|phy|reg ..."): every attribute of a GET_INTERFACE or
 * GET_STATION reply with its presence (iw prints what is present), the
 * regulatory domains, and the TRIGGER_SCAN, CONNECT and channel
 * requests as iw builds them: the types of the iw operations of struct
 * iwc_backend (backend.h). The kernel layer fills them, the front-ends
 * print them.
 */
#ifndef IWCOMPAT_BACKEND_IW_H
#define IWCOMPAT_BACKEND_IW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "iwcompat/types.h"

/* NL80211_RATE_INFO_* u8 fields, in iw's print order */
enum iwc_rate_u8 {
	IWC_RATE_MCS,
	IWC_RATE_VHT_MCS,
	IWC_RATE_VHT_NSS,
	IWC_RATE_HE_MCS,
	IWC_RATE_HE_NSS,
	IWC_RATE_HE_GI,
	IWC_RATE_HE_DCM,
	IWC_RATE_HE_RU_ALLOC,
	IWC_RATE_EHT_MCS,
	IWC_RATE_EHT_NSS,
	IWC_RATE_EHT_GI,
	IWC_RATE_EHT_RU_ALLOC,
	IWC_RATE_U8_N,
};

struct iwc_nat_rate {
	bool parsed;			/* the nest parsed */
	uint32_t bitrate;		/* 100 kb/s; 0 unknown */
	uint32_t u8_present;		/* bit per enum iwc_rate_u8 */
	uint8_t u8[IWC_RATE_U8_N];
	bool w40, w80, w80p80, w160, w320, short_gi;
};

/* The STA_INFO fields "iw dev IF link" prints. */
struct iwc_nat_sta {
	bool has_rx;			/* both RX_BYTES and RX_PACKETS */
	uint32_t rx_bytes, rx_packets;
	bool has_tx;
	uint32_t tx_bytes, tx_packets;
	bool has_signal;
	int8_t signal_dbm;
	bool has_rx_rate;
	struct iwc_nat_rate rx_rate;
	bool has_tx_rate;
	struct iwc_nat_rate tx_rate;
	bool has_bss_param;
	bool cts_prot, short_preamble, short_slot;
	uint8_t dtim_period;
	uint16_t beacon_int;
};

#define IWC_MAX_REG_RULES 64

struct iwc_reg_rule {
	uint32_t flags;			/* NL80211_RRF_* */
	uint32_t start_khz, end_khz, max_bw_khz;
	uint32_t max_ant_gain_mbi, max_eirp_mbm;
	bool has_cac;
	uint32_t cac_ms;
};

/* One regulatory domain of a GET_REG dump (the global one, or a
 * wiphy's own). */
struct iwc_regdom {
	bool has_alpha2;
	char alpha2[2];
	bool has_rules;
	bool has_wiphy;
	uint32_t wiphy;
	bool self_managed;
	bool has_dfs;
	uint8_t dfs_region;
	size_t n_rules;
	struct iwc_reg_rule rules[IWC_MAX_REG_RULES];
};

struct iwc_regdom_list {
	size_t n;
	struct iwc_regdom *v;		/* malloc'd */
};

/* Every STA_INFO field "iw dev IF station dump|get" prints, in its
 * order; u64 values for all numbers, a presence bit each. */
enum iwc_sta_field {
	IWC_STA_INACTIVE_TIME,		/* u32 ms */
	IWC_STA_RX_BYTES,		/* u32 */
	IWC_STA_RX_BYTES64,
	IWC_STA_RX_PACKETS,
	IWC_STA_TX_BYTES,
	IWC_STA_TX_BYTES64,
	IWC_STA_TX_PACKETS,
	IWC_STA_TX_RETRIES,
	IWC_STA_TX_FAILED,
	IWC_STA_BEACON_LOSS,
	IWC_STA_BEACON_RX,		/* u64 */
	IWC_STA_RX_DROP_MISC,		/* u64 */
	IWC_STA_SIGNAL,			/* s8 */
	IWC_STA_SIGNAL_AVG,		/* s8 */
	IWC_STA_BEACON_SIGNAL_AVG,	/* s8 */
	IWC_STA_T_OFFSET,		/* u64 us */
	IWC_STA_TX_DURATION,		/* u64 us */
	IWC_STA_RX_DURATION,		/* u64 us */
	IWC_STA_ACK_SIGNAL,		/* s8 */
	IWC_STA_ACK_SIGNAL_AVG,		/* s8 */
	IWC_STA_AIRTIME_WEIGHT,		/* u16 */
	IWC_STA_EXPECTED_THROUGHPUT,	/* u32 kb/s */
	IWC_STA_LLID,			/* u16 */
	IWC_STA_PLID,			/* u16 */
	IWC_STA_PLINK_STATE,		/* u8 */
	IWC_STA_AIRTIME_LINK_METRIC,	/* u32 */
	IWC_STA_CONNECTED_TO_GATE,	/* u8 */
	IWC_STA_CONNECTED_TO_AS,	/* u8 */
	IWC_STA_LOCAL_PM,		/* u32 */
	IWC_STA_PEER_PM,
	IWC_STA_NONPEER_PM,
	IWC_STA_CONNECTED_TIME,		/* u32 s */
	IWC_STA_ASSOC_AT_BOOTTIME,	/* u64 ns */
	IWC_STA_N,
};

#define IWC_MAX_CHAINS 8

/* One NL80211_STA_INFO_TID_STATS entry ("station dump -v"), in the
 * kernel's order. */
enum iwc_tid_stat {
	IWC_TID_RX_MSDU,
	IWC_TID_TX_MSDU,
	IWC_TID_TX_MSDU_RETRIES,
	IWC_TID_TX_MSDU_FAILED,
	IWC_TID_N,
};

#define IWC_MAX_TIDS 17

struct iwc_nat_tid {
	uint8_t tid;			/* the nested attribute's type - 1 */
	uint32_t present;		/* bit per enum iwc_tid_stat */
	uint64_t v[IWC_TID_N];
	bool has_txq;
	uint32_t txq_present;		/* bit per enum iwc_txq_stat */
	uint32_t txq[IWC_TXQ_N];
};

struct iwc_nat_station {
	bool has_mac;
	uint8_t mac[IWC_ETH_ALEN];
	bool has_ifindex;
	uint32_t ifindex;
	char ifname[IWC_IFNAMSIZ];	/* if_indextoname(ifindex) */
	uint64_t present;		/* bit per enum iwc_sta_field */
	uint64_t v[IWC_STA_N];
	uint8_t n_chain, n_chain_avg;
	int8_t chain[IWC_MAX_CHAINS], chain_avg[IWC_MAX_CHAINS];
	bool has_tx_rate, has_rx_rate;
	struct iwc_nat_rate tx_rate, rx_rate;
	bool has_flags;
	uint32_t flags_mask, flags_set;	/* nl80211_sta_flag_update */
	bool has_bss_param;
	bool has_dtim, has_beacon_int;
	uint8_t dtim_period;
	uint16_t beacon_int;
	bool cts_prot, short_preamble, short_slot;
	bool has_tid_stats;
	uint8_t n_tid;
	struct iwc_nat_tid tid[IWC_MAX_TIDS];
	/* the clocks when the reply was read (iw's "current time") */
	uint64_t now_ms;		/* gettimeofday, ms */
	uint64_t boot_ns;		/* CLOCK_BOOTTIME */
};

struct iwc_nat_station_list {
	size_t n;
	struct iwc_nat_station *v;	/* malloc'd */
};

struct iwc_nl80211_wiphy;	/* nl80211_wiphy.h */
/* one GET_WIPHY message, decoded: @msg is the callee's to keep (move it
 * out and zero it) or leave, and its caller's to free after the call */
typedef int (*iwc_nat_wiphy_cb)(struct iwc_nl80211_wiphy *msg, void *arg);
struct iwc_nl80211_event;	/* nl80211_event.h */
/* one nl80211 multicast message, decoded */
typedef int (*iwc_nat_event_cb)(const struct iwc_nl80211_event *ev, void *arg);
/* A TRIGGER_SCAN request as "iw dev IF scan trigger" builds it. */
struct iwc_nat_scan_req {
	bool have_freqs;		/* SCAN_FREQUENCIES, even if empty */
	size_t n_freqs;
	const uint32_t *freqs;
	bool have_ssids;		/* else the wildcard SSID */
	size_t n_ssids;
	char *const *ssids;		/* as given (NUL-terminated) */
	bool passive;			/* no SCAN_SSIDS at all */
	uint32_t flags;			/* NL80211_SCAN_FLAG_*, 0: none */
	size_t ies_len;
	const uint8_t *ies;		/* NULL: no ATTR_IE */
	uint16_t duration;		/* TUs, 0: none */
	bool duration_mandatory;
	bool has_rand;			/* ATTR_MAC and ATTR_MAC_MASK */
	uint8_t rand_addr[IWC_ETH_ALEN], rand_mask[IWC_ETH_ALEN];
};

/* A channel definition as iw's parse_freqchan() builds it */
struct iwc_nat_chandef {
	uint32_t control_mhz;
	uint32_t width;			/* enum nl80211_chan_width */
	uint32_t center1_mhz;		/* 0: none */
	uint32_t center2_mhz;		/* 0: none */
};

#define IWC_NAT_MAX_KEYS 16

/* "connect" as iw's iw_conn() puts it into NL80211_CMD_CONNECT; the
 * nl80211 backend builds iwconfig's CONNECT and JOIN_IBSS from it too */
struct iwc_nat_connect {
	size_t ssid_len;		/* unchecked: the kernel judges */
	uint8_t ssid[256];
	bool has_freq;
	uint32_t freq_mhz;
	bool has_bssid;
	uint8_t bssid[IWC_ETH_ALEN];
	bool has_auth;
	uint32_t auth_type;		/* enum nl80211_auth_type */
	bool privacy;			/* WEP keys follow */
	size_t n_keys;
	struct {
		bool def;
		uint8_t idx;
		uint32_t cipher;
		uint8_t len;
		uint8_t data[16];	/* WEP: 5 or 13 bytes */
	} keys[IWC_NAT_MAX_KEYS];
	bool has_psk;			/* psk:... <AKM> <pairwise> <group> */
	uint8_t pmk[32];
	uint32_t akm, pairwise, group;
	bool has_mfp;
	uint32_t mfp;			/* enum nl80211_mfp */
	/* iwconfig's reassociation (NL80211_ATTR_PREV_BSSID) */
	bool has_prev_bssid;
	uint8_t prev_bssid[IWC_ETH_ALEN];
};

/* The NL80211_CMD_CONNECT event "connect -w" waited for */
struct iwc_nat_connect_event {
	bool has_ifindex, has_wiphy, has_wdev;
	uint32_t ifindex, wiphy;
	uint64_t wdev;
	char ifname[IWC_IFNAMSIZ];	/* "" when it could not be named */
	bool timed_out;
	bool has_status;
	uint16_t status;
	bool has_mac;
	uint8_t mac[IWC_ETH_ALEN];
};

#endif
