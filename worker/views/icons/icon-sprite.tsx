/**
 * The shop's icon sprite: one `<symbol>` per icon, referenced with `<use href="#icon-name">`.
 * Paths are drawn on a 24x24 grid with a 2px stroke.
 */
const ICONS = {
  cart: "M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2M10 20a1 1 0 1 0 0 .1M17 20a1 1 0 1 0 0 .1",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  login: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M17 4l2 2 3-3",
  magazine: "M4 5h11v15H6a2 2 0 0 1-2-2zM15 8h5v10a2 2 0 0 1-2 2h-3M7 9h5M7 13h5M7 17h3",
  hotline: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  service: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 3h-1",
  back: "M15 5l-7 7 7 7",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-up": "M6 15l6-6 6 6",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 6h16M4 12h16M4 18h16",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  "arrow-up": "M12 19V5M6 11l6-6 6 6",
  check: "M5 12l5 5 9-10",
  frame: "M4 4h16v16H4zM8 8h8v8H8z",
} as const;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className="icon-sprite" aria-hidden="true" style={{ display: "none" }}>
      {ICON_NAMES.map((name) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICONS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
