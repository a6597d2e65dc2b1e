#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=6 timeout=2400
# bench/vm-bench.sh - guest side of bench/run: iwcompat against the real
# wireless-tools and iw on the same mac80211_hwsim radios, alternating
# runs in one VM, medians and ratios (absolute times under TCG mean
# nothing). Run it through bench/run (host, root); by hand:
#   tests/vm/vm-run --radios 6 --timeout 2400 bench/vm-bench.sh OUTDIR
#
# Radios:
#   wlan0  AP       hostapd, open, channel 6, "bench-ap"
#   wlan1  STA      iw connect -> bench-ap (iwconfig, iwgetid, iw link)
#   wlan2  MON      monitor, channel 1: beacon-inject (dense case)
#   wlan3  SCAN100  100 injected BSSes in its list
#   wlan4  SCAN1000 1000 injected BSSes in its list
#   wlan5  SCANNER  managed, idle: iwlist scan (a connected station's
#                   scans were refused with EBUSY now and then)
#
# Env: BENCH_RUNS (default 201: iwconfig/iwgetid/iw runs per command),
# BENCH_SCAN_RUNS (15: iwlist scan runs per tool), BENCH_DENSE_RUNS (21:
# listing runs per size), BENCH_SECTIONS (default "query scan dense
# events"; "libiw" adds libiw.so.30's per-poll cost), BENCH_INSTR_RUNS (3: callgrind counts per command, median),
# BENCH_BURST (1000: scans of the iwevent burst),
# IWCOMPAT_BIN (default REPO/build), IWVM_REAL_BIN (/sbin),
# BENCH_PKG (the Debian package's build, bench/build-package; the "pkg"
# column, left out when empty),
# BENCH_VARIANTS ("LABEL=DIR ...": other iwcompat builds timed in the
# same alternation as iwconfig/iwgetid, to measure one change against
# another; reported in results.txt, not in the table).
# Output: $OUT/bench/table.md (the table), results.txt (raw lines),
# raw/ (every sample, first outputs, strace summaries).
set -u
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=${IWVM_REPO:-$(cd "$BENCH_DIR/.." && pwd)}
. "$REPO/tests/vm/lib.sh"

: "${IWCOMPAT_BIN:=$REPO/build}"
REAL_BIN=${IWVM_REAL_BIN:-/sbin}
IW=$(command -v iw)
RUNS=${BENCH_RUNS:-201}
SCAN_RUNS=${BENCH_SCAN_RUNS:-15}
DENSE_RUNS=${BENCH_DENSE_RUNS:-21}
SECTIONS=${BENCH_SECTIONS:-query scan dense events}
INSTR_RUNS=${BENCH_INSTR_RUNS:-3}
BURST=${BENCH_BURST:-1000}
PKG_BIN=${BENCH_PKG:-}

RES=${OUT:-/tmp/out}/bench
RAW=$RES/raw
mkdir -p "$RAW"
RESULTS=$RES/results.txt
TABLE=$RES/table.md
: > "$RESULTS"

AP=wlan0 STA=wlan1 MON=wlan2 SCAN100=wlan3 SCAN1000=wlan4 SCANNER=wlan5

# a --bin copy missing a tool would measure nothing (or, for libiw,
# the system's library) and say so only in a row's numbers
for t in iwconfig iwgetid iwlist iwevent; do
	[ -x "$IWCOMPAT_BIN/$t" ] || { iwvm_log "bench: no $IWCOMPAT_BIN/$t"; exit 2; }
done
if [[ " $SECTIONS " == *" libiw "* ]] && [ ! -e "$IWCOMPAT_BIN/src/libiw/libiw.so.30" ]; then
	iwvm_log "bench: no $IWCOMPAT_BIN/src/libiw/libiw.so.30 (the libiw section)"
	exit 2
fi

have=$(hwsim_ifaces | wc -l)
[ "$have" -ge 6 ] || { iwvm_log "bench needs 6 hwsim radios, have $have"; exit 2; }

ABRUN=$IWVM_RUN/abrun
cc -O2 -Wall -o "$ABRUN" "$BENCH_DIR/abrun.c" || { iwvm_log "cannot build abrun"; exit 3; }
BI=$IWVM_RUN/beacon-inject
cc -O2 -Wall -o "$BI" "$REPO/tests/vm/tools/beacon-inject.c" || { iwvm_log "cannot build beacon-inject"; exit 3; }

result() { echo "$*" >> "$RESULTS"; iwvm_log "$*"; }
# field LINE KEY -> value of KEY=... in an abrun line
field() { sed -n "s/.* $2=\([^ ]*\).*/\1/p" <<< "$1"; }
# ab NAME ARGS...: abrun into $RAW/NAME, lines kept in $RAW/NAME.txt
ab() {
	local name=$1
	shift
	mkdir -p "$RAW/$name"
	"$ABRUN" -d "$RAW/$name" "$@" > "$RAW/$name.txt" || { iwvm_log "abrun $name failed"; return 1; }
	while read -r l; do result "$name: $l"; done < "$RAW/$name.txt"
}
# get NAME LABEL KEY
get() { field " $(grep "^$2 " "$RAW/$1.txt")" "$3"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
le() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
# median of numbers on stdin
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'; }

# syscalls CMD...: total system calls (strace -c -f), median of 5 runs
syscalls() {
	local i f=$RAW/strace.tmp
	for i in 1 2 3 4 5; do
		strace -f -c -o "$f" "$@" > /dev/null 2>&1 < /dev/null
		awk '$NF == "total" { print $4 }' "$f"
	done | median
	cp "$f" "$RAW/strace-$(basename "$1")-$(echo "$*" | md5sum | cut -c1-6).txt"
}

# instr CMD...: user-space instructions of one run (valgrind's callgrind,
# the dynamic loader and everything; deterministic), median of
# INSTR_RUNS runs; "n/a" without valgrind
HAVE_VG=$(command -v valgrind > /dev/null && echo 1)
instr() {
	local i f=$RAW/callgrind.tmp
	[ -n "$HAVE_VG" ] || { echo n/a; return; }
	for ((i = 0; i < INSTR_RUNS; i++)); do
		rm -f "$f"
		valgrind --tool=callgrind -q --callgrind-out-file="$f" "$@" \
			> /dev/null 2>&1 < /dev/null
		awk '/^totals:/ { print $2 }' "$f"
	done | median
	cp "$f" "$RAW/callgrind-$(basename "$1")-$(echo "$*" | md5sum | cut -c1-6).out"
}
# fmt N: 187031 -> 187,031
fmt() { LC_ALL=C awk -v n="$1" 'BEGIN { if (n !~ /^[0-9]+$/) { print n; exit } s = ""; while (length(n) > 3) { s = "," substr(n, length(n) - 2) s; n = substr(n, 1, length(n) - 3) } print n s }'; }

ROWS=()
# row GOAL MEASURED TARGET PASS|FAIL
row() { ROWS+=("| $1 | $2 | $3 | $4 |"); result "ROW $1 | $2 | $3 | $4"; }
verdict() { if "$@"; then echo PASS; else echo FAIL; fi; }
# the table so far (after each section: a section that fails later
# leaves the rows of those before)
write_table() {
	{
		echo "| goal | measured (medians) | target | result |"
		echo "| --- | --- | --- | --- |"
		printf '%s\n' "${ROWS[@]}"
	} > "$TABLE"
}

iwvm_log "setup"
ap_open "$AP" bench-ap 6 || exit 3
sta_connect_open "$STA" bench-ap 2437 || exit 3
monitor_on "$MON" 1 || exit 3
managed_idle "$SCAN100" || exit 3
managed_idle "$SCAN1000" || exit 3
managed_idle "$SCANNER" || exit 3
{
	echo "# kernel $(uname -r), $(grep -c ^processor /proc/cpuinfo) CPU(s), TCG"
	echo "# iwcompat: $IWCOMPAT_BIN/iwcompat ($(md5sum < "$IWCOMPAT_BIN/iwcompat" | cut -c1-12)); real: $REAL_BIN; iw: $($IW --version)"
	echo "# iwcompat links: $(ldd "$IWCOMPAT_BIN/iwcompat" 2>/dev/null | awk '{print $1}' | tr '\n' ' ')"
	[ -z "$PKG_BIN" ] || echo "# package build: $PKG_BIN/iwcompat ($(md5sum < "$PKG_BIN/iwcompat" | cut -c1-12)), links: $(ldd "$PKG_BIN/iwcompat" 2>/dev/null | awk '{print $1}' | tr '\n' ' ')"
	echo "# valgrind: $(valgrind --version 2>&1); perf stat -e instructions:u under TCG: $(perf stat -x, -e instructions:u true 2>&1 | tail -n 1)"
} >> "$RESULTS"

# ------------------------------------------------------------ queries
if [[ " $SECTIONS " == *" query "* ]]; then
	VCFG=() VGID=()
	if [ -n "$PKG_BIN" ]; then
		VCFG+=(pkg "$PKG_BIN/iwconfig $STA")
		VGID+=(pkg "$PKG_BIN/iwgetid -r $STA")
	fi
	for v in ${BENCH_VARIANTS:-}; do
		VCFG+=("${v%%=*}" "${v#*=}/iwconfig $STA")
		VGID+=("${v%%=*}" "${v#*=}/iwgetid -r $STA")
	done
	ab iwconfig -n "$RUNS" -w 5 \
		real "$REAL_BIN/iwconfig $STA" \
		ours "$IWCOMPAT_BIN/iwconfig $STA" \
		iw "$IW dev $STA link" "${VCFG[@]+"${VCFG[@]}"}" || exit 4
	ab iwgetid -n "$RUNS" -w 5 \
		real "$REAL_BIN/iwgetid -r $STA" \
		ours "$IWCOMPAT_BIN/iwgetid -r $STA" "${VGID[@]+"${VGID[@]}"}" || exit 4
	for v in ${BENCH_VARIANTS:-}; do
		result "variant ${v%%=*}: syscalls iwconfig $(syscalls "${v#*=}/iwconfig" "$STA"), iwgetid -r $(syscalls "${v#*=}/iwgetid" -r "$STA"); output $(cmp -s "$RAW/iwconfig/real.out" "$RAW/iwconfig/${v%%=*}.out" && echo identical || echo DIFFERENT)"
	done
	# same output? (a benchmark of a wrong answer means nothing)
	cmp -s "$RAW/iwconfig/real.out" "$RAW/iwconfig/ours.out"
	same_cfg=$?
	cmp -s "$RAW/iwgetid/real.out" "$RAW/iwgetid/ours.out"
	same_gid=$?
	result "outputs identical: iwconfig $([ $same_cfg = 0 ] && echo yes || echo NO), iwgetid $([ $same_gid = 0 ] && echo yes || echo NO)"

	r=$(get iwconfig real median) o=$(get iwconfig ours median) i=$(get iwconfig iw median)
	row "iwconfig $STA wall time vs real iwconfig (<= 1.0x)" \
		"ours $o ms, real $r ms: **$(ratio "$o" "$r")x**" "<= 1.0x" "$(verdict le "$o" "$r")"
	row "iwconfig $STA wall time vs \`iw dev $STA link\` (<= 1.0x)" \
		"ours $o ms, iw $i ms: **$(ratio "$o" "$i")x**" "<= 1.0x" "$(verdict le "$o" "$i")"
	r=$(get iwgetid real median) o=$(get iwgetid ours median)
	row "iwgetid -r $STA wall time vs real iwgetid (<= 1.0x)" \
		"ours $o ms, real $r ms: **$(ratio "$o" "$r")x**" "<= 1.0x" "$(verdict le "$o" "$r")"

	sr=$(syscalls "$REAL_BIN/iwconfig" "$STA")
	so=$(syscalls "$IWCOMPAT_BIN/iwconfig" "$STA")
	si=$(syscalls "$IW" dev "$STA" link)
	gr=$(syscalls "$REAL_BIN/iwgetid" -r "$STA")
	go=$(syscalls "$IWCOMPAT_BIN/iwgetid" -r "$STA")
	result "syscalls: iwconfig real $sr ours $so; iw link $si; iwgetid -r real $gr ours $go"
	row "system calls per iwconfig $STA (<= real)" \
		"ours $so, real $sr (iw link $si; iwgetid -r: ours $go, real $gr)" "<= $sr" "$(verdict le "$so" "$sr")"

	rr=$(get iwconfig real rss) ro=$(get iwconfig ours rss) ri=$(get iwconfig iw rss)
	row "peak RSS of iwconfig $STA (<= 1.2x real)" \
		"ours $ro KiB, real $rr KiB: **$(ratio "$ro" "$rr")x** (iw link $ri KiB)" "<= 1.2x" \
		"$(verdict le "$ro" "$(awk -v a="$rr" 'BEGIN { print a * 1.2 }')")"
	write_table

	# user-space instructions (callgrind): deterministic, unlike TCG time
	ir=$(instr "$REAL_BIN/iwconfig" "$STA") io=$(instr "$IWCOMPAT_BIN/iwconfig" "$STA")
	ii=$(instr "$IW" dev "$STA" link)
	jr=$(instr "$REAL_BIN/iwgetid" -r "$STA") jo=$(instr "$IWCOMPAT_BIN/iwgetid" -r "$STA")
	result "instructions: iwconfig real $ir ours $io; iw link $ii; iwgetid -r real $jr ours $jo"
	row "instructions per iwconfig $STA, default build (<= 1.0x real)" \
		"ours $(fmt "$io"), real $(fmt "$ir"): **$(ratio "$io" "$ir")x** (iw link $(fmt "$ii"))" "<= 1.0x" "$(verdict le "$io" "$ir")"
	row "instructions per iwgetid -r $STA, default build (<= 1.0x real)" \
		"ours $(fmt "$jo"), real $(fmt "$jr"): **$(ratio "$jo" "$jr")x**" "<= 1.0x" "$(verdict le "$jo" "$jr")"
	for v in ${BENCH_VARIANTS:-}; do
		result "variant ${v%%=*}: instructions iwconfig $(instr "${v#*=}/iwconfig" "$STA"), iwgetid -r $(instr "${v#*=}/iwgetid" -r "$STA")"
	done
	# the floor of a dynamic executable: a main() that returns 0, linked
	# as the package is (PIE, bindnow) against libc, and libc + libm
	printf 'int main(void) { return 0; }\n' > "$IWVM_RUN/empty.c"
	cc -O2 -Wl,-z,relro -Wl,-z,now -o "$IWVM_RUN/empty-c" "$IWVM_RUN/empty.c" &&
		cc -O2 -Wl,-z,relro -Wl,-z,now -Wl,--no-as-needed -o "$IWVM_RUN/empty-cm" "$IWVM_RUN/empty.c" -lm &&
		result "floor: instructions of an empty dynamic PIE (bindnow): libc $(instr "$IWVM_RUN/empty-c"), libc + libm $(instr "$IWVM_RUN/empty-cm")"
	if [ -n "$PKG_BIN" ]; then
		ip=$(instr "$PKG_BIN/iwconfig" "$STA") jp=$(instr "$PKG_BIN/iwgetid" -r "$STA")
		sp=$(syscalls "$PKG_BIN/iwconfig" "$STA") gp=$(syscalls "$PKG_BIN/iwgetid" -r "$STA")
		cmp -s "$RAW/iwconfig/real.out" "$RAW/iwconfig/pkg.out" && cmp -s "$RAW/iwgetid/real.out" "$RAW/iwgetid/pkg.out"
		same_pkg=$?
		result "package build: instructions iwconfig $ip, iwgetid -r $jp; syscalls iwconfig $sp, iwgetid -r $gp; outputs identical: $([ $same_pkg = 0 ] && echo yes || echo NO)"
		rp=$(get iwconfig pkg median) rr=$(get iwconfig real median)
		row "instructions per iwconfig $STA, package build (<= 1.0x real)" \
			"pkg $(fmt "$ip"), real $(fmt "$ir"): **$(ratio "$ip" "$ir")x** (wall time $rp ms vs $rr ms: $(ratio "$rp" "$rr")x)" "<= 1.0x" "$(verdict le "$ip" "$ir")"
		rp=$(get iwgetid pkg median) rr=$(get iwgetid real median)
		row "instructions per iwgetid -r $STA, package build (<= 1.0x real)" \
			"pkg $(fmt "$jp"), real $(fmt "$jr"): **$(ratio "$jp" "$jr")x** (wall time $rp ms vs $rr ms: $(ratio "$rp" "$rr")x)" "<= 1.0x" "$(verdict le "$jp" "$jr")"
		row "system calls, package build (<= real)" \
			"iwconfig: pkg $sp, real $sr; iwgetid -r: pkg $gp, real $gr" "<= real" \
			"$(verdict eval '[ "$sp" -le "$sr" ] && [ "$gp" -le "$gr" ]')"
		row "peak RSS of iwconfig $STA, package build (info)" \
			"pkg $(get iwconfig pkg rss) KiB, real $(get iwconfig real rss) KiB" "" info
	fi
	write_table
fi

# --------------------------------------------------------------- scan
if [[ " $SECTIONS " == *" scan "* ]]; then
	# The kernel's own scan, watched by an independent listener
	# (bench/scan-watch.c: reception times of "scan started", sent
	# when the scan is triggered, and of "scan finished", sent when its
	# results are there): no tool that lists the cells of that scan can
	# take less. Under SCHED_FIFO it stamps each event the moment it is
	# queued, whichever tool runs then, and writes nothing until the
	# end (iw event -t, used before, printed every event to the 9p
	# output meanwhile; docs/performance.md, "Measuring under TCG").
	SW=$IWVM_RUN/scan-watch
	cc -O2 -Wall -o "$SW" "$BENCH_DIR/scan-watch.c" $(pkg-config --cflags --libs libnl-genl-3.0) ||
		{ iwvm_log "cannot build scan-watch"; exit 3; }
	chrt -f 50 "$SW" "$SCANNER" > "$RAW/scan-kernel.times" 2> "$RAW/scan-watch.err" &
	EVP=$!
	sleep 1
	ab scan -n "$SCAN_RUNS" -w 1 \
		real "$REAL_BIN/iwlist $SCANNER scan" \
		ours "$IWCOMPAT_BIN/iwlist $SCANNER scan" || { kill "$EVP"; write_table; exit 4; }
	# where the time goes: one run of each under strace (epoch times):
	# exec, trigger, the wait, the dump, the output
	for t in real ours; do
		[ $t = real ] && d=$REAL_BIN || d=$IWCOMPAT_BIN
		strace -f -ttt -o "$RAW/scan-strace-$t.txt" "$d/iwlist" "$SCANNER" scan > /dev/null 2>&1
	done
	sleep 1
	kill "$EVP"
	wait "$EVP" 2> /dev/null
	K=$(grep -v aborted "$RAW/scan-kernel.times" | median)
	KN=$(grep -vc aborted "$RAW/scan-kernel.times")
	KA=$(grep -c aborted "$RAW/scan-kernel.times")
	NF=$(sed -n 's/^last scan: \([0-9]*\) frequencies.*/\1/p' "$RAW/scan-watch.err")
	NS1G=$(sed -n 's/.*frequencies, \([0-9]*\) below.*/\1/p' "$RAW/scan-watch.err")
	result "kernel scan alone (scan-watch, scan started -> finished): median $K ms over $KN scans ($KA aborted); $NF frequencies per scan, $NS1G of them S1G (below 1 GHz)"
	result "scan cells (first run): real $(grep -c 'Cell ' "$RAW/scan/real.out") ours $(grep -c 'Cell ' "$RAW/scan/ours.out"); rc real $(get scan real rc) ours $(get scan ours rc)"
	r=$(get scan real median) o=$(get scan ours median)
	row "iwlist $SCANNER scan, trigger to last line (<= 0.8x real)" \
		"ours $o ms, real $r ms: **$(ratio "$o" "$r")x**" "<= 0.8x" \
		"$(verdict le "$o" "$(awk -v a="$r" 'BEGIN { print a * 0.8 }')")"
	# The overhead above the scan, run by run: abrun ran one warm-up
	# round (real, ours), then round r with the commands rotated by r
	# (even: real, ours; odd: ours, real); each run is one scan of the
	# kernel's list, in that order (when none was aborted).
	awk '{ print $1 }' "$RAW/scan-kernel.times" > "$RAW/scan-kernel.ms"
	if [ "$KA" = 0 ] && [ "$KN" -ge $((2 * SCAN_RUNS + 4)) ]; then
		awk -v n="$SCAN_RUNS" 'FILENAME ~ /real.times$/ { real[FNR - 1] = $1; next }
			FILENAME ~ /ours.times$/ { ours[FNR - 1] = $1; next }
			{ k[FNR - 1] = $1 }
			END {
				for (r = 0; r < n; r++) {
					i = 2 + 2 * r
					if (r % 2 == 0) { a = i; b = i + 1 } else { b = i; a = i + 1 }
					printf "real %.3f\nours %.3f\n", real[r] - k[a], ours[r] - k[b]
				}
			}' "$RAW/scan/real.times" "$RAW/scan/ours.times" "$RAW/scan-kernel.ms" > "$RAW/scan-overhead.txt"
		OR=$(awk '$1 == "real" { print $2 }' "$RAW/scan-overhead.txt" | median)
		OO=$(awk '$1 == "ours" { print $2 }' "$RAW/scan-overhead.txt" | median)
		result "scan overhead above the kernel's scan, run by run (median): real $OR ms, ours $OO ms"
		row "iwlist $SCANNER scan: overhead above the kernel's own scan (<= 0.5x real's)" \
			"ours $OO ms, real $OR ms: **$(ratio "$OO" "$OR")x** (each run minus its own scan, started -> finished)" "<= 0.5x" \
			"$(verdict le "$OO" "$(awk -v a="$OR" 'BEGIN { print a * 0.5 }')")"
	else
		result "scan overhead: not paired ($KN scans, $KA aborted, $SCAN_RUNS runs per tool)"
		row "iwlist $SCANNER scan: overhead above the kernel's own scan (<= 0.5x real's)" \
			"not measured: $KN scans seen, $KA aborted" "<= 0.5x" FAIL
	fi
	write_table
	# Not a goal of the issue: the lower bound the scan itself sets.
	ROWS+=("| (floor) the kernel's scan alone, which both tools wait for | $K ms = **$(ratio "$K" "$r")x** the real iwlist, $(ratio "$K" "$o")x ours ($NF channels, $NS1G S1G) | no tool can be below it | info |")
	result "ROW floor | kernel scan $K ms: $(ratio "$K" "$r")x real, $(ratio "$K" "$o")x ours"
fi

# -------------------------------------------------------------- dense
INJ=
inject_start() {
	"$BI" -q -n "$1" -g "$2" -z "$1" -i "$3" -s 'd####' -r b -e mix -p alt "$MON" \
		2> "$RAW/inject-$1.log" &
	INJ=$!
}
inject_stop() { [ -n "$INJ" ] || return 0; kill -CONT "$INJ"; kill -TERM "$INJ"; wait "$INJ"; INJ=; }
scan_ch1() {
	local _
	for _ in 1 2 3; do
		timeout 40 "$IW" dev "$1" scan freq 2412 passive > /dev/null 2>&1 && return 0
		sleep 0.5
	done
	return 1
}
dump_count() { "$IW" dev "$1" scan dump 2>/dev/null | grep -c '^BSS '; }
# settle IF N MAXSCANS: passive scans until the list holds N BSSes
settle() {
	local i c=0
	for ((i = 1; i <= $3; i++)); do
		scan_ch1 "$1"
		c=$(dump_count "$1")
		iwvm_log "settle $1: scan $i -> $c BSSes"
		[ "$c" -ge "$2" ] && break
	done
	result "dense: $1 holds $c BSSes after $i passive scans"
}
# refresh IF: one passive scan with the injector running, then it stops
# again: every entry was just seen (cfg80211 drops them 30 s later).
refresh() { kill -CONT "$INJ"; scan_ch1 "$1"; kill -STOP "$INJ"; }

# dense_phase N IF GROUP PAUSE: listing (scan last) and triggered scan
# times of iwcompat with N BSSes in the list; every batch right after a
# refresh (3 batches).
dense_phase() {
	local n=$1 ifc=$2 b per=$(( (DENSE_RUNS + 2) / 3 ))
	inject_start "$n" "$3" "$4"
	settle "$ifc" "$n" 25
	kill -STOP "$INJ"
	: > "$RAW/dense-list$n.all"
	: > "$RAW/dense-scan$n.all"
	for b in 1 2 3; do
		refresh "$ifc"
		DC=$(dump_count "$ifc")
		ab "dense-list$n-$b" -n "$per" -w 1 ours "$IWCOMPAT_BIN/iwlist $ifc scan last" || return 1
		if [ "$b" = 1 ]; then
			# one callgrind run, its own cells counted (under load
			# the list can lose entries that age past 30 s)
			refresh "$ifc"
			rm -f "$RAW/callgrind.tmp"
			valgrind --tool=callgrind -q --callgrind-out-file="$RAW/callgrind.tmp" \
				"$IWCOMPAT_BIN/iwlist" "$ifc" scan last > "$RAW/dense-instr$n.out" 2> /dev/null < /dev/null
			cp "$RAW/callgrind.tmp" "$RAW/callgrind-dense$n.out"
			eval "I$n=\$(awk '/^totals:/ { print \$2 }' \"\$RAW/callgrind.tmp\")"
			eval "IC$n=\$(grep -c ' - Address: ' \"\$RAW/dense-instr\$n.out\")"
			result "dense N=$n: instructions of iwlist $ifc scan last: $(eval echo "\$I$n") for $(eval echo "\$IC$n") cells"
		fi
		cat "$RAW/dense-list$n-$b/ours.times" >> "$RAW/dense-list$n.all"
		CELLS=$(grep -c ' - Address: ' "$RAW/dense-list$n-$b/ours.out")
		result "dense N=$n batch $b: kernel list $DC, iwcompat listed $CELLS"
		refresh "$ifc"
		ab "dense-scan$n-$b" -n 1 -w 0 ours "$IWCOMPAT_BIN/iwlist $ifc scan" || return 1
		cat "$RAW/dense-scan$n-$b/ours.times" >> "$RAW/dense-scan$n.all"
		result "dense N=$n triggered $b: listed $(grep -c ' - Address: ' "$RAW/dense-scan$n-$b/ours.out")"
	done
	eval "L$n=\$(awk '{print \$1}' \"\$RAW/dense-list$n.all\" | median)"
	eval "S$n=\$(awk '{print \$1}' \"\$RAW/dense-scan$n.all\" | median)"
	eval "DC$n=\$DC CELLS$n=\$CELLS"
	inject_stop
}

if [[ " $SECTIONS " == *" dense "* ]]; then
	if dense_phase 100 "$SCAN100" 11 20000 && dense_phase 1000 "$SCAN1000" 12 5000; then
	# shellcheck disable=SC2154
	result "dense: listing N=100 $L100 ms, N=1000 $L1000 ms; triggered N=100 $S100 ms, N=1000 $S1000 ms"
	row "scan with 1,000 BSSes: all listed" \
		"listed $CELLS1000 of $DC1000 (N=100: $CELLS100 of $DC100)" "all" \
		"$(verdict [ "$CELLS1000" = "$DC1000" ] && [ "$DC1000" -ge 1000 ] && [ "$CELLS100" = "$DC100" ])"
	# linear: instructions per listed cell no higher with many cells
	P100=$(awk -v a="$I100" -v c="$IC100" 'BEGIN { if (c > 0) printf "%d", a / c; else print 0 }')
	P1000=$(awk -v a="$I1000" -v c="$IC1000" 'BEGIN { if (c > 0) printf "%d", a / c; else print 0 }')
	row "scan with 1,000 BSSes: no worse than linear (instructions per listed cell at ~1000 <= 1.1x those at ~100)" \
		"instructions (scan last): $(fmt "$I1000") for $IC1000 cells ($(fmt "$P1000") per cell), $(fmt "$I100") for $IC100 cells ($(fmt "$P100") per cell): **$(ratio "$P1000" "$P100")x** per cell; listing time N=1000 $L1000 ms, N=100 $L100 ms ($(ratio "$L1000" "$L100")x)" \
		"<= 1.1x per cell" "$(verdict eval '[ "$IC1000" -ge 900 ] && [ "$P100" -gt 0 ] && le "$P1000" "$(awk -v a="$P100" "BEGIN { print 1.1 * a }")"')"
	row "scan with 1,000 BSSes: time <= 2x that of 100 plus the scan" \
		"triggered scan: N=1000 $S1000 ms, N=100 $S100 ms: **$(ratio "$S1000" "$S100")x**; listing only (scan last): N=1000 $L1000 ms, N=100 $L100 ms ($(ratio "$L1000" "$L100")x)" \
		"<= 2 x N=100 + scan" \
		"$(verdict le "$S1000" "$(awk -v a="$S100" 'BEGIN { print 2 * a }')")"
	write_table
	else
		inject_stop
		result "dense: a phase failed"
	fi
fi

# ------------------------------------------------------------- events
# cpu_ms PID: user+system CPU time of a running process, in ms
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{ sub(/.*\) /, ""); print ($12 + $13) * 1000 / hz }' "/proc/$1/stat"; }
if [[ " $SECTIONS " == *" events "* ]]; then
	SB=$IWVM_RUN/scan-burst
	# shellcheck disable=SC2046
	cc -O2 -Wall -o "$SB" "$BENCH_DIR/scan-burst.c" $(pkg-config --cflags --libs libnl-genl-3.0) ||
		{ iwvm_log "cannot build scan-burst"; exit 3; }
	BURST_IFS="$SCAN100 $SCAN1000 $SCANNER"
	# both iwevents listen at once, to the same burst; lines flushed per
	# event (both do), so a file holds what was printed
	"$REAL_BIN/iwevent" > "$RAW/burst-real.out" 2> "$RAW/burst-real.err" &
	EV_REAL=$!
	"$IWCOMPAT_BIN/iwevent" > "$RAW/burst-ours.out" 2> "$RAW/burst-ours.err" &
	EV_OURS=$!
	"$IW" event > "$RAW/burst-iw.out" 2>&1 &
	EV_IW=$!
	sleep 2
	c0r=$(cpu_ms "$EV_REAL") c0o=$(cpu_ms "$EV_OURS")
	# shellcheck disable=SC2086
	"$SB" -n "$BURST" $BURST_IFS > "$RAW/burst.txt" 2>&1
	sleep 2
	c1r=$(cpu_ms "$EV_REAL") c1o=$(cpu_ms "$EV_OURS")
	# TERM: background jobs of a non-interactive shell ignore INT
	kill -TERM "$EV_REAL" "$EV_OURS" "$EV_IW"
	wait "$EV_REAL" "$EV_OURS" "$EV_IW" 2> /dev/null
	BL=$(cat "$RAW/burst.txt")
	bc=$(field " $BL" completed) bs=$(field " $BL" seconds)
	kn=0 nr=0 no=0
	for i in $BURST_IFS; do
		kn=$((kn + $(grep -Ec "^$i \(phy #[0-9]+\): scan finished" "$RAW/burst-iw.out")))
		nr=$((nr + $(grep -Ec "^[0-9:.]+ +$i +Scan request completed" "$RAW/burst-real.out")))
		no=$((no + $(grep -Ec "^[0-9:.]+ +$i +Scan request completed" "$RAW/burst-ours.out")))
	done
	rate=$(awk -v c="$bc" -v t="$bs" 'BEGIN { if (t > 0) printf "%.1f", c / t; else print "n/a" }')
	cr=$(awk -v a="$c0r" -v b="$c1r" 'BEGIN { print b - a }') co=$(awk -v a="$c0o" -v b="$c1o" 'BEGIN { print b - a }')
	result "event burst: $BL; kernel (iw event) $kn scans finished; printed: real iwevent $nr, ours $no; CPU during the burst: real $cr ms, ours $co ms; stderr real $(wc -l < "$RAW/burst-real.err") lines, ours $(wc -l < "$RAW/burst-ours.err")"
	row "iwevent burst: $bc scans ended in $bs s ($rate events/s), every one printed" \
		"ours printed $no, real $nr of $kn (iw event); CPU time during the burst: ours $co ms, real $cr ms ($(ratio "$co" "$cr")x)" \
		"all, >= 1000" "$(verdict eval '[ "$no" = "$kn" ] && [ "$kn" -ge 1000 ] && [ "$no" -ge "$nr" ]')"
fi

# libiw.so.30 (issue 20, docs/libiw.md; not in the default sections): one
# status-bar poll (iw_get_range_info + iw_get_basic_config + iw_get_stats)
# on the station, ours against wireless-tools' library over cfg80211's
# WEXT, instructions and system calls per poll (bench/libiw-poll.sh)
if [[ " $SECTIONS " == *" libiw "* ]]; then
	"$BENCH_DIR/libiw-poll.sh" "$RAW/libiw" "$STA" real ours="$IWCOMPAT_BIN/src/libiw" \
		> "$RAW/libiw.txt" 2>&1
	cat "$RAW/libiw.txt" >> "$RESULTS"
	LR=$(grep "^libiw-poll $STA real " "$RAW/libiw.txt") LO=$(grep "^libiw-poll $STA ours " "$RAW/libiw.txt")
	lir=$(awk '{ print $5 }' <<< "$LR")
	lio=$(awk '{ print $5 }' <<< "$LO") lsr=$(awk '{ print $7 }' <<< "$LR") lso=$(awk '{ print $7 }' <<< "$LO")
	row "libiw.so.30: one status-bar poll costs no more than wireless-tools' libiw" \
		"instructions: ours $lio, real $lir ($(ratio "$lio" "$lir")x); system calls: ours $lso, real $lsr" \
		"<= 1x both" "$(verdict eval 'le "$lio" "$lir" && le "$lso" "$lsr"')"
fi

write_table
cat "$RESULTS"
echo
cat "$TABLE"
! grep -q '| FAIL |' "$TABLE"
