#!/bin/bash
# iwvm: radios=9 timeout=3600
# Scenario "settings": iwconfig IFACE keyword ... against the real
# wireless-tools. Before each run (real, then iwcompat) the interface the
# case names is recreated and brought back to its baseline
# (scenarios/settings-reset), so both start from the same kernel state and
# neither sees the WEXT state the other left. After each run the state is
# recorded (scenarios/settings-observe) and compared along with stdout,
# stderr and the exit status.
#
#   wlan0 AP_OPEN  hostapd open, ch 1      iwcompat-open
#   wlan1 AP_WPA2  hostapd WPA2, ch 6      iwcompat-wpa2
#   wlan2 AP_5G    hostapd open, 5 GHz 36  iwcompat-5g
#   wlan3 STA      managed, up, idle (most cases)
#   wlan4 CONN     managed, connected to iwcompat-open with iw (cfg80211 SME)
#   wlan5 WPA      managed, connected by wpa_supplicant (WPA2)
#   wlan6 MON      monitor, channel 6
#   wlan7 IBSS     ad-hoc iwcompat-ibss on 2412
#   wlan8 DOWN     managed, down
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

NEED=9
[ "$(hwsim_ifaces | wc -l)" -ge "$NEED" ] || { iwvm_log "need $NEED radios"; exit 2; }

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_5G=wlan2 STA=wlan3 CONN=wlan4 WPA=wlan5
export MON=wlan6 IBSS=wlan7 DOWN=wlan8 MISSING=wlan99
export PSK=correct-horse-battery
export IWCOMPAT_STATEDIR=/run/iwcompat

RES=${OUT:-/tmp/out}/settings
mkdir -p "$RES"
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

set_country US || fail country
ap_open "$AP_OPEN" iwcompat-open 1 || fail "AP open"
ap_wpa2 "$AP_WPA2" iwcompat-wpa2 "$PSK" 6 || fail "AP wpa2"
ap_5ghz "$AP_5G" iwcompat-5g 36 || fail "AP 5g"
sta_connect_wpa2 "$WPA" iwcompat-wpa2 "$PSK" 2437 || fail "wpa"
iwvm_log "setup done"
iwvm_state_dump > "$RES/state.txt" 2>&1

export IWVM_RESET="$HERE/scenarios/settings-reset \"\$line\""
export IWVM_OBSERVE="$HERE/scenarios/settings-observe \"\$line\""
"$HERE/run-cases" "${IWVM_CASES:-$HERE/cases/settings.cases}" "$RES"
