/**
 * Gift vouchers in D1. A bought voucher is pending until it is paid; paying gives it a code and
 * makes it active; redeeming binds it to one cart, once (the update only succeeds on an active,
 * unredeemed voucher, so two carts racing cannot both have it).
 */
import type { Currency } from "../../shared/site/locales.ts";
import { sha256Hex } from "../customers/tokens.ts";
import { newVoucherCode } from "./codes.ts";

export interface VoucherRecord {
  id: number;
  amount: number;
  currency: Currency;
  status: "pending" | "active" | "redeemed";
  hint: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  redeemedCartId: string | null;
}

interface Row {
  id: number;
  amount: number;
  currency: Currency;
  status: VoucherRecord["status"];
  code_hint: string | null;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  redeemed_cart_id: string | null;
}

const toRecord = (row: Row): VoucherRecord => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  hint: row.code_hint ?? "",
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  senderName: row.sender_name,
  message: row.message,
  redeemedCartId: row.redeemed_cart_id,
});

export interface NewVoucher {
  amount: number;
  currency: Currency;
  cartId: string;
  lineId: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  siteCode: string;
  locale: string;
}

export async function insertPendingVoucher(db: D1Database, v: NewVoucher): Promise<void> {
  await db
    .prepare(
      `INSERT INTO vouchers (amount, currency, status, purchase_cart_id, purchase_line_id, recipient_name, recipient_email, sender_name, message, site_code, locale, created_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      v.amount,
      v.currency,
      v.cartId,
      v.lineId,
      v.recipientName,
      v.recipientEmail,
      v.senderName,
      v.message,
      v.siteCode,
      v.locale,
      Date.now(),
    )
    .run();
}

export async function findByCode(db: D1Database, code: string): Promise<VoucherRecord | undefined> {
  const row = await db
    .prepare("SELECT * FROM vouchers WHERE code_hash = ?")
    .bind(await sha256Hex(code))
    .first<Row>();
  return row ? toRecord(row) : undefined;
}

/** True when this call redeemed the voucher for the cart. */
export async function redeem(db: D1Database, code: string, cartId: string): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE vouchers SET status = 'redeemed', redeemed_cart_id = ?, redeemed_at = ? WHERE code_hash = ? AND status = 'active'",
    )
    .bind(cartId, Date.now(), await sha256Hex(code))
    .run();
  return result.meta.changes === 1;
}

export async function redeemedOn(db: D1Database, cartId: string): Promise<VoucherRecord[]> {
  const { results } = await db
    .prepare("SELECT * FROM vouchers WHERE redeemed_cart_id = ? ORDER BY redeemed_at")
    .bind(cartId)
    .all<Row>();
  return results.map(toRecord);
}

export async function deletePendingOfLine(db: D1Database, cartId: string, lineId: string): Promise<void> {
  await db
    .prepare("DELETE FROM vouchers WHERE purchase_cart_id = ? AND purchase_line_id = ? AND status = 'pending'")
    .bind(cartId, lineId)
    .run();
}

/** Gives every pending voucher bought in the cart a code and makes it active. */
export async function activatePending(
  db: D1Database,
  cartId: string,
): Promise<Array<VoucherRecord & { code: string; lineId: string }>> {
  const { results } = await db
    .prepare("SELECT *, purchase_line_id FROM vouchers WHERE purchase_cart_id = ? AND status = 'pending'")
    .bind(cartId)
    .all<Row & { purchase_line_id: string }>();
  const issued = [];
  for (const row of results) {
    const code = newVoucherCode();
    await db
      .prepare("UPDATE vouchers SET status = 'active', code_hash = ?, code_hint = ? WHERE id = ?")
      .bind(await sha256Hex(code), code.slice(-4), row.id)
      .run();
    issued.push({
      ...toRecord(row),
      status: "active" as const,
      hint: code.slice(-4),
      code,
      lineId: row.purchase_line_id,
    });
  }
  return issued;
}
