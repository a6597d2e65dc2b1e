/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_argv.c - every tool's command line grammar, end to end: the
 * tool's main runs in-process against the fake backend of the unit
 * tests (tests/unit/fake_backend.c), in one of its named worlds, with
 * stdout and stderr captured in memory.
 *
 * Input: byte 0 picks the tool, byte 1 the world; the rest is argv[1..],
 * NUL-separated (at most 32 arguments).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"
#include "fuzz_worlds.h"
#include "iwcompat/tools.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ARGS 32

typedef int (*tool_fn)(struct iwc_ctx *, int, char **);

static const struct {
	const char *name;
	tool_fn fn;
} TOOLS[] = {
	{ "iwconfig", iwc_iwconfig_main },
	{ "iwlist", iwc_iwlist_main },
	{ "iwpriv", iwc_iwpriv_main },
	{ "iwgetid", iwc_iwgetid_main },
	{ "iwspy", iwc_iwspy_main },
	{ "iwevent", iwc_iwevent_main },
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *argv[MAX_ARGS + 1];
	struct fake_run res;
	unsigned int tool;
	char *args;
	size_t pos;
	int argc = 1;

	if (size < 2)
		return 0;
	tool = data[0] % (sizeof(TOOLS) / sizeof(TOOLS[0]));
	/* the arguments, each NUL-terminated (a copy ending in NUL) */
	args = malloc(size - 2 + 1);
	if (!args)
		return 0;
	memcpy(args, data + 2, size - 2);
	args[size - 2] = '\0';
	argv[0] = TOOLS[tool].name;
	for (pos = 0; size > 2 && pos < size - 2 && argc < MAX_ARGS;) {
		argv[argc++] = args + pos;
		pos += strlen(args + pos) + 1;
	}
	argv[argc] = NULL;
	unsetenv("POSIXLY_CORRECT");
	fake_run_tool(fuzz_world_get(data[1]), TOOLS[tool].fn, argc, argv, &res);
	if (res.rc < 0 || res.rc > 255)
		abort();
	fake_run_free(&res);
	free(args);
	return 0;
}
