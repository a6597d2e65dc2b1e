/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_dev.c - "dev", "dev IF info" and "dev IF link": the interfaces
 * and the current link as iw prints them (text and -j JSON).
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

/* ---- dev, dev IF info ---- */

/* parse_txq_stats(): header, one row, into iw's 150-byte buffer */
static void print_txq(FILE *f, const struct iwc_iface *it,
		      const char *indent)
{
	static const char *const spacer[IWC_TXQ_N] = {
		"\t", "\t", "\t", "\t", "\t", "\t", "\t", "\t", "\t\t",
	};
	char buf[512];
	int pos;

	pos = snprintf(buf, sizeof(buf), "\n%s\t\tqsz-byt\tqsz-pkt\tflows"
		       "\tdrops\tmarks\toverlmt\thashcol\ttx-bytes\ttx-packets"
		       "\n%s\t", indent, indent);
	for (int i = 0; i < IWC_TXQ_N && pos < (int)sizeof(buf); i++) {
		pos += snprintf(buf + pos, sizeof(buf) - (size_t)pos, "%s",
				spacer[i]);
		if (pos < (int)sizeof(buf) && (it->txq_present & (1u << i)))
			pos += snprintf(buf + pos, sizeof(buf) - (size_t)pos,
					"%u", it->txq[i]);
	}
	buf[149] = '\0';	/* iw's buffer holds 149 characters */
	fprintf(f, "%s\tmulticast TXQ:%s\n", indent, buf);
}

static void print_iface(int iw, FILE *f, const struct iwc_iface *it,
			const char *indent, bool show_wiphy)
{
	char tbuf[32], mac[18];

	if (it->has_name)
		fprintf(f, "%sInterface %s\n", indent, it->name);
	else
		fprintf(f, "%sUnnamed/non-netdev interface\n", indent);
	if (it->has_ifindex)
		fprintf(f, "%s\tifindex %d\n", indent, (int)it->ifindex);
	if (it->has_wdev)
		fprintf(f, "%s\twdev 0x%llx\n", indent,
			(unsigned long long)it->wdev);
	if (it->has_mac) {
		iwc_nat_mac_str(mac, it->mac);
		fprintf(f, "%s\taddr %s\n", indent, mac);
	}
	if (it->has_ssid) {
		fprintf(f, "%s\tssid ", indent);
		iwc_iw_print_ssid(f, it->ssid, it->ssid_len);
		fputc('\n', f);
	}
	if (it->has_iftype)
		fprintf(f, "%s\ttype %s\n", indent,
			iwc_iw_iftype_name(it->iftype, tbuf, sizeof(tbuf)));
	if (show_wiphy && it->has_wiphy)
		fprintf(f, "%s\twiphy %d\n", indent, (int)it->wiphy);
	if (it->has_freq) {
		fprintf(f, "%s\tchannel %d (%d MHz)", indent,
			iwc_iw_chan(iw, (int)it->freq_mhz),
			(int)it->freq_mhz);
		if (it->has_width) {
			fprintf(f, ", width: %s", iwc_iw_width_name(it->width));
			if (it->has_center1)
				fprintf(f, ", center1: %d MHz",
					(int)it->center1_mhz);
			if (it->has_center2)
				fprintf(f, ", center2: %d MHz",
					(int)it->center2_mhz);
		} else if (it->has_chantype) {
			fprintf(f, " %s", iwc_nat_chantype_name(it->chantype));
		}
		fputc('\n', f);
	}
	if (it->has_txpower)
		fprintf(f, "%s\ttxpower %d.%.2d dBm\n", indent,
			it->txpower_mbm / 100, it->txpower_mbm % 100);
	if (it->has_txq)
		print_txq(f, it, indent);
	if (it->has_4addr && it->use_4addr)
		fprintf(f, "%s\t4addr: on\n", indent);
}

static void json_ssid(struct iwc_json *j, const uint8_t *ssid, size_t len)
{
	iwc_json_bytes(j, "ssid", ssid, len);
	iwc_json_hex(j, "ssid_hex", ssid, len);
}

/* an interface's members, in an object of its own unless @doc (the
 * members of the document itself: "dev IF info") */
static void json_iface(struct iwc_json *j, const struct iwc_iface *it,
		       bool doc)
{
	static const char *const txq_keys[IWC_TXQ_N] = {
		"backlog_bytes", "backlog_packets", "flows", "drops",
		"ecn_marks", "overlimit", "collisions", "tx_bytes",
		"tx_packets",
	};
	char tbuf[32];

	if (!doc)
		iwc_json_obj_open(j, NULL);
	if (it->has_name)
		iwc_json_str(j, "ifname", it->name);
	if (it->has_ifindex)
		iwc_json_uint(j, "ifindex", it->ifindex);
	if (it->has_wdev)
		iwc_json_uint(j, "wdev", it->wdev);
	if (it->has_mac)
		iwc_json_mac(j, "mac", it->mac);
	if (it->has_ssid)
		json_ssid(j, it->ssid, it->ssid_len);
	if (it->has_iftype) {
		iwc_json_str(j, "type", iwc_iw_iftype_name(it->iftype, tbuf,
							   sizeof(tbuf)));
		iwc_json_uint(j, "iftype", it->iftype);
	}
	if (it->has_wiphy)
		iwc_json_uint(j, "wiphy", it->wiphy);
	if (it->has_freq) {
		iwc_json_uint(j, "freq_mhz", it->freq_mhz);
		iwc_json_int(j, "channel",
			     iwc_iw_freq_to_chan((int)it->freq_mhz));
	}
	if (it->has_width)
		iwc_json_str(j, "channel_width",
			     iwc_iw_width_name(it->width));
	if (it->has_center1)
		iwc_json_uint(j, "center1_mhz", it->center1_mhz);
	if (it->has_center2)
		iwc_json_uint(j, "center2_mhz", it->center2_mhz);
	if (!it->has_width && it->has_chantype)
		iwc_json_str(j, "channel_type", iwc_nat_chantype_name(it->chantype));
	if (it->has_txpower)
		iwc_json_fixed(j, "txpower_dbm", it->txpower_mbm, 2);
	if (it->has_txq) {
		iwc_json_obj_open(j, "multicast_txq");
		for (int i = 0; i < IWC_TXQ_N; i++)
			if (it->txq_present & (1u << i))
				iwc_json_uint(j, txq_keys[i], it->txq[i]);
		iwc_json_obj_close(j);
	}
	if (it->has_4addr)
		iwc_json_bool(j, "use_4addr", it->use_4addr);
	if (!doc)
		iwc_json_obj_close(j);
}

int iwc_nat_cmd_dev(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface_list l = { 0 };
	FILE *f = r->ctx->out;
	uint32_t wiphy = (uint32_t)-1;
	struct iwc_json j;
	int e;

	(void)argc;
	(void)argv;
	e = r->nat->iface_dump(r->ctx->be_data, &l);
	if (e < 0)
		return e;
	if (r->json) {
		iwc_json_doc_open(&j, f);
		iwc_json_arr_open(&j, "interfaces");
		for (size_t i = 0; i < l.n; i++)
			json_iface(&j, &l.v[i], false);
		iwc_json_arr_close(&j);
		iwc_json_doc_close(&j);
	}
	for (size_t i = 0; i < l.n && !r->json; i++) {
		const struct iwc_iface *it = &l.v[i];
		const char *indent = "";

		if (it->has_wiphy) {
			indent = "\t";
			if (it->wiphy != wiphy)
				fprintf(f, "phy#%d\n", (int)it->wiphy);
			wiphy = it->wiphy;
		}
		print_iface(iwc_iw_dialect(r->ctx), f, it, indent, false);
	}
	iwc_iface_list_free(&l);
	return 0;
}

int iwc_nat_cmd_info(struct nrun *r, int argc, char **argv)
{
	struct iwc_iface it;
	struct iwc_json j;
	int e;

	(void)argc;
	(void)argv;
	e = r->nat->iface_get(r->ctx->be_data, r->ifname, &it);
	if (e < 0)
		return e;
	if (r->json) {
		iwc_json_doc_open(&j, r->ctx->out);
		json_iface(&j, &it, true);
		iwc_json_doc_close(&j);
	} else {
		print_iface(iwc_iw_dialect(r->ctx), r->ctx->out, &it, "",
			    true);
	}
	return 0;
}

/* ---- dev IF link ---- */

void iwc_nat_print_rate(FILE *f, const struct iwc_nat_rate *rt)
{
	static const char *const u8_fmt[IWC_RATE_U8_N] = {
		" MCS %d", " VHT-MCS %d", " VHT-NSS %d", " HE-MCS %d",
		" HE-NSS %d", " HE-GI %d", " HE-DCM %d", " HE-RU-ALLOC %d",
		" EHT-MCS %d", " EHT-NSS %d", " EHT-GI %d",
		" EHT-RU-ALLOC %d",
	};

	if (rt->bitrate > 0)
		fprintf(f, "%d.%d MBit/s", (int)rt->bitrate / 10,
			(int)rt->bitrate % 10);
	else
		fputs("(unknown)", f);
	/* iw's order: MCS, VHT-MCS, widths, short GI, VHT-NSS, HE..., EHT... */
	for (int i = IWC_RATE_MCS; i <= IWC_RATE_VHT_MCS; i++)
		if (rt->u8_present & (1u << i))
			fprintf(f, u8_fmt[i], rt->u8[i]);
	if (rt->w40)
		fputs(" 40MHz", f);
	if (rt->w80)
		fputs(" 80MHz", f);
	if (rt->w80p80)
		fputs(" 80P80MHz", f);
	if (rt->w160)
		fputs(" 160MHz", f);
	if (rt->w320)
		fputs(" 320MHz", f);
	if (rt->short_gi)
		fputs(" short GI", f);
	for (int i = IWC_RATE_VHT_NSS; i < IWC_RATE_U8_N; i++)
		if (rt->u8_present & (1u << i))
			fprintf(f, u8_fmt[i], rt->u8[i]);
}

void iwc_nat_json_rate(struct iwc_json *j, const char *key,
		       const struct iwc_nat_rate *rt)
{
	static const char *const u8_keys[IWC_RATE_U8_N] = {
		"mcs", "vht_mcs", "vht_nss", "he_mcs", "he_nss", "he_gi",
		"he_dcm", "he_ru_alloc", "eht_mcs", "eht_nss", "eht_gi",
		"eht_ru_alloc",
	};
	int width = rt->w320 ? 320 : rt->w160 || rt->w80p80 ? 160 :
		    rt->w80 ? 80 : rt->w40 ? 40 : 20;

	iwc_json_obj_open(j, key);
	if (rt->bitrate > 0)
		iwc_json_uint(j, "bitrate_kbps", (uint64_t)rt->bitrate * 100);
	else
		iwc_json_null(j, "bitrate_kbps");
	for (int i = 0; i < IWC_RATE_U8_N; i++)
		if (rt->u8_present & (1u << i))
			iwc_json_uint(j, u8_keys[i], rt->u8[i]);
	iwc_json_uint(j, "width_mhz", (uint64_t)width);
	if (rt->w80p80)
		iwc_json_bool(j, "width_80p80", true);
	iwc_json_bool(j, "short_gi", rt->short_gi);
	iwc_json_obj_close(j);
}

/* print_ies(..., PRINT_LINK): only the SSID and MESH ID elements, and
 * the complaints about too short vendor and extension elements */
static void print_link_ies(int iw, FILE *f, const uint8_t *ie, size_t len)
{
	while (len >= 2 && len - 2 >= ie[1]) {
		uint8_t id = ie[0], l = ie[1];
		const uint8_t *d = ie + 2;

		if ((id == 0 || id == 114) && iwc_iw_ie_printed(iw, l)) {
			fprintf(f, "\t%s:", id ? "MESH ID" : "SSID");
			if (l > 32) {
				fprintf(f, " <invalid: %d bytes:", l);
				for (int i = 0; i < l; i++)
					fprintf(f, " %.02x", d[i]);
				fputs(">\n", f);
			} else {
				fputc(' ', f);
				iwc_iw_print_ssid(f, d, l);
				fputc('\n', f);
			}
		} else if (id == 221 && l < 3) {
			fputs("\tVendor specific: <too short> data:", f);
			for (int i = 0; i < l; i++)
				fprintf(f, " %.02x", d[i]);
			fputc('\n', f);
		} else if (id == 255 && l < 1) {
			fputs("\tExtension IE: <empty>\n", f);
		}
		len -= (size_t)l + 2;
		ie += (size_t)l + 2;
	}
}

static const uint8_t *find_ssid(const uint8_t *ie, size_t len, uint8_t *ret_len)
{
	while (len >= 2 && len - 2 >= ie[1]) {
		if (ie[0] == 0) {
			*ret_len = ie[1];
			return ie + 2;
		}
		len -= (size_t)ie[1] + 2;
		ie += (size_t)ie[1] + 2;
	}
	return NULL;
}

static void print_link_sta(int iw, FILE *f, const struct iwc_nat_sta *s)
{
	if (s->has_rx)
		fprintf(f, "\tRX: %u bytes (%u packets)\n", s->rx_bytes,
			s->rx_packets);
	if (s->has_tx)
		fprintf(f, "\tTX: %u bytes (%u packets)\n", s->tx_bytes,
			s->tx_packets);
	if (s->has_signal)
		fprintf(f, "\tsignal: %d dBm\n", s->signal_dbm);
	if (s->has_rx_rate) {
		fputs("\trx bitrate: ", f);
		iwc_nat_print_rate(f, &s->rx_rate);
		fputc('\n', f);
	}
	if (s->has_tx_rate) {
		fputs("\ttx bitrate: ", f);
		iwc_nat_print_rate(f, &s->tx_rate);
		fputc('\n', f);
	}
	if (s->has_bss_param) {
		const char *delim = "";

		fputs(iwc_iw_bss_flags_head(iw), f);
		if (s->cts_prot) {
			fputs("CTS-protection", f);
			delim = " ";
		}
		if (s->short_preamble) {
			fprintf(f, "%sshort-preamble", delim);
			delim = " ";
		}
		if (s->short_slot)
			fprintf(f, "%sshort-slot-time", delim);
		iwc_iw_bss_params(iw, f, s->dtim_period, s->beacon_int);
		fputc('\n', f);
	}
}

static void json_link_sta(struct iwc_json *j, const struct iwc_nat_sta *s)
{
	if (s->has_rx) {
		iwc_json_uint(j, "rx_bytes", s->rx_bytes);
		iwc_json_uint(j, "rx_packets", s->rx_packets);
	}
	if (s->has_tx) {
		iwc_json_uint(j, "tx_bytes", s->tx_bytes);
		iwc_json_uint(j, "tx_packets", s->tx_packets);
	}
	if (s->has_signal)
		iwc_json_int(j, "signal_dbm", s->signal_dbm);
	if (s->has_rx_rate)
		iwc_nat_json_rate(j, "rx_bitrate", &s->rx_rate);
	if (s->has_tx_rate)
		iwc_nat_json_rate(j, "tx_bitrate", &s->tx_rate);
	if (s->has_bss_param) {
		iwc_json_obj_open(j, "bss_flags");
		iwc_json_bool(j, "cts_protection", s->cts_prot);
		iwc_json_bool(j, "short_preamble", s->short_preamble);
		iwc_json_bool(j, "short_slot_time", s->short_slot);
		iwc_json_obj_close(j);
		iwc_json_uint(j, "dtim_period", s->dtim_period);
		iwc_json_uint(j, "beacon_interval_tu", s->beacon_int);
	}
}

/* NL80211_BSS_STATUS_* */
enum { BSS_AUTHENTICATED = 0, BSS_ASSOCIATED = 1, BSS_IBSS_JOINED = 2 };

int iwc_nat_cmd_link(struct nrun *r, int argc, char **argv)
{
	const struct iwc_backend *be = r->ctx->be;
	struct iwc_scan_result res = { 0 };
	struct iwc_iface iface;
	struct iwc_nat_sta sta;
	const struct iwc_bss *linked = NULL, *shown = NULL;
	FILE *f = r->ctx->out;
	int iw = iwc_iw_dialect(r->ctx);
	bool anything = false;
	char mac[18];
	int e;

	(void)argv;
	if (argc > 0)
		return RET_USAGE;
	if (!be || !be->scan_dump)
		return -EOPNOTSUPP;
	memset(&iface, 0, sizeof(iface));
	snprintf(iface.name, sizeof(iface.name), "%s", r->ifname);
	iface.ifindex = (int)r->ifindex;
	/* iw reads the dump's end without its error code: a dump the kernel
	 * refuses (not a wireless interface) is an empty one */
	if (be->scan_dump(r->ctx->be_data, &iface, &res) < 0)
		memset(&res, 0, sizeof(res));

	for (size_t i = 0; i < res.n; i++) {
		const struct iwc_bss *b = &res.bss[i];
		const char *what;

		switch (b->status) {
		case BSS_ASSOCIATED:
			what = "Connected to";
			break;
		case BSS_AUTHENTICATED:
			what = "Authenticated with";
			break;
		case BSS_IBSS_JOINED:
			what = "Joined IBSS";
			break;
		default:
			continue;
		}
		if (!r->json) {
			iwc_nat_mac_str(mac, b->bssid);
			fprintf(f, "%s %s (on %s)\n", what, mac, iface.name);
		}
		if (b->status == BSS_AUTHENTICATED)
			continue;
		anything = true;
		shown = b;
		if (!r->json) {
			print_link_ies(iw, f, b->ies, b->ies_len);
			iwc_iw_bss_freq(iw, f, b, true);
		}
		if (b->status == BSS_ASSOCIATED)
			linked = b;
	}

	if (linked) {
		e = r->nat->station_get(r->ctx->be_data, r->ifindex,
					linked->bssid, &sta);
		if (e < 0) {
			iwc_scan_result_free(&res);
			return e;
		}
	}
	if (r->json) {
		struct iwc_json j;
		const uint8_t *ssid;
		uint8_t slen = 0;

		iwc_json_doc_open(&j, f);
		iwc_json_str(&j, "ifname", iface.name);
		iwc_json_bool(&j, "connected", linked != NULL);
		if (shown) {
			iwc_json_str(&j, "status", shown->status ==
				     BSS_ASSOCIATED ? "associated" :
				     "ibss_joined");
			iwc_json_mac(&j, "bssid", shown->bssid);
			ssid = find_ssid(shown->ies, shown->ies_len, &slen);
			if (ssid)
				json_ssid(&j, ssid, slen);
			iwc_json_uint(&j, "freq_mhz", shown->freq_mhz);
			iwc_json_int(&j, "channel",
				     iwc_iw_freq_to_chan((int)shown->freq_mhz));
		}
		if (linked)
			json_link_sta(&j, &sta);
		iwc_json_doc_close(&j);
	} else if (linked) {
		print_link_sta(iw, f, &sta);
	} else if (!anything) {
		fputs("Not connected.\n", f);
	}
	iwc_scan_result_free(&res);
	return 0;
}
