#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-deb-vm.sh - the Debian package in place of wireless-tools, in the VM.
#
#   tests/packaging/test-deb-vm.sh [--root SUITE] [BUILD_DIR]
#
# Builds the .deb (tests/packaging/test-deb.sh --out), then boots the
# mac80211_hwsim guest (tests/vm/vm-run) with tests/vm/scenarios/package.sh:
# dpkg -i over wireless-tools on an overlay of the root, the /sbin paths at
# work on real (simulated) radios, ifup/ifdown with wireless-essid, purge.
# Logs: BUILD_DIR/meson-logs/vm/package/ (package.txt is the report).
#
# ifupdown, if this machine does not have it, is taken from
# IWCOMPAT_IFUPDOWN_DEB, apt's cache, or `apt-get download ifupdown`; when
# none works the ifup part is skipped and says so.
#
# --root SUITE (e.g. trixie): the same in a guest whose root is that Debian
# release (tests/vm/mkroot), on its kernel; the .deb is built inside that
# root (tests/vm/build-in-root --exec) and ifupdown is that release's.
# Logs then in BUILD_DIR/meson-logs/vm/package-SUITE/.
#
# Exit 77 (meson: SKIPPED) with "SKIP: reason" when the VM cannot run (see
# tests/vm/meson-vm-test) or the package cannot be built here.

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
VM=$REPO/tests/vm
SUITE=
if [ "${1:-}" = --root ]; then SUITE=$2; shift 2; fi
BUILD=${1:-${MESON_BUILD_ROOT:-$REPO/build}}

skip() {
	echo "" >&2
	echo "SKIP: deb-vm: $*" >&2
	echo "" >&2
	exit 77
}
[ "$(id -u)" = 0 ] || skip "not root (the VM harness needs root)"
command -v qemu-system-x86_64 >/dev/null 2>&1 || skip "qemu-system-x86_64 not installed"
command -v busybox >/dev/null 2>&1 || skip "busybox not installed (apt-get install busybox-static)"
command -v hostapd >/dev/null 2>&1 || [ -x /usr/sbin/hostapd ] || skip "hostapd not installed"
if [ -n "$SUITE" ]; then
	ROOT=$("$VM/mkroot" "$SUITE")
	case $? in 0) ;; 3) skip "cannot make the $SUITE root" ;; *) echo "FAIL: mkroot $SUITE"; exit 1 ;; esac
	chroot "$ROOT" dpkg-query -W -f='${Status}' wireless-tools 2>/dev/null | grep -q 'ok installed' ||
		skip "wireless-tools is not installed in the $SUITE root: nothing to replace"
else
	dpkg-query -W -f='${Status}' wireless-tools 2>/dev/null | grep -q 'ok installed' ||
		skip "wireless-tools is not installed: nothing to replace"
fi

mkdir -p "$BUILD/meson-logs/vm" || exit 1
LOGS=$(cd "$BUILD/meson-logs/vm" && pwd)/package${SUITE:+-$SUITE}
rm -rf "$LOGS"
mkdir -p "$LOGS/debs"

if [ -n "$SUITE" ]; then
	# the package built with that release's toolchain (test-deb.sh run
	# there, on the repository bound at /mnt), and its ifupdown
	"$VM/build-in-root" --exec "$SUITE" "$LOGS" sh -c \
		'sh tests/packaging/test-deb.sh --out /srv/debs /mnt; rc=$?
		 mkdir -p /srv/debs && cd /srv/debs && apt-get download -qq ifupdown; exit $rc' \
		>"$LOGS/test-deb.log" 2>&1
	rc=$?
	[ $rc = 77 ] && { cat "$LOGS/test-deb.log" >&2; skip "the package cannot be built in the $SUITE root"; }
	# the package's own checks (lintian included) may fail while a .deb
	# was built: the guest still shows what it does to the system
	debrc=$rc
	DEB=$(ls "$LOGS"/debs/iwcompat_*.deb 2>/dev/null | grep -v dbgsym | head -n 1)
	if [ $rc != 0 ]; then
		grep -E '^(FAIL|ok  |deb:)|: E: ' "$LOGS/test-deb.log"
		echo "FAIL: test-deb.sh in the $SUITE root (log: $LOGS/test-deb.log)"
		[ -n "$DEB" ] || exit 1
	fi
	IFUPDOWN=$(ls "$LOGS"/debs/ifupdown_*.deb 2>/dev/null | tail -n 1)
	[ -n "$IFUPDOWN" ] || echo "WARNING: no ifupdown package: the ifup/ifdown part will be skipped" >&2
	"$VM/vm-run" --root "$SUITE" --radios 2 -q -e "IWCOMPAT_DEB=$DEB" \
		${IFUPDOWN:+-e "IWCOMPAT_IFUPDOWN_DEB=$IFUPDOWN"} "$VM/scenarios/package.sh" "$LOGS"
	rc=$?
	grep -v '^    |' "$LOGS/package.txt" 2>/dev/null
	echo "deb-vm: guest status $rc ($SUITE root); logs in $LOGS"
	[ $rc = 0 ] && [ $debrc = 0 ]
	exit
fi

"$HERE/test-deb.sh" --out "$LOGS/debs" "$REPO" >"$LOGS/test-deb.log" 2>&1
rc=$?
[ $rc = 77 ] && { cat "$LOGS/test-deb.log" >&2; skip "the package cannot be built here"; }
[ $rc = 0 ] || { cat "$LOGS/test-deb.log"; echo "FAIL: test-deb.sh"; exit 1; }
DEB=$(ls "$LOGS"/debs/iwcompat_*.deb | grep -v dbgsym | head -n 1)

IFUPDOWN=${IWCOMPAT_IFUPDOWN_DEB:-}
if [ -z "$IFUPDOWN" ] && ! command -v ifup >/dev/null 2>&1; then
	IFUPDOWN=$(ls /var/cache/apt/archives/ifupdown_*.deb 2>/dev/null | tail -n 1)
	if [ -z "$IFUPDOWN" ]; then
		dl=${IWCOMPAT_VM_CACHE:-/var/cache/iwcompat-vm}/dl
		mkdir -p "$dl" && (cd "$dl" && apt-get download ifupdown >/dev/null 2>&1)
		IFUPDOWN=$(ls "$dl"/ifupdown_*.deb 2>/dev/null | tail -n 1)
	fi
	[ -n "$IFUPDOWN" ] || echo "WARNING: no ifupdown package: the ifup/ifdown part will be skipped" >&2
fi
[ -n "$IFUPDOWN" ] && cp "$IFUPDOWN" "$LOGS/debs/" && IFUPDOWN=$LOGS/debs/$(basename "$IFUPDOWN")

if ! prep=$("$VM/vm-run" --prepare-only 2>&1); then
	printf '%s\n' "$prep" >&2
	skip "cannot obtain the guest kernel"
fi
"$VM/vm-run" --radios 2 -q -e "IWCOMPAT_DEB=$DEB" ${IFUPDOWN:+-e "IWCOMPAT_IFUPDOWN_DEB=$IFUPDOWN"} \
	"$VM/scenarios/package.sh" "$LOGS"
rc=$?
grep -v '^    |' "$LOGS/package.txt" 2>/dev/null
echo "deb-vm: guest status $rc; logs in $LOGS"
[ $rc = 0 ]
