#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# Guest side of tests/vm/libiw/run, in one boot of a guest started with
# channel-context radios (mac80211_hwsim channels=2): four radios in
# known states, the libiw client with wireless-tools' libiw.so.30
# (real.txt) and with iwcompat's (ours.txt, LD_LIBRARY_PATH), then a
# pure-Python client without and with LD_PRELOAD of ours (py-*.txt), and
# Debian's conky with either library (conky-*.txt, when installed), the
# scan client (scan-*.txt, from wlan2) with either library, in
# $OUT/plain, with a status-bar poll's cost (poll.txt); then
# mac80211_hwsim reloaded as Wi-Fi 7 radios (mlo=1),
# the same states and runs in $OUT/mlo.
#   wlan0 AP open "iwcompat-open" channel 6   wlan1 station connected to it
#   wlan2 managed, idle                       wlan3 monitor, channel 6
# Usage (in the guest): guest.sh BUILD_DIR
set -u
. "$IWVM_DIR/lib.sh"
BUILD=$1
CLIENT=$BUILD/tests/libiw/libiw-client
PY=$IWVM_REPO/tests/vm/libiw/wext_client.py
CONKYRC=$IWVM_REPO/tests/vm/libiw/conkyrc
SETCLIENT=$BUILD/tests/libiw/libiw-set-client
SCANCLIENT=$BUILD/tests/libiw/libiw-scan-client
PROCCLIENT=$BUILD/tests/libiw/libiw-proc-client
READBACK=$IWVM_REPO/tests/vm/libiw/readback
IWVM_REAL_BIN=${IWVM_REAL_BIN:-/sbin}
IFS_ALL="lo wlan0 wlan1 wlan2 wlan3 hwsim0 wlan9"
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$OUT/state.txt" 2>&1; exit 3; }

[ -x "$CLIENT" ] || fail "no $CLIENT"
[ -x "$SETCLIENT" ] || fail "no $SETCLIENT"
[ -x "$SCANCLIENT" ] || fail "no $SCANCLIENT"
[ -x "$PROCCLIENT" ] || fail "no $PROCCLIENT"

phase() {
	local res=$OUT/$1
	mkdir -p "$res"
	ap_open wlan0 iwcompat-open 6 || fail "$1: AP"
	sta_pin_bitrate wlan1 2.4 11 || fail "$1: bitrate"
	sta_connect_open wlan1 iwcompat-open 2437 || fail "$1: station"
	sta_poke wlan1 || fail "$1: poke"
	managed_idle wlan2 || fail "$1: idle"
	monitor_on wlan3 6 || fail "$1: monitor"
	sleep 1
	"$CLIENT" > "$res/real.txt" 2>&1
	echo "exit $?" >> "$res/real.txt"
	LD_LIBRARY_PATH=$BUILD/src/libiw "$CLIENT" > "$res/ours.txt" 2>&1
	echo "exit $?" >> "$res/ours.txt"
	/usr/bin/python3 "$PY" $IFS_ALL > "$res/py-real.txt" 2>&1
	echo "exit $?" >> "$res/py-real.txt"
	LD_PRELOAD=$BUILD/src/libiw/libiw.so.30 /usr/bin/python3 "$PY" \
		$IFS_ALL > "$res/py-ours.txt" 2>&1
	echo "exit $?" >> "$res/py-ours.txt"
	LD_LIBRARY_PATH=$BUILD/src/libiw ldd "$CLIENT" | grep libiw \
		> "$res/ldd-ours.txt"
	# Debian's conky, one console update, with either library
	if command -v conky > /dev/null; then
		conky -c "$CONKYRC" > "$res/conky-real.txt" 2> "$res/conky-real.err"
		echo "exit $?" >> "$res/conky-real.txt"
		LD_LIBRARY_PATH=$BUILD/src/libiw conky -c "$CONKYRC" \
			> "$res/conky-ours.txt" 2> "$res/conky-ours.err"
		echo "exit $?" >> "$res/conky-ours.txt"
		LD_LIBRARY_PATH=$BUILD/src/libiw ldd "$(command -v conky)" |
			grep libiw > "$res/ldd-conky-ours.txt"
	fi
	# SET requests (set_client.c), each change read back: the real
	# library with the real iwconfig on channel-context radios only,
	# ours with iwcompat's iwconfig; each run undoes its changes
	if [ "$1" = plain ]; then
		LIBIW_READBACK="$READBACK $IWVM_REAL_BIN/iwconfig" "$SETCLIENT" \
			> "$res/set-real.txt" 2>&1
		echo "exit $?" >> "$res/set-real.txt"
	fi
	LIBIW_READBACK="$READBACK $BUILD/iwconfig" \
		LD_LIBRARY_PATH=$BUILD/src/libiw "$SETCLIENT" \
		> "$res/set-ours.txt" 2>&1
	echo "exit $?" >> "$res/set-ours.txt"
	# the scan (scan_client.c) from the idle station: the real
	# library on channel-context radios only (cfg80211 refuses its
	# WEXT on MLO ones)
	if [ "$1" = plain ]; then
		"$SCANCLIENT" > "$res/scan-real.txt" 2>&1
		echo "exit $?" >> "$res/scan-real.txt"
	fi
	LD_LIBRARY_PATH=$BUILD/src/libiw "$SCANCLIENT" \
		> "$res/scan-ours.txt" 2>&1
	echo "exit $?" >> "$res/scan-ours.txt"
	# /proc/net/wireless (proc_client.c: libiw's version probe,
	# xmobar's iw_get_stats, the file as wmwave reads it) with
	# either library; cat without the library (the kernel's file,
	# untouched) and with it preloaded
	"$PROCCLIENT" wlan1 > "$res/proc-real.txt" 2>&1
	echo "exit $?" >> "$res/proc-real.txt"
	LD_LIBRARY_PATH=$BUILD/src/libiw "$PROCCLIENT" wlan1 \
		> "$res/proc-ours.txt" 2>&1
	echo "exit $?" >> "$res/proc-ours.txt"
	cat /proc/net/wireless > "$res/cat.txt" 2>&1
	LD_PRELOAD=$BUILD/src/libiw/libiw.so.30 cat /proc/net/wireless \
		> "$res/cat-ours.txt" 2>&1
	{ iw dev; iw dev wlan1 link; iw dev wlan2 scan dump; } > "$res/iw.txt" 2>&1
	# one status-bar poll's cost on the station (bench/libiw-poll.sh):
	# both libraries here, ours alone on MLO radios (the real one fails);
	# LIBIW_POLL=0 (run's default) leaves it out
	[ "${LIBIW_POLL:-1}" = 0 ] ||
		"$IWVM_REPO/bench/libiw-poll.sh" "$res/poll" wlan1 "${@:2}" \
			> "$res/poll.txt" 2>&1
}

phase plain real ours=$BUILD/src/libiw

# The same radios as Wi-Fi 7 ones: the module again, with mlo=1.
iwvm_stop_daemons
iw dev wlan1 disconnect 2>/dev/null
sleep 1
# hostapd's log of the first AP says AP-ENABLED already
mkdir -p "$OUT/plain/hostapd" && mv "$IWVM_RUN"/hostapd-* "$OUT/plain/hostapd/" 2>/dev/null
# (the initramfs's modules are not in this chroot: run put the module,
# decompressed, in $OUT)
rmmod mac80211_hwsim || fail "rmmod mac80211_hwsim"
insmod "$OUT/mac80211_hwsim-$(uname -r).ko" \
	radios=4 support_p2p_device=0 mlo=1 || fail "insmod mlo=1"
export IWVM_HWSIM=support_p2p_device=0,mlo=1
wait_until 30 test -e /sys/class/net/wlan3 || fail "no radios after reload"
phase mlo ours=$BUILD/src/libiw
exit 0
