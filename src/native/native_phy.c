/*
 * native_phy.c - "phy", "list" and "phy PHY info": iw 5.19's
 * print_phy_handler() over the messages of a GET_WIPHY split dump, in
 * the order the kernel sent them (a wiphy's facts are spread over many
 * messages; iw prints each message's part as it comes, remembering
 * only the wiphy, the band and whether the band's "Frequencies:" header
 * was printed: so does this), and the same facts merged per wiphy as
 * JSON.
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

#define BIT(n) (1u << (n))

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

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

const char *iwc_iw_command_name(uint32_t cmd, char *buf, size_t len)
{
	if (cmd < N_ELEM(cmd_names) && cmd_names[cmd])
		return cmd_names[cmd];
	if (iwc_iw_command_extra(cmd))
		return iwc_iw_command_extra(cmd);
	snprintf(buf, len, "Unknown command (%d)", (int)cmd);
	return buf;
}

static const char *cipher_name(uint32_t c, char *buf, size_t len)
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

static void print_ext_features(FILE *f, const struct iwc_nla *attr)
{
	const uint8_t *b = iwc_nla_data(attr);
	size_t len = iwc_nla_len(attr);
	const char *name, *desc;

	fputs("\tSupported extended features:\n", f);
	for (size_t idx = 0; idx < len * 8; idx++) {
		if (!(b[idx / 8] & (1u << (idx % 8))))
			continue;
		for (size_t i = 0; i < N_ELEM(ext_feats); i++)
			if ((size_t)ext_feats[i].idx == idx)
				fprintf(f, "\t\t* [ %s ]: %s\n", ext_feats[i].name,
					ext_feats[i].desc);
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
			fprintf(f, "\t\t* %s\n", cipher_name(c, buf, sizeof(buf)));
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
			if ((feat & (1u << i)) && feature_text[i])
				fprintf(f, "\t%s\n", feature_text[i]);
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

struct phy_msg {
	size_t len;
	uint32_t wiphy;
	bool has_wiphy;
	uint8_t *attrs;
};

struct phy_msgs {
	size_t n;
	struct phy_msg *v;
	int err;
};

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

/* ---- JSON: each wiphy's messages merged ---- */

static void json_iftypes(struct iwc_json *j, const char *key,
			 const struct iwc_nla *attr)
{
	const struct iwc_nla *a;
	char buf[32];
	size_t rem;

	iwc_json_arr_open(j, key);
	iwc_nla_for_each_nested(a, attr, rem)
		iwc_json_str(j, NULL, iftype(a, buf, sizeof(buf)));
	iwc_json_arr_close(j);
}

/* the last message of wiphy @w (from @from on) with top-level @type */
static const struct iwc_nla *find_attr(const struct phy_msgs *m, size_t from,
				       uint32_t w, int type)
{
	const struct iwc_nla *found = NULL;

	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *a;
		size_t rem;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem)
			if (iwc_nla_type(a) == type)
				found = a;
	}
	return found;
}

/* @fn for each part of band @band of wiphy @w (its attributes parsed),
 * in the order of the messages */
static void for_each_band_part(const struct phy_msgs *m, size_t from,
			       uint32_t w, int band,
			       void (*fn)(struct iwc_json *j,
					  const struct iwc_nla **tb),
			       struct iwc_json *j)
{
	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *a, *b;
		size_t rem, rem2;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem) {
			if (iwc_nla_type(a) != NL80211_ATTR_WIPHY_BANDS)
				continue;
			iwc_nla_for_each_nested(b, a, rem2) {
				const struct iwc_nla *tb[NL80211_BAND_ATTR_MAX + 1];

				if (iwc_nla_type(b) != band)
					continue;
				iwc_nla_parse_nested(tb, NL80211_BAND_ATTR_MAX, b);
				fn(j, tb);
			}
		}
	}
}

static void json_band_iftypes(struct iwc_json *j, const struct iwc_nla *attr)
{
	const struct iwc_nla *x;
	size_t rem;

	iwc_json_arr_open(j, "he_iftypes");
	iwc_nla_for_each_nested(x, attr, rem) {
		const struct iwc_nla *it[NL80211_BAND_IFTYPE_ATTR_MAX + 1];

		iwc_nla_parse_nested(it, NL80211_BAND_IFTYPE_ATTR_MAX, x);
		if (!it[NL80211_BAND_IFTYPE_ATTR_IFTYPES])
			continue;
		iwc_json_obj_open(j, NULL);
		json_iftypes(j, "iftypes", it[NL80211_BAND_IFTYPE_ATTR_IFTYPES]);
		iwc_json_bool(j, "he", it[NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY] != NULL);
		iwc_json_bool(j, "eht", it[NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY] != NULL);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

static void json_band_rates(struct iwc_json *j, const struct iwc_nla *attr)
{
	const struct iwc_nla *x;
	size_t rem;

	iwc_json_arr_open(j, "bitrates");
	iwc_nla_for_each_nested(x, attr, rem) {
		const struct iwc_nla *rt[NL80211_BITRATE_ATTR_MAX + 1];

		iwc_nla_parse_nested(rt, NL80211_BITRATE_ATTR_MAX, x);
		if (!rt[NL80211_BITRATE_ATTR_RATE])
			continue;
		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "bitrate_kbps",
			      (uint64_t)iwc_nla_u32(rt[NL80211_BITRATE_ATTR_RATE]) * 100);
		iwc_json_bool(j, "short_preamble",
			      rt[NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE] != NULL);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}

/* the band's capabilities, from the part that has them */
static void json_band_caps(struct iwc_json *j, const struct iwc_nla **tb)
{
	if (tb[NL80211_BAND_ATTR_HT_CAPA])
		iwc_json_uint(j, "ht_capabilities",
			      iwc_nla_u16(tb[NL80211_BAND_ATTR_HT_CAPA]));
	if (tb[NL80211_BAND_ATTR_HT_MCS_SET] &&
	    iwc_nla_len(tb[NL80211_BAND_ATTR_HT_MCS_SET]) == 16) {
		const uint8_t *mcs = iwc_nla_data(tb[NL80211_BAND_ATTR_HT_MCS_SET]);

		iwc_json_arr_open(j, "ht_mcs");
		for (int k = 0; k <= 76; k++)
			if (mcs[k / 8] & (1u << (k % 8)))
				iwc_json_uint(j, NULL, (uint64_t)k);
		iwc_json_arr_close(j);
	}
	if (tb[NL80211_BAND_ATTR_VHT_CAPA])
		iwc_json_uint(j, "vht_capabilities",
			      iwc_nla_u32(tb[NL80211_BAND_ATTR_VHT_CAPA]));
	if (tb[NL80211_BAND_ATTR_IFTYPE_DATA])
		json_band_iftypes(j, tb[NL80211_BAND_ATTR_IFTYPE_DATA]);
	if (tb[NL80211_BAND_ATTR_RATES])
		json_band_rates(j, tb[NL80211_BAND_ATTR_RATES]);
}

/* the frequencies of every part, in order */
static void json_band_freqs(struct iwc_json *j, const struct iwc_nla **tb)
{
	const struct iwc_nla *x;
	size_t rem;

	if (!tb[NL80211_BAND_ATTR_FREQS])
		return;
	iwc_nla_for_each_nested(x, tb[NL80211_BAND_ATTR_FREQS], rem) {
		const struct iwc_nla *fq[NL80211_FREQUENCY_ATTR_MAX + 1];
		uint32_t freq;
		bool dis;

		iwc_nla_parse_nested(fq, NL80211_FREQUENCY_ATTR_MAX, x);
		if (!fq[NL80211_FREQUENCY_ATTR_FREQ])
			continue;
		freq = iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_FREQ]);
		dis = fq[NL80211_FREQUENCY_ATTR_DISABLED] != NULL;
		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "freq_mhz", freq);
		if (fq[NL80211_FREQUENCY_ATTR_OFFSET])
			iwc_json_uint(j, "freq_offset_khz",
				      iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_OFFSET]));
		iwc_json_int(j, "channel", iwc_iw_chan((int)freq));
		if (fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER] && !dis)
			iwc_json_fixed(j, "max_power_dbm",
				       iwc_nla_u32(fq[NL80211_FREQUENCY_ATTR_MAX_TX_POWER]), 2);
		iwc_json_bool(j, "disabled", dis);
		iwc_json_bool(j, "no_ir", fq[NL80211_FREQUENCY_ATTR_NO_IR] != NULL);
		iwc_json_bool(j, "radar", fq[NL80211_FREQUENCY_ATTR_RADAR] != NULL);
		iwc_json_obj_close(j);
	}
}

static void json_band(struct iwc_json *j, const struct phy_msgs *m, size_t from,
		      uint32_t w, int band)
{
	iwc_json_obj_open(j, NULL);
	iwc_json_uint(j, "band", (uint64_t)band + 1);
	iwc_json_uint(j, "nl80211_band", (uint64_t)band);
	for_each_band_part(m, from, w, band, json_band_caps, j);
	iwc_json_arr_open(j, "frequencies");
	for_each_band_part(m, from, w, band, json_band_freqs, j);
	iwc_json_arr_close(j);
	iwc_json_obj_close(j);
}

static void json_wiphy(struct iwc_json *j, const struct phy_msgs *m, size_t from)
{
	uint32_t w = m->v[from].wiphy;
	const struct iwc_nla *a;
	bool seen[64] = { false };
	char buf[64];
	size_t rem;

	iwc_json_obj_open(j, NULL);
	a = find_attr(m, from, w, NL80211_ATTR_WIPHY_NAME);
	if (a)
		iwc_json_str(j, "phy", (const char *)iwc_nla_data(a));
	iwc_json_uint(j, "wiphy_index", w);
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_NUM_SCAN_SSIDS)))
		iwc_json_uint(j, "max_scan_ssids", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_SCAN_IE_LEN)))
		iwc_json_uint(j, "max_scan_ie_len_bytes", iwc_nla_u16(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_FRAG_THRESHOLD))) {
		if (iwc_nla_u32(a) == (uint32_t)-1)
			iwc_json_null(j, "frag_threshold_bytes");
		else
			iwc_json_uint(j, "frag_threshold_bytes", iwc_nla_u32(a));
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RTS_THRESHOLD))) {
		if (iwc_nla_u32(a) == (uint32_t)-1)
			iwc_json_null(j, "rts_threshold_bytes");
		else
			iwc_json_uint(j, "rts_threshold_bytes", iwc_nla_u32(a));
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RETRY_SHORT)))
		iwc_json_uint(j, "retry_short", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_RETRY_LONG)))
		iwc_json_uint(j, "retry_long", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_COVERAGE_CLASS)))
		iwc_json_uint(j, "coverage_class", iwc_nla_u8(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_CIPHER_SUITES))) {
		const uint8_t *p = iwc_nla_data(a);

		iwc_json_arr_open(j, "ciphers");
		for (size_t i = 0; i + 4 <= iwc_nla_len(a); i += 4) {
			uint32_t c;

			memcpy(&c, p + i, 4);
			iwc_json_obj_open(j, NULL);
			iwc_json_str(j, "name", cipher_name(c, buf, sizeof(buf)));
			iwc_json_uint(j, "suite", c);
			iwc_json_obj_close(j);
		}
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX)))
		iwc_json_uint(j, "antennas_available_tx", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX)))
		iwc_json_uint(j, "antennas_available_rx", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_SUPPORTED_IFTYPES)))
		json_iftypes(j, "supported_iftypes", a);
	if ((a = find_attr(m, from, w, NL80211_ATTR_SOFTWARE_IFTYPES)))
		json_iftypes(j, "software_iftypes", a);

	iwc_json_arr_open(j, "bands");
	for (size_t i = from; i < m->n; i++) {
		const struct iwc_nla *b;
		size_t rem2;

		if (m->v[i].wiphy != w)
			continue;
		iwc_nla_for_each(a, m->v[i].attrs, m->v[i].len, rem) {
			if (iwc_nla_type(a) != NL80211_ATTR_WIPHY_BANDS)
				continue;
			iwc_nla_for_each_nested(b, a, rem2) {
				int t = iwc_nla_type(b);

				if (t < 64 && !seen[t]) {
					seen[t] = true;
					json_band(j, m, from, w, t);
				}
			}
		}
	}
	iwc_json_arr_close(j);

	if ((a = find_attr(m, from, w, NL80211_ATTR_SUPPORTED_COMMANDS))) {
		const struct iwc_nla *c;
		size_t rem2;

		iwc_json_arr_open(j, "supported_commands");
		iwc_nla_for_each_nested(c, a, rem2)
			iwc_json_str(j, NULL, iwc_iw_command_name(iwc_nla_u32(c), buf, sizeof(buf)));
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_FEATURE_FLAGS)))
		iwc_json_uint(j, "feature_flags", iwc_nla_u32(a));
	if ((a = find_attr(m, from, w, NL80211_ATTR_EXT_FEATURES))) {
		const uint8_t *p = iwc_nla_data(a);
		const char *name, *desc;

		iwc_json_arr_open(j, "ext_features");
		for (size_t idx = 0; idx < iwc_nla_len(a) * 8; idx++) {
			if (!(p[idx / 8] & (1u << (idx % 8))))
				continue;
			for (size_t k = 0; k < N_ELEM(ext_feats); k++)
				if ((size_t)ext_feats[k].idx == idx)
					iwc_json_str(j, NULL, ext_feats[k].name);
			if (iwc_iw_ext_feat_extra(idx, &name, &desc))
				iwc_json_str(j, NULL, name);
		}
		iwc_json_arr_close(j);
	}
	if ((a = find_attr(m, from, w, NL80211_ATTR_MAX_AP_ASSOC_STA)))
		iwc_json_uint(j, "max_ap_assoc_stations", iwc_iw_max_ap_sta(a));
	iwc_json_obj_close(j);
}

/* "phy", "list" (@wiphy -1) and "phy PHY info"; @one: an object, else an array */
int iwc_native_phy(const struct iwc_ctx *ctx, const struct iwc_native_ops *nat,
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
			json_wiphy(&j, &m, i);
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
