/**
 * Smaller footer parts (specification section 2, "Footer"; section 3, "Footer data"): the
 * breadcrumb trail, the newsletter block (its form is the customers area's; this is the block
 * around it with a plain form post, section 7) and the multi-box grid's data for its island. The
 * language box's links are external: they are used as written, never given a locale folder.
 */
import { withCarried } from "./carried.ts";
import { NewsletterSection } from "../customers/newsletter-section.tsx";
import { resolveLink, resolvedLink } from "../../../shared/chrome/link-href.ts";
import { longestMatch, sameHost } from "../../../shared/chrome/footer-links.ts";
import type { FooterBoxView } from "../../../client/islands/chrome/footer-boxes.tsx";
import { Island } from "../../render/island.tsx";
import { translatorFor } from "../../render/i18n.ts";
import { Link } from "../links.tsx";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";
import type { ChromeView } from "./chrome-view.ts";

/** Section 3: the newsletter block's default colours. */
const NEWSLETTER_DEFAULTS = { backgroundColor: "#c8102e", textColor: "#ffffff" };

export function Breadcrumbs({ view }: { view: ChromeView }) {
  const { request, links } = view;
  const trail = breadcrumbTrail(view);
  if (!trail) return null;
  const t = translatorFor(request.locale);
  return (
    <nav className="breadcrumbs" aria-label={t("chrome.breadcrumb")}>
      <ol className="footer-inner">
        <li>
          <a href={withCarried("/", links.carry)}>{t("chrome.home")}</a>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.link.url + crumb.text}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.text}</span>
            ) : (
              <Link link={crumb.link} context={links}>
                {crumb.text}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The newsletter block: texts and colours from the global config, the form from the customer area (sections 5 and 7). */
export function Newsletter({ view }: { view: ChromeView }) {
  const block = view.config.footer.newsletterBlock;
  const style = {
    backgroundColor: block.backgroundColor ?? NEWSLETTER_DEFAULTS.backgroundColor,
    color: block.textColor ?? NEWSLETTER_DEFAULTS.textColor,
  };
  return (
    <section className="newsletter" style={style} aria-labelledby="newsletter-title" data-newsletter-block>
      <h2 id="newsletter-title" className="newsletter__title">
        {block.headline}
      </h2>
      <p>{block.newsletterText}</p>
      <NewsletterSection
        request={view.request}
        siteKey={view.recaptchaSiteKey}
        placeholder={block.inputPlaceholder}
        ctaText={block.ctaText}
      />
    </section>
  );
}

function boxViews(view: ChromeView): FooterBoxView[] {
  // A box without items (a channel without an app) is left out rather than shown empty.
  return view.config.footer.footerBlock
    .filter((box) => box.items.length > 0)
    .map((box) => {
      const urls = box.items.map((item) => item.link?.url ?? "");
      const languageMatch = box.kind === "languages" ? longestMatch(urls, view.url) : -1;
      return {
        kind: box.kind,
        headline: box.headline,
        gridArea: box.gridArea,
        items: box.items.map((item, index) => ({
          title: item.title ?? "",
          text: item.text ?? "",
          image: item.linkImage?.filename ?? null,
          to: !item.link
            ? null
            : box.kind === "languages"
              ? resolvedLink(item.link.url, { external: true, newTab: item.link.newTab })
              : resolveLink(item.link, view.links),
          active:
            box.kind === "languages"
              ? index === languageMatch
              : box.kind === "international"
                ? sameHost(item.link?.url ?? "", view.url)
                : false,
        })),
      };
    });
}

export function FooterBoxGrid({ view }: { view: ChromeView }) {
  return <Island name="footer-boxes" hydrate="visible" props={{ boxes: boxViews(view) }} />;
}
