/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The layout of the installed headers (include/libiw/iwlib.h). */
#include <iwlib.h>
#define HEADERS_TABLE headers_public
#include "headers_layout.h"
