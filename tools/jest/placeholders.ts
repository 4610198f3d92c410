/** Every text's path and its {{placeholders}}: a translation must have the same keys and the same placeholders. */
export function placeholders(texts: object, prefix = ''): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') found[prefix + key] = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    else Object.assign(found, placeholders(value as object, `${prefix}${key}.`));
  }
  return found;
}
