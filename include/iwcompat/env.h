/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * env.h - iwcompat's environment variables (src/util/env.c).
 */
#ifndef IWCOMPAT_ENV_H
#define IWCOMPAT_ENV_H

/* An IWCOMPAT_* environment variable (iwcompat(8), ENVIRONMENT): NULL
 * when unset, and always in a set-user-ID or set-group-ID process or one
 * that gained capabilities (secure_getenv: AT_SECURE), which must not
 * let its caller pick the state directory or the backend. */
const char *iwc_env(const char *name);

#endif
