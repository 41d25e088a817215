/**
 * Password reset and change (section 7, "POST customer password reset").
 * POST /customer/password-reset {email}: always the same answer after the same work; the mail, only
 * for a known address, is written after the answer.
 * POST /customer/password-reset/confirm {token, password}: the token is single-use and expires
 * after an hour; using it ends every session of the account. PUT /customer/password changes the
 * password of the logged-in customer.
 */
import { type Context, Hono } from "hono";
import { passwordChangeForm, passwordResetForm, passwordResetRequestForm } from "../../shared/forms/account.ts";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { publicPath } from "../../shared/site/path.ts";
import { folderOf } from "../../shared/site/sites.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { busy, failure, textsFor } from "./answers.ts";
import { unlessBusy } from "./hashing-gate.ts";
import { weakPasswordAnswer } from "./password-rules.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import {
  PASSWORD_CHANGE_PER_ACCOUNT,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  bucket,
  clear,
  giveBack,
  take,
  tooMany,
} from "./rate-limit.ts";
import { readForm } from "./read-form.ts";
import { currentCustomer, endAllSessions, startSession } from "./sessions.ts";
import { shopOf } from "./shop.ts";
import { findByEmail, updatePassword } from "./store.ts";
import { newToken, sha256Hex } from "./tokens.ts";

/** A reset link works for one hour, once. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The part of a reset request that differs between a known and an unknown address, run after the
 * answer (waitUntil): the answer takes the same work and time for both (decision 042).
 */
async function mailResetLink(c: Context<BackendAppEnv>, email: string): Promise<void> {
  const db = c.env.DB;
  const shop = shopOf(c);
  if ((await take(db, [await bucket(RESET_PER_ACCOUNT, email)])) > 0) return;
  const customer = await findByEmail(db, email);
  if (!customer) return;
  const token = newToken();
  await db
    .prepare("INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(token), customer.id, Date.now() + RESET_TOKEN_LIFETIME_MS)
    .run();
  const path = publicPath(shop.site, specialPath("account", shop.locale), { folder: folderOf(shop.site, shop.locale) });
  const link = `${shop.origin}${path}?reset=${token}`;
  await sendMail(c.env, composeMail(c, "password-reset", email, { firstName: customer.firstName }, link));
}

export const passwordRoutes = new Hono<BackendAppEnv>()
  .post("/customer/password-reset", async (c) => {
    const form = await readForm(c, passwordResetRequestForm);
    if (!form.ok) return form.response;
    const address = await bucket(RESET_PER_ADDRESS, shopOf(c).clientAddress);
    const wait = await take(c.env.DB, [address]);
    if (wait > 0) return tooMany(c, "customer.tooManyResets", wait);
    c.executionCtx.waitUntil(
      mailResetLink(c, form.data.email).catch((error: unknown) =>
        console.error(JSON.stringify({ level: "error", code: "password-reset-mail-error", message: String(error) })),
      ),
    );
    return c.json({ message: { text: textsFor(c)("customer.resetMailSent") } });
  })
  .post("/customer/password-reset/confirm", async (c) => {
    const form = await readForm(c, passwordResetForm);
    if (!form.ok) return form.response;
    const weak = await weakPasswordAnswer(c, form.data.password, "password");
    if (weak) return weak;
    const db = c.env.DB;
    const tokenHash = await sha256Hex(form.data.token);
    const valid = await db
      .prepare("SELECT 1 AS ok FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
      .bind(tokenHash, Date.now())
      .first();
    if (!valid) return failure(c, 400, "customer.resetLinkInvalid");
    // Hashed before the token is used up, so a refusal for load leaves the link working.
    const passwordHash = await unlessBusy(() => hashPassword(form.data.password));
    if (!passwordHash) return busy(c);
    const now = Date.now();
    const used = await db
      .prepare(
        "UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id",
      )
      .bind(now, tokenHash, now)
      .first<{ customer_id: number }>();
    if (!used) return failure(c, 400, "customer.resetLinkInvalid");
    await updatePassword(db, used.customer_id, passwordHash);
    await endAllSessions(db, used.customer_id);
    await db
      .prepare("DELETE FROM password_resets WHERE customer_id = ? AND used_at IS NULL")
      .bind(used.customer_id)
      .run();
    return c.json({ message: { text: textsFor(c)("customer.passwordResetDone") } });
  })
  .put("/customer/password", async (c) => {
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    const form = await readForm(c, passwordChangeForm);
    if (!form.ok) return form.response;
    const weak = await weakPasswordAnswer(c, form.data.newPassword, "newPassword");
    if (weak) return weak;
    // Guesses of the current password are limited like log-ins, counted before the check.
    const guesses = await bucket(PASSWORD_CHANGE_PER_ACCOUNT, String(customer.id));
    const wait = await take(db, [guesses]);
    if (wait > 0) return tooMany(c, "customer.tooManyPasswordTries", wait);
    const check = await unlessBusy(() => verifyPassword(form.data.currentPassword, customer.passwordHash));
    if (!check) {
      await giveBack(db, [guesses]);
      return busy(c);
    }
    if (!check.ok) {
      const t = textsFor(c);
      return c.json(
        {
          error: true,
          message: { text: t("form.invalid") },
          payload: { errors: { currentPassword: t("customer.currentPasswordWrong") } },
        },
        400,
      );
    }
    await clear(db, guesses);
    const passwordHash = await unlessBusy(() => hashPassword(form.data.newPassword));
    if (!passwordHash) return busy(c);
    await updatePassword(db, customer.id, passwordHash);
    await endAllSessions(db, customer.id);
    await startSession(c, db, customer.id);
    return c.json({ message: { text: textsFor(c)("customer.passwordChanged") } });
  });
