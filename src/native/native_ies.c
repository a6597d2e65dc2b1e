/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_ies.c - information elements of a BSS as "iw dev IF scan dump"
 * (iw 5.19's print_ies(..., PRINT_SCAN)) prints them, byte for byte,
 * including its complaints about malformed elements: the walk and the
 * plain elements (RSN, HT and VHT in native_ies_ht.c, vendor and
 * extension elements in native_ies_vendor.c). Every printer reads only
 * the element it is given; an element running past the buffer ends the
 * walk, as in iw.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/native.h"
#include "bytes.h"
#include "native_dialect.h"
#include "native_ies.h"

const uint8_t iwc_ie_ms_oui[3] = { 0x00, 0x50, 0xf2 };
const uint8_t iwc_ie_ieee_oui[3] = { 0x00, 0x0f, 0xac };
const uint8_t iwc_ie_wfa_oui[3] = { 0x50, 0x6f, 0x9a };

void iwc_ie_tab_on_first(FILE *f, bool *first)
{
	if (!*first)
		fputc('\t', f);
	else
		*first = false;
}

void iwc_ie_hex(FILE *f, const uint8_t *d, int n)
{
	for (int i = 0; i < n; i++)
		fprintf(f, " %.02x", d[i]);
}

static void p_ssid(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputc(' ', c->f);
	iwc_iw_print_ssid(c->f, d, len);
	fputc('\n', c->f);
}

static void p_rates(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fputc(' ', c->f);
	for (int i = 0; i < len; i++) {
		int r = d[i] & 0x7f;

		if (r == 126 && (d[i] & 0x80))
			fputs("VHT", c->f);
		else if (r == 127 && (d[i] & 0x80))
			fputs("HT", c->f);
		else
			fprintf(c->f, "%d.%d", r / 2, 5 * (r & 1));
		fprintf(c->f, "%s ", (d[i] & 0x80) ? "*" : "");
	}
	fputc('\n', c->f);
}

static void p_rm_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const names[36] = {
		[0] = "Link Measurement",
		[1] = "Neighbor Report",
		[2] = "Parallel Measurements",
		[3] = "Repeated Measurements",
		[4] = "Beacon Passive Measurement",
		[5] = "Beacon Active Measurement",
		[6] = "Beacon Table Measurement",
		[7] = "Beacon Measurement Reporting Conditions",
		[8] = "Frame Measurement",
		[9] = "Channel Load",
		[10] = "Noise Histogram Measurement",
		[11] = "Statistics Measurement",
		[12] = "LCI Measurement",
		[13] = "LCI Azimuth",
		[14] = "Transmit Stream/Category Measurement",
		[15] = "Triggered Transmit Stream/Category",
		[16] = "AP Channel Report",
		[17] = "RM MIB Capability",
		[27] = "Measurement Pilot Transmission Information",
		[28] = "Neighbor Report TSF Offset",
		[29] = "RCPI Measurement",
		[30] = "RSNI Measurement",
		[31] = "BSS Average Access Delay",
		[32] = "BSS Available Admission",
		[33] = "Antenna",
		[34] = "FTM Range Report",
		[35] = "Civic Location Measurement",
	};
	uint64_t capa = 0;

	(void)len;
	for (int i = 0; i < 5; i++)
		capa |= (uint64_t)d[i] << (8 * i);
	fprintf(c->f, "\n\t\tCapabilities: 0x%02x 0x%02x 0x%02x 0x%02x 0x%02x\n",
		d[0], d[1], d[2], d[3], d[4]);
	for (int b = 0; b < 36; b++)
		if (names[b] && (capa & (1ull << b)))
			fprintf(c->f, "\t\t\t%s\n", names[b]);
	fprintf(c->f, "\t\tNonoperating Channel Max Measurement Duration: %i\n",
		d[3] >> 5);
	fprintf(c->f, "\t\tMeasurement Pilot Capability: %i\n", d[4] & 7);
}

static void p_ds(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " channel %d\n", d[0]);
}

static void p_country(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	const char *env;

	switch (d[2]) {
	case 'I':
		env = "Indoor only";
		break;
	case 'O':
		env = "Outdoor only";
		break;
	case ' ':
		env = "Indoor/Outdoor";
		break;
	default:
		env = "bogus";
		break;
	}
	fprintf(c->f, " %.*s", 2, (const char *)d);
	fprintf(c->f, "\tEnvironment: %s\n", env);
	d += 3;
	len -= 3;
	if (len < 3) {
		fputs("\t\tNo country IE triplets present\n", c->f);
		return;
	}
	for (; len >= 3; d += 3, len -= 3) {
		int end;

		if (d[0] >= 201) {
			fprintf(c->f, "\t\tExtension ID: %d Regulatory Class: %d Coverage class: %d (up to %dm)\n",
				d[0], d[1], d[2], d[2] * 450);
			continue;
		}
		if (d[0] <= 14)
			end = d[0] + (d[1] - 1);
		else
			end = d[0] + 4 * (d[1] - 1);
		fprintf(c->f, "\t\tChannels [%d - %d] @ %d dBm\n", d[0], end,
			(int8_t)d[2]);
	}
}

static void p_powerconstraint(const struct ie_ctx *c, uint8_t len,
			      const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " %d dB\n", d[0]);
}

static void p_tpcreport(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " TX power: %d dBm\n", d[0]);
}

static void p_erp(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	if (d[0] == 0)
		fputs(" <no flags>", c->f);
	if (d[0] & 0x01)
		fputs(" NonERP_Present", c->f);
	if (d[0] & 0x02)
		fputs(" Use_Protection", c->f);
	if (d[0] & 0x04)
		fputs(" Barker_Preamble_Mode", c->f);
	fputc('\n', c->f);
}

static void p_ap_chan_report(const struct ie_ctx *c, uint8_t len,
			     const uint8_t *d)
{
	fprintf(c->f, "\n\t\t * operating class: %d\n", d[0]);
	fputs("\t\t * channel(s):", c->f);
	for (int i = 1; i < len; i++)
		fprintf(c->f, " %d", d[i]);
	fputc('\n', c->f);
}

static void p_supp_op_classes(const struct ie_ctx *c, uint8_t len,
			      const uint8_t *d)
{
	const uint8_t *p = d, *end = d + len;

	fprintf(c->f, "\n\t\t * current operating class: %d\n", *p);
	while (++p < end) {
		if (*p == 130) {
			/* the current operating class extension */
			while (++p < end)
				fprintf(c->f, "\t\t * current operating class extension: %d\n",
					*p);
			return;
		}
		if (*p == 0)
			return;
		fprintf(c->f, "\t\t * operating class: %d\n", *p);
	}
}

static void p_meas_pilot(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d)
{
	const uint8_t *p;
	uint8_t left;

	fprintf(c->f, "\n\t\t * interval: %d TUs\n", d[0]);
	if (len <= 1)
		return;
	p = d + 1;
	left = (uint8_t)(len - 1);
	while (left >= 5) {
		uint8_t id = p[0], sl = p[1];

		p += 2;
		left -= 2;
		if (id != 221) {
			fprintf(c->f, "\t\t * <Invalid subelement ID %d>\n", id);
			return;
		}
		if (sl < 3 || sl > left) {
			fputs(" <Parse error, element too short>\n", c->f);
			return;
		}
		fprintf(c->f, "\t\t * vendor specific: OUI %.2x:%.2x:%.2x, data:",
			p[0], p[1], p[2]);
		for (int i = 3; i < sl; i++)
			fprintf(c->f, " %.2x", p[i]);
		fputc('\n', c->f);
		p += sl;
		left -= sl;
	}
}

static void p_obss_scan(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	FILE *f = c->f;
	int thr = le16(d + 12);

	(void)len;
	fprintf(f, "\n\t\t * passive dwell: %d TUs\n", le16(d));
	fprintf(f, "\t\t * active dwell: %d TUs\n", le16(d + 2));
	fprintf(f, "\t\t * channel width trigger scan interval: %d s\n",
		le16(d + 4));
	fprintf(f, "\t\t * scan passive total per channel: %d TUs\n",
		le16(d + 6));
	fprintf(f, "\t\t * scan active total per channel: %d TUs\n",
		le16(d + 8));
	fprintf(f, "\t\t * BSS width channel transition delay factor: %d\n",
		le16(d + 10));
	fprintf(f, "\t\t * OBSS Scan Activity Threshold: %d.%02d %%\n",
		thr / 100, thr % 100);
}

static void p_secchan(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	if (d[0] < 4)
		fprintf(c->f, " %s (%d)\n", iwc_ie_ht_secondary[d[0]], d[0]);
	else
		fprintf(c->f, " %d\n", d[0]);
}

static void p_bss_load(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, "\n\t\t * station count: %d\n", le16(d));
	fprintf(c->f, "\t\t * channel utilisation: %d/255\n", d[2]);
	fprintf(c->f, "\t\t * available admission capacity: %d [*32us]\n",
		le16(d + 3));
}

static void p_mesh_conf(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const capa[] = {
		"Accepting Additional Mesh Peerings", "MCCA Supported",
		"MCCA Enabled", "Forwarding", "MBCA Supported",
		"TBTT Adjusting", "Mesh Power Save Level",
	};
	FILE *f = c->f;

	(void)len;
	fprintf(f, "\n\t\t * Active Path Selection Protocol ID: %d\n", d[0]);
	fprintf(f, "\t\t * Active Path Selection Metric ID: %d\n", d[1]);
	fprintf(f, "\t\t * Congestion Control Mode ID: %d\n", d[2]);
	fprintf(f, "\t\t * Synchronization Method ID: %d\n", d[3]);
	fprintf(f, "\t\t * Authentication Protocol ID: %d\n", d[4]);
	fputs("\t\t * Mesh Formation Info:\n", f);
	fprintf(f, "\t\t\t Number of Peerings: %d\n", (d[5] & 0x7e) >> 1);
	if (d[5] & 0x01)
		fputs("\t\t\t Connected to Mesh Gate\n", f);
	if (d[5] & 0x80)
		fputs("\t\t\t Connected to AS\n", f);
	fputs("\t\t * Mesh Capability\n", f);
	for (int i = 0; i < 7; i++)
		if (d[6] & (1 << i))
			fprintf(f, "\t\t\t %s\n", capa[i]);
}

static void p_ext_capa(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	static const char *const names[75] = {
		"HT Information Exchange Supported",
		"reserved (On-demand Beacon)", "Extended Channel Switching",
		"reserved (Wave Indication)", "PSMP Capability",
		"reserved (Service Interval Granularity)", "S-PSMP Capability",
		"Event", "Diagnostics", "Multicast Diagnostics",
		"Location Tracking", "FMS", "Proxy ARP Service",
		"Collocated Interference Reporting", "Civic Location",
		"Geospatial Location", "TFS", "WNM-Sleep Mode",
		"TIM Broadcast", "BSS Transition", "QoS Traffic Capability",
		"AC Station Count", "Multiple BSSID", "Timing Measurement",
		"Channel Usage", "SSID List", "DMS", "UTC TSF Offset",
		"TDLS Peer U-APSD Buffer STA Support", "TDLS Peer PSM Support",
		"TDLS channel switching", "Interworking", "QoS Map", "EBR",
		"SSPN Interface", "Reserved", "MSGCF Capability",
		"TDLS Support", "TDLS Prohibited",
		"TDLS Channel Switching Prohibited",
		"Reject Unadmitted Frame", NULL, NULL, NULL,
		"Identifier Location", "U-APSD Coexistence",
		"WNM-Notification", "Reserved", "UTF-8 SSID", "QMFActivated",
		"QMFReconfigurationActivated", "Robust AV Streaming",
		"Advanced GCR", "Mesh GCR", "SCS", "QLoad Report",
		"Alternate EDCA", "Unprotected TXOP Negotiation",
		"Protected TXOP egotiation", "Reserved",
		"Protected QLoad Report", "TDLS Wider Bandwidth",
		"Operating Mode Notification", NULL, NULL,
		"Channel Schedule Management",
		"Geodatabase Inband Enabling Signal",
		"Network Channel Control", "White Space Map",
		"Channel Availability Query", "FTM Responder",
		"FTM Initiator", "Reserved",
		"Extended Spectrum Management Capable", "Reserved",
	};
	const uint8_t *ie = c->all;
	int ielen = c->all_len, si = 0, amsdu = 0;
	bool spsmp = false, vht = false;
	FILE *f = c->f;

	/* iw's own walk (its bound differs from print_ies') */
	while (ie && ielen >= 2 && ielen >= ie[1]) {
		if (ie[0] == 191) {
			vht = true;
			break;
		}
		ielen -= ie[1] + 2;
		ie += ie[1] + 2;
	}
	for (int i = 0; i < len; i++) {
		for (int bit = 0; bit < 8; bit++) {
			int n = i * 8 + bit;

			if (!(d[i] & (1 << bit)))
				continue;
			fputs("\n\t\t *", f);
			if (n == 6)
				spsmp = true;
			if (n >= 41 && n <= 43) {
				if (!spsmp)
					fputs(" Reserved", f);
				else
					si += 1 << (n - 41);
			} else if (n == 63 || n == 64) {
				if (!vht)
					fputs(" Reserved", f);
				else
					amsdu += 1 << (n - 63);
			} else if (n < 75) {
				fprintf(f, " %s", names[n]);
			} else {
				iwc_iw_ext_capa_other(c->iw, f, n);
			}
		}
	}
	if (spsmp)
		fprintf(f, "\n\t\t * Service Interval Granularity is %d ms",
			(si + 1) * 5);
	if (vht) {
		static const char *const m[] = { "unlimited", "32", "16", "8" };

		fprintf(f, "\n\t\t * Max Number Of MSDUs In A-MSDU is %s",
			m[amsdu & 3]);
	}
	fputc('\n', f);
}

static void p_tim(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	fprintf(c->f, " DTIM Count %u DTIM Period %u Bitmap Control 0x%x Bitmap[0] 0x%x",
		d[0], d[1], d[2], d[3]);
	if (len - 4)
		fprintf(c->f, " (+ %u octet%s)", len - 4,
			len - 4 == 1 ? "" : "s");
	fputc('\n', c->f);
}

static void p_ibssatim(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	(void)len;
	fprintf(c->f, " %d TUs\n", le16(d));
}

static const char *ntype_11u(uint8_t t)
{
	static const char *const n[] = {
		"Private", "Private with Guest", "Chargeable Public",
		"Free Public", "Personal Device", "Emergency Services Only",
	};

	if (t < 6)
		return n[t];
	return t == 14 ? "Test or Experimental" : t == 15 ? "Wildcard" :
	       "Reserved";
}

static const char *vgroup_11u(uint8_t t)
{
	static const char *const n[] = {
		"Unspecified", "Assembly", "Business", "Educational",
		"Factory and Industrial", "Institutional", "Mercantile",
		"Residential", "Storage", "Utility and Miscellaneous",
		"Vehicular", "Outdoor",
	};

	return t < 12 ? n[t] : "Reserved";
}

static void p_interworking(const struct ie_ctx *c, uint8_t len,
			   const uint8_t *d)
{
	static const char *const bits[] = { "Internet", "ASRA", "ESR", "UESA" };
	FILE *f = c->f;

	fputc('\n', f);
	if (len >= 1) {
		fprintf(f, "\t\tNetwork Options: 0x%hx\n", (unsigned short)d[0]);
		fprintf(f, "\t\t\tNetwork Type: %i (%s)\n", d[0] & 0xf,
			ntype_11u(d[0] & 0xf));
		for (int i = 0; i < 4; i++)
			if (d[0] & (1 << (4 + i)))
				fprintf(f, "\t\t\t%s\n", bits[i]);
	}
	if (len == 3 || len == 9) {
		fprintf(f, "\t\tVenue Group: %i (%s)\n", d[1], vgroup_11u(d[1]));
		fprintf(f, "\t\tVenue Type: %i\n", d[2]);
	}
	if (len == 9 || len == 7) {
		const uint8_t *h = d + (len == 9 ? 3 : 1);

		fprintf(f, "\t\tHESSID: %02x:%02x:%02x:%02x:%02x:%02x\n",
			h[0], h[1], h[2], h[3], h[4], h[5]);
	}
}

static void p_11u_advert(const struct ie_ctx *c, uint8_t len,
			 const uint8_t *d)
{
	FILE *f = c->f;

	fputc('\n', f);
	for (int i = 0; i < len - 1; i += 2) {
		uint8_t qri = d[i], proto = d[i + 1];

		fprintf(f, "\t\tQuery Response Info: 0x%hx\n",
			(unsigned short)qri);
		fprintf(f, "\t\t\tQuery Response Length Limit: %i\n",
			qri & 0x7f);
		if (qri & 0x80)
			fputs("\t\t\tPAME-BI\n", f);
		switch (proto) {
		case 0:
			fputs("\t\t\tANQP\n", f);
			break;
		case 1:
			fputs("\t\t\tMIH Information Service\n", f);
			break;
		case 2:
			fputs("\t\t\tMIH Command and Event Services Capability Discovery\n",
			      f);
			break;
		case 3:
			fputs("\t\t\tEmergency Alert System (EAS)\n", f);
			break;
		case 221:
			fputs("\t\t\tVendor Specific\n", f);
			break;
		default:
			fprintf(f, "\t\t\tReserved: %i\n", proto);
			break;
		}
	}
}

static void rcon_oi(FILE *f, int n, const uint8_t *d, int off, int oilen,
		    int len)
{
	if (oilen <= 0)
		return;
	fprintf(f, "\t\tOI %d: ", n);
	if (2 + off + oilen > len) {
		fputs("Invalid IE length.\n", f);
		return;
	}
	for (int i = 0; i < oilen; i++)
		fprintf(f, "%02x", d[2 + off + i]);
	fputc('\n', f);
}

static void p_11u_rcon(const struct ie_ctx *c, uint8_t len, const uint8_t *d)
{
	int ln0 = d[1] & 0xf, ln1 = (d[1] & 0xf0) >> 4, ln2 = 0;

	fputc('\n', c->f);
	if (ln1)
		ln2 = len - 2 - ln0 - ln1;
	fprintf(c->f, "\t\tANQP OIs: %i\n", d[0]);
	rcon_oi(c->f, 1, d, 0, ln0, len);
	rcon_oi(c->f, 2, d, ln0, ln1, len);
	rcon_oi(c->f, 3, d, ln0 + ln1, ln2, len);
}

static void p_tx_power_env(const struct ie_ctx *c, uint8_t len,
			   const uint8_t *d)
{
	static const char *const names[] = {
		"Local Maximum Transmit Power For 20 MHz",
		"Local Maximum Transmit Power For 40 MHz",
		"Local Maximum Transmit Power For 80 MHz",
		"Local Maximum Transmit Power For 160/80+80 MHz",
	};
	int count = d[0] & 7;

	fputc('\n', c->f);
	if (count + 2 != len || ((d[0] >> 3) & 7) != 0)
		return;
	for (int i = 0; i < count + 1 && i < 4; i++) {
		int8_t v = (int8_t)((int8_t)d[1 + i] >> 1);

		fprintf(c->f, "\t\t * %s: %i%s dBm\n", names[i], v,
			d[1 + i] & 1 ? ".5" : "");
	}
}

static const struct ie_print ieprinters[256] = {
	[0] = { "SSID", p_ssid, 0, 32 },
	[1] = { "Supported rates", p_rates, 0, 255 },
	[3] = { "DS Parameter set", p_ds, 1, 1 },
	[5] = { "TIM", p_tim, 4, 255 },
	[6] = { "IBSS ATIM window", p_ibssatim, 2, 2 },
	[7] = { "Country", p_country, 3, 255 },
	[11] = { "BSS Load", p_bss_load, 5, 5 },
	[32] = { "Power constraint", p_powerconstraint, 1, 1 },
	[35] = { "TPC report", p_tpcreport, 2, 2 },
	[42] = { "ERP", p_erp, 1, 255 },
	[45] = { "HT capabilities", iwc_ie_ht_capa, 26, 26 },
	[47] = { "ERP D4.0", p_erp, 1, 255 },
	[48] = { "RSN", iwc_ie_rsn, 2, 255 },
	[50] = { "Extended supported rates", p_rates, 0, 255 },
	[51] = { "AP Channel Report", p_ap_chan_report, 1, 255 },
	[59] = { "Supported operating classes", p_supp_op_classes, 1, 255 },
	[61] = { "HT operation", iwc_ie_ht_op, 22, 22 },
	[62] = { "Secondary Channel Offset", p_secchan, 1, 1 },
	[66] = { "Measurement Pilot Transmission", p_meas_pilot, 1, 255 },
	[70] = { "RM enabled capabilities", p_rm_capa, 5, 5 },
	[74] = { "Overlapping BSS scan params", p_obss_scan, 14, 255 },
	[107] = { "802.11u Interworking", p_interworking, 0, 255 },
	[108] = { "802.11u Advertisement", p_11u_advert, 0, 255 },
	[111] = { "802.11u Roaming Consortium", p_11u_rcon, 2, 255 },
	[113] = { "MESH Configuration", p_mesh_conf, 7, 7 },
	[114] = { "MESH ID", p_ssid, 0, 32 },
	[127] = { "Extended capabilities", p_ext_capa, 0, 255 },
	[191] = { "VHT capabilities", iwc_ie_vht_capa, 12, 255 },
	[192] = { "VHT operation", iwc_ie_vht_oper, 5, 255 },
	[195] = { "Transmit Power Envelope", p_tx_power_env, 2, 5 },
};

/* iw's iwc_ie_print(): the name, then the element or why it is invalid */
void iwc_ie_print(const struct ie_ctx *c, const struct ie_print *p,
		     uint8_t len, const uint8_t *d)
{
	fprintf(c->f, "\t%s:", p->name);
	if (len < p->minlen || len > p->maxlen) {
		if (len > 1) {
			fprintf(c->f, " <invalid: %d bytes:", len);
			iwc_ie_hex(c->f, d, len);
			fputs(">\n", c->f);
		} else if (len) {
			fprintf(c->f, " <invalid: 1 byte: %.02x>\n", d[0]);
		} else {
			fputs(" <invalid: no data>\n", c->f);
		}
		return;
	}
	p->print(c, len, d);
}

void iwc_iw_print_ies(int iw, FILE *f, const uint8_t *ie, size_t ielen,
		      bool unknown)
{
	struct ie_ctx c = { .f = f, .all = ie, .all_len = (int)ielen,
			     .iw = iw };

	if (!ie)
		return;
	while (ielen >= 2 && ielen - 2 >= ie[1]) {
		uint8_t id = ie[0], len = ie[1];
		const uint8_t *d = ie + 2;

		if (ieprinters[id].name && iwc_iw_ie_printed(iw, len))
			iwc_ie_print(&c, &ieprinters[id], len, d);
		else if (id == 221)
			iwc_ie_vendor(&c, len, d, unknown);
		else if (id == 255)
			iwc_ie_extension(&c, len, d, unknown);
		else if (unknown) {
			fprintf(f, "\tUnknown IE (%d):", id);
			for (int i = 0; i < len; i++)
				fprintf(f, " %.2x", d[i]);
			fputc('\n', f);
		}
		ielen -= (size_t)len + 2;
		ie += (size_t)len + 2;
	}
}
