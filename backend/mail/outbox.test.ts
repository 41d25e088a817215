import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshEmail, visitor } from "../test/visitor.ts";
import { sendMail } from "./outbox.ts";

afterEach(() => {
  vi.restoreAllMocks();
  env.MAIL_PROVIDER = undefined;
  env.MAIL_API_KEY = undefined;
  env.MAIL_FROM = undefined;
});

const mail = (to: string) => ({
  kind: "test",
  to,
  subject: "Hallo",
  text: "Link: https://x.example/a?b=c",
  html: "<p>Hallo</p>",
  siteCode: "kartenliebe-de",
  locale: "de-DE",
});

describe("mail outbox", () => {
  it("keeps every mail readable on the development page, with its links", async () => {
    const to = freshEmail("outbox");
    await visitor().call("POST", "/web-api/newsletter-subscribe", { email: to });
    const list = await exports.default.fetch(`http://backend/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(list.headers.get("content-type")).toMatch(/text\/html/);
    const html = await list.text();
    const id = html.match(/href="outbox\/(\d+)"/)![1];
    const one = await (await exports.default.fetch(`http://backend/dev/outbox/${id}`)).text();
    expect(one).toMatch(/<a href="http:\/\/kartenliebe\.de\.localhost:8806\/newsletter\?confirm=[A-Za-z0-9_-]{43}">/);
    expect((await exports.default.fetch("http://backend/dev/outbox/abc")).status).toBe(404);
  });

  it("has no development page outside development and test", async () => {
    const saved = env.ENVIRONMENT;
    env.ENVIRONMENT = "production";
    try {
      expect((await exports.default.fetch("http://backend/dev/outbox")).status).toBe(404);
      expect((await exports.default.fetch("http://backend/dev/outbox.json")).status).toBe(404);
    } finally {
      env.ENVIRONMENT = saved;
    }
  });

  it("hands mails to the configured provider and keeps only their metadata (provider mocked: an outside service)", async () => {
    env.MAIL_PROVIDER = "resend";
    env.MAIL_API_KEY = "re_test";
    env.MAIL_FROM = "shop@kartenliebe.example";
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "provider-123" }));
    const to = freshEmail("provider");
    await sendMail(env, mail(to));
    const [url, init] = spy.mock.calls[0];
    expect(url).toBe("https://api.resend.com/emails");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer re_test");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      from: "shop@kartenliebe.example",
      to: [to],
      subject: "Hallo",
    });
    const row = await env.DB.prepare("SELECT status, provider_id, text_body FROM mail_outbox WHERE to_address = ?")
      .bind(to)
      .first();
    expect(row).toEqual({ status: "sent", provider_id: "provider-123", text_body: null });
  });

  it("marks a mail the provider refuses as failed and keeps it for a retry", async () => {
    env.MAIL_PROVIDER = "resend";
    env.MAIL_API_KEY = "re_test";
    env.MAIL_FROM = "shop@kartenliebe.example";
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("nope", { status: 422 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const to = freshEmail("provider");
    await sendMail(env, mail(to));
    const row = await env.DB.prepare("SELECT status, text_body FROM mail_outbox WHERE to_address = ?").bind(to).first();
    expect(row).toEqual({ status: "failed", text_body: "Link: https://x.example/a?b=c" });
  });
});
