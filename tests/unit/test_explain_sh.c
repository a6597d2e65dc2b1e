/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_explain_sh.c - "iwcompat explain" prints a shell script: run by
 * sh, it must execute nothing but iw (and the cat that looks up a phy
 * name), whatever the arguments (issue #17, finding 1: a newline in an
 * argument ended a comment line, and the rest of the argument ran).
 *
 * Each script is run by /bin/sh with PATH holding only a fake "iw" and
 * a fake "cat", which log their calls, in an empty working directory.
 * Afterwards: the log names only iw and cat, sh said nothing on stderr
 * (a command not found would), and the directory is still empty (the
 * arguments try "touch P", ">P" and the like).
 */
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "iwcompat/backend.h"
#include "iwcompat/ctx.h"
#include "iwcompat/native.h"

/* the interface the fake backend describes: names starting with "w" */
static struct {
	bool up;
	enum iwc_iftype type;
	bool has_ssid;
} iface_state;

static int fb_get_iface(void *be, const char *ifname, struct iwc_iface *ret)
{
	(void)be;
	if (ifname[0] != 'w')
		return -ENODEV;
	memset(ret, 0, sizeof(*ret));
	snprintf(ret->name, sizeof(ret->name), "%s", ifname);
	ret->ifindex = 7;
	ret->wiphy = 1;
	ret->iftype = iface_state.type;
	ret->up = iface_state.up;
	if (iface_state.has_ssid) {
		ret->has_ssid = true;
		ret->ssid_len = 5;
		memcpy(ret->ssid, "a\nb'c", 5);
	}
	return 0;
}

static int fb_get_wiphy(void *be, uint32_t wiphy, struct iwc_wiphy *ret)
{
	(void)be;
	memset(ret, 0, sizeof(*ret));
	ret->index = wiphy;
	ret->n_channels = 2;
	ret->channels[0].freq_mhz = 2412;
	ret->channels[1].freq_mhz = 2437;
	return 0;
}

static const struct iwc_backend fb = {
	.name = "fake-explain",
	.get_iface = fb_get_iface,
	.get_wiphy = fb_get_wiphy,
};

static char dir[256], bindir[300], work[300], logpath[300];

static void write_file(const char *path, const char *text, mode_t mode)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(chmod(path, mode), 0);
}

static int setup(void **state)
{
	char buf[1024];

	(void)state;
	snprintf(dir, sizeof(dir), "%s/iwc-explain-XXXXXX",
		 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(dir))
		return -1;
	snprintf(bindir, sizeof(bindir), "%s/bin", dir);
	snprintf(work, sizeof(work), "%s/work", dir);
	snprintf(logpath, sizeof(logpath), "%s/log", dir);
	if (mkdir(bindir, 0700) < 0 || mkdir(work, 0700) < 0)
		return -1;
	snprintf(buf, sizeof(buf), "#!/bin/sh\necho iw >>'%s'\nexit 0\n",
		 logpath);
	snprintf(bindir + strlen(bindir), sizeof(bindir) - strlen(bindir),
		 "/iw");
	write_file(bindir, buf, 0755);
	bindir[strlen(bindir) - 3] = '\0';
	snprintf(buf, sizeof(buf), "#!/bin/sh\necho cat >>'%s'\necho phy0\n",
		 logpath);
	snprintf(bindir + strlen(bindir), sizeof(bindir) - strlen(bindir),
		 "/cat");
	write_file(bindir, buf, 0755);
	bindir[strlen(bindir) - 4] = '\0';
	return 0;
}

static int teardown(void **state)
{
	char cmd[600];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static size_t read_all(const char *path, char *buf, size_t max)
{
	FILE *f = fopen(path, "r");
	size_t n;

	buf[0] = '\0';		/* no file (nothing ran): empty */
	if (!f)
		return 0;
	n = fread(buf, 1, max - 1, f);
	buf[n] = '\0';
	fclose(f);
	return n;
}

static void dump_case(int argc, char **argv, const char *script)
{
	fprintf(stderr, "explain");
	for (int i = 0; i < argc; i++) {
		fputs(" [", stderr);
		for (const char *p = argv[i]; *p; p++)
			fprintf(stderr, (unsigned char)*p < 32 ||
				(unsigned char)*p > 126 ? "\\x%02x" : "%c",
				(unsigned char)*p);
		fputc(']', stderr);
	}
	fprintf(stderr, "\n--- script:\n%s---\n", script);
}

/* explain @argv (argv[0] "explain"); run its script; assert */
static void check(int argc, char **argv)
{
	struct iwc_ctx ctx = { .be = &fb };
	char *out = NULL, *err = NULL;
	size_t out_len = 0, err_len = 0;
	char script[400], errpath[400], log[8192], shell_err[4096];
	int status, ws;
	pid_t pid;
	DIR *d;
	struct dirent *e;
	bool bad = false;

	ctx.out = open_memstream(&out, &out_len);
	ctx.err = open_memstream(&err, &err_len);
	assert_non_null(ctx.out);
	assert_non_null(ctx.err);
	ctx.argv0 = "iwcompat";
	status = iwc_explain_main(&ctx, argc, argv);
	fclose(ctx.out);
	fclose(ctx.err);
	if (status != 0)
		goto done;

	snprintf(script, sizeof(script), "%s/script", dir);
	snprintf(errpath, sizeof(errpath), "%s/stderr", dir);
	write_file(script, out, 0600);
	unlink(logpath);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		char path[320];
		char *const env[] = { path, NULL };
		int fd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC, 0600);

		snprintf(path, sizeof(path), "PATH=%s", bindir);
		if (fd < 0 || dup2(fd, 2) < 0 || chdir(work) < 0)
			_exit(127);
		fd = open("/dev/null", O_RDWR);
		if (fd < 0 || dup2(fd, 0) < 0 || dup2(fd, 1) < 0)
			_exit(127);
		execle("/bin/sh", "sh", script, (char *)NULL, env);
		_exit(127);
	}
	assert_int_equal(waitpid(pid, &ws, 0), pid);
	read_all(logpath, log, sizeof(log));
	read_all(errpath, shell_err, sizeof(shell_err));
	for (char *l = strtok(log, "\n"); l; l = strtok(NULL, "\n"))
		if (strcmp(l, "iw") && strcmp(l, "cat"))
			bad = true;
	if (shell_err[0] || !WIFEXITED(ws) || WEXITSTATUS(ws) != 0)
		bad = true;
	d = opendir(work);
	assert_non_null(d);
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			bad = true;
	closedir(d);
	if (bad) {
		dump_case(argc, argv, out);
		fprintf(stderr, "sh: exit %d, stderr: %s\n",
			WIFEXITED(ws) ? WEXITSTATUS(ws) : -1, shell_err);
		fail_msg("the script ran something other than iw");
	}
done:
	free(out);
	free(err);
}

static char *const HOSTILE[] = {
	"x\ntouch P #", "x\n>P #", "$(touch P)", "`touch P`", "';touch P;'",
	"x\rtouch P", "a\x01\x02\x1b[31m", "\n", "x\n\n>P\n", "\\", "'",
	"\"$(>P)\"", "x\x7f\n>P", "#\n>P", "a b\tc", "x'\n>P\n'",
};

static char *const WORDS[] = {
	"essid", "channel", "freq", "ap", "mode", "key", "txpower", "rts",
	"frag", "retry", "power", "rate", "nick", "commit", "on", "off",
	"any", "auto", "Ad-Hoc", "Managed", "Monitor", "1", "6", "2.412G",
	"999999999", "02:11:22:33:44:55", "scan", "scanning", "last",
	"freq", "rate", "txpower", "ap", "-r", "-c", "-f", "-a", "-s",
	"-p", "--raw", "fixed", "limit", "s:abc", "restricted", "open",
	"[2]", "name", "mode", "period", "timeout", "all", "unicast",
};

static char *const TOOLS[] = {
	"iwconfig", "iwlist", "iwgetid", "iwspy", "iwpriv", "iwevent",
};

static char *const IFNAMES[] = {
	"wlan0", "wx\n>P #", "lo", "eth\n>P", "w'$(>P)'", "w\x01",
};

/* the cases the issue gave, on an interface up and down */
static void test_known(void **state)
{
	char *a1[] = { "explain", "iwconfig", "lo", "essid", "x\ntouch P #" };
	char *a2[] = { "explain", "iwconfig", "wlan0", "essid", "x\ntouch P #" };
	char *a3[] = { "explain", "iwconfig", "wd\ntouch P", "txpower", "off" };
	char *a4[] = { "explain", "iwlist", "lo\n>P", "scan", "essid",
		       "x\n>P" };

	(void)state;
	iface_state.type = IWC_IFTYPE_STATION;
	iface_state.up = true;
	check(5, a1);
	check(5, a2);
	iface_state.up = false;
	check(5, a2);		/* the commented-out connect line */
	check(5, a3);
	check(6, a4);
	iface_state.type = IWC_IFTYPE_ADHOC;
	check(5, a2);
}

/* random command lines from keywords, numbers and hostile words */
static void test_random(void **state)
{
	unsigned int seed = 17;

	(void)state;
	for (int n = 0; n < 300; n++) {
		char *argv[12];
		int argc = 0, words;

		iface_state.up = rand_r(&seed) % 2;
		iface_state.type = (enum iwc_iftype)(rand_r(&seed) % 7);
		iface_state.has_ssid = rand_r(&seed) % 2;
		argv[argc++] = "explain";
		argv[argc++] = TOOLS[rand_r(&seed) % 6 < 4 ? rand_r(&seed) % 3 :
				     rand_r(&seed) % 6];
		argv[argc++] = IFNAMES[rand_r(&seed) %
				       (sizeof(IFNAMES) / sizeof(IFNAMES[0]))];
		words = rand_r(&seed) % 8;
		for (int w = 0; w < words; w++) {
			if (rand_r(&seed) % 3 == 0)
				argv[argc++] = HOSTILE[rand_r(&seed) %
					(sizeof(HOSTILE) / sizeof(HOSTILE[0]))];
			else
				argv[argc++] = WORDS[rand_r(&seed) %
					(sizeof(WORDS) / sizeof(WORDS[0]))];
		}
		argv[argc] = NULL;
		check(argc, argv);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_known),
		cmocka_unit_test(test_random),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
