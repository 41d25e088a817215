// One visitor of the shop on loopback for the burst and soak scripts: its own source address
// (any 127.x.y.z; the shop sees it as the network address of the visitor), its own cookies, and
// the same-origin double-submit proof that the BFF proxy asks of state-changing calls (a token
// from /bff/csrf repeated in x-csrf-token). It accepts gzip and brotli as a browser does, and
// decodes what comes so. Every answer carries its status, text and time in ms.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** Longest wait for one answer; a password call may queue in the backend's hashing gate. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * @param {string} origin the shop's origin, http://127.0.0.1:port
 * @param {string} from the source address, in 127.0.0.0/8
 * @param {string} [host] the shop's host name, kartenliebe.de.localhost by default
 */
export function visitorSession(origin, from, host = "kartenliebe.de.localhost") {
  const { hostname, port } = new URL(origin);
  const cookies = new Map();
  const shopOrigin = `http://${host}:${port}`;

  function request(method, path, { body, headers = {} } = {}) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          hostname,
          port,
          path,
          method,
          localAddress: from,
          agent: false,
          headers: {
            host: `${host}:${port}`,
            "accept-encoding": "gzip, br",
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            for (const line of res.headers["set-cookie"] ?? []) {
              const [pair] = line.split(";");
              const at = pair.indexOf("=");
              cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const decoded =
              encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body;
            const text = decoded.toString("utf8");
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: performance.now() - started });
          });
        },
      );
      req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer for ${method} ${path}`)));
      req.on("error", reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  return {
    get: (path, headers) => request("GET", path, { headers }),
    /** POSTs a form as a page's own form does: the CSRF token in its `_csrf` field. */
    async postForm(path, fields) {
      const csrf = await request("GET", "/bff/csrf");
      const { token } = JSON.parse(csrf.text);
      return request("POST", path, {
        body: new URLSearchParams({ ...fields, _csrf: token }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shopOrigin },
      });
    },
    /** POSTs JSON through the BFF proxy with a fresh CSRF proof; the answer's time includes only the POST. */
    async post(path, data) {
      const csrf = await request("GET", "/bff/csrf");
      const { token } = JSON.parse(csrf.text);
      return request("POST", path, {
        body: JSON.stringify(data),
        headers: { "content-type": "application/json", origin: shopOrigin, "x-csrf-token": token },
      });
    },
  };
}
