// The crowd's accounts for bench:presence: seeded into a real database for the real server, or only
// signed for the bare server (which reads a token's payload and checks nothing).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** The servers' JWT_SECRET in this bench. */
export const SECRET = 'bench-presence-secret-that-is-long-enough-for-hs256';

/** Access tokens for these accounts, signed as the server signs them. */
function sign(rows) {
  const key = new TextEncoder().encode(SECRET);
  return Promise.all(
    rows.map(({ id, username }) =>
      new SignJWT({ type: 'access', username, sv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(id)
        .setIssuer('authentic-internet')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key),
    ),
  );
}

/** `count` players straight into the database (`query` runs SQL); resolves to their access tokens. */
export function seedAccounts(count) {
  return async (query) => {
    await query(
      `insert into users (username, username_key, email, email_key, password_hash)
       select 'walker' || i, 'walker' || i, 'walker' || i || '@example.com', 'walker' || i || '@example.com', 'x'
       from generate_series(1, $1::int) as i`,
      [count],
    );
    const { rows } = await query(`select id, username from users where username_key like 'walker%' order by id`);
    return sign(rows);
  };
}

/** Tokens for `count` players that exist nowhere: enough for the bare server. */
export function unseededAccounts(count) {
  return sign(Array.from({ length: count }, (_, i) => ({ id: randomUUID(), username: `walker${i + 1}` })));
}
