/**
 * The captcha loader (section 8, "Other"): loads reCAPTCHA v3 for a site key once and asks it for
 * a token per action. It rejects with 'This is a library for the browser!' outside a browser and
 * with 'reCAPTCHA already loaded with different site key!' when asked for a second key.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
/** Section 9, "Timing": the captcha is polled every 25 ms. */
export const CAPTCHA_POLL_MS = 25;
const LOAD_TIMEOUT_MS = 10_000;

let loaded: { siteKey: string; ready: Promise<Grecaptcha> } | undefined;

function load(siteKey: string): Promise<Grecaptcha> {
  if (typeof window === "undefined") return Promise.reject(new Error("This is a library for the browser!"));
  if (loaded && loaded.siteKey !== siteKey)
    return Promise.reject(new Error("reCAPTCHA already loaded with different site key!"));
  if (!loaded) {
    const ready = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onerror = () => reject(new Error("reCAPTCHA script failed to load"));
      document.head.appendChild(script);
      const started = Date.now();
      const poll = () => {
        if (window.grecaptcha) window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha));
        else if (Date.now() - started > LOAD_TIMEOUT_MS) reject(new Error("reCAPTCHA did not load"));
        else setTimeout(poll, CAPTCHA_POLL_MS);
      };
      poll();
    });
    loaded = { siteKey, ready };
  }
  return loaded.ready;
}

export async function captchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await load(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
