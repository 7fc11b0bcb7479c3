// The cards the list screens and the home page share.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import type { CaseStudy, Service, Solution, Testimonial } from "../../../common/entities.ts";
import { cardTags } from "../../../common/blog-card-text.ts";
import type { BlogListItem } from "../../../common/blog.ts";
import { formatDate } from "../../lib/presentation/format-date.ts";
import { ServiceIcon } from "./service-icon.tsx";
import { SmartImage } from "./smart-image.tsx";
import { buttonClass } from "../ui/button.ts";
import { PLACEHOLDER_IMAGE, SOLUTION_FALLBACK_IMAGE } from "../../../common/fallback-images.ts";
import { TagChips } from "../blog/tag-chips.tsx";
import { caseStudyPath, postPath, servicePath, solutionPath } from "../../../common/paths.ts";

/** Card titles are h3 under a section's h2 (home), h2 when the cards follow the page's h1 (lists). */
type HeadingLevel = { headingLevel?: 2 | 3 };
const headingTag = (level: 2 | 3 = 3) => (level === 2 ? "h2" : "h3");

export function ServiceCard({ service, features, headingLevel }: { service: Omit<Service, "content">; features?: string[] } & HeadingLevel) {
  const Title = headingTag(headingLevel);
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-sky-50 text-brand">
        <ServiceIcon name={service.icon} />
      </div>
      <Title className="mt-5 text-xl font-semibold text-slate-900">{service.title}</Title>
      <p className="mt-2 flex-1 text-slate-600">{service.description}</p>
      {features ? (
        <ul className="mt-4 space-y-2">
          {features.map((f) => (
            <li key={f} className="flex gap-2 text-sm text-slate-700">
              <SpriteIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" /> {f}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={servicePath(service.slug)} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline">
        {/* The hidden words give the link its purpose out of context (WCAG 2.4.4, Lighthouse link-text). */}
        Learn more<span className="sr-only"> about {service.title}</span> <SpriteIcon name="arrow-right" className="h-4 w-4" />
      </Link>
    </article>
  );
}

/** The frame the picture cards share: a 16:9 image over a padded column of text. */
export function PictureCard({
  image,
  fallback,
  priority,
  imageClassName,
  children,
  ...rest
}: {
  image: string;
  fallback: string;
  priority: boolean;
  imageClassName?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" {...rest}>
      <SmartImage
        src={image}
        fallback={fallback}
        alt=""
        width={1200}
        height={675}
        priority={priority}
        className={`aspect-video w-full object-cover${imageClassName ? ` ${imageClassName}` : ""}`}
      />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </article>
  );
}

export function SolutionCard({ solution, priority = false, headingLevel }: { solution: Omit<Solution, "about">; priority?: boolean } & HeadingLevel) {
  const Title = headingTag(headingLevel);
  return (
    <PictureCard image={solution.image} fallback={SOLUTION_FALLBACK_IMAGE} priority={priority}>
      <Title className="text-xl font-semibold text-slate-900">{solution.title}</Title>
      <p className="mt-2 flex-1 text-slate-600">{solution.description}</p>
      <Link
        to={solutionPath(solution.slug)}
        className="mt-5 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
        aria-label={`View details of ${solution.title}`}
      >
        View Details <SpriteIcon name="arrow-right" className="h-4 w-4" />
      </Link>
    </PictureCard>
  );
}

export function CaseStudyCard({
  study,
  fullPageLink = false,
  priority = false,
  headingLevel,
}: { study: Omit<CaseStudy, "content">; fullPageLink?: boolean; priority?: boolean } & HeadingLevel) {
  const Title = headingTag(headingLevel);
  return (
    <PictureCard image={study.image} fallback={PLACEHOLDER_IMAGE} priority={priority}>
      <p className="text-sm font-semibold text-teal-700">{study.industry}</p>
      <Title className="mt-1 text-xl font-semibold text-slate-900">{study.title}</Title>
      <p className="mt-2 flex-1 text-slate-600">{study.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {study.tags.map((t) => (
          <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {t}
          </li>
        ))}
      </ul>
      {/* SPEC: 'Read case study' is a full page load. */}
      <Link
        to={caseStudyPath(study.slug)}
        reloadDocument={fullPageLink}
        className="mt-5 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
        aria-label={`Read case study: ${study.title}`}
      >
        Read case study <SpriteIcon name="arrow-right" className="h-4 w-4" />
      </Link>
    </PictureCard>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const filled = Math.round(testimonial.rating);
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <div className="flex gap-1" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <SpriteIcon key={i} name="star" className={`h-5 w-5 ${i < filled ? "fill-amber-400 text-amber-400" : "text-slate-300"}`} />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-lg text-slate-800">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <img src={testimonial.avatar} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full" />
        <div>
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">
            {testimonial.position}, {testimonial.company}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}

/** SPEC 2, /blog: card with image, title, author, date, first 2 tags and a 180-character excerpt. */
export function BlogCard({ post, priority = false }: { post: BlogListItem; priority?: boolean }) {
  const { shown, more } = cardTags(post.tags);
  return (
    <PictureCard image={post.image} fallback={PLACEHOLDER_IMAGE} priority={priority} imageClassName="bg-slate-100" data-testid="blog-card">
      <TagChips tags={shown} more={more} size="sm" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link to={postPath(post.slug)} className="hover:text-brand">
          {post.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-500">
        {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      <p className="mt-3 flex-1 text-sm text-slate-600" data-testid="blog-excerpt">
        {post.excerpt}
      </p>
      <Link to={postPath(post.slug)} className={buttonClass("primary", "sm", "mt-5 w-fit")}>
        Read More<span className="sr-only"> about {post.title}</span>
      </Link>
    </PictureCard>
  );
}
