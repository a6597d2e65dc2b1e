/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_nl_sock.c - src/kernel/nl_sock.c's transport: which requests go
 * without NLM_F_ACK (iwc_nl_one_reply), and iwc_nl_transact against the
 * running kernel's generic netlink controller (CTRL_CMD_GETFAMILY, in
 * every Linux, no root and no wireless device needed): a one-reply
 * request ends with its reply and leaves nothing queued, an error
 * still ends it at once, a dump still reads to its end
 * (docs/performance.md, "One reply, no ACK"); the groups a scan joins
 * are left, or kept by a command until its exit ("Groups left at
 * exit"); replies left unread by an earlier request are skipped, and a
 * request that ends without its ACK or DONE drops its socket (issue
 * 32): against the kernel, and against a stand-in for it (an AF_UNIX
 * datagram pair feeding iwc_nl_replies) for what the kernel cannot be
 * made to send.
 */
#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <linux/genetlink.h>
#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>

#include "iwcompat/backend_iw.h"
#include "iwcompat/nl80211.h"
#include "backend_nl80211_int.h"
#include "nl_sock.h"

#define FAMILY 0x1c

/* ---- which requests go without NLM_F_ACK ---- */

static bool one_reply(uint16_t type, uint8_t cmd, int flags, int family)
{
	struct nl_msg *m = nlmsg_alloc();
	bool r;

	assert_non_null(m);
	assert_non_null(genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, type, 0,
				    flags, cmd, 0));
	assert_int_equal(nla_put_u32(m, NL80211_ATTR_IFINDEX, 3), 0);
	r = iwc_nl_one_reply(nlmsg_hdr(m), family);
	nlmsg_free(m);
	return r;
}

static void one_reply_commands(void **state)
{
	static const uint8_t gets[] = {
		NL80211_CMD_GET_WIPHY, NL80211_CMD_GET_INTERFACE,
		NL80211_CMD_GET_STATION, NL80211_CMD_GET_POWER_SAVE,
		NL80211_CMD_GET_PROTOCOL_FEATURES,
	};
	/* SETs and triggers need their ACK; GET_SCAN is dump-only; the
	 * doit of GET_REG has no caller and was not checked */
	static const uint8_t others[] = {
		NL80211_CMD_GET_SCAN, NL80211_CMD_GET_REG,
		NL80211_CMD_TRIGGER_SCAN, NL80211_CMD_ABORT_SCAN,
		NL80211_CMD_SET_WIPHY, NL80211_CMD_SET_INTERFACE,
		NL80211_CMD_SET_POWER_SAVE, NL80211_CMD_CONNECT,
		NL80211_CMD_DISCONNECT, NL80211_CMD_REQ_SET_REG,
		NL80211_CMD_GET_KEY, NL80211_CMD_GET_MPATH,
	};

	(void)state;
	for (size_t i = 0; i < sizeof(gets); i++) {
		assert_true(one_reply(FAMILY, gets[i], 0, FAMILY));
		/* a dump ends with NLMSG_DONE, however its bits are set */
		assert_false(one_reply(FAMILY, gets[i], NLM_F_DUMP, FAMILY));
		assert_false(one_reply(FAMILY, gets[i], NLM_F_ROOT, FAMILY));
		assert_false(one_reply(FAMILY, gets[i], NLM_F_MATCH, FAMILY));
		/* another family's command of the same number */
		assert_false(one_reply(FAMILY + 1, gets[i], 0, FAMILY));
		/* the family not known yet */
		assert_false(one_reply(FAMILY, gets[i], 0, 0));
	}
	for (size_t i = 0; i < sizeof(others); i++)
		assert_false(one_reply(FAMILY, others[i], 0, FAMILY));
	/* the controller: the family lookup only */
	assert_true(one_reply(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 0, 0));
	assert_true(one_reply(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 0, FAMILY));
	assert_false(one_reply(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, NLM_F_DUMP,
			       FAMILY));
	assert_false(one_reply(GENL_ID_CTRL, CTRL_CMD_GETPOLICY, 0, FAMILY));
}

/* A header too short to hold the genl header is not looked into. */
static void one_reply_short(void **state)
{
	struct nlmsghdr h = {
		.nlmsg_len = NLMSG_LENGTH(0),
		.nlmsg_type = GENL_ID_CTRL,
	};

	(void)state;
	assert_false(iwc_nl_one_reply(&h, FAMILY));
}

/* ---- iwc_nl_transact against the kernel's controller ---- */

struct seen {
	struct iwc_nl *nl;
	int calls;
	int ret;		/* what the handler returns */
	int family_id;		/* of the last reply */
	char name[32];
	int queued_behind;	/* datagrams waiting when the reply came */
};

/* Whether a datagram is waiting on the socket right now. */
static int queued(struct iwc_nl *nl)
{
	char b[16];

	return recv(nl->fd, b, sizeof(b),
		    MSG_PEEK | MSG_DONTWAIT) >= 0;
}

static int on_family(struct nlattr **tb, void *arg)
{
	struct seen *s = arg;

	s->calls++;
	if (tb[CTRL_ATTR_FAMILY_ID])
		s->family_id = nla_get_u16(tb[CTRL_ATTR_FAMILY_ID]);
	if (tb[CTRL_ATTR_FAMILY_NAME])
		snprintf(s->name, sizeof(s->name), "%s",
			 nla_get_string(tb[CTRL_ATTR_FAMILY_NAME]));
	/* the kernel queues its whole answer within the sendmsg: an ACK
	 * asked for would be waiting behind this reply */
	s->queued_behind += queued(s->nl);
	return s->ret;
}

/* nl_sock.c's own socket: with the family already known, iwc_nl_open
 * opens it without the nl80211 lookup (nl80211 may be absent here), as
 * after an abandoned dump. No socket (no generic netlink): skipped. */
static int setup(void **state)
{
	struct iwc_nl *nl = calloc(1, sizeof(*nl));

	if (!nl)
		return -1;
	nl->family = FAMILY;
	iwc_nl_open(nl);
	*state = nl;
	return 0;
}

static int teardown(void **state)
{
	struct iwc_nl *nl = *state;

	iwc_nl_close(nl);
	free(nl);
	return 0;
}

static struct iwc_nl *live(void **state)
{
	struct iwc_nl *nl = *state;

	if (!nl->open)
		skip();	/* no generic netlink: nothing to talk to */
	return nl;
}

static struct nl_msg *getfamily(const char *name, int flags)
{
	struct nl_msg *m = nlmsg_alloc();

	assert_non_null(m);
	assert_non_null(genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, GENL_ID_CTRL,
				    0, flags, CTRL_CMD_GETFAMILY, 1));
	if (name)
		assert_int_equal(nla_put_string(m, CTRL_ATTR_FAMILY_NAME,
						name), 0);
	return m;
}

/* The socket itself (a new one would have another inode). */
static ino_t inode(struct iwc_nl *nl)
{
	struct stat st;

	assert_int_equal(fstat(nl->fd, &st), 0);
	return st.st_ino;
}

/* The one reply ends the request; no ACK was asked for, none waits. */
static void transact_one_reply(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };

	for (int round = 0; round < 3; round++) {
		memset(&s, 0, sizeof(s));
		s.nl = nl;
		assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
						 on_family, &s, 2000), 0);
		assert_int_equal(s.calls, 1);
		assert_int_equal(s.family_id, GENL_ID_CTRL);
		assert_string_equal(s.name, "nlctrl");
		assert_int_equal(s.queued_behind, 0);
		assert_false(queued(nl));
	}
}

/* "Have all I want" (1) on the one reply: the socket is kept (nothing
 * of the request is left on it) and the result is 0. */
static void transact_one_reply_stop(void **state)
{
	struct iwc_nl *nl = live(state);
	ino_t sock = inode(nl);
	struct seen s = { .nl = nl, .ret = 1 };

	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_int_equal(s.calls, 1);
	assert_true(nl->open);
	assert_true(inode(nl) == sock);
	assert_false(queued(nl));
}

/* A handler's error is the result, and the request is over. */
static void transact_one_reply_handler_error(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl, .ret = -EBADMSG };

	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), -EBADMSG);
	assert_int_equal(s.calls, 1);
	assert_false(queued(nl));
	/* the next request is answered as usual */
	s.ret = 0;
	s.calls = 0;
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_int_equal(s.calls, 1);
}

/* The kernel's error comes without an ACK asked for: at once, not at
 * the timeout. The kernel answers within the sendmsg, so a request
 * given no time at all (timeout 0) ends with its error: one that waited
 * for more would end with -ETIMEDOUT (the work is bounded, not the
 * clock). (The name stays within GENL_NAMSIZ - 1 characters: a
 * longer one is refused by the attribute policy, EINVAL.) */
static void transact_one_reply_error(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };

	assert_int_equal(iwc_nl_transact(nl,
					 getfamily("iwc-no-such", 0),
					 on_family, &s, 0), -ENOENT);
	assert_int_equal(s.calls, 0);
	assert_false(queued(nl));
	/* no name at all: EINVAL */
	assert_int_equal(iwc_nl_transact(nl, getfamily(NULL, 0), on_family,
					 &s, 5000), -EINVAL);
	assert_false(queued(nl));
}

/* A dump still reads every family to NLMSG_DONE. */
static void transact_dump(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };

	assert_int_equal(iwc_nl_transact(nl, getfamily(NULL, NLM_F_DUMP),
					 on_family, &s, 2000), 0);
	assert_true(s.calls >= 1);
	assert_false(queued(nl));
	/* and a one-reply request after it gets its own reply */
	memset(&s, 0, sizeof(s));
	s.nl = nl;
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_int_equal(s.calls, 1);
	assert_string_equal(s.name, "nlctrl");
}

/* A datagram from another process's socket is not a reply, even one
 * that names our port and the next sequence number (generic netlink
 * lets CAP_NET_ADMIN unicast to any port): the kernel's answer is the
 * one taken. Without the right to send one: skipped. */
static void transact_other_port(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };
	struct sockaddr_nl to = { .nl_family = AF_NETLINK,
				  .nl_pid = nl->port };
	struct {
		struct nlmsghdr h;
		struct nlmsgerr e;
	} fake = {
		.h = { .nlmsg_len = sizeof(fake), .nlmsg_type = NLMSG_ERROR,
		       .nlmsg_seq = nl->seq + 1, .nlmsg_pid = nl->port },
		.e = { .error = -EPERM },
	};
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);

	assert_true(fd >= 0);
	if (sendto(fd, &fake, sizeof(fake), 0, (struct sockaddr *)&to,
		   sizeof(to)) < 0) {
		close(fd);
		skip();
	}
	close(fd);
	assert_true(queued(nl));
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_int_equal(s.calls, 1);
	assert_string_equal(s.name, "nlctrl");
	assert_false(queued(nl));
}

/* ---- the groups a scan joins, left or kept ---- */

static int on_fam(struct nlattr **tb, void *arg)
{
	return iwc_nl_parse_family(tb, arg) < 0 ? -ENOENT : 0;
}

static int no_event(uint8_t cmd, struct nlattr **tb, void *arg)
{
	(void)cmd;
	(void)tb;
	(void)arg;
	return 0;
}

/* Whether the socket is in group @grp (NETLINK_LIST_MEMBERSHIPS). */
static bool member(struct iwc_nl *nl, int grp)
{
	uint32_t groups[8] = { 0 };
	socklen_t len = sizeof(groups);

	assert_int_equal(getsockopt(nl->fd, SOL_NETLINK,
				    NETLINK_LIST_MEMBERSHIPS, groups, &len),
			 0);
	return grp > 0 && grp <= 256 &&
	       (groups[(grp - 1) / 32] >> ((grp - 1) % 32)) & 1;
}

static void join_notify(struct iwc_nl *nl)
{
	static const char *const groups[] = { "notify" };

	/* nlctrl's own group stands for nl80211's: same code path */
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0), on_fam,
					 &nl->fam, 2000), 0);
	assert_int_equal(iwc_nl_events_join(nl, groups, 1, no_event, NULL),
			 0);
	assert_int_equal(nl->n_joined, 1);
	assert_true(member(nl, nl->joined[0]));
}

/* A library's socket leaves the groups at once. */
static void events_leave(void **state)
{
	struct iwc_nl *nl = live(state);
	int grp;

	join_notify(nl);
	grp = nl->joined[0];
	iwc_nl_events_leave(nl);
	assert_int_equal(nl->n_joined, 0);
	assert_null(nl->ev_handler);
	assert_false(member(nl, grp));
}

/* A command's (keep_groups) stays in them, knows it (a dump on it is
 * read to its end, events are dropped), and its requests go on. */
static void events_leave_kept(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };
	int grp;

	nl->keep_groups = true;
	join_notify(nl);
	grp = nl->joined[0];
	iwc_nl_events_leave(nl);
	assert_int_equal(nl->n_joined, 1);
	assert_null(nl->ev_handler);
	assert_true(member(nl, grp));
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_int_equal(s.calls, 1);
	/* joined again (the next scan): the same one group */
	join_notify(nl);
	assert_int_equal(nl->joined[0], grp);
}

/* ---- replies left unread: skipped, or the socket dropped ---- */

/* @m sent on @nl's socket as request number @seq, its answer left for
 * whoever reads next (as a request that ended early leaves it). */
static void send_raw(struct iwc_nl *nl, struct nl_msg *m, uint32_t seq)
{
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	struct nlmsghdr *h = nlmsg_hdr(m);

	h->nlmsg_pid = nl->port;
	h->nlmsg_seq = seq;
	h->nlmsg_flags |= NLM_F_REQUEST;
	assert_int_equal(sendto(nl->fd, h, h->nlmsg_len, 0,
				(struct sockaddr *)&kernel, sizeof(kernel)),
			 (ssize_t)h->nlmsg_len);
	nlmsg_free(m);
}

/* The reply to an earlier request, still queued, is skipped (it is not
 * the handler's either): the next request gets its own answer. */
static void stale_reply_skipped(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };

	send_raw(nl, getfamily("nlctrl", 0), ++nl->seq);
	assert_true(queued(nl));
	for (int round = 0; round < 3; round++) {
		memset(&s, 0, sizeof(s));
		s.nl = nl;
		assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
						 on_family, &s, 2000), 0);
		assert_int_equal(s.calls, 1);
		assert_string_equal(s.name, "nlctrl");
		assert_false(queued(nl));
	}
}

/* A dump left running (its first part queued, the kernel adds the next
 * ones as the socket is read): every part of it is skipped, by this
 * request and the next ones, and each gets its own one reply. */
static void stale_dump_skipped(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };

	send_raw(nl, getfamily(NULL, NLM_F_DUMP | NLM_F_ACK), ++nl->seq);
	for (int round = 0; round < 4; round++) {
		memset(&s, 0, sizeof(s));
		s.nl = nl;
		assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
						 on_family, &s, 2000), 0);
		assert_int_equal(s.calls, 1);
		assert_string_equal(s.name, "nlctrl");
	}
}

/* A request shorter than a netlink header: the kernel drops it without
 * a word (netlink_rcv_skb), so its wait ends at the timeout. */
static struct nl_msg *unanswered(void)
{
	struct nl_msg *m = getfamily("nlctrl", 0);

	nlmsg_hdr(m)->nlmsg_len = 8;
	return m;
}

/* A request that timed out may still be answered: its socket is dropped
 * (an answer coming late would meet the next request), and the next
 * request is answered on a new one, the family kept. */
static void timeout_drops_socket(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl };
	ino_t sock = inode(nl);

	assert_int_equal(iwc_nl_transact(nl, unanswered(), on_family, &s, 10),
			 -ETIMEDOUT);
	assert_false(nl->open);
	assert_int_equal(nl->family, FAMILY);
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0),
					 on_family, &s, 2000), 0);
	assert_true(nl->open);
	assert_true(inode(nl) != sock);
	assert_int_equal(s.calls, 1);
	assert_string_equal(s.name, "nlctrl");
}

/* A handler's error on a dump: the dump is still read to its end (its
 * NLMSG_DONE ends the request), the socket kept. */
static void handler_error_keeps_socket(void **state)
{
	struct iwc_nl *nl = live(state);
	struct seen s = { .nl = nl, .ret = -EBADMSG };
	ino_t sock = inode(nl);

	assert_int_equal(iwc_nl_transact(nl, getfamily(NULL, NLM_F_DUMP),
					 on_family, &s, 2000), -EBADMSG);
	assert_int_equal(s.calls, 1);
	assert_true(nl->open);
	assert_true(inode(nl) == sock);
	assert_false(queued(nl));
}

/* ---- a stand-in for the kernel: datagrams of the test's own ---- */

#define FAKE_PORT 4242

/* @nl on one end of an AF_UNIX datagram pair: what the test writes on
 * *ret_peer comes to nl_sock.c's receive loop as the kernel's (an
 * unnamed peer: a zero source address, as port 0's). */
static void fake_kernel(struct iwc_nl *nl, int *ret_peer)
{
	int sv[2];

	assert_int_equal(socketpair(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK |
				    SOCK_CLOEXEC, 0, sv), 0);
	nl->fd = sv[0];
	nl->rxbuf = malloc(IWC_NL_RXBUF);
	assert_non_null(nl->rxbuf);
	nl->port = FAKE_PORT;
	nl->seq = 7;
	nl->family = FAMILY;
	nl->open = true;
	*ret_peer = sv[1];
}

/* One datagram: a genl message of @type and @cmd (with a u32
 * attribute, CTRL_ATTR_FAMILY_ID), NLMSG_DONE or NLMSG_ERROR. */
static void put_msg(int peer, uint16_t type, uint16_t flags, uint32_t seq,
		    uint32_t port, int err)
{
	struct nl_msg *m = nlmsg_alloc();
	struct nlmsghdr *h;

	assert_non_null(m);
	if (type == NLMSG_DONE || type == NLMSG_ERROR) {
		struct nlmsgerr e = { .error = err };

		h = nlmsg_put(m, port, seq, type, 0, flags);
		assert_non_null(h);
		if (type == NLMSG_DONE)
			assert_int_equal(nlmsg_append(m, &err, sizeof(err), 4),
					 0);
		else
			assert_int_equal(nlmsg_append(m, &e, sizeof(e), 4), 0);
	} else {
		assert_non_null(genlmsg_put(m, port, seq, type, 0, flags,
					    CTRL_CMD_NEWFAMILY, 1));
		assert_int_equal(nla_put_u16(m, CTRL_ATTR_FAMILY_ID, 0x42), 0);
	}
	h = nlmsg_hdr(m);
	assert_int_equal(send(peer, h, h->nlmsg_len, 0),
			 (ssize_t)h->nlmsg_len);
	nlmsg_free(m);
}

/* An interrupted dump of an earlier request, still queued: skipped
 * whole, and its NLM_F_DUMP_INTR does not make this one's result
 * -EINTR. This one's own interruption still does, after its end. */
static void stale_dump_intr(void **state)
{
	struct iwc_nl nl = { 0 };
	struct seen s = { .nl = &nl };
	int peer;

	(void)state;
	fake_kernel(&nl, &peer);
	put_msg(peer, FAMILY, NLM_F_MULTI | NLM_F_DUMP_INTR, 6, FAKE_PORT, 0);
	put_msg(peer, NLMSG_DONE, NLM_F_MULTI | NLM_F_DUMP_INTR, 6, FAKE_PORT,
		0);
	put_msg(peer, FAMILY, NLM_F_MULTI, 7, FAKE_PORT, 0);
	put_msg(peer, NLMSG_DONE, NLM_F_MULTI, 7, FAKE_PORT, 0);
	assert_int_equal(iwc_nl_replies(&nl, 7, false, on_family, &s, 0), 0);
	assert_int_equal(s.calls, 1);
	assert_int_equal(s.family_id, 0x42);
	assert_true(nl.open);

	/* the next request's dump interrupted: -EINTR once it ended, the
	 * socket kept */
	memset(&s, 0, sizeof(s));
	s.nl = &nl;
	put_msg(peer, FAMILY, NLM_F_MULTI | NLM_F_DUMP_INTR, 8, FAKE_PORT, 0);
	put_msg(peer, FAMILY, NLM_F_MULTI, 8, FAKE_PORT, 0);
	put_msg(peer, NLMSG_DONE, NLM_F_MULTI | NLM_F_DUMP_INTR, 8, FAKE_PORT,
		0);
	assert_int_equal(iwc_nl_replies(&nl, 8, false, on_family, &s, 0),
			 -EINTR);
	assert_int_equal(s.calls, 2);
	assert_true(nl.open);
	assert_false(queued(&nl));
	iwc_nl_close(&nl);
	close(peer);
}

/* A reply with a sequence number we never sent (ahead of ours) is no
 * answer: an error, and the socket is dropped. */
static void future_seq_drops(void **state)
{
	struct iwc_nl nl = { 0 };
	struct seen s = { .nl = &nl };
	int peer;

	(void)state;
	fake_kernel(&nl, &peer);
	put_msg(peer, NLMSG_ERROR, 0, 9, FAKE_PORT, 0);
	assert_int_equal(iwc_nl_replies(&nl, 8, false, on_family, &s, 0),
			 -EIO);
	assert_false(nl.open);
	iwc_nl_close(&nl);
	close(peer);
}

/* The kernel's error, in NLMSG_ERROR or NLMSG_DONE, is an errno (1 to
 * 4095, negated): anything else is no errno a caller could print, and
 * comes back as -EIO (fuzz-nl-sock passed -262163 on). */
static void error_out_of_range(void **state)
{
	static const int bad[] = { -262163, -4096, INT_MIN, 5 };
	struct iwc_nl nl = { 0 };
	struct seen s = { .nl = &nl };
	int peer;

	(void)state;
	fake_kernel(&nl, &peer);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		put_msg(peer, NLMSG_ERROR, 0, ++nl.seq, FAKE_PORT, bad[i]);
		assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family,
						&s, 0), -EIO);
		if (bad[i] > 0)
			continue;	/* a DONE's positive value is no error */
		put_msg(peer, NLMSG_DONE, NLM_F_MULTI, ++nl.seq, FAKE_PORT,
			bad[i]);
		assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family,
						&s, 0), -EIO);
	}
	/* the edge: 4095 is an errno */
	put_msg(peer, NLMSG_ERROR, 0, ++nl.seq, FAKE_PORT, -4095);
	assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family, &s, 0),
			 -4095);
	assert_true(nl.open);
	iwc_nl_close(&nl);
	close(peer);
}

/* An uncapped NLMSG_ERROR echoes the request whole, and the kernel puts
 * its extended-ACK attributes after the echo rounded up to 4 bytes
 * (nlmsg_put of the whole payload): an echo of 21 bytes is followed by
 * 3 bytes of padding, then the message. An echo shorter than a header
 * carries no attributes we can find. */
static void send_extack(int peer, uint32_t seq, uint32_t inner_len,
			const char *msg)
{
	uint8_t b[128] = { 0 };
	struct nlmsghdr h = {
		.nlmsg_type = NLMSG_ERROR,
		.nlmsg_flags = NLM_F_ACK_TLVS,
		.nlmsg_seq = seq,
		.nlmsg_pid = FAKE_PORT,
	};
	struct nlmsgerr e = { .error = -EINVAL };
	struct nlattr a = { .nla_type = NLMSGERR_ATTR_MSG };
	size_t n = NLMSG_HDRLEN + sizeof(e), echo;

	e.msg.nlmsg_len = inner_len;
	echo = inner_len >= sizeof(struct nlmsghdr) ?
	       inner_len - sizeof(struct nlmsghdr) : 0;
	memcpy(b + NLMSG_HDRLEN, &e, sizeof(e));
	n = NLMSG_ALIGN(n + echo);
	a.nla_len = (uint16_t)(NLA_HDRLEN + strlen(msg) + 1);
	memcpy(b + n, &a, sizeof(a));
	memcpy(b + n + NLA_HDRLEN, msg, strlen(msg) + 1);
	n += NLA_ALIGN(a.nla_len);
	h.nlmsg_len = (uint32_t)n;
	memcpy(b, &h, sizeof(h));
	assert_int_equal(send(peer, b, n, 0), (ssize_t)n);
}

static void extack_after_unaligned_echo(void **state)
{
	struct iwc_nl nl = { 0 };
	struct seen s = { .nl = &nl };
	int peer;

	(void)state;
	fake_kernel(&nl, &peer);
	send_extack(peer, ++nl.seq, 21, "boom");
	assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family, &s, 0),
			 -EINVAL);
	assert_string_equal(nl.extack, "boom");
	send_extack(peer, ++nl.seq, 24, "aligned");
	assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family, &s, 0),
			 -EINVAL);
	assert_string_equal(nl.extack, "aligned");
	/* an echo that claims less than its own header */
	send_extack(peer, ++nl.seq, 3, "lost");
	assert_int_equal(iwc_nl_replies(&nl, nl.seq, false, on_family, &s, 0),
			 -EINVAL);
	assert_string_equal(nl.extack, "");
	iwc_nl_close(&nl);
	close(peer);
}

static int count_event(uint8_t cmd, struct nlattr **tb, void *arg)
{
	(void)tb;
	if (cmd == CTRL_CMD_NEWFAMILY)
		(*(int *)arg)++;
	return 0;
}

/* Whether the socket @fd is in group @grp (NETLINK_LIST_MEMBERSHIPS). */
static bool fd_member(int fd, int grp)
{
	uint32_t groups[8] = { 0 };
	socklen_t len = sizeof(groups);

	if (getsockopt(fd, SOL_NETLINK, NETLINK_LIST_MEMBERSHIPS, groups,
		       &len) < 0)
		return false;
	return grp > 0 && grp <= 256 &&
	       (groups[(grp - 1) / 32] >> ((grp - 1) % 32)) & 1;
}

/* A socket joined for an event wait (a scan's) that is dropped: a new
 * socket is in the same groups at once, and the events queued on the
 * old one behind the failed reply still reach the handler. */
static void drop_keeps_groups(void **state)
{
	static const char *const groups[] = { "notify" };
	struct iwc_nl *nl = live(state);
	int events = 0, peer, grp;

	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0), on_fam,
					 &nl->fam, 2000), 0);
	assert_int_equal(iwc_nl_events_join(nl, groups, 1, count_event,
					    &events), 0);
	grp = nl->joined[0];
	/* the socket replaced by the test's stand-in, still "joined" */
	close(nl->fd);
	free(nl->rxbuf);
	fake_kernel(nl, &peer);
	/* the kernel's overrun, then an event of the group */
	put_msg(peer, NLMSG_OVERRUN, 0, 8, FAKE_PORT, 0);
	put_msg(peer, GENL_ID_CTRL, 0, 0, 0, 0);
	assert_int_equal(iwc_nl_replies(nl, 8, false, NULL, NULL, 0), -EIO);
	assert_int_equal(events, 1);
	assert_true(nl->open);
	assert_int_equal(nl->n_joined, 1);
	assert_int_equal(nl->joined[0], grp);
	assert_true(fd_member(nl->fd, grp));
	assert_int_equal(nl->ev_result, 0);
	/* requests go on on the new socket */
	assert_int_equal(iwc_nl_transact(nl, getfamily("nlctrl", 0), on_fam,
					 &nl->fam, 2000), 0);
	close(peer);
}

/* CONNECT's (and JOIN_IBSS's) attributes from the one builder the
 * legacy and native callers share: PRIVACY when asked, the KEYS nest
 * when there are keys (iwconfig sends stored keys without PRIVACY),
 * PREV_BSSID for a reassociation; a message too small for them is
 * -ENOBUFS whoever asks. */
static void connect_built_once(void **state)
{
	struct iwc_nat_connect c;
	struct nlattr *tb[NL80211_ATTR_MAX + 1], *key[NL80211_KEY_MAX + 1];
	struct nlattr *k;
	struct nl_msg *msg;
	int rem, n = 0;

	(void)state;
	memset(&c, 0, sizeof(c));
	c.ssid_len = 4;
	memcpy(c.ssid, "test", 4);
	c.n_keys = 1;
	c.keys[0].idx = 2;
	c.keys[0].def = true;
	c.keys[0].cipher = 0x000FAC01;
	c.keys[0].len = 5;
	memcpy(c.keys[0].data, "abcde", 5);
	c.has_prev_bssid = true;
	memset(c.prev_bssid, 0x42, sizeof(c.prev_bssid));

	msg = nlmsg_alloc();
	assert_non_null(msg);
	assert_non_null(genlmsg_put(msg, 0, 0, 1, 0, 0, NL80211_CMD_CONNECT, 0));
	assert_int_equal(iwc_nlbe_put_connect(msg, &c), 0);
	assert_int_equal(genlmsg_parse(nlmsg_hdr(msg), 0, tb, NL80211_ATTR_MAX,
				       NULL), 0);
	assert_non_null(tb[NL80211_ATTR_SSID]);
	assert_null(tb[NL80211_ATTR_PRIVACY]);
	assert_non_null(tb[NL80211_ATTR_PREV_BSSID]);
	assert_non_null(tb[NL80211_ATTR_KEYS]);
	nla_for_each_nested(k, tb[NL80211_ATTR_KEYS], rem) {
		assert_int_equal(nla_parse_nested(key, NL80211_KEY_MAX, k, NULL), 0);
		assert_int_equal(nla_get_u8(key[NL80211_KEY_IDX]), 2);
		assert_int_equal(nla_len(key[NL80211_KEY_DATA]), 5);
		assert_non_null(key[NL80211_KEY_DEFAULT]);
		n++;
	}
	assert_int_equal(n, 1);
	nlmsg_free(msg);

	c.privacy = true;
	msg = nlmsg_alloc_size(64);
	assert_non_null(msg);
	assert_non_null(genlmsg_put(msg, 0, 0, 1, 0, 0, NL80211_CMD_CONNECT, 0));
	assert_int_equal(iwc_nlbe_put_connect(msg, &c), -ENOBUFS);
	nlmsg_free(msg);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(connect_built_once),
		cmocka_unit_test(one_reply_commands),
		cmocka_unit_test(one_reply_short),
		cmocka_unit_test_setup_teardown(transact_one_reply, setup,
						teardown),
		cmocka_unit_test_setup_teardown(transact_one_reply_stop, setup,
						teardown),
		cmocka_unit_test_setup_teardown(
			transact_one_reply_handler_error, setup, teardown),
		cmocka_unit_test_setup_teardown(transact_one_reply_error, setup,
						teardown),
		cmocka_unit_test_setup_teardown(transact_dump, setup, teardown),
		cmocka_unit_test_setup_teardown(transact_other_port, setup,
						teardown),
		cmocka_unit_test_setup_teardown(stale_reply_skipped, setup,
						teardown),
		cmocka_unit_test_setup_teardown(stale_dump_skipped, setup,
						teardown),
		cmocka_unit_test_setup_teardown(timeout_drops_socket, setup,
						teardown),
		cmocka_unit_test_setup_teardown(handler_error_keeps_socket,
						setup, teardown),
		cmocka_unit_test(stale_dump_intr),
		cmocka_unit_test(future_seq_drops),
		cmocka_unit_test(error_out_of_range),
		cmocka_unit_test(extack_after_unaligned_echo),
		cmocka_unit_test_setup_teardown(drop_keeps_groups, setup,
						teardown),
		cmocka_unit_test_setup_teardown(events_leave, setup, teardown),
		cmocka_unit_test_setup_teardown(events_leave_kept, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
