/**
 * One flyout's content (specification section 2, "Main navigation"): its rows of groups as the
 * flyout type lays them out (`shared/chrome/flyout.ts`), images at the widths of section 9. The
 * card flyout has three rows (section 2): the occasions, then, in a row of its own, the link list
 * of the occasion under the pointer (or focus), then the additional items. A flyout renders only while open, so its images load eagerly.
 */
import { Fragment, useState } from "react";
import type { FlyoutKind } from "../../shared/chrome/flyout.ts";
import type { ResolvedLink } from "../../shared/chrome/link-href.ts";
import { ShopImage } from "./shop-image.tsx";
import { ShopLink } from "./shop-link.tsx";

export type FlyoutItemView = {
  title: string;
  to: ResolvedLink;
  image: string | null;
  sub: { title: string; links: { text: string; to: ResolvedLink }[] } | null;
};

export type FlyoutGroupView = {
  id: string;
  title: string;
  type: string;
  imageWidth: number;
  items: FlyoutItemView[];
};

export type FlyoutView = {
  kind: FlyoutKind;
  rows: FlyoutGroupView[][];
  /** "All cards" and similar, linking to the item's own page. */
  allLabel: string;
};

function Item({ item, group, onIntent }: { item: FlyoutItemView; group: FlyoutGroupView; onIntent?: () => void }) {
  if (!item.image) {
    return (
      <ShopLink to={item.to} className="flyout__link">
        {item.title}
      </ShopLink>
    );
  }
  return (
    <ShopLink to={item.to} className="flyout-tile" onMouseEnter={onIntent} onFocus={onIntent}>
      <ShopImage
        src={item.image}
        alt=""
        width={group.imageWidth}
        aspectRatio="1/1"
        loading="eager"
        className={`flyout-tile__image flyout-tile__image--${group.type}`}
      />
      <span className="flyout-tile__title">{item.title}</span>
    </ShopLink>
  );
}

function Group({ group, onIntent }: { group: FlyoutGroupView; onIntent?: (index: number) => void }) {
  return (
    <section className={`flyout__group flyout__group--${group.type}`} data-group={group.id}>
      {group.title ? <h3 className="flyout__title">{group.title}</h3> : null}
      <ul className="flyout__items" style={{ "--flyout-image": `${group.imageWidth}px` } as React.CSSProperties}>
        {group.items.map((item, index) => (
          <li key={item.to.href + item.title}>
            <Item item={item} group={group} onIntent={onIntent ? () => onIntent(index) : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Flyout({ view, title, to }: { view: FlyoutView; title: string; to: ResolvedLink }) {
  const [occasion, setOccasion] = useState(0);
  const occasions = view.kind === "card" ? view.rows[0]?.find((group) => group.id === "occasions") : undefined;
  const sub = occasions?.items[occasion]?.sub;
  return (
    <div className={`flyout flyout--${view.kind}`}>
      {view.rows.map((row, index) => (
        <Fragment key={row.map((g) => g.id).join()}>
          <div className="flyout__row" data-row={row.map((g) => g.id).join(" ")}>
            {row.map((group) => (
              <Group key={group.id} group={group} onIntent={group === occasions ? setOccasion : undefined} />
            ))}
          </div>
          {index === 0 && sub ? (
            <div className="flyout__row flyout__row--occasion-links" data-row="occasion-links">
              <section className="flyout__group flyout__group--occasion-links" aria-live="polite">
                <h3 className="flyout__title">{sub.title}</h3>
                <ul className="flyout__links">
                  {sub.links.map((link) => (
                    <li key={link.to.href}>
                      <ShopLink to={link.to} className="flyout__link">
                        {link.text}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          ) : null}
        </Fragment>
      ))}
      <ShopLink to={to} className="flyout__all">
        {view.allLabel.replace("{{name}}", title)}
      </ShopLink>
    </div>
  );
}
