/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * abrun.c - benchmark helper for bench/vm-bench.sh: runs several commands
 * the same way, interleaved, many times, and prints per command the
 * median wall time and peak RSS. Every command is started identically
 * (fork + execv from this small process, stdin /dev/null, stdout and
 * stderr to /dev/null, except the first run's, kept for a look), so the
 * measuring overhead is the same for every side.
 *
 *   abrun [-n RUNS] [-w WARMUP] [-d DIR] LABEL 'CMD ARGS...' [LABEL 'CMD ...']...
 *
 * CMD ARGS are split at spaces (no quoting); CMD is a path, and its
 * argv[0] is the path as given (iwcompat dispatches on the basename).
 * Round i runs the commands in order, rotated by i, so no command is
 * always first after another one. -w: rounds run first and not counted.
 *
 * Output, one line per command (times in ms, RSS in KiB, from wait4):
 *   LABEL median=M p10=A p90=B min=C max=D rss=R rss_max=X rc=S runs=N
 * and, with -d DIR, every sample in DIR/LABEL.times, the first run's
 * stdout/stderr in DIR/LABEL.out/.err.
 *
 * Not a timed test: a measuring tool. Exit 0, or 1 on bad usage or when
 * a command could not be run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_CMDS 16
#define MAX_ARGS 32

struct cmd {
	const char *label;
	char *argv[MAX_ARGS + 1];
	double *ms;
	long *rss;
	int rc;		/* first run's status; -1 if they differed */
};

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int split(char *s, char **argv)
{
	int n = 0;

	for (char *tok = strtok(s, " "); tok; tok = strtok(NULL, " ")) {
		if (n == MAX_ARGS)
			return -E2BIG;
		argv[n++] = tok;
	}
	argv[n] = NULL;
	return n ? 0 : -EINVAL;
}

/* One run: wall time in *ms, ru_maxrss in *rss, exit status returned
 * (128+signal when killed), or a negative errno. */
static int run_one(struct cmd *c, const char *out, const char *err,
		   double *ms, long *rss)
{
	struct rusage ru;
	double t0 = now_ms();
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -errno;
	if (pid == 0) {
		int in = open("/dev/null", O_RDONLY);
		int o = open(out ? out : "/dev/null",
			     O_WRONLY | O_CREAT | O_TRUNC, 0644);
		int e = open(err ? err : "/dev/null",
			     O_WRONLY | O_CREAT | O_TRUNC, 0644);

		if (in < 0 || o < 0 || e < 0)
			_exit(126);
		dup2(in, 0);
		dup2(o, 1);
		dup2(e, 2);
		execv(c->argv[0], c->argv);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0)
		return -errno;
	*ms = now_ms() - t0;
	*rss = ru.ru_maxrss;
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

static int cmp_d(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int cmp_l(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

static double pct_d(const double *v, int n, int p)
{
	return v[(n - 1) * p / 100];
}

int main(int argc, char **argv)
{
	struct cmd cmds[MAX_CMDS];
	int runs = 101, warm = 3, ncmd = 0, opt;
	const char *dir = NULL;
	char path[2][4096];

	while ((opt = getopt(argc, argv, "n:w:d:")) != -1) {
		switch (opt) {
		case 'n': runs = atoi(optarg); break;
		case 'w': warm = atoi(optarg); break;
		case 'd': dir = optarg; break;
		default: goto usage;
		}
	}
	if (runs < 1 || warm < 0 || (argc - optind) < 2 ||
	    (argc - optind) % 2 || (argc - optind) / 2 > MAX_CMDS)
		goto usage;
	for (int i = optind; i < argc; i += 2) {
		struct cmd *c = &cmds[ncmd++];

		memset(c, 0, sizeof(*c));
		c->label = argv[i];
		if (split(argv[i + 1], c->argv) < 0)
			goto usage;
		c->ms = calloc((size_t)runs, sizeof(*c->ms));
		c->rss = calloc((size_t)runs, sizeof(*c->rss));
		if (!c->ms || !c->rss)
			return 1;
	}

	for (int r = -warm; r < runs; r++) {
		for (int k = 0; k < ncmd; k++) {
			int idx = (k + (r < 0 ? 0 : r)) % ncmd;
			struct cmd *c = &cmds[idx];
			const char *o = NULL, *e = NULL;
			double ms = 0;
			long rss = 0;
			int st;

			if (dir && r == 0) {
				snprintf(path[0], sizeof(path[0]), "%s/%s.out",
					 dir, c->label);
				snprintf(path[1], sizeof(path[1]), "%s/%s.err",
					 dir, c->label);
				o = path[0];
				e = path[1];
			}
			st = run_one(c, o, e, &ms, &rss);
			if (st < 0 || st == 126 || st == 127) {
				fprintf(stderr, "abrun: %s: cannot run %s (%d)\n",
					c->label, c->argv[0], st);
				return 1;
			}
			if (r < 0)
				continue;
			if (r == 0)
				c->rc = st;
			else if (c->rc != st)
				c->rc = -1;
			c->ms[r] = ms;
			c->rss[r] = rss;
		}
	}

	for (int k = 0; k < ncmd; k++) {
		struct cmd *c = &cmds[k];

		if (dir) {
			FILE *f;

			snprintf(path[0], sizeof(path[0]), "%s/%s.times", dir,
				 c->label);
			f = fopen(path[0], "w");
			if (f) {
				for (int r = 0; r < runs; r++)
					fprintf(f, "%.3f %ld\n", c->ms[r],
						c->rss[r]);
				fclose(f);
			}
		}
		qsort(c->ms, (size_t)runs, sizeof(*c->ms), cmp_d);
		qsort(c->rss, (size_t)runs, sizeof(*c->rss), cmp_l);
		printf("%s median=%.3f p10=%.3f p90=%.3f min=%.3f max=%.3f "
		       "rss=%ld rss_max=%ld rc=%d runs=%d\n",
		       c->label, pct_d(c->ms, runs, 50), pct_d(c->ms, runs, 10),
		       pct_d(c->ms, runs, 90), c->ms[0], c->ms[runs - 1],
		       c->rss[(runs - 1) / 2], c->rss[runs - 1], c->rc, runs);
	}
	return 0;
usage:
	fprintf(stderr, "usage: abrun [-n RUNS] [-w WARMUP] [-d DIR] "
		"LABEL 'CMD ARGS' [LABEL 'CMD ARGS']...\n");
	return 1;
}
