/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_keywords.c - the keyword and command tables
 * (include/iwcompat/iwconfig_keywords.def, iwlist_commands.def;
 * docs/keywords.md) against what they stand for: the kernel header's
 * WEXT request numbers, and iwlist's commands with the op each runs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include <linux/wireless.h>

#include "iwcompat/iwlist.h"
#include "iwcompat/settings.h"

/* The WEXT fallback's request numbers come from the keyword table
 * (include/iwcompat/iwconfig_keywords.def): each the kernel header's
 * (modulation: WE-21's SIOCSIWMODUL/SIOCGIWMODUL, 0x8B2E/0x8B2F). */
static void test_keyword_table_ioctls(void **state)
{
	static const struct {
		unsigned int set, get;
	} table[_IWC_REQ_MAX] = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       wext_set, wext_get, ...)					 \
		[IWC_REQ_##REQ] = { wext_set, wext_get },
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
	};
	static const struct {
		enum iwc_req req;
		unsigned int set, get;
	} want[] = {
		{ IWC_REQ_ESSID, SIOCSIWESSID, SIOCGIWESSID },
		{ IWC_REQ_MODE, SIOCSIWMODE, 0 },
		{ IWC_REQ_FREQ, SIOCSIWFREQ, SIOCGIWFREQ },
		{ IWC_REQ_RATE, SIOCSIWRATE, SIOCGIWRATE },
		{ IWC_REQ_ENCODE, SIOCSIWENCODE, SIOCGIWENCODE },
		{ IWC_REQ_POWER, SIOCSIWPOWER, SIOCGIWPOWER },
		{ IWC_REQ_NICKNAME, SIOCSIWNICKN, 0 },
		{ IWC_REQ_NWID, SIOCSIWNWID, SIOCGIWNWID },
		{ IWC_REQ_AP, SIOCSIWAP, 0 },
		{ IWC_REQ_TXPOWER, SIOCSIWTXPOW, SIOCGIWTXPOW },
		{ IWC_REQ_SENS, SIOCSIWSENS, 0 },
		{ IWC_REQ_RETRY, SIOCSIWRETRY, 0 },
		{ IWC_REQ_RTS, SIOCSIWRTS, SIOCGIWRTS },
		{ IWC_REQ_FRAG, SIOCSIWFRAG, SIOCGIWFRAG },
		{ IWC_REQ_MODUL, 0x8B2E, 0x8B2F },
		{ IWC_REQ_COMMIT, SIOCSIWCOMMIT, 0 },
	};

	(void)state;
	assert_int_equal(sizeof(want) / sizeof(want[0]), _IWC_REQ_MAX);
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		assert_int_equal(table[want[i].req].set, want[i].set);
		assert_int_equal(table[want[i].req].get, want[i].get);
	}
}

/* Every iwlist command, full and abbreviated, runs its op; aliases
 * share it (docs/reference/iwlist.md#dispatch). */
static void test_iwlist_commands(void **state)
{
	static const struct {
		const char *word;
		enum iwc_iwlist_cmd cmd;
		enum iwc_iwlist_op op;
	} want[] = {
		{ "scanning", IWC_IWLIST_SCANNING, IWC_OP_SCAN },
		{ "scan", IWC_IWLIST_SCANNING, IWC_OP_SCAN },
		{ "frequency", IWC_IWLIST_FREQUENCY, IWC_OP_FREQ },
		{ "channel", IWC_IWLIST_CHANNEL, IWC_OP_FREQ },
		{ "bitrate", IWC_IWLIST_BITRATE, IWC_OP_RATE },
		{ "rate", IWC_IWLIST_RATE, IWC_OP_RATE },
		{ "encryption", IWC_IWLIST_ENCRYPTION, IWC_OP_KEYS },
		{ "keys", IWC_IWLIST_KEYS, IWC_OP_KEYS },
		{ "power", IWC_IWLIST_POWER, IWC_OP_POWER },
		{ "txpower", IWC_IWLIST_TXPOWER, IWC_OP_TXPOWER },
		{ "retry", IWC_IWLIST_RETRY, IWC_OP_RETRY },
		{ "ap", IWC_IWLIST_AP, IWC_OP_AP },
		{ "accesspoints", IWC_IWLIST_ACCESSPOINTS, IWC_OP_AP },
		{ "peers", IWC_IWLIST_PEERS, IWC_OP_AP },
		{ "event", IWC_IWLIST_EVENT, IWC_OP_EVENT },
		{ "auth", IWC_IWLIST_AUTH, IWC_OP_AUTH },
		{ "wpakeys", IWC_IWLIST_WPAKEYS, IWC_OP_WPAKEYS },
		{ "genie", IWC_IWLIST_GENIE, IWC_OP_GENIE },
		{ "modulation", IWC_IWLIST_MODULATION, IWC_OP_MODULATION },
		{ "Mod", IWC_IWLIST_MODULATION, IWC_OP_MODULATION },
		{ "ch", IWC_IWLIST_CHANNEL, IWC_OP_FREQ },
	};

	(void)state;
	assert_int_equal(_IWC_IWLIST_CMD_MAX, 18);
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		char *argv[] = { "iwlist", "wlan0", (char *)want[i].word, NULL };
		struct iwc_iwlist_req r;

		iwc_parse_iwlist(3, argv, &r);
		assert_int_equal(r.action, IWC_IWLIST_RUN);
		assert_int_equal(r.cmd, want[i].cmd);
		assert_int_equal(r.op, want[i].op);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keyword_table_ioctls),
		cmocka_unit_test(test_iwlist_commands),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
