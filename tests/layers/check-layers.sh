#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The layering check (docs/layout.md#layering-check): which file of
# src/FOLDER/ uses a global symbol defined in another folder, read with nm
# from the build's objects, against the table of allowed folder-to-folder
# dependencies (tests/layers/allowed). A dependency the table does not
# allow is a violation; the violations known today are listed in
# tests/layers/known-violations, which may only shrink: the check fails on
# a violation not listed there, and on a listed one that is gone.
#
# Usage: check-layers.sh [-v] [-a ALLOWED] [-k KNOWN] SOURCE_ROOT BUILD_DIR
#   -v  also list every dependency between folders, allowed or not
# The objects are those of compile_commands.json whose source is
# SOURCE_ROOT/src/**.c, outside the build's tests/ and fuzz/ folders (the
# core library, the kernel library, libiw.so, the executable's main.c).
# The folder of src/F/x.c is F; of src/x.c (main.c, tools.c), "src".
# Exit: 0 as listed, 1 a violation not listed or a listed one gone (or a
# bad table), 2 usage, 77 no nm (or LTO objects nm cannot read).
# Calls through include/iwcompat/backend.h's table of function pointers
# are no symbols: the check sees direct calls and data only.
set -eu

usage() {
	echo "usage: check-layers.sh [-v] [-a ALLOWED] [-k KNOWN] SOURCE_ROOT BUILD_DIR" >&2
	exit 2
}

verbose=0 allowed="" known=""
while [ $# -gt 0 ]; do
	case $1 in
	-v) verbose=1; shift ;;
	-a) [ $# -ge 2 ] || usage; allowed=$2; shift 2 ;;
	-k) [ $# -ge 2 ] || usage; known=$2; shift 2 ;;
	--) shift; break ;;
	-*) usage ;;
	*) break ;;
	esac
done
[ $# -eq 2 ] || usage
root=$1 build=$2
allowed=${allowed:-$root/tests/layers/allowed}
known=${known:-$root/tests/layers/known-violations}

command -v nm >/dev/null 2>&1 || {
	echo "layers: SKIP: nm not found (binutils); the layering check reads the objects with it"
	exit 77
}
for f in "$allowed" "$known" "$build/compile_commands.json"; do
	[ -r "$f" ] || { echo "layers: cannot read $f" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

# The source root as an absolute path, both as spelled and physical
# (compile_commands.json has whichever meson was given).
root_l=$(cd "$root" && pwd -L)
root_p=$(cd "$root" && pwd -P)

# SOURCE OBJECT, one line per source file of src/ (its first object
# outside tests/ and fuzz/). compile_commands.json as meson and ninja
# write it: one key per line.
awk -v rl="$root_l" -v rp="$root_p" -v b="$build" '
function val(s) {
	sub(/^[^:]*: *"/, "", s); sub(/",? *$/, "", s)
	gsub(/\\"/, "\"", s); gsub(/\\\\/, "\\", s)
	return s
}
function norm(p,   n, i, a, out, k, s) {
	n = split(p, a, "/"); k = 0
	for (i = 1; i <= n; i++) {
		if (a[i] == "" || a[i] == ".") continue
		if (a[i] == "..") { if (k > 0) k--; continue }
		s[++k] = a[i]
	}
	out = ""
	for (i = 1; i <= k; i++) out = out "/" s[i]
	return out == "" ? "/" : out
}
function under(p, r) { return index(p, r "/") == 1 ? substr(p, length(r) + 2) : "" }
function emit(   src, obj, rel, objrel) {
	if (file == "") return
	if (out == "" && match(cmd, / -o [^ ]+/)) out = substr(cmd, RSTART + 4, RLENGTH - 4)
	if (out == "") return
	src = file ~ /^\// ? file : dir "/" file
	src = norm(src)
	rel = under(src, rl); if (rel == "") rel = under(src, rp)
	if (rel !~ /^src\/.*\.c$/) return
	obj = out ~ /^\// ? out : dir "/" out
	objrel = under(norm(obj), norm(dir))
	if (objrel ~ /^(tests|fuzz)\//) return
	if (rel in seen) return
	seen[rel] = 1
	print rel "\t" obj
}
/^ *"directory":/ { dir = val($0) }
/^ *"file":/ { file = val($0) }
/^ *"output":/ { out = val($0) }
/^ *"command":/ { cmd = val($0) }
/^ *}/ { emit(); dir = file = out = cmd = "" }
' "$build/compile_commands.json" | sort > "$tmp/objects"

[ -s "$tmp/objects" ] || {
	echo "layers: no object of $root/src in $build/compile_commands.json" >&2
	exit 1
}

# FILE TYPE SYMBOL for every global symbol of every object (one nm for
# all: most of nm's time is its start).
set --
tab=$(printf '\t')
while IFS=$tab read -r src obj; do
	[ -f "$obj" ] || { echo "layers: $obj (of $src) is not built" >&2; exit 1; }
	set -- "$@" "$obj"
done < "$tmp/objects"
if ! nm -P -g -A "$@" > "$tmp/nm" 2> "$tmp/nm.err"; then
	if grep -q "plugin needed" "$tmp/nm.err"; then
		echo "layers: SKIP: nm cannot read the LTO objects here"
		exit 77
	fi
	cat "$tmp/nm.err" >&2
	echo "layers: nm failed" >&2
	exit 1
fi
awk -v objects="$tmp/objects" '
BEGIN {
	FS = "\t"
	while ((getline line < objects) > 0) { split(line, a, "\t"); src[a[2] ": "] = a[1] }
	FS = " "
}
{
	i = index($0, ": ")
	o = substr($0, 1, i + 1)
	if (!(o in src)) { print "layers: nm printed an unknown object: " $0 > "/dev/stderr"; exit 1 }
	n = split(substr($0, i + 2), a, " ")
	if (n >= 2) print src[o], a[2], a[1]
}' "$tmp/nm" > "$tmp/symbols"

# libc's functions that libiw.so defines in place of libc's (ioctl, the
# opens of /proc/net/wireless: src/libiw/libiw.interposed): a call to
# them from another folder is a call to libc, no dependency on libiw
interposed=$root/src/libiw/libiw.interposed
[ -r "$interposed" ] || interposed=/dev/null
awk -v allowed="$allowed" -v known="$known" -v verbose="$verbose" \
    -v interposed="$interposed" '
function folder(f,   a) {
	split(f, a, "/")
	return a[3] == "" ? "src" : a[2]
}
function isort(arr, n,   i, j, t) {
	for (i = 2; i <= n; i++) {
		t = arr[i]
		for (j = i - 1; j >= 1 && arr[j] > t; j--) arr[j + 1] = arr[j]
		arr[j + 1] = t
	}
}
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
BEGIN {
	bad = 0
	while ((getline line < interposed) > 0) { line = trim(line); if (line != "") libc[line] = 1 }
	close(interposed)
	# the table: FOLDER -> FOLDER...
	while ((getline line < allowed) > 0) {
		sub(/#.*/, "", line); line = trim(line)
		if (line == "") continue
		if (index(line, "->") == 0) {
			print "layers: " allowed ": not FOLDER -> FOLDER...: " line; bad = 1; continue
		}
		from = trim(substr(line, 1, index(line, "->") - 1))
		if (from in intable) { print "layers: " allowed ": " from " twice"; bad = 1 }
		intable[from] = 1
		n = split(substr(line, index(line, "->") + 2), a, " ")
		for (i = 1; i <= n; i++) ok[from, a[i]] = 1
	}
	close(allowed)
	# the known violations: FROM_FILE -> TO_FILE
	nknown = 0
	while ((getline line < known) > 0) {
		sub(/#.*/, "", line); line = trim(line)
		if (line == "") continue
		if (split(line, a, " ") != 3 || a[2] != "->") {
			print "layers: " known ": not FROM_FILE -> TO_FILE: " line; bad = 1; continue
		}
		k = a[1] " -> " a[3]
		if (k in isknown) { print "layers: " known ": twice: " k; bad = 1; continue }
		isknown[k] = 1; knownlist[++nknown] = k
	}
	close(known)
}
{
	f = $1; t = $2; s = $3
	if (s in libc) next
	if (!(f in files)) { files[f] = 1; fl = folder(f); if (!(fl in folders)) { folders[fl] = 1; flist[++nf] = fl } }
	if (t == "U" || t == "w" || t == "v") { nref++; rf[nref] = f; rs[nref] = s }
	else if (s in def) { if (def[s] != f) def[s] = def[s] " " f }
	else def[s] = f
}
END {
	isort(flist, nf)
	# every folder has a line in the table; the table has no cycle
	for (i = 1; i <= nf; i++) if (!(flist[i] in intable)) {
		print "layers: folder " flist[i] " has no line in " allowed " (say what it may use)"; bad = 1
	}
	for (x in intable) for (y in intable) if ((x, y) in ok) reach[x, y] = 1
	for (z in intable) for (x in intable) if ((x, z) in reach) for (y in intable) if ((z, y) in reach) reach[x, y] = 1
	for (x in intable) if ((x, x) in reach) { print "layers: " allowed " has a cycle through " x; bad = 1 }

	# file-to-file dependencies between folders, with their symbols
	np = 0
	for (i = 1; i <= nref; i++) {
		if (!(rs[i] in def)) continue
		n = split(def[rs[i]], d, " ")
		for (j = 1; j <= n; j++) {
			if (folder(d[j]) == folder(rf[i])) continue
			k = rf[i] " -> " d[j]
			if (!(k in syms)) { pairs[++np] = k; syms[k] = rs[i] }
			else syms[k] = syms[k] " " rs[i]
		}
	}
	isort(pairs, np)
	nv = 0
	for (i = 1; i <= np; i++) {
		split(pairs[i], a, " ")
		ff = folder(a[1]); tf = folder(a[3])
		fdep[ff, tf]++
		if (!((ff, tf) in fexample)) fexample[ff, tf] = pairs[i]
		m = split(syms[pairs[i]], sa, " "); isort(sa, m)
		line = sa[1]; for (j = 2; j <= m; j++) line = line " " sa[j]
		syms[pairs[i]] = line
		wrong = !((ff, tf) in ok)
		if (verbose) print (wrong ? "against " : "allowed ") pairs[i] ": " line
		if (!wrong) continue
		nv++; fviol[ff, tf]++
		viol[pairs[i]] = 1
		if (!verbose) print pairs[i] ": " line
	}
	printf "layers: %d of %d file-to-file dependencies between folders run against %s\n", nv, np, allowed
	for (i = 1; i <= nf; i++) for (j = 1; j <= nf; j++) if ((flist[i], flist[j]) in fviol)
		printf "layers:   %s -> %s: %d\n", flist[i], flist[j], fviol[flist[i], flist[j]]

	# cycles between folders: the strongly connected sets of folders
	for (i = 1; i <= nf; i++) for (j = 1; j <= nf; j++) if ((flist[i], flist[j]) in fdep) r[flist[i], flist[j]] = 1
	for (k = 1; k <= nf; k++) for (i = 1; i <= nf; i++) if ((flist[i], flist[k]) in r)
		for (j = 1; j <= nf; j++) if ((flist[k], flist[j]) in r) r[flist[i], flist[j]] = 1
	ncyc = 0
	for (i = 1; i <= nf; i++) {
		x = flist[i]
		if (x in incycle || !((x, x) in r)) continue
		members = x; incycle[x] = 1
		for (j = i + 1; j <= nf; j++) if (((x, flist[j]) in r) && ((flist[j], x) in r)) {
			members = members " " flist[j]; incycle[flist[j]] = 1
		}
		ncyc++
		print "layers: folders in a cycle: " members
		# a shortest cycle through x (breadth first), with a file pair per step
		delete prev; delete dist; q[1] = x; qh = 1; qt = 1; dist[x] = 0; found = ""
		while (qh <= qt && found == "") {
			u = q[qh++]
			for (j = 1; j <= nf; j++) {
				v = flist[j]
				if (!((u, v) in fdep)) continue
				if (v == x) { found = u; break }
				if (!(v in dist)) { dist[v] = dist[u] + 1; prev[v] = u; q[++qt] = v }
			}
		}
		path = x; step = found
		while (step != x) { path = step " -> " path; step = prev[step] }
		path = x " -> " path
		print "layers:   e.g. " path
		n = split(path, a, " -> ")
		for (j = 1; j < n; j++) print "layers:     " fexample[a[j], a[j + 1]]
	}
	if (ncyc == 0) print "layers: no cycle between folders"

	# against the list of known violations: nothing new, nothing stale
	nnew = 0
	for (i = 1; i <= np; i++) if ((pairs[i] in viol) && !(pairs[i] in isknown)) {
		if (!nnew++) print "layers: FAIL: wrong-way dependencies not in " known " (use the layer below, or the backend contract):"
		print "layers:   " pairs[i] ": " syms[pairs[i]]
	}
	ngone = 0
	for (i = 1; i <= nknown; i++) if (!(knownlist[i] in viol)) {
		if (!ngone++) print "layers: FAIL: listed in " known " but no longer a violation (delete the line):"
		print "layers:   " knownlist[i]
	}
	if (nnew || ngone || bad) exit 1
	printf "layers: ok: the %d violations are the %d known ones (issue 34 removes them)\n", nv, nknown
}
' "$tmp/symbols"
