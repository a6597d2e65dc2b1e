/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_scanreq.c - the WEXT scan of an nl80211 interface: SIOCSIWSCAN
 * triggers an nl80211 scan as cfg80211_wext_siwscan() does (the SSID of
 * an iw_scan_req with IW_SCAN_THIS_ESSID, else a wildcard probe), and
 * SIOCGIWSCAN encodes the kernel's BSS list (the nl80211 dump, the same
 * list in the same order) as the event stream cfg80211's
 * ieee80211_scan_results()/ieee80211_bss() build: per BSS SIOCGIWAP,
 * FREQ (channel, then MHz), QUAL, ENCODE, ESSID/mesh/rates in element
 * order, MODE, "tsf=", " Last beacon:", IWEVGENIE. So iw_scan() works on
 * MLO radios too, where cfg80211 refuses WEXT (docs/libiw.md).
 *
 * The layout is the one the kernel writes for a caller of this build's
 * ABI: a 4-byte len/cmd header, the payload IW_EV_LCP_LEN bytes in (the
 * union's alignment: 8 on a 64-bit ABI, 4 on a 32-bit one), an
 * iw_point's length and flags there and its data at IW_EV_POINT_LEN (16,
 * or 8 on 32-bit: what the kernel's compat path writes for a 32-bit
 * program on a 64-bit kernel, and its native path on a 32-bit kernel);
 * the gaps are zero (the kernel's buffer is zeroed).
 */
#include <errno.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/backend.h"
#include "iwcompat/dev.h"
#include "iwcompat/units.h"
#include "iwcompat/wext.h"
#include "libiw_mem.h"
#include "libiw_scanreq.h"

/* the stream layout of the caller's ABI, which is this build's: a
 * 32-bit libiw.so.30 serves 32-bit programs (20-byte SIOCGIWAP events) */
#define LCP_LEN ((size_t)IW_EV_LCP_LEN)	/* header padded to the union */
#define POINT_LEN ((size_t)IW_EV_POINT_LEN)	/* header, length, flags */
_Static_assert(IW_EV_LCP_LEN == sizeof(void *) && IW_EV_POINT_LEN ==
	       2 * sizeof(void *), "the event stream of a 32- or 64-bit ABI");
#define ADDR_LEN (LCP_LEN + 16u)	/* struct sockaddr */
#define FREQ_LEN (LCP_LEN + 8u)	/* struct iw_freq */
#define QUAL_LEN (LCP_LEN + 4u)	/* struct iw_quality */
#define UINT_LEN (LCP_LEN + 4u)
#define PARAM_LEN (LCP_LEN + 8u)	/* struct iw_param */

#define EID_SSID 0
#define EID_SUPP_RATES 1
#define EID_EXT_SUPP_RATES 50
#define EID_MESH_CONFIG 113
#define EID_MESH_ID 114
#define MESHCONF_LEN 7
#define CAP_ESS 0x0001
#define CAP_IBSS 0x0002
#define CAP_PRIVACY 0x0010

/* wait for the scan at most this long (iwlist's 30 s) */
#define SCAN_TIMEOUT_MS 30000

struct stream {
	uint8_t *buf;
	size_t pos;
	size_t end;
};

static void put16(uint8_t *p, uint16_t v)
{
	memcpy(p, &v, sizeof(v));
}

static void put_lcp(uint8_t *p, size_t len, unsigned int cmd)
{
	put16(p, (uint16_t)len);
	put16(p + 2, (uint16_t)cmd);
}

/* iwe_stream_add_event(): the event only when it ends before the
 * buffer's end (strictly), else E2BIG */
static int add_event(struct stream *s, unsigned int cmd, const void *payload,
		     size_t event_len)
{
	if (s->pos + event_len >= s->end)
		return -E2BIG;
	put_lcp(s->buf + s->pos, event_len, cmd);
	memcpy(s->buf + s->pos + LCP_LEN, payload, event_len - LCP_LEN);
	s->pos += event_len;
	return 0;
}

/* iwe_stream_add_point() */
static int add_point(struct stream *s, unsigned int cmd, uint16_t flags,
		     const void *data, size_t len)
{
	size_t event_len = POINT_LEN + len;

	if (s->pos + event_len >= s->end)
		return -E2BIG;
	put_lcp(s->buf + s->pos, event_len, cmd);
	put16(s->buf + s->pos + LCP_LEN, (uint16_t)len);
	put16(s->buf + s->pos + LCP_LEN + 2, flags);
	if (len)
		memcpy(s->buf + s->pos + POINT_LEN, data, len);
	s->pos += event_len;
	return 0;
}

static int add_custom(struct stream *s, const char *text)
{
	return add_point(s, IWEVCUSTOM, 0, text, strlen(text));
}

/* One SIOCGIWRATE event holding every rate of the element, added with
 * iwe_stream_add_value(). An empty element leaves an 8-byte hole of
 * zeros (the kernel moves past the header it never writes). */
static int add_rates(struct stream *s, const uint8_t *rates, size_t n)
{
	size_t ev = s->pos, p = s->pos + LCP_LEN;

	for (size_t i = 0; i < n; i++) {
		struct iw_param v;

		memset(&v, 0, sizeof(v));
		v.value = (rates[i] & 0x7f) * 500000;
		if (p + (PARAM_LEN - LCP_LEN) >= s->end)
			return -E2BIG;
		memcpy(s->buf + p, &v, sizeof(v));
		p += PARAM_LEN - LCP_LEN;
		put_lcp(s->buf + ev, p - ev, SIOCGIWRATE);
	}
	s->pos = p;
	return 0;
}

static int add_meshconf(struct stream *s, const uint8_t *c)
{
	static const char *const fmt[MESHCONF_LEN] = {
		"Mesh Network Path Selection Protocol ID: 0x%02X",
		"Path Selection Metric ID: 0x%02X",
		"Congestion Control Mode ID: 0x%02X",
		"Synchronization ID: 0x%02X",
		"Authentication ID: 0x%02X",
		"Formation Info: 0x%02X",
		"Capabilities: 0x%02X",
	};
	char text[64];
	int r;

	for (int i = 0; i < MESHCONF_LEN; i++) {
		snprintf(text, sizeof(text), fmt[i], c[i]);
		r = add_custom(s, text);
		if (r < 0)
			return r;
	}
	return 0;
}

/* ieee80211_scan_add_ies(): IWEVGENIE events of at most
 * IW_GENERIC_IE_MAX bytes, cut at element boundaries (bounded by the
 * buffer where the kernel's loop is not) */
static int add_ies(struct stream *s, const uint8_t *ies, size_t len)
{
	size_t pos = 0;
	int r;

	while (len - pos > IW_GENERIC_IE_MAX) {
		size_t next = pos + 2 + ies[pos + 1];

		while (next + 2 <= len &&
		       next + 2 + ies[next + 1] - pos < IW_GENERIC_IE_MAX)
			next += 2 + (size_t)ies[next + 1];
		if (next > len)
			next = len;
		r = add_point(s, IWEVGENIE, 0, ies + pos, next - pos);
		if (r < 0)
			return r;
		pos = next;
	}
	if (len > pos)
		return add_point(s, IWEVGENIE, 0, ies + pos, len - pos);
	return 0;
}

static int add_qual(struct stream *s, const struct iwc_bss *bss)
{
	struct iwc_qual c;
	struct iw_quality q;

	if (!iwc_wext_bss_qual(bss, &c))
		return 0;	/* the wiphy's signal type NONE: no event */
	memset(&q, 0, sizeof(q));
	q.qual = c.qual;
	q.level = c.level;
	q.noise = c.noise;
	q.updated = c.updated;
	return add_event(s, IWEVQUAL, &q, QUAL_LEN);
}

/* ieee80211_bss() */
static int add_bss(struct stream *s, const struct iwc_bss *bss)
{
	const uint8_t *ie = bss->ies;
	size_t rem = bss->ies ? bss->ies_len : 0;
	bool ismesh = false;
	struct sockaddr ap;
	struct iw_freq f;
	char text[64];
	int r;

	memset(&ap, 0, sizeof(ap));
	ap.sa_family = ARPHRD_ETHER;
	memcpy(ap.sa_data, bss->bssid, 6);
	r = add_event(s, SIOCGIWAP, &ap, ADDR_LEN);
	if (r < 0)
		return r;
	memset(&f, 0, sizeof(f));
	f.m = iwc_freq_to_chan(bss->freq_mhz);
	r = add_event(s, SIOCGIWFREQ, &f, FREQ_LEN);
	if (r < 0)
		return r;
	f.m = (int32_t)bss->freq_mhz;
	f.e = 6;
	r = add_event(s, SIOCGIWFREQ, &f, FREQ_LEN);
	if (r < 0)
		return r;
	r = add_qual(s, bss);
	if (r < 0)
		return r;
	r = add_point(s, SIOCGIWENCODE,
		      bss->capability & CAP_PRIVACY ?
		      IW_ENCODE_ENABLED | IW_ENCODE_NOKEY :
		      IW_ENCODE_DISABLED, NULL, 0);
	if (r < 0)
		return r;

	/* the elements up to the first one running past the end */
	while (r == 0 && rem >= 2 && (size_t)ie[1] <= rem - 2) {
		switch (ie[0]) {
		case EID_SSID:
		case EID_MESH_ID:
			r = add_point(s, SIOCGIWESSID, 1, ie + 2, ie[1]);
			break;
		case EID_MESH_CONFIG:
			ismesh = true;
			if (ie[1] == MESHCONF_LEN)
				r = add_meshconf(s, ie + 2);
			break;
		case EID_SUPP_RATES:
		case EID_EXT_SUPP_RATES:
			r = add_rates(s, ie + 2, ie[1]);
			break;
		default:
			break;
		}
		rem -= (size_t)ie[1] + 2;
		ie += (size_t)ie[1] + 2;
	}
	if (r < 0)
		return r;

	if ((bss->capability & (CAP_ESS | CAP_IBSS)) || ismesh) {
		uint32_t mode = ismesh ? IW_MODE_MESH :
				bss->capability & CAP_ESS ? IW_MODE_MASTER :
				IW_MODE_ADHOC;

		r = add_event(s, SIOCGIWMODE, &mode, UINT_LEN);
		if (r < 0)
			return r;
	}
	snprintf(text, sizeof(text), "tsf=%016llx",
		 (unsigned long long)bss->tsf);
	r = add_custom(s, text);
	if (r < 0)
		return r;
	snprintf(text, sizeof(text), " Last beacon: %ums ago",
		 bss->seen_ms_ago);
	r = add_custom(s, text);
	if (r < 0)
		return r;
	return bss->ies ? add_ies(s, bss->ies, bss->ies_len) : 0;
}

int libiw_scan_encode(const struct iwc_bss *bss, size_t n, uint8_t *buf,
		      size_t len, size_t *ret_len)
{
	struct stream s = { .buf = buf, .pos = 0, .end = len };
	int r;

	if (len)
		memset(buf, 0, len);
	for (size_t i = 0; i < n; i++) {
		/* ieee80211_scan_results(): room for more than an address */
		if (s.pos + ADDR_LEN >= len)
			return -E2BIG;
		r = add_bss(&s, &bss[i]);
		if (r < 0)
			return r;
	}
	*ret_len = s.pos;
	return 0;
}

/* SIOCSIWSCAN: wext-core's SET rules (the permission, then the
 * iw_point), then cfg80211_wext_siwscan() with the nl80211 trigger. The
 * scan is waited for here (the kernel returns once it started), so the
 * caller's SIOCGIWSCAN finds it done. */
static int siwscan(const struct iwc_ctx *ctx, struct iwc_dev *dev,
		   const struct iw_point *p)
{
	struct iw_scan_req wreq;
	const uint8_t *ssid = NULL;
	size_t ssid_len = 0;
	int r;

	if (!dev->src.privileged)
		return EPERM;
	if (p->pointer == NULL && p->length != 0)
		return EFAULT;
	if (p->length > sizeof(struct iw_scan_req))
		return E2BIG;
	/* wext-core copies what the caller claims before the handler
	 * runs (EFAULT); the handler reads a whole request only */
	memset(&wreq, 0, sizeof(wreq));
	if (p->length > 0 && libiw_copy_in(&wreq, p->pointer, p->length) != 0)
		return EFAULT;
	if (!dev->iface.up)
		return ENETDOWN;
	if (p->length == sizeof(struct iw_scan_req)) {
		if (wreq.num_channels > IW_MAX_FREQUENCIES)
			return EINVAL;
		/* an SSID over 32 bytes: the kernel's EINVAL (after its
		 * EBUSY), as the handler's */
		if (p->flags & IW_SCAN_THIS_ESSID) {
			ssid = wreq.essid;
			ssid_len = wreq.essid_len;
		}
	}
	r = ctx->be->scan_trigger(ctx->be_data, &dev->iface, ssid, ssid_len,
				  SCAN_TIMEOUT_MS, NULL, NULL);
	if (r == -ETIMEDOUT)
		r = 0;		/* started; SIOCGIWSCAN shows what is there */
	return -r;
}

/* SIOCGIWSCAN: wext-core's GET rules, cfg80211_wext_giwscan(), and the
 * stream copied back only when it fits the caller's buffer. */
static int giwscan(const struct iwc_ctx *ctx, struct iwc_dev *dev,
		   struct iwreq *wrq)
{
	struct iwc_scan_result res = { 0 };
	size_t len = wrq->u.data.length, out = 0;
	uint8_t *buf;
	int r;

	if (wrq->u.data.pointer == NULL)
		return EFAULT;
	if (!dev->iface.up)
		return ENETDOWN;
	r = ctx->be->scan_dump(ctx->be_data, &dev->iface, &res);
	if (r < 0)
		return -r;
	buf = malloc(len ? len : 1);
	if (buf == NULL) {
		iwc_scan_result_free(&res);
		return ENOMEM;
	}
	r = libiw_scan_encode(res.bss, res.n, buf, len, &out);
	iwc_scan_result_free(&res);
	if (r == 0 && out > len)
		r = -E2BIG;
	if (r == 0 && out > 0 &&
	    libiw_copy_out(wrq->u.data.pointer, buf, out) != 0)
		r = -EFAULT;
	if (r == 0) {
		wrq->u.data.length = (uint16_t)out;
		wrq->ifr_name[IFNAMSIZ - 1] = '\0';
	}
	free(buf);
	return -r;
}

int libiw_scanreq_ioctl(const struct iwc_ctx *ctx, unsigned int request,
			struct iwreq *wrq, int *ret_err)
{
	char name[IFNAMSIZ];
	struct iwc_dev dev;

	/* wext-core: the name cut to 15 characters */
	memcpy(name, wrq->ifr_name, IFNAMSIZ);
	name[IFNAMSIZ - 1] = '\0';
	if (iwc_dev_load(ctx, name, request == SIOCSIWSCAN ? IWC_NEED_PRIV : 0,
			 &dev) < 0)
		return 0;		/* not nl80211: the kernel's */
	if (request == SIOCSIWSCAN)
		*ret_err = siwscan(ctx, &dev, &wrq->u.data);
	else
		*ret_err = giwscan(ctx, &dev, wrq);
	return 1;
}
