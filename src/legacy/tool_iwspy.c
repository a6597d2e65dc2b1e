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
#include "iwcompat/ifc.h"

#define IWC_MAX_SPY IWC_WEXT_MAX_SPY

/* The interface, for a spy request (@set: one that changes something);
 * without one, what a GET would have failed with. */
static int spy_open(const struct iwc_ctx *ctx, const char *ifname, bool set,
		    struct iwc_ifc *ifc)
{
	int r = iwc_ifc_open(ctx, ifname, set ? IWC_NEED_PRIV : 0, ifc);

	if (r == 0)
		return 0;
	return r == -ENODEV ? -ENODEV : -EOPNOTSUPP;
}

/* What a SET fails with on an interface spy_open did not open (@r):
 * without the privilege, that first. */
static int set_err(const struct iwc_ctx *ctx, int r)
{
	return ctx->be->is_privileged(ctx->be_data) ? r : -EPERM;
}

static bool mac_ok(const struct iwc_ctx *ctx, const char *ifname);

static int print_spy_info(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_peers *spy = malloc(sizeof(*spy));
	struct iwc_wext_range range;
	struct iwc_ifc ifc;
	bool has_range;
	char buf[128];
	int r;

	r = spy_open(ctx, ifname, false, &ifc);
	if (r == 0)
		r = spy ? ifc.ops->giwspy(ifc.h, spy) : -ENOMEM;
	if (r < 0) {
		fprintf(ctx->err, "%-8.16s  Interface doesn't support wireless statistic collection\n\n",
			ifname);
		r = -1;
		goto out;
	}
	if (!mac_ok(ctx, ifname)) {
		fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n\n",
			ifname);
		r = -2;
		goto out;
	}
	has_range = ifc.ops->giwrange(ifc.h, &range) == 0;
	if (!has_range)
		memset(&range, 0, sizeof(range));
	if (spy->n == 0)
		fprintf(ctx->out, "%-8.16s  No statistics to collect\n", ifname);
	else
		fprintf(ctx->out, "%-8.16s  Statistics collected:\n", ifname);
	for (int i = 0; i < spy->n; i++) {
		char mac[32];

		iwc_ether_ntop(spy->addr[i], mac);
		iwc_print_stats(buf, sizeof(buf), &spy->qual[i], &range,
				has_range);
		fprintf(ctx->out, "    %s : %s\n", mac, buf);
	}
	if (spy->n > 0 && has_range && range.we_version_compiled > 11) {
		struct iwc_wext_info *info = calloc(1, sizeof(*info));

		if (info && ifc.ops->giwstats(ifc.h, info) == 0) {
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
	r = 0;
out:
	iwc_ifc_close(&ifc);
	free(spy);
	return r;
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

static int set_spy_list(const struct iwc_ctx *ctx, const char *ifname,
			char **args, int count, const struct iwc_ifc *ifc,
			int open_r)
{
	struct iwc_wext_peers *spy = calloc(1, sizeof(*spy));
	int i = 0, nbr = 0, r;

	if (!spy)
		return -1;
	if (!strcmp(args[0], "off")) {
		i = 1;
	} else {
		if (!strcmp(args[0], "+")) {
			if (!mac_ok(ctx, ifname)) {
				fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n",
					ifname);
				free(spy);
				return -1;
			}
			/* reading needs no privilege */
			r = open_r == 0 ? ifc->ops->giwspy(ifc->h, spy) :
					  open_r;
			if (r < 0) {
				fprintf(ctx->err, "Interface doesn't accept reading addresses...\n");
				fprintf(ctx->err, "SIOCGIWSPY: %s\n",
					strerror(-r));
				free(spy);
				return -1;
			}
			nbr = spy->n;
			i = 1;
		}
		while (i < count && nbr < IWC_MAX_SPY) {
			if (iwc_tool_in_addr(ctx, ifname, args[i++],
					     spy->addr[nbr]))
				nbr++;
		}
		if (nbr == 0) {
			fputs("No valid addresses found : exiting...\n", ctx->err);
			free(spy);
			return -1;
		}
	}
	if (i < count)
		fprintf(ctx->err, "Got only the first %d arguments, remaining discarded\n",
			i);
	r = open_r == 0 ? ifc->ops->siwspy(ifc->h,
			(const uint8_t (*)[IWC_ETH_ALEN])spy->addr, nbr) :
			  set_err(ctx, open_r);
	free(spy);
	if (r == 0)
		return 0;
	fputs("Interface doesn't accept addresses...\n", ctx->err);
	fprintf(ctx->err, "SIOCSIWSPY: %s\n", strerror(-r));
	return -1;
}

static int set_spy_info(const struct iwc_ctx *ctx, const char *ifname,
			char **args, int count)
{
	struct iwc_ifc ifc;
	int r = spy_open(ctx, ifname, true, &ifc);

	r = set_spy_list(ctx, ifname, args, count, &ifc, r);
	iwc_ifc_close(&ifc);
	return r;
}

static int get_spy_threshold(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_wext_range range;
	struct iwc_wext_thr thr;
	struct iwc_ifc ifc;
	int r = spy_open(ctx, ifname, false, &ifc);

	if (r == 0)
		r = ifc.ops->giwthrspy(ifc.h, &thr);
	if (r < 0) {
		iwc_ifc_close(&ifc);
		fputs("Interface doesn't support thresholds...\n", ctx->err);
		fprintf(ctx->err, "SIOCGIWTHRSPY: %s\n", strerror(-r));
		return -1;
	}
	if (ifc.ops->giwrange(ifc.h, &range) == 0 && thr.low) {
		if (thr.low > range.max_qual.level)
			fprintf(ctx->out, "%-8.16s  Low threshold:%d dBm  High threshold:%d dBm\n\n",
				ifname, thr.low - 0x100, thr.high - 0x100);
		else
			fprintf(ctx->out, "%-8.16s  Low threshold:%d/%d  High threshold:%d/%d\n\n",
				ifname, thr.low, range.max_qual.level,
				thr.high, range.max_qual.level);
	} else {
		fprintf(ctx->out, "%-8.16s  Low threshold:%d  High threshold:%d\n\n",
			ifname, thr.low, thr.high);
	}
	iwc_ifc_close(&ifc);
	return 0;
}

static int set_spy_threshold(const struct iwc_ctx *ctx, const char *ifname,
			     char **args, int count)
{
	struct iwc_wext_thr thr = { 0, 0 };
	bool off = count >= 1 && !strcmp(args[0], "off");
	struct iwc_ifc ifc;
	int low, high, r;

	/* wireless-tools crashed on "setthr" alone (NULL strcmp); iwcompat
	 * reports the missing values instead */
	if (!off) {
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
		thr.low = (uint8_t)low;
		thr.high = (uint8_t)high;
	}
	r = spy_open(ctx, ifname, true, &ifc);
	r = r == 0 ? ifc.ops->siwthrspy(ifc.h, off ? NULL : &thr) :
		     set_err(ctx, r);
	iwc_ifc_close(&ifc);
	if (r == 0)
		return 0;
	fputs("Interface doesn't accept thresholds...\n", ctx->err);
	fprintf(ctx->err, "SIOCSIWTHRSPY: %s\n", strerror(-r));
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
