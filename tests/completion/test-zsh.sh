#!/bin/sh
# test-zsh.sh - tests of the zsh completion (completions/zsh/_iwcompat).
#
#   tests/completion/test-zsh.sh [COMPLETION_DIR]
#
# Drives an interactive zsh on a pseudo-terminal (zsh/zpty): types a
# partial command line, presses TAB, and checks the line or the listing.
# Interfaces come from a fake /sys/class/net. Exit 77 (skipped) without zsh.

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
dir=$1 tmp=$2
integer n=0 fails=0
zpty z "env -i HOME=$tmp TERM=dumb PATH=$tmp/bin:$PATH _IWCOMPAT_SYSFS_NET=$tmp/net zsh -f -i"
zpty -w z "PS1='%% '; fpath=($dir \$fpath); autoload -Uz compinit; compinit -u -D; zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' format '<%d>'; zstyle ':completion:*' group-name ''; unsetopt beep"
# sync: wait for the output of a command whose text differs from its echo
sync_out() {
	(( n++ ))
	zpty -w z "print SYNC-\$(( $n * 2 ))"
	out=
	zpty -r z out "*SYNC-$(( n * 2 ))*%*" || { print "FAIL: no answer from zsh"; exit 1 }
	out=${${out//$'\r'/}//$'\e'\[[0-9;]#[A-Za-z]/}
}
sync_out
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
expect 'iwcompat li' '*iwcompat link-up *'
zpty -d z
print "[zsh] $fails failed"
(( fails == 0 ))
ZSH
timeout 60 zsh -f "$TMP/t.zsh" "$DIR" "$TMP"
