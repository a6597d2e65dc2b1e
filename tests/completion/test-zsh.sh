#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-zsh.sh - tests of the zsh completion (completions/zsh/_iwcompat).
#
#   tests/completion/test-zsh.sh [COMPLETION_DIR]
#
# Drives an interactive zsh on a pseudo-terminal (zsh/zpty): types a
# partial command line, presses TAB, and checks the line or the listing,
# or (cands) the exact set of candidates the completion offered, recorded
# by a compadd wrapper. Interfaces come from a fake /sys/class/net, phys
# from a fake /sys/class/ieee80211. Exit 77 (skipped) without zsh.

HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:-$HERE/../../completions/zsh}
DIR=$(cd "$DIR" && pwd) || exit 1
command -v zsh >/dev/null 2>&1 || {
	echo "SKIP: zsh is not installed: the zsh completion was not tested" >&2
	exit 77
}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/net/lo" "$TMP/net/eth0" "$TMP/net/wlan0/wireless" "$TMP/net/wlp2s0/phy80211"
mkdir -p "$TMP/phy/phy0" "$TMP/phy/phy1"
mkdir "$TMP/bin"
cat >"$TMP/bin/iwlist" <<'IWLIST'
#!/bin/sh
[ "$1" = wlan0 ] && [ "$2" = channel ] || exit 255
printf '%s\n' "wlan0     3 channels in total; available frequencies :" \
	"          Channel 01 : 2.412 GHz" "          Channel 06 : 2.437 GHz" \
	"          Channel 36 : 5.18 GHz" ""
IWLIST
chmod +x "$TMP/bin/iwlist"

cat >"$TMP/t.zsh" <<'ZSH'
zmodload zsh/zpty || exit 77
dir=$1 tmp=$2 json_cmds=$3 json_dev_cmds=$4
integer n=0 fails=0
zpty z "env -i HOME=$tmp TERM=dumb PATH=$tmp/bin:$PATH _IWCOMPAT_SYSFS_NET=$tmp/net _IWCOMPAT_SYSFS_PHY=$tmp/phy zsh -f -i"
zpty -w z "PS1='%% '; fpath=($dir \$fpath); autoload -Uz compinit; compinit -u -D; zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' format '<%d>'; zstyle ':completion:*' group-name ''; unsetopt beep"
# sync: wait for the output of a command whose text differs from its echo
sync_out() {
	(( n++ ))
	zpty -w z "print SYNC-\$(( $n * 2 ))"
	out=
	zpty -r z out "*SYNC-$(( n * 2 ))*%*" || { print "FAIL: no answer from zsh"; exit 1 }
	out=${${out//$'\r'/}//$'\e'\[[0-9;]#[A-Za-z]/}
}
# every word a completion function adds (and that matches what is typed)
# is also written to $tmp/hits; calls that only look (-O -A -D) pass
zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-[OAD]\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a h; builtin compadd -O h \"\$@\"; (( \$#h )) && print -rl -- \$h >>$tmp/hits; builtin compadd \"\$@\"; }"
sync_out
# cands 'LINE' 'WORD...': LINE + TAB must offer exactly these words (any
# order; '' for none)
cands() {
	local -a got want
	: >$tmp/hits
	zpty -w -n z "$1"$'\t'
	zpty -w -n z $'\C-e\C-u'
	sync_out
	got=(${(ou)${(f)"$(<$tmp/hits)"}})
	want=(${(ou)${=2}})
	if [[ "$got" == "$want" ]]; then
		print -r -- "ok   [zsh] '$1' -> $2"
	else
		print -r -- "FAIL [zsh] '$1': want '$want', got '$got'"
		(( fails++ ))
	fi
}
# expect 'LINE' 'PATTERN': LINE + TAB TAB, then the screen must match PATTERN
expect() {
	zpty -w -n z "$1"$'\t\t'
	zpty -w -n z $'\C-e\C-u'
	sync_out
	if [[ $out == $~2 ]]; then
		print -r -- "ok   [zsh] '$1'"
	else
		print -r -- "FAIL [zsh] '$1': no match for $2 in:"
		print -r -- "$out" | sed 's/^/    /'
		(( fails++ ))
	fi
}
expect 'iwconfig lo es' '*iwconfig lo essid *'
expect 'iwlist wlan0 sc' '*iwlist wlan0 scanning *'
expect 'iwgetid --sch' '*iwgetid --scheme *'
expect 'iwconfig ' '*<wireless interface>*wlan0*wlp2s0*<other interface>*eth0*lo*'
expect 'iwconfig wlan0 mode ' '*ad-hoc*managed*monitor*'
expect 'iwconfig wlan0 essid foo ra' '*iwconfig wlan0 essid foo rate *'
expect 'iwconfig wlan0 txpower 15' '*15dBm*15mW*'
expect 'iwlist wlan0 scan ' '*essid*last*'
expect 'iwconfig wlan0 channel ' '*auto*fixed*1*6*36*'
expect 'iwconfig wlan0 channel 3' '*iwconfig wlan0 channel 36 *'
expect 'iwcompat iwconfig lo es' '*iwcompat iwconfig lo essid *'
expect 'iwcompat lin' '*iwcompat link-up *'
# native mode: iwcompat [-j] dev|phy|list|event|reg, explain, -j TOOL
cands 'iwcompat ' 'iwconfig iwlist iwgetid iwpriv iwspy iwevent link-up explain dev phy list event reg'
cands 'iwcompat li' 'link-up list'
cands 'iwcompat --' '--help --version --json'
# what -j accepts: the bash completion's lists, which the unit test
# native (test_json_completion_lists) checks against the code
cands 'iwcompat -j ' "$json_cmds"
cands 'iwcompat --json d' 'dev'
cands 'iwcompat dev ' 'wlan0 wlp2s0'
cands 'iwcompat dev wlan0 ' 'info link scan station get set connect disconnect'
cands 'iwcompat dev wlp2s0 s' 'scan station set'
cands 'iwcompat -j dev wlan0 ' "$json_dev_cmds"
cands 'iwcompat dev wlan0 scan ' 'trigger abort dump -u freq duration ies meshid ssid passive lowpri flush ap-force duration-mandatory randomise'
cands 'iwcompat -j dev wlan0 scan ' 'dump -u freq duration ies meshid ssid passive lowpri flush ap-force duration-mandatory randomise'
cands 'iwcompat dev wlan0 scan trigger freq 2412 ' 'freq duration ies meshid ssid passive lowpri flush ap-force duration-mandatory randomise coloc'
cands 'iwcompat dev wlan0 scan duration ' ''
cands 'iwcompat dev wlan0 scan dump ' '-u'
cands 'iwcompat dev wlan0 scan abort ' ''
cands 'iwcompat -j dev wlan0 station ' 'dump get'
cands 'iwcompat dev wlan0 station dump ' '-v'
cands 'iwcompat dev wlan0 station get ' ''
cands 'iwcompat -j dev wlan0 get ' 'power_save'
cands 'iwcompat dev wlan0 set ' 'power_save type txpower freq channel'
cands 'iwcompat dev wlan0 set type ' 'managed ibss monitor mesh wds'
cands 'iwcompat dev wlan0 set power_save ' 'on off'
cands 'iwcompat dev wlan0 set txpower ' 'auto fixed limit'
cands 'iwcompat dev wlan0 set channel 6 ' 'NOHT HT20 HT40+ HT40- 5MHz 10MHz 80MHz 160MHz'
cands 'iwcompat dev wlan0 set freq 5180 ' 'NOHT HT20 HT40+ HT40- 5MHz 10MHz 80MHz 160MHz'
cands 'iwcompat dev wlan0 connect ' '-w'
cands 'iwcompat dev wlan0 connect -w ' ''
cands 'iwcompat dev wlan0 connect -w net ' 'auth key mfp:req mfp:opt mfp:no'
cands 'iwcompat dev wlan0 connect net 2412 auth ' 'open shared'
cands 'iwcompat dev wlan0 disconnect ' ''
cands 'iwcompat phy ' 'phy0 phy1'
cands 'iwcompat phy phy1 ' 'info'
cands 'iwcompat -j phy phy0 ' 'info'
cands 'iwcompat list ' ''
cands 'iwcompat event ' '-t -T -r -f'
cands 'iwcompat event -T ' '-f'
cands 'iwcompat -j event -f ' '-t -T -r'
cands 'iwcompat event -r -f ' ''
cands 'iwcompat reg ' 'get set'
cands 'iwcompat -j reg ' 'get'
cands 'iwcompat reg set ' ''
cands 'iwcompat explain ' 'iwconfig iwlist iwgetid'
cands 'iwcompat explain iwconfig lo es' 'essid'
cands 'iwcompat explain iwlist wlan0 ' 'scanning frequency channel bitrate rate encryption keys power txpower retry ap accesspoints peers event auth wpakeys genie modulation'
cands 'iwcompat -j iwconfig ' 'wlan0 wlp2s0 eth0 lo'
cands 'iwcompat -j iwgetid --sch' '--scheme'
cands 'iwcompat -j iwlist wlan0 sc' 'scanning'
cands 'iwcompat -j iwpriv ' ''
cands 'iwcompat -j iwspy ' ''
cands 'iwcompat -j iwevent ' ''
cands 'iwcompat -j link-up ' ''
cands 'iwcompat -j explain ' ''
cands 'iwcompat -j -' ''
cands 'iwcompat -j dev wlan0 set ' ''
cands 'iwcompat -j dev wlan0 connect ' ''
cands 'iwcompat -j dev wlan0 scan trigger ' ''
cands 'iwcompat link-up ' 'wlan0 wlp2s0 eth0 lo'
cands 'iwconfig wlan0 mode ' 'managed ad-hoc master repeater secondary monitor auto'
zpty -d z
print "[zsh] $fails failed"
(( fails == 0 ))
ZSH
# -j's lists, as the bash completion has them
BASH_FILE=$DIR/../bash/iwcompat
json_cmds=$(sed -n 's/^_iwcompat_json_cmds=(\(.*\))$/\1/p' "$BASH_FILE")
json_dev_cmds=$(sed -n 's/^_iwcompat_json_dev_cmds=(\(.*\))$/\1/p' "$BASH_FILE")
[ -n "$json_cmds" ] && [ -n "$json_dev_cmds" ] || {
	echo "FAIL: no -j lists in $BASH_FILE" >&2
	exit 1
}
timeout 60 zsh -f "$TMP/t.zsh" "$DIR" "$TMP" "$json_cmds" "$json_dev_cmds"
