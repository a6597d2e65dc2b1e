/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_handlers.c - cfg80211's WEXT SET handlers, one per request
 * (net/wireless/wext-compat.c, wext-sme.c, ibss.c, Linux 6.1), over
 * nl80211 and iwcompat's stored WEXT state, and the reads the "on" and
 * "fixed" forms do first. The apply loop and the connection steps the
 * handlers share, and the session, are in wext_set.c.
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/settings.h"
#include "iwcompat/state.h"
#include "iwcompat/units.h"

#include "wext_apply.h"

static const struct iwc_channel *find_channel(const struct iwc_apply *a,
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

static void store_ssid(struct iwc_apply *a, const uint8_t *ssid, size_t len)
{
	a->st.has_ssid = true;
	a->st.ssid_len = (uint8_t)len;
	memcpy(a->st.ssid, ssid, len);
	a->st_dirty = true;
}

static int set_essid(struct iwc_apply *a, const struct iwc_setting *s)
{
	size_t len = s->u.essid.on ? s->u.essid.len : 0;
	int r;

	/* wireless-tools' trailing NUL convention */
	if (len > 0 && s->u.essid.ssid[len - 1] == '\0')
		len--;
	if (iftype(a) == IWC_IFTYPE_STATION) {
		if (iwc_apply_sme_active(a)) {
			if (a->st.has_ssid && len && len == a->st.ssid_len &&
			    !memcmp(a->st.ssid, s->u.essid.ssid, len))
				return 0;
			r = iwc_apply_disconnect(a);
			if (r)
				return r;
		}
		store_ssid(a, s->u.essid.ssid, len);
		return iwc_apply_connect(a);
	}
	if (iftype(a) == IWC_IFTYPE_ADHOC) {
		r = iwc_apply_ibss_leave(a);
		if (r)
			return r;
		store_ssid(a, s->u.essid.ssid, len);
		return iwc_apply_ibss_join(a);
	}
	return -EOPNOTSUPP;
}

static int set_mode(struct iwc_apply *a, const struct iwc_setting *s)
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

static int set_freq(struct iwc_apply *a, const struct iwc_setting *s)
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
		if (iwc_apply_sme_active(a)) {
			if ((a->st.has_freq ? a->st.freq_mhz : 0) == (uint32_t)freq)
				return 0;
			r = iwc_apply_disconnect(a);
			if (r)
				return r;
		}
		a->st.has_freq = freq != 0;
		a->st.freq_mhz = (uint32_t)freq;
		a->st_dirty = true;
		a->reassoc = linked(a) && !iwc_apply_drv_sme(a);	/* see set_ap() */
		return iwc_apply_connect(a);
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
		r = iwc_apply_ibss_leave(a);
		if (r)
			return r;
		a->st.has_freq = freq != 0;
		a->st.freq_mhz = (uint32_t)freq;
		a->st_dirty = true;
		return iwc_apply_ibss_join(a);
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

static int set_rate(struct iwc_apply *a, const struct iwc_setting *s)
{
	const struct iwc_wiphy *w = &a->dev->wiphy;
	struct iwc_rate_mask m;
	uint32_t fixed = 0, maxrate = (uint32_t)-1;
	bool match = false;

	if (iftype(a) != IWC_IFTYPE_STATION && iftype(a) != IWC_IFTYPE_ADHOC &&
	    iftype(a) != IWC_IFTYPE_AP && iftype(a) != IWC_IFTYPE_MONITOR)
		return -EOPNOTSUPP;
	memset(&m, 0, sizeof(m));
	if (s->u.param.value < 0)
		;
	else if (s->u.param.fixed)
		fixed = (uint32_t)s->u.param.value / 100000;
	else
		maxrate = (uint32_t)s->u.param.value / 100000;
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
		return iwc_apply_drv_bitrate_mask(a) ? -EINVAL : -EOPNOTSUPP;
	if (a->dev->iface.mlo)
		return -EOPNOTSUPP;
	return be(a)->set_rates(bd(a), &a->dev->iface, &m);
}

static int set_key(struct iwc_apply *a, const struct iwc_setting *s)
{
	uint16_t flags = s->u.key.flags;
	int idx = flags & 0xFF;
	size_t len = s->u.key.has_key ? s->u.key.len : 0;
	bool tx_key;
	int r = 0;

	/* cfg80211_wext_siwencode: a station's or an ad-hoc cell's only,
	 * checked first (before the index and the key's length) */
	if (iftype(a) != IWC_IFTYPE_STATION && iftype(a) != IWC_IFTYPE_ADHOC)
		return -EOPNOTSUPP;
	/* [driver] no key ops, EOPNOTSUPP */
	if (!iwc_apply_drv_keys(a))
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
				r = iwc_apply_ibss_join(a);
		}
	}
	return r;
}

static int set_power(struct iwc_apply *a, const struct iwc_setting *s)
{
	uint16_t flags = s->u.param.flags;
	bool ps;

	if (iftype(a) != IWC_IFTYPE_STATION)
		return -EINVAL;
	if (s->u.param.disabled) {
		ps = false;
	} else {
		uint16_t mode = flags & 0x0F00;

		/* [driver] cfg80211_wext_siwpower: no set_power_mgmt is
		 * EOPNOTSUPP before a bad mode or flag's EINVAL (nl80211's
		 * SET_POWER_SAVE refuses the rest) */
		if ((mode != 0 && mode != 0x0F00 && mode != 0x0300) ||
		    (flags & ~(0x0F00 | 0x2000)))
			return iwc_apply_drv_can(a, IWC_DRV_PS) ? -EINVAL : -EOPNOTSUPP;
		ps = true;
	}
	return be(a)->set_power_save(bd(a), &a->dev->iface, ps);
}

static int set_txpower(struct iwc_apply *a, const struct iwc_setting *s)
{
	int r;

	if ((s->u.param.flags & 0xFF) != 0)
		return -EINVAL;
	/* [driver] cfg80211_wext_siwtxpower: no set_tx_power is EOPNOTSUPP
	 * before "off" blocks the radio's rfkill */
	if (!iwc_apply_drv_can(a, IWC_DRV_TXPOWER))
		return -EOPNOTSUPP;
	if (s->u.param.disabled)
		return be(a)->set_rfkill(bd(a), &a->dev->iface, true) == 0 ?
			       0 : -EOPNOTSUPP;
	if (a->dev->iface.rfkill_blocked)
		be(a)->set_rfkill(bd(a), &a->dev->iface, false);
	if (s->u.param.fixed) {
		if (s->u.param.value < 0)
			return -EINVAL;
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 2,
				       iwc_dbm_to_mbm(s->u.param.value));
	} else if (s->u.param.value < 0) {
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 0, 0);
	} else {
		r = be(a)->set_txpower(bd(a), &a->dev->iface, 1,
				       iwc_dbm_to_mbm(s->u.param.value));
	}
	return r;
}

static int set_retry(struct iwc_apply *a, const struct iwc_setting *s)
{
	struct iwc_wiphy_params p = { -1, -1, -1, -1 };
	uint16_t f = s->u.param.flags;
	int v = s->u.param.value;

	/* cfg80211_wext_siwretry: a disabled limit first (libiw's
	 * request; iwconfig's parser never sets it) */
	if (s->u.param.disabled || v < 1 || v > 255 || (f & 0xF000) != 0x1000)
		return -EINVAL;
	if (f & 0x0020)
		p.retry_long = v;
	else if (f & 0x0010)
		p.retry_short = v;
	else
		p.retry_short = p.retry_long = v;
	return be(a)->set_wiphy_params(bd(a), &a->dev->iface, &p);
}

static int set_threshold(struct iwc_apply *a, const struct iwc_setting *s,
			 bool frag)
{
	struct iwc_wiphy_params p = { -1, -1, -1, -1 };
	int64_t v;

	if (s->u.param.disabled || !s->u.param.fixed)
		v = 0xFFFFFFFF;
	else if (s->u.param.value < 0)
		return -EINVAL;
	else if (frag && s->u.param.value < 256)
		return -EINVAL;
	else
		v = frag ? (s->u.param.value & ~1) : s->u.param.value;
	if (frag)
		p.frag = v;
	else
		p.rts = v;
	return be(a)->set_wiphy_params(bd(a), &a->dev->iface, &p);
}

static int set_rts(struct iwc_apply *a, const struct iwc_setting *s)
{
	return set_threshold(a, s, false);
}

static int set_frag(struct iwc_apply *a, const struct iwc_setting *s)
{
	return set_threshold(a, s, true);
}

static bool mac_is(const uint8_t *m, uint8_t v)
{
	for (int i = 0; i < IWC_ETH_ALEN; i++)
		if (m[i] != v)
			return false;
	return true;
}

static int set_ap(struct iwc_apply *a, const struct iwc_setting *s)
{
	const uint8_t *bssid = s->u.ap.addr;
	bool automatic = mac_is(bssid, 0) || mac_is(bssid, 0xFF);
	int r;

	if (iftype(a) == IWC_IFTYPE_STATION) {
		if (iwc_apply_sme_active(a)) {
			if (automatic && !a->st.has_bssid)
				return 0;
			if (!automatic && a->st.has_bssid &&
			    !memcmp(a->st.bssid, bssid, IWC_ETH_ALEN))
				return 0;
			r = iwc_apply_disconnect(a);
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
		r = iwc_apply_ibss_leave(a);
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
		return iwc_apply_ibss_join(a);
	/* [driver] the kernel's siwap/siwfreq connect with the BSSID of
	 * the last connection (wdev->wext.prev_bssid: every successful
	 * connection sets it, siwessid clears it). Without cfg80211's SME
	 * (fullmac) the station is still connected then, and
	 * cfg80211_connect lets the driver reassociate where it refuses a
	 * new connection (EALREADY). (On mac80211 the disconnect came
	 * first; the BSSID only makes the next association a
	 * reassociation, not passed here: docs/fullmac.md.) */
	a->reassoc = linked(a) && !iwc_apply_drv_sme(a);
	return iwc_apply_connect(a);
}

/* The reads an "on"/"fixed" form does first; 0 or the GET's errno. */

static int current_essid(struct iwc_apply *a, struct iwc_setting *s)
{
	uint8_t buf[64];
	int len, flags;
	int r = iwc_wext_giwessid(&a->dev->src, buf, &len, &flags);

	if (r == 0) {
		s->u.essid.len = (uint8_t)len;
		memcpy(s->u.essid.ssid, buf, (size_t)len);
		s->u.essid.on = true;
	}
	return r;
}

static int current_freq(struct iwc_apply *a, struct iwc_setting *s)
{
	struct iwc_freq f;
	int r = iwc_wext_giwfreq(&a->dev->src, &f);

	if (r == 0) {
		s->u.freq.m = f.m;
		s->u.freq.e = f.e;
		s->u.freq.is_auto = false;
	}
	return r;
}

static int current_rate(struct iwc_apply *a, struct iwc_setting *s)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwrate(&a->dev->src, &p);
	if (r == 0)
		s->u.param.value = p.value;
	return r;
}

static int current_key(struct iwc_apply *a, struct iwc_setting *s)
{
	uint8_t buf[64];
	int len, flags;
	int r = iwc_wext_giwencode(&a->dev->src, 0, buf, &len, &flags);

	if (r == 0) {
		/* resent with DISABLED cleared and the key as read */
		s->u.key.flags = (uint16_t)(flags & ~0x8000);
		s->u.key.len = (uint8_t)len;
		memcpy(s->u.key.key, buf, (size_t)len);
		s->u.key.has_key = len > 0;
	}
	return r;
}

static int current_power(struct iwc_apply *a, struct iwc_setting *s)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwpower(&a->dev->src, &p);
	if (r == 0) {
		s->u.param.value = p.value;
		s->u.param.flags = p.flags;
	}
	return r;
}

static int current_txpower(struct iwc_apply *a, struct iwc_setting *s)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = iwc_wext_giwtxpow(&a->dev->src, 0, &p);
	/* [driver] cfg80211_wext_giwtxpower: no get_tx_power is
	 * EOPNOTSUPP; nl80211 shows no level then, nor when the op
	 * failed: a driver without set_tx_power is taken to have
	 * no get_tx_power either (docs/fullmac.md) */
	if (r != 0 && !iwc_apply_drv_can(a, IWC_DRV_TXPOWER))
		r = -EOPNOTSUPP;
	if (r == 0) {
		s->u.param.value = p.value;
		s->u.param.flags = p.flags;
	}
	return r;
}

/* rts and frag: the threshold as read, which the "fixed" form resends */
static int current_threshold(struct iwc_apply *a, struct iwc_setting *s,
			     bool frag)
{
	struct iwc_param p;
	int r;

	memset(&p, 0, sizeof(p));
	r = frag ? iwc_wext_giwfrag(&a->dev->src, &p) :
		   iwc_wext_giwrts(&a->dev->src, &p);
	if (r == 0) {
		s->u.param.value = p.value;
		s->u.param.disabled = p.disabled;
	}
	return r;
}

static int current_rts(struct iwc_apply *a, struct iwc_setting *s)
{
	return current_threshold(a, s, false);
}

static int current_frag(struct iwc_apply *a, struct iwc_setting *s)
{
	return current_threshold(a, s, true);
}

/* The apply and current columns of iwconfig_keywords.def, by request
 * (NWID, nickname, sensitivity, modulation, commit: cfg80211 has no SET
 * handler; NWID and modulation no GET either). */
static const struct {
	int (*apply)(struct iwc_apply *a, const struct iwc_setting *s);
	int (*current)(struct iwc_apply *a, struct iwc_setting *s);
} handlers[_IWC_REQ_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       wext_set, wext_get, apply, current, explain, ...)		 \
	[IWC_REQ_##REQ] = { apply, current },
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

int iwc_apply_current(struct iwc_apply *a, struct iwc_setting *s)
{
	if (s->req >= _IWC_REQ_MAX || !handlers[s->req].current)
		return -EOPNOTSUPP;
	return handlers[s->req].current(a, s);
}

bool iwc_apply_has_handler(enum iwc_req req)
{
	return req < _IWC_REQ_MAX && handlers[req].apply;
}

int iwc_apply_one(struct iwc_apply *a, const struct iwc_setting *s)
{
	if (s->req >= _IWC_REQ_MAX || !handlers[s->req].apply)
		return -EOPNOTSUPP;
	return handlers[s->req].apply(a, s);
}

/* The requests whose handlers (or their "on"/"fixed" reads) read or
 * write the stored WEXT state (a->st): the SSID, the BSSID, the channel
 * and the keys that WEXT kept in the kernel. The others (mode, rate,
 * power, txpower, retry, rts, frag, and the requests without a handler)
 * touch nl80211 only: they need no state lock (issue 32, finding 1). A
 * handler that sets a->st_dirty for a request not listed here is caught
 * by the callers, which never store without the lock. */
bool iwc_apply_needs_state(enum iwc_req req)
{
	switch (req) {
	case IWC_REQ_ESSID:
	case IWC_REQ_FREQ:
	case IWC_REQ_ENCODE:
	case IWC_REQ_AP:
		return true;
	default:
		return false;
	}
}
