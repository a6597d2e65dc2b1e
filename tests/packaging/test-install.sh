#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# test-install.sh - what `meson install` puts where.
#
#   tests/packaging/test-install.sh BUILD_DIR
#
# Installs BUILD_DIR into a temporary DESTDIR (--no-rebuild) and checks:
# iwcompat in sbindir with the six legacy names as symlinks resolving to
# it, the seven man pages, the bash completion (one file and a symlink per
# tool name), the zsh completion (by default in zsh's site-functions), and
# the ifupdown hooks (when the `ifupdown` option is on) with the installed
# binary's path in them.

BUILD=${1:?usage: test-install.sh BUILD_DIR}
BUILD=$(cd "$BUILD" && pwd) || exit 1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
D=$TMP/dest
fails=0
ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; fails=$((fails + 1)); }

opt() {
	meson introspect --buildoptions "$BUILD" |
		python3 -c 'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == sys.argv[1]))' "$1"
}
# an install directory option as an absolute path
absdir() {
	v=$(opt "$1")
	case $v in
	/*) echo "$v" ;;
	*) echo "$(opt prefix)/$v" ;;
	esac
}

if ! meson install -C "$BUILD" --destdir "$D" --no-rebuild >"$TMP/install.log" 2>&1; then
	cat "$TMP/install.log"
	echo "FAIL: meson install"
	exit 1
fi
SBIN=$(absdir sbindir)
MAN=$(absdir mandir)
SYSCONF=$(absdir sysconfdir)

if [ -x "$D$SBIN/iwcompat" ] && [ ! -L "$D$SBIN/iwcompat" ]; then
	ok "$SBIN/iwcompat"
else
	fail "$SBIN/iwcompat is not an executable file"
fi
v=$("$D$SBIN/iwcompat" --version 2>&1)
case $v in
"iwcompat "*) ok "iwcompat --version: $v" ;;
*) fail "iwcompat --version: $v" ;;
esac
# every top-level word of native mode (iwcompat(8)) reaches it: whatever
# this machine's radios, never the dispatcher's "unknown tool"
for w in dev phy list "reg get" "-j dev" "--json list"; do
	# shellcheck disable=SC2086
	if "$D$SBIN/iwcompat" $w 2>&1 < /dev/null | grep -q 'unknown tool'; then
		fail "iwcompat $w: not dispatched to native mode"
	else
		ok "iwcompat $w: native mode"
	fi
done
for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
	l=$D$SBIN/$t
	if [ -L "$l" ] && [ "$(readlink "$l")" = iwcompat ] &&
		[ "$(readlink -f "$l")" = "$(readlink -f "$D$SBIN/iwcompat")" ]; then
		ok "$SBIN/$t -> iwcompat"
	else
		fail "$SBIN/$t is not a symlink to iwcompat"
	fi
	[ -f "$D$MAN/man8/$t.8" ] && ok "$MAN/man8/$t.8" || fail "$MAN/man8/$t.8 missing"
done
[ -f "$D$MAN/man8/iwcompat.8" ] && ok "$MAN/man8/iwcompat.8" || fail "$MAN/man8/iwcompat.8 missing"

bc=$(find "$D" -path '*/bash-completion/completions/iwcompat' -type f)
if [ -n "$bc" ]; then
	ok "bash completion ${bc#"$D"}"
	for t in iwconfig iwlist iwpriv iwgetid iwspy iwevent; do
		l=$(dirname "$bc")/$t
		[ -L "$l" ] && [ "$(readlink "$l")" = iwcompat ] && ok "  $t -> iwcompat" ||
			fail "bash completion $t is not a symlink to iwcompat"
	done
	bash -n "$bc" || fail "bash completion: syntax"
elif [ "$(opt bash_completions_dir)" = no ]; then
	ok "bash completion not installed (bash_completions_dir=no)"
else
	fail "bash completion not installed"
fi

zc=$(find "$D" -path '*/zsh/*/_iwcompat' -type f)
# by default in zsh's own site-functions, whatever the prefix or distribution
zdef=$(absdir datadir)/zsh/site-functions/_iwcompat
if [ -n "$zc" ] && [ -z "$(opt zsh_completions_dir)" ] && [ "$zc" != "$D$zdef" ]; then
	fail "zsh completion in ${zc#"$D"}, not in the default $zdef"
elif [ -n "$zc" ]; then
	ok "zsh completion ${zc#"$D"}"
elif [ "$(opt zsh_completions_dir)" = no ]; then
	ok "zsh completion not installed (zsh_completions_dir=no)"
else
	fail "zsh completion not installed"
fi

if [ "$(opt ifupdown)" = True ]; then
	for phase in if-pre-up if-up if-post-down; do
		h=$D$SYSCONF/network/$phase.d/iwcompat
		if [ -x "$h" ] && grep -q "^IWCOMPAT=$SBIN/iwcompat\$" "$h" && sh -n "$h"; then
			ok "$SYSCONF/network/$phase.d/iwcompat"
		else
			fail "$SYSCONF/network/$phase.d/iwcompat missing, not executable or not configured"
		fi
	done
else
	[ -d "$D$SYSCONF/network" ] && fail "hooks installed with ifupdown=false" ||
		ok "no ifupdown hooks (ifupdown=false)"
fi

echo "install: $fails failed"
[ "$fails" -eq 0 ]
