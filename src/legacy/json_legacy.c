/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json_legacy.c - "iwcompat -j iwconfig [IFACE]": what iwconfig shows,
 * as JSON (the same answers iwconfig prints, from the backend ifc.c
 * opens: nl80211's WEXT view or a WEXT driver, as facts with units); and
 * the frame of every "-j iwconfig|iwgetid|iwlist": a document on
 * stdout, or a JSON error there with a non-zero status, or a command
 * line refused before running (text on stderr, status 2).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/format.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/tools.h"

const char *iwc_json_mode_key(int mode)
{
	static const char *const keys[] = {
		"auto", "ad-hoc", "managed", "master", "repeater",
		"secondary", "monitor", "mesh",
	};

	return mode >= 0 && mode < (int)(sizeof(keys) / sizeof(keys[0])) ?
		       keys[mode] : "unknown";
}

void iwc_json_wext_freq(struct iwc_json *j, const char *fkey,
			const char *ckey, double freq,
			const struct iwc_wext_range *range)
{
	int chan = -1;

	if (freq < 1e3) {
		chan = iwc_wext_chan_of(freq);
		if (range)
			iwc_wext_channel_to_freq(chan, &freq, range);
	} else if (range) {
		chan = iwc_wext_freq_to_channel(freq, range);
	}
	if (freq >= 1e3 && freq / 1e6 < IWC_JSON_MHZ_MAX)
		iwc_json_int(j, fkey, iwc_llround(freq / 1e6));
	if (chan >= 0)
		iwc_json_int(j, ckey, chan);
}

static void param_or_off(struct iwc_json *j, const char *key,
			 const struct iwc_param *p)
{
	if (p->disabled)
		iwc_json_null(j, key);
	else
		iwc_json_int(j, key, p->value);
}

/* one interface's members, in an object of its own unless @doc */
static void json_wext(struct iwc_json *j, const char *ifname,
		      const struct iwc_wext_info *info, bool doc)
{
	if (!doc)
		iwc_json_obj_open(j, NULL);
	iwc_json_str(j, "ifname", ifname);
	iwc_json_str(j, "protocol", info->name);
	if (info->has_essid) {
		if (info->essid_on) {
			iwc_json_bytes(j, "ssid", info->essid,
				       (size_t)info->essid_len);
			iwc_json_hex(j, "ssid_hex", info->essid,
				     (size_t)info->essid_len);
		} else {
			iwc_json_null(j, "ssid");
		}
	}
	if (info->has_mode)
		iwc_json_str(j, "mode", iwc_json_mode_key(info->mode));
	if (info->has_freq) {
		iwc_json_wext_freq(j, "freq_mhz", "channel", info->freq,
				   info->has_range ? &info->range : NULL);
		iwc_json_bool(j, "freq_fixed",
			      (info->freq_flags & IWC_FREQ_FIXED) != 0);
	}
	if (info->has_ap_addr) {
		static const uint8_t zero[IWC_ETH_ALEN];

		if (memcmp(info->ap_addr, zero, sizeof(zero)))
			iwc_json_mac(j, "bssid", info->ap_addr);
		else
			iwc_json_null(j, "bssid");
	}
	if (info->has_bitrate)
		iwc_json_int(j, "bitrate_kbps", info->bitrate.value / 1000);
	if (info->has_txpower) {
		if (info->txpower.disabled)
			iwc_json_null(j, "txpower_dbm");
		else if ((info->txpower.flags & IWC_TXPOW_TYPE) ==
			 IWC_TXPOW_DBM)
			iwc_json_fixed(j, "txpower_dbm",
				       (int64_t)info->txpower.value * 100, 2);
	}
	if (info->has_retry && !info->retry.disabled &&
	    (info->retry.flags & IWC_RETRY_TYPE) == IWC_RETRY_LIMIT)
		iwc_json_int(j, "retry_limit", info->retry.value);
	if (info->has_rts)
		param_or_off(j, "rts_threshold_bytes", &info->rts);
	if (info->has_frag)
		param_or_off(j, "frag_threshold_bytes", &info->frag);
	if (info->has_key)
		iwc_json_bool(j, "encryption",
			      !(info->key_flags & IWC_ENCODE_DISABLED));
	if (info->has_power)
		iwc_json_bool(j, "power_save", !info->power.disabled);
	if (info->has_stats) {
		const struct iwc_qual *q = &info->qual;

		if (!(q->updated & IWC_QUAL_QUAL_INVALID)) {
			iwc_json_uint(j, "quality", q->qual);
			if (info->has_range)
				iwc_json_uint(j, "quality_max",
					      info->range.max_qual.qual);
		}
		if (!(q->updated & IWC_QUAL_LEVEL_INVALID) &&
		    (q->updated & IWC_QUAL_DBM))
			iwc_json_int(j, "signal_dbm", (int)q->level - 256);
		iwc_json_uint(j, "rx_invalid_nwid", info->discard_nwid);
		iwc_json_uint(j, "rx_invalid_crypt", info->discard_code);
		iwc_json_uint(j, "rx_invalid_frag", info->discard_fragment);
		iwc_json_uint(j, "tx_excessive_retries",
			      info->discard_retries);
		iwc_json_uint(j, "invalid_misc", info->discard_misc);
		iwc_json_uint(j, "missed_beacon", info->miss_beacon);
	}
	if (!doc)
		iwc_json_obj_close(j);
}

/* One interface: 0, or the legacy error on stderr and a negative errno.
 * Non-wireless interfaces are skipped when @quiet. The document is
 * opened here when @doc (nothing printed on an error). */
static int one(const struct iwc_ctx *ctx, struct iwc_json *j,
	       const char *ifname, bool quiet, bool doc)
{
	struct iwc_wext_info *info;
	int r;

	/* iwconfig's own read (either backend); the wiphy's bands too,
	 * for the channel of the frequency */
	r = iwc_iwconfig_read(ctx, ifname,
			      IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV |
			      IWC_NEED_STATE | IWC_NEED_POWER, &info);
	if (r < 0) {
		if (!quiet)
			iwc_fmt_iface_error(ctx->err, ifname, r);
		return r;
	}
	if (doc)
		iwc_json_doc_open(j, ctx->out);
	json_wext(j, ifname, info, doc);
	if (doc)
		iwc_json_doc_close(j);
	free(info);
	return 0;
}

static void refuse_usage(FILE *f)
{
	fprintf(f, "iwcompat: -j supports \"iwconfig [IFACE]\", "
		"\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
		"(and the native reads, see iwcompat(8), JSON)\n");
}

/* "-j iwconfig [IFACE]": a status, IWC_JSON_REFUSED, *@eno the errno */
static int json_iwconfig(const struct iwc_ctx *ctx, int argc, char **argv,
			 int *eno)
{
	struct iwc_json j;
	int r = 0;

	if (argc > 2 || (argc == 2 && argv[1][0] == '-')) {
		refuse_usage(ctx->err);
		return IWC_JSON_REFUSED;
	}
	if (argc == 2) {
		/* one document, or iwconfig's error and status */
		r = one(ctx, &j, argv[1], false, true);
		*eno = r;
		return r < 0 ? r & 0xff : 0;
	}
	/* every wireless interface */
	{
		struct iwc_name_list list = { 0 };

		if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
			list.n = 0;
		iwc_json_doc_open(&j, ctx->out);
		iwc_json_arr_open(&j, "interfaces");
		for (size_t i = 0; i < list.n; i++)
			one(ctx, &j, list.names[i], true, false);
		iwc_json_arr_close(&j);
		iwc_name_list_free(&list);
	}
	return iwc_json_doc_close(&j) < 0 ? 1 : 0;
}

/* "iwconfig: " and the tool's error text on one line, its blanks
 * collapsed (iwconfig pads the interface name into a column) */
static void one_line(char *msg, size_t size, const char *tool,
		     const char *text, size_t len)
{
	int w = snprintf(msg, size, "%s: ", tool);
	size_t n = w < 0 ? 0 : (size_t)w < size ? (size_t)w : size - 1;
	bool blank = false;

	/* each byte written only where it and the final NUL fit: a blank
	 * and the character after it are two */
	for (size_t i = 0; i < len; i++) {
		if (text[i] == ' ' || text[i] == '\n' || text[i] == '\t') {
			blank = true;
			continue;
		}
		if (n + 1 + (blank && n > strlen(tool) + 2) >= size)
			break;
		if (blank && n > strlen(tool) + 2)
			msg[n++] = ' ';
		blank = false;
		msg[n++] = text[i];
	}
	msg[n] = '\0';
}

int iwc_json_legacy_main(const struct iwc_ctx *ctx, int argc, char **argv)
{
	struct iwc_ctx c = *ctx;
	char *out = NULL, *err = NULL, msg[512];
	size_t out_len = 0, err_len = 0;
	int status, eno = 0;

	if (strcmp(argv[0], "iwconfig") && strcmp(argv[0], "iwgetid") &&
	    strcmp(argv[0], "iwlist")) {
		refuse_usage(ctx->err);
		return IWC_JSON_EXIT_USAGE;
	}
	/* the tool's text goes to memory: a document reaches stdout only
	 * whole, the text of an error becomes the JSON error's message */
	c.out = open_memstream(&out, &out_len);
	c.err = open_memstream(&err, &err_len);
	if (!c.out || !c.err) {
		if (c.out)
			fclose(c.out);
		if (c.err)
			fclose(c.err);
		free(out);
		free(err);
		iwc_json_error(ctx->out, strerror(ENOMEM), -ENOMEM);
		return 1;
	}
	if (!strcmp(argv[0], "iwconfig"))
		status = json_iwconfig(&c, argc, argv, &eno);
	else
		status = iwc_json_iwlist_main(&c, argc, argv, &eno);
	fclose(c.out);
	fclose(c.err);
	if (status == IWC_JSON_REFUSED) {
		fwrite(err, 1, err_len, ctx->err);
		status = IWC_JSON_EXIT_USAGE;
	} else if (status == 0 && out_len) {
		fwrite(out, 1, out_len, ctx->out);
	} else {
		/* iwlist's "no ... information" leaves its status 0; iwgetid
		 * prints nothing */
		if (err_len)
			one_line(msg, sizeof(msg), argv[0], err, err_len);
		else if (eno < 0)
			snprintf(msg, sizeof(msg), "%s: %s", argv[0],
				 strerror(-eno));
		else
			snprintf(msg, sizeof(msg), "%s: no interface answered",
				 argv[0]);
		iwc_json_error(ctx->out, msg, eno);
		if (status == 0)
			status = 1;
	}
	fflush(ctx->out);
	free(out);
	free(err);
	return status;
}
