/**
 * A stand-in for one Storyblok space behind the Management API, for the push tests only (the real
 * service is outside this machine). It keeps components and stories, hands out its own ids and
 * uuids, derives full slugs from folders, pages lists with a `total` header, checks the token, and
 * can answer 429 now and then like the real API under load. Assets follow Storyblok's signed upload:
 * POST /assets answers a form for the storage host (`FakeSpace.STORAGE`), which this stand-in also
 * plays, and GET /assets/{id}/finish_upload makes the asset appear in the list.
 */
export interface FakeStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number;
  is_folder: boolean;
  content?: unknown;
  published?: unknown;
  group_id?: string;
}

export interface FakeAsset {
  id: number;
  filename: string;
  key: string;
  bytes?: Uint8Array;
  contentType?: string;
  finished: boolean;
}

export class FakeSpace {
  static readonly STORAGE = "https://s3.storage.test/a.storyblok.com";
  readonly assets = new Map<number, FakeAsset>();
  readonly components = new Map<number, Record<string, unknown>>();
  readonly stories = new Map<number, FakeStory>();
  readonly log: string[] = [];
  private nextId = 1000;
  private count = 0;

  constructor(
    readonly spaceId: string,
    readonly token: string,
    readonly rateLimitEvery = 0,
  ) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    this.log.push(`${method} ${url.pathname}`);
    if (url.href === FakeSpace.STORAGE && method === "POST") return this.store(init.body as FormData);
    if (new Headers(init.headers).get("authorization") !== this.token)
      return Response.json({ error: "Unauthorized" }, { status: 401 });
    if (this.rateLimitEvery && ++this.count % this.rateLimitEvery === 0)
      return new Response("Too Many Requests", { status: 429 });
    const match = /^\/v1\/spaces\/([^/]+)\/(components|stories|assets)(?:\/(\d+))?(\/finish_upload)?$/.exec(
      url.pathname,
    );
    if (!match || match[1] !== this.spaceId) return Response.json({ error: "Not found" }, { status: 404 });
    const [, , kind, id, finish] = match;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, any>) : {};
    if (kind === "assets") return this.asset(method, id ? Number(id) : null, Boolean(finish), body, url.searchParams);
    if (kind === "components") return this.component(method, id ? Number(id) : null, body);
    return this.story(method, id ? Number(id) : null, body, url.searchParams);
  };

  private asset(
    method: string,
    id: number | null,
    finish: boolean,
    body: Record<string, any>,
    query: URLSearchParams,
  ): Response {
    if (method === "GET" && id === null) {
      const all = [...this.assets.values()]
        .filter((a) => a.finished)
        .map(({ id: assetId, filename }) => ({ id: assetId, filename }));
      const perPage = Number(query.get("per_page") ?? 25);
      const page = Number(query.get("page") ?? 1);
      return Response.json(
        { assets: all.slice((page - 1) * perPage, page * perPage) },
        { headers: { total: String(all.length) } },
      );
    }
    if (method === "POST" && id === null) {
      const name = String(body.filename ?? "");
      if (!/^[a-z0-9-]+\.(webp|svg|jpe?g|png)$/.test(name))
        return Response.json({ filename: ["is invalid"] }, { status: 422 });
      const assetId = this.nextId++;
      const folder = assetId.toString(16).padStart(10, "0");
      const size = typeof body.size === "string" && /^\d+x\d+$/.test(body.size) ? `${body.size}/` : "";
      const key = `f/${this.spaceId}/${size}${folder}/${name}`;
      this.assets.set(assetId, { id: assetId, filename: `https://a.storyblok.com/${key}`, key, finished: false });
      return Response.json(
        {
          id: assetId,
          pretty_url: `//a.storyblok.com/${key}`,
          public_url: `${FakeSpace.STORAGE}/${key}`,
          post_url: FakeSpace.STORAGE,
          fields: {
            key,
            acl: "public-read",
            "Content-Type": "image/webp",
            policy: "signed-policy",
            "x-amz-signature": `sig-${assetId}`,
          },
        },
        { status: 201 },
      );
    }
    const asset = id === null ? undefined : this.assets.get(id);
    if (method === "GET" && finish && asset?.bytes) {
      asset.finished = true;
      return Response.json({ id: asset.id, filename: asset.filename });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  /** The storage host: takes a signed form whose key and signature match an asset, file last. */
  private async store(form: FormData): Promise<Response> {
    const asset = [...this.assets.values()].find((a) => a.key === form.get("key"));
    const file = form.get("file");
    const keys = [...form.keys()];
    if (
      !asset ||
      form.get("x-amz-signature") !== `sig-${asset.id}` ||
      !(file instanceof Blob) ||
      keys.at(-1) !== "file"
    )
      return new Response("<Error>AccessDenied</Error>", { status: 403 });
    asset.bytes = new Uint8Array(await file.arrayBuffer());
    asset.contentType = file.type;
    return new Response(null, { status: 204 });
  }

  private component(method: string, id: number | null, body: Record<string, any>): Response {
    if (method === "GET" && id === null)
      return Response.json({ components: [...this.components.entries()].map(([key, c]) => ({ ...c, id: key })) });
    if (method === "POST" && id === null) {
      const key = this.nextId++;
      this.components.set(key, body.component);
      return Response.json({ component: { ...body.component, id: key } }, { status: 201 });
    }
    if (method === "PUT" && id !== null && this.components.has(id)) {
      this.components.set(id, body.component);
      return Response.json({ component: body.component });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  private fullSlug(parentId: number, slug: string): string {
    const parent = this.stories.get(parentId);
    return parent ? `${parent.full_slug}/${slug}` : slug;
  }

  private story(method: string, id: number | null, body: Record<string, any>, query: URLSearchParams): Response {
    if (method === "GET" && id === null) {
      const all = [...this.stories.values()].map(({ content: _c, published: _p, ...entry }) => entry);
      const perPage = Number(query.get("per_page") ?? 25);
      const page = Number(query.get("page") ?? 1);
      return Response.json(
        { stories: all.slice((page - 1) * perPage, page * perPage) },
        { headers: { total: String(all.length) } },
      );
    }
    if (method === "POST" && id === null) {
      const input = body.story;
      const parentId = Number(input.parent_id ?? 0);
      if (parentId !== 0 && !this.stories.get(parentId)?.is_folder)
        return Response.json({ error: "parent is not a folder" }, { status: 422 });
      const fullSlug = this.fullSlug(parentId, input.slug);
      if ([...this.stories.values()].some((s) => s.full_slug === fullSlug))
        return Response.json({ slug: ["is already taken"] }, { status: 422 });
      const story: FakeStory = {
        id: this.nextId++,
        uuid: crypto.randomUUID(),
        name: input.name,
        slug: input.slug,
        full_slug: fullSlug,
        parent_id: parentId,
        is_folder: Boolean(input.is_folder),
        content: input.content,
      };
      if (body.publish === 1) story.published = input.content;
      this.stories.set(story.id, story);
      return Response.json({ story }, { status: 201 });
    }
    const story = id === null ? undefined : this.stories.get(id);
    if (method === "PUT" && story) {
      const input = body.story;
      Object.assign(story, {
        name: input.name ?? story.name,
        content: input.content ?? story.content,
        group_id: body.group_id ?? story.group_id,
      });
      if (body.publish === 1) story.published = story.content;
      return Response.json({ story });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }
}
