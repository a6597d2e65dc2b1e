#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# PID 1 of the iwcompat test VM (busybox ash, runs from the initramfs).
#
# Built into the initramfs by tests/vm/vm-run as /init. It:
#   1. mounts proc/sys/dev, loads the kernel modules listed in /modules.load
#      (host-resolved dependency order) -- mac80211_hwsim with radios=N,
#   2. mounts the host root (9p tag "hostroot", read-only) on /host and the
#      writable output share (9p tag "out") on /host/tmp/out (and at its host
#      path), with tmpfs on /run /var, an overlay (host /tmp + tmpfs) on /tmp,
#      and proc/sys/dev/devpts/debugfs inside /host,
#   3. runs /tmp/out/.vm/run.sh (written by vm-run) chrooted into /host,
#      its stdout+stderr going to ttyS1 (host: vm-run's stdout) and to
#      OUT/guest.log, its exit status to OUT/rc,
#   4. powers off. Anything unexpected also ends in a power-off, and the host
#      side has a wall-clock timeout on top.
#
# Kernel command line words read here: iwvm.radios=N iwvm.hwsim="ARGS"
# (no spaces: commas are turned into spaces), iwvm.debug=1 (shell on ttyS0
# instead of power-off when something fails), iwvm.ipv6=1 (keep IPv6 on),
# iwvm.sysroot=1 (the root is the 9p tag "sysroot", not the host's).

PATH=/bin:/sbin
export PATH
/bin/busybox --install -s /bin

log() { echo "iwvm-init: $*" > /dev/console; }
die() {
	log "FATAL: $*"
	[ -d /host/tmp/out ] && echo "init: $*" >> /host/tmp/out/init-error 2>/dev/null
	if [ "$DEBUG" = 1 ]; then setsid sh -c 'exec sh </dev/ttyS0 >/dev/ttyS0 2>&1'; fi
	sync
	poweroff -f
	echo o > /proc/sysrq-trigger
	sleep 5
	exit 1
}

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
echo 1 > /proc/sys/kernel/sysrq 2>/dev/null

RADIOS=2
HWSIM_EXTRA=
DEBUG=0
IPV6=0
SYSROOT=0
for w in $(cat /proc/cmdline); do
	case "$w" in
	iwvm.radios=*) RADIOS=${w#iwvm.radios=} ;;
	iwvm.hwsim=*) HWSIM_EXTRA=$(echo "${w#iwvm.hwsim=}" | tr ',' ' ') ;;
	iwvm.debug=*) DEBUG=${w#iwvm.debug=} ;;
	iwvm.ipv6=*) IPV6=${w#iwvm.ipv6=} ;;
	iwvm.sysroot=*) SYSROOT=${w#iwvm.sysroot=} ;;
	esac
done

KVER=$(uname -r)
# Let the kernel autoload (request_module -> /sbin/modprobe, busybox) from
# /lib/modules/$KVER: e.g. "ip link add nlmon0 type nlmon".
[ -x /sbin/modprobe ] || ln -s /bin/busybox /sbin/modprobe 2>/dev/null
echo /sbin/modprobe > /proc/sys/kernel/modprobe 2>/dev/null

# No IPv6 on the radios unless asked (iwvm.ipv6=1): its DAD/RS/MLD frames
# are the only traffic on idle links and make rates/counters drift.
if [ "$IPV6" != 1 ]; then
	echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6 2>/dev/null
	echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6 2>/dev/null
fi

while read -r mod args; do
	[ -n "$mod" ] || continue
	case "$mod" in \#*) continue ;; esac
	if [ "$mod" = mac80211_hwsim ]; then
		args="radios=$RADIOS $args $HWSIM_EXTRA"
	fi
	# shellcheck disable=SC2086
	insmod "/lib/modules/$KVER/$(cat "/modpath/$mod")" $args \
		|| log "insmod $mod $args failed"
done < /modules.load

mkdir -p /host
if [ "$SYSROOT" = 1 ]; then
	# Another Debian root (vm-run --root, tag "sysroot") is the guest's
	# root: read-only 9p under a tmpfs (overlayfs, so that mount points
	# can be made; the cached root itself is never written). The host root
	# stays at /hostfs for the paths vm-run lists in .vm/binds
	# (the repository, the current directory), bound read-only at the same
	# paths, and for the host's /tmp below.
	mkdir -p /hostfs /sysroot /rootovl
	mount -t 9p -o trans=virtio,version=9p2000.L,ro,msize=262144,cache=loose \
		hostroot /hostfs || die "cannot mount the host root (9p tag hostroot)"
	mount -t 9p -o trans=virtio,version=9p2000.L,ro,msize=262144,cache=loose \
		sysroot /sysroot || die "cannot mount the guest root (9p tag sysroot)"
	mount -t tmpfs -o mode=0755 tmpfs /rootovl
	mkdir -p /rootovl/up /rootovl/work
	mount -t overlay overlay -o lowerdir=/sysroot,upperdir=/rootovl/up,workdir=/rootovl/work \
		/host || die "overlay over the guest root"
	HOSTTMP=/hostfs/tmp
else
	mount -t 9p -o trans=virtio,version=9p2000.L,ro,msize=262144,cache=loose \
		hostroot /host || die "cannot mount the host root (9p tag hostroot)"
	HOSTTMP=/host/tmp
fi

# /tmp: the host's /tmp read-only under a writable tmpfs (overlayfs), so
# host files under /tmp (a test binary dir, a script) stay visible; plain
# tmpfs if overlayfs is unavailable. /run and /var: empty tmpfs.
mkdir -p /ovl
mount -t tmpfs -o mode=0755 tmpfs /ovl
mkdir -p /ovl/up /ovl/work
if ! mount -t overlay overlay -o lowerdir=$HOSTTMP,upperdir=/ovl/up,workdir=/ovl/work \
		/host/tmp 2>/dev/null; then
	log "overlayfs on /tmp failed, using a plain tmpfs"
	mount -t tmpfs -o mode=1777 tmpfs /host/tmp || die "tmpfs /tmp"
fi
chmod 1777 /host/tmp
for d in run var; do
	mount -t tmpfs -o mode=0755 tmpfs "/host/$d" || die "tmpfs /$d"
done
mkdir -p /host/var/tmp /host/var/lib /host/var/log /host/var/cache \
	/host/var/lib/misc /host/run/lock
chmod 1777 /host/var/tmp
ln -s /run /host/var/run
ln -s /run/lock /host/var/lock
mount -t proc proc /host/proc || die "proc"
mount -t sysfs sysfs /host/sys || die "sysfs"
mount -t devtmpfs devtmpfs /host/dev || die "devtmpfs"
mkdir -p /host/dev/pts /host/dev/shm
mount -t devpts -o gid=5,mode=620,ptmxmode=666 devpts /host/dev/pts
mount -t tmpfs -o mode=1777 tmpfs /host/dev/shm
mount -t debugfs debugfs /host/sys/kernel/debug 2>/dev/null

mkdir -p /host/tmp/out
mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144,cache=none \
	out /host/tmp/out || die "cannot mount the output share (9p tag out)"
rm -f /host/tmp/out/init-error
# With another root: the host paths vm-run names, read-only at the same
# place (a path under /tmp is already there through the /tmp overlay).
if [ "$SYSROOT" = 1 ] && [ -f /host/tmp/out/.vm/binds ]; then
	while read -r p; do
		case "$p" in /tmp|/tmp/*|/|'') continue ;; esac
		[ -d "/hostfs$p" ] || continue
		mountpoint -q "/host$p" && continue
		mkdir -p "/host$p" && mount --bind "/hostfs$p" "/host$p" \
			|| die "cannot bind $p from the host"
	done < /host/tmp/out/.vm/binds
fi

# The output share also at its host path (if vm-run said where that is).
if [ -s /host/tmp/out/.vm/host-out ]; then
	hout=$(cat /host/tmp/out/.vm/host-out)
	case "$hout" in
	/tmp/out|/) ;;
	/*) mkdir -p "/host$hout" 2>/dev/null
	    mount --bind /host/tmp/out "/host$hout" 2>/dev/null \
		|| log "note: output share not bound at $hout" ;;
	esac
fi

hostname iwvm
ip link set lo up 2>/dev/null

[ -f /host/tmp/out/.vm/run.sh ] || die "no /tmp/out/.vm/run.sh"
log "running guest command (radios=$RADIOS)"

# The guest command: stdout+stderr to ttyS1 and guest.log (via tee, in the
# initramfs, so it works whatever the host root has).
rm -f /host/tmp/out/rc
mkfifo /teefifo
tee /host/tmp/out/guest.log < /teefifo > /dev/ttyS1 &
teepid=$!
chroot /host /bin/sh /tmp/out/.vm/run.sh > /teefifo 2>&1 < /dev/null
rc=$?
wait "$teepid"
[ -f /host/tmp/out/rc ] || echo "$rc" > /host/tmp/out/rc
log "guest command exited $rc"

# Stop what the script left running (hostapd, wpa_supplicant...) so the
# shares are quiet, then power off.
kill -TERM -1 2>/dev/null
sleep 0.2
sync
umount /host/tmp/out 2>/dev/null
poweroff -f
echo o > /proc/sysrq-trigger
sleep 10
