/**
 * An icon from the sprite the default layout renders once (`worker/views/icons/icon-sprite.tsx`).
 * Decorative: the text next to it, or the control's label, names it.
 */
export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg className={`icon ${className ?? ""}`.trim()} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
