// The logbook (docs/logbook.md): every finished game, recorded as it finishes (logbook/recorder.ts),
// read as JSON, CSV or BG Stats plays, with renames and merges by the host.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from '@sinclair/typebox';
import { nameKey, nameProblem } from '../../../games/core/seats.ts';
import { inputLog } from '../../../games/core/table.ts';
import type { Viewer } from '../../../games/core/types.ts';
import type { HostAuth } from '../auth.ts';
import { ErrorReply, TokenQuery } from '#protocol';
import type { TableSession } from '../session/table-session.ts';
import { logShownTo } from '../session/viewer-filter.ts';
import { bgStatsPlays, logbookCsv } from '../logbook/export.ts';
import { keyOf, LogbookRecorder } from '../logbook/recorder.ts';
import { LogbookReply, RenameBody, UndoRenameBody } from '#protocol';
import { logbookReply } from '../logbook/reply.ts';
import { gamesShownTo, type LinkCheck } from '../logbook/shown.ts';
import { LogbookStore } from '../logbook/store.ts';
import { fileTrouble } from '../session/durable.ts';

export interface LogbookOptions {
  session: TableSession;
  auth: HostAuth;
}

export const logbookPlugin: FastifyPluginAsyncTypebox<LogbookOptions> = async (app, { session, auth }) => {
  const store = new LogbookStore(session.dataDir);
  const recorder = new LogbookRecorder(store, (m) => app.log.warn(m));
  // A scripted first round, played by the table itself for the players to watch, is no game of theirs.
  const onChange = () => {
    if (!session.firstGames.practising) recorder.observe(session.current);
  };
  const onShelved = (s: { putAway: string } | { takenUp: string }) => ('putAway' in s ? recorder.putAway(s.putAway) : recorder.takenUp(s.takenUp));
  session.on('change', onChange);
  session.on('shelved', onShelved);
  app.addHook('onClose', async () => {
    session.off('change', onChange);
    session.off('shelved', onShelved);
  });
  // A game that finished while no server was listening (a crash between its last move and its line) enters now.
  onChange();

  const viewerOf = (req: Parameters<HostAuth['presented']>[0]): Viewer => auth.roleFor(auth.presented(req));
  const links: LinkCheck = {
    onTable: (key, v) => inputLog(session.current).length > 0 && keyOf(session.current) === key && logShownTo(session.current, v).ok,
    onShelf: (id) => session.saved.has(id),
  };
  const games = (viewer: Viewer) => gamesShownTo(store.entries, store.renames, viewer, links);

  app.get(
    '/api/logbook',
    { schema: { querystring: TokenQuery, response: { 200: LogbookReply } } },
    async (req): Promise<LogbookReply> => logbookReply(store, viewerOf(req), links),
  );

  app.get('/api/logbook.csv', { schema: { querystring: TokenQuery, response: { 200: Type.String() } } }, async (req, reply) => {
    await reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="logbook.csv"')
      .send(logbookCsv(games(viewerOf(req))));
  });

  // BG Stats' plays: one object a game; a player's id is their name as the table hears it (stable across games).
  const playerId = (name: string) => createHash('sha256').update(nameKey(name)).digest('hex').slice(0, 12);
  app.get('/api/logbook/bgstats.json', { schema: { querystring: TokenQuery } }, async (req, reply) => {
    await reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="logbook-bgstats.json"')
      .send(JSON.stringify(bgStatsPlays(games(viewerOf(req)), playerId), null, 1));
  });

  const nameRoute = <B extends TSchema>(body: B) => ({
    preHandler: auth.requireHost,
    schema: { querystring: TokenQuery, body, response: { 200: Type.Object({ ok: Type.Literal(true) }), 400: ErrorReply, 401: ErrorReply } },
  });
  /** The names changed (written durably), or the refusal in words; a write that fails changes nothing. */
  const changeNames = (reply: FastifyReply, change: () => string | null) => {
    let why: string | null;
    try {
      why = change();
    } catch (e) {
      why = `the logbook's names could not be written: ${fileTrouble(e)}`;
    }
    return why ? reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: why }) : { ok: true as const };
  };

  // A rename or a merge, by the name the logbook shows.
  app.post('/api/logbook/names', nameRoute(RenameBody), async (req, reply) => {
    const { from, to } = req.body;
    const problem = nameProblem(to);
    return changeNames(reply, () => (problem ? `the new name ${problem}` : store.rename(from, to)));
  });

  // A rename or merge undone: the name as played (a `from` of the renames in force) is itself again.
  app.post('/api/logbook/names/undo', nameRoute(UndoRenameBody), async (req, reply) => changeNames(reply, () => store.undoRename(req.body.from)));
};
