/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend.h - the one contract between the front-ends (the legacy
 * tools, native mode, JSON, explain, libiw) and the kernel. The nl80211
 * backend (src/kernel/backend_nl80211*.c) is the only implementation
 * that talks to the kernel; the unit tests use fakes.
 *
 * Every operation returns 0 or a negative errno; result structs are
 * written only on success.
 */
#ifndef IWCOMPAT_BACKEND_H
#define IWCOMPAT_BACKEND_H

#include "iwcompat/backend_iw.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/types.h"
#include "iwcompat/wext.h"

struct iwc_backend {
	const char *name;

	/**
	 * list_ifaces - every network interface, in /proc/net/dev order.
	 */
	int (*list_ifaces)(void *be, struct iwc_name_list *ret);

	/**
	 * list_ipv4_ifaces - interfaces holding an IPv4 address, in the
	 * order SIOCGIFCONF would give them (netdev order, one entry per
	 * address).
	 */
	int (*list_ipv4_ifaces)(void *be, struct iwc_name_list *ret);

	/**
	 * get_iface - describe a wireless interface.
	 * Returns -ENODEV if no interface has that name, -EOPNOTSUPP if it
	 * exists but is not a cfg80211 (nl80211) device.
	 */
	int (*get_iface)(void *be, const char *ifname, struct iwc_iface *ret);

	/**
	 * get_power - fill @iface->ps (wdev->ps, NL80211_CMD_GET_POWER_SAVE)
	 * and @iface->rfkill_blocked. Optional (NULL: leave them).
	 */
	int (*get_power)(void *be, struct iwc_iface *iface);

	/**
	 * get_link - the BSS a station is connected to (with its station
	 * entry) or the IBSS an ad-hoc interface joined. -ENOLINK when
	 * there is none.
	 */
	int (*get_link)(void *be, const struct iwc_iface *iface,
			struct iwc_link *ret);

	/**
	 * get_wiphy - thresholds, channels and ciphers of a wiphy.
	 */
	int (*get_wiphy)(void *be, uint32_t wiphy, struct iwc_wiphy *ret);

	/**
	 * wiphy_changed - whether any wiphy's channels or regulatory
	 * facts, or the set of wiphys, may have changed since the last
	 * call (nl80211's "regulatory" and "config" events): 1 changed or
	 * not known (the first call, which starts watching; an event
	 * lost), 0 not. The thresholds are not covered (the kernel sends
	 * no event for them). Optional (NULL: always changed).
	 */
	int (*wiphy_changed)(void *be);

	/**
	 * get_wiphy_params - get_wiphy without bands, channels and rates:
	 * the retry limits, thresholds and cipher suites (what iwconfig
	 * shows), for a fraction of the cost. Optional (NULL: get_wiphy).
	 */
	int (*get_wiphy_params)(void *be, uint32_t wiphy,
				struct iwc_wiphy *ret);

	/**
	 * scan_trigger - start a scan (all channels; only @ssid if given,
	 * else a wildcard probe) and wait until it completes or is aborted,
	 * at most @timeout_ms. Returns 0 when results can be read, or the
	 * kernel's errno (-EPERM, -EBUSY, -ENETDOWN, -EOPNOTSUPP, ...), or
	 * -ETIMEDOUT. @during (may be NULL) is called with @arg once the
	 * kernel has accepted the trigger, before the wait: what the caller
	 * needs afterwards is fetched while the kernel scans.
	 */
	int (*scan_trigger)(void *be, const struct iwc_iface *iface,
			    const uint8_t *ssid, size_t ssid_len,
			    int timeout_ms, void (*during)(void *arg),
			    void *arg);

	/**
	 * scan_trigger_name - scan_trigger by the interface's name, before
	 * anything else is known of it: iwlist's scan fetches the
	 * interface itself in @during, while the kernel scans. Sends
	 * nothing (*@ret_sent false, -ENODEV or -ENETDOWN) when there is
	 * no such interface or it is down; else *@ret_sent is true and
	 * the result is scan_trigger's (an error when the interface is
	 * not a cfg80211 one). Optional.
	 */
	int (*scan_trigger_name)(void *be, const char *ifname,
				 const uint8_t *ssid, size_t ssid_len,
				 int timeout_ms, void (*during)(void *arg),
				 void *arg, bool *ret_sent);

	/**
	 * scan_dump - every BSS the kernel holds for the interface's wiphy,
	 * in the kernel's list order.
	 */
	int (*scan_dump)(void *be, const struct iwc_iface *iface,
			 struct iwc_scan_result *ret);

	/* ---- settings (iwconfig IFACE keyword ...) ---- */

	/**
	 * state_load - the stored WEXT state of @iface (iwc_state_init()
	 * values when none, or when it belonged to an earlier interface).
	 * state_store - replace it atomically. state_lock serialises
	 * read-modify-write cycles of concurrent iwconfig runs until
	 * state_unlock or the end of the process.
	 */
	int (*state_load)(void *be, const struct iwc_iface *iface,
			  struct iwc_wext_state *ret);
	int (*state_store)(void *be, const struct iwc_iface *iface,
			   const struct iwc_wext_state *st);
	int (*state_lock)(void *be, const struct iwc_iface *iface);
	void (*state_unlock)(void *be);

	/**
	 * drv_caps - what the driver behind @iface can do (struct
	 * iwc_drv_caps): the facts of @what (IWC_DRV_* bits) are filled in
	 * and added to @ret->known, the others left alone. Without side
	 * effects (IWC_DRV_TXPOWER and IWC_DRV_PS are probes the kernel
	 * refuses before changing anything). Optional (NULL: a driver
	 * with every op, as mac80211's). For settings only: reads never
	 * need it.
	 */
	int (*drv_caps)(void *be, const struct iwc_iface *iface,
			unsigned int what, struct iwc_drv_caps *ret);

	int (*set_iftype)(void *be, const struct iwc_iface *iface,
			  enum iwc_iftype type);
	int (*connect)(void *be, const struct iwc_iface *iface,
		       const struct iwc_connect_params *p);
	int (*disconnect)(void *be, const struct iwc_iface *iface,
			  uint16_t reason);
	int (*ibss_join)(void *be, const struct iwc_iface *iface,
			 const struct iwc_connect_params *p);
	int (*ibss_leave)(void *be, const struct iwc_iface *iface);
	/* monitor channel, 20 MHz without HT */
	int (*set_channel)(void *be, const struct iwc_iface *iface,
			   uint32_t freq_mhz);
	int (*set_wiphy_params)(void *be, const struct iwc_iface *iface,
				const struct iwc_wiphy_params *p);
	/* setting: 0 automatic, 1 limited, 2 fixed (nl80211's values) */
	int (*set_txpower)(void *be, const struct iwc_iface *iface,
			   int setting, int32_t mbm);
	int (*set_rfkill)(void *be, const struct iwc_iface *iface,
			  bool blocked);
	int (*set_power_save)(void *be, const struct iwc_iface *iface,
			      bool on);
	int (*set_rates)(void *be, const struct iwc_iface *iface,
			 const struct iwc_rate_mask *mask);
	/* WEP group keys in the driver while linked (NEW_KEY, DEL_KEY,
	 * SET_KEY default) */
	int (*new_key)(void *be, const struct iwc_iface *iface, int idx,
		       const uint8_t *key, size_t len);
	int (*del_key)(void *be, const struct iwc_iface *iface, int idx);
	int (*set_default_key)(void *be, const struct iwc_iface *iface,
			       int idx);

	/**
	 * spawn_link_watcher - start a detached "iwcompat link-up --wait"
	 * for @iface, in charge of the settings stored with @token: it
	 * applies them once the interface comes up, and exits when they
	 * are applied, replaced (another token) or the interface is gone.
	 */
	int (*spawn_link_watcher)(void *be, const struct iwc_iface *iface,
				  uint64_t token);

	/**
	 * wait_link_up - block until @ifname is up (1), gone (-ENODEV), or
	 * @timeout_ms passed (0). Event-driven (rtnetlink).
	 */
	int (*wait_link_up)(void *be, const char *ifname, int timeout_ms);

	/**
	 * iface_hwtype - ARPHRD_* of @ifname (/sys/class/net/IF/type), or
	 * a negative errno.
	 */
	int (*iface_hwtype)(void *be, const char *ifname);

	/**
	 * arp_lookup - "iwconfig IF ap HOST", iwspy, iwpriv: IPv4 address
	 * of @arg (numeric or a host name), then its entry in @ifname's
	 * ARP table. Returns 0 with @ret_mac, -EADDRNOTAVAIL (@ifname has
	 * no IPv4 address), -EINVAL (@arg does not resolve) or -ENXIO (no
	 * ARP entry); the front-ends word them (iwc_in_addr_error()).
	 */
	int (*arp_lookup)(void *be, const char *ifname, const char *arg,
			  uint8_t *ret_mac);

	/**
	 * is_privileged - whether the caller holds CAP_NET_ADMIN (the
	 * kernel's WEXT layer refused key reads and all settings without).
	 */
	bool (*is_privileged)(void *be);

	/**
	 * listen_events - iwevent: join the kernel's wireless event
	 * sources and feed @cb every event, in the kernel's order, each
	 * with the current name of its interface. The first is
	 * IWC_EVENT_LISTENING, once nothing can be missed any more.
	 * Returns what @cb returned when non-zero, or a negative errno
	 * (opening failed, or waiting did), never 0.
	 */
	int (*listen_events)(void *be, iwc_event_cb cb, void *arg);

	/* ---- iw's commands (native mode, backend_iw.h) ----
	 *
	 * The facts with every attribute iw prints and the requests as iw
	 * builds them, keyed by ifindex or wiphy index. Native mode needs
	 * ifindex, iface_get, iface_dump, station_get and get_power_save;
	 * the others may be NULL (a command that needs one fails with
	 * -EOPNOTSUPP; no open, phy_index or extack: nothing to open, no
	 * phy of that name, no message).
	 */

	/* open the nl80211 socket: 0, -ENOENT (no nl80211), or errno */
	int (*open)(void *be);
	/* if_nametoindex(): 0 or -ENODEV */
	int (*ifindex)(void *be, const char *ifname, uint32_t *ret);
	/* GET_INTERFACE of @ifname; -ENODEV when no netdev has that name,
	 * else the kernel's errno */
	int (*iface_get)(void *be, const char *ifname,
			 struct iwc_iface *ret);
	/* GET_INTERFACE dump, the kernel's order */
	int (*iface_dump)(void *be, struct iwc_iface_list *ret);
	/* GET_STATION @mac on @ifindex */
	int (*station_get)(void *be, uint32_t ifindex, const uint8_t *mac,
			   struct iwc_nat_sta *ret);
	/* GET_STATION dump (@mac NULL) or one station */
	int (*stations)(void *be, uint32_t ifindex, const uint8_t *mac,
			struct iwc_nat_station_list *ret);
	/* GET_POWER_SAVE: *ret 1 on, 0 off, -1 no PS_STATE attribute */
	int (*get_power_save)(void *be, uint32_t ifindex, int *ret);
	/* GET_REG dump; -EOPNOTSUPP from old kernels */
	int (*reg_dump)(void *be, struct iwc_regdom_list *ret);
	/* REQ_SET_REG with @alpha2 (two characters and a NUL) */
	int (*reg_set)(void *be, const char *alpha2);
	/* TRIGGER_SCAN on @ifindex; with @wait, then until the scan ends:
	 * 0 (NEW_SCAN_RESULTS), 1 (SCAN_ABORTED), or a negative errno */
	int (*scan_request)(void *be, uint32_t ifindex,
			    const struct iwc_nat_scan_req *req, bool wait);
	/* ABORT_SCAN on @ifindex */
	int (*scan_abort)(void *be, uint32_t ifindex);
	/* the kernel's extended ACK message of the last failed request,
	 * "" if none */
	const char *(*extack)(void *be);
	/* /sys/class/ieee80211/NAME/index (iw's phy_lookup): 0, or -errno
	 * of the failed open (-ENOENT) */
	int (*phy_index)(void *be, const char *name, uint32_t *ret);
	/* GET_WIPHY of @wiphy (-1: all), a split dump when the kernel has
	 * it: @cb gets each message decoded (nl80211_wiphy.h), in the
	 * kernel's order */
	int (*wiphy_dump)(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb,
			  void *arg);
	/* nl80211's config, scan, regulatory, mlme, vendor and nan
	 * multicast groups: @cb for each message, decoded (nl80211_event.h),
	 * until @cb returns non-zero (returned) or reading fails (-errno) */
	int (*listen)(void *be, iwc_nat_event_cb cb, void *arg);
	/* SET_WIPHY of @ifindex to a channel (iw's put_chandef()) */
	int (*set_chandef)(void *be, uint32_t ifindex,
			   const struct iwc_nat_chandef *c);
	/* CONNECT; with @ev, first join the "mlme" group, then after the
	 * request wait (without end, as iw) for the first CONNECT event
	 * of any interface and fill @ev */
	int (*connect_request)(void *be, uint32_t ifindex,
			       const struct iwc_nat_connect *p,
			       struct iwc_nat_connect_event *ev);
};

#endif
