/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * test_libiw_signal.c - libiw.so.30 re-entered from a signal handler
 * and forked while a request is answered (issue 32, finding 3): a
 * handler's WEXT request on the thread that holds the library's lock
 * (inside the model, or inside fork's handlers) never waits for it, it
 * is the kernel's; a fork while another thread is inside the model
 * does not wait for it, and the child answers from a backend of its
 * own. Each case runs in a child bounded by alarm(): a deadlock is the
 * child's SIGALRM, this test's failure.
 */
#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "fake_backend.h"
#include "libiw_abi.h"
#include "libiw_model.h"
#include "fixture.h"

/* the handler's request and its answer */
static volatile sig_atomic_t handled, handler_ret, handler_errno;

static void on_usr1(int sig)
{
	struct iwreq w;
	int saved = errno;

	(void)sig;
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	handler_ret = ioctl(fx_sock(), SIOCGIWNAME, &w);
	handler_errno = errno;
	handled++;
	errno = saved;
}

static void raise_usr1(void)
{
	raise(SIGUSR1);
}

/* Runs @fn in a child with a 10 s alarm; the child's exit status must
 * be 0 (a hang is SIGALRM). */
static void in_child(int (*fn)(void))
{
	int status;
	pid_t pid = fork();

	assert_true(pid >= 0);
	if (pid == 0) {
		alarm(10);
		_exit(fn());
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	if (!WIFEXITED(status))
		fail_msg("child killed by signal %d (%s)", WTERMSIG(status),
			 WTERMSIG(status) == SIGALRM ? "a deadlock" : "a crash");
	assert_int_equal(WEXITSTATUS(status), 0);
}

/* The kernel's answer to the handler's request (the model's lock is
 * this thread's): what the raw system call gives. */
static int kernel_name(void)
{
	struct iwreq w;

	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	return fx_kernel(fx_sock(), SIOCGIWNAME, &w);
}

/* A handler's request while this thread is inside the model. */
static int handler_inside_model(void)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;
	int k = kernel_name();

	signal(SIGUSR1, on_usr1);
	fx_hook(f, raise_usr1);
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	if (ioctl(fx_sock(), SIOCGIWNAME, &w) != 0)
		return 1;
	if (handled != 1)
		return 2;
	/* not the model's answer: the kernel's */
	if ((handler_ret == 0 ? 0 : -handler_errno) != k)
		return 3;
	/* and the library still answers afterwards */
	fx_hook(f, NULL);
	return ioctl(fx_sock(), SIOCGIWNAME, &w) == 0 ? 0 : 4;
}

static void test_handler_inside_model(void **state)
{
	(void)state;
	in_child(handler_inside_model);
}

/* fork()'s handlers: the test's prepare handler runs after the
 * library's (registered before it: prepare handlers run in reverse
 * order), while the library holds what it holds across a fork. */
static volatile sig_atomic_t raise_in_fork;

static void test_prepare(void)
{
	if (raise_in_fork)
		raise(SIGUSR1);
}

__attribute__((constructor(101))) static void register_early(void)
{
	pthread_atfork(test_prepare, NULL, NULL);
}

/* A handler's request in the middle of a fork (the library's prepare
 * handler done): the lock is this thread's, the request the kernel's. */
static int handler_inside_fork(void)
{
	struct fx *f = fx_use("station", true);
	int status, k = kernel_name();
	pid_t pid;

	(void)f;
	signal(SIGUSR1, on_usr1);
	raise_in_fork = 1;
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0)
		_exit(0);
	raise_in_fork = 0;
	if (waitpid(pid, &status, 0) != pid)
		return 2;
	if (handled != 1)
		return 3;
	if ((handler_ret == 0 ? 0 : -handler_errno) != k)
		return 4;
	return 0;
}

static void test_handler_inside_fork(void **state)
{
	(void)state;
	in_child(handler_inside_fork);
}

/* A handler that forks while its thread is inside the model (the lock
 * is its own): fork must not wait for it, and the child's request, made
 * in the handler, is answered (the kernel's: the child's thread is
 * still inside the interrupted request). */
static volatile sig_atomic_t fork_status = -1;

static void on_usr2(int sig)
{
	int status;
	pid_t pid;

	(void)sig;
	pid = fork();
	if (pid == 0) {
		struct iwreq w;

		memset(&w, 0, sizeof(w));
		memcpy(w.ifr_name, "wlan0", 6);
		(void)ioctl(fx_sock(), SIOCGIWNAME, &w);
		_exit(0);
	}
	if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status))
		fork_status = WEXITSTATUS(status);
}

static void raise_usr2(void)
{
	raise(SIGUSR2);
}

static int handler_forks_inside_model(void)
{
	struct fx *f = fx_use("station", true);
	struct iwreq w;

	signal(SIGUSR2, on_usr2);
	fx_hook(f, raise_usr2);
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	if (ioctl(fx_sock(), SIOCGIWNAME, &w) != 0)
		return 1;
	if (fork_status != 0)
		return 2;
	/* the parent's lock was released by its request, as always */
	fx_hook(f, NULL);
	return ioctl(fx_sock(), SIOCGIWNAME, &w) == 0 ? 0 : 3;
}

static void test_handler_forks_inside_model(void **state)
{
	(void)state;
	in_child(handler_forks_inside_model);
}

/* A thread paused inside the model; the main thread forks meanwhile. */
static int gate[2];

static void pause_inside(void)
{
	char c;

	/* tell the main thread, then wait for its go */
	if (write(gate[1], "i", 1) != 1)
		abort();
	while (read(gate[0], &c, 1) != 1 || c != 'g')
		;
}

static void *paused_request(void *arg)
{
	struct iwreq w;

	(void)arg;
	memset(&w, 0, sizeof(w));
	memcpy(w.ifr_name, "wlan0", 6);
	return (void *)(intptr_t)ioctl(fx_sock(), SIOCGIWNAME, &w);
}

static int fork_while_inside(void)
{
	struct fx *f = fx_use("station", true);
	int in[2], go[2], status;
	pthread_t t;
	void *ret;
	char c;
	pid_t pid;

	if (pipe(in) < 0 || pipe(go) < 0)
		return 1;
	gate[0] = go[0];
	gate[1] = in[1];
	fx_hook(f, pause_inside);
	if (pthread_create(&t, NULL, paused_request, NULL) != 0)
		return 2;
	if (read(in[0], &c, 1) != 1)
		return 3;
	/* the thread holds the lock: fork must not wait for it */
	pid = fork();
	if (pid < 0)
		return 4;
	if (pid == 0) {
		struct iwreq w;

		/* the child answers, from its own backend (here the real
		 * nl80211 one, or none: the kernel's answer), and never
		 * waits for the parent's thread, which it has not */
		fx_inside = NULL;
		memset(&w, 0, sizeof(w));
		memcpy(w.ifr_name, "wlan0", 6);
		(void)ioctl(fx_sock(), SIOCGIWNAME, &w);
		(void)ioctl(fx_sock(), SIOCGIWNAME, &w);
		_exit(0);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0)
		return 5;
	fx_hook(f, NULL);
	if (write(go[1], "g", 1) != 1)
		return 6;
	if (pthread_join(t, &ret) != 0 || ret != NULL)
		return 7;
	return 0;
}

static void test_fork_while_inside(void **state)
{
	(void)state;
	in_child(fork_while_inside);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_handler_inside_model),
		cmocka_unit_test(test_handler_inside_fork),
		cmocka_unit_test(test_fork_while_inside),
		cmocka_unit_test(test_handler_forks_inside_model),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
