import { IntentLink } from '@/components/ui/intent-link';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { MainNav } from './main-nav';
import { Logo } from './logo';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/85 backdrop-blur-md">
      <div className="container-page relative flex h-16 items-center gap-2 md:gap-4">
        <IntentLink href="/" className="mr-auto flex items-center gap-2 rounded-lg font-bold text-fg md:mr-0">
          <Logo />
          <span className="text-lg tracking-tight md:max-lg:sr-only">{site.name}</span>
        </IntentLink>
        <MainNav
          links={site.nav}
          openIcon={<Icon name="menu" className="size-6" />}
          closeIcon={<Icon name="close" className="size-6" />}
        />
        <ButtonLink href={site.cta.href} size="sm">
          {site.cta.label}
        </ButtonLink>
      </div>
    </header>
  );
}
