/*
 * tool_stubs.c - the tools later work fills in. Until then they say so
 * and fail: nothing may pretend to work.
 */
#include "iwcompat/ctx.h"
#include "iwcompat/tools.h"

static int not_yet(struct iwc_ctx *ctx, const char *tool)
{
	fprintf(ctx->err, "%s: not implemented yet in iwcompat\n", tool);
	return 1;
}

int iwc_iwevent_main(struct iwc_ctx *ctx, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return not_yet(ctx, "iwevent");
}
