#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# bench/libiw-poll.sh - the per-poll cost of libiw.so.30 (issue 20,
# docs/libiw.md): bench/libiw-poll (iw_get_range_info +
# iw_get_basic_config + iw_get_stats) run with N=1 and N=11 polls; the
# difference over 10 is one poll's cost, start-up excluded: user-space
# instructions (callgrind, the whole process: program, libiw, libnl,
# libc) and system calls (strace -f; the program's sleeps between
# polls, one clock_nanosleep a poll with either library, not counted).
# Run where the interfaces are
# (the guest: vm-bench.sh's "libiw" section, tests/vm/libiw/guest.sh).
#   bench/libiw-poll.sh OUTDIR IFACE LABEL[=LIBDIR]...
# LABEL alone: the system's libiw.so.30; LABEL=LIBDIR: the one in LIBDIR.
# Prints one line per library:
#   libiw-poll IFACE LABEL instr/poll N syscalls/poll N answer: ...
# Needs cc and libiw-dev (to build the program), valgrind and strace.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=$1 IFACE=$2
shift 2
mkdir -p "$OUTDIR"
PROG=$OUTDIR/libiw-poll
[ -x "$PROG" ] || cc -O2 -o "$PROG" "$HERE/libiw-poll.c" -liw || {
	echo "libiw-poll: cannot build (libiw-dev?)" >&2; exit 3; }
# instr LIBENV N: callgrind's total of instructions
instr() {
	local f=$OUTDIR/cg.$$
	env $1 valgrind -q --tool=callgrind --callgrind-out-file="$f" \
		"$PROG" "$IFACE" "$2" > /dev/null 2>&1
	awk '/^(summary|totals):/ { print $2; exit }' "$f"
	rm -f "$f"
}
# calls LIBENV N: system calls of the process (strace -f lines)
calls() {
	local f=$OUTDIR/st.$$
	env $1 strace -f -qq -o "$f" "$PROG" "$IFACE" "$2" > /dev/null 2>&1
	grep -v -e '^[0-9 ]*+++' -e '^[0-9 ]*---' "$f" |
		grep -cv -e '^[0-9 ]*clock_nanosleep(' -e '^[0-9 ]*nanosleep('
	mv "$f" "$OUTDIR/strace-$IFACE-$label-$2.txt"
}
for spec in "$@"; do
	label=${spec%%=*}
	libenv=
	if [ "$spec" != "$label" ]; then
		# a missing library would silently measure the system's
		[ -e "${spec#*=}/libiw.so.30" ] || {
			echo "libiw-poll: no ${spec#*=}/libiw.so.30" >&2; exit 3; }
		libenv=LD_LIBRARY_PATH=${spec#*=}
	fi
	i1=$(instr "$libenv" 1) i11=$(instr "$libenv" 11)
	c1=$(calls "$libenv" 1) c11=$(calls "$libenv" 11)
	ans=$(env $libenv "$PROG" "$IFACE" 1 2>&1)
	echo "libiw-poll $IFACE $label instr/poll $(( (i11 - i1) / 10 ))" \
		"syscalls/poll $(( (c11 - c1) / 10 )) answer: $ans"
done
