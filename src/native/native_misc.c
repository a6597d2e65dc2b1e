/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_misc.c - the argument grammars and printouts of native mode's
 * "set freq|channel" with widths, "connect [-w] ... auth ... key ...",
 * and "station dump -v", as iw 5.19 has them (util.c parse_freqchan()
 * and parse_keys(), connect.c iw_conn(), event.c's CONNECT line,
 * station.c parse_tid_stats()). The handlers in native.c call these.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/units.h"
#include "native_dialect.h"

/* enum nl80211_chan_width, enum nl80211_auth_type, enum nl80211_mfp */
enum {
	W_20_NOHT, W_20, W_40, W_80, W_80P80, W_160, W_5, W_10,
	W_320 = 13,
};

/* ---- set freq | set channel ---- */

/* get_cf1(): the 80/160 MHz blocks a control frequency lies in */
static uint32_t center1(int iw, uint32_t width, int diff, uint32_t freq)
{
	static const uint32_t bw80[] = {
		5180, 5260, 5500, 5580, 5660, 5745, 5955, 6035, 6115, 6195,
		6275, 6355, 6435, 6515, 6595, 6675, 6755, 6835, 6195, 6995,
	};
	static const uint32_t bw160[] = {
		5180, 5500, 5955, 6115, 6275, 6435, 6595, 6755, 6915,
	};

	if (width == W_80) {
		for (size_t i = 0; i < sizeof(bw80) / sizeof(bw80[0]); i++)
			if (freq >= bw80[i] && freq < bw80[i] + 80)
				return bw80[i] + 30;
		return freq;
	}
	if (width == W_160) {
		for (size_t i = 0; i < sizeof(bw160) / sizeof(bw160[0]); i++)
			if (freq >= bw160[i] && freq < bw160[i] + 160)
				return bw160[i] + 70;
		return freq;
	}
	if (width == W_320)
		return iwc_iw_center1_320(iw, freq);
	return freq + (uint32_t)diff;
}

/* a center frequency argument: 0 and the value, or -1 */
static int center_arg(const char *s, uint32_t *ret)
{
	char *end;

	if (!*s)
		return -1;
	*ret = (uint32_t)strtoul(s, &end, 10);
	return *end ? -1 : 0;
}

/* parse_freqs(): "<5|10|20|40|80|80+80|160> [<center1> [<center2>]]";
 * the number of arguments used, or -1 for usage */
static int parse_widths(int iw, struct iwc_nat_chandef *c, int argc,
			char **argv)
{
	static const struct {
		const char *name;
		uint32_t width;
	} bw[] = {
		{ "5", W_5 }, { "10", W_10 }, { "20", W_20 }, { "40", W_40 },
		{ "80", W_80 }, { "80+80", W_80P80 }, { "160", W_160 },
	};
	int ncf = 0;

	if (argc < 1)
		return 0;
	c->width = W_20_NOHT;
	for (size_t i = 0; i < sizeof(bw) / sizeof(bw[0]); i++)
		if (!strcasecmp(bw[i].name, argv[0]))
			c->width = bw[i].width;
	if (c->width == W_20_NOHT &&
	    !iwc_iw_width_extra(iw, argv[0], &c->width))
		return 0;	/* not understood: unused */
	if (c->width == W_80P80)
		ncf = 2;
	else if (c->width == W_40 || c->width == W_80 || c->width == W_160 ||
		 c->width == W_320)
		ncf = 1;
	if (ncf == 0)
		return 1;
	if (argc < 2 || center_arg(argv[1], &c->center1_mhz) < 0)
		return -1;
	if (ncf == 1)
		return 2;
	if (argc < 3 || center_arg(argv[2], &c->center2_mhz) < 0)
		return -1;
	return 3;
}

int iwc_nat_parse_freqchan(int iw, struct iwc_nat_chandef *c, bool chan,
			   int argc, char **argv)
{
	static const struct {
		const char *name;
		uint32_t width;
		int diff;
	} modes[] = {
		{ "HT20", W_20, 0 }, { "HT40+", W_40, 10 },
		{ "HT40-", W_40, -10 }, { "NOHT", W_20_NOHT, 0 },
		{ "5MHz", W_5, 0 }, { "10MHz", W_10, 0 },
		{ "80MHz", W_80, 0 }, { "160MHz", W_160, 0 },
		{ "320MHz", W_320, 0 },
	};
	unsigned int freq;
	char *end;
	int used;

	if (argc < 1)
		return 1;
	freq = (unsigned int)strtoul(argv[0], &end, 10);
	if (*end)
		return 1;
	memset(c, 0, sizeof(*c));
	if (chan)
		freq = iwc_chan_to_mhz((int32_t)freq);
	c->control_mhz = freq;
	c->center1_mhz = freq;
	c->width = iwc_iw_default_width(iw, freq);
	used = 1;
	if (argc > 1 && iwc_iw_mode_extra(iw, argv[1], &c->width))
		return argc == 2 ? 0 : 1;
	if (argc > 1) {
		for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++) {
			if (strcasecmp(modes[i].name, argv[1]))
				continue;
			c->width = modes[i].width;
			c->center1_mhz = center1(iw, modes[i].width,
						 modes[i].diff, freq);
			return argc == 2 ? 0 : 1;
		}
	}
	if (!chan) {
		int n = parse_widths(iw, c, argc - 1, argv + 1);

		if (n < 0)
			return 1;
		used += n;
	}
	return used == argc ? 0 : 1;
}

/* ---- connect ---- */

static int hexval(char d)
{
	if (d >= '0' && d <= '9')
		return d - '0';
	if (d >= 'a' && d <= 'f')
		return d - 'a' + 10;
	if (d >= 'A' && d <= 'F')
		return d - 'A' + 10;
	return -1;
}

/* hex2bin() of an even number of digits: 0, or -1 */
static int unhex(const char *s, uint8_t *buf)
{
	for (; s[0]; s += 2) {
		int hi = hexval(s[0]), lo = hi < 0 ? -1 : hexval(s[1]);

		if (lo < 0)
			return -1;
		*buf++ = (uint8_t)(hi << 4 | lo);
	}
	return 0;
}

static int akm_suite(const char *s, uint32_t *ret)
{
	if (!strcmp(s, "PSK"))
		*ret = 0x000FAC02;
	else if (!strcmp(s, "FT/PSK"))
		*ret = 0x000FAC03;
	else if (!strcmp(s, "PSK/SHA-256"))
		*ret = 0x000FAC06;
	else
		return -1;
	return 0;
}

static int cipher_suite(const char *s, uint32_t *ret)
{
	if (!strcmp(s, "TKIP"))
		*ret = 0x000FAC02;
	else if (!strcmp(s, "CCMP") || !strcmp(s, "CCMP-128"))
		*ret = 0x000FAC04;
	else if (!strcmp(s, "GCMP") || !strcmp(s, "GCMP-128"))
		*ret = 0x000FAC08;
	else if (!strcmp(s, "GCMP-256"))
		*ret = 0x000FAC09;
	else if (!strcmp(s, "CCMP-256"))
		*ret = 0x000FAC0A;
	else
		return -1;
	return 0;
}

static int explain_keys(FILE *err)
{
	fputs("key must be [d:]index:data where\n"
	      "  'd:'     means default (transmit) key\n"
	      "  'index:' is a single digit (0-3)\n"
	      "  'data'   must be 5 or 13 ascii chars\n"
	      "           or 10 or 26 hex digits\n"
	      "for example: d:2:6162636465 is the same as d:2:abcde\n"
	      "or psk:data <AKM Suite> <pairwise CIPHER> <groupwise CIPHER> where\n"
	      "  'data' is the PSK (output of wpa_passphrase and the CIPHER can be CCMP or GCMP\n"
	      "for example: psk:0123456789abcdef PSK CCMP CCMP\n"
	      "The allowed AKM suites are PSK, FT/PSK, PSK/SHA-256\n"
	      "The allowed Cipher suites are TKIP, CCMP, GCMP, GCMP-256, CCMP-256\n",
	      err);
	return 2;
}

/* parse_keys(): the WEP keys (every remaining argument), or a PSK and
 * its three suites */
static int parse_keys(FILE *out, FILE *err, int *argc, char ***argv,
		      struct iwc_nat_connect *p)
{
	bool have_default = false;

	if (*argc == 0)
		return 1;
	if (!strncmp((*argv)[0], "psk", 3)) {
		const char *arg = (*argv)[0];

		if (*argc < 4 || arg[3] != ':')
			return explain_keys(err);
		if (strlen(arg + 4) != 64 || unhex(arg + 4, p->pmk) < 0) {
			fputs("Bad PSK\n", out);
			return -EINVAL;
		}
		p->has_psk = true;
		p->has_auth = true;
		p->auth_type = 0;		/* open system */
		if (akm_suite((*argv)[1], &p->akm) < 0 ||
		    cipher_suite((*argv)[2], &p->pairwise) < 0 ||
		    cipher_suite((*argv)[3], &p->group) < 0)
			return explain_keys(err);
		*argc -= 4;
		*argv += 4;
		return 0;
	}
	p->privacy = true;
	do {
		const char *arg = (*argv)[0];
		size_t pos = 0, len;
		bool def = false;
		uint8_t idx;

		if (p->n_keys >= IWC_NAT_MAX_KEYS)
			return -ENOBUFS;
		if (arg[pos] == 'd') {
			def = true;
			pos++;
			if (arg[pos] == ':')
				pos++;
			have_default = true;
		}
		if (arg[pos] < '0' || arg[pos] > '9')
			return explain_keys(err);
		idx = (uint8_t)(arg[pos++] - '0');
		if (arg[pos++] != ':')
			return explain_keys(err);
		len = strlen(arg + pos);
		p->keys[p->n_keys].idx = idx;
		if (len == 10 || len == 5) {
			p->keys[p->n_keys].cipher = 0x000FAC01;	/* WEP40 */
			p->keys[p->n_keys].len = 5;
		} else if (len == 26 || len == 13) {
			p->keys[p->n_keys].cipher = 0x000FAC05;	/* WEP104 */
			p->keys[p->n_keys].len = 13;
		} else {
			return explain_keys(err);
		}
		if (len == 10 || len == 26) {
			if (unhex(arg + pos, p->keys[p->n_keys].data) < 0)
				return explain_keys(err);
		} else {
			memcpy(p->keys[p->n_keys].data, arg + pos, len);
		}
		(*argc)--;
		(*argv)++;
		/* one key should be the TX key: the last, if none is */
		p->keys[p->n_keys].def = def || (!have_default && !*argc);
		p->n_keys++;
	} while (*argc);
	return 0;
}

int iwc_nat_parse_connect(FILE *out, FILE *err, int argc, char **argv,
			  struct iwc_nat_connect *p)
{
	bool need_key = false;
	int r;

	memset(p, 0, sizeof(*p));
	if (argc < 1)
		return 1;
	p->ssid_len = strlen(argv[0]);
	if (p->ssid_len > sizeof(p->ssid))
		p->ssid_len = sizeof(p->ssid);
	memcpy(p->ssid, argv[0], p->ssid_len);
	argc--;
	argv++;
	if (argc) {
		char *end;
		unsigned long v = strtoul(argv[0], &end, 10);

		if (*end == '\0') {
			p->has_freq = true;
			p->freq_mhz = (uint32_t)v;
			argc--;
			argv++;
		}
	}
	if (argc && iwc_nat_parse_mac(p->bssid, argv[0]) == 0) {
		p->has_bssid = true;
		argc--;
		argv++;
	}
	if (!argc)
		return 0;
	if (!strcmp(argv[0], "auth")) {
		argc--;
		argv++;
		if (!argc)
			return 1;
		p->has_auth = true;
		if (!strcmp(argv[0], "open")) {
			p->auth_type = 0;
		} else if (!strcmp(argv[0], "shared")) {
			p->auth_type = 1;
			need_key = true;
		} else {
			return 1;
		}
		argc--;
		argv++;
	}
	if (need_key && !argc)
		return 1;
	/* iw reads past its arguments after "auth open" without keys;
	 * iwcompat takes that as the end */
	if (!argc)
		return 0;
	if (strcmp(argv[0], "key") && strcmp(argv[0], "keys"))
		return 1;
	argc--;
	argv++;
	r = parse_keys(out, err, &argc, &argv, p);
	if (r)
		return r;
	if (!argc)
		return 0;
	p->has_mfp = true;
	if (!strcmp(argv[0], "mfp:req"))
		p->mfp = 1;
	else if (!strcmp(argv[0], "mfp:opt"))
		p->mfp = 2;
	else if (!strcmp(argv[0], "mfp:no"))
		p->mfp = 0;
	else
		return -EINVAL;
	return 0;
}

/* connect -w's line: iwc_nat_print_connect_event() in native_event.c,
 * print_event()'s printer of the NL80211_CMD_CONNECT event */

/* ---- station dump -v ---- */

/* parse_tid_stats(): the MSDU table, then the TXQ table; iw numbers
 * the rows by position, not by TID */
void iwc_nat_print_tid_stats(FILE *f, const struct iwc_nat_station *st)
{
	static const char *const spacer[IWC_TXQ_N] = {
		"\t", "\t", "\t", "\t", "\t", "\t", "\t", "\t", "\t\t",
	};
	static const char *const msdu_spacer[IWC_TID_N] = {
		"\t", "\t", "\t", "\t\t",
	};
	char buf[2000];
	size_t pos = 0;
	bool found = false;

	fputs("\n\tMSDU:\n\t\tTID\trx\ttx\ttx retries\ttx failed", f);
	buf[0] = '\0';
	for (int i = 0; i < st->n_tid; i++) {
		const struct iwc_nat_tid *t = &st->tid[i];

		fprintf(f, "\n\t\t%d", i);
		for (int k = 0; k < IWC_TID_N; k++)
			if (t->present & (1u << k))
				fprintf(f, "%s%llu", msdu_spacer[k],
					(unsigned long long)t->v[k]);
		if (!t->has_txq)
			continue;
		if (!found)
			pos += (size_t)snprintf(buf + pos, sizeof(buf) - pos,
				"\n\t\tTID\tqsz-byt\tqsz-pkt\tflows\tdrops"
				"\tmarks\toverlmt\thashcol\ttx-bytes\ttx-packets");
		found = true;
		if (pos < sizeof(buf))
			pos += (size_t)snprintf(buf + pos, sizeof(buf) - pos,
						"\n\t\t%d", i);
		for (int k = 0; k < IWC_TXQ_N && pos < sizeof(buf); k++) {
			pos += (size_t)snprintf(buf + pos, sizeof(buf) - pos,
						"%s", spacer[k]);
			if (pos < sizeof(buf) && (t->txq_present & (1u << k)))
				pos += (size_t)snprintf(buf + pos,
							sizeof(buf) - pos,
							"%u", t->txq[k]);
		}
	}
	if (found)
		fprintf(f, "\n\tTXQs:%s", buf);
}

void iwc_nat_json_tid_stats(struct iwc_json *j, const struct iwc_nat_station *st)
{
	static const char *const keys[IWC_TID_N] = {
		"rx_msdu", "tx_msdu", "tx_msdu_retries", "tx_msdu_failed",
	};
	static const char *const txq_keys[IWC_TXQ_N] = {
		"backlog_bytes", "backlog_packets", "flows", "drops",
		"ecn_marks", "overlimit", "collisions", "tx_bytes",
		"tx_packets",
	};

	iwc_json_arr_open(j, "tid_stats");
	for (int i = 0; i < st->n_tid; i++) {
		const struct iwc_nat_tid *t = &st->tid[i];

		iwc_json_obj_open(j, NULL);
		/* TID 16: the frames outside any TID (management) */
		iwc_json_uint(j, "tid", t->tid);
		for (int k = 0; k < IWC_TID_N; k++)
			if (t->present & (1u << k))
				iwc_json_uint(j, keys[k], t->v[k]);
		if (t->has_txq) {
			iwc_json_obj_open(j, "txq");
			for (int k = 0; k < IWC_TXQ_N; k++)
				if (t->txq_present & (1u << k))
					iwc_json_uint(j, txq_keys[k], t->txq[k]);
			iwc_json_obj_close(j);
		}
		iwc_json_obj_close(j);
	}
	iwc_json_arr_close(j);
}
