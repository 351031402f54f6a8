// The icons of playable controls, apart from the whole set in icons.ts: a client island that needs
// only these (a game's Play, Pause, Restart, Mute, its kit download) does not ship every icon's path.
export const controlIconPaths = {
  timing: 'M12 22a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 9v4l2.5 2.5M10 2h4',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  play: 'M6 4l14 8-14 8V4z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  sound: 'M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14',
  muted: 'M11 5 6 9H2v6h4l5 4V5zM22 9l-6 6M16 9l6 6',
  reset: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  close: 'M18 6 6 18M6 6l12 12',
} as const;
