/**
 * The chrome around a page in the default layout (specification section 2, "Header" to
 * "Footer"; section 6, "Device mode"): what comes before the page (dismissal script, smart banner,
 * action bar, header, main navigation, sub-navigation) and after it (the footer, streamed under
 * Suspense because it is below the fold, then the floating buttons and the dialog host). On the
 * desktop platform the main navigation and the footer are hidden and the header shows the back
 * item. The navigation data the main navigation and the burger menu share goes out first, once.
 * Without chrome data (the loader failed) only a plain header with the logo shows.
 */
import { FLAGS } from "../../../shared/flags/treatments.ts";
import { mainNavigationVisible } from "../../../shared/chrome/navigation.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { translatorFor } from "../../render/i18n.ts";
import { homePath } from "../links.tsx";
import type { ChromeView } from "./chrome-view.ts";
import { Deferred } from "../../render/deferred.tsx";
import { PageDataScript } from "../../render/island.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { MainNavigationBar } from "./main-navigation.tsx";
import { navigationData } from "./navigation-data.ts";
import { ActionBarSlot, DismissalScript, FloatingButtons, SmartBannerSlot } from "./page-extras.tsx";
import { SubNavigation } from "./sub-navigation.tsx";
import { WhitelabelBannerSlot } from "./whitelabel-banner-slot.tsx";

export function ChromeTop({ request, view }: { request: RequestContext; view?: ChromeView }) {
  if (!view) {
    return (
      <header className="shop-header">
        <div className="shop-header__main">
          <a
            className="logo"
            href={homePath(request)}
            aria-label={`${request.provided.brand} – ${translatorFor(request.locale)("header.home")}`}
          >
            <span className="logo__name">{request.provided.brand}</span>
          </a>
        </div>
      </header>
    );
  }
  const navigation = mainNavigationVisible({
    desktop: request.platform === "desktop",
    allWallArtOrdering: Boolean(view.page.allWallArtOrdering),
    experimentOn: request.treatments.on(FLAGS.allWallArtOrdering),
  });
  return (
    <>
      {navigation || request.platform !== "desktop" || view.page.errorPage ? (
        <PageDataScript page={navigationData(view)} />
      ) : null}
      <DismissalScript view={view} />
      <SmartBannerSlot view={view} />
      <ActionBarSlot view={view} />
      {request.platform === "web" ? <WhitelabelBannerSlot view={view} /> : null}
      <Header view={view} />
      {navigation ? <MainNavigationBar view={view} /> : null}
      {request.platform === "web" ? <SubNavigation view={view} /> : null}
    </>
  );
}

export function ChromeBottom({
  request,
  view,
  footer,
}: {
  request: RequestContext;
  view?: ChromeView;
  footer?: Promise<ChromeView>;
}) {
  if (!view) return null;
  return (
    <>
      {request.platform === "web" && footer ? (
        <Deferred name="footer" data={footer} fallback={<div className="footer-placeholder" />}>
          {(view) => <Footer view={view} />}
        </Deferred>
      ) : null}
      <FloatingButtons view={view} />
    </>
  );
}
