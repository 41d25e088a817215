/**
 * The customer calls of section 7: customer data, log-in, sign-up and log-out.
 * Paths: GET /customer, POST /customer/login, POST /customer/signup, POST /customer/logout.
 * Log-in answers the same for an unknown address and a wrong password, and takes as long
 * (no account enumeration); failures are counted per account and per address (rate-limit.ts).
 */
import { Hono } from "hono";
import { loginForm, signupForm } from "../../shared/forms/account.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { mergeVisitorWishlist } from "../wishlist/store.ts";
import { failure, textsFor } from "./answers.ts";
import { customerData } from "./customer-data.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, SIGNUP_PER_ADDRESS, blockedFor, bucket, clear, count, minutesOf } from "./rate-limit.ts";
import { readForm } from "./read-form.ts";
import { shopOf } from "./shop.ts";
import { currentCustomer, endSession, startSession } from "./sessions.ts";
import { findByEmail, insertCustomer, updatePassword } from "./store.ts";

export const accountRoutes = new Hono<BackendAppEnv>()
  .get("/customer", async (c) => {
    const db = c.env.DB;
    return c.json(await customerData(c, db, await currentCustomer(c, db)));
  })
  .post("/customer/login", async (c) => {
    const form = await readForm(c, loginForm);
    if (!form.ok) return form.response;
    const db = c.env.DB;
    const { email, password } = form.data;
    const account = await bucket(LOGIN_PER_ACCOUNT, email);
    const address = await bucket(LOGIN_PER_ADDRESS, shopOf(c).clientAddress);
    const wait = await blockedFor(db, [account, address]);
    if (wait > 0) {
      const minutes = minutesOf(wait);
      return failure(c, 429, "customer.tooManyAttempts", { minutes }, { "retry-after": String(Math.ceil(wait / 1000)) });
    }
    const customer = await findByEmail(db, email);
    const check = await verifyPassword(password, customer?.passwordHash ?? (await decoyHash()));
    if (!customer || !check.ok) {
      await count(db, [account, address]);
      return failure(c, 400, "customer.loginFailed");
    }
    await clear(db, account);
    if (check.outdated) await updatePassword(db, customer.id, await hashPassword(password));
    await mergeVisitorWishlist(c, db, customer.id);
    await startSession(c, db, customer.id);
    return c.json(await customerData(c, db, customer));
  })
  .post("/customer/signup", async (c) => {
    const db = c.env.DB;
    const shop = shopOf(c);
    const address = await bucket(SIGNUP_PER_ADDRESS, shop.clientAddress);
    const wait = await blockedFor(db, [address]);
    if (wait > 0) return failure(c, 429, "customer.tooManySignups", { minutes: minutesOf(wait) }, { "retry-after": String(Math.ceil(wait / 1000)) });
    const form = await readForm(c, signupForm);
    if (!form.ok) return form.response;
    await count(db, [address]);
    const { email, password, firstName, lastName } = form.data;
    const customer = await insertCustomer(db, {
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      siteCode: shop.site.code,
      locale: shop.locale,
    });
    if (!customer) {
      // The owner of the address learns of the attempt by mail; the answer is the same field error
      // any unusable address gets (docs/decisions/042-no-account-enumeration.md).
      await sendMail(c.env, composeMail(c, "signup-exists", email));
      const t = textsFor(c);
      return c.json({ error: true, message: { text: t("form.invalid") }, payload: { errors: { email: t("customer.signupNotPossible") } } }, 400);
    }
    await mergeVisitorWishlist(c, db, customer.id);
    await startSession(c, db, customer.id);
    return c.json(await customerData(c, db, customer), 201);
  })
  .post("/customer/logout", async (c) => {
    const db = c.env.DB;
    await endSession(c, db);
    return c.json(await customerData(c, db, undefined));
  });
