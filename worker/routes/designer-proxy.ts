/**
 * Same-origin access to the designer stand-in and the cart (section 2, "Designer hand-off"):
 * `/bff/designer/{type}/` and its 'add to cart' post, and `GET /bff/cart`, passed to the backend
 * so that the cart cookie is first-party. A minimal stand-in until the general `/bff/` proxy of
 * the customers area lands; then this file goes.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { bffFetch } from "../bff/client.ts";
import type { AppEnv } from "../env.ts";

const FORWARDED = ["cookie", "referer", "origin", "content-type", "accept", "accept-language"];
const SEGMENT = /^[a-z-]{1,20}$/;
const MAX_BODY = 16_384;

async function forward(c: Context<AppEnv>, backendPath: string): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set("x-forwarded-host", c.req.header("host") ?? url.host);
  let body: ArrayBuffer | undefined;
  if (c.req.method === "POST") {
    body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_BODY) return c.text("Payload too large", 413);
  }
  const res = await bffFetch(c.env, undefined, backendPath + url.search, { method: c.req.method, headers, body, redirect: "manual" });
  return new Response(res.body, { status: res.status, headers: res.headers });
}

export const designerProxyRoutes = new Hono<AppEnv>()
  .get("/bff/designer/:segment/", (c) => (SEGMENT.test(c.req.param("segment")) ? forward(c, `/designer/${c.req.param("segment")}/`) : c.notFound()))
  .post("/bff/designer/:segment/cart", (c) => (SEGMENT.test(c.req.param("segment")) ? forward(c, `/designer/${c.req.param("segment")}/cart`) : c.notFound()))
  .get("/bff/cart", (c) => forward(c, "/cart"));
