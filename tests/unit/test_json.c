/*
 * test_json.c - the JSON writer: structure, numbers, and the escaping
 * of arbitrary bytes (SSIDs) documented in iwcompat(8).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/json.h"

struct buf {
	char *s;
	size_t len;
	FILE *f;
	struct iwc_json j;
};

static void open_buf(struct buf *b)
{
	b->s = NULL;
	b->f = open_memstream(&b->s, &b->len);
	assert_non_null(b->f);
	iwc_json_init(&b->j, b->f);
}

static void close_buf(struct buf *b, const char *want, int want_err)
{
	assert_int_equal(iwc_json_end(&b->j), want_err);
	fclose(b->f);
	assert_string_equal(b->s, want);
	free(b->s);
}

/* one string value of @len bytes, as a whole document */
static void check_bytes(const char *in, size_t len, const char *want)
{
	struct buf b;
	char doc[256];

	open_buf(&b);
	iwc_json_bytes(&b.j, NULL, (const uint8_t *)in, len);
	snprintf(doc, sizeof(doc), "%s\n", want);
	close_buf(&b, doc, 0);
}

static void test_structure(void **state)
{
	static const uint8_t mac[6] = { 0x02, 0, 0, 0, 0x0a, 0xff };
	struct buf b;

	(void)state;
	open_buf(&b);
	iwc_json_obj_open(&b.j, NULL);
	iwc_json_str(&b.j, "ifname", "wlan0");
	iwc_json_uint(&b.j, "freq_mhz", 2412);
	iwc_json_int(&b.j, "signal_dbm", -30);
	iwc_json_mac(&b.j, "bssid", mac);
	iwc_json_bool(&b.j, "connected", true);
	iwc_json_null(&b.j, "essid");
	iwc_json_arr_open(&b.j, "list");
	iwc_json_uint(&b.j, NULL, 1);
	iwc_json_obj_open(&b.j, NULL);
	iwc_json_obj_close(&b.j);
	iwc_json_arr_close(&b.j);
	iwc_json_obj_close(&b.j);
	close_buf(&b, "{\"ifname\":\"wlan0\",\"freq_mhz\":2412,"
		  "\"signal_dbm\":-30,\"bssid\":\"02:00:00:00:0a:ff\","
		  "\"connected\":true,\"essid\":null,\"list\":[1,{}]}\n", 0);
}

static void test_fixed(void **state)
{
	struct buf b;

	(void)state;
	open_buf(&b);
	iwc_json_arr_open(&b.j, NULL);
	iwc_json_fixed(&b.j, NULL, 2000, 2);
	iwc_json_fixed(&b.j, NULL, -150, 2);
	iwc_json_fixed(&b.j, NULL, 5, 2);
	iwc_json_fixed(&b.j, NULL, -5, 2);
	iwc_json_fixed(&b.j, NULL, 7, 0);
	iwc_json_arr_close(&b.j);
	close_buf(&b, "[20.00,-1.50,0.05,-0.05,7]\n", 0);
}

static void test_nesting_errors(void **state)
{
	struct buf b;

	(void)state;
	open_buf(&b);
	iwc_json_obj_open(&b.j, NULL);
	close_buf(&b, "{\n", -22);
	open_buf(&b);
	iwc_json_obj_close(&b.j);
	close_buf(&b, "\n", -22);
}

static void test_escape_ascii(void **state)
{
	(void)state;
	check_bytes("plain net", 9, "\"plain net\"");
	check_bytes("a\"b\\c", 5, "\"a\\\"b\\\\c\"");
	check_bytes("", 0, "\"\"");
	check_bytes("\x01\n\x1f\x7f", 4, "\"\\u0001\\u000a\\u001f\\u007f\"");
	/* a NUL byte inside an SSID */
	check_bytes("a\0b", 3, "\"a\\u0000b\"");
}

static void test_escape_utf8(void **state)
{
	(void)state;
	/* valid UTF-8 is kept as it is */
	check_bytes("\xc3\xb1\xe2\x82\xac\xe2\x98\x83", 8,
		    "\"\xc3\xb1\xe2\x82\xac\xe2\x98\x83\"");
	check_bytes("\xf0\x9f\x93\xb6", 4, "\"\xf0\x9f\x93\xb6\"");
	/* a lone continuation byte, a Latin-1 byte, a cut sequence */
	check_bytes("\x80", 1, "\"\\udc80\"");
	check_bytes("caf\xe9", 4, "\"caf\\udce9\"");
	check_bytes("\xe2\x82", 2, "\"\\udce2\\udc82\"");
	/* overlong forms, surrogates, beyond U+10FFFF: byte by byte */
	check_bytes("\xc0\xaf", 2, "\"\\udcc0\\udcaf\"");
	check_bytes("\xe0\x80\xaf", 3, "\"\\udce0\\udc80\\udcaf\"");
	check_bytes("\xed\xa0\x80", 3, "\"\\udced\\udca0\\udc80\"");
	check_bytes("\xf4\x90\x80\x80", 4,
		    "\"\\udcf4\\udc90\\udc80\\udc80\"");
	check_bytes("\xff", 1, "\"\\udcff\"");
	/* a valid sequence right after an invalid byte */
	check_bytes("\xff\xc3\xb1", 3, "\"\\udcff\xc3\xb1\"");
}

static void test_hex(void **state)
{
	struct buf b;

	(void)state;
	open_buf(&b);
	iwc_json_hex(&b.j, NULL, (const uint8_t *)"\x00\xff\x10", 3);
	close_buf(&b, "\"00ff10\"\n", 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_structure),
		cmocka_unit_test(test_fixed),
		cmocka_unit_test(test_nesting_errors),
		cmocka_unit_test(test_escape_ascii),
		cmocka_unit_test(test_escape_utf8),
		cmocka_unit_test(test_hex),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
