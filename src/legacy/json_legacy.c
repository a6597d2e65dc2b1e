/*
 * json_legacy.c - "iwcompat -j iwconfig [IFACE]": what iwconfig shows,
 * as JSON (the same WEXT view, wext_view.c, as facts with units).
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

static const char *const mode_keys[] = {
	"auto", "ad-hoc", "managed", "master", "repeater", "secondary",
	"monitor", "mesh",
};

static void param_or_off(struct iwc_json *j, const char *key,
			 const struct iwc_param *p)
{
	if (p->disabled)
		iwc_json_null(j, key);
	else
		iwc_json_int(j, key, p->value);
}

static void json_wext(struct iwc_json *j, const char *ifname,
		      const struct iwc_wext_info *info)
{
	iwc_json_obj_open(j, NULL);
	iwc_json_str(j, "ifname", ifname);
	iwc_json_str(j, "protocol", info->name);
	if (info->has_essid) {
		if (info->essid_on) {
			iwc_json_bytes(j, "essid", info->essid,
				       (size_t)info->essid_len);
			iwc_json_hex(j, "essid_hex", info->essid,
				     (size_t)info->essid_len);
		} else {
			iwc_json_null(j, "essid");
		}
	}
	if (info->has_mode)
		iwc_json_str(j, "mode", info->mode >= 0 && info->mode < 8 ?
			     mode_keys[info->mode] : "unknown");
	if (info->has_freq) {
		double freq = info->freq;
		int chan = -1;

		if (freq < 1e3) {
			chan = iwc_wext_chan_of(freq);
			if (info->has_range)
				iwc_wext_channel_to_freq(chan, &freq,
							 &info->range);
		} else if (info->has_range) {
			chan = iwc_wext_freq_to_channel(freq, &info->range);
		}
		if (freq >= 1e3 && freq / 1e6 < IWC_JSON_MHZ_MAX)
			iwc_json_int(j, "freq_mhz", iwc_llround(freq / 1e6));
		if (chan >= 0)
			iwc_json_int(j, "channel", chan);
		iwc_json_bool(j, "freq_fixed",
			      (info->freq_flags & IWC_FREQ_FIXED) != 0);
	}
	if (info->has_ap_addr) {
		static const uint8_t zero[IWC_ETH_ALEN];

		if (memcmp(info->ap_addr, zero, sizeof(zero)))
			iwc_json_mac(j, "access_point", info->ap_addr);
		else
			iwc_json_null(j, "access_point");
	}
	if (info->has_bitrate)
		iwc_json_int(j, "bitrate_kbps", info->bitrate.value / 1000);
	if (info->has_txpower) {
		if (info->txpower.disabled)
			iwc_json_null(j, "txpower_dbm");
		else if ((info->txpower.flags & IWC_TXPOW_TYPE) ==
			 IWC_TXPOW_DBM)
			iwc_json_int(j, "txpower_dbm", info->txpower.value);
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
		iwc_json_bool(j, "power_management", !info->power.disabled);
	if (info->has_stats) {
		const struct iwc_qual *q = &info->qual;

		if (!(q->updated & IWC_QUAL_QUAL_INVALID)) {
			iwc_json_uint(j, "link_quality", q->qual);
			if (info->has_range)
				iwc_json_uint(j, "link_quality_max",
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
	iwc_json_obj_close(j);
}

/* One interface: 0, or the legacy error on stderr and a negative errno.
 * Non-wireless interfaces are skipped when @quiet. */
static int one(const struct iwc_ctx *ctx, struct iwc_json *j,
	       const char *ifname, bool quiet)
{
	struct iwc_wext_info info;
	struct iwc_dev *dev = malloc(sizeof(*dev));
	int r;

	if (!dev)
		return -ENOMEM;
	r = iwc_dev_load(ctx, ifname,
			 IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV |
			 IWC_NEED_STATE | IWC_NEED_POWER, dev);
	if (r < 0) {
		if (!quiet)
			iwc_fmt_iface_error(ctx->err, ifname, r);
		free(dev);
		return r;
	}
	iwc_wext_collect(&dev->src, &info);
	json_wext(j, ifname, &info);
	free(dev);
	return 0;
}

int iwc_json_legacy_main(const struct iwc_ctx *ctx, int argc, char **argv)
{
	struct iwc_json j;
	int r = 0;

	if (!strcmp(argv[0], "iwgetid") || !strcmp(argv[0], "iwlist"))
		return iwc_json_iwlist_main(ctx, argc, argv);
	if (strcmp(argv[0], "iwconfig") || argc > 2 ||
	    (argc == 2 && argv[1][0] == '-')) {
		fprintf(ctx->err, "iwcompat: -j supports \"iwconfig [IFACE]\", "
			"\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
			"(and the native reads: dev, dev IFACE info|link|get power_save)\n");
		return 1;
	}
	iwc_json_init(&j, ctx->out);
	if (argc == 2) {
		/* one object, or iwconfig's error and status */
		r = one(ctx, &j, argv[1], false);
		if (r < 0)
			return r & 0xff;
		iwc_json_end(&j);
		return 0;
	}
	/* every wireless interface, an array */
	{
		struct iwc_name_list list = { 0 };

		if (ctx->be->list_ifaces(ctx->be_data, &list) < 0)
			list.n = 0;
		iwc_json_arr_open(&j, NULL);
		for (size_t i = 0; i < list.n; i++)
			one(ctx, &j, list.names[i], true);
		iwc_json_arr_close(&j);
		iwc_name_list_free(&list);
	}
	iwc_json_end(&j);
	return 0;
}
