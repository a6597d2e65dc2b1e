/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * sysinfo.h - the non-nl80211 facts the tools read: the interface list
 * (/proc/net/dev), IPv4-holding interfaces, rfkill state (sysfs) and
 * the caller's capabilities.
 */
#ifndef IWCOMPAT_SYSINFO_H
#define IWCOMPAT_SYSINFO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "iwcompat/types.h"

int iwc_sys_list_ifaces(struct iwc_name_list *ret);
int iwc_sys_list_ipv4_ifaces(struct iwc_name_list *ret);
/* 1 blocked, 0 not, -errno unknown */
int iwc_sys_rfkill_blocked(const char *ifname);
/* the index of the wiphy's rfkill switch, -errno if none */
int iwc_sys_rfkill_index(const char *ifname);
bool iwc_sys_has_net_admin(void);
/* 1 up, 0 down, -errno unknown */
/* The kernel's rules for a netdev name (dev_valid_name): 1..15 bytes,
 * not "." or "..", no '/', ':' or white space. */
bool iwc_sys_ifname_valid(const char *ifname);
int iwc_sys_iface_up(const char *ifname);
int iwc_sys_iface_hwtype(const char *ifname);
/* libiw's iw_in_inet() + iw_get_mac_addr()'s ARP step: @arg's IPv4
 * address (numeric or a name), then its complete entry in @ifname's ARP
 * table. 0 with @ret_mac; -EADDRNOTAVAIL: @ifname has no IPv4 address,
 * -EINVAL: @arg does not resolve, -ENXIO: no ARP entry */
int iwc_sys_arp_lookup(const char *ifname, const char *arg, uint8_t *ret_mac);

/* detached "iwcompat link-up --wait IFNAME TOKEN": 0 once it runs,
 * or -errno of the fork or exec that failed */
int iwc_sys_spawn_link_watcher(const char *ifname, uint64_t token);
/* The same for any program: @path run with @argv in a new session, in
 * /, with no signal blocked or ignored, stdin/stdout/stderr on
 * /dev/null and no other descriptor; not waited for. */
int iwc_sys_spawn_detached(const char *path, char *const argv[]);
/* 1 up, 0 timeout, -ENODEV gone */
int iwc_sys_wait_link_up(const char *ifname, int timeout_ms);

#endif
