/*
 * native_nla.h - reading netlink attributes in the pure core (no libnl):
 * the native "phy" and "event" formatters get the attributes of each
 * nl80211 message as bytes (the backend's, or a unit test's) and walk
 * them with these. Same layout as struct nlattr: u16 length (header
 * included), u16 type, data, padding to 4 bytes.
 */
#ifndef IWCOMPAT_NATIVE_NLA_H
#define IWCOMPAT_NATIVE_NLA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct iwc_nla {
	uint16_t len;
	uint16_t type;
};

#define IWC_NLA_HDRLEN 4
#define IWC_NLA_ALIGN(n) (((n) + 3u) & ~3u)
#define IWC_NLA_TYPE_MASK 0x3fff	/* without NLA_F_NESTED, NLA_F_NET_BYTEORDER */

static inline const void *iwc_nla_data(const struct iwc_nla *a)
{
	return (const uint8_t *)a + IWC_NLA_HDRLEN;
}

static inline size_t iwc_nla_len(const struct iwc_nla *a)
{
	return a->len >= IWC_NLA_HDRLEN ? (size_t)a->len - IWC_NLA_HDRLEN : 0;
}

static inline int iwc_nla_type(const struct iwc_nla *a)
{
	return a->type & IWC_NLA_TYPE_MASK;
}

/* the first attribute of @buf, NULL if none fits */
static inline const struct iwc_nla *iwc_nla_first(const void *buf, size_t len)
{
	const struct iwc_nla *a = buf;

	if (len < IWC_NLA_HDRLEN || a->len < IWC_NLA_HDRLEN || a->len > len)
		return NULL;
	return a;
}

/* the attribute after @a, @rem the bytes left from @a on */
static inline const struct iwc_nla *iwc_nla_next(const struct iwc_nla *a,
						 size_t *rem)
{
	size_t step = IWC_NLA_ALIGN((size_t)a->len);

	if (step >= *rem)
		return NULL;
	*rem -= step;
	return iwc_nla_first((const uint8_t *)a + step, *rem);
}

#define iwc_nla_for_each(a, buf, len, rem)                                  \
	for ((rem) = (len), (a) = iwc_nla_first((buf), (rem)); (a);          \
	     (a) = iwc_nla_next((a), &(rem)))

#define iwc_nla_for_each_nested(a, parent, rem)                             \
	iwc_nla_for_each(a, iwc_nla_data(parent), iwc_nla_len(parent), rem)

/* nla_parse() without a policy: the last of a type wins, types above
 * @max are ignored; @tb has @max + 1 entries */
static inline void iwc_nla_parse(const struct iwc_nla **tb, int max,
				 const void *buf, size_t len)
{
	const struct iwc_nla *a;
	size_t rem;

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	iwc_nla_for_each(a, buf, len, rem)
		if (iwc_nla_type(a) <= max)
			tb[iwc_nla_type(a)] = a;
}

static inline void iwc_nla_parse_nested(const struct iwc_nla **tb, int max,
					const struct iwc_nla *parent)
{
	iwc_nla_parse(tb, max, iwc_nla_data(parent), iwc_nla_len(parent));
}

/* fixed-size reads, zero-filled when the attribute is shorter */
static inline uint64_t iwc_nla_uint(const struct iwc_nla *a, size_t size)
{
	uint8_t b[8] = { 0 };
	size_t n = iwc_nla_len(a);

	memcpy(b, iwc_nla_data(a), n < size ? n : size);
	switch (size) {
	case 1:
		return b[0];
	case 2: {
		uint16_t v;

		memcpy(&v, b, 2);
		return v;
	}
	case 4: {
		uint32_t v;

		memcpy(&v, b, 4);
		return v;
	}
	default: {
		uint64_t v;

		memcpy(&v, b, 8);
		return v;
	}
	}
}

#define iwc_nla_u8(a) ((uint8_t)iwc_nla_uint((a), 1))
#define iwc_nla_u16(a) ((uint16_t)iwc_nla_uint((a), 2))
#define iwc_nla_u32(a) ((uint32_t)iwc_nla_uint((a), 4))
#define iwc_nla_u64(a) (iwc_nla_uint((a), 8))

#endif
