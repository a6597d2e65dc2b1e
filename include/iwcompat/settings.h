/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * settings.h - "iwconfig IFACE keyword args [keyword args ...]":
 * the parsed form of each keyword (parse_iwconfig.c, pure) and the
 * legacy error reports. Applying them is the model's job (apply.h).
 *
 * As wireless-tools did, the settings before a bad word are applied,
 * then the bad word is reported (tool_iwconfig.c).
 */
#ifndef IWCOMPAT_SETTINGS_H
#define IWCOMPAT_SETTINGS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/types.h"

/* The keywords, in wireless-tools' table order: iwconfig_keywords.def
 * has a row for each, with everything iwcompat knows about it. */
enum iwc_kw {
#define IWC_KW(ID, ...) IWC_KW_##ID,
#define IWC_KW_ALIAS(ID, ...) IWC_KW_##ID,
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
	_IWC_KW_MAX,
};

/* The WEXT request each keyword maps to (its name and number are part
 * of the error text): one per row of iwconfig_keywords.def that is not
 * an alias. */
enum iwc_req {
#define IWC_KW(ID, REQ, ...) IWC_REQ_##REQ,
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
	_IWC_REQ_MAX,
};

const char *iwc_req_name(enum iwc_req req);
unsigned int iwc_req_set_code(enum iwc_req req);
unsigned int iwc_req_get_code(enum iwc_req req);
/* The keyword as typed ("" past the table) */
const char *iwc_kw_name(enum iwc_kw kw);

/* The parsed form of a keyword whose WEXT request is an iw_param. */
struct iwc_wparam {
	int32_t value;
	bool fixed;
	bool disabled;
	uint16_t flags;
};

/*
 * One keyword with its arguments, as the WEXT request wireless-tools
 * would have built. Forms that first read the current value ("on",
 * "fixed") set use_current; the apply step performs that read and
 * reports a GET failure as the real tool does.
 */
struct iwc_setting {
	enum iwc_kw kw;
	enum iwc_req req;
	bool use_current;		/* essid on, freq/rate/txpower/rts/frag fixed,
					 * key on, power on, nwid on */
	union {
		struct {		/* essid */
			bool on;	/* flags != 0 */
			uint8_t len;
			uint8_t ssid[IWC_SSID_MAX];
			int index;	/* "[N]", 0 if absent */
		} essid;
		struct {		/* mode */
			int mode;	/* IW_MODE_* value, may be any int */
		} mode;
		struct {		/* freq, channel */
			bool is_auto;	/* m = -1, e = 0 */
			int32_t m;
			int16_t e;
			bool fixed;
		} freq;
		/* the keywords whose request is an iw_param (their rows'
		 * wext_form WX_PARAM): bit/rate (bit/s, -1 auto; flags:
		 * unicast 1, broadcast 2), power, txpower (dBm, -1 if
		 * none; flags IW_TXPOW_*), sens, retry, rts and frag, each
		 * with the fields its request uses (the others stay 0) */
		struct iwc_wparam param;
		struct {		/* enc, key */
			uint16_t flags;	/* index | IW_ENCODE_* */
			uint8_t len;
			uint8_t key[64];
			bool has_key;	/* else NOKEY */
			bool ascii;	/* given as "s:TEXT" */
		} key;
		struct {		/* ap */
			uint8_t addr[IWC_ETH_ALEN];
		} ap;
		struct {		/* nwid */
			bool disabled;
			uint32_t value;
		} nwid;
		struct {		/* nickname */
			uint8_t len;
			char name[IWC_SSID_MAX + 1];
		} nick;
		struct {		/* modulation */
			uint32_t value;
			bool fixed;
		} modul;
	} u;
};

/* Parse errors, with wireless-tools' exit statuses. */
enum iwc_set_err {
	IWC_SET_OK = 0,
	IWC_SET_ERR_UNKNOWN,		/* iwconfig: unknown command "X"        255 */
	IWC_SET_ERR_AMBIGUOUS,		/* iwconfig: command "X" is ambiguous   255 */
	IWC_SET_ERR_TOO_FEW,		/* too few arguments.                   254 */
	IWC_SET_ERR_INVALID,		/* invalid argument "X".                253 */
	IWC_SET_ERR_TOO_BIG,		/* argument too big (max N)             252 */
	IWC_SET_ERR_CONFLICT,		/* conflicting argument "X".            251 */
	/* iwcompat's own limit, reported only when the whole line is
	 * otherwise valid: iwconfig: too many settings (max N)         255 */
	IWC_SET_ERR_TOO_MANY,
};

struct iwc_set_diag {
	enum iwc_set_err err;
	enum iwc_req req;		/* the request the error belongs to */
	const char *arg;		/* the word quoted, or the keyword */
	int max;			/* for TOO_BIG */
	/* lines some errors print before the report (e.g. "Error:
	 * Passphrase not implemented"), each with its newline */
	char pre[256];
	/* what wireless-tools wrote on stdout while parsing (the "l:" LEAP
	 * key's "flags = %X, index = %X" lines), for the caller to print:
	 * malloc'd, NULL when nothing; iwc_set_diag_free() */
	char *out;
	size_t out_len;
};

#define IWC_MAX_SETTINGS 64

struct iwc_set_req {
	const char *ifname;
	int n;
	struct iwc_setting set[IWC_MAX_SETTINGS];
};

/*
 * What the parser needs to know about the interface (wireless-tools
 * asks the kernel while parsing "ap"): filled by the caller, so the
 * parser stays free of I/O.
 */
struct iwc_set_env {
	/* the interface's hardware type accepts MAC addresses
	 * (ARPHRD_ETHER or ARPHRD_IEEE80211) */
	bool mac_ok;
	/* SIOCGIWRANGE would answer (any cfg80211 interface: WE 22,
	 * encoding_login_index 0). Only then does a LEAP "l:" key print
	 * libiw's "flags = %X, index = %X" lines on stdout. */
	bool has_range;
	/* "ap <IP or host name>": resolve through the interface's ARP
	 * table. Returns 0 with @ret_mac, or -1 after writing the legacy
	 * message lines into @pre (size @pre_len). May be NULL: every
	 * such argument is then invalid. */
	int (*arp_lookup)(void *data, const char *ifname, const char *arg,
			  uint8_t *ret_mac, char *pre, size_t pre_len);
	void *arp_data;
};

/**
 * iwc_parse_iwconfig_set - parse @args (the words after the interface).
 * Returns 0, or -1 with @diag filled. On error @ret->n still counts the
 * settings parsed before the bad one: those the real tool had already
 * sent when it stopped, which the caller applies before reporting @diag
 * (except for IWC_SET_ERR_TOO_MANY, iwcompat's own limit).
 * The parser prints nothing: what wireless-tools wrote on stdout while
 * parsing is in @diag->out either way (the caller prints it, then frees
 * @diag with iwc_set_diag_free()).
 */
int iwc_parse_iwconfig_set(const char *ifname, int nargs, char **args,
			   const struct iwc_set_env *env,
			   struct iwc_set_req *ret, struct iwc_set_diag *diag);
void iwc_set_diag_free(struct iwc_set_diag *diag);

/* The report of a parse error on @f (stderr); returns the exit status. */
int iwc_fmt_set_diag(FILE *f, const struct iwc_set_diag *diag);

/* "Error for wireless request ... SET failed on device IF ; <strerror>." */
void iwc_fmt_set_failed(FILE *f, enum iwc_req req, const char *ifname,
			int errnum);
/* The same for the read that "on"/"fixed" forms do first. */
void iwc_fmt_get_failed(FILE *f, enum iwc_req req, const char *ifname,
			int errnum);

struct iwc_ctx;
struct iwc_apply_diag;

/* The report of what went wrong applying settings to @ifname (apply.h),
 * on @f (stderr); returns the exit status (0; 249 a GET failed, 250 a
 * SET failed or the state lock could not be had, 255 the state
 * directory is refused or the settings could not be stored). */
int iwc_fmt_apply_diag(FILE *f, const char *ifname,
		       const struct iwc_apply_diag *diag);

/**
 * iwc_iwconfig_apply - apply @req in order, the way cfg80211's WEXT
 * handlers did (iwc_wext_apply()); prints the legacy report of the first
 * failure and returns the exit status (iwc_fmt_apply_diag()).
 */
int iwc_iwconfig_apply(const struct iwc_ctx *ctx, struct iwc_set_req *req);

#endif
