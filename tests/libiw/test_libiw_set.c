/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_set.c - libiw.so.30's SET requests on the fake backend
 * (docs/libiw.md): a program's SIOCSIW* and iw_set_basic_config()
 * applied through iwconfig's settings path, with the return value and
 * errno cfg80211's WEXT handlers give (docs/reference/kernel.md, "SET
 * handlers"; wext-core's iw_point rules and permission check), the
 * nl80211 operations performed and the WEXT state stored; the SETs it
 * does not answer, and interfaces without nl80211, passed to the kernel.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <net/if_arp.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_model.h"
#include "fixture.h"

static void req(struct iwreq *w, const char *ifname)
{
	memset(w, 0, sizeof(*w));
	memcpy(w->ifr_name, ifname, strlen(ifname) + 1);
}

static void essid(struct iwreq *w, void *p, unsigned int len, int flags)
{
	req(w, "wlan0");
	w->u.essid.pointer = p;
	w->u.essid.length = (__u16)len;
	w->u.essid.flags = (__u16)flags;
}

static void test_unprivileged(void **state)
{
	struct fx *f = fx_use("station-idle", false);
	struct iwreq w;
	char ssid[] = "Net";

	(void)state;
	essid(&w, ssid, 3, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), -EPERM);
	req(&w, "wlan0");
	w.u.rts.value = 500;
	w.u.rts.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRTS, &w), -EPERM);
	/* nothing done, nothing stored */
	assert_int_equal(f->fb.log_len, 0);
	assert_false(f->fb.state_stored);
	fx_free(f);
}

static void test_essid_connects(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;
	char ssid[] = "Net";

	(void)state;
	/* the trailing NUL a WE < 21 program counts: wext-core drops it */
	essid(&w, ssid, 4, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), 0);
	assert_string_equal(f->fb.log,
		"connect wlan0 ssid=Net freq=0 bssid=0 privacy=0 defkey=-1\n");
	assert_true(f->fb.state_stored);
	assert_true(f->fb.state.has_ssid);
	assert_int_equal(f->fb.state.ssid_len, 3);
	assert_memory_equal(f->fb.state.ssid, "Net", 3);
	assert_true(f->fb.state.sme);
	/* no link-up watcher from a library: the token is unchanged */
	assert_int_equal(f->fb.state.watch, 0);
	/* a SET copies nothing back */
	assert_ptr_equal(w.u.essid.pointer, ssid);
	assert_int_equal(w.u.essid.length, 4);
	fx_free(f);
}

static void test_essid_point_rules(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;
	char buf[40];

	(void)state;
	memset(buf, 'x', sizeof(buf));
	/* longer than 33: EFAULT (wext-core's ESSID check) */
	essid(&w, buf, 40, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), -EFAULT);
	/* no data: EFAULT */
	essid(&w, NULL, 3, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), -EFAULT);
	essid(&w, NULL, 33, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), -EFAULT);
	assert_int_equal(f->fb.log_len, 0);
	assert_false(f->fb.state_stored);

	/* 33: taken for 32 */
	essid(&w, buf, 33, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), 0);
	assert_int_equal(f->fb.state.ssid_len, 32);

	/* flags 0 ("any"): no SSID, whatever the buffer holds; the
	 * connection cfg80211's SME made is left first */
	f->fb.log_len = 0;
	f->fb.log[0] = '\0';
	essid(&w, buf, 5, 0);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), 0);
	assert_true(f->fb.state.has_ssid);
	assert_int_equal(f->fb.state.ssid_len, 0);
	fx_free(f);
}

static void test_essid_monitor(void **state)
{
	struct fx *f = fx_use("monitor", true);
	struct iwreq w;
	char ssid[] = "Net";

	(void)state;
	essid(&w, ssid, 3, 1);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWESSID, &w), -EOPNOTSUPP);
	assert_int_equal(f->fb.log_len, 0);
	fx_free(f);
}

static void test_freq(void **state)
{
	struct fx *f = fx_use("monitor", true);
	struct iwreq w;

	(void)state;
	req(&w, "wlan0");
	w.u.freq.m = 11;		/* a channel number */
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFREQ, &w), 0);
	req(&w, "wlan0");
	w.u.freq.m = 243700000;		/* 2.437 GHz as iw_float2freq makes it */
	w.u.freq.e = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFREQ, &w), 0);
	assert_string_equal(f->fb.log,
		"set_channel wlan0 2462\nset_channel wlan0 2437\n");
	/* no such channel, "auto" on a monitor, an exponent past 10^6 */
	req(&w, "wlan0");
	w.u.freq.m = 2500;
	w.u.freq.e = 6;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFREQ, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.freq.m = -1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFREQ, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.freq.m = 2;
	w.u.freq.e = 10;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFREQ, &w), -EINVAL);
	assert_string_equal(f->fb.log,
		"set_channel wlan0 2462\nset_channel wlan0 2437\n");
	fx_free(f);
}

static void test_mode(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;

	(void)state;
	/* Repeater (WDS is gone), Master, Mesh, anything else: EINVAL */
	static const __u32 bad[] = { IW_MODE_AUTO, IW_MODE_MASTER,
				     IW_MODE_REPEAT, IW_MODE_SECOND, 7, 99 };
	for (size_t k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
		req(&w, "wlan0");
		w.u.mode = bad[k];
		assert_int_equal(fx_ioctl("wlan0", SIOCSIWMODE, &w), -EINVAL);
	}
	/* the same mode: nothing to do */
	req(&w, "wlan0");
	w.u.mode = IW_MODE_INFRA;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWMODE, &w), 0);
	assert_int_equal(f->fb.log_len, 0);
	req(&w, "wlan0");
	w.u.mode = IW_MODE_ADHOC;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWMODE, &w), 0);
	assert_string_equal(f->fb.log, "set_iftype wlan0 1\n");
	fx_free(f);
}

static void test_ap(void **state)
{
	static const uint8_t bssid[6] = { 0x02, 0, 0, 0, 0x01, 0 };
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;

	(void)state;
	/* the address family: cfg80211's siwap wants ARPHRD_ETHER */
	req(&w, "wlan0");
	w.u.ap_addr.sa_family = 0;
	memcpy(w.u.ap_addr.sa_data, bssid, 6);
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWAP, &w), -EINVAL);
	assert_false(f->fb.state_stored);
	w.u.ap_addr.sa_family = ARPHRD_ETHER;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWAP, &w), 0);
	assert_true(f->fb.state.has_bssid);
	assert_memory_equal(f->fb.state.bssid, bssid, 6);
	fx_free(f);

	/* an AP: its mode is refused before the address family */
	f = fx_use("ap", true);
	req(&w, "wlan0");
	w.u.ap_addr.sa_family = 0;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWAP, &w), -EOPNOTSUPP);
	fx_free(f);
}

static void test_wiphy_params(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;

	(void)state;
	req(&w, "wlan0");
	w.u.rts.value = 500;
	w.u.rts.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRTS, &w), 0);
	req(&w, "wlan0");
	w.u.frag.value = 1001;		/* made even */
	w.u.frag.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFRAG, &w), 0);
	req(&w, "wlan0");
	w.u.rts.disabled = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRTS, &w), 0);
	req(&w, "wlan0");
	w.u.retry.value = 3;
	w.u.retry.flags = IW_RETRY_LIMIT | IW_RETRY_SHORT;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRETRY, &w), 0);
	req(&w, "wlan0");
	w.u.retry.value = 9;
	w.u.retry.flags = IW_RETRY_LIMIT;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRETRY, &w), 0);
	assert_string_equal(f->fb.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=500 frag=-1\n"
		"wiphy_params wlan0 short=-1 long=-1 rts=-1 frag=1000\n"
		"wiphy_params wlan0 short=-1 long=-1 rts=4294967295 frag=-1\n"
		"wiphy_params wlan0 short=3 long=-1 rts=-1 frag=-1\n"
		"wiphy_params wlan0 short=9 long=9 rts=-1 frag=-1\n");

	/* the refusals: nothing more is done */
	req(&w, "wlan0");
	w.u.rts.value = -5;
	w.u.rts.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRTS, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.frag.value = 100;
	w.u.frag.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWFRAG, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.retry.value = 5;
	w.u.retry.disabled = 1;
	w.u.retry.flags = IW_RETRY_LIMIT;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRETRY, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.retry.value = 5;
	w.u.retry.flags = IW_RETRY_LIFETIME;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRETRY, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.retry.value = 256;
	w.u.retry.flags = IW_RETRY_LIMIT;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRETRY, &w), -EINVAL);
	assert_int_equal(strlen(f->fb.log), f->fb.log_len);
	assert_null(strstr(f->fb.log, "short=5"));
	fx_free(f);
}

static void test_txpower_power_rate(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;

	(void)state;
	req(&w, "wlan0");
	w.u.txpower.value = 10;
	w.u.txpower.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWTXPOW, &w), 0);
	req(&w, "wlan0");
	w.u.txpower.value = -1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWTXPOW, &w), 0);
	req(&w, "wlan0");
	w.u.power.flags = 0;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWPOWER, &w), 0);
	req(&w, "wlan0");
	w.u.power.disabled = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWPOWER, &w), 0);
	assert_string_equal(f->fb.log,
		"txpower wlan0 2 1000\ntxpower wlan0 0 0\n"
		"power_save wlan0 1\npower_save wlan0 0\n");
	/* not dBm; fixed without a level; a power mode cfg80211 lacks */
	req(&w, "wlan0");
	w.u.txpower.value = 10;
	w.u.txpower.fixed = 1;
	w.u.txpower.flags = IW_TXPOW_MWATT;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWTXPOW, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.txpower.value = -1;
	w.u.txpower.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWTXPOW, &w), -EINVAL);
	req(&w, "wlan0");
	w.u.power.flags = IW_POWER_UNICAST_R;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWPOWER, &w), -EINVAL);
	/* a rate no band has */
	req(&w, "wlan0");
	w.u.bitrate.value = 7000000;
	w.u.bitrate.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRATE, &w), -EINVAL);
	assert_null(strstr(f->fb.log, "rates"));
	fx_free(f);

	/* power management is a station's */
	f = fx_use("monitor", true);
	req(&w, "wlan0");
	w.u.power.disabled = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWPOWER, &w), -EINVAL);
	fx_free(f);
}

/* Keys are a station's or an ad-hoc cell's: anything else is refused
 * first, before the index (cfg80211_wext_siwencode) */
static void test_encode_mode(void **state)
{
	static const char *const worlds[] = { "monitor", "ap" };
	uint8_t key[5] = { 1, 2, 3, 4, 5 };
	struct iwreq w;

	(void)state;
	for (size_t k = 0; k < 2; k++) {
		struct fx *f = fx_use(worlds[k], true);

		req(&w, "wlan0");
		w.u.encoding.flags = 2 | IW_ENCODE_NOKEY;
		assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EOPNOTSUPP);
		req(&w, "wlan0");
		w.u.encoding.pointer = key;
		w.u.encoding.length = 5;
		w.u.encoding.flags = 5;
		assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EOPNOTSUPP);
		assert_false(f->fb.state_stored);
		assert_int_equal(f->fb.log_len, 0);
		fx_free(f);
	}
}

static void test_encode(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	uint8_t key[80];
	struct iwreq w;

	(void)state;
	memset(key, 0x11, sizeof(key));
	/* wext-core: more than 64 bytes; cfg80211: not WEP, index 5 */
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = 65;
	w.u.encoding.flags = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -E2BIG);
	w.u.encoding.length = 7;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EINVAL);
	w.u.encoding.length = 5;
	w.u.encoding.flags = 5;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EINVAL);
	w.u.encoding.pointer = NULL;
	w.u.encoding.flags = 2;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EFAULT);
	assert_false(f->fb.state_stored);

	/* a key in slot 2 of an idle station: stored, and the TX key */
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = 5;
	w.u.encoding.flags = 2;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), 0);
	assert_int_equal(f->fb.state.key_len[1], 5);
	assert_memory_equal(f->fb.state.key[1], key, 5);
	assert_int_equal(f->fb.state.default_key, 1);
	/* removed */
	req(&w, "wlan0");
	w.u.encoding.flags = 2 | IW_ENCODE_DISABLED | IW_ENCODE_NOKEY;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), 0);
	assert_int_equal(f->fb.state.key_len[1], 0);
	assert_int_equal(f->fb.state.default_key, -1);
	assert_int_equal(f->fb.log_len, 0);	/* not connected: no key ops */
	fx_free(f);
}

static void test_mlo(void **state)
{
	struct fx *f = fx_use("station-mlo", true);
	uint8_t key[5] = { 1, 2, 3, 4, 5 };
	struct iwreq w;

	(void)state;
	/* 2.4 GHz's legacy rates: 54 Mb/s is one */
	static const uint16_t g[] = { 10, 20, 55, 110, 60, 90, 120, 180,
				      240, 360, 480, 540 };
	f->w->wiphys[0].has_band[0] = true;
	f->w->wiphys[0].n_rates[0] = 12;
	memcpy(f->w->wiphys[0].rates[0], g, sizeof(g));
	/* what cfg80211 refuses on a connection with links */
	req(&w, "wlan0");
	w.u.bitrate.value = 54000000;
	w.u.bitrate.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRATE, &w), -EOPNOTSUPP);
	req(&w, "wlan0");
	w.u.encoding.pointer = key;
	w.u.encoding.length = 5;
	w.u.encoding.flags = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWENCODE, &w), -EOPNOTSUPP);
	/* the rest is done over nl80211 (the kernel's WEXT refuses all) */
	req(&w, "wlan0");
	w.u.rts.value = 700;
	w.u.rts.fixed = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWRTS, &w), 0);
	assert_string_equal(f->fb.log,
		"wiphy_params wlan0 short=-1 long=-1 rts=700 frag=-1\n");
	fx_free(f);
}

static void test_basic_config(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct wireless_config c;

	(void)state;
	memset(&c, 0, sizeof(c));
	c.has_freq = 1;
	c.freq = 2437e6;
	c.has_essid = 1;
	c.essid_on = 1;
	strcpy(c.essid, "Net");
	assert_int_equal(iw_set_basic_config(fx_sock(), "wlan0", &c), 0);
	/* the channel stored, then the connection with it */
	assert_string_equal(f->fb.log,
		"connect wlan0 ssid=Net freq=2437 bssid=0 privacy=0 defkey=-1\n");
	assert_true(f->fb.state.has_freq);
	assert_int_equal(f->fb.state.freq_mhz, 2437);

	/* a mode cfg80211 refuses: -1 (libiw's report on stderr) */
	memset(&c, 0, sizeof(c));
	c.has_mode = 1;
	c.mode = IW_MODE_MASTER;
	errno = 0;
	assert_int_equal(iw_set_basic_config(fx_sock(), "wlan0", &c), -1);
	assert_int_equal(errno, EINVAL);
	fx_free(f);
}

/* The SETs cfg80211 has no handler for or that are not answered here,
 * and interfaces without nl80211: the kernel's own answer on the same
 * socket, whatever this machine's kernel gives */
static void test_to_kernel(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;
	char nick[] = "n";

	(void)state;
	req(&w, "wlan0");
	w.u.essid.pointer = nick;
	w.u.essid.length = 1;
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWNICKN, &w),
			 fx_kernel(fx_sock(), SIOCSIWNICKN, &w));
	req(&w, "wlan0");
	assert_int_equal(fx_ioctl("wlan0", SIOCSIWAUTH, &w),
			 fx_kernel(fx_sock(), SIOCSIWAUTH, &w));
	req(&w, "eth0");
	w.u.mode = IW_MODE_INFRA;
	assert_int_equal(fx_ioctl("eth0", SIOCSIWMODE, &w),
			 fx_kernel(fx_sock(), SIOCSIWMODE, &w));
	req(&w, "wlan9");
	w.u.mode = IW_MODE_INFRA;
	assert_int_equal(fx_ioctl("wlan9", SIOCSIWMODE, &w),
			 fx_kernel(fx_sock(), SIOCSIWMODE, &w));
	assert_int_equal(f->fb.log_len, 0);
	fx_free(f);
}

/* A WEXT request is a socket's: on a descriptor that is not open, or
 * not a socket (fd -1, a closed one, a pipe, /dev/null, a regular
 * file), the kernel's own answer (EBADF, ENOTTY), and the radio is not
 * touched (issue 32, finding 8: SIOCSIWRTS returned 0 and set it). */
static void test_not_a_socket(void **state)
{
	struct fx *f = fx_use("station-idle", true);
	struct iwreq w;
	int p[2], fds[6], n = 0;

	(void)state;
	assert_int_equal(pipe(p), 0);
	fds[n++] = -1;
	fds[n++] = p[0];
	fds[n++] = p[1];
	fds[n++] = open("/dev/null", O_RDWR | O_CLOEXEC);
	fds[n++] = open("/proc/self/status", O_RDONLY | O_CLOEXEC);
	/* a closed descriptor: one just closed */
	fds[n] = open("/dev/null", O_RDONLY | O_CLOEXEC);
	assert_true(fds[n] >= 0);
	close(fds[n++]);
	for (int k = 0; k < n; k++) {
		const unsigned long cmds[] = { SIOCSIWRTS, SIOCGIWNAME,
					       SIOCGIWRTS, SIOCSIWSCAN };

		for (size_t c = 0; c < sizeof(cmds) / sizeof(cmds[0]); c++) {
			int want, r;

			req(&w, "wlan0");
			w.u.rts.value = 500;
			w.u.rts.fixed = 1;
			want = fx_kernel(fds[k], cmds[c], &w);
			/* never a success: the kernel answers WEXT on
			 * sockets only */
			assert_int_not_equal(want, 0);
			errno = 0;
			r = ioctl(fds[k], cmds[c], &w);
			assert_int_equal(r, -1);
			assert_int_equal(-errno, want);
		}
	}
	assert_int_equal(f->fb.log_len, 0);
	assert_false(f->fb.state_stored);
	for (int k = 1; k < n - 1; k++)
		close(fds[k]);
	fx_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unprivileged),
		cmocka_unit_test(test_essid_connects),
		cmocka_unit_test(test_essid_point_rules),
		cmocka_unit_test(test_essid_monitor),
		cmocka_unit_test(test_freq),
		cmocka_unit_test(test_mode),
		cmocka_unit_test(test_ap),
		cmocka_unit_test(test_wiphy_params),
		cmocka_unit_test(test_txpower_power_rate),
		cmocka_unit_test(test_encode),
		cmocka_unit_test(test_encode_mode),
		cmocka_unit_test(test_mlo),
		cmocka_unit_test(test_basic_config),
		cmocka_unit_test(test_to_kernel),
		cmocka_unit_test(test_not_a_socket),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
