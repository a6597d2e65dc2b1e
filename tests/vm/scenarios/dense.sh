#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=7 timeout=1800
# Scenario "dense": iwlist scan with hundreds of BSSes, and with hostile
# information elements. Run it through the host wrapper:
#   tests/vm/run-scenario dense
# or by hand:
#   tests/vm/vm-run --radios 7 tests/vm/scenarios/dense.sh OUTDIR
#
# The BSSes are made up: tests/vm/tools/beacon-inject transmits beacons for
# N BSSIDs (02:be:GG:xx:xx:xx, GG = the phase's group) through a monitor
# interface; mac80211_hwsim hands them to every radio on channel 1, and a
# radio records them while it scans. Each phase has a scanner radio of its
# own (its own BSS list):
#   wlan0  MON        monitor, channel 1, MTU 2304: the injector
#   wlan1  SCAN200    N=200: real vs iwcompat compared (cases)
#   wlan2  SCAN300    N=300: the real iwlist fails with E2BIG (64 KiB of
#                     WEXT events), iwcompat must list every BSS
#   wlan3  SCAN1000   N=1000 (= cfg80211's default bss_entries_limit): same
#   wlan4  SCANBAD    64 BSSes, 3/4 with hostile elements, the others with
#                     32-byte SSIDs of every byte value (cases)
#   wlan5  SCANEMPTY  24 hostile BSSes incl. zero-length rates (cases)
#   wlan6  SCANBAD2   64 BSSes, another seed, random SSIDs, RSN+WPA, half
#                     of them sent as probe responses to wlan6 (cases)
# A phase: start the injector, "settle" with passive scans of 2412 MHz until
# `iw scan dump` holds all N (or, for hostile phases, stops growing), stop
# the injector (SIGSTOP: no CPU taken, the list stays as it is for 30 s),
# run the phase's cases, time the reads, then resume it for one triggering
# scan of each tool (counts reported, not compared: each scan hears its
# own set), then end the injector.
#
# Results: $OUT/dense/NNN (cases, compared on the host by run-scenario),
# $OUT/dense/results.txt (counts, timings, checks), $OUT/dense/raw/
# (outputs of the timed reads, injector manifests and statistics).
# Exit status 1 if a check failed (iwcompat crashed, or listed other BSSes
# than the kernel's dump), 2/3 on a setup error.
#
# Env: IWVM_DENSE_PHASES (default "200 bad bad2 empty 300 1000"),
# IWVM_BEACON_INJECT (a prebuilt beacon-inject; default: built here from
# tests/vm/tools/beacon-inject.c with the host's cc, into $IWVM_RUN),
# IWVM_DENSE_ASAN_BIN (a directory with an ASan/UBSan build of iwcompat:
# each read is repeated with it and its reports are checked),
# IWCOMPAT_BIN, IWVM_REAL_BIN, IWVM_REAL_TWICE=1 (cases only).
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

need_radios 7 dense

export MON=wlan0 SCAN200=wlan1 SCAN300=wlan2 SCAN1000=wlan3 SCANBAD=wlan4 SCANEMPTY=wlan5 \
	SCANBAD2=wlan6
: "${IWCOMPAT_BIN:=${IWVM_REPO:-/work/main}/build}"
export IWCOMPAT_BIN
REAL_BIN=${IWVM_REAL_BIN:-/sbin}
ASAN_BIN=${IWVM_DENSE_ASAN_BIN:-}
PHASES=${IWVM_DENSE_PHASES:-200 bad bad2 empty 300 1000}
CASES=${IWVM_CASES:-$HERE/cases/dense.cases}

RES=${OUT:-/tmp/out}/dense
RAW=$RES/raw
RESULTS=$RES/results.txt
mkdir -p "$RES" "$RAW"
rm -rf "${RES:?}"/[0-9][0-9][0-9]
: > "$RESULTS"
FAILS=0

# ---------------------------------------------------------------- helpers

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }
# result LINE: to the results file and the log
result() { echo "$*" >> "$RESULTS"; iwvm_log "$*"; }
# check OK_CONDITION_STATUS TEXT: record PASS/FAIL (status 0 = pass)
check() {
	if [ "$1" = 0 ]; then result "  PASS $2"
	else result "  FAIL $2"; FAILS=$((FAILS + 1)); fi
}

dump_count() { iw dev "$1" scan dump 2>/dev/null | grep -c '^BSS '; }
dump_bssids() { iw dev "$1" scan dump 2>/dev/null | sed -n 's/^BSS \([0-9a-f:]*\).*/\1/p'; }
# (grep -o: the real iwlist can leave a line unterminated, then the next
# "Cell NN" is glued to it)
cells_count() { grep -o 'Cell [0-9]* - Address: ' "$1" | wc -l; }
cells_bssids() { grep -o 'Cell [0-9]* - Address: [0-9A-Fa-f:]*' "$1" | sed 's/.*Address: //' | tr 'A-F' 'a-f'; }

# The injector: built once (the host's compiler is visible in the guest).
BI=${IWVM_BEACON_INJECT:-}
if [ -z "$BI" ] || [ ! -x "$BI" ]; then
	BI=$IWVM_RUN/beacon-inject
	t0=$(now)
	cc -O2 -Wall -o "$BI" "$HERE/tools/beacon-inject.c" || { iwvm_log "cannot build beacon-inject"; exit 3; }
	iwvm_log "beacon-inject built in $(since "$t0")s"
fi

INJ=
# inject_start PHASE ARGS...: the injector in the background on $MON
inject_start() {
	local phase=$1
	shift
	"$BI" -L "$RAW/$phase.manifest" "$@" "$MON" 2> "$RAW/$phase.inject.log" &
	INJ=$!
	echo "beacon-inject $* $MON" > "$RAW/$phase.inject.cmd"
}
inject_pause() { [ -n "$INJ" ] && kill -STOP "$INJ"; }
inject_resume() { [ -n "$INJ" ] && kill -CONT "$INJ"; }
inject_stop() {
	[ -n "$INJ" ] || return 0
	kill -CONT "$INJ" 2>/dev/null
	kill -TERM "$INJ" 2>/dev/null
	wait "$INJ" 2>/dev/null
	INJ=
}

# one passive scan of channel 1 (what records the injected beacons)
scan_ch1() {
	local _
	for _ in 1 2 3; do
		timeout 40 iw dev "$1" scan freq 2412 passive >/dev/null 2>&1 && return 0
		sleep 0.5		# EBUSY: another scan still running
	done
	return 1
}

# settle IF WANT MAXSCANS: passive scans until the dump holds WANT BSSes
# (WANT 0: until the count is the same twice, after at least 3 scans).
settle() {
	local ifc=$1 want=$2 max=$3 i c=0 prev=-1 t0
	t0=$(now)
	for ((i = 1; i <= max; i++)); do
		scan_ch1 "$ifc" || iwvm_log "settle $ifc: scan $i failed"
		c=$(dump_count "$ifc")
		iwvm_log "settle $ifc: scan $i -> $c BSSes"
		if [ "$want" -gt 0 ]; then
			[ "$c" -ge "$want" ] && break
		else
			[ "$c" = "$prev" ] && [ "$i" -ge 3 ] && break
		fi
		prev=$c
	done
	[ "$i" -gt "$max" ] && i=$max
	result "  settle: $i passive scans of 2412 MHz in $(since "$t0")s -> $c BSSes in the kernel list"
}

# refresh IF: the injector runs for one passive scan, then stops again, so
# every entry was just seen (a read sequence then has 30 s).
refresh() {
	inject_resume
	scan_ch1 "$1"
	inject_pause
}

# timed LABEL OUTBASE BIN TOOL ARGS...: run, save .out/.err/.rc, set
# T_TIME T_RC T_CELLS
timed() {
	local label=$1 base=$2 bin=$3 t0
	shift 3
	t0=$(now)
	PATH=$bin "$@" > "$base.out" 2> "$base.err" < /dev/null
	T_RC=$?
	T_TIME=$(since "$t0")
	echo "$T_RC" > "$base.rc"
	T_CELLS=$(cells_count "$base.out")
	result "  $label: rc=$T_RC cells=$T_CELLS time=${T_TIME}s stderr=$(head -c 120 "$base.err" | tr '\n' '|')"
}

# asan_read PHASE IF: the read again with the sanitizer build
asan_read() {
	[ -n "$ASAN_BIN" ] || return 0
	local base=$RAW/$1.asan
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
		timed "asan iwcompat scan last" "$base" "$ASAN_BIN" iwlist "$2" scan last
	! grep -q -E 'ERROR: AddressSanitizer|runtime error:' "$base.err"
	check $? "no sanitizer report (asan rc=$T_RC)"
}

# phase_cases NAME VAR: run this phase's cases (lines naming $VAR) and move
# them into $RES (the numbers follow the case file, so phases don't clash)
phase_cases() {
	local tmp=$IWVM_RUN/cases-$1 args=()
	[ "${IWVM_REAL_TWICE:-0}" = 1 ] && args+=(--real-twice)
	rm -rf "$tmp"
	IWVM_CASE_FILTER="\\\$$2( |\$)" "$HERE/run-cases" "${args[@]+"${args[@]}"}" "$CASES" "$tmp"
	local d
	for d in "$tmp"/[0-9][0-9][0-9]; do
		[ -d "$d" ] || continue
		rm -rf "${RES:?}/${d##*/}"
		mv "$d" "$RES/"
		result "  case ${d##*/}: $(cat "$RES/${d##*/}/cmd") -> real rc=$(cat "$RES/${d##*/}/real.rc") cells=$(cells_count "$RES/${d##*/}/real.out"), ours rc=$(cat "$RES/${d##*/}/ours.rc") cells=$(cells_count "$RES/${d##*/}/ours.out")"
	done
}

# reads PHASE IF N: the timed reads of the settled list (injector stopped):
# iw's dump for reference, iwcompat, the real iwlist, checks.
reads() {
	local phase=$1 ifc=$2 n=$3 before after
	refresh "$ifc"
	before=$(dump_count "$ifc")
	dump_bssids "$ifc" > "$RAW/$phase.dump-bssids"
	local t0
	t0=$(now)
	iw dev "$ifc" scan dump > "$RAW/$phase.iw-dump.txt" 2>&1
	result "  iw scan dump: $(grep -c '^BSS ' "$RAW/$phase.iw-dump.txt") BSSes time=$(since "$t0")s"
	# iwcompat three times (the timings vary by some 10% under TCG)
	local ours_rc ours_cells times=() k
	for k in 1 2 3; do
		timed "iwcompat scan last #$k" "$RAW/$phase.ours-last" "$IWCOMPAT_BIN" iwlist "$ifc" scan last
		times+=("$T_TIME")
		[ "$k" = 1 ] && { ours_rc=$T_RC; ours_cells=$T_CELLS; }
		[ "$T_RC" = "$ours_rc" ] && [ "$T_CELLS" = "$ours_cells" ] || ours_rc="$T_RC (run $k differs)"
	done
	result "  iwcompat scan last: ${times[*]} s (cells $ours_cells)"
	timed "real scan last" "$RAW/$phase.real-last" "$REAL_BIN" iwlist "$ifc" scan last
	asan_read "$phase" "$ifc"
	after=$(dump_count "$ifc")
	result "  kernel list: $before BSSes before the reads, $after after"
	[ "${ours_rc%% *}" -lt 128 ]
	check $? "iwcompat did not crash (rc=$ours_rc)"
	[ "$ours_rc" = 0 ] && [ "$ours_cells" = "$before" ] && [ "$before" = "$after" ]
	check $? "iwcompat lists every BSS of the dump ($ours_cells cells, dump $before/$after)"
	cells_bssids "$RAW/$phase.ours-last.out" | cmp -s - "$RAW/$phase.dump-bssids"
	check $? "iwcompat's cells are the dump's BSSIDs, in the dump's order"
	if [ "$n" -gt 0 ]; then
		[ "$before" = "$n" ]
		check $? "the kernel list holds all $n injected BSSes ($before)"
	fi
}

# triggered PHASE IF: each tool triggers a scan of its own (injector running)
triggered() {
	local phase=$1 ifc=$2
	inject_resume
	timed "real scan (triggering)" "$RAW/$phase.real-scan" "$REAL_BIN" iwlist "$ifc" scan
	result "    dump after: $(dump_count "$ifc") BSSes"
	timed "iwcompat scan (triggering)" "$RAW/$phase.ours-scan" "$IWCOMPAT_BIN" iwlist "$ifc" scan
	local ours_rc=$T_RC ours_cells=$T_CELLS d
	d=$(dump_count "$ifc")
	result "    dump after: $d BSSes"
	inject_pause
	[ "$ours_rc" = 0 ] && [ "$ours_cells" -ge "$((d * 9 / 10))" ]
	check $? "iwcompat's triggering scan lists the BSSes (rc=$ours_rc, $ours_cells cells, dump $d)"
}

inject_stats() {
	inject_stop
	result "  injector: $(cat "$RAW/$1.inject.cmd"): $(tail -n 1 "$RAW/$1.inject.log")"
}

# ------------------------------------------------------------------ setup

iwvm_log "setup"
monitor_on "$MON" 1 || exit 3
ip link set "$MON" mtu 2304 || exit 3	# hostile frames are up to 2300 bytes
for v in SCAN200 SCAN300 SCAN1000 SCANBAD SCANEMPTY SCANBAD2; do
	managed_idle "${!v}" || exit 3
done
{
	echo "# dense scenario, kernel $(uname -r)"
	echo "# iwcompat: $IWCOMPAT_BIN ($(md5sum < "$IWCOMPAT_BIN/iwcompat" | cut -c1-12)), real: $REAL_BIN"
	echo "# asan: ${ASAN_BIN:-none}; phases: $PHASES"
	echo "# bss_entries_limit: $(cat /sys/module/cfg80211/parameters/bss_entries_limit 2>/dev/null)"
} >> "$RESULTS"
iwvm_state_dump > "$RES/state.txt" 2>&1

# ----------------------------------------------------------------- phases

# Dense phases: 4 rates (-r b), short SSIDs, privacy on odd indexes, and
# RSN/WPA/both/none by index: about 290 bytes of WEXT events per BSS, so
# 200 fit in the real iwlist's 65535-byte buffer and 300 do not.
DENSE_ARGS=(-s 'd####' -r b -e mix -p alt)

phase_dense() {
	local n=$1 ifc=$2 pause=$3 maxscans=$4 group=$5
	result "== N=$n on $ifc"
	inject_start "n$n" -n "$n" -g "$group" -z "$n" -i "$pause" "${DENSE_ARGS[@]}"
	settle "$ifc" "$n" "$maxscans"
	inject_pause
	[ "$n" = 200 ] && phase_cases "n$n" SCAN200
	reads "n$n" "$ifc" "$n"
	if [ "$n" = 200 ]; then
		[ "$(cat "$RAW/n$n.real-last.rc")" = 0 ]
		check $? "the real iwlist lists N=200 (rc=$(cat "$RAW/n$n.real-last.rc"))"
	else
		grep -q 'Failed to read scan data : Argument list too long' "$RAW/n$n.real-last.err" \
			&& [ "$(cat "$RAW/n$n.real-last.rc")" = 254 ]
		check $? "the real iwlist fails with E2BIG at N=$n (rc=$(cat "$RAW/n$n.real-last.rc"))"
	fi
	triggered "n$n" "$ifc"
	inject_stats "n$n"
}

phase_hostile() {
	local name=$1 ifc=$2 var=$3
	shift 3
	result "== hostile '$name' on $ifc"
	inject_start "$name" "$@"
	settle "$ifc" 0 8
	inject_pause
	phase_cases "$name" "$var"
	reads "$name" "$ifc" 0
	inject_stats "$name"
	result "  hostile kinds: $(awk '!/^#/ { print $5 }' "$RAW/$name.manifest" | tr ',' '\n' \
		| sort | uniq -c | awk '{ printf "%s%s=%s", sep, $2, $1; sep = " " }')"
}

for p in $PHASES; do
	case $p in
	200) phase_dense 200 "$SCAN200" 20000 10 2 ;;
	300) phase_dense 300 "$SCAN300" 20000 10 3 ;;
	1000) phase_dense 1000 "$SCAN1000" 5000 20 10 ;;
	bad) phase_hostile bad "$SCANBAD" SCANBAD -n 64 -g 4 -s 'bad-###' -S bytes \
		-x 75 -e mix -p alt -z 4242 -i 20000 ;;
	# (odd indexes as probe responses to the scanner, the others beacons)
	bad2) phase_hostile bad2 "$SCANBAD2" SCANBAD2 -n 64 -g 6 -s 'b2-###' -S random \
		-x 75 -e both -r g -z 5151 -i 20000 -P alt -a "$(mac_of "$SCANBAD2")"
		np=$(timeout 20 iw dev "$SCANBAD2" scan dump 2>/dev/null |
			grep -c 'from Probe Response frame')
		check "$([ "${np:-0}" -gt 0 ]; echo $?)" "bad2: $np BSSes held from probe responses" ;;
	empty) phase_hostile empty "$SCANEMPTY" SCANEMPTY -n 24 -g 5 -s 'er-##' \
		-x 100 -k all -z 77 -i 20000 ;;
	*) iwvm_log "unknown phase $p" ;;
	esac
done
inject_stop

result "== $FAILS check(s) failed"
cat "$RESULTS"
[ "$FAILS" = 0 ]
