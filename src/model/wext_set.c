/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_set.c - apply settings the way cfg80211's WEXT SET handlers did
 * (net/wireless/wext-compat.c, wext-sme.c, ibss.c, Linux 6.1), with
 * nl80211 operations and iwcompat's stored WEXT state in place of the
 * kernel's wdev->wext: the apply session, the connection steps the
 * handlers (wext_handlers.c) share, iwconfig's line, libiw's request,
 * the link-up and its watcher. Nothing is printed: the callers get a
 * diagnostic (apply.h).
 *
 * Settings apply left to right and stop at the first failure, as with
 * wireless-tools (a bad word later on the line is reported by the caller
 * once the settings before it are applied).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/apply.h"
#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"

#include "wext_apply.h"

#define REASON_DEAUTH_LEAVING 3

/*
 * Driver capabilities (fullmac drivers, docs/fullmac.md): whether the
 * driver has the op a cfg80211 WEXT handler checks for, one of
 * IWC_DRV_*, asked of the backend at its first use in this command (so
 * reads and settings that need none cost nothing more). A backend
 * without drv_caps, or a failed query, means a driver with every op.
 */
static void drv_query(const struct iwc_ctx *ctx, const struct iwc_iface *iface,
		      unsigned int what, struct iwc_drv_caps *c)
{
	if (!(c->known & what) &&
	    (!ctx->be->drv_caps ||
	     ctx->be->drv_caps(ctx->be_data, iface, what, c) < 0 ||
	     !(c->known & what))) {
		c->known |= what;
		if (what & IWC_DRV_CMDS)
			c->sme = c->keys = c->bitrate_mask = true;
		if (what & IWC_DRV_TXPOWER)
			c->set_tx_power = true;
		if (what & IWC_DRV_PS)
			c->set_power_mgmt = true;
	}
}

bool iwc_apply_drv_can(struct iwc_apply *a, unsigned int what)
{
	struct iwc_drv_caps *c = &a->drv;

	drv_query(a->ctx, &a->dev->iface, what, c);
	switch (what) {
	case IWC_DRV_TXPOWER:
		return c->set_tx_power;
	case IWC_DRV_PS:
		return c->set_power_mgmt;
	default:
		return true;
	}
}

bool iwc_apply_drv_sme(struct iwc_apply *a)
{
	return iwc_apply_drv_can(a, IWC_DRV_CMDS) && a->drv.sme;
}

bool iwc_apply_drv_keys(struct iwc_apply *a)
{
	return iwc_apply_drv_can(a, IWC_DRV_CMDS) && a->drv.keys;
}

bool iwc_apply_drv_bitrate_mask(struct iwc_apply *a)
{
	return iwc_apply_drv_can(a, IWC_DRV_CMDS) && a->drv.bitrate_mask;
}

/*
 * Who holds a station's connection: the facts behind the one question
 * cfg80211's WEXT handlers asked (wext-sme.c: "if (wdev->conn)"), as far
 * as nl80211 shows them. wdev->conn exists only while cfg80211's own
 * connection manager connects or is connected, which it does for a
 * CONNECT (nl80211's: iw, iwcompat, wpa_supplicant on some drivers; or
 * WEXT's) on a driver that leaves the SME to cfg80211.
 */
struct iwc_conn_facts {
	bool station;		/* a managed interface */
	/* the driver leaves the SME to cfg80211 (mac80211: AUTHENTICATE
	 * among its commands); a fullmac driver connects by itself and
	 * cfg80211 never makes a wdev->conn for it */
	bool driver_sme;
	/* nl80211 reports an SSID (wdev->u.client.ssid_len): set by a
	 * CONNECT while it connects and is connected; on Linux 6.1 also
	 * after a connection made with AUTHENTICATE/ASSOCIATE (no
	 * wdev->conn) to an AP whose beacons carry a Country element
	 * (sme.c, __cfg80211_connect_result) */
	bool ssid_reported;
	/* another netlink socket owns the connection
	 * (NL80211_ATTR_SOCKET_OWNER): wpa_supplicant, iwd, which connect
	 * with AUTHENTICATE/ASSOCIATE on such drivers */
	bool other_owner;
};

/* Whether cfg80211's own SME holds (or is making) the connection, i.e.
 * the kernel's wdev->conn: the WEXT handlers then disconnect before
 * they change the SSID, BSSID or channel; otherwise they only store the
 * value and try a connect (refused with EALREADY while connected). */
static bool iwc_cfg80211_sme_holds(const struct iwc_conn_facts *f)
{
	return f->station && f->driver_sme && f->ssid_reported &&
	       !f->other_owner;
}

/* Whether the driver leaves the SME to cfg80211: AUTHENTICATE among the
 * wiphy's supported commands (iwc_apply_drv_can(); when they cannot be
 * read, every driver is taken for a mac80211 one). */
static bool driver_uses_cfg80211_sme(struct iwc_apply *a)
{
	/* [driver] a driver without auth/assoc ops (fullmac) connects by
	 * itself: cfg80211 never has a wdev->conn there */
	return iwc_apply_drv_sme(a);
}

/* Whether another socket owns the connection, asked without side
 * effects: nl80211_disconnect refuses a foreign owner (EPERM) before it
 * looks at the reason code, and reason 0 is refused (EINVAL) before
 * anything is done (Linux 6.1 and 6.12 alike). */
static bool other_socket_owns_connection(const struct iwc_apply *a)
{
	return be(a)->disconnect(bd(a), &a->dev->iface, 0) == -EPERM;
}

static void conn_facts(struct iwc_apply *a, struct iwc_conn_facts *f)
{
	memset(f, 0, sizeof(*f));
	f->station = iftype(a) == IWC_IFTYPE_STATION;
	f->ssid_reported = a->dev->iface.has_ssid;
	/* the driver and the owner are asked only when they can change the
	 * answer (reads and settings on an idle station cost nothing more) */
	if (f->station && f->ssid_reported)
		f->driver_sme = driver_uses_cfg80211_sme(a);
	if (f->station && f->driver_sme && f->ssid_reported)
		f->other_owner = other_socket_owns_connection(a);
}

bool iwc_apply_sme_active(struct iwc_apply *a)
{
	struct iwc_conn_facts f;

	conn_facts(a, &f);
	return iwc_cfg80211_sme_holds(&f);
}

static void connect_params(const struct iwc_apply *a,
			   struct iwc_connect_params *p)
{
	const struct iwc_wext_state *st = &a->st;

	memset(p, 0, sizeof(*p));
	p->ssid_len = st->has_ssid ? st->ssid_len : 0;
	memcpy(p->ssid, st->ssid, p->ssid_len);
	p->has_bssid = st->has_bssid;
	memcpy(p->bssid, st->bssid, IWC_ETH_ALEN);
	p->freq_mhz = st->has_freq ? st->freq_mhz : 0;
	p->default_key = st->default_key;
	p->privacy = st->default_key >= 0;
	memcpy(p->key_len, st->key_len, sizeof(p->key_len));
	memcpy(p->key, st->key, sizeof(p->key));
}

/* cfg80211_mgd_wext_connect(): connect with what is stored, if up and
 * an SSID is known. */
int iwc_apply_connect(struct iwc_apply *a)
{
	struct iwc_connect_params p;
	int r;

	if (!a->dev->iface.up || !a->st.has_ssid || !a->st.ssid_len)
		return 0;
	connect_params(a, &p);
	if (a->reassoc && linked(a)) {
		p.has_prev_bssid = true;
		memcpy(p.prev_bssid, a->dev->link.bssid, IWC_ETH_ALEN);
	}
	r = be(a)->connect(bd(a), &a->dev->iface, &p);
	if (r == 0) {
		a->st.sme = true;
		a->st_dirty = true;
		a->connected = true;
	}
	return r;
}

/* cfg80211_disconnect() from a WEXT handler. A station that was fully
 * connected is disconnected at once (mac80211 reports the deauth before
 * the request returns), and __cfg80211_disconnected() forgets the WEXT
 * SSID: only an SSID given after that connects again. */
int iwc_apply_disconnect(struct iwc_apply *a)
{
	bool was_connected = linked(a);
	int r = be(a)->disconnect(bd(a), &a->dev->iface, REASON_DEAUTH_LEAVING);

	if (r == 0) {
		a->st.sme = false;
		if (was_connected && a->st.has_ssid)
			a->st.ssid_len = 0;
		a->st_dirty = true;
	}
	return r;
}

/* The first channel an IBSS may start on, when none was given. */
static uint32_t first_ibss_channel(const struct iwc_apply *a)
{
	const struct iwc_wiphy *w = &a->dev->wiphy;

	for (size_t k = 0; a->dev->has_wiphy && k < w->n_channels; k++)
		if (!w->channels[k].disabled && !w->channels[k].no_ir)
			return w->channels[k].freq_mhz;
	return 0;
}

/* cfg80211_ibss_wext_join() */
int iwc_apply_ibss_join(struct iwc_apply *a)
{
	struct iwc_connect_params p;

	if (!a->dev->iface.up || !a->st.has_ssid || !a->st.ssid_len)
		return 0;
	connect_params(a, &p);
	if (!p.freq_mhz) {
		/* cfg80211 keeps the channel it picked as the WEXT one */
		p.freq_mhz = first_ibss_channel(a);
		if (!p.freq_mhz)
			return -EINVAL;
		a->st.has_freq = true;
		a->st.freq_mhz = p.freq_mhz;
		a->st_dirty = true;
	}
	return be(a)->ibss_join(bd(a), &a->dev->iface, &p);
}

int iwc_apply_ibss_leave(struct iwc_apply *a)
{
	if (!a->dev->iface.has_ssid && !linked(a))
		return 0;
	return be(a)->ibss_leave(bd(a), &a->dev->iface);
}

/* What every session loads: the interface, its link, wiphy and power. */
#define APPLY_NEEDS (IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV | \
		     IWC_NEED_POWER)

/* Refreshes what the kernel reports after a change. */
static void reload(struct iwc_apply *a)
{
	iwc_dev_load(a->ctx, a->ifname, APPLY_NEEDS, a->dev);
	a->dev->src.state = &a->st;
}

/* An IBSS joined through nl80211 also set the kernel's WEXT IBSS channel
 * (not its SSID): a later WEXT change leaves and rejoins with that. */
static void adopt_ibss(struct iwc_apply *a)
{
	const struct iwc_iface *i = &a->dev->iface;

	if (iftype(a) != IWC_IFTYPE_ADHOC || !i->has_ssid)
		return;
	if (!a->st.has_freq && (linked(a) || i->has_freq)) {
		a->st.has_freq = true;
		a->st.freq_mhz = linked(a) ? a->dev->link.freq_mhz : i->freq_mhz;
	}
}

/* Settings stored for a down interface wait for it to come up, as the
 * kernel's WEXT did (NETDEV_UP): a watcher process applies them. A
 * connection made from the settings is followed by one to its end (see
 * watch_wext_connection). */
static bool needs_watcher(const struct iwc_apply *a)
{
	if (a->dev->iface.up)
		return a->connected && a->st.sme;
	return a->st.has_ssid && a->st.ssid_len &&
	       (iftype(a) == IWC_IFTYPE_STATION || iftype(a) == IWC_IFTYPE_ADHOC);
}

/*
 * The apply session: every SET (iwconfig's line, one libiw request, the
 * link-up) begins here and ends in iwc_apply_end(), which stores what
 * the handlers changed. The interface's facts are loaded (a->dev_err:
 * 0 or the load's errno, for the caller to judge) and the caller's
 * privilege asked; the stored state is taken with iwc_apply_lock().
 * Returns 0, or -ENOMEM with nothing to end.
 */
int iwc_apply_begin(struct iwc_apply *a, const struct iwc_ctx *ctx,
		    const char *ifname)
{
	memset(a, 0, sizeof(*a));
	a->ctx = ctx;
	a->ifname = ifname;
	iwc_state_init(&a->st);
	a->dev = malloc(sizeof(*a->dev));
	if (!a->dev)
		return -ENOMEM;
	a->dev_err = iwc_dev_load(ctx, ifname, APPLY_NEEDS, a->dev);
	a->privileged = ctx->be->is_privileged(ctx->be_data);
	return 0;
}

/* Settings that need the stored state are made under the lock, or not
 * at all: never loaded, applied and stored without it (another
 * process's store would undo them, or they its). Takes the lock and
 * loads the state (with @adopt, an IBSS joined over nl80211 lends its
 * channel, as to a WEXT SET handler). 0 or the lock's negative errno,
 * nothing loaded then. */
int iwc_apply_lock(struct iwc_apply *a, bool adopt)
{
	int r = be(a)->state_lock(bd(a), &a->dev->iface);

	if (r < 0)
		return r;
	a->locked = true;
	be(a)->state_load(bd(a), &a->dev->iface, &a->st);
	if (adopt)
		adopt_ibss(a);
	a->dev->src.state = &a->st;
	return 0;
}

/* Ends the session: stores what the handlers changed (never without the
 * lock: -ENOLCK then), starts the link-up watcher when @watch and the
 * settings wait for the interface or follow the connection they made,
 * unlocks and frees. Returns 0 or the store's negative errno: a setting
 * is never lost silently. */
int iwc_apply_end(struct iwc_apply *a, bool watch)
{
	int r = 0;

	if (a->st_dirty && !a->locked) {
		/* a handler that needs the state is missing from
		 * iwc_apply_needs_state() */
		r = -ENOLCK;
	} else if (a->st_dirty) {
		watch = watch && needs_watcher(a);
		if (watch)
			a->st.watch = a->st.watch + 1 ? a->st.watch + 1 : 1;
		/* a down interface has no connection (the flag may be an
		 * earlier one's): the watcher connects at link-up */
		if (!a->dev->iface.up)
			a->st.sme = false;
		r = be(a)->state_store(bd(a), &a->dev->iface, &a->st);
		if (r == 0 && watch && be(a)->spawn_link_watcher)
			be(a)->spawn_link_watcher(bd(a), &a->dev->iface,
						  a->st.watch);
		if (r > 0)
			r = 0;
	}
	if (a->locked)
		be(a)->state_unlock(bd(a));
	a->locked = false;
	free(a->dev);
	a->dev = NULL;
	return r;
}

/* Whether a command line has a setting whose handler reads or writes
 * the stored WEXT state: only those need the state lock. */
static bool line_needs_state(const struct iwc_set_req *req)
{
	for (int i = 0; i < req->n; i++)
		if (iwc_apply_needs_state(req->set[i].req))
			return true;
	return false;
}

static void fail(struct iwc_apply_diag *diag, enum iwc_apply_fail f,
		 enum iwc_req req, int r)
{
	diag->fail = f;
	diag->req = req;
	diag->err = -r;
}

void iwc_wext_apply(const struct iwc_ctx *ctx, const struct iwc_set_req *req,
		    struct iwc_apply_diag *diag)
{
	struct iwc_apply a;
	int r;

	memset(diag, 0, sizeof(*diag));
	if (iwc_apply_begin(&a, ctx, req->ifname) < 0) {
		diag->fail = IWC_APPLY_NO_MEMORY;
		diag->err = ENOMEM;
		return;
	}
	/* A line of settings that need no stored state (txpower, rts, ...:
	 * nl80211 only) takes no lock, loads and stores nothing, as WEXT
	 * asked only CAP_NET_ADMIN. On any lock failure nothing is set
	 * (issue 32, findings 1 and 7). */
	if (a.dev_err == 0 && a.privileged && line_needs_state(req)) {
		r = iwc_apply_lock(&a, true);
		if (r < 0) {
			iwc_apply_end(&a, false);
			fail(diag, IWC_APPLY_LOCK_FAILED, req->set[0].req, r);
			return;
		}
	}
	if (a.dev_err && a.dev_err != -ENODEV)
		a.dev_err = -EOPNOTSUPP;

	for (int i = 0; i < req->n; i++) {
		struct iwc_setting s = req->set[i];

		if (s.use_current) {
			if (a.dev_err)
				r = s.req == IWC_REQ_ENCODE && !a.privileged ?
					    -EPERM : a.dev_err;
			else
				r = iwc_apply_current(&a, &s);
			if (r) {
				fail(diag, IWC_APPLY_GET_FAILED, s.req, r);
				break;
			}
		}
		if (!a.privileged)
			r = -EPERM;	/* checked before the device lookup */
		else if (a.dev_err)
			r = a.dev_err;
		else
			r = iwc_apply_one(&a, &s);
		if (r) {
			fail(diag, IWC_APPLY_SET_FAILED, s.req, r);
			break;
		}
		if (i + 1 < req->n)
			reload(&a);
	}
	diag->save_err = -iwc_apply_end(&a, true);
}

/*
 * One WEXT SET request from a program (libiw.so.30, docs/libiw.md):
 * what wext-core and cfg80211's handler did with it, through the same
 * handlers and stored state as iwconfig. No link-up watcher is started
 * (the program is not iwcompat: settings stored for a down interface
 * wait for "iwcompat link-up", run by the ifupdown hook, or a watcher
 * an earlier iwconfig started).
 */
int iwc_wext_set_request(const struct iwc_ctx *ctx, const char *ifname,
			 const struct iwc_setting *s, int refusal,
			 struct iwc_apply_diag *diag)
{
	struct iwc_apply a;
	int r;

	memset(diag, 0, sizeof(*diag));
	diag->req = s->req;
	if (iwc_apply_begin(&a, ctx, ifname) < 0) {
		diag->fail = IWC_APPLY_NO_MEMORY;
		diag->err = ENOMEM;
		return 0;
	}
	if (a.dev_err < 0) {
		iwc_apply_end(&a, false);
		return -ENODEV;		/* not nl80211: the kernel's */
	}
	/* wext-core: CAP_NET_ADMIN for every SET, before the device */
	if (!a.privileged) {
		iwc_apply_end(&a, false);
		fail(diag, IWC_APPLY_SET_FAILED, s->req, -EPERM);
		return 0;
	}
	/* Under the lock or not at all (see iwc_wext_apply): a request
	 * refused before its handler, or one whose handler needs no stored
	 * state, takes no lock and loads nothing; for the others any lock
	 * failure is returned, nothing set. */
	if (!refusal && iwc_apply_needs_state(s->req)) {
		r = iwc_apply_lock(&a, true);
		if (r < 0) {
			iwc_apply_end(&a, false);
			fail(diag, IWC_APPLY_LOCK_FAILED, s->req, r);
			return 0;
		}
	}
	/* wext-core's iw_point checks and the handler's first refusals;
	 * SIOCSIWAP's mode check comes before its address family's */
	if (refusal && s->req == IWC_REQ_AP &&
	    iftype(&a) != IWC_IFTYPE_STATION && iftype(&a) != IWC_IFTYPE_ADHOC)
		r = -EOPNOTSUPP;
	else if (refusal)
		r = -refusal;
	else
		r = iwc_apply_one(&a, s);
	if (r)
		fail(diag, IWC_APPLY_SET_FAILED, s->req, r);
	diag->save_err = -iwc_apply_end(&a, false);
	return 0;
}

int iwc_apply_diag_errno(const struct iwc_apply_diag *diag)
{
	return diag->fail != IWC_APPLY_OK ? diag->err : diag->save_err;
}

int iwc_link_up(const struct iwc_ctx *ctx, const char *ifname)
{
	struct iwc_apply a;
	int r, sr;

	if (iwc_apply_begin(&a, ctx, ifname) < 0)
		return -ENOMEM;
	r = a.dev_err;
	if (r == 0)
		r = iwc_apply_lock(&a, false);
	if (r == 0) {
		/* what the kernel did at NETDEV_UP for WEXT settings */
		if (!a.dev->iface.up)
			r = -ENETDOWN;
		else if (iftype(&a) == IWC_IFTYPE_STATION && !linked(&a) &&
			 !iwc_apply_sme_active(&a))
			r = iwc_apply_connect(&a);
		else if (iftype(&a) == IWC_IFTYPE_ADHOC && !linked(&a))
			r = iwc_apply_ibss_join(&a);
	}
	sr = iwc_apply_end(&a, false);
	return r ? r : sr;
}

/*
 * The connection the watcher made from the stored settings, followed to
 * its end: when a connection made by cfg80211's SME from the WEXT
 * settings ended, __cfg80211_disconnected() forgot the WEXT SSID, so the
 * next link-up did not connect again and iwconfig showed ESSID:off/any.
 * A failed attempt left the SSID (sme.c's connect-result path), except
 * on a driver that connects by itself (fullmac): cfg80211_disconnect()
 * calls its disconnect op while an attempt is pending (the SSID is set:
 * the interface's down, cfg80211_leave()), and the driver reports the
 * failed connect and then the disconnect (virt_wifi_disconnect(),
 * brcmf_cfg80211_disconnect()), whose __cfg80211_disconnected() forgets
 * the SSID: a DISCONNECT after the failure forgets it too there.
 */
struct conn_watch {
	const struct iwc_ctx *ctx;
	const char *ifname;
	int ifindex;
	uint64_t token;
	uint8_t ssid_len;
	uint8_t ssid[IWC_SSID_MAX];
	bool connected;
	/* a failed attempt on a driver without cfg80211's SME: the
	 * disconnect that may follow forgets the SSID */
	bool failed_fullmac;
};

/* Whether the interface's driver connects by itself (no AUTHENTICATE:
 * no SME of cfg80211's, iwc_apply_drv_sme()'s question). */
static bool driver_connects_itself(const struct conn_watch *w)
{
	struct iwc_drv_caps c;
	struct iwc_iface iface;

	memset(&c, 0, sizeof(c));
	if (w->ctx->be->get_iface(w->ctx->be_data, w->ifname, &iface) < 0 ||
	    iface.ifindex != w->ifindex)
		return false;
	drv_query(w->ctx, &iface, IWC_DRV_CMDS, &c);
	return !c.sme;
}

/* Forget the SSID, unless other settings replaced the watched ones. */
static int conn_watch_forget(struct conn_watch *w)
{
	const struct iwc_backend *b = w->ctx->be;
	struct iwc_iface iface;
	struct iwc_wext_state st;

	if (b->get_iface(w->ctx->be_data, w->ifname, &iface) < 0 ||
	    iface.ifindex != w->ifindex ||
	    b->state_lock(w->ctx->be_data, &iface) < 0)
		return 1;
	if (b->state_load(w->ctx->be_data, &iface, &st) == 0 &&
	    st.watch == w->token && st.sme && st.has_ssid &&
	    st.ssid_len == w->ssid_len &&
	    !memcmp(st.ssid, w->ssid, w->ssid_len)) {
		st.ssid_len = 0;
		st.sme = false;
		b->state_store(w->ctx->be_data, &iface, &st);
	}
	b->state_unlock(w->ctx->be_data);
	return 1;
}

static int conn_watch_event(const struct iwc_event *ev, void *arg)
{
	struct conn_watch *w = arg;
	const struct iwc_backend *b = w->ctx->be;

	if (ev->type == IWC_EVENT_LISTENING || ev->type == IWC_EVENT_LOST) {
		/* what happened before listening, or while events were lost */
		struct iwc_iface iface;
		struct iwc_link link;

		if (b->get_iface(w->ctx->be_data, w->ifname, &iface) < 0 ||
		    iface.ifindex != w->ifindex)
			return 1;
		if (b->get_link(w->ctx->be_data, &iface, &link) == 0 &&
		    link.has_bssid)
			w->connected = true;
		else if (w->connected)
			return conn_watch_forget(w);
		else if (!iface.has_ssid && !iface.up &&
			 ev->type == IWC_EVENT_LISTENING &&
			 iface.iftype == IWC_IFTYPE_STATION &&
			 driver_connects_itself(w))
			/* down since the connect (made while up), before we
			 * listened: a fullmac driver reported the disconnect
			 * that forgot the SSID (see forgotten_by_down) */
			return conn_watch_forget(w);
		else if (!iface.has_ssid)
			return 1;	/* the attempt is over: it failed */
		return 0;
	}
	if (ev->ifindex != w->ifindex)
		return 0;
	switch (ev->type) {
	case IWC_EVENT_LINK_GONE:
		return 1;
	case IWC_EVENT_CONNECT:
		if (ev->status != 0) {
			/* failed: the SSID stays, unless a fullmac
			 * driver's disconnect follows */
			w->failed_fullmac = !w->connected &&
					    driver_connects_itself(w);
			return w->failed_fullmac ? 0 : 1;
		}
		w->connected = true;
		w->failed_fullmac = false;
		return 0;
	case IWC_EVENT_DISCONNECT:
		return w->connected || w->failed_fullmac ?
			       conn_watch_forget(w) : 1;
	default:
		return 0;
	}
}

/* Follows the connection iwc_link_up() made with the settings of @token
 * (if it made one) until it ends. */
static void watch_wext_connection(const struct iwc_ctx *ctx,
				  const char *ifname, uint64_t token)
{
	const struct iwc_backend *b = ctx->be;
	struct conn_watch w = { .ctx = ctx, .ifname = ifname, .token = token };
	struct iwc_iface iface;
	struct iwc_wext_state st;

	if (!b->listen_events ||
	    b->get_iface(ctx->be_data, ifname, &iface) < 0 ||
	    iface.iftype != IWC_IFTYPE_STATION ||
	    b->state_load(ctx->be_data, &iface, &st) < 0 ||
	    st.watch != token || !st.sme || !st.has_ssid || !st.ssid_len)
		return;
	w.ifindex = iface.ifindex;
	w.ssid_len = st.ssid_len;
	memcpy(w.ssid, st.ssid, st.ssid_len);
	b->listen_events(ctx->be_data, conn_watch_event, &w);
}

/*
 * The interface came up and went down again before the watcher's
 * link-up connected: the kernel connected at that up (NETDEV_UP) and the
 * down disconnected. A driver that connects by itself reports that
 * disconnect, a pending attempt's too (see struct conn_watch), and
 * __cfg80211_disconnected() forgot the WEXT SSID: forget it, and the
 * watcher is done (true). With cfg80211's SME the pending attempt ends
 * without that, the SSID stays and the next up connects: wait for it
 * (false).
 */
static bool forgotten_by_down(const struct iwc_ctx *ctx, const char *ifname,
			      uint64_t token)
{
	const struct iwc_backend *b = ctx->be;
	struct conn_watch w = { .ctx = ctx, .ifname = ifname, .token = token };
	struct iwc_iface iface;
	struct iwc_wext_state st;

	if (b->get_iface(ctx->be_data, ifname, &iface) < 0)
		return true;		/* the interface is gone */
	w.ifindex = iface.ifindex;
	if (iface.iftype != IWC_IFTYPE_STATION || !driver_connects_itself(&w))
		return false;
	if (b->state_lock(ctx->be_data, &iface) < 0)
		return true;
	if (b->state_load(ctx->be_data, &iface, &st) == 0 &&
	    st.watch == token && st.has_ssid && st.ssid_len) {
		st.ssid_len = 0;
		st.sme = false;
		b->state_store(ctx->be_data, &iface, &st);
	}
	b->state_unlock(ctx->be_data);
	return true;
}

int iwc_link_up_wait(const struct iwc_ctx *ctx, const char *ifname,
		     uint64_t token)
{
	const struct iwc_backend *b = ctx->be;

	for (;;) {
		struct iwc_iface iface;
		struct iwc_wext_state st;
		int up = b->wait_link_up(ctx->be_data, ifname, 2000);

		if (up < 0 || b->get_iface(ctx->be_data, ifname, &iface) < 0)
			return 0;		/* the interface is gone */
		if (b->state_load(ctx->be_data, &iface, &st) < 0 ||
		    st.watch != token)
			return 0;		/* other settings took over */
		if (up > 0 && st.sme) {
			/* iwconfig connected the interface, which was up:
			 * only its end is left to follow */
			watch_wext_connection(ctx, ifname, token);
			return 0;
		}
		if (up > 0) {
			int r = iwc_link_up(ctx, ifname);

			if (r == 0)
				watch_wext_connection(ctx, ifname, token);
			if (r != -ENETDOWN || forgotten_by_down(ctx, ifname,
								token))
				return r == -ENETDOWN ? 0 : r;
		}
	}
}
