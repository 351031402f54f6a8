import type { KitLicense } from '@/lib/mechanics/exporters/kit';
import { termsOfService } from './terms';
import type { LegalBlock } from './types';

const sectionId = 'template-license';

function plainText(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  if (block.kind === 'list') return block.items.map((item) => `- ${typeof item === 'string' ? item : `${item.lead} ${item.text}`}`).join('\n');
  return [...block.lines, block.email].join('\n');
}

function licenseSection() {
  const index = termsOfService.sections.findIndex((candidate) => candidate.id === sectionId);
  const section = termsOfService.sections[index];
  if (!section) throw new Error(`The Terms have no ${sectionId} section`);
  return { section, number: index + 1 };
}

function licenseText(): string {
  const { section, number } = licenseSection();
  return `Microloop ${section.heading}

This template is licensed to you under section ${number} of the Microloop ${termsOfService.title}
(${termsOfService.path}#${sectionId} on the Microloop website), which reads:

${section.blocks.map(plainText).join('\n\n')}
`;
}

/** The bold leads of the license's bullets ("Non-exclusive.", "Unlimited personal and commercial projects.", …). */
function licenseLeads(): string[] {
  return licenseSection().section.blocks.flatMap((block) =>
    typeof block === 'object' && block.kind === 'list' ? block.items.flatMap((item) => (typeof item === 'string' ? [] : [item.lead])) : [],
  );
}

/** The template license of the Terms, as every kit and export ships it (LICENSE.txt and the README's summary). */
export const templateLicense: KitLicense = {
  text: licenseText(),
  documentTitle: termsOfService.title,
  leads: licenseLeads(),
};
