/*
 * nl_attr.h - the kernel layer's readers of one netlink attribute: the
 * value when the attribute is there and long enough, with its presence
 * as the answer (a short attribute counts as absent, as iw reads them).
 */
#ifndef IWCOMPAT_NL_ATTR_H
#define IWCOMPAT_NL_ATTR_H

#include <stdbool.h>
#include <stdint.h>

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

#endif
