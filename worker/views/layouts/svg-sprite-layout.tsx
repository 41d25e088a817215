/**
 * The svg-sprite layout (section 2): the page alone, no chrome. Used by /_icons.
 */
import type { ReactNode } from "react";

export function SvgSpriteLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="svg-sprite-page">
      {children}
    </main>
  );
}
