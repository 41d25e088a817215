/**
 * The main navigation (specification section 2, "Main navigation"; section 4, "Flyout"): a
 * scrollable bar with previous and next buttons, the selected item marked, and a flyout per item
 * that opens on hover, on focus and on tap (the toggle button), never for sub-navigation-only
 * items. Leaving resets it after a delay of 0; Escape closes it and a path change clears it.
 * Flyouts open from 1000px up; below, the burger menu and the sub-navigation take over.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { FLYOUT_LEAVE_DELAY_MS } from "../../../shared/chrome/layout.ts";
import { BURGER_CLOSE_WIDTH } from "../../../shared/config/layout.ts";
import { RESIZE_DEBOUNCE_MS } from "../../../shared/config/timing.ts";
import { Icon } from "../../components/icon.tsx";
import { ShopLink } from "../../components/shop-link.tsx";
import { useDebouncedResize } from "../../components/use-debounced-resize.ts";
import { NAVIGATED_EVENT } from "../../services/list-region.ts";
import { Flyout } from "../../components/flyout.tsx";
import { type NavigationView, flyoutOf } from "../../components/navigation-view.ts";

export type MainNavigationProps = {
  /** Shared with the burger menu: sent once per page. */
  navigation: NavigationView;
  labels: { navigation: string; previous: string; next: string; submenu: string; showAll: string };
};

const flyoutsEnabled = () => window.matchMedia(`(min-width: ${BURGER_CLOSE_WIDTH}px)`).matches;

export default function MainNavigation({ navigation, labels }: MainNavigationProps) {
  const items = navigation.items.filter((item) => item.inBar);
  const [active, setActive] = useState<string | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const scroller = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  };
  useEffect(measure, []);
  useDebouncedResize(measure, RESIZE_DEBOUNCE_MS);

  useEffect(() => {
    const clear = () => setActive(null);
    window.addEventListener("popstate", clear);
    window.addEventListener(NAVIGATED_EVENT, clear);
    return () => {
      window.removeEventListener("popstate", clear);
      window.removeEventListener(NAVIGATED_EVENT, clear);
    };
  }, []);

  const open = (key: string | null) => {
    clearTimeout(leave.current);
    setActive(key && flyoutsEnabled() ? key : null);
  };
  const scheduleClose = () => {
    clearTimeout(leave.current);
    leave.current = setTimeout(() => setActive(null), FLYOUT_LEAVE_DELAY_MS);
  };
  const focusPanel = () => requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("a, button")?.focus());
  const toggleFor = (key: string) => document.getElementById(`flyout-toggle-${key}`);

  const onToggleKey = (event: KeyboardEvent, key: string) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      open(key);
      focusPanel();
    } else if (event.key === "Escape") {
      setActive(null);
    }
  };
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>("a, button")];
    const toggle = toggleFor(active);
    if (event.key === "Escape") {
      event.preventDefault();
      setActive(null);
      toggle?.focus();
    } else if (event.key === "Tab" && event.shiftKey && document.activeElement === focusables[0]) {
      event.preventDefault();
      toggle?.focus();
    } else if (event.key === "Tab" && !event.shiftKey && document.activeElement === focusables[focusables.length - 1]) {
      event.preventDefault();
      const index = items.findIndex((item) => item.key === active);
      setActive(null);
      scroller.current?.querySelectorAll<HTMLElement>(".main-navigation__link")[index + 1]?.focus();
    }
  };
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: "smooth" });
  };

  const current = items.find((item) => item.key === active && item.flyout);
  const flyout = current ? flyoutOf(current, labels.showAll) : null;
  return (
    <nav
      className="main-navigation"
      aria-label={labels.navigation}
      onMouseLeave={scheduleClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
      }}
      data-open={current ? "true" : undefined}
    >
      <div className="main-navigation__bar">
        <button
          type="button"
          className="main-navigation__step main-navigation__step--prev"
          onClick={() => scrollBy(-1)}
          hidden={edges.start}
          aria-label={labels.previous}
          tabIndex={-1}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <div className="main-navigation__scroller" ref={scroller} onScroll={measure}>
          <ul className="main-navigation__list">
            {items.map((item) => (
              <li
                key={item.key}
                className="main-navigation__item"
                onMouseEnter={() => open(item.flyout ? item.key : null)}
                data-active={active === item.key || undefined}
              >
                <ShopLink
                  to={item.to}
                  className="main-navigation__link"
                  aria-current={item.selected ? "page" : undefined}
                  onFocus={() => open(item.flyout ? item.key : null)}
                >
                  {item.text}
                </ShopLink>
                {item.flyout ? (
                  <button
                    type="button"
                    id={`flyout-toggle-${item.key}`}
                    className="main-navigation__toggle"
                    aria-expanded={active === item.key}
                    aria-controls="main-nav-flyout"
                    aria-label={labels.submenu.replace("{{name}}", item.text)}
                    onClick={() => {
                      open(item.key);
                      focusPanel();
                    }}
                    onKeyDown={(event) => onToggleKey(event, item.key)}
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="main-navigation__step main-navigation__step--next"
          onClick={() => scrollBy(1)}
          hidden={edges.end}
          aria-label={labels.next}
          tabIndex={-1}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the flyout open; the keys are handled on its links */}
      <div
        id="main-nav-flyout"
        ref={panel}
        className="main-navigation__flyout"
        hidden={!current}
        onMouseEnter={() => clearTimeout(leave.current)}
        onKeyDown={onPanelKey}
      >
        {current && flyout ? <Flyout key={current.key} view={flyout} title={current.text} to={current.to} /> : null}
      </div>
    </nav>
  );
}
