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
#include "iwcompat/tools.h"
#include "iwcompat/wext_tools.h"

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

static int get_key(const void *src, int index, uint8_t *key, int *len,
		   int *flags)
{
	return iwc_wext_giwencode(src, index, key, len, flags);
}

static void do_retry(const struct iwc_ctx *ctx, const char *ifname,
		     const struct iwc_wext_src *src,
		     const struct iwc_wext_range *range)
{
	/* wireless-tools asks again for the other kind (short <-> long,
	 * min <-> max) of each value the kernel returns */
	struct iwc_param values[4];
	int n = 0, r;
	uint16_t flags;
	unsigned int remain = range->retry_capa & IWC_RETRY_TYPE;

	memset(values, 0, sizeof(values));
	r = iwc_wext_giwretry(src, 0, &values[0]);
	if (r == 0) {
		n = 1;
		flags = values[0].flags;
		if (!values[0].disabled) {
			uint16_t mask = 0;

			if (flags & IWC_RETRY_MIN)
				mask = IWC_RETRY_MAX;
			if (flags & IWC_RETRY_MAX)
				mask = IWC_RETRY_MIN;
			if (flags & IWC_RETRY_SHORT)
				mask = IWC_RETRY_LONG;
			if (flags & IWC_RETRY_LONG)
				mask = IWC_RETRY_SHORT;
			if (mask && iwc_wext_giwretry(src, mask, &values[n]) == 0)
				n++;
			(void)remain;
		}
	}
	iwc_fmt_retry_info(ctx->out, ifname, range, r, values, n);
}

/* One interface's listing: what the run column's functions get. */
struct run {
	const struct iwc_ctx *ctx;
	const struct iwc_iwlist_req *req;
	const char *ifname;
	struct iwc_dev *dev;
	struct iwc_wext_range *range;	/* made by run_one, or the scan */
	int nargs;
	char **args;
	const struct iwc_iwlist_early *early;	/* a scan's, or NULL */
};

static int run_scan(const struct run *u)
{
	return do_scan(u->ctx, u->ifname, u->dev, u->nargs, u->args,
		       u->early, u->range);
}

static int run_freq(const struct run *u)
{
	struct iwc_freq fr;
	int r = iwc_wext_giwfreq(&u->dev->src, &fr);

	iwc_fmt_freq_info(u->ctx->out, u->ifname, u->range, r, &fr);
	return 0;
}

static int run_rate(const struct run *u)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwrate(&u->dev->src, &p);
	/* "fixed" is stack garbage in iwlist: as the build of
	 * wireless-tools iwcompat matches prints it */
	p.fixed = iwc_wt_rate_fixed(u->ctx, u->req->ifname != NULL);
	iwc_fmt_rate_info(u->ctx->out, u->ifname, r, &p);
	return 0;
}

static int run_keys(const struct run *u)
{
	iwc_print_keys(u->ctx->out, u->ctx->err, u->ifname, u->range, get_key,
		       &u->dev->src);
	return 0;
}

static int run_wpakeys(const struct run *u)
{
	/* cfg80211 has no SIOCGIWENCODEEXT; non-root fails first */
	iwc_fmt_wpakeys_info(u->ctx->out, u->ctx->err, u->ifname, u->range,
			     u->dev->src.privileged ? -EOPNOTSUPP : -EPERM);
	return 0;
}

static int run_power(const struct run *u)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwpower(&u->dev->src, &p);
	iwc_fmt_power_info(u->ctx->out, u->ifname, r, &p);
	return 0;
}

static int run_txpower(const struct run *u)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwtxpow(&u->dev->src, 0, &p);
	iwc_fmt_txpower_info(u->ctx->out, u->ifname, r, &p);
	return 0;
}

static int run_retry(const struct run *u)
{
	do_retry(u->ctx, u->ifname, &u->dev->src, u->range);
	return 0;
}

static int run_ap(const struct run *u)
{
	/* cfg80211 has no SIOCGIWAPLIST */
	iwc_fmt_ap_unsupported(u->ctx->err, u->ifname);
	return -1;
}

static int run_event(const struct run *u)
{
	iwc_fmt_event_info(u->ctx->out, u->ifname, u->range);
	return 0;
}

static int run_auth(const struct run *u)
{
	iwc_fmt_auth_info(u->ctx->out, u->ifname, u->range);
	return 0;
}

static int run_genie(const struct run *u)
{
	/* cfg80211 has no SIOCGIWGENIE */
	iwc_fmt_genie_error(u->ctx->err, u->ifname, -EOPNOTSUPP);
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

/* Returns what wireless-tools' handler returns (exit status material). */
static int run_one(const struct iwc_ctx *ctx, const struct iwc_iwlist_req *req,
		   const char *ifname, int nargs, char **args)
{
	struct iwc_wext_live live;
	struct iwc_dev *dev;
	struct iwc_wext_range range;
	struct iwc_iwlist_early early;
	struct run u = { .ctx = ctx, .req = req, .ifname = ifname,
			 .range = &range, .nargs = nargs, .args = args };
	int r, ret = 0;

	if (ctx->wext_forced && iwc_wext_fallback(ctx, ifname, 0, &live))
		return iwc_wext_iwlist(ctx, req, &live, nargs, args);
	dev = malloc(sizeof(*dev));
	if (!dev)
		return -1;
	/* A scan prints the BSSes and the range (the wiphy's): the
	 * current link, the stored settings and power save would only
	 * delay the trigger (the link of an idle station is a whole scan
	 * dump of its own; docs/performance.md, "The scan's overhead"). */
	if (req->op == IWC_OP_SCAN &&
	    scan_first(ctx, ifname, nargs, args, dev, &range, &early, &r))
		u.early = &early;
	else
		r = iwc_dev_load(ctx, ifname,
				 req->op == IWC_OP_SCAN ?
					 IWC_NEED_PRIV :
					 IWC_NEED_LINK | IWC_NEED_WIPHY |
						 IWC_NEED_PRIV |
						 IWC_NEED_STATE |
						 IWC_NEED_POWER,
				 dev);
	if (r < 0 && iwc_wext_fallback(ctx, ifname, r, &live)) {
		free(dev);
		return iwc_wext_iwlist(ctx, req, &live, nargs, args);
	}
	/* a scan fetches the wiphy itself, while the kernel scans */
	if (r == 0 && req->op != IWC_OP_SCAN)
		r = iwc_wext_giwrange(&dev->src, &range);
	if (r < 0) {
		free(dev);
		return iwc_iwlist_no_range(ctx, req->op, ifname, r);
	}

	u.dev = dev;
	if (req->op < _IWC_OP_MAX)
		ret = runners[req->op](&u);
	free(dev);
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
