/**
 * The default layout (section 2, "Layouts"): header, main navigation, the page, footer.
 * On the desktop platform the main navigation and the footer are hidden (section 6).
 */
import type { ReactNode } from "react";
import type { RequestContext } from "../../site/request-context.ts";
import { translatorFor } from "../../render/i18n.ts";
import { Footer } from "../chrome/footer.tsx";
import { Header } from "../chrome/header.tsx";

export function DefaultLayout({ request, year, children }: { request: RequestContext; year: number; children: ReactNode }) {
  const t = translatorFor(request.locale);
  const web = request.platform === "web";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("footer.skip")}
      </a>
      <Header request={request} />
      {web ? <nav className="main-navigation" aria-label="Main" /> : null}
      <main id="main" className="page">
        {children}
      </main>
      {web ? <Footer request={request} year={year} /> : null}
    </>
  );
}
