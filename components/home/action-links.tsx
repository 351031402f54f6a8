import clsx from 'clsx';
import type { CallToActionLink } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** A row of large button links; the primary one carries an arrow. Stacks on phones. */
export function ActionLinks({ actions, className }: { actions: readonly CallToActionLink[]; className?: string }) {
  return (
    <div className={clsx('flex flex-col gap-3 sm:flex-row', className)}>
      {actions.map((action) => (
        <ButtonLink key={action.href} href={action.href} variant={action.variant} size="lg">
          {action.label}
          {action.variant === 'primary' && <Icon name="arrowRight" className="size-4" />}
        </ButtonLink>
      ))}
    </div>
  );
}
