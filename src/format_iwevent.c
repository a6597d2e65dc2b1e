/*
 * format_iwevent.c - iwevent's output. Two pure steps:
 *
 * 1. iwc_iwevent_wext(): which Wireless Extensions events cfg80211
 *    (Linux 6.1) sent next to an nl80211 event. It sent them from the
 *    same functions, so each nl80211 event stands for a fixed list:
 *      NEW_SCAN_RESULTS (a netdev's)  SIOCGIWSCAN  (scan.c; none when
 *                                     aborted: no NEW_SCAN_RESULTS either)
 *      CONNECT, status 0, not MLO     IWEVASSOCREQIE if REQ_IE,
 *                                     IWEVASSOCRESPIE if RESP_IE,
 *                                     SIOCGIWAP (BSSID, else zeros)
 *      CONNECT failed                 nothing (sme.c and mlme.c pass
 *                                     wextev = false on failure)
 *      ROAM, not MLO                  the same three
 *      DISCONNECT                     SIOCGIWAP zeros
 *      JOIN_IBSS                      SIOCGIWAP BSSID (ibss.c)
 *      MICHAEL_MIC_FAILURE            IWEVCUSTOM "MLME-MICHAELMICFAILURE
 *                                     .indication(...)" (mlme.c)
 *    wireless_send_event() drops a data event longer than its
 *    max_tokens ("too big"): 1024 bytes of IEs.
 *
 * 2. iwc_fmt_iwevent_line(): iwevent.c's print_event_stream() and
 *    print_event_token() for those events.
 */
#include <stdio.h>
#include <string.h>

#include "iwcompat/iwevent.h"
#include "iwcompat/units.h"

/* ---- 1. the WEXT events ---- */

static void add_ie(struct iwc_wext_event *ret, size_t *n,
		   enum iwc_wext_event_cmd cmd, const uint8_t *ie, size_t len)
{
	if (len > IWC_WEXT_GENERIC_IE_MAX)
		return;
	ret[*n].cmd = cmd;
	ret[*n].data = ie;
	ret[*n].len = len;
	(*n)++;
}

static void add_ap(struct iwc_wext_event *ret, size_t *n, const uint8_t *addr)
{
	ret[*n].cmd = IWC_WEV_AP;
	if (addr)
		memcpy(ret[*n].addr, addr, IWC_ETH_ALEN);
	(*n)++;
}

/* CONNECT success and ROAM: cfg80211's order. */
static void add_association(const struct iwc_event *ev,
			    struct iwc_wext_event *ret, size_t *n)
{
	if (ev->has_req_ie)
		add_ie(ret, n, IWC_WEV_ASSOC_REQ_IE, ev->req_ie, ev->req_ie_len);
	if (ev->has_resp_ie)
		add_ie(ret, n, IWC_WEV_ASSOC_RESP_IE, ev->resp_ie,
		       ev->resp_ie_len);
	add_ap(ret, n, ev->has_addr ? ev->addr : NULL);
}

/* The kernel's sprintf(), %pM in lower case, "(null)" for no address. */
static void mic_failure_text(const struct iwc_event *ev, char *buf, size_t len)
{
	char addr[18];

	if (ev->has_addr)
		snprintf(addr, sizeof(addr), "%02x:%02x:%02x:%02x:%02x:%02x",
			 ev->addr[0], ev->addr[1], ev->addr[2], ev->addr[3],
			 ev->addr[4], ev->addr[5]);
	else
		snprintf(addr, sizeof(addr), "(null)");
	snprintf(buf, len,
		 "MLME-MICHAELMICFAILURE.indication(keyid=%d %scast addr=%s)",
		 ev->key_idx,
		 ev->key_type == IWC_KEYTYPE_GROUP ? "broad" : "uni", addr);
}

size_t iwc_iwevent_wext(const struct iwc_event *ev,
			struct iwc_wext_event ret[IWC_WEXT_EVENTS_MAX])
{
	size_t n = 0;

	memset(ret, 0, IWC_WEXT_EVENTS_MAX * sizeof(*ret));
	/* WEXT events belong to a netdev */
	if (ev->ifindex <= 0)
		return 0;

	switch (ev->type) {
	case IWC_EVENT_SCAN_DONE:
		ret[n++].cmd = IWC_WEV_SCAN;
		break;
	case IWC_EVENT_CONNECT:
		if (ev->status == 0 && !ev->mlo)
			add_association(ev, ret, &n);
		break;
	case IWC_EVENT_ROAM:
		if (!ev->mlo)
			add_association(ev, ret, &n);
		break;
	case IWC_EVENT_DISCONNECT:
		add_ap(ret, &n, NULL);
		break;
	case IWC_EVENT_IBSS_JOINED:
		add_ap(ret, &n, ev->has_addr ? ev->addr : NULL);
		break;
	case IWC_EVENT_MIC_FAILURE:
		ret[n].cmd = IWC_WEV_CUSTOM;
		mic_failure_text(ev, ret[n].custom, sizeof(ret[n].custom));
		n++;
		break;
	default:
		break;
	}
	return n;
}

/* ---- 2. iwevent's lines ---- */

void iwc_fmt_iwevent_usage(FILE *f)
{
	fputs("Usage: iwevent [OPTIONS]\n"
	      "   Monitors and displays Wireless Events.\n"
	      "   Options are:\n"
	      "     -h,--help     Print this message.\n"
	      "     -v,--version  Show version of this program.\n",
	      f);
}

/* iw_hexdump() into iwevent's 128-byte buffer: 127 characters at most,
 * so the 64th byte shows only its high nibble. */
static void hexdump(char *buf, size_t buflen, const uint8_t *data, size_t len)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t pos = 0;

	for (size_t i = 0; i < len && pos + 1 < buflen; i++) {
		buf[pos++] = hex[data[i] >> 4];
		if (pos + 1 < buflen)
			buf[pos++] = hex[data[i] & 0x0F];
	}
	buf[pos] = '\0';
}

void iwc_fmt_iwevent_line(FILE *f, const struct iwc_evtime *t,
			  const char *ifname, const struct iwc_wext_event *w)
{
	/* iw_print_timeval(): glibc's gettimeofday() gives no time zone */
	int s = (int)(t->sec % 86400);
	char buf[128];

	fprintf(f, "%02d:%02d:%02d.%06u   %-8.16s ", s / 3600, (s % 3600) / 60,
		s % 60, (unsigned int)t->usec, ifname);
	switch (w->cmd) {
	case IWC_WEV_AP:
		iwc_sawap_ntop(w->addr, buf);
		fprintf(f, "New Access Point/Cell address:%s\n", buf);
		break;
	case IWC_WEV_SCAN:
		fputs("Scan request completed\n", f);
		break;
	case IWC_WEV_CUSTOM:
		fprintf(f, "Custom driver event:%s\n", w->custom);
		break;
	case IWC_WEV_ASSOC_REQ_IE:
		hexdump(buf, sizeof(buf), w->data, w->len);
		fprintf(f, "Association Request IEs:%s\n", buf);
		break;
	case IWC_WEV_ASSOC_RESP_IE:
		hexdump(buf, sizeof(buf), w->data, w->len);
		fprintf(f, "Association Response IEs:%s\n", buf);
		break;
	}
}
