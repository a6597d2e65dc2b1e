/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fake_native.c - the iw operations of fake_backend_ops, answering from
 * the same world as fake_backend.c (what GET_INTERFACE and
 * GET_POWER_SAVE would say of its netdevs), for the native golden cases
 * (tests/golden/iw, iwcompat). Operations a world cannot describe are
 * absent (iwcompat then reports them unsupported).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"

static const struct fake_world *world_of(void *be)
{
	return ((struct fake_backend *)be)->world;
}

static const struct fake_netdev *find(const struct fake_world *w,
				      const char *name, uint32_t *ret_index)
{
	for (size_t i = 0; i < w->n_netdevs; i++) {
		if (!strcmp(w->netdevs[i].name, name)) {
			if (ret_index)
				*ret_index = (uint32_t)(i + 1);
			return &w->netdevs[i];
		}
	}
	return NULL;
}

int fake_nat_open(void *be)
{
	(void)be;
	return 0;
}

int fake_nat_ifindex(void *be, const char *ifname, uint32_t *ret)
{
	return find(world_of(be), ifname, ret) ? 0 : -ENODEV;
}

/* The GET_INTERFACE reply of a wireless netdev. */
static void to_nat(const struct fake_netdev *d, struct iwc_iface *n)
{
	const struct iwc_iface *it = &d->iface;

	if (d->has_nat_extra)
		*n = d->nat_extra;	/* width, centre, TXQ, 4addr, ... */
	else
		memset(n, 0, sizeof(*n));
	n->has_name = true;
	snprintf(n->name, sizeof(n->name), "%s", it->name);
	n->has_ifindex = true;
	n->ifindex = it->ifindex;
	n->has_wdev = true;
	n->wdev = it->wdev;
	n->has_mac = true;
	memcpy(n->mac, it->mac, sizeof(n->mac));
	n->has_ssid = it->has_ssid;
	n->ssid_len = it->ssid_len;
	memcpy(n->ssid, it->ssid, it->ssid_len);
	n->has_iftype = true;
	n->iftype = it->iftype;
	n->has_wiphy = true;
	n->wiphy = it->wiphy;
	n->has_freq = it->has_freq;
	n->freq_mhz = it->freq_mhz;
	n->has_txpower = it->has_txpower;
	n->txpower_mbm = it->txpower_mbm;
}

int fake_nat_iface_get(void *be, const char *ifname,
		       struct iwc_iface *ret)
{
	const struct fake_netdev *d = find(world_of(be), ifname, NULL);

	if (!d)
		return -ENODEV;
	if (d->get_iface_err)
		return d->get_iface_err;
	if (!d->wireless)
		return -ENODEV;	/* nl80211 knows no such interface */
	to_nat(d, ret);
	return 0;
}

int fake_nat_iface_dump(void *be, struct iwc_iface_list *ret)
{
	const struct fake_world *w = world_of(be);

	ret->n = 0;
	ret->v = calloc(w->n_netdevs + 1, sizeof(*ret->v));
	if (!ret->v)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_netdevs; i++) {
		size_t k = w->n_nat_dump ? w->nat_dump[i] : i;

		if (w->n_nat_dump && i >= w->n_nat_dump)
			break;
		if (w->netdevs[k].wireless)
			to_nat(&w->netdevs[k], &ret->v[ret->n++]);
	}
	return 0;
}

int fake_nat_get_power_save(void *be, uint32_t ifindex, int *ret)
{
	const struct fake_world *w = world_of(be);
	const struct fake_netdev *d;

	if (ifindex == 0 || ifindex > w->n_netdevs)
		return -ENODEV;
	d = &w->netdevs[ifindex - 1];
	if (!d->wireless)
		return -ENODEV;
	*ret = d->iface.ps;
	return 0;
}

int fake_nat_station_get(void *be, uint32_t ifindex, const uint8_t *mac,
			 struct iwc_nat_sta *ret)
{
	(void)be;
	(void)ifindex;
	(void)mac;
	(void)ret;
	return -ENOENT;		/* worlds describe no native station */
}

const char *fake_nat_extack(void *be)
{
	(void)be;
	return "";
}
