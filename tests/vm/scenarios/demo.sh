#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=3
# Scenario "demo" (scripts/demo): an access point, a connected station
# and an idle one on simulated radios; shows iwcompat's iwconfig, iwgetid
# and iwlist next to the real wireless-tools. Writes $OUT/demo.txt.
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"
BIN=${IWCOMPAT_BIN:-$HERE/../../build}
T=${OUT:-/tmp/out}/demo.txt

set_country US
ap_open wlan0 iwcompat-demo 6 >/dev/null 2>&1 || exit 3
sta_connect_open wlan1 iwcompat-demo 2437 >/dev/null 2>&1 || exit 3
managed_idle wlan2
ip addr add 169.254.1.1/16 dev wlan1	# iwgetid without an interface needs IPv4

show() {
	echo "\$ $*        # iwcompat"
	PATH=$BIN:$PATH "$@" 2>&1
	echo "(exit status $?)"
	echo
}

{
	echo "== iwcompat ($BIN) on mac80211_hwsim radios, kernel $(uname -r) =="
	echo
	show iwconfig wlan1
	show iwconfig wlan2
	show iwgetid
	show iwgetid -r wlan1
	show iwgetid -a wlan1
	show iwgetid -c wlan1
	show iwlist wlan2 scan
	echo "== the same through the real wireless-tools, compared =="
	for c in "iwconfig wlan1" "iwconfig wlan2" "iwgetid -r wlan1" "iwgetid -a wlan1" "iwgetid -c wlan1"; do
		# shellcheck disable=SC2086
		# counters that move by themselves are masked (tests/vm/mask.sed)
		PATH=$BIN:$PATH $c 2>&1 | sed -f "$HERE/mask.sed" > /tmp/demo.ours
		/sbin/$c 2>&1 | sed -f "$HERE/mask.sed" > /tmp/demo.real
		if cmp -s /tmp/demo.ours /tmp/demo.real; then
			echo "identical: $c"
		else
			echo "DIFFERENT: $c"
		fi
	done
} > "$T"
exit 0
