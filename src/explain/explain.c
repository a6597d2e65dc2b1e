/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * explain.c - "iwcompat explain TOOL ARGS...": the iw command lines that
 * do what a wireless-tools command line would do, as a shell script.
 *
 * The legacy line goes through the same parsers as the tools (so what
 * they refuse, explain refuses with the same message and status; for
 * iwconfig settings before a bad word, which the tool applies first, the
 * script is printed as well). Each
 * setting then maps to what cfg80211's WEXT handler did with it:
 *   mode        -> iw dev IF set type managed|ibss|monitor
 *   essid/freq/channel/ap (managed) -> iw dev IF disconnect; iw dev IF
 *                  connect SSID [FREQ] [BSSID]  (one connect at the end)
 *   essid/freq/channel/ap (ad-hoc)  -> iw dev IF ibss leave; iw dev IF
 *                  ibss join SSID FREQ fixed-freq [BSSID]
 *   freq/channel (monitor)          -> iw dev IF set freq FREQ
 *   rts/frag/retry -> iw phy PHY set rts|frag|retry ...
 *   txpower N|auto|N auto -> iw dev IF set txpower fixed|auto|limit ...
 *   power on|off   -> iw dev IF set power_save on|off
 * Everything else gets a "# no exact iw equivalent: ..." comment.
 * The iwconfig half is explain_iwconfig.c; this file has the script's
 * frame, the shell words, iwlist and iwgetid.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/native.h"
#include "iwcompat/parse.h"
#include "iwcompat/settings.h"
#include "iwcompat/units.h"

#include "explain.h"

/* A shell word: single-quoted unless it is plainly safe. In a comment
 * (@comment) a control character is written as printf(1) would read it
 * (\n, \t, \r, \ooo) instead of its byte: a newline would end the
 * comment, and the rest of the line would run (issue #17). */
void iwc_explain_sh_word(FILE *f, const uint8_t *s, size_t len, bool comment)
{
	bool plain = len > 0;

	for (size_t i = 0; i < len && plain; i++)
		plain = (s[i] >= 'a' && s[i] <= 'z') ||
			(s[i] >= 'A' && s[i] <= 'Z') ||
			(s[i] >= '0' && s[i] <= '9') ||
			strchr("-_.:/+,=@%", s[i]);
	if (plain) {
		fwrite(s, 1, len, f);
		return;
	}
	fputc('\'', f);
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\'')
			fputs("'\\''", f);
		else if (comment && s[i] == '\n')
			fputs("\\n", f);
		else if (comment && s[i] == '\t')
			fputs("\\t", f);
		else if (comment && s[i] == '\r')
			fputs("\\r", f);
		else if (comment && (s[i] < 0x20 || s[i] == 0x7f))
			fprintf(f, "\\%03o", s[i]);
		else
			fputc(s[i], f);
	}
	fputc('\'', f);
}

static int explain_iwlist_scan(struct xp *x)
{
	int nargs = x->nargs;
	char **args = x->args;

	if (nargs > 1 && !strcmp(args[0], "essid")) {
		dev_cmd(x, "scan ssid ");
		sh_str(x->f, args[1]);
		fputc('\n', x->f);
	} else if (nargs > 0 && !strcmp(args[0], "last")) {
		dev_cmd(x, "scan dump\n");
	} else {
		dev_cmd(x, "scan\n");
	}
	return 0;
}

static int explain_iwlist_freq(struct xp *x)
{
	fprintf(x->f, "iw %s channels\n", phy(x));
	dev_cmd(x, "info\n");
	return 0;
}

static int explain_iwlist_txpower(struct xp *x)
{
	dev_cmd(x, "info\n");
	return 0;
}

static int explain_iwlist_power(struct xp *x)
{
	dev_cmd(x, "get power_save\n");
	return 0;
}

/* what the wiphy supports: rates, ciphers, retry limits */
static int explain_iwlist_phy_info(struct xp *x)
{
	fprintf(x->f, "iw %s info\n", phy(x));
	return 0;
}

static int explain_iwlist_ap(struct xp *x)
{
	dev_cmd(x, "station dump\n");
	return 0;
}

static int explain_iwlist_event(struct xp *x)
{
	fputs("iw event -t\n", x->f);
	return 0;
}

/* the explain column of iwlist_commands.def */
static int (*const iwlist_explainers[_IWC_OP_MAX])(struct xp *x) = {
#define IWC_IWLIST(ID, OP, name, max_args, hint, no_info, run, explain)	\
	[IWC_OP_##OP] = explain,
#define IWC_IWLIST_ALIAS(...)
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
};

static int explain_iwlist(struct xp *x, int argc, char **argv)
{
	struct iwc_iwlist_req req;
	int op;

	if (argc < 3) {
		no_equiv(x, "iwlist without an interface lists every interface; per interface:");
		fputs("iw dev\n", x->f);
		return 0;
	}
	/* iwlist's own parser: its abbreviations ("s", "fr"), and its error
	 * and status for an unknown, ambiguous or overlong command */
	iwc_parse_iwlist(argc, argv, &req);
	if (req.action == IWC_IWLIST_ERROR) {
		iwc_fmt_iwlist_error(x->ctx->err, &req);
		return 1;
	}
	x->ifname = argv[1];
	op = req.op;
	if (!iwlist_explainers[op]) {
		no_equiv(x, "this iwlist command");
		return 1;
	}
	x->nargs = argc - 3;
	x->args = argv + 3;
	return iwlist_explainers[op](x);
}

static int explain_iwgetid(struct xp *x, int argc, char **argv)
{
	struct iwc_getid_req req;

	iwc_parse_iwgetid(argc, argv, false, &req);
	if (req.action == IWC_PARSE_ERROR) {
		fputs(req.message, x->ctx->err);
		return 1;
	}
	if (req.action == IWC_PARSE_HELP) {
		fputs("iw help\n", x->f);
		return 0;
	}
	if (!req.ifname) {
		no_equiv(x, "iwgetid without an interface picks the first one with IPv4; per interface:");
		fputs("iw dev\n", x->f);
		return 0;
	}
	x->ifname = req.ifname;
	switch (req.what) {
	case IWC_GETID_ESSID:
	case IWC_GETID_AP:
		dev_cmd(x, "link\n");
		break;
	case IWC_GETID_CHANNEL:
	case IWC_GETID_FREQ:
	case IWC_GETID_MODE:
		dev_cmd(x, "info\n");
		break;
	case IWC_GETID_PROTO:
		fprintf(x->f, "iw %s info\n", phy(x));
		break;
	}
	return 0;
}

int iwc_explain_main(const struct iwc_ctx *ctx, int argc, char **argv)
{
	struct xp x = { .ctx = ctx };
	char *body = NULL;
	size_t body_len = 0;
	const char *tool;
	int status;

	if (argc < 2) {
		fputs("Usage: iwcompat explain iwconfig|iwlist|iwgetid ARGS...\n",
		      ctx->err);
		return 1;
	}
	tool = argv[1];
	x.f = open_memstream(&body, &body_len);
	if (!x.f)
		return 1;
	/* the interface as it is now (its phy, mode, SSID), if it exists */
	if (argc > 2 && argv[2][0] != '-' && ctx->be && ctx->be->get_iface &&
	    ctx->be->get_iface(ctx->be_data, argv[2], &x.iface) == 0)
		x.have_iface = true;
	/* "iw phy#N ..." names a wiphy by its index (no "phy" word) */
	if (x.have_iface)
		snprintf(x.phy, sizeof(x.phy), "phy#%u", x.iface.wiphy);
	else
		snprintf(x.phy, sizeof(x.phy), "phy \"$PHY\"");

	if (!strcmp(tool, "iwconfig"))
		status = iwc_explain_iwconfig(&x, argc - 1, argv + 1);
	else if (!strcmp(tool, "iwlist"))
		status = explain_iwlist(&x, argc - 1, argv + 1);
	else if (!strcmp(tool, "iwgetid"))
		status = explain_iwgetid(&x, argc - 1, argv + 1);
	else if (!strcmp(tool, "iwpriv") || !strcmp(tool, "iwspy") ||
		 !strcmp(tool, "iwevent")) {
		if (!strcmp(tool, "iwevent"))
			fputs("iw event -t\n", x.f);
		else
			no_equiv(&x, tool[2] == 'p' ?
				 "iwpriv (cfg80211 drivers have no private ioctls)" :
				 "iwspy (per-address statistics: iw dev IF station dump)");
		status = 0;
	} else {
		fprintf(ctx->err, "iwcompat explain: unknown tool '%s'\n", tool);
		status = 1;
	}
	fclose(x.f);
	if (status == 0 || x.partial) {
		fputs("#!/bin/sh\n# iwcompat explain:", ctx->out);
		for (int i = 1; i < argc; i++) {
			fputc(' ', ctx->out);
			cm_str(ctx->out, argv[i]);
		}
		fputs("\nset -e\n", ctx->out);
		if (x.phy_used && !x.have_iface) {
			fputs("PHY=$(cat /sys/class/net/", ctx->out);
			sh_str(ctx->out, x.ifname ? x.ifname : argv[2]);
			fputs("/phy80211/name)\n", ctx->out);
		}
		fwrite(body, 1, body_len, ctx->out);
	}
	free(body);
	return status;
}
