import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignBarOf } from "../../shared/chrome/campaign-bar.ts";

function campaignData(url: string, code = "kartenliebe-de", locale = "de-DE") {
  return exports.default.fetch(
    new Request(`http://backend/web-api/campaign-data?url=${encodeURIComponent(url)}`, {
      headers: { "x-shop-code": code, "x-shop-locale": locale },
    }),
  );
}

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** The test's own campaigns, running relative to now, so the test does not age with the seed. */
beforeAll(async () => {
  await env.DB.prepare("DELETE FROM campaigns").run();
  const insert = env.DB.prepare(
    "INSERT INTO campaigns (id, channel, language, path_prefix, text, color, background_color, countdown_end, starts_at, ends_at) VALUES (?1, ?2, ?3, ?4, ?5, '#ffffff', '#1f6f50', ?6, ?7, ?8)",
  );
  await env.DB.batch([
    insert.bind(
      "calendar-sale",
      "kartenliebe",
      "de",
      "/fotokalender",
      "<b>Kalender:</b> 25 % Rabatt, nur noch {countdown}",
      iso(3),
      iso(-1),
      iso(3),
    ),
    insert.bind(
      "calendar-a3",
      "kartenliebe",
      "de",
      "/fotokalender/a3",
      "<b>A3:</b> 30 % Rabatt",
      null,
      iso(-1),
      iso(3),
    ),
    insert.bind(
      "calendar-sale",
      "kartenliebe",
      "fr",
      "/calendrier-photo",
      "<b>Calendriers :</b> -25 %, encore {countdown}",
      iso(3),
      iso(-1),
      iso(3),
    ),
    insert.bind("canvas-week", "wallart", "en", "/canvas-prints", "<b>Canvas week:</b> 30% off", null, iso(-1), iso(3)),
    insert.bind("past-sale", "kartenliebe", "de", "/fotobuch", "<b>Vorbei</b>", null, iso(-10), iso(-2)),
    insert.bind("future-sale", "kartenliebe", "de", "/karten", "<b>Bald</b>", null, iso(2), iso(9)),
  ]);
});

describe("campaign data call (section 7): the bar of the running campaign for the current path", () => {
  it("answers the campaign whose prefix matches the path, in the shape the chrome reads", async () => {
    const res = await campaignData("/fotokalender/wandkalender");
    expect(res.status).toBe(200);
    const bar = campaignBarOf(await res.json());
    expect(bar).toMatchObject({ id: "calendar-sale", text: "<b>Kalender:</b> 25 % Rabatt, nur noch {countdown}" });
    expect(Date.parse(bar?.countdownEndDate ?? "")).toBeGreaterThan(Date.now());
  });

  it("prefers the longest matching prefix", async () => {
    expect(campaignBarOf(await (await campaignData("/fotokalender/a3/quer")).json())?.id).toBe("calendar-a3");
  });

  it("answers in the locale's language and for the channel", async () => {
    const fr = campaignBarOf(await (await campaignData("/calendrier-photo", "kartenliebe-ch", "fr-CH")).json());
    expect(fr?.text).toContain("Calendriers");
    const wall = campaignBarOf(await (await campaignData("/canvas-prints/", "wallart-gb", "en-GB")).json());
    expect(wall?.id).toBe("canvas-week");
    expect(await (await campaignData("/canvas-prints", "kartenliebe-gb", "en-GB")).json()).toEqual({ bar: null });
  });

  it("answers bar null where no campaign runs: no match, a partial segment, an ended or a future campaign", async () => {
    for (const path of ["/", "/fotokalenderx", "/fotobuch", "/karten"]) {
      expect(await (await campaignData(path)).json(), path).toEqual({ bar: null });
    }
  });

  it("refuses a missing or malformed url and missing shop headers with a 400", async () => {
    expect((await campaignData("")).status).toBe(400);
    expect((await campaignData("no-slash")).status).toBe(400);
    expect((await exports.default.fetch("http://backend/web-api/campaign-data?url=/")).status).toBe(400);
  });
});
