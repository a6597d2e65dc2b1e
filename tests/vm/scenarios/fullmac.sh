#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=1 virt_wifi=1 timeout=3600
# Scenario "fullmac": the real wireless-tools vs iwcompat on virt_wifi, the
# kernel's cfg80211 fullmac test driver (built by tests/vm/virt_wifi/build;
# vm-run --virt-wifi): a station-only driver that connects in the driver
# (NL80211_CMD_CONNECT, no AUTHENTICATE/ASSOCIATE: no SME of cfg80211's),
# with no tx-power, wiphy-params, power-management, bitrate-mask or key ops.
# One fake AP, "VirtWifi" on 5240 MHz, with a random BSSID per boot ($VW_BSSID;
# the same for both sides of a run).
#
#   vw0 STA   station, up, idle        (lower device dummy0)
#   vw1 CONN  station, connected by iw connect VirtWifi (dummy1)
#   vw2 DOWN  station, down            (dummy2)
#
# Cases: cases/fullmac.cases, reads (of $IDLE = vw0, $LINK = vw1, $OFF =
# vw2 as set up) then settings, each from the baseline
# (scenarios/fullmac-reset), the state after it compared
# (scenarios/fullmac-observe): changes on the station connected by iw, and
# the station cases of cases/settings.cases that reach a handler where the
# driver's ops matter (SSIDs and channels mapped to virt_wifi's). Then
# sequences: connections made by the tool under test, then changed; the
# down/up flow; connections made by the real iwconfig, then changed by the
# tool under test.
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

export STA=vw0 CONN=vw1 DOWN=vw2 MISSING=wlan99
# the same interfaces for read cases, which need no reset: $IDLE, $LINK, $OFF
export IDLE=vw0 LINK=vw1 OFF=vw2
export IWCOMPAT_STATEDIR=/run/iwcompat
RES=${OUT:-/tmp/out}/fullmac
mkdir -p "$RES"
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

[ -d /sys/module/virt_wifi ] || fail "no virt_wifi module (vm-run --virt-wifi)"
# hwsim's radio is not part of this scenario
for w in $(hwsim_ifaces); do ip link set "$w" down; done
for i in 0 1 2; do
	ip link show "dummy$i" >/dev/null 2>&1 || ip link add "dummy$i" type dummy || fail "dummy$i"
	ip link set "dummy$i" up
done
for v in STA CONN DOWN; do
	"$HERE/scenarios/fullmac-reset" "\$$v" || fail "reset $v"
done
VW_BSSID=$(iw dev "$CONN" link | sed -n 's/^Connected to \([0-9a-f:]*\).*/\1/p')
[ -n "$VW_BSSID" ] || fail "no connection to VirtWifi"
export VW_BSSID
iwvm_log "setup done (VirtWifi is $VW_BSSID)"
iwvm_state_dump > "$RES/state.txt" 2>&1

export IWVM_RESET="$HERE/scenarios/fullmac-reset \"\$line\""
export IWVM_OBSERVE="$HERE/scenarios/fullmac-observe \"\$line\""
args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/fullmac.cases}" "$RES"

# Sequences (as in settings.sh): each from the baseline, with the real
# tools, then with iwcompat's; compared like a case.
BIN_REAL=/sbin
BIN_OURS=${IWCOMPAT_BIN:-/work/main/build}
n=900
# one sequence from the baseline (iwvm_seq_case in lib.sh)
seq_case() { iwvm_seq_case fullmac-reset fullmac-observe "$1"; }
# connected by the tool under test's own iwconfig, then a change
W='wait_until 20 _link_connected $STA'
for chg in 'essid VirtWifi' 'essid other' 'essid off' 'ap $VW_BSSID' \
	   'ap 02:11:22:33:44:55' 'ap off' 'freq 5240M' 'key s:abcde'; do
	seq_case "iwconfig \$STA essid VirtWifi; $W; iwconfig \$STA $chg; echo status \$?; sleep 3"
done
# settings stored while down, connect on up
seq_case 'ip link set $DOWN down; iwconfig $DOWN essid VirtWifi; ip link set $DOWN up; wait_until 20 _link_connected $DOWN; sleep 1'
seq_case 'iwconfig $DOWN essid VirtWifi ap $VW_BSSID; ip link set $DOWN up; wait_until 20 _link_connected $DOWN; sleep 1'
seq_case 'iwconfig $DOWN essid VirtWifi channel 48; ip link set $DOWN up; sleep 4'
seq_case 'iwconfig $DOWN essid other; ip link set $DOWN up; sleep 4'
seq_case 'iwconfig $STA txpower off; iwconfig $STA txpower on'
# connected by the real iwconfig whichever side runs, then changed by the
# tool under test (a user who moves from wireless-tools to iwcompat)
for chg in 'essid VirtWifi' 'essid off' 'ap $VW_BSSID' 'channel 48'; do
	seq_case "/sbin/iwconfig \$STA essid VirtWifi; $W; iwconfig \$STA $chg; echo status \$?; sleep 3"
done
# settings given while down, up (the connect at link-up), down, up: the
# down's disconnect forgets the WEXT SSID, so the next up connects no
# more, whether the connection was made (__cfg80211_disconnected) or still
# pending (the driver reports the failed connect, then the disconnect:
# virt_wifi_disconnect), which on mac80211 would keep it (settings.sh)
seq_case 'ip link set $DOWN down; iwconfig $DOWN essid VirtWifi; ip link set $DOWN up; wait_until 20 _link_connected $DOWN; ip link set $DOWN down; ip link set $DOWN up; sleep 4'
seq_case 'ip link set $DOWN down; iwconfig $DOWN essid VirtWifi; ip link set $DOWN up; ip link set $DOWN down; ip link set $DOWN up; sleep 4'
exit 0
