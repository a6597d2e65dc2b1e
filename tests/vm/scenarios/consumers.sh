#!/bin/bash
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

NEED=13
have=$(hwsim_ifaces | wc -l)
if [ "$have" -lt "$NEED" ]; then
	iwvm_log "consumers needs $NEED hwsim radios, have $have (vm-run --radios $NEED)"
	exit 2
fi
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

# the display scenario's setup (display.sh), then NS_STA and SPARE
iwvm_log "setup: APs"
set_country US || fail "country"
ap_open  "$AP_OPEN" "$SSID_OPEN" 1 || fail "AP open"
ap_wpa2  "$AP_WPA2" "$SSID_WPA2" "$PSK" 6 || fail "AP wpa2"
ap_5ghz  "$AP_5G" "$SSID_5G" 36 || fail "AP 5 GHz"
ap_utf8  "$AP_UTF8" "$SSID_UTF8" 11 || fail "AP utf8"
iwvm_log "setup: stations"
iface_rename wlan10 "$LONG" || fail "rename"
sta_pin_bitrate "$STA_OPEN" 2.4 5.5 || fail "bitrate"
sta_pin_bitrate "$STA_WPA2" 2.4 11 || fail "bitrate"
sta_pin_bitrate "$STA_5G" 5 24 || fail "bitrate"
sta_pin_bitrate "$LONG" 2.4 2 || fail "bitrate"
sta_connect_open "$STA_OPEN" "$SSID_OPEN" 2412 || fail "sta open"
sta_connect_wpa2 "$STA_WPA2" "$SSID_WPA2" "$PSK" 2437 || fail "sta wpa2"
sta_connect_open "$STA_5G" "$SSID_5G" 5180 || fail "sta 5 GHz"
sta_connect_open "$LONG" "$SSID_UTF8" 2462 || fail "sta utf8/long name"
for i in "$STA_OPEN" "$STA_WPA2" "$STA_5G" "$LONG"; do sta_poke "$i" || fail "poke $i"; done
managed_idle "$IDLE" || fail "idle"
ibss_join "$IBSS" "$SSID_IBSS" 2412 || fail "ibss"
monitor_on "$MON" 6 || fail "monitor"
ip addr add 169.254.7.1/16 dev "$IDLE" || fail "addr idle"
ip addr add 169.254.10.1/16 dev "$LONG" || fail "addr long"

iwvm_log "setup: $NS_STA in netns cons, $SPARE"
ip netns add cons || fail "netns"
iw phy "$(phy_of "$NS_STA")" set netns name cons || fail "phy to netns"
ip netns exec cons ip link set lo up || fail "lo in netns"
ip netns exec cons ip link set "$NS_STA" up || fail "$NS_STA up"
ip netns exec cons iw dev "$NS_STA" connect "$SSID_OPEN" 2412 || fail "$NS_STA connect"
wait_until 30 sh -c "ip netns exec cons iw dev $NS_STA link | grep -q '^Connected to'" || fail "$NS_STA connected"
ip link set "$SPARE" down
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"
iwvm_state_dump > "$RES/state.txt" 2>&1

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/consumers/run" "${args[@]+"${args[@]}"}" "$HERE/consumers/consumers.cases" "$HERE/consumers/patterns.cases" "$RES"
rc=$?
iwvm_log "consumers done in $(( $(date +%s) - t0 ))s"
iwvm_stop_daemons
exit $rc
