/**
 * The footer's multi-box grid (specification section 2, "Footer"; section 3, "Footer box kinds";
 * section 4): about, customer service, awards, app links, social media, international and
 * languages, each in its grid area. Under 720px the title toggles them; customerService, awards,
 * appLinks and socialMedia start open. The international and language boxes mark the active
 * link (decided on the server); language links are external, so they never carry the page's
 * locale folder.
 */
import { boxStartsOpen } from "../../../shared/chrome/footer-collapse.ts";
import type { ResolvedLink } from "../../../shared/chrome/link-href.ts";
import type { FooterBoxKind } from "../../../shared/content/global-config.ts";
import { Collapsible } from "../../components/collapsible.tsx";
import { ShopImage } from "../../components/shop-image.tsx";
import { ShopLink } from "../../components/shop-link.tsx";

/** Section 3: image aspect ratios per box kind. */
const IMAGE: Partial<Record<FooterBoxKind, { width: number; aspectRatio: string }>> = {
  appLinks: { width: 120, aspectRatio: "94/26" },
  awards: { width: 64, aspectRatio: "40/25" },
  socialMedia: { width: 36, aspectRatio: "1/1" },
};

export type FooterBoxView = {
  kind: FooterBoxKind;
  headline: string;
  gridArea: string;
  items: { title: string; text: string; to: ResolvedLink | null; image: string | null; active: boolean }[];
};

function BoxItem({ box, item }: { box: FooterBoxView; item: FooterBoxView["items"][number] }) {
  const image = item.image && IMAGE[box.kind];
  const content = image ? (
    <ShopImage src={item.image as string} alt={item.title} width={image.width} aspectRatio={image.aspectRatio} />
  ) : (
    item.title
  );
  if (!item.to) return item.text ? <p>{item.text}</p> : content;
  return (
    <ShopLink to={item.to} aria-current={item.active ? "true" : undefined} aria-label={image ? item.title : undefined}>
      {content}
    </ShopLink>
  );
}

export default function FooterBoxes({ boxes }: { boxes: FooterBoxView[] }) {
  return (
    <div className="footer-boxes">
      {boxes.map((box) => (
        <div key={box.kind} className={`footer-box footer-box--${box.kind}`} style={{ gridArea: box.gridArea }}>
          <Collapsible title={box.headline} startsOpen={boxStartsOpen(box.kind)}>
            <ul className={IMAGE[box.kind] ? "footer-box__images" : "footer-links"}>
              {box.items.map((item) => (
                <li key={item.title + item.text}>
                  <BoxItem box={box} item={item} />
                </li>
              ))}
            </ul>
          </Collapsible>
        </div>
      ))}
    </div>
  );
}
