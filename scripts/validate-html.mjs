// html-validate (the html-validate:standard preset, configured in .htmlvalidate.json) over every
// exported HTML file. Usage: node scripts/validate-html.mjs [outDir]
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { listHtmlFiles } from './site-files.mjs';

const outDir = process.argv[2] ?? 'out';
const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = listHtmlFiles(outDir);
const results = [];
for (const file of files) {
  const report = await validator.validateFile(join(outDir, file));
  results.push(...report.results);
}

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
if (errors > 0) {
  console.error(formatterFactory('codeframe')(results));
  console.error(`html-validate: ${errors} errors in ${results.length} of ${files.length} files.`);
  process.exit(1);
}
console.log(`html-validate: ${files.length} exported HTML files, 0 errors.`);
