#!/bin/bash
# iwvm: radios=11 timeout=1500
# Scenario "native": iwcompat's iw-like mode against the real iw 5.19, its
# JSON output against the facts the real tools print, and the scripts of
# "iwcompat explain" against the legacy commands they stand for.
#
#   tests/vm/run-scenario native
#
# Radios (one wlanN per radio):
#   wlan0  AP_OPEN   hostapd, open, ch 1            SSID iwcompat-open
#   wlan1  AP_5G     hostapd, open, 5 GHz ch 36, US SSID iwcompat-5g
#   wlan2  AP_UTF8   hostapd, open, ch 11           SSID iwcompat-ñ€☃ x (a space)
#   wlan3  STA_OPEN  iw connect -> iwcompat-open (tx rate pinned 5.5)
#   wlan4  STA_5G    iw connect -> iwcompat-5g (tx rate pinned 24)
#   wlan5  IDLE      managed, up, not associated
#   wlan6  IBSS      ad-hoc "iwcompat-ibss" 2412 MHz, BSSID 02:1b:55:ad:0c:01
#   wlan7  MON       monitor, channel 6
#   wlan8  STA       scratch: managed, up (recreated before each settings case)
#   wlan9  CONN      scratch: connected to iwcompat-open (recreated)
#   wlan10 STA_UTF8  iw connect -> the UTF-8 AP
# Reset/observe of the scratch interfaces: settings-reset/settings-observe
# (which also know MON and IBSS: recreated for the cases naming them, so
# the read cases run first).
#
# Results in $OUT/native/:
#   001..     cases/native.cases: "iw ARGS" run as /sbin/iw and as iwcompat
#             linked as "iw" (byte for byte, exit status, after masks)
#   201..     cases/native-set.cases: the same for settings, each on freshly
#             reset radios, with the state they left appended
#   301..     JSON: facts from the real tools' text (real.*) vs facts from
#             iwcompat -j (ours.*), tools/native-facts.py
#   401..     explain: the state after the legacy command (real.*) vs after
#             running "iwcompat explain LEGACY..." as a script (ours.*)
#
# Settings and explain cases reset radios (~8-10 s each under TCG): lines
# starting with "full " in their case files run only with IWVM_NATIVE_FULL=1
# (IWVM_NATIVE_FULL=1 tests/vm/run-scenario native, ~15 min); without it the
# scenario stays within ~5 minutes for CI.

set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=../lib.sh
. "$HERE/lib.sh"

NEED=11
[ "$(hwsim_ifaces | wc -l)" -ge "$NEED" ] || { iwvm_log "native needs $NEED radios"; exit 2; }

export AP_OPEN=wlan0 AP_5G=wlan1 AP_UTF8=wlan2 STA_OPEN=wlan3 STA_5G=wlan4
export IDLE=wlan5 IBSS=wlan6 MON=wlan7 STA=wlan8 CONN=wlan9 STA_UTF8=wlan10
export MISSING=wlan99 DOWN=
export SSID_UTF8='iwcompat-ñ€☃ x'
export IWCOMPAT_STATEDIR=/run/iwcompat

RES=${OUT:-/tmp/out}/native
mkdir -p "$RES"
rm -rf "${RES:?}"/[0-9][0-9][0-9]
t0=$(date +%s)
fail() { iwvm_log "setup failed: $*"; iwvm_state_dump > "$RES/state.txt" 2>&1; exit 3; }

iwvm_log "setup"
set_country US || fail country
ap_open "$AP_OPEN" iwcompat-open 1 || fail "AP open"
ap_5ghz "$AP_5G" iwcompat-5g 36 || fail "AP 5g"
ap_utf8 "$AP_UTF8" "$SSID_UTF8" 11 || fail "AP utf8"
sta_pin_bitrate "$STA_OPEN" 2.4 5.5 || fail bitrate
sta_pin_bitrate "$STA_5G" 5 24 || fail bitrate
sta_connect_open "$STA_OPEN" iwcompat-open 2412 || fail "sta open"
sta_connect_open "$STA_5G" iwcompat-5g 5180 || fail "sta 5g"
sta_connect_open "$STA_UTF8" "$SSID_UTF8" 2462 || fail "sta utf8"
for i in "$STA_OPEN" "$STA_5G"; do sta_poke "$i" || fail "poke $i"; done
managed_idle "$IDLE" || fail idle
ibss_join "$IBSS" iwcompat-ibss 2412 || fail ibss
monitor_on "$MON" 6 || fail monitor
managed_idle "$STA" || fail sta
sta_connect_open "$CONN" iwcompat-open 2412 || fail conn
AP_OPEN_MAC=$(mac_of "$AP_OPEN"); AP_5G_MAC=$(mac_of "$AP_5G")
export AP_OPEN_MAC AP_5G_MAC
iwvm_log "setup done in $(( $(date +%s) - t0 ))s"
iwvm_state_dump > "$RES/state.txt" 2>&1

# iwcompat under the name "iw" (and its legacy names, for the observations)
OURS=${IWCOMPAT_BIN:-${IWVM_REPO:-/work/main}/build}
NATBIN=$(mktemp -d /tmp/native-bin.XXXXXX)
for t in iw iwconfig iwgetid iwlist; do ln -s "$OURS/iwcompat" "$NATBIN/$t"; done
ln -s "$OURS/iwcompat" "$NATBIN/iwcompat"

# the case file for this run: "full " lines only with IWVM_NATIVE_FULL=1
cases_for_run() {
	if [ "${IWVM_NATIVE_FULL:-0}" = 1 ]; then
		sed 's/^full //' "$1"
	else
		grep -v '^full ' "$1"
	fi
}
CASETMP=$(mktemp -d /tmp/native-cases.XXXXXX)
cases_for_run "$HERE/cases/native-set.cases" > "$CASETMP/set.cases"
cases_for_run "$HERE/cases/native-explain.cases" > "$CASETMP/explain.cases"

# 1. reads, no reset
IWCOMPAT_BIN=$NATBIN "$HERE/run-cases" "$HERE/cases/native.cases" "$RES"
iwvm_log "read cases done in $(( $(date +%s) - t0 ))s"

# 2. settings: reset before each run, the state appended to its output
SETRES=$(mktemp -d /tmp/native-set.XXXXXX)
IWVM_RESET="$HERE/scenarios/settings-reset \"\$line\"" \
IWVM_OBSERVE="$HERE/scenarios/settings-observe \"\$line\"" \
IWCOMPAT_BIN=$NATBIN "$HERE/run-cases" "$CASETMP/set.cases" "$SETRES"
for d in "$SETRES"/[0-9][0-9][0-9]; do
	[ -d "$d" ] || continue
	n=$(basename "$d"); mv "$d" "$RES/$((200 + 10#$n))"
done
iwvm_log "settings cases done in $(( $(date +%s) - t0 ))s"

# a case directory of our own making (the layout run-cases writes)
n=300
new_case() {
	n=$((n + 1))
	D=$RES/$n
	mkdir -p "$D"
	printf '%s\n' "$1" > "$D/case"
	printf '%s\n' "$1" > "$D/cmd"
}
filtered() {
	[ -n "${IWVM_CASE_FILTER:-}" ] && ! printf '%s\n' "$1" | grep -Eq -- "$IWVM_CASE_FILTER"
}

# 3. JSON: KIND "real command" "iwcompat -j command"
FACTS=$HERE/tools/native-facts.py
json_case() {
	local kind=$1 real=$2 ours=$3
	filtered "json $ours" && { n=$((n + 1)); return; }
	new_case "json $kind: $ours"
	( eval "$real" ) 2> "$D/real.raw.err" > "$D/real.raw"
	python3 "$FACTS" "$kind" text < "$D/real.raw" > "$D/real.out" 2> "$D/real.err"
	echo $? > "$D/real.rc"
	( eval "$NATBIN/iwcompat $ours" ) 2> "$D/ours.raw.err" > "$D/ours.raw"
	python3 "$FACTS" "$kind" json < "$D/ours.raw" > "$D/ours.out" 2> "$D/ours.err"
	echo $? > "$D/ours.rc"
}
json_case dev "iw dev" "-j dev"
for v in AP_OPEN AP_5G AP_UTF8 STA_OPEN STA_5G IDLE IBSS MON STA CONN STA_UTF8; do
	i=${!v}
	json_case info "iw dev $i info" "-j dev $i info"
	json_case link "iw dev $i link" "--json dev $i link"
	json_case iwconfig "/sbin/iwconfig $i" "-j iwconfig $i"
done
for i in "$STA_OPEN" "$IDLE" "$IBSS"; do
	json_case ps "iw dev $i get power_save" "-j dev $i get power_save"
done
# the legacy reads: iwgetid's facts, iwlist's channel list and scan cells
for i in "$STA_OPEN" "$STA_UTF8" "$IDLE" "$MON"; do
	json_case iwgetid "/sbin/iwgetid $i" "-j iwgetid $i"
done
for o in -a -c -f -m -p; do
	json_case iwgetid "/sbin/iwgetid $STA_5G $o" "-j iwgetid $STA_5G $o"
done
json_case iwgetid "/sbin/iwgetid $IDLE -a" "-j iwgetid $IDLE -a"
json_case iwgetid "/sbin/iwgetid $MON -m" "-j iwgetid $MON -m"
json_case iwlist-freq "/sbin/iwlist $STA_OPEN freq" "-j iwlist $STA_OPEN freq"
json_case iwlist-freq "/sbin/iwlist $MON channel" "-j iwlist $MON channel"
json_case iwlist-freq "/sbin/iwlist $IDLE frequency" "-j iwlist $IDLE frequency"
json_case iwlist-scan "/sbin/iwlist $IDLE scan" "-j iwlist $IDLE scan"
# (not a second scan: on the connected 5 GHz station the real tool's scan
# and then ours collide, EAGAIN vs EBUSY; "last" reads what is held)
json_case iwlist-scan "/sbin/iwlist $IDLE scanning last" "-j iwlist $IDLE scanning last"
iwvm_log "JSON cases done in $(( $(date +%s) - t0 ))s"

# 4. explain: the legacy command's resulting state (real) vs the state the
# explain script reaches (ours); the same observation, without the
# iwconfig display (WEXT-only state such as a remembered ESSID is no
# nl80211 state; an iw script cannot set it)
n=400
rc_word() { if [ "$1" = 0 ]; then echo ok; else echo failed; fi; }
observe() { OBS_BIN=/sbin "$HERE/scenarios/settings-observe" "$1" | sed '/^--- iwconfig/,$d'; }
explain_case() {
	local line=$1
	filtered "explain $line" && { n=$((n + 1)); return; }
	new_case "explain $line"
	"$HERE/scenarios/settings-reset" "$line" > "$D/reset-real.log" 2>&1
	# the exit statuses of iwconfig and of a shell script cannot match:
	# compared is whether both succeeded; their messages are kept aside
	( PATH=/sbin:/usr/sbin:/usr/bin:/bin; eval "$line" ) > "$D/real.cmd.out" 2> "$D/real.cmd.err" < /dev/null
	rc_word $? > "$D/real.rc"
	: > "$D/real.err"
	observe "$line" > "$D/real.out" 2>&1
	"$HERE/scenarios/settings-reset" "$line" > "$D/reset-ours.log" 2>&1
	( eval "$NATBIN/iwcompat explain $line" ) > "$D/explain.sh" 2> "$D/explain.err"
	( PATH=/sbin:/usr/sbin:/usr/bin:/bin; sh "$D/explain.sh" ) > "$D/ours.cmd.out" 2> "$D/ours.cmd.err" < /dev/null
	rc_word $? > "$D/ours.rc"
	# explain itself must not complain about a line the tool accepts
	cp "$D/explain.err" "$D/ours.err"
	observe "$line" > "$D/ours.out" 2>&1
}
while IFS= read -r line || [ -n "$line" ]; do
	case "$line" in ''|'#'*) continue ;; esac
	explain_case "$line"
done < "$CASETMP/explain.cases"
iwvm_log "explain cases done in $(( $(date +%s) - t0 ))s"

rm -rf "$NATBIN" "$SETRES" "$CASETMP"
iwvm_stop_daemons
exit 0
