// How the worker tests talk to the shop: through the worker's own fetch, with redirects left
// alone, and with small readers for what a page hands the client (section 3, "Provided context").
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { ProvidedContext } from "../../shared/site/context.ts";
import worker from "../../worker/index.ts";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { Env } from "../../worker/env.ts";

/** What production must configure besides its vars (worker/config/schema.ts), for tests that pretend to be production. */
export const PRODUCTION = { ENVIRONMENT: "production", CSRF_SECRET: "a-production-csrf-secret-for-tests" } as const;

/** One request through the worker as deployed (the test configuration: DEBUG off). */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

/** One request through the same app with some configuration changed, for example `DEBUG: "1"`. */
export async function getWith(
  overrides: Partial<Env> & ConfigVars,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The JSON the page serialises for the client under `#shop-context`. */
export function providedContextOf(html: string): ProvidedContext {
  const match = /<script id="shop-context" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error("page has no provided context");
  return JSON.parse(match[1]!) as ProvidedContext;
}

export function htmlLangOf(html: string): string | undefined {
  return /<html lang="([^"]*)"/.exec(html)?.[1];
}

/**
 * The server-rendered JSON props of the first island of that name (its props script, plus the page
 * data it shares, as `client/main.ts` reads them), or undefined when there is none.
 */
export function islandPropsOf(html: string, name: string): Record<string, unknown> | undefined {
  return everyIslandOf(html).find((island) => island.name === name)?.props;
}

/** Every island of the page in order, with its props read as `islandPropsOf` reads them. */
export function everyIslandOf(html: string): { name: string; props: Record<string, unknown> }[] {
  const markers = html.matchAll(
    /<shop-island data-island="([^"]+)"([^>]*)><script type="application\/json" data-island-props>(.*?)<\/script>/gs,
  );
  return [...markers].map(([, name, attributes, json]) => {
    const props = JSON.parse(json!) as Record<string, unknown>;
    const shared = /data-shared="([^"]*)"/.exec(attributes!)?.[1];
    for (const [prop, id] of Object.entries(
      shared ? (JSON.parse(decodeAttribute(shared)) as Record<string, string>) : {},
    )) {
      props[prop] = pageDataOf(html, id);
    }
    return { name: name!, props };
  });
}

/** The JSON of a page data script (`<script id=... type="application/json">`). */
export function pageDataOf(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, "s").exec(html);
  if (!match) throw new Error(`page has no data script #${id}`);
  return JSON.parse(match[1]!);
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/** A Content-Security-Policy's directives by name. */
export function cspDirectives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...values]) => [name, values]),
  );
}
