import { templatePageCopy as copy, type Template } from '@/content/templates';
import { Icon } from '@/components/ui/icon';

/** What the starter kit holds, file by file. */
export function KitContents({ template }: { template: Template }) {
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
            {template.engine} files: {copy.kitEngine[template.engine]}
          </span>
        </li>
      </ul>
      <p className="mt-3 text-sm text-muted">{copy.kitNote(template)}</p>
    </section>
  );
}
