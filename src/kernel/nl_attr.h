/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * nl_attr.h - the kernel layer's readers of one netlink attribute, in
 * the two ways iw reads them:
 *   iwc_nla_u8/u16/u32: the value when the attribute is there and long
 *     enough, its presence as the answer (a short one counts as absent);
 *   iwc_nla_z8/z16/z32/z64: the value zero-filled past a short
 *     attribute's end (libnl's nla_get_* without a policy, made safe), 0
 *     without the attribute.
 */
#ifndef IWCOMPAT_NL_ATTR_H
#define IWCOMPAT_NL_ATTR_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <netlink/attr.h>

static inline bool iwc_nla_has(const struct nlattr *a, int len)
{
	return a && nla_len(a) >= len;
}

static inline bool iwc_nla_u8(const struct nlattr *a, uint8_t *v)
{
	if (!iwc_nla_has(a, 1))
		return false;
	*v = nla_get_u8((struct nlattr *)a);
	return true;
}

static inline bool iwc_nla_u16(const struct nlattr *a, uint16_t *v)
{
	if (!iwc_nla_has(a, 2))
		return false;
	*v = nla_get_u16((struct nlattr *)a);
	return true;
}

static inline bool iwc_nla_u32(const struct nlattr *a, uint32_t *v)
{
	if (!iwc_nla_has(a, 4))
		return false;
	*v = nla_get_u32((struct nlattr *)a);
	return true;
}

/* the first @size bytes of @a's payload in host order, zero-filled */
static inline uint64_t iwc_nla_zero_filled(const struct nlattr *a,
					    size_t size)
{
	uint8_t b[8] = { 0 };
	size_t n = a ? (size_t)nla_len(a) : 0;
	uint64_t v64;
	uint32_t v32;
	uint16_t v16;

	if (n > size)
		n = size;
	if (n)
		memcpy(b, nla_data(a), n);
	switch (size) {
	case 1:
		return b[0];
	case 2:
		memcpy(&v16, b, 2);
		return v16;
	case 4:
		memcpy(&v32, b, 4);
		return v32;
	default:
		memcpy(&v64, b, 8);
		return v64;
	}
}

static inline uint8_t iwc_nla_z8(const struct nlattr *a)
{
	return (uint8_t)iwc_nla_zero_filled(a, 1);
}

static inline uint16_t iwc_nla_z16(const struct nlattr *a)
{
	return (uint16_t)iwc_nla_zero_filled(a, 2);
}

static inline uint32_t iwc_nla_z32(const struct nlattr *a)
{
	return (uint32_t)iwc_nla_zero_filled(a, 4);
}

static inline uint64_t iwc_nla_z64(const struct nlattr *a)
{
	return iwc_nla_zero_filled(a, 8);
}

/* the zero-filled value into @v when @a is there; whether it is (iw's
 * "if (tb[X]) v = nla_get_uN(tb[X])") */
static inline bool iwc_nla_opt_z8(const struct nlattr *a, uint8_t *v)
{
	if (a)
		*v = iwc_nla_z8(a);
	return a != NULL;
}

static inline bool iwc_nla_opt_z16(const struct nlattr *a, uint16_t *v)
{
	if (a)
		*v = iwc_nla_z16(a);
	return a != NULL;
}

static inline bool iwc_nla_opt_z32(const struct nlattr *a, uint32_t *v)
{
	if (a)
		*v = iwc_nla_z32(a);
	return a != NULL;
}

#endif
