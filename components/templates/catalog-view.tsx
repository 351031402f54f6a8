import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type Ref } from 'react';
import { catalogCopy, minRatings, sortOptions, type MinRating, type SortKey, type Template } from '@/content/templates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from './catalog-icon';
import {
  applyQuery,
  countLabel,
  defaultQuery,
  filterGroups,
  hasActiveFilters,
  MAX_SEARCH_LENGTH,
  optionCounts,
  ratingCounts,
  ratingLabel,
  statusText,
  withOption,
  type CatalogQuery,
} from './catalog';
import type { CatalogEntry } from './catalog-entries';
import { engineKits, engineKitsText } from './engine-kits';
import { IntentLink } from '@/components/ui/intent-link';
import { TemplateCard } from './template-card';

export type CatalogViewProps = {
  /** Every template, from the page (server data, so the island's script carries none of it). */
  templates: readonly CatalogEntry[];
  query: CatalogQuery;
  panelOpen: boolean;
  searchRef?: Ref<HTMLInputElement>;
  /** A choice of filter, sort or rating. */
  onChange: (next: CatalogQuery) => void;
  /** The search text as typed. */
  onSearch: (text: string) => void;
  onSearchBlur?: () => void;
  onClear: () => void;
  onTogglePanel: () => void;
  onPreview: (template: Template) => void;
  /** A pointer over or focus on a Preview button: the dialog's code can start loading. */
  onPreviewIntent?: () => void;
  onDownload: (template: CatalogEntry) => void;
};

const fieldClasses =
  'h-11 w-full rounded-lg border border-border-strong bg-bg text-fg transition-colors hover:border-accent focus-visible:border-accent-2';

/** The whole catalog for one query: search, filters, count and cards. Stateless; the island owns the state. */
export function CatalogView(props: CatalogViewProps) {
  const { templates, query, panelOpen, searchRef, onChange, onSearch, onSearchBlur, onClear, onTogglePanel, onPreview, onPreviewIntent, onDownload } = props;
  const id = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const shown = applyQuery(templates, query);
  const advancedCount = Number(query.sort !== defaultQuery.sort) + Number(query.rating !== defaultQuery.rating);
  const counts = ratingCounts(templates, query);

  function clear() {
    onClear();
    // The button that was clicked disappears: keep focus on the results it brought back.
    resultsRef.current?.focus();
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape' || !query.q) return;
    event.preventDefault();
    onSearch('');
  }

  return (
    <div className="mt-10">
      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted" />
            <input
              ref={searchRef}
              type="search"
              aria-label="Search templates"
              aria-keyshortcuts="/"
              placeholder={catalogCopy.searchPlaceholder}
              value={query.q}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={(event) => onSearch(event.target.value)}
              onKeyDown={onSearchKey}
              onBlur={onSearchBlur}
              className={clsx(fieldClasses, 'pr-3 pl-11 placeholder:text-muted sm:pr-10')}
            />
            {!query.q && (
              <kbd
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-border-strong px-1.5 font-sans text-xs text-muted sm:block"
              >
                /
              </kbd>
            )}
          </div>
          <Button
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls={`${id}-advanced`}
            aria-describedby={advancedCount ? `${id}-advanced-count` : undefined}
            onClick={onTogglePanel}
          >
            <Icon name="filter" className="size-4" />
            Advanced Filters
            {advancedCount > 0 && (
              <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-accent text-xs text-ink">
                {advancedCount}
              </span>
            )}
          </Button>
          <span id={`${id}-advanced-count`} hidden>
            {advancedCount} active
          </span>
        </div>

        <div
          id={`${id}-advanced`}
          hidden={!panelOpen}
          className="mt-4 grid gap-4 rounded-xl border border-border bg-surface-2/60 p-4 sm:grid-cols-2"
        >
          <label className="grid gap-1.5 text-sm font-semibold text-fg">
            Sort by
            <select
              value={query.sort}
              onChange={(event) => onChange({ ...query, sort: event.target.value as SortKey })}
              className={clsx(fieldClasses, 'px-3 font-normal')}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 text-sm font-semibold text-fg">
            Minimum rating
            <select
              value={query.rating}
              onChange={(event) => onChange({ ...query, rating: Number(event.target.value) as MinRating })}
              className={clsx(fieldClasses, 'px-3 font-normal')}
            >
              {minRatings.map((rating) => (
                <option key={rating} value={rating}>
                  {ratingLabel(rating)} ({counts[rating]})
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="mt-5 space-y-4">
          {filterGroups.map((group) => {
            const groupCounts = optionCounts(templates, query, group.key);
            const name = `${id}-${group.key}`;
            return (
              <div key={group.key} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                <span id={`${name}-label`} className="w-16 shrink-0 text-sm font-semibold text-fg sm:pt-2">
                  {group.label}
                </span>
                <div role="radiogroup" aria-labelledby={`${name}-label`} className="flex flex-wrap gap-2">
                  {group.options.map((option) => {
                    const count = groupCounts[option] ?? 0;
                    return (
                      <label
                        key={option}
                        className={clsx(
                          'group relative inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors select-none',
                          'has-checked:border-transparent has-checked:bg-accent-gradient has-checked:text-ink',
                          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-2',
                          count === 0 ? 'border-dashed border-border-strong text-muted' : 'border-border-strong bg-surface-2 text-fg hover:border-accent',
                        )}
                      >
                        <input
                          type="radio"
                          name={name}
                          value={option}
                          checked={query[group.key] === option}
                          onChange={() => onChange(withOption(query, group.key, option))}
                          aria-describedby={`${name}-${option}-count`}
                          // Transparent over the whole chip: the real radio is what gets clicked and focused.
                          className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
                        />
                        {option}
                        <span
                          aria-hidden="true"
                          className="min-w-5 rounded-full bg-bg/70 px-1.5 text-center text-xs text-muted tabular-nums group-has-checked:bg-ink/15 group-has-checked:text-ink"
                        >
                          {count}
                        </span>
                        <span id={`${name}-${option}-count`} hidden>
                          {countLabel(count)}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </Card>

      <section ref={resultsRef} tabIndex={-1} aria-labelledby={`${id}-status`} className="mt-8 outline-none">
        <div className="flex min-h-9 items-center justify-between gap-4">
          <p id={`${id}-status`} role="status" className="text-sm font-medium text-muted">
            {statusText(shown.length, templates.length)}
          </p>
          {hasActiveFilters(query) && shown.length > 0 && (
            <Button variant="ghost" size="sm" onClick={clear}>
              <Icon name="reset" className="size-4" />
              Reset all
            </Button>
          )}
        </div>
        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} search={query.q} onPreview={onPreview} onPreviewIntent={onPreviewIntent} onDownload={onDownload} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-border-strong bg-surface/60 px-6 py-14 text-center">
            <Icon name="bolt" className="mx-auto size-10 text-warm" />
            <p className="mt-4 text-lg font-semibold text-balance text-fg">{catalogCopy.emptyMessage}</p>
            <p className="mx-auto mt-2 max-w-md text-sm text-pretty text-muted">{catalogCopy.emptyHint}</p>
            <Button className="mt-6" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        )}
        <EngineKitsLine templates={templates} query={query} />
      </section>
    </div>
  );
}

/**
 * After the cards of a chosen engine (by filter or by searching for it): how many are made for it,
 * and links to the others whose kit comes in it too, each page opened on that engine's kit. Not cards:
 * the filter keeps its meaning (what a template is made for) and its counts.
 */
function EngineKitsLine({ templates, query }: { templates: readonly CatalogEntry[]; query: CatalogQuery }) {
  const kits = engineKits(templates, query);
  if (!kits) return null;
  return (
    <div className="mt-6 flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
      <p className="flex items-center gap-2 font-medium text-fg">
        <Icon name="engines" className="size-4 shrink-0 text-accent-2" />
        {engineKitsText(kits, templates.length)}
      </p>
      {kits.ports.length > 0 && (
        <ul aria-label={`Other templates with a ${kits.kitLabel} kit`} className="flex flex-wrap gap-x-3 gap-y-2">
          {kits.ports.map((port) => (
            <li key={port.name}>
              <IntentLink href={port.href} className="font-semibold text-accent-2 underline underline-offset-4 hover:text-fg">
                {port.name}
                <span className="sr-only"> with the {kits.kitLabel} kit</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
