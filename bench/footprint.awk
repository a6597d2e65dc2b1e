# SPDX-License-Identifier: GPL-2.0-or-later
# bench/footprint.awk - distinct code per phase from callgrind dumps
# (bench/scan-footprint.sh): the addresses of the instructions each
# dump ran (--dump-instr=yes --compress-pos=no --compress-strings=no),
# counted as A = all of the first dump's, B = the second's not in A,
# C = the third's in neither, and per phase the functions with the most
# of them (TOP, default 30), and the instructions each dump ran.
#
#   awk -v top=30 -f bench/footprint.awk PHASE_A PHASE_B PHASE_C
FNR == 1 { file++ }
/^fn=/ { fn = substr($0, 4); next }
/^calls=/ { callcost = 1; next }
/^summary:/ { ran[file] = $2; next }
/^0x[0-9a-f]+ / {
	if (callcost) {	# the cost of a call, not an instruction of fn
		callcost = 0
		next
	}
	a = $1
	if (file == 1) {
		if (!(a in A)) { A[a] = fn; nA++; fA[fn]++ }
	} else if (file == 2) {
		if (!(a in A) && !(a in B)) { B[a] = fn; nB++; fB[fn]++ }
	} else if (!(a in A) && !(a in B) && !(a in C)) {
		C[a] = fn; nC++; fC[fn]++
	}
	next
}
function list(name, n, f, k, i, j, best, bi, done) {
	printf "--- %s: %d distinct instructions, %d run\n", name, n, ran[k]
	for (i = 0; i < top; i++) {
		best = 0
		for (j in f)
			if (!(j in done) && f[j] > best) { best = f[j]; bi = j }
		if (!best)
			break
		done[bi] = 1
		printf "%7d  %s\n", best, bi
	}
}
END {
	if (top == "")
		top = 30
	list("A: start to the trigger", nA, fA, 1)
	list("B: new while the kernel scans (not overhead)", nB, fB, 2)
	list("C: new after the results", nC, fC, 3)
}
