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
#include "native_scan.h"

/* iw's handler results: 1 usage, 2 message printed by the handler */
#define RET_USAGE 1
#define RET_MSG 2

enum idby { BY_NONE, BY_NETDEV, BY_PHY };

struct nrun {
	const struct iwc_ctx *ctx;
	const struct iwc_native_ops *nat;
	const char *argv0;
	bool json;
	const char *ifname;		/* BY_NETDEV */
	uint32_t ifindex;
	int64_t wiphy;			/* BY_PHY */
};

struct ncmd {
	enum idby idby;
	const char *section;		/* "info", "set", ... */
	const char *name;		/* NULL: the section's own handler */
	const char *args;		/* usage arguments, NULL: takes none */
	const char *help;
	int (*handler)(struct nrun *r, int argc, char **argv);
};

void iwc_nat_iface_list_free(struct iwc_nat_iface_list *l)
{
	free(l->v);
	l->v = NULL;
	l->n = 0;
}

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

static const char *chantype_name(uint32_t t)
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

static void mac_str(char *buf, const uint8_t *m)
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

/* ---- dev, dev IF info ---- */

/* parse_txq_stats(): header, one row, into iw's 150-byte buffer */
static void print_txq(FILE *f, const struct iwc_nat_iface *it,
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

static void print_iface(FILE *f, const struct iwc_nat_iface *it,
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
		mac_str(mac, it->mac);
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
			iwc_iw_chan((int)it->freq_mhz),
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
			fprintf(f, " %s", chantype_name(it->chantype));
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

static void json_iface(struct iwc_json *j, const struct iwc_nat_iface *it)
{
	static const char *const txq_keys[IWC_TXQ_N] = {
		"backlog_bytes", "backlog_packets", "flows", "drops",
		"ecn_marks", "overlimit", "collisions", "tx_bytes",
		"tx_packets",
	};
	char tbuf[32];

	iwc_json_obj_open(j, NULL);
	if (it->has_name)
		iwc_json_str(j, "ifname", it->name);
	if (it->has_ifindex)
		iwc_json_uint(j, "ifindex", it->ifindex);
	if (it->has_wdev)
		iwc_json_uint(j, "wdev", it->wdev);
	if (it->has_mac)
		iwc_json_mac(j, "addr", it->mac);
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
		iwc_json_str(j, "channel_type", chantype_name(it->chantype));
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
	iwc_json_obj_close(j);
}

static int h_dev(struct nrun *r, int argc, char **argv)
{
	struct iwc_nat_iface_list l = { 0 };
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
		iwc_json_init(&j, f);
		iwc_json_arr_open(&j, NULL);
		for (size_t i = 0; i < l.n; i++)
			json_iface(&j, &l.v[i]);
		iwc_json_arr_close(&j);
		iwc_json_end(&j);
	}
	for (size_t i = 0; i < l.n && !r->json; i++) {
		const struct iwc_nat_iface *it = &l.v[i];
		const char *indent = "";

		if (it->has_wiphy) {
			indent = "\t";
			if (it->wiphy != wiphy)
				fprintf(f, "phy#%d\n", (int)it->wiphy);
			wiphy = it->wiphy;
		}
		print_iface(f, it, indent, false);
	}
	iwc_nat_iface_list_free(&l);
	return 0;
}

static int h_info(struct nrun *r, int argc, char **argv)
{
	struct iwc_nat_iface it;
	struct iwc_json j;
	int e;

	(void)argc;
	(void)argv;
	e = r->nat->iface_get(r->ctx->be_data, r->ifname, &it);
	if (e < 0)
		return e;
	if (r->json) {
		iwc_json_init(&j, r->ctx->out);
		json_iface(&j, &it);
		iwc_json_end(&j);
	} else {
		print_iface(r->ctx->out, &it, "", true);
	}
	return 0;
}

/* ---- dev IF link ---- */

static void print_rate(FILE *f, const struct iwc_nat_rate *rt)
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

static void json_rate(struct iwc_json *j, const char *key,
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
static void print_link_ies(FILE *f, const uint8_t *ie, size_t len)
{
	while (len >= 2 && len - 2 >= ie[1]) {
		uint8_t id = ie[0], l = ie[1];
		const uint8_t *d = ie + 2;

		if ((id == 0 || id == 114) && iwc_iw_ie_printed(l)) {
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

static void print_link_sta(FILE *f, const struct iwc_nat_sta *s)
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
		print_rate(f, &s->rx_rate);
		fputc('\n', f);
	}
	if (s->has_tx_rate) {
		fputs("\ttx bitrate: ", f);
		print_rate(f, &s->tx_rate);
		fputc('\n', f);
	}
	if (s->has_bss_param) {
		const char *delim = "";

		fputs(iwc_iw_bss_flags_head(), f);
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
		fprintf(f, "\n\tdtim period:%s%d", iwc_iw_bss_param_sep(),
			s->dtim_period);
		fprintf(f, "\n\tbeacon int:%s%d", iwc_iw_bss_param_sep(),
			s->beacon_int);
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
		json_rate(j, "rx_bitrate", &s->rx_rate);
	if (s->has_tx_rate)
		json_rate(j, "tx_bitrate", &s->tx_rate);
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

static int h_link(struct nrun *r, int argc, char **argv)
{
	const struct iwc_backend *be = r->ctx->be;
	struct iwc_scan_result res = { 0 };
	struct iwc_iface iface;
	struct iwc_nat_sta sta;
	const struct iwc_bss *linked = NULL, *shown = NULL;
	FILE *f = r->ctx->out;
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
			mac_str(mac, b->bssid);
			fprintf(f, "%s %s (on %s)\n", what, mac, iface.name);
		}
		if (b->status == BSS_AUTHENTICATED)
			continue;
		anything = true;
		shown = b;
		if (!r->json) {
			print_link_ies(f, b->ies, b->ies_len);
			iwc_iw_bss_freq(f, b, true);
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

		iwc_json_init(&j, f);
		iwc_json_obj_open(&j, NULL);
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
		iwc_json_obj_close(&j);
		iwc_json_end(&j);
	} else if (linked) {
		print_link_sta(f, &sta);
	} else if (!anything) {
		fputs("Not connected.\n", f);
	}
	iwc_scan_result_free(&res);
	return 0;
}

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

	mac_str(mac, st->mac);
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
		print_rate(f, &st->tx_rate);
	}
	if (has(st, IWC_STA_TX_DURATION))
		fprintf(f, "\n\ttx duration:\t%lld us",
			(long long)v[IWC_STA_TX_DURATION]);
	if (st->has_rx_rate) {
		fputs("\n\trx bitrate:\t", f);
		print_rate(f, &st->rx_rate);
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
		json_rate(j, "tx_bitrate", &st->tx_rate);
	if (st->has_rx_rate)
		json_rate(j, "rx_bitrate", &st->rx_rate);
	if (st->has_flags) {
		iwc_json_obj_open(j, "flags");
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

		iwc_json_init(&j, r->ctx->out);
		if (!mac)
			iwc_json_arr_open(&j, NULL);
		for (size_t i = 0; i < l.n; i++)
			json_station(&j, &l.v[i], verbose);
		if (!mac)
			iwc_json_arr_close(&j);
		iwc_json_end(&j);
	} else {
		for (size_t i = 0; i < l.n; i++)
			print_station(r->ctx->out, &l.v[i], verbose);
	}
	free(l.v);
	return 0;
}

static int h_station_dump(struct nrun *r, int argc, char **argv)
{
	/* iw: the first argument "-v" adds the TID statistics, others
	 * are ignored */
	return show_stations(r, NULL, argc > 0 && !strcmp(argv[0], "-v"));
}

static int h_station_get(struct nrun *r, int argc, char **argv)
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

/* ---- power save, type, connect, disconnect ---- */

static int h_get_ps(struct nrun *r, int argc, char **argv)
{
	int ps, e;

	(void)argc;
	(void)argv;
	e = r->nat->get_power_save(r->ctx->be_data, r->ifindex, &ps);
	if (e < 0)
		return e;
	if (r->json) {
		struct iwc_json j;

		iwc_json_init(&j, r->ctx->out);
		iwc_json_obj_open(&j, NULL);
		iwc_json_str(&j, "ifname", r->ifname);
		if (ps >= 0)
			iwc_json_bool(&j, "power_save", ps == 1);
		else
			iwc_json_null(&j, "power_save");
		iwc_json_obj_close(&j);
		iwc_json_end(&j);
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

static int h_set_ps(struct nrun *r, int argc, char **argv)
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

static int h_set_type(struct nrun *r, int argc, char **argv)
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

static int h_disconnect(struct nrun *r, int argc, char **argv)
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

static int h_connect(struct nrun *r, int argc, char **argv)
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
	if (!r->nat->connect)
		return -EOPNOTSUPP;
	memset(&ev, 0, sizeof(ev));
	e = r->nat->connect(r->ctx->be_data, r->ifindex, &p,
			    wait ? &ev : NULL);
	if (e < 0)
		return e;
	if (wait)
		iwc_nat_print_connect_event(r->ctx->out, &ev);
	return 0;
}

static int h_set_txpower(struct nrun *r, int argc, char **argv)
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

	if (iwc_nat_parse_freqchan(&c, chan, argc, argv))
		return RET_USAGE;
	if (!r->nat->set_chandef)
		return -EOPNOTSUPP;
	return r->nat->set_chandef(r->ctx->be_data, r->ifindex, &c);
}

static int h_set_freq(struct nrun *r, int argc, char **argv)
{
	return set_freqchan(r, argc, argv, false);
}

static int h_set_channel(struct nrun *r, int argc, char **argv)
{
	return set_freqchan(r, argc, argv, true);
}

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

static int h_reg_get(struct nrun *r, int argc, char **argv)
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
		iwc_json_init(&j, r->ctx->out);
		iwc_json_arr_open(&j, NULL);
		for (size_t i = 0; i < l.n; i++)
			json_regdom(&j, &l.v[i]);
		iwc_json_arr_close(&j);
		iwc_json_end(&j);
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

static int h_reg_set(struct nrun *r, int argc, char **argv)
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
	  "List all network interfaces for wireless hardware.", h_dev },
	{ BY_NONE, "reg", "get", NULL,
	  "Print out the kernel's current regulatory domain information.",
	  h_reg_get },
	{ BY_NONE, "reg", "set", "<ISO/IEC 3166-1 alpha2>",
	  "Notify the kernel about the current regulatory domain.",
	  h_reg_set },
	{ BY_NETDEV, "info", NULL, NULL,
	  "Show information for this interface.", h_info },
	{ BY_NETDEV, "link", NULL, NULL,
	  "Print information about the current link, if any.", h_link },
	{ BY_NETDEV, "connect", NULL,
	  "[-w] <SSID> [<freq in MHz>] [<bssid>] [auth open|shared] [key 0:abcde d:1:6162636465] [mfp:req/opt/no]",
	  "Join the network with the given SSID (and frequency, BSSID).\n"
	  "With -w, wait for the connect to finish or fail.", h_connect },
	{ BY_NETDEV, "disconnect", NULL, NULL,
	  "Disconnect from the current network.", h_disconnect },
	{ BY_NETDEV, "station", "get", "<MAC address>",
	  "Get information for a specific station.", h_station_get },
	{ BY_NETDEV, "station", "dump", "[-v]",
	  "List all stations known, e.g. the AP on managed interfaces",
	  h_station_dump },
	{ BY_NETDEV, "get", "power_save", "",
	  "Retrieve power save state.", h_get_ps },
	{ BY_NETDEV, "set", "power_save", "<on|off>",
	  "Set power save state to on or off.", h_set_ps },
	{ BY_NETDEV, "set", "txpower", "<auto|fixed|limit> [<tx power in mBm>]",
	  "Specify transmit power level and setting type.", h_set_txpower },
	{ BY_NETDEV, "set", "freq",
	  "<freq> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]\n"
	  "<control freq> [5|10|20|40|80|80+80|160] [<center1_freq> [<center2_freq>]]",
	  NULL, h_set_freq },
	{ BY_NETDEV, "set", "channel",
	  "<channel> [NOHT|HT20|HT40+|HT40-|5MHz|10MHz|80MHz|160MHz]",
	  NULL, h_set_channel },
	{ BY_NETDEV, "set", "type", "<type>",
	  "Set interface type/mode.\n"
	  "Valid interface types are: managed, ibss, monitor, mesh, wds.",
	  h_set_type },
	{ BY_NONE, "list", NULL, NULL,
	  "List all wireless devices and their capabilities.", h_phy_list },
	{ BY_NONE, "phy", NULL, NULL, NULL, h_phy_list },
	{ BY_PHY, "info", NULL, NULL,
	  "Show capabilities for the specified wireless device.", h_phy_info },
	{ BY_NONE, "event", NULL, "[-t|-T|-r] [-f]",
	  "Monitor events from the kernel.\n"
	  "-t - print timestamp\n"
	  "-T - print absolute, human-readable timestamp\n"
	  "-r - print relative timestamp\n"
	  "-f - print full frame for auth/assoc etc.", h_event },
	{ BY_NETDEV, "scan", NULL,
	  "[-u] [freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]",
	  "Scan on the given frequencies and probe for the given SSIDs\n"
	  "(or wildcard if not given) unless passive scanning is requested.\n"
	  "If -u is specified print unknown data in the scan results.\n"
	  "Specified (vendor) IEs must be well-formed.", h_scan },
	{ BY_NETDEV, "scan", "dump", "[-u]",
	  "Dump the current scan results. If -u is specified, print unknown\n"
	  "data in scan results.", h_scan_dump },
	{ BY_NETDEV, "scan", "trigger",
	  "[freq <freq>*] [duration <dur>] [ies <hex as 00:11:..>] [meshid <meshid>] [lowpri,flush,ap-force,duration-mandatory,coloc] [randomise[=<addr>/<mask>]] [ssid <ssid>*|passive]",
	  "Trigger a scan on the given frequencies with probing for the given\n"
	  "SSIDs (or wildcard if not given) unless passive scanning is requested.\n"
	  "Duration(in TUs), if specified, will be used to set dwell times.\n",
	  h_scan_trigger },
	{ BY_NETDEV, "scan", "abort", "",
	  "Abort ongoing scan", h_scan_abort },
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
static void usage_cmd(FILE *f, const char *argv0, const struct ncmd *c)
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
		for (h = iwc_iw_cmd_text(c->args);;) {
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
		for (h = iwc_iw_cmd_text(c->help);;) {
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
static void usage_all(FILE *f, const char *argv0)
{
	fprintf(f, "Usage:\t%s [options] command\n", argv0);
	fprintf(f, "Options:\n\t--debug\t\tenable netlink debugging\n"
		"\t--version\tshow version (%s)\n"
		"Commands:\n", iwc_iw_version());
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
		iwc_iw_version());
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

int iwc_native_main(const struct iwc_ctx *ctx, const struct iwc_native_ops *nat,
		    int argc, char **argv)
{
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
	if (argc > 0 && !strcmp(argv[0], "--version")) {
		fprintf(ctx->out, "iw version %s\n", iwc_iw_version());
		return 0;
	}
	if (argc == 0 || !strcmp(argv[0], "help")) {
		usage_all(ctx->out, r.argv0);
		return 0;
	}
	err = nat->open ? nat->open(ctx->be_data) : 0;
	if (err < 0) {
		fputs(err == -ENOENT ? "nl80211 not found.\n" :
		      "Failed to connect to generic netlink.\n", ctx->err);
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

	if (err == RET_USAGE) {
		if (used)
			usage_cmd(ctx->out, r.argv0, used);
		else
			usage_all(ctx->out, r.argv0);
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
