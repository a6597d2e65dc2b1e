/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_cmdline.c - the command lines iwcompat has of its own: native
 * mode ("iwcompat dev|phy|list|reg|event ...", with or without -j),
 * "iwcompat -j TOOL ..." (the legacy reads as JSON) and "iwcompat
 * explain TOOL ...", each in-process. The legacy reads and explain run
 * against the unit tests' fake backend in one of its named worlds;
 * native mode against the small fake below (one interface "wlan0" on
 * phy0, no stations, an empty regulatory dump, every request
 * succeeding, and an event listener that returns at once).
 *
 * Input: byte 0: bits 0-1 the mode (0 native, 1 native with -j, 2 -j
 * with a legacy tool named by the first argument, 3 explain); byte 1:
 * the world; the rest argv[1..] NUL-separated (at most 32 arguments).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"
#include "fuzz_worlds.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ARGS 32

/* ---- native mode's fake ---- */

static int nf_open(void *be)
{
	(void)be;
	return 0;
}

static int nf_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	(void)be;
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	*ret = 3;
	return 0;
}

static void nf_fill(struct iwc_iface *i)
{
	static const uint8_t mac[6] = { 2, 0, 0, 0, 0, 0 };

	memset(i, 0, sizeof(*i));
	i->has_name = true;
	strcpy(i->name, "wlan0");
	i->has_ifindex = true;
	i->ifindex = 3;
	i->has_wdev = true;
	i->wdev = 1;
	i->has_mac = true;
	memcpy(i->mac, mac, 6);
	i->has_ssid = true;
	i->ssid_len = 4;
	memcpy(i->ssid, "n\xfft\n", 4);
	i->has_iftype = true;
	i->iftype = 2;
	i->has_wiphy = true;
	i->has_freq = true;
	i->freq_mhz = 2437;
	i->has_width = true;
	i->width = 1;
	i->has_center1 = true;
	i->center1_mhz = 2437;
	i->has_txpower = true;
	i->txpower_mbm = 2000;
}

static int nf_iface_get(void *be, const char *ifname, struct iwc_iface *ret)
{
	(void)be;
	if (strcmp(ifname, "wlan0"))
		return -ENODEV;
	nf_fill(ret);
	return 0;
}

static int nf_iface_dump(void *be, struct iwc_iface_list *ret)
{
	(void)be;
	ret->v = malloc(sizeof(*ret->v));
	if (!ret->v)
		return -ENOMEM;
	ret->n = 1;
	nf_fill(ret->v);
	return 0;
}

static int nf_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_sta *ret)
{
	(void)be;
	(void)ifindex;
	(void)mac;
	memset(ret, 0, sizeof(*ret));
	return -ENOENT;
}

static int nf_stations(void *be, uint32_t ifindex, const uint8_t *mac,
		       struct iwc_nat_station_list *ret)
{
	(void)be;
	(void)ifindex;
	memset(ret, 0, sizeof(*ret));
	return mac ? -ENOENT : 0;
}

static int nf_ps(void *be, uint32_t ifindex, int *ret)
{
	(void)be;
	(void)ifindex;
	*ret = 1;
	return 0;
}

static int nf_reg_dump(void *be, struct iwc_regdom_list *ret)
{
	(void)be;
	memset(ret, 0, sizeof(*ret));
	return 0;
}

static int nf_reg_set(void *be, const char *alpha2)
{
	(void)be;
	return strlen(alpha2) == 2 ? 0 : -EINVAL;
}

static int nf_scan_trigger(void *be, uint32_t ifindex,
			   const struct iwc_nat_scan_req *req, bool wait)
{
	(void)be;
	(void)ifindex;
	(void)req;
	(void)wait;
	return 0;
}

static int nf_scan_abort(void *be, uint32_t ifindex)
{
	(void)be;
	(void)ifindex;
	return -ENOENT;
}

static const char *nf_extack(void *be)
{
	(void)be;
	return "";
}

static int nf_phy_index(void *be, const char *name, uint32_t *ret)
{
	(void)be;
	if (strcmp(name, "phy0"))
		return -ENOENT;
	*ret = 0;
	return 0;
}

static int nf_wiphy_dump(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb,
			 void *arg)
{
	(void)be;
	(void)wiphy;
	(void)cb;
	(void)arg;
	return 0;
}

static int nf_listen(void *be, iwc_nat_event_cb cb, void *arg)
{
	(void)be;
	(void)cb;
	(void)arg;
	return -EINTR;
}

static int nf_set_chandef(void *be, uint32_t ifindex,
			  const struct iwc_nat_chandef *c)
{
	(void)be;
	(void)ifindex;
	(void)c;
	return 0;
}

static int nf_connect(void *be, uint32_t ifindex,
		      const struct iwc_nat_connect *p,
		      struct iwc_nat_connect_event *ev)
{
	(void)be;
	(void)p;
	if (ev) {
		memset(ev, 0, sizeof(*ev));
		ev->has_ifindex = true;
		ev->ifindex = ifindex;
		ev->timed_out = true;
	}
	return 0;
}

/* fake_backend_ops (the settings native mode sends through it) with
 * the iw operations above */
static const struct iwc_backend *native_backend(void)
{
	static struct iwc_backend be;

	if (!be.name) {
		be = fake_backend_ops;
		be.name = "fuzz-native";
		be.open = nf_open;
		be.ifindex = nf_ifindex;
		be.iface_get = nf_iface_get;
		be.iface_dump = nf_iface_dump;
		be.station_get = nf_station_get;
		be.stations = nf_stations;
		be.get_power_save = nf_ps;
		be.reg_dump = nf_reg_dump;
		be.reg_set = nf_reg_set;
		be.scan_request = nf_scan_trigger;
		be.scan_abort = nf_scan_abort;
		be.extack = nf_extack;
		be.phy_index = nf_phy_index;
		be.wiphy_dump = nf_wiphy_dump;
		be.listen = nf_listen;
		be.set_chandef = nf_set_chandef;
		be.connect_request = nf_connect;
	}
	return &be;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *argv[MAX_ARGS + 2];
	struct fake_backend fb;
	struct iwc_ctx ctx;
	char *out = NULL, *err = NULL;
	size_t out_len = 0, err_len = 0;
	FILE *fo, *fe;
	unsigned int mode;
	char *args;
	size_t pos;
	int argc = 0, rc;

	if (size < 2)
		return 0;
	mode = data[0] & 3;
	args = malloc(size - 2 + 1);
	if (!args)
		abort();
	memcpy(args, data + 2, size - 2);
	args[size - 2] = '\0';
	argv[argc++] = (char *)(mode == 3 ? "explain" : "iwcompat");
	if (mode == 1)
		argv[argc++] = (char *)"-j";
	for (pos = 0; size > 2 && pos < size - 2 && argc < MAX_ARGS;) {
		argv[argc++] = args + pos;
		pos += strlen(args + pos) + 1;
	}
	argv[argc] = NULL;
	fo = open_memstream(&out, &out_len);
	fe = open_memstream(&err, &err_len);
	if (!fo || !fe)
		abort();
	fake_backend_init(&fb, fuzz_world_get(data[1]));
	fake_ctx_init(&ctx, &fb, fo, fe, argv[0]);
	unsetenv("POSIXLY_CORRECT");
	if (mode <= 1) {
		ctx.be = native_backend();
		rc = iwc_native_main(&ctx, argc, argv);
	}
	else if (mode == 2)
		rc = argc > 1 ? iwc_json_legacy_main(&ctx, argc - 1, argv + 1) :
				0;
	else
		rc = iwc_explain_main(&ctx, argc, argv);
	(void)rc;
	fclose(fo);
	fclose(fe);
	free(out);
	free(err);
	free(args);
	return 0;
}
