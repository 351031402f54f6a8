import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/design/icons';
import { exportActions, playgroundCopy as copy, type ExportAction } from '@/content/playground';
import { Panel } from './panel';

type ExportPanelProps = { onExport: (action: ExportAction) => void; onTestOnMobile: () => void };

/** Export to Unity / Godot / itch.io and Test on Mobile; the detail is a description, not part of the name. */
export function ExportPanel({ onExport, onTestOnMobile }: ExportPanelProps) {
  return (
    <Panel title={copy.exportTitle} description={copy.exportDescription}>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {exportActions.map((action) => (
          <ExportItem key={action.kind} label={action.label} icon={action.icon} detail={action.detail} onClick={() => onExport(action)} />
        ))}
        <ExportItem label={copy.mobile.button} icon="phone" detail={copy.mobile.detail} onClick={onTestOnMobile} opensDialog />
      </ul>
      <p className="mt-5 border-t border-border pt-4 text-xs text-muted">{copy.exportFootnote}</p>
    </Panel>
  );
}

type ExportItemProps = { label: string; icon: IconName; detail: string; onClick: () => void; opensDialog?: boolean };

function ExportItem({ label, icon, detail, onClick, opensDialog = false }: ExportItemProps) {
  const detailId = useId();
  return (
    <li>
      <Button
        variant="secondary"
        className="w-full justify-start"
        aria-describedby={detailId}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        onClick={onClick}
      >
        <Icon name={icon} className="size-4 text-accent-2" />
        {label}
      </Button>
      <p id={detailId} className="mt-1.5 text-xs text-muted">
        {detail}
      </p>
    </li>
  );
}
