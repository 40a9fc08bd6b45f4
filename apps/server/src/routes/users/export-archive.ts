import path from 'node:path';
import { ACCOUNT_EXPORT_README, levelForExperience } from '@authentic/core';
import {
  exportAccount,
  exportArtifacts,
  exportCharacter,
  exportComments,
  exportFriends,
  exportProgressEvents,
  exportVotes,
  exportWorldList,
  exportWorldVersions,
} from '../../db/account-export.js';
import type { Db } from '../../db/client.js';
import { exportStoryProgress } from '../../db/story-progress-repository.js';
import type { ZipStream } from './zip-stream.js';

/** The name a file gets inside the zip: the upload's own name, kept to a safe shape. */
function uploadName(url: string | null): string | null {
  const name = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(name) ? name : null;
}

const MEDIA = /\.(png|jpg|gif|webp|mp3|mp4|m4a|ogg|webm)$/;

/**
 * Writes one player's export into `zip`, table by table, page by page (decision 0257); the files
 * their artifacts and avatar point to are copied from the uploads directory as they are read.
 */
export async function writeExport(zip: ZipStream, db: Db, userId: string, uploadsDir: string): Promise<void> {
  await zip.text('README.txt', ACCOUNT_EXPORT_README);
  const account = await exportAccount(db, userId);
  if (!account) throw new Error('export: no such account');
  const avatar = uploadName(account.avatar);
  const avatarCopied = avatar ? await copy(`avatar/${avatar}`, avatar) : false;
  await zip.text(
    'account.json',
    json({
      ...account,
      level: levelForExperience(account.experience),
      avatarFile: avatarCopied ? `avatar/${avatar}` : null,
    }),
  );

  const { character, miniGames, worldPositions } = await exportCharacter(db, userId);
  const { savedQuotes = [], friends: _friends, ...game } = character ?? {};
  const worldStories = await exportStoryProgress(db, userId);
  await zip.text('character.json', json({ ...game, miniGames, worldPositions, worldStories }));
  await zip.text('saved-quotes.json', json(savedQuotes));
  await zip.jsonArray('progress-events.json', stripKey(exportProgressEvents(db, userId), 'id'));

  // Artifacts are listed first and their files copied after, so no two zip entries are open at once.
  const withFiles: { id: string; files: string[] }[] = [];
  await zip.jsonArray(
    'artifacts.json',
    (async function* () {
      for await (const { key: _key, creatorId: _creator, ...artifact } of exportArtifacts(db, userId)) {
        const files = [artifact.image, artifact.attachment]
          .map(uploadName)
          .filter((name): name is string => name !== null);
        if (files.length > 0) withFiles.push({ id: artifact.id, files });
        yield { ...artifact, files: files.map((name) => `artifacts/${artifact.id}/${name}`) };
      }
    })(),
  );
  for (const { id, files } of withFiles) {
    for (const name of files) {
      if (zip.closed) return;
      await copy(`artifacts/${id}/${name}`, name);
    }
  }

  await zip.jsonArray('comments.json', stripKey(exportComments(db, userId), 'id'));
  await zip.jsonArray('votes.json', stripKey(exportVotes(db, userId), 'artifactId'));
  await zip.text('friends.json', json(await exportFriends(db, userId)));

  const entry = zip.file('worlds.json');
  const list = await exportWorldList(db, userId);
  await entry.write('[');
  for (const [index, world] of list.entries()) {
    if (zip.closed) return;
    const head = JSON.stringify(world);
    await entry.write(`${index === 0 ? '\n' : ',\n'}  ${head.slice(0, -1)},"versions":[`);
    let first = true;
    for await (const { docJson, ...version } of exportWorldVersions(db, world.id)) {
      if (zip.closed) return;
      // The document as the database's JSON text: a 1 MB document is never parsed again here.
      await entry.write(`${first ? '' : ','}${JSON.stringify(version).slice(0, -1)},"doc":`);
      await entry.write(docJson);
      await entry.write('}');
      first = false;
    }
    await entry.write(']}');
  }
  await entry.write(list.length === 0 ? ']\n' : '\n]\n');
  await entry.end();
  zip.finish();

  function copy(inZip: string, name: string): Promise<boolean> {
    return zip.diskFile(inZip, path.join(uploadsDir, name), !MEDIA.test(name));
  }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Rows with their paging key renamed back to what it is. */
async function* stripKey<T extends { key: string }>(rows: AsyncIterable<T>, as: string) {
  for await (const { key, ...rest } of rows) yield { [as]: key, ...rest };
}
