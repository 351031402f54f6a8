'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { catalogCopy, type Template } from '@/content/templates';
import { notify } from '@/components/ui/notify';
import { clearFilters, defaultQuery, parseQuery, serializeQuery, type CatalogQuery } from './catalog';
import { CatalogView } from './catalog-view';
import { TemplatePreview } from './template-preview';

const noop = () => {};

/**
 * The catalog. The exported HTML holds the unfiltered list (the Suspense fallback, for no-JS
 * visitors and crawlers); after hydration the island reads the URL and narrows it.
 */
export function TemplatesCatalog() {
  return (
    <Suspense
      fallback={
        <>
          <noscript>
            <p className="mt-6 text-sm text-muted">{catalogCopy.noScript}</p>
          </noscript>
          {/* Disabled until the island takes over: clicks cannot be lost, and tools wait for it. */}
          <fieldset disabled className="m-0 min-w-0 border-0 p-0 [&_button:disabled]:cursor-auto [&_button:disabled]:opacity-100">
            <CatalogView
              query={defaultQuery}
              panelOpen={false}
              onChange={noop}
              onSearch={noop}
              onClear={noop}
              onTogglePanel={noop}
              onPreview={noop}
              onDownload={noop}
            />
          </fieldset>
        </>
      }
    >
      <CatalogIsland />
    </Suspense>
  );
}

/** Whether a key press lands in a control that takes text. */
function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || !!target.closest('textarea, select, input:not([type=radio]):not([type=checkbox]):not([type=button])'))
  );
}

function CatalogIsland() {
  // Reading the URL keeps this island out of the exported HTML, which holds the fallback instead.
  useSearchParams();
  // The raw location rather than the re-encoded params, so broken escapes still look broken.
  const [query, setQuery] = useState(() => parseQuery(window.location.search));
  const [panelOpen, setPanelOpen] = useState(false);
  const [preview, setPreview] = useState<Template | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // While a search is being typed, keystrokes replace its history entry instead of adding one each.
  const typing = useRef(false);

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

  function choose(next: CatalogQuery) {
    typing.current = false;
    commit(next, 'push');
  }

  return (
    <>
      <CatalogView
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
        onPreview={setPreview}
        onDownload={(template) =>
          void notify(catalogCopy.downloadTitle(template.name), { description: catalogCopy.downloadDetail(template.ships) })
        }
      />
      <TemplatePreview template={preview} onClose={() => setPreview(null)} />
    </>
  );
}
