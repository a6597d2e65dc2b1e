# SPDX-License-Identifier: GPL-2.0-or-later
# Extra masks for the native scenario (iw's counters and random cells).
# Station counters move between two runs:
s/^\(\tRX: \)[0-9]* bytes ([0-9]* packets)/\1# bytes (# packets)/
s/^\(\tTX: \)[0-9]* bytes ([0-9]* packets)/\1# bytes (# packets)/
# The TXQ statistics row of "iw dev" / "info" (tx-bytes, tx-packets move):
s/^\(\t*\)\t[0-9][0-9\t]*$/\1\t#/
# A new IBSS gets a random BSSID; settings are seconds old, so rate
# control is still choosing the bit rate.
s/\(Joined IBSS \)[0-9a-f:]\{17\}/\1#/
s/\(Cell: \)[0-9A-F:]\{17\}/\1#/
s/\(Bit Rate[:=]\)[0-9.]* [kMG]b\/s/\1# Mb\/s/
# station dump/get: counters, durations and clocks
s/^\(\t\(inactive time\|rx bytes\|rx packets\|tx bytes\|tx packets\|tx retries\|tx failed\|beacon loss\|beacon rx\|rx drop misc\|tx duration\|rx duration\|connected time\|associated at \[boottime\]\|associated at\|current time\|Toffset\):\t*\).*/\1#/
# scan dumps: the BSS's clock, how long ago it was heard, and the DTIM
# count of a beacon's TIM (it counts down with every beacon)
s/^\(\tTSF: \)[0-9]* usec ([0-9]*d, [0-9:]*)/\1# usec/
s/^\(\tlast seen: \)[0-9]* ms ago/\1# ms ago/
s/^\(\tlast seen: \)[0-9]*\.[0-9]*s \[boottime\]/\1#s [boottime]/
s/^\(\tTIM: DTIM Count \)[0-9]*/\1#/
