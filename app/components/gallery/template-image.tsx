/**
 * A template preview image with its placeholder (the template's first letter), rendered hidden;
 * watchTemplateImage swaps them when the image fails to load.
 */
import { useEffect, useRef } from "react";
import { watchTemplateImage } from "./template-image-behaviour.ts";

/**
 * `priority`: the image is likely the page's largest paint (the first cards of a grid): loaded at
 * once with high priority instead of lazily.
 */
export function TemplateImage({ src, name, className = "", priority = false }: { src: string; name: string; className?: string; priority?: boolean }) {
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => (frameRef.current ? watchTemplateImage(frameRef.current) : undefined), [src]);
  return (
    <div ref={frameRef} data-template-image="" className="contents">
      <img
        src={src}
        alt={`${name} preview`}
        width={397}
        height={530}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={`aspect-[3/4] w-full bg-white object-cover object-top ${className}`}
      />
      <div
        role="img"
        aria-label={`${name} preview`}
        hidden
        data-template-placeholder=""
        data-testid="template-placeholder"
        className={`flex aspect-[3/4] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-slate-100 ${className}`}
      >
        <span aria-hidden="true" className="text-6xl font-extrabold text-brand-700">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    </div>
  );
}
