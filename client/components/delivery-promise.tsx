/**
 * The delivery promise (docs/decisions/197): when the order arrives if placed now, its date marked
 * up for machines as for shoppers. The words come ready (`shared/delivery/promise-text.ts`), so
 * server views and islands render the same.
 */
import type { PromiseParts } from "../../shared/delivery/promise-text.ts";

export function DeliveryPromise({ parts }: { parts: PromiseParts | null | undefined }) {
  if (!parts) return null;
  return (
    <p className="delivery-promise">
      {parts.before}
      <time dateTime={parts.datetime}>{parts.date}</time>
      {parts.after}
    </p>
  );
}
