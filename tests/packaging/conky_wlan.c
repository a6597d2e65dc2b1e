/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * conky_wlan.c - what conky's wireless support (BUILD_WLAN, its Linux
 * network statistics: src/linux.cc of conky 1.18) asks libiw, in the
 * same order and with the same types: iw_sockets_open,
 * iw_get_basic_config into a struct wireless_info, iw_get_range_info,
 * iw_get_stats, iw_get_ext(SIOCGIWAP and SIOCGIWRATE), iw_print_bitrate,
 * iw_sawap_ntop, iw_freq_to_channel, iw_print_freq_value,
 * iw_operation_mode[] and iw_sockets_close. Built by
 * tests/packaging/test-libiw-dev.sh against the -dev package; prints
 * what conky would show for each interface named.
 * Usage: conky_wlan IFNAME...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <iwlib.h>

static void show(const char *ifname)
{
	struct wireless_info *wi = calloc(1, sizeof(*wi));
	char rate[16] = "", ap[18] = "", freq[16] = "";
	int chan = 0, qual = -1, qual_max = -1;
	struct iwreq wrq;
	int skfd;

	if (!wi) {
		perror("calloc");
		exit(1);
	}
	skfd = iw_sockets_open();
	if (iw_get_basic_config(skfd, ifname, &wi->b) < 0) {
		printf("%s: no wireless\n", ifname);
		goto out;
	}
	wi->has_range = iw_get_range_info(skfd, ifname, &wi->range) >= 0;
	wi->has_stats = iw_get_stats(skfd, ifname, &wi->stats, &wi->range,
				     wi->has_range) >= 0;
	memset(&wrq, 0, sizeof(wrq));
	if (iw_get_ext(skfd, ifname, SIOCGIWAP, &wrq) >= 0) {
		wi->has_ap_addr = 1;
		memcpy(&wi->ap_addr, &wrq.u.ap_addr, sizeof(sockaddr));
	}
	if (iw_get_ext(skfd, ifname, SIOCGIWRATE, &wrq) >= 0) {
		memcpy(&wi->bitrate, &wrq.u.bitrate, sizeof(iwparam));
		iw_print_bitrate(rate, sizeof(rate), wi->bitrate.value);
	}
	if (wi->has_range && wi->has_stats &&
	    (wi->stats.qual.level != 0 || (wi->stats.qual.updated & IW_QUAL_DBM)) &&
	    !(wi->stats.qual.updated & IW_QUAL_QUAL_INVALID)) {
		qual = wi->stats.qual.qual;
		qual_max = wi->range.max_qual.qual;
	}
	if (wi->has_ap_addr)
		iw_sawap_ntop(&wi->ap_addr, ap);
	if (wi->b.has_freq && wi->has_range) {
		chan = iw_freq_to_channel(wi->b.freq, &wi->range);
		iw_print_freq_value(freq, sizeof(freq), wi->b.freq);
	}
	printf("%s: essid \"%s\" mode %s ap %s rate %s freq %s channel %d "
	       "quality %d/%d\n", ifname,
	       wi->b.has_essid && wi->b.essid_on ? wi->b.essid : "off/any",
	       wi->b.mode >= 0 && wi->b.mode < IW_NUM_OPER_MODE ?
	       iw_operation_mode[wi->b.mode] : "?",
	       ap, rate, freq, chan, qual, qual_max);
out:
	iw_sockets_close(skfd);
	free(wi);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		show(argv[i]);
	return argc > 1 ? 0 : 2;
}
