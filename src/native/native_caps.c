/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_caps.c - iw 5.19's HT, VHT and HE capability text (util.c's
 * print_ht_capability, print_ht_mcs, print_vht_info, __print_he_capa):
 * one printer each for "phy PHY info" and for the elements of scan
 * results.
 */
#include <stdbool.h>

#include "bytes.h"
#include "native_caps.h"

#define BIT(n) (1u << (n))
#define N_ELEM(a) (sizeof(a) / sizeof((a)[0]))

void iwc_print_capbits(FILE *f, const char *pre, const uint32_t *w,
		       const struct iwc_capbit *b, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint32_t v = w[b[i].idx] >> b[i].shift;

		if (!b[i].mask) {
			if (v & 1)
				fprintf(f, "%s\t\t\t%s\n", pre, b[i].s);
		} else if (v & b[i].mask) {
			fprintf(f, "%s\t\t\t%s: %d\n", pre, b[i].s,
				(int)(v & b[i].mask));
		}
	}
}

void iwc_iw_print_ht_capability(FILE *f, uint16_t cap)
{
	static const char *const smps[4] = {
		"Static SM Power Save", "Dynamic SM Power Save", NULL,
		"SM Power Save disabled",
	};
	static const char *const rx_stbc[4] = {
		"No RX STBC", "RX STBC 1-stream", "RX STBC 2-streams",
		"RX STBC 3-streams",
	};

	fprintf(f, "\t\tCapabilities: 0x%02x\n", cap);
	if (cap & BIT(0))
		fputs("\t\t\tRX LDPC\n", f);
	fputs(cap & BIT(1) ? "\t\t\tHT20/HT40\n" : "\t\t\tHT20\n", f);
	if (smps[(cap >> 2) & 3])
		fprintf(f, "\t\t\t%s\n", smps[(cap >> 2) & 3]);
	if (cap & BIT(4))
		fputs("\t\t\tRX Greenfield\n", f);
	if (cap & BIT(5))
		fputs("\t\t\tRX HT20 SGI\n", f);
	if (cap & BIT(6))
		fputs("\t\t\tRX HT40 SGI\n", f);
	if (cap & BIT(7))
		fputs("\t\t\tTX STBC\n", f);
	fprintf(f, "\t\t\t%s\n", rx_stbc[(cap >> 8) & 3]);
	if (cap & BIT(10))
		fputs("\t\t\tHT Delayed Block Ack\n", f);
	fprintf(f, "\t\t\tMax AMSDU length: %s bytes\n",
		cap & BIT(11) ? "7935" : "3839");
	fputs(cap & BIT(12) ? "\t\t\tDSSS/CCK HT40\n" :
	      "\t\t\tNo DSSS/CCK HT40\n", f);
	if (cap & BIT(14))
		fputs("\t\t\t40 MHz Intolerant\n", f);
	if (cap & BIT(15))
		fputs("\t\t\tL-SIG TXOP protection\n", f);
}

/* the indexes set in the first 77 bits of @mcs: " 0-7, 9, 12-15" */
static void print_mcs_index(FILE *f, const uint8_t *mcs)
{
	int prev = -2;
	bool cont = false;

	for (int b = 0; b <= 76; b++) {
		if (!(mcs[b / 8] & (1u << (b % 8))))
			continue;
		if (prev != b - 1) {
			if (prev != -2)
				fprintf(f, "%d, ", prev);
			else
				fputc(' ', f);
			fprintf(f, "%d", b);
			cont = false;
		} else if (!cont) {
			fputc('-', f);
			cont = true;
		}
		prev = b;
	}
	if (cont)
		fprintf(f, "%d", prev);
	fputc('\n', f);
}

void iwc_iw_print_ht_mcs(FILE *f, const uint8_t *mcs)
{
	unsigned int max_rx = mcs[10] | ((mcs[11] & 0x3) << 8);
	bool tx_defined = mcs[12] & BIT(0);
	bool tx_equal = !(mcs[12] & BIT(1));

	if (max_rx)
		fprintf(f, "\t\tHT Max RX data rate: %u Mbps\n", max_rx);
	if (tx_defined && tx_equal) {
		fputs("\t\tHT TX/RX MCS rate indexes supported:", f);
		print_mcs_index(f, mcs);
	} else if (tx_defined) {
		fputs("\t\tHT RX MCS rate indexes supported:", f);
		print_mcs_index(f, mcs);
		fprintf(f, "\t\tTX unequal modulation %ssupported\n",
			mcs[12] & BIT(4) ? "" : "not ");
		fprintf(f, "\t\tHT TX Max spatial streams: %d\n",
			((mcs[12] >> 2) & 3) + 1);
		fputs("\t\tHT TX MCS rate indexes supported may differ\n", f);
	} else {
		fputs("\t\tHT RX MCS rate indexes supported:", f);
		print_mcs_index(f, mcs);
		fputs("\t\tHT TX MCS rate indexes are undefined\n", f);
	}
}

/* NSS ratios in quarters per [channel width set][extended NSS BW]:
 * 20, 40, 80, 160, 80+80 MHz; all zero: reserved */
static const uint8_t nss_ratio[3][4][5] = {
	{ { 4, 4, 4, 0, 0 }, { 4, 4, 4, 2, 0 }, { 4, 4, 4, 2, 2 },
	  { 4, 4, 4, 3, 3 } },
	{ { 4, 4, 4, 4, 0 }, { 4, 4, 4, 4, 2 }, { 4, 4, 4, 4, 3 },
	  { 8, 8, 8, 8, 1 } },
	{ { 4, 4, 4, 4, 4 }, { 0 }, { 0 }, { 8, 8, 8, 4, 4 } },
};

static void print_nss_ratio(FILE *f, const char *str, int ratio)
{
	const char *r;

	if (!ratio || ratio == 4)
		return;
	switch (ratio) {
	case 3: r = "3/4"; break;
	case 2: r = "1/2"; break;
	case 8: r = "x2"; break;
	default: r = "undef"; break;
	}
	fprintf(f, "%s (%s NSS) ", str, r);
}

static void print_vht_mcs_map(FILE *f, uint16_t map)
{
	static const char *const v[4] = {
		"MCS 0-7", "MCS 0-8", "MCS 0-9", "not supported",
	};

	for (int i = 1; i <= 8; i++)
		fprintf(f, "\t\t\t%d streams: %s\n", i, v[(map >> ((i - 1) * 2)) & 3]);
}

void iwc_iw_print_vht_info(FILE *f, uint32_t capa, const uint8_t *mcs)
{
	static const char *const mpdu[4] = {
		"3895", "7991", "11454", "(reserved)",
	};
	static const struct { int bit; const char *s; } bits[] = {
		{ 4, "RX LDPC" }, { 5, "short GI (80 MHz)" },
		{ 6, "short GI (160/80+80 MHz)" }, { 7, "TX STBC" },
		{ 11, "SU Beamformer" }, { 12, "SU Beamformee" },
		{ 19, "MU Beamformer" }, { 20, "MU Beamformee" },
		{ 21, "VHT TXOP PS" }, { 22, "+HTC-VHT" },
		{ 28, "RX antenna pattern consistency" },
		{ 29, "TX antenna pattern consistency" },
	};
	uint32_t width = (capa >> 2) & 3, ext = (capa >> 30) & 3;
	const uint8_t *r = width < 3 ? nss_ratio[width][ext] : NULL;
	uint16_t tmp;

	fprintf(f, "\t\tVHT Capabilities (0x%.8x):\n", capa);
	fprintf(f, "\t\t\tMax MPDU length: %s\n", mpdu[capa & 3]);
	fputs("\t\t\tSupported Channel Width: ", f);
	if (!r || !r[0]) {
		fputs("(reserved)\n", f);
	} else if (r[0] == 4 && r[1] == 4 && r[2] == 4 &&
		   (!r[3] || r[3] == 4) && (!r[4] || r[4] == 4)) {
		static const char *const w[3] = {
			"neither 160 nor 80+80", "160 MHz",
			"160 MHz, 80+80 MHz",
		};

		fprintf(f, "%s\n", w[width]);
	} else {
		print_nss_ratio(f, "20Mhz", r[0]);
		print_nss_ratio(f, "40Mhz", r[1]);
		print_nss_ratio(f, "80Mhz", r[2]);
		print_nss_ratio(f, "160Mhz", r[3]);
		print_nss_ratio(f, "80+80Mhz", r[4]);
		fputc('\n', f);
	}
	for (size_t i = 0; i < N_ELEM(bits); i++)
		if (capa & BIT(bits[i].bit))
			fprintf(f, "\t\t\t%s\n", bits[i].s);
	fputs("\t\tVHT RX MCS set:\n", f);
	print_vht_mcs_map(f, le16(mcs));
	tmp = le16(mcs + 2);
	fprintf(f, "\t\tVHT RX highest supported: %d Mbps\n", tmp & 0x1fff);
	fputs("\t\tVHT TX MCS set:\n", f);
	print_vht_mcs_map(f, le16(mcs + 4));
	tmp = le16(mcs + 6);
	fprintf(f, "\t\tVHT TX highest supported: %d Mbps\n", tmp & 0x1fff);
	fprintf(f, "\t\tVHT extended NSS: %ssupported\n",
		tmp & BIT(13) ? "" : "not ");
}

static const struct iwc_capbit he_mac_bits[] = {
	{ 0, 0, 0, "+HTC HE Supported" }, { 0, 1, 0, "TWT Requester" },
	{ 0, 2, 0, "TWT Responder" },
	{ 0, 3, 0x3, "Dynamic BA Fragementation Level" },
	{ 0, 5, 0x7, "Maximum number of MSDUS Fragments" },
	{ 0, 8, 0x3, "Minimum Payload size of 128 bytes" },
	{ 0, 10, 0x3, "Trigger Frame MAC Padding Duration" },
	{ 0, 12, 0x7, "Multi-TID Aggregation Support" },
	{ 1, 1, 0, "All Ack" }, { 1, 2, 0, "TRS" }, { 1, 3, 0, "BSR" },
	{ 1, 4, 0, "Broadcast TWT" }, { 1, 5, 0, "32-bit BA Bitmap" },
	{ 1, 6, 0, "MU Cascading" }, { 1, 7, 0, "Ack-Enabled Aggregation" },
	{ 1, 9, 0, "OM Control" }, { 1, 10, 0, "OFDMA RA" },
	{ 1, 11, 0x3, "Maximum A-MPDU Length Exponent" },
	{ 1, 13, 0, "A-MSDU Fragmentation" },
	{ 1, 14, 0, "Flexible TWT Scheduling" },
	{ 1, 15, 0, "RX Control Frame to MultiBSS" },
	{ 2, 0, 0, "BSRP BQRP A-MPDU Aggregation" }, { 2, 1, 0, "QTP" },
	{ 2, 2, 0, "BQR" }, { 2, 3, 0, "SRP Responder Role" },
	{ 2, 4, 0, "NDP Feedback Report" }, { 2, 5, 0, "OPS" },
	{ 2, 6, 0, "A-MSDU in A-MPDU" },
	{ 2, 7, 7, "Multi-TID Aggregation TX" },
	{ 2, 10, 0, "HE Subchannel Selective Transmission" },
	{ 2, 11, 0, "UL 2x996-Tone RU" },
	{ 2, 12, 0, "OM Control UL MU Data Disable RX" },
};

static const struct iwc_capbit he_phy_bits[] = {
	{ 0, 9, 0, "HE40/2.4GHz" }, { 0, 10, 0, "HE40/HE80/5GHz" },
	{ 0, 11, 0, "HE160/5GHz" }, { 0, 12, 0, "HE160/HE80+80/5GHz" },
	{ 0, 13, 0, "242 tone RUs/2.4GHz" }, { 0, 14, 0, "242 tone RUs/5GHz" },
	{ 1, 0, 0xf, "Punctured Preamble RX" },
	{ 1, 4, 0x1, "Device Class" },
	{ 1, 5, 0, "LDPC Coding in Payload" },
	{ 1, 6, 0, "HE SU PPDU with 1x HE-LTF and 0.8us GI" },
	{ 1, 7, 0x3, "Midamble Rx Max NSTS" },
	{ 1, 9, 0, "NDP with 4x HE-LTF and 3.2us GI" },
	{ 1, 10, 0, "STBC Tx <= 80MHz" }, { 1, 11, 0, "STBC Rx <= 80MHz" },
	{ 1, 12, 0, "Doppler Tx" }, { 1, 13, 0, "Doppler Rx" },
	{ 1, 14, 0, "Full Bandwidth UL MU-MIMO" },
	{ 1, 15, 0, "Partial Bandwidth UL MU-MIMO" },
	{ 2, 0, 0x3, "DCM Max Constellation" },
	{ 2, 2, 0x1, "DCM Max NSS Tx" },
	{ 2, 3, 0x3, "DCM Max Constellation Rx" },
	{ 2, 5, 0x1, "DCM Max NSS Rx" },
	{ 2, 6, 0, "Rx HE MU PPDU from Non-AP STA" },
	{ 2, 7, 0, "SU Beamformer" }, { 2, 8, 0, "SU Beamformee" },
	{ 2, 9, 0, "MU Beamformer" },
	{ 2, 10, 0x7, "Beamformee STS <= 80Mhz" },
	{ 2, 13, 0x7, "Beamformee STS > 80Mhz" },
	{ 3, 0, 0x7, "Sounding Dimensions <= 80Mhz" },
	{ 3, 3, 0x7, "Sounding Dimensions > 80Mhz" },
	{ 3, 6, 0, "Ng = 16 SU Feedback" }, { 3, 7, 0, "Ng = 16 MU Feedback" },
	{ 3, 8, 0, "Codebook Size SU Feedback" },
	{ 3, 9, 0, "Codebook Size MU Feedback" },
	{ 3, 10, 0, "Triggered SU Beamforming Feedback" },
	{ 3, 11, 0, "Triggered MU Beamforming Feedback" },
	{ 3, 12, 0, "Triggered CQI Feedback" },
	{ 3, 13, 0, "Partial Bandwidth Extended Range" },
	{ 3, 14, 0, "Partial Bandwidth DL MU-MIMO" },
	{ 3, 15, 0, "PPE Threshold Present" },
	{ 4, 0, 0, "SRP-based SR" }, { 4, 1, 0, "Power Boost Factor ar" },
	{ 4, 2, 0, "HE SU PPDU & HE PPDU 4x HE-LTF 0.8us GI" },
	{ 4, 3, 0x7, "Max NC" },
	{ 4, 6, 0, "STBC Tx > 80MHz" }, { 4, 7, 0, "STBC Rx > 80MHz" },
	{ 4, 8, 0, "HE ER SU PPDU 4x HE-LTF 0.8us GI" },
	{ 4, 9, 0, "20MHz in 40MHz HE PPDU 2.4GHz" },
	{ 4, 10, 0, "20MHz in 160/80+80MHz HE PPDU" },
	{ 4, 11, 0, "80MHz in 160/80+80MHz HE PPDU" },
	{ 4, 12, 0, "HE ER SU PPDU 1x HE-LTF 0.8us GI" },
	{ 4, 13, 0, "Midamble Rx 2x & 1x HE-LTF" },
	{ 4, 14, 0x3, "DCM Max BW" },
	{ 5, 0, 0, "Longer Than 16HE SIG-B OFDM Symbols" },
	{ 5, 1, 0, "Non-Triggered CQI Feedback" },
	{ 5, 2, 0, "TX 1024-QAM" }, { 5, 3, 0, "RX 1024-QAM" },
	{ 5, 4, 0, "RX Full BW SU Using HE MU PPDU with Compression SIGB" },
	{ 5, 5, 0, "RX Full BW SU Using HE MU PPDU with Non-Compression SIGB" },
};

void iwc_iw_print_he_capa(FILE *f, const char *pre, const uint8_t *mac,
			  const uint8_t *phy, const uint8_t *mcs,
			  size_t mcs_len, const uint8_t *ppet,
			  size_t ppet_len)
{
	static const uint8_t support[3] = { BIT(1) | BIT(2), BIT(3), BIT(4) };
	static const char *const bw[3] = { "<= 80", "160", "80+80" };
	uint32_t macw[3], phyw[6];
	size_t used = 0;

	for (int i = 0; i < 3; i++)
		macw[i] = le16(mac + 2 * i);
	for (int i = 0; i < 6; i++)
		phyw[i] = le16(phy + 2 * i);

	fprintf(f, "%s\t\tHE MAC Capabilities (0x", pre);
	for (int i = 0; i < 3; i++)
		fprintf(f, "%04x", macw[i]);
	fputs("):\n", f);
	iwc_print_capbits(f, pre, macw, he_mac_bits, N_ELEM(he_mac_bits));
	fprintf(f, "%s\t\tHE PHY Capabilities: (0x", pre);
	for (int i = 0; i < 11; i++)
		fprintf(f, "%02x", phy[i + 1]);
	fputs("):\n", f);
	iwc_print_capbits(f, pre, phyw, he_phy_bits, N_ELEM(he_phy_bits));

	for (int i = 0; i < 3; i++) {
		if (!(phyw[0] & ((unsigned int)support[i] << 8)))
			continue;
		/* more sets than bytes: iw stops here */
		if ((size_t)(i * 2 + 2) * 2 >= mcs_len)
			return;
		for (int j = 0; j < 2; j++) {
			uint16_t m = le16(mcs + 2 * (i * 2 + j));

			fprintf(f, "%s\t\tHE %s MCS and NSS set %s MHz\n", pre,
				j ? "TX" : "RX", bw[i]);
			for (int k = 0; k < 8; k++) {
				int v = (m >> (k * 2)) & 3;

				fprintf(f, "%s\t\t\t%d streams: ", pre, k + 1);
				if (v == 3)
					fputs("not supported\n", f);
				else
					fprintf(f, "MCS 0-%d\n", 7 + v * 2);
			}
		}
		used += 4;
	}
	if (!ppet) {
		/* an element: the thresholds follow the sets in use */
		ppet = mcs + used;
		ppet_len = used < mcs_len ? mcs_len - used : 0;
	}
	if (ppet_len && (phyw[3] & BIT(15))) {
		fprintf(f, "%s\t\tPPE Threshold ", pre);
		for (size_t i = 0; i < ppet_len; i++)
			if (ppet[i])
				fprintf(f, "0x%02x ", ppet[i]);
		fputc('\n', f);
	}
}
