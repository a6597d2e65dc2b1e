/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_scan.c - one message of a GET_SCAN dump: the BSS decoder
 * (iwc_nl_parse_bss, iwc_nl_parse_bss_status), then the decoded BSS
 * through the iwlist cell formatter, as "iwlist IF scanning" does.
 */
#include <stdio.h>

#include "fuzz_nl.h"
#include "fuzz_common.h"
#include "iwcompat/iwlist.h"
#include "iwcompat/nl80211.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	const struct fuzz_env *env = fuzz_env_get();
	struct iwc_bss bss;
	uint8_t bssid[6];
	int status;
	void *buf;

	if (fuzz_nl_parse(data, size, NL80211_CMD_NEW_SCAN_RESULTS, tb,
			  &buf) == 0) {
		iwc_nl_parse_bss_status(tb, bssid, &status);
		if (iwc_nl_parse_bss(tb, &bss) == 0) {
			iwc_fmt_scan_cell(env->null, 1, &bss, &env->range);
			if (bss.beacon_ies)
				iwc_fmt_gen_ie(env->null, bss.beacon_ies,
					       bss.beacon_ies_len);
		}
		iwc_bss_clear(&bss);
	}
	free(buf);
	return 0;
}
