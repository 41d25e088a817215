const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe inside a script element: no `</script>`, no `<!--`, no line separators. The
 * provided context, the island props and the page data go into the page this way (section 3).
 */
export function scriptJson(value: unknown): string {
  // one pass over the text instead of one per character
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}
