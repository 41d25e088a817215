/**
 * The gift voucher page at its special path: the amounts of the country's
 * currency, recipient, sender and message; the voucher goes into the cart.
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { fetchVoucherAmounts } from "../bff/customer.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { Island } from "../render/island.tsx";
import { customerTexts } from "../views/customers/texts.ts";
import { pathFor } from "../views/links.tsx";
import { specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

export const giftVoucherRoute = specialPageRoute("voucher", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const { currency, amounts } = await fetchVoucherAmounts(c.env, request);
  return renderPage(
    c,
    {
      title: t("voucher.title"),
      body: (
        <div className="gift-voucher-page">
          <h1>{t("voucher.title")}</h1>
          <p>{t("voucher.intro")}</p>
          <Island
            name="gift-voucher-form"
            props={{
              texts: customerTexts(request.locale, ["form", "voucher", "cartPage"]),
              currency,
              amounts,
              locale: request.locale,
              cartPath: pathFor(request, specialPath("cart", request.locale)),
            }}
          />
        </div>
      ),
    },
    loads,
  );
});
