// The entities of SPEC section 3, as the API returns them.
export interface Service {
  id: number;
  slug: string;
  title: string;
  description: string;
  icon: string;
  content: string | null;
}
export interface Solution {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  features: string[];
  about: string | null;
}
export interface CaseStudy {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  industry: string;
  tags: string[];
  client: string;
  content: string;
}
export interface Testimonial {
  id: number;
  quote: string;
  rating: number;
  avatar: string;
  name: string;
  position: string;
  company: string;
}
/** A blog post in the shape both sources end up in (server form and markdown file form). */
export interface BlogPost {
  id?: number;
  slug: string;
  title: string;
  description: string;
  author: string;
  date: string;
  /** YYYY-MM-DD of the last substantial revision, when there was one (markdown posts' `updated:`). */
  updated?: string;
  tags: string[];
  image: string;
  content: string;
}
export interface WhitePaper {
  id: number;
  title: string;
  description: string;
  pdfUrl: string;
  thumbnailUrl: string;
  datePublished: string;
  pages: number;
}
export interface ClientLogo {
  name: string;
  logo: string;
}
