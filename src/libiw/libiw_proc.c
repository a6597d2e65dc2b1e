/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_proc.c - the text of /proc/net/wireless with the rows cfg80211
 * would have written for the interfaces the kernel no longer lists
 * (libiw_proc.h, docs/libiw.md "/proc/net/wireless"). The layout is
 * wext-proc.c's: two header lines, then one line per device,
 * "%6s: %04x  %3d%c  %3d%c  %3d%c  %6d %6d %6d %6d %6d   %6d\n" (name,
 * status, link, level, noise with a '.' when updated, the five
 * discarded counters, missed beacons), level and noise less 256 when
 * the quality is in dBm.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/units.h"
#include "libiw_proc.h"

int libiw_proc_row(char *buf, size_t cap, const char *name,
		   const struct iwc_wext_info *st)
{
	static const struct iwc_wext_info none;
	const struct iwc_wext_info *s = st ? st : &none;
	unsigned int up = s->qual.updated;
	int dbm = (up & IWC_QUAL_DBM) ? 0x100 : 0;
	int n;

	/* status: cfg80211 never sets it; the counters are u32 printed
	 * with %d, as the kernel does */
	n = snprintf(buf, cap, "%6s: %04x  %3d%c  %3d%c  %3d%c  %6d %6d %6d "
		     "%6d %6d   %6d\n", name, 0u, s->qual.qual,
		     (up & IWC_QUAL_QUAL_UPDATED) ? '.' : ' ',
		     (int)s->qual.level - dbm,
		     (up & IWC_QUAL_LEVEL_UPDATED) ? '.' : ' ',
		     (int)s->qual.noise - dbm,
		     (up & IWC_QUAL_NOISE_UPDATED) ? '.' : ' ',
		     (int)s->discard_nwid, (int)s->discard_code,
		     (int)s->discard_fragment, (int)s->discard_retries,
		     (int)s->discard_misc, (int)s->miss_beacon);
	return n < 0 || (size_t)n >= cap ? -1 : n;
}

/* A growing text; a failed allocation is remembered. */
struct text {
	char *s;
	size_t len, cap;
	bool failed;
};

static void put(struct text *t, const char *p, size_t n);

/* A row of ours, on a line of its own (a kernel's last line without
 * its newline is ended first). */
static void put_row(struct text *t, const char *row, size_t n)
{
	if (t->len > 0 && !t->failed && t->s[t->len - 1] != '\n')
		put(t, "\n", 1);
	put(t, row, n);
}

static void put(struct text *t, const char *p, size_t n)
{
	if (t->failed)
		return;
	if (t->len + n + 1 > t->cap) {
		size_t cap = t->cap ? t->cap : 1024;
		char *s;

		while (cap < t->len + n + 1)
			cap *= 2;
		s = realloc(t->s, cap);
		if (s == NULL) {
			t->failed = true;
			return;
		}
		t->s = s;
		t->cap = cap;
	}
	memcpy(t->s + t->len, p, n);
	t->len += n;
	t->s[t->len] = '\0';
}

/* One line of the kernel's text: [start, start + len), the newline
 * included when there is one; the device's name, when a row. */
struct line {
	const char *start;
	size_t len;
	const char *name;
	size_t name_len;
};

/* The name of a row: after the blanks, up to the ':' ("%6s:"; a
 * device's name has no blank and no ':'). */
static void line_name(struct line *l)
{
	const char *p = l->start, *end = l->start + l->len;

	while (p < end && *p == ' ')
		p++;
	for (const char *q = p; q < end && *q != '\n'; q++) {
		if (*q == ':') {
			l->name = p;
			l->name_len = (size_t)(q - p);
			return;
		}
		if (*q == ' ')
			return;
	}
}

static size_t split(const char *s, size_t n, struct line *lines)
{
	size_t count = 0, i = 0;

	while (i < n) {
		const char *nl = memchr(s + i, '\n', n - i);
		size_t len = nl ? (size_t)(nl - (s + i)) + 1 : n - i;

		if (lines) {
			memset(&lines[count], 0, sizeof(lines[count]));
			lines[count].start = s + i;
			lines[count].len = len;
		}
		count++;
		i += len;
	}
	return count;
}

static bool is_name(const struct line *l, const char *name)
{
	size_t n = strnlen(name, IWC_IFNAMSIZ);

	return l->name && l->name_len == n && memcmp(l->name, name, n) == 0;
}

/* The row the kernel prints for a device without statistics (cfg80211
 * refusing WEXT on an MLO wiphy, where cfg80211 is built in). */
static bool is_empty_row(const struct line *l, const char *name)
{
	char row[128];
	int n = libiw_proc_row(row, sizeof(row), name, NULL);

	return n > 0 && l->len == (size_t)n && memcmp(l->start, row, l->len) == 0;
}

int libiw_proc_merge(const char *kernel, size_t klen,
		     const struct iwc_name_list *names, libiw_proc_row_fn fn,
		     void *arg, char **ret, size_t *ret_len)
{
	static const char header[] =
		"Inter-| sta-|   Quality        |   Discarded packets"
		"               | Missed | WE\n"
		" face | tus | link level noise |  nwid  crypt   frag  retry"
		"   misc | beacon | %d\n";
	struct text t = { 0 };
	struct line *lines = NULL;
	size_t nlines = 0, first_row, k;
	bool changed = false;
	char row[160];

	if (kernel) {
		nlines = split(kernel, klen, NULL);
		lines = nlines ? calloc(nlines, sizeof(*lines)) : NULL;
		if (nlines && lines == NULL)
			return -1;
		split(kernel, klen, lines);
		first_row = nlines < 2 ? nlines : 2;
		for (size_t i = 0; i < first_row; i++)
			put(&t, lines[i].start, lines[i].len);
		for (size_t i = first_row; i < nlines; i++)
			line_name(&lines[i]);
	} else {
		char head[sizeof(header) + 8];
		int n = snprintf(head, sizeof(head), header, LIBIW_PROC_WE);

		first_row = 0;
		put(&t, head, (size_t)n);
	}
	/* the kernel's rows in their order; each interface the kernel
	 * does not list in its netdev place (the same list, the same
	 * order: for_each_netdev), the kernel's rows of devices not in
	 * @names kept where they are */
	k = first_row;
	for (size_t i = 0; names && i < names->n; i++) {
		const char *name = names->names[i];
		size_t j = first_row;
		int n;

		if (name[0] == '\0' || strnlen(name, IWC_IFNAMSIZ) >= IWC_IFNAMSIZ)
			continue;
		while (j < nlines && !is_name(&lines[j], name))
			j++;
		/* listed by the kernel before a row already written (the
		 * two lists read at different times): written as it was */
		if (j < k)
			continue;
		if (j < nlines) {
			for (; k < j; k++)
				put(&t, lines[k].start, lines[k].len);
			k = j + 1;
			if (is_empty_row(&lines[j], name) &&
			    (n = fn(arg, name, row, sizeof(row))) > 0 &&
			    (size_t)n < sizeof(row) &&
			    (lines[j].len != (size_t)n ||
			     memcmp(lines[j].start, row, (size_t)n) != 0)) {
				put_row(&t, row, (size_t)n);
				changed = true;
			} else {
				put(&t, lines[j].start, lines[j].len);
			}
			continue;
		}
		n = fn(arg, name, row, sizeof(row));
		/* without the kernel's file, cfg80211's is there as soon
		 * as one of its interfaces is: the header at least */
		if (n >= 0 && kernel == NULL)
			changed = true;
		if (n > 0 && (size_t)n < sizeof(row)) {
			put_row(&t, row, (size_t)n);
			changed = true;
		}
	}
	for (; k < nlines; k++)
		put(&t, lines[k].start, lines[k].len);
	free(lines);
	if (t.failed) {
		free(t.s);
		return -1;
	}
	if (!changed) {
		free(t.s);
		return 0;
	}
	*ret = t.s;
	*ret_len = t.len;
	return 1;
}
