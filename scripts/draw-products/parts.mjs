// Drawing parts for the shop's product pictures (scripts/draw-products.mjs): photos, walls, shadows
// and card motifs as SVG fragments in an 800 x 600 scene. Everything is drawn here from shapes; no
// outside artwork is used.

let counter = 0;
/** A fresh id for gradients and clip paths, unique within one scene. */
export const uid = (prefix) => `${prefix}${++counter}`;
/** Starts the ids afresh, so a scene drawn alone gets the same ids (and hash) as in a full run. */
export const resetIds = () => {
  counter = 0;
};

export const SHADOW = `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#2b2118" flood-opacity=".28"/></filter>
<filter id="soft" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#2b2118" flood-opacity=".22"/></filter>`;

export function svg(body, { width = 800, height = 600 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${SHADOW}</defs>${body}</svg>`;
}

/** A painted wall with soft light from the upper left. */
export function wall(color = "#efe9e1", shade = "#d9d0c4") {
  const g = uid("wall");
  return `<defs><radialGradient id="${g}" cx="25%" cy="15%" r="95%"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade}"/></radialGradient></defs><rect width="800" height="600" fill="url(#${g})"/>`;
}

/** A wooden table top or floor from `y` down. */
export function table(y, color = "#c79a6b", dark = "#9c7048") {
  const g = uid("wood");
  const grain = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M0 ${y + 12 + i * 22} C200 ${y + 6 + i * 22} 520 ${y + 20 + i * 22} 800 ${y + 10 + i * 22}" stroke="${dark}" stroke-opacity=".18" stroke-width="2" fill="none"/>`,
  ).join("");
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect y="${y}" width="800" height="${600 - y}" fill="url(#${g})"/>${grain}`;
}

/** A low sideboard standing on the floor. */
export function sideboard(x, y, w, color = "#f4f1ec") {
  return `<g filter="url(#soft)"><rect x="${x}" y="${y}" width="${w}" height="26" rx="3" fill="${color}"/><rect x="${x + 8}" y="${y + 26}" width="${w - 16}" height="${600 - y}" fill="${color}" opacity=".92"/></g><line x1="${x + w / 2}" y1="${y + 40}" x2="${x + w / 2}" y2="600" stroke="#0002" stroke-width="2"/>`;
}

/** A sofa seen from the front, its top edge at `y`. */
export function sofa(y, color = "#7d8f86") {
  return `<g filter="url(#soft)"><rect x="150" y="${y}" width="500" height="110" rx="26" fill="${color}"/><rect x="110" y="${y + 50}" width="80" height="130" rx="28" fill="${color}"/><rect x="610" y="${y + 50}" width="80" height="130" rx="28" fill="${color}"/><rect x="170" y="${y + 90}" width="460" height="90" rx="16" fill="${color}" opacity=".9"/><rect x="180" y="${y + 95}" width="215" height="55" rx="14" fill="#fff" opacity=".12"/><rect x="405" y="${y + 95}" width="215" height="55" rx="14" fill="#fff" opacity=".12"/></g>`;
}

/** A potted plant, its pot standing at (x, y). */
export function plant(x, y, scale = 1) {
  const leaves = [-55, -30, -8, 14, 36, 58]
    .map(
      (r, i) =>
        `<ellipse cx="0" cy="${-58 - (i % 2) * 10}" rx="13" ry="${36 + (i % 3) * 4}" transform="rotate(${r} 0 -20)" fill="${i % 2 ? "#4f7d55" : "#5f9264"}"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}<path d="M-28 -20 H28 L22 30 H-22 Z" fill="#c96f4a"/><rect x="-31" y="-26" width="62" height="10" rx="3" fill="#b35f3d"/></g>`;
}

const SKY = {
  mountains: ["#8ec5e8", "#d8eef8"],
  beach: ["#7cc4e4", "#e6f5fb"],
  sunset: ["#f28c5b", "#fbd38d"],
  meadow: ["#9fd3ee", "#eef8fc"],
  forest: ["#b9dcef", "#eef6f2"],
  city: ["#f5b48a", "#fde3c8"],
  people: ["#f6d7c8", "#fbeee6"],
  flowers: ["#f7e3ec", "#fff6f9"],
  snow: ["#c9d9ea", "#f4f8fc"],
  lake: ["#a9d2ea", "#f1f8fc"],
};

/** A photo drawn from shapes, filling the box (x, y, w, h). Kinds: the keys of SKY. */
export function photo(kind, x, y, w, h, extra = "") {
  const sky = uid("sky");
  const [top, bottom] = SKY[kind] ?? SKY.meadow;
  const inner = PHOTO[kind] ?? PHOTO.meadow;
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice"${extra}><defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="160" height="120" fill="url(#${sky})"/>${inner}</svg>`;
}

const person = (x, y, s, shirt, skin = "#e8b894", hair = "#5b3a29") =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-20 60 C-20 30 20 30 20 60 Z" fill="${shirt}"/><rect x="-20" y="45" width="40" height="30" fill="${shirt}"/><circle cy="18" r="13" fill="${skin}"/><path d="M-13 15 C-13 0 13 0 13 15 C9 8 -9 8 -13 15 Z" fill="${hair}"/></g>`;

const PHOTO = {
  mountains: `<circle cx="122" cy="30" r="11" fill="#fff4c2"/><path d="M-5 95 L40 38 L62 62 L88 28 L130 80 L165 60 V120 H-5 Z" fill="#6f8fa8"/><path d="M40 38 L50 51 L44 49 L36 54 Z M88 28 L100 44 L92 41 L82 46 Z" fill="#fff"/><path d="M-5 100 C40 86 90 92 165 84 V120 H-5 Z" fill="#6ba35f"/><path d="M-5 110 C50 100 110 108 165 100 V120 H-5 Z" fill="#4f8a4a"/>`,
  beach: `<circle cx="40" cy="32" r="12" fill="#fff3b0"/><rect y="64" width="160" height="26" fill="#3f9fc8"/><path d="M0 70 H160" stroke="#fff" stroke-opacity=".5"/><path d="M0 86 C50 80 110 92 160 84 V120 H0 Z" fill="#f1d9a6"/><path d="M118 92 C120 70 122 58 128 46" stroke="#7a5232" stroke-width="3" fill="none"/><path d="M128 46 C116 40 106 44 100 52 M128 46 C138 38 150 42 154 50 M128 46 C126 36 132 30 140 30" stroke="#3f8f4a" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  sunset: `<circle cx="80" cy="78" r="26" fill="#ffe08a"/><rect y="76" width="160" height="44" fill="#c8576b" opacity=".85"/><path d="M0 78 C30 70 60 80 90 74 C120 68 140 76 160 72 V120 H0 Z" fill="#5a3a5e"/><path d="M20 96 H60 M90 102 H140" stroke="#ffd08a" stroke-opacity=".6" stroke-width="2"/>`,
  meadow: `<circle cx="128" cy="26" r="10" fill="#fff6c9"/><path d="M0 80 C40 62 90 70 160 58 V120 H0 Z" fill="#8cc26e"/><path d="M0 96 C50 84 110 96 160 86 V120 H0 Z" fill="#6aa84f"/><rect x="36" y="52" width="5" height="26" fill="#7a5232"/><circle cx="38" cy="46" r="16" fill="#4f8f45"/>${[
    [70, 100, "#f2c94c"],
    [88, 106, "#eb5757"],
    [104, 98, "#fff"],
    [120, 108, "#f2994a"],
    [60, 110, "#fff"],
    [140, 100, "#eb5757"],
  ]
    .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="3" fill="${c}"/>`)
    .join("")}`,
  forest: `${[10, 34, 58, 82, 106, 130, 154].map((x, i) => `<path d="M${x} ${40 + (i % 3) * 8} L${x + 16} ${96} H${x - 16} Z" fill="${i % 2 ? "#2f6b46" : "#3d7f52"}"/>`).join("")}<path d="M0 92 C50 86 110 96 160 90 V120 H0 Z" fill="#557d3f"/><path d="M70 120 C76 104 84 98 92 92" stroke="#c9b48a" stroke-width="6" fill="none"/>`,
  city: `<circle cx="120" cy="40" r="14" fill="#fff1c9"/>${[
    [4, 60, 22],
    [28, 40, 18],
    [48, 56, 20],
    [70, 28, 16],
    [88, 50, 24],
    [114, 44, 18],
    [134, 64, 24],
  ]
    .map(
      ([x, y, w], i) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${120 - y}" fill="${i % 2 ? "#4b4f6b" : "#5e6384"}"/>` +
        Array.from(
          { length: Math.floor((110 - y) / 12) },
          (_, r) =>
            `<rect x="${x + 4}" y="${y + 6 + r * 12}" width="${w - 8}" height="4" fill="#ffd68a" opacity=".7"/>`,
        ).join(""),
    )
    .join("")}`,
  people: `<path d="M0 96 C50 86 110 96 160 88 V120 H0 Z" fill="#e9c3ae"/>${person(52, 44, 1, "#d4686e")}${person(84, 40, 1.08, "#3f6e8f", "#c98f6b", "#2d2420")}${person(112, 64, 0.72, "#f2b84b", "#f0c6a2", "#a0603a")}`,
  flowers: `${[
    [40, 60, "#e86f8a"],
    [84, 44, "#f2a65a"],
    [122, 70, "#c86fc9"],
    [64, 92, "#f5d547"],
    [108, 104, "#e86f8a"],
  ]
    .map(
      ([x, y, c]) =>
        `<g transform="translate(${x} ${y})">${[0, 60, 120, 180, 240, 300].map((r) => `<ellipse cy="-10" rx="7" ry="11" fill="${c}" transform="rotate(${r})"/>`).join("")}<circle r="6" fill="#fff3b0"/></g>`,
    )
    .join("")}`,
  snow: `<path d="M0 78 C40 60 100 74 160 62 V120 H0 Z" fill="#fff"/>${[30, 70, 118].map((x) => `<path d="M${x} 40 L${x + 16} 82 H${x - 16} Z" fill="#2f6b46"/><path d="M${x} 40 L${x + 6} 54 H${x - 6} Z" fill="#fff"/>`).join("")}${[
    [20, 20],
    [60, 14],
    [100, 28],
    [140, 16],
    [48, 36],
    [126, 40],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#fff"/>`)
    .join("")}`,
  lake: `<path d="M0 64 L36 34 L62 56 L92 26 L134 58 L160 44 V70 H0 Z" fill="#5d7f94"/><rect y="68" width="160" height="52" fill="#5fa7c9"/><path d="M0 68 L36 94 L62 78 L92 104 L134 80 L160 90 V68 Z" fill="#5d7f94" opacity=".35"/><path d="M20 84 H50 M90 96 H130" stroke="#fff" stroke-opacity=".6"/>`,
};

/** A heart path centred on (cx, cy), `s` wide. */
export const heart = (cx, cy, s) => {
  const k = s / 100;
  return `M${cx} ${cy + 38 * k} C${cx - 60 * k} ${cy - 2 * k} ${cx - 44 * k} ${cy - 52 * k} ${cx} ${cy - 26 * k} C${cx + 44 * k} ${cy - 52 * k} ${cx + 60 * k} ${cy - 2 * k} ${cx} ${cy + 38 * k} Z`;
};
