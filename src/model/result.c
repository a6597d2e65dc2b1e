/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * result.c - the reads that fill result.h's structs through an opened
 * interface's contract (ifc.h: the nl80211 model or a WEXT driver
 * answers), for every path that prints them. Pure: the backend does the
 * asking.
 */
#include <errno.h>
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

static int ifc_retry(const void *arg, uint16_t flags, struct iwc_param *ret)
{
	const struct iwc_ifc *ifc = arg;

	return ifc->ops->giwparam(ifc->h, IWC_WP_RETRY, flags, ret);
}

void iwc_retry_result_read(struct iwc_retry_result *res,
			   const struct iwc_wext_range *range,
			   const struct iwc_ifc *ifc)
{
	iwc_retry_result_fill(res, range, ifc_retry, ifc);
}

int iwc_iwlist_result_read(int op, const struct iwc_ifc *ifc,
			   const struct iwc_wext_range *range,
			   struct iwc_iwlist_result *res)
{
	const struct iwc_ifc_ops *ops = ifc->ops;

	memset(res, 0, sizeof(*res));
	res->op = op;
	switch (op) {
	case IWC_OP_FREQ:
		res->range = *range;
		res->err = ops->giwfreq(ifc->h, &res->freq);
		return 0;
	case IWC_OP_RATE:
		/* iwlist asks the range itself, for its bit-rates */
		if (ops->range_lists(ifc->h, &res->lists) < 0)
			return -EOPNOTSUPP;
		res->err = ops->giwparam(ifc->h, IWC_WP_RATE, 0, &res->param);
		return 0;
	case IWC_OP_POWER:
		res->err = ops->giwparam(ifc->h, IWC_WP_POWER, 0,
					 &res->param);
		return 0;
	case IWC_OP_TXPOWER:
		/* the range's powers, of a WE version that has them */
		if (ops->range_lists(ifc->h, &res->lists) < 0 ||
		    res->lists.we_version_compiled < 10)
			return -EOPNOTSUPP;
		res->err = ops->giwparam(ifc->h, IWC_WP_TXPOW, 0,
					 &res->param);
		return 0;
	case IWC_OP_RETRY:
		iwc_retry_result_read(&res->retry, range, ifc);
		return 0;
	default:
		return -EINVAL;
	}
}

int iwc_getid_result_read(int what, const struct iwc_ifc *ifc,
			  struct iwc_getid_result *res)
{
	const struct iwc_ifc_ops *ops = ifc->ops;
	int flags;

	memset(res, 0, sizeof(*res));
	res->what = what;
	switch (what) {
	case IWC_GETID_AP:
		return ops->giwap(ifc->h, res->mac) < 0 ? -1 : 0;
	case IWC_GETID_CHANNEL:
		if (ops->giwfreq(ifc->h, &res->freq) < 0)
			return -1;
		if (ops->giwrange(ifc->h, &res->range) < 0)
			return -2;
		res->has_range = true;
		res->channel = iwc_wext_freq_channel(&res->freq, &res->range);
		return res->channel < 0 ? -3 : 0;
	case IWC_GETID_FREQ:
		if (ops->giwfreq(ifc->h, &res->freq) < 0)
			return -1;
		/* a channel number, not Hz: the range says its frequency
		 * (JSON's; iwgetid itself asks no range) */
		if (iwc_freq2float(&res->freq) < 1e3)
			res->has_range = ops->giwrange(ifc->h,
						       &res->range) == 0;
		return 0;
	case IWC_GETID_MODE:
		if (ops->giwmode(ifc->h, &res->mode) < 0)
			return -1;
		return res->mode >= IWC_NUM_OPER_MODE ? -2 : 0;
	case IWC_GETID_PROTO:
		return ops->giwname(ifc->h, res->protocol,
				    sizeof(res->protocol)) < 0 ? -1 : 0;
	default:
		/* (the NWID fallback fails on cfg80211; a WEXT driver
		 * answering SIOCGIWNWID but not SIOCGIWESSID is not
		 * handled) */
		return ops->giwessid(ifc->h, res->essid, &res->essid_len,
				     &flags) < 0 ? -1 : 0;
	}
}
