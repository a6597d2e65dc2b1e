/*
 * nl_sock.c - request/reply over generic netlink with libnl-3: one
 * callback set per request (no globals), errors taken from the kernel's
 * NLMSG_ERROR, a poll() deadline on every wait.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <net/if.h>
#include <sys/ioctl.h>

#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#include "iwcompat/nl80211.h"
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

/* The request socket, without the family lookup. */
static int open_socket(struct iwc_nl *nl)
{
	int one = 1;

	nl->sk = nl_socket_alloc();
	if (!nl->sk)
		return -ENOMEM;
	if (genl_connect(nl->sk) < 0) {
		nl_socket_free(nl->sk);
		nl->sk = NULL;
		return -EPROTONOSUPPORT;
	}
	setsockopt(nl_socket_get_fd(nl->sk), SOL_NETLINK, NETLINK_EXT_ACK,
		   &one, sizeof(one));
	setsockopt(nl_socket_get_fd(nl->sk), SOL_NETLINK, NETLINK_CAP_ACK,
		   &one, sizeof(one));
	nl_socket_set_nonblocking(nl->sk);
	/* One recvmsg per datagram: no MSG_PEEK for its size first, but a
	 * buffer that holds any (the kernel's dump datagrams stay under
	 * 32 KiB; a longer one fails as truncated, it is not cut). */
	nl_socket_disable_msg_peek(nl->sk);
	nl_socket_set_msg_buf_size(nl->sk, 32768);
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

int iwc_nl_open(struct iwc_nl *nl)
{
	int r;

	if (nl->sk)
		return 0;
	if (nl->open_err)
		return nl->open_err;
	if (nl->family > 0)
		return open_socket(nl);	/* after an abandoned dump */

	r = open_socket(nl);
	if (r < 0)
		return nl->open_err = r;

	if (resolve_family(nl) < 0) {
		if (nl->sk)
			nl_socket_free(nl->sk);
		nl->sk = NULL;
		return nl->open_err = -ENOENT;	/* no cfg80211 in this kernel */
	}
	nl->family = nl->fam.id;
	return 0;
}

void iwc_nl_close(struct iwc_nl *nl)
{
	if (nl->sk)
		nl_socket_free(nl->sk);
	nl->sk = NULL;
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

	if (!nl->sk)
		return -ENOTCONN;
	fd = nl_socket_get_fd(nl->sk);
	memset(&ifr, 0, sizeof(ifr));
	iwc_ifname_copy(ifr.ifr_name, sizeof(ifr.ifr_name), ifname);
	if (ioctl(fd, SIOCGIFINDEX, &ifr) < 0)
		return -ENODEV;
	*ret_index = (unsigned int)ifr.ifr_ifindex;
	if (ioctl(fd, SIOCGIFFLAGS, &ifr) < 0)
		return -ENODEV;
	*ret_up = (ifr.ifr_flags & IFF_UP) != 0;
	return 0;
}

int iwc_nl_ifup(struct iwc_nl *nl, const char *ifname, bool *ret_up)
{
	struct ifreq ifr;

	if (!nl->sk)
		return -ENOTCONN;
	memset(&ifr, 0, sizeof(ifr));
	iwc_ifname_copy(ifr.ifr_name, sizeof(ifr.ifr_name), ifname);
	if (ioctl(nl_socket_get_fd(nl->sk), SIOCGIFFLAGS, &ifr) < 0)
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

static int on_dump_intr(struct nl_msg *msg, void *arg)
{
	struct transact *t = arg;

	(void)msg;
	/* The object list changed during the dump: keep reading to the
	 * end, then report -EINTR so the caller starts again. NL_OK: the
	 * flagged message is still handled as usual. The flag comes on
	 * the NLMSG_DONE too, and libnl skips a message whose DUMP_INTR
	 * callback says NL_SKIP: the end of the dump was lost and the
	 * caller waited for it until its timeout. */
	t->interrupted = true;
	return NL_OK;
}

static int feed(struct transact *t, struct nl_msg *msg)
{
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(msg));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	if (nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
		      genlmsg_attrlen(gnlh, 0), NULL) < 0)
		return NL_SKIP;
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
			return NL_STOP;
		}
	}
	return NL_SKIP;
}

static int on_valid(struct nl_msg *msg, void *arg)
{
	struct transact *t = arg;
	int r = feed(t, msg);

	if (t->one_reply) {
		/* no ACK follows: the socket holds nothing more of it,
		 * whatever the handler said (so it is not dropped) */
		t->stopped = false;
		t->done = true;
		return NL_STOP;
	}
	return r;
}

/* A joined group's event, whenever it comes: to the joined handler
 * until it has decided. */
static void route_event(struct iwc_nl *nl, struct nl_msg *msg)
{
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(msg));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	if (!nl->ev_handler || nl->ev_result)
		return;
	if (nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
		      genlmsg_attrlen(gnlh, 0), NULL) < 0)
		return;
	nl->ev_result = nl->ev_handler(gnlh->cmd, tb, nl->ev_arg);
}

/* Not a reply to this socket's requests: sent to a group (the kernel
 * gives no group bit above 32 in the address, so the header is asked
 * too: an event carries sequence number 0 or another port). */
static bool is_multicast(struct nl_sock *sk, struct nl_msg *msg)
{
	struct sockaddr_nl *src = nlmsg_get_src(msg);
	struct nlmsghdr *h = nlmsg_hdr(msg);

	return (src && src->nl_groups) || h->nlmsg_seq == 0 ||
	       h->nlmsg_pid != nl_socket_get_local_port(sk);
}

/* libnl's own check (a reply of another request is an error), except
 * that the multicast events of joined groups, which carry no sequence
 * number, are routed to their handler and skipped. */
static int on_seq_check(struct nl_msg *msg, void *arg)
{
	struct transact *t = arg;

	if (is_multicast(t->nl->sk, msg)) {
		route_event(t->nl, msg);
		return NL_SKIP;
	}
	if (nlmsg_hdr(msg)->nlmsg_seq != t->seq)
		return -NLE_SEQ_MISMATCH;
	return NL_OK;
}

static int on_finish(struct nl_msg *msg, void *arg)
{
	struct transact *t = arg;
	struct nlmsghdr *h = nlmsg_hdr(msg);

	/* NLMSG_DONE carries the dump's error, if it failed midway */
	if (h->nlmsg_len >= NLMSG_LENGTH(sizeof(int))) {
		int e = *(int *)nlmsg_data(h);

		if (e < 0 && !t->err)
			t->err = e;
	}
	t->done = true;
	return NL_STOP;
}

static int on_ack(struct nl_msg *msg, void *arg)
{
	struct transact *t = arg;

	(void)msg;
	t->done = true;
	return NL_STOP;
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
	off = sizeof(*e);
	if (!(outer->nlmsg_flags & NLM_F_CAPPED))
		off += e->msg.nlmsg_len - sizeof(struct nlmsghdr);
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

static int on_error(struct sockaddr_nl *nla, struct nlmsgerr *e, void *arg)
{
	struct transact *t = arg;
	struct nlmsghdr *outer = (struct nlmsghdr *)e - 1;

	(void)nla;
	read_extack(t->nl, outer, e);
	t->err = e->error < 0 ? e->error : -EIO;
	t->done = true;
	return NL_STOP;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Until @sk is readable: 0, -ETIMEDOUT once @deadline (now_ms()) has
 * passed, or another negative errno. Signals do not cut the wait short. */
static int wait_readable(struct nl_sock *sk, long deadline)
{
	for (;;) {
		struct pollfd pfd = { .fd = nl_socket_get_fd(sk),
				      .events = POLLIN };
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

int iwc_nl_transact(struct iwc_nl *nl, struct nl_msg *msg,
		    iwc_nl_handler handler, void *arg, int timeout_ms)
{
	struct transact t = { .nl = nl, .handler = handler, .arg = arg };
	struct nl_cb *cb;
	long deadline;
	int r;

	if (!msg)
		return -ENOMEM;
	/* after a dump dropped midway (handler returned 1) */
	if (!nl->sk) {
		r = iwc_nl_open(nl);
		if (r < 0) {
			nlmsg_free(msg);
			return r;
		}
	}
	cb = nl_cb_alloc(NL_CB_DEFAULT);
	if (!cb) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	nl_cb_set(cb, NL_CB_VALID, NL_CB_CUSTOM, on_valid, &t);
	nl_cb_set(cb, NL_CB_FINISH, NL_CB_CUSTOM, on_finish, &t);
	nl_cb_set(cb, NL_CB_ACK, NL_CB_CUSTOM, on_ack, &t);
	nl_cb_err(cb, NL_CB_CUSTOM, on_error, &t);
	nl_cb_set(cb, NL_CB_DUMP_INTR, NL_CB_CUSTOM, on_dump_intr, &t);
	nl_cb_set(cb, NL_CB_SEQ_CHECK, NL_CB_CUSTOM, on_seq_check, &t);

	/* nl_send_auto, with NLM_F_ACK taken off a one-reply request */
	nl_complete_msg(nl->sk, msg);
	t.one_reply = iwc_nl_one_reply(nlmsg_hdr(msg), nl->family);
	if (t.one_reply)
		nlmsg_hdr(msg)->nlmsg_flags &= ~NLM_F_ACK;
	r = nl_send(nl->sk, msg);
	t.seq = nlmsg_hdr(msg)->nlmsg_seq;
	nlmsg_free(msg);
	if (r < 0) {
		nl_cb_put(cb);
		return -EIO;
	}

	/* Read first, poll only when nothing is there: the kernel answers
	 * most requests within the sendmsg, so the reply (and its ACK, if
	 * asked for) is already queued (one poll system call fewer per
	 * request). */
	deadline = now_ms() + timeout_ms;
	while (!t.done && !t.stopped) {
		r = nl_recvmsgs(nl->sk, cb);
		if (t.done || t.stopped)
			break;
		if (r == -NLE_AGAIN) {
			r = wait_readable(nl->sk, deadline);
			if (r < 0) {
				t.err = r;
				break;
			}
			continue;
		}
		/* ENOBUFS on a socket with joined groups: an event did not
		 * fit (the replies are still queued, read on) */
		if (r == -NLE_NOMEM && nl->n_joined)
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
	nl_cb_put(cb);
	if (t.stopped && !t.done) {
		/* The rest of the dump would come before the next reply:
		 * drop the socket (the kernel ends the dump); the next
		 * request opens a new one, the family is known. */
		iwc_nl_close(nl);
		return t.err;
	}
	if (!t.err && t.interrupted)
		t.err = -EINTR;
	return t.err;
}

int iwc_nl_events_open(struct iwc_nl *ev, const char *group)
{
	int grp;

	ev->sk = nl_socket_alloc();
	if (!ev->sk)
		return -ENOMEM;
	if (genl_connect(ev->sk) < 0)
		goto fail;
	grp = genl_ctrl_resolve_grp(ev->sk, NL80211_GENL_NAME, group);
	if (grp < 0 || nl_socket_add_membership(ev->sk, grp) < 0)
		goto fail;
	nl_socket_disable_seq_check(ev->sk);
	nl_socket_set_nonblocking(ev->sk);
	return 0;
fail:
	nl_socket_free(ev->sk);
	ev->sk = NULL;
	return -EPROTONOSUPPORT;
}

#define JOINED_RCVBUF (128 * 1024)

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
	 * up to 64 KiB of it for a 32 KiB read: with the default 64 KiB
	 * limit an event coming meanwhile would be dropped). */
	setsockopt(nl_socket_get_fd(nl->sk), SOL_SOCKET, SO_RCVBUF,
		   &(int){ JOINED_RCVBUF }, sizeof(int));
	nl->n_joined = 0;
	for (unsigned int i = 0; i < n; i++) {
		int grp = iwc_nl_family_group(&nl->fam, groups[i]);

		if (grp < 0 || nl_socket_add_membership(nl->sk, grp) < 0) {
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
	if (nl->sk)
		for (unsigned int i = 0; i < nl->n_joined; i++)
			nl_socket_drop_membership(nl->sk, nl->joined[i]);
	nl->n_joined = 0;
}

static int on_joined_valid(struct nl_msg *msg, void *arg)
{
	(void)msg;
	(void)arg;
	return NL_SKIP;	/* no request is outstanding */
}

static int on_joined_seq(struct nl_msg *msg, void *arg)
{
	struct iwc_nl *nl = arg;

	if (is_multicast(nl->sk, msg))
		route_event(nl, msg);
	return NL_SKIP;
}

int iwc_nl_events_wait_joined(struct iwc_nl *nl, int timeout_ms)
{
	long deadline = now_ms() + timeout_ms;
	struct nl_cb *cb;

	if (nl->ev_result)	/* it came while requests were answered */
		return nl->ev_result < 0 ? nl->ev_result : 0;
	if (!nl->sk || !nl->n_joined)
		return -ENOTCONN;
	cb = nl_cb_alloc(NL_CB_DEFAULT);
	if (!cb)
		return -ENOMEM;
	nl_cb_set(cb, NL_CB_VALID, NL_CB_CUSTOM, on_joined_valid, NULL);
	nl_cb_set(cb, NL_CB_SEQ_CHECK, NL_CB_CUSTOM, on_joined_seq, nl);
	while (!nl->ev_result) {
		int r = wait_readable(nl->sk, deadline);

		if (r < 0) {
			nl->ev_result = r;
			break;
		}
		r = nl_recvmsgs(nl->sk, cb);
		/* ENOBUFS: events were lost; the completion may be among
		 * them, so the caller's deadline decides */
		if (r < 0 && r != -NLE_AGAIN && r != -NLE_NOMEM &&
		    !nl->ev_result) {
			nl->ev_result = -EIO;
			break;
		}
	}
	nl_cb_put(cb);
	return nl->ev_result < 0 ? nl->ev_result : 0;
}

struct event_wait {
	iwc_nl_event_handler handler;
	void *arg;
	int result;	/* 0 waiting, 1 done, <0 error */
};

static int on_event(struct nl_msg *msg, void *arg)
{
	struct event_wait *w = arg;
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(msg));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	if (w->result)
		return NL_SKIP;
	if (nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
		      genlmsg_attrlen(gnlh, 0), NULL) < 0)
		return NL_SKIP;
	w->result = w->handler(gnlh->cmd, tb, w->arg);
	return NL_SKIP;
}

static int no_seq_check(struct nl_msg *msg, void *arg)
{
	(void)msg;
	(void)arg;
	return NL_OK;
}

int iwc_nl_events_wait(struct iwc_nl *ev, iwc_nl_event_handler handler,
		       void *arg, int timeout_ms)
{
	struct event_wait w = { .handler = handler, .arg = arg };
	struct nl_cb *cb = nl_cb_alloc(NL_CB_DEFAULT);
	long deadline = now_ms() + timeout_ms;

	if (!cb)
		return -ENOMEM;
	nl_cb_set(cb, NL_CB_VALID, NL_CB_CUSTOM, on_event, &w);
	/* multicast events carry no sequence numbers */
	nl_cb_set(cb, NL_CB_SEQ_CHECK, NL_CB_CUSTOM, no_seq_check, NULL);
	while (!w.result) {
		int r = wait_readable(ev->sk, deadline);

		if (r < 0) {
			w.result = r;
			break;
		}
		r = nl_recvmsgs(ev->sk, cb);
		/* ENOBUFS: events were lost; the completion may be among
		 * them, so the caller's deadline decides */
		if (r < 0 && r != -NLE_AGAIN && r != -NLE_NOMEM && !w.result) {
			w.result = -EIO;
			break;
		}
	}
	nl_cb_put(cb);
	return w.result < 0 ? w.result : 0;
}
