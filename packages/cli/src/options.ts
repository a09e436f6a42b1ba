import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * Reads `--options`: a comma-separated list of preset names (`none` = the game's defaults) and `key=value`
 * settings, applied left to right. A value is read as JSON when it parses (`true`, `4`, `null`, `["a","b"]`), else
 * as text; commas inside brackets or quotes belong to the value.
 */
export function parseGameOptions(
  text: string | undefined,
  presets: Readonly<Record<string, unknown>>,
): Record<string, unknown> | string {
  let options: Record<string, unknown> = {};
  for (const item of splitItems(text ?? '')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = item.indexOf('=');
    if (equals < 0) {
      if (item === 'none') {
        options = {};
        continue;
      }
      const preset = presets[item];
      if (typeof preset !== 'object' || preset === null) {
        return `unknown option preset "${item}" (known: ${presetNames(presets)})`;
      }
      Object.assign(options, preset);
    } else {
      const key = item.slice(0, equals).trim();
      if (!key) return `"${item}" has no option name before "="`;
      options[key] = readValue(item.slice(equals + 1).trim());
    }
  }
  return options;
}

function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items;
}

function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function presetNames(presets: Readonly<Record<string, unknown>>): string {
  return ['none', ...Object.keys(presets)].join(', ');
}

/** An option of a game as help and usage errors show it: its name and what it takes. */
export interface OptionUsage {
  readonly name: string;
  readonly takes: string;
}

/** The options a game's schema knows, in the schema's order, each with the values it takes. */
export function optionUsages(schema: z.ZodType): OptionUsage[] {
  return Object.entries(jsonSchemaOf(schema).properties ?? {}).map(([name, node]) => ({ name, takes: takes(node) }));
}

/**
 * Checks options (after presets and `key=value` settings) against the game's schema: null when they pass, else
 * the problem, naming the bad key, followed by every known option and the presets.
 */
export function checkGameOptions(
  options: Readonly<Record<string, unknown>>,
  game: string,
  schema: z.ZodType,
  presets: Readonly<Record<string, unknown>>,
): string | null {
  const parsed = schema.safeParse(options);
  if (parsed.success) return null;
  const { issues } = parsed.error;
  // A misspelt key also makes its intended option look absent: name the key, the likelier mistake.
  const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  const known = optionUsages(schema)
    .map(({ name, takes }) => `${name} (${takes})`)
    .join(', ');
  return `${problemOf(issue, game, jsonSchemaOf(schema), options)}; known options: ${known}; presets: ${presetNames(presets)}`;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // A part JSON Schema cannot express (a transform, say) shows as taking any value rather than failing.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function problemOf(
  issue: z.core.$ZodIssue | undefined,
  game: string,
  root: JsonSchema,
  options: Readonly<Record<string, unknown>>,
): string {
  if (issue?.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `"${key}"`).join(', ');
    return `unknown option${issue.keys.length > 1 ? 's' : ''} ${names} for ${game}`;
  }
  if (!issue || issue.path.length === 0) return `invalid options for ${game}: ${issue?.message ?? 'refused'}`;
  let node: JsonSchema | undefined = root;
  let value: unknown = options;
  let where = '';
  for (const step of issue.path) {
    node = node && childOf(node, step);
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[step] : undefined;
    where += typeof step === 'number' ? `[${step}]` : `${where ? '.' : ''}${String(step)}`;
  }
  // A custom check's own message says more than the type it checks.
  const wanted = node && issue.code !== 'custom' ? expected(node) : issue.message;
  return `${where}: expected ${wanted}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`;
}

function childOf(node: JsonSchema, step: PropertyKey): JsonSchema | undefined {
  for (const branch of node.anyOf ?? [node]) {
    const child =
      typeof step === 'number' ? branch.items : typeof step === 'string' ? branch.properties?.[step] : undefined;
    if (typeof child === 'object' && !Array.isArray(child)) return child;
  }
  return undefined;
}

/**
 * What a node takes, as a list of options shows it: `boolean`, `base33 | descartes43`, `integer 1–86400 | null`,
 * `list of 2–6 [atreides | fremen | …]`.
 */
function takes(node: JsonSchema | boolean): string {
  if (typeof node === 'boolean') return 'value';
  if (node.anyOf) return node.anyOf.map(takes).join(' | ');
  if (node.enum) return node.enum.map(String).join(' | ');
  if (node.const !== undefined) return String(node.const);
  switch (node.type) {
    case 'boolean':
    case 'string':
    case 'null':
      return node.type;
    case 'integer':
    case 'number':
      return `${node.type}${range(node.minimum, node.maximum)}`;
    case 'array': {
      const item = typeof node.items === 'object' && !Array.isArray(node.items) ? takes(node.items) : 'value';
      const count = range(node.minItems, node.maxItems);
      return `list${count ? ` of${count}` : ''} [${item}]`;
    }
    default:
      return 'value';
  }
}

/** What a node takes, as a usage error says it: `a boolean`, `base33 | descartes43`, `an integer 1–86400 or null`. */
function expected(node: JsonSchema): string {
  if (node.anyOf) return node.anyOf.map(expected).join(' or ');
  if (node.enum || node.const !== undefined || node.type === 'null') return takes(node);
  const what = takes(node);
  return `${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`;
}

function range(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return '';
  if (min === max) return ` ${min}`;
  if (max === undefined) return ` ≥ ${min}`;
  if (min === undefined) return ` ≤ ${max}`;
  return ` ${min}–${max}`;
}
