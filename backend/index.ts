/**
 * The embedded backend worker: the BFF contract on D1, so the shop runs on one machine.
 * Composition only; each area is a route group.
 */
import { Hono } from "hono";
import { accessoryRoutes } from "./accessories/routes.ts";
import { campaignRoutes } from "./campaigns/routes.ts";
import { collageRoutes } from "./collage/routes.ts";
import { cartRoutes } from "./cart/routes.ts";
import { catalogueRoutes } from "./catalogue/index.ts";
import { designerRoutes } from "./designer/routes.ts";
import { deliveryRoutes } from "./delivery/routes.ts";
import { EMBEDDED_CONTENT_PATH } from "../shared/content/embedded-space.ts";
import { contentApi } from "./content-api/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { accountRoutes } from "./customers/account-routes.ts";
import { busy } from "./customers/answers.ts";
import { HashingBusy } from "./customers/hashing-gate.ts";
import { cartRoutes as customerCartRoutes } from "./customers/cart-routes.ts";
import { passwordRoutes } from "./customers/password-routes.ts";
import { privateAnswers } from "./customers/private-answers.ts";
import { profileRoutes } from "./customers/profile-routes.ts";
import type { BackendAppEnv } from "./env.ts";
import { ConfigError, backendConfigOf } from "./config.ts";
import { mailRoutes } from "./mail/routes.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { photoFrameRoutes } from "./photo-frames/routes.ts";
import { priceExtraRoutes } from "./price-extras/routes.ts";
import { siteDataRoutes } from "./site-data/routes.ts";
import { toolboxRoutes } from "./toolbox/routes.ts";
import { paymentStandIn } from "./vouchers/payment-stand-in.ts";
import { voucherRoutes } from "./vouchers/routes.ts";
import { wishlistRoutes } from "./wishlist/routes.ts";

const app = new Hono<BackendAppEnv>();

// The configuration first: a bad environment is one clear log line and a 500, not a failure deep inside a call.
app.use("*", async (c, next) => {
  backendConfigOf(c.env);
  await next();
});

app.get("/health", async (c) => {
  const row = await c.env.DB.prepare("SELECT value FROM backend_info WHERE key = 'seed'").first<{ value: string }>();
  return c.json({ ok: true, seed: row?.value ?? null });
});

app.route("/", catalogueRoutes);
// The rest of section 7: accessories, photo frames, prices, collage, site data.
app.route("/", accessoryRoutes);
app.route("/", photoFrameRoutes);
app.route("/", priceExtraRoutes);
app.route("/", collageRoutes);
app.route("/", siteDataRoutes);
app.route("/", toolboxRoutes);
app.route("/", campaignRoutes);
app.route("/", deliveryRoutes);
app.route("/", cartRoutes);
app.route("/", designerRoutes);
app.route(EMBEDDED_CONTENT_PATH, contentApi);
app.use("*", privateAnswers());
app.route("/", accountRoutes);
app.route("/", passwordRoutes);
app.route("/", profileRoutes);
app.route("/", customerCartRoutes);
app.route("/", wishlistRoutes);
app.route("/", orderRoutes);
app.route("/", newsletterRoutes);
app.route("/", voucherRoutes);
app.route("/", paymentStandIn);
app.route("/", contactRoutes);
app.route("/", mailRoutes);

app.notFound((c) => c.json({ error: true, message: { text: "Not found" } }, 404));
app.onError((error, c) => {
  if (error instanceof HashingBusy) return busy(c);
  if (error instanceof ConfigError) {
    console.error(JSON.stringify({ level: "error", code: "config-invalid", problems: error.problems }));
    return c.json({ error: true, message: { text: "Internal error" } }, 500);
  }
  console.error(JSON.stringify({ level: "error", code: "backend-error", message: error.message }));
  return c.json({ error: true, message: { text: "Internal error" } }, 500);
});

export default app;
