import { describe, expect, it } from "vitest";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { CARRY_SLOT } from "./html-carry.ts";
import { gunzipSync, gzipSync } from "node:zlib";
import { compressedCopy, isSplicePlan, sharedCopy, splice, spliceCompressed } from "./html-splice.ts";

const OLD = "AAAAAAAAAAAAAAAAAAAAAA==";
const NEW = "bbbbbbbbbbbbbbbbbbbbbb==";
const policy = `script-src 'nonce-${OLD}' 'strict-dynamic'`;
const context = `<script id="${CONTEXT_ELEMENT_ID}" type="application/json">{"a":"é"}</script>`;
const record = (key: string) => `<script id="${MONITORING_ELEMENT_ID}" type="application/json">{"k":"${key}"}</script>`;
const rendered = (visitor?: string) =>
  `<!DOCTYPE html><html><head><style nonce="${OLD}">p{}</style>${context}${visitor ? record(visitor) : ""}` +
  `<script nonce="${OLD}">x()</script></head><body><p>Grüße, nonce="${OLD.slice(1)}"</p></body></html>`;
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe("the shared copy of a rendered page", () => {
  it("cuts the visitor's record out and notes every nonce attribute and the record's place", () => {
    const copy = sharedCopy(bytes(rendered("visitor-1")), policy)!;
    expect(text(copy.body)).toBe(rendered());
    expect(copy.plan.nonces).toHaveLength(2);
    expect(isSplicePlan(copy.plan, copy.body.length)).toBe(true);
    expect(isSplicePlan(JSON.parse(JSON.stringify(copy.plan)), copy.body.length)).toBe(true);
    expect(isSplicePlan(copy.plan, copy.plan.recordAt)).toBe(false);
  });

  it("splices a new nonce over every nonce attribute and the next visitor's record in its place", () => {
    const copy = sharedCopy(bytes(rendered("visitor-1")), policy)!;
    const out = text(splice(copy.body, copy.plan, NEW, record("visitor-2")));
    expect(out).toBe(rendered("visitor-2").replaceAll(`nonce="${OLD}"`, `nonce="${NEW}"`));
    expect(text(copy.body)).toBe(rendered());
  });

  it("without a record (a crawler) only the nonces change", () => {
    const copy = sharedCopy(bytes(rendered()), policy)!;
    expect(text(splice(copy.body, copy.plan, NEW, undefined))).toBe(
      rendered().replaceAll(`nonce="${OLD}"`, `nonce="${NEW}"`),
    );
  });

  it("has no copy for a page whose policy names no nonce, whose body has none, or that has no context", () => {
    expect(sharedCopy(bytes(rendered()), "script-src 'self'")).toBeUndefined();
    expect(sharedCopy(bytes(rendered()), null)).toBeUndefined();
    expect(sharedCopy(bytes(`${context}<p>no nonce here</p>`), policy)).toBeUndefined();
    expect(sharedCopy(bytes(`<script nonce="${OLD}"></script>`), policy)).toBeUndefined();
  });

  it("refuses a nonce of another length, and a stored plan that is not whole", () => {
    const copy = sharedCopy(bytes(rendered()), policy)!;
    expect(() => splice(copy.body, copy.plan, "short", undefined)).toThrow();
    expect(isSplicePlan({ nonces: [], nonceLength: 24, recordAt: 5 }, 100)).toBe(false);
    expect(isSplicePlan({ nonces: [3], nonceLength: 24, recordAt: 5 }, 100)).toBe(false);
    expect(isSplicePlan({ nonces: [3], nonceLength: 24, recordAt: -1 }, 100)).toBe(false);
    expect(isSplicePlan(null, 100)).toBe(false);
  });
});

describe("carried parameters in a shared copy", () => {
  const withSlots = (visitor?: string) =>
    rendered(visitor).replace(
      "<p>Grüße",
      `<a href="/?${CARRY_SLOT}">a</a><a href="/x?p=2&amp;${CARRY_SLOT}">b</a><p>Grüße`,
    );

  it("writes each visitor's own parameters into the slots, or takes the slots out with their separators", () => {
    const copy = sharedCopy(bytes(withSlots("visitor-1")), policy)!;
    expect(copy.plan.carries).toHaveLength(2);
    expect(isSplicePlan(JSON.parse(JSON.stringify(copy.plan)), copy.body.length)).toBe(true);
    const out = text(splice(copy.body, copy.plan, NEW, record("visitor-2"), "_x=7&_y=a.b"));
    expect(out).toContain('<a href="/?_x=7&_y=a.b">a</a><a href="/x?p=2&amp;_x=7&_y=a.b">b</a>');
    expect(out).toContain(record("visitor-2"));
    expect(out).not.toContain(OLD);
    const plain = text(splice(copy.body, copy.plan, NEW, undefined, ""));
    expect(plain).toContain('<a href="/">a</a><a href="/x?p=2">b</a>');
    expect(plain).not.toContain(CARRY_SLOT);
  });
});

describe("the compressed copy of a shared page", () => {
  const page = (visitor?: string) =>
    rendered(visitor)
      .replace("<p>Grüße", `<a href="/?${CARRY_SLOT}">a</a>${"<li>Fotokalender A4 quer</li>".repeat(400)}<p>Grüße`)
      .replace("</body>", `<script nonce="${OLD}">y()</script></body>`);

  it("inflates to what the splice writes for a visitor who carries nothing, record or none", () => {
    const copy = sharedCopy(bytes(page("visitor-1")), policy)!;
    const compressed = compressedCopy(copy.body, copy.plan);
    expect(compressed.parts).toEqual(["nonce", "record", "nonce", "nonce"]);
    for (const visitor of [record("visitor-2"), record("a-much-longer-visitor-key-than-before"), undefined]) {
      const gzip = spliceCompressed(compressed, NEW, visitor);
      expect(text(gunzipSync(gzip))).toBe(text(splice(copy.body, copy.plan, NEW, visitor, "")));
    }
  });

  it("costs about what the whole page compressed at once costs", () => {
    // A page's worth of varied markup after the record, across nonces (the pages measured 2-3 % over).
    const rows = Array.from({ length: 3000 }, (_, i) => `<li data-i="${(i * 7919) % 10007}">Karte ${i % 97}</li>`).join(
      "",
    );
    const big = page().replace("<p>Grüße", `${rows}<p>Grüße`);
    const copy = sharedCopy(bytes(big), policy)!;
    const whole = gzipSync(splice(copy.body, copy.plan, NEW, undefined, "")).length;
    const pieces = spliceCompressed(compressedCopy(copy.body, copy.plan), NEW, undefined).length;
    expect(pieces).toBeLessThan(whole * 1.05);
  });
});
