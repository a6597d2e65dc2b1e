#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=7 timeout=900
# Scenario "wext": the WEXT fallback (issue #5). With IWCOMPAT_BACKEND=wext
# iwcompat treats every interface as a Wireless Extensions driver and asks
# cfg80211's own WEXT compatibility handlers on hwsim through the WEXT
# ioctls, as an old or vendor driver without nl80211 would be asked; the
# display and scan cases must still match the real tools byte for byte.
# Then, without the variable, iwcompat must issue no WEXT ioctl at all
# (strace: no request in 0x8B00-0x8BFF), while the forced mode does.
#   tests/vm/run-scenario wext
#
# Radios (mac80211_hwsim, one wlanN per radio):
#   wlan0  AP_OPEN   hostapd, open, 2.4 GHz ch 1        SSID iwcompat-open
#   wlan1  AP_WPA2   hostapd, WPA2-PSK CCMP, ch 6       SSID iwcompat-wpa2
#   wlan2  STA_OPEN  iw connect -> iwcompat-open, Bit Rate 5.5 Mb/s
#   wlan3  STA_WPA2  wpa_supplicant -> iwcompat-wpa2, Bit Rate 11 Mb/s
#   wlan4  IDLE      managed, up, not associated, 169.254.4.1/16 (scanner)
#   wlan5  IBSS      ad-hoc "iwcompat-ibss" 2412 MHz, BSSID 02:1b:55:ad:0c:01
#   wlan6  MON       monitor, channel 6
# plus lo and hwsim0 (not wireless).
#
# Results: $OUT/wext/NNN/... (compared by run-scenario), the strace check in
# $OUT/wext/strace.txt.
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

need_radios 7 wext

export AP_OPEN=wlan0 AP_WPA2=wlan1 STA_OPEN=wlan2 STA_WPA2=wlan3
export IDLE=wlan4 IBSS=wlan5 MON=wlan6 MISSING=wlan99
export SSID_OPEN=iwcompat-open SSID_WPA2=iwcompat-wpa2 SSID_IBSS=iwcompat-ibss
export PSK=correct-horse-battery

RES=${OUT:-/tmp/out}/wext
mkdir -p "$RES"
t0=$(date +%s)
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

iwvm_log "setup: APs"
set_country US || fail "country"
ap_open "$AP_OPEN" "$SSID_OPEN" 1 || fail "AP open"
ap_wpa2 "$AP_WPA2" "$SSID_WPA2" "$PSK" 6 || fail "AP wpa2"

iwvm_log "setup: stations"
sta_pin_bitrate "$STA_OPEN" 2.4 5.5 || fail "bitrate"
sta_pin_bitrate "$STA_WPA2" 2.4 11 || fail "bitrate"
sta_connect_open "$STA_OPEN" "$SSID_OPEN" 2412 || fail "sta open"
sta_connect_wpa2 "$STA_WPA2" "$SSID_WPA2" "$PSK" 2437 || fail "sta wpa2"
for i in "$STA_OPEN" "$STA_WPA2"; do sta_poke "$i" || fail "poke $i"; done
managed_idle "$IDLE" || fail "idle"
ibss_join "$IBSS" "$SSID_IBSS" 2412 || fail "ibss"
monitor_on "$MON" 6 || fail "monitor"
ip addr add 169.254.4.1/16 dev "$IDLE" || fail "addr idle"
# one scan first, so that "scan last" has content (bounded: iw's own wait
# has been seen spinning under TCG)
timeout 40 iw dev "$IDLE" scan >/dev/null 2>&1
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"

iwvm_state_dump > "$RES/state.txt" 2>&1

# A directed scan refreshes only what it hears: a full scan before it, so
# both tools read the same BSS list.
# (a scan cut short by its timeout on a loaded host refreshes nothing:
# then once more)
export IWVM_RESET='case "$line" in *"scan essid "*) "'"$HERE"'/scenarios/scan-reset" "$IDLE" ;; esac'

# The fallback, for every interface. The real tools ignore the variable.
export IWCOMPAT_BACKEND=wext
args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/wext.cases}" "$RES"
rc=$?
unset IWCOMPAT_BACKEND
iwvm_log "cases done in $(( $(date +%s) - t0 ))s"

# strace: WEXT ioctls (requests 0x8B00-0x8BFF, printed raw) of each command,
# without the variable (must be none) and with it (must be some).
BIN=${IWCOMPAT_BIN:-${IWVM_REPO:-/work/main}/build}
if [ "${IWVM_REAL_TWICE:-0}" != 1 ] && [ -z "${IWVM_CASE_FILTER:-}" ]; then
	strace_count() {
		strace -f -qq -e trace=ioctl -e raw=ioctl -o "$RES/strace.tmp" \
			"$@" >/dev/null 2>&1 < /dev/null
		grep -ciE 'ioctl\([^,]*, 0x8b[0-9a-f]{2},' "$RES/strace.tmp"
	}
	cmds=(
		"iwconfig"
		"iwconfig lo"
		"iwconfig $STA_WPA2"
		"iwconfig hwsim0"
		"iwgetid"
		"iwgetid -a $STA_OPEN"
		"iwlist $IDLE scan"
		"iwlist freq"
		"iwpriv"
		"iwpriv lo"
		"iwspy"
	)
	bad=0
	: > "$RES/strace.txt"
	for c in "${cmds[@]}"; do
		# shellcheck disable=SC2086
		n=$(strace_count "$BIN"/$c)
		# shellcheck disable=SC2086
		f=$(IWCOMPAT_BACKEND=wext strace_count "$BIN"/$c)
		echo "default=$n forced=$f : $c" >> "$RES/strace.txt"
		[ "$n" = 0 ] || { iwvm_log "WEXT ioctls without IWCOMPAT_BACKEND: $n in '$c'"; bad=1; }
	done
	rm -f "$RES/strace.tmp"
	# the forced mode must be seen issuing them (else the check proves nothing)
	if ! awk '{ split($2, a, "="); if (a[2] > 0) ok = 1 } END { exit !ok }' "$RES/strace.txt"; then
		iwvm_log "the forced fallback issued no WEXT ioctl"
		bad=1
	fi
	cat "$RES/strace.txt"
	[ "$bad" = 0 ] || rc=4
fi
iwvm_log "done in $(( $(date +%s) - t0 ))s"
iwvm_stop_daemons
exit $rc
