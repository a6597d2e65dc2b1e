/*
 * tools.h - the legacy tools iwcompat answers to.
 */
#ifndef IWCOMPAT_TOOLS_H
#define IWCOMPAT_TOOLS_H

struct iwc_ctx;

struct iwc_tool {
	const char *name;
	/* Returns the process exit status (0..255). */
	int (*main)(struct iwc_ctx *ctx, int argc, char **argv);
	const char *summary;
};

const struct iwc_tool *iwc_tool_find(const char *name);
const struct iwc_tool *iwc_tools(unsigned int *ret_n);

int iwc_iwconfig_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwgetid_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwlist_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwpriv_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwspy_main(struct iwc_ctx *ctx, int argc, char **argv);
int iwc_iwevent_main(struct iwc_ctx *ctx, int argc, char **argv);

/* -v/--version of every tool but iwgetid (libiw's iw_print_version_info). */
int iwc_print_version(const struct iwc_ctx *ctx, const char *toolname);

#endif
