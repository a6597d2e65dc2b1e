/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_backend.c - the WEXT fallback as a backend of the interface
 * contract (ifc.h): each request as wireless-tools sent it to a WEXT
 * driver (wext_live.c, wext_priv.c, wext_iwconfig.c), its answer in the
 * model structs the nl80211 backend fills. Nothing here prints but
 * iwpriv's own flow (wext_priv.c); the legacy printers print the rest.
 */
#include <errno.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/ifc.h"
#include "iwcompat/wext_live.h"

static int w_get_info(const void *h, struct iwc_wext_info *ret)
{
	return iwc_wext_live_get_info(h, ret);
}

static int w_giwname(const void *h, char *ret_name, size_t len)
{
	return iwc_wext_live_giwname(h, ret_name, len);
}

static int w_giwmode(const void *h, int *ret_mode)
{
	return iwc_wext_live_giwmode(h, ret_mode);
}

static int w_giwfreq(const void *h, struct iwc_freq *ret)
{
	return iwc_wext_live_giwfreq(h, ret);
}

static int w_giwessid(const void *h, uint8_t *ret_essid, int *ret_len,
		      int *ret_flags)
{
	return iwc_wext_live_giwessid(h, ret_essid, ret_len, ret_flags);
}

static int w_giwap(const void *h, uint8_t *ret_addr)
{
	return iwc_wext_live_giwap(h, ret_addr);
}

static int w_giwparam(const void *h, enum iwc_wext_param which,
		      uint16_t in_flags, struct iwc_param *ret)
{
	static const unsigned int cmds[] = {
		[IWC_WP_RATE] = SIOCGIWRATE,
		[IWC_WP_TXPOW] = SIOCGIWTXPOW,
		[IWC_WP_RETRY] = SIOCGIWRETRY,
		[IWC_WP_POWER] = SIOCGIWPOWER,
	};

	if ((size_t)which >= sizeof(cmds) / sizeof(cmds[0]))
		return -EOPNOTSUPP;
	return iwc_wext_live_giwparam(h, cmds[which], in_flags, ret);
}

static int w_giwencode(const void *h, int in_index, uint8_t *ret_key,
		       int *ret_len, int *ret_flags)
{
	return iwc_wext_live_giwencode(h, in_index, ret_key, ret_len,
				       ret_flags);
}

static int w_giwstats(const void *h, struct iwc_wext_info *ret)
{
	return iwc_wext_live_giwstats(h, ret);
}

static int w_giwrange(const void *h, struct iwc_wext_range *ret)
{
	return iwc_wext_live_giwrange(h, ret);
}

static int w_range_lists(const void *h, struct iwc_wext_range_lists *ret)
{
	return iwc_wext_live_range_lists(h, ret);
}

/* SIOCGIWENCODEEXT of key 1 */
static int w_giwencodeext(const void *h)
{
	union {
		struct iw_encode_ext ext;
		uint8_t bytes[sizeof(struct iw_encode_ext) +
			      IW_ENCODING_TOKEN_MAX];
	} buf;
	union iwreq_data wrq;
	int r;

	memset(&buf, 0, sizeof(buf));
	memset(&wrq, 0, sizeof(wrq));
	wrq.encoding.pointer = &buf;
	wrq.encoding.length = sizeof(buf);
	wrq.encoding.flags = 1;
	r = iwc_wext_live_req(h, SIOCGIWENCODEEXT, &wrq);
	return r < 0 ? r : -EOPNOTSUPP;
}

static int w_giwauth(const void *h, uint16_t param, int32_t *ret_value)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	wrq.param.flags = param;
	r = iwc_wext_live_req(h, SIOCGIWAUTH, &wrq);
	if (r == 0)
		*ret_value = wrq.param.value;
	return r;
}

/* SIOCGIWAPLIST and SIOCGIWSPY: @max addresses, then their qualities */
static int get_peers(const void *h, unsigned int cmd, int max,
		     struct iwc_wext_peers *ret)
{
	uint8_t buf[(sizeof(struct sockaddr) + sizeof(struct iw_quality)) *
		    IW_MAX_AP];
	union iwreq_data wrq;
	int r;

	memset(buf, 0, sizeof(buf));
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf;
	wrq.data.length = (uint16_t)max;
	wrq.data.flags = 0;
	r = iwc_wext_live_req(h, cmd, &wrq);
	if (r < 0)
		return r;
	memset(ret, 0, sizeof(*ret));
	ret->n = wrq.data.length > max ? max : wrq.data.length;
	ret->has_qual = wrq.data.flags != 0;
	for (int i = 0; i < ret->n; i++) {
		const struct sockaddr *sa = (const struct sockaddr *)buf + i;
		const struct iw_quality *q =
			(const struct iw_quality *)(buf +
				sizeof(struct sockaddr) * (size_t)ret->n) + i;

		memcpy(ret->addr[i], sa->sa_data, IWC_ETH_ALEN);
		ret->qual[i].qual = q->qual;
		ret->qual[i].level = q->level;
		ret->qual[i].noise = q->noise;
		ret->qual[i].updated = q->updated;
	}
	return 0;
}

static int w_giwaplist(const void *h, struct iwc_wext_peers *ret)
{
	return get_peers(h, SIOCGIWAPLIST, IW_MAX_AP, ret);
}

static int w_giwspy(const void *h, struct iwc_wext_peers *ret)
{
	/* the spy list holds its qualities always */
	int r = get_peers(h, SIOCGIWSPY, IW_MAX_SPY, ret);

	if (r == 0)
		ret->has_qual = true;
	return r;
}

static int w_siwspy(const void *h, const uint8_t (*addrs)[IWC_ETH_ALEN], int n)
{
	struct sockaddr sa[IW_MAX_SPY];
	union iwreq_data wrq;

	if (n > IW_MAX_SPY)
		n = IW_MAX_SPY;
	memset(sa, 0, sizeof(sa));
	for (int i = 0; i < n; i++) {
		sa[i].sa_family = 1;	/* ARPHRD_ETHER */
		memcpy(sa[i].sa_data, addrs[i], IWC_ETH_ALEN);
	}
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = sa;
	wrq.data.length = (uint16_t)n;
	wrq.data.flags = 0;
	return iwc_wext_live_req(h, SIOCSIWSPY, &wrq);
}

static int w_giwgenie(const void *h, uint8_t *buf, size_t *len)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf;
	wrq.data.length = (uint16_t)(*len > 0xffff ? 0xffff : *len);
	wrq.data.flags = 0;
	r = iwc_wext_live_req(h, SIOCGIWGENIE, &wrq);
	if (r == 0 && wrq.data.length < *len)
		*len = wrq.data.length;
	return r;
}

static int w_giwthrspy(const void *h, struct iwc_wext_thr *ret)
{
	struct iw_thrspy thr;
	union iwreq_data wrq;
	int r;

	memset(&thr, 0, sizeof(thr));
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = &thr;
	wrq.data.length = 1;
	wrq.data.flags = 0;
	r = iwc_wext_live_req(h, SIOCGIWTHRSPY, &wrq);
	if (r == 0) {
		ret->low = thr.low.level;
		ret->high = thr.high.level;
	}
	return r;
}

static int w_siwthrspy(const void *h, const struct iwc_wext_thr *t)
{
	struct iw_thrspy thr;
	union iwreq_data wrq;

	memset(&thr, 0, sizeof(thr));
	if (t) {
		thr.low.level = t->low;
		thr.low.updated = 0x2;
		thr.high.level = t->high;
		thr.high.updated = 0x2;
	}
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = &thr;
	wrq.data.length = 1;
	wrq.data.flags = 0;
	return iwc_wext_live_req(h, SIOCSIWTHRSPY, &wrq);
}

static int w_iwpriv(const struct iwc_ctx *ctx, const void *h,
		    enum iwc_priv_mode mode, int nargs, char **args,
		    iwc_in_addr_fn in_addr)
{
	return iwc_wext_live_iwpriv(ctx, h, mode, nargs, args, in_addr);
}

static const struct iwc_ifc_ops wext_ops = {
	.get_info = w_get_info,
	.giwname = w_giwname,
	.giwmode = w_giwmode,
	.giwfreq = w_giwfreq,
	.giwessid = w_giwessid,
	.giwap = w_giwap,
	.giwparam = w_giwparam,
	.giwencode = w_giwencode,
	.giwstats = w_giwstats,
	.giwrange = w_giwrange,
	.we_version = w_giwrange,
	.range_lists = w_range_lists,
	.giwencodeext = w_giwencodeext,
	.giwauth = w_giwauth,
	.giwaplist = w_giwaplist,
	.giwgenie = w_giwgenie,
	.giwspy = w_giwspy,
	.siwspy = w_siwspy,
	.giwthrspy = w_giwthrspy,
	.siwthrspy = w_siwthrspy,
	.iwpriv = w_iwpriv,
};

const struct iwc_wext_backend iwc_wext_backend = {
	.open = iwc_wext_live_init,
	.ops = &wext_ops,
	.scan = iwc_wext_live_scan,
	.apply = iwc_wext_iwconfig_apply,
};
