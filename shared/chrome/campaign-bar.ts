/**
 * The campaign data call's answer (specification section 7, "/web-api/campaign-data": carries the
 * query url set to the current path; the response's bar field is read), checked once at the edge
 * (STYLE habit 13) and mapped to the action bar of section 3.
 */
import { z } from "zod";
import type { ActionBar } from "../content/global-config.ts";

const date = z.string().refine((value) => Number.isFinite(Date.parse(value)), "not a date");

export const campaignBarSchema = z.object({
  id: z.string().min(1).max(100),
  text: z.string().min(1).max(2000),
  color: z.string().max(40).default("#ffffff"),
  backgroundColor: z.string().max(40).default("#222222"),
  countdownEndDate: date.optional(),
  actionBarEndDate: date.optional(),
});

export const campaignDataSchema = z.object({ bar: campaignBarSchema.nullish() });

/** The bar of a campaign data answer, or undefined when it has none or does not match. */
export function campaignBarOf(body: unknown): ActionBar | undefined {
  const parsed = campaignDataSchema.safeParse(body);
  return parsed.success && parsed.data.bar ? parsed.data.bar : undefined;
}
