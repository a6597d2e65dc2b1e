/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * env_helper.c - prints what iwc_env() answers for each argument ("-"
 * for NULL), one per line: run by test_env set-user-ID and not.
 */
#include <stdio.h>

#include "iwcompat/env.h"

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *v = iwc_env(argv[i]);

		printf("%s\n", v ? v : "-");
	}
	return 0;
}
