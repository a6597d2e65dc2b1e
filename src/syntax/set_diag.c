/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * set_diag.c - what iwconfig prints for a bad command line, and its exit
 * status (255 to 251: docs/reference/iwconfig.md#setting-errors), from
 * the diagnostic parse_iwconfig.c returns: the parser's own words, as
 * wireless-tools' parser printed them, for iwconfig and for explain.
 */
#include <stdio.h>
#include <stdlib.h>

#include "iwcompat/settings.h"

void iwc_set_diag_free(struct iwc_set_diag *diag)
{
	free(diag->out);
	diag->out = NULL;
	diag->out_len = 0;
}

int iwc_fmt_set_diag(FILE *f, const struct iwc_set_diag *d)
{
	fputs(d->pre, f);
	switch (d->err) {
	case IWC_SET_OK:
		return 0;
	case IWC_SET_ERR_UNKNOWN:
		fprintf(f, "iwconfig: unknown command \"%s\"\n", d->arg);
		return 255;
	case IWC_SET_ERR_AMBIGUOUS:
		fprintf(f, "iwconfig: command \"%s\" is ambiguous\n", d->arg);
		return 255;
	case IWC_SET_ERR_TOO_MANY:
		fprintf(f, "iwconfig: too many settings (max %d)\n", d->max);
		return 255;
	default:
		break;
	}
	fprintf(f, "Error for wireless request \"%s\" (%X) :\n",
		iwc_req_name(d->req), iwc_req_set_code(d->req));
	switch (d->err) {
	case IWC_SET_ERR_TOO_FEW:
		fprintf(f, "    too few arguments.\n");
		return 254;
	case IWC_SET_ERR_INVALID:
		fprintf(f, "    invalid argument \"%s\".\n", d->arg);
		return 253;
	case IWC_SET_ERR_TOO_BIG:
		fprintf(f, "    argument too big (max %d)\n", d->max);
		return 252;
	default:
		fprintf(f, "    conflicting argument \"%s\".\n", d->arg);
		return 251;
	}
}
