# SPDX-License-Identifier: GPL-2.0-or-later
# Extra masks for the settings scenario: its connections are seconds old,
# so rate control is still choosing the bit rate.
s/\(Bit Rate[:=]\)[0-9.]* [kMG]b\/s/\1# Mb\/s/
# A new IBSS gets a random BSSID.
s/\(Joined IBSS \)[0-9a-f:]\{17\}/\1#/
s/\(Cell: \)[0-9A-F:]\{17\}/\1#/
