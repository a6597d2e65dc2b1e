# SPDX-License-Identifier: GPL-2.0-or-later
# Masking filter for tests/vm/compare (sed script, applied to stdout and
# stderr of both the real tool and iwcompat before diffing).
#
# Mask ONLY values that differ between two consecutive runs of the REAL
# tool on the same guest state (check with: tests/vm/run-scenario
# --real-twice display). Each rule keeps the layout and replaces digits by #,
# so spacing and labels are still compared.

# iwconfig statistics lines: counters from /proc/net/wireless-like stats
# (cfg80211_wireless_stats: tx_failed, rx_dropped_misc, beacon_loss_count)
# grow while the radios run.
s/\(Rx invalid nwid:\)[0-9-]*/\1#/
s/\(Rx invalid crypt:\)[0-9-]*/\1#/
s/\(Rx invalid frag:\)[0-9-]*/\1#/
s/\(Tx excessive retries:\)[0-9-]*/\1#/
s/\(Invalid misc:\)[0-9-]*/\1#/
s/\(Missed beacon:\)[0-9-]*/\1#/

# iwlist scan: the BSS's TSF and the age of its last beacon change from one
# read to the next; so does the DTIM count (third byte) of the TIM element.
s/\(Extra:tsf=\)[0-9a-f]*/\1#/
s/\(Extra: Last beacon: \)[0-9]*ms/\1#ms/
s/\(IE: Unknown: 05[0-9A-F][0-9A-F]\)[0-9A-F][0-9A-F]/\1##/
