#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The layering check checked: two fake folders of src/ compiled here,
# low/ and high/ (high may use low), and a planted wrong-way call
# (low/plant.c calls high/high.c). The check must pass on the clean
# tree, fail on the plant, pass once the plant is listed as known, fail
# when a listed violation is gone, fail on a folder the table lacks or a
# table with a cycle, ignore the tests' own objects, and skip (77)
# without nm.
# Usage: test-check-layers.sh CHECK_LAYERS_SH   (the compiler: $CC, or cc)
set -eu
check=$1
CC=${CC:-cc}
command -v nm >/dev/null 2>&1 || { echo "nm missing"; exit 77; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
root=$tmp/root build=$tmp/root/build
mkdir -p "$root/src/low" "$root/src/high" "$build/tests"

cat > "$root/src/low/low.c" <<'C'
int low_value(void);
int low_value(void) { return 1; }
C
cat > "$root/src/high/high.c" <<'C'
int low_value(void);
int high_value(void);
int high_value(void) { return low_value() + 1; }
C
cat > "$root/src/main.c" <<'C'
int high_value(void);
int main(void) { return high_value(); }
C
# the planted wrong-way call: the lower folder uses the upper one
cat > "$root/src/low/plant.c" <<'C'
int high_value(void);
int low_plant(void);
int low_plant(void) { return high_value(); }
C
cat > "$root/allowed" <<'T'
# fixture: high uses low; src/main.c uses both
low ->
high -> low
src -> high low
T

# compile_commands.json as meson writes it, and the objects it names
entries=""
compile() { # SOURCE OBJECT (relative to the build)
	mkdir -p "$build/${2%/*}"
	(cd "$build" && $CC -c -o "$2" "../$1") || { echo "FAIL: cannot compile $1"; exit 1; }
	entries="$entries$(printf '  {\n    "directory": "%s",\n    "command": "%s -o %s -c ../%s",\n    "file": "../%s",\n    "output": "%s"\n  },' \
		"$build" "$CC" "$2" "$1" "$1" "$2")
"
}
write_db() {
	{ echo "["; printf '%s' "$entries" | sed '$ s/},$/}/'; echo "]"; } > "$build/compile_commands.json"
}
compile src/low/low.c lib.p/src_low_low.c.o
compile src/high/high.c lib.p/src_high_high.c.o
compile src/main.c exe.p/src_main.c.o
# a test's own copy of the plant: not one of the tree's objects
compile src/low/plant.c tests/t.p/.._src_low_plant.c.o
write_db

fail=0
run() { # EXPECTED_STATUS KNOWN [ALLOWED]
	set +e
	sh "$check" -a "${3:-$root/allowed}" -k "$2" "$root" "$build" > "$tmp/out" 2>&1
	st=$?
	set -e
	if [ "$st" -ne "$1" ]; then
		echo "FAIL: exit $st, want $1; output:"; sed 's/^/  /' "$tmp/out"; fail=1
	fi
}
has() {
	grep -Fxq -- "$1" "$tmp/out" || {
		echo "FAIL: no line '$1' in:"; sed 's/^/  /' "$tmp/out"; fail=1; }
}
hasnt() {
	! grep -Fq -- "$1" "$tmp/out" || {
		echo "FAIL: '$1' in:"; sed 's/^/  /' "$tmp/out"; fail=1; }
}

: > "$tmp/none"
echo "src/low/plant.c -> src/high/high.c" > "$tmp/plant"

# clean: high -> low and main -> high are allowed; the tests' copy of
# the plant is not read
run 0 "$tmp/none"
has "layers: 0 of 2 file-to-file dependencies between folders run against $root/allowed"
has "layers: no cycle between folders"
hasnt "plant"

# the planted wrong-way call, not listed: fails, names it, shows the cycle
compile src/low/plant.c lib.p/src_low_plant.c.o
write_db
run 1 "$tmp/none"
has "src/low/plant.c -> src/high/high.c: high_value"
has "layers: 1 of 3 file-to-file dependencies between folders run against $root/allowed"
has "layers:   low -> high: 1"
has "layers: folders in a cycle: high low"
has "layers:   src/low/plant.c -> src/high/high.c: high_value"

# listed as known: passes, still printed
run 0 "$tmp/plant"
has "src/low/plant.c -> src/high/high.c: high_value"
has "layers: ok: the 1 violations are the 1 known ones (issue 34 removes them)"

# -v lists the allowed ones too
sh "$check" -v -a "$root/allowed" -k "$tmp/plant" "$root" "$build" > "$tmp/out"
has "allowed src/high/high.c -> src/low/low.c: low_value"
has "against src/low/plant.c -> src/high/high.c: high_value"

# a folder with no line in the table
sed '/^high/d' "$root/allowed" > "$tmp/nohigh"
run 1 "$tmp/plant" "$tmp/nohigh"
has "layers: folder high has no line in $tmp/nohigh (say what it may use)"

# a table with a cycle
sed 's/^low ->$/low -> high/' "$root/allowed" > "$tmp/cyclic"
run 1 "$tmp/none" "$tmp/cyclic"
has "layers: $tmp/cyclic has a cycle through high"

# the plant removed but still listed: the list went stale
entries=""
compile src/low/low.c lib.p/src_low_low.c.o
compile src/high/high.c lib.p/src_high_high.c.o
compile src/main.c exe.p/src_main.c.o
write_db
run 1 "$tmp/plant"
has "layers:   src/low/plant.c -> src/high/high.c"

# an object named but not built
rm "$build/lib.p/src_high_high.c.o"
run 1 "$tmp/none"
has "layers: $build/lib.p/src_high_high.c.o (of src/high/high.c) is not built"

# without nm: skipped, with a message
mkdir "$tmp/bin"
for t in awk sort mktemp rm grep cat; do
	ln -s "$(command -v "$t")" "$tmp/bin/$t"
done
set +e
PATH=$tmp/bin /bin/sh "$check" -a "$root/allowed" -k "$tmp/none" "$root" "$build" > "$tmp/out" 2>&1
st=$?
set -e
[ "$st" -eq 77 ] || { echo "FAIL: without nm: exit $st, want 77"; fail=1; }
has "layers: SKIP: nm not found (binutils); the layering check reads the objects with it"

[ "$fail" -eq 0 ] && echo "check-layers: ok"
exit "$fail"
