/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_pure.c - libiw's helpers that never ask the kernel: printing,
 * unit conversions, parsing (docs/libiw.md). Each one follows what
 * wireless-tools' libiw.so.30 is observed to do, including its corner
 * cases (a buffer too small, a key of size 0, a trailing "\xHH" left
 * unescaped); tests/unit/test_libiw_diff.c compares them with the real
 * library on many inputs.
 */
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/units.h"
#include "libiw_abi.h"

#define KILO 1e3
#define MEGA 1e6
#define GIGA 1e9

const char *const iw_operation_mode[LIBIW_NUM_OPER_MODE_EXT] = {
	"Auto", "Ad-Hoc", "Managed", "Master", "Repeater", "Secondary",
	"Monitor", "Unknown/bug",
};

const struct iw_modul_descr iw_modul_list[LIBIW_SIZE_MODUL_LIST] = {
	{ IW_MODUL_11AG, "11ag",
	  "IEEE 802.11a + 802.11g (2.4 & 5 GHz, up to 54 Mb/s)" },
	{ IW_MODUL_11AB, "11ab",
	  "IEEE 802.11a + 802.11b (2.4 & 5 GHz, up to 54 Mb/s)" },
	{ IW_MODUL_11G, "11g", "IEEE 802.11g (2.4 GHz, up to 54 Mb/s)" },
	{ IW_MODUL_11A, "11a", "IEEE 802.11a (5 GHz, up to 54 Mb/s)" },
	{ IW_MODUL_11B, "11b", "IEEE 802.11b (2.4 GHz, up to 11 Mb/s)" },
	{ IW_MODUL_TURBO | IW_MODUL_11A, "turboa",
	  "Atheros turbo mode at 5 GHz (up to 108 Mb/s)" },
	{ IW_MODUL_TURBO | IW_MODUL_11G, "turbog",
	  "Atheros turbo mode at 2.4 GHz (up to 108 Mb/s)" },
	{ IW_MODUL_PBCC | IW_MODUL_11B, "11+",
	  "TI 802.11+ (2.4 GHz, up to 22 Mb/s)" },
	{ IW_MODUL_OFDM_G, "OFDMg",
	  "802.11g higher rates, OFDM at 2.4 GHz (up to 54 Mb/s)" },
	{ IW_MODUL_OFDM_A, "OFDMa",
	  "802.11a, OFDM at 5 GHz (up to 54 Mb/s)" },
	{ IW_MODUL_CCK, "CCK",
	  "802.11b higher rates (2.4 GHz, up to 11 Mb/s)" },
	{ IW_MODUL_DS, "DS",
	  "802.11 Direct Sequence (2.4 GHz, up to 2 Mb/s)" },
	{ IW_MODUL_FH, "FH",
	  "802.11 Frequency Hopping (2,4 GHz, up to 2 Mb/s)" },
	{ IW_MODUL_TURBO, "turbo",
	  "Atheros turbo mode, channel bonding (up to 108 Mb/s)" },
	{ IW_MODUL_PBCC, "PBCC",
	  "TI 802.11+ higher rates (2.4 GHz, up to 22 Mb/s)" },
	{ IW_MODUL_CUSTOM, "custom",
	  "Driver specific modulation (check driver documentation)" },
};

int iw_ignore_version = 0;

int iw_protocol_compare(const char *protocol1, const char *protocol2)
{
	static const char ieee[] = "IEEE 802.11";
	const size_t n = sizeof(ieee) - 1;

	if (strncmp(protocol1, protocol2, IFNAMSIZ) == 0)
		return 1;
	if (strncmp(protocol1, ieee, n) != 0 ||
	    strncmp(protocol2, ieee, n) != 0)
		return 0;
	/* both 802.11: compatible when both have a 2.4 GHz letter
	 * (D, b or g), or both an "a" */
	const char *a = protocol1 + n, *b = protocol2 + n;
	bool a24 = strpbrk(a, "Dbg") != NULL, b24 = strpbrk(b, "Dbg") != NULL;
	if (a24 && b24)
		return 1;
	if (strchr(a, 'a') && strchr(b, 'a'))
		return 1;
	return 0;
}

void iw_essid_escape(char *dest, const char *src, const int slen)
{
	const unsigned char *s = (const unsigned char *)src;
	char *d = dest;

	for (int i = 0; i < slen; i++) {
		unsigned char c = s[i];
		/* a backslash that would read back as an escape, when more
		 * than four bytes are left from it */
		bool esc_bs = c == '\\' && i + 4 < slen && s[i + 1] == 'x' &&
			      isxdigit(s[i + 2]) && isxdigit(s[i + 3]);
		if (esc_bs || c < 0x20 || c >= 0x7F) {
			sprintf(d, "\\x%02X", c);
			d += 4;
		} else {
			*d++ = (char)c;
		}
	}
	*d = '\0';
}

int iw_essid_unescape(char *dest, const char *src)
{
	char *d = dest;
	const char *s = src;
	const char *bs;

	while ((bs = strchr(s, '\\')) != NULL) {
		size_t run = (size_t)(bs - s);
		memcpy(d, s, run);
		d += run;
		s = bs;
		if (bs[1] == 'x' && isxdigit((unsigned char)bs[2]) &&
		    isxdigit((unsigned char)bs[3])) {
			unsigned int v;
			sscanf(bs + 2, "%2X", &v);
			*d++ = (char)v;
			s += 4;
		} else {
			*d++ = *s++;
		}
	}
	size_t rest = strlen(s);
	memcpy(d, s, rest + 1);
	return (int)(d + rest - dest);
}

void iw_float2freq(double in, struct iw_freq *out)
{
	out->e = (short)floor(log10(in));
	if (out->e > 8) {
		out->m = (int)((long)floor(in / pow(10, out->e - 6)) * 100);
		out->e -= 8;
	} else {
		out->m = (int)(long)in;
		out->e = 0;
	}
}

double iw_freq2float(const struct iw_freq *in)
{
	return (double)in->m * pow(10, in->e);
}

/* libiw's "%g <prefix><unit>" scaling is iwconfig's (units.c), with the
 * same cut at buflen; buflen is passed on as size_t, as snprintf had it */
void iw_print_freq_value(char *buffer, int buflen, double freq)
{
	iwc_print_freq_value(buffer, (size_t)buflen, freq);
}

void iw_print_freq(char *buffer, int buflen, double freq, int channel,
		   int freq_flags)
{
	char sep = (freq_flags & IW_FREQ_FIXED) ? '=' : ':';
	char value[128];

	iw_print_freq_value(value, sizeof(value), freq);
	if (freq < KILO)
		snprintf(buffer, (size_t)buflen, "Channel%c%s", sep, value);
	else if (channel >= 0)
		snprintf(buffer, (size_t)buflen, "Frequency%c%s (Channel %d)",
			 sep, value, channel);
	else
		snprintf(buffer, (size_t)buflen, "Frequency%c%s", sep, value);
}

int iw_freq_to_channel(double freq, const struct iw_range *range)
{
	if (freq < KILO)
		return -1;
	for (int k = 0; k < range->num_frequency; k++)
		if (freq == iw_freq2float(&range->freq[k]))
			return range->freq[k].i;
	return -2;
}

int iw_channel_to_freq(int channel, double *pfreq,
		       const struct iw_range *range)
{
	bool freqs = false;

	for (int k = 0; k < range->num_frequency; k++)
		if (range->freq[k].e != 0 || range->freq[k].m > (int)KILO)
			freqs = true;
	if (!freqs)
		return -1;
	for (int k = 0; k < range->num_frequency; k++) {
		if (range->freq[k].i == channel) {
			*pfreq = iw_freq2float(&range->freq[k]);
			return channel;
		}
	}
	return -2;
}

void iw_print_bitrate(char *buffer, int buflen, int bitrate)
{
	iwc_print_bitrate(buffer, (size_t)buflen, bitrate);
}

/* The same conversions iwconfig's output uses (units.c). */
int iw_dbm2mwatt(int in)
{
	return iwc_dbm2mwatt(in);
}

int iw_mwatt2dbm(int in)
{
	return iwc_mwatt2dbm(in);
}

void iw_print_txpower(char *buffer, int buflen, struct iw_param *txpower)
{
	if (txpower->disabled) {
		snprintf(buffer, (size_t)buflen, "off");
	} else if (txpower->flags & IW_TXPOW_RELATIVE) {
		snprintf(buffer, (size_t)buflen, "%d", txpower->value);
	} else {
		int dbm = txpower->value;
		if (txpower->flags & IW_TXPOW_MWATT)
			dbm = iw_mwatt2dbm(txpower->value);
		snprintf(buffer, (size_t)buflen, "%d dBm", dbm);
	}
}

/* One part of a statistics line: written at *buf, which moves on (the
 * remaining length shrinks by what the part would have taken). */
#define STATS_PART(...) do { \
		int n_ = snprintf(buffer, (size_t)buflen, __VA_ARGS__); \
		buffer += n_; \
		buflen -= n_; \
	} while (0)

void iw_print_stats(char *buffer, int buflen, const struct iw_quality *qual,
		    const struct iw_range *range, int has_range)
{
	const int u = qual->updated;

	if (!has_range ||
	    (qual->level == 0 && !(u & (IW_QUAL_DBM | IW_QUAL_RCPI)))) {
		snprintf(buffer, (size_t)buflen,
			 "Quality:%d  Signal level:%d  Noise level:%d",
			 qual->qual, qual->level, qual->noise);
		return;
	}
	char qs = (u & IW_QUAL_QUAL_UPDATED) ? '=' : ':';
	char ls = (u & IW_QUAL_LEVEL_UPDATED) ? '=' : ':';
	char ns = (u & IW_QUAL_NOISE_UPDATED) ? '=' : ':';

	if (!(u & IW_QUAL_QUAL_INVALID))
		STATS_PART("Quality%c%d/%d  ", qs, qual->qual,
			   range->max_qual.qual);
	if (u & IW_QUAL_RCPI) {
		char g[32];

		if (!(u & IW_QUAL_LEVEL_INVALID)) {
			iwc_fmt_g(g, sizeof(g), qual->level / 2.0 - 110.0);
			STATS_PART("Signal level%c%s dBm  ", ls, g);
		}
		if (!(u & IW_QUAL_NOISE_INVALID)) {
			iwc_fmt_g(g, sizeof(g), qual->noise / 2.0 - 110.0);
			STATS_PART("Noise level%c%s dBm", ns, g);
		}
	} else if ((u & IW_QUAL_DBM) ||
		   qual->level > range->max_qual.level) {
		if (!(u & IW_QUAL_LEVEL_INVALID))
			STATS_PART("Signal level%c%d dBm  ", ls,
				   qual->level >= 64 ? qual->level - 256 :
						       qual->level);
		if (!(u & IW_QUAL_NOISE_INVALID))
			STATS_PART("Noise level%c%d dBm", ns,
				   qual->noise >= 64 ? qual->noise - 256 :
						       qual->noise);
	} else {
		if (!(u & IW_QUAL_LEVEL_INVALID))
			STATS_PART("Signal level%c%d/%d  ", ls, qual->level,
				   range->max_qual.level);
		if (!(u & IW_QUAL_NOISE_INVALID))
			STATS_PART("Noise level%c%d/%d", ns, qual->noise,
				   range->max_qual.noise);
	}
}

void iw_print_key(char *buffer, int buflen, const unsigned char *key,
		  int key_size, int key_flags)
{
	bool hidden = key_flags & IW_ENCODE_NOKEY;
	char *p = buffer;

	if (key_size * 3 > buflen) {
		snprintf(buffer, (size_t)buflen, "<too big>");
		return;
	}
	if (hidden && key_size <= 0) {
		strcpy(buffer, "on");
		return;
	}
	/* byte 0 always; then a dash before every even byte */
	for (int i = 0; i == 0 || i < key_size; i++) {
		if (i > 0 && (i % 2) == 0)
			*p++ = '-';
		if (hidden)
			p += sprintf(p, "**");
		else
			p += sprintf(p, "%.2X", key[i]);
	}
}

int iw_in_key(const char *input, unsigned char *key)
{
	int keylen = 0;

	if (strncmp(input, "s:", 2) == 0) {
		keylen = (int)strlen(input + 2);
		if (keylen > IW_ENCODING_TOKEN_MAX)
			keylen = IW_ENCODING_TOKEN_MAX;
		memcpy(key, input + 2, (size_t)keylen);
		return keylen;
	}
	if (strncmp(input, "p:", 2) == 0) {
		fprintf(stderr, "Error: Passphrase not implemented\n");
		return -1;
	}

	/* hex digits in groups separated by one of "-:;.,", read a nibble
	 * at a time so that an odd group starts with a lone nibble ("123"
	 * is 01 23); an empty group, or anything else, is an error */
	unsigned char out[IW_ENCODING_TOKEN_MAX];
	const char *p = input;
	int group = -1;		/* digits left in the current group */

	while (*p != '\0') {
		unsigned int hi, lo;
		int got;

		if (group <= 0) {
			if (group == 0)
				p++;	/* the separator */
			group = (int)strcspn(p, "-:;.,");
		}
		got = sscanf(p, "%1X%1X", &hi, &lo);
		if (got < 1)
			return -1;
		if (group % 2)
			got = 1;
		out[keylen++] = (unsigned char)(got == 2 ? (hi << 4 | lo) : hi);
		if (keylen >= IW_ENCODING_TOKEN_MAX)
			break;
		p += got;
		group -= got;
	}
	/* the caller's key stays as it was on an error */
	memcpy(key, out, (size_t)keylen);
	return keylen;
}

/* a time in microseconds as libiw shows power and retry lifetimes */
static void print_usecs(char *buffer, int buflen, int value)
{
	char g[32];

	if (value >= (int)MEGA) {
		iwc_fmt_g(g, sizeof(g), value / MEGA);
		snprintf(buffer, (size_t)buflen, "%ss", g);
	} else if (value >= (int)KILO) {
		iwc_fmt_g(g, sizeof(g), value / KILO);
		snprintf(buffer, (size_t)buflen, "%sms", g);
	} else {
		snprintf(buffer, (size_t)buflen, "%dus", value);
	}
}

static char *put(char *p, const char *s)
{
	size_t n = strlen(s);

	memcpy(p, s, n + 1);
	return p + n;
}

void iw_print_pm_value(char *buffer, int buflen, int value, int flags,
		       int we_version)
{
	char *p = buffer;

	if (buflen < 25) {
		snprintf(buffer, (size_t)buflen, "<too big>");
		return;
	}
	buflen -= 25;
	if (flags & IW_POWER_MIN)
		p = put(p, " min");
	if (flags & IW_POWER_MAX)
		p = put(p, " max");
	if (flags & IW_POWER_TIMEOUT)
		p = put(p, " timeout:");
	else if (flags & IW_POWER_SAVING)
		p = put(p, " saving:");
	else
		p = put(p, " period:");
	if (flags & IW_POWER_RELATIVE) {
		if (we_version < 21)
			value = (int)(value / MEGA);
		snprintf(p, (size_t)buflen, "%d", value);
	} else {
		print_usecs(p, buflen, value);
	}
}

void iw_print_pm_mode(char *buffer, int buflen, int flags)
{
	const char *s;

	if (buflen < 28) {
		snprintf(buffer, (size_t)buflen, "<too big>");
		return;
	}
	switch (flags & IW_POWER_MODE) {
	case IW_POWER_UNICAST_R:
		s = "mode:Unicast only received";
		break;
	case IW_POWER_MULTICAST_R:
		s = "mode:Multicast only received";
		break;
	case IW_POWER_ALL_R:
		s = "mode:All packets received";
		break;
	case IW_POWER_FORCE_S:
		s = "mode:Force sending";
		break;
	case IW_POWER_REPEATER:
		s = "mode:Repeat multicasts";
		break;
	default:
		s = "";
		break;
	}
	strcpy(buffer, s);
}

void iw_print_retry_value(char *buffer, int buflen, int value, int flags,
			  int we_version)
{
	char *p = buffer;

	if (buflen < 20) {
		snprintf(buffer, (size_t)buflen, "<too big>");
		return;
	}
	buflen -= 20;
	if (flags & IW_RETRY_MIN)
		p = put(p, " min");
	if (flags & IW_RETRY_MAX)
		p = put(p, " max");
	if (flags & IW_RETRY_SHORT)
		p = put(p, " short");
	if (flags & IW_RETRY_LONG)
		p = put(p, "  long");
	if (flags & IW_RETRY_LIFETIME) {
		p = put(p, " lifetime:");
		if (flags & IW_RETRY_RELATIVE) {
			if (we_version < 21)
				value = (int)(value / MEGA);
			snprintf(p, (size_t)buflen, "%d", value);
		} else {
			print_usecs(p, buflen, value);
		}
	} else {
		snprintf(p, (size_t)buflen, " limit:%d", value);
	}
}

void iw_print_timeval(char *buffer, int buflen, const struct timeval *time,
		      const struct timezone *tz)
{
	int s = (int)((time->tv_sec - tz->tz_minuteswest * 60) % 86400);

	snprintf(buffer, (size_t)buflen, "%02d:%02d:%02d.%06u", s / 3600,
		 (s % 3600) / 60, s % 60, (unsigned int)time->tv_usec);
}

char *iw_mac_ntop(const unsigned char *mac, int maclen, char *buf, int buflen)
{
	char *p = buf;

	if (buflen < maclen * 3)
		return NULL;
	for (int i = 0; i == 0 || i < maclen; i++)
		p += sprintf(p, i ? ":%02X" : "%02X", mac[i]);
	return buf;
}

void iw_ether_ntop(const struct ether_addr *eth, char *buf)
{
	const unsigned char *a = eth->ether_addr_octet;

	sprintf(buf, "%02X:%02X:%02X:%02X:%02X:%02X",
		a[0], a[1], a[2], a[3], a[4], a[5]);
}

static bool all_bytes(const unsigned char *a, unsigned char v)
{
	for (int i = 0; i < 6; i++)
		if (a[i] != v)
			return false;
	return true;
}

char *iw_sawap_ntop(const struct sockaddr *sap, char *buf)
{
	const unsigned char *a = (const unsigned char *)sap->sa_data;

	if (all_bytes(a, 0x00))
		strcpy(buf, "Not-Associated");
	else if (all_bytes(a, 0xFF))
		strcpy(buf, "Invalid");
	else if (all_bytes(a, 0x44))
		strcpy(buf, "None");
	else
		iw_ether_ntop((const struct ether_addr *)a, buf);
	return buf;
}

int iw_mac_aton(const char *orig, unsigned char *mac, int macmax)
{
	const char *p = orig;
	int n = 0;

	while (*p != '\0') {
		unsigned int hi, lo;

		if (sscanf(p, "%1X%1X", &hi, &lo) != 2)
			break;
		mac[n++] = (unsigned char)(hi << 4 | lo);
		p += 2;
		if (*p == '\0')
			return n;
		if (n >= macmax) {
			errno = E2BIG;
			return 0;
		}
		if (*p != ':')
			break;
		p++;
	}
	errno = EINVAL;
	return 0;
}

int iw_ether_aton(const char *bufp, struct ether_addr *eth)
{
	int n = iw_mac_aton(bufp, eth->ether_addr_octet, ETH_ALEN);

	/* the number of bytes, 0 for an incomplete address */
	if (n > 0 && n < ETH_ALEN) {
		errno = EINVAL;
		n = 0;
	}
	return n;
}

int iw_in_inet(char *bufp, struct sockaddr *sap)
{
	struct sockaddr_in *sin = (struct sockaddr_in *)sap;
	struct netent *net;
	struct hostent *host;

	sin->sin_family = AF_INET;
	sin->sin_port = 0;
	if (strcmp(bufp, "default") == 0) {
		sin->sin_addr.s_addr = INADDR_ANY;
		return 1;
	}
	net = getnetbyname(bufp);
	if (net != NULL) {
		sin->sin_addr.s_addr = htonl(net->n_net);
		strcpy(bufp, net->n_name);
		return 1;
	}
	host = gethostbyname(bufp);
	if (host == NULL) {
		errno = h_errno;
		return -1;
	}
	memcpy(&sin->sin_addr, host->h_addr_list[0], (size_t)host->h_length);
	strcpy(bufp, host->h_name);
	return 0;
}

int iw_get_priv_size(int args)
{
	/* bytes per element of each IW_PRIV_TYPE_* */
	static const int unit[8] = {
		0, 1, 1, 0, sizeof(__u32), sizeof(struct iw_freq),
		sizeof(struct sockaddr), 0,
	};

	return (args & IW_PRIV_SIZE_MASK) *
	       unit[(args & IW_PRIV_TYPE_MASK) >> 12];
}
