# iw 6.9 (Debian 13) against iw 5.19, the iw whose output the native mode
# follows (iwcompat(8), NATIVE MODE, "Which iw"): each rule rewrites one
# difference that iwcompat(8) lists back into iw 5.19's text. Applied by
# scenarios/native.sh to the real iw's side only, when the real iw says
# "iw version 6.9"; anything else that differs fails the case.
#
# --version
s/^iw version 6\.9$/iw version 5.19/
# link and scan: the frequency with its kHz offset ("freq: 2412.0"); link:
# the bss parameters without the empty line before them and a space after
# the colon, where 5.19 had a tab
s/^\(\t\{1,2\}freq: [0-9]*\)\.0$/\1/
s/^\tbss flags: /\n\tbss flags:\t/
s/^\(\tdtim period\|\tbeacon int\): /\1:\t/
# phy info: extended features iw 5.19 does not know are not listed there
/^\t\t\* \[ \(POWERED_ADDR_CHANGE\|PUNCT\|SECURE_NAN\|AUTH_AND_DEAUTH_RANDOM_TA\|OWE_OFFLOAD\|OWE_OFFLOAD_AP\|DFS_CONCURRENT\|SPP_AMSDU_SUPPORT\) \]: /d
# phy info: commands newer than iw 5.19 (nl80211 148..155) by number
s/^\(\t\t \* \)add_link$/\1Unknown command (148)/
s/^\(\t\t \* \)remove_link$/\1Unknown command (149)/
s/^\(\t\t \* \)add_link_sta$/\1Unknown command (150)/
s/^\(\t\t \* \)modify_link_sta$/\1Unknown command (151)/
s/^\(\t\t \* \)remove_link_sta$/\1Unknown command (152)/
s/^\(\t\t \* \)set_hw_timestamp$/\1Unknown command (153)/
s/^\(\t\t \* \)links_removed$/\1Unknown command (154)/
s/^\(\t\t \* \)set_tid_to_link_mapping$/\1Unknown command (155)/
# phy info: the frequencies with their kHz offset ("* 2412.0 MHz [1]")
s/^\(\t\t\t\* [0-9]*\)\.0 MHz/\1 MHz/
# phy info: the "Peer measurement (PMSR)" section, which 5.19 lacks
/^\tPeer measurement (PMSR)$/{
:pmsr
$d
N
/\n\t\t[^\n]*$/b pmsr
s/^.*\n//
}
