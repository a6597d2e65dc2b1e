/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_model.c - the WEXT GET requests of an nl80211 interface,
 * answered from the model (libiw_model.h). The dispatch follows the
 * kernel's wext-core.c as docs/libiw.md describes it: the permission
 * check of GIWENCODE, the core's SIOCGIWSTATS, the iw_point length
 * rules (E2BIG when the caller's buffer is too small), and EOPNOTSUPP
 * for every request cfg80211 has no handler for.
 */
#include <errno.h>
#include <net/if.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/backend.h"
#include "iwcompat/dev.h"
#include "iwcompat/wext.h"
#include "iwcompat/wext_request.h"
#include "libiw_cache.h"
#include "libiw_mem.h"
#include "libiw_model.h"
#include "libiw_scanreq.h"
#include "libiw_set.h"

/* What each request needs from the backend. */
static unsigned int needs(unsigned long request)
{
	switch (request) {
	case SIOCGIWFREQ: case SIOCGIWAP: case SIOCGIWESSID:
	case SIOCGIWRATE:
		return IWC_NEED_LINK | IWC_NEED_STATE;
	case SIOCGIWSTATS:
		return IWC_NEED_LINK | IWC_NEED_WIPHY_PARAMS;
	case SIOCGIWRANGE:
		return IWC_NEED_WIPHY;
	case SIOCGIWTXPOW:
		return IWC_NEED_WIPHY_PARAMS | IWC_NEED_POWER;
	case SIOCGIWRETRY: case SIOCGIWRTS: case SIOCGIWFRAG:
		return IWC_NEED_WIPHY_PARAMS;
	case SIOCGIWENCODE: case SIOCGIWENCODEEXT:
		return IWC_NEED_STATE | IWC_NEED_PRIV;
	case SIOCGIWPOWER:
		return IWC_NEED_POWER;
	default:
		return 0;
	}
}

/* The GET requests answered here; everything else of 0x8B00-0x8BFF
 * that cfg80211 lacks is EOPNOTSUPP, the scan is libiw_scanreq.c's and
 * the SETs not answered by libiw_set.c go to the kernel. */
static bool answered(unsigned long request)
{
	switch (request) {
	case SIOCGIWNAME: case SIOCGIWFREQ: case SIOCGIWMODE:
	case SIOCGIWRANGE: case SIOCGIWAP: case SIOCGIWESSID:
	case SIOCGIWRATE: case SIOCGIWRTS: case SIOCGIWFRAG:
	case SIOCGIWTXPOW: case SIOCGIWRETRY: case SIOCGIWENCODE:
	case SIOCGIWPOWER: case SIOCGIWSTATS:
		return true;
	default:
		return false;
	}
}

static bool cfg80211_has(unsigned long request)
{
	/* the keywords' SET handlers (the keyword table's apply column) */
	if (iwc_wext_req_applied((unsigned int)request))
		return true;
	switch (request) {
	/* the other SET handlers and the scan, which the kernel answers */
	case SIOCSIWMLME: case SIOCSIWSCAN: case SIOCGIWSCAN:
	case SIOCSIWGENIE: case SIOCSIWAUTH: case SIOCSIWENCODEEXT:
	case SIOCSIWPMKSA:
		return true;
	default:
		return false;
	}
}

/* iw_point GET: the data to the caller's buffer, as wext-core copies
 * it (EFAULT where the program cannot write); @len tokens of @token
 * bytes. */
static int point_out(struct iw_point *p, const void *data, size_t len,
		     size_t token, unsigned int user_len)
{
	if (user_len < len)
		return E2BIG;
	if (len > 0 && libiw_copy_out(p->pointer, data, len * token) != 0)
		return EFAULT;
	p->length = (__u16)len;
	return 0;
}

static void range_out(const struct iwc_wext_range *r, struct iw_range *out)
{
	memset(out, 0, sizeof(*out));
	out->we_version_compiled = (__u8)r->we_version_compiled;
	out->we_version_source = (__u8)r->we_version_source;
	out->retry_capa = r->retry_capa;
	out->retry_flags = r->retry_flags;
	out->min_retry = r->min_retry;
	out->max_retry = r->max_retry;
	out->min_rts = r->min_rts;
	out->max_rts = r->max_rts;
	out->min_frag = r->min_frag;
	out->max_frag = r->max_frag;
	out->max_encoding_tokens = (__u16)r->max_encoding_tokens;
	out->max_qual.qual = r->max_qual.qual;
	out->max_qual.level = r->max_qual.level;
	out->max_qual.noise = r->max_qual.noise;
	out->max_qual.updated = r->max_qual.updated;
	out->avg_qual.qual = r->avg_qual.qual;
	out->avg_qual.level = r->avg_qual.level;
	out->avg_qual.noise = r->avg_qual.noise;
	out->avg_qual.updated = r->avg_qual.updated;
	out->enc_capa = r->enc_capa;
	out->num_encoding_sizes = (__u8)r->num_encoding_sizes;
	for (int k = 0; k < r->num_encoding_sizes && k < IW_MAX_ENCODING_SIZES;
	     k++)
		out->encoding_size[k] = r->encoding_size[k];
	out->num_frequency = (__u8)r->num_frequency;
	out->num_channels = (__u16)r->num_channels;
	for (int k = 0; k < r->num_frequency && k < IW_MAX_FREQUENCIES; k++) {
		out->freq[k].m = r->freq[k].m;
		out->freq[k].e = r->freq[k].e;
		out->freq[k].i = r->freq[k].i;
		out->freq[k].flags = r->freq[k].flags;
	}
	for (int k = 0; k < r->num_event_cmds; k++)
		out->event_capa[IW_EVENT_CAPA_INDEX(r->event_cmds[k])] |=
			IW_EVENT_CAPA_MASK(r->event_cmds[k]);
	out->scan_capa = r->scan_capa;
	out->sensitivity = r->sensitivity;
}

static int answer(const struct iwc_wext_src *s, unsigned long request,
		  struct iwreq *wrq)
{
	union iwreq_data *u = &wrq->u;
	struct iwc_param p;
	struct iwc_freq f;
	int r;

	memset(&p, 0, sizeof(p));
	switch (request) {
	case SIOCGIWNAME:
		strcpy(u->name, "IEEE 802.11");
		return 0;
	case SIOCGIWMODE: {
		int mode;
		r = iwc_wext_giwmode(s, &mode);
		if (r == 0)
			u->mode = (__u32)mode;
		return -r;
	}
	case SIOCGIWFREQ:
		r = iwc_wext_giwfreq(s, &f);
		if (r == 0) {
			u->freq.m = f.m;
			u->freq.e = f.e;
		}
		return -r;
	case SIOCGIWAP: {
		uint8_t mac[6];
		r = iwc_wext_giwap(s, mac);
		if (r == 0) {
			u->ap_addr.sa_family = 1;
			memcpy(u->ap_addr.sa_data, mac, 6);
		}
		return -r;
	}
	case SIOCGIWESSID: {
		uint8_t essid[IW_ESSID_MAX_SIZE + 2];
		int len = 0, flags = 0;
		unsigned int user = u->essid.length;
		/* wext-core's compatibility with WE < 21 callers: a
		 * 33-byte buffer is taken for 32 and the length comes back
		 * one longer (the NUL of the zeroed buffer) */
		unsigned int compat = user == IW_ESSID_MAX_SIZE + 1;

		if (u->essid.pointer == NULL)
			return EFAULT;
		memset(essid, 0, sizeof(essid));
		r = iwc_wext_giwessid(s, essid, &len, &flags);
		if (r < 0)
			return -r;
		u->essid.flags = (__u16)flags;
		return point_out(&u->essid, essid, (size_t)len + compat, 1,
				 user - compat);
	}
	case SIOCGIWRATE:
		r = iwc_wext_giwrate(s, &p);
		if (r == 0)
			u->bitrate.value = p.value;
		return -r;
	case SIOCGIWTXPOW:
		r = iwc_wext_giwtxpow(s, u->txpower.flags, &p);
		if (r == 0) {
			u->txpower.value = p.value;
			u->txpower.fixed = p.fixed;
			u->txpower.disabled = p.disabled;
			u->txpower.flags = p.flags;
		}
		return -r;
	case SIOCGIWRETRY:
		r = iwc_wext_giwretry(s, u->retry.flags, &p);
		if (r == 0) {
			u->retry.value = p.value;
			u->retry.disabled = p.disabled;
			u->retry.flags = p.flags;
		}
		return -r;
	case SIOCGIWRTS:
	case SIOCGIWFRAG:
		r = request == SIOCGIWRTS ? iwc_wext_giwrts(s, &p) :
					    iwc_wext_giwfrag(s, &p);
		if (r == 0) {
			u->rts.value = p.value;
			u->rts.disabled = p.disabled;
			u->rts.fixed = p.fixed;
		}
		return -r;
	case SIOCGIWPOWER:
		r = iwc_wext_giwpower(s, &p);
		if (r == 0)
			u->power.disabled = p.disabled;
		return -r;
	case SIOCGIWENCODE: {
		uint8_t key[IWC_WEXT_KEY_MAX];
		int len = 0, flags = 0;
		unsigned int user = u->encoding.length;

		if (u->encoding.pointer == NULL)
			return EFAULT;
		r = iwc_wext_giwencode(s, u->encoding.flags & IW_ENCODE_INDEX,
				       key, &len, &flags);
		if (r < 0)
			return -r;
		u->encoding.flags = (__u16)flags;
		return point_out(&u->encoding, key, (size_t)len, 1, user);
	}
	case SIOCGIWRANGE: {
		struct iwc_wext_range range;
		struct iw_range out;
		unsigned int user = u->data.length;

		if (u->data.pointer == NULL)
			return EFAULT;
		r = iwc_wext_giwrange(s, &range);
		if (r < 0)
			return -r;
		range_out(&range, &out);
		return point_out(&u->data, &out, sizeof(out), 1, user);
	}
	case SIOCGIWSTATS: {
		struct iwc_wext_info info;
		struct iw_statistics st;
		unsigned int user = u->data.length;

		if (u->data.pointer == NULL)
			return EFAULT;
		memset(&info, 0, sizeof(info));
		r = iwc_wext_giwstats(s, &info);
		if (r < 0)
			return -r;
		memset(&st, 0, sizeof(st));
		st.qual.qual = info.qual.qual;
		st.qual.level = info.qual.level;
		st.qual.noise = info.qual.noise;
		st.qual.updated = info.qual.updated;
		st.discard.nwid = info.discard_nwid;
		st.discard.code = info.discard_code;
		st.discard.fragment = info.discard_fragment;
		st.discard.retries = info.discard_retries;
		st.discard.misc = info.discard_misc;
		st.miss.beacon = info.miss_beacon;
		return point_out(&u->data, &st, sizeof(st), 1, user);
	}
	default:
		return EOPNOTSUPP;
	}
}

/* What a load of only @need would have shown of the window's load. */
static void view(const struct iwc_dev *dev, unsigned int need,
		 struct iwc_wext_src *src)
{
	*src = dev->src;
	if (!(need & IWC_NEED_LINK))
		src->link = NULL;
	if (!(need & (IWC_NEED_WIPHY | IWC_NEED_WIPHY_PARAMS)))
		src->wiphy = NULL;
	if (!(need & IWC_NEED_STATE))
		src->state = NULL;
	if (!(need & IWC_NEED_PRIV))
		src->privileged = false;
}

int libiw_model_stats(const struct iwc_ctx *ctx, const char *ifname,
		      struct iwc_wext_info *ret)
{
	char name[IFNAMSIZ];
	const struct iwc_dev *dev;
	struct iwc_wext_src src;
	unsigned int need = needs(SIOCGIWSTATS);
	int r;

	/* the name as wext-core cuts it */
	strncpy(name, ifname, IFNAMSIZ - 1);
	name[IFNAMSIZ - 1] = '\0';
	r = libiw_cache_dev(ctx, name, need, &dev);
	if (r < 0)
		return -ENODEV;
	view(dev, need, &src);
	memset(ret, 0, sizeof(*ret));
	return iwc_wext_giwstats(&src, ret);
}

int libiw_model_ioctl(const struct iwc_ctx *ctx, unsigned long request,
		      struct iwreq *wrq, int *ret_err)
{
	char name[IFNAMSIZ];
	const struct iwc_dev *dev;
	struct iwc_wext_src src;
	unsigned int need;
	int r;

	/* the SETs iwconfig has a handler for: its settings path
	 * (libiw_set.c); the scan: libiw_scanreq.c; the other SETs to the
	 * kernel:
	 * cfg80211's own handlers where it has them, its EPERM and
	 * EOPNOTSUPP otherwise */
	if (iwc_wext_req_applied((unsigned int)request))
		return libiw_set_ioctl(ctx, (unsigned int)request, wrq, ret_err);
	if (request == SIOCSIWSCAN || request == SIOCGIWSCAN)
		return libiw_scanreq_ioctl(ctx, (unsigned int)request, wrq,
					   ret_err);
	if (cfg80211_has(request) || !(request & 1))
		return 0;
	/* wext-core: the name cut to 15 characters; GIWENCODE needs
	 * CAP_NET_ADMIN, checked before the device is looked up */
	memcpy(name, wrq->ifr_name, IFNAMSIZ);
	name[IFNAMSIZ - 1] = '\0';
	/* the window's load (libiw_cache.c), seen as a load of this
	 * request's own needs would have left it */
	need = answered(request) || request == SIOCGIWENCODEEXT ?
		       needs(request) : 0;
	/* the thresholds (RETRY, RTS, FRAG; TXPOW with them) from a fresh
	 * wiphy; the statistics use only its signal type */
	if ((need & IWC_NEED_WIPHY_PARAMS) && request != SIOCGIWSTATS)
		need |= LIBIW_NEED_THRESHOLDS;
	r = libiw_cache_dev(ctx, name, need, &dev);
	if (r < 0)
		return 0;		/* not nl80211: the kernel's */
	view(dev, need, &src);
	if ((request == SIOCGIWENCODE || request == SIOCGIWENCODEEXT) &&
	    !src.privileged) {
		*ret_err = EPERM;
		return 1;
	}
	if (!answered(request)) {
		*ret_err = EOPNOTSUPP;
		return 1;
	}
	/* the kernel copies the request back only when it succeeded, the
	 * whole of it, with the NUL it forced onto the name */
	struct iwreq tmp = *wrq;
	tmp.ifr_name[IFNAMSIZ - 1] = '\0';
	*ret_err = answer(&src, request, &tmp);
	if (*ret_err == 0)
		*wrq = tmp;
	return 1;
}
