import { z } from 'zod';

/** The first entry of every backup (decision 0289). */
export const MANIFEST_NAME = 'manifest.json';

/** An upload's file name, as the uploads plugin makes them: nothing else is written on restore. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const manifestSchema = z.object({
  /** Bumped when a reader of older archives would misread a newer one. */
  format: z.literal(1),
  /** Where the dump came from: PGlite's plain SQL, or PostgreSQL's pg_dump custom format. */
  source: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  database: z.enum(['database.sql', 'database.dump']),
  uploads: z.number().int().min(0),
  /** Uploads the dump lists whose file was being written or removed while the backup ran. */
  missingUploads: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
