/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl.h - shared by the nl80211 decoder targets: the fuzzer's bytes
 * become the attributes of one generic netlink message (after an
 * nlmsghdr and a genlmsghdr, as a dump callback receives it), parsed
 * the way src/kernel/nl_sock.c parses every reply (genlmsg_parse, no policy).
 */
#ifndef IWC_FUZZ_NL_H
#define IWC_FUZZ_NL_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#define FUZZ_NL_MAX (64 * 1024)

/* Builds the message in a malloc'd buffer (*ret_buf, free it) and parses
 * it into @tb. Returns 0, or -1 if the input is too long or libnl
 * refuses the message (as it would refuse the kernel's). */
static inline int fuzz_nl_parse(const uint8_t *data, size_t size,
				uint8_t cmd, struct nlattr **tb,
				void **ret_buf)
{
	size_t hl = NLMSG_HDRLEN + GENL_HDRLEN;
	struct nlmsghdr *h;
	struct genlmsghdr *g;
	uint8_t *buf;

	*ret_buf = NULL;
	if (size > FUZZ_NL_MAX)
		return -1;
	/* exactly the message size: ASan sees any read past its end */
	buf = malloc(hl + size);
	if (!buf)
		return -1;
	h = (struct nlmsghdr *)buf;
	memset(buf, 0, hl);
	h->nlmsg_len = (uint32_t)(hl + size);
	h->nlmsg_type = 0x1c;
	h->nlmsg_flags = NLM_F_MULTI;
	g = (struct genlmsghdr *)(buf + NLMSG_HDRLEN);
	g->cmd = cmd;
	g->version = 0;
	if (size)
		memcpy(buf + hl, data, size);
	*ret_buf = buf;
	memset(tb, 0, sizeof(*tb) * (NL80211_ATTR_MAX + 1));
	if (genlmsg_parse(h, 0, tb, NL80211_ATTR_MAX, NULL) < 0)
		return -1;
	return 0;
}

#endif
