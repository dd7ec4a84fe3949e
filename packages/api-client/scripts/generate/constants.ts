/**
 * `limits.ts`: the numbers the contract states as keywords and names with `x-constants`, so the
 * platform's quota, the console's check and the document are one number. A keyword maps to a
 * name (`maxLength: COMMENT_MAX_LENGTH`) or to a member of one (`minimum: PROVISIONING_LIMITS.min`,
 * which groups into an object).
 */
import { jsDoc, METHODS, resolve } from './document.ts';
import type { Document, Schema } from './document.ts';

interface Found {
  name: string;
  member?: string;
  value: number;
  description?: string;
}

function collect(schema: Schema | undefined, found: Found[]): void {
  if (!schema) return;
  for (const [keyword, constant] of Object.entries(schema['x-constants'] ?? {})) {
    const value = (schema as Record<string, unknown>)[keyword];
    if (typeof value !== 'number') {
      throw new Error(`x-constants names ${constant} for ${keyword}, which is not a number here`);
    }
    const [name, member] = constant.split('.');
    found.push({ name: name!, member, value, description: schema.description });
  }
  for (const part of [...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collect(part, found);
  for (const property of Object.values(schema.properties ?? {})) collect(property, found);
  collect(schema.items, found);
}

export function renderLimits(document: Document, header: string): string {
  const found: Found[] = [];
  for (const schema of Object.values(document.components?.schemas ?? {})) collect(schema, found);
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const body = item[method]?.requestBody;
      if (!body) continue;
      for (const media of Object.values(resolve(document, 'requestBodies', body).content ?? {})) {
        collect(media.schema, found);
      }
    }
  }
  const byName = new Map<string, Found[]>();
  for (const entry of found) byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
  const blocks = [...byName].map(([name, entries]) => {
    const first = entries[0]!;
    if (first.member === undefined) {
      if (entries.length > 1) throw new Error(`${name} is named twice`);
      return `${jsDoc(first.description)}export const ${name} = ${first.value};\n`;
    }
    const members = entries.map((entry) => `${entry.member}: ${entry.value}`).join(', ');
    return `${jsDoc(first.description)}export const ${name} = { ${members} } as const;\n`;
  });
  return `${header}${blocks.join('\n')}`;
}
