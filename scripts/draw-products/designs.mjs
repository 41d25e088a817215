// The pictures of every card design of the catalogue (scripts/draw-products.mjs): per theme of the
// seed (scripts/catalogue-seed/data.mjs) its front, and its inside (folded cards) and back, each an
// 800 x 600 scene in the style of the occasion pictures: the card upright on a table in front of a
// wall. The occasion picks the motif, the theme's colour the paper and ink, its style the ornament,
// its format the card's shape. Named `design-<id>-<view>`, so a design's pictures are found by its id.
import { CARD_STYLES, MOTIFS } from "./cards.mjs";
import { photo, resetIds, svg, table, wall } from "./parts.mjs";

const OCCASION_MOTIF = {
  einschulung: "cone",
  firmung: "candle",
  geburt: "moon",
  geburtstag: "balloons",
  hochzeit: "rings",
  kindergeburtstag: "balloons",
  kommunion: "candle",
  konfirmation: "candle",
  ostern: "egg",
  taufe: "drop",
  trauer: "leaf",
  weihnachten: "tree",
};

/** Paper, ink and wall per colour of the card filter; white paper takes the occasion's ink. */
const PALETTES = {
  weiss: { paper: "#ffffff", wall: "#efe9e1" },
  gruen: { paper: "#e3efe2", ink: "#2e6b4a", wall: "#e8ece4" },
  blau: { paper: "#e1ebf6", ink: "#2f5f93", wall: "#e6eaf0" },
  rosa: { paper: "#fbe4e8", ink: "#b23a5a", wall: "#f3e9e6" },
  gold: { paper: "#fbf4e4", ink: "#a67c2e", wall: "#efe8dc" },
  schwarz: { paper: "#262220", ink: "#e6c97a", wall: "#e9e4dc" },
};

/** Which views a card product has: a folded card opens, a postcard and an invitation have a back only. */
export const VIEWS = {
  klappkarte: ["front", "inside", "back"],
  postkarte: ["front", "back"],
  einladungsset: ["front", "back"],
};

function colours(theme) {
  const palette = PALETTES[theme.color] ?? PALETTES.weiss;
  const occasionInk = CARD_STYLES[`occasion-${theme.category}`]?.[1].ink ?? "#c2185b";
  return { paper: palette.paper, ink: palette.ink ?? occasionInk, wall: palette.wall };
}

/** The card's size in the scene, from its format (millimetres, width x height). */
function cardBox(format, maxW = 520, maxH = 430) {
  const [w, h] = format.split("x").map(Number);
  const scale = Math.min(maxW / w, maxH / h);
  return { w: Math.round(w * scale), h: Math.round(h * scale) };
}

/** A number from 0 to 1 that stays the same for the same theme and salt. */
const seeded = (id, salt) => ((((id * 9301 + salt * 49297) % 233280) + 233280) % 233280) / 233280;

function ornament(theme, c, w, h) {
  const ink = c.ink;
  switch (theme.style) {
    case "klassisch":
      return `<rect x="12" y="12" width="${w - 24}" height="${h - 24}" fill="none" stroke="${ink}" stroke-width="2" opacity=".7"/><rect x="20" y="20" width="${w - 40}" height="${h - 40}" fill="none" stroke="${ink}" opacity=".45"/>`;
    case "floral":
      return [
        [18, 18, 40],
        [w - 18, h - 18, 220],
      ]
        .map(
          ([x, y, r]) =>
            `<g transform="translate(${x} ${y}) rotate(${r})">${[0, 1, 2, 3].map((i) => `<ellipse cx="${14 + i * 16}" cy="${i % 2 ? 8 : -8}" rx="7" ry="14" transform="rotate(${i % 2 ? 40 : -40} ${14 + i * 16} ${i % 2 ? 8 : -8})" fill="${ink}" opacity=".55"/>`).join("")}<path d="M0 0 L70 0" stroke="${ink}" stroke-width="2" opacity=".6"/></g>`,
        )
        .join("");
    case "verspielt":
      return Array.from({ length: 14 }, (_, i) => {
        const x = 14 + seeded(theme.id, i) * (w - 28);
        const y = 14 + seeded(theme.id, i + 40) * (h - 28);
        const col = ["#e5484d", "#f4c84a", "#3e8ed0", ink][i % 4];
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${3 + (i % 3) * 2}" fill="${col}" opacity=".75"/>`;
      }).join("");
    case "modern":
      return `<path d="M0 ${h * 0.72} L${w} ${h * 0.6} V${h} H0 Z" fill="${ink}" opacity=".14"/>`;
    default:
      return `<rect x="${w / 2 - 24}" y="${h - 26}" width="48" height="2" fill="${ink}" opacity=".6"/>`;
  }
}

function motif(theme, c, w, h, scale = 1) {
  const name = OCCASION_MOTIF[theme.category] ?? "hearts";
  const index = (theme.id - 1001) % 10;
  const backdrop =
    index % 2
      ? `<circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.34}" fill="${c.ink}" opacity=".08"/>`
      : "";
  const s = (theme.style === "minimalistisch" ? 0.72 : 0.92) * scale;
  const mw = Math.min(w, (h * 200) / 280) * s;
  const mh = (mw * 280) / 200;
  return `${backdrop}<svg x="${(w - mw) / 2}" y="${(h - mh) / 2}" width="${mw}" height="${mh}" viewBox="0 0 200 280">${MOTIFS[name](c)}</svg>`;
}

/** A card face of w x h at (x, y) with a shadow and a light sheen, its content in its own coordinates. */
function face(x, y, w, h, paper, content) {
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paper}"/></g><svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${content}</svg><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sheen)" opacity=".3"/>`;
}

const SHEEN = `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>`;

function scene(c, body) {
  return svg(`${SHEEN}${wall(c.wall)}${table(470)}${body}`);
}

function front(theme) {
  const c = colours(theme);
  const { w, h } = cardBox(theme.format);
  const x = 400 - w / 2;
  const y = 530 - h;
  return scene(c, face(x, y, w, h, c.paper, `${ornament(theme, c, w, h)}${motif(theme, c, w, h)}`));
}

const lines = (x, y, width, count, ink, gap = 16) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${y + i * gap}" width="${i === count - 1 ? width * 0.6 : width}" height="5" rx="2.5" fill="${ink}" opacity=".35"/>`,
  ).join("");

function inside(theme) {
  const c = colours(theme);
  const { w, h } = cardBox(theme.format, 340, 400);
  const x = 400 - w;
  const y = 520 - h;
  const inner = theme.color === "schwarz" ? "#fbf8f3" : "#fffdf9";
  const textInk = theme.color === "schwarz" ? "#3a3330" : c.ink;
  const left = `<g opacity=".5">${motif(theme, c, w, h, 0.55)}</g>`;
  const withPhoto = theme.label === "foto";
  const pad = Math.round(w * 0.14);
  const right = `${withPhoto ? photo("people", pad, pad, w - 2 * pad, h * 0.38) : ""}<rect x="${pad}" y="${withPhoto ? h * 0.5 : h * 0.24}" width="${w * 0.5}" height="9" rx="4.5" fill="${textInk}"/>${lines(pad, withPhoto ? h * 0.5 + 26 : h * 0.24 + 30, w - 2 * pad, withPhoto ? 4 : 6, "#4a4340")}`;
  return scene(
    c,
    `${face(x, y, w, h, inner, left)}${face(400, y, w, h, inner, right)}<path d="M400 ${y} V${y + h}" stroke="#0003" stroke-width="2"/>`,
  );
}

function back(theme) {
  const c = colours(theme);
  const { w, h } = cardBox(theme.format);
  const x = 400 - w / 2;
  const y = 530 - h;
  const ink = theme.color === "schwarz" ? "#e6c97a" : "#4a4340";
  let content;
  if (theme.product === "postkarte") {
    const mid = w * 0.55;
    content = `<path d="M${mid} ${h * 0.12} V${h * 0.88}" stroke="${ink}" opacity=".3" stroke-width="2"/>${lines(w * 0.08, h * 0.2, mid - w * 0.16, 6, ink, 20)}<rect x="${w - 70}" y="20" width="48" height="58" fill="none" stroke="${ink}" stroke-dasharray="4 3" opacity=".5"/>${[0, 1, 2, 3].map((i) => `<rect x="${mid + 20}" y="${h * 0.5 + i * 28}" width="${w - mid - 44}" height="2" fill="${ink}" opacity=".4"/>`).join("")}`;
  } else {
    content = `<g opacity=".9">${motif(theme, c, w, h * 0.5, 0.75)}</g><rect x="${w / 2 - 40}" y="${h - 48}" width="80" height="6" rx="3" fill="${ink}" opacity=".45"/><rect x="${w / 2 - 26}" y="${h - 34}" width="52" height="4" rx="2" fill="${ink}" opacity=".3"/>`;
  }
  return scene(c, face(x, y, w, h, c.paper, content));
}

const DRAW = { front, inside, back };

/** Every design picture by name (`design-1001-front`), each a scene function like SCENES. */
export function designScenes(themes) {
  return Object.fromEntries(
    themes.flatMap((theme) =>
      (VIEWS[theme.product] ?? ["front"]).map((view) => [
        `design-${theme.id}-${view}`,
        () => {
          resetIds();
          return DRAW[view](theme);
        },
      ]),
    ),
  );
}
