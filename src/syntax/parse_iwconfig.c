/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * parse_iwconfig.c - "iwconfig IFACE keyword args [keyword args ...]":
 * each keyword's grammar as wireless-tools 30.pre9 reads it (iwconfig.c
 * set_*_info, iwlib.c iw_in_key & co; docs/reference/iwconfig.md#settings,
 * docs/reference/common.md#input-parsing), and the keyword lookup and the
 * requests' names and codes from the keyword table
 * (include/iwcompat/iwconfig_keywords.def). The readers the grammars
 * share are in parse_common.c, the error reports in iwconfig_report.c.
 *
 * Numbers go through sscanf/strtod with the very formats the real tool
 * uses, so "%i", "%li", "%lX", "[%i]" and "%1X%1X" behave the glibc
 * way (leading blanks, 0x and octal prefixes, trailing text ignored).
 * Conversions of doubles to integers follow what the amd64 binary does
 * with out-of-range values (cvttsd2si: the "integer indefinite").
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "iwcompat/parse.h"
#include "iwcompat/settings.h"
#include "iwcompat/units.h"

#define IW_ENCODING_TOKEN_MAX IWC_KEY_MAX

struct req_row {
	const char *name;
	unsigned int code;
};

/* the request columns of iwconfig_keywords.def */
static const struct req_row req_rows[_IWC_REQ_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       ...)							 \
	[IWC_REQ_##REQ] = { req_name, req_code },
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

const char *iwc_req_name(enum iwc_req req)
{
	return req < _IWC_REQ_MAX ? req_rows[req].name : "";
}

unsigned int iwc_req_set_code(enum iwc_req req)
{
	return req < _IWC_REQ_MAX ? req_rows[req].code : 0;
}

unsigned int iwc_req_get_code(enum iwc_req req)
{
	return iwc_req_set_code(req) + 1;
}

/* The state of one parse: where pre lines and stdout text go, and the
 * word an ARG error quotes (wireless-tools' errarg/errmax). */
struct parse_ctx {
	const char *ifname;
	const struct iwc_set_env *env;
	struct iwc_set_diag *diag;
	int errarg;
	int errmax;
};

/* A handler returns the words it consumed, or -enum iwc_set_err. */
typedef int (*kw_handler)(struct parse_ctx *c, char **args, int count,
			  struct iwc_setting *s);

#define ERR(e) (-(int)(e))

static void add_pre(struct parse_ctx *c, const char *fmt, const char *arg)
	__attribute__((format(printf, 2, 0)));

/* Appends one pre line (fmt with at most one %s). */
static void add_pre(struct parse_ctx *c, const char *fmt, const char *arg)
{
	size_t used = strlen(c->diag->pre);

	snprintf(c->diag->pre + used, sizeof(c->diag->pre) - used, fmt, arg);
}

/* Appends libiw's "flags = %X, index = %X" debug line to the text the
 * tool prints on stdout (@diag->out). */
static void add_out_flags(struct parse_ctx *c, unsigned int flags)
{
	char line[48];
	int n = snprintf(line, sizeof(line), "flags = %X, index = %X\n",
			 flags, 0u);
	char *p = realloc(c->diag->out, c->diag->out_len + (size_t)n + 1);

	if (!p)
		return;
	memcpy(p + c->diag->out_len, line, (size_t)n + 1);
	c->diag->out = p;
	c->diag->out_len += (size_t)n;
}

struct modifier {
	const char *name;
	uint16_t flag;
	uint16_t exclude;
};

static const struct modifier power_mods[] = {
	{ "min", IWC_POWER_MIN, IWC_POWER_MAX },
	{ "max", IWC_POWER_MAX, IWC_POWER_MIN },
	{ "period", IWC_POWER_PERIOD, IWC_POWER_TIMEOUT | IWC_POWER_SAVING },
	{ "timeout", IWC_POWER_TIMEOUT, IWC_POWER_PERIOD | IWC_POWER_SAVING },
	{ "saving", IWC_POWER_SAVING, IWC_POWER_TIMEOUT | IWC_POWER_PERIOD },
};

static const struct modifier retry_mods[] = {
	{ "min", IWC_RETRY_MIN, IWC_RETRY_MAX },
	{ "max", IWC_RETRY_MAX, IWC_RETRY_MIN },
	{ "short", IWC_RETRY_SHORT, IWC_RETRY_LONG },
	{ "long", IWC_RETRY_LONG, IWC_RETRY_SHORT },
	{ "limit", IWC_RETRY_LIMIT, IWC_RETRY_LIFETIME },
	{ "lifetime", IWC_RETRY_LIFETIME, IWC_RETRY_LIMIT },
};

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

/* Leading modifier words; returns the index of the value word (there
 * must be one), or an error. A conflict quotes the later modifier. */
static int parse_modifiers(struct parse_ctx *c, char **args, int count,
			   const struct modifier *mods, size_t n_mods,
			   uint16_t *ret_flags)
{
	uint16_t flags = 0;
	int i = 0;
	size_t k;

	do {
		for (k = 0; k < n_mods; k++) {
			if (strcasecmp(args[i], mods[k].name) != 0)
				continue;
			if (flags & mods[k].exclude) {
				c->errarg = i;
				return ERR(IWC_SET_ERR_CONFLICT);
			}
			flags |= mods[k].flag;
			i++;
			break;
		}
	} while (i < count && k < n_mods);

	if (i >= count)
		return ERR(IWC_SET_ERR_TOO_FEW);
	*ret_flags = flags;
	return i;
}

static int parse_essid(struct parse_ctx *c, char **args, int count,
		       struct iwc_setting *s)
{
	uint8_t buf[4 * IWC_SSID_MAX + 1];
	size_t len;
	int i = 0;
	int index;

	if (!strcasecmp(args[0], "off") || !strcasecmp(args[0], "any"))
		return 1;
	if (!strcasecmp(args[0], "on")) {
		s->use_current = true;
		s->u.essid.on = true;
		return 1;
	}
	/* "-" and "--" quote the next word (so "off" can be an ESSID) */
	if (!strcmp(args[0], "-") || !strcmp(args[0], "--")) {
		if (++i >= count)
			return ERR(IWC_SET_ERR_TOO_FEW);
	}
	if (strlen(args[i]) > 4 * IWC_SSID_MAX) {
		c->errmax = IWC_SSID_MAX;
		return ERR(IWC_SET_ERR_TOO_BIG);
	}
	len = iwc_essid_unescape(buf, args[i]);
	if (len > IWC_SSID_MAX) {
		c->errmax = IWC_SSID_MAX;
		return ERR(IWC_SET_ERR_TOO_BIG);
	}
	memcpy(s->u.essid.ssid, buf, len);
	s->u.essid.len = (uint8_t)len;
	s->u.essid.on = true;
	i++;
	if (i < count && iwc_scan_index(args[i], &index)) {
		s->u.essid.index = index;
		i++;
	}
	return i;
}

static const char *const mode_names[IWC_NUM_OPER_MODE] = {
	"Auto", "Ad-Hoc", "Managed", "Master", "Repeater", "Secondary", "Monitor",
};

static int parse_mode(struct parse_ctx *c, char **args, int count,
		      struct iwc_setting *s)
{
	unsigned int k;
	int v;

	(void)count;
	if (sscanf(args[0], "%i", &v) == 1) {
		k = (unsigned int)v;
	} else {
		for (k = 0; k < IWC_NUM_OPER_MODE; k++)
			if (!strncasecmp(args[0], mode_names[k], 3))
				break;
	}
	if (k >= IWC_NUM_OPER_MODE) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	s->u.mode.mode = (int)k;
	return 1;
}

static int parse_freq(struct parse_ctx *c, char **args, int count,
		      struct iwc_setting *s)
{
	double freq;
	char *unit;

	if (!strcasecmp(args[0], "auto")) {
		s->u.freq.is_auto = true;
		s->u.freq.m = -1;
		return 1;
	}
	s->u.freq.fixed = true;
	if (!strcasecmp(args[0], "fixed")) {
		s->use_current = true;
		return 1;
	}
	freq = strtod(args[0], &unit);
	if (unit == args[0]) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	iwc_float2freq(iwc_si_value(freq, unit), &s->u.freq.m, &s->u.freq.e);
	return iwc_auto_fixed(args, count, 1, &s->u.freq.fixed);
}

static int parse_rate(struct parse_ctx *c, char **args, int count,
		      struct iwc_setting *s)
{
	double rate;
	char *unit;
	int i;

	if (!strcasecmp(args[0], "auto")) {
		s->u.param.value = -1;
		return 1;
	}
	s->u.param.fixed = true;
	if (!strcasecmp(args[0], "fixed")) {
		s->use_current = true;
		return 1;
	}
	rate = strtod(args[0], &unit);
	if (unit == args[0]) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	s->u.param.value = iwc_to_s32(iwc_d2long(iwc_si_value(rate, unit)));
	i = iwc_auto_fixed(args, count, 1, &s->u.param.fixed);
	if (i < count && !strcasecmp(args[i], "unicast")) {
		s->u.param.flags |= 0x0001;	/* IW_BITRATE_UNICAST */
		i++;
	}
	if (i < count && !strcasecmp(args[i], "broadcast")) {
		s->u.param.flags |= 0x0002;	/* IW_BITRATE_BROADCAST */
		i++;
	}
	return i;
}

/* iw_in_key_full: the key's length, 0 for none, -1 for an error. */
static int parse_key_word(struct parse_ctx *c, const char *arg, uint8_t *key,
			  uint16_t *flags)
{
	int keylen;

	if (!strncmp(arg, "l:", 2)) {
		/* LEAP login "user:pass": both NUL-terminated */
		uint8_t *colon;

		keylen = (int)strlen(arg + 2) + 1;
		if (keylen > IW_ENCODING_TOKEN_MAX)
			keylen = IW_ENCODING_TOKEN_MAX;
		memcpy(key, arg + 2, keylen);
		colon = memchr(key, ':', strnlen((char *)key, keylen));
		if (!colon) {
			add_pre(c, "%s", "Error: Invalid login format\n");
			return -1;
		}
		*colon = '\0';
		/* With a WE > 15 range, libiw prints its debug lines
		 * (cfg80211's encoding_login_index is 0). */
		if (c->env && c->env->has_range) {
			add_out_flags(c, *flags);
			if ((*flags & IWC_ENCODE_INDEX) == 0)
				add_out_flags(c, *flags);
			add_out_flags(c, *flags);
		}
		return keylen;
	}
	if (!strncmp(arg, "s:", 2)) {
		keylen = (int)strlen(arg + 2);
		if (keylen > IW_ENCODING_TOKEN_MAX)
			keylen = IW_ENCODING_TOKEN_MAX;
		memcpy(key, arg + 2, keylen);
		return keylen;
	}
	if (!strncmp(arg, "p:", 2)) {
		add_pre(c, "%s", "Error: Passphrase not implemented\n");
		return -1;
	}
	return iwc_hex_key(arg, key);
}

static int parse_key(struct parse_ctx *c, char **args, int count,
		     struct iwc_setting *s)
{
	uint16_t *flags = &s->u.key.flags;
	int gotone = 0, oldone;
	int i = 0;

	if (!strcasecmp(args[0], "on")) {
		s->use_current = true;
		return 1;
	}
	/* the words may come in any order, until none matches; they are
	 * all parsed into the one key buffer (a bad "l:" login still
	 * overwrites it) */
	do {
		int keylen, index;

		oldone = gotone;
		if (i < count) {
			keylen = parse_key_word(c, args[i], s->u.key.key, flags);
			if (keylen > 0) {
				s->u.key.len = (uint8_t)keylen;
				s->u.key.has_key = true;
				s->u.key.ascii = !strncmp(args[i], "s:", 2);
				i++;
				gotone++;
			}
		}
		if (i < count && iwc_scan_index(args[i], &index)) {
			*flags |= (uint16_t)index;
			i++;
			gotone++;
		}
		if (i < count && !strcasecmp(args[i], "off")) {
			*flags |= IWC_ENCODE_DISABLED;
			i++;
			gotone++;
		}
		if (i < count && !strcasecmp(args[i], "open")) {
			*flags |= IWC_ENCODE_OPEN;
			i++;
			gotone++;
		}
		if (i < count && !strncasecmp(args[i], "restricted", 5)) {
			*flags |= IWC_ENCODE_RESTRICTED;
			i++;
			gotone++;
		}
		if (i < count && !strncasecmp(args[i], "temporary", 4)) {
			*flags |= IWC_ENCODE_TEMP;
			i++;
			gotone++;
		}
	} while (gotone != oldone);

	if (!s->u.key.has_key)
		*flags |= IWC_ENCODE_NOKEY;
	if (!gotone) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	return i;
}

static int parse_power(struct parse_ctx *c, char **args, int count,
		       struct iwc_setting *s)
{
	uint16_t *flags = &s->u.param.flags;
	bool gotone = false;
	double value;
	char *unit;
	int i;

	if (!strcasecmp(args[0], "off")) {
		s->u.param.disabled = true;
		return 1;
	}
	if (!strcasecmp(args[0], "on")) {
		s->use_current = true;
		return 1;
	}
	i = parse_modifiers(c, args, count, power_mods, N_ELEM(power_mods),
			    flags);
	if (i < 0)
		return i;

	value = strtod(args[i], &unit);
	if (unit != args[i]) {
		s->u.param.value = iwc_to_s32(iwc_d2long(iwc_time_value(value, unit)));
		if ((*flags & IWC_POWER_TYPE) == 0)
			*flags |= IWC_POWER_PERIOD;
		i++;
		gotone = true;
	}
	/* one mode word at most; the tests are not exclusive */
	if (i < count) {
		if (!strcasecmp(args[i], "all"))
			*flags |= IWC_POWER_ALL_R;
		if (!strncasecmp(args[i], "unicast", 4))
			*flags |= IWC_POWER_UNICAST_R;
		if (!strncasecmp(args[i], "multicast", 5))
			*flags |= IWC_POWER_MULTICAST_R;
		if (!strncasecmp(args[i], "force", 5))
			*flags |= IWC_POWER_FORCE_S;
		if (!strcasecmp(args[i], "repeat"))
			*flags |= IWC_POWER_REPEATER;
		if (*flags & IWC_POWER_MODE) {
			i++;
			gotone = true;
		}
	}
	if (!gotone) {
		c->errarg = i;
		return ERR(IWC_SET_ERR_INVALID);
	}
	return i;
}

static int parse_nickname(struct parse_ctx *c, char **args, int count,
			  struct iwc_setting *s)
{
	size_t len = strlen(args[0]);

	(void)count;
	if (len > IWC_SSID_MAX) {
		c->errmax = IWC_SSID_MAX;
		return ERR(IWC_SET_ERR_TOO_BIG);
	}
	memcpy(s->u.nick.name, args[0], len + 1);
	s->u.nick.len = (uint8_t)len;
	return 1;
}

static int parse_nwid(struct parse_ctx *c, char **args, int count,
		      struct iwc_setting *s)
{
	unsigned long v;

	(void)count;
	if (!strcasecmp(args[0], "off") || !strcasecmp(args[0], "any")) {
		s->u.nwid.disabled = true;
	} else if (!strcasecmp(args[0], "on")) {
		s->use_current = true;
	} else if (sscanf(args[0], "%lX", &v) == 1) {
		s->u.nwid.value = (uint32_t)v;
	} else {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	return 1;
}

static int parse_ap(struct parse_ctx *c, char **args, int count,
		    struct iwc_setting *s)
{
	const char *arg = args[0];

	(void)count;
	if (!strcasecmp(arg, "auto") || !strcasecmp(arg, "any")) {
		memset(s->u.ap.addr, 0xFF, IWC_ETH_ALEN);
		return 1;
	}
	if (!strcasecmp(arg, "off"))
		return 1;
	c->errarg = 0;
	if (!strchr(arg, ':')) {
		/* an IP address or host name, through the ARP table */
		size_t used = strlen(c->diag->pre);

		if (!c->env || !c->env->arp_lookup ||
		    c->env->arp_lookup(c->env->arp_data, c->ifname, arg,
				       s->u.ap.addr, c->diag->pre + used,
				       sizeof(c->diag->pre) - used) < 0)
			return ERR(IWC_SET_ERR_INVALID);
		return 1;
	}
	if (!c->env || !c->env->mac_ok) {
		add_pre(c, "Interface %s doesn't support MAC addresses\n", c->ifname);
		add_pre(c, "%-8.16s  Interface doesn't support MAC addresses\n",
			c->ifname);
		return ERR(IWC_SET_ERR_INVALID);
	}
	if (!iwc_ether_aton(arg, s->u.ap.addr)) {
		add_pre(c, "Invalid hardware address %s\n", arg);
		return ERR(IWC_SET_ERR_INVALID);
	}
	return 1;
}

static int parse_txpower(struct parse_ctx *c, char **args, int count,
			 struct iwc_setting *s)
{
	int power;

	s->u.param.value = -1;
	s->u.param.fixed = true;
	s->u.param.flags = IWC_TXPOW_DBM;
	if (!strcasecmp(args[0], "off")) {
		s->u.param.disabled = true;
		return 1;
	}
	if (!strcasecmp(args[0], "auto")) {
		s->u.param.fixed = false;
		return 1;
	}
	/* "on" keeps the fixed flag read back, which cfg80211 always
	 * reports as 1; "fixed" sets it */
	if (!strcasecmp(args[0], "on") || !strcasecmp(args[0], "fixed")) {
		s->use_current = true;
		return 1;
	}
	if (sscanf(args[0], "%i", &power) != 1) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	/* "m" without "d" is milliwatts ("mW", "m"); "dBm" is not */
	if (strchr(args[0], 'm') && !strchr(args[0], 'd'))
		power = iwc_d2int(ceil(10.0 * iwc_log10((double)power)));
	s->u.param.value = power;
	return iwc_auto_fixed(args, count, 1, &s->u.param.fixed);
}

static int parse_sens(struct parse_ctx *c, char **args, int count,
		      struct iwc_setting *s)
{
	int v;

	(void)count;
	if (sscanf(args[0], "%i", &v) != 1) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	s->u.param.value = v;
	return 1;
}

static int parse_retry(struct parse_ctx *c, char **args, int count,
		       struct iwc_setting *s)
{
	uint16_t *flags = &s->u.param.flags;
	double value;
	char *unit;
	int i;

	i = parse_modifiers(c, args, count, retry_mods, N_ELEM(retry_mods),
			    flags);
	if (i < 0)
		return i;
	if ((*flags & IWC_RETRY_TYPE) == 0)
		*flags |= IWC_RETRY_LIMIT;

	value = strtod(args[i], &unit);
	if (unit == args[i]) {
		c->errarg = i;
		return ERR(IWC_SET_ERR_INVALID);
	}
	if (*flags & IWC_RETRY_LIFETIME)
		value = iwc_time_value(value, unit);
	s->u.param.value = iwc_to_s32(iwc_d2long(value));
	return i + 1;
}

/* rts and frag */
static int parse_threshold(struct parse_ctx *c, char **args, int count,
			   struct iwc_setting *s)
{
	long v;

	(void)count;
	s->u.param.value = -1;
	s->u.param.fixed = true;
	if (!strcasecmp(args[0], "off")) {
		s->u.param.disabled = true;
	} else if (!strcasecmp(args[0], "auto")) {
		s->u.param.fixed = false;
	} else if (!strcasecmp(args[0], "fixed")) {
		s->use_current = true;
	} else if (sscanf(args[0], "%li", &v) == 1) {
		s->u.param.value = iwc_to_s32(v);
	} else {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	return 1;
}

static const struct {
	const char *name;
	uint32_t mask;
} modul_names[] = {
	{ "11ag", 0x36 }, { "11ab", 0x16 }, { "11g", 0x26 }, { "11a", 0x10 },
	{ "11b", 0x06 }, { "turboa", 0x50 }, { "turbog", 0x66 }, { "11+", 0x0E },
	{ "OFDMg", 0x20 }, { "OFDMa", 0x10 }, { "CCK", 0x04 }, { "DS", 0x02 },
	{ "FH", 0x01 }, { "turbo", 0x40 }, { "PBCC", 0x08 },
	{ "custom", 0x40000000 },
};

static int parse_modulation(struct parse_ctx *c, char **args, int count,
			    struct iwc_setting *s)
{
	size_t k;
	int i = 0;

	if (!strcasecmp(args[0], "auto"))
		return 1;
	if (!strcasecmp(args[0], "fixed")) {
		s->use_current = true;
		s->u.modul.fixed = true;
		return 1;
	}
	/* several names combine */
	do {
		for (k = 0; k < N_ELEM(modul_names); k++) {
			if (!strcasecmp(args[i], modul_names[k].name)) {
				s->u.modul.value |= modul_names[k].mask;
				i++;
				break;
			}
		}
	} while (i < count && k < N_ELEM(modul_names));
	if (i == 0) {
		c->errarg = 0;
		return ERR(IWC_SET_ERR_INVALID);
	}
	return iwc_auto_fixed(args, count, i, &s->u.modul.fixed);
}

static int parse_commit(struct parse_ctx *c, char **args, int count,
			struct iwc_setting *s)
{
	(void)c;
	(void)args;
	(void)count;
	(void)s;
	return 0;
}

struct kw_row {
	const char *name;
	kw_handler fn;
	int min_count;
	enum iwc_req req;
	enum iwc_kw of;		/* the row with the grammar: itself, or the
				 * keyword an alias names */
};

/* the grammar columns of iwconfig_keywords.def */
static const struct kw_row kw_rows[_IWC_KW_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, ...)		\
	[IWC_KW_##ID] = { name, grammar, words, IWC_REQ_##REQ, IWC_KW_##ID },
#define IWC_KW_ALIAS(ID, name, usage, OF)				\
	[IWC_KW_##ID] = { name, NULL, 0, 0, IWC_KW_##OF },
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

const char *iwc_kw_name(enum iwc_kw kw)
{
	return kw < _IWC_KW_MAX ? kw_rows[kw].name : "";
}

static const char *kw_name(int i)
{
	return kw_rows[i].name;
}

/* prefixes of two keywords with one grammar are not ambiguous */
static bool kw_same(int a, int b)
{
	return kw_rows[kw_rows[a].of].fn == kw_rows[kw_rows[b].of].fn;
}

/* The keyword @cmd abbreviates, or -IWC_SET_ERR_UNKNOWN / _AMBIGUOUS. */
static int find_keyword(const char *cmd)
{
	int i = iwc_find_command(cmd, _IWC_KW_MAX, kw_name, kw_same);

	if (i == -1)
		return ERR(IWC_SET_ERR_UNKNOWN);
	if (i == -2)
		return ERR(IWC_SET_ERR_AMBIGUOUS);
	return i;
}

int iwc_parse_iwconfig_set(const char *ifname, int nargs, char **args,
			   const struct iwc_set_env *env,
			   struct iwc_set_req *ret, struct iwc_set_diag *diag)
{
	struct parse_ctx c = { .ifname = ifname, .env = env, .diag = diag };
	struct iwc_setting spare;
	bool too_many = false;

	memset(diag, 0, sizeof(*diag));
	ret->ifname = ifname;
	ret->n = 0;

	while (nargs > 0) {
		int kw = find_keyword(args[0]);
		const struct kw_row *row;
		struct iwc_setting *s;
		int r;

		if (kw < 0) {
			diag->err = (enum iwc_set_err)-kw;
			diag->arg = args[0];
			return -1;
		}
		row = &kw_rows[kw_rows[kw].of];
		args++;
		nargs--;

		/* past the table's end, keep parsing for a legacy error */
		s = ret->n < IWC_MAX_SETTINGS ? &ret->set[ret->n] : &spare;
		memset(s, 0, sizeof(*s));
		s->kw = (enum iwc_kw)kw;
		s->req = row->req;

		c.errarg = 0;
		if (nargs < row->min_count)
			r = ERR(IWC_SET_ERR_TOO_FEW);
		else
			r = row->fn(&c, args, nargs, s);
		if (r < 0) {
			diag->err = (enum iwc_set_err)-r;
			diag->req = row->req;
			diag->arg = args[-1];
			if (r == ERR(IWC_SET_ERR_INVALID) ||
			    r == ERR(IWC_SET_ERR_CONFLICT)) {
				/* errarg clamped to the last word (the
				 * keyword itself when there is none) */
				int e = c.errarg < 0 ? 0 : c.errarg;

				if (e >= nargs)
					e = nargs - 1;
				diag->arg = args[e];
			}
			diag->max = c.errmax;
			return -1;
		}
		if (s == &spare)
			too_many = true;
		else
			ret->n++;
		args += r;
		nargs -= r;
	}
	if (too_many) {
		diag->err = IWC_SET_ERR_TOO_MANY;
		diag->max = IWC_MAX_SETTINGS;
		return -1;
	}
	return 0;
}
