import { kitApis } from './kit-api/kits';
import { apiReferencePath } from './docs';

/** The Docs' pages of their own, beside /docs: an API reference per template. */
export const docsPagePaths: readonly string[] = [...kitApis.map((api) => apiReferencePath(api.slug))];
