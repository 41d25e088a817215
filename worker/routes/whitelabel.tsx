/**
 * The whitelabel page at its special path (sections 2 and 6): for a whitelabel customer the switch
 * that makes the current order a whitelabel order; for others what whitelabel means.
 */
import { specialPath } from "../../shared/customer/special-paths.ts";
import { fetchCustomer } from "../bff/customer.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import { Island } from "../render/island.tsx";
import { pathFor } from "../views/links.tsx";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

export const whitelabelRoute = specialPageRoute("whitelabel", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const loads = pageLoads(c);
  const customer = await fetchCustomer(c.env, request, c.req.header("cookie"));
  return renderPage(
    c,
    {
      title: t("whitelabelPage.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <div className="whitelabel-page">
          <h1>{t("whitelabelPage.title")}</h1>
          <p>{t("whitelabelPage.intro")}</p>
          {!customer.isLoggedIn ? (
            <p>
              <a href={pathFor(request, specialPath("account", request.locale))}>{t("whitelabelPage.loggedOut")}</a>
            </p>
          ) : customer.isWhitelabelCustomer ? (
            <Island
              name="whitelabel-switch"
              props={{
                enabled: customer.order.isWhitelabelOrder,
                label: t("whitelabelPage.toggle"),
                onText: t("whitelabelPage.on"),
                offText: t("whitelabelPage.off"),
                errorText: t("accountPage.error"),
              }}
            />
          ) : (
            <p>{t("whitelabelPage.notWhitelabel")}</p>
          )}
        </div>
      ),
    },
    loads,
  );
});
