/**
 * Gift voucher forms (section 7, `/gift-voucher` and `/web-api/voucher`): buying one for the cart,
 * and checking or redeeming a code.
 */
import * as z from "zod";
import type { Currency } from "../site/locales.ts";
import { emailField, nameField, textField } from "./fields.ts";

/**
 * The amounts a gift voucher can be bought for, in minor units per currency. The specification
 * does not show voucher limits (section 9); these are the shop's choice.
 */
export const VOUCHER_AMOUNTS: Record<Currency, readonly number[]> = {
  eur: [1000, 2500, 5000, 10000],
  chf: [2000, 3000, 5000, 10000],
  gbp: [1000, 2500, 5000, 10000],
  usd: [1500, 2500, 5000, 10000],
};

export const giftVoucherForm = z.object({
  amount: z.coerce
    .number({ error: "form.amountInvalid" })
    .int({ error: "form.amountInvalid" })
    .positive({ error: "form.amountInvalid" }),
  recipientName: nameField,
  recipientEmail: emailField,
  senderName: nameField,
  message: textField(300, false).default(""),
});

/**
 * Voucher codes: sixteen characters of Crockford's base32 (no I, L, O, U), shown in groups of four.
 * Spaces and dashes are ignored and letters read in upper case.
 */
export const VOUCHER_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VOUCHER_CODE_LENGTH = 16;

export function normaliseVoucherCode(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

export const voucherCodeForm = z.object({
  code: z
    .string({ error: "form.voucherInvalid" })
    .max(40, { error: "form.voucherInvalid" })
    .transform(normaliseVoucherCode)
    .refine(
      (code) => code.length === VOUCHER_CODE_LENGTH && [...code].every((ch) => VOUCHER_CODE_ALPHABET.includes(ch)),
      {
        error: "form.voucherInvalid",
      },
    ),
  action: z.enum(["check", "redeem"], { error: "form.choiceInvalid" }).default("check"),
});

/** A cart quantity: the quantity list of section 9 goes up to 5000. */
export const cartQuantityForm = z.object({
  quantity: z.coerce
    .number({ error: "form.quantityInvalid" })
    .int({ error: "form.quantityInvalid" })
    .min(1, { error: "form.quantityInvalid" })
    .max(5000, { error: "form.quantityInvalid" }),
});
