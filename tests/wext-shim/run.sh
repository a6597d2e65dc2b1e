#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# run.sh IWCOMPAT SHIM_SO [CASES]: the real wireless-tools and iwcompat
# (IWCOMPAT_BACKEND=wext) against the fake WEXT driver of shim.c (an
# LD_PRELOAD library answering the WEXT ioctls on "lo"): stdout, stderr,
# exit status and the driver's log of SET requests must be identical.
# IWCOMPAT: a dynamically linked iwcompat (LD_PRELOAD cannot reach a static
# one), or a build directory holding one. Exit 77 (skipped) without
# wireless-tools in /sbin.
set -u
BIN=$(readlink -f "$1")
[ -d "$BIN" ] && BIN=$BIN/iwcompat
SHIM=$(readlink -f "$2")
CASES=${3:-$(dirname "$0")/cases}
REAL=${WEXT_SHIM_REAL_BIN:-/sbin}

for t in iwconfig iwlist iwgetid iwpriv iwspy; do
	[ -x "$REAL/$t" ] || { echo "no $REAL/$t: skipped"; exit 77; }
done
[ -f "$SHIM" ] || { echo "no shim $SHIM" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
if ldd "$BIN" 2>&1 | grep -q 'statically linked'; then
	echo "$BIN is statically linked: LD_PRELOAD cannot reach it" >&2
	exit 1
fi
# the tools' names, for argv[0] dispatch
BUILD=$TMP/bin
mkdir "$BUILD"
for t in iwconfig iwlist iwgetid iwpriv iwspy; do
	ln -s "$BIN" "$BUILD/$t"
done
# an Ethernet interface for the cases that need MAC addresses
ETHER=
for d in /sys/class/net/*; do
	[ "$(cat "$d/type" 2>/dev/null)" = 1 ] && [ ! -d "$d/wireless" ] &&
		{ ETHER=${d##*/}; break; }
done

# WEXT_SHIM_PAD_BYTES=N: an extra variable of N bytes in the tools'
# environment (it moves their stack: the comparison must not depend on
# its contents, which the tools read where they leave bytes unset)
PAD=
if [ -n "${WEXT_SHIM_PAD_BYTES:-}" ]; then
	PAD=$(head -c "$WEXT_SHIM_PAD_BYTES" /dev/zero | tr '\0' x)
fi

# WEXT_SHIM_VALGRIND=1: the real tools run under valgrind, and a case
# fails if they use a byte nobody set (what they print, what they send:
# the shim writes every SET request's logged bytes to a file)
VG=()
if [ "${WEXT_SHIM_VALGRIND:-0}" = 1 ]; then
	VG=("$(command -v valgrind)" -q --error-exitcode=99 --log-file="$TMP/vg.log")
fi

pass=0 fail=0 n=0 skip=0
while IFS= read -r line; do
	case "$line" in ''|'#'*) continue ;; esac
	shimif=lo
	case "$line" in
	*@ETHER@*)
		[ -n "$ETHER" ] || { skip=$((skip + 1)); continue; }
		line=${line//@ETHER@/$ETHER} ;;
	esac
	case "$line" in
	if=*) shimif=${line%% *}; shimif=${shimif#if=}; line=${line#* } ;;
	esac
	n=$((n + 1))
	read -r -a words <<< "$line"
	for who in real ours; do
		dir=$REAL
		pre=("${VG[@]}")
		[ "$who" = ours ] && { dir=$BUILD; pre=(); }
		: > "$TMP/vg.log"
		: > "$TMP/$who.log"
		(cd "$TMP" && env -i PATH="$dir" LANG=C LD_PRELOAD="$SHIM" \
			${PAD:+WEXT_SHIM_PAD="$PAD"} \
			WEXT_SHIM_LOG="$TMP/$who.log" WEXT_SHIM_AGAIN=1 \
			WEXT_SHIM_IF="$shimif" \
			IWCOMPAT_BACKEND=wext \
			${pre[@]+"${pre[@]}"} \
			"${words[@]}" > "$TMP/$who.out" 2> "$TMP/$who.err" < /dev/null)
		echo $? > "$TMP/$who.rc"
		[ "$who" = real ] && cp "$TMP/vg.log" "$TMP/real.vg"
	done
	ok=1
	[ -s "$TMP/real.vg" ] && ok=0
	for f in out err rc log; do
		cmp -s "$TMP/real.$f" "$TMP/ours.$f" || ok=0
	done
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
		echo "PASS $line"
	else
		fail=$((fail + 1))
		echo "FAIL $line"
		for f in out err rc log; do
			diff -u --label "real $f" --label "ours $f" \
				"$TMP/real.$f" "$TMP/ours.$f" | sed 's/^/    /'
		done
		[ -s "$TMP/real.vg" ] && sed 's/^/    valgrind: /' "$TMP/real.vg"
	fi
done < "$CASES"
echo "wext-shim: $pass passed, $fail failed ($n cases, $skip skipped: no Ethernet interface)"
[ $fail = 0 ]
