import { describe, expect, it } from "vitest";
import { CARRY_SLOT } from "./html-carry.ts";
import { carrySlots, fillCarriedStream } from "./html-splice.ts";

const page =
  `<a href="/?${CARRY_SLOT}">Home</a><a href="/x?a=1&amp;${CARRY_SLOT}#top">X</a>` +
  `<script type="application/json">{"carry":"${CARRY_SLOT}","href":"/y?b=2\\u0026${CARRY_SLOT}"}</script>`;
const bytes = (text: string) => new TextEncoder().encode(text);

async function filled(text: string, carried: string, chunk: number): Promise<string> {
  const source = bytes(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < source.length; at += chunk) controller.enqueue(source.slice(at, at + chunk));
      controller.close();
    },
  });
  return new Response(fillCarriedStream(stream, carried)).text();
}

describe("carry slots", () => {
  it("are found with the separator before each, in attributes and in script JSON", () => {
    expect(carrySlots(bytes(page))?.map(([, separator]) => separator)).toEqual([1, 5, 0, 6]);
  });

  it("a slot where it cannot be written (an encoded URL) makes the page unfit to store", () => {
    expect(carrySlots(bytes(`<a href="/login?back=%2Fx%3F${CARRY_SLOT}">`))).toBeUndefined();
  });

  it("a rendered stream gets the visitor's parameters in every slot, or none with their separators, across any chunking", async () => {
    const own =
      '<a href="/?_x=1&_y=b">Home</a><a href="/x?a=1&amp;_x=1&_y=b#top">X</a>' +
      '<script type="application/json">{"carry":"_x=1&_y=b","href":"/y?b=2\\u0026_x=1&_y=b"}</script>';
    const none =
      '<a href="/">Home</a><a href="/x?a=1#top">X</a>' +
      '<script type="application/json">{"carry":"","href":"/y?b=2"}</script>';
    for (const chunk of [1, 3, 7, 19, 4096]) {
      expect(await filled(page, "_x=1&_y=b", chunk), `chunks of ${chunk}`).toBe(own);
      expect(await filled(page, "", chunk), `chunks of ${chunk}`).toBe(none);
    }
  });
});
