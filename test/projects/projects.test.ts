/**
 * How vitest.config.ts splits the tests: a worker test named `*.node.test.ts` runs in Node
 * (`npm run test:unit`), every other worker test in workerd, none in both; and the shared project,
 * not isolated for speed, holds no test that could leak a mock into the next file.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";

type ProjectTest = { name?: string; include?: string[]; exclude?: string[]; environment?: string; isolate?: boolean };
const projects = (config.test?.projects ?? []) as { test?: ProjectTest }[];
const named = (name: string) => projects.find((project) => project.test?.name === name)?.test;

describe("the test projects", () => {
  it("a worker test named *.node.test runs in Node (worker-unit), every other one in workerd, none in both", () => {
    const unit = named("worker-unit");
    const worker = named("worker");
    expect(unit?.environment).toBe("node");
    expect(unit?.include?.length).toBeGreaterThan(0);
    expect(unit?.include?.every((glob) => glob.includes(".node.test."))).toBe(true);
    expect(worker?.exclude).toEqual(unit?.include);
  });

  it("the shared project, which does not isolate its files, has no test that mocks, spies, stubs or fakes timers", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const shared = named("shared");
    expect(shared?.isolate).toBe(false);
    const folders = ["shared", "content/push", "test/deploy", "test/projects"];
    const tests = folders.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    expect(tests.length).toBeGreaterThan(50);
    const leaky = tests.filter((file) =>
      /\bvi\s*\.\s*(mock|doMock|spyOn|useFakeTimers|stubGlobal|stubEnv)\b/.test(readFileSync(file, "utf8")),
    );
    expect(
      leaky.map((file) => path.relative(root, file)),
      "move these to an isolated project, or isolate shared again",
    ).toEqual([]);
    // The folders above are the ones the project includes.
    expect(shared?.include).toEqual(folders.map((folder) => `${folder}/**/*.test.ts`));
  });
});
