/**
 * The footer's optional search-engine text (specification section 2, "Footer"; section 4, "SEO
 * text"): clamped; a view-more control appears only when the text overflows, and clicking it
 * expands the text for good.
 */
import { useEffect, useRef, useState } from "react";

export type SeoTextProps = {
  /** HTML from the content service. */
  html: string;
  viewMore: string;
};

export default function SeoText({ html, viewMore }: SeoTextProps) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = body.current;
    if (!el || expanded) return;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <section className="seo-text" data-expanded={expanded || undefined}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the server rendered from the CMS rich text */}
      <div ref={body} id="seo-text-body" className="seo-text__body" dangerouslySetInnerHTML={{ __html: html }} />
      {overflows && !expanded ? (
        <button
          type="button"
          className="link-button seo-text__more"
          aria-controls="seo-text-body"
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          {viewMore}
        </button>
      ) : null}
    </section>
  );
}
