/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_json_iwlist.c - "iwcompat -j iwgetid ..." and "iwcompat -j iwlist
 * ..." (json_iwlist.c) in the fake backend's worlds: the schema of
 * man/iwcompat.8 (keys, numbers with units in their names), and the
 * legacy tools' errors and statuses where a read fails.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "json_schema.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/json.h"
#include "iwcompat/native.h"
#include "iwcompat/result.h"
#include "iwcompat/tools.h"

static int json_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	return iwc_json_legacy_main(ctx, argc, argv);
}

static void run_v(const char *world, struct fake_run *res, int n,
		  const char *const *argv)
{
	struct fake_world *w = world_new(world);

	if (!w) {
		print_error("unknown world %s\n", world);
		fail();
	}
	unsetenv("POSIXLY_CORRECT");
	fake_run_tool(w, json_main, n, argv, res);
	world_free(w);
	js_check_run(argv[0], res->out, res->out_len, res->rc);
}

#define RUN(res, world, ...)                                                 \
	do {                                                                 \
		const char *const argv_[] = { __VA_ARGS__ };                 \
		run_v(world, res, (int)(sizeof(argv_) / sizeof(argv_[0])),  \
		      argv_);                                                \
	} while (0)

static void expect(struct fake_run *r, const char *out, const char *err,
		   int rc)
{
	if (getenv("SHOW")) {
		fprintf(stderr, "OUT[%s] ERR[%s] RC %d\n", r->out, r->err,
			r->rc);
		fake_run_free(r);
		return;
	}
	assert_string_equal(r->out, out);
	assert_string_equal(r->err, err);
	assert_int_equal(r->rc, rc);
	fake_run_free(r);
}

static void test_iwgetid(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwgetid", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"TestNet\","
	       "\"ssid_hex\":\"546573744e6574\"}\n", "", 0);
	/* the first interface with IPv4 that answers (lo does not) */
	RUN(&r, "station", "iwgetid", "-r");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"TestNet\","
	       "\"ssid_hex\":\"546573744e6574\"}\n", "", 0);
	RUN(&r, "station", "iwgetid", "wlan0", "-a");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\","
	       "\"bssid\":\"00:1a:2b:3c:4d:5e\"}\n", "", 0);
	RUN(&r, "station", "iwgetid", "wlan0", "--channel");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"channel\":1}\n", "", 0);
	RUN(&r, "station", "iwgetid", "-f", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"freq_mhz\":2412}\n", "",
	       0);
	RUN(&r, "station", "iwgetid", "-m", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"mode\":\"managed\"}\n",
	       "", 0);
	RUN(&r, "station", "iwgetid", "-p", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\","
	       "\"protocol\":\"IEEE 802.11\"}\n", "", 0);
	RUN(&r, "station-idle", "iwgetid", "-a", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bssid\":null}\n", "",
	       0);
	RUN(&r, "station-idle", "iwgetid", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"ssid\":\"\","
	       "\"ssid_hex\":\"\"}\n", "", 0);
	RUN(&r, "monitor", "iwgetid", "-m", "wlan0");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"mode\":\"monitor\"}\n",
	       "", 0);
	/* errors: a JSON error, iwgetid's status (it prints nothing),
	 * the named interface's errno */
	RUN(&r, "station", "iwgetid", "eth0");
	expect(&r, "{\"version\":1,\"error\":{\"message\":"
	       "\"iwgetid: Operation not supported\",\"errno\":95}}\n", "",
	       255);
	RUN(&r, "station", "iwgetid", "nosuch0", "-c");
	expect(&r, "{\"version\":1,\"error\":{\"message\":"
	       "\"iwgetid: No such device\",\"errno\":19}}\n", "", 255);
	/* a bad option, --help: refused before running, status 2 */
	RUN(&r, "station", "iwgetid", "-x");
	assert_non_null(strstr(r.err, "iwgetid: invalid option -- 'x'\n"
			       "Usage iwgetid [OPTIONS] [ifname]\n"));
	expect(&r, "", r.err, 2);
	RUN(&r, "station", "iwgetid", "--help");
	assert_non_null(strstr(r.err, "Usage iwgetid [OPTIONS] [ifname]\n"));
	expect(&r, "", r.err, 2);
}

static void test_iwlist(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwlist", "wlan0", "freq");
	assert_true(!strncmp(r.out, "{\"version\":1,\"ifname\":\"wlan0\","
			     "\"channels_total\":32,"
			     "\"frequencies\":[{\"channel\":1,\"freq_mhz\":2412},"
			     "{\"channel\":2,\"freq_mhz\":2417},", 125));
	assert_non_null(strstr(r.out, ",{\"channel\":140,\"freq_mhz\":5700}],"
			       "\"current_freq_mhz\":2412,\"current_channel\":1}\n"));
	expect(&r, r.out, "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "rate");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bitrate_kbps\":54000}\n",
	       "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "txpower");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"txpower_dbm\":20.00,"
	       "\"txpower_mw\":100}\n", "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "power");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"power_save\":true}\n",
	       "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "retry");
	/* iwlist's "Fixed limit    ;  min limit:0 / max limit:255" too */
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"retry_range\":"
	       "{\"auto\":false,\"min_limit\":0,\"max_limit\":255},"
	       "\"retry_short_limit\":7,\"retry_long_limit\":4}\n", "", 0);
	RUN(&r, "station", "iwlist", "wlan0", "peers");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: wlan0 "
	       "Interface doesn't have a list of Peers/Access-Points\","
	       "\"errno\":95}}\n", "", 255);
	/* iwlist's status 0 of "no ... information": an error, status 1 */
	RUN(&r, "station", "iwlist", "eth0", "rate");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: eth0 no "
	       "bit-rate information.\",\"errno\":95}}\n", "", 1);
	/* every interface: an array of the wireless ones, errors quiet */
	RUN(&r, "station", "iwlist", "txpower");
	expect(&r, "{\"version\":1,\"interfaces\":[{\"ifname\":\"wlan0\","
	       "\"txpower_dbm\":20.00,\"txpower_mw\":100}]}\n", "", 0);
	/* no JSON form, a bad command: refused before running */
	RUN(&r, "station", "iwlist", "wlan0", "keys");
	expect(&r, "", "iwcompat: -j iwlist supports scanning, frequency/channel, "
	       "rate/bitrate, power, txpower, retry and ap/accesspoints/peers\n",
	       2);
	RUN(&r, "station", "iwlist", "wlan0", "bogus");
	expect(&r, "", "iwlist: unknown command `bogus' (check 'iwlist --help')."
	       "\n", 2);
	RUN(&r, "station", "iwpriv", "wlan0");
	expect(&r, "", "iwcompat: -j supports \"iwconfig [IFACE]\", "
	       "\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
	       "(and the native reads, see iwcompat(8), JSON)\n", 2);
}

static void test_iwconfig(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "station", "iwconfig", "wlan0");
	assert_non_null(strstr(r.out, "\"ssid\":\"TestNet\","));
	assert_non_null(strstr(r.out, "\"bssid\":\"00:1a:2b:3c:4d:5e\","));
	assert_non_null(strstr(r.out, "\"txpower_dbm\":20.00,"));
	assert_non_null(strstr(r.out, "\"quality\":65,\"quality_max\":70,"));
	assert_non_null(strstr(r.out, "\"power_save\":true,"));
	expect(&r, r.out, "", 0);
	RUN(&r, "station", "iwconfig");
	assert_true(!strncmp(r.out, "{\"version\":1,\"interfaces\":[{"
			     "\"ifname\":\"wlan0\",", 45));
	expect(&r, r.out, "", 0);
	/* iwconfig's error text and status, as a JSON error */
	RUN(&r, "station", "iwconfig", "nosuch0");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwconfig: nosuch0 "
	       "No such device\",\"errno\":19}}\n", "", 237);
	RUN(&r, "station", "iwconfig", "wlan0", "essid", "x");
	expect(&r, "", "iwcompat: -j supports \"iwconfig [IFACE]\", "
	       "\"iwgetid [IFACE] [OPTIONS]\", \"iwlist [IFACE] CMD\" "
	       "(and the native reads, see iwcompat(8), JSON)\n", 2);
}

static void test_iwlist_scan(void **s)
{
	struct fake_run r;

	(void)s;
	RUN(&r, "scanfmt-open", "iwlist", "wlan0", "scan");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bss\":[{\"bssid\":"
	       "\"00:11:22:33:44:55\",\"freq_mhz\":2437,\"channel\":6,"
	       "\"signal_dbm\":-50,\"quality\":60,\"quality_max\":70,"
	       "\"privacy\":false,\"ssid\":\"open\",\"ssid_hex\":\"6f70656e\","
	       "\"bitrates_kbps\":[1000,2000,5500,11000,6000,9000,12000,18000],"
	       "\"mode\":\"master\",\"tsf_us\":11259375,\"last_seen_ms\":100}]}\n",
	       "", 0);
	RUN(&r, "scanfmt-mesh", "iwlist", "wlan0", "scanning", "last");
	assert_non_null(strstr(r.out, "\"ssid\":\"\",\"ssid_hex\":\"\","));
	assert_non_null(strstr(r.out, "\"mode\":\"mesh\","));
	expect(&r, r.out, "", 0);
	/* no signal: no signal or quality keys; no rates: an empty list */
	RUN(&r, "scanfmt-sig-none", "iwlist", "wlan0", "scan");
	expect(&r, "{\"version\":1,\"ifname\":\"wlan0\",\"bss\":[{\"bssid\":"
	       "\"00:11:22:33:44:55\",\"freq_mhz\":2437,\"channel\":6,"
	       "\"privacy\":false,\"ssid\":\"q\",\"ssid_hex\":\"71\","
	       "\"bitrates_kbps\":[],\"mode\":\"master\",\"tsf_us\":11259375,"
	       "\"last_seen_ms\":100}]}\n", "", 0);
	RUN(&r, "scanfmt-open", "iwlist", "wlan0", "scan", "bogus");
	expect(&r, "{\"version\":1,\"error\":{\"message\":\"iwlist: Invalid "
	       "scanning option [bogus]\"}}\n", "", 255);
}

/* A frequency no int holds: wext_view's m = (int32_t)0x80000000 MHz,
 * e = 6 is -2.1e15 Hz, below 1000 and so taken as a channel number,
 * which (int) cannot convert (undefined behaviour, issue #17, finding
 * 4; clang's UBSan reported it). wireless-tools would print it as
 * "Channel:-2.14748e+15"; JSON has no number for it: neither freq_mhz
 * nor channel. */
static void test_freq_not_an_int(void **s)
{
	const char *const a1[] = { "iwconfig", "wlan0" };
	const char *const a2[] = { "iwlist", "wlan0", "freq" };
	struct fake_world *w = world_new("station");
	struct fake_netdev *d;
	struct fake_run r;

	(void)s;
	assert_non_null(w);
	d = fake_world_find(w, "wlan0");
	assert_non_null(d);
	d->iface.has_freq = true;
	d->iface.freq_mhz = 0x80000000u;
	d->link.freq_mhz = 0x80000000u;
	fake_run_tool(w, json_main, 2, a1, &r);
	js_check_run("iwconfig", r.out, r.out_len, r.rc);
	assert_int_equal(r.rc, 0);
	assert_non_null(strstr(r.out, "\"freq_fixed\":"));
	assert_null(strstr(r.out, "\"freq_mhz\":"));
	assert_null(strstr(r.out, "\"channel\":"));
	fake_run_free(&r);
	fake_run_tool(w, json_main, 3, a2, &r);
	js_check_run("iwlist", r.out, r.out_len, r.rc);
	assert_int_equal(r.rc, 0);
	assert_null(strstr(r.out, "\"current_freq_mhz\":"));
	assert_null(strstr(r.out, "\"current_channel\":"));
	fake_run_free(&r);
	/* and the text: wireless-tools' %g of the value */
	fake_run_tool(w, iwc_iwconfig_main, 2, a1, &r);
	assert_non_null(strstr(r.out, "Channel:-2.14748e+15  "));
	fake_run_free(&r);
	world_free(w);
}

/* ---- iwlist retry: the text and the JSON of one result ---- */

/* a driver's SIOCGIWRETRY: @first for flags 0, @other for the kind asked
 * next (flags 0 in it: refused) */
struct fake_retry {
	int err;
	struct iwc_param first, other;
	unsigned int asked;	/* requests */
};

static int fake_retry_get(const void *arg, uint16_t flags,
			  struct iwc_param *ret)
{
	struct fake_retry *f = (struct fake_retry *)arg;

	f->asked++;
	if (flags == 0) {
		if (f->err)
			return f->err;
		*ret = f->first;
		return 0;
	}
	if (!f->other.flags || !(f->other.flags & flags))
		return -EOPNOTSUPP;
	*ret = f->other;
	return 0;
}

/* a value of the text ("limit:7", "lifetime:1.5ms") in its unit (us) */
static long long text_number(const char *p)
{
	char *end;
	double v = strtod(p, &end);

	if (!strncmp(end, "ms", 2))
		v *= 1e3;
	else if (*end == 's')
		v *= 1e6;
	return (long long)(v + (v < 0 ? -0.5 : 0.5));
}

/* the top-level members the text stands for, each once */
struct seen {
	char keys[16][32];
	size_t n;
};

static void saw(struct seen *sn, const char *key)
{
	for (size_t i = 0; i < sn->n; i++)
		if (!strcmp(sn->keys[i], key))
			return;
	assert_true(sn->n < 16);
	snprintf(sn->keys[sn->n++], sizeof(sn->keys[0]), "%s", key);
}

static void expect_int(const struct js_val *doc, const char *obj,
		       const char *key, long long v, struct seen *sn)
{
	const struct js_val *o = obj ? js_get(doc, obj) : doc;
	const struct js_val *m = js_get(o, key);

	if (!m || m->type != JS_INT || m->i != v) {
		print_error("JSON %s%s%s: not %lld\n", obj ? obj : "",
			    obj ? "." : "", key, v);
		fail();
	}
	saw(sn, obj ? obj : key);
}

/*
 * Every value of the text, kind by kind, is the JSON member of that kind
 * and the JSON has no other: the range line ("Auto"/"Fixed", min, max)
 * as retry_range, each "Current" line's kinds ("min", "max", "short",
 * "long", none) and number as retry_KIND_limit or retry_KIND_lifetime_us.
 */
static void text_equals_json(const struct iwc_retry_result *res)
{
	static const char *const kinds[] = { "min", "max", "short", "long" };
	char *text = NULL, *json = NULL, why[256];
	size_t text_len = 0, json_len = 0;
	struct seen sn = { .n = 0 };
	FILE *f = open_memstream(&text, &text_len);
	struct iwc_json j;
	struct js_val *doc;
	char *line, *save = NULL;
	bool current = false;

	assert_non_null(f);
	iwc_fmt_retry_info(f, "wlan0", res);
	fclose(f);
	f = open_memstream(&json, &json_len);
	assert_non_null(f);
	iwc_json_doc_open(&j, f);
	iwc_json_retry_info(&j, res);
	iwc_json_doc_close(&j);
	fclose(f);
	doc = js_parse(json, json_len, why, sizeof(why));
	if (!doc) {
		print_error("%s: %s\n", json, why);
		fail();
	}
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		const char *num = strstr(line, "limit:");
		bool lifetime = false;
		char key[64];
		int n_kinds = 0;

		if (!num) {
			num = strstr(line, "lifetime:");
			lifetime = num != NULL;
		}
		if (strstr(line, "Current mode:off")) {
			const struct js_val *m = js_get(doc, "retry_limit");

			assert_non_null(m);
			assert_int_equal(m->type, JS_NULL);
			saw(&sn, "retry_limit");
			continue;
		}
		if (strstr(line, "Current mode:on")) {
			current = true;
			continue;
		}
		if (!num)
			continue;
		num = strchr(num, ':') + 1;
		if (!current) {
			/* the range: "Auto  limit    ;  min limit:N", then
			 * "max limit:N" */
			const char *k = strstr(line, " min ") ? "min" : "max";

			if (strstr(line, ";")) {
				const struct js_val *a =
					js_get(js_get(doc, "retry_range"),
					       "auto");

				assert_non_null(a);
				assert_int_equal(a->b,
						 !strncmp(line + 10, "Auto", 4));
			}
			snprintf(key, sizeof(key), "%s_%s", k,
				 lifetime ? "lifetime_us" : "limit");
			expect_int(doc, "retry_range", key, text_number(num),
				   &sn);
			continue;
		}
		for (int k = 0; k < 4; k++) {
			char word[16];

			snprintf(word, sizeof(word), " %s ", kinds[k]);
			if (!strstr(line, word))
				continue;
			n_kinds++;
			/* a lifetime of the short or long kind is plain */
			if (lifetime && k >= 2)
				snprintf(key, sizeof(key), "retry_lifetime_us");
			else
				snprintf(key, sizeof(key), "retry_%s_%s",
					 kinds[k],
					 lifetime ? "lifetime_us" : "limit");
			expect_int(doc, NULL, key, text_number(num), &sn);
		}
		if (!n_kinds)
			expect_int(doc, NULL, lifetime ? "retry_lifetime_us" :
					      "retry_limit", text_number(num), &sn);
	}
	/* no member the text does not show ("short  long" twice is two
	 * members), "version" aside */
	assert_int_equal(doc->n, sn.n + 1);
	/* the range: auto, a min and a max */
	if (js_get(doc, "retry_range"))
		assert_int_equal(js_get(doc, "retry_range")->n, 3);
	js_check_run("iwlist", json, json_len, 0);
	js_free(doc);
	free(text);
	free(json);
}

static void test_retry_text_equals_json(void **s)
{
	struct iwc_wext_range range = {
		.retry_flags = IWC_RETRY_LIMIT, .min_retry = 0,
		.max_retry = 255,
	};
	struct iwc_wext_range range_auto = {
		.retry_flags = IWC_RETRY_LIMIT | IWC_RETRY_MIN,
		.min_retry = 1, .max_retry = 15,
	};
	struct iwc_wext_range range_lifetime = {
		.retry_flags = IWC_RETRY_LIMIT | IWC_RETRY_LIFETIME,
		.min_retry = 100, .max_retry = 1500000,
	};
	const struct {
		const struct iwc_wext_range *range;
		struct fake_retry drv;
		int n;			/* values read */
		const char *json;
	} cases[] = {
		/* a driver answering a min limit: iwlist asks for the max,
		 * and the JSON has both */
		{ &range, { .first = { .value = 3, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_MIN },
			    .other = { .value = 9, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_MAX } }, 2,
		  "{\"version\":1,\"retry_range\":{\"auto\":false,"
		  "\"min_limit\":0,\"max_limit\":255},\"retry_min_limit\":3,"
		  "\"retry_max_limit\":9}\n" },
		{ &range_auto, { .first = { .value = 12, .flags =
					     IWC_RETRY_LIMIT | IWC_RETRY_MAX },
				 .other = { .value = 2, .flags =
					     IWC_RETRY_LIMIT | IWC_RETRY_MIN } },
		  2, "{\"version\":1,\"retry_range\":{\"auto\":true,"
		  "\"min_limit\":1,\"max_limit\":15},\"retry_max_limit\":12,"
		  "\"retry_min_limit\":2}\n" },
		/* cfg80211's: short, then long */
		{ &range, { .first = { .value = 7, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_SHORT },
			    .other = { .value = 4, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_LONG } }, 2, NULL },
		/* short == long: the value of both kinds, twice */
		{ &range, { .first = { .value = 4, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_SHORT | IWC_RETRY_LONG },
			    .other = { .value = 4, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_SHORT | IWC_RETRY_LONG } },
		  2, "{\"version\":1,\"retry_range\":{\"auto\":false,"
		  "\"min_limit\":0,\"max_limit\":255},\"retry_short_limit\":4,"
		  "\"retry_long_limit\":4}\n" },
		/* one plain limit: nothing else asked */
		{ &range, { .first = { .value = 5, .flags = IWC_RETRY_LIMIT } },
		  1, NULL },
		/* the other kind refused */
		{ &range, { .first = { .value = 6, .flags = IWC_RETRY_LIMIT |
					IWC_RETRY_MIN } }, 1, NULL },
		{ &range, { .first = { .disabled = true } }, 1,
		  "{\"version\":1,\"retry_range\":{\"auto\":false,"
		  "\"min_limit\":0,\"max_limit\":255},\"retry_limit\":null}\n" },
		{ &range, { .err = -EOPNOTSUPP }, 0, NULL },
		{ &range_lifetime,
		  { .first = { .value = 2000, .flags = IWC_RETRY_LIFETIME |
					IWC_RETRY_MIN },
		    .other = { .value = 1500, .flags = IWC_RETRY_LIFETIME |
					IWC_RETRY_MAX } }, 2,
		  "{\"version\":1,\"retry_range\":{\"auto\":false,"
		  "\"min_lifetime_us\":100,\"max_lifetime_us\":1500000},"
		  "\"retry_min_lifetime_us\":2000,"
		  "\"retry_max_lifetime_us\":1500}\n" },
	};

	(void)s;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct fake_retry drv = cases[i].drv;
		struct iwc_retry_result res;

		iwc_retry_result_fill(&res, cases[i].range, fake_retry_get,
				      &drv);
		assert_int_equal(res.n, cases[i].n);
		text_equals_json(&res);
		if (cases[i].json) {
			char *json = NULL;
			size_t len = 0;
			FILE *f = open_memstream(&json, &len);
			struct iwc_json j;

			assert_non_null(f);
			iwc_json_doc_open(&j, f);
			iwc_json_retry_info(&j, &res);
			iwc_json_doc_close(&j);
			fclose(f);
			assert_string_equal(json, cases[i].json);
			free(json);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_iwgetid),
		cmocka_unit_test(test_iwlist),
		cmocka_unit_test(test_iwconfig),
		cmocka_unit_test(test_iwlist_scan),
		cmocka_unit_test(test_freq_not_an_int),
		cmocka_unit_test(test_retry_text_equals_json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
