// An upload the server will not take: the status, and the problem's code (its sentence is
// in common/image-upload-messages.ts, for the API and the desk page alike).
import { IMAGE_UPLOAD_MESSAGES, type ImageUploadProblem } from "../../common/image-upload-messages.ts";

export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly problem: ImageUploadProblem,
  ) {
    super(IMAGE_UPLOAD_MESSAGES[problem]);
  }
}
