/**
 * The chunk reload guard (section 8, "Routing"; section 9, "Timing"): a chunk load failure
 * reloads the page, limited to once per 10 seconds per path.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
