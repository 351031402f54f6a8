import { releasesFeedXml } from '@/components/template-page/releases-feed';

export const dynamic = 'force-static';

export function GET() {
  return new Response(releasesFeedXml(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
