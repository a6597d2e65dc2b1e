/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The layout of the iwlib.h on the system's include path: wireless-tools'
 * own (libiw-dev), the reference. */
#include <iwlib.h>
#define HEADERS_TABLE headers_system
#include "headers_layout.h"
