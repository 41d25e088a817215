/**
 * Link prefetch (specification section 2, "Route handling"; section 9): at most 5 preloads at
 * once, and none on save-data or 2G connections. The browser service feeds hovered and focused
 * internal links into this queue.
 */

/** Section 9: prefetch limit. */
export const PREFETCH_LIMIT = 5;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

export interface PrefetchQueue {
  /** Asks for a prefetch; each address is fetched at most once. */
  request(href: string): void;
  running(): number;
}

/** A queue that runs at most `limit` loads at once and each address once. */
export function createPrefetchQueue(load: (href: string) => Promise<unknown>, limit = PREFETCH_LIMIT): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const href = waiting.shift() as string;
      active++;
      load(href)
        .catch(() => undefined)
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    request(href) {
      if (seen.has(href)) return;
      seen.add(href);
      waiting.push(href);
      pump();
    },
    running: () => active,
  };
}
