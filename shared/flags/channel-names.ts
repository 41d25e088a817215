/**
 * Flag names per channel (section 5, "Flag logging happens only for flags whose name starts with a
 * channel-specific prefix"). The shop's code names every flag once, with the kartenliebe prefix
 * (`FLAGS`, `PAGE_FLAGS`); the wall-art channel's flags in Split carry a prefix of their own, so
 * its experiments are evaluated, reported and logged apart from kartenliebe's.
 */
import type { Channel } from "../site/sites.ts";

/** Prefix of the flags of each channel. */
export const FLAG_PREFIX: Record<Channel, string> = { kartenliebe: "kl_", wallart: "wa_" };

const CANONICAL = FLAG_PREFIX.kartenliebe;

/** The name of a flag in Split for a channel: `kl_redesign_965` is `wa_redesign_965` on wall art. */
export function flagNameFor(channel: Channel, flag: string): string {
  return flag.startsWith(CANONICAL) ? FLAG_PREFIX[channel] + flag.slice(CANONICAL.length) : flag;
}

/** The code's name of a channel's flag name; a name of another channel is returned unchanged. */
export function canonicalFlagName(channel: Channel, name: string): string {
  const prefix = FLAG_PREFIX[channel];
  return name.startsWith(prefix) ? CANONICAL + name.slice(prefix.length) : name;
}

export function shouldLogFlag(channel: Channel, flag: string): boolean {
  return flag.startsWith(FLAG_PREFIX[channel]);
}
