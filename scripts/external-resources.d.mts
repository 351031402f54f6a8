export function externalResources(html: string): string[];
export function externalCssUrls(css: string): string[];
