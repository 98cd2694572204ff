import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
}

/**
 * The field names an input schema reads at its top level, through the wrappers the contracts use
 * (preprocess and pipes, optional and default, intersections and unions).
 */
export function topLevelFields(schema: z.ZodType): Set<string> {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const fields = new Set<string>();
  const add = (inner: z.ZodType | undefined) => {
    if (inner) for (const name of topLevelFields(inner)) fields.add(name);
  };
  if (def.type === 'object') for (const name of Object.keys(def.shape ?? {})) fields.add(name);
  add(def.innerType);
  // A preprocess is a pipe from a transform: its object is on the way out.
  add(def.in);
  add(def.out);
  add(def.left);
  add(def.right);
  for (const option of def.options ?? []) add(option);
  return fields;
}
