#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-deb-releases.sh - the Debian package on each release, in chroots.
#
#   tests/packaging/test-deb-releases.sh [-r RELEASE]... [SOURCE_DIR]
#
# For each release (default: bookworm trixie), on an overlay of the cached
# root that distro-root.sh makes (wireless-tools installed), builds the
# package from SOURCE_DIR (default this repository) with that release's
# toolchain, checks it with test-deb.sh (that release's lintian), then
# goes through the orders of operations a user meets, checking after each
# that the six commands exist at /sbin and /usr/sbin and resolve to
# iwcompat (or to wireless-tools' programs), and that `iwconfig lo` says
# "no wireless extensions." with status 161:
#
#   1. dpkg -i over the installed wireless-tools
#   2. packages depending on wireless-tools (aircrack-ng, linssid) stay
#      installable (apt-get install -s), scripts/deps wants no wireless-tools
#   3. apt remove iwcompat, then apt install wireless-tools again
#   4. apt install ./iwcompat_*.deb over it
#   5. the autopkgtest (debian/tests) of the installed packages
#   6. apt purge iwcompat: none of its files, diversions or state left
#   7. an upgrade from iwcompat 0.1.0-1 (built once from commit 9328170 and
#      cached), installed on a system without wireless-tools
#   8. the same, with 0.1.0-1 installed over wireless-tools by dpkg -i (on
#      trixie 0.1.0-1 lost the commands there, reported as a note; the
#      upgrade must bring them back)
#   9. conky-std with the release's libiw30/libiw30t64, then
#      libiw30-iwcompat installed over it: conky stays installed, its
#      libiw.so.30 (ldd) is the package's and it runs; libiw30's other
#      reverse dependencies stay installable
#
# Needs root (chroot, overlayfs) and debootstrap the first time (a root is
# a few minutes to make and then cached). Exit 77 (SKIP) when no release
# could be tried.

HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$HERE/../..
RELEASES=
while [ $# -gt 0 ]; do
	case $1 in
	-r) RELEASES="$RELEASES $2"; shift 2 ;;
	-h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) SRC=$1; shift ;;
	esac
done
RELEASES=${RELEASES:-bookworm trixie}
SRC=$(cd "$SRC" && pwd) || exit 1
CACHE=${IWCOMPAT_ROOT_CACHE:-/var/cache/iwcompat-vm}
OLD_COMMIT=9328170	# iwcompat 0.1.0-1, the first package (commands in /sbin)
TOOLS="iwconfig iwlist iwpriv iwgetid iwspy iwevent"

skip() { echo "SKIP: deb-releases: $*" >&2; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "needs root (chroot, overlayfs)"
command -v git >/dev/null 2>&1 || skip "git not installed"

TMP=$(mktemp -d)
MOUNTS=
cleanup() {
	for m in $MOUNTS; do umount -l "$m" 2>/dev/null; done
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
fails=0
tried=0
ok() { echo "ok   [$REL] $*"; }
fail() { echo "FAIL [$REL] $*"; fails=$((fails + 1)); }
# chr CMD: run CMD (sh) in the release's chroot
chr() {
	chroot "$M" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LC_ALL=C.UTF-8 \
		DEBIAN_FRONTEND=noninteractive sh -c "$1"
}
log() { sed 's/^/    | /' "$1" | tail -n "${2:-30}"; }

# commands WHO STEP: the six commands at both paths resolve to iwcompat
# (WHO=iwcompat) or to wireless-tools' programs (WHO=wt), or exist at
# neither path (WHO=none); iwconfig lo answers as wireless-tools did.
commands() {
	bad=
	# both spellings on a merged /usr; on an unmerged root (debootstrap's
	# buildd variant of bookworm) the commands are in /sbin only
	dirs="/sbin /usr/sbin"
	[ -L "$M/sbin" ] || [ "$1" = none ] || dirs=/sbin
	for t in $TOOLS; do
		for d in $dirs; do
			r=$(chr "readlink -f $d/$t; [ -e $d/$t ]" 2>/dev/null)
			e=$?
			case $1 in
			iwcompat) [ $e -eq 0 ] && [ "${r##*/}" = iwcompat ] || bad="$bad $d/$t" ;;
			wt) [ $e -eq 0 ] && [ "${r##*/}" = "$t" ] || bad="$bad $d/$t" ;;
			none) [ $e -ne 0 ] || bad="$bad $d/$t" ;;
			esac
		done
	done
	case $1 in
	iwcompat) what="the six commands at $(echo $dirs | sed 's/ / and /') are iwcompat" ;;
	wt) what="the six commands at $(echo $dirs | sed 's/ / and /') are wireless-tools'" ;;
	none) what="no command left at /sbin or /usr/sbin" ;;
	esac
	[ -z "$bad" ] && ok "$2: $what" || fail "$2: not so:$bad"
	[ "$1" = none ] && return
	chr 'iwconfig lo' >"$TMP/out" 2>"$TMP/err"
	rc=$?
	if [ $rc -eq 161 ] && [ ! -s "$TMP/out" ] &&
		printf 'lo        no wireless extensions.\n\n' | cmp -s - "$TMP/err"; then
		ok "$2: iwconfig lo: no wireless extensions., status 161"
	else
		fail "$2: iwconfig lo: status $rc: $(cat "$TMP/out" "$TMP/err")"
	fi
}
# status PKG: dpkg's two-letter status, or "-" when dpkg does not know it
status() { s=$(chr "dpkg-query -W -f='\${db:Status-Abbrev}' $1" 2>/dev/null) && echo "${s% }" || echo -; }
# not_installed PKG STEP: dpkg has it removed (?c: config files left, as
# of wireless-tools when dpkg removes it for a conflict; dpkg -i leaves
# its selection at install: ic) or does not know it
not_installed() {
	s=$(status "$1")
	case $s in ?[iUFWt]) fail "$2: $1 is still installed ($s)" ;; *) ok "$2: $1 is not installed ($s)" ;; esac
}
want_status() {
	s=$(status "$1")
	[ "$s" = "$2" ] && ok "$3: $1 is ${2}" || fail "$3: $1 is '$s', not '$2'"
}
# apt_step STEP CMD: CMD must succeed
apt_step() {
	if chr "$2" >"$TMP/step.log" 2>&1; then ok "$1: $2"; else
		log "$TMP/step.log"; fail "$1: $2 failed"; fi
}

for REL in $RELEASES; do
	ROOT=$("$HERE/distro-root.sh" "$REL")
	rc=$?
	if [ $rc -eq 77 ]; then echo "skip [$REL] no root (see above)"; continue; fi
	[ $rc -eq 0 ] || { fail "distro-root.sh $REL failed"; continue; }
	tried=$((tried + 1))
	T=$TMP/$REL
	M=$T/m
	mkdir -p "$T/upper" "$T/work" "$M"
	mount -t overlay overlay -o "lowerdir=$ROOT,upperdir=$T/upper,workdir=$T/work" "$M" ||
		{ fail "overlay mount on $ROOT"; continue; }
	MOUNTS="$M $MOUNTS"
	mount -t proc proc "$M/proc" && MOUNTS="$M/proc $MOUNTS"
	mount --bind /dev "$M/dev" && MOUNTS="$M/dev $MOUNTS"

	# --- build, with this release's toolchain ----------------------------------
	mkdir -p "$M/build/src" "$M/build/old"
	(cd "$SRC" && git ls-files -z --cached --others --exclude-standard) |
		(cd "$SRC" && xargs -0 cp -P --parents -t "$M/build/src" 2>/dev/null)
	cp "$HERE/test-deb.sh" "$M/build/"
	if chr 'cd /build/src && dpkg-buildpackage -us -uc -b' >"$T/build.log" 2>&1; then
		ok "dpkg-buildpackage -us -uc -b (unit suite included)"
	else
		log "$T/build.log" 40; fail "dpkg-buildpackage"; continue
	fi
	DEB=$(cd "$M/build" && ls iwcompat_*.deb | head -n 1)
	NEWV=$(dpkg-deb -f "$M/build/$DEB" Version)
	chr "sh /build/test-deb.sh --deb /build/$DEB" >"$T/deb.log" 2>&1 &&
		ok "test-deb.sh on $DEB (contents, $REL's lintian)" ||
		{ log "$T/deb.log" 60; fail "test-deb.sh on $DEB"; }
	grep 'lintian: [EWIP]:' "$T/deb.log" | sed "s/^/    [$REL] /"
	grep -q 'lintian: [EW]:' "$T/deb.log" && fail "$REL's lintian: errors or warnings (above)" ||
		ok "$REL's lintian --pedantic: no error, no warning ($(grep -c 'lintian: [IP]:' "$T/deb.log") info/pedantic)"

	# iwcompat 0.1.0-1, for the upgrade: built once per release and kept
	OLD=$CACHE/pkgroot-$REL-iwcompat-0.1.0-1
	if ! ls "$OLD"/iwcompat_0.1.0-1_*.deb >/dev/null 2>&1; then
		mkdir -p "$M/build/old/src"
		git -C "$SRC" archive "$OLD_COMMIT" | tar -x -C "$M/build/old/src" &&
			chr 'cd /build/old/src && DEB_BUILD_OPTIONS=nocheck dpkg-buildpackage -us -uc -b' \
				>"$T/old.log" 2>&1 && mkdir -p "$OLD" && cp "$M"/build/old/iwcompat_0.1.0-1_*.deb "$OLD/" ||
			{ log "$T/old.log"; fail "building iwcompat 0.1.0-1 from $OLD_COMMIT"; }
	fi
	cp "$OLD"/iwcompat_0.1.0-1_*.deb "$M/build/old/" 2>/dev/null
	ODEB=$(cd "$M/build/old" && ls iwcompat_0.1.0-1_*.deb 2>/dev/null | head -n 1)

	# --- the orders of operations --------------------------------------------------
	want_status wireless-tools ii "0 (root)"
	commands wt "0 (root)"

	apt_step 1 "dpkg -i /build/$DEB"
	want_status iwcompat ii 1
	not_installed wireless-tools 1
	commands iwcompat 1

	# 2: reverse dependencies, and scripts/deps
	for p in aircrack-ng linssid; do
		d=$(chr "apt-cache show $p" 2>/dev/null | sed -n 's/^Depends: //p' | head -n 1 |
			tr ',' '\n' | grep wireless-tools | sed 's/^ *//')
		if chr "apt-get install -s -y $p" >"$TMP/s.log" 2>&1 &&
			! grep -Eq '^(Remv iwcompat|Inst wireless-tools)' "$TMP/s.log"; then
			ok "2: apt-get install -s $p (Depends: ${d:-no wireless-tools}): satisfied by iwcompat"
		else
			log "$TMP/s.log" 10; fail "2: $p (Depends: $d) not installable beside iwcompat"
		fi
	done
	mkdir -p "$M/build/scripts" && cp "$SRC/scripts/deps" "$M/build/scripts/"
	if chr 'sh /build/scripts/deps --missing' >"$TMP/deps" 2>&1 && ! grep -qx wireless-tools "$TMP/deps"; then
		ok "2: scripts/deps does not ask for wireless-tools (iwcompat provides it)"
	else
		fail "2: scripts/deps --missing: $(tr '\n' ' ' <"$TMP/deps")"
	fi

	apt_step 3 "apt-get remove -y iwcompat"
	commands none "3 (removed)"
	[ -z "$(chr 'dpkg-divert --list' | grep iwcompat)" ] && ok "3: no diversion left" ||
		fail "3: diversions left: $(chr 'dpkg-divert --list' | grep iwcompat)"
	apt_step 3 "apt-get install -y wireless-tools"
	want_status wireless-tools ii 3
	commands wt 3
	for c in iwconfig iwlist iwpriv iwspy; do
		o=$(chr "dpkg -S /usr/share/bash-completion/completions/$c" 2>/dev/null | cut -d: -f1)
		[ -z "$o" ] || [ "$o" = bash-completion ] && continue
		fail "3: bash completion $c belongs to '$o'"
	done

	apt_step 4 "apt-get install -y /build/$DEB"
	want_status iwcompat ii 4
	not_installed wireless-tools 4
	commands iwcompat 4

	# 5: the package's autopkgtest (debian/tests), in this chroot
	if command -v autopkgtest >/dev/null 2>&1; then
		if autopkgtest -q "$M/build/$DEB" "$M"/build/libiw30-iwcompat_*.deb "$M/build/src" \
			-- chroot "$M" >"$T/apt.log" 2>&1; then
			ok "5: autopkgtest (chroot runner): $(grep -E '^(commands|libiw) +' "$T/apt.log" | tr '\n' ' ')"
		else
			log "$T/apt.log" 40; fail "5: autopkgtest"
		fi
	else
		echo "note [$REL] 5: autopkgtest not installed, not run"
	fi

	# 6: purge leaves nothing
	dpkg-deb -c "$M/build/$DEB" | awk '$1 !~ /^d/ { print substr($6, 2) }' >"$TMP/files"
	apt_step 6 "apt-get purge -y iwcompat"
	not_installed iwcompat 6
	left=
	while read -r f; do
		[ -e "$M$f" ] || [ -L "$M$f" ] || continue
		# bash-completion's own iwconfig etc., back from their diversion
		o=$(chr "dpkg -S $f" 2>/dev/null | cut -d: -f1)
		[ -n "$o" ] && [ "$o" != iwcompat ] && [ "$(readlink "$M$f")" != iwcompat ] && continue
		left="$left $f"
	done <"$TMP/files"
	for f in /run/iwcompat /var/lib/dpkg/info/iwcompat.list /usr/share/doc/iwcompat; do
		[ -e "$M$f" ] && left="$left $f"
	done
	[ -n "$(chr 'dpkg-divert --list' | grep iwcompat)" ] && left="$left (diversions)"
	[ -z "$left" ] && ok "6: nothing of the package left" || fail "6: left after purge:$left"
	commands none "6 (purged)"

	# 7: upgrade from 0.1.0-1 installed on a system without wireless-tools
	if [ -n "$ODEB" ]; then
		apt_step 7 "apt-get install -y /build/old/$ODEB"
		commands iwcompat "7 (0.1.0-1)"
		apt_step 7 "apt-get install -y /build/$DEB"
		want_status iwcompat ii 7
		v=$(chr "dpkg-query -W -f='\${Version}' iwcompat")
		[ "$v" = "$NEWV" ] && ok "7: upgraded to $v" || fail "7: iwcompat is $v, not $NEWV"
		commands iwcompat "7 (upgraded)"

		# 8: 0.1.0-1 over wireless-tools, then the upgrade
		apt_step 8 "apt-get purge -y iwcompat"
		apt_step 8 "apt-get install -y wireless-tools"
		apt_step 8 "dpkg -i /build/old/$ODEB"
		n=0
		for t in $TOOLS; do chr "[ -e /sbin/$t ]" || n=$((n + 1)); done
		echo "note [$REL] 8: after 0.1.0-1 replaced wireless-tools, $n of 6 commands were missing"
		apt_step 8 "apt-get install -y /build/$DEB"
		commands iwcompat "8 (upgraded)"
	else
		fail "7: no iwcompat 0.1.0-1 package to upgrade from"
	fi

	# 9: libiw30-iwcompat over the release's libiw30/libiw30t64, conky installed
	LDEB=$(cd "$M/build" && ls libiw30-iwcompat_*.deb 2>/dev/null | head -n 1)
	LIB=libiw30; [ "$REL" = bookworm ] || LIB=libiw30t64
	apt_step 9 "apt-get install -y conky-std $LIB"
	want_status conky-std ii 9
	if [ -n "$LDEB" ]; then
		apt_step 9 "apt-get install -y /build/$LDEB"
		want_status libiw30-iwcompat ii 9
		want_status conky-std ii 9
		not_installed $LIB 9
		# conky's libiw.so.30 is the package's file
		l=$(chr 'ldd /usr/bin/conky' | awk '$1 == "libiw.so.30" { print $3 }')
		f=$(chr 'dpkg -L libiw30-iwcompat' | grep '/libiw\.so\.30$')
		[ -n "$l" ] && [ -n "$f" ] && [ "$(chr "readlink -f $l")" = "$(chr "readlink -f $f")" ] &&
			ok "9: ldd conky: libiw.so.30 => $l, libiw30-iwcompat's $f" ||
			fail "9: ldd conky: libiw.so.30 => '$l', not libiw30-iwcompat's '$f'"
		# conky binds every symbol at start (bindnow) and runs one update
		mkdir -p "$M/build/conky" && cp "$SRC/tests/vm/libiw/conkyrc" "$M/build/conky/"
		o=$(chr 'conky -c /build/conky/conkyrc' 2>&1)
		[ $? -eq 0 ] && printf '%s\n' "$o" | grep -q '^wlan1 essid=\[\] ' &&
			ok "9: conky runs one update with it" || fail "9: conky with it: $o"
		for p in xmobar lxpanel matchbox-panel wmwave ifrename; do
			if chr "apt-get install -s -y $p" >"$TMP/s.log" 2>&1 &&
				! grep -Eq '^(Remv libiw30-iwcompat|Inst libiw30)' "$TMP/s.log"; then
				ok "9: apt-get install -s $p: libiw30 satisfied by libiw30-iwcompat"
			else
				log "$TMP/s.log" 10; fail "9: $p not installable beside libiw30-iwcompat"
			fi
		done
	else
		fail "9: no libiw30-iwcompat .deb was built"
	fi

	for m in $MOUNTS; do umount -l "$m"; done
	MOUNTS=
done

[ $tried -gt 0 ] || skip "no release root could be made"
echo "deb-releases: $fails failed"
[ "$fails" -eq 0 ]
