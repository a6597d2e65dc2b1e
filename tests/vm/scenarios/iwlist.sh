#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
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

need_radios 9 iwlist

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
# (a scan cut short by its timeout on a loaded host refreshes nothing:
# then once more)
export IWVM_RESET='case "$line" in *"scan essid"*) "'"$HERE"'/scenarios/scan-reset" "$IDLE" ;; esac'

# On MLO radios (mac80211_hwsim mlo=1, compared with the real tools on
# plain radios in another guest) two kinds of case cannot mean the same:
# - scans that list cells: the access points run on MLO radios too, and
#   hostapd's beacons carry those radios' extended capabilities (another
#   7F element), and the cells come in the order this guest heard them;
# - the station's current bit rate: the MLO driver does its own rate
#   control and knows no tx rate before the first data frame (nl80211
#   reports none, so GIWRATE fails as it would on a plain radio).
# Scans that fail (down, monitor, missing, bad arguments) stay.
if iwvm_mlo; then
	export IWVM_CASE_EXCLUDE='^iwlist (bitrate|rate)$|^iwlist \$STA (bit|RATE)$|^(user=nobody )?iwlist \$(IDLE|AP_OPEN|STA) (scan|scanning|SCAN)( last| lastfoo| essid [^ ]+( last)?)?$'
fi

args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/iwlist.cases}" "$RES"
rc=$?

# On MLO radios the scans that list cells are not compared with the other
# guest (above); here they are checked against the kernel instead: after a
# scan by iwcompat, the cells it lists and the BSSes `iw scan dump` holds
# are the same set of addresses.
if iwvm_mlo && [ "${IWVM_ONLY:-}" = ours ]; then
	bin=${IWCOMPAT_BIN:-/work/main/build}
	mkdir -p "$RES/mlo-scan"
	PATH=$bin:$PATH timeout 60 iwlist "$IDLE" scan > "$RES/mlo-scan/ours.out" 2>&1
	src=$?
	iw dev "$IDLE" scan dump > "$RES/mlo-scan/iw.out" 2>&1
	PATH=$bin:$PATH iwlist "$IDLE" scan last > "$RES/mlo-scan/ours-last.out" 2>&1
	# the addresses (files: the guest has no /dev/fd)
	sed -n 's/.* - Address: //p' "$RES/mlo-scan/ours-last.out" | tr 'A-F' 'a-f' | sort > "$RES/mlo-scan/ours.set"
	sed -n 's/^BSS \([0-9a-f:]\{17\}\).*/\1/p' "$RES/mlo-scan/iw.out" | sort > "$RES/mlo-scan/iw.set"
	n_scan=$(grep -c ' - Address: ' "$RES/mlo-scan/ours.out")
	n_ours=$(grep -c ' - Address: ' "$RES/mlo-scan/ours-last.out")
	n_iw=$(grep -c '^BSS ' "$RES/mlo-scan/iw.out")
	if [ "$src" != 0 ] || [ "$n_scan" = 0 ] || [ "$n_ours" != "$n_iw" ] ||
	   ! diff "$RES/mlo-scan/ours.set" "$RES/mlo-scan/iw.set" > "$RES/mlo-scan/diff"; then
		iwvm_log "MLO scan check FAILED: iwlist status $src, $n_ours cells, iw holds $n_iw BSSes (see $RES/mlo-scan)"
		rc=1
	else
		iwvm_log "MLO scan check: iwlist listed the $n_ours BSSes the kernel holds"
	fi
fi
iwvm_stop_daemons 2>/dev/null
exit $rc
