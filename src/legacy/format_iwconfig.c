/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_iwconfig.c - iwconfig's display, byte for byte as
 * wireless-tools' display_info() lays it out: a token counter decides
 * where lines break, and every field keeps its trailing spaces.
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/format.h"

#define INDENT "\n          "

void iwc_fmt_iwconfig_usage(FILE *f)
{
	/* the usage columns of iwconfig_keywords.def */
	static const char *const rows[][2] = {
#define IWC_KW(ID, REQ, name, usage, ...) { name, usage },
#define IWC_KW_ALIAS(ID, name, usage, OF) { name, usage },
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
	};

	fputs("Usage: iwconfig [interface]\n", f);
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		fprintf(f, "                interface %s %s\n", rows[i][0],
			rows[i][1]);
	fputs("       Check man pages for more details.\n", f);
}

void iwc_fmt_iface_error(FILE *f, const char *ifname, int err)
{
	if (err == -EOPNOTSUPP)
		fprintf(f, "%-8.16s  no wireless extensions.\n\n", ifname);
	else
		fprintf(f, "%-8.16s  %s\n\n", ifname, strerror(-err));
}

/* Starts a continuation line when the current one is full. */
static void wrap(FILE *f, int *tokens, int limit)
{
	if (*tokens > limit) {
		fputs(INDENT, f);
		*tokens = 0;
	}
}

static void print_retry(FILE *f, const struct iwc_wext_info *info)
{
	char buf[128];

	fputs("Retry", f);
	if (info->retry.disabled) {
		fputs(":off", f);
	} else {
		if (info->retry.flags & IWC_RETRY_TYPE) {
			iwc_print_retry_value(buf, sizeof(buf),
					      info->retry.value,
					      info->retry.flags);
			fputs(buf, f);
		}
		if (info->retry.flags == IWC_RETRY_ON)
			fputs(":on", f);
	}
	fputs("   ", f);
}

static void print_key(FILE *f, const struct iwc_wext_info *info)
{
	fputs("Encryption key:", f);
	if ((info->key_flags & IWC_ENCODE_DISABLED) || info->key_size == 0) {
		fputs("off", f);
	} else {
		iwc_fputs_key(f, info->key, info->key_size, info->key_flags);
	}
	fputs(INDENT, f);
}

static void print_power(FILE *f, const struct iwc_wext_info *info)
{
	char buf[128];

	fputs("Power Management", f);
	if (info->power.disabled) {
		fputs(":off", f);
	} else {
		if (info->power.flags & IWC_POWER_TYPE) {
			iwc_print_pm_value(buf, sizeof(buf), info->power.value,
					   info->power.flags);
			fprintf(f, "%s  ", buf);
		}
		iwc_print_pm_mode(buf, sizeof(buf), info->power.flags);
		fputs(buf, f);
		if (info->power.flags == IWC_POWER_ON)
			fputs(":on", f);
	}
	fputs(INDENT, f);
}

static void print_stats(FILE *f, const struct iwc_wext_info *info)
{
	char buf[256];

	iwc_print_stats(buf, sizeof(buf), &info->qual, &info->range,
			info->has_range);
	fprintf(f, "Link %s\n", buf);
	if (info->range.we_version_compiled > 11) {
		fprintf(f, "          Rx invalid nwid:%d  Rx invalid crypt:%d  Rx invalid frag:%d\n",
			(int)info->discard_nwid, (int)info->discard_code,
			(int)info->discard_fragment);
		fprintf(f, "          Tx excessive retries:%d  Invalid misc:%d   Missed beacon:%d\n",
			(int)info->discard_retries, (int)info->discard_misc,
			(int)info->miss_beacon);
	} else {
		fprintf(f, "          Rx invalid nwid:%d  invalid crypt:%d  invalid misc:%d\n",
			(int)info->discard_nwid, (int)info->discard_code,
			(int)info->discard_misc);
	}
}

void iwc_fmt_iwconfig_info(FILE *f, const char *ifname,
			   const struct iwc_wext_info *info)
{
	char buf[256];
	int tokens = 3;

	fprintf(f, "%-8.16s  %s  ", ifname, info->name);

	if (info->has_essid) {
		if (info->essid_on) {
			iwc_essid_escape(buf, info->essid,
					 (size_t)info->essid_len);
			if ((info->essid_on & IWC_ENCODE_INDEX) > 1)
				fprintf(f, "ESSID:\"%s\" [%d]  ", buf,
					info->essid_on & IWC_ENCODE_INDEX);
			else
				fprintf(f, "ESSID:\"%s\"  ", buf);
		} else {
			fputs("ESSID:off/any  ", f);
		}
	}
	if (info->has_nickname)
		fprintf(f, "Nickname:\"%.*s\"", (int)sizeof(info->nickname),
			info->nickname);
	if (info->has_essid || info->has_nickname) {
		fputs(INDENT, f);
		tokens = 0;
	}

	if (info->has_nwid) {
		if (info->nwid.disabled)
			fputs("NWID:off/any  ", f);
		else
			fprintf(f, "NWID:%X  ", (unsigned int)info->nwid.value);
		tokens += 2;
	}

	if (info->has_mode) {
		fprintf(f, "Mode:%s  ", iwc_mode_name(info->mode));
		tokens += 3;
	}

	if (info->has_freq) {
		double freq = info->freq;

		if (info->has_range && freq < IWC_KILO)
			iwc_wext_channel_to_freq(iwc_wext_chan_of(freq), &freq,
						 &info->range);
		iwc_print_freq(buf, sizeof(buf), freq, -1, info->freq_flags);
		fprintf(f, "%s  ", buf);
		tokens += 4;
	}

	if (info->has_ap_addr) {
		wrap(f, &tokens, 8);
		tokens += 6;
		iwc_sawap_ntop(info->ap_addr, buf);
		fprintf(f, "%s %s   ",
			info->has_mode && info->mode == IWC_MODE_ADHOC ?
				"Cell:" : "Access Point:",
			buf);
	}

	if (info->has_bitrate) {
		wrap(f, &tokens, 11);
		tokens += 3;
		iwc_print_bitrate(buf, sizeof(buf), info->bitrate.value);
		fprintf(f, "Bit Rate%c%s   ", info->bitrate.fixed ? '=' : ':',
			buf);
	}

	if (info->has_txpower) {
		wrap(f, &tokens, 11);
		tokens += 3;
		iwc_print_txpower(buf, sizeof(buf), &info->txpower);
		fprintf(f, "Tx-Power%c%s   ", info->txpower.fixed ? '=' : ':',
			buf);
	}

	if (info->has_sens) {
		wrap(f, &tokens, 10);
		tokens += 4;
		fprintf(f, "Sensitivity%c", info->sens.fixed ? '=' : ':');
		if (!info->has_range)
			fprintf(f, "%d  ", info->sens.value);
		else if (info->sens.value < 0)
			fprintf(f, "%d dBm  ", info->sens.value);
		else
			fprintf(f, "%d/%d  ", info->sens.value,
				info->range.sensitivity);
	}

	fputs(INDENT, f);
	tokens = 0;

	if (info->has_retry) {
		print_retry(f, info);
		tokens += 5;
	}

	if (info->has_rts) {
		if (info->rts.disabled)
			fputs("RTS thr:off   ", f);
		else
			fprintf(f, "RTS thr%c%d B   ",
				info->rts.fixed ? '=' : ':', info->rts.value);
		tokens += 3;
	}

	if (info->has_frag) {
		wrap(f, &tokens, 10);
		tokens += 4;
		if (info->frag.disabled)
			fputs("Fragment thr:off", f);
		else
			fprintf(f, "Fragment thr%c%d B   ",
				info->frag.fixed ? '=' : ':', info->frag.value);
	}

	if (tokens > 0)
		fputs(INDENT, f);

	if (info->has_key)
		print_key(f, info);
	if (info->has_power)
		print_power(f, info);
	if (info->has_stats)
		print_stats(f, info);
	fputs("\n", f);
}

void iwc_fmt_version_header(FILE *f, const char *toolname)
{
	fprintf(f, "%-8.16s  Wireless-Tools version 30\n", toolname);
	fputs("          Compatible with Wireless Extension v11 to v22.\n\n", f);
	fputs("Kernel    Currently compiled with Wireless Extension v22.\n\n", f);
}

void iwc_fmt_version_iface(FILE *f, const char *ifname,
			   const struct iwc_wext_range *range)
{
	fprintf(f, "%-8.16s  Recommend Wireless Extension v%d or later,\n",
		ifname, range->we_version_source);
	fprintf(f, "          Currently compiled with Wireless Extension v%d.\n\n",
		range->we_version_compiled);
}
