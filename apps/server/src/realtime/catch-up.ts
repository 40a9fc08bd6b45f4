import { findSessionStates, worldsAccess } from './seams.js';
import type { PresenceHub, SessionHandle } from './hub.js';

/** Accounts (or worlds) read in one query when an instance catches up. */
export const CATCH_UP_BATCH = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CATCH_UP_BATCH) }, (_, i) =>
    items.slice(i * CATCH_UP_BATCH, (i + 1) * CATCH_UP_BATCH),
  );

/**
 * Redis came back (bus.ts): what other instances sent on the bus meanwhile is lost, so this
 * instance reads from the database what it could have said, for its own sockets (issue 33 item 8,
 * decision 0263): for each signed-in socket, whether its session is still current (a password
 * change, 'sign out everywhere', a deleted account end it; a rename renames it), its blocks,
 * mutes, moderator mute and suspension; and whether each world it has players in is still public.
 */
export async function catchUp(hub: PresenceHub): Promise<void> {
  await catchUpAccounts(hub);
  await catchUpWorlds(hub);
}

async function catchUpAccounts(hub: PresenceHub): Promise<void> {
  const byAccount = new Map<string, SessionHandle[]>();
  for (const session of hub.sessions) {
    if (session.userId) byAccount.set(session.userId, [...(byAccount.get(session.userId) ?? []), session]);
  }
  const { lookup } = hub;
  for (const batch of batches([...byAccount.keys()])) {
    const [states, relations, restrictions] = await Promise.all([
      findSessionStates(hub.db, batch),
      lookup.relationsOfMany?.(batch),
      lookup.restrictionsOfMany?.(batch),
    ]);
    await Promise.all(
      batch.flatMap((id) =>
        byAccount.get(id)!.map(async (session) => {
          // A socket whose session ended goes on as a guest's and has nothing more to read.
          if (session.userId === id) await session.accountChanged(states.get(id));
          // A socket that signed in as someone else meanwhile reads its own.
          await session.reloadRelations(session.userId === id ? relations?.get(id) : undefined);
          await session.reloadRestrictions(session.userId === id ? restrictions?.get(id) : undefined);
        }),
      ),
    );
  }
}

/** A world turned private, or deleted, while this instance could not hear: its visitors move out. */
async function catchUpWorlds(hub: PresenceHub): Promise<void> {
  const ids = new Set<string>();
  for (const key of hub.rooms.keys()) {
    const [kind, worldId] = key.split(':');
    if (kind === 'world' && worldId && UUID.test(worldId)) ids.add(worldId);
  }
  for (const batch of batches([...ids])) {
    const access = await worldsAccess(hub.db, batch);
    for (const worldId of batch) {
      const world = access.get(worldId);
      if (!world) hub.tellWorldClosed(worldId, '');
      else if (!world.isPublic) hub.tellWorldClosed(worldId, world.ownerId);
    }
  }
}
