/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * set_client.c - a program built against Debian's libiw-dev (iwlib.h)
 * that changes settings the way libiw's users do: iw_set_basic_config()
 * and its own SET requests through iwlib.h's inline iw_set_ext(). Each
 * request prints its return value and errno; after each change the
 * state is read back by the command in $LIBIW_READBACK (run with the
 * interface and what to wait for: tests/vm/libiw/readback, with the
 * real iwconfig or iwcompat's). Every change is undone by the end, so
 * the same run can follow with the other library.
 * tests/vm/libiw/guest.sh runs it with wireless-tools' libiw.so.30 and
 * with iwcompat's (LD_LIBRARY_PATH); tests/vm/libiw/run compares.
 * The radios are guest.sh's: wlan0 an open AP "iwcompat-open" on
 * channel 6, wlan2 an idle station, wlan3 a monitor on channel 6.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <iwlib.h>

static int skfd;

static void readback(const char *ifname, const char *what)
{
	const char *cmd = getenv("LIBIW_READBACK");
	char line[512];

	if (cmd == NULL)
		return;
	fflush(stdout);
	snprintf(line, sizeof(line), "%s %s %s", cmd, ifname, what);
	if (system(line) != 0)
		printf("  (readback failed)\n");
}

static void show(const char *label, int r, int err)
{
	printf("%s: ret %d errno %d (%s)\n", label, r, r < 0 ? err : 0,
	       r < 0 ? strerror(err) : "-");
}

static int set(const char *ifname, int cmd, struct iwreq *w)
{
	int r;

	errno = 0;
	r = iw_set_ext(skfd, ifname, cmd, w);
	return r < 0 ? -errno : r;
}

/* one request: the iwreq filled by @fill, then the result */
#define REQ(label, ifname, cmd, ...)                                  \
	do {                                                          \
		struct iwreq w;                                       \
		int r_;                                               \
		memset(&w, 0, sizeof(w));                             \
		__VA_ARGS__;                                          \
		r_ = set(ifname, cmd, &w);                            \
		show(label, r_ < 0 ? -1 : r_, -r_);                   \
	} while (0)

static void refusals(void)
{
	char big[80];
	unsigned char key[80];

	memset(big, 'x', sizeof(big));
	memset(key, 0x11, sizeof(key));
	printf("== refusals\n");
	REQ("SIWMODE wlan2 4 (repeater)", "wlan2", SIOCSIWMODE, w.u.mode = 4);
	REQ("SIWMODE wlan2 7 (mesh)", "wlan2", SIOCSIWMODE, w.u.mode = 7);
	REQ("SIWMODE wlan2 99", "wlan2", SIOCSIWMODE, w.u.mode = 99);
	REQ("SIWRETRY wlan2 disabled", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 5; w.u.retry.disabled = 1;
	    w.u.retry.flags = IW_RETRY_LIMIT);
	REQ("SIWRETRY wlan2 lifetime", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 5; w.u.retry.flags = IW_RETRY_LIFETIME);
	REQ("SIWRETRY wlan2 0", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 0; w.u.retry.flags = IW_RETRY_LIMIT);
	REQ("SIWRETRY wlan2 256", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 256; w.u.retry.flags = IW_RETRY_LIMIT);
	REQ("SIWTXPOW wlan2 mW", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = 10; w.u.txpower.fixed = 1;
	    w.u.txpower.flags = IW_TXPOW_MWATT);
	REQ("SIWTXPOW wlan2 fixed -1", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = -1; w.u.txpower.fixed = 1);
	REQ("SIWAP wlan2 family 0", "wlan2", SIOCSIWAP,
	    w.u.ap_addr.sa_family = 0);
	REQ("SIWAP wlan0 (AP) family 0", "wlan0", SIOCSIWAP,
	    w.u.ap_addr.sa_family = 0);
	REQ("SIWAP wlan3 (monitor)", "wlan3", SIOCSIWAP,
	    w.u.ap_addr.sa_family = ARPHRD_ETHER);
	REQ("SIWESSID wlan2 length 40", "wlan2", SIOCSIWESSID,
	    w.u.essid.pointer = big; w.u.essid.length = 40;
	    w.u.essid.flags = 1);
	REQ("SIWESSID wlan2 length 33 NULL", "wlan2", SIOCSIWESSID,
	    w.u.essid.pointer = NULL; w.u.essid.length = 33;
	    w.u.essid.flags = 1);
	REQ("SIWESSID wlan2 length 3 NULL", "wlan2", SIOCSIWESSID,
	    w.u.essid.pointer = NULL; w.u.essid.length = 3;
	    w.u.essid.flags = 1);
	REQ("SIWESSID wlan3 (monitor)", "wlan3", SIOCSIWESSID,
	    w.u.essid.pointer = big; w.u.essid.length = 4;
	    w.u.essid.flags = 1);
	REQ("SIWENCODE wlan2 length 65", "wlan2", SIOCSIWENCODE,
	    w.u.encoding.pointer = key; w.u.encoding.length = 65;
	    w.u.encoding.flags = 1);
	REQ("SIWENCODE wlan2 length 7", "wlan2", SIOCSIWENCODE,
	    w.u.encoding.pointer = key; w.u.encoding.length = 7;
	    w.u.encoding.flags = 1);
	REQ("SIWENCODE wlan2 index 5", "wlan2", SIOCSIWENCODE,
	    w.u.encoding.pointer = key; w.u.encoding.length = 5;
	    w.u.encoding.flags = 5);
	REQ("SIWENCODE wlan3 (monitor) index 2", "wlan3", SIOCSIWENCODE,
	    w.u.encoding.pointer = NULL; w.u.encoding.length = 0;
	    w.u.encoding.flags = 2 | IW_ENCODE_NOKEY);
	REQ("SIWENCODE wlan0 (AP) index 5", "wlan0", SIOCSIWENCODE,
	    w.u.encoding.pointer = key; w.u.encoding.length = 5;
	    w.u.encoding.flags = 5);
	REQ("SIWFREQ wlan3 2500 MHz", "wlan3", SIOCSIWFREQ,
	    w.u.freq.m = 2500; w.u.freq.e = 6);
	REQ("SIWFREQ wlan3 auto", "wlan3", SIOCSIWFREQ,
	    w.u.freq.m = -1; w.u.freq.e = 0);
	REQ("SIWFREQ wlan2 channel 200", "wlan2", SIOCSIWFREQ,
	    w.u.freq.m = 200; w.u.freq.e = 0);
	REQ("SIWFREQ wlan2 e 10", "wlan2", SIOCSIWFREQ,
	    w.u.freq.m = 2; w.u.freq.e = 10);
	REQ("SIWPOWER wlan3 (monitor)", "wlan3", SIOCSIWPOWER,
	    w.u.power.disabled = 1);
	REQ("SIWPOWER wlan2 mode 0x100", "wlan2", SIOCSIWPOWER,
	    w.u.power.flags = IW_POWER_UNICAST_R);
	REQ("SIWRTS wlan2 fixed -5", "wlan2", SIOCSIWRTS,
	    w.u.rts.value = -5; w.u.rts.fixed = 1);
	REQ("SIWFRAG wlan2 fixed 100", "wlan2", SIOCSIWFRAG,
	    w.u.frag.value = 100; w.u.frag.fixed = 1);
	REQ("SIWRATE wlan2 7 Mb/s fixed", "wlan2", SIOCSIWRATE,
	    w.u.bitrate.value = 7000000; w.u.bitrate.fixed = 1);
	REQ("SIWMODE wlan9 (none)", "wlan9", SIOCSIWMODE, w.u.mode = 2);
	REQ("SIWNICKN wlan2", "wlan2", SIOCSIWNICKN,
	    w.u.essid.pointer = big; w.u.essid.length = 4);
	REQ("SIWSENS wlan2", "wlan2", SIOCSIWSENS, w.u.sens.value = 3);
}

static void changes(void)
{
	unsigned char key[5] = { 1, 2, 3, 4, 5 };

	printf("== changes\n");
	readback("wlan2", "-");
	REQ("SIWRTS wlan2 500", "wlan2", SIOCSIWRTS,
	    w.u.rts.value = 500; w.u.rts.fixed = 1);
	REQ("SIWFRAG wlan2 1001", "wlan2", SIOCSIWFRAG,
	    w.u.frag.value = 1001; w.u.frag.fixed = 1);
	REQ("SIWRETRY wlan2 short 3", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 3; w.u.retry.flags = IW_RETRY_LIMIT | IW_RETRY_SHORT);
	REQ("SIWRETRY wlan2 long 9", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 9; w.u.retry.flags = IW_RETRY_LIMIT | IW_RETRY_LONG);
	REQ("SIWTXPOW wlan2 10 dBm fixed", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = 10; w.u.txpower.fixed = 1);
	REQ("SIWPOWER wlan2 on", "wlan2", SIOCSIWPOWER,
	    w.u.power.disabled = 0; w.u.power.flags = 0);
	REQ("SIWENCODE wlan2 key [2]", "wlan2", SIOCSIWENCODE,
	    w.u.encoding.pointer = key; w.u.encoding.length = 5;
	    w.u.encoding.flags = 2);
	readback("wlan2", "-");
	REQ("SIWENCODE wlan2 [2] off", "wlan2", SIOCSIWENCODE,
	    w.u.encoding.pointer = NULL; w.u.encoding.length = 0;
	    w.u.encoding.flags = 2 | IW_ENCODE_DISABLED | IW_ENCODE_NOKEY);
	REQ("SIWRTS wlan2 off", "wlan2", SIOCSIWRTS, w.u.rts.disabled = 1);
	REQ("SIWFRAG wlan2 off", "wlan2", SIOCSIWFRAG, w.u.frag.disabled = 1);
	REQ("SIWRETRY wlan2 7", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 7; w.u.retry.flags = IW_RETRY_LIMIT | IW_RETRY_SHORT);
	REQ("SIWRETRY wlan2 long 4", "wlan2", SIOCSIWRETRY,
	    w.u.retry.value = 4; w.u.retry.flags = IW_RETRY_LIMIT | IW_RETRY_LONG);
	REQ("SIWTXPOW wlan2 auto", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = -1; w.u.txpower.fixed = 0);
	REQ("SIWPOWER wlan2 off", "wlan2", SIOCSIWPOWER, w.u.power.disabled = 1);
	REQ("SIWRATE wlan2 11 Mb/s fixed", "wlan2", SIOCSIWRATE,
	    w.u.bitrate.value = 11000000; w.u.bitrate.fixed = 1);
	REQ("SIWRATE wlan2 auto", "wlan2", SIOCSIWRATE, w.u.bitrate.value = -1);
	readback("wlan2", "-");

	/* the monitor's channel */
	REQ("SIWFREQ wlan3 channel 11", "wlan3", SIOCSIWFREQ,
	    w.u.freq.m = 11; w.u.freq.e = 0);
	readback("wlan3", "-");
	REQ("SIWFREQ wlan3 2.437 GHz", "wlan3", SIOCSIWFREQ,
	    w.u.freq.m = 243700000; w.u.freq.e = 1);
	readback("wlan3", "-");
}

/* a connection made and ended with the SSID, as a program does it */
static void connection(void)
{
	wireless_config c;
	char ssid[] = "iwcompat-open";
	int r;

	printf("== connection\n");
	memset(&c, 0, sizeof(c));
	c.has_freq = 1;
	c.freq = 2437e6;
	c.has_essid = 1;
	c.essid_on = 1;
	strcpy(c.essid, ssid);
	errno = 0;
	r = iw_set_basic_config(skfd, "wlan2", &c);
	show("iw_set_basic_config wlan2 2.437 GHz iwcompat-open", r, errno);
	readback("wlan2", "connected");
	REQ("SIWESSID wlan2 same", "wlan2", SIOCSIWESSID,
	    w.u.essid.pointer = ssid; w.u.essid.length = sizeof(ssid);
	    w.u.essid.flags = 1);
	readback("wlan2", "connected");
	REQ("SIWTXPOW wlan2 10 dBm fixed, connected", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = 10; w.u.txpower.fixed = 1);
	readback("wlan2", "connected");
	REQ("SIWTXPOW wlan2 auto, connected", "wlan2", SIOCSIWTXPOW,
	    w.u.txpower.value = -1; w.u.txpower.fixed = 0);
	readback("wlan2", "connected");
	REQ("SIWESSID wlan2 any", "wlan2", SIOCSIWESSID,
	    w.u.essid.pointer = ssid; w.u.essid.length = 0;
	    w.u.essid.flags = 0);
	readback("wlan2", "disconnected");
	REQ("SIWFREQ wlan2 auto", "wlan2", SIOCSIWFREQ,
	    w.u.freq.m = -1; w.u.freq.e = 0);
	/* a mode the library sets: the same mode again, then the refusal */
	memset(&c, 0, sizeof(c));
	c.has_mode = 1;
	c.mode = IW_MODE_INFRA;
	errno = 0;
	r = iw_set_basic_config(skfd, "wlan2", &c);
	show("iw_set_basic_config wlan2 Managed", r, errno);
	c.mode = IW_MODE_MASTER;
	errno = 0;
	r = iw_set_basic_config(skfd, "wlan2", &c);
	show("iw_set_basic_config wlan2 Master", r, errno);
	errno = 0;
	r = iw_set_basic_config(skfd, "wlan9", &c);
	show("iw_set_basic_config wlan9", r, errno);
	readback("wlan2", "-");
}

int main(void)
{
	skfd = iw_sockets_open();
	if (skfd < 0) {
		perror("socket");
		return 1;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	refusals();
	changes();
	connection();
	iw_sockets_close(skfd);
	return 0;
}
