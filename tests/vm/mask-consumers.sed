# SPDX-License-Identifier: GPL-2.0-or-later
# Masks of the consumers scenario, on top of mask.sed: the counters that
# mask.sed masks in iwconfig's text (tests/vm/README.md: "Invalid misc"
# grows while the radios run), as jc's JSON shows them.
s/\("\(rx_invalid_nwid\|rx_invalid_crypt\|rx_invalid_frag\|tx_excessive_retries\|invalid_misc\|missed_beacon\)": *\)[0-9]*/\1N/g
