#!/bin/bash
# Guest side of tests/vm/libiw/run: four radios in known states, then
# the libiw client with wireless-tools' libiw.so.30 (real.txt) and with
# iwcompat's (ours.txt, LD_LIBRARY_PATH), in $OUT.
#   wlan0 AP open "iwcompat-open" channel 6   wlan1 station connected to it
#   wlan2 managed, idle                       wlan3 monitor, channel 6
# then a pure-Python client without and with LD_PRELOAD of ours (py-*.txt).
# Usage (in the guest): guest.sh BUILD_DIR
set -u
. "$IWVM_DIR/lib.sh"
BUILD=$1
CLIENT=$BUILD/tests/libiw/libiw-client
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$OUT/state.txt" 2>&1; exit 3; }

[ -x "$CLIENT" ] || fail "no $CLIENT"
ap_open wlan0 iwcompat-open 6 || fail "AP"
sta_pin_bitrate wlan1 2.4 11 || fail "bitrate"
sta_connect_open wlan1 iwcompat-open 2437 || fail "station"
sta_poke wlan1 || fail "poke"
managed_idle wlan2 || fail "idle"
monitor_on wlan3 6 || fail "monitor"
sleep 1

"$CLIENT" > "$OUT/real.txt" 2>&1
echo "exit $?" >> "$OUT/real.txt"
LD_LIBRARY_PATH=$BUILD/src/libiw "$CLIENT" > "$OUT/ours.txt" 2>&1
echo "exit $?" >> "$OUT/ours.txt"
# a pure-Python client: fcntl.ioctl, ours only through LD_PRELOAD
PY=$IWVM_REPO/tests/vm/libiw/wext_client.py
IFS_ALL="lo wlan0 wlan1 wlan2 wlan3 hwsim0 wlan9"
/usr/bin/python3 "$PY" $IFS_ALL > "$OUT/py-real.txt" 2>&1
echo "exit $?" >> "$OUT/py-real.txt"
LD_PRELOAD=$BUILD/src/libiw/libiw.so.30 /usr/bin/python3 "$PY" $IFS_ALL \
	> "$OUT/py-ours.txt" 2>&1
echo "exit $?" >> "$OUT/py-ours.txt"
# the library in use, for the record
LD_LIBRARY_PATH=$BUILD/src/libiw ldd "$CLIENT" | grep libiw > "$OUT/ldd-ours.txt"
iw dev > "$OUT/iw-dev.txt" 2>&1
exit 0
