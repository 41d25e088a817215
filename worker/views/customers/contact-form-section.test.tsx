import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactFormSection } from "./contact-form-section.tsx";

afterEach(() => vi.restoreAllMocks());

describe("contact form block (section 2; relation ContactForm.person)", () => {
  it("renders the form to the block's contact person", () => {
    const html = renderToString(
      <ContactFormSection
        locale="de-DE"
        path="/kontakt"
        person={{ uuid: "b7f1c2d4-6a3e-4f1b-9c8d-000000000001", name: "Kundenservice" }}
      />,
    );
    expect(html).toContain('data-island="contact-form"');
    expect(html).toContain("An: Kundenservice");
    expect(html).toContain("Nachricht senden");
  });

  it("renders nothing and logs contact-form-person-not-found when the person is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(renderToString(<ContactFormSection locale="de-DE" path="/kontakt" person={undefined} />)).toBe("");
    expect(JSON.parse(String(warn.mock.calls[0][0]))).toMatchObject({
      level: "warn",
      code: "contact-form-person-not-found",
      path: "/kontakt",
    });
  });
});
