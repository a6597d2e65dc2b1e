/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_events.c - the kernel's event messages that iwevent reports, to
 * struct iwc_event. Pure: no socket, no printing; every attribute's
 * length is checked before it is read.
 *
 * nl80211 (Linux 6.1, nl80211.c) puts into
 *   NEW_SCAN_RESULTS      IFINDEX (only for a netdev's scan), WDEV, ...
 *   CONNECT               IFINDEX, MAC, STATUS_CODE (u16), REQ_IE, RESP_IE,
 *                         MLO_LINKS (multi-link)
 *   ROAM                  IFINDEX, MAC, REQ_IE, RESP_IE, MLO_LINKS
 *   DISCONNECT            IFINDEX, REASON_CODE, DISCONNECTED_BY_AP, IE
 *   JOIN_IBSS             IFINDEX, MAC
 *   MICHAEL_MIC_FAILURE   IFINDEX, MAC, KEY_TYPE (u32), KEY_IDX (u8, absent
 *                         for -1), KEY_SEQ
 */
#include <errno.h>
#include <string.h>

#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <linux/rtnetlink.h>
#include <netlink/attr.h>

#include "iwcompat/nl80211.h"

static bool has_len(const struct nlattr *a, int len)
{
	return a && nla_len(a) >= len;
}

static void get_ie(const struct nlattr *a, bool *has, const uint8_t **ie,
		   size_t *len)
{
	if (!a)
		return;
	*has = true;
	*ie = nla_data(a);
	*len = (size_t)nla_len(a);
}

int iwc_nl_parse_event(uint8_t cmd, struct nlattr **tb, struct iwc_event *r)
{
	memset(r, 0, sizeof(*r));
	r->key_idx = -1;

	switch (cmd) {
	case NL80211_CMD_NEW_SCAN_RESULTS:
		r->type = IWC_EVENT_SCAN_DONE;
		break;
	case NL80211_CMD_CONNECT:
		r->type = IWC_EVENT_CONNECT;
		break;
	case NL80211_CMD_ROAM:
		r->type = IWC_EVENT_ROAM;
		break;
	case NL80211_CMD_DISCONNECT:
		r->type = IWC_EVENT_DISCONNECT;
		break;
	case NL80211_CMD_JOIN_IBSS:
		r->type = IWC_EVENT_IBSS_JOINED;
		break;
	case NL80211_CMD_MICHAEL_MIC_FAILURE:
		r->type = IWC_EVENT_MIC_FAILURE;
		break;
	default:
		return -ENOENT;
	}

	if (has_len(tb[NL80211_ATTR_IFINDEX], 4))
		r->ifindex = (int)nla_get_u32(tb[NL80211_ATTR_IFINDEX]);
	if (has_len(tb[NL80211_ATTR_MAC], IWC_ETH_ALEN)) {
		r->has_addr = true;
		memcpy(r->addr, nla_data(tb[NL80211_ATTR_MAC]), IWC_ETH_ALEN);
	}
	if (has_len(tb[NL80211_ATTR_STATUS_CODE], 2))
		r->status = nla_get_u16(tb[NL80211_ATTR_STATUS_CODE]);
	r->mlo = tb[NL80211_ATTR_MLO_LINKS] != NULL;
	get_ie(tb[NL80211_ATTR_REQ_IE], &r->has_req_ie, &r->req_ie,
	       &r->req_ie_len);
	get_ie(tb[NL80211_ATTR_RESP_IE], &r->has_resp_ie, &r->resp_ie,
	       &r->resp_ie_len);
	if (has_len(tb[NL80211_ATTR_KEY_TYPE], 4))
		r->key_type = nla_get_u32(tb[NL80211_ATTR_KEY_TYPE]);
	else
		r->key_type = NL80211_KEYTYPE_PAIRWISE;
	if (has_len(tb[NL80211_ATTR_KEY_IDX], 1))
		r->key_idx = nla_get_u8(tb[NL80211_ATTR_KEY_IDX]);
	return 0;
}

int iwc_rtnl_parse_link(const struct nlmsghdr *h, struct iwc_event *r)
{
	const struct ifinfomsg *ifi;

	if (h->nlmsg_type != RTM_DELLINK ||
	    h->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)))
		return -ENOENT;
	ifi = NLMSG_DATA(h);
	memset(r, 0, sizeof(*r));
	r->type = IWC_EVENT_LINK_GONE;
	r->ifindex = ifi->ifi_index;
	r->key_idx = -1;
	return 0;
}

int iwc_rtnl_parse_wext(const struct nlmsghdr *h, size_t *pos,
			struct iwc_event *r)
{
	const size_t hdr = NLMSG_LENGTH(NLMSG_ALIGN(sizeof(struct ifinfomsg)));
	const struct ifinfomsg *ifi;

	if (h->nlmsg_type != RTM_NEWLINK || h->nlmsg_len < hdr)
		return -ENOENT;
	ifi = NLMSG_DATA(h);
	while (hdr + *pos + sizeof(struct rtattr) <= h->nlmsg_len) {
		const struct rtattr *a =
			(const struct rtattr *)((const uint8_t *)h + hdr + *pos);
		size_t alen = a->rta_len;

		if (alen < sizeof(*a) || hdr + *pos + alen > h->nlmsg_len)
			return -ENOENT;
		*pos += RTA_ALIGN(alen);
		if (a->rta_type != IFLA_WIRELESS)
			continue;
		memset(r, 0, sizeof(*r));
		r->type = IWC_EVENT_WEXT_STREAM;
		r->ifindex = ifi->ifi_index;
		r->key_idx = -1;
		r->wext = (const uint8_t *)a + RTA_ALIGN(sizeof(*a));
		r->wext_len = alen - RTA_ALIGN(sizeof(*a));
		return 0;
	}
	return -ENOENT;
}
