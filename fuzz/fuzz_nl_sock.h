/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fuzz_nl_sock.h - the input layout of fuzz-nl-sock, shared by the
 * target and make_seeds.c.
 *
 * Byte 0: flags (FNS_*). Then up to FNS_MAX_DGRAMS datagrams, each a
 * 2-byte little-endian length, a source byte (FNS_SRC_*) and that many
 * bytes: queued in order on the socket nl_sock.c reads, then the
 * replies to request FNS_SEQ (and, if FNS_NEXT, FNS_SEQ + 1) are read
 * by iwc_nl_replies. Our port is FNS_PORT.
 */
#ifndef IWC_FUZZ_NL_SOCK_H
#define IWC_FUZZ_NL_SOCK_H

#define FNS_PORT 0x4c3d2e1fu
#define FNS_SEQ 7u
#define FNS_FAMILY 0x1c
#define FNS_MAX_DGRAMS 8

#define FNS_ONE_REPLY 0x01	/* the request went without NLM_F_ACK */
#define FNS_STOP 0x02		/* the handler has all it wants at once */
#define FNS_FAIL 0x04		/* the handler fails on its first reply */
#define FNS_JOINED 0x08		/* groups joined for an event wait */
#define FNS_EV_DONE 0x10	/* the event handler decides at its first */
#define FNS_NEXT 0x20		/* then the next request's replies */
#define FNS_NEXT_ONE 0x40	/* that one went without NLM_F_ACK */

#define FNS_SRC_FOREIGN 0x01	/* from another process's port */
#define FNS_SRC_HUGE 0x02	/* zero-padded past the receive buffer */

#endif
