/**
 * The global config story -> `GlobalConfig` (section 3 "Navigation item", "Flyout group", "Other
 * header and menu data", "Footer data"). Every field gets a value of the right type, whatever the
 * story holds. Absolute links to one of our hosts are rewritten to the host style of the request,
 * so the international box works on `*.localhost` too.
 */
import type {
  ActionBar,
  Asset,
  BurgerData,
  FlyoutGroup,
  FlyoutGroupItem,
  FooterBox,
  FooterBoxKind,
  FooterData,
  GlobalConfig,
  HeaderData,
  Link,
  NavigationItem,
  NavigationType,
  Review,
  ServiceHotline,
  TextLink,
} from "../../shared/content/global-config.ts";
import type { AppConfig } from "../config/config.ts";
import { blocksOf } from "./map-story.ts";
import type { Block, FieldValue, LinkValue } from "./types.ts";

export interface GlobalConfigContext {
  config: AppConfig;
  requestHost: string;
  scheme: string;
  brand: string;
  year: number;
}

const NAVIGATION_TYPES: NavigationType[] = [
  "calendar",
  "card",
  "collage",
  "frame",
  "photobook",
  "wandbilder",
  "accessories",
  "photobox",
  "photoprint",
  "themes",
  "none",
];
const BOX_KINDS: FooterBoxKind[] = [
  "aboutShop",
  "appLinks",
  "awards",
  "customerService",
  "international",
  "languages",
  "socialMedia",
];

export function mapGlobalConfig(content: Block, ctx: GlobalConfigContext): GlobalConfig {
  const fill = (s: string) => s.replaceAll("{brand}", ctx.brand).replaceAll("{year}", String(ctx.year));
  const str = (v: FieldValue | undefined) => (typeof v === "string" ? fill(v) : typeof v === "number" ? String(v) : "");
  /** Fields that hold HTML (action bar text, SEO text): the brand is configuration, not markup. */
  const html = (v: FieldValue | undefined) =>
    typeof v === "string" ? v.replaceAll("{brand}", escapeHtml(ctx.brand)).replaceAll("{year}", String(ctx.year)) : "";
  const num = (v: FieldValue | undefined) => (Number.isFinite(Number(v)) ? Number(v) : 0);
  const bool = (v: FieldValue | undefined) => v === true;
  const one = (v: FieldValue | undefined) => blocksOf(v)[0];
  const link = (v: FieldValue | undefined): Link => {
    const l =
      v && typeof v === "object" && !Array.isArray(v) && (v as LinkValue).kind === "link"
        ? (v as LinkValue)
        : undefined;
    if (!l) return { url: "" };
    let url = l.url;
    if (/^https?:\/\//.test(url)) {
      const parsed = new URL(url);
      const site = ctx.config.hosts.lookup(parsed.host);
      if (site)
        url = `${ctx.scheme}//${ctx.config.hosts.hostFor(site, ctx.requestHost)}${parsed.pathname}${parsed.search}`;
    }
    return { url, ...(l.newTab ? { newTab: true } : {}), ...(l.openSetting ? { openSetting: l.openSetting } : {}) };
  };
  const assetOf = (v: FieldValue | undefined): Asset | undefined => {
    const a =
      v && typeof v === "object" && !Array.isArray(v) && (v as { kind?: string }).kind === "asset"
        ? (v as { filename: string; alt: string })
        : undefined;
    return a?.filename ? { filename: a.filename, alt: a.alt } : undefined;
  };
  const textLink = (b: Block | undefined): TextLink => ({ text: str(b?.fields.text), link: link(b?.fields.link) });
  const textLinks = (v: FieldValue | undefined) => blocksOf(v).map(textLink);
  const hotline = (b: Block | undefined): ServiceHotline => ({
    text: str(b?.fields.text),
    phone: str(b?.fields.phone),
    hours: str(b?.fields.hours) || undefined,
  });

  const item = (b: Block): FlyoutGroupItem => ({
    storyblokTitle: str(b.fields.storyblokTitle),
    link: link(b.fields.link),
    asset: assetOf(b.fields.asset),
    linkOnlyImage: bool(b.fields.linkOnlyImage) || undefined,
    isHeadlineItem: bool(b.fields.isHeadlineItem) || undefined,
    subFlyoutGroups: blocksOf(b.fields.subFlyoutGroups).map(group),
    subnaviTitle: str(b.fields.subnaviTitle) || undefined,
    subnaviAsset: assetOf(b.fields.subnaviAsset),
    typeOverride: str(b.fields.typeOverride) || undefined,
  });
  function group(b: Block): FlyoutGroup {
    return {
      flyoutGroupIdentifier: str(b.fields.flyoutGroupIdentifier),
      flyoutGroupTitle: str(b.fields.flyoutGroupTitle),
      flyoutGroupItems: blocksOf(b.fields.flyoutGroupItems).map(item),
      flyoutGroupItemsCustom: blocksOf(b.fields.flyoutGroupItemsCustom).map(item),
      type: str(b.fields.type) || "list",
    };
  }
  const navItem = (b: Block): NavigationItem => {
    const l = link(b.fields.link);
    const type = str(b.fields.navigationType) as NavigationType;
    const subItems = blocksOf(b.fields.subItems).map(navItem);
    return {
      text: str(b.fields.text),
      link: l,
      url: l.url,
      navigationType: NAVIGATION_TYPES.includes(type) ? type : "none",
      flyoutGroups: blocksOf(b.fields.flyoutGroups).map(group),
      subNaviOnly: bool(b.fields.subNaviOnly),
      isOnlyInBurgerNavigation: bool(b.fields.isOnlyInBurgerNavigation),
      alwaysShowSubNavi: bool(b.fields.alwaysShowSubNavi),
      icon: str(b.fields.icon) || undefined,
      hasSubItems: subItems.length > 0,
      subItems,
    };
  };

  const f = content.fields;
  const h = one(f.header)?.fields ?? {};
  const header: HeaderData = {
    shopLinks: textLinks(h.shopLinks),
    magazine: textLink(one(h.magazine)),
    service: textLink(one(h.service)),
    account: textLink(one(h.account)),
    cart: textLink(one(h.cart)),
    serviceHotline: hotline(one(h.serviceHotline)),
  };
  const navigation = blocksOf(f.navigation).map(navItem);
  const b = one(f.burger)?.fields ?? {};
  const burger: BurgerData = {
    mainNavigationItems: navigation,
    extraMenu: textLinks(b.extraMenu),
    serviceHotline: hotline(one(b.serviceHotline)),
    serviceText: str(b.serviceText),
    footer: textLinks(b.footer),
  };
  const a = one(f.actionBar)?.fields;
  const actionBar: ActionBar | undefined = a
    ? {
        id: str(a.barId),
        text: html(a.text),
        color: str(a.color),
        backgroundColor: str(a.backgroundColor),
        countdownEndDate: str(a.countdownEndDate) || undefined,
        actionBarEndDate: str(a.actionBarEndDate) || undefined,
      }
    : undefined;
  const s = one(f.smartBanner)?.fields;
  const ft = one(f.footer)?.fields ?? {};
  const review = one(ft.customerOpinions)?.fields ?? {};
  const footer: FooterData = {
    linkbox: {
      headline: str(one(ft.linkbox)?.fields.headline),
      linkLists: blocksOf(one(ft.linkbox)?.fields.linkLists).map((l) => ({
        headline: str(l.fields.headline),
        links: textLinks(l.fields.links),
      })),
    },
    newsletterBlock: (() => {
      const n = one(ft.newsletterBlock)?.fields ?? {};
      return {
        headline: str(n.headline),
        inputPlaceholder: str(n.inputPlaceholder),
        ctaText: str(n.ctaText),
        newsletterText: str(n.newsletterText),
        backgroundColor: str(n.backgroundColor) || undefined,
        textColor: str(n.textColor) || undefined,
      };
    })(),
    communicationBlock: blocksOf(ft.communicationBlock).map((t) => ({
      headline: str(t.fields.headline),
      headlineShort: str(t.fields.headlineShort),
      text: str(t.fields.text),
      cta: textLinks(t.fields.cta),
    })),
    customerOpinions: {
      title: str(review.title),
      subtitle: str(review.subtitle),
      reviews: {
        reviews: blocksOf(review.reviews).map(
          (r): Review => ({
            id: str(r.fields.reviewId),
            stars: Math.min(5, Math.max(1, Math.round(num(r.fields.stars)) || 5)) as Review["stars"],
            title: str(r.fields.title),
            text: str(r.fields.text),
            authorName: str(r.fields.authorName),
            createdAt: str(r.fields.createdAt),
          }),
        ),
        score: { stars: num(review.stars), trustScore: num(review.trustScore) },
        totalReviews: num(review.totalReviews),
        reviewBaseLink: str(review.reviewBaseLink),
        companyLink: str(review.companyLink),
      },
    },
    paymentMethods: (Array.isArray(ft.paymentMethods) ? ft.paymentMethods : []).flatMap((p) => {
      const asset = assetOf(p);
      return asset ? [{ id: asset.alt || asset.filename, filename: asset.filename }] : [];
    }),
    footerBlock: blocksOf(ft.footerBlock).flatMap((box): FooterBox[] => {
      const kind = str(box.fields.kind) as FooterBoxKind;
      if (!BOX_KINDS.includes(kind)) return [];
      return [
        {
          kind,
          headline: str(box.fields.headline),
          gridArea: str(box.fields.gridArea) || kind,
          items: blocksOf(box.fields.items).map((i) => ({
            title: str(i.fields.title) || undefined,
            text: str(i.fields.text) || undefined,
            link: i.fields.link ? link(i.fields.link) : undefined,
            linkImage: assetOf(i.fields.linkImage),
          })),
        },
      ];
    }),
    copyrightBlock: { text: str(one(ft.copyrightBlock)?.fields.text) },
    seoViewMore: one(ft.seoViewMore) ? { text: html(one(ft.seoViewMore)?.fields.text) } : undefined,
  };
  return {
    header,
    navigation,
    burger,
    actionBar,
    smartBanner: s
      ? {
          productName: str(s.productName),
          ratingText: str(s.ratingText),
          ctaText: str(s.ctaText),
          deepLink: str(s.deepLink),
        }
      : undefined,
    footer,
    helpLabel: str(f.helpLabel),
    helpQuestions: blocksOf(f.helpQuestions)
      .map((q) => ({ question: str(q.fields.question), answer: str(q.fields.answer) }))
      .filter((q) => q.question && q.answer),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
