#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-headers-cross.sh - the installed headers' layout on the other
# architectures Debian ships libiw30 for: arm64, armhf and i386 (amd64
# is test_headers itself).
#
#   tests/libiw/test-headers-cross.sh SOURCE_DIR
#
# For each cross compiler found (aarch64-linux-gnu-gcc,
# arm-linux-gnueabihf-gcc, i686-linux-gnu-gcc, with their libc and
# kernel headers): src/libiw/libiw_abi.h, which builds the library on
# the installed headers, is compiled for its size assertions; then
# headers_public.c (include/libiw/) and headers_system.c (wireless-tools'
# iwlib.h and wireless.h from /usr/include, which are the same text on
# every architecture) put the values headers_layout.h lists in the
# section iwcompat_layout, compared byte for byte (objcopy): every size,
# offset and constant in that architecture's widths, alignments and
# byte order.
#
# Exit 77 (meson: SKIPPED) when no cross compiler or no objcopy is
# there; wireless-tools' headers missing: only the assertions run.

SRC=$(cd "${1:-$(dirname "$0")/../..}" && pwd) || exit 1
skip() { echo "SKIP: headers-cross: $*" >&2; exit 77; }
command -v objcopy >/dev/null 2>&1 || skip "objcopy not installed (binutils)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
archs=0
have_wt=false
if [ -f /usr/include/iwlib.h ] && [ -f /usr/include/wireless.h ] &&
	! grep -q IWCOMPAT_PUBLIC_WIRELESS_H /usr/include/wireless.h; then
	mkdir "$TMP/wt" && cp /usr/include/iwlib.h /usr/include/wireless.h "$TMP/wt/" && have_wt=true
fi
T=$SRC/tests/libiw
# values CC NAME SOURCE FLAGS...: the section's bytes into $TMP/NAME.bin
values() {
	cc=$1 name=$2 src=$3
	shift 3
	"$cc" -c -O0 -D_GNU_SOURCE -I"$T" "$@" -o "$TMP/$name.o" "$src" 2>"$TMP/$name.log" &&
		"$objcopy" -O binary --only-section=iwcompat_layout "$TMP/$name.o" "$TMP/$name.bin" &&
		[ -s "$TMP/$name.bin" ]
}
for triplet in aarch64-linux-gnu arm-linux-gnueabihf i686-linux-gnu; do
	cc=$triplet-gcc
	command -v "$cc" >/dev/null 2>&1 || { echo "note: no $cc"; continue; }
	objcopy=$triplet-objcopy
	command -v "$objcopy" >/dev/null 2>&1 || objcopy=objcopy
	if ! values "$cc" "$triplet-public" "$T/headers_public.c" -I"$SRC/include/libiw"; then
		echo "note: $cc cannot compile the headers (no libc/kernel headers for it?): $(head -n 3 "$TMP/$triplet-public.log")"
		continue
	fi
	archs=$((archs + 1))
	if echo '#include "libiw_abi.h"' | "$cc" -fsyntax-only -D_GNU_SOURCE -I"$SRC/src/libiw" \
		-I"$SRC/include" -I"$SRC/src/util" -x c - 2>"$TMP/$triplet-abi.log"; then
		echo "ok   $triplet: libiw_abi.h's size assertions hold"
	else
		echo "FAIL $triplet: libiw_abi.h: $(head -n 3 "$TMP/$triplet-abi.log")"
		fails=$((fails + 1))
	fi
	if $have_wt; then
		if ! values "$cc" "$triplet-system" "$T/headers_system.c" -I"$TMP/wt"; then
			echo "FAIL $triplet: wireless-tools' headers do not compile: $(head -n 3 "$TMP/$triplet-system.log")"
			fails=$((fails + 1))
		elif cmp -s "$TMP/$triplet-system.bin" "$TMP/$triplet-public.bin"; then
			echo "ok   $triplet: include/libiw = wireless-tools' iwlib.h and wireless.h (every size, offset and constant)"
		else
			echo "FAIL $triplet: include/libiw's layout differs from wireless-tools' ($(cmp "$TMP/$triplet-system.bin" "$TMP/$triplet-public.bin"))"
			fails=$((fails + 1))
		fi
	fi
done
$have_wt || echo "note: wireless-tools' iwlib.h is not installed (libiw-dev): only the assertions ran"
[ "$archs" -gt 0 ] || skip "no cross compiler able to compile the headers (gcc-aarch64-linux-gnu, gcc-arm-linux-gnueabihf, gcc-i686-linux-gnu)"
echo "headers-cross: $archs architectures, $fails failed"
[ "$fails" -eq 0 ]
