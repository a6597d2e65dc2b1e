#!/bin/sh
# test-rpm.sh - build the RPM package (dist/rpm/iwcompat.spec) and check it.
#
#   tests/packaging/test-rpm.sh [SOURCE_DIR]
#
# Makes Source0 as the spec says (git archive --prefix=iwcompat-VERSION/
# HEAD of SOURCE_DIR, default this repository: committed files only), runs
# `rpmbuild -bb` on it (--nodeps: this machine's rpm database is empty),
# and checks the package with rpm -qp: it Provides, Obsoletes and
# Conflicts with wireless-tools; the seven commands in /usr/sbin, the six
# legacy names linked to iwcompat; the man pages; the completions (no
# bash completion under bash-completion's own names iwconfig, iwlist,
# iwpriv, iwspy); no ifupdown hooks, nothing in /etc; the iwcompat-libiw
# subpackage holds libiw.so.30 alone (SONAME, provides), the main one none.
#
# Exit 77 (meson: SKIPPED) when rpmbuild or git is missing.

HERE=$(cd "$(dirname "$0")" && pwd)
SRC=${1:-$HERE/../..}
skip() { echo "SKIP: rpm: $*" >&2; exit 77; }
command -v rpmbuild >/dev/null 2>&1 || skip "rpmbuild not installed (apt-get install rpm)"
command -v git >/dev/null 2>&1 || skip "git not installed"
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

mkdir -p "$TMP/top/SOURCES"
git -C "$SRC" archive --prefix="iwcompat-$V/" -o "$TMP/top/SOURCES/iwcompat-$V.tar.gz" HEAD ||
	{ echo "FAIL: git archive"; exit 1; }
if ! rpmbuild -bb --nodeps --define "_topdir $TMP/top" "$SPEC" >"$TMP/build.log" 2>&1; then
	tail -n 40 "$TMP/build.log"
	echo "FAIL: rpmbuild -bb"
	exit 1
fi
ok "rpmbuild -bb (Source0 = git archive of HEAD)"
grep -q '^Ok: *[1-9]' "$TMP/build.log" && grep -q '^Fail: *0' "$TMP/build.log" &&
	ok "%check ran the unit suite" || fail "%check did not run the unit suite"
RPM=$(ls "$TMP"/top/RPMS/*/iwcompat-"$V"-*.rpm 2>/dev/null | head -n 1)
[ -n "$RPM" ] || { echo "FAIL: no iwcompat-$V-*.rpm"; exit 1; }
echo "checking $(basename "$RPM")"

rel() { rpm -qp "--$1" "$RPM" 2>/dev/null; }
rel provides | grep -Eq '^wireless-tools = [0-9]+:30' && ok "Provides: $(rel provides | grep wireless)" ||
	fail "Provides lacks a versioned wireless-tools: $(rel provides | tr '\n' ' ')"
for r in obsoletes conflicts; do
	rel $r | grep -Eq '^wireless-tools < [0-9]+:30' && ok "$r: $(rel $r)" || fail "$r: '$(rel $r)'"
done
# the Provides does not fall under its own Obsoletes/Conflicts
rel requires | grep -q 'libnl-genl-3' && ok "requires libnl-genl-3" || fail "no libnl-genl-3 requirement"

rpm -qp --qf '[%{FILEMODES:perms} %{FILENAMES} -> %{FILELINKTOS}\n]' "$RPM" >"$TMP/files" 2>/dev/null
has() { grep -Eq "^$1 $2 -> $3\$" "$TMP/files"; }
check() { if has "$@"; then ok "$2${3:+ -> $3}"; else fail "missing $2${3:+ -> $3}"; fi; }
check '-rwxr-xr-x' /usr/sbin/iwcompat ''
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check 'l.........' "/usr/sbin/$t" iwcompat
done
for t in iwcompat iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	grep -Eq "^-.* /usr/share/man/man8/$t\\.8(\\.gz)? -> \$" "$TMP/files" &&
		ok "man page $t.8" || fail "man page $t.8 missing"
done
check '-rw-r--r--' /usr/share/bash-completion/completions/iwcompat ''
for t in iwgetid iwevent; do
	check 'l.........' "/usr/share/bash-completion/completions/$t" iwcompat
done
for t in iwconfig iwlist iwpriv iwspy; do
	grep -q " /usr/share/bash-completion/completions/$t -> " "$TMP/files" &&
		fail "bash completion $t (bash-completion's file)" || ok "no bash completion $t (bash-completion's)"
done
check '-rw-r--r--' /usr/share/zsh/site-functions/_iwcompat ''
grep -q ' /etc/' "$TMP/files" && fail "files in /etc (ifupdown hooks?)" || ok "nothing in /etc (no ifupdown hooks)"
grep -Eq ' /(s?bin|usr/bin)/' "$TMP/files" && fail "commands outside /usr/sbin" || ok "no command outside /usr/sbin"

if command -v bsdtar >/dev/null 2>&1; then unpack() { bsdtar -xf -; }; else unpack() { cpio -idm --quiet; }; fi
mkdir "$TMP/x" && (cd "$TMP/x" && rpm2cpio "$RPM" | unpack) &&
	v=$("$TMP/x/usr/sbin/iwcompat" --version 2>&1) && ok "iwcompat --version: $v" ||
	fail "the packaged iwcompat does not run: $v"

# the iwcompat-libiw subpackage: libiw.so.30 alone (docs/libiw.md)
LIB=$(ls "$TMP"/top/RPMS/*/iwcompat-libiw-"$V"-*.rpm 2>/dev/null | head -n 1)
if [ -z "$LIB" ]; then
	fail "no iwcompat-libiw-$V-*.rpm"
else
	rpm -qp --qf '[%{FILENAMES}\n]' "$LIB" 2>/dev/null | grep -v -e '/usr/share/licenses/' -e '/\.build-id' >"$TMP/libfiles"
	[ "$(cat "$TMP/libfiles")" = /usr/lib64/libiw.so.30 ] ||
	[ "$(cat "$TMP/libfiles")" = /usr/lib/libiw.so.30 ] &&
		ok "iwcompat-libiw: $(cat "$TMP/libfiles") alone" ||
		fail "iwcompat-libiw files: $(tr '\n' ' ' <"$TMP/libfiles")"
	rpm -qp --provides "$LIB" 2>/dev/null | grep -q '^libiw\.so\.30' &&
		ok "iwcompat-libiw provides $(rpm -qp --provides "$LIB" | grep '^libiw')" ||
		fail "iwcompat-libiw does not provide libiw.so.30"
	grep -q 'libiw' "$TMP/files" && fail "the iwcompat package holds libiw" ||
		ok "libiw only in iwcompat-libiw"
	mkdir "$TMP/l" && (cd "$TMP/l" && rpm2cpio "$LIB" | unpack) &&
		so=$(readelf -d "$TMP/l$(cat "$TMP/libfiles")" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p') &&
		[ "$so" = libiw.so.30 ] && ok "SONAME $so" || fail "SONAME '$so'"
fi

echo "rpm: $fails failed"
[ "$fails" -eq 0 ]
