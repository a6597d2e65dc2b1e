# SPDX-License-Identifier: GPL-2.0-or-later
# shellcheck shell=bash
# Guest-side helpers for iwcompat VM scenarios. Source it from a script run
# by tests/vm/vm-run:
#
#   . "$IWVM_DIR/lib.sh"
#   ap_open wlan0 my-open 1
#   sta_connect_open wlan1 my-open
#   iwconfig wlan1
#
# Everything here is bash, runs as root in the guest, and uses only what a
# Debian host with iw, iproute2, hostapd, wpasupplicant has. Work files go to
# $IWVM_RUN (/tmp/iwvm). Every wait polls with a bounded timeout
# ($IWVM_WAIT, default 60 s under TCG) and fails loudly (return 1 + log);
# nothing sleeps blindly.

IWVM_RUN=${IWVM_RUN:-/tmp/iwvm}
IWVM_WAIT=${IWVM_WAIT:-60}
IWVM_DIR=${IWVM_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}
mkdir -p "$IWVM_RUN"

iwvm_log() { echo "[$(iwvm_uptime)] $*" >&2; }
iwvm_uptime() { cut -d' ' -f1 /proc/uptime; }
iwvm_fail() { iwvm_log "ERROR: $*"; return 1; }

# wait_until SECONDS CMD [ARGS...]: run CMD every 0.2 s until it succeeds.
wait_until() {
	local limit=$1 t0 now
	shift
	t0=$(date +%s)
	while :; do
		"$@" >/dev/null 2>&1 && return 0
		now=$(date +%s)
		[ $((now - t0)) -ge "$limit" ] && return 1
		sleep 0.2
	done
}

# phy_of IFACE -> phyN
phy_of() { cat "/sys/class/net/$1/phy80211/name"; }
# iface_exists IFACE
iface_exists() { [ -e "/sys/class/net/$1" ]; }
# mac_of IFACE
mac_of() { cat "/sys/class/net/$1/address"; }
# hwsim_ifaces: the wlanN interfaces of hwsim radios, in ifindex order
hwsim_ifaces() {
	local d
	for d in /sys/class/net/*/phy80211; do
		d=${d%/phy80211}
		echo "$(cat "$d/ifindex") ${d##*/}"
	done | sort -n | awk '{print $2}'
}

# iw_type IFACE -> managed|AP|IBSS|monitor|...
iw_type() { iw dev "$1" info 2>/dev/null | awk '$1 == "type" { $1 = ""; sub(/^ /, ""); print; exit }'; }
_has_txpower() { iw dev "$1" info 2>/dev/null | grep -q 'txpower [1-9]'; }
_link_connected() { iw dev "$1" link 2>/dev/null | grep -q '^Connected to'; }
_iface_type_is() { [ "$(iw_type "$1")" = "$2" ]; }
_info_has_ssid() { iw dev "$1" info 2>/dev/null | grep -q "^[[:space:]]*ssid "; }

# Wait until the interface reports a non-zero tx power (right after an
# association or AP start mac80211 reports 0 dBm for a moment).
wait_txpower() {
	wait_until "${2:-$IWVM_WAIT}" _has_txpower "$1" \
		|| iwvm_fail "$1: tx power still 0 after ${2:-$IWVM_WAIT}s"
}

# set_country CC: global regulatory domain (5 GHz APs need one, e.g. US).
set_country() {
	local cc=$1
	iw reg set "$cc" || return 1
	wait_until "$IWVM_WAIT" sh -c "iw reg get | grep -q '^country $cc:'" \
		|| iwvm_fail "regdomain $cc not applied"
}

# iface_up IFACE / iface_down IFACE
iface_up() { ip link set "$1" up; }
iface_down() { ip link set "$1" down; }

# iface_rename OLD NEW: rename (interface goes down and comes back up if it was).
iface_rename() {
	local up=0
	ip link show "$1" | grep -q '[<,]UP[,>]' && up=1
	ip link set "$1" down || return 1
	ip link set "$1" name "$2" || return 1
	[ "$up" = 1 ] && ip link set "$2" up
	return 0
}

# iface_add PHY NAME TYPE: one more virtual interface on a radio.
iface_add() { iw phy "$1" interface add "$2" type "$3"; }

# ------------------------------------------------------------------ APs ---

# ap_start NAME IFACE KEY=VALUE...: start hostapd on IFACE with a generated
# config (defaults: open, 2.4 GHz, channel 1, ssid NAME) where each
# KEY=VALUE adds/overrides a hostapd.conf line. Waits until the interface is
# an AP beaconing its SSID. Files: $IWVM_RUN/hostapd-NAME.{conf,log,pid}.
ap_start() {
	local name=$1 ifc=$2 conf kv key
	shift 2
	conf="$IWVM_RUN/hostapd-$name.conf"
	declare -A set=()
	local order=(interface driver ctrl_interface ssid hw_mode channel)
	set[interface]=$ifc
	set[driver]=nl80211
	set[ctrl_interface]=/run/hostapd
	set[ssid]=$name
	set[hw_mode]=g
	set[channel]=1
	for kv in "$@"; do
		key=${kv%%=*}
		[ -n "${set[$key]+x}" ] || order+=("$key")
		set[$key]=${kv#*=}
	done
	: > "$conf"
	for key in "${order[@]}"; do
		printf '%s=%s\n' "$key" "${set[$key]}" >> "$conf"
	done
	iwvm_log "hostapd $name on $ifc ($(tr '\n' ' ' < "$conf"))"
	ip link set "$ifc" up 2>/dev/null
	hostapd -B -P "$IWVM_RUN/hostapd-$name.pid" -f "$IWVM_RUN/hostapd-$name.log" "$conf" \
		|| { cat "$IWVM_RUN/hostapd-$name.log" >&2; iwvm_fail "hostapd $name did not start"; return 1; }
	if ! wait_until "$IWVM_WAIT" sh -c \
			"grep -q 'AP-ENABLED' '$IWVM_RUN/hostapd-$name.log' && iw dev '$ifc' info | grep -q 'type AP'"; then
		cat "$IWVM_RUN/hostapd-$name.log" >&2
		iwvm_fail "AP $name on $ifc not enabled after ${IWVM_WAIT}s"
		return 1
	fi
	wait_txpower "$ifc"
}

# ap_open IFACE SSID [CHANNEL] [KEY=VALUE...]   open 2.4 GHz AP
ap_open() { local i=$1 s=$2 c=${3:-1}; shift 3 2>/dev/null || shift $#; ap_start "$s" "$i" "ssid=$s" hw_mode=g "channel=$c" "$@"; }

# ap_wpa2 IFACE SSID PASSPHRASE [CHANNEL] [KEY=VALUE...]   WPA2-PSK (CCMP)
ap_wpa2() {
	local i=$1 s=$2 p=$3 c=${4:-6}
	shift 4 2>/dev/null || shift $#
	ap_start "$s" "$i" "ssid=$s" hw_mode=g "channel=$c" wpa=2 wpa_key_mgmt=WPA-PSK \
		rsn_pairwise=CCMP "wpa_passphrase=$p" "$@"
}

# ap_5ghz IFACE SSID [CHANNEL] [KEY=VALUE...]   open 5 GHz AP (country US)
ap_5ghz() {
	local i=$1 s=$2 c=${3:-36}
	shift 3 2>/dev/null || shift $#
	[ "$(iw reg get | awk '/^country/{print $2; exit}')" = "US:" ] || set_country US
	ap_start "$s" "$i" "ssid=$s" hw_mode=a "channel=$c" country_code=US ieee80211d=1 "$@"
}

# ap_utf8 IFACE SSID [CHANNEL] [KEY=VALUE...]   open AP with a UTF-8 SSID
ap_utf8() {
	local i=$1 s=$2 c=${3:-11}
	shift 3 2>/dev/null || shift $#
	ap_start "ap-utf8-$i" "$i" "ssid=$s" utf8_ssid=1 hw_mode=g "channel=$c" "$@"
}

# ap_short_beacon IFACE SSID [BEACON_INT_TU] [CHANNEL] [KEY=VALUE...]
ap_short_beacon() {
	local i=$1 s=$2 b=${3:-20} c=${4:-1}
	shift 4 2>/dev/null || shift $#
	ap_start "$s" "$i" "ssid=$s" hw_mode=g "channel=$c" "beacon_int=$b" "$@"
}

# ------------------------------------------------------------- stations ---

# sta_connect_open IFACE SSID [FREQ_MHZ]: iw connect (no supplicant), wait
# until associated and tx power is up.
sta_connect_open() {
	local ifc=$1 ssid=$2 freq=${3:-} try
	ip link set "$ifc" up || return 1
	for try in 1 2 3; do
		# shellcheck disable=SC2086
		iw dev "$ifc" connect "$ssid" $freq
		wait_until "$IWVM_WAIT" _link_connected "$ifc" && break
		iwvm_log "$ifc: not connected to $ssid yet (try $try), retrying"
		iw dev "$ifc" disconnect 2>/dev/null
		try=fail
	done
	[ "$try" = fail ] && { iwvm_fail "$ifc: cannot connect to $ssid"; return 1; }
	wait_txpower "$ifc"
}

# sta_connect_wpa2 IFACE SSID PASSPHRASE [FREQ_MHZ]: wpa_supplicant -B with
# a generated config; waits for CTRL-EVENT-CONNECTED (keys installed).
# FREQ_MHZ limits scanning to that frequency (much faster under TCG).
sta_connect_wpa2() {
	local ifc=$1 ssid=$2 pass=$3 freq=${4:-} conf log scanfreq=
	[ -n "$freq" ] && scanfreq="scan_freq=$freq"
	conf="$IWVM_RUN/wpa_supplicant-$ifc.conf"
	log="$IWVM_RUN/wpa_supplicant-$ifc.log"
	cat > "$conf" <<EOF
ctrl_interface=/run/wpa_supplicant
update_config=0
network={
	ssid="$ssid"
	psk="$pass"
	key_mgmt=WPA-PSK
	proto=RSN
	pairwise=CCMP
	group=CCMP
	scan_ssid=1
	$scanfreq
}
EOF
	ip link set "$ifc" up || return 1
	: > "$log"
	wpa_supplicant -B -D nl80211 -i "$ifc" -c "$conf" -P "$IWVM_RUN/wpa_supplicant-$ifc.pid" \
		-f "$log" || { iwvm_fail "wpa_supplicant on $ifc did not start"; return 1; }
	if ! wait_until "$IWVM_WAIT" grep -q 'CTRL-EVENT-CONNECTED' "$log"; then
		cat "$log" >&2
		iwvm_fail "$ifc: WPA2 connection to $ssid not completed after ${IWVM_WAIT}s"
		return 1
	fi
	wait_until "$IWVM_WAIT" _link_connected "$ifc" || { iwvm_fail "$ifc: no link"; return 1; }
	wait_txpower "$ifc"
}

# sta_pin_bitrate IFACE BAND RATE...: allow only these legacy rates (Mb/s)
# for data frames (BAND 2.4 or 5), so the "Bit Rate" that iwconfig shows
# (the last tx rate) does not move with rate control. Call before connecting
# (brings the interface up: nl80211 refuses it on a down interface).
# On 2.4 GHz use CCK rates (1 2 5.5 11): with an OFDM-only mask the frames
# mac80211 sends by itself (connection monitor, every ~30 s) go out at 1 Mb/s.
# On MLO radios (mac80211_hwsim mlo=1) nl80211 refuses to pin rates
# (EOPNOTSUPP); there the rates are left to rate control, and cross-VM
# comparisons mask the bit rate (mask-cross.sed).
sta_pin_bitrate() {
	local ifc=$1 band=$2
	shift 2
	ip link set "$ifc" up || return 1
	if iwvm_mlo; then
		iwvm_log "MLO radios: $ifc's tx rates are not pinned"
		return 0
	fi
	iw dev "$ifc" set bitrates "legacy-$band" "$@"
}

# iwvm_mlo: true when the guest's radios are MLO-capable (Wi-Fi 7)
iwvm_mlo() {
	case ",${IWVM_HWSIM:-}," in *,mlo=1,*) return 0 ;; esac
	return 1
}

# iwvm_chanctx: true when the radios use channel contexts (MLO radios, or
# channels=N with N > 1): an interface without one (idle, down) has no tx
# power at all there, so there is nothing to wait for.
iwvm_chanctx() {
	iwvm_mlo && return 0
	case ",${IWVM_HWSIM:-}," in *,channels=[2-9]*) return 0 ;; esac
	return 1
}

# sta_poke IFACE: send exactly one frame to the AP (an ARP probe, from a
# temporary 169.254.99.1/32 that is removed again), so that the last tx rate
# ("Bit Rate") is a data rate (see sta_pin_bitrate) instead of whatever the
# association frames used. Nothing else is sent: no retries, no replies.
sta_poke() {
	local ifc=$1 had=0
	ip -4 addr show dev "$ifc" | grep -q '169\.254\.99\.1/32' && had=1
	[ "$had" = 1 ] || ip addr add 169.254.99.1/32 dev "$ifc" || return 1
	busybox arping -c 1 -w 1 -s 169.254.99.1 -I "$ifc" 169.254.99.2 >/dev/null 2>&1
	[ "$had" = 1 ] || ip addr del 169.254.99.1/32 dev "$ifc"
	ip neigh flush dev "$ifc" 2>/dev/null
	return 0
}

# sta_disconnect IFACE
sta_disconnect() { iw dev "$1" disconnect; }

# ibss_join IFACE SSID [FREQ_MHZ] [BSSID]: switch to ad-hoc and join/create.
# A fixed BSSID (default 02:1b:55:ad:0c:01) keeps the Cell: value stable.
ibss_join() {
	local ifc=$1 ssid=$2 freq=${3:-2412} bssid=${4:-02:1b:55:ad:0c:01}
	ip link set "$ifc" down || return 1
	iw dev "$ifc" set type ibss || return 1
	ip link set "$ifc" up || return 1
	iw dev "$ifc" ibss join "$ssid" "$freq" fixed-freq "$bssid" || return 1
	wait_until "$IWVM_WAIT" sh -c "iw dev '$ifc' link | grep -q '^Joined IBSS'" \
		|| { iwvm_fail "$ifc: IBSS $ssid not joined"; return 1; }
	wait_txpower "$ifc"
}

# monitor_on IFACE [CHANNEL] [HT20|HT40+|HT40-|NOHT]: monitor mode on a channel.
monitor_on() {
	local ifc=$1 chan=${2:-6} ht=${3:-}
	ip link set "$ifc" down || return 1
	iw dev "$ifc" set type monitor || return 1
	ip link set "$ifc" up || return 1
	# shellcheck disable=SC2086
	iw dev "$ifc" set channel "$chan" $ht || return 1
	wait_until "$IWVM_WAIT" sh -c "iw dev '$ifc' info | grep -q 'channel $chan '" \
		|| { iwvm_fail "$ifc: monitor channel $chan not set"; return 1; }
}

# managed_idle IFACE: managed, up, not associated.
managed_idle() {
	ip link set "$1" down || return 1
	[ "$(iw_type "$1")" = managed ] || iw dev "$1" set type managed || return 1
	ip link set "$1" up
}

# wait_stable SECONDS CMD...: wait until CMD prints the same thing twice in
# a row (0.5 s apart); for values that settle after a state change.
wait_stable() {
	local limit=$1 a b t0
	shift
	t0=$(date +%s)
	a=$("$@" 2>&1)
	while :; do
		sleep 0.5
		b=$("$@" 2>&1)
		[ "$a" = "$b" ] && return 0
		a=$b
		[ $(($(date +%s) - t0)) -ge "$limit" ] && return 1
	done
}

# iwvm_stop_daemons: stop hostapd / wpa_supplicant started by this library.
iwvm_stop_daemons() {
	local p
	for p in "$IWVM_RUN"/*.pid; do
		[ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null
	done
	return 0
}

# iwvm_state_dump: what the radios look like (for logs).
iwvm_state_dump() {
	echo "=== iw dev"; iw dev
	echo "=== /proc/net/dev"; cat /proc/net/dev
	echo "=== /proc/net/wireless"; cat /proc/net/wireless
	echo "=== iw reg get"; iw reg get
	local i
	for i in $(hwsim_ifaces); do
		echo "=== iw dev $i link"; iw dev "$i" link
	done
}

# run_cases: see tests/vm/run-cases
run_cases() { "$IWVM_DIR/run-cases" "$@"; }

# iwvm_seq_case RESET OBSERVE LINE: a sequence of commands (LINE, eval'd
# by bash with these helpers) compared like a case of run-cases. For each
# side, RESET "LINE" restores the scenario's baseline, LINE runs with that
# side's tools first in PATH, then OBSERVE "LINE" (OBS_BIN = the side's
# tools) appends the resulting state to its stdout. Results in $RES/N/
# (N = ++n, the caller's counter); the sides are $BIN_REAL and $BIN_OURS
# (both real with IWVM_REAL_TWICE=1). Honours IWVM_CASE_FILTER,
# IWVM_CASE_EXCLUDE and IWVM_ONLY. RESET and OBSERVE: scripts of scenarios/.
iwvm_seq_case() {
	local reset=$1 observe=$2 line=$3 which bin d sides="real ours"
	n=$((n + 1))
	[ -n "${IWVM_CASE_FILTER:-}" ] && ! printf '%s\n' "$line" | grep -Eq -- "$IWVM_CASE_FILTER" && return
	[ -n "${IWVM_CASE_EXCLUDE:-}" ] && printf '%s\n' "$line" | grep -Eq -- "$IWVM_CASE_EXCLUDE" && return
	d=$RES/$n
	mkdir -p "$d"
	printf '%s\n' "$line" > "$d/case"
	printf 'sequence: %s\n' "$line" > "$d/cmd"
	case "${IWVM_ONLY:-}" in real|ours) sides=$IWVM_ONLY ;; esac
	for which in $sides; do
		[ "$which" = real ] && bin=$BIN_REAL || bin=$BIN_OURS
		[ "${IWVM_REAL_TWICE:-0}" = 1 ] && bin=$BIN_REAL
		"$IWVM_DIR/scenarios/$reset" "$line" > "$d/reset-$which.log" 2>&1
		( export PATH=$bin:/usr/sbin:/usr/bin:/sbin:/bin; eval "$line" ) \
			> "$d/$which.out" 2> "$d/$which.err" < /dev/null
		echo $? > "$d/$which.rc"
		{ echo "=== state after the run"; OBS_BIN=$bin "$IWVM_DIR/scenarios/$observe" "$line"; } \
			>> "$d/$which.out" 2>&1
	done
}

# scan_wait IF CMD...: run CMD (a scan trigger) and wait until IF's scan
# ends, as "iw event" reports it ("IF (phy #N): scan finished|aborted")
scan_wait() {
	local ifc=$1 ev pid rc
	shift
	ev=$(mktemp /tmp/scan-ev.XXXXXX)
	iw event > "$ev" 2>&1 &
	pid=$!
	sleep 1
	"$@"
	rc=$?
	[ "$rc" = 0 ] && wait_until 120 grep -qE "^$ifc \(phy #[0-9]+\): scan (finished|aborted)" "$ev"
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	grep -qE "^$ifc \(phy #[0-9]+\): scan aborted" "$ev" && echo "scan aborted!"
	rm -f "$ev"
	return "$rc"
}

# ---- scenario preamble and the display scenario's radios (display.sh,
# consumers.sh) ----

# need_radios N SCENARIO: exit the scenario (status 2) unless the guest has
# at least N hwsim radios
need_radios() {
	local have
	have=$(hwsim_ifaces | wc -l)
	[ "$have" -ge "$1" ] && return 0
	iwvm_log "$2 needs $1 hwsim radios, have $have (vm-run --radios $1)"
	exit 2
}

# display_radios: the display scenario's eleven radios and their roles (see
# display.sh's header), named by the variables AP_OPEN AP_WPA2 AP_5G
# AP_UTF8 STA_OPEN STA_WPA2 STA_5G IDLE IBSS MON LONG (LONG: wlan10
# renamed), with SSID_OPEN SSID_WPA2 SSID_5G SSID_UTF8 SSID_IBSS PSK.
# Returns 1 (after logging "setup failed: STEP") at the first step that
# fails.
_setup_step() { local what=$1; shift; "$@" || { iwvm_log "setup failed: $what"; return 1; }; }
display_radios() {
	local i
	iwvm_log "setup: APs"
	_setup_step "country" set_country US || return 1
	_setup_step "AP open" ap_open "$AP_OPEN" "$SSID_OPEN" 1 || return 1
	_setup_step "AP wpa2" ap_wpa2 "$AP_WPA2" "$SSID_WPA2" "$PSK" 6 || return 1
	_setup_step "AP 5 GHz" ap_5ghz "$AP_5G" "$SSID_5G" 36 || return 1
	_setup_step "AP utf8" ap_utf8 "$AP_UTF8" "$SSID_UTF8" 11 || return 1

	iwvm_log "setup: stations"
	_setup_step "rename" iface_rename wlan10 "$LONG" || return 1
	# One fixed tx rate per station: the Bit Rate shown is the last tx
	# rate, which otherwise moves with rate control (seen changing between
	# two runs).
	_setup_step "bitrate" sta_pin_bitrate "$STA_OPEN" 2.4 5.5 || return 1
	_setup_step "bitrate" sta_pin_bitrate "$STA_WPA2" 2.4 11 || return 1
	_setup_step "bitrate" sta_pin_bitrate "$STA_5G" 5 24 || return 1
	_setup_step "bitrate" sta_pin_bitrate "$LONG" 2.4 2 || return 1
	_setup_step "sta open" sta_connect_open "$STA_OPEN" "$SSID_OPEN" 2412 || return 1
	_setup_step "sta wpa2" sta_connect_wpa2 "$STA_WPA2" "$SSID_WPA2" "$PSK" 2437 || return 1
	_setup_step "sta 5 GHz" sta_connect_open "$STA_5G" "$SSID_5G" 5180 || return 1
	_setup_step "sta utf8/long name" sta_connect_open "$LONG" "$SSID_UTF8" 2462 || return 1
	# one data frame each, so "Bit Rate" shows the pinned rate
	for i in "$STA_OPEN" "$STA_WPA2" "$STA_5G" "$LONG"; do
		_setup_step "poke $i" sta_poke "$i" || return 1
	done
	_setup_step "idle" managed_idle "$IDLE" || return 1
	_setup_step "ibss" ibss_join "$IBSS" "$SSID_IBSS" 2412 || return 1
	_setup_step "monitor" monitor_on "$MON" 6 || return 1
	# IPv4 (link-local, the guest has no network) on two interfaces, for
	# iwgetid without an interface (SIOCGIFCONF lists only those with IPv4).
	_setup_step "addr idle" ip addr add 169.254.7.1/16 dev "$IDLE" || return 1
	_setup_step "addr long" ip addr add 169.254.10.1/16 dev "$LONG" || return 1
}
