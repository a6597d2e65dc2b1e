/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_iwconfig.c - "iwconfig IF keyword ..." in the WEXT fallback: the
 * SIOCSIW* request of each parsed setting, as wireless-tools' set_*_info
 * handlers fill it, and for the "on"/"fixed" forms the SIOCGIW* they
 * read first. Each request's two functions are named by the wext_build
 * and wext_current columns of iwconfig_keywords.def (docs/keywords.md).
 */
#include <errno.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/hwtype.h"
#include "iwcompat/ifc.h"
#include "iwcompat/settings.h"
#include "iwcompat/wext_live.h"

static void put_param(struct iw_param *p, int32_t value, bool fixed,
		      bool disabled, uint16_t flags)
{
	p->value = value;
	p->fixed = fixed;
	p->disabled = disabled;
	p->flags = flags;
}

/* ---- the SET request of a parsed setting (wext_build) ---- */

static void wx_build_essid(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->essid.flags = !s->u.essid.on ? 0 :
			   s->u.essid.index > 0 ?
				   (uint16_t)s->u.essid.index : 1;
	wrq->essid.pointer = (void *)s->u.essid.ssid;
	wrq->essid.length = s->u.essid.len;
}

static void wx_build_mode(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->mode = (uint32_t)s->u.mode.mode;
}

static void wx_build_freq(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->freq.m = s->u.freq.is_auto ? -1 : s->u.freq.m;
	wrq->freq.e = s->u.freq.is_auto ? 0 : s->u.freq.e;
	wrq->freq.flags = !s->u.freq.is_auto && s->u.freq.fixed ?
				  IW_FREQ_FIXED : 0;
}

static void wx_build_rate(const struct iwc_setting *s, union iwreq_data *wrq)
{
	put_param(&wrq->bitrate, s->u.rate.value, s->u.rate.fixed, false,
		  s->u.rate.flags);
}

static void wx_build_key(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->encoding.pointer = s->u.key.has_key ? (void *)s->u.key.key : NULL;
	wrq->encoding.length = s->u.key.has_key ? s->u.key.len : 0;
	wrq->encoding.flags = s->u.key.flags;
}

static void wx_build_power(const struct iwc_setting *s, union iwreq_data *wrq)
{
	put_param(&wrq->power, s->u.power.value, false, s->u.power.disabled,
		  s->u.power.flags);
}

static void wx_build_nickname(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->essid.pointer = (void *)s->u.nick.name;
	wrq->essid.length = s->u.nick.len;
}

static void wx_build_nwid(const struct iwc_setting *s, union iwreq_data *wrq)
{
	put_param(&wrq->nwid, (int32_t)s->u.nwid.value, true,
		  s->u.nwid.disabled, 0);
}

static void wx_build_ap(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->ap_addr.sa_family = ARPHRD_ETHER;
	memcpy(wrq->ap_addr.sa_data, s->u.ap.addr, IWC_ETH_ALEN);
}

static void wx_build_txpower(const struct iwc_setting *s, union iwreq_data *wrq)
{
	put_param(&wrq->txpower, s->u.txpower.value, s->u.txpower.fixed,
		  s->u.txpower.disabled, s->u.txpower.flags);
}

static void wx_build_sens(const struct iwc_setting *s, union iwreq_data *wrq)
{
	wrq->sens.value = s->u.sens.value;
}

static void wx_build_retry(const struct iwc_setting *s, union iwreq_data *wrq)
{
	put_param(&wrq->retry, s->u.retry.value, false, false,
		  s->u.retry.flags);
}

/* rts and frag: the same iw_param */
static void wx_build_threshold(const struct iwc_setting *s,
			    union iwreq_data *wrq)
{
	put_param(&wrq->rts, s->u.thr.value, s->u.thr.fixed,
		  s->u.thr.disabled, 0);
}

static void wx_build_modulation(const struct iwc_setting *s,
			     union iwreq_data *wrq)
{
	put_param(&wrq->param, (int32_t)s->u.modul.value, s->u.modul.fixed,
		  false, 0);
}

/* commit: an empty request */
static void wx_build_commit(const struct iwc_setting *s, union iwreq_data *wrq)
{
	(void)s;
	(void)wrq;
}

/* ---- "on"/"fixed": the current value, changed as the keyword says
 * (wext_current), after the GET into the request the SET reuses ---- */

static void wx_current_essid(union iwreq_data *wrq)
{
	wrq->essid.flags = 1;
	if (wrq->essid.length > IW_ESSID_MAX_SIZE + 2)
		wrq->essid.length = IW_ESSID_MAX_SIZE + 2;
}

static void wx_current_freq(union iwreq_data *wrq)
{
	wrq->freq.flags = IW_FREQ_FIXED;
}

static void wx_current_rate(union iwreq_data *wrq)
{
	wrq->bitrate.fixed = 1;
}

static void wx_current_key(union iwreq_data *wrq)
{
	wrq->data.flags &= (uint16_t)~IW_ENCODE_DISABLED;
	if (wrq->data.length > IW_ENCODING_TOKEN_MAX)
		wrq->data.length = IW_ENCODING_TOKEN_MAX;
}

static void wx_current_power(union iwreq_data *wrq)
{
	wrq->power.disabled = 0;
}

static void wx_current_nwid(union iwreq_data *wrq)
{
	wrq->nwid.disabled = 0;
	wrq->nwid.fixed = 1;
}

/* "fixed" sets the flag, "on" keeps it: the parsed form does not say
 * which, so both set it */
static void wx_current_txpower(union iwreq_data *wrq)
{
	wrq->txpower.fixed = 1;
	wrq->txpower.disabled = 0;
}

static void wx_current_threshold(union iwreq_data *wrq)
{
	wrq->rts.fixed = 1;
}

static void wx_current_modulation(union iwreq_data *wrq)
{
	wrq->param.fixed = 1;
}

/* ---- the table's columns ---- */

struct req_row {
	unsigned int set, get;	/* the ioctls (wext_set, wext_get); 0: none */
	void (*build)(const struct iwc_setting *s, union iwreq_data *wrq);
	void (*current)(union iwreq_data *wrq);	/* NULL: keep what GET gave */
};

static const struct req_row req_rows[_IWC_REQ_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       wext_set, wext_get, apply, current, explain, wext_build,   \
	       wext_current)						 \
	[IWC_REQ_##REQ] = { wext_set, wext_get, wext_build, wext_current },
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

/* The GET of an "on"/"fixed" form into @wrq, then the keyword's change.
 * ESSID and ENCODE read into @buf, which the SET sends back. */
static int read_current(const struct iwc_wext_live *live,
			const struct iwc_setting *s, const struct req_row *row,
			union iwreq_data *wrq, uint8_t *buf, size_t buf_len)
{
	int r;

	if (!row->get)
		return -EOPNOTSUPP;
	memset(wrq, 0, sizeof(*wrq));
	if (s->req == IWC_REQ_ESSID || s->req == IWC_REQ_ENCODE) {
		memset(buf, 0, buf_len);
		wrq->data.pointer = buf;
		wrq->data.length = s->req == IWC_REQ_ESSID ?
					   IW_ESSID_MAX_SIZE + 2 :
					   IW_ENCODING_TOKEN_MAX;
		wrq->data.flags = 0;
	}
	r = iwc_wext_live_req(live, row->get, wrq);
	if (r < 0)
		return r;
	if (row->current)
		row->current(wrq);
	return 0;
}

int iwc_wext_iwconfig_apply(const struct iwc_wext_live *live,
			    const struct iwc_set_req *req,
			    struct iwc_wext_set_failure *ret_failed)
{
	/* a buffer for the GET of "essid on" / "key on", which the SET
	 * then sends back */
	uint8_t buf[IW_ENCODING_TOKEN_MAX + 2];

	/* a request past the table: an empty SIOCSIWCOMMIT */
	static const struct req_row past = { SIOCSIWCOMMIT, 0, wx_build_commit,
					     NULL };

	for (int i = 0; i < req->n; i++) {
		const struct iwc_setting *s = &req->set[i];
		const struct req_row *row =
			s->req < _IWC_REQ_MAX ? &req_rows[s->req] : &past;
		union iwreq_data wrq;
		int r;

		ret_failed->req = s->req;
		if (s->use_current) {
			r = read_current(live, s, row, &wrq, buf,
					 sizeof(buf));
			if (r < 0) {
				ret_failed->get = true;
				return r;
			}
		} else {
			memset(&wrq, 0, sizeof(wrq));
			row->build(s, &wrq);
		}
		r = iwc_wext_live_req(live, row->set, &wrq);
		if (r < 0) {
			ret_failed->get = false;
			return r;
		}
	}
	return 0;
}
