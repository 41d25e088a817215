/**
 * The delivery promise's words for a server view or an island's props (docs/decisions/197): the
 * texts of the page's language for a product kind, made into parts around the arrival date.
 */
import type { DeliveryPromise } from "../../../shared/delivery/delivery-date.ts";
import { type DeliveryTexts, type PromiseParts, promiseParts } from "../../../shared/delivery/promise-text.ts";
import { translatorFor } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";

export type PromiseKind = "card" | "calendar" | "photobook" | "photobox" | "wallart" | "order";

export function deliveryTexts(request: RequestContext, kind: PromiseKind): DeliveryTexts {
  const t = translatorFor(request.locale);
  return {
    orderToday: t("delivery.orderToday", { time: "{{time}}" }),
    orderTomorrow: t("delivery.orderTomorrow", { time: "{{time}}" }),
    orderOn: t("delivery.orderOn", { time: "{{time}}", day: "{{day}}" }),
    whenToday: t("delivery.whenToday", { date: "{{date}}" }),
    whenTomorrow: t("delivery.whenTomorrow", { date: "{{date}}" }),
    whenOn: t("delivery.whenOn", { date: "{{date}}" }),
    arrives: t(`delivery.arrives.${kind}`, { when: "{{when}}" }),
    sentence: t("delivery.sentence", { order: "{{order}}", arrival: "{{arrival}}" }),
  };
}

/** The promise's parts in the page's language; null when there is no promise. */
export function deliveryParts(
  request: RequestContext,
  kind: PromiseKind,
  promise: DeliveryPromise | undefined | null,
): PromiseParts | null {
  return promise ? promiseParts(promise, request.locale, deliveryTexts(request, kind)) : null;
}
