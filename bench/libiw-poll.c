/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bench/libiw-poll.c - a status bar's poll through libiw.so.30, N times:
 * iw_get_range_info + iw_get_basic_config + iw_get_stats on one interface
 * (what conky, xmobar and lxpanel ask each second; issue 20), then the
 * last poll's answers on stdout. Built against wireless-tools' iwlib.h
 * (libiw-dev); run with either library (LD_LIBRARY_PATH) by
 * bench/libiw-poll.sh, which takes the per-poll cost as the difference
 * between N=1 and N=11 runs. The polls are 150 ms apart, longer than
 * the window in which iwcompat's library reuses a load (docs/libiw.md):
 * each poll pays for its own, as a status bar's once a second does.
 *   libiw-poll IFACE N
 */
#include <iwlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
	wireless_config cfg;
	struct iw_range range;
	iwstats stats;
	int skfd, n, i, has_range = 0, rc_cfg = -1, rc_stats = -1;

	if (argc != 3) {
		fprintf(stderr, "usage: libiw-poll IFACE N\n");
		return 2;
	}
	n = atoi(argv[2]);
	skfd = iw_sockets_open();
	if (skfd < 0)
		return 1;
	for (i = 0; i < n; i++) {
		struct timespec gap = { 0, 150 * 1000 * 1000 };

		if (i > 0)
			nanosleep(&gap, NULL);
		has_range = iw_get_range_info(skfd, argv[1], &range) >= 0;
		rc_cfg = iw_get_basic_config(skfd, argv[1], &cfg);
		rc_stats = iw_get_stats(skfd, argv[1], &stats, &range, has_range);
	}
	printf("range %d config %d stats %d", has_range, rc_cfg, rc_stats);
	if (rc_cfg == 0)
		printf(" essid [%s] mode %d", cfg.has_essid ? cfg.essid : "", cfg.mode);
	if (rc_stats == 0)
		printf(" qual %d/%d level %d", stats.qual.qual,
		       has_range ? range.max_qual.qual : 0, stats.qual.level);
	printf("\n");
	iw_sockets_close(skfd);
	return 0;
}
