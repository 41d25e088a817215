/**
 * The shop header (specification section 2, "Header"): the shop links from the global config
 * (on the desktop platform a back item replaces them), the logo to home, the burger menu below
 * 1000px, and the info items: magazine, service hotline, account and cart.
 */
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import { Icon } from "../../../client/components/icon.tsx";
import { Link, homePath } from "../links.tsx";
import { withCarried } from "./carried.ts";
import { burgerProps } from "./burger-props.ts";
import type { ChromeView } from "./chrome-view.ts";
import { navigationData } from "./navigation-data.ts";

export function Header({ view }: { view: ChromeView }) {
  const { request, config, links } = view;
  const t = translatorFor(request.locale);
  const header = config.header;
  const desktop = request.platform === "desktop";
  return (
    <header className="shop-header">
      <div className="top-bar">
        <div className="top-bar__inner">
          {desktop ? (
            <a className="shop-header__back" href={withCarried(homePath(request), links.carry)}>
              <Icon name="back" size={18} />
              {t("header.back")}
            </a>
          ) : (
            <nav aria-label={t("chrome.shops")}>
              <ul className="shop-links">
                {header.shopLinks.map((link, index) => (
                  <li key={link.link.url}>
                    <Link link={link.link} context={links} current={index === 0}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Link link={header.service.link} context={links} className="top-bar__service">
            {header.service.text}
          </Link>
        </div>
      </div>
      <div className="shop-header__main">
        {desktop && !view.page.errorPage ? null : (
          <Island
            name="burger-menu"
            props={burgerProps(view)}
            shared={{ navigation: navigationData(view) }}
            hydrate="load"
          />
        )}
        <a
          className="logo"
          href={withCarried(homePath(request), links.carry)}
          aria-label={`${request.provided.brand} – ${t("header.home")}`}
        >
          <span className="logo__mark" aria-hidden="true">
            <Icon name={request.site.channel === "wallart" ? "frame" : "heart"} size={22} />
          </span>
          <span className="logo__name">{request.provided.brand}</span>
        </a>
        <Island
          name="header-info"
          hydrate="load"
          props={{
            magazine: { text: header.magazine.text, href: resolveLink(header.magazine.link, links).href },
            hotline: {
              text: header.serviceHotline.text,
              phone: header.serviceHotline.phone,
              hours: header.serviceHotline.hours ?? "",
            },
            accountLabel: header.account.text,
            accountHref: resolveLink(header.account.link, links).href,
            cartLabel: header.cart.text,
            cartHref: resolveLink(header.cart.link, links).href,
            cartCountLabel: t("chrome.cartCount", { count: "{{count}}" }),
          }}
        />
      </div>
    </header>
  );
}
