/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_wiphy.c - a (split) GET_WIPHY dump: the input is cut into
 * messages at each "\xff\xfe\xfd\xfc" marker, all accumulated into one
 * struct iwc_wiphy as the backend does, then turned into the WEXT range
 * (iwc_wext_giwrange reads every channel and rate the decoder kept).
 */
#include "fuzz_nl.h"
#include "iwcompat/nl80211.h"
#include "iwcompat/wext.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint8_t SEP[4] = { 0xff, 0xfe, 0xfd, 0xfc };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct iwc_wext_range range;
	struct iwc_wext_src src;
	struct iwc_wiphy *w;
	struct iwc_iface iface;
	size_t pos = 0;
	void *buf;

	w = calloc(1, sizeof(*w));
	if (!w)
		return 0;
	while (pos <= size) {
		const uint8_t *end = size - pos >= sizeof(SEP) ?
			memmem(data + pos, size - pos, SEP, sizeof(SEP)) : NULL;
		size_t n = end ? (size_t)(end - (data + pos)) : size - pos;

		if (fuzz_nl_parse(data + pos, n, NL80211_CMD_NEW_WIPHY, tb,
				  &buf) == 0)
			iwc_nl_parse_wiphy(tb, w);
		free(buf);
		if (!end)
			break;
		pos += n + sizeof(SEP);
	}
	memset(&iface, 0, sizeof(iface));
	iface.iftype = IWC_IFTYPE_STATION;
	memset(&src, 0, sizeof(src));
	src.iface = &iface;
	src.wiphy = w;
	src.privileged = true;
	iwc_wext_giwrange(&src, &range);
	free(w);
	return 0;
}
