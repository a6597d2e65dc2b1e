#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# distro-root.sh - a cached Debian root for the packaging tests.
#
#   tests/packaging/distro-root.sh RELEASE     (bookworm, trixie, ...)
#
# Prints the path of a debootstrap root of RELEASE with what building and
# installing the package needs (debhelper, meson, libnl, cmocka, lintian),
# the package it replaces (wireless-tools) and bash-completion, made once
# and kept under $IWCOMPAT_ROOT_CACHE (default /var/cache/iwcompat-vm) as
# pkgroot-RELEASE. The .deb files debootstrap fetched stay in the root's
# apt cache, so that reinstalling wireless-tools later needs no network.
# The root is never changed after it is made: tests run on an overlay.
# A root of the VM suite (tests/vm/mkroot) with these packages is used
# instead when there is one.
#
# The mirror is the one this machine's apt sources name for Debian (no
# host name is written here). Needs root and debootstrap.
#
# Exit 77 with "SKIP: reason" when it cannot (not root, no debootstrap,
# no Debian mirror in the apt sources, debootstrap failed).
set -u

REL=${1:?usage: distro-root.sh RELEASE}
CACHE=${IWCOMPAT_ROOT_CACHE:-/var/cache/iwcompat-vm}
ROOT=$CACHE/pkgroot-$REL
# bumped when the package list changes, so that old roots are made again
STAMP="iwcompat pkgroot 2"
PKGS="debhelper meson ninja-build pkg-config libnl-3-dev libnl-genl-3-dev libcmocka-dev
lintian wireless-tools bash-completion man-db"

skip() { echo "SKIP: distro-root $REL: $*" >&2; exit 77; }

if [ -f "$ROOT/.iwcompat-root" ] && [ "$(cat "$ROOT/.iwcompat-root")" = "$STAMP" ]; then
	echo "$ROOT"
	exit 0
fi
[ "$(id -u)" -eq 0 ] || skip "needs root (debootstrap, chroot)"

# A finished root of the VM suite (tests/vm/mkroot's root-RELEASE-HASH,
# renamed into place only once complete) that has all of these packages
# serves as well: no second debootstrap. (Reinstalling wireless-tools
# then fetches it with that root's apt lists.)
n=$(echo $PKGS | wc -w)
for r in "$CACHE"/root-"$REL"-*; do
	[ -d "$r/var/lib/dpkg" ] || continue
	# shellcheck disable=SC2086
	have=$(chroot "$r" dpkg-query -W -f='${db:Status-Abbrev}\n' $PKGS 2>/dev/null | grep -c '^ii')
	[ "$have" -eq "$n" ] && { echo "$r"; exit 0; }
done
command -v debootstrap >/dev/null 2>&1 || skip "debootstrap not installed (apt-get install debootstrap)"

# The Debian archive this machine uses: the site apt fetches the host's
# own "Debian" (not Debian-Security) release from.
mirror=$(apt-get indextargets --format '$(ORIGIN)|$(LABEL)|$(SITE)' 'Created-By: Packages' 2>/dev/null |
	awk -F'|' '$1 == "Debian" && $2 == "Debian" { print $3; exit }')
[ -n "$mirror" ] || skip "no Debian mirror in this machine's apt sources"

mkdir -p "$CACHE" || skip "cannot create $CACHE"
# one maker at a time; a second caller waits and then finds the root made
exec 9>"$CACHE/pkgroot-$REL.lock"
flock 9
if [ -f "$ROOT/.iwcompat-root" ] && [ "$(cat "$ROOT/.iwcompat-root")" = "$STAMP" ]; then
	echo "$ROOT"
	exit 0
fi
rm -rf "$ROOT.new"
echo "distro-root: debootstrap $REL from $mirror into $ROOT (once; a few minutes)" >&2
# debootstrap makes the base (build-essential) only: its resolver does not
# follow virtual packages (bookworm's lintian needs perl-openssl-abi-3),
# apt installs the rest.
if ! debootstrap --variant=buildd "$REL" "$ROOT.new" "$mirror" \
	>"$CACHE/pkgroot-$REL.log" 2>&1; then
	tail -n 20 "$CACHE/pkgroot-$REL.log" >&2
	rm -rf "$ROOT.new"
	skip "debootstrap $REL failed (log: $CACHE/pkgroot-$REL.log)"
fi
# apt's lists for the installs the tests ask for (aircrack-ng, linssid in
# simulation; wireless-tools again from the cached .deb)
printf 'deb %s %s main\n' "$mirror" "$REL" >"$ROOT.new/etc/apt/sources.list"
rm -f "$ROOT.new/etc/apt/apt.conf.d/docker-clean"
# shellcheck disable=SC2086
if ! chroot "$ROOT.new" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
	sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $(echo $PKGS)" \
	>>"$CACHE/pkgroot-$REL.log" 2>&1; then
	tail -n 20 "$CACHE/pkgroot-$REL.log" >&2
	rm -rf "$ROOT.new"
	skip "apt-get install in the $REL root failed (log: $CACHE/pkgroot-$REL.log)"
fi
# the .debs stay in the root's apt cache: wireless-tools is reinstalled
# from there; the build dependencies of 0.1.0 and today's are the same
echo "$STAMP" >"$ROOT.new/.iwcompat-root"
rm -rf "$ROOT"
mv "$ROOT.new" "$ROOT"
echo "$ROOT"
