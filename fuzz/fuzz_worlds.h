/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_worlds.h - the unit tests' named fake worlds for the targets that
 * run whole tools against them (fuzz-argv, fuzz-cmdline).
 *
 * libFuzzer calls a target with no context argument, so the worlds are
 * built once, on first use, and only read afterwards; each run gets a
 * fresh fake backend over one of them.
 */
#ifndef IWC_FUZZ_WORLDS_H
#define IWC_FUZZ_WORLDS_H

#include <stdlib.h>

#include "fake_backend.h"

#define FUZZ_MAX_WORLDS 256

/* world number @i (modulo the number of worlds) */
static inline const struct fake_world *fuzz_world_get(unsigned int i)
{
	static struct fake_world *worlds[FUZZ_MAX_WORLDS];
	static size_t n;
	const char *const *names;

	if (!n) {
		names = world_names(&n);
		if (n > FUZZ_MAX_WORLDS)
			n = FUZZ_MAX_WORLDS;
		for (size_t k = 0; k < n; k++) {
			worlds[k] = world_new(names[k]);
			if (!worlds[k])
				abort();
		}
	}
	return worlds[i % n];
}

#endif
