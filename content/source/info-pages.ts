/**
 * The information pages of one locale folder (section 3, "Footer data" and "Burger data": the links
 * of the about and customer service boxes and of the burger's footer): about us, jobs, press,
 * sustainability, shipping, payment, business customers, imprint, privacy, terms, and the magazine
 * the header links to. Each is a `Page` of teaser and rich text blocks in the language's own slug;
 * shipping and payment add one generated line per delivery country of the site table.
 */
import { DOMAINS, TLDS } from "../../shared/site/sites.ts";
import { PAYMENTS } from "./global-config.ts";
import type { InfoKey, InfoPageCopy, InfoSection } from "./info-copy-type.ts";
import { type LocaleContext, infoSlug, pocWrapper, uspWrapper } from "./pages.ts";
import { type Blok, BlokFactory, type StoryDraft, richText } from "./story.ts";

/** The company behind both brands (fictional), named in the imprint, privacy policy and terms. */
const COMPANY = {
  company: "Herzstück Medien GmbH",
  street: "Lindenstraße 34",
  city: "10969 Berlin",
  phone: "+49 30 1234 5670",
};

interface Shipping {
  currency: string;
  /** Minor units. */
  standard: number;
  express: number;
  free: number;
  days: string;
  expressDays: string;
}

/** Shipping per delivery country (the site table's countries): cost in the country's currency, working days. */
const SHIPPING: Record<string, Shipping> = {
  DE: { currency: "EUR", standard: 495, express: 995, free: 6000, days: "2–4", expressDays: "1–2" },
  AT: { currency: "EUR", standard: 695, express: 1495, free: 8000, days: "3–5", expressDays: "2–3" },
  CH: { currency: "CHF", standard: 990, express: 1990, free: 9000, days: "4–6", expressDays: "2–3" },
  LI: { currency: "CHF", standard: 990, express: 1990, free: 9000, days: "4–6", expressDays: "2–3" },
  LU: { currency: "EUR", standard: 695, express: 1495, free: 8000, days: "3–5", expressDays: "2–3" },
  BE: { currency: "EUR", standard: 695, express: 1495, free: 8000, days: "3–5", expressDays: "2–3" },
  NL: { currency: "EUR", standard: 695, express: 1495, free: 8000, days: "3–5", expressDays: "2–3" },
  FR: { currency: "EUR", standard: 695, express: 1495, free: 8000, days: "3–5", expressDays: "2–3" },
  IT: { currency: "EUR", standard: 795, express: 1695, free: 8000, days: "4–6", expressDays: "2–3" },
  ES: { currency: "EUR", standard: 795, express: 1695, free: 8000, days: "4–6", expressDays: "2–3" },
  GB: { currency: "GBP", standard: 795, express: 1695, free: 7000, days: "4–7", expressDays: "2–3" },
  US: { currency: "USD", standard: 1295, express: 2995, free: 12000, days: "6–10", expressDays: "3–4" },
};

const COUNTRIES = TLDS.map((tld) => DOMAINS[tld].country);

/** `de-ch` -> `de-CH`: the locale the folder's numbers are formatted in. */
function localeOf(ctx: LocaleContext): string {
  return ctx.folder.replace(/-([a-z]+)$/, (_, country: string) => `-${country.toUpperCase()}`);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function placeholders(ctx: LocaleContext): Record<string, string> {
  const domain = `${ctx.channel === "kartenliebe" ? "kartenliebe" : "wandliebe"}.de`;
  const country = new Intl.DisplayNames([localeOf(ctx)], { type: "region" }).of("DE") ?? "DE";
  return { ...COMPANY, brand: ctx.brand, country, domain, email: `service@${domain}` };
}

function shippingLines(ctx: LocaleContext): InfoSection {
  const locale = localeOf(ctx);
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const { heading, line } = ctx.copy.info.shipping;
  return {
    heading,
    paragraphs: [],
    bullets: COUNTRIES.map((country) => {
      const s = SHIPPING[country];
      const money = (minor: number) =>
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: s.currency,
          minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
        }).format(minor / 100);
      return fill(line, {
        country: names.of(country) ?? country,
        standard: money(s.standard),
        days: s.days,
        express: money(s.express),
        expressDays: s.expressDays,
        free: money(s.free),
      });
    }),
  };
}

function paymentLines(ctx: LocaleContext): InfoSection {
  const names = new Intl.DisplayNames([localeOf(ctx)], { type: "region" });
  const { heading, line, methods } = ctx.copy.info.payment;
  const nameOf = (id: string) => {
    if (!methods[id]) throw new Error(`${ctx.lang}: no name for payment method ${id}`);
    return methods[id];
  };
  return {
    heading,
    paragraphs: [],
    bullets: COUNTRIES.map((country) =>
      fill(line, { country: names.of(country) ?? country, methods: PAYMENTS[country].map(nameOf).join(", ") }),
    ),
  };
}

function filled(ctx: LocaleContext, page: InfoPageCopy): InfoPageCopy {
  const values = placeholders(ctx);
  return JSON.parse(JSON.stringify(page), (_key, v) => (typeof v === "string" ? fill(v, values) : v)) as InfoPageCopy;
}

function sectionsOf(ctx: LocaleContext, key: InfoKey, page: InfoPageCopy): InfoSection[] {
  if (key === "shipping") return [page.sections[0], shippingLines(ctx), ...page.sections.slice(1)];
  if (key === "payment") return [page.sections[0], paymentLines(ctx), ...page.sections.slice(1)];
  return page.sections;
}

function extrasOf(f: BlokFactory, ctx: LocaleContext, key: InfoKey): Blok[] {
  if (key === "about")
    return [
      uspWrapper(f, ctx),
      pocWrapper(f, ctx, ctx.copy.info.productsHeadline, ["photobook", "calendar", "card", "wallart"]),
    ];
  if (key === "magazine")
    return [pocWrapper(f, ctx, ctx.copy.info.productsHeadline, ["photobook", "calendar", "card", "wallart"])];
  return [];
}

/** The `Page` story of one information page in one locale folder. */
export function infoStory(ctx: LocaleContext, key: InfoKey): StoryDraft {
  const slug = infoSlug(ctx, key);
  const f = new BlokFactory(`${ctx.channel}:${slug}`);
  const page = filled(ctx, ctx.copy.info.pages[key]);
  const text = (s: InfoSection) =>
    f.blok("Text", {
      text: richText(
        s.heading,
        s.paragraphs.map((p) => [p]),
        s.bullets,
      ),
    });
  const content = f.blok("Page", {
    title: page.headline,
    description: page.intro,
    navigationType: "none",
    teaser: [f.blok("Teaser", { headline: page.headline, subline: page.intro })],
    body: [...sectionsOf(ctx, key, page).map(text), ...extrasOf(f, ctx, key)],
    productSnippet: "",
    promotionBar: [],
    footerOverride: [],
    target: { id: "", url: "", linktype: "story", fieldtype: "multilink", cached_url: "" },
    status: "",
  });
  return { channel: ctx.channel, fullSlug: slug, name: page.name, content, groupKey: `info:${key}` };
}
