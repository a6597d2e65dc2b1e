/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_station.c - "dev IF station dump|get [-v]": every STA_INFO field
 * iw prints, in its order (text and -j JSON).
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

/* ---- dev IF station dump|get ---- */

static bool has(const struct iwc_nat_station *st, enum iwc_sta_field f)
{
	return (st->present >> f) & 1;
}

static void print_chains(FILE *f, const int8_t *v, uint8_t n)
{
	for (uint8_t i = 0; i < n; i++)
		fprintf(f, "%s%d", i ? ", " : "[", v[i]);
	if (n)
		fputs("] ", f);
}

static const char *pm_name(uint64_t pm)
{
	static const char *const names[] = {
		"UNKNOWN", "ACTIVE", "LIGHT SLEEP", "DEEP SLEEP",
	};

	/* enum nl80211_mesh_power_mode: 1 active, 2 light, 3 deep */
	return pm >= 1 && pm <= 3 ? names[pm] : names[0];
}

static const char *plink_name(uint64_t st)
{
	static const char *const names[] = {
		"LISTEN", "OPN_SNT", "OPN_RCVD", "CNF_RCVD", "ESTAB",
		"HOLDING", "BLOCKED",
	};

	return st < 7 ? names[st] : "UNKNOWN";
}

static void yes_no(FILE *f, const struct iwc_nat_station *st, int bit,
		   const char *label, const char *yes, const char *no)
{
	if (!(st->flags_mask & (1u << bit)))
		return;
	fprintf(f, "\n\t%s%s", label, st->flags_set & (1u << bit) ? yes : no);
}

/* print_sta_handler() */
static void print_station(FILE *f, const struct iwc_nat_station *st,
			  bool verbose)
{
	const uint64_t *v = st->v;
	char mac[18];

	iwc_nat_mac_str(mac, st->mac);
	fprintf(f, "Station %s (on %s)", mac, st->ifname);
	if (has(st, IWC_STA_INACTIVE_TIME))
		fprintf(f, "\n\tinactive time:\t%u ms",
			(unsigned int)v[IWC_STA_INACTIVE_TIME]);
	if (has(st, IWC_STA_RX_BYTES64))
		fprintf(f, "\n\trx bytes:\t%llu",
			(unsigned long long)v[IWC_STA_RX_BYTES64]);
	else if (has(st, IWC_STA_RX_BYTES))
		fprintf(f, "\n\trx bytes:\t%u", (unsigned int)v[IWC_STA_RX_BYTES]);
	if (has(st, IWC_STA_RX_PACKETS))
		fprintf(f, "\n\trx packets:\t%u",
			(unsigned int)v[IWC_STA_RX_PACKETS]);
	if (has(st, IWC_STA_TX_BYTES64))
		fprintf(f, "\n\ttx bytes:\t%llu",
			(unsigned long long)v[IWC_STA_TX_BYTES64]);
	else if (has(st, IWC_STA_TX_BYTES))
		fprintf(f, "\n\ttx bytes:\t%u", (unsigned int)v[IWC_STA_TX_BYTES]);
	if (has(st, IWC_STA_TX_PACKETS))
		fprintf(f, "\n\ttx packets:\t%u",
			(unsigned int)v[IWC_STA_TX_PACKETS]);
	if (has(st, IWC_STA_TX_RETRIES))
		fprintf(f, "\n\ttx retries:\t%u",
			(unsigned int)v[IWC_STA_TX_RETRIES]);
	if (has(st, IWC_STA_TX_FAILED))
		fprintf(f, "\n\ttx failed:\t%u",
			(unsigned int)v[IWC_STA_TX_FAILED]);
	if (has(st, IWC_STA_BEACON_LOSS))
		fprintf(f, "\n\tbeacon loss:\t%u",
			(unsigned int)v[IWC_STA_BEACON_LOSS]);
	if (has(st, IWC_STA_BEACON_RX))
		fprintf(f, "\n\tbeacon rx:\t%llu",
			(unsigned long long)v[IWC_STA_BEACON_RX]);
	if (has(st, IWC_STA_RX_DROP_MISC))
		fprintf(f, "\n\trx drop misc:\t%llu",
			(unsigned long long)v[IWC_STA_RX_DROP_MISC]);
	if (has(st, IWC_STA_SIGNAL)) {
		fprintf(f, "\n\tsignal:  \t%d ", (int)(int64_t)v[IWC_STA_SIGNAL]);
		print_chains(f, st->chain, st->n_chain);
		fputs("dBm", f);
	}
	if (has(st, IWC_STA_SIGNAL_AVG)) {
		fprintf(f, "\n\tsignal avg:\t%d ",
			(int)(int64_t)v[IWC_STA_SIGNAL_AVG]);
		print_chains(f, st->chain_avg, st->n_chain_avg);
		fputs("dBm", f);
	}
	if (has(st, IWC_STA_BEACON_SIGNAL_AVG))
		fprintf(f, "\n\tbeacon signal avg:\t%d dBm",
			(int)(int64_t)v[IWC_STA_BEACON_SIGNAL_AVG]);
	if (has(st, IWC_STA_T_OFFSET))
		fprintf(f, "\n\tToffset:\t%llu us",
			(unsigned long long)v[IWC_STA_T_OFFSET]);
	if (st->has_tx_rate) {
		fputs("\n\ttx bitrate:\t", f);
		iwc_nat_print_rate(f, &st->tx_rate);
	}
	if (has(st, IWC_STA_TX_DURATION))
		fprintf(f, "\n\ttx duration:\t%lld us",
			(long long)v[IWC_STA_TX_DURATION]);
	if (st->has_rx_rate) {
		fputs("\n\trx bitrate:\t", f);
		iwc_nat_print_rate(f, &st->rx_rate);
	}
	if (has(st, IWC_STA_RX_DURATION))
		fprintf(f, "\n\trx duration:\t%lld us",
			(long long)v[IWC_STA_RX_DURATION]);
	if (has(st, IWC_STA_ACK_SIGNAL))
		fprintf(f, "\n\tlast ack signal:%d dBm",
			(int)(int64_t)v[IWC_STA_ACK_SIGNAL]);
	if (has(st, IWC_STA_ACK_SIGNAL_AVG))
		fprintf(f, "\n\tavg ack signal:\t%d dBm",
			(int)(int64_t)v[IWC_STA_ACK_SIGNAL_AVG]);
	if (has(st, IWC_STA_AIRTIME_WEIGHT))
		fprintf(f, "\n\tairtime weight: %d",
			(int)v[IWC_STA_AIRTIME_WEIGHT]);
	if (has(st, IWC_STA_EXPECTED_THROUGHPUT)) {
		uint32_t thr = (uint32_t)v[IWC_STA_EXPECTED_THROUGHPUT];

		thr = thr * 1000 / 1024;
		fprintf(f, "\n\texpected throughput:\t%u.%uMbps",
			thr / 1000, thr % 1000);
	}
	if (has(st, IWC_STA_LLID))
		fprintf(f, "\n\tmesh llid:\t%d", (int)v[IWC_STA_LLID]);
	if (has(st, IWC_STA_PLID))
		fprintf(f, "\n\tmesh plid:\t%d", (int)v[IWC_STA_PLID]);
	if (has(st, IWC_STA_PLINK_STATE))
		fprintf(f, "\n\tmesh plink:\t%s",
			plink_name(v[IWC_STA_PLINK_STATE]));
	if (has(st, IWC_STA_AIRTIME_LINK_METRIC))
		fprintf(f, "\n\tmesh airtime link metric: %d",
			(int)v[IWC_STA_AIRTIME_LINK_METRIC]);
	if (has(st, IWC_STA_CONNECTED_TO_GATE))
		fprintf(f, "\n\tmesh connected to gate:\t%s",
			v[IWC_STA_CONNECTED_TO_GATE] ? "yes" : "no");
	if (has(st, IWC_STA_CONNECTED_TO_AS))
		fprintf(f, "\n\tmesh connected to auth server:\t%s",
			v[IWC_STA_CONNECTED_TO_AS] ? "yes" : "no");
	if (has(st, IWC_STA_LOCAL_PM))
		fprintf(f, "\n\tmesh local PS mode:\t%s",
			pm_name(v[IWC_STA_LOCAL_PM]));
	if (has(st, IWC_STA_PEER_PM))
		fprintf(f, "\n\tmesh peer PS mode:\t%s",
			pm_name(v[IWC_STA_PEER_PM]));
	if (has(st, IWC_STA_NONPEER_PM))
		fprintf(f, "\n\tmesh non-peer PS mode:\t%s",
			pm_name(v[IWC_STA_NONPEER_PM]));
	if (st->has_flags) {
		/* NL80211_STA_FLAG_*: 1 authorized, 2 short preamble, 3 WME,
		 * 4 MFP, 5 authenticated, 6 TDLS peer, 7 associated */
		yes_no(f, st, 1, "authorized:\t", "yes", "no");
		yes_no(f, st, 5, "authenticated:\t", "yes", "no");
		yes_no(f, st, 7, "associated:\t", "yes", "no");
		yes_no(f, st, 2, "preamble:\t", "short", "long");
		yes_no(f, st, 3, "WMM/WME:\t", "yes", "no");
		yes_no(f, st, 4, "MFP:\t\t", "yes", "no");
		yes_no(f, st, 6, "TDLS peer:\t", "yes", "no");
	}
	if (verbose && st->has_tid_stats)
		iwc_nat_print_tid_stats(f, st);
	if (st->has_bss_param) {
		/* iw reads the flags as u16 (there is nothing): present is
		 * "yes" */
		if (st->has_dtim)
			fprintf(f, "\n\tDTIM period:\t%u", st->dtim_period);
		if (st->has_beacon_int)
			fprintf(f, "\n\tbeacon interval:%u", st->beacon_int);
		if (st->cts_prot)
			fputs("\n\tCTS protection:\tyes", f);
		if (st->short_preamble)
			fputs("\n\tshort preamble:\tyes", f);
		if (st->short_slot)
			fputs("\n\tshort slot time:yes", f);
	}
	if (has(st, IWC_STA_CONNECTED_TIME))
		fprintf(f, "\n\tconnected time:\t%u seconds",
			(unsigned int)v[IWC_STA_CONNECTED_TIME]);
	if (has(st, IWC_STA_ASSOC_AT_BOOTTIME)) {
		unsigned long long bt = v[IWC_STA_ASSOC_AT_BOOTTIME];

		fprintf(f, "\n\tassociated at [boottime]:\t%llu.%.3llus",
			bt / 1000000000, (bt % 1000000000) / 1000000);
		fprintf(f, "\n\tassociated at:\t%llu ms",
			(unsigned long long)(st->now_ms -
					     (st->boot_ns - bt) / 1000000));
	}
	fprintf(f, "\n\tcurrent time:\t%llu ms\n",
		(unsigned long long)st->now_ms);
}

static void json_station(struct iwc_json *j, const struct iwc_nat_station *st,
			 bool verbose)
{
	static const struct {
		enum iwc_sta_field f;
		const char *key;
		bool is_signed;
	} keys[] = {
		{ IWC_STA_INACTIVE_TIME, "inactive_time_ms", false },
		{ IWC_STA_RX_PACKETS, "rx_packets", false },
		{ IWC_STA_TX_PACKETS, "tx_packets", false },
		{ IWC_STA_TX_RETRIES, "tx_retries", false },
		{ IWC_STA_TX_FAILED, "tx_failed", false },
		{ IWC_STA_BEACON_LOSS, "beacon_loss", false },
		{ IWC_STA_BEACON_RX, "beacon_rx", false },
		{ IWC_STA_RX_DROP_MISC, "rx_drop_misc", false },
		{ IWC_STA_SIGNAL, "signal_dbm", true },
		{ IWC_STA_SIGNAL_AVG, "signal_avg_dbm", true },
		{ IWC_STA_BEACON_SIGNAL_AVG, "beacon_signal_avg_dbm", true },
		{ IWC_STA_T_OFFSET, "t_offset_us", false },
		{ IWC_STA_TX_DURATION, "tx_duration_us", false },
		{ IWC_STA_RX_DURATION, "rx_duration_us", false },
		{ IWC_STA_ACK_SIGNAL, "last_ack_signal_dbm", true },
		{ IWC_STA_ACK_SIGNAL_AVG, "avg_ack_signal_dbm", true },
		{ IWC_STA_AIRTIME_WEIGHT, "airtime_weight", false },
		{ IWC_STA_EXPECTED_THROUGHPUT, "expected_throughput_kbps", false },
		{ IWC_STA_CONNECTED_TIME, "connected_time_s", false },
		{ IWC_STA_ASSOC_AT_BOOTTIME, "assoc_at_boottime_ns", false },
	};
	static const struct {
		int bit;
		const char *key;
	} flags[] = {
		{ 1, "authorized" }, { 5, "authenticated" },
		{ 7, "associated" }, { 2, "short_preamble" }, { 3, "wmm" },
		{ 4, "mfp" }, { 6, "tdls_peer" },
	};

	iwc_json_obj_open(j, NULL);
	iwc_json_mac(j, "mac", st->mac);
	iwc_json_str(j, "ifname", st->ifname);
	if (has(st, IWC_STA_RX_BYTES64) || has(st, IWC_STA_RX_BYTES))
		iwc_json_uint(j, "rx_bytes", has(st, IWC_STA_RX_BYTES64) ?
			      st->v[IWC_STA_RX_BYTES64] : st->v[IWC_STA_RX_BYTES]);
	if (has(st, IWC_STA_TX_BYTES64) || has(st, IWC_STA_TX_BYTES))
		iwc_json_uint(j, "tx_bytes", has(st, IWC_STA_TX_BYTES64) ?
			      st->v[IWC_STA_TX_BYTES64] : st->v[IWC_STA_TX_BYTES]);
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		if (!has(st, keys[i].f))
			continue;
		if (keys[i].is_signed)
			iwc_json_int(j, keys[i].key, (int64_t)st->v[keys[i].f]);
		else
			iwc_json_uint(j, keys[i].key, st->v[keys[i].f]);
	}
	if (st->has_tx_rate)
		iwc_nat_json_rate(j, "tx_bitrate", &st->tx_rate);
	if (st->has_rx_rate)
		iwc_nat_json_rate(j, "rx_bitrate", &st->rx_rate);
	if (st->has_flags) {
		iwc_json_obj_open(j, "sta_flags");
		for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
			if (st->flags_mask & (1u << flags[i].bit))
				iwc_json_bool(j, flags[i].key, st->flags_set &
					      (1u << flags[i].bit));
		iwc_json_obj_close(j);
	}
	if (st->has_dtim)
		iwc_json_uint(j, "dtim_period", st->dtim_period);
	if (st->has_beacon_int)
		iwc_json_uint(j, "beacon_interval_tu", st->beacon_int);
	if (verbose && st->has_tid_stats)
		iwc_nat_json_tid_stats(j, st);
	iwc_json_obj_close(j);
}

static int show_stations(struct nrun *r, const uint8_t *mac, bool verbose)
{
	struct iwc_nat_station_list l = { 0 };
	int e;

	if (!r->nat->stations)
		return -EOPNOTSUPP;
	e = r->nat->stations(r->ctx->be_data, r->ifindex, mac, &l);
	/* a dump's error is lost at its end, as for iw */
	if (e < 0 && mac)
		return e;
	if (r->json) {
		struct iwc_json j;

		/* an array for get as for dump: one document type */
		iwc_json_doc_open(&j, r->ctx->out);
		iwc_json_arr_open(&j, "stations");
		for (size_t i = 0; i < l.n; i++)
			json_station(&j, &l.v[i], verbose);
		iwc_json_arr_close(&j);
		iwc_json_doc_close(&j);
	} else {
		for (size_t i = 0; i < l.n; i++)
			print_station(r->ctx->out, &l.v[i], verbose);
	}
	free(l.v);
	return 0;
}

int iwc_nat_cmd_station_dump(struct nrun *r, int argc, char **argv)
{
	/* iw: the first argument "-v" adds the TID statistics, others
	 * are ignored */
	return show_stations(r, NULL, argc > 0 && !strcmp(argv[0], "-v"));
}

int iwc_nat_cmd_station_get(struct nrun *r, int argc, char **argv)
{
	uint8_t mac[IWC_ETH_ALEN];

	if (argc < 1)
		return RET_USAGE;
	if (iwc_nat_parse_mac(mac, argv[0]) < 0) {
		fputs("invalid mac address\n", r->ctx->err);
		return RET_MSG;
	}
	if (argc > 1)
		return RET_USAGE;
	return show_stations(r, mac, false);
}
