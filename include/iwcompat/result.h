/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * result.h - what a legacy read found, one struct per listing, filled
 * once by the tool's glue and printed by the text printer (format_*.c,
 * legacy text on a FILE *) or the JSON printer (json_*.c, facts on a
 * struct iwc_json *): the two printers take the same struct, so they
 * cannot disagree on what was asked (docs/layout.md, "Results").
 *
 * The reads (src/model/result.c) ask an opened interface through its
 * contract (ifc.h), whichever backend answers: the nl80211 model or a
 * WEXT driver. The structs hold copies of the answers (wext.h), no
 * pointers into the interface they were read from. iwconfig's result is
 * struct iwc_wext_info (wext.h, the contract's get_info).
 */
#ifndef IWCOMPAT_RESULT_H
#define IWCOMPAT_RESULT_H

#include <stdbool.h>
#include <stdint.h>

#include "iwcompat/ifc.h"
#include "iwcompat/types.h"
#include "iwcompat/units.h"
#include "iwcompat/wext.h"
#include "iwcompat/wext_live.h"

/*
 * A SIOCGIW* request that takes flags (SIOCGIWRETRY): 0 with *@ret
 * filled, or the negative errno the request failed with. @arg: the
 * source (an opened interface, struct iwc_ifc, for the tools).
 */
typedef int (*iwc_param_get_fn)(const void *arg, uint16_t flags,
				struct iwc_param *ret);

/* iwlist IF retry */
struct iwc_retry_result {
	/* the range's limits: printed when retry_flags has IWC_RETRY_LIMIT
	 * ("Auto"/"Fixed" by IWC_RETRY_MIN, then the min and the max) */
	uint16_t range_flags;
	int range_min, range_max;
	int err;			/* the first request's errno, 0 read */
	/* what the requests answered: the current value, then the other
	 * kind of it (min <-> max, short <-> long) when the driver gave
	 * it; values[0].disabled: retries off */
	int n;
	struct iwc_param values[2];
};

/*
 * iwc_retry_result_fill - what iwlist's retry handler asks, in its
 * order: the current value (flags 0), then the other kind of it. The one
 * place of that logic, for the nl80211 path, the WEXT fallback and JSON
 * (src/model/result.c).
 */
void iwc_retry_result_fill(struct iwc_retry_result *res,
			   const struct iwc_wext_range *range,
			   iwc_param_get_fn get, const void *arg);
/* the same, asking @ifc's SIOCGIWRETRY (either backend) */
void iwc_retry_result_read(struct iwc_retry_result *res,
			   const struct iwc_wext_range *range,
			   const struct iwc_ifc *ifc);

/* iwlist IF freq|rate|power|txpower|retry: the range and what the
 * command's requests answered */
struct iwc_iwlist_result {
	int op;				/* enum iwc_iwlist_op (iwlist.h) */
	struct iwc_wext_range range;	/* FREQ: the range iwlist asked */
	/* RATE, TXPOWER: the range's lists (a WEXT driver's bit-rates and
	 * powers; cfg80211's are empty) */
	struct iwc_wext_range_lists lists;
	int err;		/* FREQ, RATE, POWER, TXPOWER: the request's
				 * errno, 0 read */
	struct iwc_freq freq;		/* FREQ: the current frequency */
	struct iwc_param param;		/* RATE, POWER, TXPOWER */
	struct iwc_retry_result retry;	/* RETRY */
};

/*
 * iwc_iwlist_result_read - what iwlist's handler of @op asks @ifc, after
 * the range @range (FREQ and RETRY print of it; RATE and TXPOWER ask the
 * range's lists themselves, and @range is not read): 0, -EOPNOTSUPP when
 * the lists are missing (iwlist says it has "no ... information"), or
 * -EINVAL for a command without a result (scanning, keys, ...). The
 * rate's "fixed" is the caller's to amend (iwlist prints stack garbage).
 */
int iwc_iwlist_result_read(int op, const struct iwc_ifc *ifc,
			   const struct iwc_wext_range *range,
			   struct iwc_iwlist_result *res);

/* iwgetid IF [-a|-c|-f|-m|-p]: the one value asked for */
struct iwc_getid_result {
	int what;			/* enum iwc_getid_what (parse.h) */
	uint8_t essid[IWC_SSID_MAX + 2];	/* ESSID */
	int essid_len;
	uint8_t mac[IWC_ETH_ALEN];	/* AP */
	int channel;			/* CHANNEL */
	struct iwc_freq freq;		/* FREQ, and the range (JSON's */
	bool has_range;			/* channel of it), when read */
	struct iwc_wext_range range;
	int mode;			/* MODE */
	char protocol[IWC_IFNAMSIZ + 1];	/* PROTO: SIOCGIWNAME's */
};

/*
 * iwc_getid_result_read - what iwgetid asks @ifc for @what: 0 with @res
 * filled, or iwgetid's negative code (-1 a request failed, -2 no range
 * or a mode out of its table, -3 a frequency of no channel).
 */
int iwc_getid_result_read(int what, const struct iwc_ifc *ifc,
			  struct iwc_getid_result *res);

#endif
