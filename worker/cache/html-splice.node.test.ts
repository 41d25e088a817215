import { describe, expect, it } from "vitest";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { splice, splicePlan } from "./html-splice.ts";

const OLD = "AAAAAAAAAAAAAAAAAAAAAA==";
const NEW = "bbbbbbbbbbbbbbbbbbbbbb==";
const policy = `script-src 'nonce-${OLD}' 'strict-dynamic'`;
const page =
  `<!DOCTYPE html><html><head><style nonce="${OLD}">p{}</style></head><body><p>Grüße, nonce="${OLD.slice(1)}"</p>` +
  `<script id="${CONTEXT_ELEMENT_ID}" type="application/json">{"a":"é"}</script><script nonce="${OLD}">x()</script></body></html>`;
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe("splicing a hot page", () => {
  it("writes the new nonce over every nonce attribute and puts the record right after the context", () => {
    const plan = splicePlan(bytes(page), policy)!;
    expect(plan.nonces).toHaveLength(2);
    const out = text(splice(bytes(page), plan, NEW, '<script id="m">{}</script>')!);
    expect(out).toBe(
      page
        .replaceAll(`nonce="${OLD}"`, `nonce="${NEW}"`)
        .replace("</script><script nonce", '</script><script id="m">{}</script><script nonce'),
    );
  });

  it("without a record only the nonces change, and the stored bytes stay as they were", () => {
    const body = bytes(page);
    const plan = splicePlan(body, policy)!;
    expect(text(splice(body, plan, NEW, undefined)!)).toBe(
      page.replaceAll(OLD, NEW).replace(`nonce="${NEW.slice(1)}"`, `nonce="${OLD.slice(1)}"`),
    );
    expect(text(body)).toBe(page);
  });

  it("has no plan for a page whose policy names no nonce or whose nonce is not in it", () => {
    expect(splicePlan(bytes(page), "script-src 'self'")).toBeUndefined();
    expect(splicePlan(bytes(page), null)).toBeUndefined();
    expect(splicePlan(bytes("<p>no nonce here</p>"), policy)).toBeUndefined();
  });

  it("refuses a nonce of another length, and a record when the page has no context", () => {
    const plan = splicePlan(bytes(page), policy)!;
    expect(splice(bytes(page), plan, "short", undefined)).toBeUndefined();
    const bare = `<script nonce="${OLD}"></script>`;
    const barePlan = splicePlan(bytes(bare), policy)!;
    expect(barePlan.recordAt).toBe(-1);
    expect(splice(bytes(bare), barePlan, NEW, "<script></script>")).toBeUndefined();
    expect(text(splice(bytes(bare), barePlan, NEW, undefined)!)).toBe(`<script nonce="${NEW}"></script>`);
  });
});
