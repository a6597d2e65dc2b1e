#!/bin/bash
# iwvm: radios=9 timeout=1800
# Scenario "iwlist": every iwlist subcommand on every kind of interface,
# and scanning against several hostapd APs. Run it through the host wrapper:
#   tests/vm/run-scenario iwlist
#
# Radios (mac80211_hwsim, one wlanN per radio):
#   wlan0  AP_OPEN   hostapd, open, 2.4 GHz ch 1            SSID iwcompat-open
#   wlan1  AP_WPA2   hostapd, WPA2-PSK CCMP, ch 6           SSID iwcompat-wpa2
#   wlan2  AP_TKIP   hostapd, WPA-PSK TKIP + WPA2, ch 11    SSID iwcompat-tkip
#   wlan3  AP_HIDDEN hostapd, hidden SSID, beacon_int 20, ch 1  SSID iwcompat-hidden
#   wlan4  AP_5G     hostapd, open, 5 GHz ch 36, 802.11n HT SSID iwcompat-5g
#   wlan5  STA       iw connect -> iwcompat-open
#   wlan6  IDLE      managed, up, not associated (the scanner)
#   wlan7  MON       monitor, channel 6
#   wlan8  DOWN      managed, down
# plus lo and hwsim0 (not wireless).
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

NEED=9
have=$(hwsim_ifaces | wc -l)
if [ "$have" -lt "$NEED" ]; then
	iwvm_log "iwlist needs $NEED hwsim radios, have $have (vm-run --radios $NEED)"
	exit 2
fi

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_TKIP=wlan2 AP_HIDDEN=wlan3 AP_5G=wlan4
export STA=wlan5 IDLE=wlan6 MON=wlan7 DOWN=wlan8 MISSING=wlan99
export SSID_OPEN=iwcompat-open SSID_HIDDEN=iwcompat-hidden PSK=correct-horse-battery

RES=${OUT:-/tmp/out}/iwlist
mkdir -p "$RES"
t0=$(date +%s)
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

iwvm_log "setup: APs"
set_country US || fail "country"
ap_open  "$AP_OPEN" "$SSID_OPEN" 1 || fail "AP open"
ap_wpa2  "$AP_WPA2" iwcompat-wpa2 "$PSK" 6 || fail "AP wpa2"
ap_start iwcompat-tkip "$AP_TKIP" ssid=iwcompat-tkip hw_mode=g channel=11 wpa=3 \
	wpa_key_mgmt=WPA-PSK wpa_pairwise=TKIP rsn_pairwise=CCMP "wpa_passphrase=$PSK" \
	|| fail "AP tkip"
ap_short_beacon "$AP_HIDDEN" "$SSID_HIDDEN" 20 1 ignore_broadcast_ssid=1 || fail "AP hidden"
ap_5ghz "$AP_5G" iwcompat-5g 36 ieee80211n=1 wmm_enabled=1 || fail "AP 5 GHz"

iwvm_log "setup: stations"
sta_connect_open "$STA" "$SSID_OPEN" 2412 || fail "sta"
managed_idle "$IDLE" || fail "idle"
monitor_on "$MON" 6 || fail "monitor"
managed_idle "$DOWN" && ip link set "$DOWN" down || fail "down"
# one scan first so that "scan last" and the cached results have content
# (iw's own wait for the scan has been seen to spin forever under TCG:
# always bounded)
timeout 40 iw dev "$IDLE" scan >/dev/null 2>&1
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"

iwvm_state_dump > "$RES/state.txt" 2>&1

# A directed scan ("scan essid X") refreshes only what it hears during its
# short dwell: BSSes last seen over 30 s ago may expire or come back in
# another order from one run to the next. Before each run of such a case,
# a full scan makes every BSS fresh, so both tools read the same list.
export IWVM_RESET='case "$line" in *"scan essid"*) timeout 40 iw dev "$IDLE" scan >/dev/null 2>&1 ;; esac'

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/iwlist.cases}" "$RES"
