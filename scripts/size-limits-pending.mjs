// Functions still past 150 lines while they are being split (issue 35): each may not grow past the
// length written here, and an entry goes when its function is split. The list only shrinks.
export const longFunctionsPending = [
  { file: 'apps/server/src/routes/worlds/builder.ts', name: 'worldBuilderRoutes', lines: 219 },
  { file: 'apps/server/src/routes/artifacts/write.ts', name: 'artifactWriteRoutes', lines: 178 },
];
