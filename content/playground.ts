import type { IconName } from '@/lib/design/icons';

export type TemplateInfoRow = { readonly term: string; readonly value: string };

export const templateInfo = [
  { term: 'Engine Compatibility', value: 'Unity, Godot, JS' },
  { term: 'Primary Genre', value: 'Physics Simulation' },
  { term: 'Complexity Level', value: 'Intermediate' },
  { term: 'Estimated File Size', value: '3.1 MB (Core)' },
] as const satisfies readonly TemplateInfoRow[];

export type ExportKind = 'json' | 'unity' | 'godot' | 'itch';

export type ExportAction = {
  readonly kind: ExportKind;
  readonly label: string;
  readonly icon: IconName;
  readonly detail: string;
  readonly filename: string;
  readonly success: string;
};

export const exportActions = [
  {
    kind: 'unity',
    label: 'Export to Unity',
    icon: 'engines',
    detail: 'UPM package: C# game, [Range] settings, JSON preset',
    filename: 'physics-dropper-unity.zip',
    success: 'Unity package downloaded',
  },
  {
    kind: 'godot',
    label: 'Export to Godot',
    icon: 'layers',
    detail: 'Godot 4 project: GDScript game, @export_range settings, .tres preset',
    filename: 'physics-dropper-godot.zip',
    success: 'Godot package downloaded',
  },
  {
    kind: 'itch',
    label: 'Export to itch.io',
    icon: 'rocket',
    detail: 'Standalone HTML5 build, ready to upload',
    filename: 'physics-dropper-itch.zip',
    success: 'itch.io build downloaded',
  },
] as const satisfies readonly ExportAction[];

export const templateDownload = {
  kind: 'json',
  label: 'Download Configured Template',
  icon: 'download',
  detail: 'Your four values as a JSON preset',
  filename: 'physics-dropper.config.json',
  success: 'Configured template downloaded',
} as const satisfies ExportAction;

export const playgroundCopy = {
  title: 'Playground',
  eyebrow: 'PhysicsDropper X',
  intro:
    'Tune the PhysicsDropper mechanic live, then take it home: a Unity package, a Godot project, an itch.io-ready HTML5 build or a JSON preset, all generated in your browser with the values you set.',
  demoTitle: 'PhysicsDropper X - Live Demo',
  demoBadge: 'Plinko physics',
  stageIdle: 'Cabinet ready: tune, then drop',
  readout: (count: number, seconds: number) => `${count} particles · ${seconds.toFixed(2)} s per fall`,
  status: { stopped: 'Press Play to Start Simulation', running: 'Simulation Running...' },
  play: 'Play',
  pause: 'Pause',
  reset: 'Reset',
  settingsTitle: 'Tune the drop',
  settingsDescription: 'Changes apply to the next drop of every particle, even while it runs. The link keeps your values.',
  exportTitle: 'Take it home',
  exportDescription: 'Every file is built on this page from the values above. Nothing is uploaded.',
  exportFootnote:
    'Every file carries schemaVersion 1 beside the four values, so later templates can read today’s presets and migrate them.',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copiedDescription: 'Anyone who opens it sees the playground with your values.',
  copyFailed: 'Could not copy the link',
  copyFailedDescription: 'Your browser refused clipboard access. Select the link in the address bar and copy it by hand.',
  exportFailed: 'The export failed',
  exportFailedDescription: 'The file could not be built or saved. Check that this site may download files, then try again.',
  mobile: {
    button: 'Test on Mobile',
    detail: 'A QR code of this playground, with your values',
    title: 'Test on your phone',
    description: 'Scan the code with your phone camera to open this playground with your current values.',
    qrLabel: 'QR code of the playground link',
    qrFailed: 'Could not draw the QR code',
    qrFailedDescription: 'Check your connection and try again, or copy the link below to your phone.',
    linkLabel: 'Playground link',
    reach:
      'Your phone must be able to reach this address: it opens the link over its own network connection. A localhost address will not work from a phone.',
    localhost:
      'This link points to localhost, which only this computer can open. Open the playground through your computer’s network address or a deployed copy, then scan again.',
  },
  infoTitle: 'Template Info',
} as const;
