#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# iwvm: radios=11 timeout=2400
# Scenario "native": iwcompat's iw-like mode against the real iw (5.19 on
# Debian 12, 6.9 on Debian 13: a build follows its release's iw), its
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
#   150..152  iw event -t / -f (real and ours at once, timestamps masked,
#             lines grouped by device) while a station connects, scans
#             and disconnects; 151: the facts of iwcompat -j event -t vs
#             the real text's
#   201..     cases/native-set.cases: the same for settings, each on freshly
#             reset radios, with the state they left appended
#   301..     JSON: facts from the real tools' text (real.*) vs facts from
#             iwcompat -j (ours.*), tools/native-facts.py
#   401..     explain: the state after the legacy command (real.*) vs after
#             running "iwcompat explain LEGACY..." as a script (ours.*)
#   501..     scans on IDLE: "iw dev IF scan ARGS" (ours) vs scan_ref, the
#             trigger, its end awaited and the dump (real), BSS blocks sorted
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
export MISSING=wlan99 DOWN=$STA
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
AP_OPEN_PHY=$(phy_of "$AP_OPEN"); AP_5G_PHY=$(phy_of "$AP_5G")
STA_OPEN_PHY=$(phy_of "$STA_OPEN"); STA_5G_PHY=$(phy_of "$STA_5G")
IDLE_PHY=$(phy_of "$IDLE")
export AP_OPEN_PHY AP_5G_PHY STA_OPEN_PHY STA_5G_PHY IDLE_PHY
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

# 1b. event: the real "iw event -t" and ours (and ours with -j, and
# both with -f) listen at the same time while the scratch station
# connects to the open AP, scans and disconnects; each is killed
# (SIGTERM) after the actions: exit status the signal's. Compared after
# masking the timestamps and grouping the lines by device (by_device):
# the kernel hands an event to its listeners one after the other, and
# an event from another context (a TX status in softirq) can come
# between, so two readers may see the devices' events interleaved
# differently; the events of one device are in the same order for all.
# Cases 150 (-t), 151 (the facts of -j -t vs the real text's), 152 (-f).
by_device() {
	sed -E 's/^[0-9]+\.[0-9]{6}: /<time>: /' "$1" |
	awk '{
		l = $0; sub(/^<time>: /, "", l); k = ""
		if (match(l, /^[^ :]+ \(phy #[0-9]+\): /) ||
		    match(l, /^phy #[0-9]+: /) || match(l, /^[^ :]+: /))
			k = substr(l, 1, RLENGTH)
		printf "%s\t%08d\t%s\n", k, NR, $0
	}' | sort -t "$(printf '\t')" -k1,1 -k2,2n | cut -f3-
}
event_case() {
	local d=$RES/150 dj=$RES/151 df=$RES/152 pr po pj pfr pfo
	[ -n "${IWVM_CASE_FILTER:-}" ] &&
		! printf '%s\n' "iw event -t" | grep -Eq -- "$IWVM_CASE_FILTER" && return
	mkdir -p "$d" "$dj" "$df"
	echo "iw event -t (connect, scan, disconnect)" > "$d/case"
	echo "json event: -j event -t" > "$dj/case"
	echo "iw event -f (connect, scan, disconnect)" > "$df/case"
	for x in "$d" "$dj" "$df"; do cp "$x/case" "$x/cmd"; done
	/sbin/iw event -t > "$d/real.raw" 2> "$d/real.err" & pr=$!
	"$NATBIN/iw" event -t > "$d/ours.raw" 2> "$d/ours.err" & po=$!
	"$NATBIN/iwcompat" -j event -t > "$dj/ours.raw" 2> "$dj/ours.raw.err" & pj=$!
	/sbin/iw event -f > "$df/real.raw" 2> "$df/real.err" & pfr=$!
	"$NATBIN/iw" event -f > "$df/ours.raw" 2> "$df/ours.err" & pfo=$!
	sleep 2
	{
		ip link set "$STA" up
		iw dev "$STA" connect iwcompat-open 2412
		wait_until 30 _link_connected "$STA"
		iw dev "$STA" scan trigger freq 2412 2437
		sleep 3
		iw dev "$STA" disconnect
		sleep 2
	} > "$d/actions.log" 2>&1
	kill -TERM "$pr" "$po" "$pj" "$pfr" "$pfo"
	wait "$pr"; echo $? > "$d/real.rc"
	wait "$po"; echo $? > "$d/ours.rc"
	wait "$pfr"; echo $? > "$df/real.rc"
	wait "$pfo"; echo $? > "$df/ours.rc"
	wait "$pj"
	by_device "$d/real.raw" > "$d/real.out"
	by_device "$d/ours.raw" > "$d/ours.out"
	by_device "$df/real.raw" > "$df/real.out"
	by_device "$df/ours.raw" > "$df/ours.out"
	# the JSON lines say what the real tool's lines say
	python3 "$HERE/tools/native-facts.py" event text < "$d/real.raw" > "$dj/real.out" 2> "$dj/real.err"
	echo $? > "$dj/real.rc"
	python3 "$HERE/tools/native-facts.py" event json < "$dj/ours.raw" > "$dj/ours.out" 2> "$dj/ours.err"
	echo $? > "$dj/ours.rc"
}
event_case
iwvm_log "event case done in $(( $(date +%s) - t0 ))s"

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

# scan_ref IF [-u] ARGS...: what "iw dev IF scan [-u] ARGS" stands for
# (iw's own waits for the scan's end only once its trigger is acknowledged,
# and hangs when the scan ended before, as its source warns; under TCG it
# hangs every time): "scan trigger ARGS", the end awaited, "scan dump [-u]"
scan_ref() {
	local ifc=$1 dump=()
	shift
	if [ "${1:-}" = -u ]; then dump=(-u); shift; fi
	scan_wait "$ifc" iw dev "$ifc" scan trigger "$@" || return
	iw dev "$ifc" scan dump "${dump[@]}"
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
for p in "$AP_OPEN_PHY" "$AP_5G_PHY" "$STA_OPEN_PHY"; do
	json_case phy "iw phy $p info" "-j phy $p info"
done
# scan: each BSS's facts by BSSID (the order of the list is the kernel's);
# scan_ref (below) is the reference for a scan
for i in "$STA_OPEN" "$STA_5G"; do
	json_case scan "iw dev $i scan dump" "-j dev $i scan dump"
done
json_case scan "scan_ref $IDLE flush" "-j dev $IDLE scan flush"
json_case scan "scan_ref $IDLE flush freq 2412" "--json dev $IDLE scan flush freq 2412"
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

# 3b. scans on IDLE: scan_ref (the real iw) vs iwcompat's "iw dev IF scan
# ARGS". Before each side a flushing wildcard scan (awaited) leaves the
# list holding exactly the BSSes that answer probes; both outputs are
# compared with their BSS blocks in BSSID order (the kernel lists BSSes in
# the order their answers arrived, which two scans need not share); the
# outputs as printed are kept in real.raw and ours.raw.
n=500
# bss_sorted [SSID]: with SSID (a scan for that SSID only), the blocks of
# the other BSSes drop the "Information elements from Probe Response
# frame:" header and the TIM line: those BSSes are not probed, so their
# entries hold the flushing scan's probe response unless a beacon came
# during the scan's dwell, which is timing (a trixie run of 2026-12-05 had
# the real iw print iwcompat-5g's probe response and ours its beacon).
bss_sorted() {
	python3 -c 'import re, sys
ssid = sys.argv[1] if len(sys.argv) > 1 else None
def norm(b):
	if ssid is None or re.search(r"(?m)^\tSSID: " + re.escape(ssid) + "$", b):
		return b
	b = re.sub(r"(?m)^\tInformation elements from Probe Response frame:\n", "", b)
	return re.sub(r"(?m)^\tTIM: .*\n", "", b)
blocks = re.split(r"(?m)^(?=BSS )", sys.stdin.read())
sys.stdout.write("".join(sorted(norm(b) for b in blocks if b)))' "$@"
}
scan_case() {
	local ifc=$1
	shift
	filtered "iw dev $ifc scan $*" && { n=$((n + 1)); return; }
	new_case "iw dev $ifc scan $*"
	scan_wait "$ifc" iw dev "$ifc" scan trigger flush > "$D/reset-real.log" 2>&1
	scan_ref "$ifc" "$@" > "$D/real.raw" 2> "$D/real.err"
	echo $? > "$D/real.rc"
	scan_wait "$ifc" iw dev "$ifc" scan trigger flush > "$D/reset-ours.log" 2>&1
	( PATH=$NATBIN:$PATH timeout 150 iw dev "$ifc" scan "$@" ) > "$D/ours.raw" 2> "$D/ours.err"
	echo $? > "$D/ours.rc"
	local only=()
	if [ "${1:-}" = ssid ]; then only=("$2"); fi
	bss_sorted "${only[@]+"${only[@]}"}" < "$D/real.raw" > "$D/real.out"
	bss_sorted "${only[@]+"${only[@]}"}" < "$D/ours.raw" > "$D/ours.out"
}
scan_case "$IDLE"
scan_case "$IDLE" -u
scan_case "$IDLE" freq 2412
scan_case "$IDLE" ssid iwcompat-open
scan_case "$IDLE" freq 2412 passive
iwvm_log "scan cases done in $(( $(date +%s) - t0 ))s"

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

# 5. which iw: the native mode prints like the iw of the release it was
# built for (meson option iw, docs/reference/native.md "Which iw"), so
# every case above compares with the real iw as it is, no rewriting; a
# build for another iw (e.g. 5.19 against Debian 13's 6.9) fails where
# the two differ, which the log says.
REAL_IW=$(/sbin/iw --version 2>/dev/null | sed -n 's/^iw version //p')
OUR_IW=$("$NATBIN/iw" --version 2>/dev/null | sed -n 's/^iw version //p')
if [ "$REAL_IW" = "$OUR_IW" ]; then
	iwvm_log "iw $REAL_IW: the build follows it"
else
	iwvm_log "iw $REAL_IW, but the build follows iw $OUR_IW: their differences fail"
fi

rm -rf "$NATBIN" "$SETRES" "$CASETMP"
iwvm_stop_daemons
exit 0
