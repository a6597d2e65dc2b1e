/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * scan-watch.c - benchmark helper for bench/vm-bench.sh: the kernel's
 * own scan times, seen by a listener that does nothing else. It joins
 * nl80211's "scan" group and stamps (CLOCK_MONOTONIC) each "scan
 * started" (TRIGGER_SCAN), "scan finished" (NEW_SCAN_RESULTS) and "scan
 * aborted" (SCAN_ABORTED) of one interface as it is received. The
 * stamps are kept in memory and printed when it is told to stop
 * (SIGTERM or SIGINT), so no write of its own competes with the tools
 * being measured.
 *
 * Why not `iw event -t`: the guest has one CPU. A listener that is only
 * runnable stamps an event when the scheduler lets it run, i.e. after
 * whatever the measured tool does next: iwcompat fetches the wiphy
 * while the kernel scans, so iw's "scan started" came that much late
 * and the scan looked shorter than it was (the fetch was counted as
 * overhead although the kernel was scanning). iw also formats and
 * writes each event (its frequency list) before reading the next, and
 * that ran between the "scan finished" and the tool that waits for it.
 * Run under `chrt -f` (SCHED_FIFO), this listener preempts either tool
 * the moment an event is queued for it, and gets off the CPU after one
 * recvmsg and one clock read.
 *
 *   cc -O2 -Wall -o scan-watch scan-watch.c $(pkg-config --cflags --libs libnl-genl-3.0)
 *   chrt -f 50 scan-watch [-a] IFACE > times
 *
 * Output, one line per scan, in order: the milliseconds from "started"
 * to its end, and " aborted" if it was aborted (the format of
 * bench/vm-bench.sh's scan-kernel.times); with -a, then both stamps
 * (CLOCK_MONOTONIC, ms), to line them up with a tool's own clock reads.
 * On stderr at the end: how many frequencies the last finished scan
 * covered, and how many of them are below 1 GHz (S1G).
 * Not a test: a measuring tool.
 * Exit 0, or 1 on errors.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <net/if.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/nl80211.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#define MAX_EV 8192

static volatile sig_atomic_t stop;
static unsigned watched;
static struct { double t; int cmd; } ev[MAX_EV];
static int nev;
static int last_freqs = -1, last_s1g;

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int on_event(struct nl_msg *m, void *arg)
{
	double t = now_ms();	/* first: the stamp is the reception */
	struct genlmsghdr *g = nlmsg_data(nlmsg_hdr(m));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];

	(void)arg;
	if (g->cmd != NL80211_CMD_TRIGGER_SCAN &&
	    g->cmd != NL80211_CMD_NEW_SCAN_RESULTS &&
	    g->cmd != NL80211_CMD_SCAN_ABORTED)
		return NL_OK;
	if (nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(g, 0),
		      genlmsg_attrlen(g, 0), NULL) < 0 ||
	    !tb[NL80211_ATTR_IFINDEX] ||
	    nla_get_u32(tb[NL80211_ATTR_IFINDEX]) != watched)
		return NL_OK;
	if (g->cmd == NL80211_CMD_NEW_SCAN_RESULTS &&
	    tb[NL80211_ATTR_SCAN_FREQUENCIES]) {
		struct nlattr *f;
		int rem;

		last_freqs = last_s1g = 0;
		nla_for_each_nested(f, tb[NL80211_ATTR_SCAN_FREQUENCIES], rem) {
			last_freqs++;
			if (nla_len(f) >= 4 && nla_get_u32(f) < 1000)
				last_s1g++;
		}
	}
	if (nev < MAX_EV) {
		ev[nev].t = t;
		ev[nev].cmd = g->cmd;
		nev++;
	}
	return NL_OK;
}

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_signal };
	struct nl_sock *sk;
	double start = -1;
	bool abs_times = argc == 3 && !strcmp(argv[1], "-a");
	int grp;

	if (argc != 2 + abs_times) {
		fprintf(stderr, "usage: scan-watch [-a] IFACE\n");
		return 1;
	}
	watched = if_nametoindex(argv[argc - 1]);
	if (!watched) {
		fprintf(stderr, "scan-watch: no interface %s\n", argv[argc - 1]);
		return 1;
	}
	/* no SA_RESTART: the signal ends the poll() below */
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sk = nl_socket_alloc();
	if (!sk || genl_connect(sk))
		return 1;
	grp = genl_ctrl_resolve_grp(sk, "nl80211", "scan");
	if (grp < 0 || nl_socket_add_membership(sk, grp))
		return 1;
	nl_socket_disable_seq_check(sk);
	nl_socket_modify_cb(sk, NL_CB_VALID, NL_CB_CUSTOM, on_event, NULL);
	nl_socket_set_buffer_size(sk, 1 << 20, 0);
	/* libnl retries a recvmsg cut by a signal: poll() is what the
	 * signal ends */
	nl_socket_set_nonblocking(sk);
	while (!stop) {
		struct pollfd p = { .fd = nl_socket_get_fd(sk), .events = POLLIN };
		int r = poll(&p, 1, -1);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return 1;
		while ((r = nl_recvmsgs_default(sk)) >= 0)
			;
		if (r != -NLE_AGAIN && r != -NLE_NOMEM) {
			fprintf(stderr, "scan-watch: %s\n", nl_geterror(r));
			return 1;
		}
	}
	for (int i = 0; i < nev; i++) {
		if (ev[i].cmd == NL80211_CMD_TRIGGER_SCAN) {
			start = ev[i].t;
		} else if (start >= 0) {
			printf("%.3f%s", ev[i].t - start,
			       ev[i].cmd == NL80211_CMD_SCAN_ABORTED ?
			       " aborted" : "");
			if (abs_times)
				printf(" %.3f %.3f", start, ev[i].t);
			putchar('\n');
			start = -1;
		}
	}
	if (last_freqs >= 0)
		fprintf(stderr, "last scan: %d frequencies, %d below 1 GHz\n",
			last_freqs, last_s1g);
	return 0;
}
