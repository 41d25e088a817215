/**
 * Back-to-top (specification section 2, "Footer"; section 4; section 9, "Timing"): appears when
 * scrolling up with the position past half the window height, hides when scrolling down; scroll
 * positions are read with a 500 ms debounce.
 */
import { useEffect, useRef, useState } from "react";
import { backToTopVisible } from "../../../shared/chrome/back-to-top.ts";
import { BACK_TO_TOP_DEBOUNCE_MS } from "../../../shared/config/timing.ts";
import { Icon } from "../../components/icon.tsx";

export default function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const last = useRef(0);

  useEffect(() => {
    last.current = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Read the gesture's start now: React may run the updater later, after `last` has moved on
        // (that made the button react one gesture late).
        const y = window.scrollY;
        const previous = last.current;
        const height = window.innerHeight;
        last.current = y;
        setVisible((was) => backToTopVisible(was, previous, y, height));
      }, BACK_TO_TOP_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    const main = document.getElementById("main");
    main?.setAttribute("tabindex", "-1");
    main?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="back-to-top floating-button"
      data-visible={visible || undefined}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={toTop}
    >
      <Icon name="arrow-up" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
