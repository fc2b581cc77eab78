import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/*
 * Validates exported SEPA files against the ISO 20022 schemas in the project's shared folder. That folder sits
 * beside the clone (CI) or beside a folder of worktrees: the first `shared/sepa` found walking up is it.
 */
function sharedSepaDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'sepa');
    if (existsSync(join(candidate, 'pain.008.001.08.xsd'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The shared/sepa folder with the ISO 20022 schemas was not found above the project.');
    dir = parent;
  }
}

/** The schema's errors for the file (an empty list when it is valid). */
export async function schemaErrors(xml: string, schema: 'pain.008.001.08' | 'pain.008.001.02'): Promise<string[]> {
  const fileName = `${schema}.xsd`;
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [{ fileName, contents: readFileSync(join(sharedSepaDir(), fileName), 'utf8') }],
  });
  return result.errors.map((e) => e.rawMessage);
}
