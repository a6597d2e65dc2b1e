/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * wext_priv.c - iwpriv through the WEXT fallback: the driver's private
 * request table, each request's arguments from the command line and its
 * answer printed (wireless-tools' iwpriv.c on a Wireless Extensions
 * driver; docs/reference/iwpriv.md).
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/wireless.h>

#include "iwcompat/hwtype.h"
#include "iwcompat/ifc.h"
#include "iwcompat/units.h"
#include "iwcompat/wext_live.h"

#define SIOCDEVPRIVATE 0x89F0	/* linux/sockios.h */

/* iw_get_priv_info(): the driver's table, growing the buffer on E2BIG.
 * Returns the number of entries (*ret malloc'd) or a negative errno. */
static int get_privs(const struct iwc_wext_live *live,
		     struct iw_priv_args **ret)
{
	struct iw_priv_args *priv = NULL, *np;
	size_t maxpriv = 16;
	union iwreq_data wrq;
	int r = -EOPNOTSUPP;

	do {
		np = realloc(priv, maxpriv * sizeof(*priv));
		if (!np) {
			r = -ENOMEM;
			break;
		}
		priv = np;
		memset(priv, 0, maxpriv * sizeof(*priv));
		memset(&wrq, 0, sizeof(wrq));
		wrq.data.pointer = priv;
		wrq.data.length = (uint16_t)maxpriv;
		wrq.data.flags = 0;
		r = iwc_wext_live_req(live, SIOCGIWPRIV, &wrq);
		if (r == 0) {
			*ret = priv;
			return wrq.data.length > maxpriv ? (int)maxpriv :
							   wrq.data.length;
		}
		if (r != -E2BIG)
			break;
		if (wrq.data.length > maxpriv)
			maxpriv = wrq.data.length;
		else
			maxpriv *= 2;
	} while (maxpriv < 1000);
	free(priv);
	*ret = NULL;
	return r < 0 ? r : -EOPNOTSUPP;
}

static const char *const argtype[8] = {
	"     ", "byte ", "char ", "", "int  ", "float", "addr ", "",
};

/* iw_float2freq(), libm flavour (as the Debian package) */
static void float2freq(double in, struct iwc_freq *out)
{
	double e = in > 0 ? floor(iwc_log10(in)) : 0;

	memset(out, 0, sizeof(*out));
	if (e > 8 && e < 400) {
		double m = floor(in / iwc_pow(10, e - 6)) * 100;

		out->m = m < 2147483647.0 ? (int32_t)m : INT32_MAX;
		out->e = (int16_t)(e - 8);
	} else {
		out->m = in < 2147483647.0 && in > -2147483648.0 ?
				 (int32_t)in : 0;
		out->e = 0;
	}
}

/* iw_get_priv_size() */
static size_t priv_size(unsigned int args)
{
	static const size_t type_size[8] = {
		0, 1, 1, 0, sizeof(uint32_t), sizeof(struct iw_freq),
		sizeof(struct sockaddr), 0,
	};

	return (args & IW_PRIV_SIZE_MASK) *
	       type_size[(args & IW_PRIV_TYPE_MASK) >> 12];
}

/* iw_in_addr() (the front-end's @fn) into an address argument of a
 * private request */
static bool in_addr(const struct iwc_ctx *ctx, iwc_in_addr_fn fn,
		    const char *ifname, const char *arg, struct sockaddr *ret)
{
	uint8_t mac[6];

	if (!fn || !fn(ctx, ifname, arg, mac))
		return false;
	memset(ret, 0, sizeof(*ret));
	ret->sa_family = ARPHRD_ETHER;
	memcpy(ret->sa_data, mac, sizeof(mac));
	return true;
}

#define PRIV_BUF 4096

/* iwpriv's set_private_cmd(): one private ioctl, its arguments from the
 * command line and its answer printed. 0 or -1. */
static int priv_call(const struct iwc_ctx *ctx,
		     const struct iwc_wext_live *live, char **args, int count,
		     const char *cmdname, const struct iw_priv_args *priv,
		     int n, iwc_in_addr_fn addr_fn)
{
	union {
		uint8_t b[PRIV_BUF + 1];
		int32_t i[PRIV_BUF / 4];
		struct iw_freq f[PRIV_BUF / sizeof(struct iw_freq)];
		struct sockaddr sa[PRIV_BUF / sizeof(struct sockaddr)];
	} *buf = calloc(1, sizeof(*buf));
	const char *ifname = live->ifname;
	union iwreq_data wrq;
	unsigned int set, get;
	int k, temp, subcmd = 0, r = -1;
	size_t offset = 0, tsize, len = 0;

	if (!buf)
		return -1;
	memset(&wrq, 0, sizeof(wrq));
	if (count >= 1 && sscanf(args[0], "[%i]", &temp) == 1) {
		subcmd = temp;
		args++;
		count--;
	}
	for (k = 0; k < n; k++)
		if (!strncmp(priv[k].name, cmdname, IFNAMSIZ) &&
		    strlen(cmdname) < IFNAMSIZ + 1)
			break;
	if (k == n) {
		fprintf(ctx->err, "Invalid command : %s\n", cmdname);
		goto out;
	}
	if (priv[k].cmd < SIOCDEVPRIVATE) {
		int j;

		for (j = 0; j < n; j++)
			if (!priv[j].name[0] &&
			    priv[j].set_args == priv[k].set_args &&
			    priv[j].get_args == priv[k].get_args)
				break;
		if (j == n) {
			fprintf(ctx->err, "Invalid private ioctl definition for : %s\n",
				cmdname);
			goto out;
		}
		subcmd = (int)priv[k].cmd;
		offset = sizeof(uint32_t);
		k = j;
	}
	set = priv[k].set_args;
	get = priv[k].get_args;

	if ((set & IW_PRIV_TYPE_MASK) && (set & IW_PRIV_SIZE_MASK)) {
		size_t max = set & IW_PRIV_SIZE_MASK;
		int i = 0;

		switch (set & IW_PRIV_TYPE_MASK) {
		case IW_PRIV_TYPE_BYTE:
		case IW_PRIV_TYPE_INT:
		case IW_PRIV_TYPE_FLOAT:
		case IW_PRIV_TYPE_ADDR:
			tsize = (set & IW_PRIV_TYPE_MASK) == IW_PRIV_TYPE_BYTE ? 1 :
				(set & IW_PRIV_TYPE_MASK) == IW_PRIV_TYPE_INT ? 4 :
				(set & IW_PRIV_TYPE_MASK) == IW_PRIV_TYPE_FLOAT ?
				sizeof(struct iw_freq) : sizeof(struct sockaddr);
			len = (size_t)count < max ? (size_t)count : max;
			if (len > PRIV_BUF / tsize)
				len = PRIV_BUF / tsize;
			for (; (size_t)i < len; i++) {
				int st = (int)(set & IW_PRIV_TYPE_MASK);

				if (st == IW_PRIV_TYPE_BYTE) {
					temp = 0;
					sscanf(args[i], "%i", &temp);
					buf->b[i] = (uint8_t)temp;
				} else if (st == IW_PRIV_TYPE_INT) {
					temp = 0;
					sscanf(args[i], "%i", &temp);
					buf->i[i] = temp;
				} else if (st == IW_PRIV_TYPE_FLOAT) {
					double freq;
					struct iwc_freq f;

					if (sscanf(args[i], "%lg", &freq) != 1) {
						fprintf(ctx->out, "Invalid float [%s]...\n",
							args[i]);
						goto out;
					}
					if (strchr(args[i], 'G'))
						freq *= IWC_GIGA;
					if (strchr(args[i], 'M'))
						freq *= IWC_MEGA;
					if (strchr(args[i], 'k'))
						freq *= IWC_KILO;
					float2freq(freq, &f);
					buf->f[i].m = f.m;
					buf->f[i].e = f.e;
				} else if (!in_addr(ctx, addr_fn, ifname, args[i],
						    &buf->sa[i])) {
					fprintf(ctx->out, "Invalid address [%s]...\n",
						args[i]);
					goto out;
				}
			}
			break;
		case IW_PRIV_TYPE_CHAR:
			if (count > 0) {
				len = strlen(args[0]) + 1;
				if (len > max)
					len = max;
				if (len > PRIV_BUF)
					len = PRIV_BUF;
				memcpy(buf->b, args[0], len);
			} else {
				len = 1;
			}
			break;
		default:
			fputs("Not implemented...\n", ctx->err);
			goto out;
		}
		if ((set & IW_PRIV_SIZE_FIXED) &&
		    len != (set & IW_PRIV_SIZE_MASK)) {
			fprintf(ctx->out, "The command %s needs exactly %d argument(s)...\n",
				cmdname, (int)(set & IW_PRIV_SIZE_MASK));
			goto out;
		}
	}
	wrq.data.length = (uint16_t)len;

	if ((set & IW_PRIV_SIZE_FIXED) &&
	    priv_size(set) + offset <= IFNAMSIZ) {
		/* the arguments fit in the request itself */
		if (offset)
			wrq.mode = (uint32_t)subcmd;
		memcpy(wrq.name + offset, buf->b, IFNAMSIZ - offset);
	} else if (set == 0 && (get & IW_PRIV_SIZE_FIXED) &&
		   priv_size(get) <= IFNAMSIZ) {
		if (offset)
			wrq.mode = (uint32_t)subcmd;
	} else {
		wrq.data.pointer = buf->b;
		wrq.data.flags = (uint16_t)subcmd;
	}

	temp = iwc_wext_live_req(live, priv[k].cmd, &wrq);
	if (temp < 0) {
		fputs("Interface doesn't accept private ioctl...\n", ctx->err);
		fprintf(ctx->err, "%s (%X): %s\n", cmdname, priv[k].cmd,
			strerror(-temp));
		goto out;
	}

	if ((get & IW_PRIV_TYPE_MASK) && (get & IW_PRIV_SIZE_MASK)) {
		size_t cnt;

		fprintf(ctx->out, "%-8.16s  %s:", ifname, cmdname);
		if ((get & IW_PRIV_SIZE_FIXED) && priv_size(get) <= IFNAMSIZ) {
			memcpy(buf->b, wrq.name, IFNAMSIZ);
			cnt = get & IW_PRIV_SIZE_MASK;
		} else {
			cnt = wrq.data.length;
		}
		switch (get & IW_PRIV_TYPE_MASK) {
		case IW_PRIV_TYPE_BYTE:
			if (cnt > PRIV_BUF)
				cnt = PRIV_BUF;
			for (size_t j = 0; j < cnt; j++)
				fprintf(ctx->out, "%d  ", buf->b[j]);
			fputc('\n', ctx->out);
			break;
		case IW_PRIV_TYPE_INT:
			if (cnt > PRIV_BUF / 4)
				cnt = PRIV_BUF / 4;
			for (size_t j = 0; j < cnt; j++)
				fprintf(ctx->out, "%d  ", buf->i[j]);
			fputc('\n', ctx->out);
			break;
		case IW_PRIV_TYPE_CHAR:
			if (cnt > PRIV_BUF)
				cnt = PRIV_BUF;
			buf->b[cnt] = '\0';
			fprintf(ctx->out, "%s\n", (const char *)buf->b);
			break;
		case IW_PRIV_TYPE_FLOAT:
			if (cnt > PRIV_BUF / sizeof(struct iw_freq))
				cnt = PRIV_BUF / sizeof(struct iw_freq);
			for (size_t j = 0; j < cnt; j++) {
				struct iwc_freq f = { .m = buf->f[j].m,
						      .e = buf->f[j].e };
				double freq = iwc_freq2float(&f);

				if (freq >= IWC_GIGA)
					fprintf(ctx->out, "%gG  ", freq / IWC_GIGA);
				else if (freq >= IWC_MEGA)
					fprintf(ctx->out, "%gM  ", freq / IWC_MEGA);
				else
					fprintf(ctx->out, "%gk  ", freq / IWC_KILO);
			}
			fputc('\n', ctx->out);
			break;
		case IW_PRIV_TYPE_ADDR:
			if (cnt > PRIV_BUF / sizeof(struct sockaddr))
				cnt = PRIV_BUF / sizeof(struct sockaddr);
			for (size_t j = 0; j < cnt; j++) {
				char mac[32];

				if (j)
					fprintf(ctx->out, "           %.*s",
						(int)strlen(cmdname),
						"                ");
				iwc_ether_ntop((const uint8_t *)buf->sa[j].sa_data,
					       mac);
				fprintf(ctx->out, "%s\n", mac);
			}
			break;
		default:
			fputs("Not yet implemented...\n", ctx->err);
			goto out;
		}
	}
	r = 0;
out:
	free(buf);
	return r;
}

int iwc_wext_live_iwpriv(const struct iwc_ctx *ctx,
			 const struct iwc_wext_live *live,
			 enum iwc_priv_mode mode, int nargs, char **args,
			 iwc_in_addr_fn addr_fn)
{
	struct iw_priv_args *priv = NULL;
	int n = get_privs(live, &priv), r = 0;

	if (n <= 0) {
		fprintf(ctx->err, "%-8.16s  no private ioctls.\n\n",
			live->ifname);
		free(priv);
		return mode == IWC_PRIV_CALL ? -1 : 0;
	}
	switch (mode) {
	case IWC_PRIV_CALL:
		r = priv_call(ctx, live, args + 1, nargs - 1, args[0], priv,
			      n, addr_fn);
		break;
	case IWC_PRIV_ALL:
		fprintf(ctx->out, "%-8.16s  Available read-only private ioctl :\n",
			live->ifname);
		for (int k = 0; k < n; k++) {
			char name[IFNAMSIZ + 1];

			memcpy(name, priv[k].name, IFNAMSIZ);
			name[IFNAMSIZ] = '\0';
			if (name[0] && priv[k].set_args == 0 &&
			    priv[k].get_args != 0)
				priv_call(ctx, live, NULL, 0, name, priv, n,
					  addr_fn);
		}
		fputc('\n', ctx->out);
		break;
	case IWC_PRIV_LIST:
	default:
		fprintf(ctx->out, "%-8.16s  Available private ioctls :\n",
			live->ifname);
		for (int k = 0; k < n; k++) {
			char name[IFNAMSIZ + 1];

			memcpy(name, priv[k].name, IFNAMSIZ);
			name[IFNAMSIZ] = '\0';
			if (!name[0])
				continue;
			fprintf(ctx->out, "          %-16.16s (%.4X) : set %3d %s & get %3d %s\n",
				name, priv[k].cmd,
				priv[k].set_args & IW_PRIV_SIZE_MASK,
				argtype[(priv[k].set_args & IW_PRIV_TYPE_MASK) >> 12 & 7],
				priv[k].get_args & IW_PRIV_SIZE_MASK,
				argtype[(priv[k].get_args & IW_PRIV_TYPE_MASK) >> 12 & 7]);
		}
		fputc('\n', ctx->out);
		break;
	}
	free(priv);
	return r;
}
