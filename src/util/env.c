/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * env.c - iwcompat's environment variables (iwcompat/env.h).
 */
#include <stdlib.h>

#include "iwcompat/env.h"

const char *iwc_env(const char *name)
{
	return secure_getenv(name);
}
