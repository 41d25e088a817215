// The node:crypto function the backend uses under nodejs_compat (workerd implements it natively):
// scrypt, to verify passwords stored before Argon2id. Declared here because the backend's types
// are the Workers types, not Node's.
declare module "node:crypto" {
  export function scrypt(
    password: string,
    salt: Uint8Array,
    keylen: number,
    options: { N: number; r: number; p: number; maxmem: number },
    callback: (error: Error | null, key: Uint8Array) => void,
  ): void;
}
