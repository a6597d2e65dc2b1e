#!/bin/sh
# test-arch.sh - build the Arch package (dist/arch/PKGBUILD) and check it.
#
#   tests/packaging/test-arch.sh [SOURCE_DIR]
#   tests/packaging/test-arch.sh --pkg FILE.pkg.tar.* [SOURCE_DIR]
#
# Runs makepkg in SOURCE_DIR/dist/arch (default: this repository), which
# builds the checkout it sits in with no download (--nodeps: this machine
# has no pacman database; as user nobody when run as root, since makepkg
# refuses root; its build and package directories in a temporary one),
# and checks the package's .PKGINFO (provides, conflicts, replaces
# wireless_tools; depends on libnl) and file list: iwcompat and the six
# legacy names in /usr/bin, man pages, completions (no bash completion
# under bash-completion's own names), nothing in /etc, no /usr/sbin;
# libiw.so.30 in /usr/lib with its versioned provide.
# With --pkg, checks that package instead of building one.
#
# Exit 77 (meson: SKIPPED) when makepkg, fakeroot or bsdtar is missing.

HERE=$(cd "$(dirname "$0")" && pwd)
PKG=
[ "${1:-}" = --pkg ] && { PKG=$2; shift 2; }
SRC=$(cd "${1:-$HERE/../..}" && pwd) || exit 1
skip() { echo "SKIP: arch: $*" >&2; exit 77; }
for c in makepkg fakeroot bsdtar; do
	command -v $c >/dev/null 2>&1 || skip "$c not installed (apt-get install makepkg libarchive-tools)"
done

TMP=$(mktemp -d)
chmod 755 "$TMP"
trap 'rm -rf "$TMP"' EXIT
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }

if [ -z "$PKG" ]; then
	mkdir "$TMP/build" "$TMP/pkg"
	as=
	if [ "$(id -u)" -eq 0 ]; then
		command -v runuser >/dev/null 2>&1 || skip "root, and no runuser to run makepkg as nobody"
		chown nobody "$TMP/build" "$TMP/pkg"
		as="runuser -u nobody --"
fi
if ! (cd "$SRC/dist/arch" && $as env HOME="$TMP/build" BUILDDIR="$TMP/build" PKGDEST="$TMP/pkg" \
	SRCDEST="$TMP/build" makepkg --nodeps --noconfirm --nocolor) >"$TMP/build.log" 2>&1; then
	tail -n 40 "$TMP/build.log"
	echo "FAIL: makepkg"
	exit 1
fi
ok "makepkg (from the checkout, no download)"
grep -q '^Ok: *[1-9]' "$TMP/build.log" && grep -q '^Fail: *0' "$TMP/build.log" &&
	ok "check() ran the unit suite" || fail "check() did not run the unit suite"
[ -z "$(git -C "$SRC" status --porcelain -- dist/arch 2>/dev/null)" ] &&
	ok "the checkout is left as it was" || fail "makepkg changed dist/arch: $(git -C "$SRC" status --porcelain -- dist/arch)"
PKG=$(ls "$TMP"/pkg/iwcompat-*.pkg.tar* 2>/dev/null | head -n 1)
[ -n "$PKG" ] || { echo "FAIL: no iwcompat-*.pkg.tar*"; exit 1; }
fi
echo "checking $(basename "$PKG")"

V=$(sed -n "s/^ *version *: *'\([^']*\)'.*/\1/p" "$SRC/meson.build" | head -n 1)
bsdtar -xOf "$PKG" .PKGINFO >"$TMP/pkginfo"
want() { grep -Fxq "$1" "$TMP/pkginfo" && ok ".PKGINFO: $1" || fail ".PKGINFO lacks '$1'"; }
want "pkgname = iwcompat"
grep -q "^pkgver = $V-" "$TMP/pkginfo" && ok ".PKGINFO: pkgver $V" || fail ".PKGINFO: $(grep pkgver "$TMP/pkginfo")"
want "provides = wireless_tools=30.pre9"
want "conflict = wireless_tools"
want "replaces = wireless_tools"
want "depend = libnl"

bsdtar -tvf "$PKG" | awk '{ p = $9; for (i = 10; i <= NF; i++) p = p " " $i; print substr($1, 1, 1) " /" p }' \
	>"$TMP/files"
check() {
	case $1 in
	l) grep -Fxq -e "l $2 -> $3" "$TMP/files" ;;
	*) grep -Fxq -e "$1 $2" "$TMP/files" ;;
	esac && ok "$2${3:+ -> $3}" || fail "missing $2${3:+ -> $3}"
}
check - /usr/bin/iwcompat
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check l "/usr/bin/$t" iwcompat
done
for t in iwcompat iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	grep -Eq "^- /usr/share/man/man8/$t\\.8(\\.gz)?\$" "$TMP/files" && ok "man page $t.8" ||
		fail "man page $t.8 missing"
done
check - /usr/share/bash-completion/completions/iwcompat
check l /usr/share/bash-completion/completions/iwgetid iwcompat
check l /usr/share/bash-completion/completions/iwevent iwcompat
for t in iwconfig iwlist iwpriv iwspy; do
	grep -q "^. /usr/share/bash-completion/completions/$t" "$TMP/files" &&
		fail "bash completion $t (bash-completion's file)" || ok "no bash completion $t (bash-completion's)"
done
check - /usr/share/zsh/site-functions/_iwcompat
grep -q '^. /etc/' "$TMP/files" && fail "files in /etc (ifupdown hooks?)" || ok "nothing in /etc"
grep -Eq '^. /(usr/)?sbin/' "$TMP/files" && fail "files in sbin (Arch has /usr/bin only)" || ok "nothing in sbin"

# wireless_tools' library where it had it: conky links libiw.so.30
check - /usr/lib/libiw.so.30
grep -q '^. /usr/lib/libiw\.so$' "$TMP/files" && fail "/usr/lib/libiw.so (no headers go with it)" ||
	ok "no libiw.so development link"
grep -Eq '^provides = libiw\.so=30-(32|64)$' "$TMP/pkginfo" &&
	ok ".PKGINFO: $(grep '^provides = libiw' "$TMP/pkginfo")" ||
	fail ".PKGINFO lacks 'provides = libiw.so=30-NN': $(grep '^provides' "$TMP/pkginfo" | tr '\n' ' ')"

mkdir "$TMP/x" && bsdtar -xf "$PKG" -C "$TMP/x" && v=$("$TMP/x/usr/bin/iwcompat" --version 2>&1) &&
	ok "iwcompat --version: $v" || fail "the packaged iwcompat does not run: $v"

echo "arch: $fails failed"
[ "$fails" -eq 0 ]
