/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_phy.h - what native_phy.c (the text of "phy PHY info"),
 * native_phy_json.c (its JSON) and native_phy_names.c (iw's names)
 * share. Private to src/native/.
 */
#ifndef IWCOMPAT_NATIVE_PHY_H
#define IWCOMPAT_NATIVE_PHY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct iwc_json;
struct iwc_nl80211_wiphy;

/* the whole dump, each message decoded (nl80211_wiphy.h), in the
 * kernel's order */
struct phy_msgs {
	size_t n;
	struct iwc_nl80211_wiphy *v;
};

/* wiphy of message @from (its first), from all its messages; @iw the
 * iw followed (native_dialect.h) */
void iwc_nat_phy_json_wiphy(struct iwc_json *j, int iw,
			    const struct phy_msgs *m, size_t from);

/* native_phy_names.c */
/* a cipher suite as "Supported Ciphers" lists it */
const char *iwc_iw_phy_cipher_name(uint32_t c, char *buf, size_t len);
bool iwc_iw_ext_feat_at(size_t k, int *idx, const char **name,
			const char **desc);
const char *iwc_iw_feature_text(unsigned int bit);

#endif
