/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_nl_station.c - native mode's one STA_INFO decoder
 * (iwc_nlbe_decode_station) and the "link" view made from it
 * (iwc_nlbe_link_view), on GET_STATION replies built in memory with
 * libnl (no socket). "station dump|get", "link" and the legacy tools'
 * struct iwc_station (iwc_nl_parse_station) read the same decoded facts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include "iwcompat/nl80211.h"
#include "backend_nl80211_int.h"

#define FAMILY 0x1c

static const uint8_t MAC[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };

struct reply {
	struct nl_msg *msg;
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
};

static struct nl_msg *new_reply(bool with_mac)
{
	struct nl_msg *m = nlmsg_alloc();

	assert_non_null(m);
	assert_non_null(genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, FAMILY, 0, 0,
				    NL80211_CMD_NEW_STATION, 0));
	assert_int_equal(nla_put_u32(m, NL80211_ATTR_IFINDEX, 0), 0);
	if (with_mac)
		assert_int_equal(nla_put(m, NL80211_ATTR_MAC, 6, MAC), 0);
	return m;
}

static void parse(struct nl_msg *m, struct reply *r)
{
	r->msg = m;
	memset(r->tb, 0, sizeof(r->tb));
	assert_int_equal(genlmsg_parse(nlmsg_hdr(m), 0, r->tb, NL80211_ATTR_MAX,
				       NULL),
			 0);
}

/* RX bytes and packets, TX bytes without packets, signal -30, a VHT
 * TX rate, BSS parameters */
static void put_info(struct nl_msg *m)
{
	struct nlattr *info = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	struct nlattr *n;

	assert_non_null(info);
	assert_int_equal(nla_put_u32(m, NL80211_STA_INFO_RX_BYTES, 1000), 0);
	assert_int_equal(nla_put_u32(m, NL80211_STA_INFO_RX_PACKETS, 10), 0);
	assert_int_equal(nla_put_u32(m, NL80211_STA_INFO_TX_BYTES, 200), 0);
	assert_int_equal(nla_put_u8(m, NL80211_STA_INFO_SIGNAL, (uint8_t)-30),
			 0);
	n = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	assert_int_equal(nla_put_u32(m, NL80211_RATE_INFO_BITRATE32, 1300), 0);
	assert_int_equal(nla_put_u8(m, NL80211_RATE_INFO_VHT_MCS, 9), 0);
	assert_int_equal(nla_put_u8(m, NL80211_RATE_INFO_VHT_NSS, 2), 0);
	assert_int_equal(nla_put_flag(m, NL80211_RATE_INFO_80_MHZ_WIDTH), 0);
	assert_int_equal(nla_put_flag(m, NL80211_RATE_INFO_SHORT_GI), 0);
	nla_nest_end(m, n);
	n = nla_nest_start(m, NL80211_STA_INFO_BSS_PARAM);
	assert_int_equal(nla_put_flag(m, NL80211_STA_BSS_PARAM_SHORT_SLOT_TIME),
			 0);
	assert_int_equal(nla_put_u8(m, NL80211_STA_BSS_PARAM_DTIM_PERIOD, 2), 0);
	assert_int_equal(nla_put_u16(m, NL80211_STA_BSS_PARAM_BEACON_INTERVAL,
				     100),
			 0);
	nla_nest_end(m, n);
	nla_nest_end(m, info);
}

static void decoded_and_link_view(void **state)
{
	struct reply r;
	struct iwc_nat_station st;
	struct iwc_nat_sta s;

	(void)state;
	put_info(r.msg = new_reply(true));
	parse(r.msg, &r);
	assert_true(iwc_nlbe_decode_station(r.tb, &st));
	assert_memory_equal(st.mac, MAC, 6);
	assert_int_equal(st.present,
			 (1ull << IWC_STA_RX_BYTES) | (1ull << IWC_STA_RX_PACKETS) |
			 (1ull << IWC_STA_TX_BYTES) | (1ull << IWC_STA_SIGNAL));
	assert_int_equal(st.v[IWC_STA_RX_BYTES], 1000);
	assert_int_equal((int8_t)st.v[IWC_STA_SIGNAL], -30);
	assert_false(st.has_rx_rate);
	assert_true(st.has_tx_rate);
	assert_true(st.has_bss_param);

	memset(&s, 0xa5, sizeof(s));
	iwc_nlbe_link_view(&st, &s);
	assert_true(s.has_rx);
	assert_int_equal(s.rx_bytes, 1000);
	assert_int_equal(s.rx_packets, 10);
	assert_false(s.has_tx);		/* TX_PACKETS missing: iw prints no TX */
	assert_true(s.has_signal);
	assert_int_equal(s.signal_dbm, -30);
	assert_false(s.has_rx_rate);
	assert_true(s.has_tx_rate);
	assert_int_equal(s.tx_rate.bitrate, 1300);
	assert_int_equal(s.tx_rate.u8_present,
			 (1u << IWC_RATE_VHT_MCS) | (1u << IWC_RATE_VHT_NSS));
	assert_int_equal(s.tx_rate.u8[IWC_RATE_VHT_MCS], 9);
	assert_int_equal(s.tx_rate.u8[IWC_RATE_VHT_NSS], 2);
	assert_true(s.tx_rate.w80);
	assert_false(s.tx_rate.w40);
	assert_true(s.tx_rate.short_gi);
	assert_true(s.has_bss_param);
	assert_false(s.cts_prot);
	assert_false(s.short_preamble);
	assert_true(s.short_slot);
	assert_int_equal(s.dtim_period, 2);
	assert_int_equal(s.beacon_int, 100);
	nlmsg_free(r.msg);
}

/* no STA_INFO, or no MAC: nothing decoded, the station left alone */
static void not_a_station(void **state)
{
	struct reply r;
	struct iwc_nat_station st;

	(void)state;
	parse(new_reply(true), &r);
	memset(&st, 0x5a, sizeof(st));
	assert_false(iwc_nlbe_decode_station(r.tb, &st));
	assert_int_equal(st.mac[0], 0x5a);
	nlmsg_free(r.msg);

	r.msg = new_reply(false);
	put_info(r.msg);
	parse(r.msg, &r);
	assert_false(iwc_nlbe_decode_station(r.tb, &st));
	assert_int_equal(st.mac[0], 0x5a);
	nlmsg_free(r.msg);
}

/* The legacy tools' view comes from the same decoder: iwconfig's signal,
 * bit rate and statistics; a MAC-less reply still decodes there (the
 * legacy rule) and a rate nest without a rate attribute is rate 0. */
static void legacy_view(void **state)
{
	struct iwc_station s;
	struct nlattr *info, *n;
	struct reply r;

	(void)state;
	put_info(r.msg = new_reply(true));
	parse(r.msg, &r);
	memset(&s, 0x5a, sizeof(s));
	assert_int_equal(iwc_nl_parse_station(r.tb, &s), 0);
	assert_memory_equal(s.addr, MAC, 6);
	assert_true(s.has_signal);
	assert_int_equal(s.signal_dbm, -30);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 1300);
	assert_false(s.has_rx_drop_misc);
	assert_false(s.has_tx_failed);
	assert_false(s.has_beacon_loss);
	nlmsg_free(r.msg);

	r.msg = new_reply(false);
	info = nla_nest_start(r.msg, NL80211_ATTR_STA_INFO);
	assert_int_equal(nla_put_u64(r.msg, NL80211_STA_INFO_RX_DROP_MISC, 7), 0);
	assert_int_equal(nla_put_u32(r.msg, NL80211_STA_INFO_TX_FAILED, 3), 0);
	assert_int_equal(nla_put_u32(r.msg, NL80211_STA_INFO_BEACON_LOSS, 1), 0);
	/* a rate nest without a rate: the kernel's way of saying 0 */
	n = nla_nest_start(r.msg, NL80211_STA_INFO_TX_BITRATE);
	assert_int_equal(nla_put_u8(r.msg, NL80211_RATE_INFO_MCS, 1), 0);
	nla_nest_end(r.msg, n);
	nla_nest_end(r.msg, info);
	parse(r.msg, &r);
	memset(&s, 0x5a, sizeof(s));
	assert_int_equal(iwc_nl_parse_station(r.tb, &s), 0);
	assert_int_equal(s.addr[0], 0);
	assert_false(s.has_signal);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 0);
	assert_true(s.has_rx_drop_misc);
	assert_true(s.rx_drop_misc == 7);
	assert_true(s.has_tx_failed);
	assert_int_equal(s.tx_failed, 3);
	assert_true(s.has_beacon_loss);
	assert_int_equal(s.beacon_loss, 1);
	nlmsg_free(r.msg);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(decoded_and_link_view),
		cmocka_unit_test(not_a_station),
		cmocka_unit_test(legacy_view),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
