// Folded cards in the motif and colours of an occasion or theme (scripts/draw-products.mjs).
import { heart, photo, table, uid, wall } from "./parts.mjs";

/** Motifs drawn on a 200 x 280 card front; `ink` is the motif colour. */
export const MOTIFS = {
  photo: (c) =>
    `${photo("people", 20, 20, 160, 170)}<rect x="40" y="214" width="120" height="10" rx="5" fill="${c.ink}"/><rect x="60" y="236" width="80" height="6" rx="3" fill="${c.ink}" opacity=".5"/>`,
  tree: (c) =>
    `<path d="M100 40 L150 120 H126 L160 180 H40 L74 120 H50 Z" fill="${c.ink}"/><rect x="90" y="180" width="20" height="26" fill="#8a5a3a"/><path d="M100 22 l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 Z" fill="#f4c84a"/>${[
      [70, 110],
      [124, 150],
      [86, 160],
      [112, 96],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="6" fill="${i % 2 ? "#e5484d" : "#f4c84a"}"/>`)
      .join("")}${[
      [30, 40],
      [170, 60],
      [40, 230],
      [160, 220],
      [24, 150],
      [176, 150],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff" opacity=".8"/>`)
      .join("")}`,
  star: (c) =>
    `${[
      [100, 100, 34],
      [50, 190, 16],
      [150, 200, 20],
      [56, 60, 12],
      [150, 54, 14],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y})" stroke="${c.ink}" stroke-width="${r / 6}" stroke-linecap="round">${[0, 60, 120].map((a) => `<line x1="0" y1="${-r}" x2="0" y2="${r}" transform="rotate(${a})"/>`).join("")}</g>`,
      )
      .join("")}<rect x="50" y="236" width="100" height="8" rx="4" fill="${c.ink}"/>`,
  leaf: (c) =>
    `<path d="M60 220 C90 170 110 120 140 60" stroke="${c.ink}" stroke-width="3" fill="none"/>${[
      [84, 180, -40],
      [98, 150, 30],
      [108, 124, -40],
      [122, 98, 30],
      [132, 76, -40],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="9" ry="20" transform="rotate(${r} ${x} ${y})" fill="${c.ink}" opacity=".8"/>`,
      )
      .join("")}<rect x="50" y="244" width="100" height="5" rx="2" fill="${c.ink}" opacity=".6"/>`,
  drop: (c) =>
    `<circle cx="100" cy="120" r="64" fill="none" stroke="${c.ink}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/><path d="M100 76 C120 108 130 124 130 140 A30 30 0 0 1 70 140 C70 124 80 108 100 76 Z" fill="${c.ink}" opacity=".85"/><rect x="56" y="226" width="88" height="8" rx="4" fill="${c.ink}"/>`,
  candle: (c) =>
    `<rect x="80" y="100" width="40" height="110" rx="4" fill="#fffaf0" stroke="${c.ink}" stroke-width="2"/><path d="M100 60 C112 76 112 90 100 96 C88 90 88 76 100 60 Z" fill="#f4a93b"/><path d="M100 74 C105 82 105 88 100 92 C95 88 95 82 100 74 Z" fill="#ffe08a"/><line x1="100" y1="96" x2="100" y2="102" stroke="#333" stroke-width="2"/><path d="M86 140 H114 M86 150 H114" stroke="${c.ink}" stroke-width="2"/><rect x="50" y="236" width="100" height="8" rx="4" fill="${c.ink}"/>`,
  rings: (c) =>
    `<circle cx="84" cy="120" r="34" fill="none" stroke="${c.ink}" stroke-width="9"/><circle cx="116" cy="120" r="34" fill="none" stroke="#d9b45a" stroke-width="9"/><path d="M40 200 C70 190 130 190 160 200" stroke="${c.ink}" stroke-width="2" fill="none"/><rect x="60" y="222" width="80" height="8" rx="4" fill="${c.ink}"/>`,
  balloons: (c) =>
    `${[
      [70, 90, "#e5484d"],
      [104, 70, "#f4c84a"],
      [134, 100, "#3e8ed0"],
    ]
      .map(
        ([x, y, col]) =>
          `<ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${col}"/><path d="M${x} ${y + 28} C${x + 8} ${y + 70} ${x - 10} ${y + 100} 100 210" stroke="#555" fill="none"/>`,
      )
      .join("")}${[
      [40, 40, "#3e8ed0"],
      [160, 40, "#e5484d"],
      [40, 200, "#f4c84a"],
      [160, 220, "#3e8ed0"],
      [60, 250, "#e5484d"],
    ]
      .map(
        ([x, y, col]) =>
          `<rect x="${x}" y="${y}" width="8" height="4" fill="${col}" transform="rotate(30 ${x} ${y})"/>`,
      )
      .join("")}<rect x="56" y="234" width="88" height="8" rx="4" fill="${c.ink}"/>`,
  moon: (c) =>
    `<path d="M112 60 A52 52 0 1 0 146 150 A42 42 0 1 1 112 60 Z" fill="${c.ink}"/>${[
      [60, 70, 6],
      [150, 90, 4],
      [70, 180, 4],
      [140, 60, 5],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${y - r * 2} L${x + r / 2} ${y - r / 2} ${x + r * 2} ${y} ${x + r / 2} ${y + r / 2} ${x} ${y + r * 2} ${x - r / 2} ${y + r / 2} ${x - r * 2} ${y} ${x - r / 2} ${y - r / 2} Z" fill="#f4c84a"/>`,
      )
      .join("")}<rect x="60" y="232" width="80" height="8" rx="4" fill="${c.ink}"/>`,
  cone: (c) =>
    `<path d="M70 70 L130 70 L104 220 H96 Z" fill="#e5484d"/><path d="M76 100 L124 100 M80 130 L120 130 M86 160 L114 160 M92 190 L108 190" stroke="#fff" stroke-width="5"/><path d="M66 72 C72 40 96 58 100 40 C104 58 128 40 134 72 Z" fill="#8ad1c2"/><path d="M88 48 L112 48" stroke="#f4c84a" stroke-width="4" stroke-linecap="round"/><rect x="56" y="240" width="88" height="6" rx="3" fill="${c.ink}"/>`,
  egg: (c) =>
    `<ellipse cx="100" cy="130" rx="54" ry="72" fill="${c.ink}"/><path d="M48 118 C70 104 84 132 100 118 C116 104 130 132 152 118" stroke="#fff" stroke-width="6" fill="none" opacity=".8"/><path d="M50 150 H150" stroke="#f4c84a" stroke-width="6" opacity=".9"/><path d="M60 226 C70 214 80 214 90 226 M110 226 C120 214 130 214 140 226" stroke="#5f9264" stroke-width="4" fill="none"/><rect x="56" y="240" width="88" height="6" rx="3" fill="${c.ink}"/>`,
  hearts: (c) =>
    `<path d="${heart(100, 110, 130)}" fill="${c.ink}"/><path d="${heart(52, 206, 34)}" fill="${c.ink}" opacity=".5"/><path d="${heart(150, 200, 44)}" fill="${c.ink}" opacity=".35"/>`,
  bauble: (c) =>
    `<line x1="100" y1="20" x2="100" y2="70" stroke="#c9a24a" stroke-width="2"/><rect x="90" y="64" width="20" height="12" rx="2" fill="#c9a24a"/><circle cx="100" cy="124" r="50" fill="${c.ink}"/><path d="M54 112 C80 102 120 102 146 112 M52 134 C80 144 120 144 148 134" stroke="#fff" stroke-opacity=".7" stroke-width="4" fill="none"/><circle cx="82" cy="104" r="8" fill="#fff" opacity=".4"/>`,
  sleigh: (c) =>
    `<path d="M40 170 H150 C166 170 170 150 160 140" stroke="${c.ink}" stroke-width="5" fill="none"/><path d="M56 150 H136 L150 110 H70 Z" fill="${c.ink}"/><rect x="80" y="84" width="30" height="26" fill="#f4c84a"/><rect x="112" y="92" width="24" height="18" fill="#3e8ed0"/>${[
      [30, 40],
      [80, 30],
      [150, 50],
      [60, 220],
      [170, 200],
      [120, 230],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#fff"/>`)
      .join("")}`,
};

/**
 * A folded card standing on a table: the front (200 x 280 in card space) with the motif, the inside
 * panel behind it, set at an angle so that the fold shows.
 */
export function foldedCard(
  motif,
  colours,
  { x = 400, y = 300, scale = 1, wallColour = "#efe9e1", table: withTable = true } = {},
) {
  const c = { paper: colours.paper, ink: colours.ink };
  const face = uid("face");
  const front = `<svg x="0" y="0" width="200" height="280" viewBox="0 0 200 280"><rect width="200" height="280" fill="${c.paper}"/>${MOTIFS[motif](c)}</svg>`;
  const card = `<g transform="translate(${x} ${y}) scale(${scale})"><g filter="url(#shadow)"><path d="M-30 -150 L120 -166 L120 150 L-30 140 Z" fill="${colours.inside ?? "#f7f3ee"}"/><path d="M120 -166 L120 150" stroke="#0002"/></g><g transform="matrix(0.86 0.05 0 1 -110 -140)"><clipPath id="${face}"><rect width="200" height="280"/></clipPath><g clip-path="url(#${face})" filter="url(#soft)">${front}</g><rect width="200" height="280" fill="url(#sheen)" opacity=".35"/></g></g>`;
  const sheen = `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>`;
  return `${sheen}${withTable ? `${wall(wallColour)}${table(440)}` : ""}${card}`;
}

/** Occasions and themes: motif and colours. */
export const CARD_STYLES = {
  card: ["photo", { paper: "#ffffff", ink: "#c2185b" }],
  "occasion-hochzeit": ["rings", { paper: "#fbf6ec", ink: "#8a6d3b" }],
  "occasion-geburt": ["moon", { paper: "#e4f1ef", ink: "#3f7f78" }],
  "occasion-geburtstag": ["balloons", { paper: "#fff3f5", ink: "#c2185b" }],
  "occasion-taufe": ["drop", { paper: "#eaf2fb", ink: "#3d6fa5" }],
  "occasion-weihnachten": ["tree", { paper: "#1f5a43", ink: "#2e7d5b", inside: "#f6efe2" }],
  "occasion-trauer": ["leaf", { paper: "#eef0ec", ink: "#5f6f65" }],
  "occasion-konfirmation": ["candle", { paper: "#f8f4ea", ink: "#7a6a4f" }],
  "occasion-einschulung": ["cone", { paper: "#fff7d6", ink: "#3d6fa5" }],
  christmas: ["star", { paper: "#b3262e", ink: "#ffffff", inside: "#f6efe2" }],
  "christmas-1": ["star", { paper: "#b3262e", ink: "#ffffff", inside: "#f6efe2" }],
  "christmas-2": ["bauble", { paper: "#f3ede2", ink: "#b3262e" }],
  "christmas-3": ["sleigh", { paper: "#1d3557", ink: "#e9c46a" }],
  "christmas-4": ["hearts", { paper: "#fdf0ee", ink: "#c0392b" }],
};
