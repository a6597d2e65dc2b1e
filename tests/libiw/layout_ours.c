/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * layout_ours.c - the layout of libiw.so.30's structures as iwcompat's
 * library declares them (src/libiw/libiw_abi.h), for test_libiw_layout.
 */
#include <stddef.h>

#include "libiw_abi.h"

#include "layout_fields.h"

extern const size_t layout_ours[];
#define S(t) sizeof(t), _Alignof(t),
#define F(t, f) offsetof(t, f), sizeof(((t *)0)->f),
const size_t layout_ours[] = { LAYOUT };
