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
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/format.h"
#include "iwcompat/tools.h"

#define IWC_MAX_SPY 8

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
	fprintf(ctx->err, "%-8.16s  Interface doesn't support wireless statistic collection\n\n",
		ifname);
	return -1;
}

/* iw_check_mac_addr_type(): the interface's hardware type takes MACs */
static bool mac_ok(const struct iwc_ctx *ctx, const char *ifname)
{
	int hw = ctx->be->iface_hwtype(ctx->be_data, ifname);

	if (hw == 1 || hw == 801)
		return true;
	fprintf(ctx->err, "Interface %s doesn't support MAC addresses\n", ifname);
	return false;
}

static bool ether_aton(const char *s, uint8_t *mac)
{
	unsigned int v[6];
	char end;

	if (sscanf(s, "%2x:%2x:%2x:%2x:%2x:%2x%c", &v[0], &v[1], &v[2], &v[3],
		   &v[4], &v[5], &end) != 6 || strlen(s) != 17)
		return false;
	for (int i = 0; i < 6; i++)
		mac[i] = (uint8_t)v[i];
	return true;
}

/* iw_in_addr(): a MAC, or an IP address / host name through ARP */
static bool in_addr(const struct iwc_ctx *ctx, const char *ifname,
		    const char *arg)
{
	uint8_t mac[6];
	char pre[512] = "";

	if (!strchr(arg, ':')) {
		if (ctx->be->arp_lookup(ctx->be_data, ifname, arg, mac, pre,
					sizeof(pre)) < 0) {
			fputs(pre, ctx->err);
			return false;
		}
		return true;
	}
	if (!mac_ok(ctx, ifname)) {
		fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n",
			ifname);
		return false;
	}
	if (!ether_aton(arg, mac)) {
		fprintf(ctx->err, "Invalid hardware address %s\n", arg);
		return false;
	}
	return true;
}

static int set_spy_info(const struct iwc_ctx *ctx, const char *ifname,
			char **args, int count)
{
	int i = 0, nbr = 0;

	if (!strcmp(args[0], "off")) {
		i = 1;
	} else {
		if (!strcmp(args[0], "+")) {
			if (!mac_ok(ctx, ifname)) {
				fprintf(ctx->err, "%-8.16s  Interface doesn't support MAC addresses\n",
					ifname);
				return -1;
			}
			fprintf(ctx->err, "Interface doesn't accept reading addresses...\n");
			fprintf(ctx->err, "SIOCGIWSPY: %s\n",
				strerror(spy_errno(ctx, ifname, false)));
			return -1;
		}
		while (i < count && nbr < IWC_MAX_SPY)
			if (in_addr(ctx, ifname, args[i++]))
				nbr++;
		if (nbr == 0) {
			fputs("No valid addresses found : exiting...\n", ctx->err);
			return -1;
		}
	}
	if (i < count)
		fprintf(ctx->err, "Got only the first %d arguments, remaining discarded\n",
			i);
	fputs("Interface doesn't accept addresses...\n", ctx->err);
	fprintf(ctx->err, "SIOCSIWSPY: %s\n",
		strerror(spy_errno(ctx, ifname, true)));
	return -1;
}

static int get_spy_threshold(const struct iwc_ctx *ctx, const char *ifname)
{
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
