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
# kernel headers), compiles headers_public.c (include/libiw/) and
# headers_system.c (wireless-tools' iwlib.h and wireless.h from
# /usr/include, which are the same text on every architecture), and
# headers_abi.c (src/libiw/libiw_abi.h) against headers_public.c without
# the constants, and compares the values headers_layout.h puts in the
# section iwcompat_layout (objcopy), byte for byte: every size, offset
# and constant in that architecture's widths, alignments and byte order.
#
# Exit 77 (meson: SKIPPED) when no cross compiler or no objcopy is
# there; wireless-tools' headers missing: only libiw_abi.h is compared.

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
	if ! values "$cc" "$triplet-public" "$T/headers_public.c" -I"$SRC/include/libiw" ||
	   ! values "$cc" "$triplet-public-nomacros" "$T/headers_public.c" -I"$SRC/include/libiw" -DHEADERS_NO_MACROS ||
	   ! values "$cc" "$triplet-abi" "$T/headers_abi.c" -I"$SRC/src/libiw" -I"$SRC/include" -I"$SRC/src/util"; then
		echo "note: $cc cannot compile the headers (no libc/kernel headers for it?): $(cat "$TMP"/$triplet-*.log | head -n 3)"
		continue
	fi
	archs=$((archs + 1))
	n=$(($(wc -c <"$TMP/$triplet-abi.bin") / $("$cc" -dM -E - </dev/null | awk '$2 == "__SIZEOF_LONG__" { print $3 }')))
	if cmp -s "$TMP/$triplet-abi.bin" "$TMP/$triplet-public-nomacros.bin"; then
		echo "ok   $triplet: include/libiw = libiw_abi.h ($n sizes and offsets)"
	else
		echo "FAIL $triplet: include/libiw's layout differs from libiw_abi.h's"
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
$have_wt || echo "note: wireless-tools' iwlib.h is not installed (libiw-dev): compared with libiw_abi.h only"
[ "$archs" -gt 0 ] || skip "no cross compiler able to compile the headers (gcc-aarch64-linux-gnu, gcc-arm-linux-gnueabihf, gcc-i686-linux-gnu)"
echo "headers-cross: $archs architectures, $fails failed"
[ "$fails" -eq 0 ]
