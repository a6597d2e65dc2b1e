/*
 * iwconfig_set.c - apply parsed iwconfig settings the way cfg80211's
 * WEXT SET handlers did (net/wireless/wext-compat.c, wext-sme.c,
 * ibss.c, Linux 6.1), with nl80211 operations and iwcompat's stored
 * WEXT state in place of the kernel's wdev->wext.
 *
 * Settings apply left to right and stop at the first failure, as with
 * wireless-tools (a bad word later on the line is reported by the caller
 * once the settings before it are applied).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/dev.h"
#include "iwcompat/iwevent.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"
#include "iwcompat/tools.h"

#define REASON_DEAUTH_LEAVING 3

struct apply {
	const struct iwc_ctx *ctx;
	const char *ifname;
	int dev_err;			/* 0, -ENODEV or -EOPNOTSUPP */
	bool privileged;
	struct iwc_dev *dev;
	struct iwc_wext_state st;
	bool st_dirty;
	struct iwc_drv_caps drv;	/* what the driver can do: drv_can() */
	bool reassoc;			/* mgd_connect: see set_ap() */
	bool connected;			/* mgd_connect() sent a CONNECT */
};

static const struct iwc_backend *be(const struct apply *a)
{
	return a->ctx->be;
}

static void *bd(const struct apply *a)
{
	return a->ctx->be_data;
}

static enum iwc_iftype iftype(const struct apply *a)
{
	return a->dev->iface.iftype;
}

/*
 * Driver capabilities (fullmac drivers, docs/fullmac.md): whether the
 * driver has the op a cfg80211 WEXT handler checks for, one of
 * IWC_DRV_*, asked of the backend at its first use in this command (so
 * reads and settings that need none cost nothing more). A backend
 * without drv_caps, or a failed query, means a driver with every op.
 */
static bool drv_can(struct apply *a, unsigned int what)
{
	struct iwc_drv_caps *c = &a->drv;

	if (!(c->known & what) &&
	    (!be(a)->drv_caps ||
	     be(a)->drv_caps(bd(a), &a->dev->iface, what, c) < 0 ||
	     !(c->known & what))) {
		c->known |= what;
		if (what & IWC_DRV_CMDS)
			c->sme = c->keys = c->bitrate_mask = true;
		if (what & IWC_DRV_TXPOWER)
			c->set_tx_power = true;
		if (what & IWC_DRV_PS)
			c->set_power_mgmt = true;
	}
	switch (what) {
	case IWC_DRV_TXPOWER:
		return c->set_tx_power;
	case IWC_DRV_PS:
		return c->set_power_mgmt;
	default:
		return true;
	}
}

static bool drv_sme(struct apply *a)
{
	return drv_can(a, IWC_DRV_CMDS) && a->drv.sme;
}

static bool drv_keys(struct apply *a)
{
	return drv_can(a, IWC_DRV_CMDS) && a->drv.keys;
}

static bool drv_bitrate_mask(struct apply *a)
{
	return drv_can(a, IWC_DRV_CMDS) && a->drv.bitrate_mask;
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
 * wiphy's supported commands (drv_can(); when they cannot be read, every
 * driver is taken for a mac80211 one). */
static bool driver_uses_cfg80211_sme(struct apply *a)
{
	/* [driver] a driver without auth/assoc ops (fullmac) connects by
	 * itself: cfg80211 never has a wdev->conn there */
	return drv_sme(a);
}

/* Whether another socket owns the connection, asked without side
 * effects: nl80211_disconnect refuses a foreign owner (EPERM) before it
 * looks at the reason code, and reason 0 is refused (EINVAL) before
 * anything is done (Linux 6.1 and 6.12 alike). */
static bool other_socket_owns_connection(const struct apply *a)
{
	return be(a)->disconnect(bd(a), &a->dev->iface, 0) == -EPERM;
}

static void conn_facts(struct apply *a, struct iwc_conn_facts *f)
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

static bool sme_active(struct apply *a)
{
	struct iwc_conn_facts f;

	conn_facts(a, &f);
	return iwc_cfg80211_sme_holds(&f);
}

/* wdev->connected / an IBSS current_bss */
static bool linked(const struct apply *a)
{
	return a->dev->has_link && a->dev->link.has_bssid;
}

static void connect_params(const struct apply *a, struct iwc_connect_params *p)
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
static int mgd_connect(struct apply *a)
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
static int sme_disconnect(struct apply *a)
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
static uint32_t first_ibss_channel(const struct apply *a)
{
	const struct iwc_wiphy *w = &a->dev->wiphy;

	for (size_t k = 0; a->dev->has_wiphy && k < w->n_channels; k++)
		if (!w->channels[k].disabled && !w->channels[k].no_ir)
			return w->channels[k].freq_mhz;
	return 0;
}

/* cfg80211_ibss_wext_join() */
static int ibss_join(struct apply *a)
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

static int ibss_leave_if_joined(struct apply *a)
{
	if (!a->dev->iface.has_ssid && !linked(a))
		return 0;
	return be(a)->ibss_leave(bd(a), &a->dev->iface);
}

static const struct iwc_channel *find_channel(const struct apply *a,
					      uint32_t mhz)
{
	const struct iwc_wiphy *w = &a->dev->wiphy;

	for (size_t k = 0; a->dev->has_wiphy && k < w->n_channels; k++)
		if (w->channels[k].freq_mhz == mhz)
			return &w->channels[k];
	return NULL;
}

/* cfg80211_wext_freq(): MHz, 0 for "auto", or -EINVAL */
static int wext_freq(const struct iwc_setting *s)
{
	return iwc_wext_freq_mhz(s->u.freq.m, s->u.freq.e);
}

static void store_ssid(struct apply *a, const uint8_t *ssid, size_t len)
{
	a->st.has_ssid = true;
	a->st.ssid_len = (uint8_t)len;
	memcpy(a->st.ssid, ssid, len);
	a->st_dirty = true;
}

static int set_essid(struct apply *a, const struct iwc_setting *s)
{
	size_t len = s->u.essid.on ? s->u.essid.len : 0;
	int r;

	/* wireless-tools' trailing NUL convention */
	if (len > 0 && s->u.essid.ssid[len - 1] == '\0')
		len--;
	if (iftype(a) == IWC_IFTYPE_STATION) {
		if (sme_active(a)) {
			if (a->st.has_ssid && len && len == a->st.ssid_len &&
			    !memcmp(a->st.ssid, s->u.essid.ssid, len))
				return 0;
			r = sme_disconnect(a);
			if (r)
				return r;
		}
		store_ssid(a, s->u.essid.ssid, len);
		return mgd_connect(a);
	}
	if (iftype(a) == IWC_IFTYPE_ADHOC) {
		r = ibss_leave_if_joined(a);
		if (r)
			return r;
		store_ssid(a, s->u.essid.ssid, len);
		return ibss_join(a);
	}
	return -EOPNOTSUPP;
}

static int set_mode(struct apply *a, const struct iwc_setting *s)
{
	enum iwc_iftype t;

	/* Linux 6.1 dropped WDS: Repeater is EINVAL like Auto, Master and
	 * Secondary */
	switch (s->u.mode.mode) {
	case 2:
		t = IWC_IFTYPE_STATION;
		break;
	case 1:
		t = IWC_IFTYPE_ADHOC;
		break;
	case 6:
		t = IWC_IFTYPE_MONITOR;
		break;
	default:
		return -EINVAL;
	}
	if (t == iftype(a))
		return 0;
	return be(a)->set_iftype(bd(a), &a->dev->iface, t);
}

static int set_freq(struct apply *a, const struct iwc_setting *s)
{
	const struct iwc_channel *c = NULL;
	int freq = wext_freq(s);
	int r;

	switch (iftype(a)) {
	case IWC_IFTYPE_STATION:
		if (freq < 0)
			return freq;
		if (freq) {
			c = find_channel(a, (uint32_t)freq);
			if (!c || c->disabled)
				return -EINVAL;
		}
		if (sme_active(a)) {
			if ((a->st.has_freq ? a->st.freq_mhz : 0) == (uint32_t)freq)
				return 0;
			r = sme_disconnect(a);
			if (r)
				return r;
		}
		a->st.has_freq = freq != 0;
		a->st.freq_mhz = (uint32_t)freq;
		a->st_dirty = true;
		a->reassoc = linked(a) && !drv_sme(a);	/* see set_ap() */
		return mgd_connect(a);
	case IWC_IFTYPE_ADHOC:
		if (freq < 0)
			return freq;
		if (freq) {
			c = find_channel(a, (uint32_t)freq);
			if (!c || c->disabled || c->no_ir)
				return -EINVAL;
		}
		if ((a->st.has_freq ? a->st.freq_mhz : 0) == (uint32_t)freq)
			return 0;
		r = ibss_leave_if_joined(a);
		if (r)
			return r;
		a->st.has_freq = freq != 0;
		a->st.freq_mhz = (uint32_t)freq;
		a->st_dirty = true;
		return ibss_join(a);
	case IWC_IFTYPE_MONITOR:
		if (freq < 0)
			return freq;
		if (freq == 0 || !find_channel(a, (uint32_t)freq))
			return -EINVAL;
		return be(a)->set_channel(bd(a), &a->dev->iface, (uint32_t)freq);
	default:
		return -EOPNOTSUPP;
	}
}

static int set_rate(struct apply *a, const struct iwc_setting *s)
{
	const struct iwc_wiphy *w = &a->dev->wiphy;
	struct iwc_rate_mask m;
	uint32_t fixed = 0, maxrate = (uint32_t)-1;
	bool match = false;

	if (iftype(a) != IWC_IFTYPE_STATION && iftype(a) != IWC_IFTYPE_ADHOC &&
	    iftype(a) != IWC_IFTYPE_AP && iftype(a) != IWC_IFTYPE_MONITOR)
		return -EOPNOTSUPP;
	memset(&m, 0, sizeof(m));
	if (s->u.rate.value < 0)
		;
	else if (s->u.rate.fixed)
		fixed = (uint32_t)s->u.rate.value / 100000;
	else
		maxrate = (uint32_t)s->u.rate.value / 100000;
	/* cfg80211's loop: a fixed rate a band lacks gives it every rate */
	for (int b = 0; b < 6; b++) {
		if (!a->dev->has_wiphy || !w->has_band[b] || !w->n_rates[b])
			continue;	/* no legacy rates (S1G): nothing to set */
		m.has_band[b] = true;
		m.vht[b] = w->band_vht[b];
		for (int i = 0; i < w->n_rates[b]; i++) {
			if (fixed == w->rates[b][i]) {
				m.legacy[b][0] = (uint8_t)(w->rates[b][i] / 5);
				m.n_legacy[b] = 1;
				match = true;
				break;
			}
			if (w->rates[b][i] <= maxrate) {
				m.legacy[b][m.n_legacy[b]++] =
					(uint8_t)(w->rates[b][i] / 5);
				match = true;
			}
		}
	}
	/* [driver] cfg80211_wext_siwrate checks set_bitrate_mask first (the
	 * other refusals are nl80211's own EOPNOTSUPP) */
	if (!match)
		return drv_bitrate_mask(a) ? -EINVAL : -EOPNOTSUPP;
	if (a->dev->iface.mlo)
		return -EOPNOTSUPP;
	return be(a)->set_rates(bd(a), &a->dev->iface, &m);
}

static int set_key(struct apply *a, const struct iwc_setting *s)
{
	uint16_t flags = s->u.key.flags;
	int idx = flags & 0xFF;
	size_t len = s->u.key.has_key ? s->u.key.len : 0;
	bool tx_key;
	int r = 0;

	/* [driver] cfg80211_wext_siwencode: no key ops, EOPNOTSUPP */
	if (!drv_keys(a))
		return -EOPNOTSUPP;
	if (a->dev->iface.mlo)
		return -EOPNOTSUPP;
	if (idx == 0)
		idx = a->st.default_key < 0 ? 0 : a->st.default_key;
	else if (idx > 4)
		return -EINVAL;
	else
		idx--;

	if (flags & 0x8000) {		/* DISABLED: remove */
		if (iftype(a) != IWC_IFTYPE_STATION &&
		    iftype(a) != IWC_IFTYPE_ADHOC)
			return -EOPNOTSUPP;
		if (linked(a)) {
			r = be(a)->del_key(bd(a), &a->dev->iface, idx);
			if (r == -ENOENT)
				r = 0;
		}
		if (r)
			return r;
		a->st.key_len[idx] = 0;
		memset(a->st.key[idx], 0, sizeof(a->st.key[idx]));
		if (idx == a->st.default_key)
			a->st.default_key = -1;
		a->st_dirty = true;
		return 0;
	}
	if (len == 0) {			/* just the default TX key index */
		if (linked(a))
			r = be(a)->set_default_key(bd(a), &a->dev->iface, idx);
		if (!r) {
			a->st.default_key = idx;
			a->st_dirty = true;
		}
		return r;
	}
	if (len != 5 && len != 13)
		return -EINVAL;
	if (iftype(a) != IWC_IFTYPE_STATION && iftype(a) != IWC_IFTYPE_ADHOC)
		return -EOPNOTSUPP;
	tx_key = a->st.default_key == -1;
	if (linked(a)) {
		r = be(a)->new_key(bd(a), &a->dev->iface, idx, s->u.key.key, len);
		if (r)
			return r;
	}
	memcpy(a->st.key[idx], s->u.key.key, len);
	a->st.key_len[idx] = (uint8_t)len;
	a->st_dirty = true;
	if (tx_key) {
		/* a first TX key on a joined IBSS: leave, and rejoin with
		 * the privacy bit (cfg80211_set_encryption) */
		bool rejoin = iftype(a) == IWC_IFTYPE_ADHOC && linked(a);

		/* (leaving deleted the keys in the driver, so the kernel's
		 * set_default_key was a no-op there; nl80211 refuses it
		 * outside an IBSS) */
		if (rejoin)
			be(a)->ibss_leave(bd(a), &a->dev->iface);
		else if (linked(a))
			r = be(a)->set_default_key(bd(a), &a->dev->iface, idx);
		if (!r) {
			a->st.default_key = idx;
			if (rejoin)
				r = ibss_join(a);
		}
	}
	return r;
}

static int set_power(struct apply *a, const struct iwc_setting *s)
{
	uint16_t flags = s->u.power.flags;
	bool ps;

	if (iftype(a) != IWC_IFTYPE_STATION)
		return -EINVAL;
	if (s->u.power.disabled) {
		ps = false;
	} else {
		uint16_t mode = flags & 0x0F00;

		/* [driver] cfg80211_wext_siwpower: no set_power_mgmt is
		 * EOPNOTSUPP before a bad mode or flag's EINVAL (nl80211's
		 * SET_POWER_SAVE refuses the rest) */
		if ((mode != 0 && mode != 0x0F00 && mode != 0x0300) ||
		    (flags & ~(0x0F00 | 0x2000)))
			return drv_can(a, IWC_DRV_PS) ? -EINVAL : -EOPNOTSUPP;
		ps = true;
	}
	return be(a)->set_power_save(bd(a), &a->dev->iface, ps);
}

static int set_txpower(struct apply *a, const struct iwc_setting *s)
{
	int r;

	if ((s->u.txpower.flags & 0xFF) != 0)
		return -EINVAL;
	/* [driver] cfg80211_wext_siwtxpower: no set_tx_power is EOPNOTSUPP
	 * before "off" blocks the radio's rfkill */
	if (!drv_can(a, IWC_DRV_TXPOWER))
		return -EOPNOTSUPP;
	if (s->u.txpower.disabled)
		return be(a)->set_rfkill(bd(a), &a->dev->iface, true) == 0 ?
			       0 : -EOPNOTSUPP;
	if (a->dev->iface.rfkill_blocked)
		be(a)->set_rfkill(bd(a), &a->dev->iface, false);
	if (s->u.txpower.fixed) {
		if (s->u.txpower.value < 0)
			return -EINVAL;
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 2,
				       iwc_dbm_to_mbm(s->u.txpower.value));
	} else if (s->u.txpower.value < 0) {
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 0, 0);
	} else {
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 1,
				       iwc_dbm_to_mbm(s->u.txpower.value));
	}
	return r;
}

static int set_retry(struct apply *a, const struct iwc_setting *s)
{
	struct iwc_wiphy_params p = { -1, -1, -1, -1 };
	uint16_t f = s->u.retry.flags;
	int v = s->u.retry.value;

	if (v < 1 || v > 255 || (f & 0xF000) != 0x1000)
		return -EINVAL;
	if (f & 0x0020)
		p.retry_long = v;
	else if (f & 0x0010)
		p.retry_short = v;
	else
		p.retry_short = p.retry_long = v;
	return be(a)->set_wiphy_params(bd(a), &a->dev->iface, &p);
}

static int set_threshold(struct apply *a, const struct iwc_setting *s,
			 bool frag)
{
	struct iwc_wiphy_params p = { -1, -1, -1, -1 };
	int64_t v;

	if (s->u.thr.disabled || !s->u.thr.fixed)
		v = 0xFFFFFFFF;
	else if (s->u.thr.value < 0)
		return -EINVAL;
	else if (frag && s->u.thr.value < 256)
		return -EINVAL;
	else
		v = frag ? (s->u.thr.value & ~1) : s->u.thr.value;
	if (frag)
		p.frag = v;
	else
		p.rts = v;
	return be(a)->set_wiphy_params(bd(a), &a->dev->iface, &p);
}

static bool mac_is(const uint8_t *m, uint8_t v)
{
	for (int i = 0; i < IWC_ETH_ALEN; i++)
		if (m[i] != v)
			return false;
	return true;
}

static int set_ap(struct apply *a, const struct iwc_setting *s)
{
	const uint8_t *bssid = s->u.ap.addr;
	bool automatic = mac_is(bssid, 0) || mac_is(bssid, 0xFF);
	int r;

	if (iftype(a) == IWC_IFTYPE_STATION) {
		if (sme_active(a)) {
			if (automatic && !a->st.has_bssid)
				return 0;
			if (!automatic && a->st.has_bssid &&
			    !memcmp(a->st.bssid, bssid, IWC_ETH_ALEN))
				return 0;
			r = sme_disconnect(a);
			if (r)
				return r;
		}
	} else if (iftype(a) == IWC_IFTYPE_ADHOC) {
		/* a fixed IBSS BSSID must be a unicast address */
		if (!automatic && (bssid[0] & 1))
			return -EINVAL;
		if (automatic && !a->st.has_bssid)
			return 0;
		if (!automatic && a->st.has_bssid &&
		    !memcmp(a->st.bssid, bssid, IWC_ETH_ALEN))
			return 0;
		r = ibss_leave_if_joined(a);
		if (r)
			return r;
	} else {
		return -EOPNOTSUPP;
	}
	a->st.has_bssid = !automatic;
	memcpy(a->st.bssid, automatic ? (const uint8_t *)"\0\0\0\0\0\0" : bssid,
	       IWC_ETH_ALEN);
	a->st_dirty = true;
	if (iftype(a) != IWC_IFTYPE_STATION)
		return ibss_join(a);
	/* [driver] the kernel's siwap/siwfreq connect with the BSSID of
	 * the last connection (wdev->wext.prev_bssid: every successful
	 * connection sets it, siwessid clears it). Without cfg80211's SME
	 * (fullmac) the station is still connected then, and
	 * cfg80211_connect lets the driver reassociate where it refuses a
	 * new connection (EALREADY). (On mac80211 the disconnect came
	 * first; the BSSID only makes the next association a
	 * reassociation, not passed here: docs/fullmac.md.) */
	a->reassoc = linked(a) && !drv_sme(a);
	return mgd_connect(a);
}

/* The read an "on"/"fixed" form does first; 0 or the GET's errno. */
static int current_value(struct apply *a, struct iwc_setting *s)
{
	const struct iwc_wext_src *src = &a->dev->src;
	struct iwc_param p;
	struct iwc_freq f;
	uint8_t buf[64];
	int len, flags, r;

	memset(&p, 0, sizeof(p));
	switch (s->req) {
	case IWC_REQ_ESSID:
		r = iwc_wext_giwessid(src, buf, &len, &flags);
		if (r == 0) {
			s->u.essid.len = (uint8_t)len;
			memcpy(s->u.essid.ssid, buf, (size_t)len);
			s->u.essid.on = true;
		}
		return r;
	case IWC_REQ_FREQ:
		r = iwc_wext_giwfreq(src, &f);
		if (r == 0) {
			s->u.freq.m = f.m;
			s->u.freq.e = f.e;
			s->u.freq.is_auto = false;
		}
		return r;
	case IWC_REQ_RATE:
		r = iwc_wext_giwrate(src, &p);
		if (r == 0)
			s->u.rate.value = p.value;
		return r;
	case IWC_REQ_ENCODE:
		r = iwc_wext_giwencode(src, 0, buf, &len, &flags);
		if (r == 0) {
			/* resent with DISABLED cleared and the key as read */
			s->u.key.flags = (uint16_t)(flags & ~0x8000);
			s->u.key.len = (uint8_t)len;
			memcpy(s->u.key.key, buf, (size_t)len);
			s->u.key.has_key = len > 0;
		}
		return r;
	case IWC_REQ_POWER:
		r = iwc_wext_giwpower(src, &p);
		if (r == 0) {
			s->u.power.value = p.value;
			s->u.power.flags = p.flags;
		}
		return r;
	case IWC_REQ_TXPOWER:
		r = iwc_wext_giwtxpow(src, 0, &p);
		/* [driver] cfg80211_wext_giwtxpower: no get_tx_power is
		 * EOPNOTSUPP; nl80211 shows no level then, nor when the op
		 * failed: a driver without set_tx_power is taken to have
		 * no get_tx_power either (docs/fullmac.md) */
		if (r != 0 && !drv_can(a, IWC_DRV_TXPOWER))
			r = -EOPNOTSUPP;
		if (r == 0) {
			s->u.txpower.value = p.value;
			s->u.txpower.flags = p.flags;
		}
		return r;
	case IWC_REQ_RTS:
		r = iwc_wext_giwrts(src, &p);
		if (r == 0) {
			s->u.thr.value = p.value;
			s->u.thr.disabled = p.disabled;
		}
		return r;
	case IWC_REQ_FRAG:
		r = iwc_wext_giwfrag(src, &p);
		if (r == 0) {
			s->u.thr.value = p.value;
			s->u.thr.disabled = p.disabled;
		}
		return r;
	default:
		return -EOPNOTSUPP;	/* NWID, modulation: no GET either */
	}
}

static int apply_one(struct apply *a, const struct iwc_setting *s)
{
	switch (s->req) {
	case IWC_REQ_ESSID:
		return set_essid(a, s);
	case IWC_REQ_MODE:
		return set_mode(a, s);
	case IWC_REQ_FREQ:
		return set_freq(a, s);
	case IWC_REQ_RATE:
		return set_rate(a, s);
	case IWC_REQ_ENCODE:
		return set_key(a, s);
	case IWC_REQ_POWER:
		return set_power(a, s);
	case IWC_REQ_AP:
		return set_ap(a, s);
	case IWC_REQ_TXPOWER:
		return set_txpower(a, s);
	case IWC_REQ_RETRY:
		return set_retry(a, s);
	case IWC_REQ_RTS:
		return set_threshold(a, s, false);
	case IWC_REQ_FRAG:
		return set_threshold(a, s, true);
	default:
		/* NWID, nickname, sensitivity, modulation, commit: cfg80211
		 * has no handler */
		return -EOPNOTSUPP;
	}
}

/* Refreshes what the kernel reports after a change. */
static void reload(struct apply *a)
{
	iwc_dev_load(a->ctx, a->ifname,
		     IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV |
				 IWC_NEED_POWER, a->dev);
	a->dev->src.state = &a->st;
}

/* An IBSS joined through nl80211 also set the kernel's WEXT IBSS channel
 * (not its SSID): a later WEXT change leaves and rejoins with that. */
static void adopt_ibss(struct apply *a)
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
static bool needs_watcher(const struct apply *a)
{
	if (a->dev->iface.up)
		return a->connected && a->st.sme;
	return a->st.has_ssid && a->st.ssid_len &&
	       (iftype(a) == IWC_IFTYPE_STATION || iftype(a) == IWC_IFTYPE_ADHOC);
}

int iwc_iwconfig_apply(const struct iwc_ctx *ctx, struct iwc_set_req *req)
{
	struct apply a = { .ctx = ctx, .ifname = req->ifname };
	int status = 0;

	a.dev = malloc(sizeof(*a.dev));
	if (!a.dev)
		return 255;
	a.privileged = ctx->be->is_privileged(ctx->be_data);
	iwc_state_init(&a.st);
	a.dev_err = iwc_dev_load(ctx, req->ifname,
				 IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV |
				 IWC_NEED_POWER,
				 a.dev);
	if (a.dev_err == 0 && a.privileged) {
		int r = be(&a)->state_lock(bd(&a), &a.dev->iface);

		if (r == -EPERM || r == -ELOOP || r == -ENOTDIR) {
			/* a state directory not private to root: nothing is
			 * set (no real-tool message: WEXT kept it in the
			 * kernel). Other failures (a read-only /run) leave
			 * the settings that need no state possible. */
			fprintf(ctx->err,
				"iwconfig: %s: state directory refused (%s): it must be root's own directory, mode 0700; nothing set\n",
				req->ifname, strerror(-r));
			free(a.dev);
			return 255;
		}
		be(&a)->state_load(bd(&a), &a.dev->iface, &a.st);
		adopt_ibss(&a);
		a.dev->src.state = &a.st;
	}
	if (a.dev_err && a.dev_err != -ENODEV)
		a.dev_err = -EOPNOTSUPP;

	for (int i = 0; i < req->n; i++) {
		struct iwc_setting *s = &req->set[i];
		int r;

		if (s->use_current) {
			if (a.dev_err)
				r = s->req == IWC_REQ_ENCODE && !a.privileged ?
					    -EPERM : a.dev_err;
			else
				r = current_value(&a, s);
			if (r) {
				iwc_fmt_get_failed(ctx->err, s->req, req->ifname, -r);
				status = 249;
				break;
			}
		}
		if (!a.privileged)
			r = -EPERM;	/* checked before the device lookup */
		else if (a.dev_err)
			r = a.dev_err;
		else
			r = apply_one(&a, s);
		if (r) {
			iwc_fmt_set_failed(ctx->err, s->req, req->ifname, -r);
			status = 250;
			break;
		}
		if (i + 1 < req->n)
			reload(&a);
	}

	if (a.st_dirty) {
		bool watch = needs_watcher(&a);

		if (watch)
			a.st.watch = a.st.watch + 1 ? a.st.watch + 1 : 1;
		/* a down interface has no connection (the flag may be an
		 * earlier one's): the watcher connects at link-up */
		if (!a.dev->iface.up)
			a.st.sme = false;
		int r = be(&a)->state_store(bd(&a), &a.dev->iface, &a.st);

		if (r == 0 && watch && be(&a)->spawn_link_watcher)
			be(&a)->spawn_link_watcher(bd(&a), &a.dev->iface,
						   a.st.watch);
		if (r < 0) {
			/* never lose a setting silently */
			fprintf(ctx->err,
				"iwconfig: %s: cannot save the settings (%s)\n",
				req->ifname, strerror(-r));
			if (!status)
				status = 255;
		}
	}
	if (a.dev_err == 0 && a.privileged)
		be(&a)->state_unlock(bd(&a));
	free(a.dev);
	return status;
}

int iwc_link_up(const struct iwc_ctx *ctx, const char *ifname)
{
	struct apply a = { .ctx = ctx, .ifname = ifname };
	int r;

	a.dev = malloc(sizeof(*a.dev));
	if (!a.dev)
		return -ENOMEM;
	iwc_state_init(&a.st);
	r = iwc_dev_load(ctx, ifname,
			 IWC_NEED_LINK | IWC_NEED_WIPHY | IWC_NEED_PRIV |
				 IWC_NEED_POWER, a.dev);
	if (r == 0)
		r = be(&a)->state_lock(bd(&a), &a.dev->iface);
	if (r == 0) {
		be(&a)->state_load(bd(&a), &a.dev->iface, &a.st);
		/* what the kernel did at NETDEV_UP for WEXT settings */
		if (!a.dev->iface.up)
			r = -ENETDOWN;
		else if (iftype(&a) == IWC_IFTYPE_STATION && !linked(&a) &&
			 !sme_active(&a))
			r = mgd_connect(&a);
		else if (iftype(&a) == IWC_IFTYPE_ADHOC && !linked(&a))
			r = ibss_join(&a);
		if (a.st_dirty)
			be(&a)->state_store(bd(&a), &a.dev->iface, &a.st);
		be(&a)->state_unlock(bd(&a));
	}
	free(a.dev);
	return r;
}

/*
 * The connection the watcher made from the stored settings, followed to
 * its end: when a connection made by cfg80211's SME from the WEXT
 * settings ended, __cfg80211_disconnected() forgot the WEXT SSID, so the
 * next link-up did not connect again and iwconfig showed ESSID:off/any.
 * A failed attempt left the SSID (sme.c's connect-result path).
 */
struct conn_watch {
	const struct iwc_ctx *ctx;
	const char *ifname;
	int ifindex;
	uint64_t token;
	uint8_t ssid_len;
	uint8_t ssid[IWC_SSID_MAX];
	bool connected;
};

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
		if (ev->status != 0)
			return 1;	/* failed: the SSID stays */
		w->connected = true;
		return 0;
	case IWC_EVENT_DISCONNECT:
		return w->connected ? conn_watch_forget(w) : 1;
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
			return r;
		}
	}
}
