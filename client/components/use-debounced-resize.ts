/**
 * Calls back with the viewport width after resizing stops (specification section 9, "Timing":
 * 200 ms for the scroller and the carousel, 50 ms for re-detection).
 */
import { useEffect, useRef } from "react";

export function useDebouncedResize(onResize: (width: number) => void, delayMs: number): void {
  const callback = useRef(onResize);
  callback.current = onResize;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(window.innerWidth), delayMs);
    };
    window.addEventListener("resize", listener);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", listener);
    };
  }, [delayMs]);
}
