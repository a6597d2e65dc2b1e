/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_reg.c - "reg get" (the regulatory domains, text and -j JSON)
 * and "reg set".
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

/* ---- reg ---- */

static const char *dfs_name(const struct iwc_regdom *d)
{
	static const char *const names[] = {
		"DFS-UNSET", "DFS-FCC", "DFS-ETSI", "DFS-JP",
	};

	if (!d->has_dfs)
		return names[0];
	return d->dfs_region < 4 ? names[d->dfs_region] : "DFS-invalid";
}

/* NL80211_RRF_*, in iw's (dbparse.py's) order */
static const struct {
	uint32_t bit;
	const char *name;
} rrf_names[] = {
	{ 1u << 0, "NO-OFDM" }, { 1u << 1, "NO-CCK" },
	{ 1u << 2, "NO-INDOOR" }, { 1u << 3, "NO-OUTDOOR" },
	{ 1u << 4, "DFS" }, { 1u << 5, "PTP-ONLY" },
	{ 1u << 11, "AUTO-BW" }, { 1u << 12, "IR-CONCURRENT" },
	{ 1u << 13, "NO-HT40MINUS" }, { 1u << 14, "NO-HT40PLUS" },
	{ 1u << 15, "NO-80MHZ" }, { 1u << 16, "NO-160MHZ" },
	{ 1u << 17, "NO-HE" }, { 1u << 18, "NO-320MHZ" },
};

#define RRF_NO_IR (1u << 7)
#define RRF_NO_IBSS (1u << 8)

static void print_regdom(FILE *f, const struct iwc_regdom *d)
{
	if (!d->has_alpha2) {
		fputs("No alpha2\n", f);
		return;
	}
	if (!d->has_rules) {
		fputs("No reg rules\n", f);
		return;
	}
	if (d->has_wiphy)
		fprintf(f, "phy#%d%s\n", (int)d->wiphy,
			d->self_managed ? " (self-managed)" : "");
	else
		fputs("global\n", f);
	fprintf(f, "country %c%c: %s\n", d->alpha2[0], d->alpha2[1],
		dfs_name(d));
	for (size_t i = 0; i < d->n_rules; i++) {
		const struct iwc_reg_rule *r = &d->rules[i];

		fprintf(f, "\t(%d - %d @ %d), (", (int)(r->start_khz / 1000),
			(int)(r->end_khz / 1000), (int)(r->max_bw_khz / 1000));
		if (r->max_ant_gain_mbi / 100)
			fprintf(f, "%d", (int)(r->max_ant_gain_mbi / 100));
		else
			fputs("N/A", f);
		fprintf(f, ", %d)", (int)(r->max_eirp_mbm / 100));
		if ((r->flags & (1u << 4)) && r->has_cac)
			fprintf(f, ", (%u ms)", r->cac_ms);
		else
			fputs(", (N/A)", f);
		if (!r->flags) {
			fputc('\n', f);
			continue;
		}
		for (size_t k = 0; k < sizeof(rrf_names) / sizeof(rrf_names[0]);
		     k++)
			if (r->flags & rrf_names[k].bit)
				fprintf(f, ", %s", rrf_names[k].name);
		if ((r->flags & RRF_NO_IR) && (r->flags & RRF_NO_IBSS)) {
			fputs(", NO-IR", f);
		} else {
			if (r->flags & RRF_NO_IR)
				fputs(", PASSIVE-SCAN", f);
			if (r->flags & RRF_NO_IBSS)
				fputs(", NO-IBSS", f);
		}
		fputc('\n', f);
	}
	fputc('\n', f);
}

static void json_regdom(struct iwc_json *j, const struct iwc_regdom *d)
{
	iwc_json_obj_open(j, NULL);
	if (d->has_wiphy)
		iwc_json_uint(j, "wiphy", d->wiphy);
	else
		iwc_json_null(j, "wiphy");
	iwc_json_bool(j, "self_managed", d->self_managed);
	if (d->has_alpha2)
		iwc_json_bytes(j, "country", (const uint8_t *)d->alpha2, 2);
	iwc_json_str(j, "dfs_region", dfs_name(d) + 4);
	iwc_json_arr_open(j, "rules");
	for (size_t i = 0; i < d->n_rules; i++) {
		const struct iwc_reg_rule *r = &d->rules[i];

		iwc_json_obj_open(j, NULL);
		iwc_json_uint(j, "start_khz", r->start_khz);
		iwc_json_uint(j, "end_khz", r->end_khz);
		iwc_json_uint(j, "max_bandwidth_khz", r->max_bw_khz);
		iwc_json_uint(j, "max_antenna_gain_mbi", r->max_ant_gain_mbi);
		iwc_json_uint(j, "max_eirp_mbm", r->max_eirp_mbm);
		if (r->has_cac)
			iwc_json_uint(j, "dfs_cac_ms", r->cac_ms);
		iwc_json_arr_open(j, "flags");
		for (size_t k = 0; k < sizeof(rrf_names) / sizeof(rrf_names[0]);
		     k++)
			if (r->flags & rrf_names[k].bit)
				iwc_json_str(j, NULL, rrf_names[k].name);
		if (r->flags & RRF_NO_IR)
			iwc_json_str(j, NULL, "NO-IR");
		if (r->flags & RRF_NO_IBSS)
			iwc_json_str(j, NULL, "NO-IBSS");
		iwc_json_arr_close(j);
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
	iwc_json_obj_close(j);
}

int iwc_nat_cmd_reg_get(struct nrun *r, int argc, char **argv)
{
	struct iwc_regdom_list l = { 0 };
	struct iwc_json j;
	int e;

	(void)argc;
	(void)argv;
	if (!r->nat->reg_dump)
		return -EOPNOTSUPP;
	e = r->nat->reg_dump(r->ctx->be_data, &l);
	if (e < 0)
		return e;
	if (r->json) {
		iwc_json_doc_open(&j, r->ctx->out);
		iwc_json_arr_open(&j, "domains");
		for (size_t i = 0; i < l.n; i++)
			json_regdom(&j, &l.v[i]);
		iwc_json_arr_close(&j);
		iwc_json_doc_close(&j);
	} else {
		for (size_t i = 0; i < l.n; i++)
			print_regdom(r->ctx->out, &l.v[i]);
	}
	free(l.v);
	return 0;
}

static bool is_upper(char c)
{
	return c >= 'A' && c <= 'Z';
}

int iwc_nat_cmd_reg_set(struct nrun *r, int argc, char **argv)
{
	char alpha2[3];

	if (argc < 1)
		return RET_USAGE;
	/* iw looks at two characters (the second may be the NUL) */
	if (!(is_upper(argv[0][0]) && is_upper(argv[0][1])) &&
	    !(argv[0][0] == '0' && argv[0][1] == '0')) {
		fputs("not a valid ISO/IEC 3166-1 alpha2\n"
		      "Special non-alpha2 usable entries:\n"
		      "\t00\tWorld Regulatory domain\n", r->ctx->err);
		return RET_MSG;
	}
	alpha2[0] = argv[0][0];
	alpha2[1] = argv[0][1];
	alpha2[2] = '\0';
	if (argc > 1)
		return RET_USAGE;
	if (!r->nat->reg_set)
		return -EOPNOTSUPP;
	return r->nat->reg_set(r->ctx->be_data, alpha2);
}
