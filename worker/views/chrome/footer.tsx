/**
 * The shop footer (specification section 2, "Footer"; section 3, "Footer data"): breadcrumb trail
 * (home goes to `/`), customer reviews, newsletter block and communication tiles, the link box,
 * the optional SEO text, the multi-box grid, payment logos and the copyright line with the current
 * year and the brand. A story's `footerOverride` replaces the link box and the SEO text. The
 * footer is below the fold: the layout streams it as deferred data (`worker/render/deferred.tsx`).
 */
import { resolveLink } from "../../../shared/chrome/link-href.ts";
import { PAYMENT_LOGO } from "../../../shared/config/images.ts";
import { ShopImage } from "../../../client/components/shop-image.tsx";
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { resolveTextLinks } from "../links.tsx";
import type { ChromeView } from "./chrome-view.ts";
import { Breadcrumbs, FooterBoxGrid, Newsletter } from "./footer-parts.tsx";

/** Number formats per locale, built once per isolate (building one is costly). */
const numberFormats = new Map<string, { score: Intl.NumberFormat; count: Intl.NumberFormat }>();

function numbersIn(locale: string) {
  let formats = numberFormats.get(locale);
  if (!formats) {
    formats = {
      score: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      count: new Intl.NumberFormat(locale),
    };
    numberFormats.set(locale, formats);
  }
  return formats;
}

/** Icons of the communication tiles, in order. */
const TILE_ICONS = ["hotline", "mail", "check"];

export function Footer({ view }: { view: ChromeView }) {
  const { config, request, links, page } = view;
  const footer = config.footer;
  const t = translatorFor(request.locale);
  const linkbox = page.footerOverride?.linkbox ?? footer.linkbox;
  const seoText = page.footerOverride?.seoText ?? footer.seoViewMore?.text;
  const opinions = footer.customerOpinions;
  const numbers = numbersIn(request.locale);
  const score = numbers.score.format(opinions.reviews.score.trustScore);
  const scoreText = opinions.reviews.score.trustScore >= 4.3 ? t("chrome.scoreExcellent") : t("chrome.scoreGood");
  return (
    <footer className="shop-footer">
      <Breadcrumbs view={view} />
      <div className="footer-band footer-band--reviews">
        <Island
          name="review-carousel"
          hydrate="visible"
          props={{
            title: opinions.title,
            subtitle: opinions.subtitle,
            reviews: opinions.reviews.reviews.map((review) => ({
              ...review,
              href: opinions.reviews.reviewBaseLink + encodeURIComponent(review.id),
            })),
            stars: opinions.reviews.score.stars,
            trustScoreLabel: `${scoreText} TrustScore ${score}`,
            totalLabel: t("chrome.reviewsTotal", { count: numbers.count.format(opinions.reviews.totalReviews) }),
            companyLink: opinions.reviews.companyLink,
            locale: request.locale,
            labels: {
              previous: t("chrome.previous"),
              next: t("chrome.next"),
              justNow: t("chrome.justNow"),
              stars: t("chrome.stars", { count: "{{count}}" }),
              slide: t("chrome.slide", { index: "{{index}}", count: "{{count}}" }),
            },
          }}
        />
      </div>
      <div className="footer-band footer-band--service">
        <div className="footer-inner footer-service">
          <Island
            name="footer-tiles"
            hydrate="visible"
            props={{
              tiles: footer.communicationBlock.map((tile, index) => ({
                headline: tile.headline,
                headlineShort: tile.headlineShort,
                text: tile.text,
                icon: TILE_ICONS[index % TILE_ICONS.length],
                cta: tile.cta[0] ? { text: tile.cta[0].text, to: resolveLink(tile.cta[0].link, links) } : null,
              })),
            }}
          />
          <Newsletter view={view} />
        </div>
      </div>
      <div className="footer-band footer-band--links">
        <div className="footer-inner">
          <Island
            name="footer-link-box"
            hydrate="visible"
            props={{
              headline: linkbox.headline,
              lists: linkbox.linkLists.map((list) => ({
                headline: list.headline,
                links: resolveTextLinks(list.links, links),
              })),
            }}
          />
          {seoText ? (
            <Island name="seo-text" hydrate="visible" props={{ html: seoText, viewMore: t("chrome.viewMore") }} />
          ) : null}
          <FooterBoxGrid view={view} />
        </div>
      </div>
      <div className="footer-band footer-band--legal">
        <div className="footer-inner footer-legal">
          <div className="payment">
            <p className="payment__title">{t("chrome.payment")}</p>
            <ul className="payment__logos">
              {footer.paymentMethods.map((method) => (
                <li key={method.id}>
                  <ShopImage
                    src={method.filename}
                    alt={method.id}
                    width={PAYMENT_LOGO.width}
                    aspectRatio={PAYMENT_LOGO.aspectRatio}
                    sizes={[{ size: `${PAYMENT_LOGO.width}px` }]}
                  />
                </li>
              ))}
            </ul>
          </div>
          <p className="copyright">
            {/* A copyright text that carries its own © line replaces the built-in one; any other text follows it. */}
            {footer.copyrightBlock.text.includes("©") ? (
              footer.copyrightBlock.text
            ) : (
              <>
                {t("footer.copyright", { year: view.year, brand: request.provided.brand })}
                {footer.copyrightBlock.text ? <span> · {footer.copyrightBlock.text}</span> : null}
              </>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
