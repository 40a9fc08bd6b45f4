// The crowd's accounts and the artifacts they find, written straight into a migrated database.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { BUILT_IN_MAP_IDS } from '@authentic/core';
import { PASSWORD } from './player.mjs';

/** Placed on each built-in map, so every map a player walks onto has some to find. */
const PLACED_PER_MAP = 20;

/**
 * Writes `players` accounts (crowd1, crowd2, …) with one password, each with the refresh token
 * its browser has kept from an earlier visit, and `artifacts` public artifacts by another player,
 * PLACED_PER_MAP of them on each built-in map. `query(text, params)` runs one statement (PGlite's
 * and pg's clients both have it). Returns each account's username and refresh token.
 */
export async function seedCrowd(query, { players, artifacts }) {
  // The server's own hash parameters (argon2id, the library's defaults): a login costs what it costs.
  const passwordHash = await hash(PASSWORD, { algorithm: 2 });
  const prefix = randomBytes(18).toString('base64url');
  await query(
    `insert into users (username, username_key, email, email_key, password_hash)
     select 'crowd' || i, 'crowd' || i, 'crowd' || i || '@example.com', 'crowd' || i || '@example.com', $1
     from generate_series(1, $2::int) as i`,
    [passwordHash, players],
  );
  // The token is prefix + number; only its SHA-256 is stored, as the server stores it.
  await query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select u.id, gen_random_uuid(), encode(sha256(convert_to($1 || substr(u.username_key, 6), 'UTF8')), 'hex'),
       now() + interval '30 days'
     from users u where u.username_key like 'crowd%'`,
    [prefix],
  );
  await query(
    `insert into users (username, username_key, email, email_key, password_hash)
     values ('maker', 'maker', 'maker@example.com', 'maker@example.com', $1)`,
    [passwordHash],
  );
  const maps = `array[${BUILT_IN_MAP_IDS.map((id) => `'${id}'`).join(', ')}]`;
  const placed = PLACED_PER_MAP * BUILT_IN_MAP_IDS.length;
  await query(
    `insert into artifacts (creator_id, name, description, content, area, location_x, location_y,
       location_map_name, visibility, tags, votes, comment_count, views, created_at)
     select u.id, 'Artifact ' || i, 'Something left here by another player, number ' || i || '.',
       'What it holds: ' || i, 'Overworld',
       case when i <= $2 then 2 + i % 10 end, case when i <= $2 then 2 + (i / 10) % 10 end,
       case when i <= $2 then (${maps})[1 + i % ${BUILT_IN_MAP_IDS.length}] end,
       'public', '["crowd"]'::jsonb, 0, 0, 0, now() - make_interval(secs => i)
     from generate_series(1, $1::int) as i, (select id from users where username_key = 'maker') u`,
    [Math.max(artifacts, placed), placed],
  );
  await query('analyze');
  return Array.from({ length: players }, (_, i) => ({
    username: `crowd${i + 1}`,
    refreshToken: `${prefix}${i + 1}`,
  }));
}
