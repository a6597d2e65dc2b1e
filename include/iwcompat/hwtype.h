/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * hwtype.h - the ARP hardware types (ARPHRD_*, /sys/class/net/IF/type,
 * the backend's iface_hwtype) the tools tell apart.
 */
#ifndef IWCOMPAT_HWTYPE_H
#define IWCOMPAT_HWTYPE_H

#include <stdbool.h>

#include <net/if_arp.h>

/* libiw's iw_check_mac_addr_type(): an interface of @hw takes MAC
 * addresses when it is Ethernet or 802.11 (-1, unknown: no) */
static inline bool iwc_hwtype_takes_mac(int hw)
{
	return hw == ARPHRD_ETHER || hw == ARPHRD_IEEE80211;
}

#endif
