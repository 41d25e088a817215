import { describe, expect, it } from "vitest";
import { tagManagerIdSchema } from "./tag-manager-id.ts";

describe("tag-manager ID: GTM- or G- followed by uppercase letters or digits (section 5)", () => {
  it.each(["GTM-ABC1234", "GTM-1", "G-XYZ123ABCD", "G-0"])("accepts %j", (id) => {
    expect(tagManagerIdSchema.safeParse(id).success).toBe(true);
    expect(tagManagerIdSchema.parse(id)).toBe(id);
  });

  it.each([
    ["lowercase letters", "GTM-abc123"],
    ["lowercase prefix", "gtm-ABC123"],
    ["nothing after the prefix", "GTM-"],
    ["nothing after G-", "G-"],
    ["other prefix", "UA-123456-1"],
    ["prefix without hyphen", "GTMABC"],
    ["second hyphen", "G-ABC-123"],
    ["script injection", 'GTM-ABC"><script>'],
    ["query string", "GTM-ABC&l=x"],
    ["trailing newline", "GTM-ABC\n"],
    ["leading space", " GTM-ABC"],
    ["empty", ""],
  ])("rejects %s: %j", (_, id) => {
    expect(tagManagerIdSchema.safeParse(id).success).toBe(false);
  });
});
