import { IntentLink } from '@/components/ui/intent-link';
import { site } from '@/content/site';
import { Logo } from './logo';
import { CurrentYear } from './current-year';
import { BUILD_DATE } from './build-date';

export function Footer() {
  return (
    <footer className="mt-24 border-t border-border bg-surface/60">
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <IntentLink href="/" className="inline-flex items-center gap-2 rounded-lg font-bold text-fg">
            <Logo />
            <span className="text-lg">{site.name}</span>
          </IntentLink>
          <p className="mt-3 max-w-xs text-sm text-muted">{site.tagline}</p>
        </div>
        {site.footer.groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-fg">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.label}>
                  <IntentLink
                    href={link.href}
                    className="inline-block rounded py-1.5 text-sm text-muted transition-colors hover:text-fg"
                  >
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-sm text-muted">
          © <CurrentYear buildDate={BUILD_DATE} /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
