/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_live.h - the WEXT fallback: for an interface that nl80211 does
 * not know but that has a Wireless Extensions driver (old or vendor
 * drivers), every tool asks the driver's WEXT handlers, in the order
 * and with the requests wireless-tools used; the answers fill the model
 * structs (wext.h) that the legacy printers print. The tools reach them
 * through the interface contract (ifc.h, wext_backend.c), opened once.
 *
 * The requests go through struct iwc_wext_ops (the only ioctl code is
 * wext_ioctl.c); the decision to use them is iwc_wext_decide().
 * IWCOMPAT_BACKEND=wext (ctx->wext_forced) treats every interface so,
 * which lets the tests run the fallback against cfg80211's own WEXT
 * compatibility handlers.
 */
#ifndef IWCOMPAT_WEXT_LIVE_H
#define IWCOMPAT_WEXT_LIVE_H

#include <stdbool.h>
#include <stdio.h>

#include "iwcompat/ctx.h"
#include "iwcompat/types.h"
#include "iwcompat/wext.h"

union iwreq_data;
struct iwc_scan_opts;
struct iwc_set_req;
struct iwc_wext_scan;
struct iwc_wext_set_failure;
struct iwc_wext_backend;

struct iwc_wext_ops {
	/* /sys/class/net/IF/wireless exists */
	bool (*present)(void *data, const char *ifname);
	/* one WEXT ioctl; @req is read and written back; 0 or -errno */
	int (*ioctl)(void *data, const char *ifname, unsigned int cmd,
		     union iwreq_data *req);
	/* the scan's polling pause (NULL: none) */
	void (*sleep)(void *data, int ms);
};

/* The ioctl implementation (wext_ioctl.c). */
extern const struct iwc_wext_ops iwc_wext_ioctl_ops;

struct iwc_wext_live {
	const struct iwc_wext_ops *ops;
	void *data;
	char ifname[IWC_IFNAMSIZ + 1];
};

/**
 * iwc_wext_decide - whether an interface goes to the WEXT fallback.
 * @forced: IWCOMPAT_BACKEND=wext
 * @nl_ret: what nl80211's get_iface said of it
 * @present: whether it has WEXT handlers (/sys/class/net/IF/wireless);
 *	only looked at when nl80211 said -EOPNOTSUPP.
 * An interface that nl80211 knows (or that does not exist) never is,
 * unless forced.
 */
bool iwc_wext_decide(bool forced, int nl_ret, bool present);

/**
 * iwc_wext_live_init - set @live up for @ifname if the fallback applies
 * (iwc_wext_decide()). Returns true if it does.
 */
bool iwc_wext_live_init(const struct iwc_ctx *ctx, const char *ifname,
			int nl_ret, struct iwc_wext_live *live);

int iwc_wext_live_req(const struct iwc_wext_live *live, unsigned int cmd,
		      union iwreq_data *req);

/* iwconfig's get_info(): -ENODEV (no such interface), -EOPNOTSUPP (no
 * wireless extensions) or 0. */
int iwc_wext_live_get_info(const struct iwc_wext_live *live,
			   struct iwc_wext_info *ret);

/* The single requests, as the wext_view.c functions of the same name. */
int iwc_wext_live_giwname(const struct iwc_wext_live *live, char *ret_name,
			  size_t len);
int iwc_wext_live_giwmode(const struct iwc_wext_live *live, int *ret_mode);
int iwc_wext_live_giwfreq(const struct iwc_wext_live *live,
			  struct iwc_freq *ret);
int iwc_wext_live_giwessid(const struct iwc_wext_live *live,
			   uint8_t *ret_essid, int *ret_len, int *ret_flags);
int iwc_wext_live_giwap(const struct iwc_wext_live *live, uint8_t *ret_addr);
int iwc_wext_live_giwparam(const struct iwc_wext_live *live, unsigned int cmd,
			   uint16_t in_flags, struct iwc_param *ret);
int iwc_wext_live_giwencode(const struct iwc_wext_live *live, int in_index,
			    uint8_t *ret_key, int *ret_len, int *ret_flags);
int iwc_wext_live_giwstats(const struct iwc_wext_live *live,
			   struct iwc_wext_info *ret);
int iwc_wext_live_giwrange(const struct iwc_wext_live *live,
			   struct iwc_wext_range *ret);

/* The range's lists that cfg80211 leaves empty (iwlist rate/txpower). */
struct iwc_wext_range_lists {
	int we_version_compiled;
	int num_bitrates;
	int32_t bitrate[32];
	int num_txpower;
	int32_t txpower[8];
	uint16_t txpower_capa;
};

int iwc_wext_live_range_lists(const struct iwc_wext_live *live,
			      struct iwc_wext_range_lists *ret);

/**
 * iwc_wext_live_scan - "iwlist IF scanning [essid X] [last]" as
 * iwlist's print_scanning_info() asks (after the range, @range):
 * SIOCSIWSCAN, then SIOCGIWSCAN every 100 ms (after 250 ms) while
 * EAGAIN, growing the buffer on E2BIG, for at most 15 s. Returns 0 with
 * the event stream in @ret, or the failed request's -errno (@ret says
 * which).
 */
int iwc_wext_live_scan(const struct iwc_wext_live *live,
		       const struct iwc_scan_opts *opts,
		       const struct iwc_wext_range *range,
		       struct iwc_wext_scan *ret);

enum iwc_priv_mode {
	IWC_PRIV_LIST,		/* iwpriv [IF] */
	IWC_PRIV_ALL,		/* iwpriv [IF] -a: call the read-only ones */
	IWC_PRIV_CALL,		/* iwpriv IF CMD [ARGS] (@args[0] = CMD) */
};

/* iwpriv: the driver's private ioctls (SIOCGIWPRIV), listed or called
 * as iwpriv does, @in_addr reading address arguments. Returns iwpriv's
 * result (0 or -1). */
int iwc_wext_live_iwpriv(const struct iwc_ctx *ctx,
			 const struct iwc_wext_live *live,
			 enum iwc_priv_mode mode, int nargs, char **args,
			 bool (*in_addr)(const struct iwc_ctx *ctx,
					 const char *ifname, const char *arg,
					 uint8_t *mac));

/* iwconfig IF keyword ... (wext_iwconfig.c): the SIOCSIW* request of
 * each parsed setting (after the GET of its "on"/"fixed" form), in
 * order, up to the first failure: 0, or its -errno with *@ret_failed
 * saying which. */
int iwc_wext_iwconfig_apply(const struct iwc_wext_live *live,
			    const struct iwc_set_req *req,
			    struct iwc_wext_set_failure *ret_failed);

/* The WEXT fallback as a backend (wext_backend.c). */
extern const struct iwc_wext_backend iwc_wext_backend;

#endif
