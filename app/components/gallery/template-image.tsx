/**
 * A template preview image; when it fails to load (SPEC §2, §8) a placeholder shows the template's
 * first letter. An image that failed before hydration is detected on mount.
 */
import { useEffect, useRef, useState } from "react";

/**
 * `priority`: the image is likely the page's largest paint (the first cards of a grid): loaded at
 * once with high priority instead of lazily.
 */
export function TemplateImage({ src, name, className = "", priority = false }: { src: string; name: string; className?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${name} preview`}
        data-testid="template-placeholder"
        className={`flex aspect-[3/4] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-slate-100 ${className}`}
      >
        <span aria-hidden="true" className="text-6xl font-extrabold text-brand-700">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={`${name} preview`}
      width={397}
      height={530}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[3/4] w-full bg-white object-cover object-top ${className}`}
    />
  );
}
