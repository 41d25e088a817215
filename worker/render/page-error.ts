/**
 * Errors a route raises to end a page early (specification section 8, "Routing").
 * Fatal errors stand for failed route validation; non-fatal ones for an unmatched route.
 */
export class PageError extends Error {
  constructor(
    readonly status: 404 | 400 | 410,
    message: string,
    readonly fatal: boolean,
    /** The code of the specification's error catalogue this error is logged under, if any. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "PageError";
  }
}

/** Failed route validation: fatal 404 'Page Not Found: {path}'. */
export function validationFailed(path: string): PageError {
  return new PageError(404, `Page Not Found: ${path}`, true);
}

/** No matching route: non-fatal 404 'Page not found: {path}'. */
export function routeNotFound(path: string): PageError {
  return new PageError(404, `Page not found: ${path}`, false);
}

/** A page's validation rule: any result other than `true` raises the fatal 404 (section 2). */
export function validateRoute(path: string, rule: () => unknown): void {
  if (rule() !== true) throw validationFailed(path);
}
