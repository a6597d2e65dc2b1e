/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * layout_fields.h - every structure of libiw.so.30's binary interface
 * and every field in them, for test_libiw_layout: S(type) a structure
 * (its size and alignment), F(type, field) a field (its offset and
 * size). Included once with wireless-tools' iwlib.h (the layout programs
 * were compiled with) and once with src/libiw/libiw_abi.h (ours).
 */
#define LAYOUT \
	S(struct iw_param) \
	F(struct iw_param, value) F(struct iw_param, fixed) \
	F(struct iw_param, disabled) F(struct iw_param, flags) \
	S(struct iw_point) \
	F(struct iw_point, pointer) F(struct iw_point, length) \
	F(struct iw_point, flags) \
	S(struct iw_freq) \
	F(struct iw_freq, m) F(struct iw_freq, e) F(struct iw_freq, i) \
	F(struct iw_freq, flags) \
	S(struct iw_quality) \
	F(struct iw_quality, qual) F(struct iw_quality, level) \
	F(struct iw_quality, noise) F(struct iw_quality, updated) \
	S(struct iw_discarded) \
	F(struct iw_discarded, nwid) F(struct iw_discarded, code) \
	F(struct iw_discarded, fragment) F(struct iw_discarded, retries) \
	F(struct iw_discarded, misc) \
	S(struct iw_missed) F(struct iw_missed, beacon) \
	S(struct iw_statistics) \
	F(struct iw_statistics, status) F(struct iw_statistics, qual) \
	F(struct iw_statistics, discard) F(struct iw_statistics, miss) \
	S(union iwreq_data) \
	S(struct iwreq) \
	F(struct iwreq, ifr_ifrn) F(struct iwreq, u) \
	S(struct iw_event) \
	F(struct iw_event, len) F(struct iw_event, cmd) F(struct iw_event, u) \
	S(struct iw_priv_args) \
	F(struct iw_priv_args, cmd) F(struct iw_priv_args, set_args) \
	F(struct iw_priv_args, get_args) F(struct iw_priv_args, name) \
	S(struct iw_range) \
	F(struct iw_range, throughput) F(struct iw_range, min_nwid) \
	F(struct iw_range, max_nwid) F(struct iw_range, old_num_channels) \
	F(struct iw_range, old_num_frequency) F(struct iw_range, scan_capa) \
	F(struct iw_range, event_capa) F(struct iw_range, sensitivity) \
	F(struct iw_range, max_qual) F(struct iw_range, avg_qual) \
	F(struct iw_range, num_bitrates) F(struct iw_range, bitrate) \
	F(struct iw_range, min_rts) F(struct iw_range, max_rts) \
	F(struct iw_range, min_frag) F(struct iw_range, max_frag) \
	F(struct iw_range, min_pmp) F(struct iw_range, max_pmp) \
	F(struct iw_range, min_pmt) F(struct iw_range, max_pmt) \
	F(struct iw_range, pmp_flags) F(struct iw_range, pmt_flags) \
	F(struct iw_range, pm_capa) F(struct iw_range, encoding_size) \
	F(struct iw_range, num_encoding_sizes) \
	F(struct iw_range, max_encoding_tokens) \
	F(struct iw_range, encoding_login_index) \
	F(struct iw_range, txpower_capa) F(struct iw_range, num_txpower) \
	F(struct iw_range, txpower) F(struct iw_range, we_version_compiled) \
	F(struct iw_range, we_version_source) F(struct iw_range, retry_capa) \
	F(struct iw_range, retry_flags) F(struct iw_range, r_time_flags) \
	F(struct iw_range, min_retry) F(struct iw_range, max_retry) \
	F(struct iw_range, min_r_time) F(struct iw_range, max_r_time) \
	F(struct iw_range, num_channels) F(struct iw_range, num_frequency) \
	F(struct iw_range, freq) F(struct iw_range, enc_capa) \
	F(struct iw_range, min_pms) F(struct iw_range, max_pms) \
	F(struct iw_range, pms_flags) F(struct iw_range, modul_capa) \
	F(struct iw_range, bitrate_capa) \
	S(struct wireless_config) \
	F(struct wireless_config, name) F(struct wireless_config, has_nwid) \
	F(struct wireless_config, nwid) F(struct wireless_config, has_freq) \
	F(struct wireless_config, freq) \
	F(struct wireless_config, freq_flags) \
	F(struct wireless_config, has_key) F(struct wireless_config, key) \
	F(struct wireless_config, key_size) \
	F(struct wireless_config, key_flags) \
	F(struct wireless_config, has_essid) \
	F(struct wireless_config, essid_on) F(struct wireless_config, essid) \
	F(struct wireless_config, essid_len) \
	F(struct wireless_config, has_mode) F(struct wireless_config, mode) \
	S(struct wireless_info) \
	F(struct wireless_info, b) F(struct wireless_info, has_sens) \
	F(struct wireless_info, sens) F(struct wireless_info, has_nickname) \
	F(struct wireless_info, nickname) \
	F(struct wireless_info, has_ap_addr) \
	F(struct wireless_info, ap_addr) F(struct wireless_info, has_bitrate) \
	F(struct wireless_info, bitrate) F(struct wireless_info, has_rts) \
	F(struct wireless_info, rts) F(struct wireless_info, has_frag) \
	F(struct wireless_info, frag) F(struct wireless_info, has_power) \
	F(struct wireless_info, power) F(struct wireless_info, has_txpower) \
	F(struct wireless_info, txpower) F(struct wireless_info, has_retry) \
	F(struct wireless_info, retry) F(struct wireless_info, stats) \
	F(struct wireless_info, has_stats) F(struct wireless_info, range) \
	F(struct wireless_info, has_range) \
	F(struct wireless_info, auth_key_mgmt) \
	F(struct wireless_info, has_auth_key_mgmt) \
	F(struct wireless_info, auth_cipher_pairwise) \
	F(struct wireless_info, has_auth_cipher_pairwise) \
	F(struct wireless_info, auth_cipher_group) \
	F(struct wireless_info, has_auth_cipher_group) \
	S(struct wireless_scan) \
	F(struct wireless_scan, next) F(struct wireless_scan, has_ap_addr) \
	F(struct wireless_scan, ap_addr) F(struct wireless_scan, b) \
	F(struct wireless_scan, stats) F(struct wireless_scan, has_stats) \
	F(struct wireless_scan, maxbitrate) \
	F(struct wireless_scan, has_maxbitrate) \
	S(struct wireless_scan_head) \
	F(struct wireless_scan_head, result) \
	F(struct wireless_scan_head, retry) \
	S(struct stream_descr) \
	F(struct stream_descr, end) F(struct stream_descr, current) \
	F(struct stream_descr, value) \
	S(struct iw_modul_descr) \
	F(struct iw_modul_descr, mask) F(struct iw_modul_descr, cmd) \
	F(struct iw_modul_descr, verbose)
