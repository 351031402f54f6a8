import { recordLandings } from './bins-record';

export { createGame } from './game';

/** What a page hosting the demo adds: the scored bins kept on its own element (data-bins), which the game never writes. */
export const hostOptions = (surface: HTMLElement) => ({ onLand: recordLandings(surface) });
