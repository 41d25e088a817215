/**
 * A theme page's breadcrumb after home (section 2, "Footer": the trail): the cards (the main
 * navigation's card item, as the header names and links it), the theme's occasion, then the
 * design: Startseite › Karten › Einschulung › Aurora. The occasion links to the card listing
 * filtered by it where the channel lists cards on /products, else to the cards page.
 */
import type { Theme } from "../../../shared/bff/catalogue.ts";
import type { GlobalConfig, TextLink } from "../../../shared/content/global-config.ts";
import { productsOf } from "../../../shared/catalogue/products.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { categoryQuery } from "../../seo/card-listing.ts";

export function themeBreadcrumbs(request: RequestContext, theme: Theme, config: GlobalConfig | undefined): TextLink[] {
  const cards = config?.navigation.find((item) => item.navigationType === "card");
  const listsCards = productsOf(request.site.channel).some((product) => product.kind === "cards");
  const occasionLink = listsCards
    ? { url: `/products${categoryQuery(theme.category)}#cards` }
    : (cards?.link ?? { url: "/products" });
  return [
    ...(cards ? [{ text: cards.text, link: cards.link }] : []),
    { text: theme.categoryLabel, link: occasionLink },
    { text: theme.design || theme.name, link: { url: request.routePath } },
  ];
}
