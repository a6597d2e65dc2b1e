/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * explain_iwconfig.c - "iwcompat explain iwconfig ARGS...": each setting
 * through iwconfig's own parser, then what cfg80211's WEXT handler did
 * with it as iw commands (the explain column of
 * include/iwcompat/iwconfig_keywords.def); the link settings (essid,
 * freq/channel, ap, key) together at the end (explain_link). The
 * mapping is listed at the head of explain.c.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/settings.h"
#include "iwcompat/units.h"

#include "explain.h"

/* cfg80211_wext_freq(): a channel number (e == 0) or Hz, to MHz; 0 for
 * "any", negative when the kernel would refuse it */
static int wext_freq_mhz(const struct iwc_setting *s)
{
	if (s->u.freq.is_auto)
		return 0;
	return iwc_wext_freq_mhz(s->u.freq.m, s->u.freq.e);
}

/* The first channel an IBSS would start on (cfg80211_ibss_wext_join):
 * the first enabled one without no-IR, from the wiphy. */
static uint32_t ibss_default_freq(struct xp *x)
{
	const struct iwc_backend *be = x->ctx->be;
	struct iwc_wiphy *w;
	uint32_t freq = 2412;

	if (!x->have_iface || !be || !be->get_wiphy)
		return freq;
	w = malloc(sizeof(*w));
	if (!w)
		return freq;
	if (be->get_wiphy(x->ctx->be_data, x->iface.wiphy, w) == 0) {
		for (size_t i = 0; i < w->n_channels; i++) {
			if (!w->channels[i].disabled && !w->channels[i].no_ir) {
				freq = w->channels[i].freq_mhz;
				break;
			}
		}
	}
	free(w);
	return freq;
}


static void print_mac(FILE *f, const uint8_t *m)
{
	fprintf(f, "%02x:%02x:%02x:%02x:%02x:%02x", m[0], m[1], m[2], m[3],
		m[4], m[5]);
}

static bool mac_is(const uint8_t *m, uint8_t b)
{
	for (int i = 0; i < IWC_ETH_ALEN; i++)
		if (m[i] != b)
			return false;
	return true;
}

/* the mode in effect after the settings: the last "mode", else now */
static int final_mode(const struct xp *x, const struct iwc_set_req *req)
{
	int mode = IWC_MODE_INFRA;

	if (x->have_iface) {
		if (x->iface.iftype == IWC_IFTYPE_ADHOC)
			mode = IWC_MODE_ADHOC;
		else if (x->iface.iftype == IWC_IFTYPE_MONITOR)
			mode = IWC_MODE_MONITOR;
		else if (x->iface.iftype == IWC_IFTYPE_AP)
			mode = IWC_MODE_MASTER;
	}
	for (int i = 0; i < req->n; i++)
		if (req->set[i].req == IWC_REQ_MODE)
			mode = req->set[i].u.mode.mode;
	return mode;
}

static void explain_mode(struct xp *x, const struct iwc_setting *s)
{
	switch (s->u.mode.mode) {
	case IWC_MODE_INFRA:
		dev_cmd(x, "set type managed\n");
		break;
	case IWC_MODE_ADHOC:
		dev_cmd(x, "set type ibss\n");
		break;
	case IWC_MODE_MONITOR:
		dev_cmd(x, "set type monitor\n");
		break;
	case IWC_MODE_MASTER:
		no_equiv(x, "mode master: an access point needs hostapd");
		break;
	default:
		no_equiv(x, "this mode (cfg80211 refuses it: Invalid argument)");
		break;
	}
}

static void explain_thr(struct xp *x, const struct iwc_setting *s,
			const char *what)
{
	if (s->use_current) {
		fprintf(x->f, "# %s fixed: keeps the current threshold\n", what);
		return;
	}
	/* cfg80211: off unless a fixed value */
	fprintf(x->f, "iw %s set %s ", phy(x), what);
	if (s->u.param.disabled || !s->u.param.fixed)
		fputs("off\n", x->f);
	else
		fprintf(x->f, "%d\n", (int)s->u.param.value);
}

static void explain_retry(struct xp *x, const struct iwc_setting *s)
{
	uint16_t fl = s->u.param.flags;

	if ((fl & IWC_RETRY_TYPE) != IWC_RETRY_LIMIT) {
		no_equiv(x, "retry lifetime (cfg80211 refuses it)");
		return;
	}
	fprintf(x->f, "iw %s set retry", phy(x));
	if (fl & IWC_RETRY_LONG)
		fprintf(x->f, " long %d\n", (int)s->u.param.value);
	else if (fl & IWC_RETRY_SHORT)
		fprintf(x->f, " short %d\n", (int)s->u.param.value);
	else
		fprintf(x->f, " short %d long %d\n", (int)s->u.param.value,
			(int)s->u.param.value);
}

static void explain_txpower(struct xp *x, const struct iwc_setting *s)
{
	char buf[64];
	int64_t mbm;

	if (s->u.param.disabled) {
		no_equiv(x, "txpower off turns the radio off (rfkill), e.g.:");
		fputs("# rfkill block $(cat /sys/class/net/", x->f);
		cm_str(x->f, x->ifname);
		fputs("/phy80211/rfkill*/index)\n", x->f);
		return;
	}
	if (s->use_current) {
		no_equiv(x, "txpower on turns the radio on (rfkill unblock) and keeps the power");
		return;
	}
	/* cfg80211_wext_siwtxpower: a negative fixed level is EINVAL; a
	 * negative one with "auto" is automatic */
	if (s->u.param.fixed && s->u.param.value < 0) {
		no_equiv(x, "a negative fixed txpower (cfg80211 refuses it: Invalid argument)");
		return;
	}
	if (!s->u.param.fixed && s->u.param.value < 0) {
		dev_cmd(x, "set txpower auto\n");
		return;
	}
	/* dBm to mBm: past INT_MAX / 100 the kernel's DBM_TO_MBM() wraps
	 * in its int (what the driver gets is not the level asked for),
	 * and iw's level is an int too: no iw line asks for it */
	mbm = (int64_t)s->u.param.value * 100;
	if (mbm > INT32_MAX) {
		fprintf(x->f, "# no exact iw equivalent: txpower %d dBm is %" PRId64
			" mBm, more than the kernel's int holds (cfg80211's dBm to mBm conversion overflows)\n",
			(int)s->u.param.value, mbm);
		return;
	}
	snprintf(buf, sizeof(buf), "set txpower %s %d\n",
		 s->u.param.fixed ? "fixed" : "limit", (int)mbm);
	dev_cmd(x, buf);
}

static void explain_power(struct xp *x, const struct iwc_setting *s)
{
	uint16_t fl = s->u.param.flags;
	uint16_t mode = fl & IWC_POWER_MODE;

	if (s->u.param.disabled) {
		dev_cmd(x, "set power_save off\n");
		return;
	}
	if (!s->use_current &&
	    ((mode != IWC_POWER_ON && mode != IWC_POWER_ALL_R) ||
	     (fl & ~(IWC_POWER_MODE | IWC_POWER_TIMEOUT)))) {
		no_equiv(x, "this power setting (cfg80211 refuses it)");
		return;
	}
	if (fl & IWC_POWER_TIMEOUT)
		no_equiv(x, "the power save timeout (nl80211 has none; power save is turned on)");
	dev_cmd(x, "set power_save on\n");
}

static void explain_rts(struct xp *x, const struct iwc_setting *s)
{
	explain_thr(x, s, "rts");
}

static void explain_frag(struct xp *x, const struct iwc_setting *s)
{
	explain_thr(x, s, "frag");
}

static void explain_essid(struct xp *x, const struct iwc_setting *s)
{
	x->plan.essid = true;
	x->plan.essid_on = s->u.essid.on;
	x->plan.essid_current = s->use_current;
	x->plan.ssid_len = s->u.essid.len;
	memcpy(x->plan.ssid, s->u.essid.ssid, s->u.essid.len);
}

static void explain_freq(struct xp *x, const struct iwc_setting *s)
{
	if (s->use_current)
		return;
	x->plan.freq = true;
	x->plan.freq_mhz = wext_freq_mhz(s);
}

static void explain_ap(struct xp *x, const struct iwc_setting *s)
{
	x->plan.ap = true;
	memcpy(x->plan.bssid, s->u.ap.addr, IWC_ETH_ALEN);
}

/*
 * cfg80211_wext_siwencode(): "[N]" is key N-1, no index the TX key (0
 * when none is set); a key of 5 or 13 bytes is stored, the first one
 * stored becomes the TX key; an index alone selects the TX key; "off"
 * removes the key. iw has no key commands: the keys go to the connect
 * or ibss join line (explain_link). open/restricted/temporary change
 * nothing in cfg80211 (its SME tries open, then shared).
 */
static void explain_key(struct xp *x, const struct iwc_setting *s)
{
	struct link_plan *p = &x->plan;
	uint16_t flags = s->u.key.flags;
	int idx = flags & IWC_ENCODE_INDEX;

	if (!p->key)
		p->key_default = -1;
	p->key = true;
	if (s->use_current) {
		no_equiv(x, "key on (the keys cfg80211 keeps): iw gives keys to each connect or ibss join");
		p->key_said = true;
		return;
	}
	if (idx > 4) {
		fprintf(x->f, "# no exact iw equivalent: key [%d] (cfg80211 refuses an index above [4])\n",
			idx);
		p->key_said = true;
		return;
	}
	idx = idx ? idx - 1 : (p->key_default >= 0 ? p->key_default : 0);
	if (flags & IWC_ENCODE_DISABLED) {
		p->keys[idx].set = false;
		if (p->key_default == idx)
			p->key_default = -1;
		return;
	}
	if (!s->u.key.has_key) {
		p->key_default = idx;
		return;
	}
	if (s->u.key.len != 5 && s->u.key.len != 13) {
		fprintf(x->f, "# no exact iw equivalent: a WEP key of %u bytes (iw and cfg80211 take 5 or 13)\n",
			(unsigned int)s->u.key.len);
		p->key_said = true;
		return;
	}
	p->keys[idx].set = true;
	p->keys[idx].ascii = s->u.key.ascii;
	p->keys[idx].len = s->u.key.len;
	memcpy(p->keys[idx].data, s->u.key.key, s->u.key.len);
	if (p->key_default < 0)
		p->key_default = idx;
}

/* the keys as iw's connect/ibss join take them: " key [d:]N:KEY...", the
 * TX key marked d: (the first one if none is); false if there are none */
static bool print_keys(struct xp *x, bool comment)
{
	const struct link_plan *p = &x->plan;
	int def = p->key_default;
	bool any = false;

	if (def < 0 || !p->keys[def].set)
		for (def = 0; def < 4 && !p->keys[def].set; def++)
			;
	for (int i = 0; i < 4; i++) {
		char w[4 + 2 * sizeof(p->keys[i].data) + 1];
		int n;

		if (!p->keys[i].set)
			continue;
		if (!any)
			fputs(" key", x->f);
		any = true;
		n = snprintf(w, sizeof(w), "%s%d:", i == def ? "d:" : "", i);
		for (int b = 0; b < p->keys[i].len; b++)
			n += snprintf(w + n, sizeof(w) - (size_t)n,
				      p->keys[i].ascii ? "%c" : "%02x",
				      p->keys[i].data[b]);
		fputc(' ', x->f);
		iwc_explain_sh_word(x->f, (const uint8_t *)w, (size_t)n,
				    comment);
	}
	return any;
}

/* keys with no connect or ibss join line to go on: the words to add */
static void keys_hint(struct xp *x)
{
	bool any = false;

	for (int i = 0; i < 4; i++)
		any = any || x->plan.keys[i].set;
	if (!x->plan.key || (!any && x->plan.key_said))
		return;
	fputs("# no exact iw equivalent: WEP keys outside a connect or ibss join; give them to it:",
	      x->f);
	if (!print_keys(x, true))
		fputs(" none given here (connect or join without \"key\")", x->f);
	fputc('\n', x->f);
}

static void explain_rate(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	no_equiv(x, "bit rates: iw dev IF set bitrates legacy-2.4 RATES... legacy-5 RATES...");
}

static void explain_commit(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	fputs("# commit: nothing to do (each setting applies at once)\n", x->f);
}

static void explain_nickname(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	no_equiv(x, "nickname (cfg80211 does not keep one)");
}

static void explain_nwid(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	no_equiv(x, "nwid (pre-802.11; cfg80211 refuses it)");
}

static void explain_sens(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	no_equiv(x, "sens (cfg80211 refuses it); see \"iw dev IF set cqm rssi\"");
}

static void explain_modulation(struct xp *x, const struct iwc_setting *s)
{
	(void)s;
	no_equiv(x, "modulation (cfg80211 refuses it)");
}

/* the explain column of iwconfig_keywords.def, by request */
static void (*const explainers[_IWC_REQ_MAX])(struct xp *x,
					      const struct iwc_setting *s) = {
#define IWC_KW(ID, REQ, name, usage, grammar, words, req_name, req_code, \
	       wext_set, wext_get, apply, current, explain, ...)		 \
	[IWC_REQ_##REQ] = explain,
#define IWC_KW_ALIAS(...)
#include "iwcompat/iwconfig_keywords.def"
#undef IWC_KW
#undef IWC_KW_ALIAS
};

static void explain_link(struct xp *x, const struct link_plan *p, int mode)
{
	FILE *f = x->f;
	const uint8_t *ssid = p->ssid;
	uint8_t ssid_len = p->ssid_len;

	if (!p->essid && !p->freq && !p->ap) {
		keys_hint(x);
		return;
	}
	if (mode == IWC_MODE_MONITOR) {
		if (p->freq && p->freq_mhz > 0) {
			char buf[48];

			snprintf(buf, sizeof(buf), "set freq %d\n", p->freq_mhz);
			dev_cmd(x, buf);
		} else if (p->freq) {
			no_equiv(x, "a monitor interface needs a channel");
		}
		if (p->essid || p->ap)
			no_equiv(x, "essid/ap on a monitor interface (cfg80211 ignores or refuses them)");
		return;
	}
	if (mode != IWC_MODE_INFRA && mode != IWC_MODE_ADHOC) {
		no_equiv(x, "essid/freq/ap in this mode");
		return;
	}
	if (p->essid_current && x->have_iface && x->iface.has_ssid &&
	    x->iface.ssid_len <= IWC_SSID_MAX) {
		ssid = x->iface.ssid;
		ssid_len = x->iface.ssid_len;
	}
	if (!p->essid && mode == IWC_MODE_ADHOC && x->have_iface &&
	    x->iface.iftype == IWC_IFTYPE_ADHOC && x->iface.has_ssid &&
	    !(p->freq && !p->ap && x->iface.has_freq &&
	      (uint32_t)p->freq_mhz == x->iface.freq_mhz)) {
		/* a joined IBSS: cfg80211 leaves it, and rejoins only with an
		 * SSID set through WEXT (a join through nl80211 does not set
		 * one) */
		dev_cmd(x, "ibss leave\n");
		no_equiv(x, "cfg80211 rejoins only an SSID given to iwconfig: \"iw dev IF ibss join SSID FREQ fixed-freq [BSSID]\"");
		keys_hint(x);
		return;
	}
	if (!p->essid && mode == IWC_MODE_INFRA && x->have_iface &&
	    x->iface.iftype == IWC_IFTYPE_STATION && x->iface.has_ssid &&
	    ((p->freq && p->freq_mhz > 0) ||
	     (p->ap && !mac_is(p->bssid, 0) && !mac_is(p->bssid, 0xff)))) {
		/* connected: cfg80211 disconnects, and the disconnect
		 * forgets any SSID set through WEXT (__cfg80211_disconnected),
		 * so nothing connects again */
		dev_cmd(x, "disconnect\n");
		no_equiv(x, "cfg80211 does not reconnect (the disconnect forgets the SSID): \"iw dev IF connect SSID FREQ BSSID\"");
		keys_hint(x);
		return;
	}
	if (!p->essid || p->essid_current) {
		/* only freq/ap: cfg80211 keeps them for the next essid,
		 * reconnecting only what it connected itself */
		if (!(p->essid_current && ssid != p->ssid)) {
			no_equiv(x, mode == IWC_MODE_ADHOC ?
				 "the channel/cell is kept for the next join: give it to \"iw dev IF ibss join SSID FREQ\"" :
				 "the channel/AP is kept for the next connect: give it to \"iw dev IF connect SSID FREQ BSSID\"");
			keys_hint(x);
			return;
		}
	}
	if (x->have_iface && !x->iface.up) {
		/* cfg80211 keeps them and connects (joins) at NETDEV_UP;
		 * iw can only act on an interface that is up */
		fputs("# ", f);
		cm_str(f, x->ifname);
		fputs(" is down: cfg80211 would connect when it comes up; iw needs it up first:\n# ip link set ",
		      f);
		cm_str(f, x->ifname);
		fputs(" up\n# ", f);
		x->comment = true;
	}
	if (mode == IWC_MODE_ADHOC) {
		dev_cmd(x, "ibss leave 2>/dev/null || true\n");
		if (!p->essid_on)
			return;
		if (x->have_iface && !x->iface.up)
			fputs("# ", f);
		dev_cmd(x, "ibss join ");
		xp_word(x, ssid, ssid_len);
		fprintf(f, " %u", p->freq && p->freq_mhz > 0 ?
			(unsigned int)p->freq_mhz : ibss_default_freq(x));
		if (p->freq && p->freq_mhz > 0)
			fputs(" fixed-freq", f);
		if (p->ap && !mac_is(p->bssid, 0) && !mac_is(p->bssid, 0xff)) {
			fputc(' ', f);
			print_mac(f, p->bssid);
		}
		print_keys(x, x->comment);
		fputc('\n', f);
	} else {
		dev_cmd(x, "disconnect 2>/dev/null || true\n");
		if (!p->essid_on)
			return;
		if (x->have_iface && !x->iface.up)
			fputs("# ", f);
		dev_cmd(x, "connect ");
		xp_word(x, ssid, ssid_len);
		if (p->freq && p->freq_mhz > 0)
			fprintf(f, " %d", p->freq_mhz);
		if (p->ap && !mac_is(p->bssid, 0) && !mac_is(p->bssid, 0xff)) {
			fputc(' ', f);
			print_mac(f, p->bssid);
		}
		print_keys(x, x->comment);
		fputc('\n', f);
	}
}

static int explain_iwconfig_set(struct xp *x, int nargs, char **args)
{
	struct iwc_set_req *req = malloc(sizeof(*req));
	struct iwc_set_diag diag;
	struct iwc_set_env env = { .mac_ok = true, .has_range = true };
	int mode, status = 0;

	if (!req)
		return 1;
	/* the parser's stdout text (libiw's LEAP debug lines) is not part
	 * of a script: diag.out is dropped */
	if (iwc_parse_iwconfig_set(x->ifname, nargs, args, &env, req,
				   &diag) != 0 &&
	    (req->n == 0 || diag.err == IWC_SET_ERR_TOO_MANY)) {
		status = iwc_fmt_set_diag(x->ctx->err, &diag);
		iwc_set_diag_free(&diag);
		free(req);
		return status;
	}

	memset(&x->plan, 0, sizeof(x->plan));
	mode = final_mode(x, req);
	for (int i = 0; i < req->n; i++) {
		const struct iwc_setting *s = &req->set[i];

		if (s->req < _IWC_REQ_MAX && explainers[s->req])
			explainers[s->req](x, s);
	}
	explain_link(x, &x->plan, mode);
	if (diag.err != IWC_SET_OK) {
		/* the tool applies the settings before a bad word, then
		 * reports it: the script does the former, the report is
		 * the tool's */
		fputs("# iwconfig then stops at a bad word: its error and exit status\n",
		      x->f);
		status = iwc_fmt_set_diag(x->ctx->err, &diag);
		x->partial = true;
	}
	iwc_set_diag_free(&diag);
	free(req);
	return status;
}

int iwc_explain_iwconfig(struct xp *x, int argc, char **argv)
{
	if (argc >= 2 && (!strcmp(argv[1], "-h") ||
			  !strcmp(argv[1], "--help") ||
			  !strcmp(argv[1], "-v") ||
			  !strcmp(argv[1], "--version"))) {
		fputs("iw --version\n", x->f);
		return 0;
	}
	if (argc > 2 && !strcmp(argv[1], "--")) {
		argc--;
		argv++;
	}
	if (argc == 1) {
		fputs("iw dev\n", x->f);
		return 0;
	}
	x->ifname = argv[1];
	if (argc == 2) {
		dev_cmd(x, "info\n");
		dev_cmd(x, "link\n");
		dev_cmd(x, "get power_save\n");
		return 0;
	}
	return explain_iwconfig_set(x, argc - 2, argv + 2);
}
