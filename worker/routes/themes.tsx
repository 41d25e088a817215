/**
 * /themes/{id} (section 2): the id is required and validated; any result other than true
 * is the fatal 404 'Page Not Found: {path}'. A well-formed id the catalogue does not know is the
 * non-fatal 404 'Page not found: {path}'. The page shows the theme with its price per card and a
 * call to action to the card designer (section 2, "Designer hand-off": a theme id means card),
 * and the save-to-wishlist heart where the channel has a wishlist.
 */
import { Hono } from "hono";
import type { Theme } from "../../shared/bff/catalogue.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { currencyOf } from "../../shared/site/locales.ts";
import { labelled } from "../../shared/i18n/typography.ts";
import { formatLabel } from "../../shared/catalogue/units.ts";
import { BffError } from "../bff/client.ts";
import { htmlCached } from "../cache/html-cache.ts";
import { getCardAccessories, getTheme } from "../bff/catalogue.ts";
import { CardQuantities } from "../views/catalogue/card-quantities.tsx";
import { routeAlternateLinks } from "../content/alternates.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { routeNotFound, validateRoute } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { productLd } from "../render/structured-data.tsx";
import { WishlistSave } from "../views/customers/wishlist-save.tsx";
import { ReducedPrice } from "../../client/components/reduced-price.tsx";
import { priorPriceOf, reducedPriceTexts } from "../views/catalogue/prior-price.ts";
import { DeliveryPromise } from "../../client/components/delivery-promise.tsx";
import { getDeliveryPromises } from "../bff/delivery.ts";
import { deliveryParts } from "../views/catalogue/delivery-promise.ts";
import { pageLoads } from "./page-loads.ts";
import { logEvent } from "../log.ts";
import { sharedRenderOf } from "../render/shared-render.ts";

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
      const delivery = getDeliveryPromises(c.env, request, ["card"]);
      const accessories = await getCardAccessories(c.env, request, theme.id).catch((error: unknown) => {
        // The quantity list still shows, without the envelope extra; the page is not kept in the edge cache.
        logEvent("error", "card-accessories-unavailable", { path: request.path, error: String(error) });
        const shared = sharedRenderOf(request);
        if (shared) shared.failed = true;
        return undefined;
      });
      const arrival = deliveryParts(request, "card", (await delivery).card);
      const money = (minor: number) => formatPrice(minor, request.locale, currencyOf(request.locale));
      const occasion = `${labelled(t("catalogue.occasion"), theme.categoryLabel, request.locale)} · ${formatLabel(theme.format, request.provided.unit, request.locale)}`;
      const summary = `${occasion} · ${t("catalogue.perCard", { price: money(theme.price.priceCurrent) })}`;
      const price = {
        minor: theme.price.priceCurrent,
        currency: currencyOf(request.locale),
        perUnit: true,
        prior: priorPriceOf(theme.price, request),
      };
      const url = request.origin + request.path;
      return renderPage(
        c,
        {
          title: theme.name,
          description: summary,
          links: routeAlternateLinks(request, configOf(c.env)),
          share: { type: "product", price },
          structuredData: [
            productLd(
              request,
              { name: theme.name, description: summary, url, sku: String(theme.id), category: theme.categoryLabel },
              price,
            ),
          ],
          body: (
            <article className="theme-detail">
              <h1>{theme.name}</h1>
              <WishlistSave request={request} kind="theme" itemId={String(theme.id)} />
              <p>{occasion}</p>
              <p>
                <ReducedPrice
                  price={theme.price}
                  showsPriorPrice={request.showsPriorPrice}
                  money={money}
                  texts={reducedPriceTexts(t)}
                  label={(amount) => t("catalogue.perCard", { price: amount })}
                />
              </p>
              <DeliveryPromise parts={arrival} />
              <CardQuantities
                theme={theme}
                envelopeExtra={accessories?.envelopeExtra ?? 0}
                currency={currencyOf(request.locale)}
                request={request}
                t={t}
              />
            </article>
          ),
        },
        loads,
      );
    }),
  );
