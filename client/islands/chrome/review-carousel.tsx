/**
 * Customer reviews in the footer (specification section 2, "Footer"; section 3, "Review block";
 * section 9, "Review carousel"): the review provider's trust score and the reviews in a carousel.
 * The carousel is infinite with navigation buttons; from 720px three reviews share a slide. The
 * stylesheet lays out the slide widths, so server HTML and hydration agree at every width; the
 * options are recalculated on resize (200 ms debounce). Review dates show as written first and
 * as relative time after hydration.
 */
import { useEffect, useState } from "react";
import { canStep, gestureDirection, optionsAt, stepIndex } from "../../../shared/chrome/carousel.ts";
import { REVIEW_CAROUSEL } from "../../../shared/config/carousel.ts";
import { RESIZE_DEBOUNCE_MS } from "../../../shared/config/timing.ts";
import { relativeTime } from "../../../shared/chrome/relative-time.ts";
import { Icon } from "../../components/icon.tsx";
import { useDebouncedResize } from "../../components/use-debounced-resize.ts";

export type ReviewView = {
  id: string;
  stars: number;
  title: string;
  text: string;
  authorName: string;
  createdAt: string;
  href: string;
};

export type ReviewCarouselProps = {
  title: string;
  subtitle: string;
  reviews: ReviewView[];
  stars: number;
  /** "Hervorragend TrustScore 4,7": score text plus 'TrustScore' (section 9). */
  trustScoreLabel: string;
  totalLabel: string;
  companyLink: string;
  locale: string;
  labels: { previous: string; next: string; justNow: string; stars: string; slide: string };
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The review date as written, the same on server and client (UTC); one format per locale. */
function writtenDate(locale: string, iso: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z";

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label.replace("{{count}}", String(value))}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= Math.round(value) ? "stars__on" : "stars__off"}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export default function ReviewCarousel(props: ReviewCarouselProps) {
  const [options, setOptions] = useState(() => optionsAt(REVIEW_CAROUSEL, 0));
  const [index, setIndex] = useState(0);
  const [now, setNow] = useState<Date | null>(null);
  const slides = Math.ceil(props.reviews.length / options.slidesPerGroup);

  useEffect(() => {
    setOptions(optionsAt(REVIEW_CAROUSEL, window.innerWidth));
    setNow(new Date());
  }, []);
  useDebouncedResize((width) => {
    const next = optionsAt(REVIEW_CAROUSEL, width);
    setOptions(next);
    setIndex((i) => Math.min(i, Math.ceil(props.reviews.length / next.slidesPerGroup) - 1));
  }, RESIZE_DEBOUNCE_MS);

  const step = (direction: 1 | -1) => setIndex((i) => stepIndex(i, direction, slides, options));
  /** A swipe or drag may end outside the viewport (on a button, past the edge): its end is heard on the window. */
  const followGesture = (down: PointerEvent) => {
    const end = (up: PointerEvent) => {
      if (up.pointerId !== down.pointerId) return;
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      if (up.type !== "pointerup") return;
      const direction = gestureDirection(
        up.clientX - down.clientX,
        up.clientY - down.clientY,
        down.pointerType === "mouse" ? "mouse" : "touch",
      );
      if (direction !== 0) step(direction);
    };
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
  };
  return (
    <section className="reviews" aria-roledescription="carousel" aria-label={props.title}>
      <div className="reviews__header">
        <div>
          <h2 className="footer-heading">{props.title}</h2>
          <p className="reviews__subtitle">{props.subtitle}</p>
        </div>
        <a className="trust-score" href={props.companyLink} target="_blank" rel="noopener noreferrer">
          <Stars value={props.stars} label={props.labels.stars} />
          <strong>{props.trustScoreLabel}</strong>
          <span>{props.totalLabel}</span>
        </a>
      </div>
      <div className="reviews__frame">
        <button
          type="button"
          className="carousel-button carousel-button--prev"
          onClick={() => step(-1)}
          disabled={!canStep(index, -1, slides, options)}
          aria-label={props.labels.previous}
        >
          <Icon name="chevron-left" />
        </button>
        <div className="reviews__viewport" onPointerDown={(event) => followGesture(event.nativeEvent)}>
          <ul
            className="reviews__track"
            style={{ "--index": index, "--speed": `${options.transitionSpeed}ms` } as React.CSSProperties}
            aria-live="polite"
          >
            {props.reviews.map((review, i) => {
              const onSlide = Math.floor(i / options.slidesPerGroup);
              return (
                <li
                  key={review.id}
                  className="review"
                  aria-roledescription="slide"
                  aria-label={props.labels.slide
                    .replace("{{index}}", String(i + 1))
                    .replace("{{count}}", String(props.reviews.length))}
                  aria-hidden={onSlide !== index || undefined}
                >
                  <Stars value={review.stars} label={props.labels.stars} />
                  <h3 className="review__title">
                    <a
                      href={review.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      tabIndex={onSlide === index ? 0 : -1}
                      draggable={false}
                    >
                      {review.title}
                    </a>
                  </h3>
                  <p className="review__text">{review.text}</p>
                  <p className="review__meta">
                    <span>{review.authorName}</span>
                    <time dateTime={review.createdAt}>
                      {now
                        ? relativeTime(new Date(review.createdAt), now, props.locale, props.labels.justNow)
                        : writtenDate(props.locale, review.createdAt)}
                    </time>
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
        <button
          type="button"
          className="carousel-button carousel-button--next"
          onClick={() => step(1)}
          disabled={!canStep(index, 1, slides, options)}
          aria-label={props.labels.next}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
    </section>
  );
}
