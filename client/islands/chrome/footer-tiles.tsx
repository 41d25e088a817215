/**
 * The footer's communication tiles (specification section 3, "Communication tile"; section 4,
 * "Footer"): headline, text and a call to action; under 720px they collapse to their short
 * headline, the first starts open.
 */
import { listStartsOpen } from "../../../shared/chrome/footer-collapse.ts";
import type { ResolvedLink } from "../../../shared/chrome/link-href.ts";
import { Collapsible } from "../../components/collapsible.tsx";
import { Icon } from "../../components/icon.tsx";
import { ShopLink } from "../../components/shop-link.tsx";

export type FooterTilesProps = {
  tiles: {
    headline: string;
    headlineShort: string;
    text: string;
    icon: string;
    cta: { text: string; to: ResolvedLink } | null;
  }[];
};

export default function FooterTiles({ tiles }: FooterTilesProps) {
  return (
    <div className="tiles">
      {tiles.map((tile, index) => (
        <Collapsible key={tile.headline} title={tile.headline} startsOpen={listStartsOpen(index)} className="tile">
          <Icon name={tile.icon} size={28} className="tile__icon" />
          <p>{tile.text}</p>
          {tile.cta ? (
            <ShopLink to={tile.cta.to} className="tile__cta">
              {tile.cta.text}
              <Icon name="chevron-right" size={16} />
            </ShopLink>
          ) : null}
        </Collapsible>
      ))}
    </div>
  );
}
