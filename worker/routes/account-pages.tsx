/**
 * The account pages among the special paths (section 2): users (the logged-in customer's own
 * details: name, customer number, customer type, whitelabel status, links into the account area)
 * and orders (the customer's placed orders from the embedded backend, with the whitelabel order
 * flag of section 3; empty until orders exist). Logged out, both point to the log-in. Private and
 * never cached, like the other customer pages.
 */
import { Hono } from "hono";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { withFullName } from "../../shared/customer/customer.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { fetchCustomer } from "../bff/customer.ts";
import { fetchOrders } from "../bff/orders.ts";
import type { AppEnv } from "../env.ts";
import { translatorFor } from "../render/i18n.ts";
import { renderPage } from "../render/render-page.tsx";
import type { RequestContext } from "../site/request-context.ts";
import { pathFor } from "../views/links.tsx";
import { PRIVATE_PAGE, specialPageRoute } from "./special-path.ts";
import { pageLoads } from "./page-loads.ts";

function LoggedOut({ request, text }: { request: RequestContext; text: string }) {
  return (
    <p>
      <a href={pathFor(request, specialPath("account", request.locale))}>{text}</a>
    </p>
  );
}

const usersRoute = specialPageRoute("users", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const customer = withFullName(await fetchCustomer(c.env, request, c.req.header("cookie")));
  const link = (page: Parameters<typeof specialPath>[0]) => pathFor(request, specialPath(page, request.locale));
  return renderPage(
    c,
    {
      title: t("specialPages.users.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <div className="special-page special-page--users">
          <h1>{t("specialPages.users.title")}</h1>
          {customer.isLoggedIn ? (
            <>
              <dl className="special-page__facts">
                <dt>{t("specialPages.users.name")}</dt>
                <dd>{customer.fullName}</dd>
                <dt>{t("specialPages.users.number")}</dt>
                <dd>{customer.number}</dd>
                <dt>{t("specialPages.users.kind")}</dt>
                <dd>
                  {customer.isWhitelabelCustomer ? t("specialPages.users.whitelabel") : t("specialPages.users.private")}
                </dd>
              </dl>
              <h2>{t("specialPages.users.links")}</h2>
              <ul className="special-page__links">
                <li>
                  <a href={link("account")}>{t("accountPage.title")}</a>
                </li>
                <li>
                  <a href={link("orders")}>{t("specialPages.orders.title")}</a>
                </li>
                {CHANNEL_FLAGS[request.site.channel].wishlistAvailable ? (
                  <li>
                    <a href={link("wishlist")}>{t("wishlist.title")}</a>
                  </li>
                ) : null}
                {customer.isWhitelabelCustomer ? (
                  <li>
                    <a href={link("whitelabel")}>{t("whitelabelPage.title")}</a>
                  </li>
                ) : null}
              </ul>
            </>
          ) : (
            <LoggedOut request={request} text={t("specialPages.users.loggedOut")} />
          )}
        </div>
      ),
    },
    pageLoads(c),
  );
});

const ordersRoute = specialPageRoute("orders", async (c) => {
  const request = c.get("request");
  const t = translatorFor(request.locale);
  const cookie = c.req.header("cookie");
  const customer = await fetchCustomer(c.env, request, cookie);
  const orders = customer.isLoggedIn ? await fetchOrders(c.env, request, cookie) : [];
  const date = new Intl.DateTimeFormat(request.locale, { dateStyle: "long", timeZone: "Europe/Berlin" });
  return renderPage(
    c,
    {
      title: t("specialPages.orders.title"),
      robots: "noindex",
      ...PRIVATE_PAGE,
      body: (
        <div className="special-page special-page--orders">
          <h1>{t("specialPages.orders.title")}</h1>
          {!customer.isLoggedIn ? (
            <LoggedOut request={request} text={t("specialPages.orders.loggedOut")} />
          ) : orders.length === 0 ? (
            <p className="special-page__empty">{t("specialPages.orders.empty")}</p>
          ) : (
            <ul className="order-list">
              {orders.map((order) => (
                <li
                  key={order.number}
                  className="order-list__item"
                  data-whitelabel={order.isWhitelabelOrder || undefined}
                >
                  <strong>{t("specialPages.orders.order", { number: order.number })}</strong>
                  <span>{t("specialPages.orders.placed", { date: date.format(order.placedAt) })}</span>
                  <span>
                    {t("specialPages.orders.total", {
                      total: formatPrice(order.total, request.locale, order.currency),
                    })}
                  </span>
                  {order.isWhitelabelOrder ? (
                    <span className="order-list__flag">{t("specialPages.orders.whitelabel")}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ),
    },
    pageLoads(c),
  );
});

export const accountPagesRoute = new Hono<AppEnv>().route("/", usersRoute).route("/", ordersRoute);
