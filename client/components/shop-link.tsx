/**
 * The shop's one link component (specification section 2, "Route handling"), used by server
 * views and islands alike. It takes a link already resolved by `shared/chrome/link-href.ts`, so
 * islands get plain JSON: internal links open in the same tab; external links open in a new tab
 * where the data says; a link with open setting 'ucSettings' is a button that opens the consent
 * settings (the click is handled once for the whole page by `client/services/page-links.ts`).
 */
import type { ReactNode } from "react";
import type { ResolvedLink } from "../../shared/chrome/link-href.ts";

/** The data attribute `client/services/page-links.ts` listens for. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-open-setting";

export function ShopLink(props: {
  to: ResolvedLink;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page" | "true";
  "aria-label"?: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: () => void;
  onMouseEnter?: () => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLAnchorElement>) => void;
  tabIndex?: number;
}) {
  const { to, children, ...rest } = props;
  if (to.opensConsentSettings) {
    return (
      <button
        type="button"
        className={`link-button ${props.className ?? ""}`.trim()}
        {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "ucSettings" }}
        aria-label={props["aria-label"]}
      >
        {children}
      </button>
    );
  }
  const external = to.external
    ? { rel: to.newTab ? "noopener noreferrer" : "noopener", target: to.newTab ? "_blank" : undefined }
    : {};
  return (
    <a href={to.href} {...external} {...rest}>
      {children}
    </a>
  );
}
