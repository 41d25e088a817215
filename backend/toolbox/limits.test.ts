/**
 * The upload and conversion paths are rate limited per network address (limits.ts, decision 047):
 * after the limit a 429 with Retry-After and the reason in the call's locale, before any work.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, SHOP_CODE_HEADER, SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import { encodePng } from "./png.ts";
import { CUSTOMER_PICTURE_PER_ADDRESS, TOOLBOX_PER_ADDRESS } from "./limits.ts";

let png: Uint8Array;

async function upload(path: string, address: string, locale = "de-DE"): Promise<Response> {
  png ??= await encodePng(1, 1, 3, new Uint8Array([1, 2, 3]));
  const form = new FormData();
  form.append("file", new File([png], "bild.png", { type: "image/png" }));
  const site = locale === "fr-FR" ? "kartenliebe-fr" : "kartenliebe-de";
  const headers = { [CLIENT_ADDRESS_HEADER]: address, [SHOP_CODE_HEADER]: site, [SHOP_LOCALE_HEADER]: locale };
  return exports.default.fetch(new Request(`http://backend${path}`, { method: "POST", body: form, headers }));
}

const kept = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM stored_files").first<{ n: number }>())!.n;

describe("rate limits of the toolbox and customer picture uploads", () => {
  it("answers 429 with Retry-After and a localised reason after the limit, keeping nothing more", async () => {
    const address = "203.0.113.7";
    const paths = [
      "/web-api/toolbox-optimize-image",
      "/web-api/toolbox-convert-pdf",
      "/web-api/toolbox-convert-file?to=application/pdf",
    ];
    for (let i = 0; i < TOOLBOX_PER_ADDRESS.max; i++) {
      const res = await upload(paths[i % paths.length]!, address);
      expect(res.status).toBe(201);
    }
    const before = await kept();
    const refused = await upload("/web-api/toolbox-optimize-image", address);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(TOOLBOX_PER_ADDRESS.windowMs / 1000);
    const { message } = await refused.json<{ message: { text: string } }>();
    expect(message.text).toMatch(
      /^Zu viele Dateien von Ihrem Anschluss\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
    const french = await upload("/web-api/toolbox-convert-pdf", address, "fr-FR");
    expect(french.status).toBe(429);
    expect((await french.json<{ message: { text: string } }>()).message.text).toMatch(
      /^Trop de fichiers depuis votre connexion/,
    );
    expect(await kept()).toBe(before);

    // Another address is not affected; customer pictures have their own, larger budget.
    expect((await upload("/web-api/toolbox-optimize-image", "203.0.113.8")).status).toBe(201);
    expect((await upload("/customer-picture/upload", address)).status).toBe(201);
    expect(CUSTOMER_PICTURE_PER_ADDRESS.max).toBeGreaterThan(TOOLBOX_PER_ADDRESS.max);
  });

  it("counts a refused upload too: bad requests use up the budget", async () => {
    const address = "203.0.113.9";
    const empty = () =>
      exports.default.fetch(
        new Request("http://backend/web-api/toolbox-optimize-image", {
          method: "POST",
          body: new FormData(),
          headers: { [CLIENT_ADDRESS_HEADER]: address },
        }),
      );
    for (let i = 0; i < TOOLBOX_PER_ADDRESS.max; i++) expect((await empty()).status).toBe(400);
    expect((await empty()).status).toBe(429);
    expect((await upload("/web-api/toolbox-optimize-image", address)).status).toBe(429);
  });
});
