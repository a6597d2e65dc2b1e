#!/bin/bash
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

NEED=11
have=$(hwsim_ifaces | wc -l)
if [ "$have" -lt "$NEED" ]; then
	iwvm_log "display needs $NEED hwsim radios, have $have (vm-run --radios $NEED)"
	exit 2
fi

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_5G=wlan2 AP_UTF8=wlan3
export STA_OPEN=wlan4 STA_WPA2=wlan5 STA_5G=wlan6 IDLE=wlan7
export IBSS=wlan8 MON=wlan9 LONG=wlan_longname0
export SSID_OPEN=iwcompat-open SSID_WPA2=iwcompat-wpa2 SSID_5G=iwcompat-5g
export SSID_UTF8='iwcompat-ñ€☃' SSID_IBSS=iwcompat-ibss PSK=correct-horse-battery
export MISSING=wlan99

RES=${OUT:-/tmp/out}/display
mkdir -p "$RES"
t0=$(date +%s)
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

iwvm_log "setup: APs"
set_country US || fail "country"
ap_open  "$AP_OPEN" "$SSID_OPEN" 1 || fail "AP open"
ap_wpa2  "$AP_WPA2" "$SSID_WPA2" "$PSK" 6 || fail "AP wpa2"
ap_5ghz  "$AP_5G" "$SSID_5G" 36 || fail "AP 5 GHz"
ap_utf8  "$AP_UTF8" "$SSID_UTF8" 11 || fail "AP utf8"

iwvm_log "setup: stations"
iface_rename wlan10 "$LONG" || fail "rename"
# One fixed tx rate per station: the Bit Rate shown is the last tx rate, which
# otherwise moves with rate control (seen changing between two runs).
sta_pin_bitrate "$STA_OPEN" 2.4 5.5 || fail "bitrate"
sta_pin_bitrate "$STA_WPA2" 2.4 11 || fail "bitrate"
sta_pin_bitrate "$STA_5G" 5 24 || fail "bitrate"
sta_pin_bitrate "$LONG" 2.4 2 || fail "bitrate"
sta_connect_open "$STA_OPEN" "$SSID_OPEN" 2412 || fail "sta open"
sta_connect_wpa2 "$STA_WPA2" "$SSID_WPA2" "$PSK" 2437 || fail "sta wpa2"
sta_connect_open "$STA_5G" "$SSID_5G" 5180 || fail "sta 5 GHz"
sta_connect_open "$LONG" "$SSID_UTF8" 2462 || fail "sta utf8/long name"
# one data frame each, so "Bit Rate" shows the pinned rate
for i in "$STA_OPEN" "$STA_WPA2" "$STA_5G" "$LONG"; do sta_poke "$i" || fail "poke $i"; done
managed_idle "$IDLE" || fail "idle"
ibss_join "$IBSS" "$SSID_IBSS" 2412 || fail "ibss"
monitor_on "$MON" 6 || fail "monitor"
# IPv4 (link-local, the guest has no network) on two interfaces, for
# iwgetid without an interface (SIOCGIFCONF lists only those with IPv4).
ip addr add 169.254.7.1/16 dev "$IDLE" || fail "addr idle"
ip addr add 169.254.10.1/16 dev "$LONG" || fail "addr long"
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"

iwvm_state_dump > "$RES/state.txt" 2>&1

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/display.cases}" "$RES"
rc=$?
iwvm_log "cases done in $(( $(date +%s) - t0 ))s"
iwvm_stop_daemons
exit $rc
