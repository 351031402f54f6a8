import { templatePageCopy as copy, type Template } from '@/content/templates';
import { kitEngineLabels, type KitEngine } from '@/lib/mechanics/kit-engines';
import { Icon } from '@/components/ui/icon';
import { KitEngineText, type KitEngines } from '@/components/mechanic/kit-engine';

const byEngine = (engines: KitEngines, text: (engine: KitEngine) => string) => Object.fromEntries(engines.map((engine) => [engine, text(engine)]));

/** What the starter kit holds, file by file, for the engine chosen above (the template's own before that). */
export function KitContents({ template, engines }: { template: Template; engines: KitEngines }) {
  return (
    <section aria-labelledby="kit-title">
      <h2 id="kit-title" className="text-xl font-bold tracking-tight">
        {copy.kitTitle}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-muted">{copy.kitIntro}</p>
      <ul className="mt-3 space-y-2 text-sm text-fg">
        {Object.entries(copy.kitRoot).map(([file, what]) => (
          <li key={file} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              <code className="rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em]">{file}</code>: {what}
            </span>
          </li>
        ))}
        <li className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            <KitEngineText engines={engines} texts={byEngine(engines, (engine) => `${kitEngineLabels[engine]} files: ${copy.kitEngine[engine]}`)} />
          </span>
        </li>
      </ul>
      <p className="mt-3 text-sm text-muted">
        <KitEngineText engines={engines} texts={byEngine(engines, (engine) => copy.kitNote(template, engine))} />
      </p>
    </section>
  );
}
