/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_state.c - the stored WEXT state's text form: round trips, the
 * public/keys split, and damaged files reading as "nothing stored".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "iwcompat/state.h"

static struct iwc_wext_state sample(void)
{
	struct iwc_wext_state st;

	iwc_state_init(&st);
	st.has_ssid = true;
	st.ssid_len = 4;
	memcpy(st.ssid, "a\0b\n", 4);	/* binary SSIDs survive */
	st.has_bssid = true;
	memcpy(st.bssid, "\x02\x00\x00\x00\x01\x00", 6);
	st.has_freq = true;
	st.freq_mhz = 2437;
	st.key_len[1] = 5;
	memcpy(st.key[1], "\x01\x02\x03\x04\x05", 5);
	st.key_len[3] = 13;
	memcpy(st.key[3], "abcdefghijklm", 13);
	st.default_key = 1;
	st.sme = true;
	return st;
}

static void roundtrip_all(void **state)
{
	struct iwc_wext_state in = sample(), out;
	char buf[1024];
	uint64_t wdev = 0;
	int n;

	(void)state;
	n = iwc_state_format(&in, 0x500000001ULL,
			     IWC_STATE_PUBLIC | IWC_STATE_KEYS, buf, sizeof(buf));
	assert_true(n > 0);
	iwc_state_init(&out);
	assert_int_equal(iwc_state_parse(buf, (size_t)n, &out, &wdev), 0);
	assert_true(wdev == 0x500000001ULL);
	assert_memory_equal(&in, &out, sizeof(in));
}

static void parts_are_split(void **state)
{
	struct iwc_wext_state in = sample(), out;
	char pub[1024], keys[1024];
	uint64_t wdev;
	int np, nk;

	(void)state;
	np = iwc_state_format(&in, 7, IWC_STATE_PUBLIC, pub, sizeof(pub));
	nk = iwc_state_format(&in, 7, IWC_STATE_KEYS, keys, sizeof(keys));
	assert_true(np > 0 && nk > 0);
	assert_null(strstr(pub, "key"));
	assert_null(strstr(keys, "ssid"));
	assert_non_null(strstr(keys, "key2 0102030405"));
	/* the public part alone: no keys */
	iwc_state_init(&out);
	assert_int_equal(iwc_state_parse(pub, (size_t)np, &out, &wdev), 0);
	assert_int_equal(out.key_len[1], 0);
	assert_int_equal(out.default_key, -1);
	assert_int_equal(out.freq_mhz, 2437);
	/* both merged: everything */
	assert_int_equal(iwc_state_parse(keys, (size_t)nk, &out, &wdev), 0);
	assert_memory_equal(&in, &out, sizeof(in));
}

static void damaged_files_read_as_nothing(void **state)
{
	static const char *const bad[] = {
		"",
		"iwcompat-state 2\nwdev 1\n",
		"iwcompat-state 1\n",				/* no wdev */
		"iwcompat-state 1\nwdev x\n",
		"iwcompat-state 1\nwdev 1\nssid 0\n",		/* odd hex */
		"iwcompat-state 1\nwdev 1\nssid zz\n",
		"iwcompat-state 1\nwdev 1\nssid "
		"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20\n",
		"iwcompat-state 1\nwdev 1\nkey1 0102\n",	/* not WEP size */
		"iwcompat-state 1\nwdev 1\nkey5 0102030405\n",
		"iwcompat-state 1\nwdev 1\ndefkey 0\n",
		"iwcompat-state 1\nwdev 1\nfreq 0\n",
		"iwcompat-state 1\nwdev 1\nfreq 99999999999999999999999\n",
		"iwcompat-state 1\nwdev 1\nbssid 0102\n",
		"iwcompat-state 1\nwdev 1\nsme 2\n",
		"iwcompat-state 1\nwdev 1\nbogus 1\n",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct iwc_wext_state st;
		uint64_t wdev = 42;

		iwc_state_init(&st);
		assert_int_equal(iwc_state_parse(bad[i], strlen(bad[i]), &st,
						 &wdev), -22);
		assert_false(st.has_ssid);
		assert_true(wdev == 42);
	}
}

static void too_small_buffer(void **state)
{
	struct iwc_wext_state in = sample();
	char buf[40];

	(void)state;
	assert_true(iwc_state_format(&in, 1, IWC_STATE_PUBLIC | IWC_STATE_KEYS,
				     buf, sizeof(buf)) < 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(roundtrip_all),
		cmocka_unit_test(parts_are_split),
		cmocka_unit_test(damaged_files_read_as_nothing),
		cmocka_unit_test(too_small_buffer),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
