/**
 * Stories other stories relate to (section 3 "Relations resolved on fetch"): the USP list, the
 * occasions container, frame and accessory types, the service person and the product snippet.
 */
import { picture } from "./pictures.ts";
import { type LocaleContext, sharedSlug } from "./pages.ts";
import { BlokFactory, type StoryDraft, urlLink } from "./story.ts";

function shared(
  ctx: LocaleContext,
  name: string,
  title: string,
  build: (f: BlokFactory) => ReturnType<BlokFactory["blok"]>,
): StoryDraft {
  const slug = sharedSlug(ctx, name);
  const f = new BlokFactory(`${ctx.channel}:${slug}`);
  return { channel: ctx.channel, fullSlug: slug, name: title, content: build(f), groupKey: `shared:${name}` };
}

const PHONE: Record<string, string> = {
  de: "+49 30 1234 5670",
  en: "+44 20 7946 0321",
  fr: "+33 1 84 88 12 34",
  it: "+39 02 9475 1234",
  es: "+34 910 123 456",
  nl: "+31 20 808 1234",
};

export function sharedStories(ctx: LocaleContext): StoryDraft[] {
  const { copy } = ctx;
  const stories: StoryDraft[] = [
    shared(ctx, "usps", "USPs", (f) =>
      f.blok("UspTeaser", {
        items: copy.usps.map(([title, text], i) =>
          f.blok("UspItem", { title, text, icon: ["truck", "printer", "heart"][i] }),
        ),
      }),
    ),
    shared(ctx, "occasions", copy.chrome.flyout.occasions, (f) =>
      f.blok("Container", {
        headline: copy.chrome.flyout.occasions,
        body: [
          f.blok("Shop", {
            headline: copy.chrome.flyout.occasions,
            products: Object.entries(copy.occasions).map(([key, title]) =>
              f.blok("CategoryTile", {
                title,
                image: picture(`occasion-${key}`, ctx.lang, title),
                link: urlLink(`/configurator-card?occasion=${key}`),
              }),
            ),
          }),
        ],
      }),
    ),
    shared(ctx, "service-person", copy.words.contactPersonRole, (f) =>
      f.blok("Person", {
        name: "Miriam Albers",
        role: copy.words.contactPersonRole,
        image: picture("service", ctx.lang, copy.words.contactPersonRole),
        phone: PHONE[ctx.lang],
        email: `service@${ctx.channel === "kartenliebe" ? "kartenliebe" : "wandliebe"}.de`,
      }),
    ),
    shared(ctx, "product-snippet", copy.words.formatsAndPrices, (f) =>
      f.blok("ProductSnippet", { headline: copy.usps[0][0], text: `${copy.usps[0][1]} · ${copy.usps[2][0]}` }),
    ),
  ];
  for (const [key, [name, text]] of Object.entries(copy.frames)) {
    stories.push(
      shared(ctx, `frames/${key}`, name, (f) =>
        f.blok("FrameType", { frameType: key, name, text, image: picture(`frame-type-${key}`, ctx.lang, name) }),
      ),
    );
  }
  for (const [key, [name, text]] of Object.entries(copy.accessories)) {
    stories.push(
      shared(ctx, `accessories/${key}`, name, (f) =>
        f.blok("AccessoryType", { accessoryType: key, name, text, image: picture(`accessory-${key}`, ctx.lang, name) }),
      ),
    );
  }
  return stories;
}
