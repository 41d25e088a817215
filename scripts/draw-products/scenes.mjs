// The scenes of the shop's product pictures (scripts/draw-products.mjs), each an 800 x 600 SVG.
import { CARD_STYLES, foldedCard } from "./cards.mjs";
import { heart, photo, plant, sideboard, sofa, svg, table, uid, wall } from "./parts.mjs";

/** A wall calendar: spiral binding, a photo on top and the month grid below. */
function calendarBody(x, y, w, kind, { accent = "#c2185b", rows = 5, planner = false } = {}) {
  const photoH = Math.round(w * 0.62);
  const gridTop = y + photoH + 18;
  const cols = planner ? 4 : 7;
  const cellW = (w - 24) / cols;
  const cellH = planner ? 16 : 13;
  const gridRows = planner ? 8 : rows;
  const h = photoH + 40 + gridRows * cellH + 12;
  let grid = "";
  if (planner) {
    for (let c = 0; c < cols; c++)
      grid += `<rect x="${x + 12 + c * cellW}" y="${gridTop}" width="${cellW - 4}" height="8" rx="2" fill="${[accent, "#3e8ed0", "#f4a93b", "#5f9264"][c]}"/>`;
    for (let r = 1; r < gridRows; r++)
      grid += `<line x1="${x + 12}" y1="${gridTop + r * cellH}" x2="${x + w - 12}" y2="${gridTop + r * cellH}" stroke="#d8d2ca"/>`;
    for (let c = 1; c < cols; c++)
      grid += `<line x1="${x + 10 + c * cellW}" y1="${gridTop + 12}" x2="${x + 10 + c * cellW}" y2="${gridTop + gridRows * cellH}" stroke="#e4dfd8"/>`;
  } else {
    grid += `<rect x="${x + 12}" y="${gridTop - 2}" width="${w * 0.32}" height="9" rx="3" fill="#3a3330"/>`;
    for (let r = 0; r < gridRows; r++) {
      for (let c = 0; c < cols; c++) {
        const day = r * 7 + c - 2;
        if (day < 1 || day > 31) continue;
        grid += `<text x="${x + 12 + c * cellW + cellW / 2}" y="${gridTop + 22 + r * cellH}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.max(7, cellH * 0.62)}" text-anchor="middle" fill="${c >= 5 ? accent : "#4a4340"}">${day}</text>`;
      }
    }
  }
  const rings = Array.from(
    { length: Math.floor(w / 22) },
    (_, i) => `<rect x="${x + 14 + i * 22}" y="${y - 8}" width="5" height="16" rx="2" fill="#8b8f96"/>`,
  ).join("");
  return {
    h,
    svg: `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/></g>${photo(kind, x + 10, y + 12, w - 20, photoH - 6)}${grid}${rings}`,
  };
}

function wallCalendar(kind = "mountains", options = {}) {
  const w = options.w ?? 340;
  const x = 400 - w / 2;
  const body = calendarBody(x, 80, w, kind, options);
  return svg(
    `${wall(options.wall ?? "#eef0ec", "#d5dbd4")}<path d="M${x + 20} 74 L400 34 L${x + w - 20} 74" stroke="#6b6157" stroke-width="2" fill="none"/><circle cx="400" cy="32" r="5" fill="#6b6157"/>${body.svg}${plant(110, 570, 1.1)}`,
  );
}

function deskCalendar() {
  const body = `<g filter="url(#shadow)"><path d="M210 430 L400 170 L590 430 Z" fill="#d8d2ca"/></g><g transform="matrix(1 0 -0.18 1 60 0)"><rect x="250" y="180" width="300" height="230" fill="#fff"/>${photo("beach", 262, 192, 276, 150)}${Array.from({ length: 7 }, (_, c) => `<rect x="${266 + c * 39}" y="${356}" width="30" height="6" rx="2" fill="${c >= 5 ? "#c2185b" : "#b8b0a6"}"/><rect x="${266 + c * 39}" y="${372}" width="30" height="6" rx="2" fill="#d8d2ca"/><rect x="${266 + c * 39}" y="${388}" width="30" height="6" rx="2" fill="#d8d2ca"/>`).join("")}</g>${Array.from({ length: 12 }, (_, i) => `<rect x="${230 + i * 24}" y="172" width="5" height="16" rx="2" fill="#8b8f96"/>`).join("")}`;
  return svg(
    `${wall("#f3ece4")}${table(420)}${body}<rect x="610" y="360" width="60" height="80" rx="8" fill="#3e8ed0" filter="url(#soft)"/><rect x="618" y="330" width="6" height="40" fill="#f4c84a" transform="rotate(-10 620 350)"/><rect x="640" y="326" width="6" height="44" fill="#e5484d" transform="rotate(8 640 350)"/>`,
  );
}

function photobookScene(kinds = ["beach", "mountains", "sunset"], cover = "#1d3557") {
  const left = `${photo(kinds[0], 150, 170, 230, 250)}`;
  const right = `${photo(kinds[1], 426, 170, 224, 130)}${photo(kinds[2], 426, 310, 106, 110)}<rect x="544" y="322" width="100" height="8" rx="3" fill="#bbb2a8"/><rect x="544" y="340" width="80" height="6" rx="3" fill="#d3ccc3"/><rect x="544" y="354" width="90" height="6" rx="3" fill="#d3ccc3"/>`;
  const gutter = uid("gutter");
  return svg(
    `${wall("#efe6dc")}${table(120, "#d6b48c", "#a97c52")}<defs><linearGradient id="${gutter}" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".5" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><g filter="url(#shadow)"><path d="M118 142 H682 V468 H118 Z" fill="${cover}"/></g><path d="M130 150 C250 140 330 146 400 160 V458 C330 446 250 442 130 450 Z" fill="#fffdf9"/><path d="M400 160 C470 146 550 140 670 150 V450 C550 442 470 446 400 458 Z" fill="#fbf8f3"/>${left}${right}<rect x="360" y="156" width="80" height="304" fill="url(#${gutter})"/><g filter="url(#soft)"><circle cx="720" cy="530" r="46" fill="#fff"/><circle cx="720" cy="530" r="34" fill="#7a4e2d"/></g>`,
  );
}

function canvasOnWall(kind = "lake", { sofaColour = "#7d8f86", wallColour = "#e9e4dc" } = {}) {
  const side = `<path d="M600 70 L620 82 L620 380 L600 392 Z" fill="#000" opacity=".28"/>`;
  return svg(
    `${wall(wallColour)}<g filter="url(#shadow)">${photo(kind, 200, 70, 400, 322)}</g>${photo(kind, 600, 70, 20, 322, ` preserveAspectRatio="xMaxYMid slice"`)}${side}${sofa(430, sofaColour)}`,
  );
}

function acrylicOnWall() {
  const gloss = uid("gloss");
  const spacers = [
    [252, 122],
    [548, 122],
    [252, 358],
    [548, 358],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="#d9dde2" stroke="#9aa1a9" stroke-width="2"/><circle cx="${x - 2}" cy="${y - 2}" r="2" fill="#fff"/>`,
    )
    .join("");
  return svg(
    `${wall("#e6e9ec", "#c9cfd5")}<defs><linearGradient id="${gloss}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".35" stop-color="#fff" stop-opacity=".08"/><stop offset=".36" stop-color="#fff" stop-opacity="0"/><stop offset=".7" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity=".3"/></linearGradient></defs><g filter="url(#shadow)">${photo("sunset", 236, 106, 328, 268)}</g><rect x="236" y="106" width="328" height="268" fill="url(#${gloss})"/><rect x="236.5" y="106.5" width="327" height="267" fill="none" stroke="#fff" stroke-opacity=".8"/>${spacers}${sideboard(170, 470, 460, "#2f3640")}${plant(560, 470, 0.8)}`,
  );
}

function posterOnWall(kind = "forest") {
  const rail = (y) =>
    `<rect x="262" y="${y}" width="276" height="14" rx="3" fill="#b88a5c"/><rect x="262" y="${y}" width="276" height="4" rx="2" fill="#fff" opacity=".3"/>`;
  return svg(
    `${wall("#f1ede6")}<path d="M300 72 L400 30 L500 72" stroke="#6b6157" stroke-width="2" fill="none"/><circle cx="400" cy="28" r="5" fill="#6b6157"/><g filter="url(#shadow)"><rect x="270" y="76" width="260" height="350" fill="#fff"/></g>${photo(kind, 286, 92, 228, 278)}<rect x="330" y="386" width="140" height="8" rx="4" fill="#4a4340"/><rect x="360" y="402" width="80" height="5" rx="2" fill="#a39b91"/>${rail(70)}${rail(420)}${sideboard(180, 500, 440)}`,
  );
}

/** A framed print: frame moulding, passe-partout, photo. */
function framed(x, y, w, h, kind, frame = "oak", mat = 26) {
  const colours = {
    oak: ["#c89b62", "#9c7040"],
    black: ["#2a2a2a", "#000"],
    white: ["#fafafa", "#d7d7d7"],
    alu: ["#c4c8cc", "#8c9298"],
  }[frame];
  const g = uid("frame");
  const width = frame === "alu" ? 8 : 18;
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs><g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${g})"/></g><rect x="${x + width}" y="${y + width}" width="${w - 2 * width}" height="${h - 2 * width}" fill="#fbfaf7"/><path d="M${x + width} ${y + width} h${w - 2 * width} l-4 4 h${-(w - 2 * width) + 8} v${h - 2 * width - 8} l-4 4 Z" fill="#000" opacity=".08"/>${photo(kind, x + width + mat, y + width + mat, w - 2 * (width + mat), h - 2 * (width + mat))}`;
}

function frameOnWall(frame = "oak", kind = "meadow") {
  return svg(
    `${wall("#ece6df")}${framed(260, 70, 280, 360, kind, frame)}${sideboard(170, 486, 460)}${plant(590, 486, 0.7)}<rect x="220" y="446" width="46" height="40" rx="6" fill="#d9d0c4"/>`,
  );
}

function shadowGapFrame() {
  return svg(
    `${wall("#ece6df")}<g filter="url(#shadow)"><rect x="236" y="96" width="328" height="288" fill="#2a2a2a"/></g><rect x="248" y="108" width="304" height="264" fill="#111"/><g filter="url(#soft)">${photo("lake", 262, 122, 276, 236)}</g>${sideboard(170, 486, 460)}`,
  );
}

/** A close look at a frame corner in the chosen colour. */
function frameCorner(frame) {
  return svg(`${wall("#e9e3da")}${framed(140, 90, 700, 620, "mountains", frame, 60)}`);
}

function photobox() {
  const prints = ["beach", "people", "meadow", "city"];
  const loose = prints
    .map(
      (k, i) =>
        `<g transform="rotate(${[-12, 6, -4, 14][i]} ${560 + i * 30} ${460 + (i % 2) * 20})" filter="url(#soft)"><rect x="${500 + i * 40}" y="${410 + (i % 2) * 24}" width="120" height="92" fill="#fff"/>${photo(k, 508 + i * 40, 418 + (i % 2) * 24, 104, 76)}</g>`,
    )
    .join("");
  return svg(
    `${wall("#efe6dc")}${table(300, "#dcc3a1", "#b08d64")}<g filter="url(#shadow)"><path d="M120 250 L430 230 L470 170 L160 190 Z" fill="#e8dcc8"/></g><path d="M160 190 L470 170 L470 180 L160 200 Z" fill="#d3c4ab"/><g filter="url(#shadow)"><rect x="110" y="300" width="360" height="190" fill="#e6d7bf"/></g><rect x="126" y="286" width="328" height="40" fill="#f4ecdf"/>${["sunset", "forest", "lake"].map((k, i) => `<rect x="${140 + i * 8}" y="${262 - i * 8}" width="300" height="60" fill="#fff"/>${photo(k, 148 + i * 8, 268 - i * 8, 284, 50)}`).join("")}<rect x="110" y="322" width="360" height="168" fill="#e6d7bf"/><rect x="240" y="370" width="100" height="40" rx="6" fill="#fff" opacity=".6"/>${loose}`,
  );
}

function printsScene() {
  const kinds = ["beach", "people", "mountains", "flowers", "city"];
  return svg(
    `${table(0, "#d9bc96", "#b48a5e")}${kinds.map((k, i) => `<g transform="rotate(${-24 + i * 12} 400 560)" filter="url(#shadow)"><rect x="300" y="140" width="200" height="250" fill="#fff"/>${photo(k, 312, 152, 176, 190)}</g>`).join("")}`,
  );
}

function collageOnWall(layout = "grid") {
  const kinds = ["beach", "people", "mountains", "flowers", "sunset", "forest", "city", "lake", "meadow"];
  let inner = "";
  if (layout === "heart") {
    const clip = uid("heart");
    const cells = kinds.map((k, i) => photo(k, 250 + (i % 3) * 100, 90 + Math.floor(i / 3) * 100, 100, 100)).join("");
    inner = `<clipPath id="${clip}"><path d="${heart(400, 250, 300)}"/></clipPath><g clip-path="url(#${clip})">${cells}</g><path d="${heart(400, 250, 300)}" fill="none" stroke="#fff" stroke-width="3"/>`;
  } else if (layout === "letters") {
    const letters = ["L", "O", "V", "E"];
    inner = letters
      .map((letter, i) => {
        const clip = uid("letter");
        return `<clipPath id="${clip}"><text x="${262 + i * 72}" y="330" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="150">${letter}</text></clipPath><g clip-path="url(#${clip})">${photo(kinds[i], 250 + i * 72, 180, 90, 170)}</g>`;
      })
      .join("");
  } else {
    inner = `${[
      [250, 90, 196, 146, 0],
      [452, 90, 98, 146, 1],
      [250, 242, 98, 98, 2],
      [354, 242, 196, 98, 3],
      [250, 346, 146, 60, 4],
      [402, 346, 148, 60, 5],
    ]
      .map(([x, y, w, h, i]) => photo(kinds[i], x, y, w, h))
      .join("")}<circle cx="451" cy="160" r="0"/>`;
  }
  return svg(
    `${wall("#f0ebe4")}<g filter="url(#shadow)"><rect x="232" y="72" width="336" height="352" fill="#fff"/></g>${inner}${sofa(440, "#c9a27e")}`,
  );
}

function galleryWall() {
  return svg(
    `${wall("#e9e4dc")}<g filter="url(#shadow)">${photo("mountains", 130, 110, 230, 180)}</g><path d="M360 110 l12 6 v168 l-12 6 Z" fill="#0004"/>${framed(400, 80, 150, 200, "city", "black", 14)}<g filter="url(#shadow)">${photo("sunset", 590, 120, 120, 160)}</g><rect x="590" y="120" width="120" height="160" fill="#fff" opacity=".12"/>${sofa(380, "#b06a4f")}${plant(720, 590, 1.3)}`,
  );
}

function homeScene() {
  const body = calendarBody(120, 70, 170, "beach");
  return svg(
    `${wall("#f1ebe3")}${body.svg}${framed(360, 60, 200, 260, "lake", "oak", 18)}<g filter="url(#shadow)">${photo("sunset", 600, 110, 140, 190)}</g>${sideboard(60, 440, 680, "#f9f7f3")}<g transform="translate(110 360)"><g filter="url(#soft)"><rect width="150" height="80" fill="#1d3557"/><rect x="6" y="4" width="140" height="72" fill="#fffdf9"/></g>${photo("people", 12, 10, 60, 60)}${photo("forest", 78, 10, 62, 60)}</g>${foldedCard("balloons", { paper: "#fff3f5", ink: "#c2185b" }, { x: 540, y: 376, scale: 0.4, table: false })}${plant(680, 440, 0.8)}`,
  );
}

/** The wall-art shop's stage: a large canvas above a sideboard between two framed prints. */
function wallArtHome() {
  return svg(
    `${wall("#e6e2dc", "#cbc4ba")}<g filter="url(#shadow)">${photo("sunset", 250, 60, 300, 360)}</g><path d="M550 60 l14 8 v344 l-14 8 Z" fill="#0004"/>${framed(90, 120, 120, 160, "forest", "black", 12)}${framed(590, 120, 120, 160, "lake", "white", 12)}${sideboard(120, 470, 560, "#3b3f46")}${plant(650, 470, 0.9)}<rect x="180" y="432" width="90" height="38" rx="4" fill="#c9a27e"/><rect x="190" y="420" width="70" height="14" rx="3" fill="#e8dcc8"/>`,
  );
}

function envelopeScene(liner = "#c2185b") {
  return svg(
    `${wall("#f3ece4")}${table(360, "#d9bc96", "#b48a5e")}<g filter="url(#shadow)"><rect x="200" y="220" width="400" height="260" rx="4" fill="#f4efe7"/></g><path d="M200 220 L400 100 L600 220 Z" fill="${liner}"/><path d="M214 220 L400 112 L586 220 Z" fill="#fff" opacity=".25"/><g filter="url(#soft)"><rect x="240" y="150" width="320" height="220" fill="#fff"/>${photo("flowers", 256, 166, 140, 188)}<rect x="414" y="190" width="120" height="10" rx="5" fill="${liner}"/><rect x="414" y="212" width="100" height="6" rx="3" fill="#cfc7bd"/><rect x="414" y="226" width="110" height="6" rx="3" fill="#cfc7bd"/></g><path d="M200 220 L400 360 L600 220 V480 H200 Z" fill="#ece5da"/><path d="M200 480 L400 340 L600 480" stroke="#0001" stroke-width="2" fill="none"/>`,
  );
}

function ribbonScene() {
  return svg(
    `${wall("#f3ece4")}${table(300, "#d9bc96", "#b48a5e")}<g filter="url(#shadow)"><rect x="220" y="200" width="360" height="250" fill="#fffaf3"/></g><rect x="220" y="305" width="360" height="40" fill="#c2185b"/><path d="M400 325 C350 260 300 290 340 325 C300 360 350 390 400 325 Z M400 325 C450 260 500 290 460 325 C500 360 450 390 400 325 Z" fill="#a3134c"/><circle cx="400" cy="325" r="14" fill="#8c0f41"/><path d="M392 336 L370 420 M408 336 L430 420" stroke="#a3134c" stroke-width="10" stroke-linecap="round"/>`,
  );
}

function inlayScene() {
  return svg(
    `${wall("#f3ece4")}${table(300, "#d9bc96", "#b48a5e")}<g filter="url(#shadow)"><rect x="190" y="150" width="420" height="300" fill="#fff"/></g>${photo("flowers", 210, 170, 180, 260)}<rect x="400" y="160" width="200" height="280" fill="#eef3f6" opacity=".75"/><rect x="440" y="230" width="120" height="8" rx="4" fill="#8aa0ad"/><rect x="450" y="250" width="100" height="6" rx="3" fill="#a9bac4"/><rect x="450" y="264" width="100" height="6" rx="3" fill="#a9bac4"/>`,
  );
}

function voucherScene() {
  return svg(
    `${wall("#f4ede6")}${table(340, "#e3cfb4", "#bf9f78")}<g filter="url(#shadow)"><rect x="190" y="170" width="420" height="260" rx="16" fill="#c2185b"/></g><rect x="190" y="270" width="420" height="36" fill="#f4c84a"/><rect x="360" y="170" width="36" height="260" fill="#f4c84a"/><path d="M378 288 C320 220 280 250 330 288 C280 326 320 356 378 288 Z M378 288 C436 220 476 250 426 288 C476 326 436 356 378 288 Z" fill="#e0a92a"/><circle cx="378" cy="288" r="14" fill="#c8901b"/><rect x="440" y="200" width="140" height="12" rx="6" fill="#fff" opacity=".8"/><rect x="440" y="222" width="100" height="8" rx="4" fill="#fff" opacity=".6"/>`,
  );
}

function serviceScene() {
  return svg(
    `<rect width="800" height="600" fill="#dfe9f1"/><circle cx="620" cy="120" r="160" fill="#eaf1f6"/><path d="M220 600 C220 440 580 440 580 600 Z" fill="#3d6fa5"/><path d="M360 450 L400 520 L440 450 Z" fill="#fff"/><rect x="370" y="360" width="60" height="80" fill="#e8b894"/><circle cx="400" cy="300" r="92" fill="#e8b894"/><path d="M306 300 C300 180 500 180 494 300 C480 240 420 226 400 226 C370 226 320 246 306 300 Z" fill="#6b3f2a"/><path d="M306 300 C296 360 320 420 340 430 L330 320 Z M494 300 C504 360 480 420 460 430 L470 320 Z" fill="#6b3f2a"/><circle cx="368" cy="306" r="7" fill="#2d2420"/><circle cx="432" cy="306" r="7" fill="#2d2420"/><path d="M372 344 C390 362 410 362 428 344" stroke="#a0523d" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M300 300 C300 190 500 190 500 300" stroke="#2f3640" stroke-width="12" fill="none"/><rect x="286" y="282" width="28" height="56" rx="12" fill="#2f3640"/><rect x="486" y="282" width="28" height="56" rx="12" fill="#2f3640"/><path d="M300 330 C300 380 340 390 380 384" stroke="#2f3640" stroke-width="6" fill="none"/><circle cx="384" cy="384" r="9" fill="#2f3640"/>`,
  );
}

function customerKitchen() {
  const tiles = Array.from({ length: 8 }, (_, r) =>
    Array.from(
      { length: 12 },
      (_, c) =>
        `<rect x="${c * 70 + (r % 2) * 35 - 35}" y="${340 + r * 34}" width="68" height="32" fill="#fff" opacity=".5"/>`,
    ).join(""),
  ).join("");
  const body = calendarBody(300, 60, 200, "flowers", { accent: "#3e8ed0" });
  return svg(
    `<rect width="800" height="600" fill="#dce8e3"/>${tiles}<rect y="440" width="800" height="20" fill="#8a6d55"/><rect y="460" width="800" height="140" fill="#c7b299"/>${body.svg}<g filter="url(#soft)"><rect x="560" y="380" width="50" height="60" rx="6" fill="#e5484d"/><rect x="620" y="396" width="44" height="44" rx="6" fill="#f4c84a"/></g>${plant(150, 440, 0.9)}`,
  );
}

function customerDesk() {
  return svg(
    `${wall("#f5efe8")}${table(330, "#cfae88", "#a47d55")}${foldedCard("rings", { paper: "#fbf6ec", ink: "#8a6d3b" }, { x: 290, y: 330, scale: 0.75, table: false })}${foldedCard("photo", { paper: "#ffffff", ink: "#3d6fa5" }, { x: 540, y: 350, scale: 0.65, table: false })}<g filter="url(#soft)"><path d="M660 250 h50 l-6 90 h-38 Z" fill="#9fc5d8" opacity=".8"/></g>${[
      [670, 220, "#e86f8a"],
      [694, 206, "#f2a65a"],
      [686, 236, "#fff"],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="14" fill="${c}"/>`)
      .join("")}<path d="M680 250 V230 M690 250 V215" stroke="#4f7d55" stroke-width="3"/>`,
  );
}

function customerBedroom() {
  return svg(
    `${wall("#e4e0ea", "#c9c3d3")}<g filter="url(#shadow)">${photo("beach", 210, 80, 380, 220)}</g><path d="M590 80 l14 8 v204 l-14 8 Z" fill="#0003"/><g filter="url(#soft)"><rect x="120" y="380" width="560" height="220" rx="20" fill="#f7f5f2"/><rect x="120" y="350" width="560" height="50" rx="20" fill="#8a7aa8"/><rect x="170" y="400" width="180" height="60" rx="20" fill="#fff"/><rect x="450" y="400" width="180" height="60" rx="20" fill="#fff"/><rect x="120" y="480" width="560" height="120" fill="#b7a9d1"/></g>`,
  );
}

const calendarKinds = {
  wandkalender: "lake",
  tischkalender: "beach",
  familienplaner: "people",
  kuechenkalender: "flowers",
  terminkalender: "city",
};
const photobookCategories = {
  wedding: [["flowers", "people", "sunset"], "#f3ede2"],
  baby: [["people", "meadow", "flowers"], "#a8d5e2"],
  travel: [["beach", "city", "mountains"], "#1d3557"],
  family: [["people", "forest", "lake"], "#7d8f86"],
  birthday: [["flowers", "people", "sunset"], "#c2185b"],
};

/** Every picture by name (the names the content uses), with its scene. */
export const SCENES = {
  home: homeScene,
  "home-wallart": wallArtHome,
  wallart: galleryWall,
  calendar: () => wallCalendar("mountains"),
  ...Object.fromEntries(
    Object.entries(calendarKinds).map(([type, kind]) => [
      `calendar-${type}`,
      type === "tischkalender"
        ? deskCalendar
        : type === "familienplaner"
          ? () => wallCalendar(kind, { planner: true, w: 300, wall: "#f4ede3" })
          : type === "kuechenkalender"
            ? customerKitchen
            : () =>
                wallCalendar(kind, {
                  w: type === "terminkalender" ? 220 : 300,
                  accent: type === "terminkalender" ? "#3e8ed0" : "#c2185b",
                  wall: type === "terminkalender" ? "#e8ecf2" : "#eef0ec",
                }),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(CARD_STYLES).map(([name, [motif, colours]]) => [
      name,
      () => svg(foldedCard(motif, colours, { x: 420, y: 310, scale: 1.45 })),
    ]),
  ),
  photobook: () => photobookScene(),
  ...Object.fromEntries(
    Object.entries(photobookCategories).map(([cat, [kinds, cover]]) => [
      `photobook-${cat}`,
      () => photobookScene(kinds, cover),
    ]),
  ),
  collage: () => collageOnWall("grid"),
  "collage-heart": () => collageOnWall("heart"),
  "collage-grid": () => collageOnWall("grid"),
  "collage-letters": () => collageOnWall("letters"),
  canvas: () => canvasOnWall(),
  poster: () => posterOnWall(),
  acrylic: acrylicOnWall,
  frame: () => frameOnWall("oak"),
  "frame-oak": () => frameCorner("oak"),
  "frame-black": () => frameCorner("black"),
  "frame-white": () => frameCorner("white"),
  "frame-type-holzrahmen": () => frameOnWall("oak", "meadow"),
  "frame-type-alurahmen": () => frameOnWall("alu", "city"),
  "frame-type-schattenfuge-leinwand": shadowGapFrame,
  prints: printsScene,
  photobox,
  envelope: () => envelopeScene(),
  "accessory-envelope": () => envelopeScene("#3d6fa5"),
  "accessory-ribbon": ribbonScene,
  "accessory-inlay": inlayScene,
  voucher: voucherScene,
  service: serviceScene,
  "customer-1": customerKitchen,
  "customer-2": customerDesk,
  "customer-3": customerBedroom,
};
