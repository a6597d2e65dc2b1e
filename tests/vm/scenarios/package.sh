#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=2
# Scenario "package": the Debian package installed in place of
# wireless-tools on a copy of this machine's root, on simulated radios.
# Not a real-vs-iwcompat comparison: run it with vm-run, not run-scenario:
#
#   tests/packaging/test-deb.sh --out /tmp/iwdeb      # builds the .deb
#   tests/vm/vm-run --radios 2 -e IWCOMPAT_DEB=/tmp/iwdeb/iwcompat_0.1.0-1_amd64.deb \
#       [-e IWCOMPAT_IFUPDOWN_DEB=/tmp/ifupdown_0.8.41_amd64.deb] \
#       tests/vm/scenarios/package.sh [OUTDIR]
#
# The .deb files must be where the guest sees them (the host's /tmp or the
# repository). IWCOMPAT_IFUPDOWN_DEB (from `apt-get download ifupdown`)
# enables the ifup/ifdown part when the host has no ifupdown installed.
#
# In the guest, / is the host root, read-only. An overlay with a tmpfs upper
# layer over it gives a writable copy (with the host's dpkg database) to
# chroot into:
#   1. wlan0 is an open AP "iwcompat-pkg" (hostapd, outside the chroot);
#   2. dpkg -i iwcompat replaces wireless-tools; /sbin/iwconfig etc. resolve
#      to iwcompat, wireless-tools' hooks are taken over, bash-completion's
#      iwconfig completions are diverted;
#   3. /sbin/iwconfig, /sbin/iwlist wlan1 scan, /sbin/iwconfig wlan1 essid,
#      /sbin/iwgetid -r (with and without the interface) work;
#   4. with ifupdown: an interfaces(5) stanza with wireless-essid and
#      wireless-txpower brings the link up and connected with `ifup`,
#      `ifdown` disconnects; the same stanza is run first with the real
#      wireless-tools (before step 2), and the tx power after ifup must
#      be the one their hook left;
#   5. dpkg --purge iwcompat leaves no file behind (the overlay's upper
#      layer is compared before and after), no diversion, no /run/iwcompat.
# Prints "ok ..." / "FAIL ..." lines (also to $OUT/package.txt); exit 0 if
# every check passes, 1 if one fails, 2 if the setup fails.

set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

SSID=iwcompat-pkg
DEB=${IWCOMPAT_DEB:-}
IFUPDOWN_DEB=${IWCOMPAT_IFUPDOWN_DEB:-}
REPORT=${OUT:-/tmp/out}/package.txt
R=$IWVM_RUN/pkgroot
M=$R/m
fails=0

say() { echo "$*" | tee -a "$REPORT"; }
ok() { say "ok   $*"; }
fail() { say "FAIL $*"; fails=$((fails + 1)); }
# check DESCRIPTION CMD...: ok if CMD succeeds
check() {
	local what=$1
	shift
	if "$@"; then ok "$what"; else fail "$what"; fi
}
setup_fail() { say "SETUP FAILED: $*"; exit 2; }
inroot() { chroot "$M" "$@"; }
# has_text TEXT ERE
has_text() { printf '%s\n' "$1" | grep -Eq -- "$2"; }

: >"$REPORT"
[ -n "$DEB" ] && [ -r "$DEB" ] || setup_fail "IWCOMPAT_DEB is not set or not readable ('$DEB')"

# --- radios --------------------------------------------------------------------
ap_open wlan0 "$SSID" 1 >/dev/null || setup_fail "AP on wlan0"

# --- a writable copy of the root -------------------------------------------------
mkdir -p "$R"
mount -t tmpfs -o mode=0755 tmpfs "$R" || setup_fail "tmpfs $R"
mkdir -p "$R/u" "$R/w" "$M"
mount -t overlay overlay -o "lowerdir=/,upperdir=$R/u,workdir=$R/w" "$M" ||
	setup_fail "overlay over /"
for d in proc sys dev dev/pts; do
	mount --bind "/$d" "$M/$d" || setup_fail "bind /$d"
done
mount -t tmpfs -o mode=0755 tmpfs "$M/run" || setup_fail "tmpfs /run"
mkdir -p "$M/run/network" "$M/run/lock"
cp "$DEB" "$M/root/iwcompat.deb" || setup_fail "copy $DEB"
[ -n "$IFUPDOWN_DEB" ] && { cp "$IFUPDOWN_DEB" "$M/root/ifupdown.deb" || setup_fail "copy $IFUPDOWN_DEB"; }
export DEBIAN_FRONTEND=noninteractive
# no man-db index rebuild under TCG (minutes); a debconf setting, not a file
echo "man-db man-db/auto-update boolean false" | inroot debconf-set-selections 2>/dev/null

say "== iwcompat package in place of wireless-tools, kernel $(uname -r)"
check "wireless-tools is installed before" \
	sh -c "chroot '$M' dpkg-query -W -f='\${Status}' wireless-tools | grep -q 'ok installed'"

HAVE_IFUPDOWN=
if inroot sh -c 'command -v ifup' >/dev/null 2>&1; then
	HAVE_IFUPDOWN=1
elif [ -n "$IFUPDOWN_DEB" ]; then
	if inroot dpkg -i /root/ifupdown.deb >"$IWVM_RUN/ifupdown-install.log" 2>&1; then
		HAVE_IFUPDOWN=1
		ok "ifupdown installed for the test"
	else
		cat "$IWVM_RUN/ifupdown-install.log"
		fail "ifupdown could not be installed"
	fi
fi
rm -f "$M/root/ifupdown.deb"

connected() { [ "$(inroot /sbin/iwgetid -r wlan1 2>/dev/null)" = "$SSID" ]; }
# The interfaces(5) stanza of the ifupdown part, run first with the real
# wireless-tools (its own hooks), then with iwcompat's.
had_interfaces=
write_stanza() {
	[ -e "$M/etc/network/interfaces" ] && had_interfaces=1 &&
		cp -a "$M/etc/network/interfaces" "$IWVM_RUN/interfaces.orig"
	cat >"$M/etc/network/interfaces" <<EOF
auto lo
iface lo inet loopback

iface wlan1 inet static
	address 169.254.3.3/16
	wireless-essid $SSID
	wireless-txpower 15
EOF
}
# ifup_stanza [WHOSE]: the stanza written, `ifup -v wlan1` run and shown,
# its exit status in rc
ifup_stanza() {
	write_stanza
	out=$(inroot ifup -v wlan1 2>&1)
	rc=$?
	say "\$ ifup -v wlan1   (${1:+$1, }exit $rc)"
	say "$out"
}
restore_stanza() {
	if [ -n "$had_interfaces" ]; then
		cp -a "$IWVM_RUN/interfaces.orig" "$M/etc/network/interfaces"
	else
		rm -f "$M/etc/network/interfaces"
	fi
}
# the power after ifup: the tool's Tx-Power (iwconfig of the root, the
# real one or iwcompat) and the kernel's (iw), "TOOL / KERNEL", once the
# kernel has the connection (the real iwgetid reports the ESSID WEXT
# stored before that) and a power for it (0 for a moment after it)
txpower_seen() {
	local t k
	wait_until "$IWVM_WAIT" _link_connected wlan1 || { echo "not connected"; return; }
	wait_until "$IWVM_WAIT" _has_txpower wlan1
	t=$(inroot /sbin/iwconfig wlan1 2>&1 | sed -n 's/.*Tx-Power=\([^ ]*\) dBm.*/\1/p')
	k=$(iw dev wlan1 info 2>&1 | sed -n 's/^[[:space:]]*txpower \([0-9.]*\) dBm.*/\1/p')
	echo "${t:-none} / ${k:-none}"
}

# --- the real wireless-tools' ifupdown hook, for reference ---------------------
# What the real tools leave after ifup is what iwcompat's hook must leave
# (the ifupdown part below compares). wlan1 is re-created afterwards: the
# kernel keeps a power set through WEXT on the interface.
REAL_TXPOWER=
if [ -n "$HAVE_IFUPDOWN" ]; then
	# the AP in the kernel's BSS list first, so that cfg80211's own
	# connection at link-up (WEXT, the real tools) need not find it in a
	# scan of its own: once, on a loaded machine (trixie, 2026-12-06),
	# the real hook's connection had not come after IWVM_WAIT
	ip link set wlan1 up &&
		scan_wait wlan1 iw dev wlan1 scan trigger freq 2412 >/dev/null 2>&1
	ip link set wlan1 down
	ifup_stanza "real wireless-tools"
	if wait_until "$IWVM_WAIT" _link_connected wlan1; then
		REAL_TXPOWER=$(txpower_seen)
		ok "real wireless-tools: ifup wlan1 connected, Tx-Power / iw txpower: $REAL_TXPOWER"
	else
		fail "real wireless-tools: ifup wlan1 not connected ($(iw dev wlan1 link 2>&1 | head -1))"
	fi
	say "$(inroot /sbin/iwconfig wlan1 2>&1)"
	inroot ifdown wlan1 >/dev/null 2>&1
	restore_stanza
	phy=$(phy_of wlan1)
	iw dev wlan1 del && iw phy "$phy" interface add wlan1 type managed ||
		setup_fail "re-creating wlan1"
fi

# the files the upper layer holds before iwcompat (whiteouts are deletions)
snapshot() {
	(cd "$R/u" && find . ! -type d ! -type c | sed 's/^\.//' |
		grep -Ev '^/(var/lib/dpkg/|var/log/|var/cache/|var/lib/ucf/|root/iwcompat\.deb$|etc/network/interfaces$)' |
		sort)
}
# a name for "iwconfig IF ap HOSTNAME" (the static executable's own NSS)
echo "169.254.2.1 iwcompat-pkg-ap" >>"$M/etc/hosts"
snapshot >"$IWVM_RUN/upper.before"

# --- install -----------------------------------------------------------------------
if inroot dpkg -i /root/iwcompat.deb >"$IWVM_RUN/install.log" 2>&1; then
	ok "dpkg -i iwcompat"
else
	fail "dpkg -i iwcompat"
fi
sed 's/^/    | /' "$IWVM_RUN/install.log" | tee -a "$REPORT"
check "wireless-tools was removed (config-files)" \
	sh -c "chroot '$M' dpkg-query -W -f='\${Status}' wireless-tools | grep -q 'config-files'"
check "iwcompat is installed" \
	sh -c "chroot '$M' dpkg-query -W -f='\${Status}' iwcompat | grep -q 'ok installed'"
for t in iwconfig iwlist iwgetid iwpriv iwspy iwevent; do
	target=$(inroot readlink -f "/sbin/$t")
	check "/sbin/$t resolves to iwcompat ($target)" \
		has_text "$target" '^(/usr)?/sbin/iwcompat$'
done
# what a script calling the bare name gets (on a merged-/usr system /sbin
# and /usr/sbin are one directory: a package that ships /sbin/iwconfig
# over one that shipped /usr/sbin/iwconfig can lose the file, DEP 17)
for t in iwconfig iwlist iwgetid iwpriv iwspy iwevent; do
	p=$(inroot sh -c "command -v $t" 2>/dev/null)
	target=
	[ -n "$p" ] && target=$(inroot readlink -f "$p")
	check "$t is on PATH and runs iwcompat (${p:-not found}${target:+ -> $target})" \
		has_text "$target" '^(/usr)?/sbin/iwcompat$'
done
for phase in if-pre-up if-up if-post-down; do
	check "/etc/network/$phase.d/wireless-tools is iwcompat's" \
		sh -c "chroot '$M' dpkg -S /etc/network/$phase.d/wireless-tools | grep -q '^iwcompat:' &&
			grep -q 'iwcompat link-up\|IWCOMPAT=' '$M/etc/network/$phase.d/wireless-tools'"
done
if [ -e "$M/usr/share/bash-completion/completions/iwconfig.bash-completion" ]; then
	ok "bash-completion's iwconfig completion diverted aside"
fi
check "iwconfig completion is iwcompat's" \
	grep -q '_iwcompat' "$M/usr/share/bash-completion/completions/iwconfig"

# --- the legacy paths at work --------------------------------------------------
out=$(inroot /sbin/iwconfig wlan0 2>&1)
rc=$?
say "\$ /sbin/iwconfig wlan0   (exit $rc)"
say "$out"
check "/sbin/iwconfig wlan0 (the AP): exit 0" [ $rc = 0 ]
check "/sbin/iwconfig wlan0 (the AP): Mode:Master" has_text "$out" 'Mode:Master'

ip link set wlan1 up
out=$(inroot /sbin/iwlist wlan1 scan 2>&1)
rc=$?
say "\$ /sbin/iwlist wlan1 scan   (exit $rc)"
say "$out"
if [ $rc = 0 ] && printf '%s\n' "$out" | grep -q "ESSID:\"$SSID\""; then
	ok "/sbin/iwlist wlan1 scan finds $SSID"
else
	fail "/sbin/iwlist wlan1 scan finds $SSID"
fi

check "/sbin/iwconfig wlan1 essid $SSID" inroot /sbin/iwconfig wlan1 essid "$SSID"
if wait_until "$IWVM_WAIT" connected; then
	ok "/sbin/iwgetid -r wlan1 = $SSID"
else
	fail "/sbin/iwgetid -r wlan1 = $SSID (got '$(inroot /sbin/iwgetid -r wlan1 2>&1)')"
fi
ip addr add 169.254.2.2/16 dev wlan1
# ap HOSTNAME: the package is a static PIE, whose glibc resolves names
# with its built-in "files" service (debian/README.source). A name from
# /etc/hosts takes the path of its address (no ARP entry: "Arp failed"),
# an unknown one fails to resolve.
out_ip=$(inroot /sbin/iwconfig wlan1 ap 169.254.2.1 2>&1)
rc_ip=$?
out=$(inroot /sbin/iwconfig wlan1 ap iwcompat-pkg-ap 2>&1)
rc=$?
say "\$ /sbin/iwconfig wlan1 ap iwcompat-pkg-ap   (exit $rc)"
say "$out"
check "ap HOSTNAME resolves from /etc/hosts (as its address, exit $rc_ip)" \
	sh -c '[ "$1" = "$2" ] && [ "$3" = "$4" ] && printf "%s\n" "$3" | grep -q "^Arp failed for iwcompat-pkg-ap on wlan1"' \
	sh "$rc" "$rc_ip" "$out" "${out_ip//169.254.2.1/iwcompat-pkg-ap}"
out=$(inroot /sbin/iwconfig wlan1 ap no-such-host.invalid 2>&1)
check "ap with an unknown name: Invalid interface address" \
	has_text "$out" '^Invalid interface address no-such-host\.invalid$'
out=$(inroot /sbin/iwgetid -r 2>&1)
check "/sbin/iwgetid -r (no interface) = $SSID ('$out')" [ "$out" = "$SSID" ]
out=$(inroot /sbin/iwgetid 2>&1)
say "\$ /sbin/iwgetid"
say "$out"
inroot /sbin/iwconfig wlan1 essid off
ip addr flush dev wlan1
ip link set wlan1 down
check "/sbin/iwconfig wlan1 essid off disconnects" \
	wait_until "$IWVM_WAIT" sh -c "! iw dev wlan1 link | grep -q '^Connected'"

# --- ifupdown: wireless-essid in /etc/network/interfaces ------------------------
if [ -n "$HAVE_IFUPDOWN" ]; then
	ifup_stanza
	check "ifup wlan1: exit 0" [ $rc = 0 ]
	if wait_until "$IWVM_WAIT" connected; then
		ok "ifup wlan1 with wireless-essid: connected to $SSID"
	else
		fail "ifup wlan1 with wireless-essid: not connected ($(iw dev wlan1 link 2>&1 | head -1))"
	fi
	out=$(inroot /sbin/iwconfig wlan1 2>&1)
	say "\$ /sbin/iwconfig wlan1"
	say "$out"
	# The hook sets the power while wlan1 is down: the power after ifup
	# and the connection must be the one the real hook left above (the
	# tool's Tx-Power line and the kernel's txpower).
	seen=$(txpower_seen)
	check "wireless-txpower 15 set while down: after ifup as with the real wireless-tools ($seen; real: ${REAL_TXPOWER:-not known})" \
		[ "$seen" = "${REAL_TXPOWER:-unknown}" ]
	out=$(inroot ifdown -v wlan1 2>&1)
	rc=$?
	say "\$ ifdown -v wlan1   (exit $rc)"
	say "$out"
	check "ifdown wlan1: exit 0" [ $rc = 0 ]
	check "ifdown wlan1: disconnected" \
		wait_until "$IWVM_WAIT" sh -c "! iw dev wlan1 link | grep -q '^Connected'"
	check "ifdown wlan1: no network name stored (essid any)" \
		sh -c "! chroot '$M' /sbin/iwconfig wlan1 | grep -q 'ESSID:\"'"
	restore_stanza
else
	say "note: ifupdown not available (set IWCOMPAT_IFUPDOWN_DEB): ifup part skipped"
fi

# --- purge -----------------------------------------------------------------------
dpkg-deb -c "$DEB" | awk '{ print $6 }' | sed 's/^\.//' | grep -v '/$' >"$IWVM_RUN/deb.files"
if inroot dpkg --purge iwcompat >"$IWVM_RUN/purge.log" 2>&1; then
	ok "dpkg --purge iwcompat"
else
	fail "dpkg --purge iwcompat"
fi
sed 's/^/    | /' "$IWVM_RUN/purge.log" | tee -a "$REPORT"
left=
while read -r f; do
	# a path bash-completion owns again is not a leftover
	inroot dpkg -S "$f" >/dev/null 2>&1 && continue
	[ -e "$M$f" ] || [ -L "$M$f" ] && left="$left $f"
done <"$IWVM_RUN/deb.files"
check "no file of the package is left${left:+:$left}" [ -z "$left" ]
check "no diversion left" sh -c "! chroot '$M' dpkg-divert --list | grep -q iwcompat"
check "/run/iwcompat removed" [ ! -e "$M/run/iwcompat" ]
if [ -e "$M/usr/share/bash-completion/completions/iwconfig" ]; then
	check "bash-completion's iwconfig completion is back" \
		sh -c "chroot '$M' dpkg -S /usr/share/bash-completion/completions/iwconfig | grep -q '^bash-completion:'"
fi
rm -f "$M/root/iwcompat.deb"
snapshot >"$IWVM_RUN/upper.after"
# new files in the upper layer, except copies identical to the lower one
# (bash-completion's files renamed back by dpkg-divert are copied up)
new=
for f in $(comm -13 "$IWVM_RUN/upper.before" "$IWVM_RUN/upper.after"); do
	if [ -L "$R/u$f" ]; then
		[ -L "$f" ] && [ "$(readlink "$R/u$f")" = "$(readlink "$f")" ] && continue
	elif [ -f "$f" ] && cmp -s "$R/u$f" "$f"; then
		continue
	fi
	new="$new $f"
done
check "the purge leaves no new file on the system${new:+:$new}" [ -z "$new" ]

say "package: $fails failed"
umount -R "$M" 2>/dev/null
[ "$fails" -eq 0 ]
