/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * native_cmd.h - what native mode's command files share (private to
 * src/native/): a run of one command line, the handlers of the command
 * table in native.c, and the printers more than one file uses.
 */
#ifndef IWCOMPAT_NATIVE_CMD_H
#define IWCOMPAT_NATIVE_CMD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "iwcompat/backend.h"

struct iwc_ctx;
struct iwc_json;

/* iw's handler results: 1 usage, 2 message printed by the handler */
#define RET_USAGE 1
#define RET_MSG 2

enum idby { BY_NONE, BY_NETDEV, BY_PHY };

struct nrun {
	const struct iwc_ctx *ctx;
	const struct iwc_backend *nat;
	const char *argv0;
	bool json;
	const char *ifname;		/* BY_NETDEV */
	uint32_t ifindex;
	int64_t wiphy;			/* BY_PHY */
};

/* native.c */
void iwc_nat_mac_str(char *buf, const uint8_t *m);
const char *iwc_nat_chantype_name(uint32_t t);

/* native_dev.c: dev, info, link; the rate printers of link and station */
void iwc_nat_print_rate(FILE *f, const struct iwc_nat_rate *rt);
void iwc_nat_json_rate(struct iwc_json *j, const char *key,
		       const struct iwc_nat_rate *rt);
int iwc_nat_cmd_dev(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_info(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_link(struct nrun *r, int argc, char **argv);

/* native_station.c */
int iwc_nat_cmd_station_dump(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_station_get(struct nrun *r, int argc, char **argv);

/* native_set.c */
int iwc_nat_cmd_get_ps(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_set_ps(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_set_type(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_disconnect(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_connect(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_set_txpower(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_set_freq(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_set_channel(struct nrun *r, int argc, char **argv);

/* native_reg.c */
int iwc_nat_cmd_reg_get(struct nrun *r, int argc, char **argv);
int iwc_nat_cmd_reg_set(struct nrun *r, int argc, char **argv);

#endif
