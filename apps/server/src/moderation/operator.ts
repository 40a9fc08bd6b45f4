import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How `npm run moderator` reaches a running server that holds the embedded database (decision
 * 0285): the server writes its process id, port and a random operator token to this file when it
 * listens (readable by its own user only) and removes it when it closes. Whoever can read the file
 * can read the database files beside it already; no player's session can use the token.
 */
export const OPERATOR_HEADER = 'x-operator-token';

export const operatorFile = (pgliteDir: string): string => path.join(pgliteDir, 'operator.json');

const operatorSchema = z.object({ pid: z.number().int(), port: z.number().int(), token: z.string().min(32) });
export type OperatorAddress = z.infer<typeof operatorSchema>;

/** The running server's address and token, or undefined when there is no (valid) file. */
export function readOperator(pgliteDir: string): OperatorAddress | undefined {
  try {
    const parsed = operatorSchema.safeParse(JSON.parse(readFileSync(operatorFile(pgliteDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
