/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_sock.h - the one owner of iwcompat's nl80211 socket: send a
 * request, run its replies through a handler, and report the kernel's
 * own errno (never libnl's coarse NLE_* codes).
 */
#ifndef IWCOMPAT_NL_SOCK_H
#define IWCOMPAT_NL_SOCK_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <netlink/msg.h>

#include "iwcompat/nl80211.h"

/* The receive buffer: any datagram of the kernel's (a dump's are cut
 * at 32 KiB, what the largest read asked for; netlink_recvmsg). */
#define IWC_NL_RXBUF 32768

/* Called with an event's genl command and parsed attributes; returns 0
 * to go on, 1 when it has what it waits for, or a negative errno. */
typedef int (*iwc_nl_event_handler)(uint8_t cmd, struct nlattr **tb,
				    void *arg);

#define IWC_NL_MAX_JOINED 2

/* The socket is iwcompat's own (socket, bind, sendto, recvmsg: no
 * struct nl_sock, no callback sets); libnl builds the requests and
 * parses the attributes (docs/performance.md, "The transport"). */
struct iwc_nl {
	bool open;		/* fd, port and rxbuf are valid */
	int fd;
	uint32_t port;		/* the socket's netlink port (the kernel's) */
	uint32_t seq;		/* the last request's sequence number */
	uint8_t *rxbuf;		/* IWC_NL_RXBUF bytes */
	int family;
	struct iwc_nl_family fam;	/* ID and multicast groups */
	int open_err;		/* the last open's error, until a retry */
	uint64_t open_retry_ns;	/* CLOCK_MONOTONIC: no retry before */
	uint64_t open_delay_ns;	/* the back-off: 1 s doubling to 64 s */
	char extack[256];	/* kernel's extended ACK message, if any */
	/* multicast groups joined on fd (iwc_nl_events_join) */
	int joined[IWC_NL_MAX_JOINED];
	unsigned int n_joined;
	iwc_nl_event_handler ev_handler;
	void *ev_arg;
	int ev_result;		/* 0 waiting, 1 done, <0 error */
	/* iwc_nl_events_leave stops routing events but stays in the
	 * groups: the process exits soon, and closing the socket leaves
	 * them (iwc_nl80211_backend_one_shot) */
	bool keep_groups;
};

/* snprintf(dst, size, "%s", src) for an interface name (size > 0):
 * at most size - 1 bytes, terminated, without glibc's format
 * interpreter, which iwlist's scan then never runs before its trigger
 * (docs/performance.md, "A cell without printf"). */
static inline void iwc_ifname_copy(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Opens the socket and resolves "nl80211" (once). */
int iwc_nl_open(struct iwc_nl *nl);
void iwc_nl_close(struct iwc_nl *nl);

/* A socket alone, without the family lookup (a listener's, whose
 * groups' IDs come from another's family): 0 or a negative errno. */
int iwc_nl_socket_open(struct iwc_nl *nl);

/* Joins multicast group @grp: 0 or a negative errno. */
int iwc_nl_add_group(struct iwc_nl *nl, int grp);

/* @ifname's index and whether it is up (IFF_UP), with SIOCGIFINDEX and
 * SIOCGIFFLAGS on the open socket; -ENODEV without such an interface. */
int iwc_nl_ifreq(struct iwc_nl *nl, const char *ifname,
		 unsigned int *ret_index, bool *ret_up);

/* IFF_UP of @ifname alone (SIOCGIFFLAGS); -ENODEV without it. */
int iwc_nl_ifup(struct iwc_nl *nl, const char *ifname, bool *ret_up);

/* A new request with the genl header for @cmd; NULL on ENOMEM. */
struct nl_msg *iwc_nl_msg(struct iwc_nl *nl, uint8_t cmd, int flags);

/* Called with each reply's parsed top-level attributes; returns 0 to go
 * on, 1 when it has all it wants (the rest of a dump is dropped), or a
 * negative errno (the rest is drained, the error returned). */
typedef int (*iwc_nl_handler)(struct nlattr **tb, void *arg);

/* Whether the request @h (to nl80211 as @family, or to genetlink's
 * controller) is one the kernel answers with exactly one message on
 * success: a GET without NLM_F_DUMP of the commands nl_sock.c lists. */
bool iwc_nl_one_reply(const struct nlmsghdr *h, int family);

/**
 * iwc_nl_transact - send @msg (consumed) and feed every reply to
 * @handler until the ACK or the end of the dump, or @timeout_ms.
 * A request iwc_nl_one_reply names goes without NLM_F_ACK and ends
 * with its one reply (or the kernel's error).
 * Returns 0 or a negative errno (-ETIMEDOUT on timeout).
 */
int iwc_nl_transact(struct iwc_nl *nl, struct nl_msg *msg,
		    iwc_nl_handler handler, void *arg, int timeout_ms);

/*
 * iwc_nl_replies - iwc_nl_transact after its request went out: the
 * replies to sequence number @seq (@one_reply: sent without NLM_F_ACK),
 * read from @nl's socket as iwc_nl_transact reads them. Its own entry
 * for the unit tests and fuzz-nl-sock, which queue the datagrams
 * themselves on a socket of their own.
 */
int iwc_nl_replies(struct iwc_nl *nl, uint32_t seq, bool one_reply,
		   iwc_nl_handler handler, void *arg, int timeout_ms);

/**
 * iwc_nl_events_open - a second socket joined to the nl80211 multicast
 * @group ("scan", "mlme", ...), ready before any request that would
 * cause the awaited event is sent.
 */
int iwc_nl_events_open(struct iwc_nl *ev, const char *group);

/**
 * iwc_nl_events_join - join @groups[0] (required) and the other @groups
 * (when nl80211 has them) on the request socket itself, with the group
 * IDs learnt when it was opened, and hand their events to @handler:
 * while requests are answered (iwc_nl_transact), then in
 * iwc_nl_events_wait_joined. One socket, no second family lookup.
 * Returns 0 or a negative errno; iwc_nl_events_leave undoes it.
 */
int iwc_nl_events_join(struct iwc_nl *nl, const char *const *groups,
		       unsigned int n, iwc_nl_event_handler handler,
		       void *arg);

/* Until the joined handler has returned 1 (0) or a negative errno, or
 * @timeout_ms pass (-ETIMEDOUT). */
int iwc_nl_events_wait_joined(struct iwc_nl *nl, int timeout_ms);

/* Leaves the joined groups; events still queued are skipped later. */
void iwc_nl_events_leave(struct iwc_nl *nl);

/**
 * iwc_nl_events_wait - feed events to @handler until it returns 1
 * (done) or a negative errno, or @timeout_ms pass (-ETIMEDOUT).
 * @handler gets the genl command and the parsed attributes.
 */
int iwc_nl_events_wait(struct iwc_nl *ev, iwc_nl_event_handler handler,
		       void *arg, int timeout_ms);

#endif
