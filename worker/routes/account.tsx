/**
 * The account page at its localised special path (section 2): rendered with the
 * visitor's own customer data (private, never cached). `?reset=<token>` from the password-reset
 * mail shows the new-password step; the page then sends no referrer, so the token stays here.
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { withFullName } from "../../shared/customer/customer.ts";
import { tokenField } from "../../shared/forms/fields.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import type { AccountPageProps } from "../../client/islands/account-page.tsx";
import { fetchCustomer } from "../bff/customer.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { pathFor } from "../views/links.tsx";
import { Island } from "../render/island.tsx";
import { customerTexts } from "../views/customers/texts.ts";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

export const accountRoute = specialPageRoute("account", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const customer = withFullName(await fetchCustomer(c.env, request, c.req.header("cookie")));
  const reset = tokenField.safeParse(c.req.query("reset") ?? "");
  const props: AccountPageProps = {
    texts: customerTexts(request.locale, ["form", "accountPage", "newsletter"]),
    customer,
    resetToken: reset.success ? reset.data : "",
    wishlistPath: CHANNEL_FLAGS[request.site.channel].wishlistAvailable
      ? pathFor(request, specialPath("wishlist", request.locale))
      : "",
    whitelabelPath: pathFor(request, specialPath("whitelabel", request.locale)),
  };
  return renderPage(
    c,
    {
      title: t("accountPage.title"),
      robots: "noindex",
      cache: PRIVATE_PAGE.cache,
      headers: { ...PRIVATE_PAGE.headers, "referrer-policy": "no-referrer" },
      body: <Island name="account-page" props={props} />,
    },
    loads,
  );
});
