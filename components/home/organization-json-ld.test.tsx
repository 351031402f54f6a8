import { render } from '@testing-library/react';
import { OrganizationJsonLd, organizationJsonLd, serializeJsonLd } from './organization-json-ld';

describe('organization JSON-LD', () => {
  it('describes Microloop as a schema.org Organization with absolute URLs', () => {
    expect(organizationJsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Microloop',
      url: 'http://localhost:3000/',
      logo: 'http://localhost:3000/icon.svg',
      description: expect.stringMatching(/Unity, Godot and JavaScript/),
    });
  });

  it('escapes "<" so a string cannot close the script tag, and still parses back', () => {
    const json = serializeJsonLd({ name: '</script><b>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><b>' });
  });

  it('renders one ld+json script whose body parses', () => {
    const { container } = render(<OrganizationJsonLd />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'Organization', name: 'Microloop' });
  });
});
