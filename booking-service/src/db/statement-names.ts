import { createHash } from 'node:crypto';

/**
 * Names for the statements of a hot query whose text varies with its filters: PostgreSQL parses
 * and plans a named statement once per connection, then only binds and runs it. The same text
 * always gets the same name; past `max` distinct texts the rest run unnamed, so that a flood of
 * unusual filter combinations cannot fill every connection with kept statements.
 */
export function statementNames(prefix: string, max: number) {
  const known = new Set<string>();
  return (text: string): string | undefined => {
    const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (known.has(name)) return name;
    if (known.size >= max) return undefined;
    known.add(name);
    return name;
  };
}
