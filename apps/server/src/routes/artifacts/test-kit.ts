import type { FastifyInstance } from 'fastify';
import { artifactResponseSchema, type ArtifactDto, type CreateArtifactRequest } from '@authentic/core';

/** Shared by the artifact API tests. */
export const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function createArtifact(
  app: FastifyInstance,
  token: string,
  body: Partial<CreateArtifactRequest> & Record<string, unknown> = {},
): Promise<ArtifactDto> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/artifacts',
    headers: as(token),
    payload: { name: 'Lamp', description: 'A brass lamp', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return artifactResponseSchema.parse(res.json()).artifact;
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----authentic-artifact-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
