/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_native_scan.c - TRIGGER_SCAN and ABORT_SCAN as
 * "iw dev IF scan trigger|abort" send them; the wait for the scan's end
 * is the backend's own (iwc_nlbe_scan_send, shared with iwlist).
 */
#include <errno.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "iwcompat/backend_iw.h"
#include "backend_nl80211_int.h"

/* iw waits without limit; iwcompat gives up after five minutes */
#define SCAN_WAIT_MS (5 * 60 * 1000)

static int put_req(struct nl_msg *msg, const struct iwc_nat_scan_req *r)
{
	struct nlattr *nest;

	if (r->has_rand &&
	    (nla_put(msg, NL80211_ATTR_MAC, IWC_ETH_ALEN, r->rand_addr) < 0 ||
	     nla_put(msg, NL80211_ATTR_MAC_MASK, IWC_ETH_ALEN,
		     r->rand_mask) < 0))
		return -ENOBUFS;
	if (r->ies && nla_put(msg, NL80211_ATTR_IE, (int)r->ies_len, r->ies) < 0)
		return -ENOBUFS;
	/* "ssid" or "freq" without a value: an empty list, which libnl's
	 * nla_nest_end() would drop, but iw sends (the kernel refuses an
	 * empty frequency list) */
	if (!r->passive && r->have_ssids && !r->n_ssids &&
	    nla_put(msg, NL80211_ATTR_SCAN_SSIDS, 0, NULL) < 0)
		return -ENOBUFS;
	if (!r->passive && (!r->have_ssids || r->n_ssids)) {
		nest = nla_nest_start(msg, NL80211_ATTR_SCAN_SSIDS);
		if (!nest)
			return -ENOBUFS;
		if (!r->have_ssids && nla_put(msg, 1, 0, "") < 0)
			return -ENOBUFS;
		for (size_t i = 0; i < r->n_ssids; i++)
			if (nla_put(msg, (int)i + 1, (int)strlen(r->ssids[i]),
				    r->ssids[i]) < 0)
				return -ENOBUFS;
		nla_nest_end(msg, nest);
	}
	if (r->have_freqs && !r->n_freqs &&
	    nla_put(msg, NL80211_ATTR_SCAN_FREQUENCIES, 0, NULL) < 0)
		return -ENOBUFS;
	if (r->have_freqs && r->n_freqs) {
		nest = nla_nest_start(msg, NL80211_ATTR_SCAN_FREQUENCIES);
		if (!nest)
			return -ENOBUFS;
		for (size_t i = 0; i < r->n_freqs; i++)
			if (nla_put_u32(msg, (int)i + 1, r->freqs[i]) < 0)
				return -ENOBUFS;
		nla_nest_end(msg, nest);
	}
	if (r->flags && nla_put_u32(msg, NL80211_ATTR_SCAN_FLAGS, r->flags) < 0)
		return -ENOBUFS;
	if (r->duration &&
	    nla_put_u16(msg, NL80211_ATTR_MEASUREMENT_DURATION, r->duration) < 0)
		return -ENOBUFS;
	if (r->duration_mandatory && r->duration &&
	    nla_put_flag(msg, NL80211_ATTR_MEASUREMENT_DURATION_MANDATORY) < 0)
		return -ENOBUFS;
	return 0;
}

int iwc_nlbe_nat_scan_trigger(void *data, uint32_t ifindex,
			      const struct iwc_nat_scan_req *req, bool wait)
{
	struct nlbe *be = data;
	struct nl_msg *msg;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_TRIGGER_SCAN, 0);
	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0 ||
	    put_req(msg, req) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nlbe_scan_send(be, (int)ifindex, msg,
				  wait ? SCAN_WAIT_MS : 0, NULL, NULL);
}

int iwc_nlbe_nat_scan_abort(void *data, uint32_t ifindex)
{
	struct nlbe *be = data;
	struct nl_msg *msg;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_ABORT_SCAN, 0);
	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
}
