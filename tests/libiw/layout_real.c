/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * layout_real.c - the layout of libiw.so.30's structures as programs
 * compiled against wireless-tools' iwlib.h see it, on the architecture
 * built for (test_libiw_layout.c compares it with ours).
 */
#include <stddef.h>

#include <iwlib.h>

#include "layout_fields.h"

extern const size_t layout_real[];
#define S(t) sizeof(t), _Alignof(t),
#define F(t, f) offsetof(t, f), sizeof(((t *)0)->f),
const size_t layout_real[] = { LAYOUT };
