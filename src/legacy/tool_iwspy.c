/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tool_iwspy.c - iwspy. Per-address statistics ("spy") are a feature of
 * old WEXT drivers; cfg80211 implements none of the spy requests, so
 * every form ends in the error wireless-tools printed for it, with the
 * errno the kernel gave (EPERM for a non-root SET, ENODEV for a missing
 * interface, else EOPNOTSUPP).
 *
 *   iwspy                        every interface, exit 0
 *   iwspy -h | --help            usage on stderr, exit 0
 *   iwspy -v | --version         versions
 *   iwspy IF                     statistics
 *   iwspy IF [+] ADDR... | off   set the address list
 *   iwspy IF setthr LOW HIGH | off,  iwspy IF getthr
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/format.h"
#include "iwcompat/hwtype.h"
#include "iwcompat/parse.h"
#include "iwcompat/tools.h"
#include "iwcompat/units.h"
#include "iwcompat/wext_tools.h"

#define IWC_MAX_SPY 8

/* A driver with WEXT handlers (or IWCOMPAT_BACKEND=wext) is asked the
 * spy requests themselves; returns @buf then, else NULL. */
static const struct iwc_wext_live *spy_live(const struct iwc_ctx *ctx,
					    const char *ifname,
					    struct iwc_wext_live *buf)
{
	struct iwc_iface iface;
	int nl = 0;

	if (!ctx->wext_forced)
		nl = ctx->be->get_iface(ctx->be_data, ifname, &iface);
	return iwc_wext_fallback(ctx, ifname, nl, buf) ? buf : NULL;
}

/* The spy list of a WEXT driver: SIOCGIWSPY. Returns the number of
 * addresses or a negative errno. */
static int spy_get(const struct iwc_wext_live *live, struct sockaddr *addrs,
		   struct iw_quality *quals)
{
	uint8_t buf[(sizeof(struct sockaddr) + sizeof(struct iw_quality)) *
		    IWC_MAX_SPY];
	union iwreq_data wrq;
	int r, n;

	memset(buf, 0, sizeof(buf));
	memset(&wrq, 0, sizeof(wrq));
	wrq.data.pointer = buf;
	wrq.data.length = IWC_MAX_SPY;
	wrq.data.flags = 0;
	r = iwc_wext_live_req(live, SIOCGIWSPY, &wrq);
	if (r < 0)
		return r;
	n = wrq.data.length > IWC_MAX_SPY ? IWC_MAX_SPY : wrq.data.length;
	memcpy(addrs, buf, (size_t)n * sizeof(*addrs));
	if (quals)
		memcpy(quals, buf + (size_t)n * sizeof(*addrs),
		       (size_t)n * sizeof(*quals));
	return n;
}

static bool mac_ok(const struct iwc_ctx *ctx, const char *ifname);

static int print_spy_live(const struct iwc_ctx *ctx,
			  const struct iwc_wext_live *live)
{
	const char *ifname = live->ifname;
	struct sockaddr addrs[IWC_MAX_SPY];
	struct iw_quality quals[IWC_MAX_SPY];
	struct iwc_wext_range range;
	bool has_range;
	char buf[128];
	int n;

	n = spy_get(live, addrs, quals);
	if (n < 0) {
		fprintf(ctx->err, "%-8.16s  Interface doesn't support wireless statistic collection\n\n",
			ifname);
		return -1;
	}
	if (!mac_ok(ctx, ifname)) {
		fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n\n",
			ifname);
		return -2;
	}
	has_range = iwc_wext_live_giwrange(live, &range) == 0;
	if (!has_range)
		memset(&range, 0, sizeof(range));
	if (n == 0)
		fprintf(ctx->out, "%-8.16s  No statistics to collect\n", ifname);
	else
		fprintf(ctx->out, "%-8.16s  Statistics collected:\n", ifname);
	for (int i = 0; i < n; i++) {
		struct iwc_qual q = {
			.qual = quals[i].qual, .level = quals[i].level,
			.noise = quals[i].noise, .updated = quals[i].updated,
		};
		char mac[32];

		iwc_ether_ntop((const uint8_t *)addrs[i].sa_data, mac);
		iwc_print_stats(buf, sizeof(buf), &q, &range, has_range);
		fprintf(ctx->out, "    %s : %s\n", mac, buf);
	}
	if (n > 0 && has_range && range.we_version_compiled > 11) {
		struct iwc_wext_info *info = calloc(1, sizeof(*info));

		if (info && iwc_wext_live_giwstats(live, info) == 0) {
			iwc_print_stats(buf, sizeof(buf), &info->qual, &range,
					has_range);
			fprintf(ctx->out, "    Link/Cell/AP      : %s\n", buf);
			iwc_print_stats(buf, sizeof(buf), &range.avg_qual,
					&range, has_range);
			fprintf(ctx->out, "    Typical/Reference : %s\n", buf);
		}
		free(info);
	}
	fputc('\n', ctx->out);
	return 0;
}

/* What a spy request on @ifname gets from the kernel. */
static int spy_errno(const struct iwc_ctx *ctx, const char *ifname, bool set)
{
	struct iwc_iface iface;
	int r;

	if (set && !ctx->be->is_privileged(ctx->be_data))
		return EPERM;
	r = ctx->be->get_iface(ctx->be_data, ifname, &iface);
	return r == -ENODEV ? ENODEV : EOPNOTSUPP;
}

static int print_spy_info(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_live lb;
	const struct iwc_wext_live *live = spy_live(ctx, ifname, &lb);

	if (live)
		return print_spy_live(ctx, live);
	fprintf(ctx->err, "%-8.16s  Interface doesn't support wireless statistic collection\n\n",
		ifname);
	return -1;
}

/* iw_check_mac_addr_type(): the interface's hardware type takes MACs */
static bool mac_ok(const struct iwc_ctx *ctx, const char *ifname)
{
	int hw = ctx->be->iface_hwtype(ctx->be_data, ifname);

	if (iwc_hwtype_takes_mac(hw))
		return true;
	fprintf(ctx->err, "Interface %s doesn't support MAC addresses\n", ifname);
	return false;
}

static int set_spy_info(const struct iwc_ctx *ctx, const char *ifname,
			char **args, int count)
{
	struct iwc_wext_live lb;
	const struct iwc_wext_live *live = spy_live(ctx, ifname, &lb);
	struct sockaddr addrs[IWC_MAX_SPY];
	int i = 0, nbr = 0;

	memset(addrs, 0, sizeof(addrs));
	if (!strcmp(args[0], "off")) {
		i = 1;
	} else {
		if (!strcmp(args[0], "+")) {
			int r = -EOPNOTSUPP;

			if (!mac_ok(ctx, ifname)) {
				fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n",
					ifname);
				return -1;
			}
			if (live)
				r = spy_get(live, addrs, NULL);
			if (r < 0) {
				fprintf(ctx->err, "Interface doesn't accept reading addresses...\n");
				fprintf(ctx->err, "SIOCGIWSPY: %s\n",
					strerror(live ? -r :
						 spy_errno(ctx, ifname, false)));
				return -1;
			}
			nbr = r;
			i = 1;
		}
		while (i < count && nbr < IWC_MAX_SPY) {
			uint8_t mac[6];

			if (!iwc_tool_in_addr(ctx, ifname, args[i++], mac))
				continue;
			addrs[nbr].sa_family = ARPHRD_ETHER;
			memcpy(addrs[nbr].sa_data, mac, sizeof(mac));
			nbr++;
		}
		if (nbr == 0) {
			fputs("No valid addresses found : exiting...\n", ctx->err);
			return -1;
		}
	}
	if (i < count)
		fprintf(ctx->err, "Got only the first %d arguments, remaining discarded\n",
			i);
	if (live) {
		union iwreq_data wrq;
		int r;

		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = addrs;
		wrq.data.length = (uint16_t)nbr;
		wrq.data.flags = 0;
		r = iwc_wext_live_req(live, SIOCSIWSPY, &wrq);
		if (r == 0)
			return 0;
		fputs("Interface doesn't accept addresses...\n", ctx->err);
		fprintf(ctx->err, "SIOCSIWSPY: %s\n", strerror(-r));
		return -1;
	}
	fputs("Interface doesn't accept addresses...\n", ctx->err);
	fprintf(ctx->err, "SIOCSIWSPY: %s\n",
		strerror(spy_errno(ctx, ifname, true)));
	return -1;
}

static int get_spy_threshold(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_live lb;
	const struct iwc_wext_live *live = spy_live(ctx, ifname, &lb);

	if (live) {
		struct iw_thrspy thr;
		struct iwc_wext_range range;
		union iwreq_data wrq;
		int r;

		memset(&thr, 0, sizeof(thr));
		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = &thr;
		wrq.data.length = 1;
		wrq.data.flags = 0;
		r = iwc_wext_live_req(live, SIOCGIWTHRSPY, &wrq);
		if (r < 0) {
			fputs("Interface doesn't support thresholds...\n",
			      ctx->err);
			fprintf(ctx->err, "SIOCGIWTHRSPY: %s\n", strerror(-r));
			return -1;
		}
		if (iwc_wext_live_giwrange(live, &range) == 0 &&
		    thr.low.level) {
			if (thr.low.level > range.max_qual.level)
				fprintf(ctx->out, "%-8.16s  Low threshold:%d dBm  High threshold:%d dBm\n\n",
					ifname, thr.low.level - 0x100,
					thr.high.level - 0x100);
			else
				fprintf(ctx->out, "%-8.16s  Low threshold:%d/%d  High threshold:%d/%d\n\n",
					ifname, thr.low.level,
					range.max_qual.level, thr.high.level,
					range.max_qual.level);
		} else {
			fprintf(ctx->out, "%-8.16s  Low threshold:%d  High threshold:%d\n\n",
				ifname, thr.low.level, thr.high.level);
		}
		return 0;
	}
	fputs("Interface doesn't support thresholds...\n", ctx->err);
	fprintf(ctx->err, "SIOCGIWTHRSPY: %s\n",
		strerror(spy_errno(ctx, ifname, false)));
	return -1;
}

static int set_spy_threshold(const struct iwc_ctx *ctx, const char *ifname,
			     char **args, int count)
{
	int low, high;

	/* wireless-tools crashed on "setthr" alone (NULL strcmp); iwcompat
	 * reports the missing values instead */
	if (count < 1 || strcmp(args[0], "off") != 0) {
		if (count < 2) {
			fprintf(ctx->err, "%-8.16s  Need two threshold values\n",
				ifname);
			return -1;
		}
		if (sscanf(args[0], "%i", &low) != 1 ||
		    sscanf(args[1], "%i", &high) != 1) {
			fprintf(ctx->err, "%-8.16s  Invalid threshold values\n",
				ifname);
			return -1;
		}
		if (high < low) {
			fprintf(ctx->err, "%-8.16s  Inverted threshold range\n",
				ifname);
			return -1;
		}
	}
	{
		struct iwc_wext_live lb;
		const struct iwc_wext_live *live = spy_live(ctx, ifname, &lb);

		if (live) {
			struct iw_thrspy thr;
			union iwreq_data wrq;
			int r;

			memset(&thr, 0, sizeof(thr));
			if (count < 1 || strcmp(args[0], "off") != 0) {
				thr.low.level = (uint8_t)low;
				thr.low.updated = 0x2;
				thr.high.level = (uint8_t)high;
				thr.high.updated = 0x2;
			}
			memset(&wrq, 0, sizeof(wrq));
			wrq.data.pointer = &thr;
			wrq.data.length = 1;
			wrq.data.flags = 0;
			r = iwc_wext_live_req(live, SIOCSIWTHRSPY, &wrq);
			if (r == 0)
				return 0;
			fputs("Interface doesn't accept thresholds...\n",
			      ctx->err);
			fprintf(ctx->err, "SIOCSIWTHRSPY: %s\n", strerror(-r));
			return -1;
		}
	}
	fputs("Interface doesn't accept thresholds...\n", ctx->err);
	fprintf(ctx->err, "SIOCSIWTHRSPY: %s\n",
		strerror(spy_errno(ctx, ifname, true)));
	return -1;
}

int iwc_iwspy_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	int r;

	if (argc == 1) {
		struct iwc_name_list list = { 0 };

		if (ctx->be->list_ifaces(ctx->be_data, &list) == 0) {
			for (size_t i = 0; i < list.n; i++)
				print_spy_info(ctx, list.names[i]);
			iwc_name_list_free(&list);
		}
		return 0;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs("Usage: iwspy interface [+] [MAC address] [IP address]\n",
		      ctx->err);
		return 0;
	}
	if (!strcmp(argv[1], "-v") || !strcmp(argv[1], "--version"))
		return iwc_print_version(ctx, "iwspy");
	if (argc == 2)
		r = print_spy_info(ctx, argv[1]);
	else if (!strcmp(argv[2], "setthr"))
		r = set_spy_threshold(ctx, argv[1], argv + 3, argc - 3);
	else if (!strcmp(argv[2], "getthr"))
		r = get_spy_threshold(ctx, argv[1]);
	else
		r = set_spy_info(ctx, argv[1], argv + 2, argc - 2);
	return r & 0xff;
}
