/**
 * The cart page at its special path (section 2), rendered with the visitor's own
 * cart (private, never cached).
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { fetchCart } from "../bff/customer.ts";
import { configOf } from "../config/config.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { Island } from "../render/island.tsx";
import { customerTexts } from "../views/customers/texts.ts";
import { pathFor } from "../views/links.tsx";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";
import { deliveryTexts } from "../views/catalogue/delivery-promise.ts";

export const cartRoute = specialPageRoute("cart", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const cart = await fetchCart(c.env, request, c.req.header("cookie"));
  return renderPage(
    c,
    {
      title: t("cartPage.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <Island
          name="cart-page"
          props={{
            texts: customerTexts(request.locale, ["form", "cartPage"]),
            cart,
            locale: request.locale,
            voucherPath: pathFor(request, specialPath("voucher", request.locale)),
            paymentStandIn: configOf(c.env).development,
            deliveryTexts: deliveryTexts(request, "order"),
          }}
        />
      ),
    },
    loads,
  );
});
