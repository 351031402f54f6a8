import { testimonial } from '@/content/home';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Quote } from '@/components/ui/quote';
import { StarRating } from '@/components/ui/star-rating';

export function Testimonial() {
  const { tryIt } = testimonial;
  return (
    <section aria-labelledby="testimonial-title" className="container-page py-10 sm:py-14">
      <div className="relative isolate grid gap-10 overflow-hidden rounded-3xl border border-border bg-surface p-6 sm:p-10 lg:grid-cols-[1fr_17rem] lg:gap-14 lg:p-14">
        <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-72 rounded-full bg-warm/10 blur-3xl" />
        <div>
          <h2
            id="testimonial-title"
            className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-widest text-accent-2 uppercase"
          >
            {testimonial.eyebrow}
            <Badge tone="warm" className="tracking-normal normal-case">
              {testimonial.template}
            </Badge>
          </h2>
          <Quote
            className="mt-8"
            text={testimonial.text}
            author={testimonial.author}
            role={testimonial.role}
            header={<StarRating value={testimonial.rating} className="mb-4" />}
          />
        </div>
        <aside
          aria-labelledby="try-it-title"
          className="self-end rounded-2xl border border-border bg-bg/60 p-5 lg:border-l lg:border-border-strong"
        >
          <Icon name="play" className="size-5 text-accent-2" />
          <h3 id="try-it-title" className="mt-3 font-semibold text-fg">
            {tryIt.title}
          </h3>
          <p className="mt-2 text-sm text-pretty text-muted">{tryIt.description}</p>
          <ButtonLink href={tryIt.link.href} variant="secondary" size="sm" className="mt-4 w-full">
            {tryIt.link.label}
          </ButtonLink>
        </aside>
      </div>
    </section>
  );
}
