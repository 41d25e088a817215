/**
 * A footer part that collapses and expands by click only under 720px (specification section 4,
 * "Footer"); from 720px up it is always open and its title is a plain heading. The server and the
 * first render draw the narrow form (the stylesheet shows every part from 720px up either way),
 * so hydration matches and nothing moves.
 */
import { type ReactNode, useEffect, useId, useState } from "react";
import { contentShows, toggleOnClick } from "../../shared/chrome/footer-collapse.ts";
import { FOOTER_COLLAPSE_WIDTH } from "../../shared/config/layout.ts";
import { Icon } from "./icon.tsx";

function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${FOOTER_COLLAPSE_WIDTH}px)`);
    setWide(query.matches);
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

export function Collapsible(props: { title: string; startsOpen: boolean; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(props.startsOpen);
  const wide = useWide();
  const id = useId();
  const shows = contentShows(open, wide ? FOOTER_COLLAPSE_WIDTH : 0);
  return (
    <section className={`collapsible ${props.className ?? ""}`.trim()} data-open={open || undefined}>
      <h3 className="collapsible__title">
        {wide ? (
          props.title
        ) : (
          <button
            type="button"
            aria-expanded={shows}
            aria-controls={id}
            onClick={() => setOpen((was) => toggleOnClick(was, window.innerWidth))}
          >
            {props.title}
            <Icon name="chevron-down" size={18} className="collapsible__chevron" />
          </button>
        )}
      </h3>
      <div id={id} className="collapsible__content">
        {props.children}
      </div>
    </section>
  );
}
