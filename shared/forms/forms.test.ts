import { describe, expect, it } from "vitest";
import { loginForm, signupForm } from "./account.ts";
import { contactForm } from "./contact.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { isNewsletterEmail } from "./newsletter-check.ts";
import { giftVoucherForm, normaliseVoucherCode, voucherCodeForm } from "./voucher.ts";
import { wishlistItemForm } from "./wishlist.ts";

describe("one schema per form, for browser and server (section 5)", () => {
  it("matches the newsletter's basic address pattern: local part, @, domain, dot, suffix of at least 2", () => {
    expect(isNewsletterEmail("erika@example.de")).toBe(true);
    expect(isNewsletterEmail(" erika@mail.example.co.uk ")).toBe(true);
    for (const bad of ["erika", "erika@", "@example.de", "erika@example", "erika@example.d", "er ika@example.de"])
      expect(isNewsletterEmail(bad)).toBe(false);
  });

  it("reads sign-up addresses in lower case and keeps passwords as given, at least 12 and at most 128 characters", () => {
    const ok = signupForm.parse({
      email: " Erika@Example.DE ",
      password: " zwölf Zeichen ",
      firstName: " Erika ",
      lastName: "Muster",
    });
    expect(ok).toEqual({
      email: "erika@example.de",
      password: " zwölf Zeichen ",
      firstName: "Erika",
      lastName: "Muster",
    });
    const bad = signupForm.safeParse({
      email: "erika@example.de",
      password: "x".repeat(129),
      firstName: "a\u0000b",
      lastName: "",
    });
    expect(fieldErrorsOf(bad.error!)).toEqual({
      password: "form.passwordTooLong",
      firstName: "form.nameInvalid",
      lastName: "form.nameRequired",
    });
  });

  it("names every missing or mistyped field of the log-in form", () => {
    expect(fieldErrorsOf(loginForm.safeParse({ email: 42 }).error!)).toEqual({
      email: "form.emailRequired",
      password: "form.passwordRequired",
    });
  });

  it("normalises voucher codes and refuses letters outside Crockford's base32", () => {
    expect(normaliseVoucherCode("abcd-efgh jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
    expect(voucherCodeForm.safeParse({ code: "ABCD-EFGH-JKMN-PQRS" }).data).toEqual({
      code: "ABCDEFGHJKMNPQRS",
      action: "check",
    });
    expect(voucherCodeForm.safeParse({ code: "ILOU-EFGH-JKMN-PQRS" }).success).toBe(false);
    expect(
      giftVoucherForm.safeParse({ amount: "25.5", recipientName: "I", recipientEmail: "i@x.de", senderName: "M" })
        .success,
    ).toBe(false);
  });

  it("bounds the wishlist and contact fields", () => {
    expect(wishlistItemForm.safeParse({ kind: "theme", itemId: "1234" }).success).toBe(true);
    expect(wishlistItemForm.safeParse({ kind: "theme", itemId: "A/B" }).success).toBe(false);
    expect(
      contactForm.safeParse({ personId: "p-1", name: "K", email: "k@x.de", message: "x".repeat(5001) }).success,
    ).toBe(false);
    expect(
      contactForm.safeParse({ personId: "p-1", name: "K", email: "k@x.de", message: "Zeile 1\nZeile 2" }).success,
    ).toBe(true);
  });

  it("refuses new passwords of control characters, only white space or one repeated character", () => {
    const errorOf = (password: string) =>
      fieldErrorsOf(signupForm.safeParse({ email: "e@x.de", password, firstName: "E", lastName: "M" }).error!).password;
    expect(errorOf("\u0000".repeat(12))).toBe("form.passwordControl");
    expect(errorOf("gut-genug\u0085-sonst")).toBe("form.passwordControl");
    expect(errorOf(" ".repeat(12))).toBe("form.passwordBlank");
    expect(errorOf("\u3000".repeat(12))).toBe("form.passwordBlank");
    expect(errorOf("a".repeat(12))).toBe("form.passwordRepeated");
    expect(errorOf("😀".repeat(12))).toBe("form.passwordRepeated");
    expect(
      signupForm.safeParse({ email: "e@x.de", password: "aaaaaaaaaaab", firstName: "E", lastName: "M" }).success,
    ).toBe(true);
  });

  it("keeps the contact subject and names on one line", () => {
    const base = { personId: "p-1", name: "K", email: "k@x.de", message: "Zeile 1\nZeile 2" };
    for (const subject of ["a\r\nBcc: x@y.de", "a\nb", "a\rb", "a\u2028b", "a\u0085b"]) {
      expect(fieldErrorsOf(contactForm.safeParse({ ...base, subject }).error!).subject, JSON.stringify(subject)).toBe(
        "form.lineInvalid",
      );
    }
    expect(contactForm.safeParse({ ...base, name: "K\u2029X" }).success).toBe(false);
    expect(contactForm.safeParse({ ...base, subject: "Frage zum Kalender" }).success).toBe(true);
  });
});
