/**
 * Preview island (section 2 "Preview"; section 7 "storyblok-transform"): shows that the page is a
 * draft, connects to the visual editor's bridge, and on each live edit posts the story to the
 * transform endpoint and puts the re-rendered body in place. A save or publish reloads the page.
 */
import { useEffect, useState } from "react";

interface BridgeEvent {
  action?: string;
  story?: unknown;
}
interface Bridge {
  on(events: string | string[], callback: (event?: BridgeEvent) => void): void;
}
declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => Bridge;
  }
}

const BRIDGE_POLL_MS = 100;
const BRIDGE_WAIT_MS = 15_000;

export default function StoryblokPreview({
  label,
  transformUrl,
  targetId,
  storyId,
}: {
  label: string;
  transformUrl: string;
  targetId: string;
  storyId: number;
}) {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let stopped = false;
    let sequence = 0;
    const started = Date.now();
    const connect = () => {
      if (stopped) return;
      if (!window.StoryblokBridge) {
        if (Date.now() - started < BRIDGE_WAIT_MS) setTimeout(connect, BRIDGE_POLL_MS);
        return;
      }
      const bridge = new window.StoryblokBridge({ preventClicks: true });
      bridge.on(["published", "change"], () => location.reload());
      bridge.on("input", async (event) => {
        if (!event?.story) return;
        const mine = ++sequence;
        const res = await fetch(transformUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ story: event.story }),
        });
        if (!res.ok || mine !== sequence) return;
        const { html } = (await res.json()) as { html: string };
        const target = document.getElementById(targetId);
        if (target) target.innerHTML = html;
      });
      setConnected(true);
    };
    connect();
    return () => {
      stopped = true;
    };
  }, [transformUrl, targetId]);
  return (
    <p
      className="preview-banner"
      role="status"
      data-story-id={storyId}
      data-bridge={connected ? "connected" : "waiting"}
    >
      {label}
    </p>
  );
}
