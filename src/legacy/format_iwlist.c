/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_iwlist.c - iwlist's information listings (everything but the
 * scan cells), with wireless-tools' exact wording and blank lines.
 */
#include <string.h>

#include "iwcompat/format_wext.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/result.h"
#include "iwcompat/units.h"

void iwc_fmt_no_range(FILE *err, enum iwc_iwlist_op op, const char *ifname,
		      int errnum)
{
	/* the no_info column of iwlist_commands.def */
	static const char *const no_info[_IWC_OP_MAX] = {
#define IWC_IWLIST(ID, OP, name, max_args, hint, no_info, ...)		\
	[IWC_OP_##OP] = no_info,
#define IWC_IWLIST_ALIAS(...)
#include "iwcompat/iwlist_commands.def"
#undef IWC_IWLIST
#undef IWC_IWLIST_ALIAS
	};
	const char *what = op < _IWC_OP_MAX ? no_info[op] : NULL;

	if (op == IWC_OP_AP) {
		iwc_fmt_ap_unsupported(err, ifname);
		return;
	}
	if (!what) {
		iwc_fmt_genie_error(err, ifname, errnum);
		return;
	}
	fprintf(err, "%-8.16s  %s.\n\n", ifname, what);
}

void iwc_fmt_freq_info(FILE *f, const char *ifname,
		       const struct iwc_wext_range *range, int freq_err,
		       const struct iwc_freq *cur)
{
	char buf[128];

	if (range->num_frequency > 0) {
		fprintf(f, "%-8.16s  %d channels in total; available frequencies :\n",
			ifname, range->num_channels);
		for (int k = 0; k < range->num_frequency; k++) {
			iwc_print_freq_value(buf, sizeof(buf),
					     iwc_freq2float(&range->freq[k]));
			fprintf(f, "          Channel %.2d : %s\n",
				range->freq[k].i, buf);
		}
	} else {
		fprintf(f, "%-8.16s  %d channels\n", ifname,
			range->num_channels);
	}
	if (freq_err == 0) {
		double freq = iwc_freq2float(cur);

		/* the flags byte is uninitialised stack in iwlist: ':' is
		 * what the Debian binary prints */
		iwc_print_freq(buf, sizeof(buf), freq,
			       iwc_wext_freq_to_channel(freq, range), 0);
		fprintf(f, "          Current %s\n\n", buf);
	}
}

void iwc_fmt_rate_info(FILE *f, const char *ifname, int rate_err,
		       const struct iwc_param *cur)
{
	char buf[64];

	/* cfg80211's range lists no bit-rates */
	fprintf(f, "%-8.16s  unknown bit-rate information.\n", ifname);
	if (rate_err == 0) {
		iwc_print_bitrate(buf, sizeof(buf), cur->value);
		fprintf(f, "          Current Bit Rate%c%s\n",
			cur->fixed ? '=' : ':', buf);
	}
	fputc('\n', f);
}

static void keys_header(FILE *f, const char *ifname,
			const struct iwc_wext_range *range)
{
	fprintf(f, "%-8.16s  ", ifname);
	if (range->num_encoding_sizes > 0 &&
	    range->num_encoding_sizes < IWC_MAX_ENCODING_SIZES) {
		fprintf(f, "%d key sizes : %d", range->num_encoding_sizes,
			range->encoding_size[0] * 8);
		for (int k = 1; k < range->num_encoding_sizes; k++)
			fprintf(f, ", %d", range->encoding_size[k] * 8);
		fputs("bits\n          ", f);
	}
	fprintf(f, "%d keys available :\n", range->max_encoding_tokens);
}

void iwc_fmt_keys_info(FILE *out, FILE *err, const char *ifname,
		       const struct iwc_wext_range *range,
		       const struct iwc_key_slot *slots,
		       const struct iwc_key_slot *current)
{
	char buf[256];

	keys_header(out, ifname, range);
	for (int k = 1; k <= range->max_encoding_tokens &&
			k <= IWC_MAX_KEY_TOKENS; k++) {
		const struct iwc_key_slot *s = &slots[k - 1];

		if (s->err) {
			fprintf(err, "Error reading wireless keys (SIOCGIWENCODE): %s\n",
				strerror(-s->err));
			break;
		}
		if ((s->flags & IWC_ENCODE_DISABLED) || s->len == 0) {
			fprintf(out, "\t\t[%d]: off\n", k);
		} else {
			iwc_print_key(buf, sizeof(buf), s->key, s->len,
				      s->flags);
			fprintf(out, "\t\t[%d]: %s (%d bits)\n", k, buf,
				s->len * 8);
		}
	}
	if (current->err == 0) {
		fprintf(out, "          Current Transmit Key: [%d]\n",
			current->flags & IWC_ENCODE_INDEX);
		if (current->flags & IWC_ENCODE_RESTRICTED)
			fputs("          Security mode:restricted\n", out);
		if (current->flags & IWC_ENCODE_OPEN)
			fputs("          Security mode:open\n", out);
	}
	fputs("\n\n", out);
}

void iwc_print_keys(FILE *out, FILE *err, const char *ifname,
		    const struct iwc_wext_range *range, iwc_key_get_fn get,
		    const void *arg)
{
	struct iwc_key_slot slots[IWC_MAX_KEY_TOKENS];
	struct iwc_key_slot current = { 0 };
	int n = range->max_encoding_tokens;

	if (n > IWC_MAX_KEY_TOKENS)
		n = IWC_MAX_KEY_TOKENS;
	memset(slots, 0, sizeof(slots));
	for (int k = 1; k <= n; k++) {
		struct iwc_key_slot *s = &slots[k - 1];

		s->err = get(arg, k, s->key, &s->len, &s->flags);
		if (s->err)
			break;
	}
	current.err = get(arg, 0, current.key, &current.len, &current.flags);
	iwc_fmt_keys_info(out, err, ifname, range, slots, &current);
}

void iwc_fmt_wpakeys_info(FILE *out, FILE *err, const char *ifname,
			  const struct iwc_wext_range *range, int errnum)
{
	keys_header(out, ifname, range);
	if (range->max_encoding_tokens >= 1)
		fprintf(err, "Error reading wpa keys (SIOCGIWENCODEEXT): %s\n",
			strerror(-errnum));
	fputs("\n\n", out);
}

void iwc_fmt_power_info(FILE *f, const char *ifname, int power_err,
			const struct iwc_param *power)
{
	char buf[64];

	fprintf(f, "%-8.16s  ", ifname);
	if (power_err == 0) {
		if (power->disabled) {
			fputs("Current mode:off\n", f);
		} else {
			iwc_print_pm_mode(buf, sizeof(buf), power->flags);
			fprintf(f, "Current %s", buf);
			if ((power->flags & IWC_POWER_MODE) == IWC_POWER_ON)
				fputs("mode:on", f);
			if (power->flags & IWC_POWER_TYPE) {
				iwc_print_pm_value(buf, sizeof(buf),
						   power->value, power->flags);
				fprintf(f, "\n                 %s", buf);
			}
			fputc('\n', f);
		}
	}
	fputc('\n', f);
}

void iwc_fmt_txpower_info(FILE *f, const char *ifname, int txpower_err,
			  const struct iwc_param *t)
{
	fprintf(f, "%-8.16s  unknown transmit-power information.\n\n", ifname);
	iwc_fmt_txpower_current(f, txpower_err, t);
}

void iwc_fmt_txpower_current(FILE *f, int txpower_err,
			     const struct iwc_param *t)
{
	if (txpower_err)
		return;
	fputs("          Current Tx-Power", f);
	if (t->disabled) {
		fputs(":off\n\n", f);
		return;
	}
	fputc(t->fixed ? '=' : ':', f);
	if (t->flags & IWC_TXPOW_RELATIVE) {
		fprintf(f, "\t  %d (no units)\n", t->value);
	} else {
		int dbm = t->value, mw;

		if (t->flags & IWC_TXPOW_MWATT) {
			dbm = iwc_mwatt2dbm(t->value);
			mw = t->value;
		} else {
			mw = iwc_dbm2mwatt(t->value);
		}
		fprintf(f, "%d dBm  \t(%d mW)\n\n", dbm, mw);
	}
}

void iwc_fmt_retry_info(FILE *f, const char *ifname,
			const struct iwc_retry_result *res)
{
	char buf[128];

	fprintf(f, "%-8.16s  ", ifname);
	if (res->range_flags & IWC_RETRY_LIMIT) {
		int flags = res->range_flags &
			    ~(IWC_RETRY_MIN | IWC_RETRY_MAX);

		fprintf(f, "%s %s ; ",
			(res->range_flags & IWC_RETRY_MIN) ? "Auto " : "Fixed",
			"limit   ");
		iwc_print_retry_value(buf, sizeof(buf), res->range_min,
				      flags | IWC_RETRY_MIN);
		fprintf(f, "%s\n                           ", buf);
		iwc_print_retry_value(buf, sizeof(buf), res->range_max,
				      flags | IWC_RETRY_MAX);
		fprintf(f, "%s\n          ", buf);
	}
	if (res->err == 0 && res->n > 0) {
		if (res->values[0].disabled) {
			fputs("Current mode:off\n          ", f);
		} else {
			fputs("Current mode:on\n                 ", f);
			for (int i = 0; i < res->n; i++) {
				const struct iwc_param *v = &res->values[i];

				if (!(v->flags & IWC_RETRY_TYPE))
					continue;
				iwc_print_retry_value(buf, sizeof(buf),
						      v->value, v->flags);
				fprintf(f, "%s\n                 ", buf);
			}
		}
	}
	fputc('\n', f);
}

void iwc_fmt_iwlist_result(FILE *f, const char *ifname,
			   const struct iwc_iwlist_result *res)
{
	switch (res->op) {
	case IWC_OP_FREQ:
		iwc_fmt_freq_info(f, ifname, &res->range, res->err,
				  &res->freq);
		break;
	case IWC_OP_RATE:
		iwc_fmt_rate_lists(f, ifname, &res->lists, res->err,
				   &res->param);
		break;
	case IWC_OP_POWER:
		iwc_fmt_power_info(f, ifname, res->err, &res->param);
		break;
	case IWC_OP_TXPOWER:
		iwc_fmt_txpower_lists(f, ifname, &res->lists, res->err,
				      &res->param);
		break;
	case IWC_OP_RETRY:
		iwc_fmt_retry_info(f, ifname, &res->retry);
		break;
	default:
		break;
	}
}

void iwc_fmt_event_info(FILE *f, const char *ifname,
			const struct iwc_wext_range *range)
{
	static const struct {
		uint16_t cmd;
		const char *text;
	} names[] = {
		{ 0x8B02, "Set NWID (kernel generated)" },
		{ 0x8B04, "Set Frequency/Channel (kernel generated)" },
		{ 0x8B05, "New Frequency/Channel" },
		{ 0x8B06, "Set Mode (kernel generated)" },
		{ 0x8B13, "Spy threshold crossed" },
		{ 0x8B15, "New Access Point/Cell address - roaming" },
		{ 0x8B19, "Scan request completed" },
		{ 0x8B1A, "Set ESSID (kernel generated)" },
		{ 0x8B1B, "New ESSID" },
		{ 0x8B21, "New bit-rate" },
		{ 0x8B2A, "Set Encoding (kernel generated)" },
		{ 0x8C00, "Tx packet dropped - retry exceeded" },
		{ 0x8C02, "Custom driver event" },
		{ 0x8C03, "Registered node" },
		{ 0x8C04, "Expired node" },
	};

	fprintf(f, "%-8.16s  Wireless Events supported :\n", ifname);
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		for (int k = 0; k < range->num_event_cmds; k++)
			if (range->event_cmds[k] == names[i].cmd)
				fprintf(f, "          0x%04X : %s\n",
					names[i].cmd, names[i].text);
	fputc('\n', f);
	if (range->scan_capa) {
		static const char *const capa[] = {
			"ESSID", "BSSID", "Channel", "Mode", "Rate", "Type",
			"Time",
		};
		unsigned int mask = range->scan_capa;

		fprintf(f, "%-8.16s  Scanning capabilities :", ifname);
		for (unsigned int b = 0; b < 7; b++) {
			if (mask & (1u << b)) {
				fprintf(f, "\n\t\t- %s", capa[b]);
				mask &= ~(1u << b);
			}
		}
		if (mask)
			fputs("\n\t\t- Unknown", f);
		fputs("\n\n", f);
	}
}

void iwc_fmt_modulation_info(FILE *f, const char *ifname)
{
	fprintf(f, "%-8.16s  unknown modulation information.\n\n", ifname);
}

void iwc_fmt_ap_unsupported(FILE *err, const char *ifname)
{
	fprintf(err, "%-8.16s  Interface doesn't have a list of Peers/Access-Points\n\n",
		ifname);
}

void iwc_fmt_genie_error(FILE *err, const char *ifname, int errnum)
{
	fprintf(err, "%-8.16s  no generic IE (%s).\n\n", ifname,
		strerror(-errnum));
}

void iwc_fmt_scan_unsupported(FILE *err, const char *ifname)
{
	fprintf(err, "%-8.16s  Interface doesn't support scanning.\n\n", ifname);
}

void iwc_fmt_scan_error(FILE *err, const char *ifname, int errnum, bool reading)
{
	fprintf(err, "%-8.16s  %s : %s\n\n", ifname,
		reading ? "Failed to read scan data" :
			  "Interface doesn't support scanning",
		strerror(-errnum));
}

void iwc_fmt_scan_header(FILE *f, const char *ifname, size_t n_cells)
{
	/* "%-8.16s", as the cells are printed: without fprintf */
	size_t n = strnlen(ifname, 16);

	fwrite(ifname, 1, n, f);
	for (; n < 8; n++)
		fputc(' ', f);
	fputs(n_cells ? "  Scan completed :\n" : "  No scan results\n\n", f);
}
