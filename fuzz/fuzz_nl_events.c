/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_events.c - iwevent's decoders of kernel messages and what it
 * prints for them:
 *  - an nl80211 multicast event: iwc_nl_parse_event, the WEXT events
 *    cfg80211 sent with it (iwc_iwevent_wext), one iwevent line each;
 *  - an rtnetlink message: iwc_rtnl_parse_link (RTM_DELLINK), and every
 *    IFLA_WIRELESS attribute of an RTM_NEWLINK (iwc_rtnl_parse_wext)
 *    through iwevent's WEXT stream printer.
 *
 * Input: byte 0: bit 0 rtnetlink (else nl80211), bit 1 RTM_DELLINK
 * (else RTM_NEWLINK); byte 1: the nl80211 command. The rest: the
 * nl80211 attributes, or the rtnetlink message's payload (ifinfomsg and
 * attributes), in a message of exactly its size.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/rtnetlink.h>

#include "fuzz_common.h"
#include "fuzz_nl.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/nl80211.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void genl(const struct fuzz_env *env, uint8_t cmd,
		 const uint8_t *data, size_t size)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct iwc_wext_event w[IWC_WEXT_EVENTS_MAX];
	struct iwc_evtime t = { 1700000000, 1 };
	struct iwc_event ev;
	void *buf;
	size_t n;

	if (fuzz_nl_parse(data, size, cmd, tb, &buf) == 0 &&
	    iwc_nl_parse_event(cmd, tb, &ev) == 0) {
		strcpy(ev.ifname, "wlan0");
		n = iwc_iwevent_wext(&ev, w);
		if (n > IWC_WEXT_EVENTS_MAX)
			abort();
		for (size_t i = 0; i < n; i++)
			iwc_fmt_iwevent_line(env->null, &t, ev.ifname, &w[i]);
	}
	free(buf);
}

static void rtnl(const struct fuzz_env *env, bool del, const uint8_t *data,
		 size_t size)
{
	struct iwc_evtime t = { 1700000000, 2 };
	struct iwc_event ev;
	struct nlmsghdr *h;
	size_t pos = 0;
	int guard = 0;

	if (size > FUZZ_NL_MAX)
		return;
	h = malloc(NLMSG_HDRLEN + size);
	if (!h)
		abort();
	memset(h, 0, NLMSG_HDRLEN);
	h->nlmsg_len = (uint32_t)(NLMSG_HDRLEN + size);
	h->nlmsg_type = del ? RTM_DELLINK : RTM_NEWLINK;
	memcpy((uint8_t *)h + NLMSG_HDRLEN, data, size);
	iwc_rtnl_parse_link(h, &ev);
	while (iwc_rtnl_parse_wext(h, &pos, &ev) == 0) {
		if (ev.wext_len > size)
			abort();
		iwc_fmt_iwevent_stream(env->null, &t, "wlan0", ev.wext,
				       ev.wext_len, &env->range, true);
		if (++guard > 100000)
			abort();	/* the position must advance */
	}
	free(h);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();

	if (size < 2)
		return 0;
	if (data[0] & 1)
		rtnl(env, data[0] & 2, data + 2, size - 2);
	else
		genl(env, data[1], data + 2, size - 2);
	return 0;
}
