#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=4
# Scenario "iwevent": the real /sbin/iwevent (WEXT events over rtnetlink)
# and iwcompat's (nl80211 events) listen side by side to the same radios
# while this script makes things happen; their outputs, with the time
# stamps masked, must be identical. Run it through the host wrapper:
#   tests/vm/run-scenario iwevent
#
# Radios (mac80211_hwsim, radios=4):
#   wlan0  AP     hostapd, open, ch 1, HT + WMM, SSID iwevent-open
#   wlan1  STA    scan; connect; disconnect; a failed connect; renamed
#                 wlren1 and scanned (iwevent keeps the old name)
#   wlan2  IBSS   joins iwevent-ibss, BSSID 02:1b:55:ad:0c:01
#   wlan3         deleted; its phy gets wlev0, which scans (with wlren1),
#                 connects and is deleted while connected
#
# Results in $OUT/iwevent/ (compared on the host by run-scenario):
#   001..  cases/iwevent.cases (the command line) through run-cases
#   101    both tools as root, stopped with SIGINT
#   102    both tools as nobody, stopped with SIGTERM
#   103    both as root, iwcompat with IWCOMPAT_BACKEND=wext (the WEXT
#          stream over rtnetlink, as for a driver without nl80211), while
#          the real iwconfig sends WEXT requests (their "Set" events)
# Each of 101/102 has {real,ours}.{out,err,rc} as compare wants them (.out
# with the time stamps masked; .raw unmasked), and iw-event.log (iw event -t,
# for reading a failure).
# IWVM_ONLY=real|ours runs one side only (run-scenario --ours-only and
# --reference: iwcompat on Wi-Fi 7 radios, where the real iwevent hears
# nothing, against the real one's results on plain radios).

set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

need_radios 4 iwevent

AP=wlan0 STA=wlan1 IBSS=wlan2 SPARE=wlan3
SSID=iwevent-open
REAL_BIN=${IWVM_REAL_BIN:-/sbin}
if [ -z "${IWCOMPAT_BIN:-}" ]; then
	if [ -n "${IWVM_REPO:-}" ]; then IWCOMPAT_BIN=$IWVM_REPO/build; else IWCOMPAT_BIN=/work/main/build; fi
fi
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && IWCOMPAT_BIN=$REAL_BIN
TOOL_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

RES=${OUT:-/tmp/out}/iwevent
mkdir -p "$RES"
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

# ---- 1. the command line ----
args=()
[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
"$HERE/run-cases" "${args[@]+"${args[@]}"}" "${IWVM_CASES:-$HERE/cases/iwevent.cases}" "$RES"

# ---- 2. the event stream ----
iwvm_log "setup: AP, idle station"
# HT and WMM: association IEs longer than iwevent's 127 hex digits
ap_open "$AP" "$SSID" 1 ieee80211n=1 wmm_enabled=1 || fail "AP"
managed_idle "$STA" || fail "station"
SPARE_PHY=$(phy_of "$SPARE") || fail "phy of $SPARE"

ROOT=$RES/101 NOBODY=$RES/102
mkdir -p "$ROOT" "$NOBODY"
echo "iwevent (root, SIGINT): scan, connect, disconnect, failed connect, IBSS, rename, two scans at once, add/connect/delete" > "$ROOT/cmd"
echo "iwevent (nobody, SIGTERM): the same events" > "$NOBODY/cmd"

# bash starts asynchronous commands with SIGINT and SIGQUIT ignored (no job
# control in a script; "set -m" would stop the script for the console):
# this puts the default actions back, then runs "iwevent" from PATH.
DEFAULT_SIGNALS=(/usr/bin/perl -e '$SIG{INT} = $SIG{QUIT} = "DEFAULT";
	exec { $ARGV[0] } @ARGV or die "exec $ARGV[0]: $!\n"')

# start_tool DIR WHO BINDIR [USER]: BINDIR/iwevent, run as plain "iwevent"
start_tool() {
	local dir=$1 who=$2 bin=$3 user=${4:-} ids
	local run=(env PATH="$bin:$TOOL_PATH")
	if [ -n "$user" ]; then
		ids=$(id -u "$user"):$(id -g "$user")
		run+=(/usr/bin/setpriv --reuid="${ids%:*}" --regid="${ids#*:}" --clear-groups --)
	fi
	"${run[@]}" "${DEFAULT_SIGNALS[@]}" iwevent \
		> "$dir/$who.raw" 2> "$dir/$who.err" < /dev/null &
	echo $! > "$dir/$who.pid"
}

# assoc_order: a connection's WEXT events in the order cfg80211 sends them.
# __cfg80211_connect_result (net/wireless/sme.c) queues "Association
# Request IEs", "Association Response IEs", then "New Access Point/Cell
# address", but two flushers of that queue may run at once (the work item
# and the netdev notifier, wireless_nlevent_flush in wext-core.c, on the
# carrier change of the same connection), each dequeues one message and
# they reach each listener in either order: the CI run of 2026-12-04 had
# the real iwevent print response, address, request for one connection.
# Each run of consecutive such lines of one interface is put back in the
# kernel's order, on both sides; any other line ends a run.
assoc_order() {
	awk '
	function rank(l) {
		if (l ~ /^TS +[^ ]+ +Association Request IEs:/) return 1
		if (l ~ /^TS +[^ ]+ +Association Response IEs:/) return 2
		if (l ~ /^TS +[^ ]+ +New Access Point\/Cell address:/ &&
		    l !~ /Not-Associated$/) return 3
		return 0
	}
	function flush(  r, i) {
		for (r = 1; r <= 3; r++)
			for (i = 1; i <= n; i++)
				if (rank(run[i]) == r) print run[i]
		n = 0; runif = ""
	}
	{
		split($0, f, / +/)
		if (rank($0) && (n == 0 || f[2] == runif)) {
			run[++n] = $0; runif = f[2]; next
		}
		flush()
		if (rank($0)) { run[++n] = $0; runif = f[2]; next }
		print
	}
	END { flush() }'
}

# stop_tool DIR WHO SIGNAL: its exit status into DIR/WHO.rc, masked output
stop_tool() {
	local dir=$1 who=$2 pid
	pid=$(cat "$dir/$who.pid")
	kill -s "$3" "$pid" 2>/dev/null
	wait "$pid"
	echo $? > "$dir/$who.rc"
	sed 's/^[0-9:.]\{15\}/TS/' "$dir/$who.raw" | assoc_order > "$dir/$who.out"
}

SIDES=(real ours)
case "${IWVM_ONLY:-}" in
real|ours) SIDES=("$IWVM_ONLY") ;;
esac
OUTPUTS=()
for w in "${SIDES[@]}"; do
	OUTPUTS+=("$ROOT/$w.raw" "$NOBODY/$w.raw")
done
listening() { grep -q '^Waiting for Wireless Events' "$1"; }
# all_have N ERE: every output has N lines matching ERE
all_have() {
	local f
	for f in "${OUTPUTS[@]}"; do
		[ "$(grep -cE -- "$2" "$f")" -ge "$1" ] || return 1
	done
}
count() { grep -cE -- "$1" "${OUTPUTS[0]}"; }
# step ERE COMMAND...: run COMMAND, then wait for one more ERE line everywhere
step() {
	local ere=$1 n
	shift
	n=$(count "$ere")
	iwvm_log "step: $*"
	"$@" > /dev/null 2>&1 || iwvm_log "step: '$*' failed"
	wait_until "$IWVM_WAIT" all_have $((n + 1)) "$ere" \
		|| iwvm_log "step: no new line /$ere/ everywhere after '$*'"
}

stdbuf -oL iw event -t > "$ROOT/iw-event.log" 2>&1 &
IWEV_PID=$!
bin_of() { if [ "$1" = real ]; then echo "$REAL_BIN"; else echo "$IWCOMPAT_BIN"; fi; }
for w in "${SIDES[@]}"; do
	start_tool "$ROOT" "$w" "$(bin_of "$w")"
	start_tool "$NOBODY" "$w" "$(bin_of "$w")" nobody
done
for d in "$ROOT" "$NOBODY"; do
	for w in "${SIDES[@]}"; do
		wait_until 30 listening "$d/$w.err" || iwvm_log "$d/$w: not listening"
	done
done

connect() { iw dev "$1" connect "$SSID" 2412 && wait_until "$IWVM_WAIT" _link_connected "$1"; }
disconnect() { iw dev "$1" disconnect && wait_until "$IWVM_WAIT" sh -c "iw dev '$1' link | grep -q '^Not connected'"; }
# "scan trigger", not "scan": the latter waits for the end on its own
# socket, and spun at 100% CPU forever in 2 of 2 runs here (iw 5.19)
scan() { iw dev "$1" scan trigger; }
scan_two() { iw dev "$1" scan trigger & iw dev "$2" scan trigger; wait $!; }
add_spare() {
	iw dev "$SPARE" del && iw phy "$SPARE_PHY" interface add wlev0 type managed \
		&& ip link set wlev0 up
}

step "^.{18}$STA +Scan request completed" scan "$STA"
step "^.{18}$STA +New Access Point/Cell address:02:" connect "$STA"
step "^.{18}$STA +New Access Point/Cell address:Not-Associated" disconnect "$STA"
# no such SSID: cfg80211 scans the channel, then fails (no WEXT event)
step "^.{18}$STA +Scan request completed" iw dev "$STA" connect iwevent-nosuch 2412
sleep 3
step "^.{18}$IBSS +New Access Point/Cell address:02:1B:55:AD:0C:01" \
	ibss_join "$IBSS" iwevent-ibss 2412 02:1b:55:ad:0c:01
# renamed: iwevent still says wlan1
iface_rename "$STA" wlren1 || iwvm_log "rename failed"
step "^.{18}$STA +Scan request completed" scan wlren1
add_spare || iwvm_log "cannot replace $SPARE by wlev0"
# two interfaces at once
n=$(count "^.{18}$STA +Scan request completed")
step "^.{18}wlev0 +Scan request completed" scan_two wlev0 wlren1
wait_until "$IWVM_WAIT" all_have $((n + 1)) "^.{18}$STA +Scan request completed" \
	|| iwvm_log "no second scan line for $STA"
step "^.{18}wlev0 +New Access Point/Cell address:02:" connect wlev0
step "^.{18}wlev0 +New Access Point/Cell address:Not-Associated" iw dev wlev0 del
sleep 3

for w in "${SIDES[@]}"; do
	stop_tool "$ROOT" "$w" INT
	stop_tool "$NOBODY" "$w" TERM
done
kill "$IWEV_PID" 2>/dev/null
wait "$IWEV_PID" 2>/dev/null
for w in "${SIDES[@]}"; do
	iwvm_log "iwevent: $w $(wc -l < "$ROOT/$w.raw") lines"
done

# ---- 3. a WEXT driver's event stream ----
# With IWCOMPAT_BACKEND=wext iwcompat's iwevent takes every interface's
# events from the WEXT stream over rtnetlink, as it does for a driver
# without nl80211; cfg80211's WEXT layer sends that stream here, so the
# two must print the same, the "Set" events of WEXT requests included.
# (Both sides only: on Wi-Fi 7 radios the kernel sends no such stream.)
if [ -z "${IWVM_ONLY:-}" ]; then
	WX=$RES/103
	mkdir -p "$WX"
	echo "iwevent, IWCOMPAT_BACKEND=wext (a WEXT driver's stream): scan, iwconfig essid (connect), essid off, channel, key, key off" > "$WX/cmd"
	export IWCOMPAT_BACKEND=wext
	for w in real ours; do
		start_tool "$WX" "$w" "$(bin_of "$w")"
	done
	unset IWCOMPAT_BACKEND
	for w in real ours; do
		wait_until 30 listening "$WX/$w.err" || iwvm_log "$WX/$w: not listening"
	done
	OUTPUTS=("$WX/real.raw" "$WX/ours.raw")
	RSTA=wlren1
	step "^.{18}$RSTA +Scan request completed" scan "$RSTA"
	step "^.{18}$RSTA +Set ESSID:\"$SSID\"" "$REAL_BIN/iwconfig" "$RSTA" essid "$SSID"
	wait_until "$IWVM_WAIT" all_have 1 "^.{18}$RSTA +New Access Point/Cell address:02:" \
		|| iwvm_log "wext stream: no connection line"
	step "^.{18}$RSTA +Set ESSID:off/any" "$REAL_BIN/iwconfig" "$RSTA" essid off
	wait_until "$IWVM_WAIT" all_have 1 "^.{18}$RSTA +New Access Point/Cell address:Not-Associated" \
		|| iwvm_log "wext stream: no disconnection line"
	step "^.{18}$RSTA +Set (Frequency|Channel)" "$REAL_BIN/iwconfig" "$RSTA" channel 6
	step "^.{18}$RSTA +Set Encryption key:\\{[0-9A-F]+\\}[^o]" "$REAL_BIN/iwconfig" "$RSTA" key s:abcde
	step "^.{18}$RSTA +Set Encryption key:\\{[0-9A-F]+\\}off" "$REAL_BIN/iwconfig" "$RSTA" key off
	sleep 2
	for w in real ours; do
		stop_tool "$WX" "$w" INT
	done
	iwvm_log "iwevent (wext stream): real $(wc -l < "$WX/real.raw") lines, ours $(wc -l < "$WX/ours.raw")"
fi
exit 0
