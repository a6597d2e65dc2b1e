#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# libiw.so.30's binary interface (docs/libiw.md): the soname, exactly
# the exported symbols of src/libiw/libiw.sym plus libc's functions it
# answers in place of libc (libiw.interposed beside it: ioctl, the
# opens of /proc/net/wireless; __ioctl_time64 where the C library has
# it), unversioned,
# and the sizes of the three data objects programs copy-relocate. When
# wireless-tools' own library is installed, libiw.sym must be its list.
# Any architecture: the sizes follow from its pointer size, and the
# real library is the one of the architecture built for (REAL_LIBIW,
# /lib/MULTIARCH/libiw.so.30 from tests/libiw/meson.build).
# Under AddressSanitizer (clang's), an exported object's symbol size
# includes the redzone ASan appends to it (iw_operation_mode: 0x60 for
# 64 bytes): with a sanitizer (meson's b_sanitize, the fourth argument)
# the size is checked as the object's size or that size padded as
# clang's ASan pads globals, and the comparison with the real library
# is left out, said so in the output.
# __ioctl_time64 (glibc's ioctl for a 64-bit time_t on a 32-bit ABI) is
# exported too exactly where the target's C library (TARGET_LIBC, the
# compiler's libc.so.6) defines it: read from that library here, not
# from the build's own decision (meson.build's link test).
# Usage: test-symbols.sh BUILT_LIBIW SYMBOL_LIST [REAL_LIBIW [B_SANITIZE
#        [TARGET_LIBC]]]
set -eu
lib=$1 list=$2 real=${3:-} sanitize=${4:-none} libc=${5:-}
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

command -v nm >/dev/null && command -v readelf >/dev/null || {
	echo "nm/readelf missing"; exit 77; }

soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = libiw.so.30 ] || { echo "soname: '$soname'"; fail=1; }

extra=
if [ -f "$libc" ]; then
	if nm -D --defined-only "$libc" | awk '{print $3}' |
		grep -qx '__ioctl_time64\(@.*\)\?'; then
		extra=__ioctl_time64
	fi
else
	echo "note: the target's libc.so.6 ('$libc') not found:" \
		"__ioctl_time64 accepted either way"
	nm -D --defined-only "$lib" | awk '{print $3}' |
		grep -qx __ioctl_time64 && extra=__ioctl_time64
fi
nm -D --defined-only "$lib" | awk '{print $3}' | sort > "$tmp/ours"
{ cat "$list" "$(dirname "$list")/libiw.interposed"; [ -z "$extra" ] || printf '%s\n' $extra; } | sort > "$tmp/want"
if ! diff -u "$tmp/want" "$tmp/ours"; then
	echo "exported symbols differ from libiw.sym + libiw.interposed${extra:+ + $extra}"; fail=1
fi

# The library's own code never enters the exported ioctl (the
# interposer that answers the programs' WEXT requests): the kernel
# layer's requests (nl_sock.c, wext_ioctl.c) are the raw system call
# (iwcompat/sys_ioctl.h), so nothing in libiw.so is bound to the
# symbol ioctl at load time. A call that went through the PLT would
# show here as a relocation against it (docs/libiw.md).
if readelf -rW "$lib" | awk '$5 == "ioctl" || $5 ~ /^ioctl@/' | grep -q .; then
	echo "libiw.so calls its own exported ioctl (a relocation against it):"
	readelf -rW "$lib" | awk '$5 == "ioctl" || $5 ~ /^ioctl@/'
	fail=1
fi

# no version definitions: the symbols are bound unversioned, as the
# real library's are
if readelf -V "$lib" | grep -q "Version definition"; then
	echo "has version definitions"; fail=1
fi

size_of() {
	nm -D --defined-only -S "$1" | awk -v s="$2" '$4 == s {print $2}'
}
# clang's ASan: a right redzone of max(32, size / 4 rounded down to 32)
# bytes, plus what brings the object to a multiple of 32; an object of
# at most 16 bytes gets 32 in all (clang 14 and later)
asan_size() {
	if [ "$1" -le 16 ]; then
		echo 32
		return
	fi
	rz=$(( $1 / 32 / 4 * 32 ))
	[ "$rz" -lt 32 ] && rz=32
	[ $(( $1 % 32 )) -ne 0 ] && rz=$(( rz + 32 - $1 % 32 ))
	echo $(( $1 + rz ))
}
case $sanitize in
*address*) echo "note: built with -fsanitize=$sanitize: data sizes may include ASan's redzones" ;;
esac
# The pointer size from the ELF class (readelf of binutils reads every
# architecture's). iw_operation_mode: 8 pointers; iw_modul_list: 16
# struct iw_modul_descr { unsigned int; char[8]; char *; }, 16 bytes
# with 4-byte pointers, 24 with 8-byte ones (the pointer 8-aligned).
case $(readelf -h "$lib" | sed -n 's/^ *Class: *//p') in
ELF32) ptr=4 modul=16 ;;
ELF64) ptr=8 modul=24 ;;
*) echo "ELF class of $lib unknown"; exit 1 ;;
esac
for pair in iw_operation_mode:$((8 * ptr)) iw_modul_list:$((16 * modul)) \
	    iw_ignore_version:4; do
	sym=${pair%%:*} want=${pair#*:}
	got=$(size_of "$lib" "$sym")
	ok=0
	if [ -n "$got" ]; then
		[ $((0x$got)) -eq "$want" ] && ok=1
		case $sanitize in
		*address*) [ $((0x$got)) -eq "$(asan_size "$want")" ] && ok=1 ;;
		esac
	fi
	[ $ok -eq 1 ] || { echo "$sym: size 0x$got, want $want"; fail=1; }
done

if [ -n "$real" ] && [ -e "$real" ]; then
	nm -D --defined-only "$real" | awk '{print $3}' | sort > "$tmp/real"
	sort "$list" > "$tmp/list"
	if ! diff -u "$tmp/real" "$tmp/list"; then
		echo "libiw.sym differs from $real"; fail=1
	fi
	case $sanitize in
	*address*) echo "note: sizes not compared with $real (sanitized build)" ;;
	*)
		for sym in iw_operation_mode iw_modul_list iw_ignore_version; do
			[ "$(size_of "$real" $sym)" = "$(size_of "$lib" $sym)" ] || {
				echo "$sym: size differs from $real"; fail=1; }
		done ;;
	esac
else
	echo "note: $real absent, only the committed list checked"
fi
[ $fail -eq 0 ] && echo "libiw symbols: ok"
exit $fail
