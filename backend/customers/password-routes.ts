/**
 * Password reset and change (section 7, "POST customer password reset"; issue 6).
 * POST /customer/password-reset {email}: always the same answer, a mail only for a known address.
 * POST /customer/password-reset/confirm {token, password}: the token is single-use and expires
 * after an hour; using it ends every session of the account. PUT /customer/password changes the
 * password of the logged-in customer.
 */
import { Hono } from "hono";
import { passwordChangeForm, passwordResetForm, passwordResetRequestForm } from "../../shared/forms/account.ts";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { publicPath } from "../../shared/site/path.ts";
import { folderOf } from "../../shared/site/sites.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { failure, textsFor } from "./answers.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS, blockedFor, bucket, count, minutesOf } from "./rate-limit.ts";
import { readForm } from "./read-form.ts";
import { currentCustomer, endAllSessions, startSession } from "./sessions.ts";
import { shopOf } from "./shop.ts";
import { findByEmail, updatePassword } from "./store.ts";
import { newToken, sha256Hex } from "./tokens.ts";

/** A reset link works for one hour, once. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const passwordRoutes = new Hono<BackendAppEnv>()
  .post("/customer/password-reset", async (c) => {
    const db = c.env.DB;
    const shop = shopOf(c);
    const address = await bucket(RESET_PER_ADDRESS, shop.clientAddress);
    const wait = await blockedFor(db, [address]);
    if (wait > 0) return failure(c, 429, "customer.tooManyResets", { minutes: minutesOf(wait) }, { "retry-after": String(Math.ceil(wait / 1000)) });
    const form = await readForm(c, passwordResetRequestForm);
    if (!form.ok) return form.response;
    const { email } = form.data;
    const account = await bucket(RESET_PER_ACCOUNT, email);
    await count(db, [address]);
    const customer = await findByEmail(db, email);
    if (customer && (await blockedFor(db, [account])) === 0) {
      await count(db, [account]);
      const token = newToken();
      await db
        .prepare("INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)")
        .bind(await sha256Hex(token), customer.id, Date.now() + RESET_TOKEN_LIFETIME_MS)
        .run();
      const path = publicPath(shop.site, specialPath("account", shop.locale), { folder: folderOf(shop.site, shop.locale) });
      const link = `${shop.origin}${path}?reset=${token}`;
      await sendMail(c.env, composeMail(c, "password-reset", email, { firstName: customer.firstName }, link));
    }
    return c.json({ message: { text: textsFor(c)("customer.resetMailSent") } });
  })
  .post("/customer/password-reset/confirm", async (c) => {
    const form = await readForm(c, passwordResetForm);
    if (!form.ok) return form.response;
    const db = c.env.DB;
    const now = Date.now();
    const used = await db
      .prepare("UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id")
      .bind(now, await sha256Hex(form.data.token), now)
      .first<{ customer_id: number }>();
    if (!used) return failure(c, 400, "customer.resetLinkInvalid");
    await updatePassword(db, used.customer_id, await hashPassword(form.data.password));
    await endAllSessions(db, used.customer_id);
    await db.prepare("DELETE FROM password_resets WHERE customer_id = ? AND used_at IS NULL").bind(used.customer_id).run();
    return c.json({ message: { text: textsFor(c)("customer.passwordResetDone") } });
  })
  .put("/customer/password", async (c) => {
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    const form = await readForm(c, passwordChangeForm);
    if (!form.ok) return form.response;
    const check = await verifyPassword(form.data.currentPassword, customer.passwordHash);
    if (!check.ok) {
      const t = textsFor(c);
      return c.json({ error: true, message: { text: t("form.invalid") }, payload: { errors: { currentPassword: t("customer.currentPasswordWrong") } } }, 400);
    }
    await updatePassword(db, customer.id, await hashPassword(form.data.newPassword));
    await endAllSessions(db, customer.id);
    await startSession(c, db, customer.id);
    return c.json({ message: { text: textsFor(c)("customer.passwordChanged") } });
  });
