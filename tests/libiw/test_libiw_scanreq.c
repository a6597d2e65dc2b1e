/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_scanreq.c - libiw.so.30's scan on the fake backend
 * (docs/libiw.md, "The kernel boundary"): SIOCSIWSCAN triggers the
 * backend's scan as cfg80211_wext_siwscan() would (the SSID of
 * IW_SCAN_THIS_ESSID, wext-core's and the handler's refusals), and
 * SIOCGIWSCAN's event stream, decoded by iwcompat's WEXT scan printer,
 * gives what iwlist prints for the same BSSes; E2BIG by the kernel's
 * strict test; iw_scan() over both, its buffer grown on E2BIG.
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
#include "iwcompat/dev.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/wext.h"
#include "iwcompat/wext_stream.h"
#include "libiw_abi.h"
#include "libiw_model.h"
#include "fixture.h"
#include "libiw_scanreq.h"

static int get_scan(const char *ifname, uint8_t *buf, size_t len,
		    struct iwreq *w)
{
	memset(w, 0, sizeof(*w));
	w->u.data.pointer = buf;
	w->u.data.length = (uint16_t)len;
	return fx_ioctl(ifname, SIOCGIWSCAN, w);
}

/* What iwlist prints for the world's BSSes (tool_iwlist.c's do_scan). */
static char *iwlist_text(struct fx *f, const char *ifname,
			 struct iwc_wext_range *range)
{
	struct iwc_scan_result res = { 0 };
	struct iwc_dev dev;
	char *text = NULL;
	size_t sz = 0;
	FILE *out = open_memstream(&text, &sz);

	assert_int_equal(iwc_dev_load(&f->ctx, ifname, IWC_NEED_WIPHY, &dev),
			 0);
	assert_int_equal(f->ctx.be->scan_dump(f->ctx.be_data, &dev.iface,
					      &res), 0);
	/* the signal type the scan was reported with (adopt_signal_type) */
	if (res.n && res.bss[0].has_signal_unspec)
		dev.wiphy.signal_type = IWC_SIGNAL_UNSPEC;
	else if (res.n && !res.bss[0].has_signal_mbm)
		dev.wiphy.signal_type = IWC_SIGNAL_NONE;
	assert_int_equal(iwc_wext_giwrange(&dev.src, range), 0);
	iwc_fmt_scan_header(out, ifname, res.n);
	for (size_t i = 0; i < res.n; i++)
		iwc_fmt_scan_cell(out, (int)i + 1, &res.bss[i], range);
	if (res.n)
		fputc('\n', out);
	fclose(out);
	iwc_scan_result_free(&res);
	return text;
}

/* SIOCGIWSCAN's stream through iwcompat's WEXT scan printer is what
 * iwlist prints for the same BSSes. */
static void roundtrip(const char *world)
{
	static uint8_t buf[65535];
	struct fx *f = fx_use(world, true);
	struct iwc_wext_range range;
	struct iwreq w;
	char *want = iwlist_text(f, "wlan0", &range), *got = NULL;
	size_t sz = 0;
	FILE *out;

	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), 0);
	out = open_memstream(&got, &sz);
	iwc_fmt_wext_scan(out, "wlan0", buf, w.u.data.length, &range, true);
	fclose(out);
	if (strcmp(want, got) != 0)
		fprintf(stderr, "%s: iwlist:\n%s\ndecoded:\n%s\n", world, want,
			got);
	assert_string_equal(got, want);
	assert_int_equal(f->fb.calls.scan_trigger, 0);
	free(want);
	free(got);
	fx_free(f);
}

static void test_roundtrip(void **state)
{
	static const char *const worlds[] = {
		"scan-four", "scan-one", "scan-unspec", "scan-none",
		"scanfmt-ssid-255", "scanfmt-ies-over-1024",
		"scanfmt-ies-over-1024-trunc-last", "scanfmt-cells-12",
		"station",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(worlds) / sizeof(worlds[0]); i++)
		roundtrip(worlds[i]);
}

/* The layout of one BSS, byte for byte: the events the kernel writes
 * for a caller of this build's ABI. The union is 8-aligned on a 64-bit
 * ABI and 4-aligned on a 32-bit one (its widest member, iw_point, holds a
 * pointer): the header takes L bytes, an iw_point's data starts at 2 L. */
static void test_layout(void **state)
{
	static uint8_t buf[4096];
	struct fx *f = fx_use("scanfmt-rates-zero-len", true);
	const struct fake_bss *b = &f->w->bss[0];
	const size_t L = sizeof(void *) == 8 ? 8 : 4;
	const size_t P = 2 * L;
	struct iwreq w;
	size_t pos = 0;

	(void)state;
	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), 0);
	/* SIOCGIWAP: 24 bytes (20 on 32-bit), the address 6 bytes into
	 * the sockaddr (after the family) */
	assert_int_equal(buf[0] | buf[1] << 8, L + 16);
	assert_int_equal(buf[2] | buf[3] << 8, SIOCGIWAP);
	for (size_t i = 4; i < L; i++)
		assert_int_equal(buf[i], 0);
	assert_memory_equal(buf + L, "\x01\0", 2);	/* ARPHRD_ETHER */
	assert_memory_equal(buf + L + 2, b->bss.bssid, 6);
	pos = L + 16;
	/* the channel, then the frequency in MHz (e = 6) */
	assert_int_equal(buf[pos] | buf[pos + 1] << 8, L + 8);
	assert_int_equal(buf[pos + 2] | buf[pos + 3] << 8, SIOCGIWFREQ);
	assert_int_equal(buf[pos + L], 6);	/* 2437 MHz: channel 6 */
	assert_int_equal(buf[pos + L + 4], 0);
	pos += L + 8;
	assert_int_equal(buf[pos + L] | buf[pos + L + 1] << 8, 2437);
	assert_int_equal(buf[pos + L + 4], 6);
	pos += L + 8;
	/* IWEVQUAL: 12 bytes (8) */
	assert_int_equal(buf[pos] | buf[pos + 1] << 8, L + 4);
	assert_int_equal(buf[pos + 2] | buf[pos + 3] << 8, IWEVQUAL);
	pos += L + 4;
	/* SIOCGIWENCODE: an iw_point without data, 16 bytes (8) */
	assert_int_equal(buf[pos] | buf[pos + 1] << 8, P);
	assert_int_equal(buf[pos + 2] | buf[pos + 3] << 8, SIOCGIWENCODE);
	assert_int_equal(buf[pos + L + 2] | buf[pos + L + 3] << 8,
			 IW_ENCODE_DISABLED);
	pos += P;
	/* the world's elements: the SSID "zr" (an iw_point with data at
	 * P), an empty rates element, which the kernel leaves as L zero
	 * bytes (a header it never wrote), then 4 rates in one event */
	assert_memory_equal(b->ies, "\x00\x02zr\x01\x00\x32\x04", 8);
	assert_int_equal(buf[pos] | buf[pos + 1] << 8, P + 2);
	assert_int_equal(buf[pos + 2] | buf[pos + 3] << 8, SIOCGIWESSID);
	assert_int_equal(buf[pos + L], 2);
	assert_int_equal(buf[pos + L + 2], 1);
	assert_memory_equal(buf + pos + P, "zr", 2);
	pos += P + 2;
	for (size_t i = 0; i < L; i++)
		assert_int_equal(buf[pos + i], 0);
	pos += L;
	assert_int_equal(buf[pos] | buf[pos + 1] << 8, L + 4 * 8);
	assert_int_equal(buf[pos + 2] | buf[pos + 3] << 8, SIOCGIWRATE);
	/* 0x30: 24 Mb/s */
	assert_int_equal(buf[pos + L] | buf[pos + L + 1] << 8 |
			 buf[pos + L + 2] << 16 |
			 (uint32_t)buf[pos + L + 3] << 24, 24000000);
	assert_true(w.u.data.length > pos + L);
	fx_free(f);
}

/* E2BIG by the kernel's strict test, the request not copied back; the
 * stream that just fits needs one byte more than its length. */
static void test_e2big(void **state)
{
	static uint8_t buf[65535];
	struct fx *f = fx_use("scan-four", true);
	struct iwreq w;
	uint16_t need;

	(void)state;
	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), 0);
	need = w.u.data.length;
	assert_true(need > 0);
	assert_int_equal(get_scan("wlan0", buf, need, &w), -E2BIG);
	assert_int_equal(w.u.data.length, need);	/* untouched */
	assert_int_equal(get_scan("wlan0", buf, 24, &w), -E2BIG);
	assert_int_equal(get_scan("wlan0", buf, 0, &w), -E2BIG);
	memset(buf, 0xa5, sizeof(buf));
	assert_int_equal(get_scan("wlan0", buf, need + 1u, &w), 0);
	assert_int_equal(w.u.data.length, need);
	assert_int_equal(buf[need], 0xa5);	/* nothing past the stream */
	fx_free(f);
	/* no BSS: an empty stream even in an empty buffer */
	f = fx_use("monitor", true);
	assert_int_equal(f->w->n_bss, 0);
	assert_int_equal(get_scan("wlan0", buf, 0, &w), 0);
	assert_int_equal(w.u.data.length, 0);
	fx_free(f);
}

static void test_get_errors(void **state)
{
	static uint8_t buf[4096];
	struct fx *f = fx_use("scan-four", false);
	struct iwreq w;

	(void)state;
	/* no buffer: wext-core's EFAULT, whatever the length */
	memset(&w, 0, sizeof(w));
	w.u.data.length = 100;
	assert_int_equal(fx_ioctl("wlan0", SIOCGIWSCAN, &w), -EFAULT);
	/* a GET: no privilege needed */
	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), 0);
	/* the dump's failure is the request's */
	f->w->scan_dump_err = -ENETDOWN;
	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), -ENETDOWN);
	fx_free(f);
	f = fx_use("station-down", true);
	assert_int_equal(get_scan("wlan0", buf, sizeof(buf), &w), -ENETDOWN);
	fx_free(f);
	/* not an nl80211 interface: the kernel's own answer */
	f = fx_use("scan-four", true);
	w.u.data.pointer = buf;
	w.u.data.length = sizeof(buf);
	w.u.data.flags = 0;
	memcpy(w.ifr_name, "eth9", 5);
	int k = fx_kernel(fx_sock(), SIOCGIWSCAN, &w);
	assert_int_equal(get_scan("eth9", buf, sizeof(buf), &w), k);
	fx_free(f);
}

static int set_scan(const char *ifname, void *req, size_t len, int flags)
{
	struct iwreq w;

	memset(&w, 0, sizeof(w));
	w.u.data.pointer = req;
	w.u.data.length = (uint16_t)len;
	w.u.data.flags = (uint16_t)flags;
	return fx_ioctl(ifname, SIOCSIWSCAN, &w);
}

static void test_trigger(void **state)
{
	struct fx *f = fx_use("scan-four", true);
	struct iw_scan_req req;

	(void)state;
	/* iw_scan's: no request, a wildcard scan */
	assert_int_equal(set_scan("wlan0", NULL, 0, 0), 0);
	assert_int_equal(f->fb.calls.scan_trigger, 1);
	assert_false(f->fb.scan_has_ssid);
	/* one SSID */
	memset(&req, 0, sizeof(req));
	req.essid_len = 7;
	memcpy(req.essid, "TestNet", 7);
	assert_int_equal(set_scan("wlan0", &req, sizeof(req),
				  IW_SCAN_THIS_ESSID), 0);
	assert_int_equal(f->fb.calls.scan_trigger, 2);
	assert_true(f->fb.scan_has_ssid);
	assert_int_equal(f->fb.scan_ssid_len, 7);
	assert_memory_equal(f->fb.scan_ssid, "TestNet", 7);
	/* the SSID without the flag, or a shorter request: wildcard */
	assert_int_equal(set_scan("wlan0", &req, sizeof(req), 0), 0);
	assert_false(f->fb.scan_has_ssid);
	assert_int_equal(set_scan("wlan0", &req, sizeof(req) - 1,
				  IW_SCAN_THIS_ESSID), 0);
	assert_false(f->fb.scan_has_ssid);
	/* an SSID over 32 bytes: the kernel's answer (EINVAL) */
	req.essid_len = 40;
	f->w->scan_trigger_err = -EINVAL;
	assert_int_equal(set_scan("wlan0", &req, sizeof(req),
				  IW_SCAN_THIS_ESSID), -EINVAL);
	assert_int_equal(f->fb.scan_ssid_len, 40);
	/* a scan running: the kernel's EBUSY */
	f->w->scan_trigger_err = -EBUSY;
	assert_int_equal(set_scan("wlan0", NULL, 0, 0), -EBUSY);
	/* no completion in time: started, as the kernel returns */
	f->w->scan_trigger_err = -ETIMEDOUT;
	assert_int_equal(set_scan("wlan0", NULL, 0, 0), 0);
	f->w->scan_trigger_err = 0;
	fx_free(f);
}

static void test_set_errors(void **state)
{
	struct fx *f = fx_use("scan-four", true);
	uint8_t big[sizeof(struct iw_scan_req) + 1];
	struct iw_scan_req req;

	(void)state;
	memset(big, 0, sizeof(big));
	/* wext-core's iw_point rules of a SET */
	assert_int_equal(set_scan("wlan0", NULL, 4, 0), -EFAULT);
	assert_int_equal(set_scan("wlan0", big, sizeof(big), 0), -E2BIG);
	/* the handler's channel count */
	memset(&req, 0, sizeof(req));
	req.num_channels = IW_MAX_FREQUENCIES + 1;
	assert_int_equal(set_scan("wlan0", &req, sizeof(req), 0), -EINVAL);
	assert_int_equal(f->fb.calls.scan_trigger, 0);
	fx_free(f);
	/* without CAP_NET_ADMIN: EPERM before everything */
	f = fx_use("scan-four", false);
	assert_int_equal(set_scan("wlan0", NULL, 4, 0), -EPERM);
	assert_int_equal(set_scan("wlan0", NULL, 0, 0), -EPERM);
	assert_int_equal(f->fb.calls.scan_trigger, 0);
	fx_free(f);
	f = fx_use("station-down", true);
	assert_int_equal(set_scan("wlan0", NULL, 0, 0), -ENETDOWN);
	assert_int_equal(f->fb.calls.scan_trigger, 0);
	fx_free(f);
	f = fx_use("scan-four", true);
	struct iwreq w;

	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "eth9", 5);
	assert_int_equal(set_scan("eth9", NULL, 0, 0),
			 fx_kernel(fx_sock(), SIOCSIWSCAN, &w));
	fx_free(f);
}

/* libiw's iw_scan() over the two requests: every BSS, in the kernel's
 * order, the buffer grown from 4096 bytes on E2BIG for 101 cells */
static void scan_cells(const char *world)
{
	struct fx *f = fx_use(world, true);
	struct wireless_scan_head head;
	struct wireless_scan *c;
	size_t n = 0;

	assert_int_equal(iw_scan(fx_sock(), (char *)"wlan0", 22, &head), 0);
	assert_int_equal(f->fb.calls.scan_trigger, 1);
	for (c = head.result; c != NULL; n++) {
		struct wireless_scan *next = c->next;

		assert_true(n < f->w->n_bss);
		assert_true(c->has_ap_addr);
		assert_memory_equal(c->ap_addr.sa_data, f->w->bss[n].bss.bssid,
				    6);
		assert_true(c->b.has_freq);
		free(c);
		c = next;
	}
	assert_int_equal(n, f->w->n_bss);
	fx_free(f);
}

static void test_iw_scan(void **state)
{
	(void)state;
	scan_cells("scan-four");
	scan_cells("scanfmt-cells-101");
}

/* iw_extract_event_stream() on a we_version 8 SIOCGIWENCODE event of
 * 20 bytes at offset 33 of a 48-byte stream: where the event's fixed
 * part fits (a 32-bit ABI, IW_EV_POINT_OFF 4), libiw takes its 8 extra
 * bytes for the padded layout and reads its length past the end: no
 * payload. Ours handed out the last 3 bytes as a 12-byte key. On a
 * 64-bit ABI the fixed part is cut (-2). */
static void test_extract_old_point_at_end(void **state)
{
	static const uint8_t tail[15] = {
		20, 0, SIOCGIWENCODE & 0xff, SIOCGIWENCODE >> 8,
		0, 0, 0, 0,	/* the iw_point's pointer */
		12, 0, 1, 0,	/* length 12, flags: index 1 */
		0, 0, 0,
	};
	char buf[48] = { 33, 0, 0x00, 0x8B };	/* skipped (SIOCSIWCOMMIT) */
	struct stream_descr stream;
	struct iw_event iwe;

	(void)state;
	memcpy(buf + 33, tail, sizeof(tail));
	memset(&iwe, 0, sizeof(iwe));
	iw_init_event_stream(&stream, buf, sizeof(buf));
	assert_int_equal(iw_extract_event_stream(&stream, &iwe, 8), 2);
	if (IW_EV_POINT_OFF == 4) {
		assert_int_equal(iw_extract_event_stream(&stream, &iwe, 8), 1);
		assert_int_equal(iwe.cmd, SIOCGIWENCODE);
		assert_int_equal(iwe.u.data.length, 12);
		assert_int_equal(iwe.u.data.flags, 1);
		assert_null(iwe.u.data.pointer);
	} else {
		assert_int_equal(IW_EV_POINT_OFF, 8);
		assert_int_equal(iw_extract_event_stream(&stream, &iwe, 8), -2);
	}
	/* past the end, by the event's length */
	assert_int_equal((uintptr_t)stream.current - (uintptr_t)buf, 33 + 20);
	assert_int_equal(iw_extract_event_stream(&stream, &iwe, 8), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_e2big),
		cmocka_unit_test(test_get_errors),
		cmocka_unit_test(test_trigger),
		cmocka_unit_test(test_set_errors),
		cmocka_unit_test(test_iw_scan),
		cmocka_unit_test(test_extract_old_point_at_end),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
