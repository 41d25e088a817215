/**
 * Which production time an article takes (docs/decisions/197): its product kind and, where the
 * production time differs by it, its option. The same key names a row of the backend's
 * `delivery_production` table: `wallart/leinwand`, `photobook/echtfotobuch-hard`, `card`.
 */
import type { CalculatorProduct } from "../catalogue/enumerations.ts";
import type { DesignerType } from "../designer/options.ts";

export const DELIVERY_KINDS = ["card", "calendar", "photobook", "photobox", "wallart"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

const KEY = /^(card|calendar|photobook|photobox|wallart)(?:\/([a-z0-9][a-z0-9-]{0,63}))?$/;

/** `wallart/leinwand` -> kind and option; undefined for anything else. */
export function parseDeliveryProduct(key: string): { kind: DeliveryKind; option: string } | undefined {
  const match = KEY.exec(key);
  return match ? { kind: match[1] as DeliveryKind, option: match[2] ?? "" } : undefined;
}

const CALCULATOR_KINDS: Record<CalculatorProduct, DeliveryKind> = {
  photoFrame: "wallart",
  framedMaterial: "wallart",
  photoprint: "wallart",
  collage: "wallart",
  calendar: "calendar",
  photobook: "photobook",
  photobox: "photobox",
};

/** The product kind of a calculator product. */
export function calculatorDeliveryKind(product: CalculatorProduct): DeliveryKind {
  return CALCULATOR_KINDS[product];
}

/** The key of a calculator's option (a material, frame type, calendar or photo book type). */
export function calculatorDeliveryProduct(product: CalculatorProduct, option: string): string {
  return `${CALCULATOR_KINDS[product]}/${option}`;
}

/** The key of an article handed back from the designer, from its type and parameters. */
export function articleDeliveryProduct(type: DesignerType, options: Record<string, string>): string {
  switch (type) {
    case "card":
      return "card";
    case "calendar":
      return "calendar";
    case "photobox":
      return "photobox";
    case "photobook":
      return options.printing && options.cover ? `photobook/${options.printing}-${options.cover}` : "photobook";
    default:
      return options.frameType
        ? `wallart/${options.frameType}`
        : `wallart/${options.materialType ?? ""}`.replace(/\/$/, "");
  }
}
