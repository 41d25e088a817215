/**
 * Which designer opens (section 2, "Designer hand-off"), checked in this order:
 * 1. a photobox type: photobox or photo prints;
 * 2. a material or frame type: a collage when a design id exists (or the collage flag is set),
 *    otherwise a photo frame;
 * 3. a calendar type: calendar;
 * 4. a photobook type or printing: photobook;
 * 5. a theme id: card;
 * 6. none of these: no address.
 */
import type { DesignerOptions, DesignerType } from "./options.ts";

export function designerTypeOf(options: DesignerOptions): DesignerType | undefined {
  if (options.photoboxType) return "photobox";
  if (options.materialType || options.frameType)
    return options.designId || options.isCollage ? "collage" : "photoFrame";
  if (options.calendarType) return "calendar";
  if (options.photobookType || options.printing) return "photobook";
  if (options.themeId) return "card";
  return undefined;
}
