#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=2 timeout=900
# Scenario "faults": what happens when things go wrong while a tool runs,
# the real wireless-tools and iwcompat side by side (stdout, stderr, exit
# status compared by run-scenario), plus properties only iwcompat has.
#   tests/vm/run-scenario faults
#
#   wlan0  SCAN   managed, up: scans that meet a busy radio, a removed
#                 interface, SIGINT, SIGTERM
#   wlan1  SET    managed, down: settings stored while down
#
# Compared cases (results in $OUT/faults/NNN like run-cases'):
#   001 iwlist SCAN scan while the radio already scans (EBUSY)
#   002 iwlist SCAN scan, the interface deleted 0.5 s into the wait
#   003 iwlist SCAN scan, SIGINT 0.5 s into the wait
#   004 iwlist SCAN scan, SIGTERM 0.5 s into the wait
#   005 two iwconfig SET runs at once (essid, key), then iwconfig SET
#   006 the same with four settings (essid, key, ap, channel) at once
# Checks (results.txt; exit 1 if one fails):
#   - the link-up watcher of settings stored while down ends when its
#     interface is deleted (no iwcompat process left behind)
#   - no stray temporary state file after the concurrent runs
# Each case takes ~10 s per side under TCG (a full hwsim scan is ~8 s).
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

[ "$(hwsim_ifaces | wc -l)" -ge 2 ] || { iwvm_log "faults needs 2 radios"; exit 2; }
export SCAN=wlan0 SET=wlan1
: "${IWCOMPAT_BIN:=${IWVM_REPO:-/work/main}/build}"
REAL_BIN=${IWVM_REAL_BIN:-/sbin}
STATEDIR=${IWCOMPAT_STATEDIR:-/run/iwcompat}

RES=${OUT:-/tmp/out}/faults
RESULTS=$RES/results.txt
mkdir -p "$RES"
rm -rf "${RES:?}"/[0-9][0-9][0-9]
: > "$RESULTS"
FAILS=0
result() { echo "$*" >> "$RESULTS"; iwvm_log "$*"; }
check() {
	if [ "$1" = 0 ]; then result "  PASS $2"
	else result "  FAIL $2"; FAILS=$((FAILS + 1)); fi
}

SCAN_PHY=$(phy_of "$SCAN")
SET_PHY=$(phy_of "$SET")
managed_idle "$SCAN" || exit 3
ip link set "$SET" down

# strace around iwcompat as run-cases does (proof of no WEXT ioctl)
STRACE=()
if [ "${IWVM_STRACE:-1}" = 1 ] && command -v strace >/dev/null 2>&1; then
	STRACE=(strace -f -qq -e trace=ioctl)
	strace --seccomp-bpf -f -qq -e trace=ioctl -o /dev/null /bin/true 2>/dev/null &&
		STRACE=(strace --seccomp-bpf -f -qq -e trace=ioctl)
fi

# scan_idle: wait until SCAN's radio scans no more (a short scan of one
# channel is accepted, and waited for)
scan_idle() {
	local i
	for i in $(seq 1 100); do
		if iw dev "$SCAN" scan trigger freq 2412 >/dev/null 2>&1; then
			timeout 10 iw dev "$SCAN" scan dump >/dev/null 2>&1
			sleep 1
			return 0
		fi
		sleep 0.3
	done
	iwvm_log "scan_idle: $SCAN still scanning"
}

# recreate IFACE PHY: the interface again, managed and up (a new ifindex)
recreate() {
	iface_exists "$1" || iw phy "$2" interface add "$1" type managed
	ip link set "$1" up
}

# side_bin SIDE -> the directory of that side's tools
side_bin() { if [ "$1" = real ]; then echo "$REAL_BIN"; else echo "$IWCOMPAT_BIN"; fi; }

# run SIDE DIR TOOL ARGS...: TOOL of SIDE, argv[0] plain, output to
# DIR/SIDE.{out,err,rc}; ours under strace
run() {
	local side=$1 dir=$2 bin tr=()
	shift 2
	bin=$(side_bin "$side")
	[ "$side" = ours ] && [ ${#STRACE[@]} -gt 0 ] && tr=("${STRACE[@]}" -o "$dir/ours.strace")
	PATH=$bin:$PATH timeout -k 5 60 "${tr[@]}" "$@" > "$dir/$side.out" 2> "$dir/$side.err" < /dev/null
	echo $? > "$dir/$side.rc"
}

# signal_run SIDE DIR SIG SECONDS TOOL ARGS...: TOOL killed with SIG after
# SECONDS (its default action: bash would start it with SIGINT ignored)
signal_run() {
	local side=$1 dir=$2 sig=$3 secs=$4 bin tr=()
	shift 4
	bin=$(side_bin "$side")
	[ "$side" = ours ] && [ ${#STRACE[@]} -gt 0 ] && tr=("${STRACE[@]}" -o "$dir/ours.strace")
	PATH=$bin:$PATH timeout --preserve-status -s "$sig" "$secs" "${tr[@]}" "$@" \
		> "$dir/$side.out" 2> "$dir/$side.err" < /dev/null
	echo $? > "$dir/$side.rc"
}

n=0
new_case() {
	n=$((n + 1))
	printf -v id '%03d' "$n"
	dir=$RES/$id
	mkdir -p "$dir"
	echo "$1" > "$dir/case"
	echo "$1" > "$dir/cmd"
}

t0=$(date +%s)

new_case "iwlist SCAN scan  (the radio already scanning: EBUSY)"
for side in real ours; do
	scan_idle
	iw dev "$SCAN" scan trigger >/dev/null 2>&1
	run "$side" "$dir" iwlist "$SCAN" scan
done

new_case "iwlist SCAN scan  (the interface deleted 0.5 s into the scan wait)"
for side in real ours; do
	scan_idle
	(sleep 0.5; iw dev "$SCAN" del) &
	run "$side" "$dir" iwlist "$SCAN" scan
	wait
	recreate "$SCAN" "$SCAN_PHY"
done

new_case "iwlist SCAN scan  (SIGINT 0.5 s into the scan wait)"
for side in real ours; do
	scan_idle
	signal_run "$side" "$dir" INT 0.5 iwlist "$SCAN" scan
done

new_case "iwlist SCAN scan  (SIGTERM 0.5 s into the scan wait)"
for side in real ours; do
	scan_idle
	signal_run "$side" "$dir" TERM 0.5 iwlist "$SCAN" scan
done

# Settings of a down interface from concurrent runs: all of them are
# there afterwards (the kernel kept them; iwcompat's state file under its
# lock). A fresh interface for each side (no earlier state).
concurrent() {
	local side=$1 bin
	shift
	bin=$(side_bin "$side")
	iw dev "$SET" del 2>/dev/null
	iw phy "$SET_PHY" interface add "$SET" type managed
	ip link set "$SET" down
	for a in "$@"; do
		# shellcheck disable=SC2086
		PATH=$bin:$PATH iwconfig "$SET" $a &
	done > "$dir/$side.bg.out" 2>&1
	wait
	run "$side" "$dir" iwconfig "$SET"
}

new_case "iwconfig SET  (after: iwconfig SET essid fault-one & iwconfig SET key s:hello &)"
for side in real ours; do concurrent "$side" "essid fault-one" "key s:hello"; done

# (settings that commute: two keys would not, the first one set becomes
# the default key)
new_case "iwconfig SET  (after four at once: essid, key [2], ap, channel)"
for side in real ours; do
	concurrent "$side" "essid fault-four" "key [2] 0102030405" \
		"ap 02:00:00:00:aa:bb" "channel 6"
done
result "compared cases done in $(( $(date +%s) - t0 ))s"

# The watcher of settings stored while down ends with its interface.
ip link set "$SET" down
PATH=$IWCOMPAT_BIN:$PATH iwconfig "$SET" essid fault-watch
sleep 1
pgrep -f "link-up --wait $SET " > "$RES/watchers.before"
check "$([ -s "$RES/watchers.before" ]; echo $?)" "a link-up watcher runs for $SET (settings stored while down)"
iw dev "$SET" del
# (a function: a "sh -c" would carry the pattern and match itself)
watcher_gone() { ! pgrep -f "link-up --wait $SET " >/dev/null; }
wait_until 10 watcher_gone
check $? "the watcher ends when $SET is deleted"
iw phy "$SET_PHY" interface add "$SET" type managed

ls -la "$STATEDIR" > "$RES/statedir.txt" 2>&1
check "$(ls "$STATEDIR" 2>/dev/null | grep -c '\.tmp$')" "no temporary state file left in $STATEDIR"
check "$([ "$(stat -c %a "$STATEDIR")" = 700 ]; echo $?)" "$STATEDIR is mode 700"
bad=$(find "$STATEDIR" -type f ! -perm 600 2>/dev/null | wc -l)
check "$bad" "every state file is mode 600"

result "faults: $FAILS check(s) failed"
[ "$FAILS" = 0 ]
