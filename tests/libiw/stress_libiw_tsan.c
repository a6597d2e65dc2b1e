/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * stress_libiw_tsan.c - libiw.so.30's kernel boundary under load, for
 * ThreadSanitizer (meson test libiw-tsan, built only with
 * -Db_sanitize=thread; docs/libiw.md "Threads, signals and fork"):
 * eight threads poll as status bars do (iw_get_basic_config,
 * iw_get_range_info, iw_get_stats, SIOCGIWNAME, SIOCGIWESSID,
 * SIOCGIWAP), one thread sets (RTS, ESSID, TXPOW, a WEP key), a signal
 * handler issues WEXT requests on whichever thread SIGUSR1 lands on
 * (sent to the pollers and the setter in turn), and a thread forks
 * children that make requests of their own and exit. The work is
 * bounded (a fixed number of calls, over 100,000); a hang is the
 * alarm()'s SIGALRM, a data race TSan's report (halt_on_error in the
 * meson test). Against the unit tests' fake backend (the children's
 * too, through the tests' opener): no radio needed. Prints the counts.
 */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_model.h"
#include "fixture.h"

#define POLLERS 8
#define POLL_ROUNDS 2200	/* 6 calls each: 105,600 */
#define SET_ROUNDS 3000		/* 4 calls each */
#define FORKS 40

static unsigned long poll_calls[POLLERS], poll_fail[POLLERS];
static unsigned long set_calls, forks_done;
static int sigs_sent;
static int handler_calls;	/* atomic */
static int pollers_running;	/* atomic */
static pthread_t poller_t[POLLERS], setter_t;

static void name_req(struct iwreq *w)
{
	memset(w, 0, sizeof(*w));
	memcpy(w->ifr_name, "wlan0", 6);
}

static void on_usr1(int sig)
{
	struct iwreq w;
	char essid[IW_ESSID_MAX_SIZE + 2];
	int saved = errno;

	(void)sig;
	name_req(&w);
	(void)ioctl(fx_sock(), SIOCGIWNAME, &w);
	name_req(&w);
	w.u.essid.pointer = essid;
	w.u.essid.length = sizeof(essid);
	(void)ioctl(fx_sock(), SIOCGIWESSID, &w);
	__atomic_add_fetch(&handler_calls, 2, __ATOMIC_RELAXED);
	errno = saved;
}

static void *poller(void *arg)
{
	size_t id = (size_t)arg;
	int fd = fx_sock();

	for (int k = 0; k < POLL_ROUNDS; k++) {
		struct wireless_config c;
		struct iw_range r;
		struct iw_statistics st;
		struct iwreq w;
		char essid[IW_ESSID_MAX_SIZE + 2];
		int bad = 0;

		bad += iw_get_basic_config(fd, "wlan0", &c) != 0;
		bad += iw_get_range_info(fd, "wlan0", &r) != 0;
		bad += iw_get_stats(fd, "wlan0", &st, &r, 1) != 0;
		name_req(&w);
		bad += ioctl(fd, SIOCGIWNAME, &w) != 0;
		name_req(&w);
		w.u.essid.pointer = essid;
		w.u.essid.length = sizeof(essid);
		bad += ioctl(fd, SIOCGIWESSID, &w) != 0;
		name_req(&w);
		bad += ioctl(fd, SIOCGIWAP, &w) != 0;
		poll_calls[id] += 6;
		poll_fail[id] += (unsigned long)bad;
	}
	__atomic_sub_fetch(&pollers_running, 1, __ATOMIC_RELAXED);
	return NULL;
}

static void *setter(void *arg)
{
	int fd = fx_sock();
	char ssid[] = "StressNet", key[] = "hello";

	(void)arg;
	for (int k = 0; k < SET_ROUNDS; k++) {
		struct iwreq w;

		name_req(&w);
		w.u.rts.value = 500 + k % 100;
		w.u.rts.fixed = 1;
		(void)ioctl(fd, SIOCSIWRTS, &w);
		name_req(&w);
		w.u.essid.pointer = ssid;
		w.u.essid.length = (uint16_t)(1 + k % 9);
		w.u.essid.flags = 1;
		(void)ioctl(fd, SIOCSIWESSID, &w);
		name_req(&w);
		w.u.txpower.value = 10 + k % 5;
		w.u.txpower.fixed = 1;
		(void)ioctl(fd, SIOCSIWTXPOW, &w);
		name_req(&w);
		w.u.encoding.pointer = key;
		w.u.encoding.length = 5;
		w.u.encoding.flags = 1;
		(void)ioctl(fd, SIOCSIWENCODE, &w);
		set_calls += 4;
	}
	return NULL;
}

/* the children answer from a backend of their own (another world) */
static struct fake_world *child_world;
static struct fake_backend child_fb;

static int open_child(const struct iwc_backend **ret_be, void **ret)
{
	struct iwc_ctx c;

	fake_backend_init(&child_fb, child_world);
	fake_ctx_init(&c, &child_fb, stdout, stderr, "stress");
	*ret_be = c.be;
	*ret = c.be_data;
	return 0;
}

static void *forker(void *arg)
{
	(void)arg;
	for (int k = 0; k < FORKS; k++) {
		int status;
		pid_t pid = fork();

		if (pid < 0)
			abort();
		if (pid == 0) {
			struct iwreq w;
			int bad = 0;

			for (int j = 0; j < 20; j++) {
				name_req(&w);
				bad += ioctl(fx_sock(), SIOCGIWAP, &w) != 0;
			}
			_exit(bad);
		}
		if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0) {
			fprintf(stderr, "fork %d: child failed (status %d)\n",
				k, status);
			abort();
		}
		forks_done++;
		/* a signal now and then, to a poller or the setter */
		if (k % 2 == 0)
			usleep(1000);
	}
	return NULL;
}

static void test_stress(void **state)
{
	struct fx *f = fx_use("station", true);
	pthread_t fork_t;
	unsigned long polls = 0, fails = 0;
	int handled;

	(void)state;
	alarm(600);	/* a hang, not slowness: the work is bounded */
	child_world = world_new("station-bssid-00");
	assert_non_null(child_world);
	libiw_model_opener(open_child);
	(void)fx_sock();	/* made once, before the threads read it */
	signal(SIGUSR1, on_usr1);
	pollers_running = POLLERS;
	for (size_t k = 0; k < POLLERS; k++)
		assert_int_equal(pthread_create(&poller_t[k], NULL, poller,
						(void *)k), 0);
	assert_int_equal(pthread_create(&setter_t, NULL, setter, NULL), 0);
	assert_int_equal(pthread_create(&fork_t, NULL, forker, NULL), 0);
	/* signals, bounded: at most 20,000, while the pollers run */
	for (int k = 0; k < 20000 &&
	     __atomic_load_n(&pollers_running, __ATOMIC_RELAXED) > 0; k++) {
		pthread_t to = k % (POLLERS + 1) == POLLERS ?
				       setter_t : poller_t[k % (POLLERS + 1)];

		if (pthread_kill(to, SIGUSR1) == 0)
			sigs_sent++;
		/* the main thread's own, inside its requests */
		if (k % 16 == 0) {
			struct iwreq w;

			name_req(&w);
			(void)ioctl(fx_sock(), SIOCGIWNAME, &w);
			raise(SIGUSR1);
		}
		usleep(200);
	}
	for (size_t k = 0; k < POLLERS; k++)
		assert_int_equal(pthread_join(poller_t[k], NULL), 0);
	assert_int_equal(pthread_join(setter_t, NULL), 0);
	assert_int_equal(pthread_join(fork_t, NULL), 0);
	signal(SIGUSR1, SIG_IGN);
	for (size_t k = 0; k < POLLERS; k++) {
		polls += poll_calls[k];
		fails += poll_fail[k];
	}
	handled = __atomic_load_n(&handler_calls, __ATOMIC_RELAXED);
	printf("libiw-tsan: %lu poll calls (%lu failed), %lu set calls, "
	       "%d signals sent, %d handler calls, %lu forks: %lu calls\n",
	       polls, fails, set_calls, sigs_sent, handled, forks_done,
	       polls + set_calls + (unsigned long)handled +
		       forks_done * 20);
	/* every poll answered by the model (the station world) */
	assert_int_equal(fails, 0);
	assert_true(polls + set_calls + (unsigned long)handled >= 100000);
	assert_int_equal(forks_done, FORKS);
	libiw_model_opener(NULL);
	world_free(child_world);
	fx_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
