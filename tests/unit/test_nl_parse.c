/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_nl_parse.c - the nl80211 reply decoders on messages built in
 * memory with libnl (no socket): GET_INTERFACE, GET_STATION, (split)
 * GET_WIPHY dumps and the BSS status of GET_SCAN. Short or malformed
 * attributes must be ignored without reading past them.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <linux/genetlink.h>
#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include "iwcompat/nl80211.h"
#include "nl_sock.h"

#define FAMILY 0x1c

static const uint8_t BSSID[6] = { 0x00, 0x1A, 0x2B, 0x3C, 0x4D, 0x5E };

struct parsed {
	struct nl_msg *msg;
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
};

static struct nl_msg *new_msg(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc();

	assert_non_null(m);
	assert_non_null(genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, FAMILY, 0, 0,
				    cmd, 0));
	return m;
}

/* Parses @m (kept alive in @p: tb points into it). */
static void parse(struct nl_msg *m, struct parsed *p)
{
	p->msg = m;
	memset(p->tb, 0, sizeof(p->tb));
	assert_int_equal(genlmsg_parse(nlmsg_hdr(m), 0, p->tb, NL80211_ATTR_MAX,
				       NULL),
			 0);
}

static void done(struct parsed *p)
{
	nlmsg_free(p->msg);
}

/* ---- CTRL_CMD_GETFAMILY (the family and its multicast groups) ---- */

static void put_group(struct nl_msg *m, int idx, const char *name, uint32_t id)
{
	struct nlattr *g = nla_nest_start(m, idx);

	assert_non_null(g);
	assert_int_equal(nla_put_u32(m, CTRL_ATTR_MCAST_GRP_ID, id), 0);
	if (name)
		assert_int_equal(nla_put_string(m, CTRL_ATTR_MCAST_GRP_NAME, name),
				 0);
	nla_nest_end(m, g);
}

static void family_groups(void **state)
{
	struct nl_msg *m = new_msg(CTRL_CMD_NEWFAMILY);
	struct iwc_nl_family f;
	struct nlattr *groups;
	struct parsed p;

	(void)state;
	assert_int_equal(nla_put_string(m, CTRL_ATTR_FAMILY_NAME, "nl80211"), 0);
	assert_int_equal(nla_put_u16(m, CTRL_ATTR_FAMILY_ID, 0x21), 0);
	groups = nla_nest_start(m, CTRL_ATTR_MCAST_GROUPS);
	put_group(m, 1, "config", 5);
	put_group(m, 2, "scan", 6);
	put_group(m, 3, NULL, 7);		/* no name: skipped */
	put_group(m, 4, "a-name-too-long-for-genl", 8);	/* skipped */
	put_group(m, 5, "mlme", 9);
	nla_nest_end(m, groups);
	parse(m, &p);

	assert_int_equal(iwc_nl_parse_family(p.tb, &f), 0);
	assert_int_equal(f.id, 0x21);
	assert_int_equal(f.n_groups, 3);
	assert_int_equal(iwc_nl_family_group(&f, "config"), 5);
	assert_int_equal(iwc_nl_family_group(&f, "scan"), 6);
	assert_int_equal(iwc_nl_family_group(&f, "mlme"), 9);
	assert_int_equal(iwc_nl_family_group(&f, "regulatory"), -ENOENT);
	assert_int_equal(iwc_nl_family_group(&f, "sca"), -ENOENT);
	done(&p);
}

static void family_errors(void **state)
{
	struct nl_msg *m = new_msg(CTRL_CMD_NEWFAMILY);
	struct iwc_nl_family f;
	struct parsed p;

	(void)state;
	/* no ID: not usable */
	assert_int_equal(nla_put_string(m, CTRL_ATTR_FAMILY_NAME, "nl80211"), 0);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_family(p.tb, &f), -EINVAL);
	done(&p);

	/* an ID of one byte: too short */
	m = new_msg(CTRL_CMD_NEWFAMILY);
	assert_int_equal(nla_put_u8(m, CTRL_ATTR_FAMILY_ID, 0x21), 0);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_family(p.tb, &f), -EINVAL);
	done(&p);

	/* an ID and no groups; a group ID of 2 bytes is skipped */
	m = new_msg(CTRL_CMD_NEWFAMILY);
	assert_int_equal(nla_put_u16(m, CTRL_ATTR_FAMILY_ID, 0x22), 0);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_family(p.tb, &f), 0);
	assert_int_equal(f.id, 0x22);
	assert_int_equal(f.n_groups, 0);
	assert_int_equal(iwc_nl_family_group(&f, "scan"), -ENOENT);
	done(&p);

	m = new_msg(CTRL_CMD_NEWFAMILY);
	assert_int_equal(nla_put_u16(m, CTRL_ATTR_FAMILY_ID, 0x23), 0);
	{
		struct nlattr *groups = nla_nest_start(m, CTRL_ATTR_MCAST_GROUPS);
		struct nlattr *g = nla_nest_start(m, 1);

		assert_int_equal(nla_put_u16(m, CTRL_ATTR_MCAST_GRP_ID, 4), 0);
		assert_int_equal(nla_put_string(m, CTRL_ATTR_MCAST_GRP_NAME,
						"scan"), 0);
		nla_nest_end(m, g);
		put_group(m, 2, "mlme", 11);
		nla_nest_end(m, groups);
	}
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_family(p.tb, &f), 0);
	assert_int_equal(f.n_groups, 1);
	assert_int_equal(iwc_nl_family_group(&f, "scan"), -ENOENT);
	assert_int_equal(iwc_nl_family_group(&f, "mlme"), 11);
	done(&p);
}

/* ---- requests (src/kernel/nl_sock.c's iwc_nl_msg) ---- */

/* A GET request gets a small buffer: what any caller puts in it (an
 * index, a MAC address, a flag) fits; other commands keep a page. */
static void request_sizes(void **state)
{
	static const uint8_t gets[] = {
		NL80211_CMD_GET_WIPHY, NL80211_CMD_GET_INTERFACE,
		NL80211_CMD_GET_STATION, NL80211_CMD_GET_SCAN,
		NL80211_CMD_GET_POWER_SAVE, NL80211_CMD_GET_REG,
		NL80211_CMD_GET_PROTOCOL_FEATURES,
	};
	struct iwc_nl nl = { .family = FAMILY };
	static uint8_t ies[3000];
	struct nl_msg *m;

	(void)state;
	for (size_t i = 0; i < sizeof(gets); i++) {
		m = iwc_nl_msg(&nl, gets[i], NLM_F_DUMP);
		assert_non_null(m);
		assert_int_equal(nla_put_u32(m, NL80211_ATTR_IFINDEX, 7), 0);
		assert_int_equal(nla_put_u32(m, NL80211_ATTR_WIPHY, 1), 0);
		assert_int_equal(nla_put(m, NL80211_ATTR_MAC, 6, BSSID), 0);
		assert_int_equal(nla_put_flag(m, NL80211_ATTR_SPLIT_WIPHY_DUMP), 0);
		assert_int_equal(genlmsg_hdr(nlmsg_hdr(m))->cmd, gets[i]);
		assert_int_equal(nlmsg_hdr(m)->nlmsg_type, FAMILY);
		nlmsg_free(m);
	}
	m = iwc_nl_msg(&nl, NL80211_CMD_CONNECT, 0);
	assert_non_null(m);
	assert_int_equal(nla_put(m, NL80211_ATTR_IE, sizeof(ies), ies), 0);
	nlmsg_free(m);
}

/* ---- GET_INTERFACE ---- */

static void iface_full(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_string(m, NL80211_ATTR_IFNAME, "wlan0");
	nla_put_u32(m, NL80211_ATTR_WIPHY, 1);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put(m, NL80211_ATTR_SSID, 7, "TestNet");
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 2412);
	nla_put_u32(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, 2000);
	parse(m, &p);

	memset(&i, 0x5A, sizeof(i));
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_int_equal(i.ifindex, 3);
	assert_string_equal(i.name, "wlan0");
	assert_int_equal(i.wiphy, 1);
	assert_int_equal(i.iftype, IWC_IFTYPE_STATION);
	assert_memory_equal(i.mac, BSSID, 6);
	assert_true(i.has_ssid);
	assert_int_equal(i.ssid_len, 7);
	assert_memory_equal(i.ssid, "TestNet", 7);
	assert_true(i.has_freq);
	assert_int_equal(i.freq_mhz, 2412);
	assert_true(i.has_txpower);
	assert_int_equal(i.txpower_mbm, 2000);
	assert_false(i.mlo);
	/* not from GET_INTERFACE: unknown / cleared */
	assert_int_equal(i.ps, -1);
	assert_false(i.rfkill_blocked);
	done(&p);
}

static void iface_minimal(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 7);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_MONITOR);
	parse(m, &p);
	memset(&i, 0x5A, sizeof(i));
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_int_equal(i.ifindex, 7);
	assert_int_equal(i.iftype, IWC_IFTYPE_MONITOR);
	assert_string_equal(i.name, "");
	assert_int_equal(i.wiphy, 0);
	assert_false(i.has_ssid);
	assert_false(i.has_freq);
	assert_false(i.has_txpower);
	assert_false(i.mlo);
	done(&p);
}

static void iface_required(void **state)
{
	struct iwc_iface i;
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 7);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), -EINVAL);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, 2);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), -EINVAL);
	done(&p);

	/* present but short */
	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u16(m, NL80211_ATTR_IFINDEX, 7);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, 2);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), -EINVAL);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 7);
	nla_put_u8(m, NL80211_ATTR_IFTYPE, 2);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), -EINVAL);
	done(&p);
}

/* What native mode prints: each attribute with its presence, the channel
 * definition, TXQ counters and 4addr; a wdev without a netdev (P2P
 * device) is decoded although the legacy tools refuse it. */
static void iface_native_fields(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct nlattr *nest;
	struct iwc_iface i;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 4);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_AP);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5180);
	nla_put_u32(m, NL80211_ATTR_CHANNEL_WIDTH, NL80211_CHAN_WIDTH_80);
	nla_put_u32(m, NL80211_ATTR_CENTER_FREQ1, 5210);
	nla_put_u32(m, NL80211_ATTR_WIPHY_CHANNEL_TYPE, NL80211_CHAN_HT40PLUS);
	nla_put_u8(m, NL80211_ATTR_4ADDR, 1);
	nest = nla_nest_start(m, NL80211_ATTR_TXQ_STATS);
	nla_put_u32(m, NL80211_TXQ_STATS_FLOWS, 9);
	nla_put_u32(m, NL80211_TXQ_STATS_TX_PACKETS, 77);
	nla_put_u16(m, NL80211_TXQ_STATS_DROPS, 5);	/* short: absent */
	nla_nest_end(m, nest);
	parse(m, &p);
	memset(&i, 0x5A, sizeof(i));
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_true(i.has_ifindex);
	assert_true(i.has_iftype);
	assert_false(i.has_name);
	assert_false(i.has_wiphy);
	assert_false(i.has_wdev);
	assert_false(i.has_mac);
	assert_true(i.has_width);
	assert_int_equal(i.width, NL80211_CHAN_WIDTH_80);
	assert_true(i.has_center1);
	assert_int_equal(i.center1_mhz, 5210);
	assert_false(i.has_center2);
	assert_true(i.has_chantype);
	assert_int_equal(i.chantype, NL80211_CHAN_HT40PLUS);
	assert_true(i.has_4addr);
	assert_true(i.use_4addr);
	assert_true(i.has_txq);
	assert_int_equal(i.txq_present,
			 (1u << IWC_TXQ_FLOWS) | (1u << IWC_TXQ_TX_PACKETS));
	assert_int_equal(i.txq[IWC_TXQ_FLOWS], 9);
	assert_int_equal(i.txq[IWC_TXQ_TX_PACKETS], 77);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_P2P_DEVICE);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	nla_put_u64(m, NL80211_ATTR_WDEV, 0x200000002ULL);
	nla_put_string(m, NL80211_ATTR_IFNAME, "");
	parse(m, &p);
	memset(&i, 0x5A, sizeof(i));
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), -EINVAL);
	assert_false(i.has_ifindex);
	assert_true(i.has_iftype);
	assert_int_equal(i.iftype, IWC_IFTYPE_P2P_DEVICE);
	assert_true(i.has_wiphy);
	assert_int_equal(i.wiphy, 2);
	assert_true(i.has_wdev);
	assert_true(i.wdev == 0x200000002ULL);
	/* "" is one byte, the NUL: a name iw prints as empty */
	assert_true(i.has_name);
	assert_string_equal(i.name, "");
	assert_false(i.has_txq);
	assert_false(i.has_4addr);
	done(&p);
}

static void iface_short_attributes(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct parsed p;
	static const uint8_t zero[6] = { 0 };

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put_u16(m, NL80211_ATTR_WIPHY, 1);
	nla_put(m, NL80211_ATTR_MAC, 4, BSSID);
	nla_put_u16(m, NL80211_ATTR_WIPHY_FREQ, 2412);
	nla_put_u8(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, 20);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_int_equal(i.wiphy, 0);
	assert_memory_equal(i.mac, zero, 6);
	assert_false(i.has_freq);
	assert_false(i.has_txpower);
	done(&p);
}

static void iface_names_and_ssids(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	/* no NUL, longer than IFNAMSIZ */
	nla_put(m, NL80211_ATTR_IFNAME, 20, "abcdefghijklmnopqrst");
	/* SSIDs are bytes: NULs included */
	nla_put(m, NL80211_ATTR_SSID, 4, "\0\0\0\0");
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_string_equal(i.name, "abcdefghijklmno");
	assert_true(i.has_ssid);
	assert_int_equal(i.ssid_len, 4);
	assert_memory_equal(i.ssid, "\0\0\0\0", 4);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put(m, NL80211_ATTR_IFNAME, 4, "wlan");	/* no NUL */
	nla_put(m, NL80211_ATTR_SSID, 0, NULL);		/* hidden: empty */
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_string_equal(i.name, "wlan");
	assert_true(i.has_ssid);
	assert_int_equal(i.ssid_len, 0);
	done(&p);

	/* 33 bytes are kept as received (GIWESSID rejects them later) */
	m = new_msg(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put(m, NL80211_ATTR_SSID, 33, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456");
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_int_equal(i.ssid_len, 33);
	assert_memory_equal(i.ssid, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456", 33);
	done(&p);
}

static void iface_negative_txpower_and_mlo(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct nlattr *links, *link;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	nla_put_u32(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, (uint32_t)-500);
	links = nla_nest_start(m, NL80211_ATTR_MLO_LINKS);
	link = nla_nest_start(m, 1);
	nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, 0);
	nla_nest_end(m, link);
	/* a link with its channel and tx power */
	link = nla_nest_start(m, 2);
	nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, 2);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5180);
	nla_put_u32(m, NL80211_ATTR_WIPHY_TX_POWER_LEVEL, 1700);
	nla_nest_end(m, link);
	/* malformed: no link ID (skipped), short frequency (ignored) */
	link = nla_nest_start(m, 3);
	nla_put_u16(m, NL80211_ATTR_WIPHY_FREQ, 2412);
	nla_nest_end(m, link);
	link = nla_nest_start(m, 4);
	nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, 5);
	nla_put_u16(m, NL80211_ATTR_WIPHY_FREQ, 2412);
	nla_nest_end(m, link);
	nla_nest_end(m, links);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_true(i.has_txpower);
	assert_int_equal(i.txpower_mbm, -500);
	assert_true(i.mlo);
	assert_int_equal(i.n_links, 3);
	assert_int_equal(i.links[0].id, 0);
	assert_false(i.links[0].has_freq);
	assert_int_equal(i.links[1].id, 2);
	assert_true(i.links[1].has_freq);
	assert_int_equal(i.links[1].freq_mhz, 5180);
	assert_true(i.links[1].has_txpower);
	assert_int_equal(i.links[1].txpower_mbm, 1700);
	assert_int_equal(i.links[2].id, 5);
	assert_false(i.links[2].has_freq);
	done(&p);
}

/* More links than a multi-link device can have: the first 15 are kept. */
static void iface_mlo_too_many_links(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_INTERFACE);
	struct iwc_iface i;
	struct nlattr *links, *link;
	struct parsed p;

	(void)state;
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_STATION);
	links = nla_nest_start(m, NL80211_ATTR_MLO_LINKS);
	for (int n = 0; n < 40; n++) {
		link = nla_nest_start(m, n + 1);
		nla_put_u8(m, NL80211_ATTR_MLO_LINK_ID, (uint8_t)n);
		nla_nest_end(m, link);
	}
	nla_nest_end(m, links);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_iface(p.tb, &i), 0);
	assert_int_equal(i.n_links, IWC_MAX_MLO_LINKS);
	assert_int_equal(i.links[14].id, 14);
	done(&p);
}

/* ---- GET_STATION ---- */

static struct nl_msg *station_msg(void)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_STATION);

	nla_put_u32(m, NL80211_ATTR_IFINDEX, 3);
	nla_put(m, NL80211_ATTR_MAC, 6, BSSID);
	return m;
}

static void station_full(void **state)
{
	struct nl_msg *m = station_msg();
	struct nlattr *si, *rate;
	struct iwc_station s;
	struct parsed p;

	(void)state;
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	nla_put_u8(m, NL80211_STA_INFO_SIGNAL, (uint8_t)-45);
	rate = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u32(m, NL80211_RATE_INFO_BITRATE32, 540);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE, 540);
	nla_nest_end(m, rate);
	nla_put_u64(m, NL80211_STA_INFO_RX_DROP_MISC, 63);
	nla_put_u32(m, NL80211_STA_INFO_TX_FAILED, 2);
	nla_put_u32(m, NL80211_STA_INFO_BEACON_LOSS, 9);
	nla_nest_end(m, si);
	parse(m, &p);

	memset(&s, 0x5A, sizeof(s));
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_memory_equal(s.addr, BSSID, 6);
	assert_true(s.has_signal);
	assert_int_equal(s.signal_dbm, -45);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 540);
	assert_true(s.has_rx_drop_misc);
	assert_int_equal(s.rx_drop_misc, 63);
	assert_true(s.has_tx_failed);
	assert_int_equal(s.tx_failed, 2);
	assert_true(s.has_beacon_loss);
	assert_int_equal(s.beacon_loss, 9);
	done(&p);
}

static void station_empty_info(void **state)
{
	struct nl_msg *m = station_msg();
	struct iwc_station s;
	struct parsed p;

	(void)state;
	/* (libnl's nla_nest_end drops an empty nest: put it by hand) */
	nla_put(m, NL80211_ATTR_STA_INFO, 0, NULL);
	parse(m, &p);
	memset(&s, 0x5A, sizeof(s));
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_false(s.has_signal);
	assert_false(s.has_tx_bitrate);
	assert_false(s.has_rx_drop_misc);
	assert_false(s.has_tx_failed);
	assert_false(s.has_beacon_loss);
	done(&p);
}

static void station_without_info(void **state)
{
	struct nl_msg *m = station_msg();
	struct iwc_station s;
	struct parsed p;

	(void)state;
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), -EINVAL);
	done(&p);
}

static void station_bitrate_forms(void **state)
{
	struct nlattr *si, *rate;
	struct iwc_station s;
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	/* BITRATE32 wins (the 16-bit one is absent above 6.5535 Gb/s) */
	m = station_msg();
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	rate = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u32(m, NL80211_RATE_INFO_BITRATE32, 70000);
	nla_nest_end(m, rate);
	nla_nest_end(m, si);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 70000);
	done(&p);

	/* only the old 16-bit attribute */
	m = station_msg();
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	rate = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE, 1444);
	nla_nest_end(m, rate);
	nla_nest_end(m, si);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 1444);
	done(&p);

	/* a short BITRATE32 is skipped for the 16-bit one */
	m = station_msg();
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	rate = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE32, 7);
	nla_put_u16(m, NL80211_RATE_INFO_BITRATE, 55);
	nla_nest_end(m, rate);
	nla_nest_end(m, si);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 55);
	done(&p);
}

/* The kernel omits both bitrate attributes when the rate computes to 0
 * (e.g. an MCS it cannot convert); WEXT GIWRATE still succeeds then,
 * with 100000 * 0: "Bit Rate:0 kb/s" (docs/reference/kernel.md#get-handlers,
 * rate). */
static void station_bitrate_nest_without_rate(void **state)
{
	struct nlattr *si, *rate;
	struct iwc_station s;
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	m = station_msg();
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	rate = nla_nest_start(m, NL80211_STA_INFO_TX_BITRATE);
	nla_put_u8(m, NL80211_RATE_INFO_MCS, 40);
	nla_nest_end(m, rate);
	nla_nest_end(m, si);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_true(s.has_tx_bitrate);
	assert_int_equal(s.tx_bitrate, 0);
	done(&p);
}

static void station_short_attributes(void **state)
{
	struct nlattr *si;
	struct iwc_station s;
	struct parsed p;
	struct nl_msg *m;
	static const uint8_t zero[6] = { 0 };

	(void)state;
	m = new_msg(NL80211_CMD_NEW_STATION);
	nla_put(m, NL80211_ATTR_MAC, 5, BSSID);
	si = nla_nest_start(m, NL80211_ATTR_STA_INFO);
	nla_put(m, NL80211_STA_INFO_SIGNAL, 0, NULL);
	nla_put_u32(m, NL80211_STA_INFO_RX_DROP_MISC, 63);
	nla_put_u16(m, NL80211_STA_INFO_TX_FAILED, 2);
	nla_put_u8(m, NL80211_STA_INFO_BEACON_LOSS, 1);
	nla_nest_end(m, si);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_station(p.tb, &s), 0);
	assert_memory_equal(s.addr, zero, 6);
	assert_false(s.has_signal);
	assert_false(s.has_rx_drop_misc);
	assert_false(s.has_tx_failed);
	assert_false(s.has_beacon_loss);
	done(&p);
}

static void station_garbage_info(void **state)
{
	struct iwc_station s;
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	/* STA_INFO holding 3 bytes: too short for any attribute header */
	m = station_msg();
	nla_put(m, NL80211_ATTR_STA_INFO, 3, "\x08\x00\x07");
	parse(m, &p);
	if (iwc_nl_parse_station(p.tb, &s) == 0) {
		assert_false(s.has_signal);
		assert_false(s.has_tx_bitrate);
	}
	done(&p);

	/* an inner attribute whose length runs past the nest */
	m = station_msg();
	nla_put(m, NL80211_ATTR_STA_INFO, 8,
		"\x40\x00\x07\x00\x01\x02\x03\x04");
	parse(m, &p);
	if (iwc_nl_parse_station(p.tb, &s) == 0)
		assert_false(s.has_signal);
	done(&p);
}

/* ---- GET_WIPHY ---- */

static void put_freq(struct nl_msg *m, int idx, uint32_t mhz, bool disabled,
		     bool no_ir)
{
	struct nlattr *f = nla_nest_start(m, idx);

	nla_put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, mhz);
	if (disabled)
		nla_put_flag(m, NL80211_FREQUENCY_ATTR_DISABLED);
	if (no_ir)
		nla_put_flag(m, NL80211_FREQUENCY_ATTR_NO_IR);
	nla_nest_end(m, f);
}

/* BANDS { band: { FREQS { idx: freq... } } } with @n frequencies. */
static void put_band(struct nl_msg *m, int band, const uint32_t *mhz, int n,
		     int first_idx)
{
	struct nlattr *bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
	struct nlattr *b = nla_nest_start(m, band);
	struct nlattr *freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);

	for (int i = 0; i < n; i++)
		put_freq(m, first_idx + i, mhz[i], false, false);
	nla_nest_end(m, freqs);
	nla_nest_end(m, b);
	nla_nest_end(m, bands);
}

static void put_wiphy_head(struct nl_msg *m)
{
	static const uint32_t ciphers[] = { 0x000FAC01, 0x000FAC05, 0x000FAC02,
					    0x000FAC04 };

	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	nla_put_string(m, NL80211_ATTR_WIPHY_NAME, "phy2");
	nla_put_u8(m, NL80211_ATTR_WIPHY_RETRY_SHORT, 7);
	nla_put_u8(m, NL80211_ATTR_WIPHY_RETRY_LONG, 4);
	nla_put_u32(m, NL80211_ATTR_WIPHY_RTS_THRESHOLD, 0xFFFFFFFF);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FRAG_THRESHOLD, 2346);
	nla_put_u8(m, NL80211_ATTR_MAX_NUM_SCAN_SSIDS, 4);
	nla_put(m, NL80211_ATTR_CIPHER_SUITES, sizeof(ciphers), ciphers);
}

static void wiphy_one_message(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_WIPHY);
	struct iwc_wiphy *w = calloc(1, sizeof(*w));
	struct nlattr *bands, *b, *freqs;
	struct parsed p;

	(void)state;
	put_wiphy_head(m);
	bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
	b = nla_nest_start(m, NL80211_BAND_2GHZ);
	freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
	put_freq(m, 0, 2412, false, false);
	put_freq(m, 1, 2484, true, true);
	nla_nest_end(m, freqs);
	nla_nest_end(m, b);
	b = nla_nest_start(m, NL80211_BAND_5GHZ);
	freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
	put_freq(m, 0, 5180, false, true);
	nla_nest_end(m, freqs);
	nla_nest_end(m, b);
	nla_nest_end(m, bands);
	parse(m, &p);

	iwc_nl_parse_wiphy(p.tb, w);
	assert_int_equal(w->index, 2);
	assert_string_equal(w->name, "phy2");
	assert_true(w->has_retry);
	assert_int_equal(w->retry_short, 7);
	assert_int_equal(w->retry_long, 4);
	assert_true(w->has_rts);
	assert_int_equal(w->rts_threshold, 0xFFFFFFFF);
	assert_true(w->has_frag);
	assert_int_equal(w->frag_threshold, 2346);
	assert_int_equal(w->max_scan_ssids, 4);
	assert_int_equal(w->n_ciphers, 4);
	assert_int_equal(w->ciphers[0], 0x000FAC01);
	assert_int_equal(w->ciphers[3], 0x000FAC04);
	assert_int_equal(w->n_channels, 3);
	assert_int_equal(w->channels[0].freq_mhz, 2412);
	assert_int_equal(w->channels[0].chan, 1);
	assert_int_equal(w->channels[0].band, IWC_BAND_2GHZ);
	assert_false(w->channels[0].disabled);
	assert_false(w->channels[0].no_ir);
	assert_int_equal(w->channels[1].chan, 14);
	assert_true(w->channels[1].disabled);
	assert_true(w->channels[1].no_ir);
	assert_int_equal(w->channels[2].freq_mhz, 5180);
	assert_int_equal(w->channels[2].chan, 36);
	assert_int_equal(w->channels[2].band, IWC_BAND_5GHZ);
	assert_false(w->channels[2].disabled);
	assert_true(w->channels[2].no_ir);
	done(&p);
	free(w);
}

/* NL80211_ATTR_SPLIT_WIPHY_DUMP: the head, then one message per channel
 * chunk; channels append in order, earlier fields stay. */
static void wiphy_split_dump(void **state)
{
	static const uint32_t b0a[] = { 2412, 2417 };
	static const uint32_t b0b[] = { 2422 };
	static const uint32_t b1[] = { 5180, 5200 };
	static const uint32_t b3[] = { 5955 };
	struct iwc_wiphy *w = calloc(1, sizeof(*w));
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	m = new_msg(NL80211_CMD_NEW_WIPHY);
	put_wiphy_head(m);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	put_band(m, NL80211_BAND_2GHZ, b0a, 2, 0);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	put_band(m, NL80211_BAND_2GHZ, b0b, 1, 2);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	put_band(m, NL80211_BAND_5GHZ, b1, 2, 0);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 2);
	put_band(m, NL80211_BAND_6GHZ, b3, 1, 0);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	done(&p);

	assert_int_equal(w->index, 2);
	assert_string_equal(w->name, "phy2");
	assert_true(w->has_retry);
	assert_int_equal(w->retry_short, 7);
	assert_true(w->has_rts);
	assert_true(w->has_frag);
	assert_int_equal(w->n_ciphers, 4);
	assert_int_equal(w->max_scan_ssids, 4);
	assert_int_equal(w->n_channels, 6);
	static const uint32_t exp_mhz[] = { 2412, 2417, 2422, 5180, 5200, 5955 };
	static const int exp_chan[] = { 1, 2, 3, 36, 40, 1 };
	static const enum iwc_band exp_band[] = {
		IWC_BAND_2GHZ, IWC_BAND_2GHZ, IWC_BAND_2GHZ,
		IWC_BAND_5GHZ, IWC_BAND_5GHZ, IWC_BAND_6GHZ,
	};
	for (int i = 0; i < 6; i++) {
		assert_int_equal(w->channels[i].freq_mhz, exp_mhz[i]);
		assert_int_equal(w->channels[i].chan, exp_chan[i]);
		assert_int_equal(w->channels[i].band, exp_band[i]);
	}
	free(w);
}

static void wiphy_short_attributes(void **state)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_WIPHY);
	struct iwc_wiphy *w = calloc(1, sizeof(*w));
	struct nlattr *bands, *b, *freqs, *f;
	struct parsed p;

	(void)state;
	nla_put_u16(m, NL80211_ATTR_WIPHY, 2);
	/* retry needs both */
	nla_put_u8(m, NL80211_ATTR_WIPHY_RETRY_SHORT, 7);
	nla_put_u16(m, NL80211_ATTR_WIPHY_RTS_THRESHOLD, 1);
	nla_put_u8(m, NL80211_ATTR_WIPHY_FRAG_THRESHOLD, 1);
	nla_put(m, NL80211_ATTR_MAX_NUM_SCAN_SSIDS, 0, NULL);
	/* 6 bytes: one whole suite */
	nla_put(m, NL80211_ATTR_CIPHER_SUITES, 6, "\x01\xac\x0f\x00\x02\xac");
	nla_put(m, NL80211_ATTR_WIPHY_NAME, 40,
		"0123456789012345678901234567890123456789");
	bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
	b = nla_nest_start(m, NL80211_BAND_2GHZ);
	freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
	/* a frequency entry with a short FREQ: skipped */
	f = nla_nest_start(m, 0);
	nla_put_u16(m, NL80211_FREQUENCY_ATTR_FREQ, 2412);
	nla_nest_end(m, f);
	/* one without FREQ: skipped */
	f = nla_nest_start(m, 1);
	nla_put_flag(m, NL80211_FREQUENCY_ATTR_DISABLED);
	nla_nest_end(m, f);
	put_freq(m, 2, 2437, false, false);
	nla_nest_end(m, freqs);
	nla_nest_end(m, b);
	/* a band without FREQS */
	b = nla_nest_start(m, NL80211_BAND_5GHZ);
	nla_put_u16(m, NL80211_BAND_ATTR_HT_CAPA, 0);
	nla_nest_end(m, b);
	nla_nest_end(m, bands);
	parse(m, &p);

	iwc_nl_parse_wiphy(p.tb, w);
	assert_int_equal(w->index, 0);
	assert_false(w->has_retry);
	assert_false(w->has_rts);
	assert_false(w->has_frag);
	assert_int_equal(w->max_scan_ssids, 0);
	assert_int_equal(w->n_ciphers, 1);
	assert_int_equal(w->ciphers[0], 0x000FAC01);
	assert_int_equal(strlen(w->name), sizeof(w->name) - 1);
	assert_memory_equal(w->name, "0123456789012345678901234567890", 31);
	assert_int_equal(w->n_channels, 1);
	assert_int_equal(w->channels[0].freq_mhz, 2437);
	assert_int_equal(w->channels[0].chan, 6);
	done(&p);
	free(w);
}

static void wiphy_limits(void **state)
{
	struct iwc_wiphy *w = calloc(1, sizeof(*w));
	uint32_t ciphers[40];
	uint32_t mhz[150];
	struct parsed p;
	struct nl_msg *m;

	(void)state;
	for (int i = 0; i < 40; i++)
		ciphers[i] = 0x000FAC01 + (uint32_t)i;
	for (int i = 0; i < 150; i++)
		mhz[i] = 5000 + 5 * (uint32_t)i;

	/* more cipher suites than IWC_MAX_CIPHERS */
	m = nlmsg_alloc_size(65536);
	genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, FAMILY, 0, 0,
		    NL80211_CMD_NEW_WIPHY, 0);
	nla_put(m, NL80211_ATTR_CIPHER_SUITES, sizeof(ciphers), ciphers);
	put_band(m, NL80211_BAND_5GHZ, mhz, 150, 0);
	parse(m, &p);
	iwc_nl_parse_wiphy(p.tb, w);
	iwc_nl_parse_wiphy(p.tb, w);	/* a second chunk: 300 channels */
	assert_int_equal(w->n_ciphers, IWC_MAX_CIPHERS);
	assert_int_equal(w->ciphers[31], 0x000FAC01 + 31);
	assert_int_equal(w->n_channels, IWC_MAX_CHANNELS);
	assert_int_equal(w->channels[149].freq_mhz, 5745);
	assert_int_equal(w->channels[150].freq_mhz, 5000);
	assert_int_equal(w->channels[255].freq_mhz, 5000 + 5 * 105);
	done(&p);
	free(w);
}

/* ---- GET_SCAN: BSS status ---- */

static struct nl_msg *bss_msg(const void *bssid, int bssid_len, int status,
			      int status_len)
{
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_SCAN_RESULTS);
	struct nlattr *bss = nla_nest_start(m, NL80211_ATTR_BSS);
	uint32_t st = (uint32_t)status;

	if (bssid)
		nla_put(m, NL80211_BSS_BSSID, bssid_len, bssid);
	nla_put_u32(m, NL80211_BSS_FREQUENCY, 2412);
	if (status_len)
		nla_put(m, NL80211_BSS_STATUS, status_len, &st);
	nla_nest_end(m, bss);
	return m;
}

static void bss_status(void **state)
{
	uint8_t bssid[6];
	struct parsed p;
	int status = 99;

	(void)state;
	parse(bss_msg(BSSID, 6, NL80211_BSS_STATUS_ASSOCIATED, 4), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status), 0);
	assert_memory_equal(bssid, BSSID, 6);
	assert_int_equal(status, NL80211_BSS_STATUS_ASSOCIATED);
	done(&p);

	parse(bss_msg(BSSID, 6, NL80211_BSS_STATUS_IBSS_JOINED, 4), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status), 0);
	assert_int_equal(status, NL80211_BSS_STATUS_IBSS_JOINED);
	done(&p);

	/* no status: -1 */
	parse(bss_msg(BSSID, 6, 0, 0), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status), 0);
	assert_int_equal(status, -1);
	done(&p);

	/* a short status: ignored */
	parse(bss_msg(BSSID, 6, 1, 2), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status), 0);
	assert_int_equal(status, -1);
	done(&p);
}

/* A multi-link connection: each link's BSS carries its link ID and the
 * AP MLD's address; absent (or short) on a single-link one. */
static void bss_mlo_link(void **state)
{
	static const uint8_t mld[6] = { 2, 0x11, 0x22, 0x33, 0x44, 0x55 };
	struct nl_msg *m = new_msg(NL80211_CMD_NEW_SCAN_RESULTS);
	struct nlattr *nest = nla_nest_start(m, NL80211_ATTR_BSS);
	struct iwc_bss b;
	struct parsed p;

	(void)state;
	nla_put(m, NL80211_BSS_BSSID, 6, BSSID);
	nla_put_u32(m, NL80211_BSS_STATUS, NL80211_BSS_STATUS_ASSOCIATED);
	nla_put_u8(m, NL80211_BSS_MLO_LINK_ID, 3);
	nla_put(m, NL80211_BSS_MLD_ADDR, 6, mld);
	nla_nest_end(m, nest);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_bss(p.tb, &b), 0);
	assert_int_equal(b.mlo_link_id, 3);
	assert_true(b.has_mld_addr);
	assert_memory_equal(b.mld_addr, mld, 6);
	iwc_bss_clear(&b);
	done(&p);

	m = new_msg(NL80211_CMD_NEW_SCAN_RESULTS);
	nest = nla_nest_start(m, NL80211_ATTR_BSS);
	nla_put(m, NL80211_BSS_BSSID, 6, BSSID);
	nla_put(m, NL80211_BSS_MLD_ADDR, 4, mld);
	nla_nest_end(m, nest);
	parse(m, &p);
	assert_int_equal(iwc_nl_parse_bss(p.tb, &b), 0);
	assert_int_equal(b.mlo_link_id, -1);
	assert_false(b.has_mld_addr);
	iwc_bss_clear(&b);
	done(&p);
}

static void bss_status_errors(void **state)
{
	uint8_t bssid[6] = { 0 };
	static const uint8_t zero[6] = { 0 };
	struct parsed p;
	int status = 99;

	(void)state;
	/* no BSSID (nl80211 omits a zero one) */
	parse(bss_msg(NULL, 0, 1, 4), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status),
			 -EINVAL);
	done(&p);
	/* short BSSID */
	parse(bss_msg(BSSID, 4, 1, 4), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status),
			 -EINVAL);
	assert_memory_equal(bssid, zero, 6);
	done(&p);
	/* no BSS at all */
	parse(new_msg(NL80211_CMD_NEW_SCAN_RESULTS), &p);
	assert_int_equal(iwc_nl_parse_bss_status(p.tb, bssid, &status),
			 -EINVAL);
	done(&p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(iface_full),
		cmocka_unit_test(iface_minimal),
		cmocka_unit_test(iface_required),
		cmocka_unit_test(iface_native_fields),
		cmocka_unit_test(iface_short_attributes),
		cmocka_unit_test(iface_names_and_ssids),
		cmocka_unit_test(iface_negative_txpower_and_mlo),
		cmocka_unit_test(iface_mlo_too_many_links),
		cmocka_unit_test(station_full),
		cmocka_unit_test(station_empty_info),
		cmocka_unit_test(station_without_info),
		cmocka_unit_test(station_bitrate_forms),
		cmocka_unit_test(station_bitrate_nest_without_rate),
		cmocka_unit_test(station_short_attributes),
		cmocka_unit_test(station_garbage_info),
		cmocka_unit_test(wiphy_one_message),
		cmocka_unit_test(wiphy_split_dump),
		cmocka_unit_test(wiphy_short_attributes),
		cmocka_unit_test(wiphy_limits),
		cmocka_unit_test(bss_status),
		cmocka_unit_test(bss_mlo_link),
		cmocka_unit_test(bss_status_errors),
		cmocka_unit_test(family_groups),
		cmocka_unit_test(family_errors),
		cmocka_unit_test(request_sizes),
	};

	return cmocka_run_group_tests_name("nl_parse", tests, NULL, NULL);
}
