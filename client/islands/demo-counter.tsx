/**
 * Demonstration island: a small like counter. It proves the island path end to end
 * (server HTML, JSON props, hydration) and is what the browser test clicks.
 */
import { useState } from "react";

export default function DemoCounter({ label, countLabel }: { label: string; countLabel: string }) {
  const [count, setCount] = useState(0);
  return (
    <p className="demo-counter">
      <button type="button" className="button" aria-pressed={count > 0} onClick={() => setCount((n) => n + 1)}>
        {label}
      </button>{" "}
      <output aria-live="polite">{countLabel.replace("{{count}}", String(count))}</output>
    </p>
  );
}
