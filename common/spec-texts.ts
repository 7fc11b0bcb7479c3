// The SPEC's words for what the visitor sees when something fails or is missing, and
// what the contact form answers (SPEC sections 2, 4, 7, 8 and 9), grouped by screen.
// Each is typed only here, and tests/unit/one-home.test.ts fails on a stray copy; the
// chat's words live in chat-rules.ts and the form's field messages in contact-rules.ts.

/** Every data list's error state, in red in place of the grid (SPEC 4 and 8). */
export const LIST_ERROR = {
  services: "Error loading services. Please try again.",
  solutions: "Error loading solutions. Please try again.",
  caseStudies: "Error loading case studies. Please try again.",
  testimonials: "Error loading testimonials. Please try again.",
  blogPosts: "Error loading blog posts. Please try again.",
} as const;

/** SPEC 4: the blog list when both of its sources are empty. */
export const NO_BLOG_POSTS = "No blog posts available.";

/** A collection's list page (content/collections/{name}.yaml) in the words of the SPEC's lists, naming it as its path does ("case-studies": "case studies"). */
const collectionNoun = (name: string) => name.replace(/-/g, " ");
export const COLLECTION_TEXT = {
  error: (name: string) => `Error loading ${collectionNoun(name)}. Please try again.`,
  empty: (name: string) => `No ${collectionNoun(name)} available.`,
};

/** The detail screens' way back to their list, on the not-found view and the found page. */
export const BACK_TO = {
  services: "Back to Services",
  solutions: "Back to Solutions",
  caseStudies: "Back to Case Studies",
  blog: "Back to Blog",
  whitePapers: "Back to White Papers",
} as const;

/** The detail screens' not-found views (SPEC 2 and 8), as NotFoundView's props. */
export const NOT_FOUND_VIEW = {
  service: {
    title: "Service Not Found",
    text: "The service you're looking for couldn't be found or is temporarily unavailable.",
    backTo: "/services",
    backLabel: BACK_TO.services,
  },
  solution: { title: "Solution Not Found", text: "The solution you're looking for could not be found.", backTo: "/solutions", backLabel: BACK_TO.solutions },
  blogPost: {
    title: "Blog Post Not Found",
    text: "The blog post you're looking for couldn't be found or is temporarily unavailable.",
    backTo: "/blog",
    backLabel: BACK_TO.blog,
  },
  whitePaper: {
    title: "White Paper Not Found",
    text: "The white paper you're looking for doesn't exist or has been moved.",
    backTo: "/white-papers",
    backLabel: BACK_TO.whitePapers,
  },
} as const;

/** SPEC 8: the case study detail on error or missing data, with a link 'Back to Case Studies'. */
export const CASE_STUDY_ERROR = "Error loading case study. Please try again.";

/** SPEC 2 and 9: the fixed lines of every case study's 'Project Highlights'. */
export const CASE_STUDY_TIME_FRAME = "Time Frame: 12 weeks";
export const CASE_STUDY_ROI = "ROI: 300% within first year";

/** The not-found page of any unknown route (SPEC 2), also the root error boundary's 404. */
export const NOT_FOUND_PAGE = {
  title: "Page Not Found",
  text: "The page you are looking for does not exist or has been moved.",
  home: "Return Home",
  support: "Contact Support",
} as const;

/** The contact form's toasts (SPEC 4 and 8); 'sent' also heads the confirmations of the form and the chat page. */
export const CONTACT_TOAST = {
  sent: { title: "Message Sent", description: "Thank you for your message. We'll get back to you shortly." },
  failed: { variant: "destructive", title: "Error", description: "There was a problem sending your message. Please try again." },
} as const;

/** SPEC 1 and 9: how soon the firm answers, starts talking and starts work (each page words the sentence). */
export const CONTACT_PROMISES = { reply: "24 hours", discoveryCall: "48 hours", implementationStart: "1-2 weeks" } as const;

/** SPEC 8: the internal error for a single markdown post file that is not there. */
export const MARKDOWN_NOT_FOUND = "Markdown not found";
