/**
 * A configuration that does not hold: every bad variable named with what is wrong with it, in one
 * error, so one deployment log line says all there is to fix.
 */
import type { z } from "zod";

export class ConfigError extends Error {
  /** "NAME: what is wrong", one per bad variable. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Zod's issues as a ConfigError; an issue's first path segment is the variable's name. */
export function formatConfigIssues(issues: readonly z.core.$ZodIssue[]): ConfigError {
  return new ConfigError(
    issues.map((issue) => `${issue.path.length ? String(issue.path[0]) : "environment"} ${issue.message}`),
  );
}
