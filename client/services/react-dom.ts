/**
 * React DOM for the island hydration (client/main.ts), which loads it with `import()` so that its
 * evaluation is a task of its own. Named here because React DOM is CommonJS: an `import()` of it
 * gives its exports only through `default`.
 */
export { hydrateRoot } from "react-dom/client";
