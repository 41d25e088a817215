/**
 * The option fields a designer address is built from (section 2, "Designer hand-off"; section 3,
 * "Configurator query parameters" and "Designer parameters"). Every field is optional: which
 * designer opens is decided by which fields are set.
 */
export const DESIGNER_TYPES = ["calendar", "card", "collage", "photobook", "photobox", "photoFrame"] as const;
export type DesignerType = (typeof DESIGNER_TYPES)[number];

export interface DesignerOptions {
  /** `photobox` (or `small`) opens the photo box; any other value photo prints. */
  photoboxType?: string;
  materialType?: string;
  frameType?: string;
  frameVariant?: string;
  designId?: string;
  isCollage?: boolean;
  calendarType?: string;
  /** `digitalfotobuch-hard`: split into printing and cover. */
  photobookType?: string;
  printing?: string;
  themeId?: string;

  /** Common to every designer. */
  gclid?: string;
  referralSource?: string;

  formatType?: string;
  matSize?: number;
  matType?: string;
  /** A frame-only address omits the material. */
  frameOnly?: boolean;

  /** Card: a number, or 'sample' (converted to 1 with the sample flag). */
  quantity?: number | "sample";
  sample?: boolean;
  refinementType?: string;

  /** Calendar: ISO date `2027-01-01`; start month and year default to it, or to today. */
  startDate?: string;
  startMonth?: number;
  startYear?: number;
  mounting?: string;
  accessoryTypes?: string[];

  /** Photo book. */
  binding?: string;
  paper?: string;
  format?: string;
  photobookPageCount?: number;
  designGroupIds?: Partial<Record<"landscape" | "portrait" | "square", string>>;
  amount?: number;
  refinement?: string;
}
