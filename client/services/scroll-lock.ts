/**
 * Body scroll lock shared by the dialogs and the burger menu (specification section 2, "Burger
 * menu"; section 4, "Dialog manager"). Counted, so two holders never unlock each other; the
 * scrollbar's width is kept as padding so the page does not jump sideways.
 */
let holders = 0;

export const SCROLL_LOCK_CLASS = "scroll-locked";

export function lockScroll(): () => void {
  if (holders++ === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.documentElement.style.setProperty("--scrollbar-width", `${scrollbar}px`);
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) {
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      document.documentElement.style.removeProperty("--scrollbar-width");
    }
  };
}
