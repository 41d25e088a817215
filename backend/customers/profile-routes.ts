/**
 * The logged-in customer's own data: PUT /customer/profile {firstName, lastName}, and the
 * whitelabel switch of section 7 (POST /whitelabel/switch {enabled}): a whitelabel customer
 * (isWhitelabelCustomer) decides whether the current order is a whitelabel order
 * (order.isWhitelabelOrder). Anyone else gets 403.
 */
import { Hono } from "hono";
import { profileForm, whitelabelSwitchForm } from "../../shared/forms/account.ts";
import type { BackendAppEnv } from "../env.ts";
import { failure } from "./answers.ts";
import { customerData } from "./customer-data.ts";
import { readForm } from "./read-form.ts";
import { currentCustomer } from "./sessions.ts";
import { findById, setWhitelabelOrder, updateProfile } from "./store.ts";

export const profileRoutes = new Hono<BackendAppEnv>()
  .put("/customer/profile", async (c) => {
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    const form = await readForm(c, profileForm);
    if (!form.ok) return form.response;
    await updateProfile(db, customer.id, form.data.firstName, form.data.lastName);
    return c.json(await customerData(c, db, await findById(db, customer.id)));
  })
  .post("/whitelabel/switch", async (c) => {
    const db = c.env.DB;
    const customer = await currentCustomer(c, db);
    if (!customer) return failure(c, 401, "customer.loginRequired");
    if (!customer.isWhitelabel) return failure(c, 403, "customer.notWhitelabel");
    const form = await readForm(c, whitelabelSwitchForm);
    if (!form.ok) return form.response;
    await setWhitelabelOrder(db, customer.id, form.data.enabled);
    return c.json(await customerData(c, db, await findById(db, customer.id)));
  });
