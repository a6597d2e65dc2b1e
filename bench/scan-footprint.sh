#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=2 timeout=900
# bench/scan-footprint.sh - guest script: which code an `iwlist IF scan`
# runs before its trigger, while the kernel scans, and for the first
# time after the results came. Under TCG each new block of guest code is
# translated before it runs, once per process (the binary is mapped at
# a new address each time), so the code that runs once costs far more
# than its instructions: in the overhead above the scan, what counts is
# the distinct code before the trigger and the new code after the
# results (docs/performance.md, "Measuring under TCG"). Run from the host:
#
#   tests/vm/vm-run bench/scan-footprint.sh OUTDIR -- DIR [TOP]
#
# DIR holds an iwcompat build's iwlist. callgrind (--dump-instr) dumps
# its counts after iwc_nl_events_join (phase A: start to the trigger)
# and before iwc_nl_events_wait_joined (B: the trigger and the requests
# made while the kernel scans); C is the rest (the results, printing,
# exit). bench/footprint.awk counts distinct instruction addresses: all
# of A's, B's not in A, C's in neither; and lists the TOP functions of
# each. Output: $OUT/scan-footprint/{footprint.txt,cg.*}.
set -u
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=${IWVM_REPO:-$(cd "$BENCH_DIR/.." && pwd)}
. "$REPO/tests/vm/lib.sh"

DIR=${1:?usage: scan-footprint.sh DIR [TOP]}
TOP=${2:-30}
R=${OUT:-/tmp/out}/scan-footprint
mkdir -p "$R"
ap_open wlan0 bench-ap 6 || exit 3
managed_idle wlan1 || exit 3
# one scan first: the BSS is then in the list of every scan after it
/sbin/iwlist wlan1 scan > /dev/null 2>&1
cd "$R" || exit 3
valgrind --tool=callgrind --dump-instr=yes --compress-pos=no \
	--compress-strings=no --dump-after=iwc_nl_events_join \
	--dump-before=iwc_nl_events_wait_joined --callgrind-out-file=cg \
	"$DIR/iwlist" wlan1 scan > iwlist.out 2> valgrind.err || exit 4
# cg.1: phase A, cg.2: phase B, cg: phase C (the final dump)
[ -f cg.1 ] && [ -f cg.2 ] || { iwvm_log "scan-footprint: no dumps"; exit 4; }
awk -v top="$TOP" -f "$BENCH_DIR/footprint.awk" cg.1 cg.2 cg | tee footprint.txt
