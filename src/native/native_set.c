/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_set.c - the settings iw sends: "get|set power_save", "set type",
 * "connect", "disconnect", "set txpower", "set freq|channel".
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/units.h"
#include "native_cmd.h"
#include "native_dialect.h"

/* ---- power save, type, connect, disconnect ---- */

int iwc_nat_cmd_get_ps(struct nrun *r, int argc, char **argv)
{
	int ps, e;

	(void)argc;
	(void)argv;
	e = r->nat->get_power_save(r->ctx->be_data, r->ifindex, &ps);
	if (e < 0)
		return e;
	if (r->json) {
		struct iwc_json j;

		iwc_json_doc_open(&j, r->ctx->out);
		iwc_json_str(&j, "ifname", r->ifname);
		if (ps >= 0)
			iwc_json_bool(&j, "power_save", ps == 1);
		else
			iwc_json_null(&j, "power_save");
		iwc_json_doc_close(&j);
	} else if (ps >= 0) {
		fprintf(r->ctx->out, "Power save: %s\n", ps ? "on" : "off");
	}
	return 0;
}

static void iface_of(const struct nrun *r, struct iwc_iface *iface)
{
	memset(iface, 0, sizeof(*iface));
	snprintf(iface->name, sizeof(iface->name), "%s", r->ifname);
	iface->ifindex = (int)r->ifindex;
}

int iwc_nat_cmd_set_ps(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface iface;
	bool on;

	if (argc != 1)
		return RET_USAGE;
	if (!strcmp(argv[0], "on")) {
		on = true;
	} else if (!strcmp(argv[0], "off")) {
		on = false;
	} else {
		fprintf(r->ctx->out, "Invalid parameter: %s\n", argv[0]);
		return RET_MSG;
	}
	if (!r->ctx->be->set_power_save)
		return -EOPNOTSUPP;
	iface_of(r, &iface);
	return r->ctx->be->set_power_save(r->ctx->be_data, &iface, on);
}

/* get_if_type(): iw's words for interface types */
static int parse_iftype(const struct nrun *r, const char *s, uint32_t *type)
{
	static const struct {
		const char *word;
		uint32_t type;
	} words[] = {
		{ "adhoc", IWC_IFTYPE_ADHOC }, { "ibss", IWC_IFTYPE_ADHOC },
		{ "ocb", IWC_IFTYPE_OCB }, { "monitor", IWC_IFTYPE_MONITOR },
		{ "__ap", IWC_IFTYPE_AP }, { "__ap_vlan", IWC_IFTYPE_AP_VLAN },
		{ "wds", IWC_IFTYPE_WDS }, { "managed", IWC_IFTYPE_STATION },
		{ "mgd", IWC_IFTYPE_STATION }, { "station", IWC_IFTYPE_STATION },
		{ "mp", IWC_IFTYPE_MESH_POINT },
		{ "mesh", IWC_IFTYPE_MESH_POINT },
		{ "__p2pcl", IWC_IFTYPE_P2P_CLIENT },
		{ "__p2pdev", IWC_IFTYPE_P2P_DEVICE },
		{ "__p2pgo", IWC_IFTYPE_P2P_GO }, { "__nan", IWC_IFTYPE_NAN },
	};

	if (!strcmp(s, "master") || !strcmp(s, "ap")) {
		fputs("You need to run a management daemon, e.g. hostapd,\n"
		      "see http://wireless.kernel.org/en/users/Documentation/hostapd\n"
		      "for more information on how to do that.\n", r->ctx->err);
		return RET_MSG;
	}
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (!strcmp(s, words[i].word)) {
			*type = words[i].type;
			return 0;
		}
	}
	fprintf(r->ctx->err, "invalid interface type %s\n", s);
	return RET_MSG;
}

int iwc_nat_cmd_set_type(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface iface;
	uint32_t type;
	int e;

	if (argc < 1)
		return RET_USAGE;
	e = parse_iftype(r, argv[0], &type);
	if (e)
		return e;
	if (argc > 1)
		return RET_USAGE;
	if (!r->ctx->be->set_iftype)
		return -EOPNOTSUPP;
	iface_of(r, &iface);
	return r->ctx->be->set_iftype(r->ctx->be_data, &iface,
				      (enum iwc_iftype)type);
}

int iwc_nat_cmd_disconnect(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface iface;

	(void)argc;
	(void)argv;
	if (!r->ctx->be->disconnect)
		return -EOPNOTSUPP;
	iface_of(r, &iface);
	/* iw sends no reason; nl80211 then uses 3 (deauth leaving) */
	return r->ctx->be->disconnect(r->ctx->be_data, &iface, 3);
}

int iwc_nat_cmd_connect(struct nrun *r, int argc, char **argv)
{
	struct iwc_nat_connect p;
	struct iwc_nat_connect_event ev;
	bool wait = false;
	int e;

	if (argc && !strcmp(argv[0], "-w")) {
		wait = true;
		argc--;
		argv++;
	}
	e = iwc_nat_parse_connect(r->ctx->out, r->ctx->err, argc, argv, &p);
	if (e)
		return e;
	if (!r->nat->connect_request)
		return -EOPNOTSUPP;
	memset(&ev, 0, sizeof(ev));
	e = r->nat->connect_request(r->ctx->be_data, r->ifindex, &p,
			    wait ? &ev : NULL);
	if (e < 0)
		return e;
	if (wait)
		iwc_nat_print_connect_event(r->ctx->out, &ev);
	return 0;
}

int iwc_nat_cmd_set_txpower(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface iface;
	int setting;
	long mbm = 0;

	if (argc != 1 && argc != 2)
		return RET_USAGE;
	if (!strcmp(argv[0], "auto")) {
		setting = 0;
	} else if (!strcmp(argv[0], "fixed")) {
		setting = 2;
	} else if (!strcmp(argv[0], "limit")) {
		setting = 1;
	} else {
		fprintf(r->ctx->out, "Invalid parameter: %s\n", argv[0]);
		return RET_MSG;
	}
	if (setting != 0) {
		char *end;

		if (argc != 2) {
			fputs("Missing TX power level argument.\n", r->ctx->out);
			return RET_MSG;
		}
		mbm = strtol(argv[1], &end, 10);
		if (*end)
			return RET_MSG;
	} else if (argc != 1) {
		return RET_USAGE;
	}
	if (!r->ctx->be->set_txpower)
		return -EOPNOTSUPP;
	iface_of(r, &iface);
	return r->ctx->be->set_txpower(r->ctx->be_data, &iface, setting,
				       (int32_t)mbm);
}

/* "set freq" / "set channel": iw's parse_freqchan() and put_chandef() */
static int set_freqchan(struct nrun *r, int argc, char **argv, bool chan)
{
	struct iwc_nat_chandef c;

	if (iwc_nat_parse_freqchan(iwc_iw_dialect(r->ctx), &c, chan, argc,
				   argv))
		return RET_USAGE;
	if (!r->nat->set_chandef)
		return -EOPNOTSUPP;
	return r->nat->set_chandef(r->ctx->be_data, r->ifindex, &c);
}

int iwc_nat_cmd_set_freq(struct nrun *r, int argc, char **argv)
{
	return set_freqchan(r, argc, argv, false);
}

int iwc_nat_cmd_set_channel(struct nrun *r, int argc, char **argv)
{
	return set_freqchan(r, argc, argv, true);
}
