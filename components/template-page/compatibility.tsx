import { versionsCopy as copy } from '@/content/versions';
import { compatibility } from '@/lib/mechanics/compatibility';
import { kitEngineLabels, type KitEngines } from '@/lib/mechanics/kit-engines';
import { RichText } from '@/components/docs/rich-text';

const cell = 'border-t border-border px-2 py-2 align-top sm:px-3 sm:py-2.5';

/**
 * Each engine's version range for the Kit engine radios, rendered here on the server: hidden from the
 * radio's name (it stays "Unity"), which reads it as its description by this id.
 */
export function engineRanges(engines: KitEngines) {
  return Object.fromEntries(
    engines.map((engine) => [
      engine,
      <span key={engine} id={`kit-range-${engine}`} aria-hidden="true" className="ml-1.5 text-xs font-normal">
        {compatibility[engine].range}
      </span>,
    ]),
  );
}

/** "Compatibility": a table per engine the kit comes in, each claim beside how we know it. */
export function Compatibility({ engines }: { engines: KitEngines }) {
  return (
    <section id="compatibility" aria-labelledby="compatibility-title" className="space-y-4">
      <h2 id="compatibility-title" className="text-xl font-bold tracking-tight">
        {copy.compatibilityTitle}
      </h2>
      <p className="max-w-3xl text-sm leading-relaxed text-muted">{copy.compatibilityIntro}</p>
      {engines.map((engine) => (
        <table key={engine} className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-border text-left text-xs hyphens-auto sm:text-sm">
          <caption className="pb-2 text-left text-base font-semibold hyphens-none text-fg">
            {kitEngineLabels[engine]} <span className="font-normal text-muted">({compatibility[engine].range})</span>
          </caption>
          <colgroup>
            <col className="w-[24%]" />
            <col className="w-[38%]" />
            <col />
          </colgroup>
          <thead className="bg-surface-2 text-fg">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {copy.compatibilityColumns.topic}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {copy.compatibilityColumns.value}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {copy.compatibilityColumns.how}
              </th>
            </tr>
          </thead>
          <tbody className="break-words text-muted">
            {compatibility[engine].rows.map((row) => (
              <tr key={row.topic}>
                <th scope="row" className={`${cell} font-medium text-fg`}>
                  {row.topic}
                </th>
                <td className={cell}>
                  <RichText text={row.value} />
                </td>
                <td className={cell}>
                  <RichText text={row.how} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
