import Link from 'next/link';
import type { ReactNode } from 'react';
import { apiPageCopy as copy } from '@/content/kit-api/pages';
import { kitSample } from '@/content/kit-api/samples';
import type { KitApi, KitMember } from '@/content/kit-api';
import { behaviourFor, controlsFor, padLinesFor, persistsFor } from '@/lib/mechanics/all-games/contract-text';
import type { Mechanic } from '@/lib/mechanics/core/mechanic';
import { kitEngineLabels, type KitEngine } from '@/lib/mechanics/kit-engine-query';
import { CodeBlock } from './code-block';
import { ConfigFields } from './config-fields';
import { RichText } from './rich-text';

const engineOrder: readonly KitEngine[] = ['unity', 'godot', 'js'];

function Members({ members }: { members: readonly KitMember[] }) {
  return (
    <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
      {members.map((member) => (
        <div key={member.name} className="grid gap-1 bg-surface-2/40 p-4">
          <dt>
            <code className="font-mono text-sm font-semibold break-words text-accent-2">{member.signature}</code>
          </dt>
          <dd className="text-sm leading-6 text-muted">
            <RichText text={member.meaning} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a player does and what the game does around its rules, in one engine: the game contract's words. */
export function KitBehaviour({ slug, engine, part }: { slug: string; engine: KitEngine; part: (name: string) => { id: string; engineTitle: string } }) {
  const kept = persistsFor(slug, engine);
  const pad = padLinesFor(slug, engine);
  return (
    <>
      <Part {...part('controls')} title={copy.sections.controls}>
        <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
          {controlsFor(slug, engine).map((control) => (
            <div key={control.id} className="grid gap-1 bg-surface-2/40 p-4">
              <dt className="text-sm font-semibold text-fg">
                <RichText text={control.triggers} />
              </dt>
              <dd className="text-sm leading-6 text-muted">{control.meaning}</dd>
            </div>
          ))}
        </dl>
        {pad.length > 0 && (
          <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-muted">
            {pad.map((line) => (
              <li key={line}>
                <RichText text={line} />
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part {...part('behaviour')} title={copy.sections.behaviour}>
        <p className="text-sm text-muted">{copy.behaviourNote}</p>
        <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-muted">
          {behaviourFor(slug, engine).map((rule, index) => (
            <li key={`${rule.moment}-${index}`}>
              <RichText text={rule.text} /> <RichText text={rule.proof} />
            </li>
          ))}
        </ul>
      </Part>
      {kept.length > 0 && (
        <Part {...part('persists')} title={copy.sections.persists}>
          <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-muted">
            {kept.map((item) => (
              <li key={item.what}>
                <RichText text={`${item.what}: ${item.where}.`} />
              </li>
            ))}
          </ul>
        </Part>
      )}
    </>
  );
}

/** A part of one engine's reference, named with its engine ("Godot Signals") so each region's name is unique. */
function Part({ id, engineTitle, title, children }: { id: string; engineTitle: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${engineTitle} ${id}`} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One template's API in each engine: settings, events, methods, properties, files and a sample. */
export function KitApiReference({ api, mechanic, templateHref }: { api: KitApi; mechanic: Mechanic; templateHref: string }) {
  return (
    <div className="container-page space-y-14 py-12">
      <nav aria-label={copy.enginesNav} className="flex flex-wrap items-center gap-3 text-sm">
        {engineOrder.map((engine) => (
          <a key={engine} href={`#${engine}`} className="rounded-full border border-border-strong bg-surface-2 px-3.5 py-1.5 font-medium text-fg hover:border-accent">
            {kitEngineLabels[engine]}
          </a>
        ))}
        <Link href={templateHref} prefetch={false} className="font-medium text-accent-2 underline-offset-4 hover:underline">
          {copy.templateLink(mechanic.name)}
        </Link>
      </nav>
      {engineOrder.map((engine) => {
        const engineApi = api.engines[engine];
        const sample = kitSample(api, engine);
        const part = (name: string) => ({ id: `${engine}-${name}`, engineTitle: `${engine}-title` });
        return (
          <section key={engine} id={engine} aria-labelledby={`${engine}-title`} className="scroll-mt-24 space-y-6">
            <h2 id={`${engine}-title`} className="text-2xl font-bold tracking-tight text-fg">
              {kitEngineLabels[engine]}
            </h2>
            <p className="max-w-3xl leading-7 text-muted">
              <RichText text={copy.entry(engine, mechanic.name, api.slug, engineApi)} />
            </p>
            <Part {...part('settings')} title={copy.sections.settings}>
              <ConfigFields params={mechanic.params} naming={engine} />
            </Part>
            <KitBehaviour slug={api.slug} engine={engine} part={part} />
            <Part {...part('events')} title={copy.sections.events[engine]}>
              <Members members={engineApi.events} />
            </Part>
            <Part {...part('methods')} title={copy.sections.methods[engine]}>
              <Members members={engineApi.methods} />
            </Part>
            <Part {...part('properties')} title={copy.sections.properties[engine]}>
              <Members members={engineApi.properties} />
            </Part>
            {engineApi.exports && (
              <Part {...part('exports')} title={copy.sections.exports}>
                <Members members={engineApi.exports} />
              </Part>
            )}
            <Part {...part('files')} title={copy.sections.files}>
              <p className="mb-2 text-sm text-fg">
                <RichText text={engineApi.filesNote} />
              </p>
              <ul className="flex flex-wrap gap-2">
                {engineApi.files.map((file) => (
                  <li key={file}>
                    <code className="rounded-md border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] break-all text-fg">{file}</code>
                  </li>
                ))}
              </ul>
            </Part>
            <Part {...part('sample')} title={copy.sections.sample}>
              <CodeBlock code={sample.code} language={sample.language} label={sample.label} name={`${kitEngineLabels[engine]}: ${sample.label}`} />
            </Part>
          </section>
        );
      })}
    </div>
  );
}
