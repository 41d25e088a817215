/**
 * One labelled input of a customer form with its error message tied to it for screen readers.
 */
import type { Texts } from "./texts.ts";
import { translate } from "./texts.ts";

export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  error?: string;
  texts: Texts;
  defaultValue?: string;
  required?: boolean;
}) {
  const id = `field-${props.name}`;
  const describedBy =
    [props.hint ? `${id}-hint` : "", props.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <p className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required ?? true}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {props.hint ? (
        <small id={`${id}-hint`} className="form-field__hint">
          {props.hint}
        </small>
      ) : null}
      {props.error ? (
        <small id={`${id}-error`} className="form-field__error">
          {translate(props.texts, props.error)}
        </small>
      ) : null}
    </p>
  );
}

/** The values of a form element as a plain object of strings. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
}
