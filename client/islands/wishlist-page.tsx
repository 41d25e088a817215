/**
 * The wishlist page (section 2, navigation target "wishlist"): the saved themes
 * and products with links and remove.
 */
import { useState } from "react";
import { type BffErrorData, bffTry } from "../services/bff.ts";

export interface WishlistEntryView {
  kind: "theme" | "product";
  itemId: string;
  label: string;
  href: string;
}

export interface WishlistPageProps {
  title: string;
  emptyText: string;
  removeText: string;
  items: WishlistEntryView[];
}

export default function WishlistPage(props: WishlistPageProps) {
  const [items, setItems] = useState(props.items);
  async function remove(item: WishlistEntryView) {
    const res = await bffTry<BffErrorData>(
      "DELETE",
      `/customer/wishlist/${item.kind}/${encodeURIComponent(item.itemId)}`,
    );
    if (res?.ok) setItems((list) => list.filter((i) => !(i.kind === item.kind && i.itemId === item.itemId)));
  }
  return (
    <div className="wishlist-page">
      <h1>{props.title}</h1>
      {items.length === 0 ? <p>{props.emptyText}</p> : null}
      <ul className="wishlist-page__items">
        {items.map((item) => (
          <li key={`${item.kind}:${item.itemId}`}>
            <a href={item.href}>{item.label}</a>{" "}
            <button
              type="button"
              className="link-button"
              aria-label={`${props.removeText}: ${item.label}`}
              onClick={() => void remove(item)}
            >
              {props.removeText}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
