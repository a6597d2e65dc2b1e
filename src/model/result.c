/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * result.c - the reads that fill result.h's structs from a WEXT source
 * (the nl80211 model or a WEXT driver, through a callback), for every
 * path that prints them. Pure: the source does the asking.
 */
#include <string.h>

#include "iwcompat/iwlist.h"
#include "iwcompat/parse.h"
#include "iwcompat/result.h"

/* The other kind of a value the driver returned (min <-> max,
 * short <-> long; the later test wins, as in wireless-tools), 0 none. */
static uint16_t other_kind(uint16_t flags)
{
	uint16_t mask = 0;

	if (flags & IWC_RETRY_MIN)
		mask = IWC_RETRY_MAX;
	if (flags & IWC_RETRY_MAX)
		mask = IWC_RETRY_MIN;
	if (flags & IWC_RETRY_SHORT)
		mask = IWC_RETRY_LONG;
	if (flags & IWC_RETRY_LONG)
		mask = IWC_RETRY_SHORT;
	return mask;
}

void iwc_retry_result_fill(struct iwc_retry_result *res,
			   const struct iwc_wext_range *range,
			   iwc_param_get_fn get, const void *arg)
{
	uint16_t mask;

	memset(res, 0, sizeof(*res));
	res->range_flags = range->retry_flags;
	res->range_min = range->min_retry;
	res->range_max = range->max_retry;
	res->err = get(arg, 0, &res->values[0]);
	if (res->err)
		return;
	res->n = 1;
	if (res->values[0].disabled)
		return;
	mask = other_kind(res->values[0].flags);
	if (mask && get(arg, mask, &res->values[1]) == 0)
		res->n = 2;
}

static int model_retry(const void *src, uint16_t flags, struct iwc_param *ret)
{
	return iwc_wext_giwretry(src, flags, ret);
}

void iwc_retry_result_read(struct iwc_retry_result *res,
			   const struct iwc_wext_range *range,
			   const struct iwc_wext_src *src)
{
	iwc_retry_result_fill(res, range, model_retry, src);
}

bool iwc_iwlist_result_read(int op, const struct iwc_wext_src *src,
			    const struct iwc_wext_range *range,
			    struct iwc_iwlist_result *res)
{
	memset(res, 0, sizeof(*res));
	res->op = op;
	res->range = *range;
	switch (op) {
	case IWC_OP_FREQ:
		res->err = iwc_wext_giwfreq(src, &res->freq);
		return true;
	case IWC_OP_RATE:
		res->err = iwc_wext_giwrate(src, &res->param);
		return true;
	case IWC_OP_POWER:
		res->err = iwc_wext_giwpower(src, &res->param);
		return true;
	case IWC_OP_TXPOWER:
		res->err = iwc_wext_giwtxpow(src, 0, &res->param);
		return true;
	case IWC_OP_RETRY:
		iwc_retry_result_read(&res->retry, range, src);
		return true;
	default:
		return false;
	}
}

int iwc_getid_result_read(int what, const struct iwc_wext_src *src,
			  struct iwc_getid_result *res)
{
	int flags;

	memset(res, 0, sizeof(*res));
	res->what = what;
	switch (what) {
	case IWC_GETID_AP:
		return iwc_wext_giwap(src, res->mac) < 0 ? -1 : 0;
	case IWC_GETID_CHANNEL:
		if (iwc_wext_giwfreq(src, &res->freq) < 0)
			return -1;
		if (iwc_wext_giwrange(src, &res->range) < 0)
			return -2;
		res->has_range = true;
		res->channel = iwc_wext_freq_channel(&res->freq, &res->range);
		return res->channel < 0 ? -3 : 0;
	case IWC_GETID_FREQ:
		if (iwc_wext_giwfreq(src, &res->freq) < 0)
			return -1;
		res->has_range = iwc_wext_giwrange(src, &res->range) == 0;
		return 0;
	case IWC_GETID_MODE:
		if (iwc_wext_giwmode(src, &res->mode) < 0)
			return -1;
		return res->mode >= IWC_NUM_OPER_MODE ? -2 : 0;
	case IWC_GETID_PROTO:
		/* cfg80211's SIOCGIWNAME */
		res->protocol = "IEEE 802.11";
		return 0;
	default:
		/* (the NWID fallback fails on cfg80211) */
		return iwc_wext_giwessid(src, res->essid, &res->essid_len,
					 &flags) < 0 ? -1 : 0;
	}
}
