/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_nl_wiphy.c - the kernel layer's decoder of a GET_WIPHY message
 * (src/kernel/nl80211_wiphy.c, docs/reference/native.md "phy"): the
 * order of bands, band parts and frequencies as the message has them,
 * values read as far as their attribute goes (zero-filled), the lengths
 * left for the printers to judge, and where an interface combination's
 * limits stop.
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
#include <linux/nl80211.h>

#include "iwcompat/nl80211_wiphy.h"
#include "native_harness.h"

static void decode(const struct mb *m, struct iwc_nl80211_wiphy *w)
{
	assert_int_equal(iwc_nl80211_wiphy_decode(m->b, m->len, w), 0);
}

/* bands and their frequencies in the message's order, the same band
 * twice kept as two parts; a frequency without FREQ left out */
static void test_band_order(void **state)
{
	struct iwc_nl80211_wiphy w;
	struct mb m = { 0 };

	(void)state;
	put_u32(&m, NL80211_ATTR_WIPHY, 3);
	nest(&m, NL80211_ATTR_WIPHY_BANDS);
	nest(&m, NL80211_BAND_5GHZ);
	nest(&m, NL80211_BAND_ATTR_FREQS);
	nest(&m, 0);
	put_u32(&m, NL80211_FREQUENCY_ATTR_FREQ, 5200);
	put(&m, NL80211_FREQUENCY_ATTR_RADAR, NULL, 0);
	end(&m);
	nest(&m, 1);
	put_u32(&m, NL80211_FREQUENCY_ATTR_MAX_TX_POWER, 2000);
	end(&m);
	nest(&m, 2);
	put_u32(&m, NL80211_FREQUENCY_ATTR_FREQ, 5180);
	put_u32(&m, NL80211_FREQUENCY_ATTR_OFFSET, 500);
	end(&m);
	end(&m);
	end(&m);
	nest(&m, NL80211_BAND_2GHZ);
	put_u16(&m, NL80211_BAND_ATTR_HT_CAPA, 0x107e);
	end(&m);
	nest(&m, NL80211_BAND_5GHZ);
	nest(&m, NL80211_BAND_ATTR_RATES);
	end(&m);
	end(&m);
	end(&m);
	decode(&m, &w);
	assert_true(w.has_wiphy);
	assert_int_equal(w.wiphy, 3);
	assert_false(w.has_name);
	assert_int_equal(w.n_bands, 3);
	assert_int_equal(w.bands[0].band, NL80211_BAND_5GHZ);
	assert_int_equal(w.bands[1].band, NL80211_BAND_2GHZ);
	assert_int_equal(w.bands[2].band, NL80211_BAND_5GHZ);
	assert_true(w.bands[0].has_freqs);
	assert_int_equal(w.bands[0].n_freqs, 2);
	assert_int_equal(w.bands[0].freqs[0].mhz, 5200);
	assert_true(w.bands[0].freqs[0].radar);
	assert_false(w.bands[0].freqs[0].has_offset);
	assert_int_equal(w.bands[0].freqs[1].mhz, 5180);
	assert_true(w.bands[0].freqs[1].has_offset);
	assert_int_equal(w.bands[0].freqs[1].offset_khz, 500);
	assert_true(w.bands[1].has_ht_capa);
	assert_int_equal(w.bands[1].ht_capa, 0x107e);
	assert_false(w.bands[1].has_freqs);
	assert_true(w.bands[2].has_rates);	/* there, if empty */
	assert_int_equal(w.bands[2].n_rates, 0);
	iwc_nl80211_wiphy_free(&w);
	assert_null(w.arena);
}

/* short values zero-filled; the name up to its NUL; an HT MCS set of
 * other than 16 bytes is not one; lengths kept for the printers */
static void test_short_values(void **state)
{
	static const uint8_t mcs15[15] = { 0xff };
	static const uint8_t two[2] = { 0x34, 0x12 };
	static const char name[] = { 'p', 'h', 'y', '7', 0, 'x' };
	struct iwc_nl80211_wiphy w;
	struct mb m = { 0 };

	(void)state;
	put(&m, NL80211_ATTR_WIPHY, two, 2);
	put(&m, NL80211_ATTR_WIPHY_NAME, name, sizeof(name));
	put(&m, NL80211_ATTR_MAX_AP_ASSOC_STA, two, 2);
	put(&m, NL80211_ATTR_HT_CAPABILITY_MASK, two, 2);
	put(&m, NL80211_ATTR_COALESCE_RULE, two, 2);
	nest(&m, NL80211_ATTR_WIPHY_BANDS);
	nest(&m, NL80211_BAND_2GHZ);
	put(&m, NL80211_BAND_ATTR_HT_MCS_SET, mcs15, sizeof(mcs15));
	end(&m);
	end(&m);
	nest(&m, NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED);
	put(&m, NL80211_WOWLAN_TRIG_ANY, NULL, 0);
	put(&m, NL80211_WOWLAN_TRIG_PKT_PATTERN, two, 2);
	end(&m);
	decode(&m, &w);
	assert_int_equal(w.wiphy, 0x1234);
	assert_int_equal(w.name_len, 4);
	assert_memory_equal(w.name, "phy7", 4);
	assert_true(w.has_max_ap_sta);
	assert_int_equal(w.max_ap_sta16, 0x1234);
	assert_int_equal(w.max_ap_sta32, 0x1234);
	assert_true(w.has_ht_capa_mask);
	assert_int_equal(w.ht_capa_mask_len, 2);
	assert_int_equal(w.coalesce[0], 0x1234);
	assert_int_equal(w.coalesce[1], 0);
	assert_false(w.bands[0].has_ht_mcs);
	assert_true(w.has_wowlan);
	assert_true(w.wowlan.present & (1u << NL80211_WOWLAN_TRIG_ANY));
	assert_true(w.wowlan.present & (1u << NL80211_WOWLAN_TRIG_PKT_PATTERN));
	assert_false(w.wowlan.present & (1u << NL80211_WOWLAN_TRIG_DISCONNECT));
	assert_int_equal(w.wowlan.pattern_len, 2);
	assert_int_equal(w.wowlan.pattern[0], 0x1234);
	iwc_nl80211_wiphy_free(&w);
}

/* a combination's limits up to the first without types (iw's "<failed
 * to parse>"); one without MAXNUM is not complete */
static void test_combinations(void **state)
{
	struct iwc_nl80211_wiphy w;
	struct mb m = { 0 };

	(void)state;
	nest(&m, NL80211_ATTR_INTERFACE_COMBINATIONS);
	nest(&m, 1);
	nest(&m, NL80211_IFACE_COMB_LIMITS);
	nest(&m, 1);
	put_u32(&m, NL80211_IFACE_LIMIT_MAX, 2);
	nest(&m, NL80211_IFACE_LIMIT_TYPES);
	put(&m, NL80211_IFTYPE_AP, NULL, 0);
	put(&m, NL80211_IFTYPE_STATION, NULL, 0);
	end(&m);
	end(&m);
	nest(&m, 2);
	put_u32(&m, NL80211_IFACE_LIMIT_MAX, 1);
	end(&m);
	nest(&m, 3);
	nest(&m, NL80211_IFACE_LIMIT_TYPES);
	put(&m, NL80211_IFTYPE_ADHOC, NULL, 0);
	end(&m);
	end(&m);
	end(&m);
	put_u32(&m, NL80211_IFACE_COMB_MAXNUM, 4);
	put_u32(&m, NL80211_IFACE_COMB_NUM_CHANNELS, 1);
	end(&m);
	nest(&m, 2);
	nest(&m, NL80211_IFACE_COMB_LIMITS);
	end(&m);
	put_u32(&m, NL80211_IFACE_COMB_NUM_CHANNELS, 1);
	end(&m);
	end(&m);
	decode(&m, &w);
	assert_true(w.has_combs);
	assert_int_equal(w.n_combs, 2);
	assert_true(w.combs[0].complete);
	assert_int_equal(w.combs[0].maxnum, 4);
	assert_int_equal(w.combs[0].n_limits, 2);
	assert_true(w.combs[0].limits[0].has_types);
	assert_int_equal(w.combs[0].limits[0].max, 2);
	assert_int_equal(w.combs[0].limits[0].types.n, 2);
	assert_int_equal(w.combs[0].limits[0].types.v[0], NL80211_IFTYPE_AP);
	assert_int_equal(w.combs[0].limits[0].types.v[1], NL80211_IFTYPE_STATION);
	assert_false(w.combs[0].limits[1].has_types);
	assert_false(w.combs[1].complete);
	iwc_nl80211_wiphy_free(&w);
}

/* a malformed attribute ends the walk of its level, as libnl's does */
static void test_truncated(void **state)
{
	struct iwc_nl80211_wiphy w;
	struct mb m = { 0 };
	uint16_t bad = 200;

	(void)state;
	put_u32(&m, NL80211_ATTR_WIPHY, 1);
	nest(&m, NL80211_ATTR_SUPPORTED_IFTYPES);
	put(&m, NL80211_IFTYPE_STATION, NULL, 0);
	put(&m, NL80211_IFTYPE_AP, NULL, 0);
	end(&m);
	memcpy(m.b + m.len - 4, &bad, 2);	/* the AP entry overruns */
	put_u32(&m, NL80211_ATTR_FEATURE_FLAGS, 5);
	decode(&m, &w);
	assert_true(w.has_iftypes);
	assert_int_equal(w.iftypes.n, 1);
	assert_int_equal(w.iftypes.v[0], NL80211_IFTYPE_STATION);
	assert_true(w.has_features);
	assert_int_equal(w.features, 5);
	iwc_nl80211_wiphy_free(&w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_band_order),
		cmocka_unit_test(test_short_values),
		cmocka_unit_test(test_combinations),
		cmocka_unit_test(test_truncated),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
