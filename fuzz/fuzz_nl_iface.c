/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_iface.c - one GET_INTERFACE reply through iwc_nl_parse_iface.
 */
#include "fuzz_nl.h"
#include "iwcompat/nl80211.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct iwc_iface iface;
	void *buf;

	memset(&iface, 0, sizeof(iface));
	if (fuzz_nl_parse(data, size, NL80211_CMD_NEW_INTERFACE, tb,
			  &buf) == 0)
		iwc_nl_parse_iface(tb, &iface);
	free(buf);
	return 0;
}
