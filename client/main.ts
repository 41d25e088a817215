/**
 * The client entry: finds the island markers the worker rendered, imports only the islands on
 * the page, and hydrates each on load, when idle, or when visible (ARCHITECTURE "Islands"), one
 * at a time with the main thread given back between them (decision 205).
 * The chrome's islands are built into this module (scripts/build-client.mjs, decision 097): their
 * markers name it as their source, and importing it again costs nothing.
 * A failed chunk load reloads the page, at most once per 10 seconds per path (section 8).
 */
import { type ReactNode, createElement, useEffect } from "react";
import { shouldReloadAfterChunkError } from "../shared/config/chunk-reload.ts";
import { ISLAND_PROPS_ATTRIBUTE } from "../shared/site/islands.ts";
import { NAVIGATED_EVENT, hasListRegion } from "./services/list-region.ts";
import { startPageImages } from "./services/page-images.ts";
import { createHydrationQueue, whenIdle, whenVisible } from "./services/hydration-queue.ts";
import { startPageLinks } from "./services/page-links.ts";
import { loadCustomerOnce } from "./services/customer.ts";
import { reportFailure } from "./services/report.ts";

type Hydrate = "load" | "idle" | "visible";

// The forms' schemas run without zod's compiled fast path: its probe for `new Function` is an
// eval that the page's Content-Security-Policy refuses and reports (worker/middleware/csp.ts).
// Set through the global object zod keeps its configuration in (its `config()` writes the same
// object), not by importing zod: any import of zod from this every-page module put 80 KB gzip of
// zod on every page (decision 097). Islands, the only importers of zod, load after this runs.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// React DOM is loaded by `import()`: its evaluation is then a task of its own, after this
// module's, instead of one long task with it (Lighthouse's blocking time, decision 097).
const reactDom = import("./services/react-dom.ts");

const RELOAD_KEY = "shop:chunk-reload:";

function reloadOnce(): void {
  const key = RELOAD_KEY + location.pathname;
  let last: number | null = null;
  try {
    last = Number(sessionStorage.getItem(key)) || null;
  } catch (error) {
    // storage can be switched off; then we reload without memory of the last time
    reportFailure("storage-unavailable", error, { key }, "info");
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return;
  try {
    sessionStorage.setItem(key, String(now));
  } catch (error) {
    reportFailure("storage-unavailable", error, { key }, "info");
  }
  location.reload();
}

type IslandModule = Record<string, Parameters<typeof createElement>[0]>;

/** The island's module; a failed load reloads the page (once per 10 s) and gives null. */
async function moduleOf(marker: HTMLElement): Promise<IslandModule | null> {
  const src = marker.dataset.src;
  if (!src) return null;
  try {
    return await import(/* @vite-ignore */ src);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", code: "asset-load-on-slug", src, message: String(error) }));
    reloadOnce();
    return null;
  }
}

/** How long the queue waits at most for an island to commit before it goes on with the next. */
const COMMIT_WAIT_MS = 1_000;

/** Hydrates the island; settles once React committed it (its effects ran), or failed to. */
async function hydrate({ marker, module }: Due): Promise<void> {
  const [loaded, { hydrateRoot }] = await Promise.all([module, reactDom]);
  if (!loaded) return;
  const props = propsOf(marker);
  // An island is its module's default export, or, for the chrome's islands, which share one
  // module (scripts/build-client.mjs), the export named like the island.
  const component = loaded[marker.dataset.island ?? ""] ?? loaded.default;
  await new Promise<void>((done) => {
    const island = createElement(Committed, { marker, done }, createElement(component, props));
    hydrateRoot(marker, island, {
      identifierPrefix: marker.dataset.idPrefix ?? "",
      // React's own default (the global error report), and the queue goes on.
      onUncaughtError: (error) => {
        done();
        reportError(error);
      },
    });
    setTimeout(done, COMMIT_WAIT_MS);
  });
}

const pageData = new Map<string, unknown>();

/** JSON of a page data script, parsed once per page however many islands share it. */
function pageDataOf(id: string): unknown {
  if (!pageData.has(id)) pageData.set(id, JSON.parse(document.getElementById(id)?.textContent ?? "null"));
  return pageData.get(id);
}

/**
 * The island's own props from its props script, which is then removed (the server rendered the
 * island's markup after it, not with it), plus the page data it shares (decision 072).
 */
function propsOf(marker: HTMLElement): Record<string, unknown> {
  const script = marker.querySelector(`:scope > script[${ISLAND_PROPS_ATTRIBUTE}]`);
  const own = JSON.parse(script?.textContent || "{}") as Record<string, unknown>;
  script?.remove();
  const shared = JSON.parse(marker.dataset.shared ?? "{}") as Record<string, string>;
  for (const [prop, id] of Object.entries(shared)) own[prop] = pageDataOf(id);
  return own;
}

/** The island's first element, not its props script. */
function firstElementOf(marker: HTMLElement): Element {
  return marker.querySelector(`:scope > :not(script[${ISLAND_PROPS_ATTRIBUTE}])`) ?? marker;
}

/**
 * Marks the island hydrated once React committed it. Parents' effects run after their children's,
 * so the mark also means the island's own effects ran. The wrapper renders no element and calls no
 * `useId`, so the server's markup and ids match without it.
 */
function Committed({ marker, done, children }: { marker: HTMLElement; done: () => void; children?: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "true";
    done();
  }, [marker, done]);
  return children;
}

interface Due {
  marker: HTMLElement;
  module: Promise<IslandModule | null>;
}

const hydrateInTurn = createHydrationQueue(hydrate);

/** Queues the island for hydration; its module starts loading now, while the islands before it hydrate. */
function due(marker: HTMLElement): void {
  hydrateInTurn({ marker, module: moduleOf(marker) });
}

function schedule(marker: HTMLElement): void {
  const when = (marker.dataset.hydrate ?? "load") as Hydrate;
  if (when === "idle") whenIdle(() => due(marker));
  // The marker is `display: contents` and has no box of its own: watch what it renders.
  else if (when === "visible") whenVisible(firstElementOf(marker), () => due(marker));
  else due(marker);
}

/** Schedules every marker not yet scheduled: at start, and after a list region was swapped in place. */
function scheduleNew(): void {
  document.querySelectorAll<HTMLElement>("shop-island[data-island]:not([data-scheduled])").forEach((marker) => {
    marker.dataset.scheduled = "true";
    schedule(marker);
  });
}

scheduleNew();
window.addEventListener(NAVIGATED_EVENT, scheduleNew);
startPageLinks();
startPageImages();
// Only a page with a list region loads the in-place list updates.
if (hasListRegion())
  void import("./services/list-navigation.ts").then(({ startListNavigation }) => startListNavigation());
void loadCustomerOnce();
