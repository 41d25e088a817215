/**
 * What the chrome needs to render one page: the request, the global config, the link context,
 * and what the page itself says about the chrome (section 2: the active navigation type, the
 * 'All wall art' ordering, the story's `footerOverride`, the breadcrumb trail).
 */
import type { GlobalConfig, LinkBox, NavigationType, TextLink } from "../../../shared/content/global-config.ts";
import type { LinkContext } from "../../../shared/chrome/link-href.ts";
import type { NavigationView } from "../../../client/components/navigation-view.ts";
import type { PageData } from "../../render/island.tsx";
import type { RequestContext } from "../../site/request-context.ts";

/** What a route may tell the chrome about its page (an optional `chrome` field of `renderPage`). */
export interface PageChrome {
  /** The page's active navigation: selects the main navigation item and the sub-navigation. */
  activeNavigation?: NavigationType;
  /** The page shows wall art in 'All wall art' ordering: the main navigation hides unless the experiment is on. */
  allWallArtOrdering?: boolean;
  /** Section 3, "Footer parts": a story may carry its own link box and SEO text. */
  footerOverride?: { linkbox?: LinkBox; seoText?: string };
  /** The page is the error page: it shows the burger navigation on the desktop platform too (section 2 "Error page"). */
  errorPage?: boolean;
  /** The breadcrumb trail after home; the page title alone when absent. */
  breadcrumbs?: TextLink[];
}

export interface ChromeView {
  request: RequestContext;
  config: GlobalConfig;
  links: LinkContext;
  page: PageChrome;
  /** The page's active navigation type, declared or found from the path (`activeNavigationOf`). */
  activeNavigation?: NavigationType;
  /** The page's title, the breadcrumb's last entry by default. */
  title: string;
  /** Absolute URL of the page, for the footer's international and language boxes. */
  url: string;
  year: number;
  /** The messenger's public key (`MESSENGER_KEY`), or null. */
  messengerKey: string | null;
  /** reCAPTCHA site key of the newsletter form; empty means no captcha (section 5). */
  recaptchaSiteKey: string;
  /** When the page was rendered, for countdowns that must hydrate to the same value. */
  renderedAt: number;
  /** What the chrome's parts build once per page view however many read it (`navigation-data.ts`). */
  built: { navigation?: PageData<NavigationView> };
}
