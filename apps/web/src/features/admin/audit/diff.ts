// Before and after of an audit entry as rows a person can read: every field (nested fields by their
// dotted path, list items by their index) with its value before and after, and what happened to it.
export type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface FieldChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
  kind: ChangeKind;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) {
      if (prefix) into.set(prefix, Array.isArray(value) ? '[]' : '{}');
      return;
    }
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix || '(value)', value === null ? 'null' : typeof value === 'string' ? value : JSON.stringify(value));
}

/** Every field of `before` and `after`, in the order they first appear. */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', old);
  if (after !== null && after !== undefined) flatten(after, '', now);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.map((path) => {
    const was = old.get(path);
    const is = now.get(path);
    const kind: ChangeKind =
      was === undefined ? 'added' : is === undefined ? 'removed' : was === is ? 'unchanged' : 'changed';
    return { path, before: was, after: is, kind };
  });
}
