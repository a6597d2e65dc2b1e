/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json.c - the JSON writer of the native commands and of -j.
 */
#include <errno.h>
#include <inttypes.h>
#include <string.h>

#include "iwcompat/json.h"

void iwc_json_init(struct iwc_json *j, FILE *f)
{
	j->f = f;
	j->depth = 0;
	j->first[0] = true;
	j->err = 0;
}

int iwc_json_end(struct iwc_json *j)
{
	if (j->depth != 0 && !j->err)
		j->err = -EINVAL;
	fputc('\n', j->f);
	return j->err;
}

static void put_escaped(FILE *f, const uint8_t *b, size_t len)
{
	size_t i = 0;

	fputc('"', f);
	while (i < len) {
		uint8_t c = b[i];
		size_t n = 0, k = 1;
		uint8_t lo, hi;

		if (c == '"' || c == '\\') {
			fprintf(f, "\\%c", c);
			i++;
			continue;
		}
		if (c < 0x20 || c == 0x7f) {
			fprintf(f, "\\u%04x", c);
			i++;
			continue;
		}
		if (c < 0x80) {
			fputc(c, f);
			i++;
			continue;
		}
		/* a UTF-8 sequence: lead byte, length, and the range of the
		 * second byte that keeps it shortest, no surrogate and at
		 * most U+10FFFF (Unicode's table 3-7) */
		lo = 0x80;
		hi = 0xbf;
		if (c >= 0xc2 && c <= 0xdf)
			n = 2;
		else if (c >= 0xe0 && c <= 0xef)
			n = 3;
		else if (c >= 0xf0 && c <= 0xf4)
			n = 4;
		if (c == 0xe0)
			lo = 0xa0;
		else if (c == 0xed)
			hi = 0x9f;
		else if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;
		for (k = 1; k < n && i + k < len; k++) {
			if (b[i + k] < (k == 1 ? lo : 0x80) ||
			    b[i + k] > (k == 1 ? hi : 0xbf))
				break;
		}
		if (n && k == n) {
			fwrite(b + i, 1, n, f);
			i += n;
			continue;
		}
		/* not UTF-8: one U+FFFD for the maximal subpart (the bytes
		 * of a cut sequence, or one byte), as Unicode recommends;
		 * every conforming parser takes it (a lone surrogate escape
		 * was refused by some). The bytes are in the _hex key. */
		fputs("\\ufffd", f);
		i += n ? k : 1;
	}
	fputc('"', f);
}

/* The separator and the key before a value. */
static void member(struct iwc_json *j, const char *key)
{
	if (!j->first[j->depth])
		fputc(',', j->f);
	j->first[j->depth] = false;
	if (key) {
		put_escaped(j->f, (const uint8_t *)key, strlen(key));
		fputc(':', j->f);
	}
}

static void open_(struct iwc_json *j, const char *key, char c)
{
	member(j, key);
	fputc(c, j->f);
	if (j->depth + 1 >= IWC_JSON_MAX_DEPTH) {
		j->err = -EINVAL;
		return;
	}
	j->depth++;
	j->first[j->depth] = true;
}

static void close_(struct iwc_json *j, char c)
{
	if (j->depth == 0) {
		j->err = -EINVAL;
		return;
	}
	j->depth--;
	fputc(c, j->f);
}

void iwc_json_obj_open(struct iwc_json *j, const char *key)
{
	open_(j, key, '{');
}

void iwc_json_obj_close(struct iwc_json *j)
{
	close_(j, '}');
}

void iwc_json_arr_open(struct iwc_json *j, const char *key)
{
	open_(j, key, '[');
}

void iwc_json_arr_close(struct iwc_json *j)
{
	close_(j, ']');
}

void iwc_json_str(struct iwc_json *j, const char *key, const char *s)
{
	member(j, key);
	put_escaped(j->f, (const uint8_t *)s, strlen(s));
}

void iwc_json_bytes(struct iwc_json *j, const char *key, const uint8_t *b,
		    size_t len)
{
	member(j, key);
	put_escaped(j->f, b, len);
}

void iwc_json_hex(struct iwc_json *j, const char *key, const uint8_t *b,
		  size_t len)
{
	member(j, key);
	fputc('"', j->f);
	for (size_t i = 0; i < len; i++)
		fprintf(j->f, "%02x", b[i]);
	fputc('"', j->f);
}

void iwc_json_mac(struct iwc_json *j, const char *key, const uint8_t *mac)
{
	member(j, key);
	fprintf(j->f, "\"%02x:%02x:%02x:%02x:%02x:%02x\"",
		mac[0], mac[1], mac[2], mac[3], mac[4], mac[5]);
}

void iwc_json_int(struct iwc_json *j, const char *key, int64_t v)
{
	member(j, key);
	fprintf(j->f, "%" PRId64, v);
}

void iwc_json_uint(struct iwc_json *j, const char *key, uint64_t v)
{
	member(j, key);
	fprintf(j->f, "%" PRIu64, v);
}

void iwc_json_fixed(struct iwc_json *j, const char *key, int64_t v,
		    int decimals)
{
	int64_t div = 1;
	uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;

	member(j, key);
	if (decimals <= 0 || decimals > 9) {
		fprintf(j->f, "%" PRId64, v);
		return;
	}
	for (int i = 0; i < decimals; i++)
		div *= 10;
	fprintf(j->f, "%s%" PRIu64 ".%0*" PRIu64, v < 0 ? "-" : "",
		a / (uint64_t)div, decimals, a % (uint64_t)div);
}

void iwc_json_bool(struct iwc_json *j, const char *key, bool v)
{
	member(j, key);
	fputs(v ? "true" : "false", j->f);
}

void iwc_json_null(struct iwc_json *j, const char *key)
{
	member(j, key);
	fputs("null", j->f);
}

void iwc_json_doc_open(struct iwc_json *j, FILE *f)
{
	iwc_json_init(j, f);
	iwc_json_obj_open(j, NULL);
	iwc_json_int(j, "version", IWC_JSON_VERSION);
}

int iwc_json_doc_close(struct iwc_json *j)
{
	iwc_json_obj_close(j);
	return iwc_json_end(j);
}

void iwc_json_error(FILE *f, const char *msg, int err)
{
	struct iwc_json j;

	iwc_json_doc_open(&j, f);
	iwc_json_obj_open(&j, "error");
	iwc_json_str(&j, "message", msg);
	if (err < 0)
		iwc_json_int(&j, "errno", -(int64_t)err);
	iwc_json_obj_close(&j);
	iwc_json_doc_close(&j);
	fflush(f);
}
