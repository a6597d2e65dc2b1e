/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_live.c - the WEXT fallback's requests: what wireless-tools asked
 * a Wireless Extensions driver, through struct iwc_wext_ops, with the
 * answers put into the structs the nl80211 path fills (so the same
 * printers print them; wext_backend.c puts them behind ifc.h).
 *
 * Like wireless-tools, requests that read several fields reuse one
 * union iwreq_data: a handler that leaves a field alone leaves what the
 * previous request put there, and the tools print that.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/backend.h"
#include "iwcompat/hwtype.h"
#include "iwcompat/ifc.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/wext_live.h"

#define IW_SCAN_HACK 0x8000	/* iwlist's "last": read, do not trigger */

bool iwc_wext_decide(bool forced, int nl_ret, bool present)
{
	if (forced)
		return true;
	return nl_ret == -EOPNOTSUPP && present;
}

bool iwc_wext_live_init(const struct iwc_ctx *ctx, const char *ifname,
			int nl_ret, struct iwc_wext_live *live)
{
	const struct iwc_wext_ops *ops = ctx->wext;
	bool present = false;

	if (!ops || !ops->ioctl)
		return false;
	if (!ctx->wext_forced && nl_ret == -EOPNOTSUPP && ops->present)
		present = ops->present(ctx->wext_data, ifname);
	if (!iwc_wext_decide(ctx->wext_forced, nl_ret, present))
		return false;
	live->ops = ops;
	live->data = ctx->wext_data;
	memset(live->ifname, 0, sizeof(live->ifname));
	strncpy(live->ifname, ifname, IWC_IFNAMSIZ);
	return true;
}

int iwc_wext_live_req(const struct iwc_wext_live *live, unsigned int cmd,
		      union iwreq_data *req)
{
	return live->ops->ioctl(live->data, live->ifname, cmd, req);
}

static void to_param(const struct iw_param *in, struct iwc_param *out)
{
	out->value = in->value;
	out->fixed = in->fixed != 0;
	out->disabled = in->disabled != 0;
	out->flags = in->flags;
}

static void to_freq(const struct iw_freq *in, struct iwc_freq *out)
{
	out->m = in->m;
	out->e = in->e;
	out->i = in->i;
	out->flags = in->flags;
}

static void to_qual(const struct iw_quality *in, struct iwc_qual *out)
{
	out->qual = in->qual;
	out->level = in->level;
	out->noise = in->noise;
	out->updated = in->updated;
}

/* The events iwlist knows names for, in its order. */
static const uint16_t known_events[] = {
	0x8B02, 0x8B04, 0x8B05, 0x8B06, 0x8B13, 0x8B15, 0x8B19, 0x8B1A,
	0x8B1B, 0x8B21, 0x8B2A, 0x8C00, 0x8C02, 0x8C03, 0x8C04,
};

static void to_range(const struct iw_range *in, struct iwc_wext_range *out)
{
	memset(out, 0, sizeof(*out));
	out->we_version_compiled = in->we_version_compiled;
	out->we_version_source = in->we_version_source;
	to_qual(&in->max_qual, &out->max_qual);
	to_qual(&in->avg_qual, &out->avg_qual);
	out->num_channels = in->num_channels;
	out->num_frequency = in->num_frequency;
	if (out->num_frequency > IWC_MAX_FREQUENCIES)
		out->num_frequency = IWC_MAX_FREQUENCIES;
	if (out->num_frequency > IW_MAX_FREQUENCIES)
		out->num_frequency = IW_MAX_FREQUENCIES;
	for (int k = 0; k < out->num_frequency; k++)
		to_freq(&in->freq[k], &out->freq[k]);
	out->num_encoding_sizes = in->num_encoding_sizes;
	for (int k = 0; k < in->num_encoding_sizes &&
			k < IWC_MAX_ENCODING_SIZES && k < IW_MAX_ENCODING_SIZES;
	     k++)
		out->encoding_size[k] = in->encoding_size[k];
	out->max_encoding_tokens = in->max_encoding_tokens;
	out->enc_capa = in->enc_capa;
	out->min_rts = in->min_rts;
	out->max_rts = in->max_rts;
	out->min_frag = in->min_frag;
	out->max_frag = in->max_frag;
	out->min_retry = in->min_retry;
	out->max_retry = in->max_retry;
	out->retry_capa = in->retry_capa;
	out->retry_flags = in->retry_flags;
	out->scan_capa = in->scan_capa;
	out->sensitivity = in->sensitivity;
	for (size_t k = 0; k < sizeof(known_events) / sizeof(known_events[0]);
	     k++) {
		unsigned int idx = IW_EVENT_CAPA_INDEX(known_events[k]);

		if (out->num_event_cmds >= 8)
			break;
		if (idx < 6 &&
		    (in->event_capa[idx] & IW_EVENT_CAPA_MASK(known_events[k])))
			out->event_cmds[out->num_event_cmds++] =
				known_events[k];
	}
}

int iwc_wext_live_giwrange(const struct iwc_wext_live *live,
			   struct iwc_wext_range *ret)
{
	/* libiw's buffer: twice the range, zeroed */
	union {
		struct iw_range range;
		uint8_t bytes[sizeof(struct iw_range) * 2];
	} *buf = calloc(1, sizeof(*buf));
	union iwreq_data wrq;
	int r;

	if (!buf)
		return -ENOMEM;
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf->bytes;
	wrq.data.length = sizeof(buf->bytes);
	wrq.data.flags = 0;
	r = iwc_wext_live_req(live, SIOCGIWRANGE, &wrq);
	if (r == 0) {
		/* under 300 bytes: a WE-10 or older driver, whose layout
		 * iwcompat does not convert (nor did it ever meet one) */
		if (wrq.data.length < 300)
			buf->range.we_version_compiled = 9;
		to_range(&buf->range, ret);
		if (ret->we_version_compiled <= 15) {
			int v = ret->we_version_compiled;

			memset(ret, 0, sizeof(*ret));
			ret->we_version_compiled = v;
		}
	}
	free(buf);
	return r;
}

int iwc_wext_live_range_lists(const struct iwc_wext_live *live,
			      struct iwc_wext_range_lists *ret)
{
	union {
		struct iw_range range;
		uint8_t bytes[sizeof(struct iw_range) * 2];
	} *buf = calloc(1, sizeof(*buf));
	const struct iw_range *r;
	union iwreq_data wrq;
	int rc;

	if (!buf)
		return -ENOMEM;
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf->bytes;
	wrq.data.length = sizeof(buf->bytes);
	rc = iwc_wext_live_req(live, SIOCGIWRANGE, &wrq);
	memset(ret, 0, sizeof(*ret));
	r = &buf->range;
	if (rc == 0) {
		ret->we_version_compiled = wrq.data.length < 300 ? 9 :
					   r->we_version_compiled;
		if (ret->we_version_compiled > 15) {
			/* counts as the driver gave them: the printers
			 * check them against the array sizes */
			ret->num_bitrates = r->num_bitrates;
			for (int k = 0; k < IW_MAX_BITRATES && k < 32; k++)
				ret->bitrate[k] = r->bitrate[k];
			ret->num_txpower = r->num_txpower;
			for (int k = 0; k < IW_MAX_TXPOWER && k < 8; k++)
				ret->txpower[k] = r->txpower[k];
			ret->txpower_capa = r->txpower_capa;
		}
	}
	free(buf);
	return rc;
}

int iwc_wext_live_giwname(const struct iwc_wext_live *live, char *ret_name,
			  size_t len)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	r = iwc_wext_live_req(live, SIOCGIWNAME, &wrq);
	if (r == 0 && len) {
		size_t n = len - 1 < IFNAMSIZ ? len - 1 : IFNAMSIZ;

		memcpy(ret_name, wrq.name, n);
		ret_name[n] = '\0';
	}
	return r;
}

int iwc_wext_live_giwmode(const struct iwc_wext_live *live, int *ret_mode)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	r = iwc_wext_live_req(live, SIOCGIWMODE, &wrq);
	if (r == 0)
		*ret_mode = wrq.mode >= IWC_NUM_OPER_MODE ? IWC_NUM_OPER_MODE :
							   (int)wrq.mode;
	return r;
}

int iwc_wext_live_giwfreq(const struct iwc_wext_live *live,
			  struct iwc_freq *ret)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	r = iwc_wext_live_req(live, SIOCGIWFREQ, &wrq);
	if (r == 0)
		to_freq(&wrq.freq, ret);
	return r;
}

int iwc_wext_live_giwessid(const struct iwc_wext_live *live,
			   uint8_t *ret_essid, int *ret_len, int *ret_flags)
{
	uint8_t essid[IW_ESSID_MAX_SIZE + 2] = { 0 };
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	wrq.essid.pointer = essid;
	wrq.essid.length = IW_ESSID_MAX_SIZE + 2;
	wrq.essid.flags = 0;
	r = iwc_wext_live_req(live, SIOCGIWESSID, &wrq);
	if (r == 0) {
		memcpy(ret_essid, essid, sizeof(essid));
		*ret_len = wrq.essid.length > IW_ESSID_MAX_SIZE + 2 ?
				   IW_ESSID_MAX_SIZE + 2 : wrq.essid.length;
		*ret_flags = wrq.essid.flags;
	}
	return r;
}

int iwc_wext_live_giwap(const struct iwc_wext_live *live, uint8_t *ret_addr)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	r = iwc_wext_live_req(live, SIOCGIWAP, &wrq);
	if (r == 0)
		memcpy(ret_addr, wrq.ap_addr.sa_data, IWC_ETH_ALEN);
	return r;
}

int iwc_wext_live_giwparam(const struct iwc_wext_live *live, unsigned int cmd,
			   uint16_t in_flags, struct iwc_param *ret)
{
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	wrq.param.flags = in_flags;
	r = iwc_wext_live_req(live, cmd, &wrq);
	if (r == 0)
		to_param(&wrq.param, ret);
	return r;
}

int iwc_wext_live_giwencode(const struct iwc_wext_live *live, int in_index,
			    uint8_t *ret_key, int *ret_len, int *ret_flags)
{
	uint8_t key[IW_ENCODING_TOKEN_MAX] = { 0 };
	union iwreq_data wrq;
	int r;

	memset(&wrq, 0, sizeof(wrq));
	wrq.encoding.pointer = key;
	wrq.encoding.length = IW_ENCODING_TOKEN_MAX;
	wrq.encoding.flags = (uint16_t)in_index;
	r = iwc_wext_live_req(live, SIOCGIWENCODE, &wrq);
	if (r == 0) {
		memcpy(ret_key, key, sizeof(key));
		*ret_len = wrq.encoding.length > IW_ENCODING_TOKEN_MAX ?
				   IW_ENCODING_TOKEN_MAX : wrq.encoding.length;
		*ret_flags = wrq.encoding.flags;
	}
	return r;
}

int iwc_wext_live_giwstats(const struct iwc_wext_live *live,
			   struct iwc_wext_info *ret)
{
	struct iw_statistics stats;
	union iwreq_data wrq;
	int r;

	memset(&stats, 0, sizeof(stats));
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = &stats;
	wrq.data.length = sizeof(stats);
	wrq.data.flags = 1;		/* clear the updated flags */
	r = iwc_wext_live_req(live, SIOCGIWSTATS, &wrq);
	if (r < 0)
		return r;
	to_qual(&stats.qual, &ret->qual);
	ret->discard_nwid = stats.discard.nwid;
	ret->discard_code = stats.discard.code;
	ret->discard_fragment = stats.discard.fragment;
	ret->discard_retries = stats.discard.retries;
	ret->discard_misc = stats.discard.misc;
	ret->miss_beacon = stats.miss.beacon;
	return 0;
}

int iwc_wext_live_get_info(const struct iwc_wext_live *live,
			   struct iwc_wext_info *info)
{
	uint8_t nick[IW_ESSID_MAX_SIZE + 2];
	union iwreq_data wrq;
	int r;

	memset(info, 0, sizeof(*info));

	/* iw_get_basic_config(): one zeroed iwreq for all of these */
	memset(&wrq, 0, sizeof(wrq));
	r = iwc_wext_live_req(live, SIOCGIWNAME, &wrq);
	if (r < 0)
		return r == -ENODEV ? -ENODEV : -EOPNOTSUPP;
	memcpy(info->name, wrq.name, IFNAMSIZ);
	info->name[IFNAMSIZ - 1] = '\0';
	if (iwc_wext_live_req(live, SIOCGIWNWID, &wrq) == 0) {
		info->has_nwid = true;
		to_param(&wrq.nwid, &info->nwid);
	}
	if (iwc_wext_live_req(live, SIOCGIWFREQ, &wrq) == 0) {
		struct iwc_freq f;

		to_freq(&wrq.freq, &f);
		info->has_freq = true;
		info->freq = iwc_freq2float(&f);
		info->freq_flags = wrq.freq.flags;
	}
	wrq.data.pointer = info->key;
	wrq.data.length = IW_ENCODING_TOKEN_MAX;
	wrq.data.flags = 0;
	if (iwc_wext_live_req(live, SIOCGIWENCODE, &wrq) == 0) {
		info->has_key = true;
		info->key_size = wrq.data.length > IW_ENCODING_TOKEN_MAX ?
					 IW_ENCODING_TOKEN_MAX :
					 wrq.data.length;
		info->key_flags = wrq.data.flags;
	}
	wrq.essid.pointer = info->essid;
	wrq.essid.length = IW_ESSID_MAX_SIZE + 2;
	wrq.essid.flags = 0;
	if (iwc_wext_live_req(live, SIOCGIWESSID, &wrq) == 0) {
		info->has_essid = true;
		info->essid_on = wrq.data.flags;
		info->essid_len = wrq.essid.length > IW_ESSID_MAX_SIZE + 2 ?
					  IW_ESSID_MAX_SIZE + 2 :
					  wrq.essid.length;
	}
	if (iwc_wext_live_req(live, SIOCGIWMODE, &wrq) == 0) {
		info->has_mode = true;
		info->mode = wrq.mode < IWC_NUM_OPER_MODE ? (int)wrq.mode :
							   IWC_NUM_OPER_MODE;
	}

	/* get_info(): its own iwreq from here on */
	info->has_range = iwc_wext_live_giwrange(live, &info->range) == 0;
	if (!info->has_range)
		memset(&info->range, 0, sizeof(info->range));

	memset(&wrq, 0, sizeof(wrq));
	if (iwc_wext_live_req(live, SIOCGIWAP, &wrq) == 0) {
		info->has_ap_addr = true;
		memcpy(info->ap_addr, wrq.ap_addr.sa_data, IWC_ETH_ALEN);
	}
	if (iwc_wext_live_req(live, SIOCGIWRATE, &wrq) == 0) {
		info->has_bitrate = true;
		to_param(&wrq.bitrate, &info->bitrate);
	}
	wrq.power.flags = 0;
	if (iwc_wext_live_req(live, SIOCGIWPOWER, &wrq) == 0) {
		info->has_power = true;
		to_param(&wrq.power, &info->power);
	}
	/* iw_get_stats(): without a range libiw reads /proc/net/wireless,
	 * which iwcompat does not (every WE-12+ driver has a range) */
	if (info->has_range && info->range.we_version_compiled > 11 &&
	    iwc_wext_live_giwstats(live, info) == 0)
		info->has_stats = true;
	memset(nick, 0, sizeof(nick));
	wrq.essid.pointer = nick;
	wrq.essid.length = IW_ESSID_MAX_SIZE + 2;
	wrq.essid.flags = 0;
	if (iwc_wext_live_req(live, SIOCGIWNICKN, &wrq) == 0 &&
	    wrq.data.length > 1) {
		info->has_nickname = true;
		memcpy(info->nickname, nick, sizeof(info->nickname));
	}
	if (info->has_range && info->range.we_version_compiled > 9 &&
	    iwc_wext_live_req(live, SIOCGIWTXPOW, &wrq) == 0) {
		info->has_txpower = true;
		to_param(&wrq.txpower, &info->txpower);
	}
	if (iwc_wext_live_req(live, SIOCGIWSENS, &wrq) == 0) {
		info->has_sens = true;
		to_param(&wrq.sens, &info->sens);
	}
	if (info->has_range && info->range.we_version_compiled > 10 &&
	    iwc_wext_live_req(live, SIOCGIWRETRY, &wrq) == 0) {
		info->has_retry = true;
		to_param(&wrq.retry, &info->retry);
	}
	if (iwc_wext_live_req(live, SIOCGIWRTS, &wrq) == 0) {
		info->has_rts = true;
		to_param(&wrq.rts, &info->rts);
	}
	if (iwc_wext_live_req(live, SIOCGIWFRAG, &wrq) == 0) {
		info->has_frag = true;
		to_param(&wrq.frag, &info->frag);
	}
	return 0;
}

/* ---- iwlist IF scanning ---- */

#define SCAN_TIMEOUT_US 15000000

int iwc_wext_live_scan(const struct iwc_wext_live *live,
		       const struct iwc_scan_opts *opts,
		       const struct iwc_wext_range *range,
		       struct iwc_wext_scan *ret)
{
	struct iw_scan_req scanopt;
	union iwreq_data wrq;
	unsigned int scanflags = 0;
	size_t buflen = IW_SCAN_MAX_DATA;
	uint8_t *buf = NULL;
	int timeout = SCAN_TIMEOUT_US, wait_us = 250000;
	int r;

	memset(ret, 0, sizeof(*ret));
	memset(&scanopt, 0, sizeof(scanopt));
	if (opts->has_essid) {
		size_t len = strlen(opts->essid);

		/* an ESSID too long for the request is the driver's to
		 * refuse: its length goes as typed (modulo the byte) */
		scanopt.essid_len = (uint8_t)len;
		memcpy(scanopt.essid, opts->essid,
		       len < IW_ESSID_MAX_SIZE ? len : IW_ESSID_MAX_SIZE);
		scanopt.bssid.sa_family = ARPHRD_ETHER;
		memset(scanopt.bssid.sa_data, 0xff, IWC_ETH_ALEN);
		scanflags |= IW_SCAN_THIS_ESSID;
	}
	if (opts->last)
		scanflags |= IW_SCAN_HACK;

	memset(&wrq, 0, sizeof(wrq));
	if (scanflags) {
		wrq.data.pointer = &scanopt;
		wrq.data.length = sizeof(scanopt);
		wrq.data.flags = (uint16_t)scanflags;
	}
	if (scanflags == IW_SCAN_HACK) {
		wait_us = 0;
	} else {
		r = iwc_wext_live_req(live, SIOCSIWSCAN, &wrq);
		if (r < 0) {
			if (r != -EPERM || scanflags) {
				ret->fail = IWC_WSCAN_TRIGGER;
				ret->err = r;
				return r;
			}
			wait_us = 0;	/* read what is left, at once */
		}
	}
	timeout -= wait_us;

	for (;;) {
		uint8_t *nbuf;

		if (wait_us && live->ops->sleep)
			live->ops->sleep(live->data, wait_us / 1000);
		nbuf = realloc(buf, buflen);
		if (!nbuf) {
			free(buf);
			ret->fail = IWC_WSCAN_NOMEM;
			ret->err = -ENOMEM;
			return -ENOMEM;
		}
		buf = nbuf;
		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = buf;
		wrq.data.flags = 0;
		wrq.data.length = (uint16_t)buflen;
		r = iwc_wext_live_req(live, SIOCGIWSCAN, &wrq);
		if (r == 0)
			break;
		if (r == -E2BIG && range->we_version_compiled > 16 &&
		    buflen < 0xFFFF) {
			if (wrq.data.length > buflen)
				buflen = wrq.data.length;
			else
				buflen *= 2;
			if (buflen > 0xFFFF)
				buflen = 0xFFFF;
			wait_us = 0;
			continue;
		}
		if (r == -EAGAIN) {
			wait_us = 100000;
			timeout -= wait_us;
			if (timeout > 0)
				continue;
		}
		free(buf);
		ret->fail = IWC_WSCAN_READ;
		ret->err = r;
		return r;
	}
	ret->buf = buf;
	ret->len = wrq.data.length < buflen ? wrq.data.length : buflen;
	return 0;
}
