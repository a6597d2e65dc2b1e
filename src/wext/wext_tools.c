/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_tools.c - the tools' flows for an interface in the WEXT fallback
 * (wext_live.h): the requests of wireless-tools' handlers, in their
 * order, printed by the formatters the nl80211 path uses.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/backend.h"
#include "iwcompat/dialect.h"
#include "iwcompat/format.h"
#include "iwcompat/hwtype.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/parse.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext_live.h"
#include "iwcompat/tools.h"
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
	int channel;

	if (iwc_wext_live_giwfreq(live, &f) < 0)
		return -1;
	if (iwc_wext_live_giwrange(live, &range) < 0)
		return -2;
	channel = iwc_wext_freq_channel(&f, &range);
	if (channel < 0)
		return -3;
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

static int live_get_key(const void *live, int index, uint8_t *key, int *len,
			int *flags)
{
	return iwc_wext_live_giwencode(live, index, key, len, flags);
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

/* iwlist IF rate: the driver's list, the current and broadcast rate */
static void iwlist_rate(const struct iwc_ctx *ctx,
			const struct iwc_iwlist_req *req,
			const struct iwc_wext_live *live)
{
	struct iwc_wext_range_lists l;
	union iwreq_data wrq;
	char buf[64];

	if (iwc_wext_live_range_lists(live, &l) < 0) {
		iwc_fmt_no_range(ctx->err, IWC_OP_RATE, live->ifname,
				 -EOPNOTSUPP);
		return;
	}
	if (l.num_bitrates > 0 && l.num_bitrates <= 32) {
		fprintf(ctx->out, "%-8.16s  %d available bit-rates :\n",
			live->ifname, l.num_bitrates);
		for (int k = 0; k < l.num_bitrates; k++) {
			iwc_print_bitrate(buf, sizeof(buf), l.bitrate[k]);
			fprintf(ctx->out, "\t  %s\n", buf);
		}
	} else {
		fprintf(ctx->out, "%-8.16s  unknown bit-rate information.\n",
			live->ifname);
	}
	memset(&wrq, 0, sizeof(wrq));
	if (iwc_wext_live_req(live, SIOCGIWRATE, &wrq) == 0) {
		/* "fixed" is stack garbage in iwlist when the driver leaves
		 * it: as the nl80211 path */
		bool fixed = wrq.bitrate.fixed ||
			     iwc_wt_rate_fixed(ctx, req->ifname != NULL);

		iwc_print_bitrate(buf, sizeof(buf), wrq.bitrate.value);
		fprintf(ctx->out, "          Current Bit Rate%c%s\n",
			fixed ? '=' : ':', buf);
	}
	/* (the broadcast rate needs the range's bitrate_capa, which lies
	 * past the kernel's struct iw_range: never set) */
	fputc('\n', ctx->out);
}

/* iwlist IF txpower: the driver's list, then the current power */
static void iwlist_txpower(const struct iwc_ctx *ctx,
			   const struct iwc_wext_live *live)
{
	struct iwc_wext_range_lists l;
	struct iwc_param p;
	int r;

	if (iwc_wext_live_range_lists(live, &l) < 0 ||
	    l.we_version_compiled < 10) {
		iwc_fmt_no_range(ctx->err, IWC_OP_TXPOWER, live->ifname,
				 -EOPNOTSUPP);
		return;
	}
	memset(&p, 0, sizeof(p));
	r = iwc_wext_live_giwparam(live, SIOCGIWTXPOW, 0, &p);
	if (l.num_txpower <= 0 || l.num_txpower > 8) {
		iwc_fmt_txpower_info(ctx->out, live->ifname, r, &p);
		return;
	}
	fprintf(ctx->out, "%-8.16s  %d available transmit-powers :\n",
		live->ifname, l.num_txpower);
	for (int k = 0; k < l.num_txpower; k++) {
		if (l.txpower_capa & IW_TXPOW_RELATIVE) {
			fprintf(ctx->out, "\t  %d (no units)\n", l.txpower[k]);
		} else if (l.txpower_capa & IW_TXPOW_MWATT) {
			fprintf(ctx->out, "\t  %d dBm  \t(%d mW)\n",
				iwc_mwatt2dbm(l.txpower[k]), l.txpower[k]);
		} else {
			fprintf(ctx->out, "\t  %d dBm  \t(%d mW)\n",
				l.txpower[k], iwc_dbm2mwatt(l.txpower[k]));
		}
	}
	if (r < 0)
		return;
	fputs("          Current Tx-Power", ctx->out);
	if (p.disabled) {
		fputs(":off\n\n", ctx->out);
		return;
	}
	fputc(p.fixed ? '=' : ':', ctx->out);
	if (p.flags & IWC_TXPOW_RELATIVE) {
		fprintf(ctx->out, "\t  %d (no units)\n", p.value);
	} else {
		int dbm = p.value, mw;

		if (p.flags & IWC_TXPOW_MWATT) {
			dbm = iwc_mwatt2dbm(p.value);
			mw = p.value;
		} else {
			mw = iwc_dbm2mwatt(p.value);
		}
		fprintf(ctx->out, "%d dBm  \t(%d mW)\n\n", dbm, mw);
	}
}

struct mask_name {
	unsigned int mask;
	const char *name;
};

/* iw_print_mask_name() */
static void print_mask_names(FILE *f, unsigned int mask,
			     const struct mask_name *names, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (mask & names[i].mask) {
			fprintf(f, "\n\t\t%s", names[i].name);
			mask &= ~names[i].mask;
		}
	}
	if (mask)
		fputs("\n\t\tUnknown", f);
}

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

/* iwlist IF auth: capabilities, then each SIOCGIWAUTH parameter the
 * driver answers */
static void iwlist_auth(const struct iwc_ctx *ctx,
			const struct iwc_wext_live *live,
			const struct iwc_wext_range *range)
{
	static const struct mask_name capa[] = {
		{ IW_ENC_CAPA_WPA, "WPA" },
		{ IW_ENC_CAPA_WPA2, "WPA2" },
		{ IW_ENC_CAPA_CIPHER_TKIP, "CIPHER-TKIP" },
		{ IW_ENC_CAPA_CIPHER_CCMP, "CIPHER-CCMP" },
	};
	static const struct mask_name cipher[] = {
		{ IW_AUTH_CIPHER_NONE, "none" },
		{ IW_AUTH_CIPHER_WEP40, "WEP-40" },
		{ IW_AUTH_CIPHER_TKIP, "TKIP" },
		{ IW_AUTH_CIPHER_CCMP, "CCMP" },
		{ IW_AUTH_CIPHER_WEP104, "WEP-104" },
	};
	static const struct mask_name wpa_ver[] = {
		{ IW_AUTH_WPA_VERSION_DISABLED, "disabled" },
		{ IW_AUTH_WPA_VERSION_WPA, "WPA" },
		{ IW_AUTH_WPA_VERSION_WPA2, "WPA2" },
	};
	static const struct mask_name key_mgmt[] = {
		{ IW_AUTH_KEY_MGMT_802_1X, "802.1x" },
		{ IW_AUTH_KEY_MGMT_PSK, "PSK" },
	};
	static const struct mask_name alg[] = {
		{ IW_AUTH_ALG_OPEN_SYSTEM, "open" },
		{ IW_AUTH_ALG_SHARED_KEY, "shared-key" },
		{ IW_AUTH_ALG_LEAP, "LEAP" },
	};
	static const struct {
		uint16_t param;
		const char *label;	/* (the group cipher's label is
					 * wireless-tools' own) */
		const struct mask_name *names;
		size_t n;
	} settings[] = {
		{ IW_AUTH_WPA_VERSION, "WPA version", wpa_ver, N_ELEM(wpa_ver) },
		{ IW_AUTH_KEY_MGMT, "Key management", key_mgmt,
		  N_ELEM(key_mgmt) },
		{ IW_AUTH_CIPHER_PAIRWISE, "Pairwise cipher", cipher,
		  N_ELEM(cipher) },
		{ IW_AUTH_CIPHER_GROUP, "Pairwise cipher", cipher,
		  N_ELEM(cipher) },
		{ IW_AUTH_TKIP_COUNTERMEASURES, "TKIP countermeasures", NULL,
		  0 },
		{ IW_AUTH_DROP_UNENCRYPTED, "Drop unencrypted", NULL, 0 },
		{ IW_AUTH_80211_AUTH_ALG, "Authentication algorithm", alg,
		  N_ELEM(alg) },
		{ IW_AUTH_RX_UNENCRYPTED_EAPOL, "Receive unencrypted EAPOL",
		  NULL, 0 },
		{ IW_AUTH_ROAMING_CONTROL, "Roaming control", NULL, 0 },
		{ IW_AUTH_PRIVACY_INVOKED, "Privacy invoked", NULL, 0 },
	};
	FILE *f = ctx->out;

	if (range->we_version_compiled < 18) {
		iwc_fmt_no_range(ctx->err, IWC_OP_AUTH, live->ifname,
				 -EOPNOTSUPP);
		return;
	}
	if (!range->enc_capa) {
		fprintf(f, "%-8.16s  unknown authentication information.\n\n",
			live->ifname);
		return;
	}
	fprintf(f, "%-8.16s  Authentication capabilities :", live->ifname);
	print_mask_names(f, range->enc_capa, capa, N_ELEM(capa));
	fputc('\n', f);
	for (size_t k = 0; k < N_ELEM(settings); k++) {
		union iwreq_data wrq;

		memset(&wrq, 0, sizeof(wrq));
		wrq.param.flags = settings[k].param;
		if (iwc_wext_live_req(live, SIOCGIWAUTH, &wrq) < 0)
			continue;
		fprintf(f, "          Current %s :", settings[k].label);
		if (settings[k].names)
			print_mask_names(f, (unsigned int)wrq.param.value,
					 settings[k].names, settings[k].n);
		else
			fputs(wrq.param.value ? " yes" : " no", f);
		fputc('\n', f);
	}
	fputs("\n\n", f);
}

/* iwlist IF ap: the driver's list of peers / access points */
static int iwlist_ap(const struct iwc_ctx *ctx,
		     const struct iwc_wext_live *live)
{
	uint8_t buf[(sizeof(struct sockaddr) + sizeof(struct iw_quality)) *
		    IW_MAX_AP];
	struct iwc_wext_range range;
	union iwreq_data wrq;
	bool has_range, has_qual;
	int n, hw;

	memset(buf, 0, sizeof(buf));
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf;
	wrq.data.length = IW_MAX_AP;
	wrq.data.flags = 0;
	if (iwc_wext_live_req(live, SIOCGIWAPLIST, &wrq) < 0) {
		iwc_fmt_ap_unsupported(ctx->err, live->ifname);
		return -1;
	}
	n = wrq.data.length > IW_MAX_AP ? IW_MAX_AP : wrq.data.length;
	has_qual = wrq.data.flags != 0;
	hw = ctx->be && ctx->be->iface_hwtype ?
		     ctx->be->iface_hwtype(ctx->be_data, live->ifname) : -1;
	if (!iwc_hwtype_takes_mac(hw)) {
		fprintf(ctx->err, "Interface %s doesn't support MAC addresses\n",
			live->ifname);
		fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n\n",
			live->ifname);
		return -2;
	}
	has_range = iwc_wext_live_giwrange(live, &range) == 0;
	if (!has_range)
		memset(&range, 0, sizeof(range));
	if (n == 0)
		fprintf(ctx->out, "%-8.16s  No Peers/Access-Point in range\n",
			live->ifname);
	else
		fprintf(ctx->out, "%-8.16s  Peers/Access-Points in range:\n",
			live->ifname);
	for (int i = 0; i < n; i++) {
		const struct sockaddr *sa =
			(const struct sockaddr *)buf + i;
		char mac[32], stats[128];

		iwc_ether_ntop((const uint8_t *)sa->sa_data, mac);
		if (has_qual) {
			const struct iw_quality *q =
				(const struct iw_quality *)(buf +
				sizeof(struct sockaddr) * (size_t)n) + i;
			struct iwc_qual qq = { q->qual, q->level, q->noise,
					       q->updated };

			iwc_print_stats(stats, sizeof(stats), &qq, &range,
					has_range);
			fprintf(ctx->out, "    %s : %s\n", mac, stats);
		} else {
			fprintf(ctx->out, "    %s\n", mac);
		}
	}
	fputc('\n', ctx->out);
	return 0;
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
	case IWC_OP_AP:
		return iwlist_ap(ctx, live);
	case IWC_OP_RATE:
		iwlist_rate(ctx, req, live);
		return 0;
	case IWC_OP_TXPOWER:
		iwlist_txpower(ctx, live);
		return 0;
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
	case IWC_OP_KEYS:
		iwc_print_keys(ctx->out, ctx->err, live->ifname, &range,
			       live_get_key, live);
		break;
	case IWC_OP_WPAKEYS:
		iwc_fmt_wpakeys_info(ctx->out, ctx->err, live->ifname, &range,
				     wpakey_err(live));
		break;
	case IWC_OP_POWER:
		r = iwc_wext_live_giwparam(live, SIOCGIWPOWER, 0, &p);
		iwc_fmt_power_info(ctx->out, live->ifname, r, &p);
		break;
	case IWC_OP_RETRY:
		iwlist_retry(ctx, live, &range);
		break;
	case IWC_OP_EVENT:
		iwc_fmt_event_info(ctx->out, live->ifname, &range);
		break;
	case IWC_OP_AUTH:
		iwlist_auth(ctx, live, &range);
		break;
	case IWC_OP_MODULATION:
		iwc_fmt_modulation_info(ctx->out, live->ifname);
		break;
	default:
		break;
	}
	return 0;
}
