import { kitApis } from './kit-api/kits';
import { apiReferencePath } from './docs';
import { tutorialPath, tutorials } from './tutorials';

/** The Docs' pages of their own, beside /docs: an API reference per template and the written tutorials. */
export const docsPagePaths: readonly string[] = [...kitApis.map((api) => apiReferencePath(api.slug)), ...tutorials.map((tutorial) => tutorialPath(tutorial.id))];
