/**
 * The wishlist page at its special path, the navigation target "wishlist" (section 2): only where
 * the channel's `wishlistAvailable` flag is on (section 3); elsewhere the unmatched-route 404.
 */
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { BffError } from "../bff/client.ts";
import { getTheme } from "../bff/catalogue.ts";
import { type WishlistEntry, fetchWishlist } from "../bff/customer.ts";
import { componentOf, mapPage } from "../content/map-story.ts";
import { loadStory } from "../content/load-story.ts";
import { type ContentScope, contentScope } from "../content/scope.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { translatorFor } from "../render/i18n.ts";
import { routeNotFound } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { Island } from "../render/island.tsx";
import { pathFor } from "../views/links.tsx";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";
import { describeError, logEvent } from "../log.ts";

/**
 * What the shopper saved, by name: a theme's name from the catalogue, a product page's title from
 * its story in the page's language. Null when it cannot be found; the page then names it by id.
 */
async function nameOf(
  env: Env,
  request: RequestContext,
  scope: ContentScope,
  entry: WishlistEntry,
): Promise<string | null> {
  try {
    if (entry.kind === "theme") return (await getTheme(env, request, entry.itemId)).name || null;
    const story = await loadStory(scope, entry.itemId);
    return story && componentOf(story) === "Page" ? mapPage(story).name || null : null;
  } catch (error) {
    logEvent("warn", "wishlist-name-unavailable", {
      path: request.path,
      kind: entry.kind,
      status: error instanceof BffError ? error.status : undefined,
      ...describeError(error),
    });
    return null;
  }
}

/** Names looked up a few at a time: a list holds up to 200 entries, each one subrequest. */
const NAME_LOOKUPS_AT_ONCE = 8;

async function namesOf(
  entries: WishlistEntry[],
  lookup: (entry: WishlistEntry) => Promise<string | null>,
): Promise<(string | null)[]> {
  const names: (string | null)[] = [];
  for (let start = 0; start < entries.length; start += NAME_LOOKUPS_AT_ONCE) {
    names.push(...(await Promise.all(entries.slice(start, start + NAME_LOOKUPS_AT_ONCE).map(lookup))));
  }
  return names;
}

export const wishlistRoute = specialPageRoute("wishlist", async (c) => {
  const request = c.get("request");
  if (!CHANNEL_FLAGS[request.site.channel].wishlistAvailable) throw routeNotFound(request.path);
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const entries = await fetchWishlist(c.env, request, c.req.header("cookie"));
  const scope = contentScope(c);
  const names = await namesOf(entries, (entry) => nameOf(c.env, request, scope, entry));
  const items = entries.map((entry, i) => ({
    kind: entry.kind,
    itemId: entry.itemId,
    label: names[i] ?? t(entry.kind === "theme" ? "wishlist.theme" : "wishlist.product", { id: entry.itemId }),
    href: pathFor(request, entry.kind === "theme" ? `/themes/${entry.itemId}` : `/${entry.itemId}`),
  }));
  return renderPage(
    c,
    {
      title: t("wishlist.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <Island
          name="wishlist-page"
          props={{
            title: t("wishlist.title"),
            emptyText: t("wishlist.empty"),
            removeText: t("wishlist.remove"),
            items,
          }}
        />
      ),
    },
    loads,
  );
});
