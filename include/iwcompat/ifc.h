/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ifc.h - one interface as the legacy tools see it: the answers to the
 * WEXT requests wireless-tools asked, from the backend chosen once when
 * the interface is opened (iwc_ifc_open(), legacy/ifc.c, the one place
 * that decides). Two backends implement the same contract:
 *
 *   model/wext_view_ops.c  cfg80211's answers, rebuilt from nl80211 facts
 *   wext/wext_backend.c    a WEXT driver's own answers (the fallback for
 *                          drivers without nl80211, or every interface
 *                          with IWCOMPAT_BACKEND=wext)
 *
 * Every request returns 0 or the negative errno the ioctl would have
 * failed with, and fills the model structs of wext.h, which the legacy
 * printers print whichever backend answered.
 */
#ifndef IWCOMPAT_IFC_H
#define IWCOMPAT_IFC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext.h"
#include "iwcompat/wext_live.h"

/* The iw_param GET requests. */
enum iwc_wext_param {
	IWC_WP_RATE,
	IWC_WP_TXPOW,
	IWC_WP_RETRY,
	IWC_WP_POWER,
};

#define IWC_WEXT_MAX_AP 64
#define IWC_WEXT_MAX_SPY 8

/* SIOCGIWAPLIST and SIOCGIWSPY: addresses, with their qualities if the
 * driver gave them. */
struct iwc_wext_peers {
	int n;
	bool has_qual;
	uint8_t addr[IWC_WEXT_MAX_AP][IWC_ETH_ALEN];
	struct iwc_qual qual[IWC_WEXT_MAX_AP];
};

/* SIOCGIWTHRSPY / SIOCSIWTHRSPY: the levels (0 and 0: off). */
struct iwc_wext_thr {
	uint8_t low, high;
};

/* What a WEXT driver's scan gave: the SIOCGIWSCAN event stream, or
 * which request failed. */
enum iwc_wext_scan_fail {
	IWC_WSCAN_OK,
	IWC_WSCAN_TRIGGER,	/* SIOCSIWSCAN: @err */
	IWC_WSCAN_READ,		/* SIOCGIWSCAN: @err */
	IWC_WSCAN_NOMEM,	/* the buffer */
};

struct iwc_wext_scan {
	enum iwc_wext_scan_fail fail;
	int err;		/* the failed request's -errno */
	uint8_t *buf;		/* malloc'ed, the caller frees it */
	size_t len;
};

/* The setting of an "iwconfig IF keyword ..." that a WEXT driver
 * refused: its request and whether the GET of its "on"/"fixed" form
 * failed (else the SET). */
struct iwc_wext_set_failure {
	enum iwc_req req;
	bool get;
};

/* iwpriv's address argument reader (iw_in_addr()), the front-end's. */
typedef bool (*iwc_in_addr_fn)(const struct iwc_ctx *ctx, const char *ifname,
			       const char *arg, uint8_t *mac);

struct iwc_ifc_ops {
	/* iwconfig's get_info(): every request in wireless-tools' order;
	 * -ENODEV or -EOPNOTSUPP if not even SIOCGIWNAME works */
	int (*get_info)(const void *h, struct iwc_wext_info *ret);
	int (*giwname)(const void *h, char *ret_name, size_t len);
	int (*giwmode)(const void *h, int *ret_mode);
	int (*giwfreq)(const void *h, struct iwc_freq *ret);
	int (*giwessid)(const void *h, uint8_t *ret_essid, int *ret_len,
			int *ret_flags);
	int (*giwap)(const void *h, uint8_t *ret_addr);
	int (*giwparam)(const void *h, enum iwc_wext_param which,
			uint16_t in_flags, struct iwc_param *ret);
	int (*giwencode)(const void *h, int in_index, uint8_t *ret_key,
			 int *ret_len, int *ret_flags);
	int (*giwstats)(const void *h, struct iwc_wext_info *ret);
	int (*giwrange)(const void *h, struct iwc_wext_range *ret);
	/* the WE versions of the range (every tool's -v) */
	int (*we_version)(const void *h, struct iwc_wext_range *ret);
	int (*range_lists)(const void *h, struct iwc_wext_range_lists *ret);
	/* SIOCGIWENCODEEXT of key 1: only its error can be shown */
	int (*giwencodeext)(const void *h);
	/* SIOCGIWAUTH of one IW_AUTH_* parameter */
	int (*giwauth)(const void *h, uint16_t param, int32_t *ret_value);
	int (*giwaplist)(const void *h, struct iwc_wext_peers *ret);
	/* SIOCGIWGENIE: *len in, the IE bytes' length out */
	int (*giwgenie)(const void *h, uint8_t *buf, size_t *len);
	int (*giwspy)(const void *h, struct iwc_wext_peers *ret);
	int (*siwspy)(const void *h, const uint8_t (*addrs)[IWC_ETH_ALEN],
		      int n);
	int (*giwthrspy)(const void *h, struct iwc_wext_thr *ret);
	int (*siwthrspy)(const void *h, const struct iwc_wext_thr *thr);
	/* iwpriv: the driver's private ioctls listed or called as iwpriv
	 * does (it prints); iwpriv's result (0 or -1), or -EOPNOTSUPP
	 * without any (nothing printed) */
	int (*iwpriv)(const struct iwc_ctx *ctx, const void *h,
		      enum iwc_priv_mode mode, int nargs, char **args,
		      iwc_in_addr_fn in_addr);
};

/* cfg80211's answers from nl80211 facts; @h is a struct iwc_wext_src. */
extern const struct iwc_ifc_ops iwc_wext_view_ops;

/* What the WEXT fallback adds to the contract: how an interface is
 * opened, and the two flows that a WEXT driver runs itself. */
struct iwc_wext_backend {
	/* whether @ifname is served through WEXT (@nl_ret: what nl80211
	 * said of it; iwc_wext_decide()); sets @live up if so */
	bool (*open)(const struct iwc_ctx *ctx, const char *ifname,
		     int nl_ret, struct iwc_wext_live *live);
	const struct iwc_ifc_ops *ops;	/* @h: the struct iwc_wext_live */
	/* iwlist IF scanning: SIOCSIWSCAN (unless @last alone), then
	 * SIOCGIWSCAN until the results are there (wext_live.h). */
	int (*scan)(const struct iwc_wext_live *live,
		    const struct iwc_scan_opts *opts,
		    const struct iwc_wext_range *range,
		    struct iwc_wext_scan *ret);
	/* iwconfig IF keyword ...: each setting's SIOCSIW* in order (after
	 * the GET of the "on"/"fixed" forms), up to the first failure,
	 * which *@ret_failed tells; 0 or the failure's -errno */
	int (*apply)(const struct iwc_wext_live *live,
		     const struct iwc_set_req *req,
		     struct iwc_wext_set_failure *ret_failed);
};

/* One opened interface. */
struct iwc_ifc {
	const struct iwc_ifc_ops *ops;
	const void *h;			/* the ops' handle */
	const char *ifname;
	struct iwc_dev *dev;		/* nl80211: the facts; else NULL */
	/* a WEXT driver: its backend (else NULL) and its handle */
	const struct iwc_wext_backend *wext;
	struct iwc_wext_live live;
};

/**
 * iwc_ifc_open - open @ifname: the nl80211 facts @need asks for
 * (iwc_dev_load()), or, for an interface nl80211 does not serve and the
 * WEXT fallback does, the WEXT driver. Returns 0, or what nl80211 said
 * (-ENODEV: no such interface, -EOPNOTSUPP: not a wireless one, ...).
 */
int iwc_ifc_open(const struct iwc_ctx *ctx, const char *ifname,
		 unsigned int need, struct iwc_ifc *ifc);

/* Loads @dev for @ifname over nl80211 (iwc_dev_load() or a tool's own
 * order of requests); 0 or what nl80211 said. */
typedef int (*iwc_ifc_load_fn)(const struct iwc_ctx *ctx, const char *ifname,
			       struct iwc_dev *dev, void *arg);

/* iwc_ifc_open with @load loading the nl80211 facts. */
int iwc_ifc_open_with(const struct iwc_ctx *ctx, const char *ifname,
		      iwc_ifc_load_fn load, void *arg, struct iwc_ifc *ifc);

/**
 * iwc_ifc_adopt - the decision itself, once nl80211 was asked: @dev
 * loaded with result @nl_ret (iwc_dev_load(); NULL: not loaded). On
 * success @ifc owns @dev (freed by iwc_ifc_close); else @dev is freed.
 */
int iwc_ifc_adopt(const struct iwc_ctx *ctx, const char *ifname, int nl_ret,
		  struct iwc_dev *dev, struct iwc_ifc *ifc);

/* Frees what iwc_ifc_open or iwc_ifc_adopt kept (whatever they
 * returned). */
void iwc_ifc_close(struct iwc_ifc *ifc);

#endif
