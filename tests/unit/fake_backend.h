/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fake_backend.h - a struct iwc_backend answering from a "world": a
 * description of the netdevs, wiphys and IPv4 interfaces of a machine,
 * the way nl80211 would report them. Counts the calls of every op so
 * tests can assert what a tool fetched.
 */
#ifndef IWC_TEST_FAKE_BACKEND_H
#define IWC_TEST_FAKE_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/native.h"
#include "iwcompat/types.h"

#define FAKE_MAX_NETDEVS 16
#define FAKE_MAX_WIPHYS 2
/* Enough for a 100+ cell scan list and an IE buffer the kernel would
 * split into several IWEVGENIE chunks (> 1024 bytes). */
#define FAKE_MAX_BSS 128
#define FAKE_MAX_IES 2048

/* One line of /proc/net/dev. */
struct fake_netdev {
	char name[IWC_IFNAMSIZ];
	bool wireless;		/* a cfg80211 netdev: get_iface works */
	int get_iface_err;	/* if non-zero: what get_iface returns */
	struct iwc_iface iface;	/* name and ifindex are filled in */
	bool has_link;		/* get_link succeeds with @link (the current
				 * BSS of a station, the IBSS of ad-hoc) */
	struct iwc_link link;
	int link_err;		/* when !has_link; 0 means -ENOLINK */
	bool conn_other_owner;	/* another socket owns the connection
				 * (NL80211_ATTR_SOCKET_OWNER) */
	/* native mode (fake_native.c): the GET_INTERFACE attributes the
	 * legacy struct does not hold (channel width, centres, TXQ
	 * statistics, 4addr) */
	bool has_nat_extra;
	struct iwc_iface nat_extra;
};

/* One BSS of the wiphy's scan list (scan_dump). */
struct fake_bss {
	struct iwc_bss bss;	/* ies/beacon_ies ignored: see below */
	size_t ies_len;
	uint8_t ies[FAKE_MAX_IES];
};

struct fake_world {
	char name[48];
	size_t n_netdevs;
	struct fake_netdev netdevs[FAKE_MAX_NETDEVS];	/* /proc/net/dev order */
	size_t n_wiphys;
	struct iwc_wiphy wiphys[FAKE_MAX_WIPHYS];
	size_t n_ipv4;
	char ipv4[FAKE_MAX_NETDEVS][IWC_IFNAMSIZ];	/* SIOCGIFCONF order */
	bool privileged;
	int list_ifaces_err;	/* if non-zero: what list_ifaces returns */
	int list_ipv4_err;
	int get_wiphy_err;	/* if non-zero: what get_wiphy returns */
	/* if non-zero: what arp_lookup returns (else -EADDRNOTAVAIL: no
	 * IPv4 address on the interface) */
	int arp_lookup_err;
	size_t n_bss;		/* scan_dump, for every interface */
	struct fake_bss bss[FAKE_MAX_BSS];
	int scan_trigger_err;	/* what scan_trigger returns */
	int scan_dump_err;	/* if non-zero: what scan_dump returns */
	int set_err;		/* what every setting operation returns */
	struct iwc_wext_state state;	/* the stored WEXT state (all ifaces) */
	bool has_state;
	/* a regulatory or wiphy change, as wiphy_changed sees it: tests
	 * bump it */
	unsigned int wiphy_gen;
	/* a driver without some ops (a fullmac one): drv_caps answers
	 * with @drv, and the operations nl80211 refuses without the op
	 * (set_txpower, set_power_save, set_rates, new_key, del_key,
	 * set_default_key) return -EOPNOTSUPP; else every op is there */
	bool drv_limited;
	struct iwc_drv_caps drv;
	/* wait_link_up's answers, in order, before it answers from the
	 * interface's state (1 when up, else 0) */
	const int *wait_up;
	size_t n_wait_up;
	/* the interface goes down as listen_events starts (before its
	 * IWC_EVENT_LISTENING): get_iface reports it down, without an SSID */
	bool down_when_listening;
	/* listen_events: IWC_EVENT_LISTENING, then these, then -ENODATA;
	 * -EOPNOTSUPP when NULL */
	const struct iwc_event *events;
	size_t n_events;
	/* the GET_INTERFACE dump's order (indexes into netdevs), when it
	 * is not /proc/net/dev's (the kernel lists the newest wiphy first) */
	size_t n_nat_dump;
	size_t nat_dump[FAKE_MAX_NETDEVS];
	/* the builds of the real tools a run's output follows (the
	 * context's wt_debian and iw_dialect; 0: this build's) */
	int wt_debian;
	int iw_dialect;
};

#define FAKE_LOG_MAX 4096

struct fake_calls {
	unsigned int list_ifaces;
	unsigned int list_ipv4_ifaces;
	unsigned int get_iface;
	unsigned int get_iface_scanning; /* of get_iface: during a scan */
	unsigned int get_link;
	unsigned int get_wiphy;
	unsigned int get_wiphy_scanning; /* of get_wiphy: during a scan */
	unsigned int state_load;
	unsigned int scan_trigger;
	unsigned int scan_trigger_name;	/* of scan_trigger: by name */
	unsigned int scan_dump;
	unsigned int is_privileged;
	unsigned int drv_caps;
	unsigned int wiphy_changed;
	unsigned int wait_link_up;
};

struct fake_backend {
	const struct fake_world *world;
	struct fake_calls calls;
	/* settings: one line per operation, and the state as stored */
	char log[FAKE_LOG_MAX];
	size_t log_len;
	struct iwc_wext_state state;
	bool state_stored;
	bool disconnected;	/* a disconnect succeeded in this run */
	bool scanning;		/* in scan_trigger's @during */
	/* the last scan_trigger's SSID (NULL: a wildcard probe) */
	bool scan_has_ssid;
	size_t scan_ssid_len;
	uint8_t scan_ssid[255];
	bool connecting;	/* a connect succeeded in this run */
	bool went_down;		/* world->down_when_listening happened */
	uint8_t connecting_ssid_len;
	uint8_t connecting_ssid[IWC_SSID_MAX];
	bool wiphy_watching;	/* wiphy_changed was called */
	unsigned int wiphy_gen_seen;
};

extern const struct iwc_backend fake_backend_ops;

void fake_backend_init(struct fake_backend *fb, const struct fake_world *w);
void fake_ctx_init(struct iwc_ctx *ctx, struct fake_backend *fb, FILE *out,
		   FILE *err, const char *argv0);

/* World building. */
struct fake_netdev *fake_world_add_netdev(struct fake_world *w,
					  const char *name);
struct fake_netdev *fake_world_add_wireless(struct fake_world *w,
					    const char *name,
					    enum iwc_iftype type,
					    uint32_t wiphy);
struct fake_netdev *fake_world_find(struct fake_world *w, const char *name);
void fake_world_add_ipv4(struct fake_world *w, const char *name);
void fake_world_rename(struct fake_world *w, const char *from, const char *to);

/* fake_native.c: the iw operations of fake_backend_ops, native-mode
 * facts of the same world (be is the ctx's struct fake_backend). */
int fake_nat_open(void *be);
int fake_nat_ifindex(void *be, const char *ifname, uint32_t *ret);
int fake_nat_iface_get(void *be, const char *ifname,
		       struct iwc_iface *ret);
int fake_nat_iface_dump(void *be, struct iwc_iface_list *ret);
int fake_nat_get_power_save(void *be, uint32_t ifindex, int *ret);
int fake_nat_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			 struct iwc_nat_sta *ret);
const char *fake_nat_extack(void *be);

/* The result of one in-process tool run. */
struct fake_run {
	char *out;		/* NUL-terminated, malloc'd */
	size_t out_len;
	char *err;
	size_t err_len;
	int rc;
	struct fake_calls calls;
	char log[FAKE_LOG_MAX];		/* the settings operations, in order */
	bool state_stored;
	struct iwc_wext_state state;
};

/* Runs @tool_main with @argv (copied; argv[0] first) against @w, with
 * stdout/stderr captured by open_memstream(). */
int fake_run_tool(const struct fake_world *w,
		  int (*tool_main)(struct iwc_ctx *, int, char **), int argc,
		  const char *const *argv, struct fake_run *res);
void fake_run_free(struct fake_run *res);

/* worlds.c: the named worlds, mirroring the reference's [E] scenarios. */
struct fake_world *world_new(const char *name);	/* NULL if unknown */
void world_free(struct fake_world *w);
const char *const *world_names(size_t *ret_n);

/* The range-table wiphy of the [E] captures: 2.4 GHz 1-13 (+14 disabled),
 * 5 GHz 36-64, 100-140, 149-165; WEP40, WEP104, TKIP, CCMP; retry 7/4,
 * RTS/frag off, MBM signal, 4 scan SSIDs. */
void world_default_wiphy(struct iwc_wiphy *w, uint32_t index);
/* An empty world with just a name. */
struct fake_world *world_empty(const char *name);
/* The associated TestNet station of
 * docs/reference/iwconfig.md#display-examples on @ifname. */
struct fake_netdev *world_add_station(struct fake_world *w,
				      const char *ifname);

#endif
