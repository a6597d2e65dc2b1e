/* SPDX-License-Identifier: GPL-2.0-or-later */
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
 *
 * 3. iwc_fmt_iwevent_stream(): the same two for the raw WEXT event
 *    stream of a driver without nl80211 (every event type iwevent knew).
 */
#include <stdio.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/iwevent.h"
#include "iwcompat/units.h"
#include "iwcompat/wext.h"
#include "iwcompat/wext_stream.h"

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

/* iw_print_timeval(): glibc's gettimeofday() gives no time zone */
static void print_time_name(FILE *f, const struct iwc_evtime *t,
			    const char *ifname)
{
	int s = (int)(t->sec % 86400);

	fprintf(f, "%02d:%02d:%02d.%06u   %-8.16s ", s / 3600, (s % 3600) / 60,
		s % 60, (unsigned int)t->usec, ifname);
}

void iwc_fmt_iwevent_line(FILE *f, const struct iwc_evtime *t,
			  const char *ifname, const struct iwc_wext_event *w)
{
	char buf[128];

	print_time_name(f, t, ifname);
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

/* ---- 3. a WEXT driver's own event stream ---- */

static void stream_freq(FILE *f, const struct iwc_wstream_event *ev,
			const struct iwc_wext_range *range, bool has_range)
{
	struct iwc_freq fr = iwc_wext_event_freq(ev);
	double freq = iwc_freq2float(&fr);
	int channel = -1;
	char buf[128];

	if (has_range) {
		if (freq < 1e3)
			channel = iwc_wext_channel_to_freq(iwc_wext_chan_of(freq),
							   &freq, range);
		else
			channel = iwc_wext_freq_to_channel(freq, range);
	}
	iwc_print_freq(buf, sizeof(buf), freq, channel, fr.flags);
	fprintf(f, "%s %s\n", (ev->cmd & 1) ? "New" : "Set", buf);
}

static void stream_essid(FILE *f, const struct iwc_wstream_event *ev)
{
	const char *prefix = (ev->cmd & 1) ? "New" : "Set";
	char essid[4 * IW_ESSID_MAX_SIZE + 1] = "";
	uint8_t raw[IW_ESSID_MAX_SIZE];
	uint16_t flags = iwc_wext_event_point_flags(ev);
	size_t len = iwc_wext_event_copy(ev, raw, sizeof(raw));

	/* iwevent's buffer holds 32 escaped bytes */
	if (ev->payload && len)
		iwc_essid_escape(essid, raw, len < sizeof(raw) ? len : sizeof(raw));
	if (!flags)
		fprintf(f, "%s ESSID:off/any\n", prefix);
	else if ((flags & IW_ENCODE_INDEX) > 1)
		fprintf(f, "%s ESSID:\"%s\" [%d]\n", prefix, essid,
			flags & IW_ENCODE_INDEX);
	else
		fprintf(f, "%s ESSID:\"%s\"\n", prefix, essid);
}

static void stream_token(FILE *f, struct iwc_wstream_event *ev,
			 const struct iwc_wext_range *range, bool has_range)
{
	char buf[128], buf2[30];

	switch (ev->cmd) {
	case SIOCSIWNWID:
		if (ev->u[5])
			fputs("Set NWID:off/any\n", f);
		else
			fprintf(f, "Set NWID:%X\n",
				(unsigned int)iwc_wext_event_s32(ev, 0));
		break;
	case SIOCSIWFREQ:
	case SIOCGIWFREQ:
		stream_freq(f, ev, range, has_range);
		break;
	case SIOCSIWMODE: {
		uint32_t mode;

		memcpy(&mode, ev->u, sizeof(mode));
		fprintf(f, "Set Mode:%s\n", iwc_mode_name(
			mode < IWC_NUM_OPER_MODE ? (int)mode : IWC_NUM_OPER_MODE));
		break;
	}
	case SIOCSIWESSID:
	case SIOCGIWESSID:
		stream_essid(f, ev);
		break;
	case SIOCSIWENCODE:
		iwc_wext_fputs_encode(f, ev, "Set Encryption key:", true);
		break;
	case SIOCGIWAP:
		iwc_sawap_ntop(ev->u + 2, buf);
		fprintf(f, "New Access Point/Cell address:%s\n", buf);
		break;
	case SIOCGIWSCAN:
		fputs("Scan request completed\n", f);
		break;
	case IWEVTXDROP:
		iwc_ether_ntop(ev->u + 2, buf);
		fprintf(f, "Tx packet dropped:%s\n", buf);
		break;
	case IWEVCUSTOM: {
		char custom[IW_CUSTOM_MAX + 1];

		iwc_wext_event_copy(ev, custom, IW_CUSTOM_MAX);
		custom[IW_CUSTOM_MAX] = '\0';
		fprintf(f, "Custom driver event:%s\n", custom);
		break;
	}
	case IWEVREGISTERED:
		iwc_ether_ntop(ev->u + 2, buf);
		fprintf(f, "Registered node:%s\n", buf);
		break;
	case IWEVEXPIRED:
		iwc_ether_ntop(ev->u + 2, buf);
		fprintf(f, "Expired node:%s\n", buf);
		break;
	case SIOCGIWTHRSPY: {
		/* struct iw_thrspy: sockaddr, iw_quality, low, high */
		uint8_t thr[sizeof(struct iw_thrspy)];
		struct iwc_qual q;

		if (!ev->payload || !iwc_wext_event_copy(ev, thr, sizeof(thr))) {
			fputs("Invalid Spy Threshold event\n", f);
			break;
		}
		iwc_ether_ntop(thr + 2, buf);
		fprintf(f, "Spy threshold crossed on address:%s\n", buf);
		q = iwc_wext_qual_at(thr + sizeof(struct sockaddr));
		iwc_print_stats(buf, sizeof(buf), &q, range, has_range);
		fprintf(f, "                            Link %s\n", buf);
		break;
	}
	case IWEVMICHAELMICFAILURE: {
		struct iw_michaelmicfailure mf;

		/* too short: iwevent printed nothing after the name */
		if (iwc_wext_event_copy(ev, &mf, sizeof(mf)) < sizeof(mf))
			break;
		iwc_ether_ntop((const uint8_t *)mf.src_addr.sa_data, buf2);
		hexdump(buf, sizeof(buf), mf.tsc, IW_ENCODE_SEQ_MAX_SIZE);
		fprintf(f, "Michael MIC failure flags:0x%X src_addr:%s tsc:%s\n",
			mf.flags, buf2, buf);
		break;
	}
	case IWEVASSOCREQIE:
	case IWEVASSOCRESPIE: {
		uint8_t ie[IW_GENERIC_IE_MAX];
		size_t n = iwc_wext_event_copy(ev, ie, sizeof(ie));

		hexdump(buf, sizeof(buf), ie, ev->payload ? n : 0);
		fprintf(f, "Association %s IEs:%s\n",
			ev->cmd == IWEVASSOCREQIE ? "Request" : "Response", buf);
		break;
	}
	case IWEVPMKIDCAND: {
		struct iw_pmkid_cand cand;

		if (iwc_wext_event_copy(ev, &cand, sizeof(cand)) < sizeof(cand))
			break;
		iwc_ether_ntop((const uint8_t *)cand.bssid.sa_data, buf);
		fprintf(f, "PMKID candidate flags:0x%X index:%d bssid:%s\n",
			cand.flags, cand.index, buf);
		break;
	}
	case SIOCGIWRATE:
		iwc_print_bitrate(buf, sizeof(buf), iwc_wext_event_s32(ev, 0));
		fprintf(f, "New Bit Rate:%s\n", buf);
		break;
	case SIOCGIWNAME:
		fprintf(f, "Protocol:%-1.16s\n", (const char *)ev->u);
		break;
	case IWEVQUAL: {
		struct iwc_qual q = iwc_wext_qual_at(ev->u);

		q.updated = 0;	/* iwevent: "not that reliable" */
		iwc_print_stats(buf, sizeof(buf), &q, range, has_range);
		fprintf(f, "Link %s\n", buf);
		break;
	}
	default:
		fprintf(f, "(Unknown Wireless event 0x%04X)\n", ev->cmd);
		break;
	}
}

void iwc_fmt_iwevent_stream(FILE *f, const struct iwc_evtime *t,
			    const char *ifname, const uint8_t *buf, size_t len,
			    const struct iwc_wext_range *range, bool has_range)
{
	struct iwc_wext_stream s;
	struct iwc_wstream_event ev;
	int i = 0, ret;

	memset(&ev, 0, sizeof(ev));
	iwc_wext_stream_init(&s, buf, len);
	do {
		ret = iwc_wext_stream_next(&s, &ev, range->we_version_compiled);
		if (ret == 0)
			break;
		if (i++ == 0)
			print_time_name(f, t, ifname);
		else
			fputs("                           ", f);
		if (ret > 0)
			stream_token(f, &ev, range, has_range);
		else
			fputs("(Invalid event)\n", f);
	} while (ret > 0);
}
