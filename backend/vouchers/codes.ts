/**
 * Voucher codes that are hard to guess: 16 characters of Crockford's base32, 80 random bits,
 * shown in groups of four. Only the SHA-256 of a code is stored, with its last four characters.
 */
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from "../../shared/forms/voucher.ts";

export function newVoucherCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(VOUCHER_CODE_LENGTH));
  // 256 is a multiple of 32, so masking keeps every character equally likely.
  return [...bytes].map((b) => VOUCHER_CODE_ALPHABET[b & 31]).join("");
}

/** `ABCD-EFGH-JKMN-PQRS`. */
export function displayCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}
