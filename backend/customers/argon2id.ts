/**
 * Argon2id (RFC 9106) from the reference C implementation, compiled to WebAssembly by
 * `@phi-ag/argon2` and imported as a compiled module: workerd refuses to compile WebAssembly at
 * run time, so the bundler ships `argon2.wasm` as a module and the isolate only instantiates it
 * (docs/decisions/040-password-hashing.md). The package's own wrapper is not used: it passes a
 * password's length in UTF-16 code units where the C function wants bytes, so a password with
 * umlauts would be cut short. This one hands the C function the UTF-8 bytes and their length.
 *
 * One instance per isolate, created at first use; a hash runs on the isolate's thread from start
 * to end (about 25 ms at m=19 MiB, t=2), which is why every hash goes through the hashing gate.
 */
import argon2Wasm from "@phi-ag/argon2/argon2.wasm";

export interface Argon2Params {
  /** Memory in KiB. */
  m: number;
  /** Passes over the memory. */
  t: number;
  /** Lanes. */
  p: number;
}

interface Argon2Exports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  argon2_hash(
    t: number,
    m: number,
    p: number,
    password: number,
    passwordLength: number,
    salt: number,
    saltLength: number,
    hash: number,
    hashLength: number,
    encoded: number,
    encodedLength: number,
    type: number,
    version: number,
  ): number;
}

const ARGON2ID = 2;
const VERSION_13 = 0x13;

let exports: Argon2Exports | undefined;

function instance(): Argon2Exports {
  if (!exports) {
    const created = new WebAssembly.Instance(argon2Wasm, {}).exports as unknown as Argon2Exports;
    created._initialize();
    exports = created;
  }
  return exports;
}

/** The Argon2id tag of `password` (its UTF-8 bytes) and `salt`. */
export function argon2id(
  password: Uint8Array,
  salt: Uint8Array,
  { m, t, p }: Argon2Params,
  length: number,
): Uint8Array {
  const wasm = instance();
  const passwordAt = wasm.malloc(Math.max(password.length, 1));
  const saltAt = wasm.malloc(salt.length);
  const hashAt = wasm.malloc(length);
  try {
    new Uint8Array(wasm.memory.buffer).set(password, passwordAt);
    new Uint8Array(wasm.memory.buffer).set(salt, saltAt);
    const result = wasm.argon2_hash(
      t,
      m,
      p,
      passwordAt,
      password.length,
      saltAt,
      salt.length,
      hashAt,
      length,
      0,
      0,
      ARGON2ID,
      VERSION_13,
    );
    if (result !== 0) throw new Error(`argon2id failed with code ${result}`);
    return new Uint8Array(wasm.memory.buffer).slice(hashAt, hashAt + length);
  } finally {
    // The password's bytes do not stay in the module's memory after the hash.
    new Uint8Array(wasm.memory.buffer).fill(0, passwordAt, passwordAt + password.length);
    wasm.free(passwordAt);
    wasm.free(saltAt);
    wasm.free(hashAt);
  }
}
