/**
 * The page stories of one locale folder (section 2 "Global page types for content pages"), plus the
 * shared stories they relate to (section 3 "Relations resolved on fetch").
 */
import type { Copy, PageKey } from "./copy-type.ts";
import type { InfoKey } from "./info-copy-type.ts";
import { CALENDAR_CALCULATOR_TYPES, PHOTOBOOK_CALCULATOR_TYPES } from "../../shared/catalogue/products.ts";
import { picture, pictureFile } from "./pictures.ts";
import { type Blok, BlokFactory, type StoryDraft, richText, storyLink, urlLink, uuidOf } from "./story.ts";
import { SPECIAL_PATHS } from "../../shared/customer/special-paths.ts";
import type { Language } from "../../shared/site/locales.ts";

export interface LocaleContext {
  channel: "kartenliebe" | "wallart";
  /** Storyblok folder of the locale: `de-de`. */
  folder: string;
  lang: string;
  copy: Copy;
  unit: "cm" | "in";
  brand: string;
}

export const IMAGE = pictureFile;

const NAVIGATION_TYPE: Partial<Record<PageKey, string>> = {
  calendar: "calendar",
  wallCalendar: "calendar",
  feedCalendar: "calendar",
  card: "card",
  foldedCard: "card",
  christmasCards: "themes",
  feedCard: "card",
  collage: "collage",
  collagePoster: "collage",
  feedCollage: "collage",
  photoframe: "frame",
  framedPhoto: "frame",
  photobook: "photobook",
  hardcoverPhotobook: "photobook",
  wallart: "wandbilder",
  canvas: "wandbilder",
  poster: "wandbilder",
  acrylic: "wandbilder",
  photoprint: "photoprint",
  photoPrintsOrder: "photoprint",
  photobox: "photobox",
  envelopes: "accessories",
};

const PAGE_IMAGE: Partial<Record<PageKey, string>> = {
  home: "home",
  calendar: "calendar",
  wallCalendar: "calendar",
  feedCalendar: "calendar",
  card: "card",
  foldedCard: "card",
  christmasCards: "christmas",
  feedCard: "card",
  collage: "collage",
  collagePoster: "collage",
  feedCollage: "collage",
  photoframe: "frame",
  framedPhoto: "frame",
  photobook: "photobook",
  hardcoverPhotobook: "photobook",
  wallart: "wallart",
  canvas: "canvas",
  poster: "poster",
  acrylic: "acrylic",
  photoprint: "prints",
  photoPrintsOrder: "prints",
  photobox: "photobox",
  envelopes: "envelope",
  voucher: "voucher",
  contact: "service",
  error: "service",
};

/** A detail block shows a second view of its product, so the page does not repeat its stage picture. */
const DETAIL_IMAGE: Partial<Record<PageKey, string>> = {
  wallCalendar: "calendar-wandkalender",
  hardcoverPhotobook: "photobook-travel",
  foldedCard: "occasion-hochzeit",
  envelopes: "accessory-envelope",
  collagePoster: "collage-heart",
};

/** The picture of a page; the wall-art shop's home shows wall art. */
const pageImage = (ctx: LocaleContext, key: PageKey) =>
  key === "home" && ctx.channel === "wallart" ? "home-wallart" : (PAGE_IMAGE[key] ?? "home");

export function fullSlug(ctx: LocaleContext, key: PageKey): string {
  return `${ctx.folder}/${ctx.copy.slugs[key]}`;
}

/** The full slug of an information page (`de-de/ueber-uns`). */
export function infoSlug(ctx: LocaleContext, key: InfoKey): string {
  return `${ctx.folder}/${ctx.copy.info.pages[key].slug}`;
}

export function sharedSlug(ctx: LocaleContext, name: string): string {
  return `${ctx.folder}/shared/${name}`;
}

const CONFIGURATOR: Partial<Record<PageKey, string>> = {
  calendar: "/configurator-calendar",
  wallCalendar: "/configurator-calendar",
  card: "/configurator-card",
  foldedCard: "/configurator-card",
  christmasCards: "/configurator-card",
  collage: "/configurator-collage",
  collagePoster: "/configurator-collage",
  photoframe: "/configurator-photo-frame",
  framedPhoto: "/configurator-photo-frame",
  canvas: "/configurator-photo-frame",
  poster: "/configurator-photo-frame",
  acrylic: "/configurator-photo-frame",
  wallart: "/configurator-photo-frame",
  photobook: "/configurator-photobook",
  hardcoverPhotobook: "/configurator-photobook",
  photobox: "/configurator-photobox",
  photoprint: "/configurator-photobox",
  photoPrintsOrder: "/configurator-photobox",
};

function teaser(f: BlokFactory, ctx: LocaleContext, key: PageKey): Blok {
  const page = ctx.copy.pages[key];
  const target = CONFIGURATOR[key];
  return f.blok("Teaser", {
    headline: page.headline,
    subline: page.intro,
    image: picture(pageImage(ctx, key), ctx.lang, page.name),
    ctaText: target ? ctx.copy.words.designNow : ctx.copy.words.discover,
    ctaLink: target
      ? { id: "", url: target, linktype: "url", fieldtype: "multilink", cached_url: target }
      : storyLink(fullSlug(ctx, "card")),
    ctaBackgroundColor: ctx.channel === "wallart" ? "#1f3a5f" : "",
    ctaTextColor: ctx.channel === "wallart" ? "#ffffff" : "",
  });
}

/** The teaser of the wall-art detail pages is an A/B content block (section 2 "Call-to-action colours"). */
function abTeaser(f: BlokFactory, ctx: LocaleContext, key: PageKey): Blok {
  const off = teaser(f, ctx, key);
  off.ctaBackgroundColor = "#2e6b4f";
  off.ctaTextColor = "#ffffff";
  const on = teaser(f, ctx, key);
  on.ctaBackgroundColor = "#f2b705";
  on.ctaTextColor = "#1a1a1a";
  return f.blok("ABContentBlock", {
    flag: "kl_redesign_965",
    variants: [
      f.blok("ABVariant", { treatment: "on", blocks: [on] }),
      f.blok("ABVariant", { treatment: "off", blocks: [off] }),
    ],
  });
}

export function uspWrapper(f: BlokFactory, ctx: LocaleContext): Blok {
  return f.blok("UspWrapper", { usps: [uuidOf(`story:${sharedSlug(ctx, "usps")}`)] });
}

export function pocWrapper(f: BlokFactory, ctx: LocaleContext, headline: string, keys: PageKey[]): Blok {
  return f.blok("PocWrapper", { headline, pocs: keys.map((k) => uuidOf(`story:${fullSlug(ctx, k)}`)) });
}

function seoText(f: BlokFactory, ctx: LocaleContext): Blok {
  const [heading, p1, p2] = ctx.copy.seo;
  return f.blok("Text", { text: richText(heading, [[p1], [p2]]) });
}

/** Names the calculator product and options whose formats and prices the table shows; the prices come from the catalogue. */
function formatsAndPrices(
  f: BlokFactory,
  ctx: LocaleContext,
  product: string,
  materials: readonly string[],
  formats: string[] = [],
): Blok {
  return f.blok("FormatsAndPrices", {
    headline: ctx.copy.words.formatsAndPrices,
    formatLabel: ctx.copy.words.format,
    priceLabel: ctx.copy.words.price,
    product,
    materials: [...materials],
    formats,
  });
}

const CALENDARS = [...CALENDAR_CALCULATOR_TYPES];
const PHOTOBOOKS = [...PHOTOBOOK_CALCULATOR_TYPES];

function calculator(
  f: BlokFactory,
  ctx: LocaleContext,
  product: string,
  materials: string[],
  formats: Record<string, string>,
  extra: { tags?: string[]; isCollage?: boolean } = {},
): Blok {
  return f.blok("PriceCalculator", {
    headline: ctx.copy.words.priceCalculator,
    product,
    materials,
    initiallySelectedFormats: formats,
    tags: extra.tags ?? [],
    isCollage: extra.isCollage ?? false,
  });
}

function tiles(f: BlokFactory, ctx: LocaleContext, items: [string, string, string][]): Blok[] {
  return items.map(([title, image, url]) =>
    f.blok("CategoryTile", {
      title,
      image: picture(image, ctx.lang, title),
      link: url.startsWith("/")
        ? { id: "", url, linktype: "url", fieldtype: "multilink", cached_url: url }
        : storyLink(url),
    }),
  );
}

function overview(
  component: string,
  f: BlokFactory,
  ctx: LocaleContext,
  key: PageKey,
  categories: Blok[],
  body: Blok[],
): Blok {
  const page = ctx.copy.pages[key];
  return f.blok(component, { headline: page.headline, intro: richText(undefined, [[page.intro]]), categories, body });
}

function detail(component: string, f: BlokFactory, ctx: LocaleContext, key: PageKey, body: Blok[]): Blok {
  const page = ctx.copy.pages[key];
  return f.blok(component, {
    headline: page.headline,
    intro: richText(
      undefined,
      [[page.intro]],
      ctx.copy.usps.map(([a, b]) => `${a} ${b}`),
    ),
    image: picture(DETAIL_IMAGE[key] ?? pageImage(ctx, key), ctx.lang, page.name),
    ctaText: ctx.copy.words.designNow,
    ctaLink: {
      id: "",
      url: CONFIGURATOR[key] ?? "/products",
      linktype: "url",
      fieldtype: "multilink",
      cached_url: CONFIGURATOR[key] ?? "/products",
    },
    body,
  });
}

function sku(f: BlokFactory, ctx: LocaleContext, key: PageKey, code: string): Blok {
  return f.blok("SkuContainer", {
    headline: ctx.copy.pages[key].name,
    sku: code,
    skuLabel: ctx.copy.words.skuLabel,
    text: richText(undefined, [[ctx.copy.pages[key].intro]]),
  });
}

function video(f: BlokFactory, ctx: LocaleContext, name: string): Blok {
  const url = `https://www.youtube-nocookie.com/watch?v=${VIDEO_IDS[name] ?? VIDEO_IDS.home}`;
  return f.blok("Video", {
    headline: ctx.copy.words.video,
    video: { id: "", url, linktype: "url", fieldtype: "multilink", cached_url: url, target: "_blank" },
    poster: picture(name, ctx.lang, ctx.copy.words.video),
  });
}

function bodyOf(f: BlokFactory, ctx: LocaleContext, key: PageKey): Blok[] {
  const w = ctx.copy.words;
  const fl = ctx.copy.chrome.flyout;
  const c = (k: PageKey) => fullSlug(ctx, k);
  switch (key) {
    case "home":
      return [
        uspWrapper(f, ctx),
        pocWrapper(
          f,
          ctx,
          w.shopHeadline,
          ctx.channel === "wallart"
            ? ["canvas", "poster", "acrylic", "framedPhoto", "collagePoster", "photobook"]
            : ["card", "photobook", "calendar", "wallart", "collage", "photobox"],
        ),
        f.blok("Shop", {
          headline: w.bestseller,
          products: tiles(f, ctx, [
            [ctx.copy.pages.foldedCard.name, "card", c("foldedCard")],
            [ctx.copy.pages.hardcoverPhotobook.name, "photobook", c("hardcoverPhotobook")],
            [ctx.copy.pages.canvas.name, "canvas", c("canvas")],
            [ctx.copy.pages.wallCalendar.name, "calendar", c("wallCalendar")],
          ]),
        }),
        f.blok("CustomerPictureBlock", {
          headline: w.customerPictures,
          pictures: ["customer-1", "customer-2", "customer-3"].map((n) => picture(n, ctx.lang, w.customerPictures)),
        }),
        video(f, ctx, ctx.channel === "wallart" ? "wallart" : "home"),
        seoText(f, ctx),
      ];
    case "calendar":
      return [
        overview(
          "CalendarOverview",
          f,
          ctx,
          key,
          tiles(
            f,
            ctx,
            Object.entries(fl.calendarTypes).map(([type, title]) => [
              title,
              `calendar-${type}`,
              `/configurator-calendar?calendarType=${type}`,
            ]),
          ),
          [
            calculator(f, ctx, "calendar", CALENDARS, {}),
            uspWrapper(f, ctx),
            formatsAndPrices(f, ctx, "calendar", CALENDARS),
          ],
        ),
        pocWrapper(f, ctx, w.bestseller, ["wallCalendar", "feedCalendar"]),
        seoText(f, ctx),
      ];
    case "collage":
      return [
        overview(
          "CollageOverview",
          f,
          ctx,
          key,
          tiles(
            f,
            ctx,
            Object.entries(fl.collageCategories).map(([type, title]) => [
              title,
              `collage-${type}`,
              `/configurator-collage?designGroup=${type}`,
            ]),
          ),
          [
            calculator(
              f,
              ctx,
              "collage",
              ["poster", "leinwand", "acrylglas"],
              { poster: "600x400", leinwand: "600x400", acrylglas: "600x400" },
              { isCollage: true },
            ),
          ],
        ),
        pocWrapper(f, ctx, w.bestseller, ["collagePoster", "feedCollage"]),
        seoText(f, ctx),
      ];
    case "photobook":
      return [
        overview(
          "PhotobookOverview",
          f,
          ctx,
          key,
          tiles(
            f,
            ctx,
            Object.entries(fl.photobookCategories).map(([cat, title], i) => [
              title,
              `photobook-${cat}`,
              `/configurator-photobook?categoryId=${[1, 2, 9, 10, 8][i]}&category=${cat}`,
            ]),
          ),
          [
            calculator(f, ctx, "photobook", PHOTOBOOKS, {}),
            uspWrapper(f, ctx),
            formatsAndPrices(f, ctx, "photobook", PHOTOBOOKS),
          ],
        ),
        pocWrapper(f, ctx, w.bestseller, ["hardcoverPhotobook"]),
        video(f, ctx, "photobook"),
        seoText(f, ctx),
      ];
    case "christmasCards":
      return [
        f.blok("ThemesOverview", {
          headline: ctx.copy.pages.christmasCards.headline,
          intro: richText(undefined, [[ctx.copy.pages.christmasCards.intro]]),
          // The first four Christmas themes of the catalogue (scripts/catalogue-seed/data.mjs: ten per
          // occasion from 1001, Christmas the twelfth); test/worker/story-links.test.ts checks they exist.
          themes: [1111, 1112, 1113, 1114].map((id, i) =>
            f.blok("ThemeTile", {
              title: `${ctx.copy.occasions.weihnachten} ${i + 1}`,
              themeId: String(id),
              image: picture(`christmas-${i + 1}`, ctx.lang, ctx.copy.occasions.weihnachten),
            }),
          ),
        }),
        uspWrapper(f, ctx),
      ];
    case "card":
      return [
        f.blok("PublicContainer", { container: uuidOf(`story:${sharedSlug(ctx, "occasions")}`) }),
        pocWrapper(f, ctx, w.bestseller, ["foldedCard", "christmasCards", "envelopes"]),
        seoText(f, ctx),
      ];
    case "photoframe":
      return [
        calculator(
          f,
          ctx,
          "photoFrame",
          ["poster", "hahnemuehle"],
          { poster: "400x300", hahnemuehle: "400x300" },
          { tags: ["portrait-swap"] },
        ),
        f.blok("Frame", {
          headline: w.frameTypesHeadline,
          frameTypes: ["holzrahmen", "alurahmen", "schattenfuge-leinwand"].map((k) =>
            uuidOf(`story:${sharedSlug(ctx, `frames/${k}`)}`),
          ),
        }),
        pocWrapper(f, ctx, w.bestseller, ["framedPhoto"]),
        seoText(f, ctx),
      ];
    case "photoprint":
    case "photoPrintsOrder":
      return [
        calculator(f, ctx, "photobox", ["photoprint"], { photoprint: "130x90" }),
        formatsAndPrices(f, ctx, "photobox", ["photoprint"]),
        ...(key === "photoPrintsOrder"
          ? [
              f.blok("Toolbox", {
                headline: w.toolboxHeadline,
                tools: w.tools.map(([title, text], i) =>
                  f.blok("ToolboxItem", {
                    title,
                    text,
                    action: ["toolbox-convert-file", "toolbox-convert-pdf", "toolbox-optimize-image"][i],
                  }),
                ),
              }),
            ]
          : []),
        seoText(f, ctx),
      ];
    case "photobox":
      return [
        calculator(f, ctx, "photobox", ["small", "photoprint"], { small: "130x90", photoprint: "150x100" }),
        uspWrapper(f, ctx),
        formatsAndPrices(f, ctx, "photobox", ["small", "photoprint"]),
        seoText(f, ctx),
      ];
    case "wallart":
      return [
        pocWrapper(f, ctx, w.bestseller, ["canvas", "poster", "acrylic", "framedPhoto", "collagePoster"]),
        f.blok("Shop", {
          headline: w.shopHeadline,
          products: tiles(f, ctx, [
            [ctx.copy.pages.canvas.name, "canvas", c("canvas")],
            [ctx.copy.pages.poster.name, "poster", c("poster")],
            [ctx.copy.pages.acrylic.name, "acrylic", c("acrylic")],
          ]),
        }),
        seoText(f, ctx),
      ];
    case "canvas":
      return [
        sku(f, ctx, key, "WA-LEINWAND"),
        calculator(f, ctx, "framedMaterial", ["leinwand"], { leinwand: "600x400" }, { tags: ["portrait-swap"] }),
        formatsAndPrices(f, ctx, "framedMaterial", ["leinwand"]),
        f.blok("Frame", {
          headline: w.frameTypesHeadline,
          frameTypes: [uuidOf(`story:${sharedSlug(ctx, "frames/schattenfuge-leinwand")}`)],
        }),
        video(f, ctx, "canvas"),
        seoText(f, ctx),
      ];
    case "poster":
      return [
        sku(f, ctx, key, "WA-POSTER"),
        calculator(
          f,
          ctx,
          "framedMaterial",
          ["poster", "hahnemuehle"],
          { poster: "600x400", hahnemuehle: "600x400" },
          { tags: ["portrait-swap"] },
        ),
        formatsAndPrices(f, ctx, "framedMaterial", ["poster", "hahnemuehle"]),
        f.blok("Frame", {
          headline: w.frameTypesHeadline,
          frameTypes: [uuidOf(`story:${sharedSlug(ctx, "frames/holzrahmen")}`)],
        }),
        seoText(f, ctx),
      ];
    case "acrylic":
      return [
        sku(f, ctx, key, "WA-ACRYLGLAS"),
        calculator(f, ctx, "framedMaterial", ["acrylglas", "aludibond", "gallerybond"], {
          acrylglas: "600x400",
          aludibond: "600x400",
          gallerybond: "450x300",
        }),
        formatsAndPrices(f, ctx, "framedMaterial", ["acrylglas", "aludibond", "gallerybond"]),
        seoText(f, ctx),
      ];
    case "framedPhoto":
      return [
        sku(f, ctx, key, "WA-RAHMEN"),
        calculator(
          f,
          ctx,
          "photoFrame",
          ["poster", "hahnemuehle"],
          { poster: "400x300", hahnemuehle: "400x300" },
          { tags: ["portrait-swap"] },
        ),
        formatsAndPrices(f, ctx, "photoFrame", ["poster", "hahnemuehle"]),
        f.blok("Frame", {
          headline: w.frameTypesHeadline,
          frameTypes: ["holzrahmen", "alurahmen"].map((k) => uuidOf(`story:${sharedSlug(ctx, `frames/${k}`)}`)),
        }),
      ];
    case "wallCalendar":
      return [
        detail("CalendarDetail", f, ctx, key, [
          calculator(f, ctx, "calendar", ["wandkalender"], { wandkalender: "a3-portrait" }),
          formatsAndPrices(f, ctx, "calendar", ["wandkalender"]),
        ]),
        uspWrapper(f, ctx),
      ];
    case "hardcoverPhotobook":
      return [
        detail("PhotobookDetail", f, ctx, key, [
          calculator(f, ctx, "photobook", ["digitalfotobuch-hard", "echtfotobuch-hard"], {}),
          formatsAndPrices(f, ctx, "photobook", ["digitalfotobuch-hard", "echtfotobuch-hard"]),
        ]),
        video(f, ctx, "photobook"),
      ];
    case "foldedCard":
      return [
        detail("CardDetail", f, ctx, key, [
          f.blok("Accessory", {
            headline: w.accessoryTypesHeadline,
            accessoryTypes: ["envelope", "inlay"].map((k) => uuidOf(`story:${sharedSlug(ctx, `accessories/${k}`)}`)),
          }),
        ]),
      ];
    case "envelopes":
      return [
        detail("AccessoryDetail", f, ctx, key, [
          f.blok("Accessory", {
            headline: w.accessoryTypesHeadline,
            accessoryTypes: ["envelope", "ribbon", "inlay"].map((k) =>
              uuidOf(`story:${sharedSlug(ctx, `accessories/${k}`)}`),
            ),
          }),
        ]),
      ];
    case "collagePoster":
      return [
        detail("CollageDetail", f, ctx, key, [
          calculator(
            f,
            ctx,
            "collage",
            ["poster", "leinwand", "acrylglas"],
            { poster: "600x400", leinwand: "600x400", acrylglas: "450x300" },
            { isCollage: true, tags: ["portrait-swap"] },
          ),
        ]),
      ];
    case "voucher":
      return [
        f.blok("Voucher", {
          headline: ctx.copy.pages.voucher.headline,
          text: richText(undefined, [[ctx.copy.pages.voucher.intro]]),
          amountsLabel: w.voucherAmounts,
          amounts: ["25", "50", "75", "100"],
          ctaText: w.designNow,
          // The voucher page's own path in the story's language: another language's path redirects.
          ctaLink: urlLink(SPECIAL_PATHS.voucher[ctx.lang as Language]),
        }),
      ];
    case "contact":
      return [
        f.blok("ContactForm", {
          headline: ctx.copy.pages.contact.headline,
          person: uuidOf(`story:${sharedSlug(ctx, "service-person")}`),
          topics: w.contactTopics,
          nameLabel: w.contactName,
          emailLabel: w.contactEmail,
          messageLabel: w.contactMessage,
          submitText: w.contactSend,
        }),
        uspWrapper(f, ctx),
      ];
    case "error":
      return [
        f.blok("Text", { text: richText(undefined, [[w.errorText]]) }),
        pocWrapper(f, ctx, w.shopHeadline, ["photobook", "calendar", "card", "wallart"]),
      ];
    case "feedCollage":
    case "feedCalendar":
    case "feedCard": {
      const kind = key === "feedCollage" ? "collage" : key === "feedCalendar" ? "calendar" : "card";
      const slugs: Record<string, PageKey[]> = {
        collage: ["collage", "collagePoster"],
        calendar: ["calendar", "wallCalendar"],
        card: ["card", "foldedCard", "christmasCards"],
      };
      return [
        f.blok("Feed", {
          feedType: kind,
          headline: ctx.copy.pages[key].headline,
          stories: slugs[kind].map((k) => fullSlug(ctx, k)),
        }),
      ];
    }
  }
}

const VIDEO_IDS: Record<string, string> = { home: "kL1ebe2026a", photobook: "kL1ebeBuch1", canvas: "kL1ebeWand1" };

/**
 * Story tags of the redesign experiments (section 9; `worker/views/blocks/redesigns.tsx`): a tagged
 * story shows the redesigned block to visitors whose treatment of the experiment's flag is on.
 * Each experiment leaves a page with the same block untagged, where everyone sees the original.
 */
const REDESIGN_TAGS: Partial<Record<PageKey, number[]>> = {
  home: [965, 967, 1031, 1409, 492], // teaser, selling points, product cards, shop tiles, video
  canvas: [965, 1616], // teaser (an A/B block of 965), frame types
  poster: [965, 1616],
  acrylic: [965],
  framedPhoto: [1616],
  calendar: [967, 1031],
  photobook: [492],
  wallart: [1031],
};

export function redesignTags(key: PageKey): string[] {
  return (REDESIGN_TAGS[key] ?? []).map((id) => `redesign-${id}`);
}

const DETAIL_SNIPPET: PageKey[] = ["canvas", "poster", "acrylic", "framedPhoto", "collagePoster"];
const AB_TEASER: PageKey[] = ["canvas", "poster", "acrylic"];

/** The photo book page's own footer (section 3 "Footer parts"): a link box of photo book links and its own SEO text. */
function footerOverride(f: BlokFactory, ctx: LocaleContext, key: PageKey): Blok {
  const fl = ctx.copy.chrome.flyout;
  const link = (text: string, target: unknown) => f.blok("TextLink", { text, link: target });
  const url = (u: string) => ({ id: "", url: u, linktype: "url", fieldtype: "multilink", cached_url: u });
  const linkbox = f.blok("LinkBox", {
    headline: ctx.copy.pages[key].name,
    linkLists: [
      f.blok("LinkList", {
        headline: fl.types,
        links: Object.entries(fl.photobookTypes).map(([type, title]) =>
          link(
            title,
            type === "digitalfotobuch"
              ? storyLink(fullSlug(ctx, "hardcoverPhotobook"))
              : url(`/configurator-photobook?printing=${type}`),
          ),
        ),
      }),
      f.blok("LinkList", {
        headline: fl.more,
        links: [
          link(fl.startWithoutDesign, url("/configurator-photobook?templateId=0")),
          link(fl.assistant, url("/configurator-photobook?assistant=1")),
        ],
      }),
    ],
  });
  return f.blok("FooterOverride", { seoText: `${ctx.copy.pages[key].intro} ${ctx.copy.seo[1]}`, linkbox: [linkbox] });
}

/** The Page story of one page key in one locale folder. */
export function pageStory(ctx: LocaleContext, key: PageKey): StoryDraft {
  const slug = fullSlug(ctx, key);
  const f = new BlokFactory(`${ctx.channel}:${slug}`);
  const page = ctx.copy.pages[key];
  const body = bodyOf(f, ctx, key);
  const withTeaser = !["error", "voucher", "contact", "feedCollage", "feedCalendar", "feedCard"].includes(key);
  const content = f.blok("Page", {
    title: page.headline,
    description: page.intro,
    navigationType: NAVIGATION_TYPE[key] ?? "none",
    teaser: withTeaser ? [AB_TEASER.includes(key) ? abTeaser(f, ctx, key) : teaser(f, ctx, key)] : [],
    body,
    productSnippet: DETAIL_SNIPPET.includes(key) ? uuidOf(`story:${sharedSlug(ctx, "product-snippet")}`) : "",
    promotionBar:
      key === "home"
        ? [
            f.blok("PromotionBar", {
              text: `${ctx.copy.usps[0][0]} ${ctx.copy.usps[0][1]} · ${ctx.copy.usps[2][0]}`,
              link: storyLink(fullSlug(ctx, "contact")),
              backgroundColor: "#fbe9ec",
              color: "#7a0a1c",
            }),
          ]
        : [],
    productOrdering: key === "wallart" && ctx.channel === "wallart" ? "allWallArt" : "",
    footerOverride: key === "photobook" ? [footerOverride(f, ctx, key)] : [],
    target: { id: "", url: "", linktype: "story", fieldtype: "multilink", cached_url: "" },
    status: "",
  });
  const tags = redesignTags(key);
  return {
    channel: ctx.channel,
    fullSlug: slug,
    name: page.name,
    content,
    groupKey: key,
    isStartpage: key === "home",
    ...(tags.length ? { tags } : {}),
  };
}

/** Redirect stories: old slugs that point at a page with a status code (section 2 "Route handling"). */
export function redirectStory(ctx: LocaleContext, slug: string, to: PageKey, status: 301 | 302): StoryDraft {
  const full = `${ctx.folder}/${slug}`;
  const f = new BlokFactory(`${ctx.channel}:${full}`);
  const content = f.blok("Page", {
    title: ctx.copy.pages[to].name,
    description: "",
    navigationType: "none",
    teaser: [],
    body: [],
    target: storyLink(fullSlug(ctx, to)),
    status: String(status),
  });
  return {
    channel: ctx.channel,
    fullSlug: full,
    name: `${slug} → ${ctx.copy.slugs[to]}`,
    content,
    groupKey: `redirect:${slug}`,
  };
}
