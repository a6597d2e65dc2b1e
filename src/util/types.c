/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * types.c - the destructors of the shared result types
 * (iwcompat/types.h), for every layer that fills or reads them.
 */
#include <stdlib.h>

#include "iwcompat/types.h"

void iwc_name_list_free(struct iwc_name_list *list)
{
	free(list->names);
	list->names = NULL;
	list->n = 0;
}

void iwc_scan_result_free(struct iwc_scan_result *res)
{
	for (size_t i = 0; i < res->n; i++) {
		free(res->bss[i].ies);
		free(res->bss[i].beacon_ies);
	}
	free(res->bss);
	res->bss = NULL;
	res->n = res->cap = 0;
}
