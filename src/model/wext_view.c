/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_view.c - the answers of cfg80211's WEXT GET handlers
 * (net/wireless/wext-compat.c, wext-sme.c, ibss.c in Linux 6.1),
 * computed from what nl80211 reports plus iwcompat's own stored
 * WEXT-only state. Pure: no I/O.
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/wext.h"

static enum iwc_iftype iftype(const struct iwc_wext_src *s)
{
	return s->iface->iftype;
}

/* cfg80211 holds a current BSS for the interface (the scan dump's
 * BSS with status ASSOCIATED or IBSS_JOINED). A multi-link (Wi-Fi 7)
 * connection, which cfg80211's WEXT code refuses to describe, is shown
 * as the single-link connection that a plain radio would have: the
 * link with the lowest link ID (the backend picks it). */
static bool has_current_bss(const struct iwc_wext_src *s)
{
	return s->link && s->link->has_bssid;
}

/* The SSID element of the current BSS, as GIWESSID returns it. */
static int current_bss_essid(const struct iwc_wext_src *s, uint8_t *ret_essid,
			     int *ret_len, int *ret_flags)
{
	const struct iwc_link *l = s->link;

	if (!l->has_ssid)
		return 0;		/* no element: flags 0, length 0 */
	if (l->ssid_len > IWC_SSID_MAX)
		return -EINVAL;
	memcpy(ret_essid, l->ssid, l->ssid_len);
	*ret_len = l->ssid_len;
	*ret_flags = 1;
	return 0;
}

static int stored_essid(const struct iwc_wext_src *s, uint8_t *ret_essid,
			int *ret_len, int *ret_flags)
{
	if (s->state && s->state->has_ssid && s->state->ssid_len) {
		memcpy(ret_essid, s->state->ssid, s->state->ssid_len);
		*ret_len = s->state->ssid_len;
		*ret_flags = 1;
	}
	return 0;
}

static bool is_client(const struct iwc_wext_src *s)
{
	return iftype(s) == IWC_IFTYPE_STATION;
}

int iwc_wext_giwmode(const struct iwc_wext_src *s, int *ret_mode)
{
	switch (iftype(s)) {
	case IWC_IFTYPE_AP:
		*ret_mode = IWC_MODE_MASTER;
		break;
	case IWC_IFTYPE_STATION:
		*ret_mode = IWC_MODE_INFRA;
		break;
	case IWC_IFTYPE_ADHOC:
		*ret_mode = IWC_MODE_ADHOC;
		break;
	case IWC_IFTYPE_MONITOR:
		*ret_mode = IWC_MODE_MONITOR;
		break;
	case IWC_IFTYPE_WDS:
		*ret_mode = IWC_MODE_REPEAT;
		break;
	case IWC_IFTYPE_AP_VLAN:
		*ret_mode = IWC_MODE_SECOND;
		break;
	default:
		*ret_mode = IWC_MODE_AUTO;
		break;
	}
	return 0;
}

static void mhz_freq(uint32_t mhz, struct iwc_freq *ret)
{
	memset(ret, 0, sizeof(*ret));
	ret->m = (int32_t)mhz;
	ret->e = 6;
}

int iwc_wext_giwfreq(const struct iwc_wext_src *s, struct iwc_freq *ret)
{
	const struct iwc_iface *i = s->iface;

	switch (iftype(s)) {
	case IWC_IFTYPE_STATION:
	case IWC_IFTYPE_ADHOC:
		/* cfg80211's mgd and ibss giwfreq: the current BSS's
		 * channel, else the one set through WEXT */
		if (has_current_bss(s)) {
			mhz_freq(s->link->freq_mhz, ret);
			return 0;
		}
		if (s->state && s->state->has_freq) {
			mhz_freq(s->state->freq_mhz, ret);
			return 0;
		}
		return -EINVAL;
	case IWC_IFTYPE_MONITOR:
		if (!i->has_freq)
			return -ENODATA;
		mhz_freq(i->freq_mhz, ret);
		return 0;
	default:
		return -EINVAL;
	}
}

int iwc_wext_giwessid(const struct iwc_wext_src *s, uint8_t *ret_essid,
		      int *ret_len, int *ret_flags)
{

	*ret_len = 0;
	*ret_flags = 0;
	switch (iftype(s)) {
	case IWC_IFTYPE_STATION:
		/* fall through */
	case IWC_IFTYPE_ADHOC:
		if (has_current_bss(s))
			return current_bss_essid(s, ret_essid, ret_len,
						 ret_flags);
		return stored_essid(s, ret_essid, ret_len, ret_flags);
	default:
		return -EOPNOTSUPP;
	}
}

int iwc_wext_giwap(const struct iwc_wext_src *s, uint8_t *ret_addr)
{

	memset(ret_addr, 0, IWC_ETH_ALEN);
	switch (iftype(s)) {
	case IWC_IFTYPE_STATION:
		if (has_current_bss(s))
			memcpy(ret_addr, s->link->bssid, IWC_ETH_ALEN);
		return 0;
	case IWC_IFTYPE_ADHOC:
		if (has_current_bss(s))
			memcpy(ret_addr, s->link->bssid, IWC_ETH_ALEN);
		else if (s->state && s->state->has_bssid)
			memcpy(ret_addr, s->state->bssid, IWC_ETH_ALEN);
		return 0;
	default:
		return -EOPNOTSUPP;
	}
}

int iwc_wext_giwrate(const struct iwc_wext_src *s, struct iwc_param *ret)
{
	if (!is_client(s) || !has_current_bss(s))
		return -EOPNOTSUPP;
	if (!s->link->has_station)
		return -ENOENT;
	if (!s->link->sta.has_tx_bitrate)
		return -EOPNOTSUPP;
	ret->value = (int32_t)(100000u * s->link->sta.tx_bitrate);
	return 0;
}

/* The interface's tx power; on a multi-link connection newer kernels
 * report it per link only: the shown link's, else the lowest link's. */
static bool txpower_mbm(const struct iwc_wext_src *s, int32_t *ret)
{
	const struct iwc_iface *i = s->iface;
	const struct iwc_mlo_link *best = NULL;

	if (i->has_txpower) {
		*ret = i->txpower_mbm;
		return true;
	}
	for (size_t n = 0; n < i->n_links && n < IWC_MAX_MLO_LINKS; n++) {
		const struct iwc_mlo_link *l = &i->links[n];

		if (!l->has_txpower)
			continue;
		if (s->link && s->link->mlo_link_id == (int)l->id) {
			best = l;
			break;
		}
		if (!best || l->id < best->id)
			best = l;
	}
	if (!best)
		return false;
	*ret = best->txpower_mbm;
	return true;
}

int iwc_wext_giwtxpow(const struct iwc_wext_src *s, uint16_t in_flags,
		      struct iwc_param *ret)
{
	int32_t mbm;

	if ((in_flags & IWC_TXPOW_TYPE) != IWC_TXPOW_DBM ||
	    (in_flags & IWC_TXPOW_RANGE))
		return -EINVAL;
	if (!txpower_mbm(s, &mbm))
		return -EINVAL;
	ret->fixed = true;
	ret->disabled = s->iface->rfkill_blocked;
	ret->value = mbm / 100;
	ret->flags = IWC_TXPOW_DBM;
	return 0;
}

int iwc_wext_giwretry(const struct iwc_wext_src *s, uint16_t in_flags,
		      struct iwc_param *ret)
{
	const struct iwc_wiphy *w = s->wiphy;

	if (!w || !w->has_retry)
		return -EOPNOTSUPP;
	ret->disabled = false;
	ret->flags = in_flags;
	if (in_flags == 0 || (in_flags & IWC_RETRY_SHORT)) {
		ret->flags |= IWC_RETRY_LIMIT | IWC_RETRY_SHORT;
		ret->value = w->retry_short;
		if (w->retry_long == w->retry_short)
			ret->flags |= IWC_RETRY_LONG;
		return 0;
	}
	if (in_flags & IWC_RETRY_LONG) {
		ret->flags = IWC_RETRY_LIMIT | IWC_RETRY_LONG;
		ret->value = w->retry_long;
	}
	return 0;	/* anything else: flags and value as sent */
}

static int threshold(bool has, uint32_t v, struct iwc_param *ret)
{
	if (!has)
		return -EOPNOTSUPP;
	ret->value = (int32_t)v;
	ret->disabled = v == (uint32_t)-1;
	ret->fixed = true;
	return 0;
}

int iwc_wext_giwrts(const struct iwc_wext_src *s, struct iwc_param *ret)
{
	if (!s->wiphy)
		return -EOPNOTSUPP;
	return threshold(s->wiphy->has_rts, s->wiphy->rts_threshold, ret);
}

int iwc_wext_giwfrag(const struct iwc_wext_src *s, struct iwc_param *ret)
{
	if (!s->wiphy)
		return -EOPNOTSUPP;
	return threshold(s->wiphy->has_frag, s->wiphy->frag_threshold, ret);
}

int iwc_wext_giwencode(const struct iwc_wext_src *s, int in_index,
		       uint8_t *ret_key, int *ret_len, int *ret_flags)
{
	int idx;

	if (!s->privileged)
		return -EPERM;
	if (iftype(s) != IWC_IFTYPE_STATION && iftype(s) != IWC_IFTYPE_ADHOC)
		return -EOPNOTSUPP;
	if (in_index == 0) {
		idx = (s->state && s->state->default_key >= 0) ?
			      s->state->default_key : 0;
	} else if (in_index >= 1 && in_index <= 4) {
		idx = in_index - 1;
	} else {
		return -EINVAL;
	}
	*ret_flags = idx + 1;
	if (!s->state || !s->state->key_len[idx]) {
		*ret_flags |= IWC_ENCODE_DISABLED;
		*ret_len = 0;
		return 0;
	}
	*ret_len = s->state->key_len[idx];
	memcpy(ret_key, s->state->key[idx], (size_t)*ret_len);
	return 0;
}

int iwc_wext_giwpower(const struct iwc_wext_src *s, struct iwc_param *ret)
{
	/* wdev->ps: CONFIG_CFG80211_DEFAULT_PS makes it on by default. */
	ret->disabled = s->iface->ps == 0;
	return 0;
}

int iwc_wext_giwstats(const struct iwc_wext_src *s, struct iwc_wext_info *ret)
{
	const struct iwc_station *sta =
		s->link && s->link->has_station ? &s->link->sta : NULL;
	enum iwc_signal_type st = s->wiphy ? s->wiphy->signal_type :
					     IWC_SIGNAL_MBM;
	struct iwc_qual q = { 0 };

	if (!is_client(s) || !has_current_bss(s) || !sta)
		return -EOPNOTSUPP;

	if (st == IWC_SIGNAL_MBM && sta->has_signal) {
		int sig = sta->signal_dbm;

		q.updated |= IWC_QUAL_LEVEL_UPDATED | IWC_QUAL_QUAL_UPDATED |
			     IWC_QUAL_DBM;
		q.level = (uint8_t)sig;
		if (sig < -110)
			sig = -110;
		else if (sig > -40)
			sig = -40;
		q.qual = (uint8_t)(sig + 110);
	} else if ((st == IWC_SIGNAL_MBM || st == IWC_SIGNAL_UNSPEC) &&
		   sta->has_signal) {
		q.updated |= IWC_QUAL_LEVEL_UPDATED | IWC_QUAL_QUAL_UPDATED;
		q.level = (uint8_t)sta->signal_dbm;
		q.qual = (uint8_t)sta->signal_dbm;
	} else {
		q.updated |= IWC_QUAL_LEVEL_INVALID | IWC_QUAL_QUAL_INVALID;
	}
	q.updated |= IWC_QUAL_NOISE_INVALID;

	ret->qual = q;
	ret->discard_nwid = 0;
	ret->discard_code = 0;
	ret->discard_fragment = 0;
	ret->discard_misc = sta->has_rx_drop_misc ? (uint32_t)sta->rx_drop_misc :
						    0;
	ret->discard_retries = sta->has_tx_failed ? sta->tx_failed : 0;
	ret->miss_beacon = 0;
	return 0;
}

int iwc_wext_giwrange(const struct iwc_wext_src *s, struct iwc_wext_range *r)
{
	const struct iwc_wiphy *w = s->wiphy;

	memset(r, 0, sizeof(*r));
	r->we_version_compiled = 22;
	r->we_version_source = 21;
	r->retry_capa = IWC_RETRY_LIMIT;
	r->retry_flags = IWC_RETRY_LIMIT;
	r->min_retry = 0;
	r->max_retry = 255;
	r->min_rts = 0;
	r->max_rts = 2347;
	r->min_frag = 256;
	r->max_frag = 2346;
	r->max_encoding_tokens = 4;
	r->max_qual.updated = IWC_QUAL_NOISE_INVALID;
	{
		/* IW_EVENT_CAPA_SET_KERNEL + SIOCGIWAP + SIOCGIWSCAN */
		static const uint16_t ev[] = { 0x8B04, 0x8B06, 0x8B15,
					       0x8B19, 0x8B1A, 0x8B2A };

		for (size_t k = 0; k < sizeof(ev) / sizeof(ev[0]); k++)
			r->event_cmds[r->num_event_cmds++] = ev[k];
	}
	if (!w)
		return -EOPNOTSUPP;

	switch (w->signal_type) {
	case IWC_SIGNAL_MBM:
		r->max_qual.level = (uint8_t)-110;
		r->max_qual.qual = 70;
		r->avg_qual.qual = 35;
		r->max_qual.updated |= IWC_QUAL_DBM | IWC_QUAL_QUAL_UPDATED |
				       IWC_QUAL_LEVEL_UPDATED;
		break;
	case IWC_SIGNAL_UNSPEC:
		r->max_qual.level = 100;
		r->max_qual.qual = 100;
		r->avg_qual.qual = 50;
		r->max_qual.updated |= IWC_QUAL_QUAL_UPDATED |
				       IWC_QUAL_LEVEL_UPDATED;
		break;
	default:
		break;
	}
	r->avg_qual.level = r->max_qual.level / 2;
	r->avg_qual.noise = r->max_qual.noise / 2;
	r->avg_qual.updated = r->max_qual.updated;

	for (size_t k = 0; k < w->n_ciphers; k++) {
		switch (w->ciphers[k]) {
		case 0x000FAC02:	/* TKIP */
			r->enc_capa |= 0x4 | 0x1;	/* CIPHER_TKIP | WPA */
			break;
		case 0x000FAC04:	/* CCMP */
			r->enc_capa |= 0x8 | 0x2;	/* CIPHER_CCMP | WPA2 */
			break;
		case 0x000FAC01:	/* WEP40 */
			if (r->num_encoding_sizes < IWC_MAX_ENCODING_SIZES)
				r->encoding_size[r->num_encoding_sizes++] = 5;
			break;
		case 0x000FAC05:	/* WEP104 */
			if (r->num_encoding_sizes < IWC_MAX_ENCODING_SIZES)
				r->encoding_size[r->num_encoding_sizes++] = 13;
			break;
		default:
			break;
		}
	}

	for (size_t k = 0; k < w->n_channels; k++) {
		const struct iwc_channel *c = &w->channels[k];
		struct iwc_freq *f;

		if (c->disabled)
			continue;
		if (r->num_frequency >= IWC_MAX_FREQUENCIES)
			break;
		f = &r->freq[r->num_frequency++];
		f->i = (uint8_t)c->chan;
		f->m = (int32_t)c->freq_mhz;
		f->e = 6;
	}
	r->num_channels = r->num_frequency;
	r->scan_capa = w->max_scan_ssids > 0 ? 0x01 : 0;	/* ESSID */
	return 0;
}

int iwc_wext_freq_channel(const struct iwc_freq *f,
			  const struct iwc_wext_range *range)
{
	double freq = iwc_freq2float(f);
	int channel;

	if (freq < IWC_KILO)
		return iwc_wext_chan_of(freq);
	channel = iwc_wext_freq_to_channel(freq, range);
	return channel < 0 ? -1 : channel;
}

int iwc_wext_freq_to_channel(double freq, const struct iwc_wext_range *range)
{
	if (freq < IWC_KILO)
		return -1;
	for (int k = 0; k < range->num_frequency; k++)
		if (freq == iwc_freq2float(&range->freq[k]))
			return range->freq[k].i;
	return -2;
}

int iwc_wext_channel_to_freq(int channel, double *ret_freq,
			     const struct iwc_wext_range *range)
{
	bool has_freq = false;
	int k;

	for (k = 0; k < range->num_frequency; k++)
		if (range->freq[k].e != 0 || range->freq[k].m > 1000)
			has_freq = true;
	if (!has_freq)
		return -1;
	for (k = 0; k < range->num_frequency; k++) {
		if (range->freq[k].i == channel) {
			*ret_freq = iwc_freq2float(&range->freq[k]);
			return channel;
		}
	}
	return -2;
}

void iwc_wext_collect(const struct iwc_wext_src *s, struct iwc_wext_info *info)
{
	struct iwc_freq f;
	struct iwc_param p;
	uint8_t left_union4;

	memset(info, 0, sizeof(*info));
	strcpy(info->name, "IEEE 802.11");

	/* iw_get_basic_config(): NWID fails, then FREQ, ENCODE, ESSID, MODE */
	if (iwc_wext_giwfreq(s, &f) == 0) {
		info->has_freq = true;
		info->freq = iwc_freq2float(&f);
		/* flags byte: left over from GIWNAME's "IEEE 802.11" ('2'),
		 * whose bit 0 is clear: always ':' */
		info->freq_flags = '2';
	}
	if (iwc_wext_giwencode(s, 0, info->key, &info->key_size,
			       &info->key_flags) == 0)
		info->has_key = true;
	if (iwc_wext_giwessid(s, info->essid, &info->essid_len,
			      &info->essid_on) == 0)
		info->has_essid = true;
	if (iwc_wext_giwmode(s, &info->mode) == 0) {
		info->has_mode = true;
		if (info->mode >= IWC_NUM_OPER_MODE)
			info->mode = IWC_NUM_OPER_MODE;
	}

	if (iwc_wext_giwrange(s, &info->range) == 0)
		info->has_range = true;
	else
		memset(&info->range, 0, sizeof(info->range));

	/* From here on wireless-tools reuses one iwreq: a GET handler
	 * that writes only some fields leaves the others as the previous
	 * request left them. GIWAP writes sa_data, whose third byte is
	 * the byte GIWRATE's "fixed" is read from. */
	left_union4 = 0;
	if (iwc_wext_giwap(s, info->ap_addr) == 0) {
		info->has_ap_addr = true;
		left_union4 = info->ap_addr[2];
	}
	memset(&p, 0, sizeof(p));
	if (iwc_wext_giwrate(s, &p) == 0) {
		info->has_bitrate = true;
		info->bitrate = p;
		info->bitrate.fixed = left_union4 != 0;
	}
	memset(&p, 0, sizeof(p));
	if (iwc_wext_giwpower(s, &p) == 0) {
		info->has_power = true;
		info->power = p;
	}
	if (iwc_wext_giwstats(s, info) == 0)
		info->has_stats = true;
	/* GIWNICKN and GIWSENS: not implemented by cfg80211. */
	memset(&p, 0, sizeof(p));
	if (info->has_range && iwc_wext_giwtxpow(s, 0, &p) == 0) {
		info->has_txpower = true;
		info->txpower = p;
	}
	memset(&p, 0, sizeof(p));
	if (info->has_range && iwc_wext_giwretry(s, 0, &p) == 0) {
		info->has_retry = true;
		info->retry = p;
	}
	memset(&p, 0, sizeof(p));
	if (iwc_wext_giwrts(s, &p) == 0) {
		info->has_rts = true;
		info->rts = p;
	}
	memset(&p, 0, sizeof(p));
	if (iwc_wext_giwfrag(s, &p) == 0) {
		info->has_frag = true;
		info->frag = p;
	}
}

bool iwc_wext_bss_qual(const struct iwc_bss *bss, struct iwc_qual *ret)
{
	memset(ret, 0, sizeof(*ret));
	ret->updated = IWC_QUAL_LEVEL_UPDATED | IWC_QUAL_NOISE_INVALID |
		       IWC_QUAL_QUAL_UPDATED;
	if (bss->has_signal_mbm) {
		int sig = bss->signal_mbm / 100;

		ret->level = (uint8_t)sig;
		ret->updated |= IWC_QUAL_DBM;
		if (sig < -110)
			sig = -110;
		else if (sig > -40)
			sig = -40;
		ret->qual = (uint8_t)(sig + 110);
		return true;
	}
	if (bss->has_signal_unspec) {
		ret->level = bss->signal_unspec;
		ret->qual = bss->signal_unspec;
		return true;
	}
	return false;
}
