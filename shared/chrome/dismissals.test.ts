import { describe, expect, it } from "vitest";
import { ACTION_BAR_MAX_AGE_S, actionBarCookie, dismissalCookie, smartBannerHref } from "./dismissals.ts";

describe("dismissal cookies (sections 4 and 5)", () => {
  it("stores the action bar's disabled flag per bar id, with safe characters only", () => {
    expect(actionBarCookie("summer-sale")).toBe("shop_action_bar_summer-sale");
    expect(actionBarCookie("a;b=c d")).toBe("shop_action_bar_abcd");
    expect(actionBarCookie(";;")).toBe("shop_action_bar_default");
  });

  it("writes a cookie with a max age", () => {
    const cookie = dismissalCookie(actionBarCookie("x"), ACTION_BAR_MAX_AGE_S, true);
    expect(cookie).toBe("shop_action_bar_x=1; Max-Age=604800; Path=/; SameSite=Lax; Secure");
  });

  it("links the smart banner to the app store deep link with the current path", () => {
    expect(smartBannerHref("https://app.kartenliebe.de/open", "/fr/cartes")).toBe(
      "https://app.kartenliebe.de/open?path=%2Ffr%2Fcartes",
    );
  });
});
