/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_wext.c - iwlist's listings of what only a WEXT driver fills in
 * (format_wext.h), printed as wireless-tools' iwlist.c prints them.
 * Pure: model structs in, text out.
 */
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/format_wext.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/units.h"

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

void iwc_fmt_rate_lists(FILE *f, const char *ifname,
			const struct iwc_wext_range_lists *l, int rate_err,
			const struct iwc_param *cur)
{
	char buf[64];

	if (l->num_bitrates <= 0 || l->num_bitrates > 32) {
		iwc_fmt_rate_info(f, ifname, rate_err, cur);
		return;
	}
	fprintf(f, "%-8.16s  %d available bit-rates :\n", ifname,
		l->num_bitrates);
	for (int k = 0; k < l->num_bitrates; k++) {
		iwc_print_bitrate(buf, sizeof(buf), l->bitrate[k]);
		fprintf(f, "\t  %s\n", buf);
	}
	if (rate_err == 0) {
		iwc_print_bitrate(buf, sizeof(buf), cur->value);
		fprintf(f, "          Current Bit Rate%c%s\n",
			cur->fixed ? '=' : ':', buf);
	}
	/* (the broadcast rate needs the range's bitrate_capa, which lies
	 * past the kernel's struct iw_range: never set) */
	fputc('\n', f);
}

void iwc_fmt_txpower_lists(FILE *f, const char *ifname,
			   const struct iwc_wext_range_lists *l,
			   int txpower_err, const struct iwc_param *p)
{
	if (l->num_txpower <= 0 || l->num_txpower > 8) {
		iwc_fmt_txpower_info(f, ifname, txpower_err, p);
		return;
	}
	fprintf(f, "%-8.16s  %d available transmit-powers :\n", ifname,
		l->num_txpower);
	for (int k = 0; k < l->num_txpower; k++) {
		if (l->txpower_capa & IW_TXPOW_RELATIVE)
			fprintf(f, "\t  %d (no units)\n", l->txpower[k]);
		else if (l->txpower_capa & IW_TXPOW_MWATT)
			fprintf(f, "\t  %d dBm  \t(%d mW)\n",
				iwc_mwatt2dbm(l->txpower[k]), l->txpower[k]);
		else
			fprintf(f, "\t  %d dBm  \t(%d mW)\n", l->txpower[k],
				iwc_dbm2mwatt(l->txpower[k]));
	}
	iwc_fmt_txpower_current(f, txpower_err, p);
}

struct mask_name {
	unsigned int mask;
	const char *name;
};

/* iw_print_mask_name() */
static void print_mask_names(FILE *f, unsigned int mask,
			     const struct mask_name *names, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (mask & names[i].mask) {
			fprintf(f, "\n\t\t%s", names[i].name);
			mask &= ~names[i].mask;
		}
	}
	if (mask)
		fputs("\n\t\tUnknown", f);
}

static const struct mask_name cipher[] = {
	{ IW_AUTH_CIPHER_NONE, "none" },
	{ IW_AUTH_CIPHER_WEP40, "WEP-40" },
	{ IW_AUTH_CIPHER_TKIP, "TKIP" },
	{ IW_AUTH_CIPHER_CCMP, "CCMP" },
	{ IW_AUTH_CIPHER_WEP104, "WEP-104" },
};
static const struct mask_name wpa_ver[] = {
	{ IW_AUTH_WPA_VERSION_DISABLED, "disabled" },
	{ IW_AUTH_WPA_VERSION_WPA, "WPA" },
	{ IW_AUTH_WPA_VERSION_WPA2, "WPA2" },
};
static const struct mask_name key_mgmt[] = {
	{ IW_AUTH_KEY_MGMT_802_1X, "802.1x" },
	{ IW_AUTH_KEY_MGMT_PSK, "PSK" },
};
static const struct mask_name alg[] = {
	{ IW_AUTH_ALG_OPEN_SYSTEM, "open" },
	{ IW_AUTH_ALG_SHARED_KEY, "shared-key" },
	{ IW_AUTH_ALG_LEAP, "LEAP" },
};

static const struct {
	uint16_t param;
	const char *label;	/* (the group cipher's label is
				 * wireless-tools' own) */
	const struct mask_name *names;
	size_t n;
} auth_settings[IWC_AUTH_PARAMS] = {
	{ IW_AUTH_WPA_VERSION, "WPA version", wpa_ver, N_ELEM(wpa_ver) },
	{ IW_AUTH_KEY_MGMT, "Key management", key_mgmt, N_ELEM(key_mgmt) },
	{ IW_AUTH_CIPHER_PAIRWISE, "Pairwise cipher", cipher, N_ELEM(cipher) },
	{ IW_AUTH_CIPHER_GROUP, "Pairwise cipher", cipher, N_ELEM(cipher) },
	{ IW_AUTH_TKIP_COUNTERMEASURES, "TKIP countermeasures", NULL, 0 },
	{ IW_AUTH_DROP_UNENCRYPTED, "Drop unencrypted", NULL, 0 },
	{ IW_AUTH_80211_AUTH_ALG, "Authentication algorithm", alg,
	  N_ELEM(alg) },
	{ IW_AUTH_RX_UNENCRYPTED_EAPOL, "Receive unencrypted EAPOL", NULL, 0 },
	{ IW_AUTH_ROAMING_CONTROL, "Roaming control", NULL, 0 },
	{ IW_AUTH_PRIVACY_INVOKED, "Privacy invoked", NULL, 0 },
};

uint16_t iwc_auth_param(int k)
{
	return auth_settings[k].param;
}

void iwc_fmt_auth_values(FILE *f, const char *ifname,
			 const struct iwc_wext_range *range,
			 const struct iwc_auth_values *v)
{
	static const struct mask_name capa[] = {
		{ IW_ENC_CAPA_WPA, "WPA" },
		{ IW_ENC_CAPA_WPA2, "WPA2" },
		{ IW_ENC_CAPA_CIPHER_TKIP, "CIPHER-TKIP" },
		{ IW_ENC_CAPA_CIPHER_CCMP, "CIPHER-CCMP" },
	};

	/* the closing blank lines follow either form, as in iwlist */
	if (!range->enc_capa) {
		fprintf(f, "%-8.16s  unknown authentication information.\n\n",
			ifname);
		fputs("\n\n", f);
		return;
	}
	fprintf(f, "%-8.16s  Authentication capabilities :", ifname);
	print_mask_names(f, range->enc_capa, capa, N_ELEM(capa));
	fputc('\n', f);
	for (int k = 0; k < IWC_AUTH_PARAMS; k++) {
		if (!v->has[k])
			continue;
		fprintf(f, "          Current %s :", auth_settings[k].label);
		if (auth_settings[k].names)
			print_mask_names(f, (unsigned int)v->value[k],
					 auth_settings[k].names,
					 auth_settings[k].n);
		else
			fputs(v->value[k] ? " yes" : " no", f);
		fputc('\n', f);
	}
	fputs("\n\n", f);
}

void iwc_fmt_ap_no_mac(FILE *err, const char *ifname)
{
	fprintf(err, "Interface %s doesn't support MAC addresses\n", ifname);
	fprintf(err, "%-8.16s  Interface doesn't support MAC addresses\n\n",
		ifname);
}

void iwc_fmt_ap_list(FILE *f, const char *ifname,
		     const struct iwc_wext_peers *peers,
		     const struct iwc_wext_range *range, bool has_range)
{
	if (peers->n == 0)
		fprintf(f, "%-8.16s  No Peers/Access-Point in range\n", ifname);
	else
		fprintf(f, "%-8.16s  Peers/Access-Points in range:\n", ifname);
	for (int i = 0; i < peers->n; i++) {
		char mac[32], stats[128];

		iwc_ether_ntop(peers->addr[i], mac);
		if (peers->has_qual) {
			iwc_print_stats(stats, sizeof(stats), &peers->qual[i],
					range, has_range);
			fprintf(f, "    %s : %s\n", mac, stats);
		} else {
			fprintf(f, "    %s\n", mac);
		}
	}
	fputc('\n', f);
}

void iwc_fmt_genie(FILE *out, FILE *err, const char *ifname,
		   const uint8_t *buf, size_t len)
{
	fprintf(err, "%-8.16s\n", ifname);
	if (len == 0)
		fputs("          empty generic IE\n", out);
	else
		iwc_fmt_gen_ie(out, buf, len);
	fputc('\n', out);
}
