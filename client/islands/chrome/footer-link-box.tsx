/**
 * The footer's link box (specification section 3, "Link box"; section 4, "Footer"): link lists
 * under a headline; under 720px each list collapses, the first starts open.
 */
import { listStartsOpen } from "../../../shared/chrome/footer-collapse.ts";
import type { ResolvedLink } from "../../../shared/chrome/link-href.ts";
import { Collapsible } from "../../components/collapsible.tsx";
import { ShopLink } from "../../components/shop-link.tsx";

export type FooterLinkBoxProps = {
  headline: string;
  lists: { headline: string; links: { text: string; to: ResolvedLink }[] }[];
};

export default function FooterLinkBox({ headline, lists }: FooterLinkBoxProps) {
  return (
    <section className="link-box" aria-label={headline}>
      <h2 className="footer-heading">{headline}</h2>
      <div className="link-box__lists">
        {lists.map((list, index) => (
          <Collapsible key={list.headline} title={list.headline} startsOpen={listStartsOpen(index)}>
            <ul className="footer-links">
              {list.links.map((link) => (
                <li key={link.to.href + link.text}>
                  <ShopLink to={link.to}>{link.text}</ShopLink>
                </li>
              ))}
            </ul>
          </Collapsible>
        ))}
      </div>
    </section>
  );
}
