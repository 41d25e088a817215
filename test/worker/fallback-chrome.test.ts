/**
 * The built-in chrome shown when content cannot be reached (section 8: the shop still answers): its
 * links to the shop's own routes (account, cart, gift voucher) are the localised special paths
 * the router serves, so a shopper can still log in, see the cart and buy a voucher.
 */
import { describe, expect, it } from "vitest";
import { SPECIAL_PATHS } from "../../shared/customer/special-paths.ts";
import { fixtureGlobalConfig } from "../../worker/views/chrome/fixture-global-config.ts";
import { get } from "./shop.ts";

const SITES = { international: [], languages: [] };
const CASES = [
  { channel: "kartenliebe", locale: "de-DE", host: "kartenliebe.de.localhost", lang: "de" },
  { channel: "kartenliebe", locale: "en-GB", host: "kartenliebe.co.uk.localhost", lang: "en" },
  { channel: "wallart", locale: "de-DE", host: "wallart.de.localhost", lang: "de" },
  { channel: "wallart", locale: "en-US", host: "wallart.com.localhost", lang: "en" },
] as const;

/** The status at the end of the shop's own redirects (a channel's path normalisation, for one). */
async function finalStatus(url: string): Promise<number> {
  let res = await get(url);
  for (let hop = 0; hop < 3 && res.status >= 300 && res.status < 400; hop++) res = await get(new URL(res.headers.get("location")!, url).href);
  return res.status;
}

describe("the fallback chrome's links to the shop's own pages", () => {
  for (const { channel, locale, host, lang } of CASES) {
    it(`${channel} ${locale}: account, cart and voucher links are the special paths and answer 200`, async () => {
      const config = fixtureGlobalConfig(channel, locale, "Brand", SITES, new Date("2026-11-21T12:00:00Z"));
      expect(config.header.account.link.url).toBe(SPECIAL_PATHS.account[lang]);
      expect(config.header.cart.link.url).toBe(SPECIAL_PATHS.cart[lang]);
      const links = JSON.stringify(config);
      expect(links).toContain(`"${SPECIAL_PATHS.voucher[lang]}"`);
      for (const path of [SPECIAL_PATHS.account[lang], SPECIAL_PATHS.cart[lang], SPECIAL_PATHS.voucher[lang]]) {
        expect(await finalStatus(`http://${host}${path}`), path).toBe(200);
      }
    });
  }
});
