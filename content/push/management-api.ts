/**
 * A small client of Storyblok's Management API (https://mapi.storyblok.com/v1), enough to fill a
 * space with the shop's content: paced requests (the API allows a few per second), a 429 retried
 * after a pause that grows, any other failure reported with its method, path and status and never
 * with the token. The `fetch` is injectable so tests can stand in for the real service.
 */
export interface ManagementApiOptions {
  /** For example https://mapi.storyblok.com/v1 (EU) or https://api-us.storyblok.com/v1 (US). */
  baseUrl: string;
  /** A personal access token or OAuth token of the space. */
  token: string;
  fetch?: typeof fetch;
  /** Requests per second; Storyblok allows 3 on small plans, 6 on larger ones. */
  requestsPerSecond?: number;
  /** How often a 429 is retried before the push stops. */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export class ManagementApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${method} ${path} answered ${status}${detail ? `: ${detail}` : ""}`);
    this.name = "ManagementApiError";
  }
}

export interface ManagementApi {
  get<T>(path: string, query?: Record<string, string | number>): Promise<{ body: T; total: number | null }>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  /** Every item of a paged list, 100 per page. */
  all<T>(path: string, key: string, query?: Record<string, string | number>): Promise<T[]>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createManagementApi(options: ManagementApiOptions): ManagementApi {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? sleepFor;
  const clock = options.now ?? Date.now;
  const gap = 1000 / (options.requestsPerSecond ?? 3);
  const retries = options.retries ?? 10;
  const base = options.baseUrl.replace(/\/+$/, "");
  let next = 0;

  async function pace(): Promise<void> {
    const now = clock();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + gap;
    if (wait > 0) await sleep(wait);
  }

  async function request(
    method: string,
    path: string,
    query?: Record<string, string | number>,
    body?: unknown,
  ): Promise<Response> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    for (let attempt = 0; ; attempt++) {
      await pace();
      const response = await send(url, {
        method,
        headers: { authorization: options.token, "content-type": "application/json", accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 429 && attempt < retries) {
        await sleep(gap * 2 ** Math.min(attempt, 5));
        continue;
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new ManagementApiError(method, url.pathname, response.status, detail);
      }
      return response;
    }
  }

  const api: ManagementApi = {
    async get<T>(path: string, query?: Record<string, string | number>) {
      const response = await request("GET", path, query);
      const total = response.headers.get("total");
      return { body: (await response.json()) as T, total: total === null ? null : Number(total) };
    },
    async post<T>(path: string, body: unknown) {
      return (await (await request("POST", path, undefined, body)).json()) as T;
    },
    async put<T>(path: string, body: unknown) {
      return (await (await request("PUT", path, undefined, body)).json()) as T;
    },
    async all<T>(path: string, key: string, query: Record<string, string | number> = {}) {
      const items: T[] = [];
      for (let page = 1; ; page++) {
        const { body, total } = await api.get<Record<string, T[]>>(path, { ...query, per_page: 100, page });
        const batch = body[key] ?? [];
        items.push(...batch);
        if (batch.length < 100 || (total !== null && items.length >= total)) return items;
      }
    },
  };
  return api;
}
