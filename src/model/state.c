/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * state.c - text form of the stored WEXT state. Untrusted on read (a
 * file could be damaged): every field is checked, anything odd makes the
 * whole file read as empty.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/state.h"

#define MAGIC "iwcompat-state 1"

void iwc_state_init(struct iwc_wext_state *st)
{
	memset(st, 0, sizeof(*st));
	st->default_key = -1;
}

static size_t put_hex(char *p, size_t len, const uint8_t *b, size_t n)
{
	size_t off = 0;

	for (size_t i = 0; i < n && off + 3 <= len; i++)
		off += (size_t)snprintf(p + off, len - off, "%02x", b[i]);
	return off;
}

int iwc_state_format(const struct iwc_wext_state *st, uint64_t wdev,
		     unsigned int parts, char *buf, size_t len)
{
	size_t off = 0;
	int n;

#define OUT(...)                                                          \
	do {                                                              \
		n = snprintf(buf + off, off < len ? len - off : 0,        \
			     __VA_ARGS__);                                \
		if (n < 0 || off + (size_t)n >= len)                      \
			return -ENOSPC;                                   \
		off += (size_t)n;                                         \
	} while (0)

	OUT("%s\nwdev %" PRIu64 "\n", MAGIC, wdev);
	if (!(parts & IWC_STATE_PUBLIC))
		goto keys;
	if (st->has_ssid) {
		OUT("ssid ");
		off += put_hex(buf + off, len - off, st->ssid, st->ssid_len);
		OUT("\n");
	}
	if (st->has_bssid)
		OUT("bssid %02x%02x%02x%02x%02x%02x\n", st->bssid[0],
		    st->bssid[1], st->bssid[2], st->bssid[3], st->bssid[4],
		    st->bssid[5]);
	if (st->has_freq)
		OUT("freq %u\n", st->freq_mhz);
	if (st->sme)
		OUT("sme 1\n");
	if (st->watch)
		OUT("watch %" PRIu64 "\n", st->watch);
keys:
	if (!(parts & IWC_STATE_KEYS))
		return (int)off;
	for (int k = 0; k < 4; k++) {
		if (!st->key_len[k])
			continue;
		OUT("key%d ", k + 1);
		off += put_hex(buf + off, len - off, st->key[k], st->key_len[k]);
		OUT("\n");
	}
	if (st->default_key >= 0)
		OUT("defkey %d\n", st->default_key + 1);
#undef OUT
	return (int)off;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* Hex string of at most @max bytes; -1 if not exactly that form. */
static int get_hex(const char *s, size_t slen, uint8_t *out, size_t max)
{
	size_t n = 0;

	if (slen % 2 || slen / 2 > max)
		return -1;
	for (size_t i = 0; i < slen; i += 2) {
		int hi = hexval(s[i]), lo = hexval(s[i + 1]);

		if (hi < 0 || lo < 0)
			return -1;
		out[n++] = (uint8_t)(hi << 4 | lo);
	}
	return (int)n;
}

int iwc_state_parse(const char *buf, size_t len, struct iwc_wext_state *ret,
		    uint64_t *ret_wdev)
{
	struct iwc_wext_state st = *ret;
	uint64_t wdev = 0;
	bool has_wdev = false;
	size_t pos = 0;
	bool first = true;

	while (pos < len) {
		const char *line = buf + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t ll = nl ? (size_t)(nl - line) : len - pos;
		const char *sp = memchr(line, ' ', ll);
		size_t kl = sp ? (size_t)(sp - line) : ll;
		const char *v = sp ? sp + 1 : line + ll;
		size_t vl = ll - (sp ? kl + 1 : kl);
		char num[24];

		pos += ll + (nl ? 1 : 0);
		if (first) {
			if (ll != strlen(MAGIC) || memcmp(line, MAGIC, ll))
				return -EINVAL;
			first = false;
			continue;
		}
		/* numeric values are short */
		if (vl < sizeof(num)) {
			memcpy(num, v, vl);
			num[vl] = '\0';
		} else {
			num[0] = 'x';	/* never a valid number */
			num[1] = '\0';
		}
		if (kl == 4 && !memcmp(line, "wdev", 4)) {
			char *end;

			wdev = strtoull(num, &end, 10);
			if (!vl || *end)
				return -EINVAL;
			has_wdev = true;
		} else if (kl == 4 && !memcmp(line, "ssid", 4)) {
			int n = get_hex(v, vl, st.ssid, IWC_SSID_MAX);

			if (n < 0)
				return -EINVAL;
			st.has_ssid = true;
			st.ssid_len = (uint8_t)n;
		} else if (kl == 5 && !memcmp(line, "bssid", 5)) {
			if (get_hex(v, vl, st.bssid, IWC_ETH_ALEN) != IWC_ETH_ALEN)
				return -EINVAL;
			st.has_bssid = true;
		} else if (kl == 4 && !memcmp(line, "freq", 4)) {
			char *end;
			unsigned long f;

			f = strtoul(num, &end, 10);
			if (!vl || *end || f == 0 || f > 1000000)
				return -EINVAL;
			st.has_freq = true;
			st.freq_mhz = (uint32_t)f;
		} else if (kl == 4 && !memcmp(line, "key", 3) && line[3] >= '1' &&
			   line[3] <= '4') {
			int k = line[3] - '1';
			int n = get_hex(v, vl, st.key[k], sizeof(st.key[k]));

			if (n != 5 && n != 13)
				return -EINVAL;
			st.key_len[k] = (uint8_t)n;
		} else if (kl == 6 && !memcmp(line, "defkey", 6)) {
			if (vl != 1 || v[0] < '1' || v[0] > '4')
				return -EINVAL;
			st.default_key = v[0] - '1';
		} else if (kl == 5 && !memcmp(line, "watch", 5)) {
			char *end;

			st.watch = strtoull(num, &end, 10);
			if (!vl || *end || num[0] < '0' || num[0] > '9')
				return -EINVAL;
		} else if (kl == 3 && !memcmp(line, "sme", 3)) {
			if (vl != 1 || (v[0] != '0' && v[0] != '1'))
				return -EINVAL;
			st.sme = v[0] == '1';
		} else if (ll != 0) {
			return -EINVAL;
		}
	}
	if (first || !has_wdev)
		return -EINVAL;
	*ret = st;
	*ret_wdev = wdev;
	return 0;
}
