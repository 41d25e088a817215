/**
 * The burger menu (specification section 2, "Burger menu"; section 4, "Burger"): opens below
 * 1000px and closes itself at 1000px or more; a main list, second-level menus that remember and
 * restore the main list's scroll position, third-level accordions of which one is open at a time,
 * an extra menu, the service hotline as a tel link, and footer links. Body scroll is locked and
 * focus stays inside while it is open; Escape and the close button close it.
 */
import { useEffect, useReducer, useRef } from "react";
import { CLOSED, burgerReducer } from "../../../shared/chrome/burger.ts";
import type { ResolvedLink } from "../../../shared/chrome/link-href.ts";
import { Icon } from "../../components/icon.tsx";
import type { NavigationView } from "../../components/navigation-view.ts";
import { ShopLink } from "../../components/shop-link.tsx";
import { useDebouncedResize } from "../../components/use-debounced-resize.ts";
import { REDETECTION_DEBOUNCE_MS as REDETECT_DEBOUNCE_MS } from "../../../shared/config/timing.ts";
import { trapFocus } from "../../services/focus-trap.ts";
import { lockScroll } from "../../services/scroll-lock.ts";

type TextLink = { text: string; to: ResolvedLink };

export type BurgerMenuProps = {
  labels: { open: string; close: string; back: string; menu: string; showAll: string };
  /** Every navigation item with its groups as second and third levels; shared with the main navigation. */
  navigation: NavigationView;
  extraMenu: TextLink[];
  hotline: { text: string; phone: string; hours: string };
  serviceText: string;
  footer: TextLink[];
};

export default function BurgerMenu(props: BurgerMenuProps) {
  const [state, dispatch] = useReducer(burgerReducer, CLOSED);
  const panel = useRef<HTMLDivElement>(null);
  const mainList = useRef<HTMLElement>(null);
  const savedScroll = useRef(0);
  const lastLevel = useRef<string | null>(null);
  const level = props.navigation.items.find((item) => item.key === state.level);

  useDebouncedResize((width) => dispatch({ type: "resize", width }), REDETECT_DEBOUNCE_MS);

  useEffect(() => {
    if (!state.open || !panel.current) return;
    const unlock = lockScroll();
    const release = trapFocus(panel.current, panel.current.querySelector<HTMLElement>("[data-autofocus]"));
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && dispatch({ type: "close" });
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      release();
      unlock();
    };
  }, [state.open]);

  useEffect(() => {
    if (state.level) savedScroll.current = state.savedScroll;
    else if (state.open && mainList.current) mainList.current.scrollTop = savedScroll.current;
  }, [state.level, state.open, state.savedScroll]);

  useEffect(() => {
    const root = panel.current;
    if (!root || !state.open) return;
    if (state.level) root.querySelector<HTMLElement>("[data-level-back]")?.focus();
    else if (lastLevel.current)
      root.querySelector<HTMLElement>(`[data-level-key="${lastLevel.current}"]`)?.focus({ preventScroll: true });
    lastLevel.current = state.level;
  }, [state.level, state.open]);

  const tel = `tel:${props.hotline.phone.replace(/[^+\d]/g, "")}`;
  return (
    <div className="burger">
      <button
        type="button"
        className="icon-button burger__toggle"
        aria-expanded={state.open}
        aria-controls="burger-panel"
        onClick={() => dispatch({ type: "toggle", width: window.innerWidth })}
      >
        <Icon name="menu" />
        <span className="visually-hidden">{props.labels.open}</span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button are the keyboard path */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; Escape and the close button are the keyboard path */}
      <div className="burger__backdrop" hidden={!state.open} onClick={() => dispatch({ type: "close" })} />
      <div
        id="burger-panel"
        ref={panel}
        className="burger__panel"
        role="dialog"
        aria-modal="true"
        aria-label={props.labels.menu}
        hidden={!state.open}
      >
        <div className="burger__bar">
          {level ? (
            <button type="button" className="burger__back" onClick={() => dispatch({ type: "back" })} data-level-back>
              <Icon name="chevron-left" size={20} />
              {props.labels.back}
            </button>
          ) : (
            <span className="burger__title">{props.labels.menu}</span>
          )}
          <button
            type="button"
            className="icon-button"
            onClick={() => dispatch({ type: "close" })}
            aria-label={props.labels.close}
            data-autofocus
          >
            <Icon name="close" />
          </button>
        </div>
        {level ? (
          <div className="burger__level" key={level.key}>
            <h2 className="burger__heading">{level.text}</h2>
            <ShopLink to={level.to} className="burger__all">
              {props.labels.showAll.replace("{{name}}", level.text)}
            </ShopLink>
            <ul className="burger__accordions">
              {level.groups.map((group) => {
                const open = state.accordion === group.id;
                return (
                  <li key={group.id} className="burger__accordion">
                    <button
                      type="button"
                      className="burger__row"
                      aria-expanded={open}
                      aria-controls={`burger-acc-${group.id}`}
                      onClick={() => dispatch({ type: "accordion", key: group.id })}
                    >
                      {group.title}
                      <Icon name={open ? "chevron-up" : "chevron-down"} size={20} />
                    </button>
                    <ul id={`burger-acc-${group.id}`} className="burger__links" hidden={!open}>
                      {group.items.map((link) => (
                        <li key={link.to.href + link.title}>
                          <ShopLink to={link.to}>{link.title}</ShopLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <nav className="burger__main" ref={mainList} aria-label={props.labels.menu}>
            <ul className="burger__list">
              {props.navigation.items.map((item) => (
                <li key={item.key}>
                  {item.groups.length ? (
                    <button
                      type="button"
                      className="burger__row"
                      aria-current={item.selected ? "true" : undefined}
                      data-level-key={item.key}
                      onClick={() =>
                        dispatch({ type: "enter", level: item.key, scrollTop: mainList.current?.scrollTop ?? 0 })
                      }
                    >
                      {item.text}
                      <Icon name="chevron-right" size={20} />
                    </button>
                  ) : (
                    <ShopLink to={item.to} className="burger__row" aria-current={item.selected ? "page" : undefined}>
                      {item.text}
                    </ShopLink>
                  )}
                </li>
              ))}
            </ul>
            <ul className="burger__extra">
              {props.extraMenu.map((link) => (
                <li key={link.to.href + link.text}>
                  <ShopLink to={link.to}>{link.text}</ShopLink>
                </li>
              ))}
            </ul>
            <div className="burger__service">
              <p>{props.serviceText}</p>
              <a className="burger__hotline" href={tel}>
                <Icon name="hotline" size={20} />
                <span>
                  {props.hotline.text} <strong>{props.hotline.phone}</strong>
                  <small>{props.hotline.hours}</small>
                </span>
              </a>
            </div>
            <ul className="burger__footer">
              {props.footer.map((link) => (
                <li key={link.to.href + link.text}>
                  <ShopLink to={link.to}>{link.text}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
