// The `options` form field (and email query parameter), parsed: JSON checked against ParseOptions
// (src/pipeline/contract.ts; docs/api.md). Unknown keys are refused so typos are not silent.
import { invalidField } from '../errors.ts';
import type { ParseOptions } from '../pipeline/contract.ts';

const KNOWN: Record<keyof ParseOptions, 'boolean' | 'string'> = {
  skip_model: 'boolean',
  image_fallback: 'boolean',
  label: 'string',
};

export function parseOptions(raw: string | undefined, where: 'body' | 'query'): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  const fail = (msg: string, type = 'value_error') =>
    invalidField([where, 'options'], msg, { type, input: raw, message: `options: ${msg}` });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    throw fail(`not valid JSON (${(err as Error).message})`, 'json_invalid');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('must be a JSON object', 'dict_type');
  for (const [k, v] of Object.entries(value)) {
    const want = KNOWN[k as keyof ParseOptions];
    if (!want)
      throw fail(`unknown option ${JSON.stringify(k)}; known: ${Object.keys(KNOWN).join(', ')}`, 'extra_forbidden');
    if (typeof v !== want) throw fail(`${k} must be a ${want}`, `${want}_type`);
  }
  return value as Record<string, unknown>;
}
