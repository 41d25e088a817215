/**
 * The "save to wishlist" button for theme and product pages (issue 6, part 6). Rendered only where
 * the channel's `wishlistAvailable` flag is on; the page that shows it decides.
 */
import { useState } from "react";
import type { WishlistKind } from "../../shared/forms/wishlist.ts";
import { bffCall } from "../services/bff.ts";

export interface WishlistButtonProps {
  kind: WishlistKind;
  itemId: string;
  addText: string;
  addedText: string;
}

export default function WishlistButton(props: WishlistButtonProps) {
  const [saved, setSaved] = useState(false);
  async function toggle() {
    const res = saved
      ? await bffCall("DELETE", `/customer/wishlist/${props.kind}/${encodeURIComponent(props.itemId)}`).catch(() => undefined)
      : await bffCall("POST", "/customer/wishlist", { kind: props.kind, itemId: props.itemId }).catch(() => undefined);
    if (res?.ok) setSaved(!saved);
  }
  return (
    <button type="button" className="button button--secondary" aria-pressed={saved} onClick={() => void toggle()}>
      {saved ? props.addedText : props.addText}
    </button>
  );
}
