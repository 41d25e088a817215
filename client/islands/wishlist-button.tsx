/**
 * The save-to-wishlist heart of theme and product pages: a toggle button with
 * `aria-pressed`, labelled in the page's language. Rendered only where the channel's
 * `wishlistAvailable` flag is on (`worker/views/customers/wishlist-save.tsx` decides). The server
 * renders it unsaved for everyone; after hydration it shows the visitor's own list, loaded once.
 */
import { useEffect, useState } from "react";
import type { WishlistKind } from "../../shared/forms/wishlist.ts";
import { loadWishlistOnce, setSaved, useSaved } from "../services/wishlist.ts";

export interface WishlistButtonProps {
  kind: WishlistKind;
  itemId: string;
  /** The button's name, the same whether saved or not: `aria-pressed` says which. */
  label: string;
}

const HEART = "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z";

export default function WishlistButton({ kind, itemId, label }: WishlistButtonProps) {
  const saved = useSaved(kind, itemId);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    void loadWishlistOnce();
  }, []);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const result = await setSaved(kind, itemId, !saved);
    setBusy(false);
    setMessage(result.ok ? undefined : result.message);
  }

  return (
    <span className="wishlist-toggle">
      <button
        type="button"
        className="wishlist-toggle__button"
        aria-pressed={saved}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <svg
          className="wishlist-toggle__heart"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={HEART} />
        </svg>
        <span>{label}</span>
      </button>
      {message ? (
        <span className="wishlist-toggle__message" role="status">
          {message}
        </span>
      ) : null}
    </span>
  );
}
