/**
 * Texts of the customer forms in the browser: the worker translates them for the page's locale
 * and hands them over as island props (flat keys). A value that is no key (a message the server
 * already translated) is shown as it is.
 */
export type Texts = Record<string, string>;

export function translate(texts: Texts, keyOrText: string, params: Record<string, string | number> = {}): string {
  const text = texts[keyOrText] ?? keyOrText;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
