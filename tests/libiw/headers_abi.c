/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The layout libiw.so.30 is built with (src/libiw/libiw_abi.h), which
 * has no typedefs and none of iwlib.h's own constants. */
#include "libiw_abi.h"
#define HEADERS_TABLE headers_abi
#define HEADERS_NO_MACROS
#include "headers_layout.h"
