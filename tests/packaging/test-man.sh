#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-man.sh - the man pages render without a single groff warning.
#
#   tests/packaging/test-man.sh [MAN_DIR]
#
# Every man/*.8 through `groff -ww -z -man` (and `man --warnings`, as
# lintian runs it, when man-db is installed): any output is a failure.
# Each legacy tool's page must point to iwcompat(8). Exit 77 without groff.

HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:-$HERE/../../man}
command -v groff >/dev/null 2>&1 || {
	echo "SKIP: groff is not installed (apt-get install groff-base)" >&2
	exit 77
}
fails=0
n=0
for page in "$DIR"/*.8; do
	n=$((n + 1))
	name=$(basename "$page")
	out=$(groff -ww -z -man "$page" 2>&1)
	if command -v man >/dev/null 2>&1; then
		out=$out$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
	fi
	if [ -n "$out" ]; then
		echo "FAIL $name:"
		printf '%s\n' "$out" | sed 's/^/    /'
		fails=$((fails + 1))
		continue
	fi
	case $name in
	iwcompat.8) ;;
	*)
		if ! grep -q '^\.BR iwcompat (8)' "$page"; then
			echo "FAIL $name: does not refer to iwcompat(8)"
			fails=$((fails + 1))
			continue
		fi
		;;
	esac
	echo "ok   $name"
done
for t in iwcompat iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	[ -f "$DIR/$t.8" ] || { echo "FAIL $t.8 missing"; fails=$((fails + 1)); }
done
echo "man: $n pages, $fails failed"
[ "$fails" -eq 0 ]
