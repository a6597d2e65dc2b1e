#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=12 timeout=3600
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
#   wlan9 AP_HIDDEN hostapd open, hidden SSID, ch 11, beacon_int 20
#   wlan10 AP_CC   hostapd WPA2, ch 1, Country element (country_code=US,
#                  ieee80211d=1)   iwcompat-cc
#   wlan11 CCSTA   managed, connected by wpa_supplicant to iwcompat-cc
# WPA and CCSTA are recreated and connected again before each run.
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

NEED=12
[ "$(hwsim_ifaces | wc -l)" -ge "$NEED" ] || { iwvm_log "need $NEED radios"; exit 2; }

export AP_OPEN=wlan0 AP_WPA2=wlan1 AP_5G=wlan2 STA=wlan3 CONN=wlan4 WPA=wlan5
export MON=wlan6 IBSS=wlan7 DOWN=wlan8 AP_HIDDEN=wlan9 MISSING=wlan99
export AP_CC=wlan10 CCSTA=wlan11
export PSK=correct-horse-battery
export IWCOMPAT_STATEDIR=/run/iwcompat

RES=${OUT:-/tmp/out}/settings
mkdir -p "$RES"
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

set_country US || fail country
ap_open "$AP_OPEN" iwcompat-open 1 || fail "AP open"
ap_wpa2 "$AP_WPA2" iwcompat-wpa2 "$PSK" 6 || fail "AP wpa2"
ap_5ghz "$AP_5G" iwcompat-5g 36 || fail "AP 5g"
ap_short_beacon "$AP_HIDDEN" iwcompat-hidden 20 11 ignore_broadcast_ssid=1 || fail "AP hidden"
ap_wpa2 "$AP_CC" iwcompat-cc "$PSK" 1 country_code=US ieee80211d=1 || fail "AP cc"
sta_connect_wpa2 "$WPA" iwcompat-wpa2 "$PSK" 2437 || fail "wpa"
sta_connect_wpa2 "$CCSTA" iwcompat-cc "$PSK" 2412 || fail "wpa cc"
iwvm_log "setup done"
iwvm_state_dump > "$RES/state.txt" 2>&1

# On MLO radios (mac80211_hwsim mlo=1) the driver does its own rate
# control and nl80211 refuses rate masks (EOPNOTSUPP) whoever asks, and
# the driver refuses RTS thresholds (its set_rts_threshold returns
# EOPNOTSUPP), so the "rate" cases and the "rts" cases that set one cannot
# reach the state they reach on plain radios there; the RTS refusal is
# checked at the end instead (the kernel's answer to iw, and iwconfig's
# report of it). The hidden AP is left out there too: MLO radios scan in
# the driver (hwsim's hw_scan: one probe, ~30 ms a channel) and hostapd
# answers probes from user space, so under load the SME's directed scans
# missed the hidden AP and the connection failed in 1 of 2 runs (no
# difference of iwcompat's: the same CONNECT as on plain radios).
if iwvm_mlo; then
	export IWVM_CASE_EXCLUDE='^iwconfig [^ ]+ ((rate|bit)( |$)|rts [0-9of]|essid iwcompat-hidden$)'
fi

export IWVM_RESET="$HERE/scenarios/settings-reset \"\$line\""
export IWVM_OBSERVE="$HERE/scenarios/settings-observe \"\$line\""
args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/settings.cases}" "$RES"

# Sequences: several commands in a row (settings kept across calls,
# settings made while down and applied at link-up). Each runs from the
# baseline with the real tools, then again with iwcompat's, and is
# compared like a case (its last command's exit status; the state after).
BIN_REAL=/sbin
BIN_OURS=${IWCOMPAT_BIN:-/work/main/build}
n=900
# one sequence from the baseline (iwvm_seq_case in lib.sh)
seq_case() { iwvm_seq_case settings-reset settings-observe "$1"; }
seq_case 'iwconfig $STA key s:abcde; iwconfig $STA essid iwcompat-open'
seq_case 'iwconfig $STA essid iwcompat-open; iwconfig $STA key s:abcde'
seq_case 'ip link set $STA down; iwconfig $STA essid iwcompat-open; ip link set $STA up; sleep 1'
seq_case 'ip link set $STA down; iwconfig $STA essid iwcompat-5g channel 36; ip link set $STA up; sleep 1'
seq_case 'ip link set $STA down; iwconfig $STA essid iwcompat-open; iwconfig $STA essid iwcompat-5g; ip link set $STA up; sleep 1'
seq_case 'iwconfig $STA channel 6; iwconfig $STA essid iwcompat-wpa2'
seq_case 'iwconfig $STA ap 02:00:00:00:00:00; iwconfig $STA essid iwcompat-open'
seq_case 'iwconfig $STA essid iwcompat-hidden'
seq_case 'iwconfig $STA essid iwcompat-open; iwconfig $STA essid off'
seq_case 'iwconfig $STA mode ad-hoc; iwconfig $STA essid iwcompat-adhoc channel 1'
seq_case 'iwconfig $STA mode monitor; iwconfig $STA channel 11'
seq_case 'iwconfig $STA txpower off; iwconfig $STA txpower on'
seq_case 'iwconfig $STA key s:abcde key [2] s:fghij; iwconfig $STA key [2]; iwconfig $STA key off'
# ap / channel / essid on a connection made by iwconfig: cfg80211's SME
# holds it; a disconnect of the connected station forgets the WEXT SSID
# (__cfg80211_disconnected), so only a new essid connects again
# a connection made at link-up from settings given while down, then ended
# by the next down: the kernel forgot the SSID, the next up connects no more
seq_case 'ip link set $STA down; iwconfig $STA essid iwcompat-open; ip link set $STA up; wait_until 30 _link_connected $STA; ip link set $STA down; ip link set $STA up; sleep 2'
for s in 'ap 02:00:00:00:00:00' 'ap 02:00:00:00:01:00' 'ap any' 'channel 1' \
	'channel 6' 'essid iwcompat-open' 'essid iwcompat-wpa2'; do
	seq_case "iwconfig \$STA essid iwcompat-open; wait_until 30 _link_connected \$STA; iwconfig \$STA $s"
done

# MLO radios: the driver refuses an RTS threshold whoever asks; iwconfig
# reports it as wireless-tools report any refused SET (the lines of
# "frag 100" on plain radios, with the driver's errno), status 250, and
# nothing is set.
rc=0
if iwvm_mlo && [ "${IWVM_ONLY:-}" = ours ]; then
	d=$RES/mlo-rts
	mkdir -p "$d"
	"$HERE/scenarios/settings-reset" 'iwconfig $STA rts 300' > "$d/reset.log" 2>&1
	iw phy "phy${STA#wlan}" set rts 300 > "$d/iw.out" 2>&1
	irc=$?
	PATH=$BIN_OURS:$PATH iwconfig "$STA" rts 300 > "$d/ours.out" 2> "$d/ours.err"
	orc=$?
	printf '%s\n' 'Error for wireless request "Set RTS Threshold" (8B22) :' \
		"    SET failed on device $STA ; Operation not supported." > "$d/expected.err"
	if [ "$irc" = 0 ] || ! grep -q 'Operation not supported (-95)' "$d/iw.out" ||
	   [ "$orc" != 250 ] || [ -s "$d/ours.out" ] ||
	   ! cmp -s "$d/expected.err" "$d/ours.err" ||
	   iw phy "phy${STA#wlan}" info | grep -q 'RTS threshold'; then
		iwvm_log "MLO RTS check FAILED: iw status $irc, iwconfig status $orc (see $d)"
		rc=1
	else
		iwvm_log "MLO RTS check: the driver refuses RTS (iw: -95); iwconfig reports it (status 250), nothing set"
	fi
fi
exit $rc
