/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211.c - the backend the tools use: nl80211 for wireless
 * facts, /proc and sysfs for the rest (sysinfo.c). Never a WEXT ioctl.
 */
#include <errno.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>

#include "iwcompat/nl80211.h"
#include "backend_nl80211_int.h"
#include "sysinfo.h"

static int be_list_ifaces(void *be, struct iwc_name_list *ret)
{
	(void)be;
	return iwc_sys_list_ifaces(ret);
}

static int be_list_ipv4_ifaces(void *be, struct iwc_name_list *ret)
{
	(void)be;
	return iwc_sys_list_ipv4_ifaces(ret);
}

static bool be_is_privileged(void *be)
{
	(void)be;
	return iwc_sys_has_net_admin();
}

static int on_iface(struct nlattr **tb, void *arg)
{
	return iwc_nl_parse_iface(tb, arg);
}

static int on_ps(struct nlattr **tb, void *arg)
{
	int *ps = arg;

	if (tb[NL80211_ATTR_PS_STATE])
		*ps = nla_get_u32(tb[NL80211_ATTR_PS_STATE]) ==
		      NL80211_PS_ENABLED;
	return 0;
}

static int be_get_power(void *data, struct iwc_iface *iface)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	int ps = -1;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	/* wdev->ps, which WEXT shows as Power Management */
	msg = iwc_nlbe_if_msg(be, NL80211_CMD_GET_POWER_SAVE,
			      (uint32_t)iface->ifindex);
	if (msg)
		iwc_nl_transact(&be->nl, msg, on_ps, &ps, NL_TIMEOUT_MS);
	iface->ps = ps;
	iface->rfkill_blocked = iwc_sys_rfkill_blocked(iface->name) > 0;
	return 0;
}

/* GET_INTERFACE of @ifindex into @iface: 0, or the kernel's errno. */
static int iface_by_index(struct nlbe *be, unsigned int ifindex,
			  struct iwc_iface *iface)
{
	struct nl_msg *msg = iwc_nlbe_if_msg(be, NL80211_CMD_GET_INTERFACE,
					     ifindex);

	if (!msg)
		return -ENOMEM;
	memset(iface, 0, sizeof(*iface));
	iface->ifindex = -1;
	return iwc_nl_transact(&be->nl, msg, on_iface, iface, NL_TIMEOUT_MS);
}

static int be_get_iface(void *data, const char *ifname, struct iwc_iface *ret)
{
	struct nlbe *be = data;
	struct iwc_iface iface;
	char name[IWC_IFNAMSIZ];
	unsigned int ifindex;
	bool up;
	int r;

	/* The kernel sees at most IFNAMSIZ-1 characters of a name. */
	iwc_ifname_copy(name, sizeof(name), ifname);
	/* The index and IFF_UP with two ioctls on the netlink socket
	 * (netdevice(7)'s work on any socket): two system calls where
	 * if_nametoindex and sysfs's flags file took six. */
	if (iwc_nl_open(&be->nl) < 0) {
		ifindex = if_nametoindex(name);
		return ifindex ? -EOPNOTSUPP : -ENODEV;
	}
	/* The same name as the last lookup (libiw.so.30's status bar asks
	 * it every second): its index without SIOCGIFINDEX, taken only if
	 * the kernel's answer still carries that name; a renamed or
	 * removed interface is looked up again. */
	if (be->last_ifindex && strcmp(be->last_ifname, name) == 0) {
		r = iwc_nl_ifup(&be->nl, name, &up);
		if (r < 0)
			return r;
		r = iface_by_index(be, be->last_ifindex, &iface);
		if (r == 0 && iface.ifindex == (int)be->last_ifindex &&
		    strcmp(iface.name, name) == 0) {
			iface.up = up;
			*ret = iface;
			return 0;
		}
	}
	be->last_ifindex = 0;
	r = iwc_nl_ifreq(&be->nl, name, &ifindex, &up);
	if (r < 0)
		return r;

	r = iface_by_index(be, ifindex, &iface);
	if (r == -ENODEV || r == -EOPNOTSUPP || r == -EINVAL)
		return -EOPNOTSUPP;	/* a netdev, but not a cfg80211 one */
	if (r < 0)
		return r;
	if (iface.ifindex < 0)
		return -EOPNOTSUPP;

	iwc_ifname_copy(be->last_ifname, sizeof(be->last_ifname), name);
	be->last_ifindex = ifindex;
	iface.up = up;
	*ret = iface;
	return 0;
}

/* The first element @id in @ies, bounds-checked; NULL if none. */
static const uint8_t *find_ie(const uint8_t *ies, size_t len, uint8_t id)
{
	while (len >= 2 && (size_t)ies[1] + 2 <= len) {
		if (ies[0] == id)
			return ies;
		len -= (size_t)ies[1] + 2;
		ies += (size_t)ies[1] + 2;
	}
	return NULL;
}

struct link_walk {
	int want_status;
	struct iwc_link *link;
	bool found;
};

static int on_link_bss(struct nlattr **tb, void *arg)
{
	struct link_walk *w = arg;
	struct iwc_bss bss;
	const uint8_t *ssid;

	if (iwc_nl_parse_bss(tb, &bss) < 0)
		return 0;
	/* One current BSS; on a multi-link connection one per link: the
	 * lowest link ID is shown. */
	if (bss.status == w->want_status &&
	    (!w->found || (bss.mlo_link_id >= 0 &&
			   (w->link->mlo_link_id < 0 ||
			    bss.mlo_link_id < w->link->mlo_link_id)))) {
		struct iwc_link *l = w->link;

		memset(l, 0, sizeof(*l));
		l->has_bssid = true;
		memcpy(l->bssid, bss.bssid, IWC_ETH_ALEN);
		l->freq_mhz = bss.freq_mhz;
		l->mlo_link_id = bss.mlo_link_id;
		l->has_mld_addr = bss.has_mld_addr;
		memcpy(l->mld_addr, bss.mld_addr, IWC_ETH_ALEN);
		ssid = bss.ies ? find_ie(bss.ies, bss.ies_len, 0) : NULL;
		if (ssid) {
			l->has_ssid = true;
			l->ssid_len = ssid[1];
			memcpy(l->ssid, ssid + 2, ssid[1]);
		}
		w->found = true;
	}
	iwc_bss_clear(&bss);
	return 0;
}

static int on_station(struct nlattr **tb, void *arg)
{
	struct iwc_link *l = arg;

	if (iwc_nl_parse_station(tb, &l->sta) == 0)
		l->has_station = true;
	return 0;
}

/* Whether a station entry is a TDLS peer (NL80211_STA_FLAG_TDLS_PEER
 * among the flags it reports). */
static bool station_is_tdls(struct nlattr **tb)
{
	struct nlattr *si[NL80211_STA_INFO_MAX + 1];
	struct nl80211_sta_flag_update fl;

	if (!tb[NL80211_ATTR_STA_INFO] ||
	    nla_parse_nested(si, NL80211_STA_INFO_MAX, tb[NL80211_ATTR_STA_INFO],
			     NULL) < 0 ||
	    !si[NL80211_STA_INFO_STA_FLAGS] ||
	    nla_len(si[NL80211_STA_INFO_STA_FLAGS]) < (int)sizeof(fl))
		return false;
	memcpy(&fl, nla_data(si[NL80211_STA_INFO_STA_FLAGS]), sizeof(fl));
	return fl.mask & fl.set & (1u << NL80211_STA_FLAG_TDLS_PEER);
}

/* The station dump of a managed interface: the AP's entry is the one
 * that is not a TDLS peer. */
static int on_ap_station(struct nlattr **tb, void *arg)
{
	struct iwc_link *l = arg;
	struct iwc_station sta;

	if (l->has_station || !tb[NL80211_ATTR_MAC] ||
	    nla_len(tb[NL80211_ATTR_MAC]) < IWC_ETH_ALEN ||
	    iwc_nl_parse_station(tb, &sta) < 0 || station_is_tdls(tb))
		return 0;
	l->sta = sta;
	l->has_station = true;
	return 0;
}

/*
 * A connected (non-MLO) station without the scan dump, which grows with
 * every BSS around: GET_INTERFACE already gave the current BSS's SSID
 * element and channel (nl80211 takes both from current_bss), the AP's
 * station entry gives its address (current_bss's BSSID) and statistics.
 * -ENOLINK when the answer is not certain: the caller asks the scan dump.
 */
static int link_from_station(struct nlbe *be, const struct iwc_iface *iface,
			     struct iwc_link *link)
{
	struct nl_msg *msg;
	int r;

	if (iface->iftype != IWC_IFTYPE_STATION || iface->mlo ||
	    !iface->has_ssid || !iface->has_freq)
		return -ENOLINK;
	memset(link, 0, sizeof(*link));
	link->mlo_link_id = -1;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_STATION, NLM_F_DUMP);
	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX,
				(uint32_t)iface->ifindex) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	r = iwc_nl_transact(&be->nl, msg, on_ap_station, link, NL_TIMEOUT_MS);
	if (r < 0 || !link->has_station)
		return -ENOLINK;
	link->has_bssid = true;
	memcpy(link->bssid, link->sta.addr, IWC_ETH_ALEN);
	link->freq_mhz = iface->freq_mhz;
	link->has_ssid = true;
	link->ssid_len = iface->ssid_len;
	memcpy(link->ssid, iface->ssid, iface->ssid_len);
	return 0;
}

static int be_get_link(void *data, const struct iwc_iface *iface,
		       struct iwc_link *ret)
{
	struct nlbe *be = data;
	struct iwc_link link;
	struct link_walk w = { .link = &link };
	struct nl_msg *msg;
	int r = -EINTR;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	if (link_from_station(be, iface, &link) == 0) {
		*ret = link;
		return 0;
	}
	/* cfg80211's current BSS is the one the scan dump marks. */
	w.want_status = iface->iftype == IWC_IFTYPE_STATION ?
				NL80211_BSS_STATUS_ASSOCIATED :
				NL80211_BSS_STATUS_IBSS_JOINED;
	for (int attempt = 0; attempt < 5 && r == -EINTR; attempt++) {
		memset(&link, 0, sizeof(link));
		w.found = false;
		msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_SCAN, NLM_F_DUMP);
		if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX,
					(uint32_t)iface->ifindex) < 0) {
			nlmsg_free(msg);
			return -ENOMEM;
		}
		r = iwc_nl_transact(&be->nl, msg, on_link_bss, &w,
				    NL_TIMEOUT_MS);
	}
	if (r < 0)
		return r;
	if (!w.found)
		return -ENOLINK;

	if (iface->iftype == IWC_IFTYPE_STATION) {
		msg = iwc_nlbe_station_msg(be, (uint32_t)iface->ifindex,
					   link.has_mld_addr ? link.mld_addr :
							       link.bssid);
		if (!msg)
			return -ENOMEM;
		iwc_nl_transact(&be->nl, msg, on_station, &link, NL_TIMEOUT_MS);
	}
	*ret = link;
	return 0;
}

static int on_wiphy(struct nlattr **tb, void *arg)
{
	iwc_nl_parse_wiphy(tb, arg);
	return 0;
}

/* The split dump's first messages hold the thresholds, then the cipher
 * suites; bands, channels and commands follow: stop at the ciphers. */
static int on_wiphy_params(struct nlattr **tb, void *arg)
{
	iwc_nl_parse_wiphy(tb, arg);
	return tb[NL80211_ATTR_CIPHER_SUITES] ? 1 : 0;
}

static int get_wiphy(struct nlbe *be, uint32_t index, iwc_nl_handler handler,
		     struct iwc_wiphy *ret)
{
	struct nl_msg *msg;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_WIPHY, NLM_F_DUMP);
	if (!msg || nla_put_u32(msg, NL80211_ATTR_WIPHY, index) < 0 ||
	    nla_put_flag(msg, NL80211_ATTR_SPLIT_WIPHY_DUMP) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	memset(ret, 0, sizeof(*ret));
	/* The kernel does not say; every mac80211 driver reporting dBm
	 * (hwsim and practically all hardware) is MBM. */
	ret->signal_type = IWC_SIGNAL_MBM;
	return iwc_nl_transact(&be->nl, msg, handler, ret, NL_TIMEOUT_MS);
}

static int be_get_wiphy(void *data, uint32_t index, struct iwc_wiphy *ret)
{
	return get_wiphy(data, index, on_wiphy, ret);
}

static int be_get_wiphy_params(void *data, uint32_t index,
			       struct iwc_wiphy *ret)
{
	return get_wiphy(data, index, on_wiphy_params, ret);
}

struct scan_wait {
	int ifindex;
	bool aborted;
};

static int on_scan_event(uint8_t cmd, struct nlattr **tb, void *arg)
{
	struct scan_wait *w = arg;

	if (cmd != NL80211_CMD_NEW_SCAN_RESULTS &&
	    cmd != NL80211_CMD_SCAN_ABORTED &&
	    cmd != NL80211_CMD_DEL_INTERFACE)
		return 0;
	if (!tb[NL80211_ATTR_IFINDEX] ||
	    (int)nla_get_u32(tb[NL80211_ATTR_IFINDEX]) != w->ifindex)
		return 0;
	/* An interface removed while it scans gets no scan event (cfg80211
	 * frees the request at NETDEV_DOWN without a message): the wait
	 * ends with the interface's removal instead, and
	 * reading the results fails with ENODEV, as iwlist's SIOCGIWSCAN
	 * did. */
	w->aborted = cmd != NL80211_CMD_NEW_SCAN_RESULTS;
	return 1;
}

int iwc_nlbe_scan_send(struct nlbe *be, int ifindex, struct nl_msg *msg,
		       int timeout_ms, void (*during)(void *arg), void *arg)
{
	struct scan_wait w = { .ifindex = ifindex };
	int r;

	if (timeout_ms <= 0) {
		r = iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
		if (r == 0 && during)
			during(arg);
		return r;
	}
	static const char *const groups[] = {
		NL80211_MULTICAST_GROUP_SCAN,
		/* and the interface's removal (best effort) */
		NL80211_MULTICAST_GROUP_CONFIG,
	};

	/* Listen first: the completion must not slip past us. The groups
	 * are joined on the request socket (their IDs came with the
	 * family's): the scan's events are handled as they come, during
	 * the requests too (docs/performance.md, "The scan's overhead"). */
	r = iwc_nl_events_join(&be->nl, groups, 2, on_scan_event, &w);
	if (r < 0) {
		nlmsg_free(msg);
		return r;
	}

	r = iwc_nl_transact(&be->nl, msg, NULL, NULL, NL_TIMEOUT_MS);
	/* the caller's requests while the kernel scans */
	if (r == 0 && during)
		during(arg);
	if (r == 0)
		r = iwc_nl_events_wait_joined(&be->nl, timeout_ms);
	iwc_nl_events_leave(&be->nl);
	if (r == 0 && w.aborted)
		return 1;
	return r;
}

static int be_scan_trigger(void *data, const struct iwc_iface *iface,
			   const uint8_t *ssid, size_t ssid_len,
			   int timeout_ms, void (*during)(void *arg),
			   void *arg)
{
	struct nlbe *be = data;
	struct nlattr *ssids;
	struct nl_msg *msg;
	int r;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_TRIGGER_SCAN, 0);
	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX,
				(uint32_t)iface->ifindex) < 0)
		goto nomem;
	ssids = nla_nest_start(msg, NL80211_ATTR_SCAN_SSIDS);
	if (!ssids || nla_put(msg, 1, (int)(ssid ? ssid_len : 0),
			      ssid ? ssid : (const uint8_t *)"") < 0)
		goto nomem;
	nla_nest_end(msg, ssids);
	/* an aborted scan: its results are read all the same */
	r = iwc_nlbe_scan_send(be, iface->ifindex, msg, timeout_ms, during,
			       arg);
	return r > 0 ? 0 : r;
nomem:
	nlmsg_free(msg);
	return -ENOMEM;
}

static int be_scan_trigger_name(void *data, const char *ifname,
				const uint8_t *ssid, size_t ssid_len,
				int timeout_ms, void (*during)(void *arg),
				void *arg, bool *ret_sent)
{
	struct nlbe *be = data;
	struct iwc_iface iface = { .ifindex = -1 };
	char name[IWC_IFNAMSIZ];
	unsigned int ifindex;
	bool up;
	int r;

	*ret_sent = false;
	if (iwc_nl_open(&be->nl) < 0)
		return -ENODEV;	/* be_get_iface decides what to say */
	/* as be_get_iface: at most IFNAMSIZ-1 characters */
	iwc_ifname_copy(name, sizeof(name), ifname);
	r = iwc_nl_ifreq(&be->nl, name, &ifindex, &up);
	if (r < 0)
		return r;
	if (!up)
		return -ENETDOWN;
	iface.ifindex = (int)ifindex;
	*ret_sent = true;
	return be_scan_trigger(be, &iface, ssid, ssid_len, timeout_ms, during,
			       arg);
}

static int on_dump_bss(struct nlattr **tb, void *arg)
{
	struct iwc_scan_result *res = arg;
	struct iwc_bss bss;
	int r;

	r = iwc_nl_parse_bss(tb, &bss);
	if (r == -EINVAL)
		return 0;
	if (r < 0)
		return r;
	if (res->n == res->cap) {
		size_t ncap = res->cap ? res->cap * 2 : 32;
		struct iwc_bss *n = realloc(res->bss, ncap * sizeof(*n));

		if (!n) {
			iwc_bss_clear(&bss);
			return -ENOMEM;
		}
		res->bss = n;
		res->cap = ncap;
	}
	res->bss[res->n++] = bss;
	return 0;
}

static int be_scan_dump(void *data, const struct iwc_iface *iface,
			struct iwc_scan_result *ret)
{
	struct nlbe *be = data;
	int r = -EINTR;

	if (iwc_nl_open(&be->nl) < 0)
		return -EOPNOTSUPP;
	/* The BSS list changed under the dump: start again. */
	for (int attempt = 0; attempt < 5 && r == -EINTR; attempt++) {
		struct iwc_scan_result res = { 0 };
		struct nl_msg *msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_SCAN,
						NLM_F_DUMP);

		if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX,
					(uint32_t)iface->ifindex) < 0) {
			nlmsg_free(msg);
			return -ENOMEM;
		}
		r = iwc_nl_transact(&be->nl, msg, on_dump_bss, &res,
				    NL_TIMEOUT_MS);
		if (r == 0) {
			*ret = res;
			return 0;
		}
		iwc_scan_result_free(&res);
	}
	return r;
}

static int be_iface_hwtype(void *be, const char *ifname)
{
	(void)be;
	return iwc_sys_iface_hwtype(ifname);
}

static int be_arp_lookup(void *be, const char *ifname, const char *arg,
			 uint8_t *ret_mac)
{
	(void)be;
	return iwc_sys_arp_lookup(ifname, arg, ret_mac);
}

static int be_spawn_link_watcher(void *be, const struct iwc_iface *iface,
				 uint64_t token)
{
	int r = iwc_sys_spawn_link_watcher(iface->name, token);

	(void)be;
	/* never silent: the settings are stored, but nothing applies them
	 * when the interface comes up */
	if (r < 0)
		fprintf(stderr, "iwcompat: %s: cannot start the link-up watcher "
			"(%s): run \"iwcompat link-up %s\" once it is up\n",
			iface->name, strerror(-r), iface->name);
	return r;
}

static int be_wait_link_up(void *be, const char *ifname, int timeout_ms)
{
	(void)be;
	return iwc_sys_wait_link_up(ifname, timeout_ms);
}

struct nl_msg *iwc_nlbe_station_msg(struct nlbe *be, uint32_t ifindex,
				    const uint8_t *mac)
{
	struct nl_msg *msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_STATION,
					mac ? 0 : NLM_F_DUMP);

	if (msg && (nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0 ||
		    (mac && nla_put(msg, NL80211_ATTR_MAC, IWC_ETH_ALEN,
				    mac) < 0))) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

struct nl_msg *iwc_nlbe_if_msg(struct nlbe *be, uint8_t cmd, uint32_t ifindex)
{
	struct nl_msg *msg;

	if (iwc_nl_open(&be->nl) < 0)
		return NULL;
	msg = iwc_nl_msg(&be->nl, cmd, 0);
	if (msg && nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

static const struct iwc_backend nl80211_backend = {
	.name = "nl80211",
	.list_ifaces = be_list_ifaces,
	.list_ipv4_ifaces = be_list_ipv4_ifaces,
	.get_iface = be_get_iface,
	.get_power = be_get_power,
	.get_link = be_get_link,
	.get_wiphy = be_get_wiphy,
	.get_wiphy_params = be_get_wiphy_params,
	.wiphy_changed = iwc_nlbe_wiphy_changed,
	.scan_trigger = be_scan_trigger,
	.scan_trigger_name = be_scan_trigger_name,
	.scan_dump = be_scan_dump,
	.state_load = iwc_nlbe_state_load,
	.state_store = iwc_nlbe_state_store,
	.state_lock = iwc_nlbe_state_lock,
	.state_unlock = iwc_nlbe_state_unlock,
	.set_iftype = iwc_nlbe_set_iftype,
	.connect = iwc_nlbe_connect,
	.disconnect = iwc_nlbe_disconnect,
	.ibss_join = iwc_nlbe_ibss_join,
	.ibss_leave = iwc_nlbe_ibss_leave,
	.set_channel = iwc_nlbe_set_channel,
	.set_wiphy_params = iwc_nlbe_set_wiphy_params,
	.set_txpower = iwc_nlbe_set_txpower,
	.set_rfkill = iwc_nlbe_set_rfkill,
	.set_power_save = iwc_nlbe_set_power_save,
	.drv_caps = iwc_nlbe_drv_caps,
	.set_rates = iwc_nlbe_set_rates,
	.new_key = iwc_nlbe_new_key,
	.del_key = iwc_nlbe_del_key,
	.set_default_key = iwc_nlbe_set_default_key,
	.is_privileged = be_is_privileged,
	.iface_hwtype = be_iface_hwtype,
	.spawn_link_watcher = be_spawn_link_watcher,
	.wait_link_up = be_wait_link_up,
	.arp_lookup = be_arp_lookup,
	.listen_events = iwc_nlbe_listen_events,
	.open = iwc_nlbe_nat_open,
	.ifindex = iwc_nlbe_nat_ifindex,
	.iface_get = iwc_nlbe_nat_iface_get,
	.iface_dump = iwc_nlbe_nat_iface_dump,
	.station_get = iwc_nlbe_nat_station_get,
	.stations = iwc_nlbe_nat_stations,
	.get_power_save = iwc_nlbe_nat_get_power_save,
	.reg_dump = iwc_nlbe_nat_reg_dump,
	.reg_set = iwc_nlbe_nat_reg_set,
	.scan_request = iwc_nlbe_nat_scan_trigger,
	.scan_abort = iwc_nlbe_nat_scan_abort,
	.extack = iwc_nlbe_nat_extack,
	.phy_index = iwc_nlbe_phy_index,
	.wiphy_dump = iwc_nlbe_wiphy_dump,
	.listen = iwc_nlbe_listen_nl80211,
	.set_chandef = iwc_nlbe_nat_set_chandef,
	.connect_request = iwc_nlbe_nat_connect,
};

int iwc_nl80211_backend_open(const struct iwc_backend **ret_be,
			     void **ret_data)
{
	struct nlbe *be = calloc(1, sizeof(*be));

	if (!be)
		return -ENOMEM;
	be->lock_fd = -1;
	*ret_be = &nl80211_backend;
	*ret_data = be;
	return 0;
}

void iwc_nl80211_backend_one_shot(void *data)
{
	struct nlbe *be = data;

	be->nl.keep_groups = true;
}

void iwc_nl80211_backend_close(void *data)
{
	struct nlbe *be = data;

	if (!be)
		return;
	iwc_nl_close(&be->nl);
	iwc_nl_close(&be->wiphy_ev);
	iwc_nlbe_state_unlock(be);
	free(be);
}
