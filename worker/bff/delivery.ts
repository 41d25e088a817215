/**
 * The delivery promise of the BFF contract (`/web-api/delivery-promise`; docs/decisions/197): when
 * an order placed now arrives in the page's country, per product key. A page without it still
 * renders, without the promise, and is not kept in the edge cache.
 */
import type { DeliveryPromise } from "../../shared/delivery/delivery-date.ts";
import type { Env } from "../env.ts";
import { logEvent } from "../log.ts";
import { sharedRenderOf } from "../render/shared-render.ts";
import type { RequestContext } from "../site/request-context.ts";
import { bffJson } from "./client.ts";

export async function getDeliveryPromises(
  env: Env,
  request: RequestContext,
  products: readonly string[],
): Promise<Record<string, DeliveryPromise>> {
  if (products.length === 0) return {};
  const query = new URLSearchParams(products.map((key) => ["products[]", key]));
  try {
    const answer = await bffJson<{ promises: Record<string, DeliveryPromise> }>(
      env,
      request,
      `/web-api/delivery-promise?${query}`,
    );
    return answer.promises;
  } catch (error) {
    logEvent("error", "delivery-promise-unavailable", { path: request.path, error: String(error) });
    const shared = sharedRenderOf(request);
    if (shared) shared.failed = true;
    return {};
  }
}
