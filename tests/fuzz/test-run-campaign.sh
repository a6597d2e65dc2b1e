#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-run-campaign.sh - fuzz/run-campaign without a target list fuzzes
# every target: one run per target of the fuzz suite, each of which has
# its committed seed corpus in fuzz/corpus/<target> (no more, no less,
# none twice); with a list, only those. The targets are stand-ins in a
# scratch build directory that record their name: no clang needed.
#
#   tests/fuzz/test-run-campaign.sh [SOURCE_ROOT]
set -eu
SRC=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/build/fuzz"
for c in "$SRC"/fuzz/corpus/*/; do
	t=$(basename "$c")
	printf '#!/bin/sh\necho %s >>"%s/ran"\n' "$t" "$tmp" \
		>"$tmp/build/fuzz/fuzz-$t"
	chmod +x "$tmp/build/fuzz/fuzz-$t"
	echo "$t" >>"$tmp/want"
done
: >"$tmp/ran"
"$SRC/fuzz/run-campaign" "$tmp/build" 1 >"$tmp/log" 2>&1 || {
	cat "$tmp/log"
	exit 1
}
sort "$tmp/want" >"$tmp/want.s"
sort "$tmp/ran" >"$tmp/ran.s"
if ! diff -u "$tmp/want.s" "$tmp/ran.s"; then
	echo "FAIL: run-campaign's default targets are not the fuzz targets (- not run, + unknown or twice)"
	exit 1
fi
: >"$tmp/ran"
"$SRC/fuzz/run-campaign" "$tmp/build" 1 ie state >"$tmp/log" 2>&1
[ "$(cat "$tmp/ran")" = "ie
state" ] || { echo "FAIL: an explicit list ran: $(cat "$tmp/ran")"; exit 1; }
echo "ok: $(wc -l <"$tmp/want.s") targets"
