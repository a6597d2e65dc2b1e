/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_wext_view.c - the emulated cfg80211 WEXT GET handlers
 * (docs/reference/kernel.md#get-handlers to docs/reference/kernel.md#range;
 * Linux 6.1 net/wireless/wext-compat.c, wext-sme.c, ibss.c) and
 * iwconfig's collection of them (docs/reference/iwconfig.md#collection-order,
 * docs/reference/kernel.md#leftover-bytes).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "iwcompat/wext.h"

static const uint8_t BSSID[6] = { 0x00, 0x1A, 0x2B, 0x3C, 0x4D, 0x5E };

/* One interface's facts, as iwc_dev_load would hand them over. */
struct fx {
	struct iwc_iface iface;
	struct iwc_link link;
	struct iwc_wiphy wiphy;
	struct iwc_wext_state state;
	struct iwc_wext_src src;
};

static struct fx *fx_new(const char *world)
{
	struct fake_world *w = world_new(world);
	struct fake_netdev *d;
	struct fx *f = calloc(1, sizeof(*f));

	assert_non_null(w);
	assert_non_null(f);
	d = fake_world_find(w, "wlan0");
	assert_non_null(d);
	f->iface = d->iface;
	f->link = d->link;
	f->wiphy = w->wiphys[0];
	f->state.default_key = -1;
	f->src.iface = &f->iface;
	f->src.link = d->has_link ? &f->link : NULL;
	f->src.wiphy = &f->wiphy;
	f->src.state = NULL;
	f->src.privileged = true;
	world_free(w);
	return f;
}

static int setup_station(void **state)
{
	*state = fx_new("station");
	return 0;
}

static int teardown(void **state)
{
	free(*state);
	return 0;
}

/* ---- GIWMODE ---- */

static void giwmode_map(void **state)
{
	static const struct {
		enum iwc_iftype type;
		int mode;
	} t[] = {
		{ IWC_IFTYPE_UNSPECIFIED, IWC_MODE_AUTO },
		{ IWC_IFTYPE_ADHOC, IWC_MODE_ADHOC },
		{ IWC_IFTYPE_STATION, IWC_MODE_INFRA },
		{ IWC_IFTYPE_AP, IWC_MODE_MASTER },
		{ IWC_IFTYPE_AP_VLAN, IWC_MODE_SECOND },
		{ IWC_IFTYPE_WDS, IWC_MODE_REPEAT },
		{ IWC_IFTYPE_MONITOR, IWC_MODE_MONITOR },
		{ IWC_IFTYPE_MESH_POINT, IWC_MODE_AUTO },
		{ IWC_IFTYPE_P2P_CLIENT, IWC_MODE_AUTO },
		{ IWC_IFTYPE_P2P_GO, IWC_MODE_AUTO },
		{ IWC_IFTYPE_P2P_DEVICE, IWC_MODE_AUTO },
		{ IWC_IFTYPE_OCB, IWC_MODE_AUTO },
		{ IWC_IFTYPE_NAN, IWC_MODE_AUTO },
	};
	struct fx *f = *state;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		int mode = -1;

		f->iface.iftype = t[i].type;
		assert_int_equal(iwc_wext_giwmode(&f->src, &mode), 0);
		if (mode != t[i].mode)
			print_error("iftype %d\n", t[i].type);
		assert_int_equal(mode, t[i].mode);
	}
}

/* Every GET handler for every interface type, on the associated
 * station's facts (docs/reference/iwconfig.md#visibility table,
 * docs/reference/kernel.md#get-handlers,
 * docs/reference/kernel.md#statistics). */
static void matrix_by_iftype(void **state)
{
	enum { OK = 0, INVAL = -EINVAL, NOTSUP = -EOPNOTSUPP };
	static const struct {
		enum iwc_iftype type;
		int freq, essid, ap, rate, encode, stats;
	} t[] = {
		{ IWC_IFTYPE_STATION, OK, OK, OK, OK, OK, OK },
		{ IWC_IFTYPE_ADHOC, OK, OK, OK, NOTSUP, OK, NOTSUP },
		{ IWC_IFTYPE_MONITOR, OK, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_AP, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_AP_VLAN, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_WDS, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_MESH_POINT, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_P2P_CLIENT, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_P2P_GO, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_OCB, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
		{ IWC_IFTYPE_UNSPECIFIED, INVAL, NOTSUP, NOTSUP, NOTSUP, NOTSUP, NOTSUP },
	};
	struct fx *f = *state;

#define CHECK(expr, exp)                                                  \
	do {                                                              \
		int got_ = (expr);                                        \
		if (got_ != (exp)) {                                      \
			print_error("iftype %d: %s = %d, expected %d\n",  \
				    t[i].type, #expr, got_, (int)(exp));  \
			fail();                                           \
		}                                                         \
	} while (0)

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		uint8_t buf[IWC_WEXT_KEY_MAX];
		struct iwc_wext_info info;
		struct iwc_wext_range r;
		struct iwc_param p;
		struct iwc_freq fr;
		int len, flags, mode;

		f->iface.iftype = t[i].type;
		CHECK(iwc_wext_giwmode(&f->src, &mode), 0);
		CHECK(iwc_wext_giwfreq(&f->src, &fr), t[i].freq);
		CHECK(iwc_wext_giwessid(&f->src, buf, &len, &flags),
		      t[i].essid);
		CHECK(iwc_wext_giwap(&f->src, buf), t[i].ap);
		memset(&p, 0, sizeof(p));
		CHECK(iwc_wext_giwrate(&f->src, &p), t[i].rate);
		CHECK(iwc_wext_giwencode(&f->src, 0, buf, &len, &flags),
		      t[i].encode);
		CHECK(iwc_wext_giwstats(&f->src, &info), t[i].stats);
		/* the same for every type */
		CHECK(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
		CHECK(iwc_wext_giwretry(&f->src, 0, &p), 0);
		CHECK(iwc_wext_giwrts(&f->src, &p), 0);
		CHECK(iwc_wext_giwfrag(&f->src, &p), 0);
		CHECK(iwc_wext_giwpower(&f->src, &p), 0);
		CHECK(iwc_wext_giwrange(&f->src, &r), 0);
	}
}
#undef CHECK

/* ---- GIWFREQ ---- */

static void assert_mhz(const struct iwc_freq *fr, int32_t mhz)
{
	assert_int_equal(fr->m, mhz);
	assert_int_equal(fr->e, 6);
}

static void giwfreq_station(void **state)
{
	struct fx *f = *state;
	struct iwc_freq fr;

	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2412);
	assert_true(iwc_freq2float(&fr) == 2.412e9);
	assert_int_equal(fr.i, 0);
	assert_int_equal(fr.flags, 0);

	/* the channel of the current BSS, not GET_INTERFACE's */
	f->iface.freq_mhz = 5180;
	f->link.freq_mhz = 2462;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2462);
	f->link.freq_mhz = 2412;

	/* not connected: a frequency nl80211 still reports is not used */
	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), -EINVAL);

	/* ... but the WEXT-stored channel is */
	f->state.has_freq = true;
	f->state.freq_mhz = 2437;
	f->src.state = &f->state;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2437);

	/* connected: the BSS channel wins over the stored one */
	f->src.link = &f->link;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2412);

	/* a multi-link connection: the shown link's channel */
	f->iface.mlo = true;
	f->link.freq_mhz = 5180;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 5180);
}

static void giwfreq_adhoc(void **state)
{
	struct fx *f = fx_new("adhoc");
	struct iwc_freq fr;

	(void)state;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2437);
	/* not joined */
	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), -EINVAL);
	f->state.has_freq = true;
	f->state.freq_mhz = 2462;
	f->src.state = &f->state;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 2462);
	free(f);
}

static void giwfreq_monitor_and_others(void **state)
{
	struct fx *f = fx_new("monitor");
	struct iwc_freq fr;

	(void)state;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), 0);
	assert_mhz(&fr, 5745);
	/* mac80211 without a channel context: ENODATA */
	f->iface.has_freq = false;
	assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), -ENODATA);

	/* any other type: EINVAL, even with a channel in GET_INTERFACE */
	f->iface.has_freq = true;
	f->iface.freq_mhz = 2412;
	static const enum iwc_iftype others[] = {
		IWC_IFTYPE_AP, IWC_IFTYPE_P2P_GO, IWC_IFTYPE_P2P_CLIENT,
		IWC_IFTYPE_MESH_POINT, IWC_IFTYPE_AP_VLAN, IWC_IFTYPE_OCB,
	};
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		f->iface.iftype = others[i];
		assert_int_equal(iwc_wext_giwfreq(&f->src, &fr), -EINVAL);
	}
	free(f);
}

/* ---- GIWESSID ---- */

static void giwessid_station(void **state)
{
	struct fx *f = *state;
	uint8_t e[IWC_SSID_MAX + 2];
	int len = -1, flags = -1;

	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 7);
	assert_int_equal(flags, 1);
	assert_memory_equal(e, "TestNet", 7);

	/* the SSID element of the current BSS, not GET_INTERFACE's SSID */
	memcpy(f->iface.ssid, "Other", 5);
	f->iface.ssid_len = 5;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 7);
	assert_memory_equal(e, "TestNet", 7);

	/* 32 bytes is fine, 33 is EINVAL */
	f->link.ssid_len = 32;
	memset(f->link.ssid, 'A', 33);
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 32);
	f->link.ssid_len = 33;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), -EINVAL);
	f->link.ssid_len = 7;
	memcpy(f->link.ssid, "TestNet", 7);

	/* not connected: flags 0, length 0 */
	f->src.link = NULL;
	len = flags = -1;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 0);
	assert_int_equal(flags, 0);

	/* not connected, WEXT SSID stored */
	f->state.has_ssid = true;
	f->state.ssid_len = 3;
	memcpy(f->state.ssid, "foo", 3);
	f->src.state = &f->state;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 3);
	assert_int_equal(flags, 1);
	assert_memory_equal(e, "foo", 3);

	/* connected to a BSS without an SSID element: flags 0, length 0,
	 * and no fallback to the stored SSID */
	f->src.link = &f->link;
	f->link.has_ssid = false;
	len = flags = -1;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 0);
	assert_int_equal(flags, 0);
	f->link.has_ssid = true;

	/* a multi-link connection: the SSID as for one link */
	f->iface.mlo = true;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_true(len > 0);
}

static void giwessid_types(void **state)
{
	struct fx *f = fx_new("adhoc");
	uint8_t e[IWC_SSID_MAX + 2];
	int len, flags;

	(void)state;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 7);
	assert_int_equal(flags, 1);
	/* not joined: the stored SSID, else nothing */
	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 0);
	assert_int_equal(flags, 0);
	f->state.has_ssid = true;
	f->state.ssid_len = 4;
	memcpy(f->state.ssid, "ibss", 4);
	f->src.state = &f->state;
	assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags), 0);
	assert_int_equal(len, 4);
	assert_int_equal(flags, 1);
	assert_memory_equal(e, "ibss", 4);

	f->src.link = &f->link;
	static const enum iwc_iftype others[] = {
		IWC_IFTYPE_AP, IWC_IFTYPE_MONITOR, IWC_IFTYPE_P2P_GO,
		IWC_IFTYPE_P2P_CLIENT, IWC_IFTYPE_MESH_POINT,
	};
	for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++) {
		f->iface.iftype = others[i];
		assert_int_equal(iwc_wext_giwessid(&f->src, e, &len, &flags),
				 -EOPNOTSUPP);
	}
	free(f);
}

/* ---- GIWAP ---- */

static void giwap(void **state)
{
	struct fx *f = *state;
	uint8_t a[6];
	static const uint8_t zero[6] = { 0 };

	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, BSSID, 6);

	/* not connected: zeros (Not-Associated) */
	f->src.link = NULL;
	memset(a, 0x55, 6);
	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, zero, 6);

	f->src.link = &f->link;
	f->iface.mlo = true;
	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, f->link.bssid, 6);
	f->iface.mlo = false;

	/* ad-hoc: the IBSS BSSID, else the stored one, else zeros */
	f->iface.iftype = IWC_IFTYPE_ADHOC;
	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, BSSID, 6);
	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, zero, 6);
	f->state.has_bssid = true;
	memset(f->state.bssid, 0x12, 6);
	f->src.state = &f->state;
	assert_int_equal(iwc_wext_giwap(&f->src, a), 0);
	assert_memory_equal(a, f->state.bssid, 6);

	f->iface.iftype = IWC_IFTYPE_AP;
	assert_int_equal(iwc_wext_giwap(&f->src, a), -EOPNOTSUPP);
	f->iface.iftype = IWC_IFTYPE_MONITOR;
	assert_int_equal(iwc_wext_giwap(&f->src, a), -EOPNOTSUPP);
}

/* ---- GIWRATE ---- */

static void giwrate(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), 0);
	assert_int_equal(p.value, 54000000);
	f->link.sta.tx_bitrate = 1444;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), 0);
	assert_int_equal(p.value, 144400000);
	f->link.sta.tx_bitrate = 12009;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), 0);
	assert_int_equal(p.value, 1200900000);
	/* the kernel's 100000 * u32 wraps in 32 bits, like here */
	f->link.sta.tx_bitrate = 48039;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), 0);
	assert_int_equal(p.value, (int32_t)(uint32_t)(100000ull * 48039));

	/* station info without TX_BITRATE: EOPNOTSUPP */
	f->link.sta.has_tx_bitrate = false;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), -EOPNOTSUPP);
	f->link.sta.has_tx_bitrate = true;

	/* GET_STATION failed: its error passes through */
	f->link.has_station = false;
	assert_int_not_equal(iwc_wext_giwrate(&f->src, &p), 0);
	f->link.has_station = true;

	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), -EOPNOTSUPP);
	f->src.link = &f->link;
	f->iface.mlo = true;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), 0);
	f->iface.mlo = false;
	f->iface.iftype = IWC_IFTYPE_ADHOC;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), -EOPNOTSUPP);
	f->iface.iftype = IWC_IFTYPE_AP;
	assert_int_equal(iwc_wext_giwrate(&f->src, &p), -EOPNOTSUPP);
}

/* ---- GIWTXPOW ---- */

static void giwtxpow(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	assert_int_equal(p.value, 20);
	assert_true(p.fixed);
	assert_false(p.disabled);
	assert_int_equal(p.flags, IWC_TXPOW_DBM);

	f->iface.txpower_mbm = -500;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	assert_int_equal(p.value, -5);

	/* multi-link: only per-link values; the shown link's, else the
	 * lowest link's; none at all: EINVAL */
	f->iface.has_txpower = false;
	f->iface.mlo = true;
	f->iface.n_links = 2;
	f->iface.links[0] = (struct iwc_mlo_link){ .id = 2,
		.has_txpower = true, .txpower_mbm = 1700 };
	f->iface.links[1] = (struct iwc_mlo_link){ .id = 1,
		.has_txpower = true, .txpower_mbm = 1300 };
	f->src.link = NULL;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	assert_int_equal(p.value, 13);
	f->link.mlo_link_id = 2;
	f->src.link = &f->link;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	assert_int_equal(p.value, 17);
	f->iface.links[0].has_txpower = false;
	f->iface.links[1].has_txpower = false;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), -EINVAL);
	f->iface.n_links = 0;
	f->iface.mlo = false;
	f->iface.has_txpower = true;

	/* rfkill: disabled (printed "off"), still fixed */
	f->iface.rfkill_blocked = true;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	assert_true(p.disabled);
	assert_true(p.fixed);
	f->iface.rfkill_blocked = false;

	/* EINVAL for any non-zero type or the RANGE bit */
	assert_int_equal(iwc_wext_giwtxpow(&f->src, IWC_TXPOW_MWATT, &p),
			 -EINVAL);
	assert_int_equal(iwc_wext_giwtxpow(&f->src, IWC_TXPOW_RELATIVE, &p),
			 -EINVAL);
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0x80, &p), -EINVAL);
	assert_int_equal(iwc_wext_giwtxpow(&f->src, IWC_TXPOW_RANGE, &p),
			 -EINVAL);
	/* bits outside type and RANGE do not matter */
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0x0100, &p), 0);

	/* no level reported: mac80211 answers EINVAL */
	f->iface.has_txpower = false;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), -EINVAL);
	f->iface.has_txpower = true;

	/* any interface type */
	f->iface.iftype = IWC_IFTYPE_MONITOR;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
	f->iface.iftype = IWC_IFTYPE_AP;
	assert_int_equal(iwc_wext_giwtxpow(&f->src, 0, &p), 0);
}

/* ---- GIWRETRY ---- */

static void giwretry_short_branch(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	p.disabled = true;
	assert_int_equal(iwc_wext_giwretry(&f->src, 0, &p), 0);
	assert_false(p.disabled);
	assert_int_equal(p.value, 7);
	assert_int_equal(p.flags, IWC_RETRY_LIMIT | IWC_RETRY_SHORT);

	/* long == short adds LONG */
	f->wiphy.retry_short = f->wiphy.retry_long = 4;
	assert_int_equal(iwc_wext_giwretry(&f->src, 0, &p), 0);
	assert_int_equal(p.value, 4);
	assert_int_equal(p.flags,
			 IWC_RETRY_LIMIT | IWC_RETRY_SHORT | IWC_RETRY_LONG);

	/* input SHORT: same branch, input bits kept */
	f->wiphy.retry_long = 9;
	assert_int_equal(iwc_wext_giwretry(&f->src, IWC_RETRY_SHORT |
							    IWC_RETRY_MAX,
					   &p),
			 0);
	assert_int_equal(p.value, 4);
	assert_int_equal(p.flags, IWC_RETRY_LIMIT | IWC_RETRY_SHORT |
					  IWC_RETRY_MAX);
	/* SHORT|LONG input: the short branch (LONG kept from the input) */
	assert_int_equal(iwc_wext_giwretry(&f->src, IWC_RETRY_SHORT |
							    IWC_RETRY_LONG,
					   &p),
			 0);
	assert_int_equal(p.value, 4);
	assert_int_equal(p.flags, IWC_RETRY_LIMIT | IWC_RETRY_SHORT |
					  IWC_RETRY_LONG);
}

static void giwretry_long_branch(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwretry(&f->src, IWC_RETRY_LONG, &p), 0);
	assert_int_equal(p.value, 4);
	assert_int_equal(p.flags, IWC_RETRY_LIMIT | IWC_RETRY_LONG);
	/* the other input bits are dropped */
	assert_int_equal(iwc_wext_giwretry(&f->src, IWC_RETRY_LONG |
							    IWC_RETRY_MIN,
					   &p),
			 0);
	assert_int_equal(p.flags, IWC_RETRY_LIMIT | IWC_RETRY_LONG);
}

static void giwretry_neither_short_nor_long(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	/* cfg80211_wext_giwretry returns 0 when the input flags are
	 * non-zero without SHORT or LONG (e.g. LIFETIME): it only clears
	 * "disabled" and leaves value and flags as the caller sent them. */
	memset(&p, 0, sizeof(p));
	p.value = 1234;
	p.disabled = true;
	assert_int_equal(iwc_wext_giwretry(&f->src, IWC_RETRY_LIFETIME, &p),
			 0);
	assert_false(p.disabled);
	assert_int_equal(p.flags, IWC_RETRY_LIFETIME);
}

/* ---- GIWRTS / GIWFRAG ---- */

static void giwrts_frag(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwrts(&f->src, &p), 0);
	assert_true(p.disabled);
	assert_true(p.fixed);
	assert_int_equal(iwc_wext_giwfrag(&f->src, &p), 0);
	assert_true(p.disabled);
	assert_true(p.fixed);

	f->wiphy.rts_threshold = 2347;
	f->wiphy.frag_threshold = 2346;
	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwrts(&f->src, &p), 0);
	assert_false(p.disabled);
	assert_true(p.fixed);
	assert_int_equal(p.value, 2347);
	memset(&p, 0, sizeof(p));
	assert_int_equal(iwc_wext_giwfrag(&f->src, &p), 0);
	assert_false(p.disabled);
	assert_true(p.fixed);
	assert_int_equal(p.value, 2346);

	f->wiphy.rts_threshold = 0;
	assert_int_equal(iwc_wext_giwrts(&f->src, &p), 0);
	assert_false(p.disabled);
	assert_int_equal(p.value, 0);

	/* the same for every interface type */
	f->iface.iftype = IWC_IFTYPE_MONITOR;
	assert_int_equal(iwc_wext_giwrts(&f->src, &p), 0);
	assert_int_equal(iwc_wext_giwfrag(&f->src, &p), 0);
}

/* ---- GIWENCODE ---- */

static void giwencode(void **state)
{
	struct fx *f = *state;
	uint8_t key[IWC_WEXT_KEY_MAX];
	int len = -1, flags = -1;

	/* nothing stored: index 1, DISABLED, length 0 */
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags), 0);
	assert_int_equal(flags, 1 | IWC_ENCODE_DISABLED);
	assert_int_equal(len, 0);

	f->state.default_key = 1;
	f->state.key_len[1] = 5;
	memcpy(f->state.key[1], "\x01\x02\x03\x04\x05", 5);
	f->state.key_len[3] = 13;
	memset(f->state.key[3], 0xAB, 13);
	f->src.state = &f->state;

	/* index 0: the default key */
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags), 0);
	assert_int_equal(flags, 2);
	assert_int_equal(len, 5);
	assert_memory_equal(key, "\x01\x02\x03\x04\x05", 5);
	/* explicit indexes */
	assert_int_equal(iwc_wext_giwencode(&f->src, 4, key, &len, &flags), 0);
	assert_int_equal(flags, 4);
	assert_int_equal(len, 13);
	assert_int_equal(iwc_wext_giwencode(&f->src, 3, key, &len, &flags), 0);
	assert_int_equal(flags, 3 | IWC_ENCODE_DISABLED);
	assert_int_equal(len, 0);
	assert_int_equal(iwc_wext_giwencode(&f->src, 5, key, &len, &flags),
			 -EINVAL);

	/* no default key: index 0 reads key 1 */
	f->state.default_key = -1;
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags), 0);
	assert_int_equal(flags, 1 | IWC_ENCODE_DISABLED);

	/* ad-hoc works, other types do not */
	f->iface.iftype = IWC_IFTYPE_ADHOC;
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags), 0);
	f->iface.iftype = IWC_IFTYPE_AP;
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags),
			 -EOPNOTSUPP);
	f->iface.iftype = IWC_IFTYPE_MONITOR;
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags),
			 -EOPNOTSUPP);

	/* without CAP_NET_ADMIN: EPERM, checked before anything else */
	f->src.privileged = false;
	assert_int_equal(iwc_wext_giwencode(&f->src, 0, key, &len, &flags),
			 -EPERM);
	f->iface.iftype = IWC_IFTYPE_STATION;
	assert_int_equal(iwc_wext_giwencode(&f->src, 9, key, &len, &flags),
			 -EPERM);
}

/* ---- GIWPOWER ---- */

static void giwpower(void **state)
{
	struct fx *f = *state;
	struct iwc_param p;

	memset(&p, 0, sizeof(p));
	f->iface.ps = 1;
	assert_int_equal(iwc_wext_giwpower(&f->src, &p), 0);
	assert_false(p.disabled);
	f->iface.ps = 0;
	assert_int_equal(iwc_wext_giwpower(&f->src, &p), 0);
	assert_true(p.disabled);
	/* unknown: CONFIG_CFG80211_DEFAULT_PS=y, on */
	f->iface.ps = -1;
	assert_int_equal(iwc_wext_giwpower(&f->src, &p), 0);
	assert_false(p.disabled);
	/* any type */
	f->iface.iftype = IWC_IFTYPE_MONITOR;
	f->iface.ps = 0;
	assert_int_equal(iwc_wext_giwpower(&f->src, &p), 0);
	assert_true(p.disabled);
}

/* ---- GIWSTATS ---- */

static void stats_of(struct fx *f, int exp_ret, struct iwc_wext_info *info)
{
	memset(info, 0xEE, sizeof(*info));
	assert_int_equal(iwc_wext_giwstats(&f->src, info), exp_ret);
}

static void giwstats_mbm(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	stats_of(f, 0, &info);
	assert_int_equal(info.qual.qual, 65);
	assert_int_equal(info.qual.level, (uint8_t)-45);
	assert_int_equal(info.qual.noise, 0);
	assert_int_equal(info.qual.updated,
			 IWC_QUAL_QUAL_UPDATED | IWC_QUAL_LEVEL_UPDATED |
				 IWC_QUAL_DBM | IWC_QUAL_NOISE_INVALID);
	assert_int_equal(info.discard_nwid, 0);
	assert_int_equal(info.discard_code, 0);
	assert_int_equal(info.discard_fragment, 0);
	assert_int_equal(info.discard_retries, 2);
	assert_int_equal(info.discard_misc, 63);
	assert_int_equal(info.miss_beacon, 0);
}

static void giwstats_quality_clamp(void **state)
{
	static const struct {
		int8_t sig;
		uint8_t qual;
	} t[] = {
		{ -128, 0 }, { -111, 0 }, { -110, 0 }, { -109, 1 },
		{ -75, 35 }, { -41, 69 }, { -40, 70 }, { -39, 70 },
		{ 0, 70 },   { 20, 70 },  { 127, 70 },
	};
	struct fx *f = *state;
	struct iwc_wext_info info;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		f->link.sta.signal_dbm = t[i].sig;
		stats_of(f, 0, &info);
		if (info.qual.qual != t[i].qual)
			print_error("signal %d\n", t[i].sig);
		assert_int_equal(info.qual.qual, t[i].qual);
		/* the level is the unclamped signal byte */
		assert_int_equal(info.qual.level, (uint8_t)t[i].sig);
	}
}

static void giwstats_signal_types(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	f->wiphy.signal_type = IWC_SIGNAL_UNSPEC;
	f->link.sta.signal_dbm = 55;
	stats_of(f, 0, &info);
	assert_int_equal(info.qual.qual, 55);
	assert_int_equal(info.qual.level, 55);
	assert_int_equal(info.qual.updated, IWC_QUAL_QUAL_UPDATED |
						    IWC_QUAL_LEVEL_UPDATED |
						    IWC_QUAL_NOISE_INVALID);

	f->wiphy.signal_type = IWC_SIGNAL_NONE;
	stats_of(f, 0, &info);
	assert_int_equal(info.qual.qual, 0);
	assert_int_equal(info.qual.level, 0);
	assert_int_equal(info.qual.updated, IWC_QUAL_QUAL_INVALID |
						    IWC_QUAL_LEVEL_INVALID |
						    IWC_QUAL_NOISE_INVALID);

	/* MBM without a signal falls through UNSPEC to invalid */
	f->wiphy.signal_type = IWC_SIGNAL_MBM;
	f->link.sta.has_signal = false;
	stats_of(f, 0, &info);
	assert_int_equal(info.qual.updated, IWC_QUAL_QUAL_INVALID |
						    IWC_QUAL_LEVEL_INVALID |
						    IWC_QUAL_NOISE_INVALID);
	assert_int_equal(info.discard_misc, 63);
}

static void giwstats_counters(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	/* rx_dropped_misc is u64, cut to u32 */
	f->link.sta.rx_drop_misc = 0x100000005ull;
	f->link.sta.tx_failed = 0xFFFFFFFFu;
	stats_of(f, 0, &info);
	assert_int_equal(info.discard_misc, 5);
	assert_int_equal(info.discard_retries, 0xFFFFFFFFu);
	/* absent counters are 0 */
	f->link.sta.has_rx_drop_misc = false;
	f->link.sta.has_tx_failed = false;
	stats_of(f, 0, &info);
	assert_int_equal(info.discard_misc, 0);
	assert_int_equal(info.discard_retries, 0);
}

static void giwstats_fails(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	/* get_station failed */
	f->link.has_station = false;
	stats_of(f, -EOPNOTSUPP, &info);
	f->link.has_station = true;
	f->src.link = NULL;
	stats_of(f, -EOPNOTSUPP, &info);
	f->src.link = &f->link;
	/* no current BSS */
	f->link.has_bssid = false;
	stats_of(f, -EOPNOTSUPP, &info);
	f->link.has_bssid = true;
	/* a multi-link connection: the station's statistics as usual */
	f->iface.mlo = true;
	stats_of(f, 0, &info);
	f->iface.mlo = false;
	/* not a station */
	f->iface.iftype = IWC_IFTYPE_ADHOC;
	stats_of(f, -EOPNOTSUPP, &info);
	f->iface.iftype = IWC_IFTYPE_AP;
	stats_of(f, -EOPNOTSUPP, &info);
	f->iface.iftype = IWC_IFTYPE_P2P_CLIENT;
	stats_of(f, -EOPNOTSUPP, &info);
}

/* ---- GIWRANGE ---- */

static void giwrange_fixed(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;

	memset(&r, 0xEE, sizeof(r));
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.we_version_compiled, 22);
	assert_int_equal(r.we_version_source, 21);
	assert_int_equal(r.retry_capa, IWC_RETRY_LIMIT);
	assert_int_equal(r.retry_flags, IWC_RETRY_LIMIT);
	assert_int_equal(r.min_retry, 0);
	assert_int_equal(r.max_retry, 255);
	assert_int_equal(r.min_rts, 0);
	assert_int_equal(r.max_rts, 2347);
	assert_int_equal(r.min_frag, 256);
	assert_int_equal(r.max_frag, 2346);
	assert_int_equal(r.max_encoding_tokens, 4);
	assert_int_equal(r.scan_capa, 0x01);
	f->wiphy.max_scan_ssids = 0;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.scan_capa, 0);
}

static void giwrange_qual(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;

	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.max_qual.qual, 70);
	assert_int_equal(r.max_qual.level, 146);
	assert_int_equal(r.max_qual.noise, 0);
	assert_int_equal(r.max_qual.updated, 0x4B);
	assert_int_equal(r.avg_qual.qual, 35);
	assert_int_equal(r.avg_qual.level, 73);
	assert_int_equal(r.avg_qual.noise, 0);
	assert_int_equal(r.avg_qual.updated, 0x4B);

	f->wiphy.signal_type = IWC_SIGNAL_UNSPEC;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.max_qual.qual, 100);
	assert_int_equal(r.max_qual.level, 100);
	assert_int_equal(r.max_qual.updated, 0x43);
	assert_int_equal(r.avg_qual.qual, 50);
	assert_int_equal(r.avg_qual.level, 50);
	assert_int_equal(r.avg_qual.updated, 0x43);

	f->wiphy.signal_type = IWC_SIGNAL_NONE;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.max_qual.qual, 0);
	assert_int_equal(r.max_qual.level, 0);
	assert_int_equal(r.max_qual.updated, IWC_QUAL_NOISE_INVALID);
	assert_int_equal(r.avg_qual.qual, 0);
	assert_int_equal(r.avg_qual.updated, IWC_QUAL_NOISE_INVALID);
}

static void giwrange_channels(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;
	int k;

	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	/* 13 (2.4 GHz, 14 disabled) + 8 (36-64) + 11 (100-140) = 32 */
	assert_int_equal(r.num_frequency, 32);
	assert_int_equal(r.num_channels, 32);
	for (k = 0; k < 13; k++) {
		assert_int_equal(r.freq[k].i, k + 1);
		assert_int_equal(r.freq[k].m, 2412 + 5 * k);
		assert_int_equal(r.freq[k].e, 6);
	}
	/* the disabled channel 14 is skipped */
	assert_int_equal(r.freq[13].i, 36);
	assert_int_equal(r.freq[13].m, 5180);
	assert_int_equal(r.freq[20].i, 64);
	assert_int_equal(r.freq[21].i, 100);
	assert_int_equal(r.freq[31].i, 140);
	assert_int_equal(r.freq[31].m, 5700);
	/* 149-165 did not fit */
	assert_int_equal(iwc_wext_freq_to_channel(5.745e9, &r), -2);
	assert_int_equal(iwc_wext_freq_to_channel(5.7e9, &r), 140);
	assert_int_equal(iwc_wext_freq_to_channel(2.412e9, &r), 1);
	assert_int_equal(iwc_wext_freq_to_channel(2.484e9, &r), -2);

	/* disable some 2.4 GHz channels: more 5 GHz ones fit */
	f->wiphy.channels[0].disabled = true;
	f->wiphy.channels[1].disabled = true;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_frequency, 32);
	assert_int_equal(r.freq[0].i, 3);
	assert_int_equal(r.freq[31].i, 153);
	assert_int_equal(iwc_wext_freq_to_channel(5.745e9, &r), 149);
}

static void giwrange_few_and_exotic_channels(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;

	f->wiphy.n_channels = 0;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_frequency, 0);
	assert_int_equal(r.num_channels, 0);

	/* 6 GHz and 60 GHz entries keep their channel numbers */
	f->wiphy.channels[0] = (struct iwc_channel){ .freq_mhz = 5955,
						     .chan = 1,
						     .band = IWC_BAND_6GHZ };
	f->wiphy.channels[1] = (struct iwc_channel){ .freq_mhz = 7115,
						     .chan = 233,
						     .band = IWC_BAND_6GHZ };
	f->wiphy.channels[2] = (struct iwc_channel){ .freq_mhz = 60480,
						     .chan = 2,
						     .band = IWC_BAND_60GHZ };
	f->wiphy.n_channels = 3;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_frequency, 3);
	assert_int_equal(r.freq[1].i, 233);
	assert_int_equal(r.freq[1].m, 7115);
	assert_int_equal(r.freq[2].m, 60480);
	assert_int_equal(r.freq[2].e, 6);
	assert_int_equal(iwc_wext_freq_to_channel(60.48e9, &r), 2);
}

static void giwrange_ciphers(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;

	/* WEP40, WEP104, TKIP, CCMP */
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_encoding_sizes, 2);
	assert_int_equal(r.encoding_size[0], 5);
	assert_int_equal(r.encoding_size[1], 13);
	/* CIPHER_TKIP|WPA|CIPHER_CCMP|WPA2 */
	assert_int_equal(r.enc_capa, 0x0F);

	/* the driver's order is kept */
	f->wiphy.n_ciphers = 3;
	f->wiphy.ciphers[0] = 0x000FAC04;
	f->wiphy.ciphers[1] = 0x000FAC05;
	f->wiphy.ciphers[2] = 0x000FAC01;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_encoding_sizes, 2);
	assert_int_equal(r.encoding_size[0], 13);
	assert_int_equal(r.encoding_size[1], 5);
	assert_int_equal(r.enc_capa, 0x0A);

	/* unknown suites add nothing; at most 8 sizes */
	f->wiphy.n_ciphers = 12;
	for (int i = 0; i < 12; i++)
		f->wiphy.ciphers[i] = i == 0 ? 0x000FAC06 : 0x000FAC01;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_encoding_sizes, 8);
	assert_int_equal(r.enc_capa, 0);

	f->wiphy.n_ciphers = 0;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(r.num_encoding_sizes, 0);
	assert_int_equal(r.enc_capa, 0);
}

static void giwrange_no_wiphy(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;

	f->src.wiphy = NULL;
	assert_int_equal(iwc_wext_giwrange(&f->src, &r), -EOPNOTSUPP);
}

/* ---- channel <-> frequency through the range (libiw) ---- */

static void channel_to_freq(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_range r;
	double freq = 42.0;

	assert_int_equal(iwc_wext_giwrange(&f->src, &r), 0);
	assert_int_equal(iwc_wext_channel_to_freq(6, &freq, &r), 6);
	assert_true(freq == 2437e6);
	freq = 42.0;
	assert_int_equal(iwc_wext_channel_to_freq(14, &freq, &r), -2);
	assert_true(freq == 42.0);
	assert_int_equal(iwc_wext_channel_to_freq(149, &freq, &r), -2);

	/* a range of bare channel numbers: -1 */
	memset(&r, 0, sizeof(r));
	r.num_frequency = 2;
	r.freq[0] = (struct iwc_freq){ .m = 1, .e = 0, .i = 1 };
	r.freq[1] = (struct iwc_freq){ .m = 6, .e = 0, .i = 6 };
	assert_int_equal(iwc_wext_channel_to_freq(6, &freq, &r), -1);
	assert_int_equal(iwc_wext_freq_to_channel(6, &r), -1);
	assert_int_equal(iwc_wext_freq_to_channel(999.9, &r), -1);
}

/* ---- iwconfig's get_info ---- */

static void collect_station(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	iwc_wext_collect(&f->src, &info);
	assert_string_equal(info.name, "IEEE 802.11");
	assert_true(info.has_freq);
	assert_true(info.freq == 2.412e9);
	/* the flags byte left by GIWNAME: bit 0 clear, "Frequency:" */
	assert_int_equal(info.freq_flags & IWC_FREQ_FIXED, 0);
	assert_true(info.has_key);
	assert_true(info.has_essid);
	assert_int_equal(info.essid_on, 1);
	assert_true(info.has_mode);
	assert_int_equal(info.mode, IWC_MODE_INFRA);
	assert_true(info.has_range);
	assert_true(info.has_ap_addr);
	assert_true(info.has_bitrate);
	assert_int_equal(info.bitrate.value, 54000000);
	/* BSSID[2] = 0x2B: "Bit Rate=" */
	assert_true(info.bitrate.fixed);
	assert_true(info.has_power);
	assert_true(info.has_stats);
	assert_true(info.has_txpower);
	assert_true(info.txpower.fixed);
	assert_true(info.has_retry);
	assert_int_equal(info.retry.flags, IWC_RETRY_LIMIT | IWC_RETRY_SHORT);
	assert_true(info.has_rts);
	assert_true(info.has_frag);
}

static void collect_bitrate_fixed_rule(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	/* docs/reference/kernel.md#leftover-bytes: '=' iff BSSID[2] != 0,
	 * whatever the other bytes */
	static const uint8_t b_zero[6] = { 0x02, 0x00, 0x00, 0x00, 0x01, 0x00 };
	static const uint8_t b_one[6] = { 0x00, 0x00, 0x01, 0x00, 0x00, 0x00 };
	static const uint8_t b_ff[6] = { 0xFF, 0xFF, 0x00, 0xFF, 0xFF, 0xFF };

	memcpy(f->link.bssid, b_zero, 6);
	iwc_wext_collect(&f->src, &info);
	assert_true(info.has_bitrate);
	assert_false(info.bitrate.fixed);
	memcpy(f->link.bssid, b_one, 6);
	iwc_wext_collect(&f->src, &info);
	assert_true(info.bitrate.fixed);
	memcpy(f->link.bssid, b_ff, 6);
	iwc_wext_collect(&f->src, &info);
	assert_false(info.bitrate.fixed);
}

static void collect_needs_range(void **state)
{
	struct fx *f = *state;
	struct iwc_wext_info info;

	/* Tx-Power and Retry are only asked for with a range */
	f->src.wiphy = NULL;
	iwc_wext_collect(&f->src, &info);
	assert_false(info.has_range);
	assert_false(info.has_txpower);
	assert_false(info.has_retry);
	assert_true(info.has_essid);
	assert_true(info.has_stats);
}

static void collect_types(void **state)
{
	struct fx *f = fx_new("monitor");
	struct iwc_wext_info info;

	(void)state;
	iwc_wext_collect(&f->src, &info);
	assert_true(info.has_freq);
	assert_false(info.has_key);
	assert_false(info.has_essid);
	assert_true(info.has_mode);
	assert_int_equal(info.mode, IWC_MODE_MONITOR);
	assert_false(info.has_ap_addr);
	assert_false(info.has_bitrate);
	assert_false(info.has_stats);
	assert_true(info.has_txpower);
	assert_true(info.has_power);
	free(f);

	f = fx_new("ap");
	iwc_wext_collect(&f->src, &info);
	assert_false(info.has_freq);
	assert_false(info.has_key);
	assert_false(info.has_essid);
	assert_int_equal(info.mode, IWC_MODE_MASTER);
	assert_false(info.has_ap_addr);
	free(f);

	f = fx_new("station-nonroot");
	f->src.privileged = false;
	iwc_wext_collect(&f->src, &info);
	assert_false(info.has_key);
	assert_true(info.has_essid);
	free(f);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup_station, teardown)
	const struct CMUnitTest tests[] = {
		T(giwmode_map),
		T(matrix_by_iftype),
		T(giwfreq_station),
		cmocka_unit_test(giwfreq_adhoc),
		cmocka_unit_test(giwfreq_monitor_and_others),
		T(giwessid_station),
		cmocka_unit_test(giwessid_types),
		T(giwap),
		T(giwrate),
		T(giwtxpow),
		T(giwretry_short_branch),
		T(giwretry_long_branch),
		T(giwretry_neither_short_nor_long),
		T(giwrts_frag),
		T(giwencode),
		T(giwpower),
		T(giwstats_mbm),
		T(giwstats_quality_clamp),
		T(giwstats_signal_types),
		T(giwstats_counters),
		T(giwstats_fails),
		T(giwrange_fixed),
		T(giwrange_qual),
		T(giwrange_channels),
		T(giwrange_few_and_exotic_channels),
		T(giwrange_ciphers),
		T(giwrange_no_wiphy),
		T(channel_to_freq),
		T(collect_station),
		T(collect_bitrate_fixed_rule),
		T(collect_needs_range),
		cmocka_unit_test(collect_types),
	};

	return cmocka_run_group_tests_name("wext_view", tests, NULL, NULL);
}
