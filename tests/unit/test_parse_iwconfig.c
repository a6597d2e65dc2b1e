/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_parse_iwconfig.c - "iwconfig IFACE keyword args ..."
 * (docs/reference/iwconfig.md#settings,
 * docs/reference/common.md#input-parsing): the keyword lookup, every
 * keyword's forms with what they record, and every parse error with its
 * exact stderr, stdout and exit status.
 *
 * The table rows were checked against the real iwconfig (Debian
 * wireless-tools 30~pre9) run under an LD_PRELOAD shim that logged the
 * fields of each SET request it sent and failed every GET: the same
 * stdout, stderr, exit status and request fields for each row (fields
 * the real tool leaves uninitialised excepted). The "arp:" lines are
 * this file's fake ARP table (env.arp_lookup writes the real ones).
 */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/parse.h"
#include "iwcompat/settings.h"

#define MAX_WORDS 16

enum {
	ENV_MAC = 1 << 0,	/* env.mac_ok */
	ENV_RANGE = 1 << 1,	/* env.has_range */
};

static void hex(FILE *f, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%02x", p[i]);
}

/* One line per setting: "KW[*] fields" (* for use_current). */
static void render(FILE *f, const struct iwc_setting *s)
{
	fprintf(f, "%s%s", iwc_kw_name(s->kw), s->use_current ? "*" : "");
	switch (s->req) {
	case IWC_REQ_ESSID:
		fprintf(f, " on=%d len=%u idx=%d ssid=", s->u.essid.on,
			s->u.essid.len, s->u.essid.index);
		hex(f, s->u.essid.ssid, s->u.essid.len);
		break;
	case IWC_REQ_MODE:
		fprintf(f, " %d", s->u.mode.mode);
		break;
	case IWC_REQ_FREQ:
		fprintf(f, " m=%d e=%d fixed=%d auto=%d", s->u.freq.m,
			s->u.freq.e, s->u.freq.fixed, s->u.freq.is_auto);
		break;
	case IWC_REQ_RATE:
		fprintf(f, " %d fixed=%d flags=%u", s->u.param.value,
			s->u.param.fixed, s->u.param.flags);
		break;
	case IWC_REQ_ENCODE:
		fprintf(f, " flags=%04x len=%u key=", s->u.key.flags,
			s->u.key.len);
		if (s->u.key.has_key)
			hex(f, s->u.key.key, s->u.key.len);
		else
			fprintf(f, "-");
		break;
	case IWC_REQ_POWER:
		fprintf(f, " disabled=%d value=%d flags=%04x",
			s->u.param.disabled, s->u.param.value, s->u.param.flags);
		break;
	case IWC_REQ_NICKNAME:
		fprintf(f, " len=%u name=%s", s->u.nick.len, s->u.nick.name);
		break;
	case IWC_REQ_NWID:
		fprintf(f, " disabled=%d value=%x", s->u.nwid.disabled,
			(unsigned int)s->u.nwid.value);
		break;
	case IWC_REQ_AP:
		fprintf(f, " ");
		hex(f, s->u.ap.addr, IWC_ETH_ALEN);
		break;
	case IWC_REQ_TXPOWER:
		fprintf(f, " %d fixed=%d disabled=%d flags=%u",
			s->u.param.value, s->u.param.fixed,
			s->u.param.disabled, s->u.param.flags);
		break;
	case IWC_REQ_SENS:
		fprintf(f, " %d", s->u.param.value);
		break;
	case IWC_REQ_RETRY:
		fprintf(f, " %d flags=%04x", s->u.param.value,
			s->u.param.flags);
		break;
	case IWC_REQ_RTS:
	case IWC_REQ_FRAG:
		fprintf(f, " %d fixed=%d disabled=%d", s->u.param.value,
			s->u.param.fixed, s->u.param.disabled);
		break;
	case IWC_REQ_MODUL:
		fprintf(f, " %x fixed=%d", (unsigned int)s->u.modul.value,
			s->u.modul.fixed);
		break;
	default:
		break;
	}
	fprintf(f, "\n");
}

/* "10.0.0.1" is in the ARP table; anything else fails with a line. */
static int fake_arp(void *data, const char *ifname, const char *arg,
		    uint8_t *ret_mac, char *pre, size_t pre_len)
{
	static const uint8_t mac[IWC_ETH_ALEN] = { 0x02, 0, 0, 0, 0, 0x01 };

	(void)data;
	if (!strcmp(arg, "10.0.0.1")) {
		memcpy(ret_mac, mac, sizeof(mac));
		return 0;
	}
	snprintf(pre, pre_len, "arp: %s on %s\n", arg, ifname);
	return -1;
}

struct result {
	int rc;
	int n;
	char *set;	/* render() of the settings parsed */
	char *out;
	char *err;
};

static void result_free(struct result *r)
{
	free(r->set);
	free(r->out);
	free(r->err);
}

/* Parses @args on "wlan0" and prints the diagnostic as the tool does. */
static void run(struct result *r, unsigned int env_flags, int nargs,
		char **args)
{
	struct iwc_set_env env = {
		.mac_ok = env_flags & ENV_MAC,
		.has_range = env_flags & ENV_RANGE,
		.arp_lookup = fake_arp,
	};
	static struct iwc_set_req req;
	struct iwc_set_diag diag;
	size_t len;
	FILE *out = open_memstream(&r->out, &len);
	FILE *err = open_memstream(&r->err, &len);
	FILE *set = open_memstream(&r->set, &len);

	r->rc = 0;
	if (iwc_parse_iwconfig_set("wlan0", nargs, args, &env, &req,
				   &diag) < 0)
		r->rc = iwc_fmt_set_diag(err, &diag);
	/* the parser prints nothing; the tool prints diag.out */
	if (diag.out)
		fputs(diag.out, out);
	iwc_set_diag_free(&diag);
	r->n = req.n;
	for (int i = 0; i < req.n; i++)
		render(set, &req.set[i]);
	fclose(out);
	fclose(err);
	fclose(set);
}

struct row {
	const char *args[MAX_WORDS];
	unsigned int env;
	int rc;			/* exit status, 0 when the line parses */
	const char *set;	/* the settings (before the error, if any),
				 * NULL for none */
	const char *err;	/* stderr, NULL for none */
	const char *out;	/* stdout, NULL for none */
};

/* A double out of a long's range (or NaN) cast to long, then cut to the
 * __s32 field, as Debian's wireless-tools does it on each architecture
 * (seen under tests/wext-shim, "iwconfig lo freq X", rate, power,
 * txpower): x86 gives the smallest integer, ARM saturates and gives 0
 * for NaN; a 64-bit long holds -2.4e9 and 3e9 and is cut to 32 bits, a
 * 32-bit one does not. M_INT_NAN: an int cast of NaN (txpower -5mW). */
#if LONG_MAX > INT_MAX
#define M_NEG_BIG "1894967296"
#else
#define M_NEG_BIG "-2147483648"
#endif
/* A long read by strtol (sscanf's %li), cut to 32 bits: 2^32 - 1,
 * LONG_MAX. */
#if LONG_MAX > INT_MAX
#define L_2P32M1 "-1"
#define L_MAX_S32 "-1"
#else
#define L_2P32M1 "2147483647"
#define L_MAX_S32 "2147483647"
#endif
#if LONG_MAX > INT_MAX
#define M_3E9 "-1294967296"
#define M_1E16 "1874919424"
#endif
#if defined(__arm__) || defined(__aarch64__)
#define M_NAN "0"
#define M_INT_NAN "0"
#if LONG_MAX > INT_MAX
#define M_INF "-1"
#else
#define M_INF "2147483647"
#define M_3E9 "2147483647"
#define M_1E16 "2147483647"
#endif
#else
#define M_INT_NAN "-2147483648"
#if LONG_MAX > INT_MAX
#define M_NAN "0"
#define M_INF "0"
#else
#define M_NAN "-2147483648"
#define M_INF "-2147483648"
#define M_3E9 "-2147483648"
#define M_1E16 "-2147483648"
#endif
#endif

static const struct row rows[] = {
	/* keyword lookup: exact, unique prefix, case, ambiguous, unknown */
	{ { "e", "x" }, .rc = 255,
	  .err = "iwconfig: command \"e\" is ambiguous\n" },
	{ { "r", "x" }, .rc = 255,
	  .err = "iwconfig: command \"r\" is ambiguous\n" },
	{ { "n", "x" }, .rc = 255,
	  .err = "iwconfig: command \"n\" is ambiguous\n" },
	{ { "f", "x" }, .rc = 255,
	  .err = "iwconfig: command \"f\" is ambiguous\n" },
	{ { "c", "x" }, .rc = 255,
	  .err = "iwconfig: command \"c\" is ambiguous\n" },
	{ { "m", "x" }, .rc = 255,
	  .err = "iwconfig: command \"m\" is ambiguous\n" },
	{ { "mod", "x" }, .rc = 255,
	  .err = "iwconfig: command \"mod\" is ambiguous\n" },
	{ { "" }, .rc = 255,
	  .err = "iwconfig: command \"\" is ambiguous\n" },
	{ { "foo" }, .rc = 255,
	  .err = "iwconfig: unknown command \"foo\"\n" },
	{ { "essidx", "foo" }, .rc = 255,
	  .err = "iwconfig: unknown command \"essidx\"\n" },
	{ { "ESSID", "foo" },
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n" },
	{ { "es", "foo" },
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n" },
	{ { "en", "off" },
	  .set = "enc flags=8800 len=0 key=-\n" },
	{ { "ch", "6" },
	  .set = "channel m=6 e=0 fixed=1 auto=0\n" },
	{ { "b", "1M" },
	  .set = "bit 1000000 fixed=1 flags=0\n" },
	{ { "ra", "1M" },
	  .set = "rate 1000000 fixed=1 flags=0\n" },
	{ { "k", "off" },
	  .set = "key flags=8800 len=0 key=-\n" },
	{ { "p", "off" },
	  .set = "power disabled=1 value=0 flags=0000\n" },
	{ { "ni", "foo" },
	  .set = "nickname len=3 name=foo\n" },
	{ { "nw", "off" },
	  .set = "nwid disabled=1 value=0\n" },
	{ { "a", "off" },
	  .set = "ap 000000000000\n" },
	{ { "t", "10" },
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n" },
	{ { "s", "1" },
	  .set = "sens 1\n" },
	{ { "re", "5" },
	  .set = "retry 5 flags=1000\n" },
	{ { "rt", "off" },
	  .set = "rts -1 fixed=1 disabled=1\n" },
	{ { "fre", "2412" },
	  .set = "freq m=2412 e=0 fixed=1 auto=0\n" },
	{ { "fra", "off" },
	  .set = "frag -1 fixed=1 disabled=1\n" },
	{ { "modu", "auto" },
	  .set = "modulation 0 fixed=0\n" },
	{ { "mode", "2" },
	  .set = "mode 2\n" },
	{ { "co" },
	  .set = "commit\n" },
	{ { "COMMIT" },
	  .set = "commit\n" },
	/* too few arguments */
	{ { "essid" }, .rc = 254,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    too few arguments.\n" },
	{ { "mode" }, .rc = 254,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    too few arguments.\n" },
	{ { "modul" }, .rc = 254,
	  .err = "Error for wireless request \"Set Modulation\" (8B2F) :\n    too few arguments.\n" },
	{ { "ap" }, .rc = 254,
	  .err = "Error for wireless request \"Set AP Address\" (8B14) :\n    too few arguments.\n" },
	{ { "co", "x" }, .rc = 255,
	  .set = "commit\n",
	  .err = "iwconfig: unknown command \"x\"\n" },
	/* essid */
	{ { "essid", "foo" },
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n" },
	{ { "essid", "off" },
	  .set = "essid on=0 len=0 idx=0 ssid=\n" },
	{ { "essid", "ANY" },
	  .set = "essid on=0 len=0 idx=0 ssid=\n" },
	{ { "essid", "On" },
	  .set = "essid* on=1 len=0 idx=0 ssid=\n" },
	{ { "essid", "-" }, .rc = 254,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    too few arguments.\n" },
	{ { "essid", "--" }, .rc = 254,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    too few arguments.\n" },
	{ { "essid", "-", "off" },
	  .set = "essid on=1 len=3 idx=0 ssid=6f6666\n" },
	{ { "essid", "--", "on" },
	  .set = "essid on=1 len=2 idx=0 ssid=6f6e\n" },
	{ { "essid", "--", "any", "[3]" },
	  .set = "essid on=1 len=3 idx=3 ssid=616e79\n" },
	{ { "essid", "-", "-" },
	  .set = "essid on=1 len=1 idx=0 ssid=2d\n" },
	{ { "essid", "foo", "[3]" },
	  .set = "essid on=1 len=3 idx=3 ssid=666f6f\n" },
	{ { "essid", "foo", "[0]" }, .rc = 255,
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n",
	  .err = "iwconfig: unknown command \"[0]\"\n" },
	{ { "essid", "foo", "[254]" },
	  .set = "essid on=1 len=3 idx=254 ssid=666f6f\n" },
	{ { "essid", "foo", "[255]" }, .rc = 255,
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n",
	  .err = "iwconfig: unknown command \"[255]\"\n" },
	{ { "essid", "foo", "[0x10]" },
	  .set = "essid on=1 len=3 idx=16 ssid=666f6f\n" },
	{ { "essid", "foo", "[3" },
	  .set = "essid on=1 len=3 idx=3 ssid=666f6f\n" },
	{ { "essid", "foo", "[ 2]" },
	  .set = "essid on=1 len=3 idx=2 ssid=666f6f\n" },
	{ { "essid", "foo", "[-1]" }, .rc = 255,
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n",
	  .err = "iwconfig: unknown command \"[-1]\"\n" },
	{ { "essid", "foo", "[2]", "[3]" }, .rc = 255,
	  .set = "essid on=1 len=3 idx=2 ssid=666f6f\n",
	  .err = "iwconfig: unknown command \"[3]\"\n" },
	{ { "essid", "abcdefghijklmnopqrstuvwxyz012345" },
	  .set = "essid on=1 len=32 idx=0 ssid=6162636465666768696a6b6c6d6e6f707172737475767778797a303132333435\n" },
	{ { "essid", "abcdefghijklmnopqrstuvwxyz0123456" }, .rc = 252,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    argument too big (max 32)\n" },
	{ { "essid", "x41x42x00c" },
	  .set = "essid on=1 len=10 idx=0 ssid=78343178343278303063\n" },
	{ { "essid", "x4" },
	  .set = "essid on=1 len=2 idx=0 ssid=7834\n" },
	{ { "essid", "xZZ" },
	  .set = "essid on=1 len=3 idx=0 ssid=785a5a\n" },
	{ { "essid", "\\x41" },
	  .set = "essid on=1 len=1 idx=0 ssid=41\n" },
	{ { "essid", "" },
	  .set = "essid on=1 len=0 idx=0 ssid=\n" },
	{ { "essid", "\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41" },
	  .set = "essid on=1 len=32 idx=0 ssid=4141414141414141414141414141414141414141414141414141414141414141\n" },
	{ { "essid", "\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41\\x41A" }, .rc = 252,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    argument too big (max 32)\n" },
	{ { "essid", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" }, .rc = 252,
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    argument too big (max 32)\n" },
	{ { "essid", "foo", "bogus" }, .rc = 255,
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n",
	  .err = "iwconfig: unknown command \"bogus\"\n" },
	/* mode: %i, or the first three letters of a mode name */
	{ { "mode", "managed" },
	  .set = "mode 2\n" },
	{ { "mode", "MANAGED" },
	  .set = "mode 2\n" },
	{ { "mode", "Ad-Hoc" },
	  .set = "mode 1\n" },
	{ { "mode", "ad-" },
	  .set = "mode 1\n" },
	{ { "mode", "adhoc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"adhoc\".\n" },
	{ { "mode", "ad" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"ad\".\n" },
	{ { "mode", "ma" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"ma\".\n" },
	{ { "mode", "mas" },
	  .set = "mode 3\n" },
	{ { "mode", "mon" },
	  .set = "mode 6\n" },
	{ { "mode", "aut" },
	  .set = "mode 0\n" },
	{ { "mode", "rep" },
	  .set = "mode 4\n" },
	{ { "mode", "sec" },
	  .set = "mode 5\n" },
	{ { "mode", "3abc" },
	  .set = "mode 3\n" },
	{ { "mode", "0x6" },
	  .set = "mode 6\n" },
	{ { "mode", "010" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"010\".\n" },
	{ { "mode", " 2" },
	  .set = "mode 2\n" },
	{ { "mode", "6" },
	  .set = "mode 6\n" },
	{ { "mode", "7" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"7\".\n" },
	{ { "mode", "-1" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"-1\".\n" },
	/* sscanf's %i converts with strtol and stores the long in the
	 * int: with a 64-bit long 2^32 + 1 is cut to 1, with a 32-bit long
	 * it saturates to LONG_MAX, an invalid mode (the real iwconfig of
	 * armhf and i386 says so too) */
#if LONG_MAX > INT_MAX
	{ { "mode", "4294967297" },
	  .set = "mode 1\n" },
#else
	{ { "mode", "4294967297" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"4294967297\".\n" },
#endif
	{ { "mode", "2.5" },
	  .set = "mode 2\n" },
	{ { "mode", "blah" }, .rc = 253,
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"blah\".\n" },
	{ { "mode", "man extra" },
	  .set = "mode 2\n" },
	{ { "mode", "Managed", "extra" }, .rc = 255,
	  .set = "mode 2\n",
	  .err = "iwconfig: unknown command \"extra\"\n" },
	/* freq / channel: strtod, case-sensitive G/M/k, iw_float2freq */
	{ { "freq", "2.412G" },
	  .set = "freq m=241200000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "2412" },
	  .set = "freq m=2412 e=0 fixed=1 auto=0\n" },
	{ { "freq", "2.412g" },
	  .set = "freq m=2 e=0 fixed=1 auto=0\n" },
	{ { "freq", "2412M" },
	  .set = "freq m=241200000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "2412000k" },
	  .set = "freq m=241200000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "2.4e9" },
	  .set = "freq m=240000000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "5.18G" },
	  .set = "freq m=518000000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "60.48G" },
	  .set = "freq m=604800000 e=2 fixed=1 auto=0\n" },
	{ { "freq", "2.4121234G" },
	  .set = "freq m=241212300 e=1 fixed=1 auto=0\n" },
	{ { "freq", "1e9" },
	  .set = "freq m=100000000 e=1 fixed=1 auto=0\n" },
	{ { "freq", "999999999" },
	  .set = "freq m=999999999 e=0 fixed=1 auto=0\n" },
	{ { "freq", "1e12" },
	  .set = "freq m=100000000 e=4 fixed=1 auto=0\n" },
	{ { "freq", "1e300" },
	  .set = "freq m=100000000 e=292 fixed=1 auto=0\n" },
	{ { "freq", "0" },
	  .set = "freq m=0 e=0 fixed=1 auto=0\n" },
	{ { "freq", "-5" },
	  .set = "freq m=-5 e=0 fixed=1 auto=0\n" },
	/* (long) of -2.4e9, NaN and infinity, then cut to 32 bits: what
	 * the real iwconfig's cast gives on this processor (M_*, above) */
	{ { "freq", "-2.4G" },
	  .set = "freq m=" M_NEG_BIG " e=0 fixed=1 auto=0\n" },
	{ { "freq", "nan" },
	  .set = "freq m=" M_NAN " e=0 fixed=1 auto=0\n" },
	{ { "freq", "inf" },
	  .set = "freq m=" M_INF " e=0 fixed=1 auto=0\n" },
	{ { "freq", "0x10" },
	  .set = "freq m=16 e=0 fixed=1 auto=0\n" },
	{ { "freq", " 2412" },
	  .set = "freq m=2412 e=0 fixed=1 auto=0\n" },
	{ { "freq", ".5" },
	  .set = "freq m=0 e=0 fixed=1 auto=0\n" },
	{ { "freq", "auto" },
	  .set = "freq m=-1 e=0 fixed=0 auto=1\n" },
	{ { "freq", "AUTO" },
	  .set = "freq m=-1 e=0 fixed=0 auto=1\n" },
	{ { "freq", "fixed" },
	  .set = "freq* m=0 e=0 fixed=1 auto=0\n" },
	{ { "freq", "6", "auto" },
	  .set = "freq m=6 e=0 fixed=0 auto=0\n" },
	{ { "freq", "6", "fixed" },
	  .set = "freq m=6 e=0 fixed=1 auto=0\n" },
	{ { "freq", "6", "auto", "fixed" },
	  .set = "freq m=6 e=0 fixed=1 auto=0\n" },
	{ { "freq", "6", "fixed", "auto" }, .rc = 255,
	  .set = "freq m=6 e=0 fixed=1 auto=0\n",
	  .err = "iwconfig: unknown command \"auto\"\n" },
	{ { "freq", "6", "Auto" },
	  .set = "freq m=6 e=0 fixed=0 auto=0\n" },
	{ { "freq", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Frequency\" (8B04) :\n    invalid argument \"abc\".\n" },
	{ { "channel", "11" },
	  .set = "channel m=11 e=0 fixed=1 auto=0\n" },
	{ { "channel", "11", "foo" }, .rc = 255,
	  .set = "channel m=11 e=0 fixed=1 auto=0\n",
	  .err = "iwconfig: unknown command \"foo\"\n" },
	/* bit / rate */
	{ { "rate", "54M" },
	  .set = "rate 54000000 fixed=1 flags=0\n" },
	{ { "rate", "54m" },
	  .set = "rate 54 fixed=1 flags=0\n" },
	{ { "bit", "1G" },
	  .set = "bit 1000000000 fixed=1 flags=0\n" },
	{ { "rate", "5.5M" },
	  .set = "rate 5500000 fixed=1 flags=0\n" },
	{ { "rate", "1e3k" },
	  .set = "rate 1000000 fixed=1 flags=0\n" },
	{ { "rate", "0x10" },
	  .set = "rate 16 fixed=1 flags=0\n" },
	{ { "rate", "-1" },
	  .set = "rate -1 fixed=1 flags=0\n" },
	{ { "rate", "3G" },
	  .set = "rate " M_3E9 " fixed=1 flags=0\n" },
	{ { "rate", "1e20" },	/* beyond any long, as infinity */
	  .set = "rate " M_INF " fixed=1 flags=0\n" },
	{ { "rate", "auto" },
	  .set = "rate -1 fixed=0 flags=0\n" },
	{ { "rate", "fixed" },
	  .set = "rate* 0 fixed=1 flags=0\n" },
	{ { "rate", "11M", "auto" },
	  .set = "rate 11000000 fixed=0 flags=0\n" },
	{ { "rate", "11M", "fixed" },
	  .set = "rate 11000000 fixed=1 flags=0\n" },
	{ { "rate", "11M", "unicast" },
	  .set = "rate 11000000 fixed=1 flags=1\n" },
	{ { "rate", "11M", "broadcast" },
	  .set = "rate 11000000 fixed=1 flags=2\n" },
	{ { "rate", "11M", "auto", "fixed", "unicast", "broadcast" },
	  .set = "rate 11000000 fixed=1 flags=3\n" },
	{ { "rate", "11M", "broadcast", "unicast" }, .rc = 255,
	  .set = "rate 11000000 fixed=1 flags=2\n",
	  .err = "iwconfig: unknown command \"unicast\"\n" },
	{ { "rate", "1M", "auto", "foo" }, .rc = 255,
	  .set = "rate 1000000 fixed=0 flags=0\n",
	  .err = "iwconfig: unknown command \"foo\"\n" },
	{ { "rate", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Bit Rate\" (8B20) :\n    invalid argument \"abc\".\n" },
	/* enc / key: keys, [N], off/open/restricted/temporary in any order */
	{ { "key", "0123456789" },
	  .set = "key flags=0000 len=5 key=0123456789\n" },
	{ { "key", "01:23:45:67:89" },
	  .set = "key flags=0000 len=5 key=0123456789\n" },
	{ { "key", "0123-4567-89", "[2]" },
	  .set = "key flags=0002 len=5 key=0123456789\n" },
	{ { "key", "12,34.56;78:9a" },
	  .set = "key flags=0000 len=5 key=123456789a\n" },
	{ { "key", "123" },
	  .set = "key flags=0000 len=2 key=0123\n" },
	{ { "key", "123.45" },
	  .set = "key flags=0000 len=3 key=012345\n" },
	{ { "key", "1.2" },
	  .set = "key flags=0000 len=2 key=0102\n" },
	{ { "key", "FFFF" },
	  .set = "key flags=0000 len=2 key=ffff\n" },
	{ { "key", "enc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"enc\".\n" },
	{ { "key", "s:abcdefghijklm", "open" },
	  .set = "key flags=2000 len=13 key=6162636465666768696a6b6c6d\n" },
	{ { "key", "s:abc" },
	  .set = "key flags=0000 len=3 key=616263\n" },
	{ { "key", "s:" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"s:\".\n" },
	{ { "key", "S:abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"S:abc\".\n" },
	{ { "key", "[3]" },
	  .set = "key flags=0803 len=0 key=-\n" },
	{ { "key", "[1]", "[2]" },
	  .set = "key flags=0803 len=0 key=-\n" },
	{ { "key", "[0]" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"[0]\".\n" },
	{ { "key", "[255]" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"[255]\".\n" },
	{ { "key", "off" },
	  .set = "key flags=8800 len=0 key=-\n" },
	{ { "key", "restricted" },
	  .set = "key flags=4800 len=0 key=-\n" },
	{ { "key", "restr" },
	  .set = "key flags=4800 len=0 key=-\n" },
	{ { "key", "rest" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"rest\".\n" },
	{ { "key", "temporary" },
	  .set = "key flags=0c00 len=0 key=-\n" },
	{ { "key", "temp" },
	  .set = "key flags=0c00 len=0 key=-\n" },
	{ { "key", "tem" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"tem\".\n" },
	{ { "key", "open", "off" },
	  .set = "key flags=a800 len=0 key=-\n" },
	{ { "key", "off", "off" },
	  .set = "key flags=8800 len=0 key=-\n" },
	{ { "key", "on" },
	  .set = "key* flags=0000 len=0 key=-\n" },
	{ { "key", "On" },
	  .set = "key* flags=0000 len=0 key=-\n" },
	{ { "key", "on", "[2]" }, .rc = 255,
	  .set = "key* flags=0000 len=0 key=-\n",
	  .err = "iwconfig: unknown command \"[2]\"\n" },
	{ { "key", "1234", "5678" },
	  .set = "key flags=0000 len=2 key=5678\n" },
	{ { "key", "deadbeef", "off" },
	  .set = "key flags=8000 len=4 key=deadbeef\n" },
	{ { "key", "off", "deadbeef" },
	  .set = "key flags=8000 len=4 key=deadbeef\n" },
	{ { "key", "12", "[3]", "off", "open", "restricted", "temporary", "34" },
	  .set = "key flags=e403 len=1 key=34\n" },
	{ { "key", "open", "restricted", "temporary", "off", "[4]", "11:22" },
	  .set = "key flags=e404 len=2 key=1122\n" },
	{ { "enc", "0x12" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"0x12\".\n" },
	{ { "key", "zz" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"zz\".\n" },
	{ { "key", "12-" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"12-\".\n" },
	{ { "key", "12--34" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"12--34\".\n" },
	{ { "key", "-12" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"-12\".\n" },
	{ { "key", ":12" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \":12\".\n" },
	{ { "key", "1z" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"1z\".\n" },
	{ { "key", "12", "34" },
	  .set = "key flags=0000 len=1 key=34\n" },
	{ { "key", "12 34" },
	  .set = "key flags=0000 len=3 key=012334\n" },
	{ { "key", " 12" },
	  .set = "key flags=0000 len=2 key=0112\n" },
	{ { "key", "1 2" },
	  .set = "key flags=0000 len=3 key=010202\n" },
	{ { "key", "" }, .rc = 253,
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"\".\n" },
	{ { "key", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123" },
	  .set = "key flags=0000 len=64 key=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n" },
	{ { "key", "s:0123456789012345678901234567890123456789012345678901234567890123456789" },
	  .set = "key flags=0000 len=64 key=30313233343536373839303132333435363738393031323334353637383930313233343536373839303132333435363738393031323334353637383930313233\n" },
	{ { "key", "p:abc" }, .rc = 253,
	  .err = "Error: Passphrase not implemented\nError for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"p:abc\".\n" },
	{ { "key", "1234", "p:abc" }, .rc = 255,
	  .set = "key flags=0000 len=2 key=1234\n",
	  .err = "Error: Passphrase not implemented\niwconfig: unknown command \"p:abc\"\n" },
	{ { "key", "l:user:pass" },
	  .set = "key flags=0000 len=10 key=75736572007061737300\n" },
	{ { "key", "l:userpass" }, .rc = 253,
	  .err = "Error: Invalid login format\nError for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"l:userpass\".\n" },
	{ { "key", "1234", "l:abc" }, .rc = 255,
	  .set = "key flags=0000 len=2 key=6162\n",
	  .err = "Error: Invalid login format\niwconfig: unknown command \"l:abc\"\n" },
	{ { "key", "l:user:pass" }, .env = ENV_RANGE,
	  .set = "key flags=0000 len=10 key=75736572007061737300\n",
	  .out = "flags = 0, index = 0\nflags = 0, index = 0\nflags = 0, index = 0\n" },
	{ { "key", "[2]", "l:user:pass" }, .env = ENV_RANGE,
	  .set = "key flags=0002 len=10 key=75736572007061737300\n",
	  .out = "flags = 2, index = 0\nflags = 2, index = 0\n" },
	{ { "key", "l:a:b:c", "off" }, .env = ENV_RANGE,
	  .set = "key flags=8000 len=6 key=6100623a6300\n",
	  .out = "flags = 0, index = 0\nflags = 0, index = 0\nflags = 0, index = 0\n" },
	{ { "key", "off", "l:u:p", "[3]", "l:x:y" }, .env = ENV_RANGE,
	  .set = "key flags=8003 len=4 key=78007900\n",
	  .out = "flags = 8000, index = 0\nflags = 8000, index = 0\nflags = 8000, index = 0\nflags = 8003, index = 0\nflags = 8003, index = 0\n" },
	{ { "key", "l:nocolon" }, .env = ENV_RANGE, .rc = 253,
	  .err = "Error: Invalid login format\nError for wireless request \"Set Encode\" (8B2A) :\n    invalid argument \"l:nocolon\".\n" },
	{ { "key", "l:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:b" }, .env = ENV_RANGE,
	  .set = "key flags=0000 len=64 key=61616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161616161006200\n",
	  .out = "flags = 0, index = 0\nflags = 0, index = 0\nflags = 0, index = 0\n" },
	/* power */
	{ { "power", "off" },
	  .set = "power disabled=1 value=0 flags=0000\n" },
	{ { "power", "OFF" },
	  .set = "power disabled=1 value=0 flags=0000\n" },
	{ { "power", "on" },
	  .set = "power* disabled=0 value=0 flags=0000\n" },
	{ { "power", "timeout", "500ms" },
	  .set = "power disabled=0 value=500000 flags=2000\n" },
	{ { "power", "period", "2" },
	  .set = "power disabled=0 value=2000000 flags=1000\n" },
	{ { "power", "period", "1.5s" },
	  .set = "power disabled=0 value=1500000 flags=1000\n" },
	{ { "power", "all" },
	  .set = "power disabled=0 value=0 flags=0300\n" },
	{ { "power", "ALL" },
	  .set = "power disabled=0 value=0 flags=0300\n" },
	{ { "power", "min", "period", "100u" },
	  .set = "power disabled=0 value=100 flags=1001\n" },
	{ { "power", "Timeout", "1" },
	  .set = "power disabled=0 value=1000000 flags=2000\n" },
	{ { "power", "500m" },
	  .set = "power disabled=0 value=500000 flags=1000\n" },
	{ { "power", ".5m" },
	  .set = "power disabled=0 value=500 flags=1000\n" },
	{ { "power", "1e-3" },
	  .set = "power disabled=0 value=1000 flags=1000\n" },
	{ { "power", "-1" },
	  .set = "power disabled=0 value=-1000000 flags=1000\n" },
	{ { "power", "0x10" },
	  .set = "power disabled=0 value=16000000 flags=1000\n" },
	{ { "power", "1e10" },
	  .set = "power disabled=0 value=" M_1E16 " flags=1000\n" },
	{ { "power", "nan" },
	  .set = "power disabled=0 value=" M_NAN " flags=1000\n" },
	{ { "power", "max", "2", "force" },
	  .set = "power disabled=0 value=2000000 flags=1402\n" },
	{ { "power", "saving", "3" },
	  .set = "power disabled=0 value=3000000 flags=4000\n" },
	{ { "power", "min", "1", "all" },
	  .set = "power disabled=0 value=1000000 flags=1301\n" },
	{ { "power", "period", "1", "repeat" },
	  .set = "power disabled=0 value=1000000 flags=1800\n" },
	{ { "power", "1", "unicast", "multicast" }, .rc = 255,
	  .set = "power disabled=0 value=1000000 flags=1100\n",
	  .err = "iwconfig: unknown command \"multicast\"\n" },
	{ { "power", "500ms", "unicast", "extra" }, .rc = 255,
	  .set = "power disabled=0 value=500000 flags=1100\n",
	  .err = "iwconfig: unknown command \"extra\"\n" },
	{ { "power", "all", "1" }, .rc = 255,
	  .set = "power disabled=0 value=0 flags=0300\n",
	  .err = "iwconfig: unknown command \"1\"\n" },
	{ { "power", "unicast" },
	  .set = "power disabled=0 value=0 flags=0100\n" },
	{ { "power", "unic" },
	  .set = "power disabled=0 value=0 flags=0100\n" },
	{ { "power", "multicast" },
	  .set = "power disabled=0 value=0 flags=0200\n" },
	{ { "power", "multi" },
	  .set = "power disabled=0 value=0 flags=0200\n" },
	{ { "power", "force" },
	  .set = "power disabled=0 value=0 flags=0400\n" },
	{ { "power", "forced" },
	  .set = "power disabled=0 value=0 flags=0400\n" },
	{ { "power", "repeat" },
	  .set = "power disabled=0 value=0 flags=0800\n" },
	{ { "power", "multicast", "unicast" }, .rc = 255,
	  .set = "power disabled=0 value=0 flags=0200\n",
	  .err = "iwconfig: unknown command \"unicast\"\n" },
	{ { "power", "min", "min", "1" },
	  .set = "power disabled=0 value=1000000 flags=1001\n" },
	{ { "power", "min", "max" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"max\".\n" },
	{ { "power", "max", "min" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"min\".\n" },
	{ { "power", "period", "timeout" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"timeout\".\n" },
	{ { "power", "timeout", "saving" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"saving\".\n" },
	{ { "power", "saving", "period" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"period\".\n" },
	{ { "power", "min", "min", "max" }, .rc = 251,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"max\".\n" },
	{ { "power", "min" }, .rc = 254,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    too few arguments.\n" },
	{ { "power", "period" }, .rc = 254,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    too few arguments.\n" },
	{ { "power", "uni" }, .rc = 253,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    invalid argument \"uni\".\n" },
	{ { "power", "repeater" }, .rc = 253,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    invalid argument \"repeater\".\n" },
	{ { "power", "foo" }, .rc = 253,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    invalid argument \"foo\".\n" },
	{ { "power", "min", "foo" }, .rc = 253,
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    invalid argument \"foo\".\n" },
	/* nickname */
	{ { "nickname", "foo" },
	  .set = "nickname len=3 name=foo\n" },
	{ { "nick", "foo" },
	  .set = "nickname len=3 name=foo\n" },
	{ { "nickname", "x41" },
	  .set = "nickname len=3 name=x41\n" },
	{ { "nickname", "" },
	  .set = "nickname len=0 name=\n" },
	{ { "nickname", "abcdefghijklmnopqrstuvwxyz012345" },
	  .set = "nickname len=32 name=abcdefghijklmnopqrstuvwxyz012345\n" },
	{ { "nickname", "abcdefghijklmnopqrstuvwxyz0123456" }, .rc = 252,
	  .err = "Error for wireless request \"Set Nickname\" (8B1C) :\n    argument too big (max 32)\n" },
	/* nwid: %lX */
	{ { "nwid", "off" },
	  .set = "nwid disabled=1 value=0\n" },
	{ { "nwid", "any" },
	  .set = "nwid disabled=1 value=0\n" },
	{ { "nwid", "on" },
	  .set = "nwid* disabled=0 value=0\n" },
	{ { "nwid", "1234" },
	  .set = "nwid disabled=0 value=1234\n" },
	{ { "nwid", "0x1234" },
	  .set = "nwid disabled=0 value=1234\n" },
	{ { "nwid", "ffffffff" },
	  .set = "nwid disabled=0 value=ffffffff\n" },
	{ { "nwid", "1ffffffff" },
	  .set = "nwid disabled=0 value=ffffffff\n" },
	{ { "nwid", "-1" },
	  .set = "nwid disabled=0 value=ffffffff\n" },
	{ { "nwid", " a" },
	  .set = "nwid disabled=0 value=a\n" },
	{ { "nwid", "zz" }, .rc = 253,
	  .err = "Error for wireless request \"Set NWID\" (8B02) :\n    invalid argument \"zz\".\n" },
	{ { "nwid", "0x" },
	  .set = "nwid disabled=0 value=0\n" },
	{ { "nwid", "ABCD", "extra" }, .rc = 255,
	  .set = "nwid disabled=0 value=abcd\n",
	  .err = "iwconfig: unknown command \"extra\"\n" },
	/* ap */
	{ { "ap", "auto" },
	  .set = "ap ffffffffffff\n" },
	{ { "ap", "ANY" },
	  .set = "ap ffffffffffff\n" },
	{ { "ap", "off" },
	  .set = "ap 000000000000\n" },
	{ { "ap", "00:11:22:33:44:55" }, .rc = 253,
	  .err = "Interface wlan0 doesn't support MAC addresses\nwlan0     Interface doesn't support MAC addresses\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44:55\".\n" },
	{ { "ap", "00:11:22:33:44:55" }, .env = ENV_MAC,
	  .set = "ap 001122334455\n" },
	{ { "ap", "aa:BB:cc:DD:ee:FF" }, .env = ENV_MAC,
	  .set = "ap aabbccddeeff\n" },
	{ { "ap", "00:11:22:33:44" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 00:11:22:33:44\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44\".\n" },
	{ { "ap", "00:11:22:33:44:55:66" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 00:11:22:33:44:55:66\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44:55:66\".\n" },
	{ { "ap", "00:11:22:33:44:55:" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 00:11:22:33:44:55:\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44:55:\".\n" },
	{ { "ap", "00:11:22:33:44:55x" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 00:11:22:33:44:55x\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44:55x\".\n" },
	{ { "ap", "0:11:22:33:44:55" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 0:11:22:33:44:55\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"0:11:22:33:44:55\".\n" },
	{ { "ap", "00-11-22-33-44-55" }, .env = ENV_MAC, .rc = 253,
	  .err = "arp: 00-11-22-33-44-55 on wlan0\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00-11-22-33-44-55\".\n" },
	{ { "ap", "00:11:22:33:44: 5" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address 00:11:22:33:44: 5\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"00:11:22:33:44: 5\".\n" },
	{ { "ap", ":" }, .env = ENV_MAC, .rc = 253,
	  .err = "Invalid hardware address :\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \":\".\n" },
	{ { "ap", "10.0.0.1" },
	  .set = "ap 020000000001\n" },
	{ { "ap", "somehost" }, .rc = 253,
	  .err = "arp: somehost on wlan0\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"somehost\".\n" },
	{ { "ap", "" }, .rc = 253,
	  .err = "arp:  on wlan0\nError for wireless request \"Set AP Address\" (8B14) :\n    invalid argument \"\".\n" },
	/* txpower */
	{ { "txpower", "15" },
	  .set = "txpower 15 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "15dBm" },
	  .set = "txpower 15 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "100mW" },
	  .set = "txpower 20 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "1m" },
	  .set = "txpower 0 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "2mW" },
	  .set = "txpower 4 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "31mW" },
	  .set = "txpower 15 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "50mW" },
	  .set = "txpower 17 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "1000mW" },
	  .set = "txpower 30 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "0mW" },
	  .set = "txpower -2147483648 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "-5mW" },
	  .set = "txpower " M_INT_NAN " fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "10md" },
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "0x10" },
	  .set = "txpower 16 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "0010" },
	  .set = "txpower 8 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "+5" },
	  .set = "txpower 5 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "5M" },
	  .set = "txpower 5 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "10", "auto" },
	  .set = "txpower 10 fixed=0 disabled=0 flags=0\n" },
	{ { "txpower", "10", "fixed" },
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "10", "Auto", "Fixed" },
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "off" },
	  .set = "txpower -1 fixed=1 disabled=1 flags=0\n" },
	{ { "txpower", "auto" },
	  .set = "txpower -1 fixed=0 disabled=0 flags=0\n" },
	{ { "txpower", "on" },
	  .set = "txpower* -1 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "fixed" },
	  .set = "txpower* -1 fixed=1 disabled=0 flags=0\n" },
	{ { "txpower", "10", "dBm" }, .rc = 255,
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n",
	  .err = "iwconfig: unknown command \"dBm\"\n" },
	{ { "txpower", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Tx Power\" (8B26) :\n    invalid argument \"abc\".\n" },
	{ { "txpower", "0x" },
	  .set = "txpower 0 fixed=1 disabled=0 flags=0\n" },
	/* sens */
	{ { "sens", "5" },
	  .set = "sens 5\n" },
	{ { "sens", "-80" },
	  .set = "sens -80\n" },
	{ { "sens", "0x10" },
	  .set = "sens 16\n" },
	{ { "sens", "5", "6" }, .rc = 255,
	  .set = "sens 5\n",
	  .err = "iwconfig: unknown command \"6\"\n" },
	{ { "sens", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Sensitivity\" (8B08) :\n    invalid argument \"abc\".\n" },
	/* retry */
	{ { "retry", "5" },
	  .set = "retry 5 flags=1000\n" },
	{ { "retry", "short", "5" },
	  .set = "retry 5 flags=1010\n" },
	{ { "retry", "Short", "3" },
	  .set = "retry 3 flags=1010\n" },
	{ { "retry", "long", "limit", "10" },
	  .set = "retry 10 flags=1020\n" },
	{ { "retry", "min", "3" },
	  .set = "retry 3 flags=1001\n" },
	{ { "retry", "LIMIT", "3" },
	  .set = "retry 3 flags=1000\n" },
	{ { "retry", "5.7" },
	  .set = "retry 5 flags=1000\n" },
	{ { "retry", "5abc" },
	  .set = "retry 5 flags=1000\n" },
	{ { "retry", "-1" },
	  .set = "retry -1 flags=1000\n" },
	{ { "retry", "lifetime", "100ms" },
	  .set = "retry 100000 flags=2000\n" },
	{ { "retry", "lifetime", "1" },
	  .set = "retry 1000000 flags=2000\n" },
	{ { "retry", "lifetime", "100u" },
	  .set = "retry 100 flags=2000\n" },
	{ { "retry", "lifetime", ".5" },
	  .set = "retry 500000 flags=2000\n" },
	{ { "retry", "max", "long", "lifetime", "2m" },
	  .set = "retry 2000 flags=2022\n" },
	{ { "retry", "min", "max" }, .rc = 251,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    conflicting argument \"max\".\n" },
	{ { "retry", "short", "long", "3" }, .rc = 251,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    conflicting argument \"long\".\n" },
	{ { "retry", "limit", "lifetime", "3" }, .rc = 251,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    conflicting argument \"lifetime\".\n" },
	{ { "retry", "min", "max", "max" }, .rc = 251,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    conflicting argument \"max\".\n" },
	{ { "retry", "short" }, .rc = 254,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    too few arguments.\n" },
	{ { "retry", "foo" }, .rc = 253,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    invalid argument \"foo\".\n" },
	{ { "retry", "limit", "foo" }, .rc = 253,
	  .err = "Error for wireless request \"Set Retry Limit\" (8B28) :\n    invalid argument \"foo\".\n" },
	/* rts / frag: %li */
	{ { "rts", "off" },
	  .set = "rts -1 fixed=1 disabled=1\n" },
	{ { "rts", "auto" },
	  .set = "rts -1 fixed=0 disabled=0\n" },
	{ { "rts", "fixed" },
	  .set = "rts* -1 fixed=1 disabled=0\n" },
	{ { "rts", "2347" },
	  .set = "rts 2347 fixed=1 disabled=0\n" },
	{ { "rts", "0x100" },
	  .set = "rts 256 fixed=1 disabled=0\n" },
	{ { "rts", "07" },
	  .set = "rts 7 fixed=1 disabled=0\n" },
	{ { "rts", "08" },
	  .set = "rts 0 fixed=1 disabled=0\n" },
	{ { "rts", " 5" },
	  .set = "rts 5 fixed=1 disabled=0\n" },
	{ { "rts", "-1" },
	  .set = "rts -1 fixed=1 disabled=0\n" },
	/* sscanf's %li: 2^32 - 1 fits a 64-bit long and is cut to -1,
	 * it saturates a 32-bit one; 10^20 saturates both */
	{ { "rts", "4294967295" },
	  .set = "rts " L_2P32M1 " fixed=1 disabled=0\n" },
	{ { "rts", "99999999999999999999" },
	  .set = "rts " L_MAX_S32 " fixed=1 disabled=0\n" },
	{ { "rts", "100", "foo" }, .rc = 255,
	  .set = "rts 100 fixed=1 disabled=0\n",
	  .err = "iwconfig: unknown command \"foo\"\n" },
	{ { "rts", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set RTS Threshold\" (8B22) :\n    invalid argument \"abc\".\n" },
	{ { "frag", "off" },
	  .set = "frag -1 fixed=1 disabled=1\n" },
	{ { "frag", "auto" },
	  .set = "frag -1 fixed=0 disabled=0\n" },
	{ { "frag", "fixed" },
	  .set = "frag* -1 fixed=1 disabled=0\n" },
	{ { "frag", "512" },
	  .set = "frag 512 fixed=1 disabled=0\n" },
	{ { "frag", "010" },
	  .set = "frag 8 fixed=1 disabled=0\n" },
	{ { "frag", "abc" }, .rc = 253,
	  .err = "Error for wireless request \"Set Fragmentation Threshold\" (8B24) :\n    invalid argument \"abc\".\n" },
	/* modulation */
	{ { "modulation", "auto" },
	  .set = "modulation 0 fixed=0\n" },
	{ { "modulation", "AUTO" },
	  .set = "modulation 0 fixed=0\n" },
	{ { "modulation", "fixed" },
	  .set = "modulation* 0 fixed=1\n" },
	{ { "modulation", "11g" },
	  .set = "modulation 26 fixed=0\n" },
	{ { "modulation", "11a", "11b" },
	  .set = "modulation 16 fixed=0\n" },
	{ { "modulation", "11G", "CCK", "ofdmg" },
	  .set = "modulation 26 fixed=0\n" },
	{ { "modulation", "11+" },
	  .set = "modulation e fixed=0\n" },
	{ { "modulation", "custom" },
	  .set = "modulation 40000000 fixed=0\n" },
	{ { "modulation", "turbo", "PBCC", "FH", "DS", "turboa", "turbog", "11ag", "11ab", "OFDMa" },
	  .set = "modulation 7f fixed=0\n" },
	{ { "modulation", "11g", "auto" },
	  .set = "modulation 26 fixed=0\n" },
	{ { "modulation", "11g", "fixed" },
	  .set = "modulation 26 fixed=1\n" },
	{ { "modulation", "11g", "AUTO", "Fixed" },
	  .set = "modulation 26 fixed=1\n" },
	{ { "modulation", "11g", "fixed", "auto" }, .rc = 255,
	  .set = "modulation 26 fixed=1\n",
	  .err = "iwconfig: unknown command \"auto\"\n" },
	{ { "modulation", "11g", "foo" }, .rc = 255,
	  .set = "modulation 26 fixed=0\n",
	  .err = "iwconfig: unknown command \"foo\"\n" },
	{ { "modulation", "foo" }, .rc = 253,
	  .err = "Error for wireless request \"Set Modulation\" (8B2F) :\n    invalid argument \"foo\".\n" },
	/* commit */
	{ { "commit" },
	  .set = "commit\n" },
	{ { "commit", "commit" },
	  .set = "commit\ncommit\n" },
	{ { "commit", "foo" }, .rc = 255,
	  .set = "commit\n",
	  .err = "iwconfig: unknown command \"foo\"\n" },
	/* chaining: left to right, the first error wins */
	{ { "essid", "foo", "mode", "managed", "freq", "6", "rate", "auto", "key", "off", "power", "off" },
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\nmode 2\nfreq m=6 e=0 fixed=1 auto=0\nrate -1 fixed=0 flags=0\nkey flags=8800 len=0 key=-\npower disabled=1 value=0 flags=0000\n" },
	{ { "essid", "foo", "key" }, .rc = 254,
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\n",
	  .err = "Error for wireless request \"Set Encode\" (8B2A) :\n    too few arguments.\n" },
	{ { "txpower", "10", "dBm" }, .rc = 255,
	  .set = "txpower 10 fixed=1 disabled=0 flags=0\n",
	  .err = "iwconfig: unknown command \"dBm\"\n" },
	{ { "freq", "6", "fixed", "auto" }, .rc = 255,
	  .set = "freq m=6 e=0 fixed=1 auto=0\n",
	  .err = "iwconfig: unknown command \"auto\"\n" },
	{ { "mode", "2", "mode", "3", "mode", "blah" }, .rc = 253,
	  .set = "mode 2\nmode 3\n",
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"blah\".\n" },
	{ { "essid", "foo", "essid", "on" },
	  .set = "essid on=1 len=3 idx=0 ssid=666f6f\nessid* on=1 len=0 idx=0 ssid=\n" },
	{ { "key", "on", "mode", "blah" }, .rc = 253,
	  .set = "key* flags=0000 len=0 key=-\n",
	  .err = "Error for wireless request \"Set Mode\" (8B06) :\n    invalid argument \"blah\".\n" },
	{ { "power", "on", "power", "min", "max" }, .rc = 251,
	  .set = "power* disabled=0 value=0 flags=0000\n",
	  .err = "Error for wireless request \"Set Power Management\" (8B2C) :\n    conflicting argument \"max\".\n" },
	{ { "commit", "essid" }, .rc = 254,
	  .set = "commit\n",
	  .err = "Error for wireless request \"Set ESSID\" (8B1A) :\n    too few arguments.\n" },
};

static void table(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct row *row = &rows[i];
		char *args[MAX_WORDS];
		char line[512] = "";
		struct result r;
		int n = 0;

		while (n < MAX_WORDS && row->args[n]) {
			args[n] = (char *)row->args[n];
			snprintf(line + strlen(line), sizeof(line) - strlen(line),
				 " '%s'", args[n]);
			n++;
		}
		run(&r, row->env, n, args);
		if (r.rc != row->rc || strcmp(r.set, row->set ? row->set : "") ||
		    strcmp(r.err, row->err ? row->err : "") ||
		    strcmp(r.out, row->out ? row->out : ""))
			print_error("row %zu: iwconfig wlan0%s\n", i, line);
		assert_int_equal(r.rc, row->rc);
		assert_string_equal(r.set, row->set ? row->set : "");
		assert_string_equal(r.err, row->err ? row->err : "");
		assert_string_equal(r.out, row->out ? row->out : "");
		result_free(&r);
	}
}

/* The request each keyword is reported under. */
static void keyword_requests(void **state)
{
	static const enum iwc_req want[_IWC_KW_MAX] = {
		IWC_REQ_ESSID, IWC_REQ_MODE, IWC_REQ_FREQ, IWC_REQ_FREQ,
		IWC_REQ_RATE, IWC_REQ_RATE, IWC_REQ_ENCODE, IWC_REQ_ENCODE,
		IWC_REQ_POWER, IWC_REQ_NICKNAME, IWC_REQ_NWID, IWC_REQ_AP,
		IWC_REQ_TXPOWER, IWC_REQ_SENS, IWC_REQ_RETRY, IWC_REQ_RTS,
		IWC_REQ_FRAG, IWC_REQ_MODUL, IWC_REQ_COMMIT,
	};
	static struct iwc_set_req req;
	struct iwc_set_env env = { 0 };
	struct iwc_set_diag diag;
	char *args[2 * _IWC_KW_MAX];
	int n = 0;

	(void)state;
	for (int k = 0; k < _IWC_KW_MAX; k++) {
		args[n++] = (char *)iwc_kw_name((enum iwc_kw)k);
		if (k == IWC_KW_MODULATION)
			args[n++] = "11g";
		else if (k == IWC_KW_AP)
			args[n++] = "off";
		else if (k != IWC_KW_COMMIT)
			args[n++] = "1";
	}
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", n, args, &env,
						&req, &diag), 0);
	assert_string_equal(req.ifname, "wlan0");
	assert_int_equal(req.n, _IWC_KW_MAX);
	for (int k = 0; k < _IWC_KW_MAX; k++) {
		assert_int_equal(req.set[k].kw, k);
		assert_int_equal(req.set[k].req, want[k]);
	}
}

static void request_names_and_codes(void **state)
{
	static const struct {
		enum iwc_req req;
		const char *name;
		unsigned int set, get;
	} want[] = {
		{ IWC_REQ_ESSID, "Set ESSID", 0x8B1A, 0x8B1B },
		{ IWC_REQ_MODE, "Set Mode", 0x8B06, 0x8B07 },
		{ IWC_REQ_FREQ, "Set Frequency", 0x8B04, 0x8B05 },
		{ IWC_REQ_RATE, "Set Bit Rate", 0x8B20, 0x8B21 },
		{ IWC_REQ_ENCODE, "Set Encode", 0x8B2A, 0x8B2B },
		{ IWC_REQ_POWER, "Set Power Management", 0x8B2C, 0x8B2D },
		{ IWC_REQ_NICKNAME, "Set Nickname", 0x8B1C, 0x8B1D },
		{ IWC_REQ_NWID, "Set NWID", 0x8B02, 0x8B03 },
		{ IWC_REQ_AP, "Set AP Address", 0x8B14, 0x8B15 },
		{ IWC_REQ_TXPOWER, "Set Tx Power", 0x8B26, 0x8B27 },
		{ IWC_REQ_SENS, "Set Sensitivity", 0x8B08, 0x8B09 },
		{ IWC_REQ_RETRY, "Set Retry Limit", 0x8B28, 0x8B29 },
		{ IWC_REQ_RTS, "Set RTS Threshold", 0x8B22, 0x8B23 },
		{ IWC_REQ_FRAG, "Set Fragmentation Threshold", 0x8B24, 0x8B25 },
		{ IWC_REQ_MODUL, "Set Modulation", 0x8B2F, 0x8B30 },
		{ IWC_REQ_COMMIT, "Commit changes", 0x8B00, 0x8B01 },
	};

	(void)state;
	assert_int_equal(sizeof(want) / sizeof(want[0]), _IWC_REQ_MAX);
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		assert_string_equal(iwc_req_name(want[i].req), want[i].name);
		assert_int_equal(iwc_req_set_code(want[i].req), want[i].set);
		assert_int_equal(iwc_req_get_code(want[i].req), want[i].get);
	}
}

static void set_and_get_failed(void **state)
{
	char *buf;
	size_t len;
	FILE *f = open_memstream(&buf, &len);

	(void)state;
	iwc_fmt_set_failed(f, IWC_REQ_ESSID, "wlan0", 1);
	iwc_fmt_set_failed(f, IWC_REQ_MODUL, "averyveryverylongifname", 22);
	iwc_fmt_get_failed(f, IWC_REQ_POWER, "wlan0", 95);
	iwc_fmt_get_failed(f, IWC_REQ_MODUL, "wlan0", 95);
	fclose(f);
	assert_string_equal(buf,
		"Error for wireless request \"Set ESSID\" (8B1A) :\n"
		"    SET failed on device wlan0 ; Operation not permitted.\n"
		"Error for wireless request \"Set Modulation\" (8B2F) :\n"
		"    SET failed on device averyveryverylon ; Invalid argument.\n"
		"Error for wireless request \"Set Power Management\" (8B2D) :\n"
		"    GET failed on device wlan0 ; Operation not supported.\n"
		"Error for wireless request \"Set Modulation\" (8B30) :\n"
		"    GET failed on device wlan0 ; Operation not supported.\n");
	free(buf);
}

/* iwc_fmt_set_diag on hand-made diagnostics: pre lines come first. */
static void diag_report(void **state)
{
	static const struct {
		struct iwc_set_diag diag;
		int rc;
		const char *text;
	} cases[] = {
		{ { .err = IWC_SET_OK }, 0, "" },
		{ { .err = IWC_SET_ERR_UNKNOWN, .arg = "x", .pre = "p\n" }, 255,
		  "p\niwconfig: unknown command \"x\"\n" },
		{ { .err = IWC_SET_ERR_TOO_FEW, .req = IWC_REQ_COMMIT }, 254,
		  "Error for wireless request \"Commit changes\" (8B00) :\n"
		  "    too few arguments.\n" },
		{ { .err = IWC_SET_ERR_TOO_BIG, .req = IWC_REQ_NICKNAME, .max = 32 }, 252,
		  "Error for wireless request \"Set Nickname\" (8B1C) :\n"
		  "    argument too big (max 32)\n" },
		{ { .err = IWC_SET_ERR_CONFLICT, .req = IWC_REQ_RETRY, .arg = "long",
		    .pre = "a\nb\n" }, 251,
		  "a\nb\nError for wireless request \"Set Retry Limit\" (8B28) :\n"
		  "    conflicting argument \"long\".\n" },
		{ { .err = IWC_SET_ERR_TOO_MANY, .max = 64 }, 255,
		  "iwconfig: too many settings (max 64)\n" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *buf;
		size_t len;
		FILE *f = open_memstream(&buf, &len);

		assert_int_equal(iwc_fmt_set_diag(f, &cases[i].diag), cases[i].rc);
		fclose(f);
		assert_string_equal(buf, cases[i].text);
		free(buf);
	}
}

/* More settings than IWC_MAX_SETTINGS: a legacy error further on still
 * wins; otherwise iwcompat's own limit is reported. */
static void settings_limit(void **state)
{
	char *args[IWC_MAX_SETTINGS + 2];
	struct result r;

	(void)state;
	for (int i = 0; i < IWC_MAX_SETTINGS + 1; i++)
		args[i] = "commit";
	args[IWC_MAX_SETTINGS + 1] = "bogus";

	run(&r, 0, IWC_MAX_SETTINGS, args);
	assert_int_equal(r.rc, 0);
	assert_int_equal(r.n, IWC_MAX_SETTINGS);
	result_free(&r);

	run(&r, 0, IWC_MAX_SETTINGS + 1, args);
	assert_int_equal(r.rc, 255);
	assert_int_equal(r.n, IWC_MAX_SETTINGS);
	assert_string_equal(r.err, "iwconfig: too many settings (max 64)\n");
	result_free(&r);

	run(&r, 0, IWC_MAX_SETTINGS + 2, args);
	assert_int_equal(r.rc, 255);
	assert_string_equal(r.err, "iwconfig: unknown command \"bogus\"\n");
	result_free(&r);
}

/* The settings before an error stay counted in ret->n; a quoted word
 * points into the caller's argv. */
static void partial_parse(void **state)
{
	static struct iwc_set_req req;
	struct iwc_set_env env = { 0 };
	struct iwc_set_diag diag;
	char *args[] = { "essid", "foo", "rate", "auto", "mode", "blah" };

	(void)state;
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 6, args, &env,
						&req, &diag), -1);
	assert_int_equal(req.n, 2);
	assert_int_equal(diag.err, IWC_SET_ERR_INVALID);
	assert_int_equal(diag.req, IWC_REQ_MODE);
	assert_ptr_equal(diag.arg, args[5]);
	assert_string_equal(diag.pre, "");
}

/* No env at all: MAC and host addresses are refused, LEAP prints
 * nothing, and out may be NULL. */
static void without_env(void **state)
{
	static struct iwc_set_req req;
	struct iwc_set_diag diag;
	char *mac[] = { "ap", "00:11:22:33:44:55" };
	char *host[] = { "ap", "10.0.0.1" };
	char *leap[] = { "key", "l:u:p" };

	(void)state;
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 2, mac, NULL,
						&req, &diag), -1);
	assert_string_equal(diag.pre,
		"Interface wlan0 doesn't support MAC addresses\n"
		"wlan0     Interface doesn't support MAC addresses\n");
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 2, host, NULL,
						&req, &diag), -1);
	assert_int_equal(diag.err, IWC_SET_ERR_INVALID);
	assert_string_equal(diag.pre, "");
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 2, leap, NULL,
						&req, &diag), 0);
	assert_int_equal(req.set[0].u.key.len, 4);
	assert_null(diag.out);
}

/* The parser writes nothing: libiw's LEAP debug lines (stdout text of
 * the real iwconfig) come back in diag.out for the tool to print, on
 * success and before a later bad word alike. */
static void parser_returns_stdout_text(void **state)
{
	static struct iwc_set_req req;
	struct iwc_set_env env = { .has_range = true };
	struct iwc_set_diag diag;
	char *ok[] = { "key", "l:u:p" };
	char *bad[] = { "key", "[2]", "l:u:p", "essid", "x", "bogus" };

	(void)state;
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 2, ok, &env, &req,
						&diag), 0);
	assert_string_equal(diag.out, "flags = 0, index = 0\n"
				      "flags = 0, index = 0\n"
				      "flags = 0, index = 0\n");
	assert_int_equal(diag.out_len, strlen(diag.out));
	iwc_set_diag_free(&diag);
	assert_null(diag.out);
	assert_int_equal(iwc_parse_iwconfig_set("wlan0", 6, bad, &env, &req,
						&diag), -1);
	assert_int_equal(diag.err, IWC_SET_ERR_UNKNOWN);
	assert_int_equal(req.n, 2);
	assert_string_equal(diag.out, "flags = 2, index = 0\n"
				      "flags = 2, index = 0\n");
	iwc_set_diag_free(&diag);
}

/* The one MAC reader every legacy caller uses (iwconfig ap, iwspy, the
 * WEXT fallback's iwpriv addresses): libiw's iw_ether_aton() rules,
 * docs/reference/common.md#mac-address-input. The WEXT fallback used
 * sscanf("%2x:..."), which took 1:2:3:4:5:6. */
static void ether_aton_rules(void **state)
{
	static const struct {
		const char *in;
		bool ok;
		uint8_t mac[6];
	} v[] = {
		{ "00:11:22:33:44:55", true, { 0, 0x11, 0x22, 0x33, 0x44, 0x55 } },
		{ "aa:BB:cC:Dd:ee:FF", true, { 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff } },
		{ "1:2:3:4:5:6", false, { 0 } },
		{ "01:2:03:04:05:06", false, { 0 } },
		{ "00-11-22-33-44-55", false, { 0 } },
		{ "00:11:22:33:44", false, { 0 } },
		{ "00:11:22:33:44:55:66", false, { 0 } },
		{ "00:11:22:33:44:55:", false, { 0 } },
		{ "00:11:22:33:44:55x", false, { 0 } },
		{ "0x:11:22:33:44:55", false, { 0 } },
		{ "+0:11:22:33:44:55", false, { 0 } },
		{ " 0:11:22:33:44:55", false, { 0 } },
		{ "", false, { 0 } },
		{ ":", false, { 0 } },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		uint8_t mac[6] = { 0 };

		if (iwc_ether_aton(v[i].in, mac) != v[i].ok)
			fail_msg("\"%s\": expected %s", v[i].in,
				 v[i].ok ? "accepted" : "refused");
		if (v[i].ok)
			assert_memory_equal(mac, v[i].mac, 6);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(ether_aton_rules),
		cmocka_unit_test(parser_returns_stdout_text),
		cmocka_unit_test(table),
		cmocka_unit_test(keyword_requests),
		cmocka_unit_test(request_names_and_codes),
		cmocka_unit_test(set_and_get_failed),
		cmocka_unit_test(diag_report),
		cmocka_unit_test(settings_limit),
		cmocka_unit_test(partial_parse),
		cmocka_unit_test(without_env),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
