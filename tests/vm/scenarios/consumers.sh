#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=13 timeout=3600
# Scenario "consumers": other people's programs that run and parse the
# wireless-tools (Debian and npm packages fetched on the host by
# consumers.prepare, and one-line patterns of public scripts), live, once
# with the real wireless-tools and once with iwcompat, each side in a
# private mount namespace where PATH and /sbin/iw* reach that side only
# (tests/vm/consumers/run). Compared: what each concludes (its stdout,
# stderr and exit status), the tool calls it made, and for setters the
# interface state they left.
#
#   tests/vm/run-scenario consumers                 real vs iwcompat
#   tests/vm/run-scenario --real-twice consumers    real vs real (check of the check)
#   tests/vm/run-scenario --filter '^jc' consumers  some cases (ERE on the name)
#
# Radios: the display scenario's eleven (same roles and variables, see
# display.sh; the open network is called iwcompat_open here: jc's parser
# takes no "-" in an ESSID), plus
#   wlan11 NS_STA  alone in the network namespace "cons" (with lo),
#                  connected to iwcompat_open: consumers that scan every
#                  interface (`iwlist scan` without one: npm wifiscanner,
#                  node-wifiscanner2) run there (flag netns), so they scan
#                  one busy station, not thirteen radios
#   wlan12 SPARE   managed, down: the setters' interface (ifupdown hooks)
#
# Results: $OUT/consumers/NNN/ (see consumers/run), compared by
# tests/vm/compare (with mask-consumers.sed).

set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

need_radios 13 consumers
C=$OUT/consumers-code
if [ ! -d "$C/deb" ] || [ ! -d "$C/npm/node_modules" ]; then
	iwvm_log "no consumer code in $C (run through run-scenario, whose consumers.prepare fetches it)"
	exit 2
fi
export C

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_5G=wlan2 AP_UTF8=wlan3
export STA_OPEN=wlan4 STA_WPA2=wlan5 STA_5G=wlan6 IDLE=wlan7
export IBSS=wlan8 MON=wlan9 LONG=wlan_longname0 NS_STA=wlan11 SPARE=wlan12
export SSID_OPEN=iwcompat_open SSID_WPA2=iwcompat-wpa2 SSID_5G=iwcompat-5g
export SSID_UTF8='iwcompat-ñ€☃' SSID_IBSS=iwcompat-ibss PSK=correct-horse-battery
export MISSING=wlan99

RES=${OUT:-/tmp/out}/consumers
mkdir -p "$RES"
t0=$(date +%s)
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

# the display scenario's radios (lib.sh, display_radios), then NS_STA and SPARE
display_radios || { iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

iwvm_log "setup: $NS_STA in netns cons, $SPARE"
ip netns add cons || fail "netns"
iw phy "$(phy_of "$NS_STA")" set netns name cons || fail "phy to netns"
ip netns exec cons ip link set lo up || fail "lo in netns"
ip netns exec cons ip link set "$NS_STA" up || fail "$NS_STA up"
ip netns exec cons iw dev "$NS_STA" connect "$SSID_OPEN" 2412 || fail "$NS_STA connect"
wait_until 30 sh -c "ip netns exec cons iw dev $NS_STA link | grep -q '^Connected to'" || fail "$NS_STA connected"
ip link set "$SPARE" down
# /dev/fd, which the guest's /dev lacks and scripts' process substitution
# (`< <(iwconfig ...)`) needs, as on any installed system
[ -e /dev/fd ] || ln -s /proc/self/fd /dev/fd || fail "/dev/fd"
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"
iwvm_state_dump > "$RES/state.txt" 2>&1

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
# IWVM_CONS_FILES: which case files (default both; e.g. "patterns" to run
# the two halves in two guests at once)
files=()
for f in ${IWVM_CONS_FILES:-consumers patterns}; do files+=("$HERE/consumers/$f.cases"); done
"$HERE/consumers/run" "${args[@]+"${args[@]}"}" "${files[@]}" "$RES"
rc=$?
iwvm_log "consumers done in $(( $(date +%s) - t0 ))s"
iwvm_stop_daemons
exit $rc
