#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=11 timeout=1800
# Scenario "display": read-only display commands (iwconfig, iwgetid) on every
# kind of interface. Run it through the host wrapper:
#   tests/vm/run-scenario display            (boots with the radios it needs)
# or by hand:
#   tests/vm/vm-run --radios 11 tests/vm/scenarios/display.sh OUTDIR
#
# Radios (mac80211_hwsim, radios=11, one wlanN per radio, ifindex order):
#   wlan0  AP_OPEN   hostapd, open, 2.4 GHz ch 1        SSID iwcompat-open
#   wlan1  AP_WPA2   hostapd, WPA2-PSK CCMP, ch 6       SSID iwcompat-wpa2
#   wlan2  AP_5G     hostapd, open, 5 GHz ch 36, US     SSID iwcompat-5g
#   wlan3  AP_UTF8   hostapd, open, ch 11, utf8_ssid=1  SSID iwcompat-ñ€☃
#   wlan4  STA_OPEN  iw connect -> iwcompat-open
#   wlan5  STA_WPA2  wpa_supplicant -> iwcompat-wpa2
#   wlan6  STA_5G    iw connect -> iwcompat-5g
#   wlan7  IDLE      managed, up, not associated
#   wlan8  IBSS      ad-hoc "iwcompat-ibss" 2412 MHz, BSSID 02:1b:55:ad:0c:01
#   wlan9  MON       monitor, channel 6
#   wlan10 -> LONG   renamed "wlan_longname0", connected to the UTF-8 AP
# IPv6 is off (vm-run default), so idle links carry little traffic and "Bit
# Rate" (the last tx rate) would be the association's 1 or 6 Mb/s; to show
# other values each station's rates are pinned and one frame is sent
# (sta_poke). mac80211 also sends a null frame every ~30 s (connection
# monitor); it uses the pinned rate only for CCK rates on 2.4 GHz and for
# 5 GHz rates (an OFDM pin on 2.4 GHz shows 6, then 1 Mb/s), hence
# wlan4 5.5, wlan5 11, wlan6 24, wlan_longname0 2 Mb/s.
#
# Env: IWVM_CASES (case file, default cases/display.cases), IWVM_REAL_TWICE=1
# (run the real tools twice instead of real vs iwcompat), IWCOMPAT_BIN.
# Results: $OUT/display/NNN/..., setup log in $OUT/guest.log, state dump in
# $OUT/display/state.txt.

set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

need_radios 11 display

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_5G=wlan2 AP_UTF8=wlan3
export STA_OPEN=wlan4 STA_WPA2=wlan5 STA_5G=wlan6 IDLE=wlan7
export IBSS=wlan8 MON=wlan9 LONG=wlan_longname0
export SSID_OPEN=iwcompat-open SSID_WPA2=iwcompat-wpa2 SSID_5G=iwcompat-5g
export SSID_UTF8='iwcompat-ñ€☃' SSID_IBSS=iwcompat-ibss PSK=correct-horse-battery
export MISSING=wlan99

RES=${OUT:-/tmp/out}/display
mkdir -p "$RES"
t0=$(date +%s)
# (display_radios: lib.sh; it logs the step that failed)
display_radios || { iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"

iwvm_state_dump > "$RES/state.txt" 2>&1

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/display.cases}" "$RES"
rc=$?
iwvm_log "cases done in $(( $(date +%s) - t0 ))s"
iwvm_stop_daemons
exit $rc
