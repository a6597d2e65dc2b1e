/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json_schema.h - the unit tests' validator of iwcompat's JSON v1: a
 * small JSON parser and docs/json-schema.json (the one description of
 * the documents, which man/iwcompat.8's schema section is checked
 * against). Every -j run of the unit tests goes through
 * js_check_run().
 */
#ifndef IWC_TEST_JSON_SCHEMA_H
#define IWC_TEST_JSON_SCHEMA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A parsed JSON value. */
enum js_type { JS_NULL, JS_BOOL, JS_INT, JS_NUM, JS_STR, JS_ARR, JS_OBJ };

struct js_val {
	enum js_type type;
	bool b;
	char *s;			/* JS_STR */
	size_t n;			/* members of JS_ARR, JS_OBJ */
	char **keys;			/* JS_OBJ */
	struct js_val **v;		/* JS_ARR, JS_OBJ */
	long long i;			/* JS_INT */
};

/* Parses @len bytes (one value, blanks around it allowed): the value,
 * or NULL with the reason in @why. Duplicate keys are an error. */
struct js_val *js_parse(const char *text, size_t len, char *why,
			size_t why_len);
void js_free(struct js_val *v);
const struct js_val *js_get(const struct js_val *obj, const char *key);

/* The schema (the file IWC_JSON_SCHEMA names at build time), parsed
 * once; NULL with @why if the file is not a schema. */
const struct js_val *js_schema(char *why, size_t why_len);

/*
 * One document against the schema: true, or false with the reason in
 * @why. A document is an object with "version": 1 whose other members
 * are those of one document type of the schema (each key known, each
 * value of its type, recursively).
 */
bool js_validate_doc(const char *text, size_t len, char *why,
		     size_t why_len);

/*
 * A whole -j run: stdout @out (@len bytes) and the exit status @rc.
 * Status 2 (refused before running): stdout empty. Other non-zero
 * status: stdout one error document. Status 0: one or more documents,
 * one a line, none an error. Fails the cmocka test otherwise, naming
 * @what.
 */
void js_check_run(const char *what, const char *out, size_t len, int rc);

/* Writes the man page's schema section (roff) generated from the
 * schema to @f. */
void js_write_man(FILE *f);

#endif
