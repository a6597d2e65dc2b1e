/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json.h - a small streaming JSON writer (compact, one document per
 * line, in the style of "ip -j"). Keys are the caller's; values are
 * written as they come. Nesting is tracked in the writer, no globals.
 */
#ifndef IWCOMPAT_JSON_H
#define IWCOMPAT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define IWC_JSON_MAX_DEPTH 16

struct iwc_json {
	FILE *f;
	int depth;
	bool first[IWC_JSON_MAX_DEPTH];	/* no member yet at that level */
	int err;			/* first error (-EINVAL: bad nesting) */
};

void iwc_json_init(struct iwc_json *j, FILE *f);
/* Ends the document (a newline). Returns 0 or the first error. */
int iwc_json_end(struct iwc_json *j);

/* @key is NULL inside arrays (and for the outermost value). */
void iwc_json_obj_open(struct iwc_json *j, const char *key);
void iwc_json_obj_close(struct iwc_json *j);
void iwc_json_arr_open(struct iwc_json *j, const char *key);
void iwc_json_arr_close(struct iwc_json *j);

void iwc_json_str(struct iwc_json *j, const char *key, const char *s);
/*
 * iwc_json_bytes - a string from arbitrary bytes (an SSID): valid UTF-8
 * is kept, '"' and '\\' are escaped, control characters (< 0x20, 0x7f)
 * become \u00XX, and what is not valid UTF-8 becomes \ufffd (U+FFFD),
 * one for each maximal subpart of a broken sequence (or lone byte), as
 * Unicode recommends and Python's errors="replace" decodes: no lone
 * surrogate, which some parsers refuse. The text is for reading: where
 * the exact bytes matter (SSIDs), a _hex key beside it has them
 * (iwc_json_hex).
 */
void iwc_json_bytes(struct iwc_json *j, const char *key, const uint8_t *b,
		    size_t len);
/* Lower-case hex digits of @b, no separators. */
void iwc_json_hex(struct iwc_json *j, const char *key, const uint8_t *b,
		  size_t len);
void iwc_json_mac(struct iwc_json *j, const char *key, const uint8_t *mac);
void iwc_json_int(struct iwc_json *j, const char *key, int64_t v);
void iwc_json_uint(struct iwc_json *j, const char *key, uint64_t v);
/* @v / 10^@decimals, written with exactly @decimals decimals */
void iwc_json_fixed(struct iwc_json *j, const char *key, int64_t v,
		    int decimals);
void iwc_json_bool(struct iwc_json *j, const char *key, bool v);
void iwc_json_null(struct iwc_json *j, const char *key);

/*
 * JSON v1 (iwcompat(8), docs/json-schema.json): every document is an
 * object whose first member is "version": IWC_JSON_VERSION.
 * iwc_json_doc_open() starts one on @f (init, '{', the version);
 * iwc_json_doc_close() ends it (the '}' and the newline).
 */
#define IWC_JSON_VERSION 1
void iwc_json_doc_open(struct iwc_json *j, FILE *f);
int iwc_json_doc_close(struct iwc_json *j);
/*
 * The error document: {"version":1,"error":{"message":@msg,"errno":N}},
 * errno only when @err is a negative errno (its positive value).
 */
void iwc_json_error(FILE *f, const char *msg, int err);
/* The exit status of a command line -j refuses before running it (a
 * usage error, text on stderr, nothing on stdout). */
#define IWC_JSON_EXIT_USAGE 2

#endif
