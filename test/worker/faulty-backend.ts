// The backend binding of the fault tests (it also serves the embedded content API), failing or
// slow while a rule says so; otherwise the real embedded backend.
import { env } from "cloudflare:test";

export function faultyBackend() {
  let fails: { matches: (url: URL) => boolean; answer: () => Response } | undefined;
  let slow: { matches: (url: URL) => boolean; ms: number } | undefined;
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (slow?.matches(url)) await new Promise((resolve) => setTimeout(resolve, slow!.ms));
      if (fails?.matches(url)) return fails.answer();
      return env.BACKEND!.fetch(request);
    },
  } as unknown as Fetcher;
  return {
    binding,
    /** Answers what `matches` with a 503, or with `answer` (a broken body, say). */
    fail(matches: (url: URL) => boolean, answer = () => new Response("backend down", { status: 503 })) {
      fails = { matches, answer };
    },
    slow(matches: (url: URL) => boolean, ms: number) {
      slow = { matches, ms };
    },
    recover() {
      fails = undefined;
      slow = undefined;
    },
  };
}

/** Calls of the content API (embedded on the backend) that `matches`. */
export const contentApi = (matches: (url: URL) => boolean) => (url: URL) =>
  url.pathname.includes("/cdn/") && matches(url);
