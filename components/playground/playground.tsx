'use client';

import clsx from 'clsx';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/ui/notify';
import { exportActions, playgroundCopy as copy, sliderSpecs, templateDownload, type ExportAction, type SettingKey } from '@/content/playground';
import { copyLink } from './clipboard';
import { DemoStage } from './demo-stage';
import { saveFile } from './download';
import { MobileDialog } from './mobile-dialog';
import type { QrImage } from './qr';
import {
  baseFallDuration,
  clampAndSnap,
  defaultSettings,
  isDefaultSettings,
  parseSettings,
  particleCount,
  playgroundLink,
  serializeSettings,
  specFor,
  type Settings,
} from './simulation';
import { SliderField } from './slider-field';
import { TemplateInfo } from './template-info';

// The query string is read once on the client; the server HTML always shows the defaults.
const subscribeNever = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

function currentLink(settings: Settings) {
  return playgroundLink(window.location.origin, window.location.pathname, settings);
}

export function Playground() {
  const search = useSyncExternalStore(subscribeNever, readSearch, serverSearch);
  const [edited, setEdited] = useState<Settings | null>(null);
  const fromUrl = useMemo(() => parseSettings(search), [search]);
  const settings = edited ?? fromUrl;
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState(0);
  const [mobile, setMobile] = useState<{ open: boolean; link: string; qr: QrImage | null }>({ open: false, link: '', qr: null });

  // Keeps the address bar shareable without a history entry per slider step.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const query = isDefaultSettings(edited) ? '' : `?${serializeSettings(edited)}`;
      window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [edited]);

  function update(key: SettingKey, value: number) {
    setEdited({ ...settings, [key]: clampAndSnap(specFor(key), value) });
  }

  function togglePlay() {
    if (!running) setRun((current) => current + 1);
    setRunning(!running);
  }

  function reset() {
    setRunning(false);
    setEdited(defaultSettings);
  }

  async function exportAs(action: ExportAction) {
    try {
      const { buildExportFile, settingsSummary } = await import('./export-file');
      const file = buildExportFile(action.kind, settings);
      saveFile(file);
      void notify(action.success, { variant: 'success', description: `${file.filename}: ${settingsSummary(settings)}` });
    } catch {
      void notify(copy.exportFailed, { variant: 'destructive', description: copy.exportFailedDescription });
    }
  }

  async function openMobile() {
    const link = currentLink(settings);
    try {
      const { qrImage } = await import('./qr');
      setMobile({ open: true, link, qr: qrImage(link) });
    } catch {
      // The link and Copy link still work without the code.
      setMobile({ open: true, link, qr: null });
      void notify(copy.mobile.qrFailed, { variant: 'destructive', description: copy.mobile.qrFailedDescription });
    }
  }

  const status = running ? copy.status.running : copy.status.stopped;

  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]">
      <Card as="section" aria-labelledby="demo-title" className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="demo-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {copy.demoTitle}
          </h2>
          <Badge tone="cyan">{copy.demoBadge}</Badge>
        </div>
        <DemoStage running={running} run={run} settings={settings} className="mt-4" />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button aria-pressed={running} onClick={togglePlay} className="min-w-28">
            <Icon name={running ? 'pause' : 'play'} className="size-4" />
            {running ? copy.pause : copy.play}
          </Button>
          <Button variant="secondary" onClick={reset}>
            <Icon name="reset" className="size-4" />
            {copy.reset}
          </Button>
          <div className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm sm:w-auto sm:flex-1 sm:justify-end">
            <p role="status" className="flex items-center gap-2 font-semibold text-fg">
              <span
                aria-hidden="true"
                className={clsx('size-2 rounded-full', running ? 'animate-pulse bg-success motion-reduce:animate-none' : 'bg-muted')}
              />
              {status}
            </p>
            <p className="font-mono text-xs text-muted tabular-nums">
              {copy.readout(particleCount(settings.density), baseFallDuration(settings.gravity, settings.speed))}
            </p>
          </div>
        </div>
      </Card>

      <Card as="section" aria-labelledby="settings-title">
        <h2 id="settings-title" className="text-lg font-bold tracking-tight">
          {copy.settingsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.settingsDescription}</p>
        <div className="mt-5 space-y-5">
          {sliderSpecs.map((spec) => (
            <SliderField key={spec.key} spec={spec} value={settings[spec.key]} onChange={(value) => update(spec.key, value)} />
          ))}
        </div>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => void copyLink(currentLink(settings))}>
          <Icon name="link" className="size-4" />
          {copy.copyLink}
        </Button>
      </Card>

      <Card as="section" aria-labelledby="export-title" className="min-w-0">
        <h2 id="export-title" className="text-lg font-bold tracking-tight">
          {copy.exportTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.exportDescription}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {exportActions.map((action) => (
            <ExportItem key={action.kind} label={action.label} icon={action.icon} detail={action.detail} onClick={() => void exportAs(action)} />
          ))}
          <ExportItem label={copy.mobile.button} icon="phone" detail={copy.mobile.detail} onClick={() => void openMobile()} />
        </ul>
        <p className="mt-5 border-t border-border pt-4 text-xs text-muted">{copy.exportFootnote}</p>
      </Card>

      <TemplateInfo>
        <Button className="w-full" aria-describedby="template-download-detail" onClick={() => void exportAs(templateDownload)}>
          <Icon name={templateDownload.icon} className="size-4" />
          {templateDownload.label}
        </Button>
        <p id="template-download-detail" className="mt-2 text-center text-xs text-muted">
          {templateDownload.detail}
        </p>
      </TemplateInfo>

      <MobileDialog
        open={mobile.open}
        onClose={() => setMobile((current) => ({ ...current, open: false }))}
        link={mobile.link}
        qr={mobile.qr}
        onCopy={() => void copyLink(mobile.link)}
      />
    </div>
  );
}

type ExportItemProps = { label: string; icon: ExportAction['icon']; detail: string; onClick: () => void };

function ExportItem({ label, icon, detail, onClick }: ExportItemProps) {
  const detailId = useId();
  return (
    <li>
      <Button variant="secondary" className="w-full justify-start" aria-describedby={detailId} onClick={onClick}>
        <Icon name={icon} className="size-4 text-accent-2" />
        {label}
      </Button>
      <p id={detailId} className="mt-1.5 text-xs text-muted">
        {detail}
      </p>
    </li>
  );
}
