/*
 * tools.c - the table of legacy tools, sorted by name.
 */
#include <string.h>

#include "iwcompat/tools.h"

static const struct iwc_tool tools[] = {
	{ "iwconfig", iwc_iwconfig_main, "configure a wireless interface" },
	{ "iwevent", iwc_iwevent_main, "display wireless events" },
	{ "iwgetid", iwc_iwgetid_main, "report ESSID, NWID or AP/Cell address" },
	{ "iwlist", iwc_iwlist_main, "get detailed wireless information (scan)" },
	{ "iwpriv", iwc_iwpriv_main, "configure optional (private) parameters" },
	{ "iwspy", iwc_iwspy_main, "get wireless statistics from specific nodes" },
};

const struct iwc_tool *iwc_tools(unsigned int *ret_n)
{
	*ret_n = sizeof(tools) / sizeof(tools[0]);
	return tools;
}

const struct iwc_tool *iwc_tool_find(const char *name)
{
	for (size_t i = 0; i < sizeof(tools) / sizeof(tools[0]); i++)
		if (!strcmp(tools[i].name, name))
			return &tools[i];
	return NULL;
}
