/**
 * The first-party help panel (section 2 "Help button", section 4 "Help messenger flags"): what the
 * help button opens in the page when no messenger is configured. Service hotline with its opening
 * hours, the contact form, and the most asked questions from the content. Loaded on the first
 * click, in place of the messenger's script. Escape or the close button close it.
 */
import { useEffect, useRef } from "react";
import { Icon } from "./icon.tsx";

export type HelpPanelTexts = {
  title: string;
  hotline: string;
  hours: string;
  contact: string;
  contactText: string;
  questions: string;
  close: string;
};

export type HelpPanelData = {
  texts: HelpPanelTexts;
  hotline: { phone: string; hours?: string } | null;
  contactHref: string;
  questions: { question: string; answer: string }[];
};

export const HELP_PANEL_ID = "help-panel";

export function HelpPanel({ data, onClose }: { data: HelpPanelData; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const { texts, hotline } = data;
  return (
    <section
      ref={ref}
      id={HELP_PANEL_ID}
      className="help-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="help-panel-title"
      tabIndex={-1}
    >
      <header className="help-panel__header">
        <h2 id="help-panel-title">{texts.title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={texts.close}>
          <Icon name="close" />
        </button>
      </header>
      {hotline ? (
        <div className="help-panel__block">
          <h3>{texts.hotline}</h3>
          <p>
            <a href={`tel:${hotline.phone.replace(/[^+\d]/g, "")}`}>{hotline.phone}</a>
          </p>
          {hotline.hours ? (
            <p className="help-panel__hours">
              {texts.hours}: {hotline.hours}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="help-panel__block">
        <h3>{texts.contact}</h3>
        <p>{texts.contactText}</p>
        <p>
          <a className="button" href={data.contactHref}>
            {texts.contact}
          </a>
        </p>
      </div>
      {data.questions.length > 0 ? (
        <div className="help-panel__block">
          <h3>{texts.questions}</h3>
          {data.questions.map((q) => (
            <details key={q.question} className="help-panel__question">
              <summary>{q.question}</summary>
              <p>{q.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
    </section>
  );
}
