import { pageMetadata } from '@/components/site/page-metadata';
import { showcaseProjects } from '@/content/showcase';
import { splitShowcase } from '@/components/community/split-showcase';
import { CommunityHero } from '@/components/community/community-hero';
import { FeaturedProject } from '@/components/community/featured-project';
import { ShowcaseGrid } from '@/components/community/showcase-grid';
import { ForumBuzz } from '@/components/community/forum-buzz';
import { ShareCard } from '@/components/community/share-card';

export const metadata = pageMetadata({
  title: 'Community & Showcase',
  description:
    'Games developers shipped on Microloop templates: the Loop of the Month, a showcase of PhysicsDropper X, BeatSync Pro and CogniTiles Prime projects, and the latest forum threads.',
  path: '/community',
});

export default function CommunityPage() {
  const { featured, rest } = splitShowcase(showcaseProjects);
  return (
    <>
      <CommunityHero />
      <div className="container-page grid gap-16 pt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-10">
        <div className="min-w-0 space-y-16">
          {featured && <FeaturedProject project={featured} />}
          <ShowcaseGrid projects={rest} />
        </div>
        <div className="grid content-start gap-6 self-start sm:grid-cols-2 lg:grid-cols-1">
          <ForumBuzz />
          <ShareCard />
        </div>
      </div>
    </>
  );
}
