/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * scan-burst.c - benchmark helper for bench/vm-bench.sh: a burst of
 * nl80211 scan events for the iwevent comparison. On each interface
 * given it triggers a one-channel scan, and each time a scan of one of
 * them ends (NEW_SCAN_RESULTS or SCAN_ABORTED) it triggers the next,
 * until COUNT scans have ended. Each ended scan is one "Scan request
 * completed" (or, aborted, no line) for a listening iwevent.
 *
 *   cc -O2 -Wall -o scan-burst scan-burst.c $(pkg-config --cflags --libs libnl-genl-3.0)
 *   scan-burst [-n COUNT] [-f FREQ] IFACE...
 *
 * Output (stdout): "completed=C aborted=A refused=R seconds=S"; the
 * scans' end times are the kernel's, the listeners see them then.
 * Not a test: a load generator. Exit 0, or 1 on errors.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/nl80211.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#define MAX_IF 8

static struct nl_sock *cmd_sk;
static int family, nifs, freq = 2412;
static unsigned ifidx[MAX_IF];
static long count = 1000, started, ended, completed, aborted, refused;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* 0 when the scan was started; the kernel's error otherwise */
static int trigger(unsigned ifindex)
{
	struct nl_msg *m = nlmsg_alloc();
	struct nlattr *n;
	int r;

	if (!m)
		return -ENOMEM;
	genlmsg_put(m, NL_AUTO_PORT, NL_AUTO_SEQ, family, 0, 0,
		    NL80211_CMD_TRIGGER_SCAN, 0);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, ifindex);
	n = nla_nest_start(m, NL80211_ATTR_SCAN_FREQUENCIES);
	nla_put_u32(m, 1, (uint32_t)freq);
	nla_nest_end(m, n);
	n = nla_nest_start(m, NL80211_ATTR_SCAN_SSIDS);
	nla_put(m, 1, 0, "");		/* wildcard: an active scan */
	nla_nest_end(m, n);
	r = nl_send_sync(cmd_sk, m);	/* frees m, waits for the ACK */
	if (r == 0)
		started++;
	return r;
}

static int on_event(struct nl_msg *m, void *arg)
{
	struct genlmsghdr *g = nlmsg_data(nlmsg_hdr(m));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	unsigned ifindex;
	int i;

	(void)arg;
	if (g->cmd != NL80211_CMD_NEW_SCAN_RESULTS &&
	    g->cmd != NL80211_CMD_SCAN_ABORTED)
		return NL_OK;
	nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(g, 0),
		  genlmsg_attrlen(g, 0), NULL);
	if (!tb[NL80211_ATTR_IFINDEX])
		return NL_OK;
	ifindex = nla_get_u32(tb[NL80211_ATTR_IFINDEX]);
	for (i = 0; i < nifs && ifidx[i] != ifindex; i++)
		;
	if (i == nifs)
		return NL_OK;
	ended++;
	if (g->cmd == NL80211_CMD_NEW_SCAN_RESULTS)
		completed++;
	else
		aborted++;
	/* the next scan of this interface, while more are wanted */
	while (started < count) {
		int r = trigger(ifindex);

		if (r == 0)
			break;
		refused++;
		if (refused > 100 * count)
			break;
		usleep(1000);
	}
	return NL_OK;
}

int main(int argc, char **argv)
{
	struct nl_sock *ev;
	int opt, grp;
	double t0;

	while ((opt = getopt(argc, argv, "n:f:")) != -1) {
		switch (opt) {
		case 'n': count = atol(optarg); break;
		case 'f': freq = atoi(optarg); break;
		default: goto usage;
		}
	}
	if (optind == argc || argc - optind > MAX_IF || count < 1)
		goto usage;
	for (; optind < argc; optind++) {
		ifidx[nifs] = if_nametoindex(argv[optind]);
		if (!ifidx[nifs]) {
			fprintf(stderr, "scan-burst: no interface %s\n", argv[optind]);
			return 1;
		}
		nifs++;
	}
	cmd_sk = nl_socket_alloc();
	ev = nl_socket_alloc();
	if (!cmd_sk || !ev || genl_connect(cmd_sk) || genl_connect(ev))
		return 1;
	family = genl_ctrl_resolve(cmd_sk, "nl80211");
	grp = genl_ctrl_resolve_grp(cmd_sk, "nl80211", "scan");
	if (family < 0 || grp < 0 || nl_socket_add_membership(ev, grp))
		return 1;
	nl_socket_disable_seq_check(ev);
	nl_socket_modify_cb(ev, NL_CB_VALID, NL_CB_CUSTOM, on_event, NULL);
	nl_socket_set_buffer_size(ev, 1 << 20, 0);
	t0 = now();
	for (int i = 0; i < nifs && started < count; i++)
		if (trigger(ifidx[i]))
			refused++;
	while (ended < started) {
		int r = nl_recvmsgs_default(ev);

		if (r < 0 && r != -NLE_NOMEM) {
			fprintf(stderr, "scan-burst: %s\n", nl_geterror(r));
			return 1;
		}
	}
	printf("completed=%ld aborted=%ld refused=%ld seconds=%.3f\n",
	       completed, aborted, refused, now() - t0);
	return 0;
usage:
	fprintf(stderr, "usage: scan-burst [-n COUNT] [-f FREQ] IFACE...\n");
	return 1;
}
