/**
 * Customer accounts in D1, mapped to one record type at this border.
 */
import { sha256Hex } from "./tokens.ts";

export interface CustomerRecord {
  id: number;
  email: string;
  emailHash: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  type: number;
  isWhitelabel: boolean;
  whitelabelOrder: boolean;
  /** The customer number shown to the customer: 100000 plus the row id. */
  number: string;
}

interface Row {
  id: number;
  email: string;
  email_hash: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  type: number;
  is_whitelabel: number;
  whitelabel_order: number;
}

const CUSTOMER_NUMBER_BASE = 100000;

const toRecord = (row: Row): CustomerRecord => ({
  id: row.id,
  email: row.email,
  emailHash: row.email_hash,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  type: row.type,
  isWhitelabel: row.is_whitelabel === 1,
  whitelabelOrder: row.whitelabel_order === 1,
  number: String(CUSTOMER_NUMBER_BASE + row.id),
});

export async function findByEmail(db: D1Database, email: string): Promise<CustomerRecord | undefined> {
  const row = await db.prepare("SELECT * FROM customers WHERE email = ?").bind(email).first<Row>();
  return row ? toRecord(row) : undefined;
}

export async function findById(db: D1Database, id: number): Promise<CustomerRecord | undefined> {
  const row = await db.prepare("SELECT * FROM customers WHERE id = ?").bind(id).first<Row>();
  return row ? toRecord(row) : undefined;
}

export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  siteCode: string;
  locale: string;
}

/** The new customer, or undefined when the address is taken (also under a race). */
export async function insertCustomer(db: D1Database, input: NewCustomer): Promise<CustomerRecord | undefined> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, email_hash, password_hash, first_name, last_name, site_code, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email) DO NOTHING RETURNING *`,
    )
    .bind(
      input.email,
      await sha256Hex(input.email),
      input.passwordHash,
      input.firstName,
      input.lastName,
      input.siteCode,
      input.locale,
      Date.now(),
    )
    .first<Row>();
  return row ? toRecord(row) : undefined;
}

export async function updatePassword(db: D1Database, id: number, passwordHash: string): Promise<void> {
  await db.prepare("UPDATE customers SET password_hash = ? WHERE id = ?").bind(passwordHash, id).run();
}

export async function updateProfile(db: D1Database, id: number, firstName: string, lastName: string): Promise<void> {
  await db
    .prepare("UPDATE customers SET first_name = ?, last_name = ? WHERE id = ?")
    .bind(firstName, lastName, id)
    .run();
}

export async function setWhitelabelOrder(db: D1Database, id: number, enabled: boolean): Promise<void> {
  await db
    .prepare("UPDATE customers SET whitelabel_order = ? WHERE id = ?")
    .bind(enabled ? 1 : 0, id)
    .run();
}
