/**
 * The wishlist page at its special path, the navigation target "wishlist" (section 2): only where
 * the channel's `wishlistAvailable` flag is on (section 3); elsewhere the unmatched-route 404.
 */
import WishlistPage from "../../client/islands/wishlist-page.tsx";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { fetchWishlist } from "../bff/customer.ts";
import { translatorFor } from "../render/i18n.ts";
import { routeNotFound } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { CustomerIsland } from "../views/customers/customer-island.tsx";
import { pathFor } from "../views/links.ts";
import { PRIVATE_PAGE_HEADERS, specialPageRoute } from "./special-path.ts";

export const wishlistRoute = specialPageRoute("wishlist", async (c) => {
  const request = c.get("request");
  if (!CHANNEL_FLAGS[request.site.channel].wishlistAvailable) throw routeNotFound(request.path);
  const t = translatorFor(request.locale);
  const entries = await fetchWishlist(c.env, request, c.req.header("cookie"));
  const items = entries.map((entry) => ({
    kind: entry.kind,
    itemId: entry.itemId,
    label: t(entry.kind === "theme" ? "wishlist.theme" : "wishlist.product", { id: entry.itemId }),
    href: pathFor(request, entry.kind === "theme" ? `/themes/${entry.itemId}` : `/${entry.itemId}`),
  }));
  return renderPage(c, {
    title: t("wishlist.title"),
    robots: "noindex",
    headers: PRIVATE_PAGE_HEADERS,
    body: (
      <CustomerIsland
        name="wishlist-page"
        component={WishlistPage}
        props={{ title: t("wishlist.title"), emptyText: t("wishlist.empty"), removeText: t("wishlist.remove"), items }}
      />
    ),
  });
});
