import { pageMetadata } from '@/components/site/page-metadata';
import { communityPage } from '@/content/community';
import { showcaseProjects } from '@/content/showcase';
import { splitShowcase } from '@/components/community/split-showcase';
import { CommunityHero } from '@/components/community/community-hero';
import { FeaturedProject } from '@/components/community/featured-project';
import { ShowcaseGrid } from '@/components/community/showcase-grid';
import { ForumBuzz } from '@/components/community/forum-buzz';
import { ShareCard } from '@/components/community/share-card';
import { SidebarLayout } from '@/components/ui/sidebar-layout';

export const metadata = pageMetadata({
  title: communityPage.hero.title,
  description:
    'Games developers shipped on Microloop templates: the Loop of the Month, a showcase of PhysicsDropper X, BeatSync Pro and CogniTiles Prime projects, and the latest forum threads.',
  path: '/community',
});

export default function CommunityPage() {
  const { featured, rest } = splitShowcase(showcaseProjects);
  return (
    <>
      <CommunityHero />
      <SidebarLayout
        sidebar={
          <>
            <ForumBuzz />
            <ShareCard />
          </>
        }
      >
        {featured && <FeaturedProject project={featured} />}
        <ShowcaseGrid projects={rest} />
      </SidebarLayout>
    </>
  );
}
