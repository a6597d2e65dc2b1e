/* SPDX-License-Identifier: GPL-2.0-or-later */
#include <stdarg.h>
/*
 * fake_backend.c - see fake_backend.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"
#include "iwcompat/state.h"
#include "iwcompat/wext_live.h"

static struct fake_backend *fb_of(void *be)
{
	return be;
}

static const struct fake_netdev *find(const struct fake_world *w,
				      const char *name)
{
	for (size_t i = 0; i < w->n_netdevs; i++)
		if (!strncmp(w->netdevs[i].name, name, IWC_IFNAMSIZ))
			return &w->netdevs[i];
	return NULL;
}

static int name_list_alloc(size_t n, struct iwc_name_list *ret)
{
	ret->n = 0;
	ret->names = calloc(n ? n : 1, IWC_IFNAMSIZ);
	if (!ret->names)
		return -ENOMEM;
	ret->n = n;
	return 0;
}

static int fake_list_ifaces(void *be, struct iwc_name_list *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.list_ifaces++;
	if (w->list_ifaces_err)
		return w->list_ifaces_err;
	if (name_list_alloc(w->n_netdevs, ret) < 0)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_netdevs; i++)
		memcpy(ret->names[i], w->netdevs[i].name, IWC_IFNAMSIZ);
	return 0;
}

static int fake_list_ipv4_ifaces(void *be, struct iwc_name_list *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.list_ipv4_ifaces++;
	if (w->list_ipv4_err)
		return w->list_ipv4_err;
	if (name_list_alloc(w->n_ipv4, ret) < 0)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_ipv4; i++)
		memcpy(ret->names[i], w->ipv4[i], IWC_IFNAMSIZ);
	return 0;
}

static int fake_get_iface(void *be, const char *ifname, struct iwc_iface *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d;

	fb->calls.get_iface++;
	if (fb->scanning)
		fb->calls.get_iface_scanning++;
	d = find(fb->world, ifname);
	if (!d)
		return -ENODEV;
	if (d->get_iface_err)
		return d->get_iface_err;
	if (!d->wireless)
		return -EOPNOTSUPP;
	*ret = d->iface;
	if (fb->connecting) {
		/* a CONNECT of this run: cfg80211's SME reports its SSID
		 * while it connects */
		ret->has_ssid = true;
		ret->ssid_len = fb->connecting_ssid_len;
		memcpy(ret->ssid, fb->connecting_ssid, ret->ssid_len);
	}
	if (fb->went_down) {
		ret->up = false;
		ret->has_ssid = false;
	}
	return 0;
}

static int fake_get_link(void *be, const struct iwc_iface *iface,
			 struct iwc_link *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d;

	fb->calls.get_link++;
	d = find(fb->world, iface->name);
	if (!d || !d->wireless)
		return -ENODEV;
	if (!d->has_link)
		return d->link_err ? d->link_err : -ENOLINK;
	*ret = d->link;
	return 0;
}

static int fake_get_wiphy(void *be, uint32_t wiphy, struct iwc_wiphy *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.get_wiphy++;
	if (fb->scanning)
		fb->calls.get_wiphy_scanning++;
	if (w->get_wiphy_err)
		return w->get_wiphy_err;
	for (size_t i = 0; i < w->n_wiphys; i++) {
		if (w->wiphys[i].index == wiphy) {
			*ret = w->wiphys[i];
			return 0;
		}
	}
	return -ENODEV;
}

static int fake_scan_trigger(void *be, const struct iwc_iface *iface,
			     const uint8_t *ssid, size_t ssid_len,
			     int timeout_ms, void (*during)(void *arg),
			     void *arg)
{
	struct fake_backend *fb = fb_of(be);

	(void)iface;
	(void)timeout_ms;
	fb->calls.scan_trigger++;
	fb->scan_has_ssid = ssid != NULL;
	fb->scan_ssid_len = ssid_len;
	if (ssid != NULL && ssid_len <= sizeof(fb->scan_ssid))
		memcpy(fb->scan_ssid, ssid, ssid_len);
	if (fb->world->scan_trigger_err)
		return fb->world->scan_trigger_err;
	/* the trigger accepted: the caller's work while the kernel scans */
	if (during) {
		fb->scanning = true;
		during(arg);
		fb->scanning = false;
	}
	return 0;
}

static int fake_scan_trigger_name(void *be, const char *ifname,
				  const uint8_t *ssid, size_t ssid_len,
				  int timeout_ms, void (*during)(void *arg),
				  void *arg, bool *ret_sent)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d = find(fb->world, ifname);

	*ret_sent = false;
	if (!d)
		return -ENODEV;
	if (!d->iface.up)
		return -ENETDOWN;
	*ret_sent = true;
	fb->calls.scan_trigger_name++;
	if (!d->wireless || d->get_iface_err) {
		/* nl80211 finds no wireless device of that index */
		fb->calls.scan_trigger++;
		return -ENODEV;
	}
	return fake_scan_trigger(be, &d->iface, ssid, ssid_len, timeout_ms,
				 during, arg);
}

static int fake_scan_dump(void *be, const struct iwc_iface *iface,
			  struct iwc_scan_result *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	(void)iface;
	fb->calls.scan_dump++;
	if (w->scan_dump_err)
		return w->scan_dump_err;
	memset(ret, 0, sizeof(*ret));
	if (!w->n_bss)
		return 0;
	ret->bss = calloc(w->n_bss, sizeof(*ret->bss));
	if (!ret->bss)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_bss; i++) {
		struct iwc_bss *b = &ret->bss[i];

		*b = w->bss[i].bss;
		b->ies = NULL;
		b->ies_len = 0;
		b->beacon_ies = NULL;
		b->beacon_ies_len = 0;
		if (w->bss[i].ies_len) {
			b->ies = malloc(w->bss[i].ies_len);
			if (!b->ies)
				abort();
			memcpy(b->ies, w->bss[i].ies, w->bss[i].ies_len);
			b->ies_len = w->bss[i].ies_len;
		}
		ret->n = ret->cap = i + 1;
	}
	return 0;
}

/* 1 on the first call and after the world's wiphy_gen moved */
static int fake_wiphy_changed(void *be)
{
	struct fake_backend *fb = fb_of(be);
	int changed = !fb->wiphy_watching ||
		      fb->wiphy_gen_seen != fb->world->wiphy_gen;

	fb->calls.wiphy_changed++;
	fb->wiphy_watching = true;
	fb->wiphy_gen_seen = fb->world->wiphy_gen;
	return changed;
}

static bool fake_is_privileged(void *be)
{
	struct fake_backend *fb = fb_of(be);

	fb->calls.is_privileged++;
	return fb->world->privileged;
}

static void logf_(struct fake_backend *fb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void logf_(struct fake_backend *fb, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (fb->log_len >= sizeof(fb->log))
		return;
	va_start(ap, fmt);
	n = vsnprintf(fb->log + fb->log_len, sizeof(fb->log) - fb->log_len,
		      fmt, ap);
	va_end(ap);
	if (n > 0)
		fb->log_len += (size_t)n;
	if (fb->log_len >= sizeof(fb->log))
		fb->log_len = sizeof(fb->log) - 1;
}

static int fake_state_load(void *be, const struct iwc_iface *iface,
			   struct iwc_wext_state *ret)
{
	struct fake_backend *fb = fb_of(be);

	(void)iface;
	fb->calls.state_load++;
	if (fb->state_stored)
		*ret = fb->state;
	else if (fb->world->has_state)
		*ret = fb->world->state;
	else
		iwc_state_init(ret);
	return 0;
}

static int fake_state_store(void *be, const struct iwc_iface *iface,
			    const struct iwc_wext_state *st)
{
	struct fake_backend *fb = fb_of(be);

	(void)iface;
	fb->state = *st;
	fb->state_stored = true;
	return 0;
}

static int fake_state_lock(void *be, const struct iwc_iface *iface)
{
	(void)be;
	(void)iface;
	return 0;
}

static void fake_state_unlock(void *be)
{
	(void)be;
}

static int fake_set_iftype(void *be, const struct iwc_iface *i,
			   enum iwc_iftype t)
{
	logf_(fb_of(be), "set_iftype %s %d\n", i->name, (int)t);
	return fb_of(be)->world->set_err;
}

static int fake_connect(void *be, const struct iwc_iface *i,
			const struct iwc_connect_params *p)
{
	logf_(fb_of(be), "connect %s ssid=%.*s freq=%u bssid=%d privacy=%d defkey=%d",
	      i->name, p->ssid_len, (const char *)p->ssid, p->freq_mhz,
	      p->has_bssid, p->privacy, p->default_key);
	if (p->has_prev_bssid)
		logf_(fb_of(be), " prev=%02x:%02x:%02x:%02x:%02x:%02x",
		      p->prev_bssid[0], p->prev_bssid[1], p->prev_bssid[2],
		      p->prev_bssid[3], p->prev_bssid[4], p->prev_bssid[5]);
	logf_(fb_of(be), "\n");
	{
		/* cfg80211_connect(): no second connection while connected
		 * (no prev_bssid) unless this run disconnected it */
		const struct fake_netdev *d = find(fb_of(be)->world, i->name);

		if (d && d->has_link && d->link.has_bssid &&
		    !p->has_prev_bssid && !fb_of(be)->disconnected)
			return -EALREADY;
	}
	if (!fb_of(be)->world->set_err) {
		fb_of(be)->connecting = true;
		fb_of(be)->connecting_ssid_len = p->ssid_len;
		memcpy(fb_of(be)->connecting_ssid, p->ssid, p->ssid_len);
	}
	return fb_of(be)->world->set_err;
}

static int fake_disconnect(void *be, const struct iwc_iface *i, uint16_t r)
{
	if (r == 0) {
		/* nl80211_disconnect: a foreign owner is refused first,
		 * then reason 0; nothing is done either way */
		const struct fake_netdev *d = find(fb_of(be)->world, i->name);

		return d && d->conn_other_owner ? -EPERM : -EINVAL;
	}
	logf_(fb_of(be), "disconnect %s %u\n", i->name, r);
	if (!fb_of(be)->world->set_err)
		fb_of(be)->disconnected = true;
	return fb_of(be)->world->set_err;
}

static int fake_ibss_join(void *be, const struct iwc_iface *i,
			  const struct iwc_connect_params *p)
{
	logf_(fb_of(be), "ibss_join %s ssid=%.*s freq=%u\n", i->name,
	      p->ssid_len, (const char *)p->ssid, p->freq_mhz);
	return fb_of(be)->world->set_err;
}

static int fake_ibss_leave(void *be, const struct iwc_iface *i)
{
	logf_(fb_of(be), "ibss_leave %s\n", i->name);
	return fb_of(be)->world->set_err;
}

static int fake_set_channel(void *be, const struct iwc_iface *i, uint32_t f)
{
	logf_(fb_of(be), "set_channel %s %u\n", i->name, f);
	return fb_of(be)->world->set_err;
}

static int fake_set_wiphy_params(void *be, const struct iwc_iface *i,
				 const struct iwc_wiphy_params *p)
{
	logf_(fb_of(be), "wiphy_params %s short=%d long=%d rts=%lld frag=%lld\n",
	      i->name, p->retry_short, p->retry_long, (long long)p->rts,
	      (long long)p->frag);
	return fb_of(be)->world->set_err;
}

/* nl80211's refusal of an operation whose op the driver lacks */
static bool lacks(const struct fake_backend *fb, bool has)
{
	return fb->world->drv_limited && !has;
}

static int fake_drv_caps(void *be, const struct iwc_iface *i,
			 unsigned int what, struct iwc_drv_caps *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct iwc_drv_caps *d = &fb->world->drv;
	bool all = !fb->world->drv_limited;

	(void)i;
	fb->calls.drv_caps++;
	if (what & IWC_DRV_CMDS) {
		ret->sme = all || d->sme;
		ret->keys = all || d->keys;
		ret->bitrate_mask = all || d->bitrate_mask;
	}
	if (what & IWC_DRV_TXPOWER)
		ret->set_tx_power = all || d->set_tx_power;
	if (what & IWC_DRV_PS)
		ret->set_power_mgmt = all || d->set_power_mgmt;
	ret->known |= what;
	return 0;
}

static int fake_set_txpower(void *be, const struct iwc_iface *i, int setting,
			    int32_t mbm)
{
	logf_(fb_of(be), "txpower %s %d %d\n", i->name, setting, (int)mbm);
	if (lacks(fb_of(be), fb_of(be)->world->drv.set_tx_power))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_set_rfkill(void *be, const struct iwc_iface *i, bool blocked)
{
	logf_(fb_of(be), "rfkill %s %d\n", i->name, blocked);
	return fb_of(be)->world->set_err;
}

static int fake_set_power_save(void *be, const struct iwc_iface *i, bool on)
{
	logf_(fb_of(be), "power_save %s %d\n", i->name, on);
	if (lacks(fb_of(be), fb_of(be)->world->drv.set_power_mgmt))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_set_rates(void *be, const struct iwc_iface *i,
			  const struct iwc_rate_mask *m)
{
	logf_(fb_of(be), "rates %s", i->name);
	for (int b = 0; b < 6; b++) {
		if (!m->has_band[b])
			continue;
		logf_(fb_of(be), " band%d:", b);
		for (int k = 0; k < m->n_legacy[b]; k++)
			logf_(fb_of(be), "%s%u", k ? "," : "", m->legacy[b][k]);
	}
	logf_(fb_of(be), "\n");
	if (lacks(fb_of(be), fb_of(be)->world->drv.bitrate_mask))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_new_key(void *be, const struct iwc_iface *i, int idx,
			const uint8_t *key, size_t len)
{
	(void)key;
	logf_(fb_of(be), "new_key %s %d len=%zu\n", i->name, idx, len);
	if (lacks(fb_of(be), fb_of(be)->world->drv.keys))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_del_key(void *be, const struct iwc_iface *i, int idx)
{
	logf_(fb_of(be), "del_key %s %d\n", i->name, idx);
	if (lacks(fb_of(be), fb_of(be)->world->drv.keys))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_set_default_key(void *be, const struct iwc_iface *i, int idx)
{
	logf_(fb_of(be), "default_key %s %d\n", i->name, idx);
	if (lacks(fb_of(be), fb_of(be)->world->drv.keys))
		return -EOPNOTSUPP;
	return fb_of(be)->world->set_err;
}

static int fake_iface_hwtype(void *be, const char *ifname)
{
	const struct fake_netdev *nd = find(fb_of(be)->world, ifname);

	if (!nd)
		return -ENODEV;
	return strcmp(ifname, "lo") == 0 ? 772 : 1;
}

static int fake_arp_lookup(void *be, const char *ifname, const char *arg,
			   uint8_t *ret_mac)
{
	int err = fb_of(be)->world->arp_lookup_err;

	(void)ifname;
	(void)arg;
	(void)ret_mac;
	return err ? err : -EADDRNOTAVAIL;
}

static int fake_wait_link_up(void *be, const char *ifname, int timeout_ms)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d = find(fb->world, ifname);
	unsigned int k = fb->calls.wait_link_up++;

	(void)timeout_ms;
	if (k < fb->world->n_wait_up)
		return fb->world->wait_up[k];
	if (!d || !d->wireless)
		return -ENODEV;
	return d->iface.up ? 1 : 0;
}

static int fake_listen_events(void *be, iwc_event_cb cb, void *arg)
{
	const struct fake_world *w = fb_of(be)->world;
	struct iwc_event ev = { .type = IWC_EVENT_LISTENING };
	int r;

	if (!w->events)
		return -EOPNOTSUPP;	/* a world without events */
	fb_of(be)->went_down = w->down_when_listening;
	r = cb(&ev, arg);

	for (size_t i = 0; !r && i < w->n_events; i++)
		r = cb(&w->events[i], arg);
	return r ? r : -ENODATA;
}

const struct iwc_backend fake_backend_ops = {
	.name = "fake",
	.list_ifaces = fake_list_ifaces,
	.list_ipv4_ifaces = fake_list_ipv4_ifaces,
	.get_iface = fake_get_iface,
	.get_link = fake_get_link,
	.get_wiphy = fake_get_wiphy,
	.scan_trigger = fake_scan_trigger,
	.scan_trigger_name = fake_scan_trigger_name,
	.scan_dump = fake_scan_dump,
	.is_privileged = fake_is_privileged,
	.wiphy_changed = fake_wiphy_changed,
	.state_load = fake_state_load,
	.state_store = fake_state_store,
	.state_lock = fake_state_lock,
	.state_unlock = fake_state_unlock,
	.set_iftype = fake_set_iftype,
	.connect = fake_connect,
	.disconnect = fake_disconnect,
	.wait_link_up = fake_wait_link_up,
	.listen_events = fake_listen_events,
	/* iw's operations: fake_native.c */
	.open = fake_nat_open,
	.ifindex = fake_nat_ifindex,
	.iface_get = fake_nat_iface_get,
	.iface_dump = fake_nat_iface_dump,
	.station_get = fake_nat_station_get,
	.get_power_save = fake_nat_get_power_save,
	.extack = fake_nat_extack,
	.ibss_join = fake_ibss_join,
	.ibss_leave = fake_ibss_leave,
	.set_channel = fake_set_channel,
	.set_wiphy_params = fake_set_wiphy_params,
	.set_txpower = fake_set_txpower,
	.set_rfkill = fake_set_rfkill,
	.set_power_save = fake_set_power_save,
	.drv_caps = fake_drv_caps,
	.set_rates = fake_set_rates,
	.new_key = fake_new_key,
	.del_key = fake_del_key,
	.set_default_key = fake_set_default_key,
	.iface_hwtype = fake_iface_hwtype,
	.arp_lookup = fake_arp_lookup,
};

void fake_backend_init(struct fake_backend *fb, const struct fake_world *w)
{
	memset(fb, 0, sizeof(*fb));
	fb->world = w;
}

void fake_ctx_init(struct iwc_ctx *ctx, struct fake_backend *fb, FILE *out,
		   FILE *err, const char *argv0)
{
	memset(ctx, 0, sizeof(*ctx));
	ctx->be = &fake_backend_ops;
	ctx->be_data = fb;
	ctx->out = out;
	ctx->err = err;
	ctx->argv0 = argv0;
	ctx->wext_be = &iwc_wext_backend;	/* used once ctx->wext is set */
}

/* World building ---------------------------------------------------- */

struct fake_netdev *fake_world_add_netdev(struct fake_world *w,
					  const char *name)
{
	struct fake_netdev *d;

	if (w->n_netdevs >= FAKE_MAX_NETDEVS)
		abort();
	d = &w->netdevs[w->n_netdevs++];
	memset(d, 0, sizeof(*d));
	snprintf(d->name, sizeof(d->name), "%s", name);
	return d;
}

struct fake_netdev *fake_world_add_wireless(struct fake_world *w,
					    const char *name,
					    enum iwc_iftype type,
					    uint32_t wiphy)
{
	struct fake_netdev *d = fake_world_add_netdev(w, name);

	d->wireless = true;
	snprintf(d->iface.name, sizeof(d->iface.name), "%s", name);
	d->iface.ifindex = (int)w->n_netdevs;
	d->iface.wiphy = wiphy;
	d->iface.iftype = type;
	d->iface.up = true;
	d->iface.ps = 1;
	d->iface.mac[0] = 0x02;
	d->iface.mac[5] = (uint8_t)w->n_netdevs;
	return d;
}

struct fake_netdev *fake_world_find(struct fake_world *w, const char *name)
{
	return (struct fake_netdev *)find(w, name);
}

void fake_world_add_ipv4(struct fake_world *w, const char *name)
{
	if (w->n_ipv4 >= FAKE_MAX_NETDEVS)
		abort();
	snprintf(w->ipv4[w->n_ipv4++], IWC_IFNAMSIZ, "%s", name);
}

void fake_world_rename(struct fake_world *w, const char *from, const char *to)
{
	struct fake_netdev *d = fake_world_find(w, from);

	if (!d)
		abort();
	snprintf(d->name, sizeof(d->name), "%s", to);
	snprintf(d->iface.name, sizeof(d->iface.name), "%s", to);
	for (size_t i = 0; i < w->n_ipv4; i++)
		if (!strcmp(w->ipv4[i], from))
			snprintf(w->ipv4[i], IWC_IFNAMSIZ, "%s", to);
}

/* Running a tool ---------------------------------------------------- */

int fake_run_tool(const struct fake_world *w,
		  int (*tool_main)(struct iwc_ctx *, int, char **), int argc,
		  const char *const *argv, struct fake_run *res)
{
	struct fake_backend fb;
	struct iwc_ctx ctx;
	char **args;
	char **keep;
	FILE *out, *err;

	memset(res, 0, sizeof(*res));
	args = calloc((size_t)argc + 1, sizeof(*args));
	keep = calloc((size_t)argc + 1, sizeof(*keep));
	if (!args || !keep)
		abort();
	for (int i = 0; i < argc; i++) {
		args[i] = strdup(argv[i]);
		keep[i] = args[i];
		if (!args[i])
			abort();
	}
	out = open_memstream(&res->out, &res->out_len);
	err = open_memstream(&res->err, &res->err_len);
	if (!out || !err)
		abort();

	fake_backend_init(&fb, w);
	fake_ctx_init(&ctx, &fb, out, err, args[0]);
	ctx.wt_debian = w->wt_debian;
	ctx.iw_dialect = w->iw_dialect;
	res->rc = tool_main(&ctx, argc, args);
	res->calls = fb.calls;
	memcpy(res->log, fb.log, sizeof(res->log));
	res->state_stored = fb.state_stored;
	res->state = fb.state;

	fclose(out);
	fclose(err);
	for (int i = 0; i < argc; i++)
		free(keep[i]);
	free(keep);
	free(args);
	return res->rc;
}

void fake_run_free(struct fake_run *res)
{
	free(res->out);
	free(res->err);
	res->out = res->err = NULL;
}
