/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl80211.h - the nl80211 backend (the only code that talks netlink)
 * and its pure message decoders, exposed for the unit tests.
 */
#ifndef IWCOMPAT_NL80211_H
#define IWCOMPAT_NL80211_H

#include "iwcompat/backend.h"
#include "iwcompat/types.h"

struct nlattr;
struct nlmsghdr;

/**
 * iwc_nl80211_backend_open - the backend used by the tools. The netlink
 * socket itself is opened on first use.
 */
int iwc_nl80211_backend_open(const struct iwc_backend **ret_be,
			     void **ret_data);
void iwc_nl80211_backend_close(void *data);
/* The process ends with this backend (a command, not a library): the
 * multicast groups a scan joins are left to the socket's close at exit
 * rather than with a system call each (docs/performance.md, "Groups
 * left at exit"). A program that lives on must not call it: it would
 * go on receiving every scan of the machine. */
void iwc_nl80211_backend_one_shot(void *data);

/* Decoders: @tb is an array of NL80211_ATTR_MAX + 1 parsed attributes. */
/* Every attribute with its presence; -EINVAL without ifindex or type (the
 * legacy tools' rule), the rest decoded all the same. */
int iwc_nl_parse_iface(struct nlattr **tb, struct iwc_iface *ret);
/* A TXQ_STATS nest into @txq (IWC_TXQ_N counters, enum iwc_txq_stat), a
 * bit per counter found in @present, *has once the nest parses. */
void iwc_nl_parse_txq(struct nlattr *attr, bool *has, uint32_t *present,
		      uint32_t *txq);
/* Fills @ret from NL80211_ATTR_STA_INFO; -EINVAL without it. */
int iwc_nl_parse_station(struct nlattr **tb, struct iwc_station *ret);
/* Adds one message of a (split) wiphy dump to @acc. */
void iwc_nl_parse_wiphy(struct nlattr **tb, struct iwc_wiphy *acc);

/* A generic netlink family as CTRL_CMD_GETFAMILY describes it: its ID
 * and the IDs of its multicast groups (the first IWC_NL_MAX_GROUPS). */
#define IWC_NL_MAX_GROUPS 16
struct iwc_nl_family {
	int id;
	unsigned int n_groups;
	struct {
		char name[16];	/* GENL_NAMSIZ */
		int id;
	} groups[IWC_NL_MAX_GROUPS];
};
/* The reply's attributes (CTRL_ATTR_*, in an array of at least
 * CTRL_ATTR_MAX + 1) into @ret; -EINVAL without a family ID. */
int iwc_nl_parse_family(struct nlattr **tb, struct iwc_nl_family *ret);
/* The ID of @f's multicast group @name, or -ENOENT. */
int iwc_nl_family_group(const struct iwc_nl_family *f, const char *name);

/* From NL80211_ATTR_BSS: the BSSID and the status (-1 if absent). */
int iwc_nl_parse_bss_status(struct nlattr **tb, uint8_t *ret_bssid,
			    int *ret_status);

/* One BSS of a scan dump; the IEs are malloc'd copies (free with
 * iwc_bss_clear). -EINVAL if the message has no usable BSS. */
int iwc_nl_parse_bss(struct nlattr **tb, struct iwc_bss *ret);
void iwc_bss_clear(struct iwc_bss *bss);

/**
 * iwc_nl_parse_event - an nl80211 multicast event (genl command @cmd)
 * that iwevent reports, into @ret (ifname left empty; the IE pointers
 * point into @tb's message). -ENOENT for any other command.
 */
int iwc_nl_parse_event(uint8_t cmd, struct nlattr **tb, struct iwc_event *ret);
/* An rtnetlink message: RTM_DELLINK becomes IWC_EVENT_LINK_GONE;
 * -ENOENT for anything else. */
int iwc_rtnl_parse_link(const struct nlmsghdr *h, struct iwc_event *ret);
/**
 * iwc_rtnl_parse_wext - the IFLA_WIRELESS attributes of an RTM_NEWLINK,
 * one per call: *@pos starts at 0 and is advanced; returns 0 with @ret an
 * IWC_EVENT_WEXT_STREAM (pointing into @h), -ENOENT when there is no
 * (further) one. Bounded by the message (wireless-tools' iwevent counted
 * the netlink header into the attributes' length).
 */
int iwc_rtnl_parse_wext(const struct nlmsghdr *h, size_t *pos,
			struct iwc_event *ret);

#endif
