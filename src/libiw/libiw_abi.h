/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libiw_abi.h - the binary interface of wireless-tools' libiw.so.30
 * (Debian's libiw30), declared afresh for iwcompat's replacement
 * (docs/libiw.md). The kernel's own structures come from the uapi
 * <linux/wireless.h> (WEXT 22, the same layout as the copy libiw-dev
 * ships); the library's structures below are laid out field by field
 * as the ABI needs them, and the sizes programs were compiled with are
 * asserted (on every architecture: below).
 */
#ifndef IWCOMPAT_LIBIW_ABI_H
#define IWCOMPAT_LIBIW_ABI_H

/* The types and layouts are the public header's (include/libiw/, what
 * libiw-iwcompat-dev installs): one declaration, which the library is
 * built against, so a field or prototype that differs fails the build
 * here rather than in a program. The kernel's shorter struct iw_range
 * is renamed aside there. */
#include <stddef.h>

#include "libiw/iwlib.h"

#define iw_range_kernel iwcompat_kernel_iw_range

#define LIBIW_EXPORT __attribute__((visibility("default")))

#define LIBIW_NUM_OPER_MODE_EXT 8
#define LIBIW_SIZE_MODUL_LIST 16

/* The sizes programs were compiled with, on every ABI Debian builds
 * libiw30 for. They follow from two facts of the ABI: P, the size of a
 * pointer (8 on LP64: amd64, arm64; 4 on ILP32: armhf, i386), and D,
 * the alignment of a double inside a structure (8, but 4 in the i386
 * System V ABI), which places wireless_config's freq at 40 or 36.
 * tests/libiw/test_libiw_layout.c compares every field with iwlib.h's. */
struct libiw_double_align { char c; double d; };
#define LIBIW_P sizeof(void *)
#define LIBIW_D offsetof(struct libiw_double_align, d)
#if defined(__i386__)
_Static_assert(LIBIW_P == 4 && LIBIW_D == 4, "i386: ILP32, double 4-aligned");
#else
_Static_assert(LIBIW_D == 8, "a double 8-aligned in structures");
#endif
_Static_assert(LIBIW_P == 8 || LIBIW_P == 4, "LP64 or ILP32");
_Static_assert(sizeof(struct iw_range) == 588, "iw_range");
_Static_assert(offsetof(struct iw_range, enc_capa) ==
	       offsetof(struct iw_range_kernel, enc_capa), "iw_range prefix");
_Static_assert(sizeof(struct iwreq) == 32, "iwreq");
_Static_assert(offsetof(struct wireless_config, freq) ==
	       (LIBIW_D == 8 ? 40 : 36), "wireless_config.freq");
_Static_assert(sizeof(struct wireless_config) == (LIBIW_D == 8 ? 184 : 180),
	       "wireless_config");
_Static_assert(sizeof(struct wireless_info) == (LIBIW_D == 8 ? 984 : 976),
	       "wireless_info");
_Static_assert(sizeof(struct wireless_scan) ==
	       (LIBIW_P == 8 ? 264 : LIBIW_D == 8 ? 256 : 252), "wireless_scan");
_Static_assert(sizeof(struct wireless_scan_head) == 2 * LIBIW_P,
	       "wireless_scan_head");
_Static_assert(sizeof(struct stream_descr) == 3 * LIBIW_P, "stream_descr");
_Static_assert(sizeof(struct iw_modul_descr) * LIBIW_SIZE_MODUL_LIST ==
	       (LIBIW_P == 8 ? 384 : 256), "iw_modul_list");
_Static_assert(sizeof(char *) * LIBIW_NUM_OPER_MODE_EXT == 8 * LIBIW_P,
	       "iw_operation_mode");

/* Every exported function (the names and signatures of iwlib.h). */
LIBIW_EXPORT int iw_sockets_open(void);
LIBIW_EXPORT void iw_enum_devices(int skfd, iw_enum_handler fn,
				  char *args[], int count);
LIBIW_EXPORT int iw_get_kernel_we_version(void);
LIBIW_EXPORT int iw_print_version_info(const char *toolname);
LIBIW_EXPORT int iw_get_range_info(int skfd, const char *ifname,
				   struct iw_range *range);
LIBIW_EXPORT int iw_get_priv_info(int skfd, const char *ifname,
				  struct iw_priv_args **ppriv);
LIBIW_EXPORT int iw_get_basic_config(int skfd, const char *ifname,
				     struct wireless_config *info);
LIBIW_EXPORT int iw_set_basic_config(int skfd, const char *ifname,
				     struct wireless_config *info);
LIBIW_EXPORT int iw_protocol_compare(const char *protocol1,
				     const char *protocol2);
LIBIW_EXPORT void iw_essid_escape(char *dest, const char *src, const int slen);
LIBIW_EXPORT int iw_essid_unescape(char *dest, const char *src);
LIBIW_EXPORT void iw_float2freq(double in, struct iw_freq *out);
LIBIW_EXPORT double iw_freq2float(const struct iw_freq *in);
LIBIW_EXPORT void iw_print_freq_value(char *buffer, int buflen, double freq);
LIBIW_EXPORT void iw_print_freq(char *buffer, int buflen, double freq,
				int channel, int freq_flags);
LIBIW_EXPORT int iw_freq_to_channel(double freq, const struct iw_range *range);
LIBIW_EXPORT int iw_channel_to_freq(int channel, double *pfreq,
				    const struct iw_range *range);
LIBIW_EXPORT void iw_print_bitrate(char *buffer, int buflen, int bitrate);
LIBIW_EXPORT int iw_dbm2mwatt(int in);
LIBIW_EXPORT int iw_mwatt2dbm(int in);
LIBIW_EXPORT void iw_print_txpower(char *buffer, int buflen,
				   struct iw_param *txpower);
LIBIW_EXPORT int iw_get_stats(int skfd, const char *ifname,
			      struct iw_statistics *stats,
			      const struct iw_range *range, int has_range);
LIBIW_EXPORT void iw_print_stats(char *buffer, int buflen,
				 const struct iw_quality *qual,
				 const struct iw_range *range, int has_range);
LIBIW_EXPORT void iw_print_key(char *buffer, int buflen,
			       const unsigned char *key, int key_size,
			       int key_flags);
LIBIW_EXPORT int iw_in_key(const char *input, unsigned char *key);
LIBIW_EXPORT int iw_in_key_full(int skfd, const char *ifname,
				const char *input, unsigned char *key,
				__u16 *flags);
LIBIW_EXPORT void iw_print_pm_value(char *buffer, int buflen, int value,
				    int flags, int we_version);
LIBIW_EXPORT void iw_print_pm_mode(char *buffer, int buflen, int flags);
LIBIW_EXPORT void iw_print_retry_value(char *buffer, int buflen, int value,
				       int flags, int we_version);
LIBIW_EXPORT void iw_print_timeval(char *buffer, int buflen,
				   const struct timeval *time,
				   const struct timezone *tz);
LIBIW_EXPORT int iw_check_mac_addr_type(int skfd, const char *ifname);
LIBIW_EXPORT int iw_check_if_addr_type(int skfd, const char *ifname);
LIBIW_EXPORT char *iw_mac_ntop(const unsigned char *mac, int maclen,
			       char *buf, int buflen);
LIBIW_EXPORT void iw_ether_ntop(const struct ether_addr *eth, char *buf);
LIBIW_EXPORT char *iw_sawap_ntop(const struct sockaddr *sap, char *buf);
LIBIW_EXPORT int iw_mac_aton(const char *orig, unsigned char *mac, int macmax);
LIBIW_EXPORT int iw_ether_aton(const char *bufp, struct ether_addr *eth);
LIBIW_EXPORT int iw_in_inet(char *bufp, struct sockaddr *sap);
LIBIW_EXPORT int iw_in_addr(int skfd, const char *ifname, char *bufp,
			    struct sockaddr *sap);
LIBIW_EXPORT int iw_get_priv_size(int args);
LIBIW_EXPORT void iw_init_event_stream(struct stream_descr *stream,
				       char *data, int len);
LIBIW_EXPORT int iw_extract_event_stream(struct stream_descr *stream,
					 struct iw_event *iwe, int we_version);
LIBIW_EXPORT int iw_process_scan(int skfd, char *ifname, int we_version,
				 struct wireless_scan_head *context);
LIBIW_EXPORT int iw_scan(int skfd, char *ifname, int we_version,
			 struct wireless_scan_head *context);

LIBIW_EXPORT extern const char *const iw_operation_mode[];
LIBIW_EXPORT extern const struct iw_modul_descr iw_modul_list[];
LIBIW_EXPORT extern int iw_ignore_version;

/* The library's own ioctl() (libiw_ioctl.c): WEXT requests on nl80211
 * interfaces answered from the model, everything else to the kernel. */
LIBIW_EXPORT int ioctl(int fd, unsigned long request, ...);

/* The request without the C library's ioctl symbol in between. */
int libiw_ioctl(int fd, unsigned long request, void *arg);

#endif
