#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# test-bash.sh - tests of the bash completion (completions/bash/iwcompat).
#
#   tests/completion/test-bash.sh [COMPLETION_FILE]
#
# Runs every check twice, in a fresh bash each time: with the completion
# file sourced alone, and loaded on demand by bash-completion's own loader
# from a completions directory laid out as `meson install` lays it out
# (the file as "iwcompat" plus one symlink per tool name), when
# bash-completion is installed (else that half is reported as skipped).
# Interfaces come from a fake /sys/class/net, so results do not depend on
# this machine. Exit 0 if every check passes.

set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOOLS="iwconfig iwlist iwgetid iwpriv iwspy iwevent"

# ---- guest side: one mode, run in a fresh bash ------------------------------
if [ "${1:-}" = --run ]; then
	mode=$2 file=$3 sysnet=$4 compdir=${5:-}
	export _IWCOMPAT_SYSFS_NET=$sysnet
	# a fake iwlist (channels, scan), first in PATH
	export PATH=$sysnet/../bin:$PATH
	case $mode in
	plain)
		# shellcheck disable=SC1090
		. "$file"
		;;
	bash-completion)
		export BASH_COMPLETION_USER_DIR=$compdir
		# shellcheck disable=SC1091
		. /usr/share/bash-completion/bash_completion
		for t in $TOOLS iwcompat; do
			_completion_loader "$t" >/dev/null 2>&1
		done
		;;
	esac

	fails=0
	# complete WORD... : the candidates for the last word (may be "")
	complete_words() {
		local spec fn line
		COMP_WORDS=("$@")
		COMP_CWORD=$(($# - 1))
		line="$*"
		COMP_LINE=$line
		COMP_POINT=${#line}
		COMPREPLY=()
		spec=$(complete -p "$1" 2>/dev/null) || return 1
		fn=$(sed -n 's/.* -F \([^ ]*\) .*/\1/p' <<<"$spec")
		"$fn" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]:-}" 2>/dev/null
		printf '%s\n' "${COMPREPLY[@]}"
	}
	# expect 'LINE' 'EXPECTED' : the candidates, space-separated, in order
	# (LINE ending in a space completes an empty word)
	expect() {
		local line=$1 want=$2 got
		local -a w
		read -r -a w <<<"$line"
		[[ $line == *' ' ]] && w+=("")
		got=$(complete_words "${w[@]}" | tr '\n' ' ' | sed 's/ $//')
		if [ "$got" = "$want" ]; then
			echo "ok   [$mode] '$line' -> $want"
		else
			echo "FAIL [$mode] '$line': expected '$want', got '$got'"
			fails=$((fails + 1))
		fi
	}

	for t in $TOOLS iwcompat; do
		spec=$(complete -p "$t" 2>&1)
		if [[ $spec == "complete -F _iwcompat $t" ]]; then
			echo "ok   [$mode] complete -p $t: $spec"
		else
			echo "FAIL [$mode] complete -p $t: $spec"
			fails=$((fails + 1))
		fi
	done

	# the issue's examples
	expect 'iwconfig lo es' 'essid'
	expect 'iwlist wlan0 sc' 'scanning'
	expect 'iwgetid --sch' '--scheme'
	# interfaces: wireless first (wireless/ or phy80211), then the others
	expect 'iwconfig ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwconfig w' 'wlan0 wlp2s0'
	expect 'iwconfig -' '-h --help -v --version --'
	expect 'iwconfig -- ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwgetid ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwgetid -r wlan0 ' ''
	expect 'iwgetid -r wlan0 --r' '--raw'
	# iwconfig keywords and values
	expect 'iwconfig wlan0 ' 'essid mode freq channel bit rate enc key power nickname nwid ap txpower sens retry rts frag modulation commit'
	expect 'iwconfig wlan0 mo' 'mode modulation'
	expect 'iwconfig wlan0 mode ' 'managed ad-hoc master repeater secondary monitor auto'
	expect 'iwconfig wlan0 mode ad' 'ad-hoc'
	expect 'iwconfig wlan0 essid ' 'any on off - --'
	expect 'iwconfig wlan0 essid o' 'on off'
	expect 'iwconfig wlan0 essid rate m' 'mode modulation'
	expect 'iwconfig wlan0 essid foo cha' 'channel'
	expect 'iwconfig wlan0 ES foo ra' 'rate'
	expect 'iwconfig wlan0 ap ' 'any auto off'
	expect 'iwconfig wlan0 txpower ' 'on off auto fixed'
	expect 'iwconfig wlan0 txpower 15' '15dBm 15mW'
	expect 'iwconfig wlan0 txpower 15 ' 'auto fixed essid mode freq channel bit rate enc key power nickname nwid ap txpower sens retry rts frag modulation commit'
	expect 'iwconfig wlan0 freq 2.412' '2.412G 2.412M 2.412k'
	expect 'iwconfig wlan0 freq 2.412G a' 'auto ap'
	expect 'iwconfig wlan0 rate 54M f' 'fixed freq frag'
	expect 'iwconfig wlan0 channel ' 'auto fixed 1 6 11 36'
	expect 'iwconfig wlan0 channel 1' '1 11'
	expect 'iwconfig nosuch channel ' 'auto fixed'
	COMP_IWLIST_SCAN=1 expect 'iwconfig wlan0 essid ' 'any on off - -- home my\ net'
	expect 'iwconfig wlan0 rts ' 'auto fixed off'
	expect 'iwconfig wlan0 frag o' 'off'
	expect 'iwconfig wlan0 power ' 'on off min max period timeout saving all unicast multicast force repeat'
	expect 'iwconfig wlan0 power timeout 500' '500m 500u'
	expect 'iwconfig wlan0 power timeout 500m ' 'min max period timeout saving all unicast multicast force repeat essid mode freq channel bit rate enc key power nickname nwid ap txpower sens retry rts frag modulation commit'
	expect 'iwconfig wlan0 retry l' 'long limit lifetime'
	expect 'iwconfig wlan0 key o' 'off on open'
	expect 'iwconfig wlan0 key [' '[1] [2] [3] [4]'
	expect 'iwconfig wlan0 nwid ' 'on off any'
	expect 'iwconfig wlan0 commit ' 'essid mode freq channel bit rate enc key power nickname nwid ap txpower sens retry rts frag modulation commit'
	# iwlist
	expect 'iwlist ' 'wlan0 wlp2s0 eth0 lo scanning frequency channel bitrate rate encryption keys power txpower retry ap accesspoints peers event auth wpakeys genie modulation'
	expect 'iwlist sc' 'scanning'
	expect 'iwlist scan ' ''
	expect 'iwlist wlan0 ' 'scanning frequency channel bitrate rate encryption keys power txpower retry ap accesspoints peers event auth wpakeys genie modulation'
	expect 'iwlist wlan0 a' 'ap accesspoints auth'
	expect 'iwlist wlan0 scan ' 'essid last'
	expect 'iwlist wlan0 scanning l' 'last'
	expect 'iwlist wlan0 scan essid ' ''
	expect 'iwlist wlan0 scan essid net ' 'essid last'
	expect 'iwlist wlan0 freq ' ''
	expect 'iwlist --h' '--help'
	# iwgetid options
	expect 'iwgetid -' '-a --ap -c --channel -f --freq -m --mode -p --protocol -r --raw -s --scheme -h --help'
	expect 'iwgetid --c' '--channel'
	# the others
	expect 'iwpriv ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwpriv wlan0 ' '-a --all'
	expect 'iwspy wlan0 ' '+ off setthr getthr'
	expect 'iwspy wlan0 setthr ' 'off'
	expect 'iwevent -' '-h --help -v --version'
	expect 'iwevent ' ''
	# iwcompat TOOL ...
	expect 'iwcompat ' 'iwconfig iwlist iwgetid iwpriv iwspy iwevent link-up dev phy list event reg explain'
	expect 'iwcompat l' 'link-up list'
	expect 'iwcompat li' 'link-up list'
	expect 'iwcompat lin' 'link-up'
	expect 'iwcompat link-up ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwcompat iwconfig lo es' 'essid'
	expect 'iwcompat iwlist wlan0 sc' 'scanning'
	expect 'iwcompat iwgetid --sch' '--scheme'
	expect 'iwcompat --' '--help --version --json'
	# native mode and explain
	expect 'iwcompat dev ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwcompat dev wlan0 ' 'info link scan station get set connect disconnect'
	expect 'iwcompat dev wlan0 scan ' 'trigger dump abort freq ssid passive flush -u'
	expect 'iwcompat -j dev wlan0 station ' 'dump get'
	expect 'iwcompat phy phy0 ' 'info'
	expect 'iwcompat event ' '-t -T -r -f'
	expect 'iwcompat -j dev wlan0 get ' 'power_save'
	expect 'iwcompat dev wlan0 set type ' 'managed ibss monitor mesh wds'
	expect 'iwcompat reg ' 'get set'
	expect 'iwcompat explain ' 'iwconfig iwlist iwgetid'
	expect 'iwcompat explain iwconfig lo es' 'essid'
	# -j: only what it accepts (it refuses iwpriv, iwspy, iwevent,
	# link-up, explain, --help, set, connect, scan trigger ... with 2)
	expect 'iwcompat -j ' 'iwconfig iwlist iwgetid dev phy list event reg'
	expect 'iwcompat --json i' 'iwconfig iwlist iwgetid'
	expect 'iwcompat -j l' 'list'
	expect 'iwcompat -j -' ''
	expect 'iwcompat -j iwpriv ' ''
	expect 'iwcompat -j link-up ' ''
	expect 'iwcompat -j explain ' ''
	expect 'iwcompat -j iwconfig ' 'wlan0 wlp2s0 eth0 lo'
	expect 'iwcompat -j iwgetid --sch' '--scheme'
	expect 'iwcompat -j iwlist wlan0 sc' 'scanning'
	expect 'iwcompat -j dev wlan0 ' 'info link scan station get'
	expect 'iwcompat -j dev wlan0 scan ' 'dump freq ssid passive flush -u'
	expect 'iwcompat -j dev wlan0 set ' ''
	expect 'iwcompat -j dev wlan0 connect ' ''
	expect 'iwcompat -j reg ' 'get'
	expect 'iwcompat -j phy phy0 ' 'info'

	echo "[$mode] $fails failed"
	[ "$fails" -eq 0 ]
	exit
fi

# ---- host side ---------------------------------------------------------------
FILE=${1:-$HERE/../../completions/bash/iwcompat}
FILE=$(cd "$(dirname "$FILE")" && pwd)/$(basename "$FILE")
[ -r "$FILE" ] || { echo "FAIL: no completion file $FILE" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# a fake /sys/class/net
mkdir -p "$TMP/net/lo" "$TMP/net/eth0" "$TMP/net/wlan0/wireless" "$TMP/net/wlp2s0/phy80211"
mkdir "$TMP/bin"
cat >"$TMP/bin/iwlist" <<'IWLIST'
#!/bin/sh
[ "$1" = wlan0 ] || { echo "$1  Interface doesn't support scanning." >&2; exit 255; }
case $2 in
channel)
	printf '%s\n' "wlan0     4 channels in total; available frequencies :" \
		"          Channel 01 : 2.412 GHz" "          Channel 06 : 2.437 GHz" \
		"          Channel 11 : 2.462 GHz" "          Channel 36 : 5.18 GHz" \
		"          Current Frequency:2.412 GHz (Channel 1)" "" ;;
scan)
	printf '%s\n' "wlan0     Scan completed :" "          Cell 01 - Address: 02:00:00:00:00:00" \
		'                    ESSID:"home"' "          Cell 02 - Address: 02:00:00:00:01:00" \
		'                    ESSID:"my net"' "" ;;
esac
IWLIST
chmod +x "$TMP/bin/iwlist"

# a completions directory as meson installs it
mkdir -p "$TMP/bc/completions"
cp "$FILE" "$TMP/bc/completions/iwcompat"
for t in $TOOLS; do
	ln -s iwcompat "$TMP/bc/completions/$t"
done

rc=0
bash --norc --noprofile "$0" --run plain "$FILE" "$TMP/net" || rc=1
if [ -r /usr/share/bash-completion/bash_completion ]; then
	bash --norc --noprofile "$0" --run bash-completion "$FILE" "$TMP/net" "$TMP/bc" || rc=1
else
	echo "SKIP: bash-completion is not installed: the on-demand loading was not tested" >&2
fi
exit $rc
