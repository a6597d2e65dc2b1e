/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_scan.c - "iwcompat dev IF scan [...]", "scan dump", "scan
 * trigger", "scan abort": iw 5.19's argument parsing, usage and errors,
 * its BSS text (print_bss_handler) and a JSON rendering of the dump.
 * The trigger and its wait are the backend's (scan_request), the dump
 * is the request-level backend's scan_dump.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <linux/nl80211.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/units.h"
#include "bytes.h"
#include "native_ies.h"
#include "native_dialect.h"
#include "native_scan.h"

/* ---- the text of one BSS ---- */

static void print_capa(FILE *f, uint16_t capa, bool dmg)
{
	static const char *const non_dmg[16] = {
		"ESS", "IBSS", "CfPollable", "CfPollReq", "Privacy",
		"ShortPreamble", "PBCC", "ChannelAgility", "SpectrumMgmt",
		"QoS", "ShortSlotTime", "APSD", "RadioMeasure", "DSSS-OFDM",
		"DelayedBACK", "ImmediateBACK",
	};

	if (!dmg) {
		for (int i = 0; i < 16; i++)
			if (capa & (1u << i))
				fprintf(f, " %s", non_dmg[i]);
		return;
	}
	switch (capa & 3) {
	case 3:
		fputs(" DMG_ESS", f);
		break;
	case 2:
		fputs(" DMG_PCP", f);
		break;
	case 1:
		fputs(" DMG_IBSS", f);
		break;
	}
	if (capa & (1 << 2))
		fputs(" CBAP_Only", f);
	if (capa & (1 << 3))
		fputs(" CBAP_Src", f);
	if (capa & (1 << 4))
		fputs(" Privacy", f);
	if (capa & (1 << 5))
		fputs(" ECPAC", f);
	if (capa & (1 << 8))
		fputs(" SpectrumMgmt", f);
	if (capa & (1 << 12))
		fputs(" RadioMeasure", f);
}

void iwc_iw_print_bss(int iw, FILE *f, const struct iwc_bss *b,
		      const char *ifname, bool unknown, bool show_both)
{
	int show = show_both ? 2 : 1;
	const uint8_t *m = b->bssid;

	fprintf(f, "BSS %02x:%02x:%02x:%02x:%02x:%02x", m[0], m[1], m[2], m[3],
		m[4], m[5]);
	if (ifname)
		fprintf(f, "(on %s)", ifname);
	switch (b->status) {
	case -1:
		break;
	case NL80211_BSS_STATUS_AUTHENTICATED:
		fputs(" -- authenticated", f);
		break;
	case NL80211_BSS_STATUS_ASSOCIATED:
		fputs(" -- associated", f);
		break;
	case NL80211_BSS_STATUS_IBSS_JOINED:
		fputs(" -- joined", f);
		break;
	default:
		fprintf(f, " -- unknown status: %d", b->status);
		break;
	}
	fputc('\n', f);
	if (b->has_boottime) {
		unsigned long long bt = b->last_seen_boottime;

		fprintf(f, "\tlast seen: %llu.%.3llus [boottime]\n",
			bt / 1000000000, (bt % 1000000000) / 1000000);
	}
	if (b->has_tsf) {
		unsigned long long t = b->tsf;

		fprintf(f, "\tTSF: %llu usec (%llud, %.2lld:%.2llu:%.2llu)\n",
			t, t / 1000 / 1000 / 60 / 60 / 24,
			(long long)((t / 1000 / 1000 / 60 / 60) % 24),
			(t / 1000 / 1000 / 60) % 60, (t / 1000 / 1000) % 60);
	}
	if (b->has_freq)
		iwc_iw_bss_freq(iw, f, b, false);
	if (b->has_beacon_interval)
		fprintf(f, "\tbeacon interval: %d TUs\n", b->beacon_interval);
	if (b->has_capability) {
		fputs("\tcapability:", f);
		print_capa(f, b->capability, b->has_freq && b->freq_mhz > 45000);
		fprintf(f, " (0x%.4x)\n", b->capability);
	}
	if (b->has_signal_mbm)
		fprintf(f, "\tsignal: %d.%.2d dBm\n", b->signal_mbm / 100,
			b->signal_mbm % 100);
	if (b->has_signal_unspec)
		fprintf(f, "\tsignal: %d/100\n", b->signal_unspec);
	if (b->has_seen_ms_ago)
		fprintf(f, "\tlast seen: %d ms ago\n", (int)b->seen_ms_ago);
	if (b->ies && show--) {
		if (b->presp || (b->beacon_ies &&
				 (b->ies_len != b->beacon_ies_len ||
				  memcmp(b->ies, b->beacon_ies, b->ies_len))))
			fputs("\tInformation elements from Probe Response frame:\n",
			      f);
		iwc_iw_print_ies(iw, f, b->ies, b->ies_len, unknown);
	}
	if (b->beacon_ies && show--) {
		fputs("\tInformation elements from Beacon frame:\n", f);
		iwc_iw_print_ies(iw, f, b->beacon_ies, b->beacon_ies_len,
				 unknown);
	}
}

/* ---- JSON ---- */

static const uint8_t *find_ie(const uint8_t *ie, size_t len, uint8_t id,
			      const uint8_t *vendor, uint8_t *ret_len)
{
	while (len >= 2 && len - 2 >= ie[1]) {
		if (ie[0] == id && (!vendor || (ie[1] >= 4 &&
						!memcmp(ie + 2, vendor, 4)))) {
			*ret_len = ie[1];
			return ie + 2;
		}
		len -= (size_t)ie[1] + 2;
		ie += (size_t)ie[1] + 2;
	}
	return NULL;
}


/* the suites of an RSN or WPA element (after its OUI and type for WPA):
 * what a client would use; a truncated element lists what it holds */
static void json_suites(struct iwc_json *j, const char *key,
			const uint8_t *d, int len, const char *defcipher)
{
	char buf[32];
	int n;

	iwc_json_obj_open(j, key);
	if (len >= 2)
		iwc_json_uint(j, "protocol_version", (uint64_t)le16(d));
	d += 2;
	len -= 2;
	if (len < 4) {
		iwc_json_str(j, "group_cipher", defcipher);
		goto out;
	}
	iwc_json_str(j, "group_cipher", iwc_iw_cipher_name(d, buf, sizeof(buf)));
	d += 4;
	len -= 4;
	iwc_json_arr_open(j, "pairwise_ciphers");
	if (len < 2) {
		iwc_json_str(j, NULL, defcipher);
		iwc_json_arr_close(j);
		goto out;
	}
	n = le16(d);
	for (int i = 0; i < n && 2 + (i + 1) * 4 <= len; i++)
		iwc_json_str(j, NULL, iwc_iw_cipher_name(d + 2 + i * 4, buf,
							 sizeof(buf)));
	iwc_json_arr_close(j);
	if (2 + n * 4 > len)
		goto out;
	d += 2 + n * 4;
	len -= 2 + n * 4;
	iwc_json_arr_open(j, "akm_suites");
	if (len < 2) {
		iwc_json_str(j, NULL, "IEEE 802.1X");
		iwc_json_arr_close(j);
		goto out;
	}
	n = le16(d);
	for (int i = 0; i < n && 2 + (i + 1) * 4 <= len; i++)
		iwc_json_str(j, NULL, iwc_iw_akm_name(d + 2 + i * 4, buf,
						      sizeof(buf)));
	iwc_json_arr_close(j);
	if (2 + n * 4 > len)
		goto out;
	d += 2 + n * 4;
	len -= 2 + n * 4;
	if (len >= 2) {
		uint16_t capa = le16(d);

		iwc_json_uint(j, "capabilities", capa);
		iwc_json_bool(j, "mfp_required", capa & 0x40);
		iwc_json_bool(j, "mfp_capable", capa & 0x80);
	}
out:
	iwc_json_obj_close(j);
}

static void json_bss(struct iwc_json *j, const struct iwc_bss *b,
		     const char *ifname)
{
	static const char *const capa_names[16] = {
		"ESS", "IBSS", "CfPollable", "CfPollReq", "Privacy",
		"ShortPreamble", "PBCC", "ChannelAgility", "SpectrumMgmt",
		"QoS", "ShortSlotTime", "APSD", "RadioMeasure", "DSSS-OFDM",
		"DelayedBACK", "ImmediateBACK",
	};
	static const uint8_t wpa_oui[4] = { 0x00, 0x50, 0xf2, 1 };
	static const uint8_t wmm_oui[4] = { 0x00, 0x50, 0xf2, 2 };
	static const uint8_t wps_oui[4] = { 0x00, 0x50, 0xf2, 4 };
	const char *status = NULL;
	const uint8_t *e;
	uint8_t el;
	bool he = false;

	iwc_json_obj_open(j, NULL);
	iwc_json_str(j, "ifname", ifname);
	iwc_json_mac(j, "bssid", b->bssid);
	switch (b->status) {
	case NL80211_BSS_STATUS_AUTHENTICATED:
		status = "authenticated";
		break;
	case NL80211_BSS_STATUS_ASSOCIATED:
		status = "associated";
		break;
	case NL80211_BSS_STATUS_IBSS_JOINED:
		status = "joined";
		break;
	}
	if (status)
		iwc_json_str(j, "status", status);
	else
		iwc_json_null(j, "status");
	if (b->has_freq) {
		iwc_json_uint(j, "freq_mhz", b->freq_mhz);
		iwc_json_int(j, "channel", iwc_iw_freq_to_chan((int)b->freq_mhz));
	}
	if (b->ies && (e = find_ie(b->ies, b->ies_len, 0, NULL, &el)) &&
	    el <= 32) {
		iwc_json_bytes(j, "ssid", e, el);
		iwc_json_hex(j, "ssid_hex", e, el);
	}
	if (b->has_tsf)
		iwc_json_uint(j, "tsf_us", b->tsf);
	if (b->has_beacon_interval)
		iwc_json_uint(j, "beacon_interval_tu", b->beacon_interval);
	if (b->has_capability) {
		iwc_json_uint(j, "capability_raw", b->capability);
		iwc_json_arr_open(j, "capability");
		if (!(b->has_freq && b->freq_mhz > 45000))
			for (int i = 0; i < 16; i++)
				if (b->capability & (1u << i))
					iwc_json_str(j, NULL, capa_names[i]);
		iwc_json_arr_close(j);
	}
	if (b->has_signal_mbm)
		/* whole dBm, as every signal_dbm (the kernel's mBm / 100) */
		iwc_json_int(j, "signal_dbm", b->signal_mbm / 100);
	if (b->has_signal_unspec)
		iwc_json_uint(j, "signal_percent", b->signal_unspec);
	if (b->has_seen_ms_ago)
		iwc_json_uint(j, "last_seen_ms", b->seen_ms_ago);
	if (b->has_boottime)
		iwc_json_uint(j, "last_seen_boottime_ns", b->last_seen_boottime);
	iwc_json_bool(j, "probe_response", b->presp);

	iwc_json_obj_open(j, "security");
	iwc_json_bool(j, "privacy", b->has_capability &&
		      (b->capability & (1 << 4)));
	if (b->ies && (e = find_ie(b->ies, b->ies_len, 48, NULL, &el)) &&
	    el >= 2)
		json_suites(j, "rsn", e, el, "CCMP");
	if (b->ies && (e = find_ie(b->ies, b->ies_len, 221, wpa_oui, &el)) &&
	    el >= 6)
		json_suites(j, "wpa", e + 4, el - 4, "TKIP");
	iwc_json_obj_close(j);
	if (b->ies) {
		e = find_ie(b->ies, b->ies_len, 7, NULL, &el);
		if (e && el >= 3) {
			char cc[3] = { (char)e[0], (char)e[1], 0 };

			iwc_json_str(j, "country", cc);
		}
		iwc_json_bool(j, "ht", find_ie(b->ies, b->ies_len, 45, NULL, &el));
		iwc_json_bool(j, "vht", find_ie(b->ies, b->ies_len, 191, NULL,
						&el));
		for (size_t off = 0; off + 2 <= b->ies_len;) {
			const uint8_t *ie = b->ies + off;

			if ((size_t)ie[1] + 2 > b->ies_len - off)
				break;
			if (ie[0] == 255 && ie[1] >= 1 && ie[2] == 35) {
				he = true;
				break;
			}
			off += (size_t)ie[1] + 2;
		}
		/* once: a key twice in one object is not one vocabulary */
		iwc_json_bool(j, "he", he);
		iwc_json_bool(j, "wmm", find_ie(b->ies, b->ies_len, 221, wmm_oui,
						&el));
		iwc_json_bool(j, "wps", find_ie(b->ies, b->ies_len, 221, wps_oui,
						&el));
	}
	iwc_json_obj_close(j);
}

/* ---- the commands ---- */

/* iw's mac_addr_a2n() */

/* iw's parse_hex(): "00:11:2" bytes; NULL if one is not hex */
static uint8_t *parse_hex(const char *s, size_t *ret_len)
{
	uint8_t *out = malloc(strlen(s) + 2);
	size_t n = 0;

	if (!out)
		return NULL;
	for (;;) {
		const char *cp = strchr(s, ':');
		size_t l = cp ? (size_t)(cp - s) : strlen(s);
		char part[64], *end;
		unsigned long v;

		if (l >= sizeof(part))
			goto bad;
		memcpy(part, s, l);
		part[l] = '\0';
		v = strtoul(part, &end, 16);
		if (*end || v > 255)
			goto bad;
		out[n++] = (uint8_t)v;
		if (!cp)
			break;
		s = cp + 1;
	}
	*ret_len = n;
	return out;
bad:
	free(out);
	return NULL;
}

struct scan_args {
	struct iwc_nat_scan_req req;
	uint32_t *freqs;
	char **ssids;
	uint8_t *ies;
};

static void scan_args_free(struct scan_args *a)
{
	free(a->freqs);
	free(a->ssids);
	free(a->ies);
}

/* handle_scan(): the trigger's arguments; 0, 1 (usage) or -errno */
static int parse_trigger(int argc, char **argv, struct scan_args *a)
{
	enum { NONE, FREQ, IES, SSID, MESHID, DURATION, DONE } st = NONE;
	struct iwc_nat_scan_req *r = &a->req;
	uint8_t *ies = NULL, *meshid = NULL;
	size_t ies_len = 0, meshid_len = 0;
	unsigned long duration = 0;
	int err = -ENOBUFS;

	memset(a, 0, sizeof(*a));
	a->freqs = calloc((size_t)argc + 1, sizeof(*a->freqs));
	a->ssids = calloc((size_t)argc + 1, sizeof(*a->ssids));
	if (!a->freqs || !a->ssids)
		return -ENOMEM;
	r->freqs = a->freqs;
	r->ssids = a->ssids;
	for (int i = 0; i < argc; i++) {
		const char *s = argv[i];
		char *end;

		switch (st) {
		case NONE:
			if (!strcmp(s, "freq")) {
				st = FREQ;
				r->have_freqs = true;
			} else if (!strcmp(s, "ies")) {
				st = IES;
			} else if (!strcmp(s, "lowpri")) {
				r->flags |= NL80211_SCAN_FLAG_LOW_PRIORITY;
			} else if (!strcmp(s, "flush")) {
				r->flags |= NL80211_SCAN_FLAG_FLUSH;
			} else if (!strcmp(s, "ap-force")) {
				r->flags |= NL80211_SCAN_FLAG_AP;
			} else if (!strcmp(s, "coloc")) {
				r->flags |= NL80211_SCAN_FLAG_COLOCATED_6GHZ;
			} else if (!strcmp(s, "duration-mandatory")) {
				r->duration_mandatory = true;
			} else if (!strncmp(s, "randomise", 9) ||
				   !strncmp(s, "randomize", 9)) {
				const char *rest = s + 9, *sep;
				char addr[64];

				r->flags |= NL80211_SCAN_FLAG_RANDOM_ADDR;
				r->has_rand = true;
				memset(r->rand_addr, 0, 6);
				memset(r->rand_mask, 0, 6);
				if (!*rest) {
					r->rand_mask[0] = 1;
					break;
				}
				sep = strchr(rest, '/');
				if (*rest != '=' || !sep ||
				    (size_t)(sep - rest) > sizeof(addr)) {
					err = 1;
					goto out;
				}
				memcpy(addr, rest + 1, (size_t)(sep - rest - 1));
				addr[sep - rest - 1] = '\0';
				if (iwc_nat_parse_mac(r->rand_addr, addr) < 0 ||
				    iwc_nat_parse_mac(r->rand_mask, sep + 1) < 0) {
					err = 1;
					goto out;
				}
			} else if (!strcmp(s, "ssid")) {
				st = SSID;
				r->have_ssids = true;
			} else if (!strcmp(s, "passive")) {
				st = DONE;
				r->passive = true;
			} else if (!strcmp(s, "meshid")) {
				st = MESHID;
			} else if (!strcmp(s, "duration")) {
				st = DURATION;
			} else {
				err = 1;
				goto out;
			}
			break;
		case DONE:
			err = 1;
			goto out;
		case FREQ:
			a->freqs[r->n_freqs] = (uint32_t)strtoul(s, &end, 10);
			if (*end) {
				/* not a number: maybe the next keyword */
				i--;
				st = NONE;
				continue;
			}
			r->n_freqs++;
			break;
		case IES:
			free(ies);
			ies = parse_hex(s, &ies_len);
			if (!ies)
				goto out;
			st = NONE;
			break;
		case SSID:
			a->ssids[r->n_ssids++] = argv[i];
			break;
		case MESHID:
			free(meshid);
			meshid_len = strlen(s);
			meshid = malloc(meshid_len + 2);
			if (!meshid)
				goto out;
			meshid[0] = 114;
			meshid[1] = (uint8_t)meshid_len;
			memcpy(meshid + 2, s, meshid_len);
			meshid_len += 2;
			st = NONE;
			break;
		case DURATION:
			duration = strtoul(s, &end, 10);
			st = NONE;
			break;
		}
	}
	if (ies || meshid) {
		a->ies = malloc(ies_len + meshid_len + 1);
		if (!a->ies)
			goto out;
		if (ies)
			memcpy(a->ies, ies, ies_len);
		if (meshid)
			memcpy(a->ies + ies_len, meshid, meshid_len);
		r->ies = a->ies;
		r->ies_len = ies_len + meshid_len;
	}
	if (!r->have_freqs)
		r->flags |= NL80211_SCAN_FLAG_COLOCATED_6GHZ;
	r->duration = (uint16_t)duration;
	err = 0;
	if (r->duration_mandatory && !r->duration)
		err = -EINVAL;
out:
	free(ies);
	free(meshid);
	return err;
}

#define TRIGGER_ABORTED 2

/* 0, IWC_SCAN_RET_USAGE, TRIGGER_ABORTED (only when waiting) or -errno */
static int do_trigger(const struct iwc_ctx *ctx,
		      const struct iwc_backend *nat, uint32_t ifindex,
		      int argc, char **argv, bool wait)
{
	struct scan_args a;
	int e;

	e = parse_trigger(argc, argv, &a);
	if (e == 0) {
		e = nat->scan_request ? nat->scan_request(ctx->be_data, ifindex,
							  &a.req, wait) :
					-EOPNOTSUPP;
		if (e > 0)
			e = TRIGGER_ABORTED;
	}
	scan_args_free(&a);
	return e;
}

static int do_dump(const struct iwc_ctx *ctx, const char *ifname,
		   uint32_t ifindex, bool json, bool unknown, bool both)
{
	const struct iwc_backend *be = ctx->be;
	struct iwc_scan_result res = { 0 };
	struct iwc_iface iface;
	struct iwc_json j;
	int e;

	if (!be || !be->scan_dump)
		return -EOPNOTSUPP;
	memset(&iface, 0, sizeof(iface));
	snprintf(iface.name, sizeof(iface.name), "%s", ifname);
	iface.ifindex = (int)ifindex;
	/* iw reads the dump's end without its error code: in text, a dump
	 * the kernel refuses (e.g. not a wireless interface) is an empty
	 * one; JSON says why */
	e = be->scan_dump(ctx->be_data, &iface, &res);
	if (e < 0 && json)
		return e;
	if (e < 0)
		memset(&res, 0, sizeof(res));
	if (json) {
		iwc_json_doc_open(&j, ctx->out);
		iwc_json_arr_open(&j, "bss");
	}
	for (size_t i = 0; i < res.n; i++) {
		if (json)
			json_bss(&j, &res.bss[i], ifname);
		else
			iwc_iw_print_bss(iwc_iw_dialect(ctx), ctx->out,
					 &res.bss[i], ifname, unknown, both);
	}
	if (json) {
		iwc_json_arr_close(&j);
		iwc_json_doc_close(&j);
	}
	iwc_scan_result_free(&res);
	return 0;
}

int iwc_native_scan(const struct iwc_ctx *ctx, const struct iwc_backend *nat,
		    enum iwc_scan_cmd cmd, const char *ifname, uint32_t ifindex,
		    bool json, int argc, char **argv)
{
	bool unknown = false, both = false;
	int e;

	switch (cmd) {
	case IWC_SCAN_DUMP:
		if (argc > 1)
			return IWC_SCAN_RET_USAGE;
		if (argc == 1 && !strcmp(argv[0], "-u"))
			unknown = true;
		else if (argc == 1 && !strcmp(argv[0], "-b"))
			both = true;
		return do_dump(ctx, ifname, ifindex, json, unknown, both);
	case IWC_SCAN_TRIGGER:
		e = do_trigger(ctx, nat, ifindex, argc, argv, false);
		return e == TRIGGER_ABORTED ? 0 : e;
	case IWC_SCAN_ABORT:
		return nat->scan_abort ? nat->scan_abort(ctx->be_data, ifindex) :
					 -EOPNOTSUPP;
	case IWC_SCAN_COMBINED:
		break;
	}
	/* handle_scan_combined(): -u or -b first goes to the dump */
	if (argc >= 1 && !strcmp(argv[0], "-u"))
		unknown = true;
	else if (argc >= 1 && !strcmp(argv[0], "-b"))
		both = true;
	if (unknown || both) {
		argc--;
		argv++;
	}
	e = do_trigger(ctx, nat, ifindex, argc, argv, true);
	if (e == TRIGGER_ABORTED && !json) {
		fputs("scan aborted!\n", ctx->out);
		return 0;
	}
	if (e == TRIGGER_ABORTED)
		return -ECANCELED;
	if (e != 0)
		return e;
	return do_dump(ctx, ifname, ifindex, json, unknown, both);
}
