import { physicsDropperConfig } from '@/content/docs';
import { formatRange, withUnit } from './config-format';
import { RichText } from './rich-text';

/** The PhysicsDropper fields as a definition list: it reads well at 360 px, unlike a wide table. */
export function ConfigFields() {
  return (
    <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
      {physicsDropperConfig.map((field) => (
        <div key={field.name} className="grid gap-2 bg-surface-2/40 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt>
            <code className="font-mono text-sm font-semibold text-accent-2">{field.name}</code>
          </dt>
          <dd className="text-sm leading-6 text-muted">
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-fg">
              <span>
                <span className="text-muted">Range </span>
                {formatRange(field)}
              </span>
              <span>
                <span className="text-muted">Step </span>
                {field.step}
              </span>
              <span>
                <span className="text-muted">Default </span>
                {withUnit(field.defaultValue, 'unit' in field ? field.unit : undefined)}
              </span>
            </span>
            <span className="mt-1 block">
              <RichText text={field.effect} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
