import { describe, expect, it } from "vitest";
import {
  CONTENT_PER_PAGE,
  CONTENT_RATE_LIMIT_MESSAGE,
  CONTENT_RATE_LIMIT_PER_SECOND,
  CONTENT_RATE_LIMIT_PER_SECOND_OAUTH,
  CONTENT_RATE_LIMIT_RETRIES,
  CONTENT_RATE_LIMIT_RETRY_DELAY_MS,
  CONTENT_UUIDS_PER_BATCH,
} from "./content-service.ts";

describe("content service limits (section 9, 'Content service'; section 8)", () => {
  it("pages by 25 and batches 50 uuids", () => {
    expect(CONTENT_PER_PAGE).toBe(25);
    expect(CONTENT_UUIDS_PER_BATCH).toBe(50);
  });

  it("keeps to 5 requests per second, 3 with an oauth token", () => {
    expect(CONTENT_RATE_LIMIT_PER_SECOND).toBe(5);
    expect(CONTENT_RATE_LIMIT_PER_SECOND_OAUTH).toBe(3);
  });

  it("retries a 429 up to 10 times, 300 ms apart, then reports 'Hit rate limit'", () => {
    expect(CONTENT_RATE_LIMIT_RETRIES).toBe(10);
    expect(CONTENT_RATE_LIMIT_RETRY_DELAY_MS).toBe(300);
    expect(CONTENT_RATE_LIMIT_MESSAGE).toBe("Hit rate limit");
  });
});
