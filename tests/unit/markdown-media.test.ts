// An image uploaded in the desk and pasted as markdown renders as the desk says it will:
// a <picture> with AVIF and WebP srcsets at every stored width, lazy; any other image is
// left as it was.
import { expect, it } from "vitest";
import { markdownToPageHtml, markdownToSafeHtml } from "../../common/markdown.ts";
import { mediaMarkdown, mediaPictureHtml } from "../../common/media-image.ts";

const image = { hash: "0123456789abcdef", widest: 1500, alt: "Our team [at] the whiteboard", width: 3000, height: 2000 };

it("renders a pasted /media image as the desk's <picture>, in posts and in pages", () => {
  for (const render of [markdownToSafeHtml, markdownToPageHtml]) {
    const html = render(`Before.\n\n${mediaMarkdown(image)}\n\nAfter.`);
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/media/0123456789abcdef-640.avif 640w, /media/0123456789abcdef-1200.avif 1200w, /media/0123456789abcdef-1500.avif 1500w" sizes="(max-width: 768px) 100vw, 768px">',
    );
    expect(html).toContain('src="/media/0123456789abcdef-1500.webp" alt="Our team [at] the whiteboard"');
    expect(html).toContain('srcset="/media/0123456789abcdef-640.webp 640w, /media/0123456789abcdef-1200.webp 1200w, /media/0123456789abcdef-1500.webp 1500w"');
    expect(html).toContain('loading="lazy"');
  }
  // What the desk shows names the same files.
  expect(mediaPictureHtml(image)).toContain(
    'srcset="/media/0123456789abcdef-640.avif 640w, /media/0123456789abcdef-1200.avif 1200w, /media/0123456789abcdef-1500.avif 1500w"',
  );
});

it("leaves other images alone", () => {
  expect(markdownToSafeHtml("![A diagram](/images/blog/x.jpg)")).not.toContain("<picture>");
  expect(markdownToSafeHtml("![Look-alike](/media/../0123456789abcdef-640.webp)")).not.toContain("<picture>");
});
