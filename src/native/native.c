/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native.c - "iwcompat dev ...": a subset of iw 5.19 with its syntax,
 * its output byte for byte, its exit statuses and error text, plus a
 * JSON rendering (-j) of every read. A command table in iw's manner
 * ("dev IF <section> [<command>]"), handlers that only parse arguments,
 * ask the backends and format; main decides the exit status.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/units.h"
#include "native_dialect.h"
#include "native_cmd.h"
#include "native_scan.h"

struct ncmd {
	enum idby idby;
	const char *section;		/* "info", "set", ... */
	const char *name;		/* NULL: the section's own handler */
	const char *args;		/* usage arguments, NULL: takes none */
	const char *help;
	int (*handler)(struct nrun *r, int argc, char **argv);
	bool json;			/* a read with a JSON form (-j) */
};

/* -j with a command that has no JSON form: refused before it runs */
#define RET_NO_JSON 3

/* ---- iw's spellings ---- */

const char *iwc_iw_width_name(uint32_t width)
{
	static const char *const names[] = {
		"20 MHz (no HT)", "20 MHz", "40 MHz", "80 MHz", "80+80 MHz",
		"160 MHz", "5 MHz", "10 MHz",
	};

	if (width < sizeof(names) / sizeof(names[0]))
		return names[width];
	if (width == 13)		/* NL80211_CHAN_WIDTH_320 */
		return "320 MHz";
	return "unknown";
}

const char *iwc_nat_chantype_name(uint32_t t)
{
	static const char *const names[] = {
		"NO HT", "HT20", "HT40-", "HT40+",
	};

	return t < 4 ? names[t] : "unknown";
}

const char *iwc_iw_iftype_name(uint32_t iftype, char *buf, size_t len)
{
	static const char *const names[] = {
		"unspecified", "IBSS", "managed", "AP", "AP/VLAN", "WDS",
		"monitor", "mesh point", "P2P-client", "P2P-GO", "P2P-device",
		"outside context of a BSS", "NAN",
	};

	if (iftype < sizeof(names) / sizeof(names[0]))
		return names[iftype];
	snprintf(buf, len, "Unknown mode (%u)", iftype);
	return buf;
}


/* isprint() in the C locale, as iw runs */
static bool c_isprint(uint8_t c)
{
	return c >= 0x20 && c < 0x7f;
}

void iwc_iw_print_ssid(FILE *f, const uint8_t *ssid, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (c_isprint(ssid[i]) && ssid[i] != ' ' && ssid[i] != '\\')
			fputc(ssid[i], f);
		else if (ssid[i] == ' ' && i != 0 && i != len - 1)
			fputc(' ', f);
		else
			fprintf(f, "\\x%.2x", ssid[i]);
	}
}

void iwc_nat_mac_str(char *buf, const uint8_t *m)
{
	snprintf(buf, 18, "%02x:%02x:%02x:%02x:%02x:%02x",
		 m[0], m[1], m[2], m[3], m[4], m[5]);
}

/* iw's mac_addr_a2n(): at least six ':'-separated parts, each what
 * sscanf("%x") reads (trailing characters ignored), at most 255; parts
 * after the sixth are ignored */
int iwc_nat_parse_mac(uint8_t *mac, const char *arg)
{
	const char *p = arg;
	int i;

	for (i = 0; i < IWC_ETH_ALEN; i++) {
		const char *cp = strchr(p, ':');
		char part[64];
		size_t n = cp ? (size_t)(cp - p) : strlen(p);
		unsigned int v;

		if (n >= sizeof(part))
			n = sizeof(part) - 1;
		memcpy(part, p, n);
		part[n] = '\0';
		if (sscanf(part, "%x", &v) != 1 || v > 255)
			return -EINVAL;
		mac[i] = (uint8_t)v;
		if (!cp)
			break;
		p = cp + 1;
	}
	if (i < IWC_ETH_ALEN - 1)
		return -EINVAL;
	return 0;
}

/* ---- phy, list, phy PHY info, event (native_phy.c, native_event.c) ---- */

static int h_phy_list(struct nrun *r, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return iwc_native_phy(r->ctx, r->nat, r->json, -1);
}

static int h_phy_info(struct nrun *r, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return iwc_native_phy(r->ctx, r->nat, r->json, r->wiphy);
}

static int h_event(struct nrun *r, int argc, char **argv)
{
	return iwc_native_event(r->ctx, r->nat, r->json, argc, argv);
}

/* ---- dev IF scan (native_scan.c) ---- */

static int h_scan(struct nrun *r, int argc, char **argv)
{
	return iwc_native_scan(r->ctx, r->nat, IWC_SCAN_COMBINED, r->ifname,
			       r->ifindex, r->json, argc, argv);
}

static int h_scan_dump(struct nrun *r, int argc, char **argv)
{
	return iwc_native_scan(r->ctx, r->nat, IWC_SCAN_DUMP, r->ifname,
			       r->ifindex, r->json, argc, argv);
}

static int h_scan_trigger(struct nrun *r, int argc, char **argv)
{
	return iwc_native_scan(r->ctx, r->nat, IWC_SCAN_TRIGGER, r->ifname,
			       r->ifindex, r->json, argc, argv);
}

static int h_scan_abort(struct nrun *r, int argc, char **argv)
{
	return iwc_native_scan(r->ctx, r->nat, IWC_SCAN_ABORT, r->ifname,
			       r->ifindex, r->json, argc, argv);
}

static const struct ncmd cmds[] = {
	{ BY_NONE, "dev", NULL, NULL,
	  "List all network interfaces for wireless hardware.", iwc_nat_cmd_dev, true },
	{ BY_NONE, "reg", "get", NULL,
	  "Print out the kernel's current regulatory domain information.",
	  iwc_nat_cmd_reg_get, true },
	{ BY_NONE, "reg", "set", "<ISO/IEC 3166-1 alpha2>",
	  "Notify the kernel about the current regulatory domain.",
	  iwc_nat_cmd_reg_set, false },
	{ BY_NETDEV, "info", NULL, NULL,
	  "Show information for this interface.", iwc_nat_cmd_info, true },
	{ BY_NETDEV, "link", NULL, NULL,
	  "Print information about the current link, if any.", iwc_nat_cmd_link, true },
	{ BY_NETDEV, "connect", NULL,
	  "[-w] <SSID> [<freq in MHz>] [<bssid>] [auth open|shared] [key 0:abcde d:1:6162636465] [mfp:req/opt/no]",
	  "Join the network with the given SSID (and frequency, BSSID).\n"
	  "With -w, wait for the connect to finish or fail.", iwc_nat_cmd_connect, false },
	{ BY_NETDEV, "disconnect", NULL, NULL,
	  "Disconnect from the current network.", iwc_nat_cmd_disconnect, false },
	{ BY_NETDEV, "station", "get", "<MAC address>",
	  "Get information for a specific station.", iwc_nat_cmd_station_get, true },
	{ BY_NETDEV, "station", "dump", "[-v]",
	  "List all stations known, e.g. the AP on managed interfaces",
	  iwc_nat_cmd_station_dump, true },
	{ BY_NETDEV, "get", "power_save", "",
	  "Retrieve power save state.", iwc_nat_cmd_get_ps, true },
	{ BY_NETDEV, "set", "power_save", "<on|off>",
	  "Set power save state to on or off.", iwc_nat_cmd_set_ps, false },
	{ BY_NETDEV, "set", "txpower", "<auto|fixed|limit> [<tx power in mBm>]",
	  "Specify transmit power level and setting type.", iwc_nat_cmd_set_txpower, false },
	{ BY_NETDEV, "set", "freq",
	  "<freq> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]\n"
	  "<control freq> [5|10|20|40|80|80+80|160] [<center1_freq> [<center2_freq>]]",
	  NULL, iwc_nat_cmd_set_freq, false },
	{ BY_NETDEV, "set", "channel",
	  "<channel> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]",
	  NULL, iwc_nat_cmd_set_channel, false },
	{ BY_NETDEV, "set", "type", "<type>",
	  "Set interface type/mode.\n"
	  "Valid interface types are: managed, ibss, monitor, mesh, wds.",
	  iwc_nat_cmd_set_type, false },
	{ BY_NONE, "list", NULL, NULL,
	  "List all wireless devices and their capabilities.", h_phy_list, true },
	{ BY_NONE, "phy", NULL, NULL, NULL, h_phy_list, true },
	{ BY_PHY, "info", NULL, NULL,
	  "Show capabilities for the specified wireless device.", h_phy_info, true },
	{ BY_NONE, "event", NULL, "[-t|-T|-r] [-f]",
	  "Monitor events from the kernel.\n"
	  "-t - print timestamp\n"
	  "-T - print absolute, human-readable timestamp\n"
	  "-r - print relative timestamp\n"
	  "-f - print full frame for auth/assoc etc.", h_event, true },
	{ BY_NETDEV, "scan", NULL,
	  "[-u] [freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]",
	  "Scan on the given frequencies and probe for the given SSIDs\n"
	  "(or wildcard if not given) unless passive scanning is requested.\n"
	  "If -u is specified print unknown data in the scan results.\n"
	  "Specified (vendor) IEs must be well-formed.", h_scan, true },
	{ BY_NETDEV, "scan", "dump", "[-u]",
	  "Dump the current scan results. If -u is specified, print unknown\n"
	  "data in scan results.", h_scan_dump, true },
	{ BY_NETDEV, "scan", "trigger",
	  "[freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory,coloc] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]",
	  "Trigger a scan on the given frequencies with probing for the given\n"
	  "SSIDs (or wildcard if not given) unless passive scanning is requested.\n"
	  "Duration(in TUs), if specified, will be used to set dwell times.\n",
	  h_scan_trigger, false },
	{ BY_NETDEV, "scan", "abort", "",
	  "Abort ongoing scan", h_scan_abort, false },
};

#define N_CMDS (sizeof(cmds) / sizeof(cmds[0]))

/* sections that exist in iw without a handler of their own */
static bool is_section(const char *s)
{
	return !strcmp(s, "get") || !strcmp(s, "set") || !strcmp(s, "reg") ||
	       !strcmp(s, "station");
}

static const char *idby_prefix(enum idby idby)
{
	return idby == BY_NETDEV ? "dev <devname> " :
	       idby == BY_PHY ? "phy <phyname> " : "";
}

/* __usage_cmd(cmd, "", true) + usage_options(), on stdout */
static void usage_cmd(int iw, FILE *f, const char *argv0,
		      const struct ncmd *c)
{
	const char *id = idby_prefix(c->idby);
	const char *h;

	fprintf(f, "Usage:\t%s [options] %s", argv0, id);
	if (c->name)
		fprintf(f, "%s %s", c->section, c->name);
	else
		fputs(c->section, f);
	if (c->args) {
		/* one line per line of args, the later ones repeating the
		 * command */
		fputc(' ', f);
		for (h = iwc_iw_cmd_text(iw, c->args);;) {
			size_t n = strcspn(h, "\n");

			fprintf(f, "%.*s\n", (int)n, h);
			h += n;
			if (!*h)
				break;
			h++;
			fprintf(f, "\t%s", id);
			if (c->name)
				fprintf(f, "%s %s ", c->section, c->name);
			else
				fprintf(f, "%s ", c->section);
		}
	} else {
		fputc('\n', f);
	}
	if (c->help) {
		fputc('\n', f);
		/* line by line; a final newline is an empty last line */
		for (h = iwc_iw_cmd_text(iw, c->help);;) {
			size_t n = strcspn(h, "\n");

			fprintf(f, "%.*s\n", (int)n, h);
			h += n;
			if (!*h)
				break;
			h++;
		}
		fputc('\n', f);
	}
	fputs("Options:\n\t--debug\t\tenable netlink debugging\n", f);
}

/* iw's usage(0, NULL) lists every command of iw; iwcompat lists its
 * subset (this text differs from iw's, the exit status does not) */
static void usage_all(int iw, FILE *f, const char *argv0)
{
	fprintf(f, "Usage:\t%s [options] command\n", argv0);
	fprintf(f, "Options:\n\t--debug\t\tenable netlink debugging\n"
		"\t--version\tshow version (%s)\n"
		"Commands:\n", iwc_iw_version(iw));
	for (size_t i = 0; i < N_CMDS; i++) {
		const struct ncmd *c = &cmds[i];

		fprintf(f, "\t%s", idby_prefix(c->idby));
		if (c->name)
			fprintf(f, "%s %s", c->section, c->name);
		else
			fputs(c->section, f);
		if (c->args)
			fprintf(f, " %.*s\n", (int)strcspn(c->args, "\n"),
				c->args);
		else
			fputc('\n', f);
	}
	fprintf(f, "\niwcompat implements this subset of iw %s; see iwcompat(8).\n\n",
		iwc_iw_version(iw));
}

/* -j before something that has no JSON form (@what, NULL: nothing) */
void iwc_json_refuse(FILE *f, const char *what)
{
	if (what)
		fprintf(f, "iwcompat: -j: \"%s\" has no JSON form\n", what);
	else
		fputs("iwcompat: -j: a command is missing\n", f);
	fputs("Usage: iwcompat -j iwconfig|iwgetid|iwlist ARGS...\n"
	      "       iwcompat -j dev [IF info|link|scan|scan dump|station dump|station get MAC|get power_save]\n"
	      "       iwcompat -j list|phy [PHY info]|reg get|event [-t|-T|-r]\n"
	      "(iwcompat(8), JSON)\n", f);
}

/* __handle_cmd() after the device: find the command, run it. */
static int handle(struct nrun *r, enum idby idby, int argc, char **argv,
		  const struct ncmd **used)
{
	const struct ncmd *sect = NULL, *match = NULL;
	const char *section;

	if (argc < 1)
		return RET_USAGE;
	section = argv[0];
	argc--;
	argv++;
	for (size_t i = 0; i < N_CMDS; i++)
		if (!cmds[i].name && cmds[i].idby == idby &&
		    !strcmp(cmds[i].section, section))
			sect = &cmds[i];
	if (!sect && !is_section(section))
		return RET_USAGE;
	if (argc > 0) {
		for (size_t i = 0; i < N_CMDS; i++) {
			const struct ncmd *c = &cmds[i];

			if (!c->name || c->idby != idby ||
			    strcmp(c->section, section) ||
			    strcmp(c->name, argv[0]))
				continue;
			if (argc > 1 && !c->args)
				continue;
			match = c;
			break;
		}
		if (match) {
			argc--;
			argv++;
		}
	}
	if (!match) {
		if (!sect || (argc && !sect->args))
			return RET_USAGE;
		match = sect;
	}
	*used = match;
	if (r->json && !match->json)
		return RET_NO_JSON;
	return match->handler(r, argc, argv);
}

/* __handle_cmd() with a phy: argv[0] is "phy#N" or a phy name */
static int run_phy(struct nrun *r, int argc, char **argv,
		   const struct ncmd **used)
{
	uint32_t idx;
	int e;

	if (argc <= 1)
		return RET_USAGE;
	if (!strncmp(argv[0], "phy#", 4)) {
		char *end;
		unsigned long v = strtoul(argv[0] + 4, &end, 0);

		if (*end)
			return RET_USAGE;
		r->wiphy = (int64_t)(uint32_t)v;
	} else {
		e = r->nat->phy_index ? r->nat->phy_index(r->ctx->be_data,
							  argv[0], &idx) :
					-ENOENT;
		if (e < 0)
			return e;
		r->wiphy = idx;
	}
	return handle(r, BY_PHY, argc - 1, argv + 1, used);
}

int iwc_native_main(const struct iwc_ctx *ctx, int argc, char **argv)
{
	const struct iwc_backend *nat = ctx->be;
	struct nrun r = { .ctx = ctx, .nat = nat, .argv0 = argv[0] };
	const struct ncmd *used = NULL;
	int err;

	argc--;
	argv++;
	while (argc > 0 && (!strcmp(argv[0], "-j") ||
			    !strcmp(argv[0], "--json"))) {
		r.json = true;
		argc--;
		argv++;
	}
	if (r.json && (argc == 0 || !strcmp(argv[0], "--version") ||
		       !strcmp(argv[0], "help"))) {
		iwc_json_refuse(ctx->err, argc ? argv[0] : NULL);
		return IWC_JSON_EXIT_USAGE;
	}
	if (argc > 0 && !strcmp(argv[0], "--version")) {
		fprintf(ctx->out, "iw version %s\n",
			iwc_iw_version(iwc_iw_dialect(ctx)));
		return 0;
	}
	if (argc == 0 || !strcmp(argv[0], "help")) {
		usage_all(iwc_iw_dialect(ctx), ctx->out, r.argv0);
		return 0;
	}
	err = nat->open ? nat->open(ctx->be_data) : 0;
	if (err < 0) {
		const char *msg = err == -ENOENT ? "nl80211 not found." :
				  "Failed to connect to generic netlink.";

		if (r.json)
			iwc_json_error(ctx->out, msg, err);
		else
			fprintf(ctx->err, "%s\n", msg);
		return 1;
	}
	if (!strncmp(argv[0], "phy", 3) && argc > 1 &&
	    (argv[0][3] == '\0' || argv[0][3] == '#')) {
		/* "phy NAME ..." or "phy#N ..." */
		if (argv[0][3] == '\0') {
			argc--;
			argv++;
		}
		err = run_phy(&r, argc, argv, &used);
	} else if (!strcmp(argv[0], "dev") && argc > 1) {
		/* "dev IF ...": the device first, then the command */
		if (argc - 1 <= 1) {
			err = RET_USAGE;
		} else {
			r.ifname = argv[1];
			err = nat->ifindex(ctx->be_data, r.ifname, &r.ifindex);
			if (err == 0)
				err = handle(&r, BY_NETDEV, argc - 2, argv + 2,
					     &used);
		}
	} else {
		uint32_t idx;

		/* iw's detection: an interface name first, else a command */
		if (nat->ifindex(ctx->be_data, argv[0], &idx) == 0 &&
		    argc > 1) {
			r.ifname = argv[0];
			r.ifindex = idx;
			err = handle(&r, BY_NETDEV, argc - 1, argv + 1, &used);
		} else if (nat->ifindex(ctx->be_data, argv[0], &idx) == 0) {
			err = RET_USAGE;
		} else if (nat->phy_index &&
			   nat->phy_index(ctx->be_data, argv[0], &idx) == 0) {
			err = run_phy(&r, argc, argv, &used);
		} else {
			err = handle(&r, BY_NONE, argc, argv, &used);
		}
	}

	if (r.json && (err == RET_USAGE || err == RET_MSG ||
		       err == RET_NO_JSON)) {
		/* a command line -j refuses: text on stderr, stdout empty */
		if (err == RET_NO_JSON) {
			char what[64];

			snprintf(what, sizeof(what), "%s%s%s", used->section,
				 used->name ? " " : "",
				 used->name ? used->name : "");
			iwc_json_refuse(ctx->err, what);
		}
		else if (err == RET_USAGE && used)
			usage_cmd(iwc_iw_dialect(ctx), ctx->err, r.argv0, used);
		else if (err == RET_USAGE)
			usage_all(iwc_iw_dialect(ctx), ctx->err, r.argv0);
		err = IWC_JSON_EXIT_USAGE;
	} else if (r.json && err < 0) {
		const char *ext = nat->extack ? nat->extack(ctx->be_data) : "";
		char msg[512];

		if (ext && *ext && err != -ENODEV)
			snprintf(msg, sizeof(msg), "%s (kernel reports: %s)",
				 strerror(-err), ext);
		else
			snprintf(msg, sizeof(msg), "%s", strerror(-err));
		iwc_json_error(ctx->out, msg, err);
	} else if (err == RET_USAGE) {
		if (used)
			usage_cmd(iwc_iw_dialect(ctx), ctx->out, r.argv0, used);
		else
			usage_all(iwc_iw_dialect(ctx), ctx->out, r.argv0);
	} else if (err < 0) {
		const char *ext = nat->extack ? nat->extack(ctx->be_data) : "";

		if (ext && *ext && err != -ENODEV)
			fprintf(ctx->err, "kernel reports: %s\n", ext);
		fprintf(ctx->err, "command failed: %s (%d)\n",
			strerror(-err), err);
	}
	fflush(ctx->out);
	return err & 0xff;
}
