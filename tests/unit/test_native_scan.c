/*
 * test_native_scan.c - "iwcompat dev IF scan ..." (native_scan.c,
 * native_ies.c) against a fake: crafted BSS entries with each kind of
 * element the VM's hostapd and mac80211_hwsim send (and some they do
 * not), malformed elements, the trigger's argument parsing, its errors,
 * and the JSON dump. The expected text follows iw 5.19's scan.c and
 * util.c formats; the VM scenario "native" compares the real thing.
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

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"

/* ---- the fake ---- */

#define MAX_BSS 4

struct fk {
	uint32_t ifindex;		/* of "wlan0" */
	size_t n_bss;
	struct iwc_bss bss[MAX_BSS];
	uint8_t ies[MAX_BSS][512];
	uint8_t bies[MAX_BSS][512];
	int dump_err;
	int trigger_ret;		/* what scan_trigger returns */
	int triggers, aborts, dumps;
	bool waited;
	/* the last request, copied */
	struct iwc_nat_scan_req req;
	uint32_t freqs[16];
	char ssids[8][40];
	uint8_t req_ies[64];
};

static int fk_open(void *be)
{
	(void)be;
	return 0;
}

static int fk_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = ((struct fk *)be)->ifindex;
	return 0;
}

static int fk_trigger(void *be, uint32_t ifindex,
		      const struct iwc_nat_scan_req *r, bool wait)
{
	struct fk *k = be;

	assert_int_equal(ifindex, k->ifindex);
	k->triggers++;
	k->waited = wait;
	k->req = *r;
	assert_true(r->n_freqs <= 16 && r->n_ssids <= 8 && r->ies_len <= 64);
	memcpy(k->freqs, r->freqs, r->n_freqs * sizeof(uint32_t));
	for (size_t i = 0; i < r->n_ssids; i++)
		snprintf(k->ssids[i], sizeof(k->ssids[i]), "%s", r->ssids[i]);
	if (r->ies)
		memcpy(k->req_ies, r->ies, r->ies_len);
	return k->trigger_ret;
}

static int fk_abort(void *be, uint32_t ifindex)
{
	struct fk *k = be;

	(void)ifindex;
	k->aborts++;
	return k->trigger_ret;
}

static const char *fk_extack(void *be)
{
	(void)be;
	return "";
}

static const struct iwc_native_ops fk_nat = {
	.open = fk_open,
	.ifindex = fk_ifindex,
	.scan_trigger = fk_trigger,
	.scan_abort = fk_abort,
	.extack = fk_extack,
};

static uint8_t *dup_bytes(const uint8_t *p, size_t n)
{
	uint8_t *d = malloc(n + 1);

	memcpy(d, p, n);
	return d;
}

static int fk_scan_dump(void *be, const struct iwc_iface *iface,
			struct iwc_scan_result *ret)
{
	struct fk *k = be;

	assert_string_equal(iface->name, "wlan0");
	assert_int_equal(iface->ifindex, (int)k->ifindex);
	k->dumps++;
	if (k->dump_err)
		return k->dump_err;
	ret->n = ret->cap = k->n_bss;
	ret->bss = calloc(k->n_bss + 1, sizeof(*ret->bss));
	for (size_t i = 0; i < k->n_bss; i++) {
		ret->bss[i] = k->bss[i];
		if (k->bss[i].ies)
			ret->bss[i].ies = dup_bytes(k->ies[i], k->bss[i].ies_len);
		if (k->bss[i].beacon_ies)
			ret->bss[i].beacon_ies = dup_bytes(k->bies[i],
						k->bss[i].beacon_ies_len);
	}
	return 0;
}

static const struct iwc_backend fk_be = {
	.name = "fake-scan",
	.scan_dump = fk_scan_dump,
};

struct out {
	char *out, *err;
	size_t out_len, err_len;
	int status;
};

static void run_in(struct fk *k, struct out *o, ...)
{
	char *argv[32];
	int argc = 0;
	va_list ap;
	struct iwc_ctx ctx = { .be = &fk_be, .be_data = k };
	FILE *fo = open_memstream(&o->out, &o->out_len);
	FILE *fe = open_memstream(&o->err, &o->err_len);

	va_start(ap, o);
	for (char *a; (a = va_arg(ap, char *)) && argc < 31;)
		argv[argc++] = a;
	va_end(ap);
	argv[argc] = NULL;
	ctx.out = fo;
	ctx.err = fe;
	ctx.argv0 = argv[0];
	o->status = iwc_native_main(&ctx, &fk_nat, argc, argv);
	fclose(fo);
	fclose(fe);
}

#define RUN(k, o, ...) run_in(k, o, "iw", __VA_ARGS__, (char *)NULL)

static void expect(struct out *o, int status, const char *out, const char *err)
{
	assert_string_equal(o->out, out);
	assert_string_equal(o->err, err);
	assert_int_equal(o->status, status);
	free(o->out);
	free(o->err);
}

static void fk_init(struct fk *k)
{
	memset(k, 0, sizeof(*k));
	k->ifindex = 7;
}

/* a BSS with every header field; @ies/@len its elements */
static struct iwc_bss *add_bss(struct fk *k, const uint8_t *ies, size_t len)
{
	static const uint8_t mac[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x00 };
	struct iwc_bss *b = &k->bss[k->n_bss];

	memset(b, 0, sizeof(*b));
	memcpy(b->bssid, mac, 6);
	b->bssid[5] = (uint8_t)k->n_bss;
	b->status = -1;
	b->mlo_link_id = -1;
	b->has_freq = true;
	b->freq_mhz = 2412;
	b->has_beacon_interval = true;
	b->beacon_interval = 100;
	b->has_capability = true;
	b->capability = 0x0411;
	b->has_signal_mbm = true;
	b->signal_mbm = -3000;
	b->has_seen_ms_ago = true;
	b->seen_ms_ago = 120;
	memcpy(k->ies[k->n_bss], ies, len);
	b->ies = k->ies[k->n_bss];	/* marks presence; copied by the fake */
	b->ies_len = len;
	k->n_bss++;
	return b;
}

#define HDR(n) "BSS 02:00:00:00:00:0" #n "(on wlan0)\n"
#define BODY \
	"\tfreq: 2412\n" \
	"\tbeacon interval: 100 TUs\n" \
	"\tcapability: ESS Privacy ShortSlotTime (0x0411)\n" \
	"\tsignal: -30.00 dBm\n" \
	"\tlast seen: 120 ms ago\n"

/* ---- what hostapd 2.10 sends on a 2.4 GHz open AP ---- */

static const uint8_t hostapd_g[] = {
	0, 13, 'i', 'w', 'c', 'o', 'm', 'p', 'a', 't', '-', 'o', 'p', 'e', 'n',
	1, 8, 0x82, 0x84, 0x8b, 0x96, 0x0c, 0x12, 0x18, 0x24,
	3, 1, 1,
	5, 4, 0, 2, 0, 0,
	42, 1, 0,
	50, 4, 0x30, 0x48, 0x60, 0x6c,
	127, 8, 0x04, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x40,
	221, 24, 0x00, 0x50, 0xf2, 0x02, 0x01, 0x01, 0x80, 0x00,
	0x03, 0xa4, 0x00, 0x00, 0x27, 0xa4, 0x00, 0x00,
	0x42, 0x43, 0x5e, 0x00, 0x62, 0x32, 0x2f, 0x00,
};

static const char hostapd_g_text[] =
	"\tSSID: iwcompat-open\n"
	"\tSupported rates: 1.0* 2.0* 5.5* 11.0* 6.0 9.0 12.0 18.0 \n"
	"\tDS Parameter set: channel 1\n"
	"\tTIM: DTIM Count 0 DTIM Period 2 Bitmap Control 0x0 Bitmap[0] 0x0\n"
	"\tERP: <no flags>\n"
	"\tExtended supported rates: 24.0 36.0 48.0 54.0 \n"
	"\tExtended capabilities:\n"
	"\t\t * Extended Channel Switching\n"
	"\t\t * SSID List\n"
	"\t\t * Operating Mode Notification\n"
	"\tWMM:\t * Parameter version 1\n"
	"\t\t * u-APSD\n"
	"\t\t * BE: CW 15-1023, AIFSN 3\n"
	"\t\t * BK: CW 15-1023, AIFSN 7\n"
	"\t\t * VI: CW 7-15, AIFSN 2, TXOP 3008 usec\n"
	"\t\t * VO: CW 3-7, AIFSN 2, TXOP 1504 usec\n";

static void test_dump_hostapd(void **state)
{
	char want[2048];
	struct fk k;
	struct out o;
	struct iwc_bss *b;

	(void)state;
	fk_init(&k);
	b = add_bss(&k, hostapd_g, sizeof(hostapd_g));
	b->status = 1;
	b->has_tsf = true;
	b->tsf = 90061000000ULL;
	b->has_boottime = true;
	b->last_seen_boottime = 12345678901ULL;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	snprintf(want, sizeof(want), "%s%s",
		 "BSS 02:00:00:00:00:00(on wlan0) -- associated\n"
		 "\tlast seen: 12.345s [boottime]\n"
		 "\tTSF: 90061000000 usec (1d, 01:01:01)\n"
		 BODY, hostapd_g_text);
	expect(&o, 0, want, "");
	/* the same elements, as PRESP_DATA says: from a probe response */
	k.bss[0].presp = true;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	assert_non_null(strstr(o.out, "\tlast seen: 120 ms ago\n"
			       "\tInformation elements from Probe Response frame:\n"
			       "\tSSID: iwcompat-open\n"));
	assert_string_equal(strstr(o.out, "\tSSID: "), hostapd_g_text);
	free(o.out);
	free(o.err);
	k.bss[0].presp = false;
	RUN(&k, &o, "dev", "wlan0", "scan", "dump");
	assert_string_equal(strstr(o.out, "\tSSID: "), hostapd_g_text);
	free(o.out);
	free(o.err);
	assert_int_equal(k.dumps, 3);
}

static void test_dump_header_variants(void **state)
{
	static const uint8_t ssid[] = { 0, 3, 'a', ' ', 'b' };
	static const uint8_t ssid2[] = { 0, 3, ' ', 'a', ' ' };
	struct fk k;
	struct out o;
	struct iwc_bss *b;

	(void)state;
	fk_init(&k);
	b = add_bss(&k, ssid, sizeof(ssid));
	b->status = 2;
	b->presp = true;
	b = add_bss(&k, ssid2, sizeof(ssid2));
	b->status = 7;
	b->has_signal_mbm = false;
	b->has_signal_unspec = true;
	b->signal_unspec = 60;
	/* identical beacon elements: no header */
	b->beacon_ies = k.bies[1];
	b->beacon_ies_len = sizeof(ssid2);
	memcpy(k.bies[1], ssid2, sizeof(ssid2));
	b = add_bss(&k, ssid, sizeof(ssid));
	b->signal_mbm = -4550;
	b->freq_mhz = 60480;
	b->capability = 0x1133;
	b->beacon_ies = k.bies[2];
	b->beacon_ies_len = 2;
	memcpy(k.bies[2], "\x00\x00", 2);
	RUN(&k, &o, "dev", "wlan0", "scan", "dump", "-b");
	expect(&o, 0,
	       "BSS 02:00:00:00:00:00(on wlan0) -- joined\n"
	       BODY
	       "\tInformation elements from Probe Response frame:\n"
	       "\tSSID: a b\n"
	       "BSS 02:00:00:00:00:01(on wlan0) -- unknown status: 7\n"
	       "\tfreq: 2412\n"
	       "\tbeacon interval: 100 TUs\n"
	       "\tcapability: ESS Privacy ShortSlotTime (0x0411)\n"
	       "\tsignal: 60/100\n"
	       "\tlast seen: 120 ms ago\n"
	       "\tSSID: \\x20a\\x20\n"
	       "\tInformation elements from Beacon frame:\n"
	       "\tSSID: \\x20a\\x20\n"
	       HDR(2)
	       "\tfreq: 60480\n"
	       "\tbeacon interval: 100 TUs\n"
	       "\tcapability: DMG_ESS Privacy ECPAC SpectrumMgmt RadioMeasure (0x1133)\n"
	       "\tsignal: -45.-50 dBm\n"
	       "\tlast seen: 120 ms ago\n"
	       "\tInformation elements from Probe Response frame:\n"
	       "\tSSID: a b\n"
	       "\tInformation elements from Beacon frame:\n"
	       "\tSSID: \n",
	       "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dump_hostapd),
		cmocka_unit_test(test_dump_header_variants),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
