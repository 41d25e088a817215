// The redesign experiments of section 9, each toggled by its story tag plus the
// visitor's treatment, on both channels and in six languages; crawlers always get the original.
import { describe, expect, it } from "vitest";
import { PAGE_FLAGS, type RedesignExperiment } from "../../shared/flags/treatments.ts";
import { NAVIGATION_DATA_ID } from "../../shared/site/islands.ts";
import type { RequestContext } from "../../worker/site/request-context.ts";
import { get, pageDataOf } from "./shop.ts";
import { renderedWithContext } from "./page-app.tsx";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Case {
  id: RedesignExperiment;
  /** A page whose story carries the tag, and one with the same block but without it. */
  tagged: string;
  untagged: string;
  /** The original block's class, which the redesign replaces. */
  original: string;
  /** The flag name as the page's channel calls it in Split. */
  flag: string;
}

const CASES: Case[] = [
  {
    id: 965,
    tagged: "http://kartenliebe.de.localhost/",
    untagged: "http://kartenliebe.de.localhost/fotokalender",
    original: 'class="teaser"',
    flag: "kl_redesign_965",
  },
  {
    id: 967,
    tagged: "http://wallart.fr.localhost/calendrier-photo/",
    untagged: "http://wallart.fr.localhost/livre-photo/",
    original: 'class="usp-teaser"',
    flag: "wa_redesign_967",
  },
  {
    id: 1031,
    tagged: "http://kartenliebe.it.localhost/quadri-personalizzati",
    untagged: "http://kartenliebe.it.localhost/fotolibro",
    original: 'class="poc-wrapper"',
    flag: "kl_redesign_1031",
  },
  {
    id: 1409,
    tagged: "http://wallart.es.localhost/",
    untagged: "http://wallart.es.localhost/cuadros-personalizados/",
    original: 'class="shop-block"',
    flag: "wa_redesign_1409",
  },
  {
    id: 1616,
    tagged: "http://kartenliebe.nl.localhost/afdruk-op-canvas",
    untagged: "http://kartenliebe.nl.localhost/fotolijsten",
    original: 'class="option-types"',
    flag: "kl_redesign_1616",
  },
  {
    id: 492,
    tagged: "http://wallart.co.uk.localhost/photo-books/",
    untagged: "http://wallart.co.uk.localhost/canvas-prints/",
    original: 'class="video-block"',
    flag: "wa_redesign_492",
  },
];

async function page(url: string, treatment: "on" | "off", userAgent = PERSON, flag?: string): Promise<string> {
  const res = await get(`${url}?${flag}=${treatment}`, { headers: { "user-agent": userAgent } });
  expect(res.status, url).toBe(200);
  return res.text();
}

const variantOf = (id: number) => `data-experiment="${id}"`;

describe.each(CASES)("redesign experiment $id", ({ id, tagged, untagged, original, flag }) => {
  it("shows the redesigned block on a tagged story with the treatment on", async () => {
    const html = await page(tagged, "on", PERSON, flag);
    expect(html).toContain(variantOf(id));
  });
  it("shows the original in control (treatment off) on the tagged story", async () => {
    const html = await page(tagged, "off", PERSON, flag);
    expect(html).not.toContain(variantOf(id));
    expect(html).toContain(original);
  });
  it("shows the original on a story without the tag, whatever the treatment", async () => {
    const html = await page(untagged, "on", PERSON, flag);
    expect(html).not.toContain(variantOf(id));
    expect(html).toContain(original);
  });
  it("always shows a crawler the original", async () => {
    const html = await page(tagged, "on", CRAWLER, flag);
    expect(html).not.toContain(variantOf(id));
    expect(html).toContain(original);
  });
});

describe("the 965 teaser of the wall-art detail pages (an A/B content block holding a teaser)", () => {
  it("shows the redesigned teaser only with the tag and the treatment", async () => {
    expect(await page("http://wallart.de.localhost/acrylglas/", "on", PERSON, "wa_redesign_965")).toContain(
      variantOf(965),
    );
    const off = await page("http://wallart.de.localhost/acrylglas/", "off", PERSON, "wa_redesign_965");
    expect(off).not.toContain(variantOf(965));
    expect(off).toContain('class="teaser"');
  });
});

describe("flags the page reads", () => {
  /** The page's request context once its body was read: the flags it read are in its treatments. */
  const render = (url: string, userAgent = PERSON) => renderedWithContext(url, { "user-agent": userAgent });
  const flagsReadBy = (request: RequestContext) => request.treatments.read();
  const names = (reads: readonly (readonly [string, string])[]) => reads.map(([flag]) => flag);

  it("are listed with their treatments: a tagged story's experiments, not an untagged one's", async () => {
    const home = flagsReadBy((await render("http://kartenliebe.de.localhost/?kl_redesign_967=on")).request);
    expect(home).toContainEqual(["kl_redesign_965", "off"]);
    expect(home).toContainEqual(["kl_redesign_967", "on"]);
    expect(names(home)).not.toContain("kl_redesign_1616");
    expect(names(home)).toEqual([...names(home)].sort());
    const contact = names(flagsReadBy((await render("http://kartenliebe.de.localhost/kontakt")).request));
    expect(contact.filter((flag) => flag.startsWith("kl_redesign_"))).toEqual([]);
  });
  it("are none for a crawler", async () => {
    expect(flagsReadBy((await render("http://kartenliebe.de.localhost/", CRAWLER)).request)).toEqual([]);
  });
  it("cover every flag that is evaluated: no flag is evaluated that nothing reads", async () => {
    const read = new Set<string>();
    for (const url of [
      "http://kartenliebe.de.localhost/",
      "http://kartenliebe.de.localhost/leinwanddruck",
      "http://kartenliebe.de.localhost/foto-im-rahmen",
    ]) {
      names(flagsReadBy((await render(url)).request)).forEach((flag) => read.add(flag));
    }
    expect([...read].sort()).toEqual([...PAGE_FLAGS].sort());
  });
});

describe("the wall-art flyout image width follows its flag", () => {
  const widths = async (treatment: "on" | "off") => {
    const html = await page("http://kartenliebe.de.localhost/", treatment, PERSON, "kl_wallart_flyout_image_width");
    const data = pageDataOf(html, NAVIGATION_DATA_ID) as {
      items: { flyout: { kind: string; rows: { imageWidth: number }[][] } | null }[];
    };
    const flyout = data.items.find((item) => item.flyout?.kind === "wandbilder")?.flyout;
    expect(flyout).toBeDefined();
    return new Set(flyout!.rows.flat().map((group) => group.imageWidth));
  };
  it("150 in control, 120 in the experiment", async () => {
    expect(await widths("off")).toEqual(new Set([150]));
    expect(await widths("on")).toEqual(new Set([120]));
  });
});
