// The SPEC's optimised image mode: in production, jpg/jpeg/png are served as the WebP
// the build generated beside them; a 640 px variant serves small screens.
export const OPTIMIZED_IMAGES = import.meta.env.PROD;

export function optimizedSrc(src: string, optimized = OPTIMIZED_IMAGES): string {
  return optimized ? src.replace(/\.(jpe?g|png)$/i, ".webp") : src;
}

/** srcset with the 640 px variant the image build writes for site images. */
export function responsiveSrcSet(src: string, optimized = OPTIMIZED_IMAGES): string | undefined {
  if (!/^\/images\/(blog|case-studies|solutions|services)\//.test(src)) return undefined;
  const full = optimizedSrc(src, optimized);
  const small = full.replace(/\.(webp|jpe?g|png)$/i, "-640.$1");
  return `${small} 640w, ${full} 1200w`;
}

/** Services carry no image field: the image build writes one per service slug. */
export const serviceImage = (slug: string) => `/images/services/${slug}.jpg`;
