/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * backend_nl80211_native.c - the nl80211 requests of the native (iw-like)
 * commands: interfaces and stations with every attribute iw prints, and
 * the plain SET requests iw sends. Shares the backend's socket (struct
 * nlbe is the ctx's be_data).
 */
#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#include <linux/nl80211.h>
#include <netlink/attr.h>
#include <netlink/genl/genl.h>

#include "iwcompat/backend_iw.h"
#include "backend_nl80211_int.h"
#include "nl_attr.h"

static int on_one_iface_any(struct nlattr **tb, void *arg)
{
	iwc_nl_parse_iface(tb, arg);	/* native mode prints what is there */
	return 0;
}

int iwc_nlbe_nat_iface_get(void *data, const char *ifname,
			   struct iwc_iface *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	char name[IWC_IFNAMSIZ];
	unsigned int ifindex;
	int r;

	snprintf(name, sizeof(name), "%s", ifname);
	ifindex = if_nametoindex(name);
	if (!ifindex)
		return -ENODEV;
	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nlbe_if_msg(be, NL80211_CMD_GET_INTERFACE, ifindex);
	if (!msg)
		return -ENOBUFS;
	memset(ret, 0, sizeof(*ret));
	return iwc_nl_transact(&be->nl, msg, on_one_iface_any, ret, NL_TIMEOUT_MS);
}

static int on_dump_iface(struct nlattr **tb, void *arg)
{
	struct iwc_iface_list *l = arg;
	struct iwc_iface *v;

	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	iwc_nl_parse_iface(tb, &l->v[l->n]);
	l->n++;
	return 0;
}

int iwc_nlbe_nat_iface_dump(void *data, struct iwc_iface_list *ret)
{
	struct nlbe *be = data;
	struct iwc_iface_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_INTERFACE, NLM_F_DUMP);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_dump_iface, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		iwc_iface_list_free(&l);
		return r;
	}
	*ret = l;
	return 0;
}

/* iwc_nl_decode_sta_info, then what iw adds in user space: the
 * interface's name and the clocks when the reply was read. false
 * without STA_INFO or MAC (iw skips such an entry). */
bool iwc_nlbe_decode_station(struct nlattr **tb, struct iwc_nat_station *st)
{
	struct iwc_nat_station d;
	struct timeval tv;
	struct timespec ts;

	if (iwc_nl_decode_sta_info(tb, &d) < 0 || !d.has_mac)
		return false;
	*st = d;
	if (st->has_ifindex)
		if_indextoname(st->ifindex, st->ifname);
	gettimeofday(&tv, NULL);
	st->now_ms = (uint64_t)tv.tv_sec * 1000 + (uint64_t)tv.tv_usec / 1000;
	clock_gettime(CLOCK_BOOTTIME, &ts);
	st->boot_ns = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
	return true;
}

static int on_sta_entry(struct nlattr **tb, void *arg)
{
	struct iwc_nat_station_list *l = arg;
	struct iwc_nat_station st, *v;

	if (!iwc_nlbe_decode_station(tb, &st))
		return 0;
	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	l->v[l->n++] = st;
	return 0;
}

static int on_link_station(struct nlattr **tb, void *arg)
{
	struct iwc_nat_station st;

	if (iwc_nlbe_decode_station(tb, &st))
		iwc_nlbe_link_view(&st, arg);
	return 0;
}

int iwc_nlbe_nat_stations(void *data, uint32_t ifindex, const uint8_t *mac,
			  struct iwc_nat_station_list *ret)
{
	struct nlbe *be = data;
	struct iwc_nat_station_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nlbe_station_msg(be, ifindex, mac);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_sta_entry, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		free(l.v);
		return r;
	}
	*ret = l;
	return 0;
}

int iwc_nlbe_nat_station_get(void *data, uint32_t ifindex, const uint8_t *mac,
			     struct iwc_nat_sta *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg = iwc_nl_open(&be->nl) < 0 ? NULL :
			     iwc_nlbe_station_msg(be, ifindex, mac);

	if (!msg)
		return -ENOBUFS;
	memset(ret, 0, sizeof(*ret));
	return iwc_nl_transact(&be->nl, msg, on_link_station, ret,
			       NL_TIMEOUT_MS);
}

static int on_ps(struct nlattr **tb, void *arg)
{
	int *ps = arg;
	uint32_t v;

	if (iwc_nla_u32(tb[NL80211_ATTR_PS_STATE], &v))
		*ps = v == NL80211_PS_ENABLED;
	return 0;
}

int iwc_nlbe_nat_get_power_save(void *data, uint32_t ifindex, int *ret)
{
	struct nlbe *be = data;
	struct nl_msg *msg =
		iwc_nlbe_if_msg(be, NL80211_CMD_GET_POWER_SAVE, ifindex);

	if (!msg)
		return -ENOBUFS;
	*ret = -1;
	return iwc_nl_transact(&be->nl, msg, on_ps, ret, NL_TIMEOUT_MS);
}

const char *iwc_nlbe_nat_extack(void *data)
{
	struct nlbe *be = data;

	return be->nl.extack;
}

int iwc_nlbe_nat_ifindex(void *data, const char *ifname, uint32_t *ret)
{
	char name[IWC_IFNAMSIZ];
	unsigned int idx;

	(void)data;
	snprintf(name, sizeof(name), "%s", ifname);
	idx = if_nametoindex(name);
	if (!idx)
		return -ENODEV;
	*ret = idx;
	return 0;
}

static int on_regdom(struct nlattr **tb, void *arg)
{
	struct iwc_regdom_list *l = arg;
	struct iwc_regdom *v, *d;
	struct nlattr *rule;
	int rem;

	v = realloc(l->v, (l->n + 1) * sizeof(*v));
	if (!v)
		return -ENOMEM;
	l->v = v;
	d = &l->v[l->n++];
	memset(d, 0, sizeof(*d));
	if (tb[NL80211_ATTR_REG_ALPHA2] &&
	    nla_len(tb[NL80211_ATTR_REG_ALPHA2]) >= 2) {
		d->has_alpha2 = true;
		memcpy(d->alpha2, nla_data(tb[NL80211_ATTR_REG_ALPHA2]), 2);
	}
	d->has_wiphy = iwc_nla_u32(tb[NL80211_ATTR_WIPHY], &d->wiphy);
	d->self_managed = tb[NL80211_ATTR_WIPHY_SELF_MANAGED_REG] != NULL;
	d->has_dfs = iwc_nla_u8(tb[NL80211_ATTR_DFS_REGION], &d->dfs_region);
	if (!tb[NL80211_ATTR_REG_RULES])
		return 0;
	d->has_rules = true;
	nla_for_each_nested(rule, tb[NL80211_ATTR_REG_RULES], rem) {
		struct nlattr *r[NL80211_REG_RULE_ATTR_MAX + 1];
		struct iwc_reg_rule *rr;

		if (d->n_rules >= IWC_MAX_REG_RULES)
			break;
		if (nla_parse_nested(r, NL80211_REG_RULE_ATTR_MAX, rule,
				     NULL) < 0)
			continue;
		rr = &d->rules[d->n_rules++];
		iwc_nla_u32(r[NL80211_ATTR_REG_RULE_FLAGS], &rr->flags);
		iwc_nla_u32(r[NL80211_ATTR_FREQ_RANGE_START], &rr->start_khz);
		iwc_nla_u32(r[NL80211_ATTR_FREQ_RANGE_END], &rr->end_khz);
		iwc_nla_u32(r[NL80211_ATTR_FREQ_RANGE_MAX_BW], &rr->max_bw_khz);
		iwc_nla_u32(r[NL80211_ATTR_POWER_RULE_MAX_ANT_GAIN],
			&rr->max_ant_gain_mbi);
		iwc_nla_u32(r[NL80211_ATTR_POWER_RULE_MAX_EIRP], &rr->max_eirp_mbm);
		rr->has_cac = iwc_nla_u32(r[NL80211_ATTR_DFS_CAC_TIME],
				      &rr->cac_ms);
	}
	return 0;
}

int iwc_nlbe_nat_reg_dump(void *data, struct iwc_regdom_list *ret)
{
	struct nlbe *be = data;
	struct iwc_regdom_list l = { 0 };
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_GET_REG, NLM_F_DUMP);
	if (!msg)
		return -ENOBUFS;
	r = iwc_nl_transact(&be->nl, msg, on_regdom, &l, NL_TIMEOUT_MS);
	if (r < 0) {
		free(l.v);
		return r;
	}
	*ret = l;
	return 0;
}

static int on_nothing(struct nlattr **tb, void *arg)
{
	(void)tb;
	(void)arg;
	return 0;
}

int iwc_nlbe_nat_reg_set(void *data, const char *alpha2)
{
	struct nlbe *be = data;
	struct nl_msg *msg;
	int r;

	r = iwc_nl_open(&be->nl);
	if (r < 0)
		return r;
	msg = iwc_nl_msg(&be->nl, NL80211_CMD_REQ_SET_REG, 0);
	if (!msg || nla_put_string(msg, NL80211_ATTR_REG_ALPHA2, alpha2) < 0) {
		nlmsg_free(msg);
		return -ENOBUFS;
	}
	return iwc_nl_transact(&be->nl, msg, on_nothing, NULL, NL_TIMEOUT_MS);
}

int iwc_nlbe_nat_open(void *data)
{
	struct nlbe *be = data;

	return iwc_nl_open(&be->nl);
}
