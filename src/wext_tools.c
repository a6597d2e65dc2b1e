/*
 * wext_tools.c - the tools' flows for an interface in the WEXT fallback
 * (wext_live.h): the requests of wireless-tools' handlers, in their
 * order, printed by the formatters the nl80211 path uses.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/format.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/parse.h"
#include "iwcompat/wext_live.h"
#include "iwcompat/wext_tools.h"

bool iwc_wext_fallback(const struct iwc_ctx *ctx, const char *ifname,
		       int nl_ret, struct iwc_wext_live *live)
{
	return iwc_wext_live_init(ctx, ifname, nl_ret, live);
}

int iwc_wext_iwconfig_show(const struct iwc_ctx *ctx,
			   const struct iwc_wext_live *live)
{
	struct iwc_wext_info *info = malloc(sizeof(*info));
	int r;

	if (!info) {
		iwc_fmt_iface_error(ctx->err, live->ifname, -ENOMEM);
		return -ENOMEM;
	}
	r = iwc_wext_live_get_info(live, info);
	if (r < 0)
		iwc_fmt_iface_error(ctx->err, live->ifname, r);
	else
		iwc_fmt_iwconfig_info(ctx->out, live->ifname, info);
	free(info);
	return r;
}

static int getid_channel(const struct iwc_ctx *ctx,
			 const struct iwc_getid_req *req,
			 const struct iwc_wext_live *live)
{
	struct iwc_wext_range range;
	struct iwc_freq f;
	double freq;
	int channel;

	if (iwc_wext_live_giwfreq(live, &f) < 0)
		return -1;
	if (iwc_wext_live_giwrange(live, &range) < 0)
		return -2;
	freq = iwc_freq2float(&f);
	if (freq < IWC_KILO) {
		channel = (int)freq;
	} else {
		channel = iwc_wext_freq_to_channel(freq, &range);
		if (channel < 0)
			return -3;
	}
	iwc_fmt_getid_channel(ctx->out, req->format, live->ifname, channel);
	return 0;
}

int iwc_wext_iwgetid(const struct iwc_ctx *ctx,
		     const struct iwc_getid_req *req,
		     const struct iwc_wext_live *live)
{
	uint8_t essid[IWC_SSID_MAX + 2] = { 0 };
	uint8_t mac[IWC_ETH_ALEN];
	char name[IFNAMSIZ + 1];
	struct iwc_freq f;
	int mode, len, flags, r;

	switch (req->what) {
	case IWC_GETID_AP:
		r = iwc_wext_live_giwap(live, mac) < 0 ? -1 : 0;
		if (r == 0)
			iwc_fmt_getid_ap(ctx->out, req->format, live->ifname,
					 mac);
		return r;
	case IWC_GETID_CHANNEL:
		return getid_channel(ctx, req, live);
	case IWC_GETID_FREQ:
		if (iwc_wext_live_giwfreq(live, &f) < 0)
			return -1;
		/* the flags byte is uninitialised in iwgetid: ':' */
		iwc_fmt_getid_freq(ctx->out, req->format, live->ifname,
				   iwc_freq2float(&f), 0);
		return 0;
	case IWC_GETID_MODE:
		if (iwc_wext_live_giwmode(live, &mode) < 0)
			return -1;
		if (mode >= IWC_NUM_OPER_MODE)
			return -2;
		iwc_fmt_getid_mode(ctx->out, req->format, live->ifname, mode);
		return 0;
	case IWC_GETID_PROTO:
		if (iwc_wext_live_giwname(live, name, sizeof(name)) < 0)
			return -1;
		return iwc_fmt_getid_protocol(ctx->out, req->format,
					      live->ifname, name);
	default:
		/* (no NWID fallback: a driver answering SIOCGIWNWID but not
		 * SIOCGIWESSID is not handled) */
		if (iwc_wext_live_giwessid(live, essid, &len, &flags) < 0)
			return -1;
		r = iwc_fmt_getid_essid(ctx->out, req->format, live->ifname,
					essid, len);
		return r < 0 ? -1 : r;
	}
}

static void iwlist_keys(const struct iwc_ctx *ctx,
			const struct iwc_wext_live *live,
			const struct iwc_wext_range *range)
{
	struct iwc_key_slot slots[IWC_MAX_ENCODING_SIZES] = { 0 };
	struct iwc_key_slot current = { 0 };
	int n = range->max_encoding_tokens;

	if (n > IWC_MAX_ENCODING_SIZES)
		n = IWC_MAX_ENCODING_SIZES;
	for (int k = 1; k <= n; k++) {
		struct iwc_key_slot *s = &slots[k - 1];

		s->err = iwc_wext_live_giwencode(live, k, s->key, &s->len,
						 &s->flags);
		if (s->err)
			break;
	}
	current.err = iwc_wext_live_giwencode(live, 0, current.key,
					      &current.len, &current.flags);
	iwc_fmt_keys_info(ctx->out, ctx->err, live->ifname, range, slots,
			  &current);
}

static void iwlist_retry(const struct iwc_ctx *ctx,
			 const struct iwc_wext_live *live,
			 const struct iwc_wext_range *range)
{
	struct iwc_param values[2];
	int n = 0, r;

	memset(values, 0, sizeof(values));
	r = iwc_wext_live_giwparam(live, SIOCGIWRETRY, 0, &values[0]);
	if (r == 0) {
		uint16_t flags = values[0].flags, mask = 0;

		n = 1;
		if (!values[0].disabled) {
			if (flags & IWC_RETRY_MIN)
				mask = IWC_RETRY_MAX;
			if (flags & IWC_RETRY_MAX)
				mask = IWC_RETRY_MIN;
			if (flags & IWC_RETRY_SHORT)
				mask = IWC_RETRY_LONG;
			if (flags & IWC_RETRY_LONG)
				mask = IWC_RETRY_SHORT;
			if (mask && iwc_wext_live_giwparam(live, SIOCGIWRETRY,
							   mask,
							   &values[n]) == 0)
				n++;
		}
	}
	iwc_fmt_retry_info(ctx->out, live->ifname, range, r, values, n);
}

/* SIOCGIWENCODEEXT of key 1: only its error can be shown. */
static int wpakey_err(const struct iwc_wext_live *live)
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
	r = iwc_wext_live_req(live, SIOCGIWENCODEEXT, &wrq);
	return r < 0 ? r : -EOPNOTSUPP;
}

int iwc_wext_iwlist(const struct iwc_ctx *ctx,
		    const struct iwc_iwlist_req *req,
		    const struct iwc_wext_live *live, int nargs, char **args)
{
	struct iwc_wext_range range;
	union iwreq_data wrq;
	struct iwc_param p;
	struct iwc_freq fr;
	int r;

	switch (req->op) {
	case IWC_OP_SCAN:
		return iwc_wext_live_scan(ctx, live, nargs, args);
	case IWC_OP_AP: {
		uint8_t buf[(sizeof(struct sockaddr) +
			     sizeof(struct iw_quality)) * IW_MAX_AP];

		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = buf;
		wrq.data.length = IW_MAX_AP;
		wrq.data.flags = 0;
		r = iwc_wext_live_req(live, SIOCGIWAPLIST, &wrq);
		/* (a driver with a list: not printed by iwcompat) */
		iwc_fmt_ap_unsupported(ctx->err, live->ifname);
		return -1;
	}
	case IWC_OP_GENIE: {
		uint8_t buf[IW_GENERIC_IE_MAX];

		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = buf;
		wrq.data.length = sizeof(buf);
		wrq.data.flags = 0;
		r = iwc_wext_live_req(live, SIOCGIWGENIE, &wrq);
		if (r < 0) {
			iwc_fmt_genie_error(ctx->err, live->ifname, r);
			return 0;
		}
		fprintf(ctx->err, "%-8.16s\n", live->ifname);
		if (wrq.data.length == 0)
			fputs("          empty generic IE\n", ctx->out);
		else
			iwc_fmt_gen_ie(ctx->out, buf,
				       wrq.data.length < sizeof(buf) ?
					       wrq.data.length : sizeof(buf));
		fputc('\n', ctx->out);
		return 0;
	}
	default:
		break;
	}

	r = iwc_wext_live_giwrange(live, &range);
	if (r < 0) {
		iwc_fmt_no_range(ctx->err, req->op, live->ifname,
				 r == -ENODEV ? -ENODEV : -EOPNOTSUPP);
		return 0;
	}
	memset(&p, 0, sizeof(p));
	switch (req->op) {
	case IWC_OP_FREQ:
		r = iwc_wext_live_giwfreq(live, &fr);
		iwc_fmt_freq_info(ctx->out, live->ifname, &range, r, &fr);
		break;
	case IWC_OP_RATE:
		r = iwc_wext_live_giwparam(live, SIOCGIWRATE, 0, &p);
		/* "fixed" is stack garbage in iwlist: as the nl80211 path */
		p.fixed = req->ifname != NULL;
		iwc_fmt_rate_info(ctx->out, live->ifname, r, &p);
		break;
	case IWC_OP_KEYS:
		iwlist_keys(ctx, live, &range);
		break;
	case IWC_OP_WPAKEYS:
		iwc_fmt_wpakeys_info(ctx->out, ctx->err, live->ifname, &range,
				     wpakey_err(live));
		break;
	case IWC_OP_POWER:
		r = iwc_wext_live_giwparam(live, SIOCGIWPOWER, 0, &p);
		iwc_fmt_power_info(ctx->out, live->ifname, r, &p);
		break;
	case IWC_OP_TXPOWER:
		r = iwc_wext_live_giwparam(live, SIOCGIWTXPOW, 0, &p);
		iwc_fmt_txpower_info(ctx->out, live->ifname, r, &p);
		break;
	case IWC_OP_RETRY:
		iwlist_retry(ctx, live, &range);
		break;
	case IWC_OP_EVENT:
		iwc_fmt_event_info(ctx->out, live->ifname, &range);
		break;
	case IWC_OP_AUTH:
		iwc_fmt_auth_info(ctx->out, live->ifname, &range);
		break;
	case IWC_OP_MODULATION:
		iwc_fmt_modulation_info(ctx->out, live->ifname);
		break;
	default:
		break;
	}
	return 0;
}
