// What the desk says when it refuses an upload, by a short code: the API answers the
// sentence, the no-JavaScript form is sent back to /admin/images?error={code}.
export const IMAGE_UPLOAD_MESSAGES = {
  "too-large": "The image is larger than the upload limit. Export it smaller and upload it again.",
  "not-an-image": "This file is not a JPEG, PNG, WebP or AVIF image. Export it as one of those and upload it again.",
  "no-file": "Choose an image file to upload.",
  "no-alt": "Describe the image in the alt text: what would someone who cannot see it need to know?",
  "alt-too-long": "Keep the alt text under 300 characters.",
  "bad-form": "The form could not be read. Please try again.",
  expired: "This form has expired. Reload the page and try again.",
} as const;
export type ImageUploadProblem = keyof typeof IMAGE_UPLOAD_MESSAGES;

export const isImageUploadProblem = (code: string | null): code is ImageUploadProblem => code !== null && Object.hasOwn(IMAGE_UPLOAD_MESSAGES, code);
