/** One placed order as the orders page shows it (section 3 "Order": isWhitelabelOrder). */
import type { Currency } from "../site/locales.ts";

export interface OrderSummary {
  number: string;
  currency: Currency;
  /** Minor units. */
  total: number;
  articles: number;
  isWhitelabelOrder: boolean;
  /** Milliseconds since the epoch. */
  placedAt: number;
}
