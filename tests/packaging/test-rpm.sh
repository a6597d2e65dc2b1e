#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-rpm.sh - build the RPM packages (dist/rpm/iwcompat.spec), check
# them and run rpmlint with a Fedora-like profile.
#
#   tests/packaging/test-rpm.sh [SOURCE_DIR]
#
# Makes Source0 as a release is made (docs/releasing.md): `meson dist
# --no-tests --allow-dirty` of SOURCE_DIR (default this repository:
# committed files only), the tarball the spec's Source0 URL names. Runs
# `rpmbuild -bs` and `-bb` on it (--nodeps: this machine's rpm database
# is empty) and checks:
# - the spec: URL, Source0 a URL, %license COPYING, no Obsoletes (Fedora
#   keeps its wireless-tools 1:29: nothing swaps it out on upgrade), one
#   %changelog entry per version-release;
# - iwcompat: /usr/sbin/iwcompat, its man page and completions, no
#   relation to wireless-tools, no legacy name, nothing in /etc;
# - iwcompat-wireless-tools (opt-in): the six legacy names linked to
#   iwcompat, their man pages, Provides wireless-tools = 1:30~pre9,
#   Conflicts wireless-tools < 1:30~pre9 (not its own Provides), no
#   bash completion under bash-completion's own names;
# - iwcompat-libiw: libiw.so.30 alone (SONAME, provide);
# - iwcompat-libiw-devel: iwlib.h and wireless.h (include/libiw's) and
#   the libiw.so link in private directories (no file of Fedora's
#   wireless-tools-devel), requiring iwcompat-libiw;
# - rpmlint -c tests/packaging/rpmlint-fedora.toml on the spec, the
#   source and binary packages: no error, and every warning named in the
#   spec's comments (its justification).
#
# Exit 77 (meson: SKIPPED) when rpmbuild, meson or git is missing, or
# (after every other check passed) when rpmlint is.

HERE=$(cd "$(dirname "$0")" && pwd)
SRC=${1:-$HERE/../..}
skip() { echo "SKIP: rpm: $*" >&2; exit 77; }
command -v rpmbuild >/dev/null 2>&1 || skip "rpmbuild not installed (apt-get install rpm)"
command -v git >/dev/null 2>&1 || skip "git not installed"
command -v meson >/dev/null 2>&1 || skip "meson not installed"
git -C "$SRC" rev-parse HEAD >/dev/null 2>&1 || skip "$SRC is not a git checkout"
SRC=$(cd "$SRC" && pwd)

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }

SPEC=$SRC/dist/rpm/iwcompat.spec
V=$(sed -n "s/^ *version *: *'\([^']*\)'.*/\1/p" "$SRC/meson.build" | head -n 1)
sv=$(sed -n 's/^Version: *//p' "$SPEC")
[ "$sv" = "$V" ] && ok "spec Version $sv = meson's" || fail "spec Version $sv, meson's is $V"
grep -Eq '^URL: +https://' "$SPEC" && ok "spec URL: $(sed -n 's/^URL: *//p' "$SPEC")" || fail "spec has no https URL"
grep -Eq '^Source0: +(https://|%\{url\}/)' "$SPEC" && ok "spec Source0 is a URL" || fail "spec Source0 is not a URL"
grep -Eq '^%license +COPYING' "$SPEC" && ok "spec: %license COPYING" || fail "spec does not install COPYING as %license"
grep -Eiq '^Obsoletes:' "$SPEC" && fail "spec has Obsoletes (it would swap out Fedora's wireless-tools on upgrade)" ||
	ok "spec: no Obsoletes"

# Source0: the release tarball, as docs/releasing.md makes it
mkdir -p "$TMP/top/SOURCES"
if ! (meson setup "$TMP/dist" "$SRC" -Dvm_tests=false &&
	meson dist -C "$TMP/dist" --no-tests --allow-dirty --formats xztar) >"$TMP/dist.log" 2>&1; then
	tail -n 20 "$TMP/dist.log"
	echo "FAIL: meson dist"
	exit 1
fi
cp "$TMP/dist/meson-dist/iwcompat-$V.tar.xz" "$TMP/top/SOURCES/" ||
	{ echo "FAIL: meson dist made no iwcompat-$V.tar.xz"; exit 1; }
ok "Source0: meson dist's iwcompat-$V.tar.xz"
for b in -bs -bb; do
	if ! rpmbuild $b --nodeps --define "_topdir $TMP/top" "$SPEC" >"$TMP/build$b.log" 2>&1; then
		tail -n 40 "$TMP/build$b.log"
		echo "FAIL: rpmbuild $b"
		exit 1
	fi
	ok "rpmbuild $b"
done
grep -q '^Ok: *[1-9]' "$TMP/build-bb.log" && grep -q '^Fail: *0' "$TMP/build-bb.log" &&
	ok "%check ran the unit suite" || fail "%check did not run the unit suite"
SRPM=$(ls "$TMP"/top/SRPMS/iwcompat-"$V"-*.src.rpm 2>/dev/null | head -n 1)
rpmpkg() { ls "$TMP"/top/RPMS/*/"$1"-"$V"-*.rpm 2>/dev/null | head -n 1; }
RPM=$(rpmpkg iwcompat)
WT=$(rpmpkg iwcompat-wireless-tools)
LIB=$(rpmpkg iwcompat-libiw)
DEV=$(rpmpkg iwcompat-libiw-devel)
for p in "$SRPM" "$RPM" "$WT" "$LIB" "$DEV"; do
	[ -n "$p" ] || { echo "FAIL: a package is missing: $(ls "$TMP"/top/RPMS/* "$TMP"/top/SRPMS)"; exit 1; }
done
echo "checking $(cd "$TMP/top" && ls RPMS/*/*.rpm SRPMS/*.rpm | tr '\n' ' ')"

# one changelog entry per version-release
cl=$(rpm -qp --qf '[%{CHANGELOGNAME}\n]' "$SRPM" 2>/dev/null | sed 's/.* - //')
[ -n "$cl" ] && [ "$(printf '%s\n' "$cl" | sort | uniq -d)" = "" ] &&
	ok "changelog: one entry per release ($(printf '%s\n' "$cl" | tr '\n' ' '))" ||
	fail "changelog: releases with more than one entry: $(printf '%s\n' "$cl" | sort | uniq -d | tr '\n' ' ')"

rel() { rpm -qp "--$2" "$1" 2>/dev/null; }
files() { rpm -qp --qf '[%{FILEMODES:perms} %{FILENAMES} -> %{FILELINKTOS}\n]' "$1" 2>/dev/null |
	grep -v -e ' /usr/lib/\.build-id' -e ' /usr/share/licenses/' -e ' /usr/share/doc/'; }
files "$RPM" >"$TMP/files"
files "$WT" >"$TMP/wtfiles"
has() { grep -Eq "^$2 $3 -> $4\$" "$TMP/$1"; }
check() { if has "$@"; then ok "$1: $3${4:+ -> $4}"; else fail "$1: missing $3${4:+ -> $4}"; fi; }

# iwcompat: beside wireless-tools
for r in provides obsoletes conflicts; do
	rel "$RPM" $r | grep -q wireless-tools && fail "iwcompat $r wireless-tools: $(rel "$RPM" $r)" ||
		ok "iwcompat: no $r wireless-tools"
done
rel "$RPM" requires | grep -q 'libnl-genl-3' && ok "iwcompat requires libnl-genl-3" || fail "no libnl-genl-3 requirement"
check files '-rwxr-xr-x' /usr/sbin/iwcompat ''
grep -Eq '^-.* /usr/share/man/man8/iwcompat\.8(\.gz)? -> $' "$TMP/files" && ok "man page iwcompat.8" ||
	fail "man page iwcompat.8 missing"
check files '-rw-r--r--' /usr/share/bash-completion/completions/iwcompat ''
check files '-rw-r--r--' /usr/share/zsh/site-functions/_iwcompat ''
grep -Eq ' /usr/sbin/iw(config|list|priv|getid|spy|event) ' "$TMP/files" &&
	fail "iwcompat holds a legacy name (Fedora's wireless-tools' files)" || ok "iwcompat: no legacy name"
grep -q ' /etc/' "$TMP/files" && fail "files in /etc (ifupdown hooks?)" || ok "nothing in /etc (no ifupdown hooks)"
grep -Eq ' /(s?bin|usr/bin)/' "$TMP/files" "$TMP/wtfiles" && fail "commands outside /usr/sbin" ||
	ok "no command outside /usr/sbin"

# iwcompat-wireless-tools: the legacy names, opted into
rel "$WT" provides | grep -Fxq 'wireless-tools = 1:30~pre9' && ok "iwcompat-wireless-tools Provides: wireless-tools = 1:30~pre9" ||
	fail "iwcompat-wireless-tools Provides: $(rel "$WT" provides | tr '\n' ' ')"
[ "$(rel "$WT" conflicts)" = 'wireless-tools < 1:30~pre9' ] && ok "iwcompat-wireless-tools Conflicts: wireless-tools < 1:30~pre9" ||
	fail "iwcompat-wireless-tools Conflicts: '$(rel "$WT" conflicts)'"
[ -z "$(rel "$WT" obsoletes)" ] && ok "iwcompat-wireless-tools: no Obsoletes" ||
	fail "iwcompat-wireless-tools Obsoletes: $(rel "$WT" obsoletes)"
rel "$WT" requires | grep -Eq "^iwcompat = $V-" && ok "iwcompat-wireless-tools requires iwcompat of its version" ||
	fail "iwcompat-wireless-tools requires: $(rel "$WT" requires | tr '\n' ' ')"
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check wtfiles 'l.........' "/usr/sbin/$t" iwcompat
	grep -Eq "^-.* /usr/share/man/man8/$t\\.8(\\.gz)? -> \$" "$TMP/wtfiles" &&
		ok "man page $t.8" || fail "man page $t.8 missing"
done
for t in iwgetid iwevent; do
	check wtfiles 'l.........' "/usr/share/bash-completion/completions/$t" iwcompat
done
for t in iwconfig iwlist iwpriv iwspy; do
	grep -q " /usr/share/bash-completion/completions/$t -> " "$TMP/files" "$TMP/wtfiles" &&
		fail "bash completion $t (bash-completion's file)" || ok "no bash completion $t (bash-completion's)"
done

if command -v bsdtar >/dev/null 2>&1; then unpack() { bsdtar -xf -; }; else unpack() { cpio -idm --quiet; }; fi
mkdir "$TMP/x" && (cd "$TMP/x" && rpm2cpio "$RPM" | unpack) &&
	v=$("$TMP/x/usr/sbin/iwcompat" --version 2>&1) && ok "iwcompat --version: $v" ||
	fail "the packaged iwcompat does not run: $v"

# iwcompat-libiw: libiw.so.30 alone (docs/libiw.md)
files "$LIB" | awk '$1 !~ /^d/ { print $2 }' >"$TMP/libfiles"
case $(cat "$TMP/libfiles") in
/usr/lib64/libiw.so.30 | /usr/lib/libiw.so.30) ok "iwcompat-libiw: $(cat "$TMP/libfiles") alone" ;;
*) fail "iwcompat-libiw files: $(tr '\n' ' ' <"$TMP/libfiles")" ;;
esac
LIBDIR=$(dirname "$(head -n 1 "$TMP/libfiles")")
rel "$LIB" provides | grep -q '^libiw\.so\.30' && ok "iwcompat-libiw provides $(rel "$LIB" provides | grep '^libiw')" ||
	fail "iwcompat-libiw does not provide libiw.so.30"
grep -q 'libiw' "$TMP/files" "$TMP/wtfiles" && fail "iwcompat or iwcompat-wireless-tools holds libiw" ||
	ok "libiw only in iwcompat-libiw"
mkdir "$TMP/l" && (cd "$TMP/l" && rpm2cpio "$LIB" | unpack && rpm2cpio "$DEV" | unpack) &&
	so=$(readelf -d "$TMP/l$LIBDIR/libiw.so.30" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p') &&
	[ "$so" = libiw.so.30 ] && ok "SONAME $so" || fail "SONAME '$so'"

# iwcompat-libiw-devel: private directories, beside wireless-tools-devel
files "$DEV" | awk '$1 !~ /^d/ { print $2 }' | sort >"$TMP/devfiles"
printf '%s\n' /usr/include/iwcompat-libiw/iwlib.h /usr/include/iwcompat-libiw/wireless.h \
	"$LIBDIR/iwcompat-libiw/libiw.so" | sort >"$TMP/devwant"
cmp -s "$TMP/devfiles" "$TMP/devwant" && ok "iwcompat-libiw-devel: $(tr '\n' ' ' <"$TMP/devfiles")" ||
	fail "iwcompat-libiw-devel files: $(tr '\n' ' ' <"$TMP/devfiles")"
# the link names iwcompat-libiw's file (absolute: rpmlint's
# LibraryDependencyCheck does not resolve ..); followed inside $TMP/l
t=$(readlink "$TMP/l$LIBDIR/iwcompat-libiw/libiw.so")
case $t in /*) tt=$TMP/l$t ;; *) tt=$TMP/l$LIBDIR/iwcompat-libiw/$t ;; esac
[ "$(readlink -f "$tt")" = "$(readlink -f "$TMP/l$LIBDIR/libiw.so.30")" ] &&
	ok "libiw.so -> $t (iwcompat-libiw's library)" || fail "libiw.so -> '$t'"
ln -sf "$tt" "$TMP/l$LIBDIR/iwcompat-libiw/libiw.so"
for h in iwlib.h wireless.h; do
	cmp -s "$TMP/l/usr/include/iwcompat-libiw/$h" "$SRC/include/libiw/$h" && ok "$h is include/libiw/$h" ||
		fail "$h differs from include/libiw/$h"
done
rel "$DEV" requires | grep -Eq "^iwcompat-libiw(\\(x86-64\\))? = $V-" && ok "iwcompat-libiw-devel requires iwcompat-libiw of its version" ||
	fail "iwcompat-libiw-devel requires: $(rel "$DEV" requires | tr '\n' ' ')"
# a program written for iwlib.h builds with the flags the description gives
if command -v cc >/dev/null 2>&1; then
	cc -D_GNU_SOURCE -I"$TMP/l/usr/include/iwcompat-libiw" -o "$TMP/conky_wlan" "$HERE/conky_wlan.c" \
		-L"$TMP/l$LIBDIR/iwcompat-libiw" -liw >"$TMP/cc.log" 2>&1 &&
		LD_LIBRARY_PATH=$TMP/l$LIBDIR "$TMP/conky_wlan" lo | grep -qx 'lo: no wireless' &&
		ok "conky_wlan.c builds and runs with -I.../iwcompat-libiw -L.../iwcompat-libiw -liw" ||
		fail "conky_wlan.c against iwcompat-libiw-devel: $(cat "$TMP/cc.log")"
fi

# rpmlint, Fedora-like: no error, every warning justified in the spec
if command -v rpmlint >/dev/null 2>&1; then
	rpmlint -c "$HERE/rpmlint-fedora.toml" "$SPEC" "$SRPM" "$RPM" "$WT" "$LIB" "$DEV" >"$TMP/rpmlint" 2>&1
	sed 's/^/    rpmlint: /' "$TMP/rpmlint"
	grep -Eq '^ *[0-9]+ packages and [0-9]+ specfiles checked' "$TMP/rpmlint" ||
		{ echo "FAIL: rpmlint did not run to its summary"; exit 1; }
	e=$(grep -c ': E: ' "$TMP/rpmlint")
	[ "$e" -eq 0 ] && ok "rpmlint: no errors" || fail "rpmlint: $e errors"
	grep ': W: ' "$TMP/rpmlint" | sed 's/^\([^:]*\): W: \([^ ]*\).*/\1 \2/' | sort -u |
	while read -r pkg tag; do
		pkg=${pkg%.*}
		grep -Eq "^#.*$pkg: .*$tag|^#.*$tag.*$pkg" "$SPEC" && echo "ok   rpmlint warning $tag ($pkg) justified in the spec" ||
			echo "FAIL rpmlint warning $tag ($pkg) not justified in the spec's comments"
	done >"$TMP/justified"
	cat "$TMP/justified"
	fails=$((fails + $(grep -c '^FAIL' "$TMP/justified")))
	echo "rpm: $fails failed"
	[ "$fails" -eq 0 ]
	exit
fi
echo "rpm: $fails failed"
[ "$fails" -eq 0 ] || exit 1
skip "rpmlint not installed (apt-get install rpmlint): the packages were built and checked, not linted"
