/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * explain.h - what explain's files share (src/explain only): the script
 * being written, and the shell-word helpers.
 */
#ifndef IWCOMPAT_EXPLAIN_EXPLAIN_H
#define IWCOMPAT_EXPLAIN_EXPLAIN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"

struct link_plan {
	bool essid;			/* an essid setting was given */
	bool essid_on;
	bool essid_current;		/* "essid on": the stored one */
	uint8_t ssid_len;
	uint8_t ssid[IWC_SSID_MAX];
	bool freq;
	int freq_mhz;			/* 0 any */
	bool ap;
	uint8_t bssid[IWC_ETH_ALEN];
	bool key;			/* a key/enc setting was given */
	/* the WEP keys cfg80211 would keep (wdev->wext.keys), as iw's
	 * connect/ibss join take them: "[d:]N:KEY" */
	struct {
		bool set;
		bool ascii;		/* given as "s:TEXT" */
		uint8_t len;		/* 5 or 13 */
		uint8_t data[13];
	} keys[4];
	int key_default;		/* the TX key's index, -1 none */
	bool key_said;			/* a key setting was commented on */
};

struct xp {
	const struct iwc_ctx *ctx;
	FILE *f;
	const char *ifname;
	bool have_iface;
	struct iwc_iface iface;		/* if have_iface */
	bool comment;			/* writing commented-out commands (the
					 * rest of explain_link, called once) */
	char phy[48];			/* iw's words for the phy: "phy#0", or
					 * "phy \"$PHY\"" (looked up at run time) */
	bool phy_used;
	/* a bad word after settings: the script covers those settings,
	 * the tool's report of the word follows on stderr */
	bool partial;
	/* iwconfig's essid/freq/ap/key settings, explained together at
	 * the end (explain_link) */
	struct link_plan plan;
	/* iwlist's words after the command */
	int nargs;
	char **args;
};

/* A shell word: single-quoted unless it is plainly safe; in a comment
 * (@comment), control characters as printf(1) reads them (explain.c). */
void iwc_explain_sh_word(FILE *f, const uint8_t *s, size_t len, bool comment);

static inline void sh_str(FILE *f, const char *s)
{
	iwc_explain_sh_word(f, (const uint8_t *)s, strlen(s), false);
}

/* the same in a comment */
static inline void cm_str(FILE *f, const char *s)
{
	iwc_explain_sh_word(f, (const uint8_t *)s, strlen(s), true);
}

/* a word of a command line, which may be commented out */
static inline void xp_word(struct xp *x, const uint8_t *s, size_t len)
{
	iwc_explain_sh_word(x->f, s, len, x->comment);
}

static inline void dev_cmd(struct xp *x, const char *rest)
{
	fputs("iw dev ", x->f);
	xp_word(x, (const uint8_t *)x->ifname, strlen(x->ifname));
	fprintf(x->f, " %s", rest);
}

static inline const char *phy(struct xp *x)
{
	x->phy_used = true;
	return x->phy;
}

static inline void no_equiv(struct xp *x, const char *what)
{
	fprintf(x->f, "# no exact iw equivalent: %s\n", what);
}

/* explain_iwconfig.c: "iwcompat explain iwconfig ARGS..." (@argv[0] is
 * "iwconfig") */
int iwc_explain_iwconfig(struct xp *x, int argc, char **argv);

#endif
