/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iwlib.h - the interface of libiw.so.30, wireless-tools' library, as
 * iwcompat builds it over nl80211 (docs/libiw.md): the same types,
 * layouts, functions and inline helpers as the iwlib.h of wireless-tools
 * 30 (Debian's libiw-dev), so that a program written for that header
 * builds unchanged with -liw and runs with either library.
 * tests/libiw/test_headers.c checks every layout against libiw's own
 * declarations and, where libiw-dev is installed, against its header.
 */
#ifndef IWLIB_H
#define IWLIB_H

/* What wireless-tools' header brings in, which its users rely on. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <netinet/if_ether.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/types.h>
#include <linux/types.h>

#ifndef __user
#define __user
#endif

#include "wireless.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The Wireless Extensions this library speaks, and its own version */
#define WE_VERSION 22
#define WE_MAX_VERSION 22
#define WT_VERSION 30

typedef struct iw_statistics iwstats;
typedef struct iw_range iwrange;
typedef struct iw_param iwparam;
typedef struct iw_freq iwfreq;
typedef struct iw_quality iwqual;
typedef struct iw_priv_args iwprivargs;
typedef struct sockaddr sockaddr;

/* What iw_get_basic_config() reads and iw_set_basic_config() writes. */
typedef struct wireless_config {
	char name[IFNAMSIZ + 1];
	int has_nwid;
	iwparam nwid;
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
} wireless_config;

/* Everything iwconfig shows for an interface. */
typedef struct wireless_info {
	struct wireless_config b;
	int has_sens;
	iwparam sens;
	int has_nickname;
	char nickname[IW_ESSID_MAX_SIZE + 2];
	int has_ap_addr;
	sockaddr ap_addr;
	int has_bitrate;
	iwparam bitrate;
	int has_rts;
	iwparam rts;
	int has_frag;
	iwparam frag;
	int has_power;
	iwparam power;
	int has_txpower;
	iwparam txpower;
	int has_retry;
	iwparam retry;
	iwstats stats;
	int has_stats;
	iwrange range;
	int has_range;
	int auth_key_mgmt;
	int has_auth_key_mgmt;
	int auth_cipher_pairwise;
	int has_auth_cipher_pairwise;
	int auth_cipher_group;
	int has_auth_cipher_group;
} wireless_info;

/* One cell of iw_scan()'s list (the caller frees each). */
typedef struct wireless_scan {
	struct wireless_scan *next;
	int has_ap_addr;
	sockaddr ap_addr;
	struct wireless_config b;
	iwstats stats;
	int has_stats;
	iwparam maxbitrate;
	int has_maxbitrate;
} wireless_scan;

typedef struct wireless_scan_head {
	wireless_scan *result;
	int retry;
} wireless_scan_head;

/* A position in a buffer of WEXT events (scan results, iwevent). */
typedef struct stream_descr {
	char *end;
	char *current;
	char *value;
} stream_descr;

/* Called by iw_enum_devices() for each interface. */
typedef int (*iw_enum_handler)(int skfd, char *ifname, char *args[],
			       int count);

typedef struct iw_modul_descr {
	unsigned int mask;
	char cmd[8];
	char *verbose;
} iw_modul_descr;

/* Sockets and devices */
int iw_sockets_open(void);
void iw_enum_devices(int skfd, iw_enum_handler fn, char *args[], int count);

/* Versions, ranges, the basic configuration */
int iw_get_kernel_we_version(void);
int iw_print_version_info(const char *toolname);
int iw_get_range_info(int skfd, const char *ifname, iwrange *range);
int iw_get_priv_info(int skfd, const char *ifname, iwprivargs **ppriv);
int iw_get_basic_config(int skfd, const char *ifname, wireless_config *info);
int iw_set_basic_config(int skfd, const char *ifname, wireless_config *info);
int iw_protocol_compare(const char *protocol1, const char *protocol2);

/* ESSIDs */
void iw_essid_escape(char *dest, const char *src, const int slen);
int iw_essid_unescape(char *dest, const char *src);

/* Frequencies and channels */
void iw_float2freq(double in, iwfreq *out);
double iw_freq2float(const iwfreq *in);
void iw_print_freq_value(char *buffer, int buflen, double freq);
void iw_print_freq(char *buffer, int buflen, double freq, int channel,
		   int freq_flags);
int iw_freq_to_channel(double freq, const struct iw_range *range);
int iw_channel_to_freq(int channel, double *pfreq,
		       const struct iw_range *range);

/* Bit rates and transmit power */
void iw_print_bitrate(char *buffer, int buflen, int bitrate);
int iw_dbm2mwatt(int in);
int iw_mwatt2dbm(int in);
void iw_print_txpower(char *buffer, int buflen, struct iw_param *txpower);

/* Statistics */
int iw_get_stats(int skfd, const char *ifname, iwstats *stats,
		 const iwrange *range, int has_range);
void iw_print_stats(char *buffer, int buflen, const iwqual *qual,
		    const iwrange *range, int has_range);

/* Encryption keys */
void iw_print_key(char *buffer, int buflen, const unsigned char *key,
		  int key_size, int key_flags);
int iw_in_key(const char *input, unsigned char *key);
int iw_in_key_full(int skfd, const char *ifname, const char *input,
		   unsigned char *key, __u16 *flags);

/* Power management and retries */
void iw_print_pm_value(char *buffer, int buflen, int value, int flags,
		       int we_version);
void iw_print_pm_mode(char *buffer, int buflen, int flags);
void iw_print_retry_value(char *buffer, int buflen, int value, int flags,
			  int we_version);

/* Time */
void iw_print_timeval(char *buffer, int buflen, const struct timeval *time,
		      const struct timezone *tz);

/* Addresses */
int iw_check_mac_addr_type(int skfd, const char *ifname);
int iw_check_if_addr_type(int skfd, const char *ifname);
char *iw_mac_ntop(const unsigned char *mac, int maclen, char *buf,
		  int buflen);
void iw_ether_ntop(const struct ether_addr *eth, char *buf);
char *iw_sawap_ntop(const struct sockaddr *sap, char *buf);
int iw_mac_aton(const char *orig, unsigned char *mac, int macmax);
int iw_ether_aton(const char *bufp, struct ether_addr *eth);
int iw_in_inet(char *bufp, struct sockaddr *sap);
int iw_in_addr(int skfd, const char *ifname, char *bufp,
	       struct sockaddr *sap);

/* Private requests */
int iw_get_priv_size(int args);

/* Event streams and scanning */
void iw_init_event_stream(struct stream_descr *stream, char *data, int len);
int iw_extract_event_stream(struct stream_descr *stream,
			    struct iw_event *iwe, int we_version);
int iw_process_scan(int skfd, char *ifname, int we_version,
		    wireless_scan_head *context);
int iw_scan(int skfd, char *ifname, int we_version,
	    wireless_scan_head *context);

/* Names of the operating modes (IW_MODE_*) and of the modulations */
extern const char *const iw_operation_mode[];
#define IW_NUM_OPER_MODE 7
#define IW_NUM_OPER_MODE_EXT 8

extern const struct iw_modul_descr iw_modul_list[];
#define IW_SIZE_MODUL_LIST 16

/* A WEXT request on the interface IFNAME: the name into the request,
 * then the ioctl (the kernel's answer, or libiw's over nl80211). */
static inline __attribute__((always_inline)) int
iw_set_ext(int skfd, const char *ifname, int request, struct iwreq *pwrq)
{
	strncpy(pwrq->ifr_name, ifname, IFNAMSIZ);
	return ioctl(skfd, request, pwrq);
}

static inline __attribute__((always_inline)) int
iw_get_ext(int skfd, const char *ifname, int request, struct iwreq *pwrq)
{
	strncpy(pwrq->ifr_name, ifname, IFNAMSIZ);
	return ioctl(skfd, request, pwrq);
}

static inline void iw_sockets_close(int skfd)
{
	close(skfd);
}

#ifdef __cplusplus
}
#endif

#endif
