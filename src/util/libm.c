/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libm.c - pow and log10, the libm functions wireless-tools computes
 * with (dBm <-> mW, iw_float2freq), and the exact powers of ten of
 * iw_freq2float. iwcompat's outputs must match wireless-tools' to the
 * byte, so these stay glibc's own functions; only where they come from
 * differs. In a dynamic build (IWCOMPAT_LIBM_DLOPEN, the Debian
 * package's) libm.so.6 is loaded the first time one of them is called:
 * iwconfig IF and iwgetid never call them, and mapping and relocating
 * libm at every start was about 20k instructions and 8 system calls of
 * each (docs/performance.md). The static build links them in.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "iwcompat/units.h"

/* 10^0 .. 10^22: every one a double exactly, so pow(10, e) returns
 * these very values (glibc's pow is accurate to less than 1 ULP, and an
 * exact result has no other double within 1 ULP; tests/unit/test_units.c
 * compares them with libm's). */
static const double pow10_exact[] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

double iwc_pow10(int e)
{
	if (e >= 0 && e < (int)(sizeof(pow10_exact) / sizeof(pow10_exact[0])))
		return pow10_exact[e];
	return iwc_pow(10, e);
}

long long iwc_llround(double x)
{
	/* x - trunc(x) is exact for a double; llround rounds halfway
	 * cases away from zero */
	long long r = (long long)x;
	double frac = x - (double)r;

	if (frac >= 0.5)
		r++;
	else if (frac <= -0.5)
		r--;
	return r;
}

#ifdef IWCOMPAT_LIBM_DLOPEN
#include <dlfcn.h>
#include <gnu/lib-names.h>

static double (*libm_pow)(double, double);
static double (*libm_log10)(double);

static void libm_load(void)
{
	void *h = dlopen(LIBM_SO, RTLD_NOW | RTLD_LOCAL);

	if (h) {
		libm_pow = (double (*)(double, double))dlsym(h, "pow");
		libm_log10 = (double (*)(double))dlsym(h, "log10");
	}
	if (!libm_pow || !libm_log10) {
		/* libm is part of libc6: only a broken system gets here */
		fprintf(stderr, "iwcompat: cannot load %s\n", LIBM_SO);
		exit(255);
	}
}

double iwc_pow(double x, double y)
{
	if (!libm_pow)
		libm_load();
	return libm_pow(x, y);
}

double iwc_log10(double x)
{
	if (!libm_log10)
		libm_load();
	return libm_log10(x);
}
#else
double iwc_pow(double x, double y)
{
	return pow(x, y);
}

double iwc_log10(double x)
{
	return log10(x);
}
#endif
