/** Walking a page's blocks and the blocks nested in their fields (a Storyblok story nests blocks in any array field). */
import type { Block } from "./types.ts";

/** Depth-first search through nested blocks. */
export function findBlock(blocks: Block[], test: (b: Block) => boolean, depth = 0): Block | undefined {
  if (depth > 10) return undefined;
  for (const block of blocks) {
    if (test(block)) return block;
    for (const value of Object.values(block.fields)) {
      if (!Array.isArray(value)) continue;
      const nested = value.filter(
        (v): v is Block => typeof v === "object" && v !== null && !Array.isArray(v) && (v as Block).kind === "block",
      );
      const found = findBlock(nested, test, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}
