import { describe, expect, it } from "vitest";
import type { FlyoutItemView } from "./flyout.tsx";
import { type NavigationEntryView, flyoutOf } from "./navigation-view.ts";

const item = (title: string): FlyoutItemView => ({
  title,
  to: { href: `/${title.toLowerCase()}` },
  image: null,
  sub: null,
});

const entry = (flyout: NavigationEntryView["flyout"]): NavigationEntryView => ({
  key: "cards",
  text: "Karten",
  to: { href: "/karten" },
  selected: false,
  inBar: true,
  groups: [
    { id: "g0", title: "Anlässe", items: [item("Hochzeit"), item("Geburt")] },
    { id: "g1", title: "Formate", items: [item("Klappkarte")] },
  ],
  flyout,
});

describe("flyoutOf", () => {
  it("is null for an entry without a flyout", () => {
    expect(flyoutOf(entry(null), "Alle Karten")).toBeNull();
  });

  it("fills each flyout group with the links of the groups it lists, in their order, and skips missing ones", () => {
    const layout = (id: string, sources: number[]) => ({ id, title: id, type: "text", imageWidth: 0, sources });
    const view = flyoutOf(entry({ kind: "card", rows: [[layout("a", [1, 0])], [layout("b", [7])]] }), "Alle Karten");
    expect(view?.allLabel).toBe("Alle Karten");
    expect(view?.rows.map((row) => row.map((group) => group.items.map((i) => i.title)))).toEqual([
      [["Klappkarte", "Hochzeit", "Geburt"]],
      [[]],
    ]);
    expect(view?.rows[0][0]).not.toHaveProperty("sources");
  });
});
