/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_sock.c - request/reply over generic netlink: requests built and
 * replies' attributes parsed with libnl-3, carried on a socket of our
 * own (one recvmsg per datagram, its messages walked here: libnl's
 * socket and callback machinery ran more code before a scan's trigger
 * than the requests themselves; docs/performance.md, "The transport").
 * Errors are the kernel's NLMSG_ERROR; a poll() deadline on every wait.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#include "iwcompat/nl80211.h"
#include "iwcompat/sys_ioctl.h"
#include "nl_sock.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK 270
#endif
#ifndef NETLINK_EXT_ACK
#define NETLINK_EXT_ACK 11
#endif
#ifndef NETLINK_CAP_ACK
#define NETLINK_CAP_ACK 10
#endif

/* The request socket, without the family lookup: non-blocking, bound
 * to a port the kernel picks, extended ACKs with capped requests. */
int iwc_nl_socket_open(struct iwc_nl *nl)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	socklen_t len = sizeof(sa);
	int one = 1, fd;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC | SOCK_NONBLOCK,
		    NETLINK_GENERIC);
	if (fd < 0)
		return -EPROTONOSUPPORT;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 ||
	    getsockname(fd, (struct sockaddr *)&sa, &len) < 0 ||
	    len < sizeof(sa) || sa.nl_family != AF_NETLINK) {
		close(fd);
		return -EPROTONOSUPPORT;
	}
	/* One recvmsg per datagram, into a buffer that holds any (a
	 * longer one fails as truncated, it is not cut). */
	nl->rxbuf = malloc(IWC_NL_RXBUF);
	if (!nl->rxbuf) {
		close(fd);
		return -ENOMEM;
	}
	setsockopt(fd, SOL_NETLINK, NETLINK_EXT_ACK, &one, sizeof(one));
	setsockopt(fd, SOL_NETLINK, NETLINK_CAP_ACK, &one, sizeof(one));
	nl->fd = fd;
	nl->port = sa.nl_pid;
	nl->seq = 0;
	nl->open = true;
	return 0;
}

int iwc_nl_add_group(struct iwc_nl *nl, int grp)
{
	if (!nl->open)
		return -ENOTCONN;
	if (grp <= 0)
		return -EINVAL;
	if (setsockopt(nl->fd, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &grp,
		       sizeof(grp)) < 0)
		return -errno;
	return 0;
}

static int on_family(struct nlattr **tb, void *arg)
{
	return iwc_nl_parse_family(tb, arg) < 0 ? -ENOENT : 0;
}

/* "nl80211"'s ID and multicast groups in one CTRL_CMD_GETFAMILY (libnl's
 * genl_ctrl_resolve builds a cache for the ID alone, and each
 * genl_ctrl_resolve_grp asks the kernel again). */
static int resolve_family(struct iwc_nl *nl)
{
	struct nl_msg *msg = nlmsg_alloc_size(128);
	int r;

	if (!msg)
		return -ENOMEM;
	if (!genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, GENL_ID_CTRL, 0, 0,
			 CTRL_CMD_GETFAMILY, 1) ||
	    nla_put_string(msg, CTRL_ATTR_FAMILY_NAME, NL80211_GENL_NAME) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	r = iwc_nl_transact(nl, msg, on_family, &nl->fam, 5000);
	if (r == 0 && nl->fam.id <= 0)
		r = -ENOENT;
	return r;
}

/* A failed open is not the process's for its life (a status bar
 * started before cfg80211 was loaded, or that hit EMFILE once): it is
 * tried again, not more often than a back-off of 1 s doubling to 64 s
 * on CLOCK_MONOTONIC (the vDSO's: no system call while it waits). */
#define OPEN_RETRY_MIN_NS 1000000000ull
#define OPEN_RETRY_MAX_NS (64 * OPEN_RETRY_MIN_NS)

static uint64_t open_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int open_failed(struct iwc_nl *nl, int err)
{
	if (nl->open_delay_ns == 0)
		nl->open_delay_ns = OPEN_RETRY_MIN_NS;
	else if (nl->open_delay_ns < OPEN_RETRY_MAX_NS)
		nl->open_delay_ns *= 2;
	nl->open_retry_ns = open_now_ns() + nl->open_delay_ns;
	return nl->open_err = err;
}

int iwc_nl_open(struct iwc_nl *nl)
{
	int r;

	if (nl->open)
		return 0;
	if (nl->open_err && open_now_ns() < nl->open_retry_ns)
		return nl->open_err;
	if (nl->family > 0)
		return iwc_nl_socket_open(nl);	/* after an abandoned dump */

	r = iwc_nl_socket_open(nl);
	if (r < 0)
		return open_failed(nl, r);

	if (resolve_family(nl) < 0) {
		iwc_nl_close(nl);
		/* no cfg80211 in this kernel (yet) */
		return open_failed(nl, -ENOENT);
	}
	nl->family = nl->fam.id;
	nl->open_err = 0;
	nl->open_delay_ns = 0;
	return 0;
}

void iwc_nl_close(struct iwc_nl *nl)
{
	if (nl->open)
		close(nl->fd);
	free(nl->rxbuf);
	nl->rxbuf = NULL;
	nl->open = false;
	nl->n_joined = 0;	/* a new socket has no groups */
}

/* The requests that carry at most an index, a MAC address and a flag
 * (every caller's): 256 bytes hold them. libnl's default buffer is a
 * page, which calloc clears again for each request, freed and taken
 * back: about 4k instructions a request. Any other command keeps it. */
static size_t msg_size(uint8_t cmd)
{
	switch (cmd) {
	case NL80211_CMD_GET_WIPHY:
	case NL80211_CMD_GET_INTERFACE:
	case NL80211_CMD_GET_STATION:
	case NL80211_CMD_GET_SCAN:
	case NL80211_CMD_GET_POWER_SAVE:
	case NL80211_CMD_GET_REG:
	case NL80211_CMD_GET_PROTOCOL_FEATURES:
		return 256;
	default:
		return 0;
	}
}

struct nl_msg *iwc_nl_msg(struct iwc_nl *nl, uint8_t cmd, int flags)
{
	size_t size = msg_size(cmd);
	struct nl_msg *msg = size ? nlmsg_alloc_size(size) : nlmsg_alloc();

	if (!msg)
		return NULL;
	if (!genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, nl->family, 0, flags,
			 cmd, 0)) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

int iwc_nl_ifreq(struct iwc_nl *nl, const char *ifname,
		 unsigned int *ret_index, bool *ret_up)
{
	struct ifreq ifr;
	int fd;

	if (!nl->open)
		return -ENOTCONN;
	fd = nl->fd;
	memset(&ifr, 0, sizeof(ifr));
	iwc_ifname_copy(ifr.ifr_name, sizeof(ifr.ifr_name), ifname);
	if (iwc_sys_ioctl(fd, SIOCGIFINDEX, &ifr) < 0)
		return -ENODEV;
	*ret_index = (unsigned int)ifr.ifr_ifindex;
	if (iwc_sys_ioctl(fd, SIOCGIFFLAGS, &ifr) < 0)
		return -ENODEV;
	*ret_up = (ifr.ifr_flags & IFF_UP) != 0;
	return 0;
}

int iwc_nl_ifup(struct iwc_nl *nl, const char *ifname, bool *ret_up)
{
	struct ifreq ifr;

	if (!nl->open)
		return -ENOTCONN;
	memset(&ifr, 0, sizeof(ifr));
	iwc_ifname_copy(ifr.ifr_name, sizeof(ifr.ifr_name), ifname);
	if (iwc_sys_ioctl(nl->fd, SIOCGIFFLAGS, &ifr) < 0)
		return -ENODEV;
	*ret_up = (ifr.ifr_flags & IFF_UP) != 0;
	return 0;
}

/* The requests the kernel answers with exactly one message on every
 * success path, sent without NLM_F_ACK: that reply ends them (one
 * recvmsg, not two), an error still comes as NLMSG_ERROR
 * (netlink_rcv_skb acks every error, NLM_F_ACK or not; only -EINTR,
 * a dump started, goes unanswered, and no doit below returns it).
 * Checked in Linux 6.1 and 6.12 (docs/performance.md, "One reply, no
 * ACK"): genetlink's ctrl_getfamily and nl80211_get_wiphy,
 * nl80211_get_interface, nl80211_get_station, nl80211_get_power_save,
 * nl80211_get_protocol_features each end in genlmsg_reply or return
 * an error; pre_doit and a refused permission return errors. Dumps
 * (any NLM_F_DUMP bit) and every other command keep their ACK. */
bool iwc_nl_one_reply(const struct nlmsghdr *h, int family)
{
	const struct genlmsghdr *g;

	if ((h->nlmsg_flags & NLM_F_DUMP) ||
	    h->nlmsg_len < NLMSG_LENGTH(GENL_HDRLEN))
		return false;
	g = (const struct genlmsghdr *)NLMSG_DATA(h);
	if (h->nlmsg_type == GENL_ID_CTRL)
		return g->cmd == CTRL_CMD_GETFAMILY;
	if (family <= 0 || h->nlmsg_type != family)
		return false;
	switch (g->cmd) {
	case NL80211_CMD_GET_WIPHY:
	case NL80211_CMD_GET_INTERFACE:
	case NL80211_CMD_GET_STATION:
	case NL80211_CMD_GET_POWER_SAVE:
	case NL80211_CMD_GET_PROTOCOL_FEATURES:
		return true;
	default:
		return false;
	}
}

struct transact {
	struct iwc_nl *nl;
	iwc_nl_handler handler;
	void *arg;
	uint32_t seq;		/* the request's */
	bool one_reply;		/* sent without NLM_F_ACK: its reply ends it */
	bool done;
	bool stopped;		/* the handler has what it wants */
	bool quiet;		/* so, but the dump is read to its end */
	bool interrupted;
	int err;
};

/* What a message's walker returns: go on with the datagram's next
 * message, or stop (the rest of the datagram is not looked at). */
enum walk { WALK_ON, WALK_STOP };

/* A message's nl80211 (or controller) attributes, when it holds at
 * least the genl header: tb filled, the genl command returned; -1 for
 * a message too short or whose attributes do not parse. */
static int parse_genl(struct nlmsghdr *h, struct nlattr **tb)
{
	struct genlmsghdr *gnlh = nlmsg_data(h);

	if (h->nlmsg_len < NLMSG_LENGTH(GENL_HDRLEN) ||
	    nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
		      genlmsg_attrlen(gnlh, 0), NULL) < 0)
		return -1;
	return gnlh->cmd;
}

/* A reply: to the handler, unless it has decided already. */
static enum walk feed(struct transact *t, struct nlmsghdr *h)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	if (parse_genl(h, tb) < 0)
		return WALK_ON;
	/* Keep draining a dump even after a handler error: stopping
	 * midway leaves replies queued for the next request. */
	if (t->handler && !t->err && !t->quiet) {
		int r = t->handler(tb, t->arg);

		if (r < 0)
			t->err = r;
		/* A socket that carries joined events is not dropped
		 * midway (they would be lost): the rest is read. */
		if (r > 0 && t->nl->n_joined) {
			t->quiet = true;
		} else if (r > 0) {
			t->stopped = true;
			return WALK_STOP;
		}
	}
	return WALK_ON;
}

static enum walk on_valid(struct transact *t, struct nlmsghdr *h)
{
	enum walk w = feed(t, h);

	if (t->one_reply) {
		/* no ACK follows: the socket holds nothing more of it,
		 * whatever the handler said (so it is not dropped) */
		t->stopped = false;
		t->done = true;
		return WALK_STOP;
	}
	return w;
}

/* A joined group's event, whenever it comes: to the joined handler
 * until it has decided. */
static void route_event(struct iwc_nl *nl, struct nlmsghdr *h)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	int cmd;

	if (!nl->ev_handler || nl->ev_result)
		return;
	cmd = parse_genl(h, tb);
	if (cmd < 0)
		return;
	nl->ev_result = nl->ev_handler((uint8_t)cmd, tb, nl->ev_arg);
}

/* Not a reply to this socket's requests: sent to a group (the kernel
 * gives no group bit above 32 in the address, so the header is asked
 * too: an event carries sequence number 0 or another port). */
static bool is_multicast(const struct iwc_nl *nl, const struct nlmsghdr *h,
			 const struct sockaddr_nl *src)
{
	return src->nl_groups || h->nlmsg_seq == 0 ||
	       h->nlmsg_pid != nl->port;
}

static void read_extack(struct iwc_nl *nl, struct nlmsghdr *outer,
			struct nlmsgerr *e)
{
	size_t off;
	struct nlattr *a;
	int rem;

	nl->extack[0] = '\0';
	if (!(outer->nlmsg_flags & NLM_F_ACK_TLVS))
		return;
	/* the attributes follow the echoed request, whole unless capped,
	 * at the next 4-byte boundary (the kernel puts the error and the
	 * echo as one payload, rounded up) */
	off = sizeof(*e);
	if (!(outer->nlmsg_flags & NLM_F_CAPPED)) {
		if (e->msg.nlmsg_len < sizeof(struct nlmsghdr) ||
		    e->msg.nlmsg_len > outer->nlmsg_len)
			return;
		off = NLMSG_ALIGN(off + e->msg.nlmsg_len -
				  sizeof(struct nlmsghdr));
	}
	if (NLMSG_HDRLEN + off >= outer->nlmsg_len)
		return;
	a = (struct nlattr *)((char *)e + off);
	rem = (int)(outer->nlmsg_len - NLMSG_HDRLEN - off);
	for (; nla_ok(a, rem); a = nla_next(a, &rem)) {
		if (nla_type(a) == NLMSGERR_ATTR_MSG) {
			snprintf(nl->extack, sizeof(nl->extack), "%.*s",
				 nla_len(a), (const char *)nla_data(a));
			return;
		}
	}
}

/* The kernel's error as sent (a negated errno); -EIO for a value no
 * errno has (a caller would print it, or take it for success). */
static int kernel_errno(int err)
{
	return err < 0 && err >= -4095 ? err : -EIO;
}

/* What to do with each message of one datagram; returns 0 or a
 * negative errno that ends the walk, sets *walk. */
typedef int (*walker)(void *arg, struct nlmsghdr *h,
		      const struct sockaddr_nl *src, enum walk *walk);

/* One message of a datagram that answers, or may answer, request @t:
 * what libnl's nl_recvmsgs did with our callbacks, in its order (the
 * sequence check first, then the dump's interruption, then the type). */
static int walk_reply(void *arg, struct nlmsghdr *h,
		      const struct sockaddr_nl *src, enum walk *walk)
{
	struct transact *t = arg;
	struct nlmsgerr *e;

	*walk = WALK_ON;
	if (is_multicast(t->nl, h, src)) {
		route_event(t->nl, h);
		return 0;
	}
	/* A reply to an earlier request of ours (the kernel's, to our
	 * port, an older sequence number), left unread when that one
	 * ended early: skipped, as nothing of it belongs to this one.
	 * A later number was never sent: an error. */
	if (h->nlmsg_seq != t->seq)
		return (int32_t)(h->nlmsg_seq - t->seq) < 0 ? 0 : -EIO;
	/* The object list changed during the dump: keep reading to the
	 * end, then report -EINTR so the caller starts again. The flag
	 * comes on the NLMSG_DONE too, which still ends the dump. */
	if (h->nlmsg_flags & NLM_F_DUMP_INTR)
		t->interrupted = true;
	switch (h->nlmsg_type) {
	case NLMSG_NOOP:
		return 0;
	case NLMSG_OVERRUN:
		return -EIO;
	case NLMSG_DONE:
		/* NLMSG_DONE carries the dump's error, if it failed midway */
		if (h->nlmsg_len >= NLMSG_LENGTH(sizeof(int))) {
			int err;

			memcpy(&err, nlmsg_data(h), sizeof(err));
			if (err < 0 && !t->err)
				t->err = kernel_errno(err);
		}
		t->done = true;
		*walk = WALK_STOP;
		return 0;
	case NLMSG_ERROR:
		if (h->nlmsg_len < NLMSG_LENGTH(sizeof(*e)))
			return -EIO;
		e = nlmsg_data(h);
		if (e->error) {	/* else the ACK */
			read_extack(t->nl, h, e);
			t->err = kernel_errno(e->error);
		}
		t->done = true;
		*walk = WALK_STOP;
		return 0;
	default:
		*walk = on_valid(t, h);
		return 0;
	}
}

/*
 * One datagram from @nl's socket, its messages to @fn in order until it
 * says stop. Returns 0, -EAGAIN when none is queued, -ENOBUFS when the
 * kernel dropped some (the socket is still usable), -EMSGSIZE for a
 * datagram over IWC_NL_RXBUF, or another negative errno (@fn's too).
 * Datagrams from other ports than the kernel's are dropped.
 */
static int receive(struct iwc_nl *nl, walker fn, void *arg)
{
	struct sockaddr_nl src;
	struct iovec iov = { .iov_base = nl->rxbuf, .iov_len = IWC_NL_RXBUF };
	struct msghdr mh = {
		.msg_name = &src, .msg_namelen = sizeof(src),
		.msg_iov = &iov, .msg_iovlen = 1,
	};
	struct nlmsghdr *h = (struct nlmsghdr *)nl->rxbuf;
	ssize_t n;
	int rem;

	do {
		memset(&src, 0, sizeof(src));
		mh.msg_namelen = sizeof(src);
		n = recvmsg(nl->fd, &mh, 0);
	} while (n < 0 && errno == EINTR);
	if (n < 0)
		return errno == EWOULDBLOCK ? -EAGAIN : -errno;
	if (mh.msg_flags & MSG_TRUNC)
		return -EMSGSIZE;
	if (src.nl_pid != 0)
		return 0;
	for (rem = (int)n; nlmsg_ok(h, rem); h = nlmsg_next(h, &rem)) {
		enum walk w = WALK_ON;
		int r = fn(arg, h, &src, &w);

		if (r < 0)
			return r;
		if (w == WALK_STOP)
			break;
	}
	return 0;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Until @fd is readable: 0, -ETIMEDOUT once @deadline (now_ms()) has
 * passed, or another negative errno. Signals do not cut the wait short. */
static int wait_readable(int fd, long deadline)
{
	for (;;) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		long left = deadline - now_ms();
		int r;

		if (left <= 0)
			return -ETIMEDOUT;
		r = poll(&pfd, 1, (int)left);
		if (r > 0)
			return 0;
		if (r == 0)
			return -ETIMEDOUT;
		if (errno != EINTR)
			return -errno;
	}
}

/* @h completed (our port, the next sequence number, a request; an ACK
 * unless one message answers it) and sent to the kernel. */
static int send_request(struct iwc_nl *nl, struct nlmsghdr *h,
			bool one_reply)
{
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	ssize_t n;

	if (++nl->seq == 0)	/* 0 is an event's */
		nl->seq = 1;
	h->nlmsg_pid = nl->port;
	h->nlmsg_seq = nl->seq;
	h->nlmsg_flags |= NLM_F_REQUEST;
	if (!one_reply)
		h->nlmsg_flags |= NLM_F_ACK;
	do {
		n = sendto(nl->fd, h, h->nlmsg_len, 0,
			   (struct sockaddr *)&kernel, sizeof(kernel));
	} while (n < 0 && errno == EINTR);
	return n == (ssize_t)h->nlmsg_len ? 0 : -EIO;
}

static int walk_joined(void *arg, struct nlmsghdr *h,
		       const struct sockaddr_nl *src, enum walk *walk);

#define JOINED_RCVBUF (128 * 1024)

/*
 * Closes @nl's socket, a request's replies still due on it. When groups
 * are joined for an event wait still going on (a scan's,
 * iwc_nl_events_join), a new socket joins them at once, then the
 * events already queued on the old one go to the handler, so that none
 * is lost in between (one may come twice); a failure to join them again
 * ends the wait with its error. Other sockets are just closed: the
 * next request opens one (their groups were only kept, not listened
 * to: keep_groups).
 */
static void drop_socket(struct iwc_nl *nl)
{
	struct iwc_nl old = *nl;
	int r;

	if (!nl->open || !nl->ev_handler || nl->ev_result || !nl->n_joined) {
		iwc_nl_close(nl);
		return;
	}
	nl->open = false;
	nl->rxbuf = NULL;
	nl->n_joined = 0;
	r = iwc_nl_socket_open(nl);
	if (r == 0)
		setsockopt(nl->fd, SOL_SOCKET, SO_RCVBUF,
			   &(int){ JOINED_RCVBUF }, sizeof(int));
	for (unsigned int i = 0; r == 0 && i < old.n_joined; i++) {
		r = iwc_nl_add_group(nl, old.joined[i]);
		if (r == 0)
			nl->joined[nl->n_joined++] = old.joined[i];
	}
	/* the old socket's events, to the end of its queue (a lost one,
	 * ENOBUFS, as in iwc_nl_events_wait_joined) */
	while (!old.ev_result) {
		int rr = receive(&old, walk_joined, &old);

		if (rr != 0 && rr != -ENOBUFS)
			break;
	}
	close(old.fd);
	free(old.rxbuf);
	nl->ev_result = old.ev_result ? old.ev_result : r;
}

int iwc_nl_transact(struct iwc_nl *nl, struct nl_msg *msg,
		    iwc_nl_handler handler, void *arg, int timeout_ms)
{
	struct nlmsghdr *h;
	bool one_reply;
	uint32_t seq;
	int r;

	if (!msg)
		return -ENOMEM;
	/* after a dump dropped midway (handler returned 1) */
	if (!nl->open) {
		r = iwc_nl_open(nl);
		if (r < 0) {
			nlmsg_free(msg);
			return r;
		}
	}
	h = nlmsg_hdr(msg);
	one_reply = iwc_nl_one_reply(h, nl->family);
	r = send_request(nl, h, one_reply);
	seq = h->nlmsg_seq;
	nlmsg_free(msg);
	if (r < 0)
		return r;
	return iwc_nl_replies(nl, seq, one_reply, handler, arg, timeout_ms);
}

int iwc_nl_replies(struct iwc_nl *nl, uint32_t seq, bool one_reply,
		   iwc_nl_handler handler, void *arg, int timeout_ms)
{
	struct transact t = { .nl = nl, .handler = handler, .arg = arg,
			      .seq = seq, .one_reply = one_reply };
	long deadline;
	int r;

	if (!nl->open)
		return -ENOTCONN;
	/* Read first, poll only when nothing is there: the kernel answers
	 * most requests within the sendmsg, so the reply (and its ACK, if
	 * asked for) is already queued (one poll system call fewer per
	 * request). */
	deadline = now_ms() + timeout_ms;
	while (!t.done && !t.stopped) {
		r = receive(nl, walk_reply, &t);
		if (t.done || t.stopped)
			break;
		if (r == -EAGAIN) {
			r = wait_readable(nl->fd, deadline);
			if (r < 0) {
				t.err = r;
				break;
			}
			continue;
		}
		/* ENOBUFS on a socket with joined groups: an event did not
		 * fit (the replies are still queued, read on) */
		if (r == -ENOBUFS && nl->n_joined)
			continue;
		if (r < 0) {
			if (!t.err)
				t.err = -EIO;
			break;
		}
		/* a long dump (a thousand BSSes on a slow machine) is
		 * fine as long as it moves: the limit is per wait */
		deadline = now_ms() + timeout_ms;
	}
	if (!t.done) {
		/* Ended without its ACK or DONE (the handler stopped a
		 * dump, a timeout, a datagram too long, lost or bad): the
		 * rest of it may still come, before the next reply. The
		 * socket goes (the kernel ends a dump with it); the next
		 * request opens a new one, the family is known. */
		drop_socket(nl);
		return t.err;
	}
	if (!t.err && t.interrupted)
		t.err = -EINTR;
	return t.err;
}

int iwc_nl_events_open(struct iwc_nl *ev, const char *group)
{
	int r = iwc_nl_open(ev);

	if (r < 0)
		return r == -ENOMEM ? r : -EPROTONOSUPPORT;
	if (iwc_nl_add_group(ev, iwc_nl_family_group(&ev->fam, group)) < 0) {
		iwc_nl_close(ev);
		return -EPROTONOSUPPORT;
	}
	return 0;
}

int iwc_nl_events_join(struct iwc_nl *nl, const char *const *groups,
		       unsigned int n, iwc_nl_event_handler handler,
		       void *arg)
{
	int r = iwc_nl_open(nl);

	if (r < 0)
		return r;
	if (n > IWC_NL_MAX_JOINED)
		return -EINVAL;
	/* Room for events next to a dump's datagram (the kernel queues
	 * up to 64 KiB of it for a 32 KiB read: with a 64 KiB limit an
	 * event coming meanwhile would be dropped). */
	setsockopt(nl->fd, SOL_SOCKET, SO_RCVBUF, &(int){ JOINED_RCVBUF },
		   sizeof(int));
	nl->n_joined = 0;
	for (unsigned int i = 0; i < n; i++) {
		int grp = iwc_nl_family_group(&nl->fam, groups[i]);

		if (grp < 0 || iwc_nl_add_group(nl, grp) < 0) {
			if (i == 0)
				return -EPROTONOSUPPORT;
			continue;
		}
		nl->joined[nl->n_joined++] = grp;
	}
	nl->ev_handler = handler;
	nl->ev_arg = arg;
	nl->ev_result = 0;
	return 0;
}

void iwc_nl_events_leave(struct iwc_nl *nl)
{
	nl->ev_handler = NULL;
	nl->ev_arg = NULL;
	/* Still joined, n_joined says so: the events that come are read
	 * and dropped (route_event), and a dump is not dropped midway. */
	if (nl->keep_groups)
		return;
	if (nl->open)
		for (unsigned int i = 0; i < nl->n_joined; i++)
			setsockopt(nl->fd, SOL_NETLINK,
				   NETLINK_DROP_MEMBERSHIP, &nl->joined[i],
				   sizeof(nl->joined[i]));
	nl->n_joined = 0;
}

/* No request is outstanding: the groups' events, nothing else. */
static int walk_joined(void *arg, struct nlmsghdr *h,
		       const struct sockaddr_nl *src, enum walk *walk)
{
	struct iwc_nl *nl = arg;

	(void)walk;
	if (is_multicast(nl, h, src))
		route_event(nl, h);
	return 0;
}

int iwc_nl_events_wait_joined(struct iwc_nl *nl, int timeout_ms)
{
	long deadline = now_ms() + timeout_ms;

	if (nl->ev_result)	/* it came while requests were answered */
		return nl->ev_result < 0 ? nl->ev_result : 0;
	if (!nl->open || !nl->n_joined)
		return -ENOTCONN;
	while (!nl->ev_result) {
		int r = wait_readable(nl->fd, deadline);

		if (r < 0) {
			nl->ev_result = r;
			break;
		}
		/* ENOBUFS: events were lost; the completion may be among
		 * them, so the caller's deadline decides */
		do
			r = receive(nl, walk_joined, nl);
		while (r == 0 && !nl->ev_result);
		if (r < 0 && r != -EAGAIN && r != -ENOBUFS &&
		    !nl->ev_result) {
			nl->ev_result = -EIO;
			break;
		}
	}
	return nl->ev_result < 0 ? nl->ev_result : 0;
}

struct event_wait {
	iwc_nl_event_handler handler;
	void *arg;
	int result;	/* 0 waiting, 1 done, <0 error */
};

/* A listening socket's message: an event (any sequence number). */
static int walk_event(void *arg, struct nlmsghdr *h,
		      const struct sockaddr_nl *src, enum walk *walk)
{
	struct event_wait *w = arg;
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	int cmd;

	(void)src;
	(void)walk;
	if (w->result || h->nlmsg_type < NLMSG_MIN_TYPE)
		return 0;
	cmd = parse_genl(h, tb);
	if (cmd >= 0)
		w->result = w->handler((uint8_t)cmd, tb, w->arg);
	return 0;
}

int iwc_nl_events_wait(struct iwc_nl *ev, iwc_nl_event_handler handler,
		       void *arg, int timeout_ms)
{
	struct event_wait w = { .handler = handler, .arg = arg };
	long deadline = now_ms() + timeout_ms;

	if (!ev->open)
		return -ENOTCONN;
	while (!w.result) {
		int r = wait_readable(ev->fd, deadline);

		if (r < 0) {
			w.result = r;
			break;
		}
		do
			r = receive(ev, walk_event, &w);
		while (r == 0 && !w.result);
		/* ENOBUFS: events were lost; the completion may be among
		 * them, so the caller's deadline decides */
		if (r < 0 && r != -EAGAIN && r != -ENOBUFS && !w.result) {
			w.result = -EIO;
			break;
		}
	}
	return w.result < 0 ? w.result : 0;
}
