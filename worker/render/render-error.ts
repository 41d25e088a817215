/**
 * Render failures (section 8, "Logged error codes"): what went wrong while React rendered a page.
 */

/** Error code for a render failure. */
export const RENDER_ERROR_CODE = "hybrid-ssr-error";

/**
 * The page's shell could not be rendered, so there is no page to stream: the error handler answers
 * with the 500 error page. The cause is already logged under {@link RENDER_ERROR_CODE}.
 */
export class ShellRenderError extends Error {
  constructor(readonly failure: unknown) {
    super("The page shell could not be rendered", { cause: failure });
    this.name = "ShellRenderError";
  }
}
