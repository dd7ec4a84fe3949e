/**
 * `limits.ts`: the numbers the contract states as keywords and names with `x-constants`, so the
 * platform's quota, the console's check and the document are one number. A keyword maps to a
 * name (`maxLength: COMMENT_MAX_LENGTH`) or to a member of one (`minimum: PROVISIONING_LIMITS.min`,
 * which groups into an object). A name gets its property's description; an object says where
 * each member comes from, after the description of the property when they all come from one.
 */
import { jsDoc, METHODS, resolve } from './document.ts';
import type { Document, Schema } from './document.ts';
import { regexLiteral } from './valibot.ts';

interface Found {
  name: string;
  member?: string;
  /** A number, or a pattern's regular expression literal. */
  value: number | string;
  description?: string;
  /** The property that states it, e.g. `AttentionThresholds.lowBatteryPercent`. */
  path: string;
  /** Where the number is stated: the `minimum` of `AttentionThresholds.lowBatteryPercent`. */
  source: string;
}

function collect(schema: Schema | undefined, found: Found[], path: string): void {
  if (!schema) return;
  for (const [keyword, constant] of Object.entries(schema['x-constants'] ?? {})) {
    const stated = (schema as Record<string, unknown>)[keyword];
    // A pattern becomes a regular expression (unicode mode, as JSON Schema reads it).
    const value =
      keyword === 'pattern' && typeof stated === 'string' ? regexLiteral(stated) : stated;
    if (typeof value !== 'number' && typeof value !== 'string') {
      throw new Error(`x-constants names ${constant} for ${keyword}, which is not a number here`);
    }
    const [name, member] = constant.split('.');
    found.push({
      name: name!,
      member,
      value,
      description: schema.description,
      path,
      source: `the \`${keyword}\` of \`${path}\``,
    });
  }
  for (const part of [...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collect(part, found, path);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    collect(property, found, `${path}.${name}`);
  }
  collect(schema.items, found, `${path}[]`);
}

export function renderLimits(document: Document, header: string): string {
  const found: Found[] = [];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    collect(schema, found, name);
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const body = item[method]?.requestBody;
      if (!body) continue;
      for (const media of Object.values(resolve(document, 'requestBodies', body).content ?? {})) {
        collect(media.schema, found, `${method.toUpperCase()} ${path} body`);
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
    const sources = entries.map((entry) => `\`${entry.member}\` is ${entry.source}`).join('; ');
    const oneProperty = entries.every((entry) => entry.path === first.path);
    const doc = [oneProperty ? first.description : undefined, `From the contract: ${sources}.`]
      .filter(Boolean)
      .join(' ');
    return `${jsDoc(doc)}export const ${name} = { ${members} } as const;\n`;
  });
  return `${header}${blocks.join('\n')}`;
}
