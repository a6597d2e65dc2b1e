/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_model.c - libiw.so.30's kernel boundary on the fake
 * backend (docs/libiw.md): the WEXT GET requests answered as
 * cfg80211's handlers would (only the fields they write, the iw_point
 * length rules, EOPNOTSUPP/EPERM where the kernel gives them), the
 * library functions built on them (iw_get_basic_config, iw_get_range_info,
 * iw_get_stats), and everything else passed to the kernel unchanged.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_cache.h"
#include "libiw_model.h"
#include "fixture.h"

static const uint8_t BSSID[6] = { 0x00, 0x1A, 0x2B, 0x3C, 0x4D, 0x5E };

/* An iwreq as a program leaves it: a sentinel everywhere but the name
 * and its NUL (as Python's struct packing leaves it: no padding). */
static void req(struct iwreq *w, const char *ifname)
{
	memset(w, 0xA5, sizeof(*w));
	memcpy(w->ifr_name, ifname, strlen(ifname) + 1);
}

static void test_name_mode_freq(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;

	(void)state;
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWNAME, &w), 0);
	assert_string_equal(w.u.name, "IEEE 802.11");
	/* strcpy: the bytes after the NUL keep the program's */
	assert_int_equal((uint8_t)w.u.name[12], 0xA5);
	/* the name comes back with the NUL the kernel forced onto it
	 * (a program that fills all 16 bytes sees it) */
	assert_int_equal(w.ifr_name[IFNAMSIZ - 1], 0);
	assert_int_equal((uint8_t)w.ifr_name[IFNAMSIZ - 2], 0xA5);
	/* not on a failure: nothing is copied back */
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWNWID, &w), -1);
	assert_int_equal((uint8_t)w.ifr_name[IFNAMSIZ - 1], 0xA5);

	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_INFRA);

	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWFREQ, &w), 0);
	assert_int_equal(w.u.freq.m, 2412);
	assert_int_equal(w.u.freq.e, 6);
	/* only m and e are written */
	assert_int_equal(w.u.freq.i, 0xA5);
	assert_int_equal(w.u.freq.flags, 0xA5);
	fx_free(f);
}

static void test_ap_rate(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;

	(void)state;
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), 0);
	assert_int_equal(w.u.ap_addr.sa_family, 1);
	assert_memory_equal(w.u.ap_addr.sa_data, BSSID, 6);

	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWRATE, &w), 0);
	assert_int_equal(w.u.bitrate.value, 54000000);
	/* fixed, disabled, flags: the program's bytes */
	assert_int_equal(w.u.bitrate.fixed, 0xA5);
	assert_int_equal(w.u.bitrate.flags, 0xA5A5);
	fx_free(f);
}

static void test_essid(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;
	char essid[IW_ESSID_MAX_SIZE + 2];

	(void)state;
	memset(essid, 'x', sizeof(essid));
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = sizeof(essid);
	w.u.essid.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), 0);
	assert_int_equal(w.u.essid.length, 7);
	assert_int_equal(w.u.essid.flags, 1);
	assert_memory_equal(essid, "TestNetx", 8);

	/* a buffer too small: E2BIG, the request and buffer untouched */
	memset(essid, 'x', sizeof(essid));
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = 3;
	w.u.essid.flags = 0;
	errno = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), -1);
	assert_int_equal(errno, E2BIG);
	assert_int_equal(w.u.essid.length, 3);
	assert_int_equal(essid[0], 'x');

	/* a 33-byte buffer: wext-core's compatibility, one byte more */
	memset(essid, 'x', sizeof(essid));
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = IW_ESSID_MAX_SIZE + 1;
	w.u.essid.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), 0);
	assert_int_equal(w.u.essid.length, 8);
	assert_memory_equal(essid, "TestNet\0x", 9);

	req(&w, "wlan0");
	w.u.essid.pointer = NULL;
	w.u.essid.length = 34;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), -1);
	assert_int_equal(errno, EFAULT);
	fx_free(f);

	/* a 32-byte SSID does not fit a 33-byte buffer then */
	f = fx_use("station-ssid32", true);
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = IW_ESSID_MAX_SIZE + 1;
	w.u.essid.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), -1);
	assert_int_equal(errno, E2BIG);
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = IW_ESSID_MAX_SIZE + 2;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), 0);
	assert_int_equal(w.u.essid.length, 32);
	fx_free(f);
}

static void test_unsupported_and_perm(void **state)
{
	static const unsigned long none[] = {
		SIOCGIWNWID, SIOCGIWSENS, SIOCGIWNICKN, SIOCGIWPRIV,
		SIOCGIWSPY, SIOCGIWAPLIST, SIOCGIWGENIE,
		SIOCGIWAUTH, 0x8BE1 /* a private GET */,
	};
	struct fx *f = fx_use("station", false);
	struct iwreq w;
	char key[64];

	(void)state;
	for (size_t k = 0; k < sizeof(none) / sizeof(none[0]); k++) {
		req(&w, "wlan0");
		w.u.data.pointer = key;
		w.u.data.length = sizeof(key);
		errno = 0;
		assert_int_equal(ioctl(fx_sock(), none[k], &w), -1);
		assert_int_equal(errno, EOPNOTSUPP);
	}
	/* GIWENCODE and GIWENCODEEXT need CAP_NET_ADMIN */
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = sizeof(key);
	w.u.encoding.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWENCODEEXT, &w), -1);
	assert_int_equal(errno, EPERM);
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = sizeof(key);
	w.u.encoding.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWENCODE, &w), -1);
	assert_int_equal(errno, EPERM);
	fx_free(f);

	f = fx_use("station", true);
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = sizeof(key);
	w.u.encoding.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWENCODE, &w), 0);
	assert_int_equal(w.u.encoding.flags, IW_ENCODE_DISABLED | 1);
	assert_int_equal(w.u.encoding.length, 0);
	/* privileged, GIWENCODEEXT has no cfg80211 handler */
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = sizeof(key);
	assert_int_equal(ioctl(fx_sock(), SIOCGIWENCODEEXT, &w), -1);
	assert_int_equal(errno, EOPNOTSUPP);
	fx_free(f);
}

/* Not an nl80211 interface, or not a WEXT request: the kernel's own
 * answer on the same socket, errno included. */
static void test_pass_through(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;
	int k;

	(void)state;
	req(&w, "eth0");
	k = fx_kernel(fx_sock(), SIOCGIWNAME, &w);
	assert_int_equal(fx_ioctl("eth0", SIOCGIWNAME, &w), k);
	req(&w, "nosuchif");
	k = fx_kernel(fx_sock(), SIOCGIWNAME, &w);
	assert_int_equal(fx_ioctl("nosuchif", SIOCGIWNAME, &w), k);
	/* the SETs iwconfig has no handler for (cfg80211 lacks them too:
	 * the kernel's EPERM or EOPNOTSUPP) go to the kernel; the others:
	 * test_libiw_set.c, the scan: test_libiw_scanreq.c */
	static const unsigned long sets[] = {
		SIOCSIWCOMMIT, SIOCSIWNWID, SIOCSIWNICKN, SIOCSIWMLME,
		SIOCSIWAUTH, 0x8BE0,
	};
	for (size_t k2 = 0; k2 < sizeof(sets) / sizeof(sets[0]); k2++) {
		req(&w, "wlan0");
		k = fx_kernel(fx_sock(), sets[k2], &w);
		assert_int_equal(fx_ioctl("wlan0", sets[k2], &w), k);
	}
	/* no model request made for any of them but the lookups */
	assert_int_equal(f->fb.calls.get_link, 0);
	fx_free(f);
}

static void test_basic_config(void **state)
{
	struct fx *f = fx_use("station", true);
	struct wireless_config c;

	(void)state;
	memset(&c, 0x5A, sizeof(c));
	assert_int_equal(iw_get_basic_config(fx_sock(), "wlan0", &c), 0);
	assert_string_equal(c.name, "IEEE 802.11");
	assert_false(c.has_nwid);
	assert_true(c.has_freq);
	assert_true(c.freq == 2.412e9);
	assert_true(c.has_key);
	assert_int_equal(c.key_size, 0);
	assert_int_equal(c.key_flags, IW_ENCODE_DISABLED | 1);
	assert_true(c.has_essid);
	assert_int_equal(c.essid_on, 1);
	assert_int_equal(c.essid_len, 7);
	assert_string_equal(c.essid, "TestNet");
	assert_true(c.has_mode);
	assert_int_equal(c.mode, IW_MODE_INFRA);
	/* a non-wireless interface: SIOCGIWNAME fails, -1 */
	assert_int_equal(iw_get_basic_config(fx_sock(), "eth0", &c), -1);
	fx_free(f);
}

static void test_range_stats(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iw_range r;
	struct iw_statistics st;

	(void)state;
	memset(&r, 0x5A, sizeof(r));
	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &r), 0);
	assert_int_equal(r.we_version_compiled, 22);
	assert_int_equal(r.we_version_source, 21);
	assert_int_equal(r.max_qual.qual, 70);
	assert_int_equal(r.max_qual.level, (uint8_t)-110);
	/* 37 enabled channels, the first 32 */
	assert_int_equal(r.num_frequency, 32);
	assert_int_equal(r.num_channels, 32);
	assert_int_equal(r.freq[0].m, 2412);
	assert_int_equal(r.freq[0].e, 6);
	assert_int_equal(r.freq[0].i, 1);
	assert_int_equal(r.num_encoding_sizes, 2);
	assert_int_equal(r.encoding_size[0], 5);
	assert_int_equal(r.encoding_size[1], 13);
	assert_int_equal(r.max_rts, 2347);
	/* beyond the kernel's 568 bytes: zero, as libiw's zeroed buffer */
	assert_int_equal(r.modul_capa, 0);
	assert_int_equal(r.bitrate_capa, 0);

	memset(&st, 0x5A, sizeof(st));
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, &r, 1), 0);
	assert_int_equal(st.qual.level, (uint8_t)-45);
	assert_int_equal(st.qual.qual, 65);
	assert_int_equal(st.qual.updated, IW_QUAL_QUAL_UPDATED |
			 IW_QUAL_LEVEL_UPDATED | IW_QUAL_DBM |
			 IW_QUAL_NOISE_INVALID);
	assert_int_equal(st.discard.misc, 63);
	assert_int_equal(st.discard.retries, 2);
	assert_int_equal(st.status, 0);

	/* too small a buffer for the range: E2BIG, as the kernel */
	struct iwreq w;
	char small[100];
	req(&w, "wlan0");
	w.u.data.pointer = small;
	w.u.data.length = sizeof(small);
	w.u.data.flags = 0;
	assert_int_equal(ioctl(fx_sock(), SIOCGIWRANGE, &w), -1);
	assert_int_equal(errno, E2BIG);
	fx_free(f);
}

/* On a Wi-Fi 7 (MLO) station the answers are those of the same
 * connection on a channel-context radio. */
static void test_mlo_like_plain(void **state)
{
	struct fx *f = fx_use("station", true);
	struct wireless_config plain, mlo;
	struct iw_range rp, rm;

	(void)state;
	memset(&plain, 0, sizeof(plain));
	memset(&mlo, 0, sizeof(mlo));
	assert_int_equal(iw_get_basic_config(fx_sock(), "wlan0", &plain), 0);
	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &rp), 0);
	fx_free(f);
	f = fx_use("station-mlo", true);
	assert_int_equal(iw_get_basic_config(fx_sock(), "wlan0", &mlo), 0);
	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &rm), 0);
	assert_memory_equal(&plain, &mlo, sizeof(plain));
	assert_int_equal(rp.num_frequency, rm.num_frequency);
	fx_free(f);
}

static void test_not_station(void **state)
{
	struct fx *f = fx_use("monitor", true);
	struct iwreq w;
	char essid[34];

	(void)state;
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_MONITOR);
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), -1);
	assert_int_equal(errno, EOPNOTSUPP);
	req(&w, "wlan0");
	w.u.essid.pointer = essid;
	w.u.essid.length = sizeof(essid);
	assert_int_equal(ioctl(fx_sock(), SIOCGIWESSID, &w), -1);
	assert_int_equal(errno, EOPNOTSUPP);
	struct iw_statistics st;
	struct iw_range r;
	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &r), 0);
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, &r, 1), -1);
	assert_int_equal(errno, EOPNOTSUPP);
	fx_free(f);
}

/* A forked child does not use its parent's netlink socket: it opens
 * its own backend (the tests' opener: another world, whose wlan0 has
 * another BSSID, so the answer tells whose backend gave it, on any
 * machine, one with a real nl80211 wlan0 included). */
static struct fake_world *child_world;
static struct fake_backend child_fb;

static int open_child_world(const struct iwc_backend **ret_be, void **ret)
{
	struct iwc_ctx c;

	fake_backend_init(&child_fb, child_world);
	fake_ctx_init(&c, &child_fb, stdout, stderr, "test");
	*ret_be = c.be;
	*ret = c.be_data;
	return 0;
}

static void test_fork(void **state)
{
	static const uint8_t bssid00[6] = { 0x02, 0, 0, 0, 0x01, 0 };
	struct fx *f = fx_use("station", true);
	struct iwreq w;
	int status;
	pid_t pid;

	(void)state;
	child_world = world_new("station-bssid-00");
	assert_non_null(child_world);
	libiw_model_opener(open_child_world);
	/* the parent's load (libiw_cache.c) is the parent's too: the
	 * child, within the window, loads through its own backend */
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), 0);
	assert_memory_equal(w.u.ap_addr.sa_data, BSSID, 6);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		alarm(20);
		req(&w, "wlan0");
		if (ioctl(fx_sock(), SIOCGIWAP, &w) != 0)
			_exit(1);
		_exit(memcmp(w.u.ap_addr.sa_data, bssid00, 6) == 0 &&
		      child_fb.calls.get_iface == 1 ? 0 : 2);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	/* the parent still has its own */
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), 0);
	assert_memory_equal(w.u.ap_addr.sa_data, BSSID, 6);
	libiw_model_opener(NULL);
	world_free(child_world);
	fx_free(f);
}

/* The backend's open failed once (ENOMEM): the next request opens it
 * again, the failure is not the process's for its life (issue 32,
 * finding 5). */
static int opens;

static int open_fail_once(const struct iwc_backend **ret_be, void **ret)
{
	if (opens++ == 0)
		return -ENOMEM;
	return open_child_world(ret_be, ret);
}

static void test_open_retry(void **state)
{
	struct fx *f = fx_use("station", true);
	struct iwc_ctx none = f->ctx;
	struct iwreq w;
	int k;

	(void)state;
	child_world = world_new("station");
	assert_non_null(child_world);
	opens = 0;
	libiw_model_opener(open_fail_once);
	none.be = NULL;
	none.be_data = NULL;
	libiw_model_use(&none);
	/* no backend: the kernel's answer */
	req(&w, "wlan0");
	k = fx_kernel(fx_sock(), SIOCGIWNAME, &w);
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWNAME, &w), k);
	assert_int_equal(opens, 1);
	/* opened now: the model's */
	req(&w, "wlan0");
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWNAME, &w), 0);
	assert_string_equal(w.u.name, "IEEE 802.11");
	assert_int_equal(opens, 2);
	libiw_model_opener(NULL);
	libiw_model_use(&f->ctx);
	world_free(child_world);
	fx_free(f);
}

/* What a status bar's poll asks the backend (conky: the basic
 * configuration, range, statistics, then its own GIWAP and GIWRATE):
 * one load for the ten requests (libiw_cache.c), with the link, the
 * whole wiphy and the stored state. The real library makes ten ioctls;
 * docs/libiw.md has the cost. */
static void poll(void)
{
	struct wireless_config c;
	struct iw_range r;
	struct iw_statistics st;
	struct iwreq w;

	assert_int_equal(iw_get_basic_config(fx_sock(), "wlan0", &c), 0);
	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &r), 0);
	assert_int_equal(iw_get_stats(fx_sock(), "wlan0", &st, &r, 1), 0);
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), 0);
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWRATE, &w), 0);
}

static void test_poll_cost(void **state)
{
	struct fx *f = fx_use("station", true);

	(void)state;
	memset(&f->fb.calls, 0, sizeof(f->fb.calls));
	poll();
	/* NAME NWID FREQ ENCODE ESSID MODE RANGE STATS AP RATE: one */
	assert_int_equal(f->fb.calls.get_iface, 1);
	assert_int_equal(f->fb.calls.get_link, 1);
	assert_int_equal(f->fb.calls.get_wiphy, 1);
	assert_int_equal(f->fb.calls.state_load, 1);
	fx_free(f);
}

/* The window's clock (libiw_cache_clock), moved by the tests. */
static uint64_t fake_now;

static uint64_t fake_clock(void)
{
	return fake_now;
}

static struct fake_netdev *netdev(struct fx *f, const char *name)
{
	for (size_t i = 0; i < f->w->n_netdevs; i++)
		if (strcmp(f->w->netdevs[i].name, name) == 0)
			return &f->w->netdevs[i];
	fail_msg("no %s", name);
	return NULL;
}

static void assert_ap(const char *ifname, const uint8_t *bssid)
{
	struct iwreq w;

	req(&w, ifname);
	assert_int_equal(ioctl(fx_sock(), SIOCGIWAP, &w), 0);
	assert_memory_equal(w.u.ap_addr.sa_data, bssid, 6);
}

/* A load answers the requests of the next LIBIW_CACHE_WINDOW_NS, not
 * one after: a change of the link shows from the first load after the
 * window. */
static void test_cache_window(void **state)
{
	static const uint8_t other[6] = { 0x02, 0, 0, 0, 0x07, 0 };
	struct fx *f;

	(void)state;
	fake_now = 1000;
	libiw_cache_clock(fake_clock);
	f = fx_use("station", true);
	poll();
	memcpy(netdev(f, "wlan0")->link.bssid, other, 6);
	fake_now += LIBIW_CACHE_WINDOW_NS - 1;
	assert_ap("wlan0", BSSID);
	assert_int_equal(f->fb.calls.get_iface, 1);
	fake_now += 1;
	assert_ap("wlan0", other);
	assert_int_equal(f->fb.calls.get_iface, 2);
	/* the new load's window runs from its own end */
	fake_now += LIBIW_CACHE_WINDOW_NS - 1;
	poll();
	assert_int_equal(f->fb.calls.get_iface, 2);
	/* the wiphy is kept: nothing changed (test_cache_wiphy) */
	assert_int_equal(f->fb.calls.get_wiphy, 1);
	libiw_cache_clock(NULL);
	fx_free(f);
}

/* The range's first channel (iw_get_range_info): the first one the
 * wiphy has not disabled. */
static int range_first_freq(void)
{
	struct iw_range r;

	assert_int_equal(iw_get_range_info(fx_sock(), "wlan0", &r), 0);
	assert_true(r.num_frequency > 0);
	return r.freq[0].m;
}

/* The wiphy outlives the window until the backend reports a change
 * (wiphy_changed: the kernel's regulatory and config events); the
 * thresholds, which change without an event, come from a fresh dump. */
static void test_cache_wiphy(void **state)
{
	struct fx *f;
	struct iwc_wiphy *wp;
	struct iwreq w;
	int f0, f1, f2;

	(void)state;
	fake_now = 1000;
	libiw_cache_clock(fake_clock);
	f = fx_use("station", true);
	wp = &f->w->wiphys[0];
	assert_true(wp->n_channels > 3);
	f0 = (int)wp->channels[0].freq_mhz;
	f1 = (int)wp->channels[1].freq_mhz;
	f2 = (int)wp->channels[2].freq_mhz;
	assert_int_equal(range_first_freq(), f0);
	assert_int_equal(f->fb.calls.get_wiphy, 1);
	/* a change without its event: the kept wiphy still answers */
	wp->channels[0].disabled = true;
	wp->rts_threshold = 1000;
	wp->has_rts = true;
	fake_now += LIBIW_CACHE_WINDOW_NS;
	poll();
	assert_int_equal(range_first_freq(), f0);
	assert_int_equal(f->fb.calls.get_iface, 2);
	assert_int_equal(f->fb.calls.get_wiphy, 1);
	/* RTS within the window: a fresh dump */
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWRTS, &w), 0);
	assert_int_equal(w.u.rts.value, 1000);
	assert_int_equal(f->fb.calls.get_wiphy, 2);
	assert_int_equal(range_first_freq(), f1);
	/* the event: the next load dumps the wiphy again */
	wp->channels[1].disabled = true;
	f->w->wiphy_gen++;
	fake_now += LIBIW_CACHE_WINDOW_NS;
	assert_int_equal(range_first_freq(), f2);
	assert_int_equal(f->fb.calls.get_wiphy, 3);
	fake_now += LIBIW_CACHE_WINDOW_NS;
	assert_int_equal(range_first_freq(), f2);
	assert_int_equal(f->fb.calls.get_wiphy, 3);
	libiw_cache_clock(NULL);
	fx_free(f);
}

/* Any SET request drops the load, whatever its interface and whatever
 * the kernel answers. */
static void test_cache_set(void **state)
{
	static const uint8_t other[6] = { 0x02, 0, 0, 0, 0x07, 0 };
	struct fx *f;
	struct iwreq w;

	(void)state;
	fake_now = 1000;
	libiw_cache_clock(fake_clock);
	f = fx_use("station", true);
	poll();
	memcpy(netdev(f, "wlan0")->link.bssid, other, 6);
	/* SIOCSIWNWID: cfg80211 has no handler, the request goes to the
	 * kernel as it is (its own answer) */
	req(&w, "eth0");
	w.u.nwid.value = 1;
	w.u.nwid.disabled = 0;
	w.u.nwid.fixed = 1;
	int k = fx_kernel(fx_sock(), SIOCSIWNWID, &w);
	assert_int_equal(fx_ioctl("eth0", SIOCSIWNWID, &w), k);
	assert_ap("wlan0", other);
	assert_int_equal(f->fb.calls.get_iface, 2);
	/* the kept wiphy too */
	assert_int_equal(f->fb.calls.get_wiphy, 2);
	/* a GET of another kind of request than WEXT's keeps it */
	req(&w, "wlan0");
	k = fx_kernel(fx_sock(), SIOCGIFFLAGS, &w);
	assert_int_equal(fx_ioctl("wlan0", SIOCGIFFLAGS, &w), k);
	assert_ap("wlan0", other);
	assert_int_equal(f->fb.calls.get_iface, 2);
	libiw_cache_clock(NULL);
	fx_free(f);
}

/* A load is one interface's: another name loads its own, a non-cfg80211
 * one (passed to the kernel) is remembered for the window too. */
static void test_cache_other_iface(void **state)
{
	struct fx *f;
	struct iwreq w;

	(void)state;
	fake_now = 1000;
	libiw_cache_clock(fake_clock);
	f = fx_use("monitor-and-station", true);
	req(&w, "wlan1");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_INFRA);
	req(&w, "wlan0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_MONITOR);
	req(&w, "wlan1");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), 0);
	assert_int_equal(w.u.mode, IW_MODE_INFRA);
	assert_int_equal(f->fb.calls.get_iface, 3);
	req(&w, "eth0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWNAME, &w), -1);
	req(&w, "eth0");
	assert_int_equal(ioctl(fx_sock(), SIOCGIWMODE, &w), -1);
	assert_int_equal(f->fb.calls.get_iface, 4);
	libiw_cache_clock(NULL);
	fx_free(f);
}

/* Another backend (the tests' libiw_model_use) drops the load within
 * the window. */
static void test_cache_backend(void **state)
{
	static const uint8_t bssid00[6] = { 0x02, 0, 0, 0, 0x01, 0 };
	struct fx *f, *g;

	(void)state;
	fake_now = 1000;
	libiw_cache_clock(fake_clock);
	f = fx_use("station", true);
	assert_ap("wlan0", BSSID);
	g = fx_use("station-bssid-00", true);
	assert_ap("wlan0", bssid00);
	assert_int_equal(g->fb.calls.get_iface, 1);
	libiw_cache_clock(NULL);
	fx_free(g);
	fx_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_name_mode_freq),
		cmocka_unit_test(test_ap_rate),
		cmocka_unit_test(test_essid),
		cmocka_unit_test(test_unsupported_and_perm),
		cmocka_unit_test(test_pass_through),
		cmocka_unit_test(test_basic_config),
		cmocka_unit_test(test_range_stats),
		cmocka_unit_test(test_mlo_like_plain),
		cmocka_unit_test(test_not_station),
		cmocka_unit_test(test_fork),
		cmocka_unit_test(test_open_retry),
		cmocka_unit_test(test_poll_cost),
		cmocka_unit_test(test_cache_window),
		cmocka_unit_test(test_cache_wiphy),
		cmocka_unit_test(test_cache_set),
		cmocka_unit_test(test_cache_other_iface),
		cmocka_unit_test(test_cache_backend),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
