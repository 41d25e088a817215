import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { islandPropsOf } from "./shop.ts";

const islandProps = islandPropsOf;

describe("contact page: the content's contact form block (section 2) with its person (section 3 ContactForm.person)", () => {
  it("renders the customer area's contact form addressed to the content's contact person", async () => {
    const res = await exports.default.fetch(new Request("http://kartenliebe.de.localhost/kontakt"));
    expect(res.status).toBe(200);
    const html = await res.text();
    const props = islandProps(html, "contact-form");
    expect(props).toMatchObject({ personName: "Miriam Albers" });
    expect(String(props?.personId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the backend knows that person, so a message sent through the form reaches a mailbox", async () => {
    const html = await (await exports.default.fetch(new Request("http://kartenliebe.co.uk.localhost/contact"))).text();
    const personId = String(islandProps(html, "contact-form")?.personId);
    const res = await exports.default.fetch(
      new Request("http://kartenliebe.co.uk.localhost/bff/web-api/contact", { method: "POST" }),
    );
    // Without the same-origin proof and CSRF token the proxy refuses the post: nothing is stored.
    expect(res.status).toBe(403);
    const row = await env.TEST_BACKEND_DB.prepare("SELECT email FROM contact_persons WHERE id = ?1")
      .bind(personId)
      .first<{ email: string }>();
    expect(row?.email).toBe("service@kartenliebe.example");
  });
});

describe("footer newsletter block (sections 2, 5 and 7): the customer area's newsletter form", () => {
  it("posts to the path ending /newsletter/subscribe built from platform and sub-locale, with the page as unique identifier", async () => {
    const html = await (
      await exports.default.fetch(new Request("http://kartenliebe.ch.localhost/fr/calendrier-photo"))
    ).text();
    const props = islandProps(html, "newsletter-form");
    expect(String(props?.action)).toMatch(/\/newsletter\/subscribe$/);
    expect(String(props?.action)).toContain("/fr");
    expect(props?.uniqueIdentifier).toBeTruthy();
  });
});
