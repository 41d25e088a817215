/**
 * The tag-manager ID rule (section 5): GTM- or G- followed by upper-case letters or digits.
 * Written here because the shared validation module of the rules work was not yet merged;
 * when it is, this check moves there (docs/flags.md).
 */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export function isTagManagerId(value: unknown): value is string {
  return typeof value === "string" && TAG_MANAGER_ID_PATTERN.test(value);
}
