/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * shim.c - a fake Wireless Extensions driver for the interface named by
 * $WEXT_SHIM_IF (default "lo"), as an LD_PRELOAD library: the ioctl()s
 * 0x8B00-0x8BFF on that interface are answered here, whoever issues
 * them. Run under it, the real wireless-tools and iwcompat
 * (IWCOMPAT_BACKEND=wext) talk to the same "driver", so what a vendor
 * driver offers and cfg80211 does not (private ioctls, spy lists,
 * scan tokens such as NWID, protocol and modulation, key indexes) can be
 * compared byte for byte without a kernel driver.
 *
 * Every SET request and private call is appended to $WEXT_SHIM_LOG (one
 * line: the request number and the bytes it carried), so the requests
 * of the two tools can be compared too.
 */
/* fopen and fopen64 are both defined here: no redirection of one to
 * the other (and so no 64-bit time_t by default either, which glibc
 * allows only with 64-bit file offsets: Debian 13's armhf) */
#undef _FILE_OFFSET_BITS
#undef _TIME_BITS
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#include <linux/wireless.h>

int ioctl(int fd, unsigned long req, ...);

static void log_req(unsigned long req, const void *p, size_t n)
{
	const char *path = getenv("WEXT_SHIM_LOG");
	const uint8_t *b = p;
	FILE *f;

	if (!path || !(f = fopen(path, "a")))
		return;
	fprintf(f, "%04lX", req);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s%02x", i ? "" : " ", b[i]);
	fputc('\n', f);
	fclose(f);
}

/* ---- the scan result stream, as a 64-bit kernel packs it ---- */

struct sbuf {
	uint8_t b[4096];
	size_t n;
};

static void put(struct sbuf *s, const void *p, size_t n)
{
	if (s->n + n <= sizeof(s->b)) {
		memcpy(s->b + s->n, p, n);
		s->n += n;
	}
}

static void ev(struct sbuf *s, uint16_t cmd, const void *v, size_t n)
{
	uint16_t hdr[2] = { (uint16_t)(IW_EV_LCP_LEN + n), cmd };
	static const uint8_t pad[8];

	put(s, hdr, 4);
	put(s, pad, IW_EV_LCP_LEN - 4);
	put(s, v, n);
}

static void ev_point(struct sbuf *s, uint16_t cmd, const void *data,
		     uint16_t len, uint16_t flags)
{
	uint16_t hdr[2] = { (uint16_t)(IW_EV_POINT_LEN + len), cmd };
	uint16_t lf[2] = { len, flags };
	static const uint8_t pad[8];

	put(s, hdr, 4);
	put(s, pad, IW_EV_LCP_LEN - 4);
	put(s, lf, 4);
	put(s, pad, IW_EV_POINT_LEN - IW_EV_LCP_LEN - 4);
	if (len)
		put(s, data, len);
}

static void ev_param(struct sbuf *s, uint16_t cmd, int32_t v, uint8_t fixed,
		     uint8_t disabled)
{
	struct iw_param p = { .value = v, .fixed = fixed,
			      .disabled = disabled };

	ev(s, cmd, &p, sizeof(p));
}

static void ev_freq(struct sbuf *s, int32_t m, int16_t e, uint8_t flags)
{
	struct iw_freq f = { .m = m, .e = e, .flags = flags };

	ev(s, SIOCGIWFREQ, &f, sizeof(f));
}

static void ev_ap(struct sbuf *s, uint8_t last)
{
	struct sockaddr sa = { .sa_family = 1 };

	memcpy(sa.sa_data, "\x02\x00\x00\x00\x42", 5);
	sa.sa_data[5] = (char)last;
	ev(s, SIOCGIWAP, &sa, sizeof(sa));
}

static void build_scan(struct sbuf *s)
{
	static const uint8_t wpa_ie[] = {
		0xdd, 0x16, 0x00, 0x50, 0xf2, 0x01, 0x01, 0x00, 0x00, 0x50,
		0xf2, 0x02, 0x01, 0x00, 0x00, 0x50, 0xf2, 0x02, 0x01, 0x00,
		0x00, 0x50, 0xf2, 0x02,
	};
	static const char custom[] = "bcn_int=100";
	struct iw_quality q1 = { 60, 200, 0, IW_QUAL_ALL_UPDATED };
	struct iw_quality q2 = { 40, (uint8_t)-65, (uint8_t)-95,
				 IW_QUAL_ALL_UPDATED | IW_QUAL_DBM };
	uint32_t mode;
	int32_t rates[] = { 1000000, 2000000, 5500000, 11000000, 6000000,
			    9000000, 12000000 };
	char name[IFNAMSIZ] = "IEEE 802.11bg";

	/* a cell with every token a vendor driver might send */
	ev_ap(s, 1);
	ev_param(s, SIOCGIWNWID, 0x1234, 1, 0);
	ev(s, SIOCGIWNAME, name, sizeof(name));
	ev_freq(s, 6, 0, 0);
	ev_freq(s, 2437, 6, IW_FREQ_FIXED);
	mode = IW_MODE_MASTER;
	ev(s, SIOCGIWMODE, &mode, sizeof(mode));
	ev_point(s, SIOCGIWESSID, "vendor-ap", 9, 3);
	/* (drivers send no key: libiw would misread one, see
	 * standard_ioctl_descr's "Hack" for SIOCGIWENCODE) */
	ev_point(s, SIOCGIWENCODE, NULL, 0, 2 | IW_ENCODE_NOKEY);
	{
		/* several values in one event */
		uint16_t hdr[2] = {
			(uint16_t)(IW_EV_LCP_LEN +
				   sizeof(rates) / 4 * sizeof(struct iw_param)),
			SIOCGIWRATE,
		};
		static const uint8_t pad[8];

		put(s, hdr, 4);
		put(s, pad, IW_EV_LCP_LEN - 4);
		for (size_t i = 0; i < sizeof(rates) / 4; i++) {
			struct iw_param p = { .value = rates[i] };

			put(s, &p, sizeof(p));
		}
	}
	ev_param(s, 0x8B2F, 0x27, 0, 0);		/* SIOCGIWMODUL: 11g */
	ev(s, IWEVQUAL, &q1, sizeof(q1));
	ev_point(s, IWEVGENIE, wpa_ie, sizeof(wpa_ie), 0);
	ev_point(s, IWEVCUSTOM, custom, sizeof(custom) - 1, 0);

	/* a second one: hidden, open, dBm, an unknown token */
	ev_ap(s, 2);
	ev_param(s, SIOCGIWNWID, 0, 0, 1);
	ev_freq(s, 2412, 6, 0);
	mode = 9;
	ev(s, SIOCGIWMODE, &mode, sizeof(mode));
	ev_point(s, SIOCGIWESSID, NULL, 0, 0);
	ev_point(s, SIOCGIWENCODE, NULL, 0, IW_ENCODE_DISABLED);
	ev(s, IWEVQUAL, &q2, sizeof(q2));
	ev_param(s, SIOCSIWCOMMIT, 0, 0, 0);
}

/* ---- the driver ---- */

static const struct iw_priv_args privs[] = {
	{ 0x8BE0, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1, 0, "set_mode" },
	{ 0x8BE1, 0, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1, "get_mode" },
	{ 0x8BE2, IW_PRIV_TYPE_BYTE | 4, 0, "set_bytes" },
	{ 0x8BE3, 0, IW_PRIV_TYPE_CHAR | 32, "get_name" },
	{ 0x8BE4, IW_PRIV_TYPE_ADDR | 2, 0, "set_addrs" },
	{ 0x8BE5, 0, IW_PRIV_TYPE_ADDR | 2, "get_addrs" },
	{ 0x8BE7, 0, IW_PRIV_TYPE_FLOAT | IW_PRIV_SIZE_FIXED | 2, "get_freqs" },
	{ 0x8BE6, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1,
	  IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1, "" },
	{ 1, IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1,
	  IW_PRIV_TYPE_INT | IW_PRIV_SIZE_FIXED | 1, "sub_double" },
	{ 0x8BE9, IW_PRIV_TYPE_CHAR | 64, 0, "set_string" },
};

/* The SET requests and private calls, with the fields wireless-tools
 * always fills (the others hold its stack garbage). */
static void log_set(unsigned long req, const union iwreq_data *u)
{
	uint8_t b[512];
	size_t n = 0;

#define ADD(p, len)							\
	do {								\
		size_t l_ = (len);					\
		if (n + l_ <= sizeof(b)) {				\
			memcpy(b + n, (p), l_);				\
			n += l_;					\
		}							\
	} while (0)

	switch (req) {
	case SIOCSIWESSID:
		ADD(&u->essid.length, 2);
		ADD(&u->essid.flags, 2);
		if (u->essid.pointer)
			ADD(u->essid.pointer, u->essid.length);
		break;
	case SIOCSIWNICKN:
		ADD(&u->essid.length, 2);
		if (u->essid.pointer)
			ADD(u->essid.pointer, u->essid.length);
		break;
	case SIOCSIWFREQ:
		ADD(&u->freq.m, 4);
		ADD(&u->freq.e, 2);
		ADD(&u->freq.flags, 1);
		break;
	case SIOCSIWMODE:
		ADD(&u->mode, 4);
		break;
	case SIOCSIWRATE:
		ADD(&u->bitrate.value, 4);
		ADD(&u->bitrate.fixed, 1);
		ADD(&u->bitrate.flags, 2);
		break;
	case SIOCSIWENCODE:
		ADD(&u->encoding.length, 2);
		ADD(&u->encoding.flags, 2);
		if (u->encoding.pointer)
			ADD(u->encoding.pointer, u->encoding.length);
		break;
	case SIOCSIWPOWER:
		ADD(&u->power.disabled, 1);
		if (!u->power.disabled) {
			ADD(&u->power.value, 4);
			ADD(&u->power.flags, 2);
		}
		break;
	case SIOCSIWNWID:
		ADD(&u->nwid.disabled, 1);
		ADD(&u->nwid.fixed, 1);
		if (!u->nwid.disabled)
			ADD(&u->nwid.value, 4);
		break;
	case SIOCSIWAP:
		ADD(u->ap_addr.sa_data, 6);
		break;
	case SIOCSIWTXPOW:
		ADD(&u->txpower, sizeof(u->txpower));
		break;
	case SIOCSIWSENS:
		ADD(&u->sens.value, 4);
		break;
	case SIOCSIWRETRY:
		ADD(&u->retry.value, 4);
		ADD(&u->retry.disabled, 1);
		ADD(&u->retry.flags, 2);
		break;
	case SIOCSIWRTS:
	case SIOCSIWFRAG:
		ADD(&u->rts.value, 4);
		ADD(&u->rts.fixed, 1);
		ADD(&u->rts.disabled, 1);
		break;
	case SIOCSIWSPY:
		ADD(&u->data.length, 2);
		for (int i = 0; i < u->data.length && i < 8; i++)
			ADD(((const struct sockaddr *)u->data.pointer)[i].sa_data,
			    6);
		break;
	case SIOCSIWTHRSPY: {
		const struct iw_thrspy *t = u->data.pointer;

		ADD(&t->low.level, 1);
		ADD(&t->low.updated, 1);
		ADD(&t->high.level, 1);
		ADD(&t->high.updated, 1);
		break;
	}
	case SIOCSIWSCAN:
		ADD(&u->data.flags, 2);
		ADD(&u->data.length, 2);
		if (u->data.pointer) {
			const struct iw_scan_req *r = u->data.pointer;

			ADD(&r->essid_len, 1);
			ADD(r->essid, r->essid_len <= 32 ? r->essid_len : 32);
		}
		break;
	case SIOCSIWCOMMIT:
		break;
	case 0x8BE0:
		ADD(u->name, 4);
		break;
	case 0x8BE6:
		ADD(u->name, 8);
		break;
	case 0x8BE2:
	case 0x8BE9:
		ADD(&u->data.length, 2);
		ADD(u->data.pointer, u->data.length);
		break;
	case 0x8BE4:
		ADD(&u->data.length, 2);
		for (int i = 0; i < u->data.length && i < 2; i++)
			ADD(((const struct sockaddr *)u->data.pointer)[i].sa_data,
			    6);
		break;
	default:
		return;		/* a GET */
	}
	log_req(req, b, n);
#undef ADD
}

/* An iw_param answer whole, as a kernel handler leaves it: every field
 * set (a field left alone would carry the caller's stack bytes back,
 * and the tools would print those). */
static void set_param(struct iw_param *p, int32_t value, uint8_t fixed,
		      uint8_t disabled, uint16_t flags)
{
	memset(p, 0, sizeof(*p));
	p->value = value;
	p->fixed = fixed;
	p->disabled = disabled;
	p->flags = flags;
}

static int driver(unsigned long req, struct iwreq *w)
{
	union iwreq_data *u = &w->u;
	static unsigned int scan_polls;

	log_set(req, u);

	switch (req) {
	case SIOCGIWNAME:
		strcpy(u->name, "IEEE 802.11bg");
		return 0;
	case SIOCGIWFREQ:
		memset(&u->freq, 0, sizeof(u->freq));
		u->freq.m = 2437;
		u->freq.e = 6;
		return 0;
	case SIOCGIWMODE:
		u->mode = IW_MODE_INFRA;
		return 0;
	case SIOCGIWESSID:
		if (u->essid.length < 6)
			return -E2BIG;
		memcpy(u->essid.pointer, "vendor", 6);
		u->essid.length = 6;
		u->essid.flags = 1;
		return 0;
	case SIOCGIWAP:
		memset(&u->ap_addr, 0, sizeof(u->ap_addr));
		u->ap_addr.sa_family = 1;
		memcpy(u->ap_addr.sa_data, "\x02\x00\x00\x00\x42\x01", 6);
		return 0;
	case SIOCGIWRATE:
		set_param(&u->bitrate, 11000000, 1, 0, 0);
		return 0;
	case SIOCGIWAUTH:
		switch (u->param.flags & IW_AUTH_INDEX) {
		case IW_AUTH_WPA_VERSION:
			u->param.value = IW_AUTH_WPA_VERSION_WPA2;
			return 0;
		case IW_AUTH_CIPHER_PAIRWISE:
			u->param.value = IW_AUTH_CIPHER_CCMP | 0x100;
			return 0;
		case IW_AUTH_DROP_UNENCRYPTED:
			u->param.value = 1;
			return 0;
		case IW_AUTH_PRIVACY_INVOKED:
			u->param.value = 0;
			return 0;
		default:
			return -EOPNOTSUPP;
		}
	case SIOCGIWAPLIST: {
		uint8_t *p = u->data.pointer;
		struct sockaddr sa[2] = { { .sa_family = 1 },
					  { .sa_family = 1 } };
		struct iw_quality q[2] = { { 50, 190, 0, 7 },
					   { 20, 170, 0, 7 } };

		memcpy(sa[0].sa_data, "\x02\x00\x00\x00\x00\x21", 6);
		memcpy(sa[1].sa_data, "\x02\x00\x00\x00\x00\x22", 6);
		memcpy(p, sa, sizeof(sa));
		memcpy(p + sizeof(sa), q, sizeof(q));
		u->data.length = 2;
		u->data.flags = 1;
		return 0;
	}
	case SIOCGIWNWID:
		set_param(&u->nwid, 0xbeef, 1, 0, 0);
		return 0;
	case SIOCGIWNICKN:
		if (u->essid.length < 9)
			return -E2BIG;
		memcpy(u->essid.pointer, "shim-nick", 9);
		u->essid.length = 9;
		return 0;
	case SIOCGIWSENS:
		set_param(&u->sens, 3, 1, 0, 0);
		return 0;
	case SIOCGIWTXPOW:
		set_param(&u->txpower, 15, 1, 0, IW_TXPOW_DBM);
		return 0;
	case SIOCGIWRTS:
		set_param(&u->rts, 2347, 1, 1, 0);
		return 0;
	case SIOCGIWFRAG:
		set_param(&u->frag, 512, 1, 0, 0);
		return 0;
	case SIOCGIWRETRY:
		set_param(&u->retry, 7, 0, 0, IW_RETRY_LIMIT);
		return 0;
	case SIOCGIWPOWER:
		set_param(&u->power, 0, 0, 1, 0);
		return 0;
	case SIOCGIWENCODE: {
		int idx = u->encoding.flags & IW_ENCODE_INDEX;

		if (idx > 4)
			return -EINVAL;
		if (idx == 0)
			idx = 2;
		u->encoding.flags = (uint16_t)idx;
		if (idx == 2) {
			memcpy(u->encoding.pointer, "\x01\x23\x45\x67\x89", 5);
			u->encoding.length = 5;
			u->encoding.flags |= IW_ENCODE_RESTRICTED;
		} else {
			u->encoding.length = 0;
			u->encoding.flags |= IW_ENCODE_DISABLED;
		}
		return 0;
	}
	case SIOCGIWRANGE: {
		struct iw_range *r = u->data.pointer;

		if (u->data.length < sizeof(*r))
			return -E2BIG;
		memset(r, 0, sizeof(*r));
		r->we_version_compiled = 22;
		r->we_version_source = 21;
		r->num_channels = 3;
		r->num_frequency = 3;
		for (int i = 0; i < 3; i++) {
			r->freq[i].i = (uint8_t)(1 + 5 * i);
			r->freq[i].m = 2412 + 25 * i;
			r->freq[i].e = 6;
		}
		r->sensitivity = 7;
		r->num_bitrates = 4;
		r->bitrate[0] = 1000000;
		r->bitrate[1] = 2000000;
		r->bitrate[2] = 5500000;
		r->bitrate[3] = 11000000;
		r->num_txpower = 3;
		r->txpower[0] = 5;
		r->txpower[1] = 10;
		r->txpower[2] = 15;
		r->txpower_capa = IW_TXPOW_DBM;
		r->max_qual.qual = 100;
		r->max_qual.level = 100;
		r->max_qual.updated = IW_QUAL_NOISE_INVALID;
		r->avg_qual.qual = 50;
		r->num_encoding_sizes = 2;
		r->encoding_size[0] = 5;
		r->encoding_size[1] = 13;
		r->max_encoding_tokens = 4;
		r->retry_capa = IW_RETRY_LIMIT;
		r->retry_flags = IW_RETRY_LIMIT;
		r->max_retry = 255;
		r->max_rts = 2347;
		r->min_frag = 256;
		r->max_frag = 2346;
		r->enc_capa = IW_ENC_CAPA_WPA | IW_ENC_CAPA_CIPHER_TKIP;
		r->scan_capa = IW_SCAN_CAPA_ESSID | IW_SCAN_CAPA_CHANNEL;
		r->event_capa[0] = IW_EVENT_CAPA_K_0 |
				   IW_EVENT_CAPA_MASK(SIOCGIWAP) |
				   IW_EVENT_CAPA_MASK(SIOCGIWSCAN);
		r->event_capa[4] = IW_EVENT_CAPA_MASK(IWEVCUSTOM);
		u->data.length = sizeof(*r);
		return 0;
	}
	case SIOCGIWSTATS: {
		struct iw_statistics *st = u->data.pointer;

		memset(st, 0, sizeof(*st));
		st->qual.qual = 70;
		st->qual.level = 180;
		st->qual.updated = IW_QUAL_ALL_UPDATED | IW_QUAL_NOISE_INVALID;
		st->discard.retries = 3;
		st->miss.beacon = 2;
		return 0;
	}
	case SIOCSIWSCAN:
		scan_polls = 0;
		return 0;
	case SIOCGIWSCAN: {
		struct sbuf s = { .n = 0 };

		if (++scan_polls == 1 && getenv("WEXT_SHIM_AGAIN"))
			return -EAGAIN;
		build_scan(&s);
		if (u->data.length < s.n) {
			u->data.length = (uint16_t)s.n;
			return -E2BIG;
		}
		memcpy(u->data.pointer, s.b, s.n);
		u->data.length = (uint16_t)s.n;
		return 0;
	}
	case SIOCGIWPRIV: {
		uint16_t n = sizeof(privs) / sizeof(privs[0]);

		if (u->data.length < n) {
			u->data.length = n;
			return -E2BIG;
		}
		memcpy(u->data.pointer, privs, sizeof(privs));
		u->data.length = n;
		return 0;
	}
	case 0x8BE1:
		memcpy(u->name, "\x2a\x00\x00\x00", 4);
		return 0;
	case 0x8BE3:
		memcpy(u->data.pointer, "fw-4.2", 6);
		u->data.length = 6;
		return 0;
	case 0x8BE5: {
		struct sockaddr *sa = u->data.pointer;

		memset(sa, 0, 2 * sizeof(*sa));
		memcpy(sa[0].sa_data, "\x02\x00\x00\x00\x00\x0a", 6);
		memcpy(sa[1].sa_data, "\x02\x00\x00\x00\x00\x0b", 6);
		u->data.length = 2;
		return 0;
	}
	case 0x8BE7: {
		struct iw_freq *f = (struct iw_freq *)u->name;

		f[0].m = 2412;
		f[0].e = 6;
		f[1].m = 5180;
		f[1].e = 6;
		return 0;
	}
	case 0x8BE6: {
		int32_t v;

		memcpy(&v, u->name + 4, 4);
		v *= 2;
		memcpy(u->name, &v, 4);
		return 0;
	}
	case SIOCGIWSPY: {
		uint8_t *p = u->data.pointer;
		struct sockaddr sa = { .sa_family = 1 };
		struct iw_quality q = { 30, 180, 0, IW_QUAL_ALL_UPDATED };

		memcpy(sa.sa_data, "\x02\x00\x00\x00\x00\x0c", 6);
		memcpy(p, &sa, sizeof(sa));
		memcpy(p + sizeof(sa), &q, sizeof(q));
		u->data.length = 1;
		return 0;
	}
	case SIOCGIWTHRSPY: {
		struct iw_thrspy *t = u->data.pointer;

		memset(t, 0, sizeof(*t));
		t->low.level = 20;
		t->high.level = 40;
		return 0;
	}
	case SIOCSIWESSID: case SIOCSIWFREQ: case SIOCSIWMODE:
	case SIOCSIWRATE: case SIOCSIWENCODE: case SIOCSIWPOWER:
	case SIOCSIWNICKN: case SIOCSIWNWID: case SIOCSIWAP:
	case SIOCSIWTXPOW: case SIOCSIWSENS: case SIOCSIWRETRY:
	case SIOCSIWRTS: case SIOCSIWFRAG: case SIOCSIWCOMMIT:
	case SIOCSIWSPY: case SIOCSIWTHRSPY:
	case 0x8BE0: case 0x8BE2: case 0x8BE4: case 0x8BE9:
		return 0;
	default:
		return -EOPNOTSUPP;
	}
}

/* A kernel with WEXT: libiw's iw_get_kernel_we_version() reads the
 * version from /proc/net/wireless (missing where the host kernel lacks
 * CONFIG_WIRELESS_EXT, which the VM tests' kernel has). */
static const char proc_wireless[] =
	"Inter-| sta-|   Quality        |   Discarded packets               | Missed | WE\n"
	" face | tus | link level noise |  nwid  crypt   frag  retry   misc | beacon | 22\n";

FILE *fopen(const char *path, const char *mode);
FILE *fopen64(const char *path, const char *mode);

static FILE *open_file(const char *sym, const char *path, const char *mode)
{
	FILE *(*real)(const char *, const char *);

	if (path && !strcmp(path, "/proc/net/wireless") && mode[0] == 'r')
		return fmemopen((void *)proc_wireless,
				sizeof(proc_wireless) - 1, "r");
	real = (FILE *(*)(const char *, const char *))dlsym(RTLD_NEXT, sym);
	return real(path, mode);
}

FILE *fopen(const char *path, const char *mode)
{
	return open_file("fopen", path, mode);
}

FILE *fopen64(const char *path, const char *mode)
{
	return open_file("fopen64", path, mode);
}

/* The driver's answer to a request on the shim's interface: 0 or -1
 * with errno; 1: not the driver's, for the caller to pass on. */
static int shim_request(unsigned long req, void *arg)
{
	const char *ifname = getenv("WEXT_SHIM_IF");
	int r;

	if (!ifname)
		ifname = "lo";
	if (req < 0x8B00 || req > 0x8BFF || !arg ||
	    strncmp(((struct iwreq *)arg)->ifr_name, ifname, IFNAMSIZ))
		return 1;
	r = driver(req, arg);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return 0;
}

int ioctl(int fd, unsigned long req, ...)
{
	static int (*real)(int, unsigned long, ...);
	va_list ap;
	void *arg;
	int r;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	r = shim_request(req, arg);
	if (r <= 0)
		return r;
	if (!real)
		real = (int (*)(int, unsigned long, ...))dlsym(RTLD_NEXT, "ioctl");
	return real(fd, req, arg);
}

/* iwcompat's WEXT fallback makes the system call itself
 * (iwcompat/sys_ioctl.h: syscall(SYS_ioctl, ...), never a library's
 * ioctl), so the "driver" answers there too, as the kernel would; any
 * other system call passes with its six argument registers. */
long syscall(long nr, ...);
long syscall(long nr, ...)
{
	static long (*real)(long, ...);
	long a[6];
	va_list ap;

	va_start(ap, nr);
	for (int i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	if (nr == SYS_ioctl) {
		int r = shim_request((unsigned long)a[1], (void *)a[2]);

		if (r <= 0)
			return r;
	}
	if (!real)
		real = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
	return real(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
}
