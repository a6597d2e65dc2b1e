/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * format_iwgetid.c - iwgetid's three output forms (default, -r, -s).
 */
#include <ctype.h>
#include <string.h>

#include "iwcompat/format.h"
#include "iwcompat/parse.h"
#include "iwcompat/result.h"

void iwc_fmt_iwgetid_usage(FILE *f)
{
	fputs("Usage iwgetid [OPTIONS] [ifname]\n"
	      "  Options are:\n"
	      "    -a,--ap       Print the access point address\n"
	      "    -c,--channel  Print the current channel\n"
	      "    -f,--freq     Print the current frequency\n"
	      "    -m,--mode     Print the current mode\n"
	      "    -p,--protocol Print the protocol name\n"
	      "    -r,--raw      Format the output as raw value for shell scripts\n"
	      "    -s,--scheme   Format the output as a PCMCIA scheme identifier\n"
	      "    -h,--help     Print this message\n",
	      f);
}

/* Keeps only the alphanumeric characters; -2 if none or too many. */
static int scheme_form(char *dst, const uint8_t *src, size_t len)
{
	size_t j = 0;

	for (size_t i = 0; i < len; i++) {
		/* libiw tests a plain (signed) char: bytes >= 0x80 never
		 * count as alphanumeric */
		if (src[i] < 0x80 && isalnum(src[i]))
			dst[j++] = (char)src[i];
	}
	dst[j] = '\0';
	return (j == 0 || j > 32) ? -2 : 0;
}

int iwc_fmt_getid_essid(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			const uint8_t *essid, int len)
{
	char buf[4 * IWC_SSID_MAX + 2];

	if (len < 0)
		len = 0;
	if (len > IWC_SSID_MAX)
		len = IWC_SSID_MAX;
	switch (fmt) {
	case IWC_GETID_SCHEME:
		if (scheme_form(buf, essid, (size_t)len) < 0)
			return -2;
		fprintf(f, "%s\n", buf);
		break;
	case IWC_GETID_RAW:
		/* printed as a C string: stops at the first NUL */
		fprintf(f, "%.*s\n", (int)strnlen((const char *)essid,
						  (size_t)len),
			(const char *)essid);
		break;
	default:
		iwc_essid_escape(buf, essid, (size_t)len);
		fprintf(f, "%-8.16s  ESSID:\"%s\"\n", ifname, buf);
		break;
	}
	return 0;
}

void iwc_fmt_getid_ap(FILE *f, enum iwc_getid_format fmt, const char *ifname,
		      const uint8_t *mac)
{
	char buf[32];

	iwc_ether_ntop(mac, buf);
	if (fmt == IWC_GETID_DEFAULT)
		fprintf(f, "%-8.16s  Access Point/Cell: %s\n", ifname, buf);
	else
		fprintf(f, "%s\n", buf);
}

void iwc_fmt_getid_freq(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			double freq, int flags)
{
	char buf[64];

	switch (fmt) {
	case IWC_GETID_SCHEME:
		fprintf(f, "freq%g\n", freq);
		break;
	case IWC_GETID_RAW:
		fprintf(f, "%g\n", freq);
		break;
	default:
		iwc_print_freq(buf, sizeof(buf), freq, -1, flags);
		fprintf(f, "%-8.16s  %s\n", ifname, buf);
		break;
	}
}

void iwc_fmt_getid_channel(FILE *f, enum iwc_getid_format fmt,
			   const char *ifname, int channel)
{
	switch (fmt) {
	case IWC_GETID_SCHEME:
		fprintf(f, "channel%d\n", channel);
		break;
	case IWC_GETID_RAW:
		fprintf(f, "%d\n", channel);
		break;
	default:
		fprintf(f, "%-8.16s  Channel:%d\n", ifname, channel);
		break;
	}
}

void iwc_fmt_getid_mode(FILE *f, enum iwc_getid_format fmt, const char *ifname,
			int mode)
{
	switch (fmt) {
	case IWC_GETID_SCHEME:
		fprintf(f, "%s\n", mode == IWC_MODE_ADHOC ? "AdHoc" :
							   iwc_mode_name(mode));
		break;
	case IWC_GETID_RAW:
		fprintf(f, "%d\n", mode);
		break;
	default:
		fprintf(f, "%-8.16s  Mode:%s\n", ifname, iwc_mode_name(mode));
		break;
	}
}

int iwc_fmt_getid_protocol(FILE *f, enum iwc_getid_format fmt,
			   const char *ifname, const char *proto)
{
	char buf[IWC_IFNAMSIZ + 1];

	switch (fmt) {
	case IWC_GETID_SCHEME:
		if (scheme_form(buf, (const uint8_t *)proto,
				strnlen(proto, IWC_IFNAMSIZ)) < 0)
			return -2;
		fprintf(f, "%s\n", buf);
		break;
	case IWC_GETID_RAW:
		fprintf(f, "%s\n", proto);
		break;
	default:
		fprintf(f, "%-8.16s  Protocol Name:\"%s\"\n", ifname, proto);
		break;
	}
	return 0;
}

int iwc_fmt_getid_result(FILE *f, enum iwc_getid_format fmt,
			 const char *ifname, const struct iwc_getid_result *res)
{
	switch (res->what) {
	case IWC_GETID_AP:
		iwc_fmt_getid_ap(f, fmt, ifname, res->mac);
		return 0;
	case IWC_GETID_CHANNEL:
		iwc_fmt_getid_channel(f, fmt, ifname, res->channel);
		return 0;
	case IWC_GETID_FREQ:
		/* the flags byte is uninitialised stack in iwgetid: ':' is
		 * what the Debian binary prints */
		iwc_fmt_getid_freq(f, fmt, ifname, iwc_freq2float(&res->freq),
				   0);
		return 0;
	case IWC_GETID_MODE:
		iwc_fmt_getid_mode(f, fmt, ifname, res->mode);
		return 0;
	case IWC_GETID_PROTO:
		return iwc_fmt_getid_protocol(f, fmt, ifname, res->protocol);
	default:
		/* an SSID with no scheme form: the NWID fallback, which
		 * fails on cfg80211 */
		return iwc_fmt_getid_essid(f, fmt, ifname, res->essid,
					   res->essid_len) < 0 ? -1 : 0;
	}
}
