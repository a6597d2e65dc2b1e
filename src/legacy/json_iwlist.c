/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json_iwlist.c - "iwcompat -j iwgetid [IFACE] [OPTIONS]" and
 * "iwcompat -j iwlist [IFACE] CMD [ARGS]": what the legacy reads show,
 * as JSON: the same results the tools print (result.h), read through
 * the backend the tools open (ifc.c: nl80211's WEXT view or a WEXT
 * driver), as facts with units. The command lines are the tools' own
 * (their parsers); errors are the tools' texts and statuses.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/format.h"
#include "iwcompat/ifc.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/parse.h"
#include "iwcompat/result.h"
#include "iwcompat/tools.h"
#include "iwcompat/units.h"

#define CAP_ESS 0x0001
#define CAP_IBSS 0x0002
#define CAP_PRIVACY 0x0010

/* a WEXT frequency (Hz, or a channel number) as MHz and channel */
static void json_freq(struct iwc_json *j, const char *fkey, const char *ckey,
		      const struct iwc_freq *f, const struct iwc_wext_range *r)
{
	iwc_json_wext_freq(j, fkey, ckey, iwc_freq2float(f), r);
}

/* ---- iwgetid ---- */

/* what iwc_fmt_getid_result() shows, as facts */
void iwc_json_getid_result(struct iwc_json *j,
			   const struct iwc_getid_result *res)
{
	static const uint8_t zero[IWC_ETH_ALEN];

	switch (res->what) {
	case IWC_GETID_AP:
		if (memcmp(res->mac, zero, sizeof(zero)))
			iwc_json_mac(j, "bssid", res->mac);
		else
			iwc_json_null(j, "bssid");
		break;
	case IWC_GETID_CHANNEL:
		iwc_json_int(j, "channel", res->channel);
		break;
	case IWC_GETID_FREQ: {
		double hz = iwc_freq2float(&res->freq);

		if (hz >= 1e3)
			iwc_json_int(j, "freq_mhz", iwc_llround(hz / 1e6));
		else
			json_freq(j, "freq_mhz", "channel", &res->freq,
				  res->has_range ? &res->range : NULL);
		break;
	}
	case IWC_GETID_MODE:
		iwc_json_str(j, "mode", iwc_json_mode_key(res->mode));
		break;
	case IWC_GETID_PROTO:
		iwc_json_str(j, "protocol", res->protocol);
		break;
	default:
		iwc_json_bytes(j, "ssid", res->essid, (size_t)res->essid_len);
		iwc_json_hex(j, "ssid_hex", res->essid,
			     (size_t)res->essid_len);
		break;
	}
}

/* One interface: 0 when printed, or iwgetid's negative code (nothing
 * printed, as iwgetid prints nothing on errors); *@arg (an int) the
 * errno of a failure to read the interface. */
static int getid_one(const struct iwc_ctx *ctx, const struct iwc_getid_req *req,
		     const char *ifname, void *arg)
{
	struct iwc_getid_result res;
	struct iwc_json j;
	int r, load_err;

	r = iwc_iwgetid_read(ctx, req, ifname, &res, &load_err);
	if (load_err < 0)
		*(int *)arg = load_err;
	if (r < 0)
		return r;
	iwc_json_doc_open(&j, ctx->out);
	iwc_json_str(&j, "ifname", ifname);
	iwc_json_getid_result(&j, &res);
	iwc_json_doc_close(&j);
	return 0;
}

static int json_iwgetid(const struct iwc_ctx *ctx, int argc, char **argv,
			int *eno)
{
	struct iwc_getid_req req;
	int status, getid_errno = 0;

	/* help and bad options: refused (iwgetid's text on stderr) */
	iwc_parse_iwgetid(argc, argv, getenv("POSIXLY_CORRECT") != NULL, &req);
	if (req.action == IWC_PARSE_HELP || req.action == IWC_PARSE_ERROR) {
		if (req.action == IWC_PARSE_ERROR)
			fputs(req.message, ctx->err);
		iwc_fmt_iwgetid_usage(ctx->err);
		return IWC_JSON_REFUSED;
	}
	status = iwc_iwgetid_run(ctx, argc, argv, getid_one, &getid_errno);
	/* the named interface's errno; none for "no interface answered" */
	if (status != 0 && req.ifname && getid_errno < 0)
		*eno = getid_errno;
	return status;
}

/* ---- iwlist ---- */

/* one interface's iwlist answer: the document itself (@doc, "iwlist IF
 * CMD") or an object of the list of every interface's ("iwlist CMD") */
static void iface_open(struct iwc_json *j, FILE *out, bool doc,
		       const char *ifname)
{
	if (doc)
		iwc_json_doc_open(j, out);
	else
		iwc_json_obj_open(j, NULL);
	iwc_json_str(j, "ifname", ifname);
}

static void iface_close(struct iwc_json *j, bool doc)
{
	if (doc)
		iwc_json_doc_close(j);
	else
		iwc_json_obj_close(j);
}

static void json_cell(struct iwc_json *j, const struct iwc_bss *bss,
		      const struct iwc_wext_range *range)
{
	const uint8_t *ie = bss->ies;
	size_t rem = bss->ies ? bss->ies_len : 0;
	bool mesh = false, essid = false;
	struct iwc_freq f = { .m = (int32_t)bss->freq_mhz, .e = 6 };

	iwc_json_obj_open(j, NULL);
	iwc_json_mac(j, "bssid", bss->bssid);
	json_freq(j, "freq_mhz", "channel", &f, range);
	if (bss->has_signal_mbm) {
		int sig = bss->signal_mbm / 100, q = sig;

		if (q < -110)
			q = -110;
		else if (q > -40)
			q = -40;
		iwc_json_int(j, "signal_dbm", sig);
		iwc_json_int(j, "quality", q + 110);
		iwc_json_int(j, "quality_max", range->max_qual.qual);
	} else if (bss->has_signal_unspec) {
		iwc_json_int(j, "quality", bss->signal_unspec);
		iwc_json_int(j, "quality_max", range->max_qual.qual);
	}
	iwc_json_bool(j, "privacy", bss->capability & CAP_PRIVACY);
	/* the elements as the kernel's WEXT translation walks them */
	for (; rem >= 2 && (size_t)ie[1] <= rem - 2;
	     rem -= (size_t)ie[1] + 2, ie += (size_t)ie[1] + 2) {
		if ((ie[0] == 0 || ie[0] == 114) && !essid) {
			essid = true;
			iwc_json_bytes(j, "ssid", ie + 2, ie[1]);
			iwc_json_hex(j, "ssid_hex", ie + 2, ie[1]);
		}
		if (ie[0] == 113)
			mesh = true;
	}
	iwc_json_arr_open(j, "bitrates_kbps");
	ie = bss->ies;
	rem = bss->ies ? bss->ies_len : 0;
	for (; rem >= 2 && (size_t)ie[1] <= rem - 2;
	     rem -= (size_t)ie[1] + 2, ie += (size_t)ie[1] + 2)
		if (ie[0] == 1 || ie[0] == 50)
			for (size_t k = 0; k < ie[1]; k++)
				iwc_json_uint(j, NULL,
					      (uint64_t)(ie[2 + k] & 0x7f) * 500);
	iwc_json_arr_close(j);
	if (mesh)
		iwc_json_str(j, "mode", "mesh");
	else if (bss->capability & CAP_ESS)
		iwc_json_str(j, "mode", "master");
	else if (bss->capability & CAP_IBSS)
		iwc_json_str(j, "mode", "ad-hoc");
	iwc_json_uint(j, "tsf_us", bss->tsf);
	iwc_json_uint(j, "last_seen_ms", bss->seen_ms_ago);
	iwc_json_obj_close(j);
}

/* scanning: 0, or iwlist's status with its message on stderr */
static int json_scan(const struct iwc_ctx *ctx, struct iwc_json *j,
		     const char *ifname, struct iwc_dev *dev, int nargs,
		     char **args, bool doc)
{
	struct iwc_scan_result res = { 0 };
	struct iwc_wext_range range;
	int r = iwc_iwlist_scan(ctx, ifname, dev, nargs, args, NULL, &res,
				&range);

	if (r < 0)
		return r;
	iface_open(j, ctx->out, doc, ifname);
	iwc_json_arr_open(j, "bss");
	for (size_t i = 0; i < res.n; i++)
		json_cell(j, &res.bss[i], &range);
	iwc_json_arr_close(j);
	iface_close(j, doc);
	iwc_scan_result_free(&res);
	return 0;
}

/* The keys of the retry values by kind (none: the plain one), a limit
 * or a lifetime; a lifetime of the short or long kind is a plain one. */
static const struct {
	uint16_t kind;
	const char *limit, *lifetime;
} retry_keys[] = {
	{ 0, "retry_limit", "retry_lifetime_us" },
	{ IWC_RETRY_MIN, "retry_min_limit", "retry_min_lifetime_us" },
	{ IWC_RETRY_MAX, "retry_max_limit", "retry_max_lifetime_us" },
	{ IWC_RETRY_SHORT, "retry_short_limit", "retry_lifetime_us" },
	{ IWC_RETRY_LONG, "retry_long_limit", "retry_lifetime_us" },
};

#define RETRY_KINDS (IWC_RETRY_MIN | IWC_RETRY_MAX | IWC_RETRY_SHORT | \
		     IWC_RETRY_LONG)

/* one value's keys, each once (@seen: those written); a relative
 * lifetime has no unit and no key */
static void json_retry_value(struct iwc_json *j, const struct iwc_param *v,
			     const char **seen, size_t *n_seen)
{
	bool lifetime = (v->flags & IWC_RETRY_TYPE) == IWC_RETRY_LIFETIME;

	if (lifetime && (v->flags & IWC_RETRY_RELATIVE))
		return;
	for (size_t k = 0; k < sizeof(retry_keys) / sizeof(retry_keys[0]);
	     k++) {
		const char *key = lifetime ? retry_keys[k].lifetime :
					     retry_keys[k].limit;
		bool dup = false;

		/* " short  long limit:N" is both kinds, no kind the plain */
		if (retry_keys[k].kind ? !(v->flags & retry_keys[k].kind) :
					 (v->flags & RETRY_KINDS) != 0)
			continue;
		for (size_t i = 0; i < *n_seen; i++)
			dup = dup || seen[i] == key;
		if (dup)
			continue;
		seen[(*n_seen)++] = key;
		iwc_json_int(j, key, v->value);
	}
}

void iwc_json_retry_info(struct iwc_json *j,
			 const struct iwc_retry_result *res)
{
	const char *seen[2 * sizeof(retry_keys) / sizeof(retry_keys[0])];
	size_t n_seen = 0;

	if (res->range_flags & IWC_RETRY_LIMIT) {
		iwc_json_obj_open(j, "retry_range");
		iwc_json_bool(j, "auto", res->range_flags & IWC_RETRY_MIN);
		if (!(res->range_flags & IWC_RETRY_LIFETIME)) {
			iwc_json_int(j, "min_limit", res->range_min);
			iwc_json_int(j, "max_limit", res->range_max);
		} else if (!(res->range_flags & IWC_RETRY_RELATIVE)) {
			iwc_json_int(j, "min_lifetime_us", res->range_min);
			iwc_json_int(j, "max_lifetime_us", res->range_max);
		}
		iwc_json_obj_close(j);
	}
	if (res->err || res->n == 0)
		return;
	if (res->values[0].disabled) {
		iwc_json_null(j, "retry_limit");
		return;
	}
	for (int i = 0; i < res->n; i++)
		if (res->values[i].flags & IWC_RETRY_TYPE)
			json_retry_value(j, &res->values[i], seen, &n_seen);
}

/* what iwc_fmt_iwlist_result() shows, as facts */
void iwc_json_iwlist_result(struct iwc_json *j,
			    const struct iwc_iwlist_result *res)
{
	const struct iwc_wext_range *range = &res->range;
	const struct iwc_param *p = &res->param;

	switch (res->op) {
	case IWC_OP_FREQ:
		iwc_json_int(j, "channels_total", range->num_channels);
		iwc_json_arr_open(j, "frequencies");
		for (int k = 0; k < range->num_frequency; k++) {
			iwc_json_obj_open(j, NULL);
			iwc_json_int(j, "channel", range->freq[k].i);
			iwc_json_int(j, "freq_mhz",
				     iwc_llround(iwc_freq2float(&range->freq[k]) /
						 1e6));
			iwc_json_obj_close(j);
		}
		iwc_json_arr_close(j);
		if (res->err == 0)
			json_freq(j, "current_freq_mhz", "current_channel",
				  &res->freq, range);
		break;
	case IWC_OP_RATE:
		if (res->err == 0)
			iwc_json_int(j, "bitrate_kbps", p->value / 1000);
		break;
	case IWC_OP_POWER:
		if (res->err == 0)
			iwc_json_bool(j, "power_save", !p->disabled);
		break;
	case IWC_OP_TXPOWER:
		if (res->err)
			break;
		if (p->disabled) {
			iwc_json_null(j, "txpower_dbm");
		} else if (!(p->flags & IWC_TXPOW_RELATIVE)) {
			int dbm = p->flags & IWC_TXPOW_MWATT ?
				  iwc_mwatt2dbm(p->value) : p->value;
			int mw = p->flags & IWC_TXPOW_MWATT ?
				 p->value : iwc_dbm2mwatt(p->value);

			iwc_json_fixed(j, "txpower_dbm", (int64_t)dbm * 100, 2);
			iwc_json_int(j, "txpower_mw", mw);
		}
		break;
	case IWC_OP_RETRY:
		iwc_json_retry_info(j, &res->retry);
		break;
	default:
		break;
	}
}

/* What only a WEXT driver answers and the JSON has no members for (a
 * scan's event stream, a peer list): refused, iwlist's status 255. */
static int wext_refused(const struct iwc_ctx *ctx, const char *ifname,
			const char *what, int *eno)
{
	fprintf(ctx->err, "iwcompat: -j iwlist %s %s: a WEXT driver's "
		"answer has no JSON form\n", ifname, what);
	*eno = -EOPNOTSUPP;
	return -1;
}

/* list_one's listing of the opened @ifc */
static int list_ifc(const struct iwc_ctx *ctx, struct iwc_json *j,
		    const struct iwc_iwlist_req *req, const char *ifname,
		    const struct iwc_ifc *ifc, int nargs, char **args,
		    bool doc, int *eno)
{
	struct iwc_iwlist_result res;
	struct iwc_wext_range range;
	struct iwc_wext_peers *peers;
	int r, ret;

	r = ifc->ops->giwrange(ifc->h, &range);
	if (r < 0) {
		*eno = r;
		ret = iwc_iwlist_no_range(ctx, req->op, ifname, r);
		return ret ? ret : 1;	/* 1: skipped, status 0 */
	}
	if (req->op == IWC_OP_SCAN)
		return ifc->dev ? json_scan(ctx, j, ifname, ifc->dev, nargs,
					    args, doc) :
				  wext_refused(ctx, ifname, "scanning", eno);
	if (req->op == IWC_OP_AP) {
		/* cfg80211 has no SIOCGIWAPLIST */
		peers = malloc(sizeof(*peers));
		r = peers ? ifc->ops->giwaplist(ifc->h, peers) : -ENOMEM;
		free(peers);
		if (r == 0)
			return wext_refused(ctx, ifname, "ap", eno);
		iwc_fmt_ap_unsupported(ctx->err, ifname);
		*eno = -EOPNOTSUPP;
		return -1;
	}
	r = iwc_iwlist_result_read(req->op, ifc, &range, &res);
	if (r < 0) {
		/* a WEXT driver's range without the rate or power lists */
		*eno = r;
		iwc_iwlist_no_range(ctx, req->op, ifname, r);
		return 1;
	}
	iface_open(j, ctx->out, doc, ifname);
	iwc_json_iwlist_result(j, &res);
	iface_close(j, doc);
	return 0;
}

/* One interface: 0, or iwlist's status with its message on stderr
 * (nothing on stdout), 1 when iwlist says it has no such information
 * (its status 0); *@eno the errno of the failure. A document of its
 * own when @doc, else an object in the caller's. Opened as the text
 * path opens it (ifc.c): nl80211 or the WEXT fallback. */
static int list_one(const struct iwc_ctx *ctx, struct iwc_json *j,
		    const struct iwc_iwlist_req *req, const char *ifname,
		    int nargs, char **args, bool doc, int *eno)
{
	struct iwc_ifc ifc;
	int r;

	r = iwc_ifc_open(ctx, ifname, IWC_NEED_LINK | IWC_NEED_WIPHY |
			 IWC_NEED_PRIV | IWC_NEED_STATE | IWC_NEED_POWER,
			 &ifc);
	if (r < 0) {
		*eno = r;
		r = iwc_iwlist_no_range(ctx, req->op, ifname, r);
		iwc_ifc_close(&ifc);
		return r ? r : 1;	/* 1: skipped, status 0 */
	}
	r = list_ifc(ctx, j, req, ifname, &ifc, nargs, args, doc, eno);
	iwc_ifc_close(&ifc);
	return r;
}

static int json_iwlist(const struct iwc_ctx *ctx, int argc, char **argv,
		       int *eno)
{
	struct iwc_iwlist_req req;
	struct iwc_json j;
	int r;

	iwc_parse_iwlist(argc, argv, &req);
	switch (req.action) {
	case IWC_IWLIST_USAGE:
	case IWC_IWLIST_HELP:
		iwc_fmt_iwlist_usage(ctx->err);
		return IWC_JSON_REFUSED;
	case IWC_IWLIST_ERROR:
		iwc_fmt_iwlist_error(ctx->err, &req);
		return IWC_JSON_REFUSED;
	case IWC_IWLIST_VERSION:
	case IWC_IWLIST_RUN:
		break;
	}
	switch (req.action == IWC_IWLIST_RUN ? (int)req.op : -1) {
	case IWC_OP_SCAN:
	case IWC_OP_FREQ:
	case IWC_OP_RATE:
	case IWC_OP_POWER:
	case IWC_OP_TXPOWER:
	case IWC_OP_RETRY:
	case IWC_OP_AP:
		break;
	default:
		fprintf(ctx->err, "iwcompat: -j iwlist supports scanning, "
			"frequency/channel, rate/bitrate, power, txpower, retry "
			"and ap/accesspoints/peers\n");
		return IWC_JSON_REFUSED;
	}
	if (req.ifname) {
		/* a document, or the error's text and status (0 for iwlist's
		 * "no ... information", which json_legacy.c makes 1) */
		r = list_one(ctx, &j, &req, req.ifname, req.nargs, req.args,
			     true, eno);
		if (r < 0)
			return r & 0xff;
		return 0;
	}
	iwc_json_doc_open(&j, ctx->out);
	/* every interface, an array of the wireless ones */
	{
		struct iwc_name_list list = { 0 };
		FILE *err = ((struct iwc_ctx *)ctx)->err;
		struct iwc_ctx quiet = *ctx;

		quiet.err = fopen("/dev/null", "we");
		if (!quiet.err)
			quiet.err = err;
		if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
			list.n = 0;
		iwc_json_arr_open(&j, "interfaces");
		for (size_t i = 0; i < list.n; i++) {
			int ignored;

			list_one(&quiet, &j, &req, list.names[i], 0, NULL,
				 false, &ignored);
		}
		iwc_json_arr_close(&j);
		iwc_name_list_free(&list);
		if (quiet.err != err)
			fclose(quiet.err);
	}
	return iwc_json_doc_close(&j) < 0 ? 1 : 0;
}

int iwc_json_iwlist_main(const struct iwc_ctx *ctx, int argc, char **argv,
			 int *eno)
{
	if (!strcmp(argv[0], "iwgetid"))
		return json_iwgetid(ctx, argc, argv, eno);
	return json_iwlist(ctx, argc, argv, eno);
}
