/**
 * The key of a page in the edge HTML cache (decision 090): host, path (with its
 * locale folder and platform segment), platform, audience (crawlers get the whole document in
 * place, people the streamed one with the consent island), the query keys the route reads, the content generations
 * (`html-generation.ts`), and for people the treatments of the flags the page reads. Never a visitor
 * key, a cookie or the underscore parameters links carry (a stored page holds a slot for them,
 * `html-carry.ts`): the body is the same for everyone in the same variants. The ordering window
 * (the shop's date, before or after the cut-off) is part of it too: a page may promise a delivery
 * date, and that changes at midnight and at the cut-off (decision 197).
 *
 * Which flags a page reads is known once it has rendered: the base key (all but the treatments)
 * holds an index of them, and the page itself sits under the base key plus those flags' treatments.
 */
import type { Treatment } from "../../shared/flags/treatments.ts";
import { orderingWindow } from "../../shared/delivery/delivery-date.ts";
import type { RequestContext } from "../site/request-context.ts";
import { rememberedGenerations } from "./html-generation.ts";

/** Query values a route reads are cut as the route cuts them: this long unless it says otherwise. */
const MAX_QUERY_VALUE = 80;

/**
 * The key without treatments. `query` is what the route reads, each value cut to `valueMax` as the
 * route cuts it, sorted by name; an empty value is left out, as the routes read none.
 */
export function baseKeyOf(
  request: RequestContext,
  url: URL,
  generation: string,
  query: readonly string[] = [],
  valueMax = MAX_QUERY_VALUE,
): URL {
  const key = new URL(`${request.origin}/__html-cache${request.path}`);
  key.searchParams.set("g", generation);
  key.searchParams.set("p", request.platform);
  key.searchParams.set("a", request.isCrawler ? "crawler" : "person");
  key.searchParams.set("o", orderingWindow(new Date()));
  const read = [...query].sort().flatMap((name) => {
    const value = url.searchParams.get(name)?.slice(0, valueMax);
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  if (read.length) key.searchParams.set("q", read.join("&"));
  return key;
}

/** Where the index of the flags a page reads is kept. */
export function indexKeyOf(base: URL): string {
  const key = new URL(base);
  key.searchParams.set("index", "1");
  return key.href;
}

/** The page's own key: the base key plus the treatments of the flags it reads (off when none is known). */
export function variantKeyOf(
  base: URL,
  flags: readonly string[],
  treatments: Readonly<Record<string, Treatment>>,
): string {
  const key = new URL(base);
  key.searchParams.set(
    "f",
    [...flags]
      .sort()
      .map((flag) => `${flag}:${treatments[flag] ?? "off"}`)
      .join(","),
  );
  return key.href;
}

/** What the renders of one page were seen to depend on: the flags it read and the other stories it shows. */
export interface PageIndex {
  flags: string[];
  shows: string[];
}

/** The base key and the generations of the stories the page shows: its variant key without the treatments. */
export async function shownKeyOf(
  env: { CONTENT_CACHE: KVNamespace },
  request: RequestContext,
  base: URL,
  index: PageIndex,
): Promise<URL> {
  const shows = index.shows.length
    ? await rememberedGenerations(env, env.CONTENT_CACHE, request.site.channel, index.shows, false)
    : "";
  const key = new URL(base);
  if (shows) key.searchParams.set("s", `${index.shows.join(",")}@${shows}`);
  return key;
}

/** The key of a page's variant for this request: the base key, the generations of the stories it shows, the treatments of the flags it reads. */
export async function pageKeyOf(
  env: { CONTENT_CACHE: KVNamespace },
  request: RequestContext,
  base: URL,
  index: PageIndex,
): Promise<string> {
  return variantKeyOf(await shownKeyOf(env, request, base, index), index.flags, request.treatments.all());
}

/** The data centre's cache, where the keys lead (the DOM typings do not know `caches.default`). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
