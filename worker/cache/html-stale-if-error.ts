/**
 * Stale if error (decision 090): when a page's render fails because a dependency failed or timed
 * out, or a part of it failed, the visitor gets the last whole copy of that page and variant the
 * cache holds, if it is not older than `HTML_STALE_IF_ERROR_SECONDS`, rather than the error page or
 * a page with a hole in it.
 *
 * A copy under the page's current key is served stale anyway (the refresh renders behind it): this
 * finds the copy a key that moved on left behind (a publish or purge of its slug or the global
 * config, the ordering window at the cut-off). Each store notes where its page went under a key
 * without those generations and without the ordering window; the channel's content version stays in
 * it, so a purge of everything leaves nothing to fall back on. A healthy render after a publish is
 * always answered: the old copy is only ever the answer to a failure.
 */
import type { Context } from "hono";
import { BffError } from "../bff/client.ts";
import { DependencyUnavailable } from "../bff/deadline.ts";
import { ContentApiError } from "../content/client.ts";
import type { AppEnv } from "../env.ts";
import { variantKeyOf } from "./html-cache-key.ts";
import { recall } from "./html-memory.ts";
import type { Kept } from "./html-splice.ts";
import { HTML_STALE_IF_ERROR_SECONDS } from "./strategies.ts";

/** Where the last whole copy of a page went: its key without the treatments, and the flags it reads. */
interface LastGood {
  key: string;
  flags: string[];
}

/**
 * A failure of a dependency the page needs: a call that failed or timed out, a 5xx of the backend
 * or the content API, or a content API that could not be reached or read (status 0).
 */
export function dependencyFailed(error: unknown): boolean {
  if (error instanceof DependencyUnavailable) return true;
  if (error instanceof BffError) return error.status >= 500;
  return error instanceof ContentApiError && (error.status === 0 || error.status >= 500);
}

/** The key of a page's last-good note: the base key's content version, without its other generations and its ordering window. */
export function lastGoodKeyOf(base: URL): string {
  const key = new URL(base);
  key.searchParams.set("g", (key.searchParams.get("g") ?? "").split(".")[0] ?? "");
  key.searchParams.delete("o");
  key.searchParams.set("last-good", "1");
  return key.href;
}

/** Notes where a whole page was just stored (`shown`: its variant key without the treatments). */
export function noteLastGood(cache: Cache, base: URL, shown: URL, flags: readonly string[], lifetime: string) {
  const note: LastGood = { key: shown.href, flags: [...flags] };
  return cache.put(lastGoodKeyOf(base), Response.json(note, { headers: { "cache-control": lifetime } }));
}

function isLastGood(value: unknown, base: URL): value is LastGood {
  const note = value as LastGood;
  return (
    typeof note === "object" &&
    note !== null &&
    typeof note.key === "string" &&
    note.key.startsWith(`${base.origin}${base.pathname}?`) &&
    Array.isArray(note.flags) &&
    note.flags.every((flag) => typeof flag === "string")
  );
}

/** The last whole copy of this page in the visitor's variant, if the cache holds one young enough. */
export async function lastGoodCopy(
  c: Context<AppEnv>,
  cache: Cache,
  base: URL,
  read: (cache: Cache, variant: string) => Promise<Kept | undefined>,
): Promise<Kept | undefined> {
  const stored = await cache.match(lastGoodKeyOf(base));
  if (!stored) return undefined;
  const note: unknown = await stored.json().catch(() => undefined);
  if (!isLastGood(note, base)) return undefined;
  const variant = variantKeyOf(new URL(note.key), note.flags, c.get("request").treatments.all());
  const page = recall<Kept>(c.env, `page|${variant}`) ?? (await read(cache, variant));
  if (!page || Date.now() - page.storedAt > HTML_STALE_IF_ERROR_SECONDS * 1000) return undefined;
  return page;
}
