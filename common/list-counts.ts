// How many items of each list the home page shows (SPEC 9).
export const HOME_COUNTS = { solutions: 6, caseStudies: 3, testimonials: 2, posts: 3 } as const;
