/**
 * The checkout special path (section 2). The embedded backend has no checkout yet, so the page says
 * what comes next (address, delivery, payment, confirmation), that payment is not connected yet,
 * and what the kept cart holds, with the way back to the cart. Nothing is changed in the cart.
 * Private and never cached: it shows the visitor's own cart.
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { fetchCart } from "../bff/customer.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { pathFor } from "../views/links.tsx";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

const STEPS = ["address", "shipping", "payment", "confirm"] as const;

export const checkoutRoute = specialPageRoute("checkout", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const cart = await fetchCart(c.env, request, c.req.header("cookie"));
  const hasArticles = cart.lines.length > 0;
  return renderPage(
    c,
    {
      title: t("specialPages.checkout.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <div className="special-page special-page--checkout">
          <h1>{t("specialPages.checkout.title")}</h1>
          {hasArticles ? (
            <p className="special-page__summary" data-articles={cart.cartArticlesAmount}>
              {t("specialPages.checkout.summary", {
                count: cart.cartArticlesAmount,
                total: formatPrice(cart.total, request.locale, cart.currency),
              })}
            </p>
          ) : (
            <p className="special-page__empty">{t("specialPages.checkout.empty")}</p>
          )}
          {hasArticles ? <p>{t("specialPages.checkout.intro")}</p> : null}
          <ol className="checkout-steps">
            {STEPS.map((step) => (
              <li key={step}>{t(`specialPages.checkout.steps.${step}`)}</li>
            ))}
          </ol>
          <p className="special-page__note" role="status">
            {t("specialPages.checkout.notYet")}
          </p>
          <p>
            <a className="button" href={pathFor(request, specialPath("cart", request.locale))}>
              {t("specialPages.checkout.toCart")}
            </a>
          </p>
        </div>
      ),
    },
    pageLoads(c),
  );
});
