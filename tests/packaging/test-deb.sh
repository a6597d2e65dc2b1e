#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-deb.sh - build the Debian package and check what it contains.
#
#   tests/packaging/test-deb.sh [--out DIR] [SOURCE_DIR]
#   tests/packaging/test-deb.sh --deb FILE.deb
#
# Copies SOURCE_DIR (default: this repository; git-tracked and untracked
# but not ignored files) to a temporary directory, runs
# `dpkg-buildpackage -us -uc -b` there, and checks the iwcompat .deb with
# dpkg-deb: Provides, Conflicts and Replaces name wireless-tools; iwcompat
# and the six legacy names in one sbin directory (/sbin or /usr/sbin: the
# installed wireless-tools' own paths, when it is installed); the
# man pages; the bash and zsh completions; the ifupdown hooks as
# conffiles; and the libiw30-iwcompat .deb beside it (libiw.so.30 in place
# of libiw30/libiw30t64) and libiw-iwcompat-dev (iwlib.h, wireless.h and the
# libiw.so link in place of libiw-dev; test-libiw-dev.sh builds libiw's C
# clients against the two). With --deb, checks that file instead of building. --out DIR
# keeps the built .deb files in DIR. Runs lintian when it is installed
# and fails on its errors (E:).
#
# Exit 77 (meson: SKIPPED) with "SKIP: reason" when dpkg-buildpackage,
# debhelper or a build dependency is missing.

HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$HERE/../..
DEB=
OUT=
while [ $# -gt 0 ]; do
	case $1 in
	--deb) DEB=$2; shift 2 ;;
	--out) OUT=$2; shift 2 ;;
	-h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) SRC=$1; shift ;;
	esac
done

skip() {
	echo "" >&2
	echo "SKIP: deb: $*" >&2
	echo "" >&2
	exit 77
}

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }

if [ -z "$DEB" ]; then
	command -v dpkg-buildpackage >/dev/null 2>&1 || skip "dpkg-buildpackage not installed (apt-get install dpkg-dev)"
	command -v dh >/dev/null 2>&1 || skip "debhelper not installed (apt-get install debhelper)"
	SRC=$(cd "$SRC" && pwd) || exit 1
	[ -f "$SRC/debian/control" ] || { echo "FAIL: no $SRC/debian/control"; exit 1; }
	if ! missing=$(cd "$SRC" && dpkg-checkbuilddeps 2>&1); then
		skip "build dependencies missing: ${missing#*: }"
	fi

	# a clean copy of the source: no build directories, no debian/ leftovers
	mkdir "$TMP/src"
	if git -C "$SRC" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		(cd "$SRC" && git ls-files -z --cached --others --exclude-standard) |
			(cd "$SRC" && xargs -0 cp -P --parents -t "$TMP/src" 2>/dev/null)
	else
		(cd "$SRC" && tar -cf - --exclude='./build*' --exclude='./obj-*' \
			--exclude=./debian/iwcompat --exclude=./debian/.debhelper .) |
			(cd "$TMP/src" && tar -xf -)
	fi
	echo "building in $TMP/src (log: dpkg-buildpackage.log)"
	if ! (cd "$TMP/src" && dpkg-buildpackage -us -uc -b) >"$TMP/build.log" 2>&1; then
		tail -n 60 "$TMP/build.log"
		echo "FAIL: dpkg-buildpackage -us -uc -b"
		exit 1
	fi
	ok "dpkg-buildpackage -us -uc -b"
	DEB=$(ls "$TMP"/iwcompat_*.deb 2>/dev/null | head -n 1)
	[ -n "$DEB" ] || { echo "FAIL: no iwcompat_*.deb was built"; exit 1; }
	if [ -n "$OUT" ]; then
		mkdir -p "$OUT" && cp "$TMP"/*.deb "$TMP"/*.changes "$TMP"/*.buildinfo "$OUT"/ &&
			echo "kept the packages in $OUT"
	fi
fi
[ -r "$DEB" ] || { echo "FAIL: cannot read $DEB"; exit 1; }
echo "checking $(basename "$DEB")"

# --- control fields ------------------------------------------------------------
field() { dpkg-deb -f "$DEB" "$1"; }
# has_rel FIELD: the field names wireless-tools (alone or with a version)
has_rel() {
	field "$1" | tr ',' '\n' | sed 's/^ *//' | grep -Eq '^wireless-tools( |$)'
}
[ "$(field Package)" = iwcompat ] && ok "Package: iwcompat" || fail "Package: $(field Package)"
for f in Provides Conflicts Replaces; do
	has_rel "$f" && ok "$f: $(field "$f")" || fail "$f does not name wireless-tools: '$(field "$f")'"
done
# a static PIE (debian/rules, README.source): glibc and libnl linked in,
# so no shared-library dependency, and Built-Using names both sources
# with the versions linked in (those installed here, when they are)
field Depends | grep -Eq 'libc6|libnl' &&
	fail "Depends should name neither libc6 nor libnl: $(field Depends)" ||
	ok "Depends: no libc6, no libnl ('$(field Depends)')"
ha=$(dpkg-deb -f "$DEB" Architecture)
bu_want=$(dpkg-query -W -f='${source:Package} (= ${source:Version}), ' \
	libc6-dev:"$ha" libnl-3-dev:"$ha" 2>/dev/null | sed 's/, $//')
case $bu_want in
glibc*libnl3*) bu_re="^$(printf '%s' "$bu_want" | sed 's/[.+()]/\\&/g')\$" ;;
*) bu_re='^glibc \(= [^)]+\), libnl3 \(= [^)]+\)$' ;;
esac
field Built-Using | grep -Eq "$bu_re" && ok "Built-Using: $(field Built-Using)" ||
	fail "Built-Using should be '${bu_want:-glibc (= V), libnl3 (= V)}': '$(field Built-Using)'"
# the executable: a static PIE with the hardening's relro and bindnow
if command -v readelf >/dev/null 2>&1; then
	dpkg-deb -x "$DEB" "$TMP/x"
	exe=$(ls "$TMP"/x/sbin/iwcompat "$TMP"/x/usr/sbin/iwcompat 2>/dev/null | head -n 1)
	hdr=$(readelf -hldW "$exe" 2>&1)
	if printf '%s\n' "$hdr" | grep -q 'Type: *DYN' &&
	   ! printf '%s\n' "$hdr" | grep -Eq 'INTERP|\(NEEDED\)' &&
	   printf '%s\n' "$hdr" | grep -q 'GNU_RELRO' &&
	   printf '%s\n' "$hdr" | grep -q 'FLAGS.*BIND_NOW' &&
	   printf '%s\n' "$hdr" | grep -q 'FLAGS_1.*PIE'; then
		ok "$exe: static PIE (no interpreter, no DT_NEEDED), relro, bindnow"
	else
		fail "$exe is not a static PIE with relro and bindnow"
	fi
fi

# --- contents ------------------------------------------------------------------
dpkg-deb -c "$DEB" | awk '{ p = $6; for (i = 7; i <= NF; i++) p = p " " $i; print substr($1, 1, 1) " " p }' \
	>"$TMP/contents"
# has TYPE PATH [TARGET]: an entry of that type (- file, l link, d dir)
has() {
	case $1 in
	l) grep -Fxq -e "l .$2 -> $3" "$TMP/contents" ;;
	*) grep -Fxq -e "$1 .$2" "$TMP/contents" ;;
	esac
}
check() {
	if has "$@"; then
		ok "$2${3:+ -> $3}"
	else
		fail "missing $2${3:+ -> $3}"
	fi
}
# where debian/rules put the commands (by the build system's release)
if has - /usr/sbin/iwcompat; then SB=/usr/sbin; else SB=/sbin; fi
check - $SB/iwcompat
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check l "$SB/$t" iwcompat
done
n=$(grep -Ec '^[-l] \./(usr/)?s?bin/' "$TMP/contents")
[ "$n" -eq 7 ] && ok "the seven commands and nothing else in bin/sbin directories" ||
	fail "$n files in bin/sbin directories, not 7"

for t in iwcompat iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check - "/usr/share/man/man8/$t.8.gz"
done
check - /usr/share/bash-completion/completions/iwcompat
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	check l "/usr/share/bash-completion/completions/$t" iwcompat
done
check - /usr/share/zsh/vendor-completions/_iwcompat
check - /usr/share/doc/iwcompat/copyright

mkdir "$TMP/ctl" "$TMP/root"
dpkg-deb -e "$DEB" "$TMP/ctl"
dpkg-deb -x "$DEB" "$TMP/root"
# the hooks under wireless-tools' own names (they take its conffiles over)
for phase in if-pre-up if-up if-post-down; do
	h=/etc/network/$phase.d/wireless-tools
	if has - "$h" && [ -x "$TMP/root$h" ] && grep -Fxq "$h" "$TMP/ctl/conffiles" &&
		grep -q "^IWCOMPAT=$SB/iwcompat\$" "$TMP/root$h" && sh -n "$TMP/root$h"; then
		ok "$h (executable conffile, calls $SB/iwcompat)"
	else
		fail "$h missing, not executable, not a conffile or not configured"
	fi
done
grep -q 'link-up' "$TMP/root/etc/network/if-pre-up.d/wireless-tools" &&
	grep -q 'link-up' "$TMP/root/etc/network/if-up.d/wireless-tools" &&
	ok "the hooks run iwcompat link-up" || fail "the hooks do not run iwcompat link-up"
grep -q 'rm -rf /run/iwcompat' "$TMP/ctl/postrm" 2>/dev/null && ok "postrm purges /run/iwcompat" ||
	fail "postrm does not remove /run/iwcompat"
# bash-completion's own iwconfig, iwlist, iwpriv, iwspy are diverted aside
divs="for c in iwconfig iwlist iwpriv iwspy; do"
if grep -Fq "$divs" "$TMP/ctl/preinst" 2>/dev/null && grep -Fq "$divs" "$TMP/ctl/postrm" &&
	grep -q 'dpkg-divert --package iwcompat --add --rename' "$TMP/ctl/preinst" &&
	grep -q 'dpkg-divert --package iwcompat --remove --rename' "$TMP/ctl/postrm"; then
	ok "preinst/postrm divert bash-completion's iwconfig, iwlist, iwpriv, iwspy completions"
else
	fail "bash-completion's iwconfig, iwlist, iwpriv, iwspy completions are not diverted"
fi
[ -x "$TMP/root$SB/iwcompat" ] && v=$("$TMP/root$SB/iwcompat" --version 2>&1) &&
	ok "$SB/iwcompat --version: $v" || fail "$SB/iwcompat --version: $v"

# every command wireless-tools installs, at the same path
if wt=$(dpkg-query -L wireless-tools 2>/dev/null); then
	for p in $(printf '%s\n' "$wt" | grep -E '^/s?bin/|^/usr/s?bin/'); do
		has l "$p" iwcompat || has - "$p" || fail "wireless-tools' $p is not in the package"
	done
	ok "every command path of the installed wireless-tools is covered"
fi

# --- libiw30-iwcompat: libiw.so.30 in place of libiw30/libiw30t64 ---------------
# (docs/libiw.md) beside the iwcompat .deb: its relations, and the library
# alone at the path of the release's libiw30 (/lib/MULTIARCH where the
# commands are in /sbin, /usr/lib/MULTIARCH where they are in /usr/sbin)
LDEB=$(ls "$(dirname "$DEB")"/libiw30-iwcompat_*.deb 2>/dev/null | head -n 1)
if [ -n "$LDEB" ]; then
	lf() { dpkg-deb -f "$LDEB" "$1"; }
	# lrel FIELD PKG [VERSION]: the field names PKG (with that version)
	lrel() { lf "$1" | tr ',' '\n' | sed 's/^ *//' | grep -Fxq "$2${3:+ (= $3)}"; }
	for p in libiw30 libiw30t64; do
		lrel Provides $p 30~pre9-18 && lrel Conflicts $p && lrel Replaces $p &&
			ok "libiw30-iwcompat Provides (= 30~pre9-18), Conflicts, Replaces $p" ||
			fail "libiw30-iwcompat's relations to $p: $(lf Provides) / $(lf Conflicts) / $(lf Replaces)"
	done
	[ "$(lf Multi-Arch)" = same ] && ok "libiw30-iwcompat Multi-Arch: same" ||
		fail "libiw30-iwcompat Multi-Arch: '$(lf Multi-Arch)'"
	MA=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)
	if [ "$SB" = /sbin ]; then LD=/lib/$MA; else LD=/usr/lib/$MA; fi
	dpkg-deb -c "$LDEB" | awk '$1 !~ /^d/ { print $6 }' | grep -v -e '^\./usr/share/doc/' -e '^\./usr/share/lintian/overrides/' >"$TMP/lcontents"
	[ "$(cat "$TMP/lcontents")" = ".$LD/libiw.so.30" ] && ok "libiw30-iwcompat: $LD/libiw.so.30 and docs only (and its lintian override)" ||
		fail "libiw30-iwcompat's files: $(tr '\n' ' ' <"$TMP/lcontents") (want $LD/libiw.so.30)"
	mkdir "$TMP/lroot" "$TMP/lctl"
	dpkg-deb -x "$LDEB" "$TMP/lroot" && dpkg-deb -e "$LDEB" "$TMP/lctl"
	so=$(objdump -p "$TMP/lroot$LD/libiw.so.30" 2>/dev/null | awk '$1 == "SONAME" { print $2 }')
	[ "$so" = libiw.so.30 ] && ok "SONAME $so" || fail "SONAME '$so'"
	grep -q '^libiw 30 libiw30-iwcompat' "$TMP/lctl/shlibs" 2>/dev/null && ok "shlibs: $(cat "$TMP/lctl/shlibs")" ||
		fail "no shlibs entry for libiw 30"
	grep -q ldconfig "$TMP/lctl/triggers" 2>/dev/null && ok "ldconfig trigger" || fail "no ldconfig trigger"
else
	fail "no libiw30-iwcompat_*.deb beside $(basename "$DEB")"
fi

# --- libiw-iwcompat-dev: iwlib.h, wireless.h and libiw.so in place of libiw-dev --
DDEB=$(ls "$(dirname "$DEB")"/libiw-iwcompat-dev_*.deb 2>/dev/null | head -n 1)
if [ -n "$DDEB" ]; then
	df() { dpkg-deb -f "$DDEB" "$1"; }
	drel() { df "$1" | tr ',' '\n' | sed 's/^ *//' | grep -Fxq "$2"; }
	drel Provides 'libiw-dev (= 30~pre9-18)' && drel Conflicts libiw-dev && drel Replaces libiw-dev &&
		ok "libiw-iwcompat-dev Provides (= 30~pre9-18), Conflicts, Replaces libiw-dev" ||
		fail "libiw-iwcompat-dev's relations to libiw-dev: $(df Provides) / $(df Conflicts) / $(df Replaces)"
	lv=$(dpkg-deb -f "$LDEB" Version 2>/dev/null)
	drel Depends "libiw30-iwcompat (= $lv)" && ok "libiw-iwcompat-dev Depends: libiw30-iwcompat (= $lv)" ||
		fail "libiw-iwcompat-dev does not depend on libiw30-iwcompat (= $lv): $(df Depends)"
	dpkg-deb -c "$DDEB" | awk '$1 !~ /^d/ { print $6 }' |
		grep -v -e '^\./usr/share/doc/' -e '^\./usr/share/lintian/overrides/' | sort >"$TMP/dcontents"
	MA=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)
	printf '%s\n' ./usr/include/iwlib.h ./usr/include/wireless.h "./usr/lib/$MA/libiw.so" | sort >"$TMP/dwant"
	cmp -s "$TMP/dcontents" "$TMP/dwant" && ok "libiw-iwcompat-dev: iwlib.h, wireless.h, /usr/lib/$MA/libiw.so and docs" ||
		fail "libiw-iwcompat-dev's files: $(tr '\n' ' ' <"$TMP/dcontents")"
	dpkg-deb -c "$DEB" | grep -q '/usr/include/' && fail "the iwcompat .deb holds headers" ||
		ok "no headers in the iwcompat .deb"
	# the three clients of tests/vm/libiw and conky's calls build with -liw
	# against the two packages unpacked into a root
	if "$HERE/test-libiw-dev.sh" --deb "$(dirname "$DEB")" "$SRC" >"$TMP/dev.log" 2>&1; then
		ok "test-libiw-dev.sh --deb: $(grep -c '^ok' "$TMP/dev.log") checks"
	else
		sed 's/^/    /' "$TMP/dev.log"
		fail "test-libiw-dev.sh --deb"
	fi
else
	fail "no libiw-iwcompat-dev_*.deb beside $(basename "$DEB")"
fi

# --- lintian -------------------------------------------------------------------
if command -v lintian >/dev/null 2>&1; then
	changes=$(ls "$(dirname "$DEB")"/iwcompat_*.changes 2>/dev/null | head -n 1)
	lintian --info --display-info --pedantic ${changes:-$DEB} >"$TMP/lintian" 2>&1
	sed 's/^/    lintian: /' "$TMP/lintian"
	if grep -q '^E: ' "$TMP/lintian"; then
		fail "lintian reports errors"
	else
		ok "lintian: no errors ($(grep -c '^[WIP]: ' "$TMP/lintian") warnings/info/pedantic tags, see debian/README.source)"
	fi
else
	echo "note: lintian is not installed, not run"
fi

echo "deb: $fails failed"
[ "$fails" -eq 0 ]
