/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wireless.h - the Wireless Extensions (WEXT 22) as wireless-tools'
 * libiw-dev installs them (/usr/include/wireless.h), for programs built
 * against iwcompat's libiw.so.30 (docs/libiw.md).
 *
 * The kernel's own structures and request numbers are the kernel's
 * uapi <linux/wireless.h>: that is the binary interface, so they are
 * taken from there, not declared a second time. Only struct iw_range
 * differs: wireless-tools' version 22 has five fields after enc_capa
 * that the kernel's lacks, and programs allocate it (and struct
 * wireless_info, which holds one) at that size, so the kernel's is
 * renamed aside and the longer one declared here. The values below the
 * structure are the ones wireless-tools defines and the kernel does not.
 *
 * Include it (or <iwlib.h>) before <linux/wireless.h>: both keep the
 * kernel header's include guard, and a struct iw_range already declared
 * by the kernel's header would be the short one.
 */
#ifndef IWCOMPAT_PUBLIC_WIRELESS_H
#define IWCOMPAT_PUBLIC_WIRELESS_H

#ifdef _LINUX_WIRELESS_H
#error "<wireless.h> (iwcompat's libiw) must come before <linux/wireless.h>: its struct iw_range is longer"
#endif

#include <sys/socket.h>
#include <net/if.h>
#include <linux/types.h>

#define iw_range iwcompat_kernel_iw_range
#include <linux/wireless.h>
#undef iw_range

struct iw_range {
	/* the kernel's fields, in its order (<linux/wireless.h>) */
	__u32 throughput;
	__u32 min_nwid;
	__u32 max_nwid;
	__u16 old_num_channels;
	__u8 old_num_frequency;
	__u8 scan_capa;
	__u32 event_capa[6];
	__s32 sensitivity;
	struct iw_quality max_qual;
	struct iw_quality avg_qual;
	__u8 num_bitrates;
	__s32 bitrate[IW_MAX_BITRATES];
	__s32 min_rts;
	__s32 max_rts;
	__s32 min_frag;
	__s32 max_frag;
	__s32 min_pmp;
	__s32 max_pmp;
	__s32 min_pmt;
	__s32 max_pmt;
	__u16 pmp_flags;
	__u16 pmt_flags;
	__u16 pm_capa;
	__u16 encoding_size[IW_MAX_ENCODING_SIZES];
	__u8 num_encoding_sizes;
	__u8 max_encoding_tokens;
	__u8 encoding_login_index;
	__u16 txpower_capa;
	__u8 num_txpower;
	__s32 txpower[IW_MAX_TXPOWER];
	__u8 we_version_compiled;
	__u8 we_version_source;
	__u16 retry_capa;
	__u16 retry_flags;
	__u16 r_time_flags;
	__s32 min_retry;
	__s32 max_retry;
	__s32 min_r_time;
	__s32 max_r_time;
	__u16 num_channels;
	__u8 num_frequency;
	struct iw_freq freq[IW_MAX_FREQUENCIES];
	__u32 enc_capa;
	/* wireless-tools' own: power saving range, modulations, bit rates */
	__s32 min_pms;
	__s32 max_pms;
	__u16 pms_flags;
	__s32 modul_capa;
	__u32 bitrate_capa;
};

/* Modulation requests (wireless-tools only; no kernel driver answers) */
#define SIOCSIWMODUL 0x8B2E
#define SIOCGIWMODUL 0x8B2F

/* Power management: the saving level */
#define IW_POWER_SAVING 0x4000

/* Modulations (iw_range.modul_capa, SIOCxIWMODUL) */
#define IW_MODUL_ALL 0x00000000
#define IW_MODUL_FH 0x00000001
#define IW_MODUL_DS 0x00000002
#define IW_MODUL_CCK 0x00000004
#define IW_MODUL_11B (IW_MODUL_DS | IW_MODUL_CCK)
#define IW_MODUL_PBCC 0x00000008
#define IW_MODUL_OFDM_A 0x00000010
#define IW_MODUL_11A IW_MODUL_OFDM_A
#define IW_MODUL_11AB (IW_MODUL_11B | IW_MODUL_11A)
#define IW_MODUL_OFDM_G 0x00000020
#define IW_MODUL_11G (IW_MODUL_11B | IW_MODUL_OFDM_G)
#define IW_MODUL_11AG (IW_MODUL_11G | IW_MODUL_11A)
#define IW_MODUL_TURBO 0x00000040
#define IW_MODUL_CUSTOM 0x40000000

/* Bit rate kinds (iw_range.bitrate_capa, iw_param.flags of a rate) */
#define IW_BITRATE_TYPE 0x00FF
#define IW_BITRATE_UNICAST 0x0001
#define IW_BITRATE_BROADCAST 0x0002

#endif
