import { absoluteUrl, site } from '@/content/site';

/** schema.org Organization for the studio, as search engines read it from Home. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: `${site.url}/icon.svg`,
    description: site.description,
  } as const;
}

/** JSON for a <script> body: "<" is escaped so no string in the data can close the tag. */
export function serializeJsonLd(data: object) {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
    />
  );
}
