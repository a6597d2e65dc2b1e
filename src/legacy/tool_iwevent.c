/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwevent.c - iwevent: print the wireless events as they come,
 * one line per Wireless Extensions event cfg80211 would have sent,
 * until killed (SIGINT/SIGTERM keep their default action, as in
 * wireless-tools; stdout is flushed after every line, so nothing is
 * lost with it).
 *
 * The interface name is taken once per ifindex, at its first event,
 * and kept until the interface is deleted: like wireless-tools, a
 * renamed interface keeps its old name here.
 *
 * An interface nl80211 knows is reported from its nl80211 events; one
 * it does not know but whose driver has WEXT handlers (or any, with
 * IWCOMPAT_BACKEND=wext) from the WEXT event stream its driver sends
 * over rtnetlink, decoded with its range (SIOCGIWRANGE) as iwevent did.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/tools.h"
#include "iwcompat/ifc.h"

struct name_entry {
	int ifindex;
	char name[IWC_IFNAMSIZ];
	bool wext;		/* reported from its WEXT event stream */
	bool has_range;
	struct iwc_wext_range range;	/* zeros without one, as libiw's */
};

struct iwevent_run {
	const struct iwc_ctx *ctx;
	const struct iwc_clock *clock;
	bool listening;
	struct name_entry *names;
	size_t n_names, cap_names;
};

static void names_drop(struct iwevent_run *r, int ifindex)
{
	for (size_t i = 0; i < r->n_names; i++) {
		if (r->names[i].ifindex == ifindex) {
			r->names[i] = r->names[--r->n_names];
			return;
		}
	}
}

static struct name_entry *find_entry(struct iwevent_run *r, int ifindex)
{
	for (size_t i = 0; i < r->n_names; i++)
		if (r->names[i].ifindex == ifindex)
			return &r->names[i];
	return NULL;
}

/* A new cache entry for the event's interface, with the name it has
 * now; NULL (after wireless-tools' message) when it has none any more. */
static struct name_entry *new_entry(struct iwevent_run *r,
				    const struct iwc_event *ev)
{
	struct name_entry *e;

	if (r->n_names == r->cap_names) {
		size_t ncap = r->cap_names ? r->cap_names * 2 : 8;
		struct name_entry *n = realloc(r->names, ncap * sizeof(*n));

		if (!n) {
			fputs("Malloc failed\n", r->ctx->err);
			return NULL;
		}
		r->names = n;
		r->cap_names = ncap;
	}
	if (!ev->ifname[0]) {
		fprintf(r->ctx->err, "index2name: %s\n",
			strerror(ev->ifname_err ? ev->ifname_err : ENODEV));
		return NULL;
	}
	e = &r->names[r->n_names++];
	memset(e, 0, sizeof(*e));
	e->ifindex = ev->ifindex;
	memcpy(e->name, ev->ifname, sizeof(e->name));
	e->name[sizeof(e->name) - 1] = '\0';
	return e;
}

/* The cache entry of the event's interface, made at its first event. */
static struct name_entry *entry_of(struct iwevent_run *r,
				   const struct iwc_event *ev)
{
	struct name_entry *e = find_entry(r, ev->ifindex);

	return e ? e : new_entry(r, ev);
}

/* A WEXT event stream: printed for a WEXT driver's interface (or for
 * every one with IWCOMPAT_BACKEND=wext); cfg80211's WEXT layer's, for an
 * interface nl80211 knows, is dropped: its nl80211 events say the same. */
static void on_wext_stream(struct iwevent_run *r, const struct iwc_event *ev)
{
	const struct iwc_ctx *ctx = r->ctx;
	struct name_entry *e = find_entry(r, ev->ifindex);
	struct iwc_evtime t;

	if (!e) {
		struct iwc_iface iface;
		struct iwc_ifc ifc;
		int nl = -ENODEV;

		if (!ctx->wext_forced) {
			/* gone already: whose it was cannot be told, and
			 * nl80211 reports cfg80211's interfaces */
			if (!ev->ifname[0])
				return;
			if (ctx->be->get_iface) {
				nl = ctx->be->get_iface(ctx->be_data, ev->ifname,
							&iface);
				if (nl == 0)
					return;
			}
		}
		e = new_entry(r, ev);
		if (!e)
			return;
		e->wext = true;
		if (iwc_ifc_adopt(ctx, e->name, nl, NULL, &ifc) == 0)
			e->has_range =
				ifc.ops->giwrange(ifc.h, &e->range) == 0;
		iwc_ifc_close(&ifc);
		if (!e->has_range)
			memset(&e->range, 0, sizeof(e->range));
	}
	if (!e->wext)
		return;
	r->clock->now(r->clock->arg, &t);
	iwc_fmt_iwevent_stream(ctx->out, &t, e->name, ev->wext, ev->wext_len,
			       &e->range, e->has_range);
	fflush(ctx->out);
}

static int on_event(const struct iwc_event *ev, void *arg)
{
	struct iwevent_run *r = arg;
	FILE *out = r->ctx->out, *err = r->ctx->err;
	struct iwc_wext_event w[IWC_WEXT_EVENTS_MAX];
	const struct name_entry *known;
	size_t n;

	switch (ev->type) {
	case IWC_EVENT_LISTENING:
		r->listening = true;
		fputs("Waiting for Wireless Events from interfaces...\n", err);
		fflush(err);
		return 0;
	case IWC_EVENT_LOST:
		fputs("iwevent: events lost (netlink buffer overrun)\n", err);
		fflush(err);
		return 0;
	case IWC_EVENT_READ_ERROR:
		fprintf(err, "void handle_netlink_events(struct rtnl_handle *): error reading netlink: %s.\n",
			strerror(ev->err));
		fflush(err);
		return 0;
	case IWC_EVENT_LINK_GONE:
		names_drop(r, ev->ifindex);
		return 0;
	case IWC_EVENT_WEXT_STREAM:
		on_wext_stream(r, ev);
		return 0;
	default:
		break;
	}
	/* IWCOMPAT_BACKEND=wext: every interface speaks through its stream */
	if (r->ctx->wext_forced)
		return 0;

	/* an interface heard through its WEXT stream speaks only there */
	known = find_entry(r, ev->ifindex);
	if (known && known->wext)
		return 0;
	n = iwc_iwevent_wext(ev, w);
	/* one kernel message per WEXT event: a name lookup and a time each */
	for (size_t i = 0; i < n; i++) {
		const struct name_entry *e = entry_of(r, ev);
		struct iwc_evtime t;

		if (!e)
			continue;
		r->clock->now(r->clock->arg, &t);
		iwc_fmt_iwevent_line(out, &t, e->name, &w[i]);
		fflush(out);
	}
	return 0;
}

static void system_now(void *arg, struct iwc_evtime *ret)
{
	struct timeval tv;

	(void)arg;
	gettimeofday(&tv, NULL);
	ret->sec = tv.tv_sec;
	ret->usec = (uint32_t)tv.tv_usec;
}

int iwc_iwevent_run(struct iwc_ctx *ctx, int argc, char **argv,
		    const struct iwc_clock *clock)
{
	struct iwc_iwevent_req req;
	struct iwevent_run run = { .ctx = ctx, .clock = clock };
	int r;

	iwc_parse_iwevent(argc, argv, getenv("POSIXLY_CORRECT") != NULL, &req);
	switch (req.action) {
	case IWC_IWEVENT_HELP:
		iwc_fmt_iwevent_usage(ctx->out);
		return 0;
	case IWC_IWEVENT_VERSION:
		return iwc_print_version(ctx, "iwevent");
	case IWC_IWEVENT_ERROR:
		fputs(req.message, ctx->err);
		iwc_fmt_iwevent_usage(ctx->err);
		return 1;
	case IWC_IWEVENT_RUN:
		break;
	}

	r = ctx->be->listen_events ?
		    ctx->be->listen_events(ctx->be_data, on_event, &run) :
		    -EOPNOTSUPP;
	free(run.names);
	fflush(ctx->out);
	if (!run.listening) {
		int e = r < 0 ? -r : EIO;

		fprintf(ctx->err, "Cannot open netlink socket: %s\n", strerror(e));
		fprintf(ctx->err, "Can't initialize rtnetlink socket: %s\n",
			strerror(e));
		return 1;
	}
	if (r < 0) {
		/* wireless-tools: select() failed */
		fputs("Unhandled signal - exiting...\n", ctx->err);
		return 0;
	}
	return r;
}

int iwc_iwevent_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	static const struct iwc_clock system_clock = { .now = system_now };

	return iwc_iwevent_run(ctx, argc, argv, &system_clock);
}
