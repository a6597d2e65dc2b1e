/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_phy_names.c - iw's names for what "phy PHY info" lists
 * (native_phy.c, native_phy_json.c): nl80211 commands, extended
 * features, feature flags and cipher suites; iw 5.19's tables, with
 * iw 6.9's additions from native_dialect.c.
 */
#include <stdbool.h>
#include <stdio.h>

#include <linux/nl80211.h>

#include "iwcompat/native.h"
#include "native_dialect.h"
#include "native_phy.h"

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

/* iw 5.19's nl80211-commands.inc, generated from its nl80211.h: the
 * command names it knows */
static const char *const cmd_names[] = {
	[0] = "unspec",
	[1] = "get_wiphy",
	[2] = "set_wiphy",
	[3] = "new_wiphy",
	[4] = "del_wiphy",
	[5] = "get_interface",
	[6] = "set_interface",
	[7] = "new_interface",
	[8] = "del_interface",
	[9] = "get_key",
	[10] = "set_key",
	[11] = "new_key",
	[12] = "del_key",
	[13] = "get_beacon",
	[14] = "set_beacon",
	[15] = "start_ap",
	[16] = "stop_ap",
	[17] = "get_station",
	[18] = "set_station",
	[19] = "new_station",
	[20] = "del_station",
	[21] = "get_mpath",
	[22] = "set_mpath",
	[23] = "new_mpath",
	[24] = "del_mpath",
	[25] = "set_bss",
	[26] = "set_reg",
	[27] = "req_set_reg",
	[28] = "get_mesh_config",
	[29] = "set_mesh_config",
	[31] = "get_reg",
	[32] = "get_scan",
	[33] = "trigger_scan",
	[34] = "new_scan_results",
	[35] = "scan_aborted",
	[36] = "reg_change",
	[37] = "authenticate",
	[38] = "associate",
	[39] = "deauthenticate",
	[40] = "disassociate",
	[41] = "michael_mic_failure",
	[42] = "reg_beacon_hint",
	[43] = "join_ibss",
	[44] = "leave_ibss",
	[45] = "testmode",
	[46] = "connect",
	[47] = "roam",
	[48] = "disconnect",
	[49] = "set_wiphy_netns",
	[50] = "get_survey",
	[51] = "new_survey_results",
	[52] = "set_pmksa",
	[53] = "del_pmksa",
	[54] = "flush_pmksa",
	[55] = "remain_on_channel",
	[56] = "cancel_remain_on_channel",
	[57] = "set_tx_bitrate_mask",
	[58] = "register_frame",
	[59] = "frame",
	[60] = "frame_tx_status",
	[61] = "set_power_save",
	[62] = "get_power_save",
	[63] = "set_cqm",
	[64] = "notify_cqm",
	[65] = "set_channel",
	[66] = "set_wds_peer",
	[67] = "frame_wait_cancel",
	[68] = "join_mesh",
	[69] = "leave_mesh",
	[70] = "unprot_deauthenticate",
	[71] = "unprot_disassociate",
	[72] = "new_peer_candidate",
	[73] = "get_wowlan",
	[74] = "set_wowlan",
	[75] = "start_sched_scan",
	[76] = "stop_sched_scan",
	[77] = "sched_scan_results",
	[78] = "sched_scan_stopped",
	[79] = "set_rekey_offload",
	[80] = "pmksa_candidate",
	[81] = "tdls_oper",
	[82] = "tdls_mgmt",
	[83] = "unexpected_frame",
	[84] = "probe_client",
	[85] = "register_beacons",
	[86] = "unexpected_4addr_frame",
	[87] = "set_noack_map",
	[88] = "ch_switch_notify",
	[89] = "start_p2p_device",
	[90] = "stop_p2p_device",
	[91] = "conn_failed",
	[92] = "set_mcast_rate",
	[93] = "set_mac_acl",
	[94] = "radar_detect",
	[95] = "get_protocol_features",
	[96] = "update_ft_ies",
	[97] = "ft_event",
	[98] = "crit_protocol_start",
	[99] = "crit_protocol_stop",
	[100] = "get_coalesce",
	[101] = "set_coalesce",
	[102] = "channel_switch",
	[103] = "vendor",
	[104] = "set_qos_map",
	[105] = "add_tx_ts",
	[106] = "del_tx_ts",
	[107] = "get_mpp",
	[108] = "join_ocb",
	[109] = "leave_ocb",
	[110] = "ch_switch_started_notify",
	[111] = "tdls_channel_switch",
	[112] = "tdls_cancel_channel_switch",
	[113] = "wiphy_reg_change",
	[114] = "abort_scan",
	[115] = "start_nan",
	[116] = "stop_nan",
	[117] = "add_nan_function",
	[118] = "del_nan_function",
	[119] = "change_nan_config",
	[120] = "nan_match",
	[121] = "set_multicast_to_unicast",
	[122] = "update_connect_params",
	[123] = "set_pmk",
	[124] = "del_pmk",
	[125] = "port_authorized",
	[126] = "reload_regdb",
	[127] = "external_auth",
	[128] = "sta_opmode_changed",
	[129] = "control_port_frame",
	[130] = "get_ftm_responder_stats",
	[131] = "peer_measurement_start",
	[132] = "peer_measurement_result",
	[133] = "peer_measurement_complete",
	[134] = "notify_radar",
	[135] = "update_owe_info",
	[136] = "probe_mesh_link",
	[137] = "set_tid_config",
	[138] = "unprot_beacon",
	[139] = "control_port_frame_tx_status",
	[140] = "set_sar_specs",
	[141] = "obss_color_collision",
	[142] = "color_change_request",
	[143] = "color_change_started",
	[144] = "color_change_aborted",
	[145] = "color_change_completed",
	[146] = "set_fils_aad",
	[147] = "assoc_comeback",
};

/* iw 5.19's ext_feat_print(): index, name, description */
static const struct { int idx; const char *name, *desc; } ext_feats[] = {
	{ NL80211_EXT_FEATURE_VHT_IBSS, "VHT_IBSS", "VHT-IBSS" },
	{ NL80211_EXT_FEATURE_RRM, "RRM", "RRM" },
	{ NL80211_EXT_FEATURE_MU_MIMO_AIR_SNIFFER, "MU_MIMO_AIR_SNIFFER", "MU-MIMO sniffer" },
	{ NL80211_EXT_FEATURE_SCAN_START_TIME, "SCAN_START_TIME", "scan start timestamp" },
	{ NL80211_EXT_FEATURE_BSS_PARENT_TSF, "BSS_PARENT_TSF", "BSS last beacon/probe TSF" },
	{ NL80211_EXT_FEATURE_SET_SCAN_DWELL, "SET_SCAN_DWELL", "scan dwell setting" },
	{ NL80211_EXT_FEATURE_BEACON_RATE_LEGACY, "BEACON_RATE_LEGACY", "legacy beacon rate setting" },
	{ NL80211_EXT_FEATURE_BEACON_RATE_HT, "BEACON_RATE_HT", "HT beacon rate setting" },
	{ NL80211_EXT_FEATURE_BEACON_RATE_VHT, "BEACON_RATE_VHT", "VHT beacon rate setting" },
	{ NL80211_EXT_FEATURE_FILS_STA, "FILS_STA", "STA FILS (Fast Initial Link Setup)" },
	{ NL80211_EXT_FEATURE_MGMT_TX_RANDOM_TA, "MGMT_TX_RANDOM_TA", "randomized TA while not associated" },
	{ NL80211_EXT_FEATURE_MGMT_TX_RANDOM_TA_CONNECTED, "MGMT_TX_RANDOM_TA_CONNECTED", "randomized TA while associated" },
	{ NL80211_EXT_FEATURE_SCHED_SCAN_RELATIVE_RSSI, "SCHED_SCAN_RELATIVE_RSSI", "sched_scan for BSS with better RSSI report" },
	{ NL80211_EXT_FEATURE_CQM_RSSI_LIST, "CQM_RSSI_LIST", "multiple CQM_RSSI_THOLD records" },
	{ NL80211_EXT_FEATURE_FILS_SK_OFFLOAD, "FILS_SK_OFFLOAD", "FILS shared key authentication offload" },
	{ NL80211_EXT_FEATURE_4WAY_HANDSHAKE_STA_PSK, "4WAY_HANDSHAKE_STA_PSK", "4-way handshake with PSK in station mode" },
	{ NL80211_EXT_FEATURE_4WAY_HANDSHAKE_STA_1X, "4WAY_HANDSHAKE_STA_1X", "4-way handshake with 802.1X in station mode" },
	{ NL80211_EXT_FEATURE_FILS_MAX_CHANNEL_TIME, "FILS_MAX_CHANNEL_TIME", "FILS max channel attribute override with dwell time" },
	{ NL80211_EXT_FEATURE_ACCEPT_BCAST_PROBE_RESP, "ACCEPT_BCAST_PROBE_RESP", "accepts broadcast probe response" },
	{ NL80211_EXT_FEATURE_OCE_PROBE_REQ_HIGH_TX_RATE, "OCE_PROBE_REQ_HIGH_TX_RATE", "probe request TX at high rate (at least 5.5Mbps)" },
	{ NL80211_EXT_FEATURE_OCE_PROBE_REQ_DEFERRAL_SUPPRESSION, "OCE_PROBE_REQ_DEFERRAL_SUPPRESSION", "probe request tx deferral and suppression" },
	{ NL80211_EXT_FEATURE_MFP_OPTIONAL, "MFP_OPTIONAL", "MFP_OPTIONAL value in ATTR_USE_MFP" },
	{ NL80211_EXT_FEATURE_LOW_SPAN_SCAN, "LOW_SPAN_SCAN", "low span scan" },
	{ NL80211_EXT_FEATURE_LOW_POWER_SCAN, "LOW_POWER_SCAN", "low power scan" },
	{ NL80211_EXT_FEATURE_HIGH_ACCURACY_SCAN, "HIGH_ACCURACY_SCAN", "high accuracy scan" },
	{ NL80211_EXT_FEATURE_DFS_OFFLOAD, "DFS_OFFLOAD", "DFS offload" },
	{ NL80211_EXT_FEATURE_CONTROL_PORT_OVER_NL80211, "CONTROL_PORT_OVER_NL80211", "control port over nl80211" },
	{ NL80211_EXT_FEATURE_ACK_SIGNAL_SUPPORT, "ACK_SIGNAL_SUPPORT", "ack signal level support" },
	{ NL80211_EXT_FEATURE_TXQS, "TXQS", "FQ-CoDel-enabled intermediate TXQs" },
	{ NL80211_EXT_FEATURE_SCAN_RANDOM_SN, "SCAN_RANDOM_SN", "use random sequence numbers in scans" },
	{ NL80211_EXT_FEATURE_SCAN_MIN_PREQ_CONTENT, "SCAN_MIN_PREQ_CONTENT", "use probe request with only rate IEs in scans" },
	{ NL80211_EXT_FEATURE_CAN_REPLACE_PTK0, "CAN_REPLACE_PTK0", "can safely replace PTK 0 when rekeying" },
	{ NL80211_EXT_FEATURE_ENABLE_FTM_RESPONDER, "ENABLE_FTM_RESPONDER", "enable FTM (Fine Time Measurement) responder" },
	{ NL80211_EXT_FEATURE_AIRTIME_FAIRNESS, "AIRTIME_FAIRNESS", "airtime fairness scheduling" },
	{ NL80211_EXT_FEATURE_AP_PMKSA_CACHING, "AP_PMKSA_CACHING", "PMKSA caching supported in AP mode" },
	{ NL80211_EXT_FEATURE_SCHED_SCAN_BAND_SPECIFIC_RSSI_THOLD, "SCHED_SCAN_BAND_SPECIFIC_RSSI_THOLD", "band specific RSSI thresholds for scheduled scan" },
	{ NL80211_EXT_FEATURE_EXT_KEY_ID, "EXT_KEY_ID", "Extended Key ID support" },
	{ NL80211_EXT_FEATURE_STA_TX_PWR, "STA_TX_PWR", "TX power control per station" },
	{ NL80211_EXT_FEATURE_SAE_OFFLOAD, "SAE_OFFLOAD", "SAE offload support" },
	{ NL80211_EXT_FEATURE_VLAN_OFFLOAD, "VLAN_OFFLOAD", "VLAN offload support" },
	{ NL80211_EXT_FEATURE_AQL, "AQL", "Airtime Queue Limits (AQL)" },
	{ NL80211_EXT_FEATURE_BEACON_PROTECTION, "BEACON_PROTECTION", "beacon protection support" },
	{ NL80211_EXT_FEATURE_CONTROL_PORT_NO_PREAUTH, "CONTROL_PORT_NO_PREAUTH", "disable pre-auth over nl80211 control port support" },
	{ NL80211_EXT_FEATURE_PROTECTED_TWT, "PROTECTED_TWT", "protected Target Wake Time (TWT) support" },
	{ NL80211_EXT_FEATURE_DEL_IBSS_STA, "DEL_IBSS_STA", "deletion of IBSS station support" },
	{ NL80211_EXT_FEATURE_MULTICAST_REGISTRATIONS, "MULTICAST_REGISTRATIONS", "mgmt frame registration for multicast" },
	{ NL80211_EXT_FEATURE_BEACON_PROTECTION_CLIENT, "BEACON_PROTECTION_CLIENT", "beacon prot. for clients support" },
	{ NL80211_EXT_FEATURE_SCAN_FREQ_KHZ, "SCAN_FREQ_KHZ", "scan on kHz frequency support" },
	{ NL80211_EXT_FEATURE_CONTROL_PORT_OVER_NL80211_TX_STATUS, "CONTROL_PORT_OVER_NL80211_TX_STATUS", "tx status for nl80211 control port support" },
	{ NL80211_EXT_FEATURE_OPERATING_CHANNEL_VALIDATION, "OPERATING_CHANNEL_VALIDATION", "Operating Channel Validation (OCV) support" },
	{ NL80211_EXT_FEATURE_4WAY_HANDSHAKE_AP_PSK, "4WAY_HANDSHAKE_AP_PSK", "AP mode PSK offload support" },
	{ NL80211_EXT_FEATURE_SAE_OFFLOAD_AP, "SAE_OFFLOAD_AP", "AP mode SAE authentication offload support" },
	{ NL80211_EXT_FEATURE_FILS_DISCOVERY, "FILS_DISCOVERY", "FILS discovery frame transmission support" },
	{ NL80211_EXT_FEATURE_UNSOL_BCAST_PROBE_RESP, "UNSOL_BCAST_PROBE_RESP", "unsolicated broadcast probe response transmission support" },
	{ NL80211_EXT_FEATURE_BEACON_RATE_HE, "BEACON_RATE_HE", "HE beacon rate support (AP/mesh)" },
	{ NL80211_EXT_FEATURE_SECURE_LTF, "SECURE_LTF", "secure LTF measurement protocol support" },
	{ NL80211_EXT_FEATURE_SECURE_RTT, "SECURE_RTT", "secure RTT measurement protocol support" },
	{ NL80211_EXT_FEATURE_PROT_RANGE_NEGO_AND_MEASURE, "PROT_RANGE_NEGO_AND_MEASURE", "support for MFP in range measurement negotiation/procedure" },
	{ NL80211_EXT_FEATURE_BSS_COLOR, "BSS_COLOR", "BSS coloring support" },
	{ NL80211_EXT_FEATURE_FILS_CRYPTO_OFFLOAD, "FILS_CRYPTO_OFFLOAD", "FILS crypto offload" },
	{ NL80211_EXT_FEATURE_RADAR_BACKGROUND, "RADAR_BACKGROUND", "Radar background support" },
};

const char *iwc_iw_command_name(int iw, uint32_t cmd, char *buf, size_t len)
{
	if (cmd < N_ELEM(cmd_names) && cmd_names[cmd])
		return cmd_names[cmd];
	if (iwc_iw_command_extra(iw, cmd))
		return iwc_iw_command_extra(iw, cmd);
	snprintf(buf, len, "Unknown command (%d)", (int)cmd);
	return buf;
}

const char *iwc_iw_phy_cipher_name(uint32_t c, char *buf, size_t len)
{
	switch (c) {
	case 0x000fac01: return "WEP40 (00-0f-ac:1)";
	case 0x000fac05: return "WEP104 (00-0f-ac:5)";
	case 0x000fac02: return "TKIP (00-0f-ac:2)";
	case 0x000fac04: return "CCMP-128 (00-0f-ac:4)";
	case 0x000fac06: return "CMAC (00-0f-ac:6)";
	case 0x000fac08: return "GCMP-128 (00-0f-ac:8)";
	case 0x000fac09: return "GCMP-256 (00-0f-ac:9)";
	case 0x000fac0a: return "CCMP-256 (00-0f-ac:10)";
	case 0x000fac0b: return "GMAC-128 (00-0f-ac:11)";
	case 0x000fac0c: return "GMAC-256 (00-0f-ac:12)";
	case 0x000fac0d: return "CMAC-256 (00-0f-ac:13)";
	case 0x00147201: return "WPI-SMS4 (00-14-72:1)";
	default:
		snprintf(buf, len, "%.2x-%.2x-%.2x:%d", c >> 24,
			 (c >> 16) & 0xff, (c >> 8) & 0xff, (int)(c & 0xff));
		return buf;
	}
}

/* NL80211_ATTR_FEATURE_FLAGS, bit by bit, as iw 5.19 prints them */
static const char *const feature_text[33] = {
	[0] = "Device supports TX status socket option.",		/* SK_TX_STATUS */
	[1] = "Device supports HT-IBSS.",
	[2] = "Device has client inactivity timer.",
	[3] = "Device accepts cell base station regulatory hints.",
	[4] = "P2P Device uses a channel (of the concurrent ones)",
	[5] = "Device supports SAE with AUTHENTICATE command",
	[6] = "Device supports low priority scan.",
	[7] = "Device supports scan flush.",
	[8] = "Device supports AP scan.",
	[9] = "Device supports per-vif TX power setting",
	[10] = "Userspace should do OBSS scan and generate 20/40 coex reports",
	[11] = "P2P GO supports CT window setting",
	[12] = "P2P GO supports opportunistic powersave setting",
	/* 13 reserved, 14 ADVERTISE_CHAN_LIMITS: not printed */
	[15] = "Driver supports full state transitions for AP/GO clients",
	[16] = "Driver supports a userspace MPM",
	[17] = "Device supports active monitor (which will ACK incoming frames)",
	[18] = "Driver/device bandwidth changes during BSS lifetime (AP/GO mode)",
	[19] = "Device adds DS IE to probe requests",
	[20] = "Device adds WFA TPC Report IE to probe requests",
	[21] = "Device supports quiet requests from AP",
	[22] = "Device can update TPC Report IE",
	[23] = "Device supports ACK timeout estimation.",
	[24] = "Device supports static SMPS",
	[25] = "Device supports dynamic SMPS",
	[26] = "Device supports WMM-AC admission (TSPECs)",
	[27] = "Device supports configuring vdev MAC-addr on create.",
	[28] = "Device supports TDLS channel switching",
	[29] = "Device supports randomizing MAC-addr in scans.",
	[30] = "Device supports randomizing MAC-addr in sched scans.",
	[31] = "Device supports randomizing MAC-addr in net-detect scans.",
};

/* entry @k of ext_feats (false past the end), in the table's order */
bool iwc_iw_ext_feat_at(size_t k, int *idx, const char **name,
			const char **desc)
{
	if (k >= N_ELEM(ext_feats))
		return false;
	*idx = ext_feats[k].idx;
	*name = ext_feats[k].name;
	*desc = ext_feats[k].desc;
	return true;
}

/* the line of feature flag @bit, NULL when iw prints none */
const char *iwc_iw_feature_text(unsigned int bit)
{
	return bit < N_ELEM(feature_text) ? feature_text[bit] : NULL;
}
