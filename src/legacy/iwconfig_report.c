/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iwconfig_report.c - the reports iwconfig prints for a bad command
 * line or a failed request, with their exit statuses
 * (docs/reference/iwconfig.md#setting-errors); the requests' names and
 * codes come from parse_iwconfig.c's table. A bad command line's own
 * report is the parser's (src/syntax/set_diag.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/apply.h"
#include "iwcompat/ctx.h"
#include "iwcompat/settings.h"

static void fmt_failed(FILE *f, enum iwc_req req, unsigned int code,
		       const char *what, const char *ifname, int errnum)
{
	fprintf(f, "Error for wireless request \"%s\" (%X) :\n", iwc_req_name(req),
		code);
	fprintf(f, "    %s failed on device %-1.16s ; %s.\n", what, ifname,
		strerror(errnum));
}

void iwc_fmt_set_failed(FILE *f, enum iwc_req req, const char *ifname,
			int errnum)
{
	fmt_failed(f, req, iwc_req_set_code(req), "SET", ifname, errnum);
}

void iwc_fmt_get_failed(FILE *f, enum iwc_req req, const char *ifname,
			int errnum)
{
	fmt_failed(f, req, iwc_req_get_code(req), "GET", ifname, errnum);
}

/*
 * The state lock could not be had (issue 32, findings 1 and 7): nothing
 * was set. A state directory that is not private is refused in words of
 * our own (WEXT had none); any other failure (the lock held by another
 * process past the wait, a directory root keeps for itself, a read-only
 * or full /run) is reported as wireless-tools reports a SET the kernel
 * refused: the first setting, the lock's errno, exit status 250, then a
 * line that says why.
 */
static int fmt_lock_failed(FILE *f, const char *ifname,
			   const struct iwc_apply_diag *d)
{
	const char *why;

	if (d->err == EPERM || d->err == ELOOP || d->err == ENOTDIR) {
		fprintf(f,
			"iwconfig: %s: state directory refused (%s): it must be root's own directory, mode 0700; nothing set\n",
			ifname, strerror(d->err));
		return 255;
	}
	iwc_fmt_set_failed(f, d->req, ifname, d->err);
	if (d->err == ETIMEDOUT)
		why = "the state lock is held by another process";
	else if (d->err == EACCES)
		why = "the state directory is root's: ESSID, AP, channel and keys need root";
	else
		why = "cannot take the state lock";
	fprintf(f, "iwconfig: %s: %s: nothing set\n", ifname, why);
	return 250;
}

int iwc_fmt_apply_diag(FILE *f, const char *ifname,
		       const struct iwc_apply_diag *d)
{
	int status = 0;

	switch (d->fail) {
	case IWC_APPLY_OK:
		break;
	case IWC_APPLY_NO_MEMORY:
		return 255;
	case IWC_APPLY_LOCK_FAILED:
		return fmt_lock_failed(f, ifname, d);
	case IWC_APPLY_GET_FAILED:
		iwc_fmt_get_failed(f, d->req, ifname, d->err);
		status = 249;
		break;
	case IWC_APPLY_SET_FAILED:
		iwc_fmt_set_failed(f, d->req, ifname, d->err);
		status = 250;
		break;
	}
	if (d->save_err) {
		/* never lose a setting silently */
		fprintf(f, "iwconfig: %s: cannot save the settings (%s)\n",
			ifname, strerror(d->save_err));
		if (!status)
			status = 255;
	}
	return status;
}

int iwc_iwconfig_apply(const struct iwc_ctx *ctx, struct iwc_set_req *req)
{
	struct iwc_apply_diag diag;

	iwc_wext_apply(ctx, req, &diag);
	return iwc_fmt_apply_diag(ctx->err, req->ifname, &diag);
}
