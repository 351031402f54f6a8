import type { ShowcaseProject } from '@/content/showcase';

/** The Loop of the Month and the rest of the grid; the featured project is never repeated. */
export function splitShowcase<P extends ShowcaseProject>(projects: readonly P[]) {
  const featured = projects.find((project) => project.featured);
  return { featured, rest: projects.filter((project) => project !== featured) };
}
