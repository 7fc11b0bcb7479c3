// An uploaded image pasted into markdown, `![alt](/media/{hash}-{width}.webp)`, is shown
// as the <picture> the desk promises (common/media-image.ts): AVIF where the browser takes
// it, WebP otherwise, each at the width the screen needs, loaded lazily. Runs after the
// sanitizer and adds only markup of our own, derived from an address that passed it.
import type { Element } from "hast";
import { eachElement, type Parent } from "./hast.ts";
import { MEDIA_SIZES, mediaSrcSet, parseMediaUrl } from "../media-image.ts";

export function mediaPictures() {
  return (tree: Parent) => {
    const found: { img: Element; parent: Parent; hash: string; widest: number }[] = [];
    eachElement(tree, (el, parent) => {
      const media = el.tagName === "img" && typeof el.properties.src === "string" ? parseMediaUrl(el.properties.src) : undefined;
      if (media && !(parent.type === "element" && parent.tagName === "picture")) found.push({ img: el, parent, ...media });
    });
    for (const { img, parent, hash, widest } of found) {
      img.properties = { ...img.properties, srcSet: mediaSrcSet(hash, widest, "webp"), sizes: MEDIA_SIZES, loading: "lazy", decoding: "async" };
      const picture: Element = {
        type: "element",
        tagName: "picture",
        properties: {},
        children: [
          {
            type: "element",
            tagName: "source",
            properties: { type: "image/avif", srcSet: mediaSrcSet(hash, widest, "avif"), sizes: MEDIA_SIZES },
            children: [],
          },
          img,
        ],
      };
      parent.children[parent.children.indexOf(img)] = picture;
    }
  };
}
