/**
 * /themes/{id} (section 2): the id is required and validated; any result other than true
 * is the fatal 404 'Page Not Found: {path}'. A well-formed id the catalogue does not know is the
 * non-fatal 404 'Page not found: {path}'. The page shows the design's pictures, its name in the
 * shopper's language with the occasion as a step of the breadcrumb, the quantity form with the
 * price per card and the total, a call to action to the card designer (section 2, "Designer
 * hand-off": a theme id means card), the save-to-wishlist heart where the channel has a wishlist,
 * and more designs of the same occasion (deferred).
 */
import { Hono } from "hono";
import type { Theme } from "../../shared/bff/catalogue.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { currencyOf } from "../../shared/site/locales.ts";
import { labelled } from "../../shared/i18n/typography.ts";
import { formatLabel } from "../../shared/catalogue/units.ts";
import { BffError } from "../bff/client.ts";
import { htmlCached } from "../cache/html-cache.ts";
import { getCardAccessories, getTheme, getThemes } from "../bff/catalogue.ts";
import { resizedUrl } from "../../shared/content/image-url.ts";
import { CardQuantities } from "../views/catalogue/card-quantities.tsx";
import { DesignGallery, viewLabel } from "../views/catalogue/design-gallery.tsx";
import { MORE_DESIGNS_PAGE_SIZE, MoreDesigns } from "../views/catalogue/more-designs.tsx";
import { themeBreadcrumbs } from "../views/catalogue/theme-breadcrumbs.ts";
import { routeAlternateLinks } from "../content/alternates.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { routeNotFound, validateRoute } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { absoluteUrl, productLd } from "../render/structured-data.tsx";
import { WishlistSave } from "../views/customers/wishlist-save.tsx";
import { ReducedPrice } from "../../client/components/reduced-price.tsx";
import { priorPriceOf, reducedPriceTexts } from "../views/catalogue/prior-price.ts";
import { DeliveryPromise } from "../../client/components/delivery-promise.tsx";
import { getDeliveryPromises } from "../bff/delivery.ts";
import { deliveryParts } from "../views/catalogue/delivery-promise.ts";
import { pageLoads } from "./page-loads.ts";
import { logEvent } from "../log.ts";
import { announcedReduction } from "../../shared/pricing/prior-price.ts";

/** Theme ids are positive integers of at most nine digits. */
export function isThemeId(id: string | undefined): boolean {
  return typeof id === "string" && /^[1-9]\d{0,8}$/.test(id);
}

export const themesRoute = new Hono<AppEnv>()
  .get("/themes", (c) => {
    validateRoute(c.get("request").path, () => isThemeId(undefined));
    return c.notFound();
  })
  .get("/themes/:id", (c) =>
    htmlCached(c, {}, async () => {
      const request = c.get("request");
      const id = c.req.param("id");
      validateRoute(request.path, () => isThemeId(id));
      const loads = pageLoads(c);
      let theme: Theme;
      try {
        theme = await getTheme(c.env, request, id);
      } catch (error) {
        if (error instanceof BffError && (error.status === 404 || error.status === 400))
          throw routeNotFound(request.path);
        throw error;
      }
      const t = translatorFor(request.locale);
      const record = c.get("render");
      const delivery = getDeliveryPromises(c.env, request, record, ["card"]);
      // Below the design and not awaited: <Deferred> marks a failed listing, which leaves the row out
      // and the page out of the edge cache; this only keeps the rejection handled until it renders.
      const moreDesigns = getThemes(c.env, request, { category: theme.category, pageSize: MORE_DESIGNS_PAGE_SIZE });
      moreDesigns.catch(() => undefined);
      // The quantity list still shows without the envelope extra (and the page is not kept).
      const [accessories, chrome] = await Promise.all([
        record.settle("card-accessories", getCardAccessories(c.env, request, theme.id), (error: unknown) => {
          logEvent("error", "card-accessories-unavailable", { path: request.path, error: String(error) });
          return undefined;
        }),
        loads.chrome,
      ]);
      const arrival = deliveryParts(request, "card", (await delivery).card);
      const money = (minor: number) => formatPrice(minor, request.locale, currencyOf(request.locale));
      const occasionLine = labelled(t("catalogue.occasion"), theme.categoryLabel, request.locale);
      const format = formatLabel(theme.format, request.provided.unit, request.locale);
      const occasion = `${occasionLine} · ${format}`;
      const summary = `${occasion} · ${t("catalogue.perCard", { price: money(theme.price.priceCurrent) })}`;
      const price = {
        minor: theme.price.priceCurrent,
        currency: currencyOf(request.locale),
        perUnit: true,
        prior: priorPriceOf(theme.price, request),
      };
      const url = request.origin + request.path;
      const front = theme.images[0];
      return renderPage(
        c,
        {
          title: theme.name,
          description: summary,
          links: routeAlternateLinks(request, configOf(c.env)),
          chrome: { breadcrumbs: themeBreadcrumbs(request, theme, chrome?.config) },
          share: {
            type: "product",
            price,
            image: front?.src,
            imageAlt: front
              ? t("catalogue.pictureAlt", { name: theme.name, view: viewLabel(front.view, t) })
              : undefined,
          },
          structuredData: [
            productLd(
              request,
              {
                name: theme.name,
                description: summary,
                url,
                sku: String(theme.id),
                category: theme.categoryLabel,
                image: theme.images.map((image) => absoluteUrl(request, resizedUrl(image.src, 1200, 900))),
              },
              price,
            ),
          ],
          body: (
            <>
              <article className="theme-detail">
                <header className="theme-detail__head">
                  <h1>{theme.name}</h1>
                  <WishlistSave request={request} kind="theme" itemId={String(theme.id)} />
                  <p className="theme-detail__facts">
                    {occasionLine} · <span>{format}</span>
                  </p>
                </header>
                <DesignGallery theme={theme} t={t} />
                <div className="theme-detail__buy">
                  {announcedReduction(theme.price, request.showsPriorPrice) ? (
                    // A reduction names the price it is announced against; the quantity picker shows the plain price.
                    <p className="theme-detail__price">
                      <ReducedPrice
                        price={theme.price}
                        showsPriorPrice={request.showsPriorPrice}
                        money={money}
                        texts={reducedPriceTexts(t)}
                        label={(amount) => t("catalogue.perCard", { price: amount })}
                      />
                    </p>
                  ) : null}
                  <DeliveryPromise parts={arrival} />
                  <CardQuantities
                    theme={theme}
                    envelopeExtra={accessories?.envelopeExtra ?? 0}
                    currency={currencyOf(request.locale)}
                    request={request}
                    t={t}
                  />
                </div>
              </article>
              <MoreDesigns theme={theme} listing={moreDesigns} request={request} t={t} />
            </>
          ),
        },
        loads,
      );
    }),
  );
