// The routes of section 2 with their rules and statuses: /_icons, /products and its aliases,
// /themes/{id} with its validation, /error, /feed-*, /fotos-drucken, content slugs, and the
// non-fatal 404 of an unmatched route (section 8, "Routing").
import { describe, expect, it } from "vitest";
import { translate } from "../../worker/render/i18n.ts";
import { get, getWith, htmlLangOf } from "./shop.ts";

const DEBUG_ON = { DEBUG: "1" };

async function page(url: string, init?: RequestInit) {
  const res = await get(url, init);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

function headingOf(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

describe("/_icons", () => {
  it("renders the real icon sprite in the svg-sprite layout, without the shop chrome", async () => {
    const { status, html } = await page("http://kartenliebe.de.localhost/_icons");
    expect(status).toBe(200);
    expect(html).toMatch(/<svg[^>]*class="icon-sprite"/);
    for (const icon of ["cart", "account", "service", "close", "menu"]) {
      expect(html).toMatch(new RegExp(`<symbol id="icon-${icon}" viewBox="0 0 24 24"[^>]*><path d="M`));
      expect(html).toContain(`<use href="#icon-${icon}">`);
    }
    expect(html).toContain('<main id="main" class="svg-sprite-page">');
    expect(html).not.toContain("<header");
    expect(html).not.toContain("<footer");
  });

  it("is served on the wall-art channel with its trailing slash", async () => {
    expect((await page("http://wallart.ch.localhost/fr/_icons/")).status).toBe(200);
  });
});

describe("/products", () => {
  const urls = [
    ["http://kartenliebe.de.localhost/products", "de-DE"],
    ["http://kartenliebe.ch.localhost/fr/products", "fr-CH"],
    ["http://kartenliebe.ch.localhost/d/products", "de-CH"],
    ["http://kartenliebe.ch.localhost/it/d/products", "it-CH"],
    ["http://kartenliebe.ch.localhost/d/it/products", "it-CH"],
    ["http://kartenliebe.de.localhost/kalender-konfigurator", "de-DE"],
    ["http://kartenliebe.de.localhost/karten-konfigurator", "de-DE"],
    ["http://kartenliebe.at.localhost/d/karten-konfigurator", "de-AT"],
    ["http://wallart.com.localhost/products/", "en-US"],
  ] as const;
  for (const [url, locale] of urls) {
    it(`${url} is the product overview in ${locale}`, async () => {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(htmlLangOf(html)).toBe(locale);
      expect(headingOf(html)).toBe(translate("page.products", locale));
    });
  }
});

describe("/themes/{id}", () => {
  it("a valid id renders the theme page", async () => {
    const urls = [
      ["http://kartenliebe.de.localhost/themes/1001", "de-DE", "Aurora Einschulung"],
      ["http://kartenliebe.ch.localhost/fr/d/themes/1002", "fr-CH", "Floraison – Rentrée scolaire"],
      ["http://wallart.de.localhost/themes/1003/", "de-DE", "Linea Einschulung"],
    ] as const;
    for (const [url, locale, name] of urls) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(htmlLangOf(html), url).toBe(locale);
      expect(headingOf(html), url).toBe(name);
    }
  });

  for (const id of ["abc", "0", "0123", "1234567890", "-1", "1e3", "12a"]) {
    it(`an invalid id '${id}' fails route validation: fatal 404 'Page Not Found: {path}'`, async () => {
      const path = `/themes/${id}`;
      const quiet = await page(`http://kartenliebe.de.localhost${path}`);
      expect(quiet.status).toBe(404);
      expect(quiet.html).toContain('<section class="error-page"');
      expect(quiet.html).not.toContain("Page Not Found");

      const debug = await getWith(DEBUG_ON, `http://kartenliebe.de.localhost${path}`);
      expect(debug.status).toBe(404);
      expect(await debug.text()).toContain(`<summary>Page Not Found: ${path}</summary>`);
    });
  }

  it("/themes without an id fails route validation (the id is required)", async () => {
    for (const url of ["http://kartenliebe.de.localhost/themes", "http://wallart.ch.localhost/fr/themes/"]) {
      expect((await page(url)).status, url).toBe(404);
      const debug = await getWith(DEBUG_ON, url);
      expect(await debug.text()).toContain(`<summary>Page Not Found: ${new URL(url).pathname}</summary>`);
    }
  });
});

describe("/error, feeds, photo prints, content pages", () => {
  it("/error is the error page with status 404", async () => {
    const { status, html, headers } = await page("http://kartenliebe.ch.localhost/fr/error");
    expect(status).toBe(404);
    expect(htmlLangOf(html)).toBe("fr-CH");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Never stored by any cache; pages served to people are also private (flags, decision 053).
    expect(headers.get("cache-control")?.split(/,\s*/)).toContain("no-store");
  });

  for (const kind of ["collage", "calendar", "card"]) {
    it(`/feed-${kind} is a feed page, from its story`, async () => {
      const { status, html } = await page(`http://kartenliebe.de.localhost/feed-${kind}`);
      expect(status).toBe(200);
      expect(html).toContain(`data-feed-type="${kind}"`);
    });
  }

  it("/feed-anything without a story is the generic feed page", async () => {
    const { status, html } = await page("http://kartenliebe.de.localhost/feed-anything");
    expect(status).toBe(200);
    expect(html).toContain('data-feed="feed-anything"');
  });

  it("/fotos-drucken is the photo prints page", async () => {
    const { status, html } = await page("http://kartenliebe.de.localhost/fotos-drucken");
    expect(status).toBe(200);
    expect(headingOf(html)).toBe("Fotos drucken lassen");
  });

  for (const path of ["/", "/fotobuch", "/fotokalender"]) {
    it(`${path} passes the slug sanity check and is a content page`, async () => {
      const { status, html } = await page(`http://kartenliebe.de.localhost${path}`);
      expect(status).toBe(200);
      expect(html).toContain('<main id="main" class="page">');
    });
  }

  for (const path of [
    "/sommerschlussverkauf",
    "/fotobuch/hochzeit",
    "/fotokalender/a4_quer-2025",
    "/themes/4/motive",
  ]) {
    it(`${path} passes the slug sanity check but has no story: the fatal 404`, async () => {
      const { status, html } = await page(`http://kartenliebe.de.localhost${path}`);
      expect(status).toBe(404);
      expect(html).toContain('<section class="error-page"');
    });
  }

  const unmatched = [
    "/Ueber-Uns",
    "/foo.bar",
    "/foo%20bar",
    "/_hidden",
    "/-dash",
    "/a/b/c/d/e/f/g/h/i/j/k",
    `/${"x".repeat(201)}`,
    "/%C3%BCber",
    "/feed-UPPER",
  ];
  for (const path of unmatched) {
    it(`${path.slice(0, 40)} fails the slug check: non-fatal 404 'Page not found: {path}'`, async () => {
      const quiet = await page(`http://kartenliebe.de.localhost${path}`);
      expect(quiet.status).toBe(404);
      expect(quiet.html).not.toContain("Page not found");
      const debug = await getWith(DEBUG_ON, `http://kartenliebe.de.localhost${path}`);
      expect(debug.status).toBe(404);
      expect(await debug.text()).toContain(`<summary>Page not found: ${path}</summary>`);
    });
  }
});

describe("methods", () => {
  for (const url of [
    "http://kartenliebe.de.localhost/",
    "http://kartenliebe.de.localhost/products",
    "http://wallart.ch.localhost/fr/themes/3/",
    "http://kartenliebe.de.localhost/no-such-page",
  ]) {
    it(`POST ${url} -> 405 with Allow: GET, HEAD`, async () => {
      const res = await get(url, { method: "POST", body: "x=1" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    });
  }

  it("HEAD is answered like GET, without a body", async () => {
    const res = await get("http://kartenliebe.de.localhost/products", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});
