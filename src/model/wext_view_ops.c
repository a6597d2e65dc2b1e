/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_view_ops.c - the interface contract (ifc.h) answered as
 * cfg80211's WEXT compatibility layer answers, from nl80211 facts: the
 * requests of wext_view.c, and the errors of those cfg80211 does not
 * implement (aplist, genie, auth, spy, private ioctls). The handle is
 * the interface's struct iwc_wext_src.
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/ifc.h"

static int v_get_info(const void *h, struct iwc_wext_info *ret)
{
	iwc_wext_collect(h, ret);
	return 0;
}

/* cfg80211_wext_giwname() */
static int v_giwname(const void *h, char *ret_name, size_t len)
{
	(void)h;
	if (len) {
		strncpy(ret_name, "IEEE 802.11", len - 1);
		ret_name[len - 1] = '\0';
	}
	return 0;
}

static int v_giwmode(const void *h, int *ret_mode)
{
	return iwc_wext_giwmode(h, ret_mode);
}

static int v_giwfreq(const void *h, struct iwc_freq *ret)
{
	return iwc_wext_giwfreq(h, ret);
}

static int v_giwessid(const void *h, uint8_t *ret_essid, int *ret_len,
		      int *ret_flags)
{
	return iwc_wext_giwessid(h, ret_essid, ret_len, ret_flags);
}

static int v_giwap(const void *h, uint8_t *ret_addr)
{
	return iwc_wext_giwap(h, ret_addr);
}

static int v_giwparam(const void *h, enum iwc_wext_param which,
		      uint16_t in_flags, struct iwc_param *ret)
{
	switch (which) {
	case IWC_WP_RATE:
		return iwc_wext_giwrate(h, ret);
	case IWC_WP_TXPOW:
		return iwc_wext_giwtxpow(h, in_flags, ret);
	case IWC_WP_RETRY:
		return iwc_wext_giwretry(h, in_flags, ret);
	case IWC_WP_POWER:
		return iwc_wext_giwpower(h, ret);
	}
	return -EOPNOTSUPP;
}

static int v_giwencode(const void *h, int in_index, uint8_t *ret_key,
		       int *ret_len, int *ret_flags)
{
	return iwc_wext_giwencode(h, in_index, ret_key, ret_len, ret_flags);
}

static int v_giwstats(const void *h, struct iwc_wext_info *ret)
{
	return iwc_wext_giwstats(h, ret);
}

static int v_giwrange(const void *h, struct iwc_wext_range *ret)
{
	return iwc_wext_giwrange(h, ret);
}

/* cfg80211 always answers the range; only its versions are asked for,
 * which need no wiphy */
static int v_we_version(const void *h, struct iwc_wext_range *ret)
{
	iwc_wext_giwrange(h, ret);
	return 0;
}

/* cfg80211's range lists neither bit-rates nor transmit powers */
static int v_range_lists(const void *h, struct iwc_wext_range_lists *ret)
{
	struct iwc_wext_range range;
	int r = iwc_wext_giwrange(h, &range);

	memset(ret, 0, sizeof(*ret));
	if (r == 0)
		ret->we_version_compiled = range.we_version_compiled;
	return r;
}

/* The requests cfg80211 has no handler for: a restricted GET (the
 * encoding ones) fails with EPERM first without CAP_NET_ADMIN, as any
 * SET does. */
static int v_unprivileged(const void *h)
{
	const struct iwc_wext_src *s = h;

	return s->privileged ? -EOPNOTSUPP : -EPERM;
}

static int v_giwauth(const void *h, uint16_t param, int32_t *ret_value)
{
	(void)h;
	(void)param;
	(void)ret_value;
	return -EOPNOTSUPP;
}

static int v_giwpeers(const void *h, struct iwc_wext_peers *ret)
{
	(void)h;
	(void)ret;
	return -EOPNOTSUPP;
}

static int v_giwgenie(const void *h, uint8_t *buf, size_t *len)
{
	(void)h;
	(void)buf;
	(void)len;
	return -EOPNOTSUPP;
}

static int v_siwspy(const void *h, const uint8_t (*addrs)[IWC_ETH_ALEN],
		    int n)
{
	(void)addrs;
	(void)n;
	return v_unprivileged(h);
}

static int v_giwthrspy(const void *h, struct iwc_wext_thr *ret)
{
	(void)h;
	(void)ret;
	return -EOPNOTSUPP;
}

static int v_siwthrspy(const void *h, const struct iwc_wext_thr *thr)
{
	(void)thr;
	return v_unprivileged(h);
}

static int v_iwpriv(const struct iwc_ctx *ctx, const void *h,
		    enum iwc_priv_mode mode, int nargs, char **args,
		    iwc_in_addr_fn in_addr)
{
	(void)ctx;
	(void)h;
	(void)mode;
	(void)nargs;
	(void)args;
	(void)in_addr;
	return -EOPNOTSUPP;	/* no private ioctls */
}

const struct iwc_ifc_ops iwc_wext_view_ops = {
	.get_info = v_get_info,
	.giwname = v_giwname,
	.giwmode = v_giwmode,
	.giwfreq = v_giwfreq,
	.giwessid = v_giwessid,
	.giwap = v_giwap,
	.giwparam = v_giwparam,
	.giwencode = v_giwencode,
	.giwstats = v_giwstats,
	.giwrange = v_giwrange,
	.we_version = v_we_version,
	.range_lists = v_range_lists,
	.giwencodeext = v_unprivileged,
	.giwauth = v_giwauth,
	.giwaplist = v_giwpeers,
	.giwgenie = v_giwgenie,
	.giwspy = v_giwpeers,
	.siwspy = v_siwspy,
	.giwthrspy = v_giwthrspy,
	.siwthrspy = v_siwthrspy,
	.iwpriv = v_iwpriv,
};
