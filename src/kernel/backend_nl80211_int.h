/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_int.h - shared between the nl80211 backend's files.
 */
#ifndef IWCOMPAT_BACKEND_NL80211_INT_H
#define IWCOMPAT_BACKEND_NL80211_INT_H

#include <sys/types.h>

#include "iwcompat/backend.h"
#include "iwcompat/backend_iw.h"
#include "nl_sock.h"

#define NL_TIMEOUT_MS 5000

struct nlbe {
	struct iwc_nl nl;
	/* the "regulatory" and "config" events (wiphy_changed) */
	struct iwc_nl wiphy_ev;
	bool wiphy_ev_failed;
	/* the last get_iface's name and index (0: none) */
	char last_ifname[IWC_IFNAMSIZ];
	unsigned int last_ifindex;
	int lock_fd;		/* state lock, -1 if none */
	int lock_timeout_ms;	/* how long to wait for it (0: 30 s) */
};

int iwc_nlbe_wiphy_changed(void *be);
int iwc_nlbe_state_load(void *be, const struct iwc_iface *iface,
			struct iwc_wext_state *ret);
int iwc_nlbe_state_store(void *be, const struct iwc_iface *iface,
			 const struct iwc_wext_state *st);
int iwc_nlbe_state_lock(void *be, const struct iwc_iface *iface);
/* who may use the state directory (backend_nl80211_state.c, issue 32) */
int iwc_nlbe_state_dir_verdict(uid_t euid, uid_t owner, mode_t mode);
int iwc_nlbe_state_dir_may_create(uid_t euid, uid_t parent_uid);
void iwc_nlbe_state_unlock(void *be);
int iwc_nlbe_set_iftype(void *be, const struct iwc_iface *iface,
			enum iwc_iftype type);
int iwc_nlbe_connect(void *be, const struct iwc_iface *iface,
		     const struct iwc_connect_params *p);
int iwc_nlbe_disconnect(void *be, const struct iwc_iface *iface,
			uint16_t reason);
int iwc_nlbe_ibss_join(void *be, const struct iwc_iface *iface,
		       const struct iwc_connect_params *p);
int iwc_nlbe_ibss_leave(void *be, const struct iwc_iface *iface);
int iwc_nlbe_set_channel(void *be, const struct iwc_iface *iface,
			 uint32_t freq_mhz);
int iwc_nlbe_set_wiphy_params(void *be, const struct iwc_iface *iface,
			      const struct iwc_wiphy_params *p);
int iwc_nlbe_set_txpower(void *be, const struct iwc_iface *iface, int setting,
			 int32_t mbm);
int iwc_nlbe_set_rfkill(void *be, const struct iwc_iface *iface, bool blocked);
int iwc_nlbe_set_power_save(void *be, const struct iwc_iface *iface, bool on);
int iwc_nlbe_drv_caps(void *be, const struct iwc_iface *iface,
		      unsigned int what, struct iwc_drv_caps *ret);
int iwc_nlbe_set_rates(void *be, const struct iwc_iface *iface,
		       const struct iwc_rate_mask *mask);

int iwc_nlbe_new_key(void *be, const struct iwc_iface *iface, int idx,
		     const uint8_t *key, size_t len);
int iwc_nlbe_del_key(void *be, const struct iwc_iface *iface, int idx);
int iwc_nlbe_set_default_key(void *be, const struct iwc_iface *iface, int idx);

/* a request @cmd for @ifindex (NL80211_ATTR_IFINDEX), the socket opened
 * first: NULL when that or the message failed */
struct nl_msg *iwc_nlbe_if_msg(struct nlbe *be, uint8_t cmd, uint32_t ifindex);
/* GET_STATION of @mac on @ifindex, a dump of them all when @mac is NULL
 * (the socket already open): NULL when the message failed */
struct nl_msg *iwc_nlbe_station_msg(struct nlbe *be, uint32_t ifindex,
				    const uint8_t *mac);

/**
 * iwc_nlbe_scan_send - send the TRIGGER_SCAN @msg (consumed) for
 * @ifindex; with @timeout_ms > 0, having joined the scan events first,
 * call @during(@arg) (if not NULL) once the trigger is accepted, then
 * wait for the scan's end: 0 (new results), 1 (aborted, or the
 * interface removed), or a negative errno (-ETIMEDOUT).
 */
int iwc_nlbe_scan_send(struct nlbe *be, int ifindex, struct nl_msg *msg,
		       int timeout_ms, void (*during)(void *arg), void *arg);

/* backend_nl80211_native.c: iw's interface, station, power-save and
 * regulatory requests (the iw operations of struct iwc_backend) */
int iwc_nlbe_nat_open(void *be);
int iwc_nlbe_nat_ifindex(void *be, const char *ifname, uint32_t *ret);
int iwc_nlbe_nat_iface_get(void *be, const char *ifname,
			   struct iwc_iface *ret);
int iwc_nlbe_nat_iface_dump(void *be, struct iwc_iface_list *ret);
int iwc_nlbe_nat_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			     struct iwc_nat_sta *ret);
int iwc_nlbe_nat_stations(void *be, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_station_list *ret);
int iwc_nlbe_nat_get_power_save(void *be, uint32_t ifindex, int *ret);
int iwc_nlbe_nat_reg_dump(void *be, struct iwc_regdom_list *ret);
int iwc_nlbe_nat_reg_set(void *be, const char *alpha2);
const char *iwc_nlbe_nat_extack(void *be);
/* nl_station.c: the one STA_INFO decoder (a GET_STATION reply's
 * attributes), pure: -EINVAL without STA_INFO (MAC and ifindex decoded
 * all the same, with their presence); iwc_nl_parse_station
 * (iwcompat/nl80211.h) and "link"'s view are made from it */
int iwc_nl_decode_sta_info(struct nlattr **tb, struct iwc_nat_station *st);
/* backend_nl80211_native.c: native mode's station, decoded, with the
 * interface's name and the clocks; false without STA_INFO or MAC */
bool iwc_nlbe_decode_station(struct nlattr **tb, struct iwc_nat_station *st);
void iwc_nlbe_link_view(const struct iwc_nat_station *st,
			struct iwc_nat_sta *s);

/* backend_nl80211_native_scan.c */
struct iwc_nat_scan_req;
int iwc_nlbe_nat_scan_trigger(void *be, uint32_t ifindex,
			      const struct iwc_nat_scan_req *req, bool wait);
int iwc_nlbe_nat_scan_abort(void *be, uint32_t ifindex);

/* backend_nl80211_native_misc.c (native.h's types) */
struct nlattr;
struct iwc_nat_station;
struct iwc_nat_chandef;
struct iwc_nat_connect;
struct iwc_nat_connect_event;
int iwc_nlbe_nat_set_chandef(void *be, uint32_t ifindex,
			     const struct iwc_nat_chandef *c);
/* CONNECT's and JOIN_IBSS's attributes, built once for the legacy and
 * the native callers (backend_nl80211_native_misc.c): 0 or -ENOBUFS */
int iwc_nlbe_put_connect(struct nl_msg *msg, const struct iwc_nat_connect *p);
int iwc_nlbe_nat_connect(void *be, uint32_t ifindex,
			 const struct iwc_nat_connect *p,
			 struct iwc_nat_connect_event *ev);

/* backend_nl80211_events.c */
int iwc_nlbe_listen_events(void *be, iwc_event_cb cb, void *arg);

/* the native phy/list/event (backend_nl80211_phy.c, ..._events.c) */
int iwc_nlbe_phy_index(void *be, const char *name, uint32_t *ret);
int iwc_nlbe_wiphy_dump(void *be, int64_t wiphy, iwc_nat_wiphy_cb cb,
			void *arg);
/* nl80211_wiphy.c: iwc_nl80211_wiphy_decode() of a parsed message */
struct nlattr;
int iwc_nl80211_wiphy_decode_tb(struct nlattr **tb,
				struct iwc_nl80211_wiphy *w);
int iwc_nlbe_listen_nl80211(void *be, iwc_nat_event_cb cb, void *arg);

#endif
