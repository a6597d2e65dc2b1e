/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * bytes.h - reading little-endian fields of byte buffers (802.11
 * elements and frames, nl80211 capability blobs): one definition for
 * every parser, whatever the alignment of the buffer.
 */
#ifndef IWCOMPAT_BYTES_H
#define IWCOMPAT_BYTES_H

#include <stdint.h>

static inline uint16_t le16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static inline uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

#endif
