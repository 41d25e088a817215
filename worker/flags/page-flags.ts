/**
 * The treatments of a person's page flags as the page's code reads them (decision 101): `on(flag)`
 * and `treatment(flag)` note the flag as read, and `read()` lists what the page read with its
 * treatment, which the HTML cache keys the page by (never by all treatments: ten flags would split
 * a page into up to 1024 variants). `all()` lists every evaluated treatment without reading (the
 * monitoring record). There is no other way to a treatment, so no read goes unnoted.
 *
 * Crawlers have none: every flag is off for them and they read nothing.
 */
import { type Treatment, isOn } from "../../shared/flags/treatments.ts";

export type FlagRead = readonly [flag: string, treatment: Treatment];

export class PageFlags {
  readonly #evaluated: Readonly<Record<string, Treatment>>;
  readonly #read = new Set<string>();

  constructor(evaluated: Readonly<Record<string, Treatment>> = {}) {
    this.#evaluated = { ...evaluated };
  }

  /** The flag's treatment (undefined when it was not evaluated: off for everyone), noted as read. */
  treatment(flag: string): Treatment | undefined {
    if (!Object.hasOwn(this.#evaluated, flag)) return undefined;
    this.#read.add(flag);
    return this.#evaluated[flag];
  }

  /** Whether the flag is on, noted as read. */
  on(flag: string): boolean {
    this.treatment(flag);
    return isOn(this.#evaluated, flag);
  }

  /** The flags read so far with their treatments, sorted by name. */
  read(): FlagRead[] {
    return [...this.#read].sort().flatMap((flag): FlagRead[] => {
      const treatment = this.#evaluated[flag];
      return treatment === undefined ? [] : [[flag, treatment]];
    });
  }

  /** Every evaluated treatment, without noting a read. */
  all(): Readonly<Record<string, Treatment>> {
    return this.#evaluated;
  }

  /** The request context serialises its treatments as they were evaluated. */
  toJSON(): Readonly<Record<string, Treatment>> {
    return this.#evaluated;
  }
}
