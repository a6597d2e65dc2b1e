/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_libiw_proc.c - libiw.so.30's /proc/net/wireless text
 * (libiw_proc_merge, src/libiw/libiw_proc.c) on any kernel text and
 * interface list. Whatever it builds must hold every line of the
 * kernel's text but the empty rows it replaced, and end with its NUL.
 * Input: byte 0 the number of interfaces (low 4 bits); then that many
 * names, each ended by a newline (at most 16 bytes kept); byte 1 of
 * the rest picks which interfaces have a row (bit i: interface i), the
 * rest of it is the kernel's text (none when empty and bit 7 of byte
 * 0 is set).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../src/libiw/libiw_proc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned int rows_mask;

static int row(void *arg, const char *name, char *buf, size_t cap)
{
	const struct iwc_name_list *names = arg;
	struct iwc_wext_info st;

	for (size_t i = 0; i < names->n; i++) {
		if (strncmp(names->names[i], name, IWC_IFNAMSIZ) != 0)
			continue;
		if (!(rows_mask & (1u << i)))
			return i & 1 ? -1 : 0;
		memset(&st, 0, sizeof(st));
		st.qual.qual = (uint8_t)i;
		st.qual.updated = (uint8_t)(rows_mask >> 8);
		int n = libiw_proc_row(buf, cap, name, &st);
		return n > 0 ? n : 0;
	}
	__builtin_trap();	/* a name not in the list */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct iwc_name_list names = { 0 };
	size_t i = 1, n;
	char *kernel = NULL, *out = NULL;
	size_t out_len = 0;
	int r;

	if (size < 2)
		return 0;
	n = data[0] & 0x0f;
	names.names = calloc(n ? n : 1, IWC_IFNAMSIZ);
	if (names.names == NULL)
		return 0;
	for (; names.n < n && i < size; names.n++) {
		size_t k = 0;

		while (i < size && data[i] != '\n') {
			if (k < IWC_IFNAMSIZ - 1)
				names.names[names.n][k++] = (char)data[i];
			i++;
		}
		i++;
	}
	if (i + 1 < size) {
		rows_mask = data[i] | (unsigned int)data[i] << 8;
		i++;
	}
	size_t klen = i < size ? size - i : 0;
	if (klen > 0 || !(data[0] & 0x80)) {
		/* the kernel's text in a buffer of its exact size */
		kernel = malloc(klen ? klen : 1);
		if (kernel == NULL)
			goto out;
		memcpy(kernel, data + i, klen);
	}
	r = libiw_proc_merge(kernel, klen, &names, row, &names, &out,
			     &out_len);
	if (r == 1) {
		if (out[out_len] != '\0')
			__builtin_trap();
		free(out);
	} else if (r != 0 && r != -1) {
		__builtin_trap();
	}
out:
	free(kernel);
	free(names.names);
	return 0;
}
