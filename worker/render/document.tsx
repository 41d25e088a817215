/**
 * The HTML document: head (title, stylesheet, canonical, provided context) and body.
 * The provided context of section 3 is serialised as JSON for the client.
 */
import type { ReactNode } from "react";
import { MONITORING_ELEMENT_ID, type VisitorPayload } from "../../shared/flags/visitor.ts";
import { CONTEXT_ELEMENT_ID, type ProvidedContext } from "../../shared/site/context.ts";
import { VisitorServices } from "../flags/visitor-payload.tsx";
import { ConsentBanner } from "../views/chrome/consent-banner.tsx";
import { iconAsset, inlineCss, stylesheet } from "./assets.ts";
import { ModuleLoader } from "./module-loader.tsx";
import { scriptJson } from "./script-json.ts";

export interface HeadLink {
  rel: string;
  href: string;
  hrefLang?: string;
}

export function Document(props: {
  title: string;
  provided: ProvidedContext;
  channel: string;
  platform: string;
  links?: HeadLink[];
  description?: string;
  robots?: string;
  /** People only: the monitoring record and tracking configuration (section 3); null for crawlers. */
  visitor?: VisitorPayload | null;
  /** Link preview tags and structured data (`open-graph.tsx`, `structured-data.tsx`). */
  seo?: ReactNode;
  /** Inline the stylesheet instead of linking it: the first paint never waits for a request (decision 024). */
  inlineStylesheet?: boolean;
  /**
   * The id of the element the first paint waits for (`<link rel="expect" blocking="render">`): rendering
   * resumes once the parser has seen the element's end, so it is an empty marker (decision 097).
   * A streamed page whose top chrome arrives in pieces would otherwise paint it half-parsed and shift
   * it when the rest arrives: a layout shift that slow connections and busy phones see.
   */
  firstPaintAfter?: string;
  /** The page's CSP nonce (middleware/csp.ts). */
  nonce?: string;
  children: ReactNode;
}) {
  const { provided } = props;
  return (
    <html lang={provided.currentLocale} data-channel={props.channel} data-platform={props.platform}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        {props.description ? <meta name="description" content={props.description} /> : null}
        {props.robots ? <meta name="robots" content={props.robots} /> : null}
        <link rel="icon" href={iconAsset("/favicon.svg")} type="image/svg+xml" />
        {props.firstPaintAfter ? <link rel="expect" href={`#${props.firstPaintAfter}`} blocking="render" /> : null}
        {props.inlineStylesheet ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own built stylesheet
          <style dangerouslySetInnerHTML={{ __html: inlineCss() }} />
        ) : (
          <link rel="stylesheet" href={stylesheet()} />
        )}
        {props.links?.map((link) => (
          <link
            key={`${link.rel}${link.hrefLang ?? ""}${link.href}`}
            rel={link.rel}
            href={link.href}
            hrefLang={link.hrefLang}
          />
        ))}
        {props.seo}
        <script
          id={CONTEXT_ELEMENT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes what could close the script element
          dangerouslySetInnerHTML={{ __html: scriptJson(provided) }}
        />
        {/* Right after the context: the edge cache cuts it out of a stored page and splices each
            visitor's own in here (`worker/cache/html-splice.ts`). */}
        {props.visitor ? (
          <script
            id={MONITORING_ELEMENT_ID}
            type="application/json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptJson escapes what could close the script element
            dangerouslySetInnerHTML={{ __html: scriptJson(props.visitor) }}
          />
        ) : null}
        {/* The hydration code starts once the first screen is painted (decision 097). */}
        <ModuleLoader nonce={props.nonce} />
      </head>
      <body>
        {/* First in the body, before the skip link: painted with the first screen, first in reading order. */}
        {props.visitor ? <ConsentBanner payload={props.visitor} locale={provided.currentLocale} /> : null}
        {props.children}
        {props.visitor ? <VisitorServices payload={props.visitor} /> : null}
      </body>
    </html>
  );
}
