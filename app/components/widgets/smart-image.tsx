// An image that fades in once loaded and switches once to a fallback if it fails
// (SPEC 4, Images), in the optimised format, with its size set so nothing shifts.
import { useCallback, useEffect, useState, type ImgHTMLAttributes } from "react";
import { optimizedSrc, responsiveSrcSet } from "../../lib/presentation/images.ts";

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string;
  fallback: string;
  width: number;
  height: number;
  alt: string;
  priority?: boolean;
  fade?: boolean;
}

export function SmartImage({ src, fallback, priority, fade = true, className = "", sizes, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Server HTML shows images at once (no-JS visitors, crawlers); only after hydration
  // do images that are still loading start transparent and fade in.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // An image that finished before hydration fired its load or error event unseen: read its state.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete) return;
    if (img.naturalWidth > 0) setLoaded(true);
    else if (img.currentSrc || img.src) setFailed(true);
  }, []);
  const current = failed ? fallback : optimizedSrc(src);
  return (
    <img
      {...rest}
      alt={alt}
      ref={ref}
      src={current}
      srcSet={failed ? undefined : responsiveSrcSet(src)}
      sizes={sizes ?? "(min-width: 1024px) 400px, 100vw"}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      data-fallback={failed ? "true" : undefined}
      // For the islands loader: public pages do not hydrate (app/islands/image-fallback.ts).
      data-fallback-src={failed ? undefined : fallback}
      onLoad={() => setLoaded(true)}
      onError={() => {
        if (!failed) setFailed(true); // once only: a broken fallback must not loop
      }}
      className={`${className} ${fade ? `transition-opacity duration-500 motion-reduce:transition-none ${!hydrated || loaded || priority ? "opacity-100" : "opacity-0"}` : ""}`}
    />
  );
}
