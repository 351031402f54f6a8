import { camelName, formatRange, formatValue, snakeName, type ParamSpec } from '@/lib/mechanics/core/params';

/** How each engine's kit spells a setting: the C# field, the GDScript property, the JavaScript key. */
export const settingName = {
  unity: camelName,
  godot: snakeName,
  js: (spec: Pick<ParamSpec, 'key'>) => spec.key,
} as const;

/** A mechanic's settings as a definition list: it reads well at 360 px, unlike a wide table. */
export function ConfigFields({ params, naming = 'unity' }: { params: readonly ParamSpec[]; naming?: keyof typeof settingName }) {
  return (
    <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
      {params.map((spec) => (
        <div key={spec.key} className="grid gap-2 bg-surface-2/40 p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt>
            <code className="font-mono text-sm font-semibold text-accent-2">{settingName[naming](spec)}</code>
          </dt>
          <dd className="text-sm leading-6 text-muted">
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-fg">
              <span>
                <span className="text-muted">Range </span>
                {formatRange(spec)}
              </span>
              <span>
                <span className="text-muted">Step </span>
                {spec.step}
              </span>
              <span>
                <span className="text-muted">Default </span>
                {formatValue(spec, spec.defaultValue)}
              </span>
            </span>
            <span className="mt-1 block">{spec.meaning}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
