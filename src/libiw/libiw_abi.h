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

#include <net/if.h>
#include <net/ethernet.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/time.h>
/* The kernel's struct iw_range stops at enc_capa (568 bytes on
 * x86_64); wireless-tools' version 22 has five more fields, which
 * programs compiled against iwlib.h allocate. */
#define iw_range iw_range_kernel
#include <linux/wireless.h>
#undef iw_range

struct iw_range {
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
	/* wireless-tools' own */
	__s32 min_pms;
	__s32 max_pms;
	__u16 pms_flags;
	__s32 modul_capa;
	__u32 bitrate_capa;
};

/* Values of wireless-tools' wireless.h the kernel's lacks. */
#define IW_POWER_SAVING 0x4000
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

#define LIBIW_EXPORT __attribute__((visibility("default")))

struct wireless_config {
	char name[IFNAMSIZ + 1];
	int has_nwid;
	struct iw_param nwid;
	int has_freq;
	double freq;
	int freq_flags;
	int has_key;
	unsigned char key[IW_ENCODING_TOKEN_MAX];
	int key_size;
	int key_flags;
	int has_essid;
	int essid_on;
	char essid[IW_ESSID_MAX_SIZE + 2];
	int essid_len;
	int has_mode;
	int mode;
};

struct wireless_info {
	struct wireless_config b;
	int has_sens;
	struct iw_param sens;
	int has_nickname;
	char nickname[IW_ESSID_MAX_SIZE + 2];
	int has_ap_addr;
	struct sockaddr ap_addr;
	int has_bitrate;
	struct iw_param bitrate;
	int has_rts;
	struct iw_param rts;
	int has_frag;
	struct iw_param frag;
	int has_power;
	struct iw_param power;
	int has_txpower;
	struct iw_param txpower;
	int has_retry;
	struct iw_param retry;
	struct iw_statistics stats;
	int has_stats;
	struct iw_range range;
	int has_range;
	int auth_key_mgmt;
	int has_auth_key_mgmt;
	int auth_cipher_pairwise;
	int has_auth_cipher_pairwise;
	int auth_cipher_group;
	int has_auth_cipher_group;
};

struct wireless_scan {
	struct wireless_scan *next;
	int has_ap_addr;
	struct sockaddr ap_addr;
	struct wireless_config b;
	struct iw_statistics stats;
	int has_stats;
	struct iw_param maxbitrate;
	int has_maxbitrate;
};

struct wireless_scan_head {
	struct wireless_scan *result;
	int retry;
};

struct stream_descr {
	char *end;
	char *current;
	char *value;
};

typedef int (*iw_enum_handler)(int skfd, char *ifname, char *args[],
			       int count);

struct iw_modul_descr {
	unsigned int mask;
	char cmd[8];
	char *verbose;
};

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
