// The images an image switches to, once, when it fails to load (SPEC 2 and 4, Images).
// scripts/build-images.ts draws both.

/** Blog cards and posts (SPEC 2, /blog), and the other pictures without a fallback of their own. */
export const PLACEHOLDER_IMAGE = "/images/placeholder-image.jpg";

/** Solution cards and the video-conferencing solution's images. */
export const SOLUTION_FALLBACK_IMAGE = "/images/solutions/fallback.jpg";
