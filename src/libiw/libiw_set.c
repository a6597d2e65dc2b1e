/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_set.c - the WEXT SET requests of an nl80211 interface
 * (SIOCSIWFREQ, MODE, AP, ESSID, RATE, RTS, FRAG, TXPOW, RETRY, ENCODE,
 * POWER), applied through iwconfig's settings path
 * (iwc_wext_set_request: cfg80211's handlers over nl80211 and the
 * stored WEXT state), so they work on MLO radios too, where cfg80211
 * refuses WEXT. The request is read as wext-core reads it: the iw_point
 * rules of a SET (EFAULT, E2BIG, the ESSID's WE < 21 trailing NUL), and
 * what the handlers check that struct iwc_setting cannot carry (the
 * address family of SIOCSIWAP, a disabled retry limit). docs/libiw.md.
 */
#include <errno.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/apply.h"
#include "iwcompat/settings.h"
#include "libiw_mem.h"
#include "libiw_set.h"

bool libiw_set_handled(unsigned int request)
{
	switch (request) {
	case SIOCSIWFREQ: case SIOCSIWMODE: case SIOCSIWAP:
	case SIOCSIWESSID: case SIOCSIWRATE: case SIOCSIWRTS:
	case SIOCSIWFRAG: case SIOCSIWTXPOW: case SIOCSIWRETRY:
	case SIOCSIWENCODE: case SIOCSIWPOWER:
		return true;
	default:
		return false;
	}
}

/* wext-core's ioctl_standard_iw_point for SIOCSIWESSID: 0 or a
 * positive errno; the SSID as the handler gets it in @s. The caller's
 * buffer is read without faulting (EFAULT); the refusal is reported
 * after the device lookup and the privilege check
 * (iwc_wext_set_request), as wext-core's order has it. */
static int essid_in(const struct iw_point *p, struct iwc_setting *s)
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
		if (libiw_copy_in(buf, p->pointer, len) != 0)
			return EFAULT;
		if (buf[len - 1] == '\0')
			len--;
	}
	if (p->pointer == NULL && len != 0)
		return EFAULT;
	if (len > 0 && libiw_copy_in(buf, p->pointer, len) != 0)
		return EFAULT;
	s->u.essid.on = p->flags != 0;
	s->u.essid.len = (uint8_t)len;
	memcpy(s->u.essid.ssid, buf, len);
	s->u.essid.index = 0;
	return 0;
}

/* SIOCSIWENCODE: up to IW_ENCODING_TOKEN_MAX bytes of key */
static int key_in(const struct iw_point *p, struct iwc_setting *s)
{
	if (p->pointer == NULL && p->length != 0)
		return EFAULT;
	if (p->length > IW_ENCODING_TOKEN_MAX)
		return E2BIG;
	if (p->length > 0 &&
	    libiw_copy_in(s->u.key.key, p->pointer, p->length) != 0)
		return EFAULT;
	s->u.key.flags = p->flags;
	s->u.key.len = (uint8_t)p->length;
	s->u.key.has_key = p->length > 0;
	return 0;
}

/* The request as a setting; returns 0 or the refusal (a positive errno)
 * found while reading it. */
static int setting_of(unsigned int request, const union iwreq_data *u,
		      struct iwc_setting *s)
{
	memset(s, 0, sizeof(*s));
	switch (request) {
	case SIOCSIWFREQ:
		s->kw = IWC_KW_FREQ;
		s->req = IWC_REQ_FREQ;
		s->u.freq.m = u->freq.m;
		s->u.freq.e = u->freq.e;
		s->u.freq.is_auto = u->freq.m == -1 && u->freq.e == 0;
		s->u.freq.fixed = u->freq.flags & IW_FREQ_FIXED;
		return 0;
	case SIOCSIWMODE:
		s->kw = IWC_KW_MODE;
		s->req = IWC_REQ_MODE;
		s->u.mode.mode = (int)u->mode;
		return 0;
	case SIOCSIWAP:
		s->kw = IWC_KW_AP;
		s->req = IWC_REQ_AP;
		memcpy(s->u.ap.addr, u->ap_addr.sa_data, 6);
		return u->ap_addr.sa_family != ARPHRD_ETHER ? EINVAL : 0;
	case SIOCSIWESSID:
		s->kw = IWC_KW_ESSID;
		s->req = IWC_REQ_ESSID;
		return essid_in(&u->essid, s);
	case SIOCSIWRATE:
		s->kw = IWC_KW_RATE;
		s->req = IWC_REQ_RATE;
		s->u.rate.value = u->bitrate.value;
		s->u.rate.fixed = u->bitrate.fixed;
		s->u.rate.flags = u->bitrate.flags;
		return 0;
	case SIOCSIWRTS:
	case SIOCSIWFRAG:
		s->kw = request == SIOCSIWRTS ? IWC_KW_RTS : IWC_KW_FRAG;
		s->req = request == SIOCSIWRTS ? IWC_REQ_RTS : IWC_REQ_FRAG;
		s->u.thr.value = u->rts.value;
		s->u.thr.fixed = u->rts.fixed;
		s->u.thr.disabled = u->rts.disabled;
		return 0;
	case SIOCSIWTXPOW:
		s->kw = IWC_KW_TXPOWER;
		s->req = IWC_REQ_TXPOWER;
		s->u.txpower.value = u->txpower.value;
		s->u.txpower.fixed = u->txpower.fixed;
		s->u.txpower.disabled = u->txpower.disabled;
		s->u.txpower.flags = u->txpower.flags;
		return 0;
	case SIOCSIWRETRY:
		s->kw = IWC_KW_RETRY;
		s->req = IWC_REQ_RETRY;
		s->u.retry.value = u->retry.value;
		s->u.retry.flags = u->retry.flags;
		/* cfg80211_wext_siwretry refuses a disabled limit first */
		return u->retry.disabled ? EINVAL : 0;
	case SIOCSIWENCODE:
		s->kw = IWC_KW_KEY;
		s->req = IWC_REQ_ENCODE;
		return key_in(&u->encoding, s);
	case SIOCSIWPOWER:
		s->kw = IWC_KW_POWER;
		s->req = IWC_REQ_POWER;
		s->u.power.disabled = u->power.disabled;
		s->u.power.value = u->power.value;
		s->u.power.flags = u->power.flags;
		return 0;
	default:
		return EOPNOTSUPP;
	}
}

int libiw_set_ioctl(const struct iwc_ctx *ctx, unsigned int request,
		    struct iwreq *wrq, int *ret_err)
{
	char name[IFNAMSIZ];
	struct iwc_apply_diag diag;
	struct iwc_setting s;
	int refusal;

	/* wext-core: the name cut to 15 characters */
	memcpy(name, wrq->ifr_name, IFNAMSIZ);
	name[IFNAMSIZ - 1] = '\0';
	refusal = setting_of(request, &wrq->u, &s);
	if (iwc_wext_set_request(ctx, name, &s, refusal, &diag) == -ENODEV)
		return 0;		/* not nl80211: the kernel's */
	/* a SET copies nothing back but the iwreq as it came (wext-core
	 * copies the request back only for a GET or an iw_point GET) */
	*ret_err = iwc_apply_diag_errno(&diag);
	return 1;
}
