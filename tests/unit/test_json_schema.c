/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_json_schema.c - JSON v1's one description, docs/json-schema.json:
 * that it is consistent (one key, one type wherever it appears; every
 * object type it names exists), that the validator every -j run of the
 * unit tests goes through (json_schema.c: native_harness.c,
 * test_json_iwlist.c, test_golden.c) refuses what it must, and that
 * man/iwcompat.8's schema section is the one generated from the file.
 * "unit-json_schema --man" prints that section.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "json_schema.h"

#ifndef IWC_MAN_PAGE
#error "IWC_MAN_PAGE: the path of man/iwcompat.8"
#endif

static const struct js_val *load(void)
{
	char why[256];
	const struct js_val *s = js_schema(why, sizeof(why));

	if (!s) {
		print_error("schema: %s\n", why);
		fail();
	}
	return s;
}

/* "object:interface" and "object:iwconfig" are the same type of value
 * ("interfaces" holds interfaces, as each tool sees them) */
static void erase_names(const char *t, char *buf, size_t len)
{
	size_t n = 0;

	while (*t && n + 1 < len) {
		if (!strncmp(t, "object:", 7)) {
			n += (size_t)snprintf(buf + n, len - n, "object");
			t += 7;
			while (*t && *t != '|')
				t++;
			continue;
		}
		buf[n++] = *t++;
	}
	buf[n] = '\0';
}

static void check_ref(const struct js_val *objs, const char *t)
{
	while ((t = strstr(t, "object:"))) {
		char name[64];
		size_t n = strcspn(t + 7, "|");

		snprintf(name, sizeof(name), "%.*s", (int)n, t + 7);
		if (!js_get(objs, name)) {
			print_error("no object type %s\n", name);
			fail();
		}
		t += 7;
	}
}

static void schema_consistent(void **state)
{
	const struct js_val *s = load();
	const struct js_val *docs = js_get(s, "documents");
	const struct js_val *objs = js_get(s, "objects");

	(void)state;
	assert_int_equal(js_get(s, "version")->i, 1);
	for (size_t i = 0; i < docs->n; i++) {
		const struct js_val *o = js_get(docs->v[i], "object");

		assert_non_null(o);
		assert_non_null(js_get(docs->v[i], "commands"));
		assert_non_null(js_get(objs, o->s));
	}
	for (size_t i = 0; i < objs->n; i++) {
		const struct js_val *o = objs->v[i];

		assert_int_equal(o->type, JS_OBJ);
		assert_null(js_get(o, "version"));
		for (size_t k = 0; k < o->n; k++) {
			assert_int_equal(o->v[k]->type, JS_STR);
			check_ref(objs, o->v[k]->s);
			/* the same key, the same type, in every object */
			for (size_t i2 = 0; i2 < objs->n; i2++) {
				const struct js_val *t2 =
					js_get(objs->v[i2], o->keys[k]);
				char a[128], b[128];

				if (!t2)
					continue;
				erase_names(o->v[k]->s, a, sizeof(a));
				erase_names(t2->s, b, sizeof(b));
				if (strcmp(a, b)) {
					print_error("%s: %s in %s, %s in %s\n",
						    o->keys[k], o->v[k]->s,
						    objs->keys[i], t2->s,
						    objs->keys[i2]);
					fail();
				}
			}
		}
	}
}

static bool valid(const char *doc)
{
	char why[512];
	bool ok = js_validate_doc(doc, strlen(doc), why, sizeof(why));

	if (!ok && getenv("SHOW"))
		fprintf(stderr, "%s: %s\n", doc, why);
	return ok;
}

static void validator_refuses(void **state)
{
	(void)state;
	assert_true(valid("{\"version\":1,\"ifname\":\"wlan0\",\"power_save\":null}"));
	assert_true(valid("{\"version\":1,\"error\":{\"message\":\"No such device\",\"errno\":19}}"));
	assert_true(valid("{\"version\":1,\"interfaces\":[{\"ifname\":\"wlan0\",\"mac\":\"02:00:00:00:00:00\",\"txpower_dbm\":20.00}]}"));
	/* no version, a wrong one, not first */
	assert_false(valid("{\"ifname\":\"wlan0\",\"power_save\":true}"));
	assert_false(valid("{\"version\":2,\"ifname\":\"wlan0\",\"power_save\":true}"));
	assert_false(valid("{\"version\":\"1\",\"ifname\":\"wlan0\"}"));
	assert_false(valid("{\"ifname\":\"wlan0\",\"version\":1}"));
	/* a key not in the schema, at the top or nested */
	assert_false(valid("{\"version\":1,\"ifname\":\"wlan0\",\"essid\":\"x\"}"));
	assert_false(valid("{\"version\":1,\"interfaces\":[{\"ifname\":\"wlan0\",\"addr\":\"02:00:00:00:00:00\"}]}"));
	/* a wrong type, at the top, nested, in an array */
	assert_false(valid("{\"version\":1,\"ifname\":\"wlan0\",\"power_save\":1}"));
	assert_false(valid("{\"version\":1,\"interfaces\":[{\"ifindex\":\"2\"}]}"));
	assert_false(valid("{\"version\":1,\"bss\":[{\"signal_dbm\":-30.00}]}"));
	assert_false(valid("{\"version\":1,\"bss\":[{\"capability\":[\"ESS\",1]}]}"));
	assert_false(valid("{\"version\":1,\"interfaces\":{}}"));
	/* keys of two document types in one */
	assert_false(valid("{\"version\":1,\"interfaces\":[],\"bss\":[]}"));
	/* not JSON, not an object, a key twice */
	assert_false(valid("{\"version\":1,\"ifname\":\"wlan0\""));
	assert_false(valid("[{\"version\":1}]"));
	assert_false(valid("{\"version\":1,\"ifname\":\"a\",\"ifname\":\"b\"}"));
	assert_false(valid("{\"version\":1,\"ifname\":\"a\"} x"));
}

static char *read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	assert_non_null(f);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	assert_true(n >= 0);
	rewind(f);
	buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

static void man_section_is_generated(void **state)
{
	size_t len, gen_len;
	char *man = read_all(IWC_MAN_PAGE, &len), *gen = NULL;
	const char *from, *to;
	FILE *m = open_memstream(&gen, &gen_len);

	(void)state;
	load();
	assert_non_null(m);
	js_write_man(m);
	fclose(m);
	from = strstr(man, ".\\\" generated from docs/json-schema.json");
	if (!from) {
		print_error("%s: no generated schema section\n", IWC_MAN_PAGE);
		fail();
	}
	to = from + strlen(from);
	if ((size_t)(to - from) < gen_len || memcmp(from, gen, gen_len) ||
	    (from[gen_len] != '\0' && from[gen_len] != '.')) {
		print_error("%s: the schema section differs from "
			    "docs/json-schema.json; regenerate it with "
			    "unit-json_schema --man\n", IWC_MAN_PAGE);
		fail();
	}
	free(gen);
	free(man);
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(schema_consistent),
		cmocka_unit_test(validator_refuses),
		cmocka_unit_test(man_section_is_generated),
	};

	if (argc > 1 && !strcmp(argv[1], "--man")) {
		load();
		js_write_man(stdout);
		return 0;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
