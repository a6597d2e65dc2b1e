/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwlist.c - iwlist: scan results and what the interface supports.
 *
 *   iwlist CMD                every interface in /proc/net/dev order
 *   iwlist IFACE CMD [ARGS]   one interface
 *   iwlist IFACE scanning [essid NAME] [last]
 *
 * Scanning is event-driven: join nl80211's "scan" group, trigger, wait
 * for the completion of our interface's scan (at most 15 s, as the
 * real tool), then dump every BSS the kernel holds: no 64 KiB limit.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/dialect.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/result.h"
#include "iwcompat/tools.h"
#include "iwcompat/format_wext.h"
#include "iwcompat/ifc.h"
#include "iwcompat/wext_stream.h"

/* wireless-tools gives up after 15 s of its own sleeps (250 ms, then
 * 100 ms per retry), which on a loaded machine is well over 15 s of
 * wall time; iwcompat waits for the completion event up to 30 s. */
#define SCAN_TIMEOUT_MS 30000

/* The signal type the kernel reported the scan with; whether it
 * changed (the range shows it). */
static bool adopt_signal_type(struct iwc_wiphy *w,
			      const struct iwc_scan_result *res)
{
	enum iwc_signal_type was = w->signal_type;

	if (res->n == 0)
		return false;
	if (res->bss[0].has_signal_mbm)
		w->signal_type = IWC_SIGNAL_MBM;
	else if (res->bss[0].has_signal_unspec)
		w->signal_type = IWC_SIGNAL_UNSPEC;
	else
		w->signal_type = IWC_SIGNAL_NONE;
	return w->signal_type != was;
}

/* The wiphy and the range made of it (channel numbers, Bit Rates)
 * once, while the kernel scans when a scan is triggered: none of it
 * waits for the results. */
struct wiphy_load {
	const struct iwc_ctx *ctx;
	struct iwc_dev *dev;
	struct iwc_wext_range *range;
	int range_r;		/* iwc_wext_giwrange's */
	bool done;
};

static void load_wiphy(void *arg)
{
	struct wiphy_load *l = arg;

	if (l->done)
		return;
	l->done = true;
	if (!l->dev->has_wiphy)
		iwc_dev_load_wiphy(l->ctx, l->dev);
	l->range_r = iwc_wext_giwrange(&l->dev->src, l->range);
}

/* Whether the options ask for a scan ("last" alone reads the list). */
static bool scan_wanted(const struct iwc_scan_opts *o)
{
	return !(o->last && !o->has_essid);
}

/* The SSID to probe for (NULL: a wildcard probe) and its length. Over
 * 32 bytes the kernel answers (EBUSY first, then EINVAL), as it did
 * for WEXT. */
static const uint8_t *scan_ssid(const struct iwc_scan_opts *o,
				size_t *ret_len)
{
	*ret_len = o->has_essid ? strlen(o->essid) : 0;
	return o->has_essid ? (const uint8_t *)o->essid : NULL;
}

int iwc_iwlist_no_range(const struct iwc_ctx *ctx, enum iwc_iwlist_op op,
			const char *ifname, int r)
{
	if (op == IWC_OP_SCAN) {
		iwc_fmt_scan_unsupported(ctx->err, ifname);
		return -1;
	}
	iwc_fmt_no_range(ctx->err, op, ifname,
			 r == -ENODEV ? -ENODEV : -EOPNOTSUPP);
	return op == IWC_OP_AP ? -1 : 0;
}

int iwc_iwlist_scan(const struct iwc_ctx *ctx, const char *ifname,
		    struct iwc_dev *dev, int nargs, char **args,
		    const struct iwc_iwlist_early *early,
		    struct iwc_scan_result *res, struct iwc_wext_range *range)
{
	struct wiphy_load wl = { .ctx = ctx, .dev = dev, .range = range };
	struct iwc_scan_opts opts;
	bool parsed, trigger;
	int r;

	if (early && early->has_range) {
		wl.done = true;
		wl.range_r = early->range_r;
	}
	parsed = iwc_parse_scan_opts(nargs, args, &opts) == 0;
	trigger = parsed && scan_wanted(&opts) && dev->iface.up &&
		  dev->src.privileged;
	/* Without a trigger, or before an error, as wireless-tools: no
	 * range, no scanning (SIOCGIWRANGE comes first). */
	if (!trigger) {
		load_wiphy(&wl);
		if (wl.range_r < 0) {
			iwc_fmt_scan_unsupported(ctx->err, ifname);
			return -1;
		}
	}
	if (!parsed) {
		iwc_fmt_scan_opts_error(ctx->err, &opts);
		return -1;
	}

	if (scan_wanted(&opts)) {
		size_t ssid_len;
		const uint8_t *ssid = scan_ssid(&opts, &ssid_len);

		if (!dev->iface.up) {
			r = -ENETDOWN;
		} else if (!dev->src.privileged) {
			r = -EPERM;
		} else {
			/* the trigger first, the wiphy while the kernel
			 * scans (docs/performance.md, "The scan's
			 * overhead"); or sent already, before the
			 * interface was loaded */
			r = early ? early->r :
				    ctx->be->scan_trigger(ctx->be_data,
							  &dev->iface, ssid,
							  ssid_len,
							  SCAN_TIMEOUT_MS,
							  load_wiphy, &wl);
			load_wiphy(&wl);
			/* no wiphy: what wireless-tools says without a
			 * range, whatever the scan did */
			if (wl.range_r < 0) {
				iwc_fmt_scan_unsupported(ctx->err, ifname);
				return -1;
			}
		}
		if (r == -ETIMEDOUT) {
			iwc_fmt_scan_error(ctx->err, ifname, -EAGAIN, true);
			return -2;
		}
		/* Without the right to scan, a plain scan shows what the
		 * kernel already has. */
		if (r < 0 && !(r == -EPERM && !opts.any_option)) {
			iwc_fmt_scan_error(ctx->err, ifname, r, false);
			return -1;
		}
	}

	if (!dev->iface.up) {
		iwc_fmt_scan_error(ctx->err, ifname, -ENETDOWN, true);
		return -2;
	}
	r = ctx->be->scan_dump(ctx->be_data, &dev->iface, res);
	if (r < 0) {
		iwc_fmt_scan_error(ctx->err, ifname, r, true);
		return -2;
	}
	/* the range was made while the kernel scanned; again only if the
	 * results change what it says */
	if (adopt_signal_type(&dev->wiphy, res))
		iwc_wext_giwrange(&dev->src, range);
	return 0;
}

static int do_scan(const struct iwc_ctx *ctx, const char *ifname,
		   struct iwc_dev *dev, int nargs, char **args,
		   const struct iwc_iwlist_early *early,
		   struct iwc_wext_range *range)
{
	struct iwc_scan_result res = { 0 };
	int r = iwc_iwlist_scan(ctx, ifname, dev, nargs, args, early, &res,
				range);

	if (r < 0)
		return r;
	iwc_fmt_scan_header(ctx->out, ifname, res.n);
	for (size_t i = 0; i < res.n; i++)
		iwc_fmt_scan_cell(ctx->out, (int)i + 1, &res.bss[i], range);
	if (res.n)
		fputc('\n', ctx->out);
	iwc_scan_result_free(&res);
	return 0;
}

static int get_key(const void *arg, int index, uint8_t *key, int *len,
		   int *flags)
{
	const struct iwc_ifc *ifc = arg;

	return ifc->ops->giwencode(ifc->h, index, key, len, flags);
}

/* One interface's listing: what the run column's functions get. */
struct run {
	const struct iwc_ctx *ctx;
	const struct iwc_iwlist_req *req;
	const char *ifname;
	const struct iwc_ifc *ifc;
	struct iwc_wext_range *range;	/* made by run_one, or the scan */
	int nargs;
	char **args;
	const struct iwc_iwlist_early *early;	/* a scan's, or NULL */
};

/* A WEXT driver's scan: its range first, as iwlist asks it */
static int wext_scan(const struct run *u)
{
	const struct iwc_ifc *ifc = u->ifc;
	struct iwc_scan_opts opts;
	struct iwc_wext_scan res;
	int r;

	r = ifc->ops->giwrange(ifc->h, u->range);
	if (r < 0 || u->range->we_version_compiled < 14) {
		iwc_fmt_scan_unsupported(u->ctx->err, u->ifname);
		return -1;
	}
	if (iwc_parse_scan_opts(u->nargs, u->args, &opts) < 0) {
		iwc_fmt_scan_opts_error(u->ctx->err, &opts);
		return -1;
	}
	r = ifc->wext->scan(&ifc->live, &opts, u->range, &res);
	switch (res.fail) {
	case IWC_WSCAN_OK:
		break;
	case IWC_WSCAN_TRIGGER:
		iwc_fmt_scan_error(u->ctx->err, u->ifname, r, false);
		return -1;
	case IWC_WSCAN_READ:
		iwc_fmt_scan_error(u->ctx->err, u->ifname, r, true);
		return -2;
	case IWC_WSCAN_NOMEM:
		fprintf(u->ctx->err, "print_scanning_info: Allocation failed\n");
		return -1;
	}
	iwc_fmt_wext_scan(u->ctx->out, u->ifname, res.buf, res.len, u->range,
			  true);
	free(res.buf);
	return 0;
}

static int run_scan(const struct run *u)
{
	/* a WEXT driver scans itself; nl80211's scan is the trigger, the
	 * completion event and the dump */
	if (u->ifc->wext)
		return wext_scan(u);
	return do_scan(u->ctx, u->ifname, u->ifc->dev, u->nargs, u->args,
		       u->early, u->range);
}

/* freq, rate, power, txpower, retry: one result (result.h), read
 * through the interface's backend and printed */
static int run_read(const struct run *u)
{
	struct iwc_iwlist_result res;
	int r;

	r = iwc_iwlist_result_read(u->req->op, u->ifc, u->range, &res);
	if (r < 0) {
		/* the range's lists (rate, txpower) are missing */
		iwc_fmt_no_range(u->ctx->err, u->req->op, u->ifname, r);
		return 0;
	}
	/* the rate's "fixed" is stack garbage in iwlist when the driver
	 * leaves it (cfg80211 does): as the build of wireless-tools
	 * iwcompat matches prints it */
	if (u->req->op == IWC_OP_RATE)
		res.param.fixed = res.param.fixed ||
				  iwc_wt_rate_fixed(u->ctx, u->req->ifname != NULL);
	iwc_fmt_iwlist_result(u->ctx->out, u->ifname, &res);
	return 0;
}

static int run_keys(const struct run *u)
{
	iwc_print_keys(u->ctx->out, u->ctx->err, u->ifname, u->range, get_key,
		       u->ifc);
	return 0;
}

static int run_wpakeys(const struct run *u)
{
	/* cfg80211 has no SIOCGIWENCODEEXT; non-root fails first */
	iwc_fmt_wpakeys_info(u->ctx->out, u->ctx->err, u->ifname, u->range,
			     u->ifc->ops->giwencodeext(u->ifc->h));
	return 0;
}

static int run_ap(const struct run *u)
{
	const struct iwc_ctx *ctx = u->ctx;
	struct iwc_wext_peers *peers = malloc(sizeof(*peers));
	struct iwc_wext_range range;
	bool has_range;
	int hw;

	/* cfg80211 has no SIOCGIWAPLIST */
	if (!peers || u->ifc->ops->giwaplist(u->ifc->h, peers) < 0) {
		free(peers);
		iwc_fmt_ap_unsupported(ctx->err, u->ifname);
		return -1;
	}
	hw = ctx->be && ctx->be->iface_hwtype ?
		     ctx->be->iface_hwtype(ctx->be_data, u->ifname) : -1;
	if (hw != 1 && hw != 801) {
		free(peers);
		iwc_fmt_ap_no_mac(ctx->err, u->ifname);
		return -2;
	}
	has_range = u->ifc->ops->giwrange(u->ifc->h, &range) == 0;
	if (!has_range)
		memset(&range, 0, sizeof(range));
	iwc_fmt_ap_list(ctx->out, u->ifname, peers, &range, has_range);
	free(peers);
	return 0;
}

static int run_event(const struct run *u)
{
	iwc_fmt_event_info(u->ctx->out, u->ifname, u->range);
	return 0;
}

static int run_auth(const struct run *u)
{
	struct iwc_auth_values v;

	if (u->range->we_version_compiled < 18) {
		iwc_fmt_no_range(u->ctx->err, IWC_OP_AUTH, u->ifname,
				 -EOPNOTSUPP);
		return 0;
	}
	/* cfg80211 answers EOPNOTSUPP to each */
	for (int k = 0; k < IWC_AUTH_PARAMS; k++)
		v.has[k] = u->ifc->ops->giwauth(u->ifc->h,
						iwc_auth_param(k),
						&v.value[k]) == 0;
	iwc_fmt_auth_values(u->ctx->out, u->ifname, u->range, &v);
	return 0;
}

static int run_genie(const struct run *u)
{
	uint8_t buf[IWC_GENIE_MAX];
	size_t len = sizeof(buf);
	int r = u->ifc->ops->giwgenie(u->ifc->h, buf, &len);

	/* cfg80211 has no SIOCGIWGENIE */
	if (r < 0) {
		iwc_fmt_genie_error(u->ctx->err, u->ifname, r);
		return 0;
	}
	iwc_fmt_genie(u->ctx->out, u->ctx->err, u->ifname, buf, len);
	return 0;
}

static int run_modulation(const struct run *u)
{
	iwc_fmt_modulation_info(u->ctx->out, u->ifname);
	return 0;
}

/* the run column of iwlist_commands.def */
static int (*const runners[_IWC_OP_MAX])(const struct run *u) = {
#define IWC_IWLIST(ID, OP, name, max_args, hint, no_info, run, ...)	\
	[IWC_OP_##OP] = run,
#define IWC_IWLIST_ALIAS(...)
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
};

/* What a scan loads of the interface while the kernel scans: what
 * run_one would have loaded before the trigger, then the wiphy and the
 * range. */
struct scan_prep {
	const struct iwc_ctx *ctx;
	const char *ifname;
	struct wiphy_load wl;
	bool loaded;
	int load_r;		/* iwc_dev_load's */
};

static void prep_scan(void *arg)
{
	struct scan_prep *p = arg;

	if (p->loaded)
		return;
	p->loaded = true;
	/* the right to scan was asked before the trigger: not again */
	p->load_r = iwc_dev_load(p->ctx, p->ifname, 0, p->wl.dev);
	if (p->load_r == 0) {
		p->wl.dev->src.privileged = true;
		load_wiphy(&p->wl);
	}
}

/*
 * The trigger first, the interface after (docs/performance.md, "The
 * trigger first"): when iwlist would trigger whatever GET_INTERFACE
 * says (the options parse, a scan is asked for, the right to scan, the
 * interface up), the trigger goes out on its name and index alone, and
 * the interface, the wiphy and the range are loaded while the kernel
 * scans. A netdev that is not a cfg80211 one refuses the trigger
 * without a trace, and its loading then fails as it did before it.
 * Returns whether the trigger was sent (@early and @dev's loading then
 * done, its result in *@ret_load), else nothing is done.
 */
static bool scan_first(const struct iwc_ctx *ctx, const char *ifname,
		       int nargs, char **args, struct iwc_dev *dev,
		       struct iwc_wext_range *range,
		       struct iwc_iwlist_early *early, int *ret_load)
{
	struct scan_prep p = {
		.ctx = ctx, .ifname = ifname,
		.wl = { .ctx = ctx, .dev = dev, .range = range },
	};
	struct iwc_scan_opts opts;
	const uint8_t *ssid;
	size_t ssid_len;
	bool sent;
	int r;

	if (!ctx->be->scan_trigger_name ||
	    iwc_parse_scan_opts(nargs, args, &opts) < 0 ||
	    !scan_wanted(&opts) || !ctx->be->is_privileged(ctx->be_data))
		return false;
	ssid = scan_ssid(&opts, &ssid_len);
	r = ctx->be->scan_trigger_name(ctx->be_data, ifname, ssid, ssid_len,
				       SCAN_TIMEOUT_MS, prep_scan, &p, &sent);
	if (!sent)
		return false;
	/* a refused trigger: the interface now, as before a trigger */
	prep_scan(&p);
	early->r = r;
	early->has_range = p.wl.done;
	early->range_r = p.wl.range_r;
	*ret_load = p.load_r;
	return true;
}

/* How run_one loads an interface over nl80211. */
struct load {
	const struct iwc_iwlist_req *req;
	int nargs;
	char **args;
	struct iwc_wext_range *range;
	struct iwc_iwlist_early *early;
	bool sent;		/* the scan was triggered first */
};

static int load_iface(const struct iwc_ctx *ctx, const char *ifname,
		      struct iwc_dev *dev, void *arg)
{
	struct load *l = arg;
	int r;

	/* A scan prints the BSSes and the range (the wiphy's): the
	 * current link, the stored settings and power save would only
	 * delay the trigger (the link of an idle station is a whole scan
	 * dump of its own; docs/performance.md, "The scan's overhead"). */
	if (l->req->op == IWC_OP_SCAN &&
	    scan_first(ctx, ifname, l->nargs, l->args, dev, l->range,
		       l->early, &r)) {
		l->sent = true;
		return r;
	}
	return iwc_dev_load(ctx, ifname,
			    l->req->op == IWC_OP_SCAN ?
				    IWC_NEED_PRIV :
				    IWC_NEED_LINK | IWC_NEED_WIPHY |
					    IWC_NEED_PRIV | IWC_NEED_STATE |
					    IWC_NEED_POWER,
			    dev);
}

/* The commands whose handler asks the range itself (or, for AP and
 * GENIE, not at all): the others are refused without one. */
static bool own_range(enum iwc_iwlist_op op)
{
	return op == IWC_OP_SCAN || op == IWC_OP_AP || op == IWC_OP_RATE ||
	       op == IWC_OP_TXPOWER || op == IWC_OP_GENIE;
}

/* Returns what wireless-tools' handler returns (exit status material). */
static int run_one(const struct iwc_ctx *ctx, const struct iwc_iwlist_req *req,
		   const char *ifname, int nargs, char **args)
{
	struct iwc_ifc ifc;
	struct iwc_wext_range range;
	struct iwc_iwlist_early early;
	struct load l = { .req = req, .nargs = nargs, .args = args,
			  .range = &range, .early = &early };
	struct run u = { .ctx = ctx, .req = req, .ifname = ifname,
			 .range = &range, .nargs = nargs, .args = args };
	int r, ret = 0;

	r = iwc_ifc_open_with(ctx, ifname, load_iface, &l, &ifc);
	if (r == 0 && l.sent && ifc.dev)
		u.early = &early;
	if (r == 0 && !own_range(req->op))
		r = ifc.ops->giwrange(ifc.h, &range);
	if (r < 0) {
		iwc_ifc_close(&ifc);
		return iwc_iwlist_no_range(ctx, req->op, ifname, r);
	}
	u.ifc = &ifc;
	if (req->op < _IWC_OP_MAX)
		ret = runners[req->op](&u);
	iwc_ifc_close(&ifc);
	return ret;
}

int iwc_iwlist_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	struct iwc_iwlist_req req;
	struct iwc_name_list list = { 0 };

	iwc_parse_iwlist(argc, argv, &req);
	switch (req.action) {
	case IWC_IWLIST_USAGE:
		iwc_fmt_iwlist_usage(ctx->err);
		return 1;
	case IWC_IWLIST_HELP:
		iwc_fmt_iwlist_usage(ctx->out);
		return 0;
	case IWC_IWLIST_VERSION:
		return iwc_print_version(ctx, "iwlist");
	case IWC_IWLIST_ERROR:
		iwc_fmt_iwlist_error(ctx->err, &req);
		return 1;
	case IWC_IWLIST_RUN:
		break;
	}

	if (req.ifname)
		return run_one(ctx, &req, req.ifname, req.nargs, req.args) &
		       0xff;

	if (ctx->be->list_ifaces(ctx->be_data, &list) == 0) {
		for (size_t i = 0; i < list.n; i++)
			run_one(ctx, &req, list.names[i], 0, NULL);
		iwc_name_list_free(&list);
	}
	return 0;
}
