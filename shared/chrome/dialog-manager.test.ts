import { describe, expect, it } from "vitest";
import { createDialogManager } from "./dialog-manager.ts";

describe("dialog manager (section 4)", () => {
  it("keeps one active dialog at a time", () => {
    const dialogs = createDialogManager();
    expect(dialogs.open("login")).toBe(true);
    expect(dialogs.open("signup")).toBe(true);
    expect(dialogs.state().active).toBe("signup");
  });

  it("ignores opening the same type again", () => {
    const dialogs = createDialogManager();
    const changes: (string | null)[] = [];
    dialogs.subscribe((s) => changes.push(s.active));
    dialogs.open("login");
    expect(dialogs.open("login")).toBe(false);
    expect(changes).toEqual(["login"]);
  });

  it("blocks opening while the block flag is set, unless forced", () => {
    const dialogs = createDialogManager();
    dialogs.setBlocked(true);
    expect(dialogs.open("login")).toBe(false);
    expect(dialogs.state().active).toBeNull();
    expect(dialogs.open("login", { force: true })).toBe(true);
    expect(dialogs.state().active).toBe("login");
  });

  it("calls the close hook with the previous and the next type when a new dialog replaces one", () => {
    const dialogs = createDialogManager();
    const calls: [string, string | null][] = [];
    dialogs.onClose((previous, next) => calls.push([previous, next]));
    dialogs.open("login");
    dialogs.open("password-reset");
    dialogs.close();
    expect(calls).toEqual([
      ["login", "password-reset"],
      ["password-reset", null],
    ]);
  });

  it("does nothing when closing with no dialog open", () => {
    const dialogs = createDialogManager();
    const calls: unknown[] = [];
    dialogs.onClose((...args) => calls.push(args));
    dialogs.close();
    expect(calls).toEqual([]);
    expect(dialogs.state()).toEqual({ active: null, blocked: false });
  });
});
