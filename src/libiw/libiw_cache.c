/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_cache.c - one load per poll (libiw_cache.h). A status bar asks
 * ten WEXT requests a second on one interface; each used to make its
 * own interface lookup, link fetch and wiphy dump. The first request
 * now loads the union of what a poll needs and the others, within
 * LIBIW_CACHE_WINDOW_NS of the load's end and on the same interface
 * name, are answered from it. Each request still sees only the parts
 * it would have loaded itself (libiw_model.c builds its view), so the
 * answers are those of a fresh load made up to the window earlier.
 *
 * The wiphy (the range's channels, rates and ciphers, the signal type
 * of the statistics) is kept longer, across windows, while the backend
 * says no wiphy's regulatory facts changed (wiphy_changed: nl80211's
 * "regulatory" and "config" events, which cover every change of what
 * those requests show) and the interface is still on that wiphy. The
 * thresholds (RTS, fragmentation, retry) change without an event:
 * requests that show them (LIBIW_NEED_THRESHOLDS) get a fresh dump.
 */
#include <errno.h>
#include <net/if.h>
#include <stdbool.h>
#include <string.h>
#include <time.h>

#include "iwcompat/backend.h"
#include "libiw_cache.h"

/* What a poll asks: the basic configuration (FREQ, ESSID: link and
 * stored state; ENCODE: state and privilege), the range (the wiphy),
 * the statistics (the link, the wiphy's signal type), conky's AP and
 * RATE (the link). The full wiphy holds its parameters too. */
#define POLL_NEEDS (IWC_NEED_LINK | IWC_NEED_STATE | IWC_NEED_PRIV | \
		    IWC_NEED_WIPHY)
#define WIPHY_NEEDS (IWC_NEED_WIPHY | IWC_NEED_WIPHY_PARAMS)

static struct {
	bool valid;
	char name[IFNAMSIZ];
	unsigned int loaded;	/* the needs the load covered */
	int err;		/* iwc_dev_load's result */
	uint64_t until;		/* the window's end */
	struct iwc_dev dev;
} cache;

/* the wiphy, kept across windows; the load's view points at it */
static struct {
	bool valid;
	uint32_t index;
	struct iwc_wiphy wiphy;
} kept;

static uint64_t (*clock_hook)(void);

static uint64_t now_ns(void)
{
	struct timespec ts;

	if (clock_hook)
		return clock_hook();
	/* the vDSO's clock: no system call */
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void libiw_cache_clock(uint64_t (*fn)(void))
{
	clock_hook = fn;
	libiw_cache_drop();
}

void libiw_cache_drop(void)
{
	cache.valid = false;
	kept.valid = false;
}

/* The wiphy of the loaded interface into the view: the kept one when
 * nothing changed and the request does not show thresholds, else a
 * fresh dump (kept from then on). Returns the needs it covers. */
static unsigned int load_wiphy(const struct iwc_ctx *ctx, unsigned int need)
{
	const struct iwc_backend *be = ctx->be;
	struct iwc_dev *dev = &cache.dev;
	uint32_t index = dev->iface.wiphy;
	/* asked before the dump: a change during it shows next time */
	bool changed = be->wiphy_changed == NULL ||
		       be->wiphy_changed(ctx->be_data) != 0;

	if (changed || !kept.valid || kept.index != index ||
	    (need & LIBIW_NEED_THRESHOLDS)) {
		kept.valid = be->get_wiphy(ctx->be_data, index,
					   &kept.wiphy) == 0;
		kept.index = index;
		need |= LIBIW_NEED_THRESHOLDS;
	} else {
		need &= ~LIBIW_NEED_THRESHOLDS;
	}
	dev->has_wiphy = kept.valid;
	dev->src.wiphy = kept.valid ? &kept.wiphy : NULL;
	return need;
}

int libiw_cache_dev(const struct iwc_ctx *ctx, const char *ifname,
		    unsigned int need, const struct iwc_dev **ret)
{
	uint64_t now = now_ns();
	unsigned int want, covered = cache.loaded;
	bool same = cache.valid && now < cache.until &&
		    strncmp(cache.name, ifname, IFNAMSIZ) == 0;

	/* the full wiphy holds its parameters */
	if (covered & IWC_NEED_WIPHY)
		covered |= IWC_NEED_WIPHY_PARAMS;
	if (same && (cache.err < 0 || (need & ~covered) == 0)) {
		*ret = &cache.dev;
		return cache.err;
	}
	/* a request outside the poll (TXPOW, POWER) adds its own needs */
	want = POLL_NEEDS | need | (same ? cache.loaded : 0);
	cache.valid = false;
	cache.err = iwc_dev_load(ctx, ifname,
				 want & ~(WIPHY_NEEDS | LIBIW_NEED_THRESHOLDS),
				 &cache.dev);
	if (cache.err == 0)
		want = load_wiphy(ctx, want);
	strncpy(cache.name, ifname, IFNAMSIZ - 1);
	cache.name[IFNAMSIZ - 1] = '\0';
	cache.loaded = want;
	cache.until = now_ns() + LIBIW_CACHE_WINDOW_NS;
	/* a missing or non-cfg80211 interface is remembered for the
	 * window; a failed fetch is not */
	cache.valid = cache.err == 0 || cache.err == -ENODEV ||
		      cache.err == -EOPNOTSUPP;
	*ret = &cache.dev;
	return cache.err;
}
