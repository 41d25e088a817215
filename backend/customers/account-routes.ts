/**
 * The customer calls of section 7: customer data, log-in, sign-up and log-out.
 * Paths: GET /customer, POST /customer/login, POST /customer/signup, POST /customer/logout.
 * Log-in answers the same for an unknown address and a wrong password, and takes as long
 * (no account enumeration); attempts are counted per account and per address before the password
 * is checked (rate-limit.ts), and hashing goes through the isolate's gate (hashing-gate.ts).
 */
import { Hono } from "hono";
import { loginForm, signupForm } from "../../shared/forms/account.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { mergeVisitorWishlist } from "../wishlist/store.ts";
import { busy, failure, textsFor } from "./answers.ts";
import { customerData } from "./customer-data.ts";
import { unlessBusy } from "./hashing-gate.ts";
import { weakPasswordAnswer } from "./password-rules.ts";
import { DECOY_HASH, hashPassword, verifyPassword } from "./passwords.ts";
import {
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  SIGNUP_EXISTS_MAIL_PER_ACCOUNT,
  SIGNUP_PER_ADDRESS,
  bucket,
  clear,
  giveBack,
  take,
  tooMany,
} from "./rate-limit.ts";
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
    // Counted and decided before the password is checked: a refused attempt costs no hash.
    const wait = await take(db, [account, address]);
    if (wait > 0) return tooMany(c, "customer.tooManyAttempts", wait);
    const customer = await findByEmail(db, email);
    const check = await unlessBusy(() => verifyPassword(password, customer?.passwordHash ?? DECOY_HASH));
    if (!check) {
      await giveBack(db, [account, address]);
      return busy(c);
    }
    if (!customer || !check.ok) return failure(c, 400, "customer.loginFailed");
    // A success is no guess: the account starts afresh and the address gets its attempt back.
    await clear(db, account);
    await giveBack(db, [address]);
    if (check.outdated) {
      const renewed = await unlessBusy(() => hashPassword(password));
      if (renewed) await updatePassword(db, customer.id, renewed);
    }
    await mergeVisitorWishlist(c, db, customer.id);
    await startSession(c, db, customer.id);
    return c.json(await customerData(c, db, customer));
  })
  .post("/customer/signup", async (c) => {
    const db = c.env.DB;
    const shop = shopOf(c);
    const form = await readForm(c, signupForm);
    if (!form.ok) return form.response;
    const { email, password, firstName, lastName } = form.data;
    const weak = await weakPasswordAnswer(c, password, "password");
    if (weak) return weak;
    const address = await bucket(SIGNUP_PER_ADDRESS, shop.clientAddress);
    const wait = await take(db, [address]);
    if (wait > 0) return tooMany(c, "customer.tooManySignups", wait);
    const passwordHash = await unlessBusy(() => hashPassword(password));
    if (!passwordHash) {
      await giveBack(db, [address]);
      return busy(c);
    }
    const customer = await insertCustomer(db, {
      email,
      passwordHash,
      firstName,
      lastName,
      siteCode: shop.site.code,
      locale: shop.locale,
    });
    if (!customer) {
      // The owner of the address learns of the attempt by mail, at most once an hour; the answer is
      // the same field error any unusable address gets (docs/decisions/042-no-account-enumeration.md).
      if ((await take(db, [await bucket(SIGNUP_EXISTS_MAIL_PER_ACCOUNT, email)])) === 0) {
        await sendMail(c.env, composeMail(c, "signup-exists", email));
      }
      const t = textsFor(c);
      return c.json(
        {
          error: true,
          message: { text: t("form.invalid") },
          payload: { errors: { email: t("customer.signupNotPossible") } },
        },
        400,
      );
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
