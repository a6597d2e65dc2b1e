/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_phy.c - the nl80211 side of the native "phy"/"list"
 * (a GET_WIPHY split dump, each message handed on decoded)
 * and "event" (the multicast listener of backend_nl80211_events.c),
 * iw's phy name lookup in sysfs, and the watch over the wiphys'
 * regulatory facts (wiphy_changed).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/socket.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "iwcompat/backend_iw.h"
#include "iwcompat/nl80211.h"
#include "iwcompat/nl80211_wiphy.h"
#include "backend_nl80211_int.h"

/* iw's phy_lookup(): the index file of the phy's sysfs directory */
int iwc_nlbe_phy_index(void *be, const char *name, uint32_t *ret)
{
	char buf[200];
	ssize_t n;
	int fd;

	(void)be;
	snprintf(buf, sizeof(buf), "/sys/class/ieee80211/%s/index", name);
	fd = open(buf, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = read(fd, buf, sizeof(buf) - 1);
	if (n < 0) {
		int e = -errno;

		close(fd);
		return e;
	}
	close(fd);
	buf[n] = '\0';
	*ret = (uint32_t)atoi(buf);
	return 0;
}

struct pass_on {
	iwc_nat_wiphy_cb cb;
	void *arg;
	bool split;
};

static int on_features(struct nlattr **tb, void *arg)
{
	struct pass_on *p = arg;
	struct nlattr *a = tb[NL80211_ATTR_PROTOCOL_FEATURES];

	if (a && nla_len(a) >= 4 &&
	    (nla_get_u32(a) & NL80211_PROTOCOL_FEATURE_SPLIT_WIPHY_DUMP))
		p->split = true;
	return 0;
}

/* the message decoded (nl80211_wiphy.c), handed on */
static int on_wiphy(struct nlattr **tb, void *arg)
{
	struct pass_on *p = arg;
	struct iwc_nl80211_wiphy w;
	int r;

	r = iwc_nl80211_wiphy_decode_tb(tb, &w);
	if (!r)
		r = p->cb(&w, p->arg);
	iwc_nl80211_wiphy_free(&w);
	return r;
}

int iwc_nlbe_wiphy_dump(void *data, int64_t wiphy, iwc_nat_wiphy_cb cb,
			void *arg)
{
	struct nlbe *be = data;
	struct pass_on p = { .cb = cb, .arg = arg };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	/* iw's "features -q" first: may the dump be split? */
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_PROTOCOL_FEATURES, 0);
	r = iwc_nl_transact(&be->nl, msg, on_features, &p, NL_TIMEOUT_MS);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_WIPHY,
			 p.split || wiphy < 0 ? NLM_F_DUMP : 0);
	if (!msg)
		return -ENOBUFS;
	if ((wiphy >= 0 &&
	     nla_put_u32(msg, NL80211_ATTR_WIPHY, (uint32_t)wiphy) < 0) ||
	    (p.split && nla_put_flag(msg, NL80211_ATTR_SPLIT_WIPHY_DUMP) < 0)) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nl_transact(&be->nl, msg, on_wiphy, &p, NL_TIMEOUT_MS);
}

/* The watch socket of wiphy_changed, joined to @groups (the IDs came
 * with the family's when be->nl was opened: no lookup). */
static int watch_open(struct nlbe *be, const char *const *groups,
		      unsigned int n)
{
	int r;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	r = iwc_nl_socket_open(&be->wiphy_ev);
	if (r < 0)
		return r;
	for (unsigned int i = 0; i < n; i++) {
		if (iwc_nl_add_group(&be->wiphy_ev,
				     iwc_nl_family_group(&be->nl.fam,
							 groups[i])) < 0) {
			iwc_nl_close(&be->wiphy_ev);
			return -EPROTONOSUPPORT;
		}
	}
	return 0;
}

/* wiphy_changed: a socket joined to "regulatory" (REG_CHANGE,
 * WIPHY_REG_CHANGE, REG_BEACON_HINT: the channels' flags) and "config"
 * (NEW_WIPHY, DEL_WIPHY, interfaces), read without waiting: any event,
 * or a lost one (ENOBUFS), is a change. One recv when nothing came. */
int iwc_nlbe_wiphy_changed(void *data)
{
	static const char *const groups[] = { "regulatory", "config" };
	struct nlbe *be = data;
	char buf[256];
	int changed = 0;

	if (!be->wiphy_ev.open) {
		if (!be->wiphy_ev_failed && watch_open(be, groups, 2) < 0)
			be->wiphy_ev_failed = true;
		return 1;
	}
	for (;;) {
		ssize_t n = recv(be->wiphy_ev.fd, buf,
				 sizeof(buf), MSG_DONTWAIT | MSG_TRUNC);

		if (n >= 0) {
			changed = 1;
			continue;
		}
		if (errno == EINTR)
			continue;
		return errno == EAGAIN || errno == EWOULDBLOCK ? changed : 1;
	}
}
