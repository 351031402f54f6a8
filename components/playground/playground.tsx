'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/ui/notify';
import { playgroundCopy as copy, templateDownload, type ExportAction } from '@/content/playground';
import { clampAndSnap, defaultValues, parseValues, valuesSummary, type ParamSpec } from '@/lib/mechanics/core/params';
import { seedFromQuery } from '@/lib/mechanics/core/seed';
import { physicsDropperParams, type PhysicsDropperKey, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { copyLink } from './clipboard';
import { DemoPanel } from './demo-panel';
import { saveFile } from './download';
import { ExportPanel } from './export-panel';
import { MobileDialog } from './mobile-dialog';
import { Panel } from './panel';
import type { QrImage } from './qr';
import { playgroundLink, settingsQuery } from './share-link';
import { ParamSlider } from '@/components/mechanic/param-slider';
import { TemplateInfo } from './template-info';

// The query string is read on the client only: the server HTML (and hydration) shows the defaults.
const subscribeNever = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

function currentLink(settings: PhysicsDropperValues) {
  return playgroundLink(window.location.origin, window.location.pathname, settings);
}

export function Playground() {
  const search = useSyncExternalStore(subscribeNever, readSearch, serverSearch);
  const [edited, setEdited] = useState<PhysicsDropperValues | null>(null);
  const fromUrl = useMemo(() => parseValues(physicsDropperParams, search), [search]);
  const settings = edited ?? fromUrl;
  // Read once, as the page opened: a slider edit rewrites the URL without it.
  const seed = useMemo(() => seedFromQuery(search), [search]);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState(0);
  const [mobile, setMobile] = useState<{ open: boolean; link: string; qr: QrImage | null }>({ open: false, link: '', qr: null });

  // Keeps the address bar shareable without a history entry per slider step.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      window.history.replaceState(null, '', `${window.location.pathname}${settingsQuery(edited)}${window.location.hash}`);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [edited]);

  function update(spec: ParamSpec<PhysicsDropperKey>, value: number) {
    setEdited({ ...settings, [spec.key]: clampAndSnap(spec, value) });
  }

  function togglePlay() {
    if (!running) setRun((current) => current + 1);
    setRunning(!running);
  }

  function reset() {
    setRunning(false);
    setEdited(defaultValues(physicsDropperParams));
  }

  async function exportAs(action: ExportAction) {
    try {
      const { buildExportFile } = await import('./export-file');
      const file = await buildExportFile(action.kind, settings);
      saveFile(file);
      void notify(action.success, { variant: 'success', description: `${file.filename}: ${valuesSummary(physicsDropperParams, settings)}` });
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

  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]">
      <DemoPanel running={running} run={run} settings={settings} seed={seed} onToggle={togglePlay} onReset={reset} />

      <Panel title={copy.settingsTitle} description={copy.settingsDescription}>
        <div className="mt-5 space-y-5">
          {physicsDropperParams.map((spec) => (
            <ParamSlider key={spec.key} spec={spec} value={settings[spec.key]} onChange={(value) => update(spec, value)} />
          ))}
        </div>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => void copyLink(currentLink(settings))}>
          <Icon name="link" className="size-4" />
          {copy.copyLink}
        </Button>
      </Panel>

      <ExportPanel onExport={(action) => void exportAs(action)} onTestOnMobile={() => void openMobile()} />

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
