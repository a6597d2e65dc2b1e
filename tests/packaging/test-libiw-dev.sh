#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-libiw-dev.sh - programs written for wireless-tools' iwlib.h build
# with -liw against iwcompat's development files, and load its library.
#
#   tests/packaging/test-libiw-dev.sh --deb DIR
#   tests/packaging/test-libiw-dev.sh SOURCE_DIR BUILD_DIR
#
# --deb: unpacks (dpkg -x) DIR's libiw-iwcompat-dev_*.deb and
# libiw30-iwcompat_*.deb into a root, as installing them would lay them
# out. Otherwise lays out what `meson install -Dlibiw_dir=...` installs:
# SOURCE_DIR/include/libiw/iwlib.h, wireless.h, BUILD_DIR's
# libiw.so.30 and the libiw.so link beside it.
# Then compiles the three C clients of tests/vm/libiw (client.c,
# set_client.c, scan_client.c) and conky_wlan.c (what conky's wireless
# support calls, tests/packaging/conky_wlan.c) with
# `cc -I ROOT/usr/include ... -L LIBDIR -liw`, and checks for each: the
# compiler read the root's iwlib.h and wireless.h (not a copy on the
# system's include path), the program needs libiw.so.30 and, with the
# root's library directory first, the loader maps the root's library,
# and conky_wlan runs on lo (iwcompat's library answers; no radio here).
#
# Exit 77 (meson: SKIPPED) when there is no C compiler, or with --deb
# when dpkg-deb is missing.

HERE=$(cd "$(dirname "$0")" && pwd)
DEBDIR=
[ "${1:-}" = --deb ] && { DEBDIR=$2; shift 2; }
SRC=$(cd "${1:-$HERE/../..}" && pwd) || exit 1
BUILD=${2:-}
skip() { echo "SKIP: libiw-dev: $*" >&2; exit 77; }
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || skip "no C compiler ($CC)"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }
ROOT=$TMP/root
mkdir "$ROOT"

MA=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || "$CC" -print-multiarch 2>/dev/null)
if [ -n "$DEBDIR" ]; then
	command -v dpkg-deb >/dev/null 2>&1 || skip "dpkg-deb not installed"
	for p in libiw-iwcompat-dev libiw30-iwcompat; do
		deb=$(ls "$DEBDIR"/${p}_*.deb 2>/dev/null | head -n 1)
		[ -n "$deb" ] || { echo "FAIL: no ${p}_*.deb in $DEBDIR"; exit 1; }
		dpkg-deb -x "$deb" "$ROOT" || { echo "FAIL: dpkg-deb -x $deb"; exit 1; }
	done
	# the link as the package has it (absolute to /lib/MULTIARCH on
	# Debian 12): followed inside the root
	LIBDIR=$ROOT/usr/lib/$MA
	[ -L "$LIBDIR/libiw.so" ] && ok "libiw-iwcompat-dev: /usr/lib/$MA/libiw.so -> $(readlink "$LIBDIR/libiw.so")" ||
		fail "libiw-iwcompat-dev has no /usr/lib/$MA/libiw.so link"
	t=$(readlink "$LIBDIR/libiw.so")
	case $t in /*) t=$ROOT$t ;; *) t=$LIBDIR/$t ;; esac
	[ -f "$t" ] && ok "the link's target is libiw30-iwcompat's library" ||
		fail "libiw.so points to $(readlink "$LIBDIR/libiw.so"), not in libiw30-iwcompat"
	ln -sf "$t" "$LIBDIR/libiw.so"
	RUNDIR=$(dirname "$t")
else
	[ -n "$BUILD" ] || { echo "usage: $0 SOURCE_DIR BUILD_DIR | --deb DIR"; exit 2; }
	lib=$BUILD/src/libiw/libiw.so.30
	[ -f "$lib" ] || { echo "FAIL: no $lib (build it first)"; exit 1; }
	mkdir -p "$ROOT/usr/include" "$ROOT/usr/lib"
	cp "$SRC/include/libiw/iwlib.h" "$SRC/include/libiw/wireless.h" "$ROOT/usr/include/"
	cp "$lib" "$ROOT/usr/lib/"
	ln -s libiw.so.30 "$ROOT/usr/lib/libiw.so"
	LIBDIR=$ROOT/usr/lib
	RUNDIR=$LIBDIR
fi
for h in iwlib.h wireless.h; do
	[ -f "$ROOT/usr/include/$h" ] && ok "/usr/include/$h" || fail "no /usr/include/$h"
done

for c in "$SRC"/tests/vm/libiw/client.c "$SRC"/tests/vm/libiw/set_client.c \
	"$SRC"/tests/vm/libiw/scan_client.c "$HERE"/conky_wlan.c; do
	n=$(basename "$c" .c)
	if ! "$CC" -D_GNU_SOURCE -Wall -Werror=implicit-function-declaration \
		-I"$ROOT/usr/include" -MD -MF "$TMP/$n.d" -o "$TMP/$n" "$c" \
		-L"$LIBDIR" -liw >"$TMP/$n.log" 2>&1; then
		sed 's/^/    /' "$TMP/$n.log"
		fail "$n.c does not build with -liw"
		continue
	fi
	ok "$n.c builds with -I$ROOT/usr/include -L$LIBDIR -liw"
	grep -q "$ROOT/usr/include/iwlib.h" "$TMP/$n.d" &&
		grep -q "$ROOT/usr/include/wireless.h" "$TMP/$n.d" &&
		! grep -Eq '(^| )/usr/(local/)?include/(iwlib|wireless)\.h' "$TMP/$n.d" &&
		ok "$n: the root's iwlib.h and wireless.h, no other" ||
		fail "$n did not read the root's headers: $(tr -s ' \\\n' ' ' <"$TMP/$n.d")"
	objdump -p "$TMP/$n" 2>/dev/null | grep -Eq 'NEEDED +libiw\.so\.30$' &&
		ok "$n needs libiw.so.30" || fail "$n does not need libiw.so.30"
	m=$(LD_LIBRARY_PATH=$RUNDIR ldd "$TMP/$n" 2>/dev/null | awk '$1 == "libiw.so.30" { print $3 }')
	[ "$m" = "$RUNDIR/libiw.so.30" ] && ok "$n loads $m" || fail "$n loads libiw.so.30 from '$m'"
done

# conky's calls answered by iwcompat's library: lo is no wireless
# interface, which both libraries say as conky expects (no basic config)
if [ -x "$TMP/conky_wlan" ]; then
	out=$(LD_LIBRARY_PATH=$RUNDIR "$TMP/conky_wlan" lo 2>&1)
	rc=$?
	[ $rc -eq 0 ] && printf '%s\n' "$out" | grep -qx 'lo: no wireless' &&
		ok "conky_wlan lo: $out" || fail "conky_wlan lo: exit $rc, '$out'"
fi

echo "libiw-dev: $fails failed"
[ "$fails" -eq 0 ]
