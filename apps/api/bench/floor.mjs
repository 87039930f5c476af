#!/usr/bin/env node
// The floor: GET /company/:id/members written by hand on the same stack (Fastify, and pg's pool
// or PGlite) against the same database. It does the API's work and nothing more: session look-up
// by token hash, membership check, the members with their users, the same JSON. No logging, no
// validation. The bench compares Meridian's routes with it.
//
//   FLOOR_PORT=… DATABASE_URL=postgres://… node bench/floor.mjs
//   FLOOR_PORT=… FLOOR_PGLITE_DIR=<data dir>/pglite node bench/floor.mjs
import { createHash } from 'node:crypto';
import Fastify from 'fastify';

const SESSION_SQL = `SELECT s.user_id, s.revoked_at, s.rotated_at, s.access_expires_at,
    u.email_verified_at, u.password_update_required
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 LIMIT 1`;
const MEMBERSHIP_SQL = 'SELECT privilege FROM memberships WHERE company_id = $1 AND user_id = $2 LIMIT 1';
const MEMBERS_SQL = `SELECT m.id, m.privilege, m.joined_at, u.email, u.name, u.display_username
  FROM memberships m JOIN users u ON u.id = m.user_id
  WHERE m.company_id = $1 ORDER BY m.joined_at, m.id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function openQuery() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    // Named statements: parsed once per connection.
    return async (name, text, values) => (await pool.query({ name, text, values })).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(process.env.FLOOR_PGLITE_DIR);
  return async (_name, text, values) => (await client.query(text, values)).rows;
}

function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

const iso = (value) => (value instanceof Date ? value : new Date(value)).toISOString();
const error = (reply, status, code) => reply.status(status).send({ error: { code, message: code } });

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/company/:id/members', async (request, reply) => {
  const token = cookieValue(request.headers.cookie, 'meridian_session');
  if (!token) return error(reply, 401, 'UNAUTHENTICATED');
  const [session] = await query('floor_session', SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  if (!session || session.revoked_at || session.rotated_at) return error(reply, 401, 'UNAUTHENTICATED');
  if (new Date(session.access_expires_at).getTime() <= Date.now()) return error(reply, 401, 'SESSION_EXPIRED');
  if (!session.email_verified_at || session.password_update_required) return error(reply, 403, 'ACTION_REQUIRED');
  const companyId = request.params.id;
  if (!UUID.test(companyId)) return error(reply, 404, 'NOT_FOUND');
  const [membership] = await query('floor_membership', MEMBERSHIP_SQL, [companyId.toLowerCase(), session.user_id]);
  if (!membership) return error(reply, 404, 'NOT_FOUND');
  const rows = await query('floor_members', MEMBERS_SQL, [companyId.toLowerCase()]);
  reply.header('cache-control', 'no-store');
  return {
    members: rows.map((row) => ({
      memberId: row.id,
      email: row.email,
      name: row.name,
      username: row.display_username,
      privilege: row.privilege,
      joinedAt: iso(row.joined_at),
    })),
  };
});
await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
console.log('FLOOR READY');
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
