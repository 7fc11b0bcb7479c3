// How many placeholders each data list shows while it loads (SPEC 4), and how many
// items of each list the home page shows (SPEC 9).

export const SKELETON_COUNT = {
  services: 6,
  solutions: 6,
  homeSolutions: 3,
  caseStudies: 3,
  testimonials: 2,
  homeBlogPosts: 3,
  blogList: 9,
  collection: 6,
} as const;

export const HOME_COUNTS = { solutions: 6, caseStudies: 3, testimonials: 2, posts: 3 } as const;
