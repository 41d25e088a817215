/**
 * Section 2 "Route handling": query parameters starting with an underscore are carried over on
 * internal links, the logo's and the breadcrumb's home link too (an editor clicking the logo stays
 * in preview). `carry` is the link context's already encoded `_`-parameters.
 */
export function withCarried(path: string, carry: string): string {
  if (!carry) return path;
  return path + (path.includes("?") ? "&" : "?") + carry;
}
