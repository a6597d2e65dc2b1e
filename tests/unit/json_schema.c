/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * json_schema.c - see json_schema.h. The parser takes what RFC 8259
 * allows (no comments, no trailing commas), keeps numbers as integers
 * when they have no fraction or exponent, and refuses duplicate keys.
 */
#include <ctype.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "json_schema.h"

#ifndef IWC_JSON_SCHEMA
#error "IWC_JSON_SCHEMA: the path of docs/json-schema.json"
#endif

/* ---- the parser ---- */

struct parser {
	const char *p, *end;
	char *why;
	size_t why_len;
	bool failed;
	int depth;
};

static void perr(struct parser *ps, const char *msg)
{
	if (!ps->failed)
		snprintf(ps->why, ps->why_len, "%s at offset %zu", msg,
			 (size_t)(ps->end - ps->p));
	ps->failed = true;
}

static void blanks(struct parser *ps)
{
	while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' ||
				   *ps->p == '\n' || *ps->p == '\r'))
		ps->p++;
}

static struct js_val *new_val(enum js_type t)
{
	struct js_val *v = calloc(1, sizeof(*v));

	if (!v)
		abort();
	v->type = t;
	return v;
}

static bool literal(struct parser *ps, const char *word)
{
	size_t n = strlen(word);

	if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n))
		return false;
	ps->p += n;
	return true;
}

static int hex4(struct parser *ps)
{
	int v = 0;

	if (ps->end - ps->p < 4)
		return -1;
	for (int i = 0; i < 4; i++) {
		char c = ps->p[i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	ps->p += 4;
	return v;
}

/* a string after its opening quote; UTF-8 of escapes, bytes as they are */
static char *parse_str(struct parser *ps)
{
	size_t cap = 16, n = 0;
	char *s = malloc(cap);

	if (!s)
		abort();
	for (;;) {
		unsigned int c;

		if (ps->p >= ps->end) {
			perr(ps, "unterminated string");
			break;
		}
		c = (unsigned char)*ps->p++;
		if (c == '"')
			break;
		if (c < 0x20) {
			perr(ps, "control character in a string");
			break;
		}
		if (n + 5 > cap) {
			cap *= 2;
			s = realloc(s, cap);
			if (!s)
				abort();
		}
		if (c != '\\') {
			s[n++] = (char)c;
			continue;
		}
		if (ps->p >= ps->end) {
			perr(ps, "cut escape");
			break;
		}
		c = (unsigned char)*ps->p++;
		switch (c) {
		case '"': case '\\': case '/':
			s[n++] = (char)c;
			break;
		case 'b': s[n++] = '\b'; break;
		case 'f': s[n++] = '\f'; break;
		case 'n': s[n++] = '\n'; break;
		case 'r': s[n++] = '\r'; break;
		case 't': s[n++] = '\t'; break;
		case 'u': {
			int u = hex4(ps);

			if (u < 0) {
				perr(ps, "bad \\u escape");
				goto out;
			}
			/* the code point's UTF-8 (surrogates kept apart) */
			if (u < 0x80) {
				s[n++] = (char)u;
			} else if (u < 0x800) {
				s[n++] = (char)(0xc0 | (u >> 6));
				s[n++] = (char)(0x80 | (u & 0x3f));
			} else {
				s[n++] = (char)(0xe0 | (u >> 12));
				s[n++] = (char)(0x80 | ((u >> 6) & 0x3f));
				s[n++] = (char)(0x80 | (u & 0x3f));
			}
			break;
		}
		default:
			perr(ps, "bad escape");
			goto out;
		}
	}
out:
	s[n] = '\0';
	return s;
}

static struct js_val *parse_value(struct parser *ps);

static struct js_val *parse_number(struct parser *ps)
{
	const char *start = ps->p;
	bool frac = false;
	struct js_val *v;

	if (ps->p < ps->end && *ps->p == '-')
		ps->p++;
	if (ps->p >= ps->end || !isdigit((unsigned char)*ps->p)) {
		perr(ps, "bad value");
		return NULL;
	}
	if (*ps->p == '0' && ps->p + 1 < ps->end &&
	    isdigit((unsigned char)ps->p[1])) {
		perr(ps, "leading zero");
		return NULL;
	}
	while (ps->p < ps->end && isdigit((unsigned char)*ps->p))
		ps->p++;
	if (ps->p < ps->end && *ps->p == '.') {
		frac = true;
		ps->p++;
		if (ps->p >= ps->end || !isdigit((unsigned char)*ps->p)) {
			perr(ps, "bad fraction");
			return NULL;
		}
		while (ps->p < ps->end && isdigit((unsigned char)*ps->p))
			ps->p++;
	}
	if (ps->p < ps->end && (*ps->p == 'e' || *ps->p == 'E')) {
		frac = true;
		ps->p++;
		if (ps->p < ps->end && (*ps->p == '+' || *ps->p == '-'))
			ps->p++;
		if (ps->p >= ps->end || !isdigit((unsigned char)*ps->p)) {
			perr(ps, "bad exponent");
			return NULL;
		}
		while (ps->p < ps->end && isdigit((unsigned char)*ps->p))
			ps->p++;
	}
	v = new_val(frac ? JS_NUM : JS_INT);
	if (!frac) {
		char buf[32];
		size_t n = (size_t)(ps->p - start);

		if (n >= sizeof(buf))
			n = sizeof(buf) - 1;
		memcpy(buf, start, n);
		buf[n] = '\0';
		v->i = strtoll(buf, NULL, 10);
	}
	return v;
}

static void push(struct js_val *c, char *key, struct js_val *m)
{
	c->v = realloc(c->v, (c->n + 1) * sizeof(*c->v));
	if (!c->v)
		abort();
	if (c->type == JS_OBJ) {
		c->keys = realloc(c->keys, (c->n + 1) * sizeof(*c->keys));
		if (!c->keys)
			abort();
		c->keys[c->n] = key;
	}
	c->v[c->n++] = m;
}

static struct js_val *parse_container(struct parser *ps, bool obj)
{
	struct js_val *c = new_val(obj ? JS_OBJ : JS_ARR);
	char close = obj ? '}' : ']';

	if (++ps->depth > 64) {
		perr(ps, "nested too deep");
		return c;
	}
	blanks(ps);
	if (ps->p < ps->end && *ps->p == close) {
		ps->p++;
		ps->depth--;
		return c;
	}
	while (!ps->failed) {
		char *key = NULL;
		struct js_val *m;

		blanks(ps);
		if (obj) {
			if (ps->p >= ps->end || *ps->p != '"') {
				perr(ps, "a key expected");
				break;
			}
			ps->p++;
			key = parse_str(ps);
			if (js_get(c, key)) {
				snprintf(ps->why, ps->why_len,
					 "duplicate key \"%s\"", key);
				ps->failed = true;
				free(key);
				break;
			}
			blanks(ps);
			if (ps->p >= ps->end || *ps->p != ':') {
				perr(ps, "':' expected");
				free(key);
				break;
			}
			ps->p++;
		}
		m = parse_value(ps);
		if (!m) {
			free(key);
			break;
		}
		push(c, key, m);
		blanks(ps);
		if (ps->p < ps->end && *ps->p == ',') {
			ps->p++;
			continue;
		}
		if (ps->p < ps->end && *ps->p == close) {
			ps->p++;
			break;
		}
		perr(ps, obj ? "',' or '}' expected" : "',' or ']' expected");
	}
	ps->depth--;
	return c;
}

static struct js_val *parse_value(struct parser *ps)
{
	struct js_val *v;

	blanks(ps);
	if (ps->p >= ps->end) {
		perr(ps, "a value expected");
		return NULL;
	}
	switch (*ps->p) {
	case '{':
	case '[':
		return parse_container(ps, *ps->p++ == '{');
	case '"':
		ps->p++;
		v = new_val(JS_STR);
		v->s = parse_str(ps);
		return v;
	}
	if (literal(ps, "true") || literal(ps, "false")) {
		v = new_val(JS_BOOL);
		v->b = ps->p[-1] == 'e' && ps->p[-2] == 'u';
		return v;
	}
	if (literal(ps, "null"))
		return new_val(JS_NULL);
	return parse_number(ps);
}

struct js_val *js_parse(const char *text, size_t len, char *why,
			size_t why_len)
{
	struct parser ps = {
		.p = text, .end = text + len, .why = why, .why_len = why_len,
	};
	struct js_val *v = parse_value(&ps);

	blanks(&ps);
	if (!ps.failed && ps.p != ps.end)
		perr(&ps, "text after the value");
	if (ps.failed) {
		js_free(v);
		return NULL;
	}
	return v;
}

void js_free(struct js_val *v)
{
	if (!v)
		return;
	for (size_t i = 0; i < v->n; i++) {
		js_free(v->v[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->v);
	free(v->keys);
	free(v->s);
	free(v);
}

const struct js_val *js_get(const struct js_val *obj, const char *key)
{
	if (!obj || obj->type != JS_OBJ)
		return NULL;
	for (size_t i = 0; i < obj->n; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->v[i];
	return NULL;
}

/* ---- the schema ---- */

static struct js_val *schema;

const struct js_val *js_schema(char *why, size_t why_len)
{
	FILE *f;
	char *buf = NULL;
	size_t len = 0;

	if (schema)
		return schema;
	f = fopen(IWC_JSON_SCHEMA, "rb");
	if (!f) {
		snprintf(why, why_len, "%s: %s", IWC_JSON_SCHEMA,
			 strerror(errno));
		return NULL;
	}
	{
		FILE *m = open_memstream(&buf, &len);
		int c;

		if (!m)
			abort();
		while ((c = fgetc(f)) != EOF)
			fputc(c, m);
		fclose(m);
	}
	fclose(f);
	schema = js_parse(buf, len, why, why_len);
	free(buf);
	if (schema && (!js_get(schema, "documents") ||
		       !js_get(schema, "objects"))) {
		snprintf(why, why_len, "no documents or objects");
		js_free(schema);
		schema = NULL;
	}
	return schema;
}

static const char *type_name(enum js_type t)
{
	static const char *const names[] = {
		"null", "boolean", "integer", "number", "string", "array",
		"object",
	};

	return names[t];
}

static bool check_object(const struct js_val *objs, const char *type,
			 const struct js_val *v, const char *path, char *why,
			 size_t why_len);

/* @v against one alternative @t ("integer", "object:NAME", "array:T") */
static bool check_one(const struct js_val *objs, const char *t,
		      const struct js_val *v, const char *path, char *why,
		      size_t why_len)
{
	if (!strncmp(t, "object:", 7)) {
		if (v->type != JS_OBJ)
			return false;
		return check_object(objs, t + 7, v, path, why, why_len);
	}
	if (!strncmp(t, "array:", 6)) {
		if (v->type != JS_ARR)
			return false;
		for (size_t i = 0; i < v->n; i++) {
			char sub[256];

			snprintf(sub, sizeof(sub), "%s[%zu]", path, i);
			if (!check_one(objs, t + 6, v->v[i], sub, why,
				       why_len)) {
				if (!why[0])
					snprintf(why, why_len,
						 "%s: %s, not %s", sub,
						 type_name(v->v[i]->type),
						 t + 6);
				return false;
			}
		}
		return true;
	}
	if (!strcmp(t, "number"))
		return v->type == JS_NUM || v->type == JS_INT;
	return !strcmp(t, type_name(v->type));
}

/* @v against a type string with alternatives ("string|null") */
static bool check_type(const struct js_val *objs, const char *types,
		       const struct js_val *v, const char *path, char *why,
		       size_t why_len)
{
	char buf[128];
	char *save = NULL;

	snprintf(buf, sizeof(buf), "%s", types);
	for (char *t = strtok_r(buf, "|", &save); t;
	     t = strtok_r(NULL, "|", &save)) {
		why[0] = '\0';
		if (check_one(objs, t, v, path, why, why_len))
			return true;
		if (why[0])	/* the right kind, wrong inside */
			return false;
	}
	snprintf(why, why_len, "%s: %s, not %s", path, type_name(v->type),
		 types);
	return false;
}

static bool check_object(const struct js_val *objs, const char *type,
			 const struct js_val *v, const char *path, char *why,
			 size_t why_len)
{
	const struct js_val *def = js_get(objs, type);

	if (!def) {
		snprintf(why, why_len, "schema: no object type %s", type);
		return false;
	}
	for (size_t i = 0; i < v->n; i++) {
		const struct js_val *t = js_get(def, v->keys[i]);
		char sub[256];

		snprintf(sub, sizeof(sub), "%s.%s", path, v->keys[i]);
		if (!t || t->type != JS_STR) {
			snprintf(why, why_len, "%s: key not in the schema (%s)",
				 sub, type);
			return false;
		}
		if (!check_type(objs, t->s, v->v[i], sub, why, why_len))
			return false;
	}
	return true;
}

bool js_validate_doc(const char *text, size_t len, char *why,
		     size_t why_len)
{
	const struct js_val *s = js_schema(why, why_len);
	const struct js_val *docs, *objs, *ver;
	struct js_val *v, *rest;
	char first[1024] = "";
	bool ok = false;

	if (!s)
		return false;
	docs = js_get(s, "documents");
	objs = js_get(s, "objects");
	v = js_parse(text, len, why, why_len);
	if (!v)
		return false;
	if (v->type != JS_OBJ) {
		snprintf(why, why_len, "a document is an object, not %s",
			 type_name(v->type));
		js_free(v);
		return false;
	}
	ver = js_get(v, "version");
	if (!ver || ver->type != JS_INT || ver->i != 1 || v->n == 0 ||
	    strcmp(v->keys[0], "version")) {
		snprintf(why, why_len, "no \"version\": 1 first");
		js_free(v);
		return false;
	}
	/* the members after the version, against each document type */
	rest = new_val(JS_OBJ);
	rest->n = v->n - 1;
	rest->keys = v->keys + 1;
	rest->v = v->v + 1;
	for (size_t i = 0; i < docs->n && !ok; i++) {
		const struct js_val *o = js_get(docs->v[i], "object");
		char w[1024];

		if (!o || o->type != JS_STR)
			continue;
		w[0] = '\0';
		ok = check_object(objs, o->s, rest, docs->keys[i], w,
				  sizeof(w));
		if (!ok && !first[0])
			snprintf(first, sizeof(first), "%s", w);
		if (!ok && strstr(w, "not in the schema") == NULL)
			snprintf(first, sizeof(first), "%s", w);
	}
	if (!ok)
		snprintf(why, why_len, "no document type matches (%s)", first);
	rest->keys = NULL;
	rest->v = NULL;
	rest->n = 0;
	js_free(rest);
	js_free(v);
	return ok;
}

void js_check_run(const char *what, const char *out, size_t len, int rc)
{
	char why[1024];
	size_t n_docs = 0;
	bool error_doc = false;

	if (rc == 2) {
		if (len) {
			print_error("%s: refused (status 2) but stdout is "
				    "not empty: %.*s\n", what, (int)len, out);
			fail();
		}
		return;
	}
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(out + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - out - at) : len - at;
		struct js_val *v;

		if (!nl) {
			print_error("%s: a document without its newline\n",
				    what);
			fail();
		}
		if (!js_validate_doc(out + at, n, why, sizeof(why))) {
			print_error("%s: not JSON v1: %s\n  %.*s\n", what, why,
				    (int)n, out + at);
			fail();
		}
		v = js_parse(out + at, n, why, sizeof(why));
		if (js_get(v, "error"))
			error_doc = true;
		js_free(v);
		n_docs++;
		at += n + 1;
	}
	if (rc != 0 && (n_docs != 1 || !error_doc)) {
		print_error("%s: status %d without one JSON error on stdout "
			    "(%zu documents)\n", what, rc, n_docs);
		fail();
	}
	if (rc == 0 && error_doc) {
		print_error("%s: a JSON error with status 0\n", what);
		fail();
	}
}

/* ---- the man page's section ---- */

/* roff-safe text: '\' and a leading '.' or '\'' escaped */
static void roff(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\e", f);
		else if (*s == '-')
			fputs("\\-", f);
		else
			fputc(*s, f);
	}
}

static const char *unit_of(const char *key)
{
	const struct js_val *units = js_get(schema, "units");
	const char *best = NULL;
	size_t best_len = 0, klen = strlen(key);

	for (size_t i = 0; units && i < units->n; i++) {
		size_t n = strlen(units->keys[i]);

		if (n < klen && n > best_len &&
		    !strcmp(key + klen - n, units->keys[i])) {
			best = units->v[i]->s;
			best_len = n;
		}
	}
	return best;
}

void js_write_man(FILE *f)
{
	char why[256];
	const struct js_val *s = js_schema(why, sizeof(why));
	const struct js_val *docs, *objs;

	if (!s)
		return;
	docs = js_get(s, "documents");
	objs = js_get(s, "objects");
	fputs(".\\\" generated from docs/json-schema.json by\n"
	      ".\\\" build/tests/unit/unit-json_schema --man: do not edit\n", f);
	fputs(".SS Schema\n"
	      "Each document is an object: \"version\": 1, then the members "
	      "of one of\nthese types (iwcompat \\-j COMMAND):\n", f);
	for (size_t i = 0; i < docs->n; i++) {
		const struct js_val *c = js_get(docs->v[i], "commands");
		const struct js_val *o = js_get(docs->v[i], "object");

		fputs(".TP\n.B ", f);
		roff(f, docs->keys[i]);
		fputs("\n", f);
		roff(f, c->s);
		fputs(": ", f);
		roff(f, o->s);
		fputs(".\n", f);
	}
	fputs(".PP\nThe objects, each key with its type and unit "
	      "(A|B: either; object:T, array:T):\n", f);
	for (size_t i = 0; i < objs->n; i++) {
		const struct js_val *o = objs->v[i];

		fputs(".TP\n.B ", f);
		roff(f, objs->keys[i]);
		fputs("\n", f);
		for (size_t k = 0; k < o->n; k++) {
			const char *u = unit_of(o->keys[k]);

			roff(f, o->keys[k]);
			fputs(" (", f);
			roff(f, o->v[k]->s);
			if (u) {
				fputs(", ", f);
				roff(f, u);
			}
			fputs(k + 1 < o->n ? "),\n" : ").\n", f);
		}
	}
}
