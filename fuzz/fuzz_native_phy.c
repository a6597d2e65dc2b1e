/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_native_phy.c - "iwcompat [-j] phy|list|phy phy0 info"
 * (native_phy.c, native_phy_json.c): a GET_WIPHY split dump as iw's
 * print_phy_handler() prints it, and as JSON, in either iw dialect.
 *
 * Input: byte 0: bit 0 JSON, bit 1 "phy phy0 info" (else "list"), bit 2
 * iw 6.9 (else 5.19); the rest the dump's messages (their attributes),
 * cut at each "\xff\xfe\xfd\xfc" marker as in fuzz_nl_wiphy.c, each in
 * a buffer of exactly its size, decoded as the nl80211 backend decodes
 * it (iwc_nl80211_wiphy_decode, src/kernel/nl80211_wiphy.c).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"
#include "fuzz_common.h"
#include "fuzz_worlds.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"
#include "iwcompat/nl80211_wiphy.h"
#include "native_dialect.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint8_t SEP[4] = { 0xff, 0xfe, 0xfd, 0xfc };

struct dump {
	const uint8_t *p;
	size_t n;
};

static int fp_open(void *be)
{
	(void)be;
	return 0;
}

static int fp_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	(void)be;
	(void)ifname;
	(void)ret;
	return -ENODEV;
}

static int fp_phy_index(void *be, const char *name, uint32_t *ret)
{
	(void)be;
	if (strcmp(name, "phy0"))
		return -ENOENT;
	*ret = 0;
	return 0;
}

static int fp_wiphy_dump(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb,
			 void *arg)
{
	const struct dump *d = be;
	size_t pos = 0;

	(void)wiphy;
	while (pos <= d->n) {
		const uint8_t *end = d->n - pos >= sizeof(SEP) ?
			memmem(d->p + pos, d->n - pos, SEP, sizeof(SEP)) : NULL;
		size_t n = end ? (size_t)(end - (d->p + pos)) : d->n - pos;
		uint8_t *m = malloc(n ? n : 1);
		struct iwc_nl80211_wiphy w;
		int r;

		if (!m)
			abort();
		memcpy(m, d->p + pos, n);
		r = iwc_nl80211_wiphy_decode(m, n, &w);
		free(m);
		if (!r)
			r = cb(&w, arg);
		iwc_nl80211_wiphy_free(&w);
		if (r || !end)
			return r;
		pos += n + sizeof(SEP);
	}
	return 0;
}

static const struct iwc_backend FP = {
	.name = "fuzz-native-phy",
	.open = fp_open,
	.ifindex = fp_ifindex,
	.phy_index = fp_phy_index,
	.wiphy_dump = fp_wiphy_dump,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fuzz_env *env = fuzz_env_get();
	char *argv[6];
	struct fake_backend fb;
	struct iwc_ctx ctx;
	struct dump d;
	int argc = 0;

	if (size < 1 || size > 256 * 1024)
		return 0;
	d.p = data + 1;
	d.n = size - 1;
	argv[argc++] = (char *)"iw";
	if (data[0] & 1)
		argv[argc++] = (char *)"-j";
	if (data[0] & 2) {
		argv[argc++] = (char *)"phy";
		argv[argc++] = (char *)"phy0";
		argv[argc++] = (char *)"info";
	} else {
		argv[argc++] = (char *)"list";
	}
	argv[argc] = NULL;
	fake_backend_init(&fb, fuzz_world_get(0));
	fake_ctx_init(&ctx, &fb, env->null, env->null, argv[0]);
	ctx.iw_dialect = data[0] & 4 ? IWC_IW_6_9 : IWC_IW_5_19;
	ctx.be = &FP;
	ctx.be_data = &d;
	iwc_native_main(&ctx, argc, argv);
	return 0;
}
