#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=2 timeout=2400
# bench/scan-ab.sh - guest script: the overhead of `iwlist IF scan` above
# the kernel's own scan, for the real iwlist and any number of iwcompat
# builds in the same alternation (an A/B of changes to the scan's path;
# bench/vm-bench.sh's scan row measures one build). Run from the host:
#
#   tests/vm/vm-run bench/scan-ab.sh OUTDIR -- N LABEL=DIR [LABEL=DIR...]
#
# DIR holds an iwcompat build's iwlist (a copy of build/: the guest runs
# it while the host may rebuild). Radios: wlan0 an open AP (hostapd,
# channel 6), wlan1 the scanner. bench/scan-watch.c, under SCHED_FIFO,
# stamps each scan's start and end; abrun runs one warm-up round and N
# rounds, round r rotated by r, so scan number i belongs to a known run.
# Each run's overhead is its wall time minus its own scan.
#
# Output ($OUT/scan-ab/): overhead.txt (LABEL MS, one line per run),
# summary.txt (per label: median, mean, and the median's ratio to the
# real tool's), every sample and the first outputs (abrun -d).
set -u
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
REPO=${IWVM_REPO:-$(cd "$BENCH_DIR/.." && pwd)}
. "$REPO/tests/vm/lib.sh"

N=${1:?usage: scan-ab.sh N LABEL=DIR...}
shift
[ $# -ge 1 ] || { iwvm_log "scan-ab: no build to measure"; exit 2; }
R=${OUT:-/tmp/out}/scan-ab
mkdir -p "$R"

ap_open wlan0 bench-ap 6 || exit 3
managed_idle wlan1 || exit 3
cc -O2 -Wall -o "$IWVM_RUN/abrun" "$BENCH_DIR/abrun.c" || exit 3
cc -O2 -Wall -o "$IWVM_RUN/scan-watch" "$BENCH_DIR/scan-watch.c" \
	$(pkg-config --cflags --libs libnl-genl-3.0) || exit 3

ARGS=(real "/sbin/iwlist wlan1 scan")
LABELS=(real)
for lv in "$@"; do
	ARGS+=("${lv%%=*}" "${lv#*=}/iwlist wlan1 scan")
	LABELS+=("${lv%%=*}")
done

chrt -f 50 "$IWVM_RUN/scan-watch" wlan1 > "$R/kernel.times" 2> "$R/scan-watch.err" &
SW=$!
sleep 1
"$IWVM_RUN/abrun" -n "$N" -w 1 -d "$R" "${ARGS[@]}" > "$R/abrun.txt"
rc=$?
sleep 1
kill "$SW"
wait "$SW" 2> /dev/null
[ $rc = 0 ] || { iwvm_log "scan-ab: abrun failed"; exit 4; }
if grep -q aborted "$R/kernel.times"; then
	iwvm_log "scan-ab: a scan was aborted: runs and scans do not pair"
	exit 4
fi

# Scan i: the warm-up round took the first ${#LABELS[@]} scans in the
# labels' order; in round r the k-th run was label (k + r) mod n.
for l in "${LABELS[@]}"; do
	awk -v l="$l" '{ print l, FNR - 1, $1 }' "$R/$l.times"
done | awk -v n="${#LABELS[@]}" -v runs="$N" -v labels="${LABELS[*]}" '
	FILENAME == "-" { t[$1, $2] = $3; next }
	{ k[FNR - 1] = $1 }
	END {
		split(labels, lab, " ")
		if (length(k) != n * (runs + 1)) {
			printf "scans seen %d, runs %d\n", length(k), n * (runs + 1) > "/dev/stderr"
			exit 1
		}
		for (r = 0; r < runs; r++)
			for (j = 0; j < n; j++) {
				l = lab[(j + r) % n + 1]
				printf "%s %.3f\n", l, t[l, r] - k[n + r * n + j]
			}
	}' - "$R/kernel.times" > "$R/overhead.txt" || exit 4

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
MR=$(awk '$1 == "real" { print $2 }' "$R/overhead.txt" | median)
for l in "${LABELS[@]}"; do
	m=$(awk -v l="$l" '$1 == l { print $2 }' "$R/overhead.txt" | median)
	awk -v l="$l" -v m="$m" -v mr="$MR" '$1 == l { s += $2; c++ }
		END { printf "%s overhead median %.1f ms, mean %.1f ms, ratio to real %.3f\n",
			l, m, s / c, m / mr }' "$R/overhead.txt"
done | tee "$R/summary.txt"
