'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { catalogCopy, templateSlug, type Template } from '@/content/templates';
import { notify } from '@/components/ui/notify';
import { clearFilters, defaultQuery, parseQuery, serializeQuery, type CatalogQuery } from './catalog';
import type { CatalogEntry } from './catalog-entries';
import { CatalogView } from './catalog-view';
import type { TemplatePreview as TemplatePreviewDialog } from './template-preview';

const subscribeToNothing = () => () => {};

/** The preview dialog's code (the dialog, the feature and tag lists): fetched on the intent to open one, not with the page. */
const loadPreview = () => import('./template-preview');
function preloadPreview() {
  void loadPreview().catch(() => {});
}

/**
 * The catalog's island. The exported HTML holds the unfiltered list with its controls disabled (for
 * no-JS visitors, crawlers, and clicks made before the scripts arrive); hydration adopts that markup as
 * it is, then enables the controls and narrows the list to the URL's query.
 */
export function LiveCatalog({ templates }: { templates: readonly CatalogEntry[] }) {
  // false in the exported HTML and while hydrating, true from then on.
  const live = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return (
    <fieldset
      disabled={!live}
      className={clsx('m-0 min-w-0 border-0 p-0', !live && '[&_button:disabled]:cursor-auto [&_button:disabled]:opacity-100')}
    >
      <CatalogIsland live={live} templates={templates} />
    </fieldset>
  );
}

/** A card's Download saves its starter kit for the template's own engine at the default values; the kit's code loads on the click. */
function download(template: CatalogEntry) {
  void import('@/components/mechanic/download-kit').then(({ downloadKitFor }) => downloadKitFor(templateSlug(template), template.kitEngine));
}

/** Whether a key press lands in a control that takes text. */
function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || !!target.closest('textarea, select, input:not([type=radio]):not([type=checkbox]):not([type=button])'))
  );
}

function CatalogIsland({ live, templates }: { live: boolean; templates: readonly CatalogEntry[] }) {
  const [query, setQuery] = useState(defaultQuery);
  const [panelOpen, setPanelOpen] = useState(false);
  const [preview, setPreview] = useState<Template | null>(null);
  const [PreviewDialog, setPreviewDialog] = useState<typeof TemplatePreviewDialog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // While a search is being typed, keystrokes replace its history entry instead of adding one each.
  const typing = useRef(false);

  // Where the list shown came from: the exported HTML until live, then the URL (read during that
  // render, before paint; the raw location, so broken escapes still look broken). A URL query mounts
  // the view afresh instead of moving the exported cards and counts: new boxes are not layout shifts.
  const [source, setSource] = useState<'export' | 'url default' | 'url query'>('export');
  if (live && source === 'export') {
    const initial = parseQuery(window.location.search);
    const isDefault = serializeQuery(initial) === serializeQuery(defaultQuery);
    setSource(isDefault ? 'url default' : 'url query');
    if (!isDefault) setQuery(initial);
  }

  useEffect(() => {
    const restore = () => {
      typing.current = false;
      setQuery(parseQuery(window.location.search));
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  /** Shows a query and writes it to the URL; returns whether the URL changed. */
  function commit(next: CatalogQuery, mode: 'push' | 'replace') {
    setQuery(next);
    const search = serializeQuery(next);
    const { pathname, hash } = window.location;
    const url = `${pathname}${search ? `?${search}` : ''}${hash}`;
    if (url === `${pathname}${window.location.search}${hash}`) return false;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    return true;
  }

  // Stable, so a card (memo) does not draw again when the island does.
  const openPreview = useCallback(async (template: Template) => {
    try {
      const { TemplatePreview } = await loadPreview();
      setPreviewDialog(() => TemplatePreview);
      setPreview(template);
    } catch {
      void notify(catalogCopy.previewFailed, { variant: 'destructive', description: catalogCopy.previewFailedDescription(template.name) });
    }
  }, []);

  function choose(next: CatalogQuery) {
    typing.current = false;
    commit(next, 'push');
  }

  return (
    <>
      <CatalogView
        key={source === 'url query' ? 'url query' : 'export'}
        templates={templates}
        query={query}
        panelOpen={panelOpen}
        searchRef={searchRef}
        onChange={choose}
        onSearch={(q) => {
          if (commit({ ...query, q }, typing.current ? 'replace' : 'push')) typing.current = true;
        }}
        onSearchBlur={() => {
          typing.current = false;
        }}
        onClear={() => choose(clearFilters(query))}
        onTogglePanel={() => setPanelOpen((open) => !open)}
        onPreview={openPreview}
        onPreviewIntent={preloadPreview}
        onDownload={download}
      />
      {PreviewDialog && <PreviewDialog template={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
