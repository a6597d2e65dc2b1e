/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_fuzz_findings.c - one test per crash the fuzzers found (fuzz/,
 * docs/fuzzing.md), on the input that found it, reduced. Under the
 * ASan+UBSan build of scripts/test each one failed before its fix.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "iwcompat/tools.h"

/* fuzz-argv, crash-4c9c28b7...: "iwconfig wlan0 txpower 33333333"
 * multiplied the dBm value by 100 in an int (UBSan: signed overflow).
 * The kernel's DBM_TO_MBM() wraps; so does the value sent now. */
static void txpower_huge_dbm(void **state)
{
	const char *const argv[] = { "iwconfig", "wlan0", "txpower",
				     "33333333" };
	const char *const argv2[] = { "iwconfig", "wlan0", "txpower",
				      "2147483647", "auto" };
	struct fake_world *w = world_new("station");
	struct fake_run res;

	(void)state;
	assert_non_null(w);
	fake_run_tool(w, iwc_iwconfig_main, 4, argv, &res);
	assert_int_equal(res.rc, 0);
	/* 3333333300 mod 2^32, as a signed 32-bit value */
	assert_string_equal(res.log, "txpower wlan0 2 -961633996\n");
	fake_run_free(&res);

	fake_run_tool(w, iwc_iwconfig_main, 5, argv2, &res);
	assert_int_equal(res.rc, 0);
	/* 214748364700 mod 2^32 = 4294967196: -100 */
	assert_string_equal(res.log, "txpower wlan0 1 -100\n");
	fake_run_free(&res);
	world_free(w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(txpower_huge_dbm),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
