/**
 * The delivery promise of the BFF contract (`/web-api/delivery-promise`; docs/decisions/197): when
 * an order placed now arrives in the page's country, per product key. A page without it still
 * renders, without the promise, and `record` marks it incomplete, so the edge cache does not keep it.
 */
import type { DeliveryPromise } from "../../shared/delivery/delivery-date.ts";
import type { Env } from "../env.ts";
import { logEvent } from "../log.ts";
import type { RenderRecord } from "../render/render-record.ts";
import type { RequestContext } from "../site/request-context.ts";
import { bffJson } from "./client.ts";

export async function getDeliveryPromises(
  env: Env,
  request: RequestContext,
  record: RenderRecord,
  products: readonly string[],
): Promise<Record<string, DeliveryPromise>> {
  if (products.length === 0) return {};
  const query = new URLSearchParams(products.map((key) => ["products[]", key]));
  const answer = bffJson<{ promises: Record<string, DeliveryPromise> }>(
    env,
    request,
    `/web-api/delivery-promise?${query}`,
  ).then((body) => body.promises);
  return record.settle("delivery-promise", answer, (error: unknown) => {
    logEvent("error", "delivery-promise-unavailable", { path: request.path, error: String(error) });
    return {};
  });
}
