// The production build's migrations, as `npm run bench`, `burst` and `soak` apply them: split into
// statements (`splitSql` of scripts/production-server.mjs) and run one by one. Every file must split
// into statements SQLite accepts, a trigger with its body (`BEGIN ...; ...; END`) as one statement.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

// The script has no type declarations; its one function used here is typed by hand.
const script = "../../scripts/production-server.mjs";
const { splitSql } = (await import(script)) as { splitSql: (sql: string) => string[] };

const dir = path.resolve(import.meta.dirname, "../../backend/migrations");

describe("the production build's migrations split into statements", () => {
  it("keeps a trigger's body whole", () => {
    const statements = splitSql(
      "CREATE TABLE a (x);\nCREATE TRIGGER t AFTER INSERT ON a\nBEGIN\n  INSERT INTO a VALUES (1);\n  -- a comment; with a semicolon\n  SELECT ';';\nEND;\nSELECT 1;",
    );
    expect(statements).toHaveLength(3);
    expect(statements[1]).toMatch(/^CREATE TRIGGER t[\s\S]*SELECT ';';\nEND$/);
  });

  it("applies every migration in order to an empty SQLite database", () => {
    const db = new DatabaseSync(":memory:");
    const files = readdirSync(dir)
      .filter((file) => file.endsWith(".sql"))
      .sort();
    for (const file of files)
      for (const statement of splitSql(readFileSync(path.join(dir, file), "utf8")))
        expect(() => db.exec(statement), `${file}: ${statement.slice(0, 80)}`).not.toThrow();
    expect(files.length).toBeGreaterThan(0);
    db.close();
  });
});
