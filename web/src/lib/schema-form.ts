/**
 * Forms check their input with the same zod schemas the handlers validate with (@app/shared/schemas), so a limit
 * is written once: the input's maxLength comes from the schema, and a value the server would refuse is refused
 * here first, worded as the server words it ("{field} {problem}").
 */
import type * as z from 'zod';

type Def = { innerType?: z.ZodType; in?: z.ZodType };

/** The string schema under optional/default/pipe wrappers. */
function innermost(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = (s as unknown as { _zod: { def: Def } })._zod.def;
    const next = def.innerType ?? def.in;
    if (!next) return s;
    s = next;
  }
}

/** The maximum length the schema allows for one text field (undefined when it sets none). */
export function maxLengthOf<S extends z.ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
): number | undefined {
  const s = innermost(schema.shape[field] as z.ZodType) as { maxLength?: number | null };
  return s.maxLength ?? undefined;
}

/** The first problem the schema finds in `values`, or null when the server would accept them. */
export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const r = schema.safeParse(values);
  if (r.success) return null;
  const issue = r.error.issues[0];
  const field = issue.path.join('.');
  // Messages written as sentences ('Letter text cannot be empty') stand alone; short ones follow the field name.
  return field && /^[a-z]/.test(issue.message) ? `${field} ${issue.message}` : issue.message;
}
