// The one check that an unknown value is a plain object (not null, not an array): for untrusted JSON, records and payloads.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
