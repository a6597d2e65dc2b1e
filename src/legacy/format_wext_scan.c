/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_wext_scan.c - a WEXT driver's SIOCGIWSCAN event stream (cut by
 * model/wext_stream.c) printed as iwlist's print_scanning_token()
 * prints it, and an encoding event as iwlist and iwevent print it.
 * Pure: bytes in, text out.
 */
#include <stddef.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/format.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/units.h"
#include "iwcompat/wext_stream.h"

/* ---- as iwlist's print_scanning_token() ---- */

#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))
#define IND "                    "	/* 20 spaces */

struct scan_state {
	int ap_num;
	int val_index;
};

static struct iwc_param u_param(const struct iwc_wstream_event *ev)
{
	struct iwc_param p;
	uint16_t flags;

	p.value = iwc_wext_event_s32(ev, 0);
	p.fixed = ev->u[4] != 0;
	p.disabled = ev->u[5] != 0;
	memcpy(&flags, ev->u + 6, sizeof(flags));
	p.flags = flags;
	return p;
}

static void print_modulations(FILE *f, unsigned int modul)
{
	static const struct {
		unsigned int mask;
		const char *name;
	} list[] = {
		{ 0x37, "11ag" }, { 0x17, "11ab" }, { 0x27, "11g" },
		{ 0x10, "11a" }, { 0x06, "11b" }, { 0x50, "turboa" },
		{ 0x60, "turbog" }, { 0x0E, "11+" }, { 0x20, "OFDMg" },
		{ 0x10, "OFDMa" }, { 0x04, "CCK" }, { 0x02, "DS" },
		{ 0x01, "FH" }, { 0x40, "turbo" }, { 0x08, "PBCC" },
		{ 0x40000000, "custom" },
	};
	int n = 0;

	fputs(IND "Modulations :", f);
	for (size_t i = 0; i < N_ELEM(list); i++) {
		if ((modul & list[i].mask) != list[i].mask)
			continue;
		if ((n++ % 8) == 7)
			fputs("\n                        ", f);
		else
			fputs(" ; ", f);
		fputs(list[i].name, f);
	}
	fputc('\n', f);
}

void iwc_wext_fputs_encode(FILE *f, const struct iwc_wstream_event *ev,
			   const char *label, bool with_flags)
{
	uint8_t key[IW_ENCODING_TOKEN_MAX];
	size_t len = iwc_wext_event_copy(ev, key, sizeof(key));
	uint16_t flags = iwc_wext_event_point_flags(ev);

	if (!ev->payload)
		flags |= IW_ENCODE_NOKEY;
	fputs(label, f);
	if (with_flags)
		fprintf(f, "{%X}", flags);
	if (flags & IW_ENCODE_DISABLED) {
		fputs("off\n", f);
		return;
	}
	/* the key buffer holds at most 64 bytes */
	iwc_fputs_key(f, key, len > sizeof(key) ? (int)sizeof(key) : (int)len,
		      flags);
	fputc('\n', f);
}

static void print_token(FILE *f, const struct iwc_wext_stream *s,
			struct iwc_wstream_event *ev, struct scan_state *st,
			const struct iwc_wext_range *range, bool has_range)
{
	char buf[256];

	switch (ev->cmd) {
	case SIOCGIWAP:
		iwc_ether_ntop(ev->u + 2, buf);
		fprintf(f, "          Cell %02d - Address: %s\n", st->ap_num,
			buf);
		st->ap_num++;
		break;
	case SIOCGIWNWID: {
		struct iwc_param p = u_param(ev);

		if (p.disabled)
			fputs(IND "NWID:off/any\n", f);
		else
			fprintf(f, IND "NWID:%X\n", (unsigned int)p.value);
		break;
	}
	case SIOCGIWFREQ: {
		struct iwc_freq fr;
		double freq;
		int channel = -1;

		fr = iwc_wext_event_freq(ev);
		freq = iwc_freq2float(&fr);
		if (has_range)
			channel = iwc_wext_freq_to_channel(freq, range);
		iwc_print_freq(buf, sizeof(buf), freq, channel, fr.flags);
		fprintf(f, IND "%s\n", buf);
		break;
	}
	case SIOCGIWMODE: {
		uint32_t mode;

		memcpy(&mode, ev->u, sizeof(mode));
		if (mode >= IWC_NUM_OPER_MODE) {
			mode = IWC_NUM_OPER_MODE;
			memcpy(ev->u, &mode, sizeof(mode));
		}
		fprintf(f, IND "Mode:%s\n", iwc_mode_name((int)mode));
		break;
	}
	case SIOCGIWNAME:
		fprintf(f, IND "Protocol:%-1.16s\n", (const char *)ev->u);
		break;
	case SIOCGIWESSID: {
		char essid[4 * (IW_ESSID_MAX_SIZE + 1) + 1] = "";
		uint16_t len = iwc_wext_event_point_length(ev);
		uint16_t flags = iwc_wext_event_point_flags(ev);

		if (ev->payload && len && len <= IW_ESSID_MAX_SIZE + 1 &&
		    len <= ev->payload_avail)
			iwc_essid_escape(essid, ev->payload, len);
		if (!flags)
			fputs(IND "ESSID:off/any/hidden\n", f);
		else if ((flags & IW_ENCODE_INDEX) > 1)
			fprintf(f, IND "ESSID:\"%s\" [%d]\n", essid,
				flags & IW_ENCODE_INDEX);
		else
			fprintf(f, IND "ESSID:\"%s\"\n", essid);
		break;
	}
	case SIOCGIWENCODE:
		iwc_wext_fputs_encode(f, ev, IND "Encryption key:", false);
		break;
	case SIOCGIWRATE:
		if (st->val_index == 0)
			fputs(IND "Bit Rates:", f);
		else if (st->val_index % 5 == 0)
			fputs("\n                              ", f);
		else
			fputs("; ", f);
		iwc_print_bitrate(buf, sizeof(buf), iwc_wext_event_s32(ev, 0));
		fputs(buf, f);
		if (!s->has_value) {
			fputc('\n', f);
			st->val_index = 0;
		} else {
			st->val_index++;
		}
		break;
	case 0x8B2F:		/* SIOCGIWMODUL (WE-21, gone from the kernel) */
		print_modulations(f, (unsigned int)iwc_wext_event_s32(ev, 0));
		break;
	case IWEVQUAL: {
		struct iwc_qual q = iwc_wext_qual_at(ev->u);

		iwc_print_stats(buf, sizeof(buf), &q, range, has_range);
		fprintf(f, IND "%s\n", buf);
		break;
	}
	case IWEVGENIE:
		/* libiw has no use for a dropped payload (it would crash) */
		if (ev->payload) {
			size_t n = iwc_wext_event_point_length(ev);

			if (n > ev->payload_avail)
				n = ev->payload_avail;
			iwc_fmt_gen_ie(f, ev->payload, n);
		}
		break;
	case IWEVCUSTOM: {
		char custom[IW_CUSTOM_MAX + 1] = "";
		size_t n = iwc_wext_event_point_length(ev);

		if (ev->payload && n && n <= IW_CUSTOM_MAX &&
		    n <= ev->payload_avail) {
			memcpy(custom, ev->payload, n);
			custom[n] = '\0';
		}
		fprintf(f, IND "Extra:%s\n", custom);
		break;
	}
	default:
		fprintf(f, IND "(Unknown Wireless Token 0x%04X)\n", ev->cmd);
		break;
	}
}

void iwc_fmt_wext_scan(FILE *f, const char *ifname, const uint8_t *buf,
		       size_t len, const struct iwc_wext_range *range,
		       bool has_range)
{
	struct iwc_wext_stream s;
	struct iwc_wstream_event ev;
	struct scan_state st = { .ap_num = 1, .val_index = 0 };
	int r;

	if (!len) {
		fprintf(f, "%-8.16s  No scan results\n\n", ifname);
		return;
	}
	fprintf(f, "%-8.16s  Scan completed :\n", ifname);
	memset(&ev, 0, sizeof(ev));
	iwc_wext_stream_init(&s, buf, len);
	do {
		r = iwc_wext_stream_next(&s, &ev, range->we_version_compiled);
		if (r > 0)
			print_token(f, &s, &ev, &st, range, has_range);
	} while (r > 0);
	fputc('\n', f);
}
