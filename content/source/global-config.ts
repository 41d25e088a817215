/**
 * The global config story of one locale folder (`de-ch/global-config`): header, navigation with the
 * flyout groups of section 2, burger menu, action bar, smart banner and footer (section 3 "Footer data").
 * Every country has its own story: hotline, payment methods and the languages box differ per domain.
 */
import { productionHost } from "../../shared/site/hosts.ts";
import { type Locale, countryOf } from "../../shared/site/locales.ts";
import { DOMAINS, TLDS, folderOf, siteForLocale, siteOf } from "../../shared/site/sites.ts";
import { specialPath } from "../../shared/customer/special-paths.ts";
import type { PageKey } from "./copy-type.ts";
import { INFO_KEYS, type InfoKey } from "./info-copy-type.ts";
import { picture } from "./pictures.ts";
import { type LocaleContext, IMAGE, fullSlug, infoSlug } from "./pages.ts";
import { type Blok, BlokFactory, type StoryDraft, asset, storyLink, urlLink } from "./story.ts";

const HOTLINE: Record<string, string> = {
  DE: "+49 30 1234 5670",
  AT: "+43 1 234 5670",
  CH: "+41 44 123 45 67",
  LI: "+423 230 12 34",
  LU: "+352 20 12 34 56",
  BE: "+32 2 123 45 67",
  NL: "+31 20 808 1234",
  FR: "+33 1 84 88 12 34",
  IT: "+39 02 9475 1234",
  ES: "+34 910 123 456",
  GB: "+44 20 7946 0321",
  US: "+1 646 555 0123",
};

/** Payment methods per country, by id; the footer shows their logos, the payment page their names. */
export const PAYMENTS: Record<string, string[]> = {
  DE: ["paypal", "klarna", "visa", "mastercard", "amex", "invoice"],
  AT: ["paypal", "klarna", "visa", "mastercard", "eps"],
  CH: ["twint", "postfinance", "paypal", "visa", "mastercard"],
  LI: ["twint", "postfinance", "paypal", "visa", "mastercard"],
  LU: ["paypal", "visa", "mastercard", "amex"],
  BE: ["bancontact", "paypal", "visa", "mastercard"],
  NL: ["ideal", "paypal", "visa", "mastercard"],
  FR: ["cartebancaire", "paypal", "visa", "mastercard"],
  IT: ["paypal", "visa", "mastercard", "amex"],
  ES: ["bizum", "paypal", "visa", "mastercard"],
  GB: ["paypal", "visa", "mastercard", "amex", "applepay"],
  US: ["paypal", "visa", "mastercard", "amex", "applepay"],
};

const COUNTRY_NAMES: Record<string, string> = {
  de: "Deutschland",
  at: "Österreich",
  ch: "Schweiz / Suisse / Svizzera",
  li: "Liechtenstein",
  lu: "Luxembourg",
  be: "België / Belgique",
  nl: "Nederland",
  fr: "France",
  it: "Italia",
  es: "España",
  "co.uk": "United Kingdom",
  com: "United States",
};
const LANGUAGE_NAMES: Record<string, string> = {
  de: "Deutsch",
  en: "English",
  fr: "Français",
  it: "Italiano",
  es: "Español",
  nl: "Nederlands",
};

/** The action bar's sale ends in the future (section 4 "Countdown"; a past date logs countdown-date-in-past). */
export const ACTION_BAR_END = "2027-01-31T22:59:59.000Z";

/**
 * `ctx.folder` is the locale's own folder; `pageFolder` names the folder where a linked page story
 * really lives (the locale's override or the language's base folder), so story links resolve.
 */
export function globalConfigStory(
  ctx: LocaleContext,
  locale: Locale,
  pageFolder: (key: PageKey | InfoKey) => string,
): StoryDraft {
  const slug = `${ctx.folder}/global-config`;
  const f = new BlokFactory(`${ctx.channel}:${slug}`);
  const { copy } = ctx;
  const ch = copy.chrome;
  const fl = ch.flyout;
  const country = countryOf(locale);
  const site = siteForLocale(ctx.channel, locale);
  const origin = (s = site) => `https://${productionHost(s)}`;
  const page = (key: PageKey) => storyLink(fullSlug({ ...ctx, folder: pageFolder(key) }, key));
  const path = (url: string) => urlLink(url);
  const textLink = (text: string, link: unknown) => f.blok("TextLink", { text, link });
  const info = (key: InfoKey) => storyLink(infoSlug({ ...ctx, folder: pageFolder(key) }, key));
  const isInfo = (t: string): t is InfoKey => (INFO_KEYS as readonly string[]).includes(t);
  const target = (t: string) => (t.startsWith("/") ? path(t) : isInfo(t) ? info(t) : page(t as PageKey));
  const item = (title: string, link: unknown, image?: string, extra: Record<string, unknown> = {}) =>
    f.blok("FlyoutGroupItem", {
      storyblokTitle: title,
      link,
      asset: image ? picture(image, ctx.lang, title) : "",
      ...extra,
    });
  const group = (identifier: string, title: string, type: string, items: Blok[], custom: Blok[] = []) =>
    f.blok("FlyoutGroup", {
      flyoutGroupIdentifier: identifier,
      flyoutGroupTitle: title,
      type,
      flyoutGroupItems: items,
      flyoutGroupItemsCustom: custom,
    });
  const nav = (
    text: string,
    key: PageKey,
    navigationType: string,
    groups: Blok[],
    extra: Record<string, unknown> = {},
  ) =>
    f.blok("NavigationItem", {
      text,
      link: page(key),
      navigationType,
      flyoutGroups: groups,
      subNaviOnly: false,
      isOnlyInBurgerNavigation: false,
      alwaysShowSubNavi: false,
      icon: "",
      subItems: [],
      ...extra,
    });

  const flyouts: Record<string, Blok> = {
    calendar: nav(copy.pages.calendar.name, "calendar", "calendar", [
      group(
        "types",
        fl.types,
        "circle",
        Object.entries(fl.calendarTypes).map(([k, t]) =>
          item(t, path(`/configurator-calendar?calendarType=${k}`), `calendar-${k}`),
        ),
      ),
      group("more", fl.more, "list", [
        item(copy.pages.wallCalendar.name, page("wallCalendar")),
        item(copy.pages.feedCalendar.name, page("feedCalendar")),
      ]),
    ]),
    card: nav(copy.pages.card.name, "card", "card", [
      group(
        "occasions",
        fl.occasions,
        "circle",
        Object.entries(copy.occasions).map(([k, t]) =>
          item(t, path(`/configurator-card?occasion=${k}`), `occasion-${k}`, {
            subFlyoutGroups: [
              group(`occasion-${k}`, t, "list", [
                item(`${t} – ${copy.pages.foldedCard.name}`, page("foldedCard")),
                item(`${t} – ${fl.withMultipleImages}`, path(`/configurator-card?occasion=${k}&photos=multiple`)),
              ]),
            ],
          }),
        ),
      ),
      group("additional", fl.additional, "square", [
        item(copy.pages.christmasCards.name, page("christmasCards"), "christmas"),
        item(copy.pages.envelopes.name, page("envelopes"), "envelope"),
        item(copy.pages.voucher.name, page("voucher"), "voucher"),
      ]),
    ]),
    collage: nav(copy.pages.collage.name, "collage", "collage", [
      group(
        "categories",
        fl.categories,
        "square-image",
        Object.entries(fl.collageCategories).map(([k, t]) =>
          item(t, path(`/configurator-collage?designGroup=${k}`), `collage-${k}`),
        ),
      ),
      group("start-without-design", fl.startWithoutDesign, "list", [
        item(fl.startWithoutDesign, path("/configurator-collage?designId=0")),
      ]),
      group("with-multiple-images", fl.withMultipleImages, "list", [
        item(copy.pages.collagePoster.name, page("collagePoster")),
      ]),
    ]),
    frame: nav(copy.pages.photoframe.name, "photoframe", "frame", [
      group("poster", fl.poster, "square", [
        item(copy.pages.framedPhoto.name, page("framedPhoto"), "frame"),
        item(copy.pages.poster.name, page("poster"), "poster"),
      ]),
      group("leinwand", fl.leinwand, "square", [item(copy.pages.canvas.name, page("canvas"), "canvas")]),
      group("platte", fl.platte, "square", [item(copy.pages.acrylic.name, page("acrylic"), "acrylic")]),
      group(
        "color",
        fl.color,
        "circle",
        Object.entries(fl.colours).map(([k, t]) =>
          item(
            t,
            path(
              `/configurator-photo-frame?frameType=holzrahmen&frameVariant=${k === "oak" ? "eiche" : k === "black" ? "schwarz" : "weiss"}`,
            ),
            `frame-${k}`,
          ),
        ),
      ),
      group(
        "other",
        fl.other,
        "list",
        Object.entries(fl.otherFrames).map(([k, t]) =>
          item(t, path(`/configurator-photo-frame?frameType=${k === "aluminium" ? "alurahmen" : "artbox"}`), "frame"),
        ),
      ),
      group("more", fl.more, "list", [item(copy.pages.photoframe.name, page("photoframe"))]),
    ]),
    photobook: nav(copy.pages.photobook.name, "photobook", "photobook", [
      group(
        "categories",
        fl.categories,
        "square-image",
        Object.entries(fl.photobookCategories).map(([k, t], i) =>
          item(t, path(`/configurator-photobook?categoryId=${[1, 2, 9, 10, 8][i]}`), `photobook-${k}`, {
            typeOverride: k,
          }),
        ),
      ),
      group(
        "types",
        fl.types,
        "list",
        Object.entries(fl.photobookTypes).map(([k, t]) =>
          item(t, k === "digitalfotobuch" ? page("hardcoverPhotobook") : path(`/configurator-photobook?printing=${k}`)),
        ),
      ),
      group("start-without-design", fl.startWithoutDesign, "list", [
        item(fl.startWithoutDesign, path("/configurator-photobook?templateId=0"), "photobook"),
      ]),
      group("photobook-assistant", fl.assistant, "list", [
        item(fl.assistant, path("/configurator-photobook?assistant=1")),
      ]),
      group("more", fl.more, "list", [item(copy.pages.photobook.name, page("photobook"))]),
    ]),
    wandbilder: nav(copy.pages.wallart.name, "wallart", "wandbilder", [
      group("bestseller", fl.wallartGroups.bestseller, "square", [
        item(copy.pages.canvas.name, page("canvas"), "canvas"),
        item(copy.pages.poster.name, page("poster"), "poster"),
      ]),
      group("premium", fl.wallartGroups.premium, "square", [
        item(copy.pages.acrylic.name, page("acrylic"), "acrylic"),
        item(copy.pages.framedPhoto.name, page("framedPhoto"), "frame"),
      ]),
      group("additional-products", fl.additionalProducts, "list", [
        item(copy.pages.collagePoster.name, page("collagePoster")),
        item(copy.pages.photoframe.name, page("photoframe")),
      ]),
    ]),
    accessories: nav(ch.accessories, "envelopes", "accessories", [
      group(
        "types",
        fl.types,
        "circle",
        Object.entries(fl.accessoryItems).map(([k, t]) =>
          item(t, k === "envelopes" ? page("envelopes") : path(`/configurator-card?accessory=${k}`), "envelope"),
        ),
      ),
    ]),
  };
  // Photo prints open no flyout: their groups show only as the sub-navigation (section 2, "subNaviOnly").
  flyouts.photoprint = nav(
    copy.pages.photoprint.name,
    "photoprint",
    "photoprint",
    [
      group("formats", copy.pages.photoprint.name, "square", [
        item(copy.pages.photoprint.name, page("photoprint"), "prints"),
        item(copy.pages.photoPrintsOrder.name, page("photoPrintsOrder"), "prints"),
        item(copy.pages.photobox.name, page("photobox"), "photobox"),
      ]),
    ],
    { subNaviOnly: true },
  );
  const burgerOnly = (text: string, key: PageKey, type: string) =>
    nav(text, key, type, [], { isOnlyInBurgerNavigation: true });
  const order =
    ctx.channel === "wallart"
      ? ["wandbilder", "frame", "collage", "calendar", "photobook", "card", "accessories", "photoprint"]
      : ["card", "calendar", "photobook", "collage", "frame", "wandbilder", "accessories", "photoprint"];
  const navigation = [...order.map((k) => flyouts[k]), burgerOnly(copy.pages.photobox.name, "photobox", "photobox")];
  const hotline = f.blok("ServiceHotline", { text: ch.hotline, phone: HOTLINE[country], hours: ch.hotlineHours });

  const otherChannel = ctx.channel === "kartenliebe" ? "wallart" : "kartenliebe";
  const header = f.blok("Header", {
    shopLinks: [
      textLink(ctx.channel === "kartenliebe" ? copy.pages.card.name : copy.pages.wallart.name, page("home")),
      textLink(
        otherChannel === "wallart" ? copy.pages.wallart.name : copy.pages.card.name,
        urlLink(`${origin(siteOf(otherChannel, site.domain.tld))}/`),
      ),
    ],
    magazine: [textLink(ch.magazine, info("magazine"))],
    service: [textLink(ch.service, page("contact"))],
    account: [textLink(ch.account, path(specialPath("account", locale)))],
    cart: [textLink(ch.cart, path(specialPath("cart", locale)))],
    serviceHotline: [hotline],
  });

  // The grid area names the chrome's footer grid uses: the box kind (docs/chrome.md, "Footer").
  const box = (kind: keyof typeof ch.boxes, items: Blok[]) =>
    f.blok("FooterBox", { kind, headline: ch.boxes[kind], gridArea: kind, items });
  const boxItem = (fields: Record<string, unknown>) => f.blok("FooterBoxItem", fields);
  const international = TLDS.map((tld) => {
    const s = siteOf(ctx.channel, tld);
    return boxItem({
      title: COUNTRY_NAMES[tld],
      link: urlLink(`${origin(s)}/`),
      linkImage: asset(IMAGE(`flag-${DOMAINS[tld].country.toLowerCase()}`), COUNTRY_NAMES[tld]),
    });
  });
  const domainLocales = [site.domain.defaultLocale, ...Object.values(site.domain.folders)];
  const languages = domainLocales.map((l) => {
    const folder = folderOf(site, l);
    return boxItem({
      title: LANGUAGE_NAMES[l.slice(0, 2)],
      link: urlLink(`${origin()}/${folder ? `${folder}/` : ""}`),
    });
  });

  /** Reviews written a week or two apart, the newest a week before the content's publication date. */
  const reviewDate = (i: number) => new Date(Date.UTC(2026, 9, 26) - i * 11 * 86_400_000).toISOString();
  const footer = f.blok("Footer", {
    linkbox: [
      f.blok("LinkBox", {
        headline: ch.linkbox.headline,
        linkLists: ch.linkbox.lists.map(([headline, links]) =>
          f.blok("LinkList", { headline, links: links.map(([t, k]) => textLink(t, target(k))) }),
        ),
      }),
    ],
    newsletterBlock: [
      f.blok("NewsletterBlock", {
        headline: ch.newsletter.headline,
        inputPlaceholder: ch.newsletter.placeholder,
        ctaText: ch.newsletter.cta,
        newsletterText: ch.newsletter.text,
        backgroundColor: "#c8102e",
        textColor: "#ffffff",
      }),
    ],
    communicationBlock: ch.communication.map(([headline, headlineShort, text, to]) =>
      f.blok("CommunicationTile", { headline, headlineShort, text, cta: [textLink(headlineShort, target(to))] }),
    ),
    customerOpinions: [
      f.blok("ReviewBlock", {
        title: ch.reviews.title,
        subtitle: ch.reviews.subtitle,
        reviews: ch.reviews.items.map(([title, text, authorName], i) =>
          f.blok("Review", {
            reviewId: `r-${ctx.lang}-${i + 1}`,
            stars: i % 4 === 3 ? "4" : "5",
            title,
            text,
            authorName,
            createdAt: reviewDate(i),
          }),
        ),
        stars: "4.8",
        trustScore: "4.8",
        totalReviews: "41287",
        reviewBaseLink: "https://www.trustpilot.com/reviews/",
        companyLink: `https://www.trustpilot.com/review/${productionHost(siteOf(ctx.channel, "de")).replace(/^www\./, "")}`,
      }),
    ],
    paymentMethods: PAYMENTS[country].map((id) => ({ ...asset(`/content/payment/${id}.svg`, id), id: id })),
    footerBlock: [
      box(
        "aboutShop",
        ch.aboutItems.map(([t, to]) => boxItem({ title: t, link: target(to) })),
      ),
      box("customerService", [
        ...ch.serviceItems.map(([t, to]) => boxItem({ title: t, link: target(to) })),
        boxItem({ title: ch.consentSettings, link: { ...urlLink("#"), openSetting: "ucSettings" } }),
        boxItem({
          title: ch.hotline,
          text: `${HOTLINE[country]} · ${ch.hotlineHours}`,
          link: urlLink(`tel:${HOTLINE[country].replace(/\s/g, "")}`),
        }),
      ]),
      box(
        "appLinks",
        ctx.channel === "kartenliebe"
          ? [
              boxItem({
                title: "App Store",
                link: urlLink("https://apps.apple.com/app/kartenliebe/id1089465738", "_blank"),
                linkImage: asset(IMAGE("app-store"), "App Store"),
              }),
              boxItem({
                title: "Google Play",
                link: urlLink("https://play.google.com/store/apps/details?id=de.kartenliebe.app", "_blank"),
                linkImage: asset(IMAGE("google-play"), "Google Play"),
              }),
            ]
          : [],
      ),
      box(
        "awards",
        ch.awardItems.map((t, i) => boxItem({ title: t, linkImage: asset(IMAGE(`award-${i + 1}`), t) })),
      ),
      box(
        "socialMedia",
        ["instagram", "facebook", "pinterest", "youtube"].map((n) =>
          boxItem({
            title: n[0].toUpperCase() + n.slice(1),
            link: urlLink(
              `https://www.${n}.com/${ctx.channel === "kartenliebe" ? "kartenliebe" : "wandliebe"}`,
              "_blank",
            ),
            linkImage: asset(IMAGE(`social-${n}`), n),
          }),
        ),
      ),
      box("international", international),
      box("languages", languages),
    ],
    copyrightBlock: [f.blok("CopyrightBlock", { text: ch.copyright })],
    seoViewMore: [f.blok("SeoViewMore", { text: ch.seoText })],
  });

  const content = f.blok("GlobalConfig", {
    header: [header],
    navigation,
    burger: [
      f.blok("Burger", {
        extraMenu: ch.extraMenu.map(([t, to]) => textLink(t, target(to))),
        serviceHotline: [hotline],
        serviceText: ch.serviceText,
        footer: ch.burgerFooter.map(([t, to]) => textLink(t, target(to))),
      }),
    ],
    actionBar: [
      f.blok("ActionBar", {
        barId: `${ctx.channel}-winter-sale-2027`,
        text: ch.actionBar,
        color: "#ffffff",
        backgroundColor: ctx.channel === "kartenliebe" ? "#c8102e" : "#1f3a5f",
        countdownEndDate: ACTION_BAR_END,
        actionBarEndDate: ACTION_BAR_END,
      }),
    ],
    smartBanner:
      ctx.channel === "kartenliebe"
        ? [
            f.blok("SmartBanner", {
              productName: "{brand} App",
              ratingText: ch.smartBanner.rating,
              ctaText: ch.smartBanner.cta,
              deepLink: "kartenliebe://open?path=",
            }),
          ]
        : [],
    footer: [footer],
    helpLabel: ch.help,
    helpQuestions: ch.helpQuestions.map(([question, answer]) => f.blok("HelpQuestion", { question, answer })),
  });
  return { channel: ctx.channel, fullSlug: slug, name: "Global config", content, groupKey: "global-config" };
}
