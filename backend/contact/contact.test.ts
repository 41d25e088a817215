import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshEmail, lastMailTo, visitor } from "../test/visitor.ts";

const SERVICE = "b7f1c2d4-6a3e-4f1b-9c8d-000000000001";

describe("contact form (/web-api/contact)", () => {
  it("stores the message, mails the contact person and confirms to the sender calmly", async () => {
    const email = freshEmail("kontakt");
    const res = await visitor().call("POST", "/web-api/contact", {
      personId: SERVICE,
      name: "Karl",
      email,
      subject: "Frage",
      message: "Wo ist mein Kalender?",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: { text: "Danke für Ihre Nachricht! Wir melden uns so bald wie möglich." },
    });
    const stored = await env.DB.prepare("SELECT message FROM contact_messages WHERE email = ?")
      .bind(email)
      .first<{ message: string }>();
    expect(stored?.message).toBe("Wo ist mein Kalender?");
    const toPerson = await lastMailTo("service@kartenliebe.example");
    expect(toPerson?.text_body).toContain(email);
    expect((await lastMailTo(email))?.kind).toBe("contact-receipt");
  });

  it("answers an unknown person with 404 and the code contact-form-person-not-found, storing nothing", async () => {
    const email = freshEmail("kontakt");
    const res = await visitor().call("POST", "/web-api/contact", {
      personId: "00000000-dead-beef-0000-000000000000",
      name: "K",
      email,
      message: "Hallo",
    });
    expect(res.status).toBe(404);
    expect(await env.DB.prepare("SELECT 1 FROM contact_messages WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("validates every field with field errors", async () => {
    const res = await visitor().call("POST", "/web-api/contact", {
      personId: "x/y",
      name: "",
      email: "no",
      subject: "s".repeat(121),
      message: "",
    });
    expect(res.status).toBe(400);
    const errors = (await res.json<{ payload: { errors: object } }>()).payload.errors;
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "personId", "subject"]);
  });
});
