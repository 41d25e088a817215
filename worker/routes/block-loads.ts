/**
 * Route loaders for a content page's blocks (issue 11, part 1): once the route has the story, it
 * starts what the story's blocks show beyond the story itself, all at once, before rendering: each
 * Feed block's listed stories, each PriceCalculator block's catalogue data and each FormatsAndPrices
 * block's calculator reference, by block uid. The views read the promises from the block context
 * and render them under Suspense; no view fetches (the block context carries no bindings). None is
 * awaited here: the page streams while they are on their way.
 */
import type { CalculatorReference } from "../../shared/bff/catalogue.ts";
import { CALCULATOR_PRODUCTS, isOneOf } from "../../shared/catalogue/enumerations.ts";
import { type CalculatorData, checkBlock, loadCalculator } from "../bff/calculator-data.ts";
import { getCalculatorReference } from "../bff/catalogue.ts";
import { BffError } from "../bff/client.ts";
import { strings, text } from "../content/fields.ts";
import { findBlock } from "../content/find-block.ts";
import { componentOf, mapPage, slugOf, splitFullSlug } from "../content/map-story.ts";
import type { ContentScope } from "../content/scope.ts";
import { listStories } from "../content/stories.ts";
import type { Block, ContentPage } from "../content/types.ts";
import { describeError, logEvent } from "../log.ts";

/** What the page lists for a feed block: the page's name, route path and description. */
export interface FeedEntry {
  name: string;
  routePath: string;
  description: string;
}

export interface BlockLoads {
  /** A feed's entries, by block uid; absent when the block names no story. */
  feeds: ReadonlyMap<string, Promise<FeedEntry[]>>;
  /** A calculator's data, by block uid; absent when the block's fields describe no calculator. */
  calculators: ReadonlyMap<string, Promise<CalculatorData>>;
  /** A formats-and-prices table's calculator reference, by block uid; undefined when it could not be loaded (logged). */
  formatPrices: ReadonlyMap<string, Promise<CalculatorReference | undefined>>;
}

export const NO_BLOCK_LOADS: BlockLoads = { feeds: new Map(), calculators: new Map(), formatPrices: new Map() };

/** A formats-and-prices table whose reference could not be loaded: the table is left out of the page. */
export const FORMAT_PRICES_UNAVAILABLE = "formats-and-prices-unavailable";

const FEED_SLUG = /^[a-z0-9/_-]{1,200}$/;
const MAX_FEED_STORIES = 50;

/** Every block of the page, nested ones included, in the order the page shows them. */
function blocksOf(page: ContentPage): Block[] {
  const all: Block[] = [];
  const roots = [
    ...page.promotionBar,
    ...page.teaser,
    ...(page.productSnippet?.content ? [page.productSnippet.content] : []),
    ...page.body,
  ];
  findBlock(roots, (block) => {
    all.push(block);
    return false;
  });
  return all;
}

function startFeed(scope: ContentScope, feed: Block): Promise<FeedEntry[]> | undefined {
  const slugs = strings(feed, "stories")
    .filter((s) => FEED_SLUG.test(s))
    .slice(0, MAX_FEED_STORIES);
  if (slugs.length === 0) return undefined;
  // A page in the edge cache is advanced by a publish of what its feed shows (issue 11, part 3).
  for (const slug of slugs) scope.render.shows.add(slugOf(splitFullSlug(slug).routePath));
  const entries = listStories(scope.client, { ...scope.call, bySlugs: slugs }).then((stories) =>
    stories
      .filter((s) => componentOf(s) === "Page")
      .map((s) => {
        const page = mapPage(s);
        return { name: page.name, routePath: page.routePath, description: page.description };
      }),
  );
  // The view logs a failure where it renders the feed (`<Deferred>`); a feed the page does not render is no unhandled rejection.
  entries.catch(() => undefined);
  return entries;
}

/** The story names the calculator product and its options, never a price (section 2, "Global page types"). */
function startFormatPrices(scope: ContentScope, block: Block): Promise<CalculatorReference | undefined> | undefined {
  const product = text(block, "product");
  const materials = strings(block, "materials").slice(0, 20);
  if (!isOneOf(CALCULATOR_PRODUCTS, product) || materials.length === 0) return undefined;
  const reference = getCalculatorReference(scope.env, scope.request, {
    product,
    materials,
    isCollage: product === "collage",
  });
  return scope.render.settle("formats-and-prices", reference, (error: unknown) => {
    logEvent("warn", FORMAT_PRICES_UNAVAILABLE, {
      path: scope.request.path,
      product,
      status: error instanceof BffError ? error.status : undefined,
      ...describeError(error),
    });
    return undefined;
  });
}

/** Starts the loads of the page's Feed, PriceCalculator and FormatsAndPrices blocks; `sku` preselects a calculator's article. */
export function startBlockLoads(scope: ContentScope, page: ContentPage, sku?: string): BlockLoads {
  const feeds = new Map<string, Promise<FeedEntry[]>>();
  const calculators = new Map<string, Promise<CalculatorData>>();
  const formatPrices = new Map<string, Promise<CalculatorReference | undefined>>();
  for (const block of blocksOf(page)) {
    if (block.component === "Feed") {
      const entries = startFeed(scope, block);
      if (entries) feeds.set(block.uid, entries);
    } else if (block.component === "PriceCalculator") {
      const checked = checkBlock(block.fields);
      if (checked) calculators.set(block.uid, loadCalculator(scope.env, scope.request, scope.render, checked, sku));
    } else if (block.component === "FormatsAndPrices") {
      const reference = startFormatPrices(scope, block);
      if (reference) formatPrices.set(block.uid, reference);
    }
  }
  return { feeds, calculators, formatPrices };
}
