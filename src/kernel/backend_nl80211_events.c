/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_events.c - listen_events, for iwevent: nl80211's
 * "scan" and "mlme" multicast groups (where cfg80211 announces the
 * scan results, connections, roams, disconnections, IBSS joins and MIC
 * failures it also told WEXT about) and rtnetlink's link group (for
 * interfaces going away, and for the WEXT events of drivers without
 * nl80211, which wireless-tools read there: cfg80211 put its WEXT events
 * there too, and iwevent takes cfg80211's from nl80211 instead).
 *
 * Both sockets get a large receive buffer (SO_RCVBUFFORCE when the
 * caller may, else SO_RCVBUF up to net.core.rmem_max) and are read
 * with plain recv(), so that an overrun (ENOBUFS) is seen as such and
 * reported as IWC_EVENT_LOST instead of ending the loop.
 */
#include <errno.h>
#include <net/if.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <linux/rtnetlink.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#include "iwcompat/nl80211_event.h"
#include "iwcompat/nl80211.h"
#include "backend_nl80211_int.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK 270
#endif

#define EVENT_RCVBUF (4 * 1024 * 1024)
#define EVENT_MSGBUF (64 * 1024)

struct listener {
	struct iwc_nl genl;	/* not open when the kernel has no nl80211 */
	int family;
	int rtnl;
	uint8_t *genl_buf, *rtnl_buf;
	iwc_event_cb cb;
	void *arg;
};

static void grow_rcvbuf(int fd)
{
	int size = EVENT_RCVBUF;

	if (setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &size, sizeof(size)) < 0)
		setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof(size));
}

/* nl80211's group @group, whose ID came with the family's. */
static int join_group(struct iwc_nl *nl, const char *group)
{
	int grp = iwc_nl_family_group(&nl->fam, group);

	if (grp < 0)
		return -ENOENT;
	return iwc_nl_add_group(nl, grp);
}

/* A socket with nl80211's ID and groups (one CTRL_CMD_GETFAMILY): 0,
 * -ENOENT when the kernel has no nl80211, or another negative errno. */
static int open_nl80211(struct iwc_nl *nl)
{
	int r = iwc_nl_open(nl);

	if (r == -ENOENT || r == -ENOMEM)
		return r;
	return r < 0 ? -EPROTONOSUPPORT : 0;
}

/* 0 with l->genl not open when there is no nl80211 (no cfg80211 device
 * can exist, so there is nothing to report). */
static int open_genl(struct listener *l)
{
	int r = open_nl80211(&l->genl);

	if (r == -ENOENT)
		return 0;
	if (r < 0)
		return r;
	l->family = l->genl.family;
	r = join_group(&l->genl, NL80211_MULTICAST_GROUP_SCAN);
	if (r == 0)
		r = join_group(&l->genl, NL80211_MULTICAST_GROUP_MLME);
	if (r < 0) {
		iwc_nl_close(&l->genl);
		return r;
	}
	grow_rcvbuf(l->genl.fd);
	return 0;
}

static int open_rtnl(struct listener *l)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK,
				  .nl_groups = RTMGRP_LINK };

	l->rtnl = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (l->rtnl < 0)
		return -errno;
	if (bind(l->rtnl, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		return -errno;
	grow_rcvbuf(l->rtnl);
	return 0;
}

static int emit(struct listener *l, struct iwc_event *ev)
{
	if (ev->ifindex > 0 &&
	    !if_indextoname((unsigned int)ev->ifindex, ev->ifname)) {
		/* SIOCGIFNAME's own errno, which glibc turns into ENXIO */
		ev->ifname[0] = '\0';
		ev->ifname_err = errno == ENXIO ? ENODEV : errno;
	}
	return l->cb(ev, l->arg);
}

static int emit_simple(struct listener *l, enum iwc_event_type type, int err)
{
	struct iwc_event ev = { .type = type, .err = err, .key_idx = -1 };

	return l->cb(&ev, l->arg);
}

enum rx {
	RX_DATA,	/* a datagram */
	RX_EMPTY,	/* nothing queued now */
	RX_LOST,	/* one or more datagrams dropped */
	RX_FAILED,	/* reading failed (reported) */
};

/* One datagram of @fd into @buf (EVENT_MSGBUF bytes). Any process may
 * unicast to our port: only the kernel's (port 0) count. */
static enum rx receive(int fd, uint8_t *buf, size_t *ret_len)
{
	for (;;) {
		struct sockaddr_nl from = { 0 };
		socklen_t from_len = sizeof(from);
		ssize_t n = recvfrom(fd, buf, EVENT_MSGBUF, MSG_DONTWAIT | MSG_TRUNC,
				     (struct sockaddr *)&from, &from_len);

		if (n > EVENT_MSGBUF)
			return RX_LOST;		/* cut short */
		if (n >= 0) {
			*ret_len = from.nl_pid == 0 ? (size_t)n : 0;
			return RX_DATA;
		}
		if (errno == EINTR)
			continue;
		if (errno == EAGAIN || errno == EWOULDBLOCK)
			return RX_EMPTY;
		if (errno == ENOBUFS)
			return RX_LOST;
		return RX_FAILED;
	}
}

static int handle_genl(struct listener *l, struct nlmsghdr *h)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct genlmsghdr *gnlh;
	struct iwc_event ev;

	if (h->nlmsg_type != l->family ||
	    genlmsg_parse(h, 0, tb, NL80211_ATTR_MAX, NULL) < 0)
		return 0;
	gnlh = nlmsg_data(h);
	if (iwc_nl_parse_event(gnlh->cmd, tb, &ev) < 0)
		return 0;
	return emit(l, &ev);
}

/* Every nl80211 event queued now, in order. */
static int drain_genl(struct listener *l)
{
	int r = 0;

	if (!l->genl.open)
		return 0;
	while (r == 0) {
		struct nlmsghdr *h = (struct nlmsghdr *)l->genl_buf;
		size_t len;
		int rem;

		switch (receive(l->genl.fd, l->genl_buf, &len)) {
		case RX_EMPTY:
			return 0;
		case RX_LOST:
			r = emit_simple(l, IWC_EVENT_LOST, 0);
			continue;
		case RX_FAILED:
			return emit_simple(l, IWC_EVENT_READ_ERROR, errno);
		case RX_DATA:
			break;
		}
		for (rem = (int)len; r == 0 && nlmsg_ok(h, rem);
		     h = nlmsg_next(h, &rem))
			r = handle_genl(l, h);
	}
	return r;
}

/* Every rtnetlink message queued now: deletions, and the WEXT event
 * streams of RTM_NEWLINK. */
static int drain_rtnl(struct listener *l)
{
	int r = 0;

	while (r == 0) {
		struct nlmsghdr *h = (struct nlmsghdr *)l->rtnl_buf;
		size_t len;
		int rem;

		switch (receive(l->rtnl, l->rtnl_buf, &len)) {
		case RX_EMPTY:
			return 0;
		case RX_LOST:
			/* WEXT drivers' events come this way */
			r = emit_simple(l, IWC_EVENT_LOST, 0);
			continue;
		case RX_FAILED:
			return emit_simple(l, IWC_EVENT_READ_ERROR, errno);
		case RX_DATA:
			break;
		}
		for (rem = (int)len; r == 0 && nlmsg_ok(h, rem);
		     h = nlmsg_next(h, &rem)) {
			struct iwc_event ev;
			size_t pos = 0;

			/* a WEXT driver's events (and cfg80211's WEXT
			 * layer's), in the message's order */
			while (r == 0 && iwc_rtnl_parse_wext(h, &pos, &ev) == 0)
				r = emit(l, &ev);
			if (r != 0 || iwc_rtnl_parse_link(h, &ev) < 0)
				continue;
			/* The nl80211 events the kernel sent before the
			 * deletion are queued already: they go first, with
			 * the name the interface had. */
			r = drain_genl(l);
			if (r == 0)
				r = l->cb(&ev, l->arg);
		}
	}
	return r;
}

static int listen_loop(struct listener *l)
{
	int r = emit_simple(l, IWC_EVENT_LISTENING, 0);

	while (r == 0) {
		struct pollfd p[2] = {
			{ .fd = l->rtnl, .events = POLLIN },
			{ .fd = l->genl.open ? l->genl.fd : -1,
			  .events = POLLIN },
		};

		if (poll(p, 2, -1) < 0) {
			if (errno == EINTR || errno == EAGAIN)
				continue;
			return -errno;
		}
		r = drain_genl(l);
		if (r == 0)
			r = drain_rtnl(l);
	}
	return r;
}

int iwc_nlbe_listen_events(void *be, iwc_event_cb cb, void *arg)
{
	struct listener l = { .rtnl = -1, .cb = cb, .arg = arg };
	int r;

	(void)be;
	l.genl_buf = malloc(EVENT_MSGBUF);
	l.rtnl_buf = malloc(EVENT_MSGBUF);
	if (!l.genl_buf || !l.rtnl_buf) {
		free(l.genl_buf);
		free(l.rtnl_buf);
		return -ENOMEM;
	}
	/* rtnetlink first: wireless-tools failed on it alone */
	r = open_rtnl(&l);
	if (r == 0)
		r = open_genl(&l);
	if (r == 0)
		r = listen_loop(&l);
	iwc_nl_close(&l.genl);
	if (l.rtnl >= 0)
		close(l.rtnl);
	free(l.genl_buf);
	free(l.rtnl_buf);
	return r;
}

/* ---- the native "event": nl80211's groups as iw joins them ---- */

/* iw's __prepare_listen_events(): "config" must be there, the others
 * are joined when the kernel has them. Each nl80211 message goes to @cb
 * decoded (nl80211_event.c); an overrun is passed over as iw's
 * nl_recvmsgs() loop does. Ends when @cb returns non-zero or reading
 * fails. */
int iwc_nlbe_listen_nl80211(void *be, iwc_nat_event_cb cb, void *arg)
{
	static const char *const more[] = {
		NL80211_MULTICAST_GROUP_SCAN, NL80211_MULTICAST_GROUP_REG,
		NL80211_MULTICAST_GROUP_MLME, NL80211_MULTICAST_GROUP_VENDOR,
		NL80211_MULTICAST_GROUP_NAN,
	};
	struct iwc_nl nl = { 0 };
	uint8_t *buf;
	int family, r, fd;

	(void)be;
	buf = malloc(EVENT_MSGBUF);
	r = buf ? open_nl80211(&nl) : -ENOMEM;
	if (r < 0)
		goto out;
	family = nl.family;
	r = join_group(&nl, NL80211_MULTICAST_GROUP_CONFIG);
	for (size_t i = 0; r == 0 && i < sizeof(more) / sizeof(more[0]); i++) {
		r = join_group(&nl, more[i]);
		if (r == -ENOENT)
			r = 0;
	}
	if (r < 0)
		goto out;
	fd = nl.fd;
	grow_rcvbuf(fd);
	while (r == 0) {
		struct pollfd p = { .fd = fd, .events = POLLIN };
		struct nlmsghdr *h = (struct nlmsghdr *)buf;
		struct iwc_nl80211_event ev;
		size_t len;
		int rem;

		switch (receive(fd, buf, &len)) {
		case RX_EMPTY:
			if (poll(&p, 1, -1) < 0 && errno != EINTR)
				r = -errno;
			continue;
		case RX_LOST:
			continue;
		case RX_FAILED:
			r = -errno;
			continue;
		case RX_DATA:
			break;
		}
		for (rem = (int)len; r == 0 && nlmsg_ok(h, rem);
		     h = nlmsg_next(h, &rem)) {
			struct genlmsghdr *g;

			if (h->nlmsg_type != family ||
			    h->nlmsg_len < NLMSG_HDRLEN + GENL_HDRLEN)
				continue;
			g = nlmsg_data(h);
			r = iwc_nl80211_event_decode(g->cmd,
						     genlmsg_attrdata(g, 0),
						     (size_t)genlmsg_attrlen(g, 0),
						     &ev);
			if (r == 0)
				r = cb(&ev, arg);
			iwc_nl80211_event_free(&ev);
		}
	}
out:
	iwc_nl_close(&nl);
	free(buf);
	return r;
}
