// An architecture diagram (drawn at 1200 × 675): on a phone its labels are small, so the
// picture links to the full-size image, which the browser lets the visitor zoom.
import { optimizedSrc } from "../../lib/presentation/images.ts";
import { SmartImage } from "./smart-image.tsx";

interface Props {
  src: string;
  fallback: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function DiagramFigure({ src, fallback, alt, sizes, priority, className = "" }: Props) {
  return (
    <figure className={className}>
      <a href={optimizedSrc(src)} className="block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand">
        <SmartImage
          src={src}
          fallback={fallback}
          alt={alt}
          width={1200}
          height={675}
          priority={priority}
          fade={false}
          sizes={sizes}
          className="aspect-video w-full rounded-2xl bg-slate-100 object-cover"
        />
      </a>
      <figcaption className="mt-2 text-center text-sm text-slate-600 md:hidden">Tap the diagram to open it full size.</figcaption>
    </figure>
  );
}
