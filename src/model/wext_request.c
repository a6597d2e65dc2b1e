/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_request.c - a setting as its WEXT request and a WEXT SET request
 * as a setting (wext_request.h): one table, the wext_* columns of
 * iwconfig_keywords.def, read both ways. A row names the request's
 * ioctls and its shape (wext_form); each shape is converted here once,
 * for every keyword of that shape, so a new iw_param keyword needs no
 * code in this file (docs/keywords.md).
 */
#include <errno.h>
#include <string.h>

#include "iwcompat/wext_request.h"

#include "wext_apply.h"

#define WX_ARPHRD_ETHER 1	/* SIOCSIWAP's address family */

enum wx_form {
	WX_NONE,	/* no data (commit) */
	WX_PARAM,	/* iw_param <-> u.param */
	WX_ESSID,	/* iw_point: the SSID, flags on or [index] */
	WX_KEY,		/* iw_point: the key, flags index | IW_ENCODE_* */
	WX_NICK,	/* iw_point: the nickname */
	WX_FREQ,	/* iw_freq */
	WX_MODE,	/* __u32 */
	WX_AP,		/* sockaddr */
	WX_NWID,	/* iw_param, always fixed */
	WX_MODUL,	/* iw_param, the modulation mask */
};

/* wext_on: what "on"/"fixed" changes in the iw_param its GET read */
#define WX_ON_FIXED 1
#define WX_ON_ENABLE 2

struct wx_row {
	enum iwc_kw kw;
	unsigned int set, get;	/* the ioctls; get 0: none */
	enum wx_form form;
	unsigned int on;
};

static const struct wx_row rows[_IWC_REQ_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       wext_set, wext_get, apply, current, explain, wext_form,    \
	       wext_on)							 \
	[IWC_REQ_##REQ] = { IWC_KW_##ID, wext_set, wext_get, wext_form,   \
			    wext_on },
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

unsigned int iwc_wext_req_set_ioctl(enum iwc_req req)
{
	return req < _IWC_REQ_MAX ? rows[req].set : SIOCSIWCOMMIT;
}

unsigned int iwc_wext_req_get_ioctl(enum iwc_req req)
{
	return req < _IWC_REQ_MAX ? rows[req].get : 0;
}

static void put_param(struct iw_param *p, const struct iwc_wparam *v)
{
	p->value = v->value;
	p->fixed = v->fixed;
	p->disabled = v->disabled;
	p->flags = v->flags;
}

void iwc_wext_req_build(const struct iwc_setting *s, union iwreq_data *wrq)
{
	if (s->req >= _IWC_REQ_MAX)
		return;
	switch (rows[s->req].form) {
	case WX_PARAM:
		put_param(&wrq->param, &s->u.param);
		break;
	case WX_ESSID:
		wrq->essid.flags = !s->u.essid.on ? 0 :
				   s->u.essid.index > 0 ?
					   (uint16_t)s->u.essid.index : 1;
		wrq->essid.pointer = (void *)s->u.essid.ssid;
		wrq->essid.length = s->u.essid.len;
		break;
	case WX_KEY:
		wrq->encoding.pointer = s->u.key.has_key ?
						(void *)s->u.key.key : NULL;
		wrq->encoding.length = s->u.key.has_key ? s->u.key.len : 0;
		wrq->encoding.flags = s->u.key.flags;
		break;
	case WX_NICK:
		wrq->essid.pointer = (void *)s->u.nick.name;
		wrq->essid.length = s->u.nick.len;
		break;
	case WX_FREQ:
		wrq->freq.m = s->u.freq.is_auto ? -1 : s->u.freq.m;
		wrq->freq.e = s->u.freq.is_auto ? 0 : s->u.freq.e;
		wrq->freq.flags = !s->u.freq.is_auto && s->u.freq.fixed ?
					  IW_FREQ_FIXED : 0;
		break;
	case WX_MODE:
		wrq->mode = (uint32_t)s->u.mode.mode;
		break;
	case WX_AP:
		wrq->ap_addr.sa_family = WX_ARPHRD_ETHER;
		memcpy(wrq->ap_addr.sa_data, s->u.ap.addr, IWC_ETH_ALEN);
		break;
	case WX_NWID:
		wrq->nwid.value = (int32_t)s->u.nwid.value;
		wrq->nwid.fixed = 1;
		wrq->nwid.disabled = s->u.nwid.disabled;
		wrq->nwid.flags = 0;
		break;
	case WX_MODUL:
		wrq->param.value = (int32_t)s->u.modul.value;
		wrq->param.fixed = s->u.modul.fixed;
		wrq->param.disabled = 0;
		wrq->param.flags = 0;
		break;
	case WX_NONE:
		break;
	}
}

void iwc_wext_req_on(enum iwc_req req, union iwreq_data *wrq)
{
	if (req >= _IWC_REQ_MAX)
		return;
	switch (rows[req].form) {
	case WX_ESSID:
		wrq->essid.flags = 1;
		if (wrq->essid.length > IW_ESSID_MAX_SIZE + 2)
			wrq->essid.length = IW_ESSID_MAX_SIZE + 2;
		return;
	case WX_KEY:
		wrq->data.flags &= (uint16_t)~IW_ENCODE_DISABLED;
		if (wrq->data.length > IW_ENCODING_TOKEN_MAX)
			wrq->data.length = IW_ENCODING_TOKEN_MAX;
		return;
	case WX_FREQ:
		wrq->freq.flags = IW_FREQ_FIXED;
		return;
	default:
		break;
	}
	/* the iw_param forms: "fixed" sets the flag, "on" enables (a
	 * txpower's parsed form does not say which: both) */
	if (rows[req].on & WX_ON_ENABLE)
		wrq->param.disabled = 0;
	if (rows[req].on & WX_ON_FIXED)
		wrq->param.fixed = 1;
}

/* The row of the SET @ioctl that the model applies, or -1. */
static int applied_row(unsigned int ioctl)
{
	for (int r = 0; r < _IWC_REQ_MAX; r++)
		if (rows[r].set == ioctl && iwc_apply_has_handler(r))
			return r;
	return -1;
}

bool iwc_wext_req_applied(unsigned int ioctl)
{
	return applied_row(ioctl) >= 0;
}

/* wext-core's ioctl_standard_iw_point for SIOCSIWESSID: 0 or a
 * positive errno; the SSID as the handler gets it in @s. */
static int essid_in(const struct iw_point *p,
		    int (*copy_in)(void *, const void *, size_t),
		    struct iwc_setting *s)
{
	unsigned int len = p->length;
	uint8_t buf[IW_ESSID_MAX_SIZE + 1];

	memset(buf, 0, sizeof(buf));
	if (len == IW_ESSID_MAX_SIZE + 1) {
		len--;		/* WE < 21: the length counted the NUL */
	} else if (len != 0) {
		if (len > IW_ESSID_MAX_SIZE)
			return EFAULT;
		if (p->pointer == NULL)
			return EFAULT;
		if (copy_in(buf, p->pointer, len) != 0)
			return EFAULT;
		if (buf[len - 1] == '\0')
			len--;
	}
	if (p->pointer == NULL && len != 0)
		return EFAULT;
	if (len > 0 && copy_in(buf, p->pointer, len) != 0)
		return EFAULT;
	s->u.essid.on = p->flags != 0;
	s->u.essid.len = (uint8_t)len;
	memcpy(s->u.essid.ssid, buf, len);
	s->u.essid.index = 0;
	return 0;
}

/* SIOCSIWENCODE: up to IW_ENCODING_TOKEN_MAX bytes of key */
static int key_in(const struct iw_point *p,
		  int (*copy_in)(void *, const void *, size_t),
		  struct iwc_setting *s)
{
	if (p->pointer == NULL && p->length != 0)
		return EFAULT;
	if (p->length > IW_ENCODING_TOKEN_MAX)
		return E2BIG;
	if (p->length > 0 && copy_in(s->u.key.key, p->pointer, p->length) != 0)
		return EFAULT;
	s->u.key.flags = p->flags;
	s->u.key.len = (uint8_t)p->length;
	s->u.key.has_key = p->length > 0;
	return 0;
}

int iwc_wext_req_setting(unsigned int ioctl, const union iwreq_data *wrq,
			 int (*copy_in)(void *dst, const void *src, size_t n),
			 struct iwc_setting *s)
{
	int r = applied_row(ioctl);

	memset(s, 0, sizeof(*s));
	if (r < 0)
		return EOPNOTSUPP;
	s->kw = rows[r].kw;
	s->req = (enum iwc_req)r;
	switch (rows[r].form) {
	case WX_PARAM:
		s->u.param.value = wrq->param.value;
		s->u.param.fixed = wrq->param.fixed;
		s->u.param.disabled = wrq->param.disabled;
		s->u.param.flags = wrq->param.flags;
		return 0;
	case WX_ESSID:
		return essid_in(&wrq->essid, copy_in, s);
	case WX_KEY:
		return key_in(&wrq->encoding, copy_in, s);
	case WX_FREQ:
		s->u.freq.m = wrq->freq.m;
		s->u.freq.e = wrq->freq.e;
		s->u.freq.is_auto = wrq->freq.m == -1 && wrq->freq.e == 0;
		s->u.freq.fixed = wrq->freq.flags & IW_FREQ_FIXED;
		return 0;
	case WX_MODE:
		s->u.mode.mode = (int)wrq->mode;
		return 0;
	case WX_AP:
		memcpy(s->u.ap.addr, wrq->ap_addr.sa_data, IWC_ETH_ALEN);
		return wrq->ap_addr.sa_family != WX_ARPHRD_ETHER ? EINVAL : 0;
	default:
		/* no handler of cfg80211's takes these */
		return EOPNOTSUPP;
	}
}
