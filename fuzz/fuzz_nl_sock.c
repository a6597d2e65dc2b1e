/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_sock.c - nl_sock.c's receive loop and extended-ACK reader
 * (src/kernel/nl_sock.c): datagrams of the fuzzer's on the socket the
 * production code reads, through iwc_nl_replies (iwc_nl_transact after
 * its send): recvmsg, the source check, the message walk, the sequence
 * and port checks, NLM_F_DUMP_INTR, NLMSG_DONE and its error,
 * NLMSG_ERROR and read_extack, the joined groups' events, and the
 * socket dropped (and, for an event wait, replaced) when a request
 * ends without its ACK or DONE.
 *
 * The socket is an AF_UNIX datagram socket standing in for the netlink
 * one (non-blocking, as nl_sock.c's): what an unbound socket sends to
 * it arrives with a zero source address, port 0's, the kernel's; a
 * socket bound to an abstract name whose bytes fall on nl_pid stands
 * for another process's port. The wait is given no time (timeout 0):
 * once the queue is empty, a request not ended times out at once.
 *
 * Input: fuzz_nl_sock.h. Checks beyond the sanitizers: the result is 0
 * or a negative errno, the extended ACK message is a terminated string
 * made of bytes the datagrams carried.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/socket.h>
#include <sys/un.h>

#include <linux/genetlink.h>
#include <linux/netlink.h>

#include "fuzz_nl_sock.h"
#include "iwcompat/nl80211.h"
#include "nl_sock.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define HUGE_LEN (IWC_NL_RXBUF + 1)

struct senders {
	int kernel;	/* unbound: port 0 */
	int foreign;	/* bound: a port of its own */
	struct sockaddr_un to;
	socklen_t to_len;
};

/* Another process's port: an abstract name of 10 bytes, so that the
 * address fills a sockaddr_nl exactly (recvmsg reports the whole
 * length of a longer one, which ASan then takes as written): byte 1
 * falls on nl_pad, 2-5 on nl_pid (@pid_bytes), 6-9 on nl_groups (our
 * pid: the name is the process's own). */
static socklen_t foreign_name(struct sockaddr_un *sa, uint32_t pid_bytes)
{
	uint32_t self = (uint32_t)getpid();

	memset(sa, 0, sizeof(*sa));
	sa->sun_family = AF_UNIX;
	sa->sun_path[1] = 'F';
	memcpy(sa->sun_path + 2, &pid_bytes, 4);
	memcpy(sa->sun_path + 6, &self, 4);
	return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 10);
}

/* Our socket's name (any length: recvmsg reports the sender's). */
static socklen_t our_name(struct sockaddr_un *sa)
{
	int n;

	memset(sa, 0, sizeof(*sa));
	sa->sun_family = AF_UNIX;
	n = snprintf(sa->sun_path + 1, sizeof(sa->sun_path) - 1,
		     "iwc-fuzz-nl-sock-%ld", (long)getpid());
	return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 +
			   (size_t)n);
}

static const struct senders *senders(void)
{
	static struct senders s;
	static int ready;
	struct sockaddr_un sa;
	socklen_t len;

	if (ready)
		return &s;
	s.kernel = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	s.foreign = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	len = foreign_name(&sa, 0x1234);
	if (s.kernel < 0 || s.foreign < 0 ||
	    bind(s.foreign, (struct sockaddr *)&sa, len) < 0)
		abort();
	s.to_len = our_name(&s.to);
	ready = 1;
	return &s;
}

/* nl_sock.c's state as iwc_nl_socket_open leaves it, on a socket of
 * ours; -1 if it cannot be made. */
static int open_fake(struct iwc_nl *nl, const struct senders *s)
{
	int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC,
			0);

	if (fd < 0)
		return -1;
	if (bind(fd, (const struct sockaddr *)&s->to, s->to_len) < 0) {
		close(fd);
		return -1;
	}
	nl->rxbuf = malloc(IWC_NL_RXBUF);
	if (!nl->rxbuf) {
		close(fd);
		return -1;
	}
	/* what an overread would find: no byte of any datagram */
	memset(nl->rxbuf, 0xa5, IWC_NL_RXBUF);
	nl->fd = fd;
	nl->port = FNS_PORT;
	nl->seq = FNS_SEQ;
	nl->family = FNS_FAMILY;
	nl->open = true;
	return 0;
}

struct run {
	unsigned int flags;
	int calls;
	int events;
	struct iwc_nl_family fam;
};

/* The family lookup's handler (what resolve_family does with the
 * controller's reply), then what the flags say. */
static int on_reply(struct nlattr **tb, void *arg)
{
	struct run *r = arg;

	iwc_nl_parse_family(tb, &r->fam);
	if (r->fam.n_groups > IWC_NL_MAX_GROUPS)
		abort();
	if (r->calls++ == 0) {
		if (r->flags & FNS_FAIL)
			return -EBADMSG;
		if (r->flags & FNS_STOP)
			return 1;
	}
	return 0;
}

static int on_event(uint8_t cmd, struct nlattr **tb, void *arg)
{
	struct run *r = arg;

	(void)cmd;
	(void)tb;
	r->events++;
	return (r->flags & FNS_EV_DONE) ? 1 : 0;
}

/* Every byte of @s is one that some datagram carried. */
static void check_extack(const char *s, const uint8_t *data, size_t size)
{
	size_t n = strnlen(s, sizeof(((struct iwc_nl *)0)->extack));

	if (n == sizeof(((struct iwc_nl *)0)->extack))
		abort();	/* not terminated */
	for (size_t i = 0; i < n; i++)
		if (!memchr(data, s[i], size))
			abort();
}

static void check_result(int r)
{
	if (r > 0 || r < -4095)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static uint8_t huge[HUGE_LEN];
	const struct senders *s = senders();
	struct iwc_nl nl;
	struct run run;
	size_t pos = 1;
	int r;

	if (size < 1)
		return 0;
	memset(&nl, 0, sizeof(nl));
	memset(&run, 0, sizeof(run));
	run.flags = data[0];
	if (open_fake(&nl, s) < 0)
		abort();
	if (run.flags & FNS_JOINED) {
		/* as iwc_nl_events_join leaves it: the controller's group
		 * stands for nl80211's (a drop joins it on a new netlink
		 * socket) */
		nl.joined[0] = GENL_ID_CTRL;
		nl.n_joined = 1;
		nl.ev_handler = on_event;
		nl.ev_arg = &run;
	}
	for (int i = 0; i < FNS_MAX_DGRAMS && pos + 3 <= size; i++) {
		size_t len = (size_t)data[pos] | (size_t)data[pos + 1] << 8;
		uint8_t src = data[pos + 2];
		const void *p = data + pos + 3;

		pos += 3;
		if (len > size - pos)
			len = size - pos;
		if (src & FNS_SRC_HUGE) {
			memset(huge, 0, sizeof(huge));
			memcpy(huge, p, len);
			p = huge;
		}
		/* the queue is bounded (net.unix.max_dgram_qlen): a
		 * datagram that does not fit is not sent */
		sendto((src & FNS_SRC_FOREIGN) ? s->foreign : s->kernel, p,
		       (src & FNS_SRC_HUGE) ? sizeof(huge) : len,
		       MSG_DONTWAIT, (const struct sockaddr *)&s->to,
		       s->to_len);
		pos += len;
	}

	r = iwc_nl_replies(&nl, FNS_SEQ, run.flags & FNS_ONE_REPLY, on_reply,
			   &run, 0);
	check_result(r);
	check_extack(nl.extack, data, size);
	if (nl.ev_result > 1 || nl.ev_result < -4095)
		abort();
	if ((run.flags & FNS_NEXT) && nl.open && nl.port == FNS_PORT) {
		/* the next request, on what is left (unless the socket was
		 * dropped, or replaced by a netlink one for the joined
		 * groups: nothing of the input is queued there) */
		run.calls = 0;
		run.flags &= ~(unsigned int)(FNS_STOP | FNS_FAIL);
		r = iwc_nl_replies(&nl, FNS_SEQ + 1,
				   run.flags & FNS_NEXT_ONE, on_reply, &run, 0);
		check_result(r);
		check_extack(nl.extack, data, size);
	}
	iwc_nl_close(&nl);
	return 0;
}
