/**
 * Redesign experiment 967 (section 9): the selling points as a row of badges, each with a check
 * mark, its title on top and its text below, instead of one line of text per point.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { blocks, text } from "../../../content/fields.ts";

export function UspTeaserRedesign({ block }: BlockProps) {
  const items = blocks(block, "items");
  if (items.length === 0) return null;
  return (
    <ul className="usp-teaser redesign-usp" data-experiment="967">
      {items.map((item, i) => (
        <li key={item.uid || i} className="redesign-usp__badge" data-icon={text(item, "icon")}>
          <svg
            className="redesign-usp__check"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M4 12.5l5 5L20 6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <strong className="redesign-usp__title">{text(item, "title")}</strong>
          <span className="redesign-usp__text">{text(item, "text")}</span>
        </li>
      ))}
    </ul>
  );
}
