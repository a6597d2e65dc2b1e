/*
 * backend.h - the request-level interface between the tools and the
 * kernel. The nl80211 backend (backend_nl80211.c) is the only
 * implementation that talks to the kernel; the unit tests use a fake.
 *
 * Every operation returns 0 or a negative errno; result structs are
 * written only on success.
 */
#ifndef IWCOMPAT_BACKEND_H
#define IWCOMPAT_BACKEND_H

#include "iwcompat/types.h"

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
	 * scan_trigger - start a scan (all channels; only @ssid if given,
	 * else a wildcard probe) and wait until it completes or is aborted,
	 * at most @timeout_ms. Returns 0 when results can be read, or the
	 * kernel's errno (-EPERM, -EBUSY, -ENETDOWN, -EOPNOTSUPP, ...), or
	 * -ETIMEDOUT.
	 */
	int (*scan_trigger)(void *be, const struct iwc_iface *iface,
			    const uint8_t *ssid, size_t ssid_len,
			    int timeout_ms);

	/**
	 * scan_dump - every BSS the kernel holds for the interface's wiphy,
	 * in the kernel's list order.
	 */
	int (*scan_dump)(void *be, const struct iwc_iface *iface,
			 struct iwc_scan_result *ret);

	/**
	 * is_privileged - whether the caller holds CAP_NET_ADMIN (the
	 * kernel's WEXT layer refused key reads and all settings without).
	 */
	bool (*is_privileged)(void *be);
};

#endif
