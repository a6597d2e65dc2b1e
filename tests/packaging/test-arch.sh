#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-arch.sh - build the Arch package (dist/arch/PKGBUILD) from a
# release tarball through its source package, and check it.
#
#   tests/packaging/test-arch.sh [SOURCE_DIR]
#   tests/packaging/test-arch.sh --pkg FILE.pkg.tar.* [SOURCE_DIR]
#
# The PKGBUILD as Arch's rules want it: url, source=() the release
# tarball's URL with a sha256 checksum, no replaces=, the licence
# installed from COPYING. Makes the release tarball as a release is made
# (`meson dist --no-tests --allow-dirty` of SOURCE_DIR, default this
# repository: committed files only, docs/releasing.md) and puts it where
# makepkg keeps downloads (SRCDEST), sets the PKGBUILD's checksum to it
# (a copy: the repository's is the release's), then:
# `makepkg --source` (the source package: PKGBUILD alone, no tree
# around it) and `makepkg --allsource` (with the tarball); the latter
# unpacked in an empty directory elsewhere, with an empty SRCDEST, is
# built by makepkg (--nodeps: no pacman database here; as user nobody
# when run as root, since makepkg refuses root). Checks the package's
# .PKGINFO (provides and conflicts wireless_tools, no replaces, depends
# on libnl, the url) and files: iwcompat and the six legacy names in
# /usr/bin, man pages, completions (no bash completion under
# bash-completion's own names), nothing in /etc, no /usr/sbin;
# libiw.so.30 in /usr/lib with its versioned provide, the libiw.so link,
# iwlib.h and wireless.h; the licence COPYING.
# With --pkg, checks that package instead of building one.
#
# Exit 77 (meson: SKIPPED) when makepkg, pacman (Debian's makepkg needs
# it), fakeroot, bsdtar, meson or git is missing.

HERE=$(cd "$(dirname "$0")" && pwd)
PKG=
[ "${1:-}" = --pkg ] && { PKG=$2; shift 2; }
SRC=$(cd "${1:-$HERE/../..}" && pwd) || exit 1
skip() { echo "SKIP: arch: $*" >&2; exit 77; }
for c in makepkg pacman fakeroot bsdtar; do
	command -v $c >/dev/null 2>&1 ||
		skip "$c not installed (apt-get install makepkg pacman-package-manager fakeroot libarchive-tools)"
done

TMP=$(mktemp -d)
chmod 755 "$TMP"
trap 'rm -rf "$TMP"' EXIT
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }

V=$(sed -n "s/^ *version *: *'\([^']*\)'.*/\1/p" "$SRC/meson.build" | head -n 1)
PB=$SRC/dist/arch/PKGBUILD
# the PKGBUILD itself (sourced by bash: it only sets variables)
command -v bash >/dev/null 2>&1 || skip "bash not installed"
bash -s "$PB" "$V" >"$TMP/pb" 2>&1 <<'EOS'
. "$1" || exit 1
V=$2
[ "$pkgver" = "$V" ] && echo "ok   pkgver $pkgver = meson's" || echo "FAIL pkgver $pkgver, meson's is $V"
case $url in https://*) echo "ok   url=$url" ;; *) echo "FAIL no https url= ('$url')" ;; esac
[ -z "${replaces+set}" ] && echo "ok   no replaces=" || echo "FAIL replaces=(${replaces[*]})"
[ "${source[0]}" = "$url/releases/download/$pkgver/$pkgname-$pkgver.tar.xz" ] &&
	echo "ok   source=(${source[0]})" || echo "FAIL source=(${source[*]}), not the release tarball's URL"
printf '%s\n' "${sha256sums[0]}" | grep -Eqx '[0-9a-f]{64}' && echo "ok   sha256sums (not SKIP)" ||
	echo "FAIL sha256sums=(${sha256sums[*]})"
EOS
cat "$TMP/pb"
fails=$((fails + $(grep -c '^FAIL' "$TMP/pb")))
grep -q 'COPYING.*usr/share/licenses' "$PB" && ok "licence installed from COPYING" || fail "the licence is not COPYING"

if [ -z "$PKG" ]; then
	for c in meson git; do command -v $c >/dev/null 2>&1 || skip "$c not installed"; done
	git -C "$SRC" rev-parse HEAD >/dev/null 2>&1 || skip "$SRC is not a git checkout"
	mkdir "$TMP/dl" "$TMP/a" "$TMP/b" "$TMP/empty" "$TMP/pkg" "$TMP/home"
	if ! (meson setup "$TMP/dist" "$SRC" -Dvm_tests=false &&
		meson dist -C "$TMP/dist" --no-tests --allow-dirty --formats xztar) >"$TMP/dist.log" 2>&1; then
		tail -n 20 "$TMP/dist.log"
		echo "FAIL: meson dist"
		exit 1
	fi
	cp "$TMP/dist/meson-dist/iwcompat-$V.tar.xz" "$TMP/dl/" || { echo "FAIL: no iwcompat-$V.tar.xz"; exit 1; }
	ok "the release tarball: meson dist's iwcompat-$V.tar.xz"
	sum=$(sha256sum "$TMP/dl/iwcompat-$V.tar.xz" | cut -d' ' -f1)
	sed "s/^sha256sums=.*/sha256sums=('$sum')/" "$PB" >"$TMP/a/PKGBUILD"
	as=
	if [ "$(id -u)" -eq 0 ]; then
		command -v runuser >/dev/null 2>&1 || skip "root, and no runuser to run makepkg as nobody"
		chown -R nobody "$TMP/a" "$TMP/b" "$TMP/empty" "$TMP/pkg" "$TMP/home" "$TMP/dl"
		as="runuser -u nobody --"
	fi
	mp() { $as env HOME="$TMP/home" PKGDEST="$TMP/pkg" SRCPKGDEST="$TMP/pkg" "$@"; }
	# the source packages, next to nothing but the PKGBUILD
	for s in --source --allsource; do
		rm -f "$TMP"/pkg/*.src.tar.*
		if ! (cd "$TMP/a" && mp SRCDEST="$TMP/dl" makepkg $s --nocolor) >"$TMP/src.log" 2>&1; then
			tail -n 20 "$TMP/src.log"
			echo "FAIL: makepkg $s"
			exit 1
		fi
		sp=$(ls "$TMP"/pkg/iwcompat-"$V"-*.src.tar.* 2>/dev/null | head -n 1)
		[ -n "$sp" ] || { echo "FAIL: makepkg $s made no source package"; exit 1; }
		bsdtar -tf "$sp" | sort >"$TMP/srclist"
		case $s in
		--source) want="iwcompat/ iwcompat/.SRCINFO iwcompat/PKGBUILD" ;;
		*) want="iwcompat/ iwcompat/.SRCINFO iwcompat/PKGBUILD iwcompat/iwcompat-$V.tar.xz" ;;
		esac
		[ "$(tr '\n' ' ' <"$TMP/srclist")" = "$want " ] && ok "makepkg $s: $want" ||
			fail "makepkg $s: $(tr '\n' ' ' <"$TMP/srclist") (want $want)"
	done
	# elsewhere: the --allsource package alone, no download cache
	$as bsdtar -xf "$sp" -C "$TMP/b"
	if ! (cd "$TMP/b/iwcompat" && mp SRCDEST="$TMP/empty" BUILDDIR="$TMP/b/work" \
		makepkg --nodeps --noconfirm --nocolor) >"$TMP/build.log" 2>&1; then
		tail -n 40 "$TMP/build.log"
		echo "FAIL: makepkg of the source package"
		exit 1
	fi
	ok "makepkg of the source package, elsewhere, nothing downloaded"
	grep -q "Validating source files with sha256sums" "$TMP/build.log" &&
		grep -q "iwcompat-$V.tar.xz ... Passed" "$TMP/build.log" && ok "the tarball's sha256 checked" ||
		fail "makepkg did not check the tarball's sha256"
	grep -q '^Ok: *[1-9]' "$TMP/build.log" && grep -q '^Fail: *0' "$TMP/build.log" &&
		ok "check() ran the unit suite" || fail "check() did not run the unit suite"
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
grep -q "^replaces" "$TMP/pkginfo" && fail ".PKGINFO: $(grep ^replaces "$TMP/pkginfo")" || ok ".PKGINFO: no replaces"
want "url = https://github.com/iwcompat/iwcompat"
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

# wireless_tools' library where it had it (conky links libiw.so.30), and
# what building against it needs: the link and the headers
check - /usr/lib/libiw.so.30
check l /usr/lib/libiw.so libiw.so.30
check - /usr/include/iwlib.h
check - /usr/include/wireless.h
check - /usr/share/licenses/iwcompat/COPYING
# makepkg 6.0 (Debian 12's) versions the PKGBUILD's provides=libiw.so as
# libiw.so=30-BITS; 6.1 and later (Debian 13's, Arch's) do that only
# with makepkg.conf's LIB_DIRS, which Debian's makepkg.conf lacks, and
# otherwise keep the bare name, or add lib:libiw.so.30 themselves
grep -Eq '^provides = (libiw\.so=30-(32|64)|lib:libiw\.so\.30|libiw\.so)$' "$TMP/pkginfo" &&
	ok ".PKGINFO: $(grep '^provides = \(lib:\)\?libiw' "$TMP/pkginfo" | tr '\n' ' ')" ||
	fail ".PKGINFO lacks 'provides = libiw.so=30-NN': $(grep '^provides' "$TMP/pkginfo" | tr '\n' ' ')"

mkdir -p "$TMP/x" && bsdtar -xf "$PKG" -C "$TMP/x" && v=$("$TMP/x/usr/bin/iwcompat" --version 2>&1) &&
	ok "iwcompat --version: $v" || fail "the packaged iwcompat does not run: $v"

echo "arch: $fails failed"
[ "$fails" -eq 0 ]
