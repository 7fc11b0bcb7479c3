// The brand's colours, for code that cannot use the CSS theme tokens (the theme colour
// meta tag, chart strokes, build-time images and PDFs). The stylesheet's `--color-brand`
// and `--color-brand-dark` in app/app.css hold the same values; a test keeps them equal.
export const BRAND_COLOR = "#0f4f95";
export const BRAND_DARK = "#0b3d74";
