/*
 * fake_backend.c - see fake_backend.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "fake_backend.h"

static struct fake_backend *fb_of(void *be)
{
	return be;
}

static const struct fake_netdev *find(const struct fake_world *w,
				      const char *name)
{
	for (size_t i = 0; i < w->n_netdevs; i++)
		if (!strncmp(w->netdevs[i].name, name, IWC_IFNAMSIZ))
			return &w->netdevs[i];
	return NULL;
}

static int name_list_alloc(size_t n, struct iwc_name_list *ret)
{
	ret->n = 0;
	ret->names = calloc(n ? n : 1, IWC_IFNAMSIZ);
	if (!ret->names)
		return -ENOMEM;
	ret->n = n;
	return 0;
}

static int fake_list_ifaces(void *be, struct iwc_name_list *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.list_ifaces++;
	if (w->list_ifaces_err)
		return w->list_ifaces_err;
	if (name_list_alloc(w->n_netdevs, ret) < 0)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_netdevs; i++)
		memcpy(ret->names[i], w->netdevs[i].name, IWC_IFNAMSIZ);
	return 0;
}

static int fake_list_ipv4_ifaces(void *be, struct iwc_name_list *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.list_ipv4_ifaces++;
	if (w->list_ipv4_err)
		return w->list_ipv4_err;
	if (name_list_alloc(w->n_ipv4, ret) < 0)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_ipv4; i++)
		memcpy(ret->names[i], w->ipv4[i], IWC_IFNAMSIZ);
	return 0;
}

static int fake_get_iface(void *be, const char *ifname, struct iwc_iface *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d;

	fb->calls.get_iface++;
	d = find(fb->world, ifname);
	if (!d)
		return -ENODEV;
	if (d->get_iface_err)
		return d->get_iface_err;
	if (!d->wireless)
		return -EOPNOTSUPP;
	*ret = d->iface;
	return 0;
}

static int fake_get_link(void *be, const struct iwc_iface *iface,
			 struct iwc_link *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_netdev *d;

	fb->calls.get_link++;
	d = find(fb->world, iface->name);
	if (!d || !d->wireless)
		return -ENODEV;
	if (!d->has_link)
		return d->link_err ? d->link_err : -ENOLINK;
	*ret = d->link;
	return 0;
}

static int fake_get_wiphy(void *be, uint32_t wiphy, struct iwc_wiphy *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	fb->calls.get_wiphy++;
	if (w->get_wiphy_err)
		return w->get_wiphy_err;
	for (size_t i = 0; i < w->n_wiphys; i++) {
		if (w->wiphys[i].index == wiphy) {
			*ret = w->wiphys[i];
			return 0;
		}
	}
	return -ENODEV;
}

static int fake_scan_trigger(void *be, const struct iwc_iface *iface,
			     const uint8_t *ssid, size_t ssid_len,
			     int timeout_ms)
{
	struct fake_backend *fb = fb_of(be);

	(void)iface;
	(void)ssid;
	(void)ssid_len;
	(void)timeout_ms;
	fb->calls.scan_trigger++;
	return fb->world->scan_trigger_err;
}

static int fake_scan_dump(void *be, const struct iwc_iface *iface,
			  struct iwc_scan_result *ret)
{
	struct fake_backend *fb = fb_of(be);
	const struct fake_world *w = fb->world;

	(void)iface;
	fb->calls.scan_dump++;
	if (w->scan_dump_err)
		return w->scan_dump_err;
	memset(ret, 0, sizeof(*ret));
	if (!w->n_bss)
		return 0;
	ret->bss = calloc(w->n_bss, sizeof(*ret->bss));
	if (!ret->bss)
		return -ENOMEM;
	for (size_t i = 0; i < w->n_bss; i++) {
		struct iwc_bss *b = &ret->bss[i];

		*b = w->bss[i].bss;
		b->ies = NULL;
		b->ies_len = 0;
		b->beacon_ies = NULL;
		b->beacon_ies_len = 0;
		if (w->bss[i].ies_len) {
			b->ies = malloc(w->bss[i].ies_len);
			if (!b->ies)
				abort();
			memcpy(b->ies, w->bss[i].ies, w->bss[i].ies_len);
			b->ies_len = w->bss[i].ies_len;
		}
		ret->n = ret->cap = i + 1;
	}
	return 0;
}

static bool fake_is_privileged(void *be)
{
	struct fake_backend *fb = fb_of(be);

	fb->calls.is_privileged++;
	return fb->world->privileged;
}

const struct iwc_backend fake_backend_ops = {
	.name = "fake",
	.list_ifaces = fake_list_ifaces,
	.list_ipv4_ifaces = fake_list_ipv4_ifaces,
	.get_iface = fake_get_iface,
	.get_link = fake_get_link,
	.get_wiphy = fake_get_wiphy,
	.scan_trigger = fake_scan_trigger,
	.scan_dump = fake_scan_dump,
	.is_privileged = fake_is_privileged,
};

void fake_backend_init(struct fake_backend *fb, const struct fake_world *w)
{
	memset(fb, 0, sizeof(*fb));
	fb->world = w;
}

void fake_ctx_init(struct iwc_ctx *ctx, struct fake_backend *fb, FILE *out,
		   FILE *err, const char *argv0)
{
	memset(ctx, 0, sizeof(*ctx));
	ctx->be = &fake_backend_ops;
	ctx->be_data = fb;
	ctx->out = out;
	ctx->err = err;
	ctx->argv0 = argv0;
}

/* World building ---------------------------------------------------- */

struct fake_netdev *fake_world_add_netdev(struct fake_world *w,
					  const char *name)
{
	struct fake_netdev *d;

	if (w->n_netdevs >= FAKE_MAX_NETDEVS)
		abort();
	d = &w->netdevs[w->n_netdevs++];
	memset(d, 0, sizeof(*d));
	snprintf(d->name, sizeof(d->name), "%s", name);
	return d;
}

struct fake_netdev *fake_world_add_wireless(struct fake_world *w,
					    const char *name,
					    enum iwc_iftype type,
					    uint32_t wiphy)
{
	struct fake_netdev *d = fake_world_add_netdev(w, name);

	d->wireless = true;
	snprintf(d->iface.name, sizeof(d->iface.name), "%s", name);
	d->iface.ifindex = (int)w->n_netdevs;
	d->iface.wiphy = wiphy;
	d->iface.iftype = type;
	d->iface.up = true;
	d->iface.ps = 1;
	d->iface.mac[0] = 0x02;
	d->iface.mac[5] = (uint8_t)w->n_netdevs;
	return d;
}

struct fake_netdev *fake_world_find(struct fake_world *w, const char *name)
{
	return (struct fake_netdev *)find(w, name);
}

void fake_world_add_ipv4(struct fake_world *w, const char *name)
{
	if (w->n_ipv4 >= FAKE_MAX_NETDEVS)
		abort();
	snprintf(w->ipv4[w->n_ipv4++], IWC_IFNAMSIZ, "%s", name);
}

void fake_world_rename(struct fake_world *w, const char *from, const char *to)
{
	struct fake_netdev *d = fake_world_find(w, from);

	if (!d)
		abort();
	snprintf(d->name, sizeof(d->name), "%s", to);
	snprintf(d->iface.name, sizeof(d->iface.name), "%s", to);
	for (size_t i = 0; i < w->n_ipv4; i++)
		if (!strcmp(w->ipv4[i], from))
			snprintf(w->ipv4[i], IWC_IFNAMSIZ, "%s", to);
}

/* Running a tool ---------------------------------------------------- */

int fake_run_tool(const struct fake_world *w,
		  int (*tool_main)(struct iwc_ctx *, int, char **), int argc,
		  const char *const *argv, struct fake_run *res)
{
	struct fake_backend fb;
	struct iwc_ctx ctx;
	char **args;
	char **keep;
	FILE *out, *err;

	memset(res, 0, sizeof(*res));
	args = calloc((size_t)argc + 1, sizeof(*args));
	keep = calloc((size_t)argc + 1, sizeof(*keep));
	if (!args || !keep)
		abort();
	for (int i = 0; i < argc; i++) {
		args[i] = strdup(argv[i]);
		keep[i] = args[i];
		if (!args[i])
			abort();
	}
	out = open_memstream(&res->out, &res->out_len);
	err = open_memstream(&res->err, &res->err_len);
	if (!out || !err)
		abort();

	fake_backend_init(&fb, w);
	fake_ctx_init(&ctx, &fb, out, err, args[0]);
	res->rc = tool_main(&ctx, argc, args);
	res->calls = fb.calls;

	fclose(out);
	fclose(err);
	for (int i = 0; i < argc; i++)
		free(keep[i]);
	free(keep);
	free(args);
	return res->rc;
}

void fake_run_free(struct fake_run *res)
{
	free(res->out);
	free(res->err);
	res->out = res->err = NULL;
}
