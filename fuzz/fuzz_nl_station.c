/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_station.c - one GET_STATION reply through iwc_nl_parse_station.
 */
#include "fuzz_nl.h"
#include "iwcompat/nl80211.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct iwc_station sta;
	void *buf;

	memset(&sta, 0, sizeof(sta));
	if (fuzz_nl_parse(data, size, NL80211_CMD_NEW_STATION, tb, &buf) == 0)
		iwc_nl_parse_station(tb, &sta);
	free(buf);
	return 0;
}
