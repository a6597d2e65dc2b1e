# SPDX-License-Identifier: GPL-2.0-or-later
# Extra masks for cross-VM comparisons (run-scenario --reference): the real
# tools ran in one guest on plain radios, iwcompat in another on MLO radios
# (mac80211_hwsim mlo=1), where nl80211 refuses to pin tx rates ("iw set
# bitrates": EOPNOTSUPP), so the last tx rate is whatever rate control
# chose in that guest. Everything else must be the same across the guests.
s/\(Bit Rate[:=]\)[0-9.]* [kMG]b\/s/\1# Mb\/s/
